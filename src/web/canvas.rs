//! What every view on a canvas shares: the picture last drawn and how it maps to
//! the canvas (so a pointer finds its cell, and the page can lay named buttons over
//! the cells), and the click and resize listeners, detached when the view goes.
//! The game's view ([`super::App`]) and the lesson's ([`super::LessonView`]) differ
//! only in what they draw and what a click does.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, MouseEvent, ResizeObserver};

use super::render::{self, Transform};
use crate::core::{Cell, Note, Scene};

/// A canvas and the picture on it.
pub(crate) struct Board {
    pub canvas: HtmlCanvasElement,
    pub scene: Scene,
    pub transform: Transform,
}

impl Board {
    pub fn new(canvas: HtmlCanvasElement) -> Self {
        Board { canvas, scene: Scene::default(), transform: Transform::default() }
    }

    /// Draws `scene`. A canvas that cannot draw (detached, zero-sized) is not an
    /// input error: the previous mapping stays and nothing else happens.
    pub fn draw(&mut self, scene: Scene) {
        self.scene = scene;
        if let Ok(t) = render::draw(&self.canvas, &self.scene) {
            self.transform = t;
        }
    }

    /// The cell under a pointer event, if any.
    pub fn cell_at(&self, ev: &MouseEvent) -> Option<Cell> {
        let rect = self.canvas.get_bounding_client_rect();
        let (x, y) = self.transform.scene_point(ev.client_x() as f64 - rect.left(), ev.client_y() as f64 - rect.top());
        self.scene.hit(x, y)
    }

    /// The picture's width divided by its height.
    pub fn aspect_ratio(&self) -> f64 {
        if self.scene.height > 0.0 {
            (self.scene.width / self.scene.height) as f64
        } else {
            1.0
        }
    }

    /// Where a cell is drawn, in CSS pixels relative to the canvas.
    pub fn cell_position(&self, cell: Cell) -> Option<Vec<f64>> {
        let spot = self.scene.spots.iter().find(|p| p.cell == cell)?;
        let t = self.transform;
        Some(vec![t.dx + spot.x as f64 * t.scale, t.dy + spot.y as f64 * t.scale])
    }

    /// Every clickable cell as drawn, `[{cell, x, y, r, label}]` in CSS pixels, with
    /// the cell in words from `label`.
    pub fn spots(&self, label: impl Fn(Cell) -> Note) -> Result<JsValue, JsError> {
        #[derive(serde::Serialize)]
        struct At {
            cell: u16,
            x: f64,
            y: f64,
            r: f64,
            label: Note,
        }
        let t = self.transform;
        let spots: Vec<At> = self
            .scene
            .spots
            .iter()
            .map(|p| At {
                cell: p.cell,
                x: t.dx + p.x as f64 * t.scale,
                y: t.dy + p.y as f64 * t.scale,
                r: p.r as f64 * t.scale,
                label: label(p.cell),
            })
            .collect();
        serde_wasm_bindgen::to_value(&spots).map_err(|e| JsError::new(&e.to_string()))
    }
}

/// A view that can draw itself again (when its canvas changes size).
pub(crate) trait Redraw: 'static {
    /// Draws the view's picture again, as things stand now.
    fn redraw(&mut self);
}

/// The resize handler of a view: redraws it if it still exists and is not busy.
pub(crate) fn redraw_on_resize<T: Redraw>(view: &Rc<RefCell<T>>) -> impl FnMut() + 'static {
    let view = Rc::downgrade(view);
    move || {
        if let Some(view) = view.upgrade() {
            if let Ok(mut v) = view.try_borrow_mut() {
                v.redraw();
            }
        }
    }
}

/// A view's listeners on its canvas: clicks (and taps) and size changes. Dropping
/// them detaches them, so the canvas never calls a closure that is gone.
pub(crate) struct Listeners {
    canvas: HtmlCanvasElement,
    click: Closure<dyn FnMut(MouseEvent)>,
    resize: Option<(ResizeObserver, Closure<dyn FnMut()>)>,
}

impl Listeners {
    /// Calls `on_click` for every click on `canvas`, and `on_resize` whenever its
    /// size changes.
    pub fn attach(
        canvas: &HtmlCanvasElement,
        on_click: impl FnMut(MouseEvent) + 'static,
        on_resize: impl FnMut() + 'static,
    ) -> Listeners {
        let click = Closure::<dyn FnMut(MouseEvent)>::new(on_click);
        let _ = canvas.add_event_listener_with_callback("click", click.as_ref().unchecked_ref());
        let cb = Closure::<dyn FnMut()>::new(on_resize);
        let resize = ResizeObserver::new(cb.as_ref().unchecked_ref()).ok().map(|ro| {
            ro.observe(canvas);
            (ro, cb)
        });
        Listeners { canvas: canvas.clone(), click, resize }
    }
}

impl Drop for Listeners {
    fn drop(&mut self) {
        if let Some((ro, _)) = &self.resize {
            ro.disconnect();
        }
        let _ = self.canvas.remove_event_listener_with_callback("click", self.click.as_ref().unchecked_ref());
    }
}
