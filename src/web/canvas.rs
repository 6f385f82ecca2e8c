//! What every view on a canvas shares: the picture last drawn and how it maps to
//! the canvas (so a pointer finds its cell, and the page can lay named buttons over
//! the cells), and the pointer (click, tap, drag) and resize listeners, detached when
//! the view goes.
//! The game's view ([`super::App`]) and the lesson's ([`super::LessonView`]) differ
//! only in what they draw and what a click does.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, MouseEvent, ResizeObserver};

use super::render::{self, Transform};
use crate::core::scene::Shape;
use crate::core::{Cell, Color, Note, Scene};

/// A canvas and the picture on it.
pub(crate) struct Board {
    pub canvas: HtmlCanvasElement,
    pub scene: Scene,
    pub transform: Transform,
    /// The drag under way, if any.
    drag: Drag,
    /// A pointer pressed since the last click: the browser's click that follows is
    /// the same press, already acted on.
    pointer_pressed: bool,
}

/// A press held down: where it began and, once it moves with a move begun, where the
/// pointer is (CSS pixels).
#[derive(Clone, Copy, Default)]
struct Drag {
    /// The cell pressed.
    pressed: Option<Cell>,
    /// The cell whose piece is carried (a move was begun by the press).
    from: Option<Cell>,
    /// The pointer, once it has moved.
    at: Option<(f64, f64)>,
}

impl Board {
    pub fn new(canvas: HtmlCanvasElement) -> Self {
        Board {
            canvas,
            scene: Scene::default(),
            transform: Transform::default(),
            drag: Drag::default(),
            pointer_pressed: false,
        }
    }

    /// Draws `scene`. A canvas that cannot draw (detached, zero-sized) is not an
    /// input error: the previous mapping stays and nothing else happens.
    pub fn draw(&mut self, scene: Scene) {
        self.scene = scene;
        self.repaint();
    }

    /// The cell under a pointer event, if any.
    pub fn cell_at(&self, ev: &MouseEvent) -> Option<Cell> {
        let (x, y) = pointer_at(&self.canvas, ev);
        let (x, y) = self.transform.scene_point(x, y);
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

    /// Every clickable cell as drawn, `[{cell, x, y, r, label, state}]` in CSS
    /// pixels, with the cell in words from `label` and, for a cell of the move being
    /// entered, what it is in it (`states`: a string key, "choisi", "prise
    /// possible"…), so a screen reader hears what the colours show.
    pub fn spots(&self, label: impl Fn(Cell) -> Note, states: &[(Cell, &'static str)]) -> Result<JsValue, JsError> {
        #[derive(serde::Serialize)]
        struct At {
            cell: u16,
            x: f64,
            y: f64,
            r: f64,
            label: Note,
            state: Option<&'static str>,
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
                state: states.iter().find(|&&(c, _)| c == p.cell).map(|&(_, s)| s),
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

/// A view a pointer plays on: the game's and the lesson's. The listeners turn
/// presses, drags and clicks into [`PointerView::press`] calls, so both views get the
/// same input (click, tap-tap, and drag from a piece to where it goes).
pub(crate) trait PointerView: Redraw {
    /// What the page is told after a press (serialised for its callback).
    type Reply: serde::Serialize;
    /// The board the view draws on.
    fn board(&mut self) -> &mut Board;
    /// A press on `cell` (None: outside every cell). Returns the reply for the page
    /// and whether a move is now begun (so a drag may carry it on), or None when the
    /// press is not taken (not this player's turn, reviewing…).
    fn press(&mut self, cell: Option<Cell>) -> Option<(Self::Reply, bool)>;
}

/// The resize handler of a view: redraws it if it still exists and is not busy.
fn redraw_on_resize<T: Redraw>(view: &Rc<RefCell<T>>) -> impl FnMut() + 'static {
    let view = Rc::downgrade(view);
    move || {
        if let Some(view) = view.upgrade() {
            if let Ok(mut v) = view.try_borrow_mut() {
                v.redraw();
            }
        }
    }
}

/// What the pointer did on the canvas.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Gesture {
    /// A button or a finger went down.
    Down,
    /// It moved (with or without a button down).
    Move,
    /// It went up.
    Up,
    /// The browser took the pointer over (a scroll, a second finger).
    Cancel,
    /// A click: from the pointer (already handled at `Down`/`Up`) or from elsewhere
    /// (a script, an assistive technology), which counts as a press.
    Click,
}

/// What a gesture asks of the view.
enum Act {
    Nothing,
    /// A press on this cell (or outside the cells).
    Press(Option<Cell>),
    /// Only the drag's picture changed.
    Repaint,
}

/// Where a pointer is, in CSS pixels relative to the canvas.
fn pointer_at(canvas: &HtmlCanvasElement, ev: &MouseEvent) -> (f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    (ev.client_x() as f64 - rect.left(), ev.client_y() as f64 - rect.top())
}

impl Board {
    /// The gesture's meaning. A press acts at once (so a tap, a click and the start
    /// of a drag are the same); letting go over another cell after a move was begun
    /// is a second press there (the drop); the click the browser sends after a
    /// pointer's press is not counted twice.
    fn gesture(&mut self, ev: &MouseEvent, g: Gesture) -> Act {
        match g {
            Gesture::Down => {
                if ev.button() != 0 {
                    return Act::Nothing;
                }
                let cell = self.cell_at(ev);
                self.pointer_pressed = true;
                self.drag = Drag::default();
                self.drag.pressed = cell;
                Act::Press(cell)
            }
            Gesture::Move => {
                if self.drag.from.is_none() || ev.buttons() & 1 == 0 {
                    return Act::Nothing;
                }
                self.drag.at = Some(pointer_at(&self.canvas, ev));
                Act::Repaint
            }
            Gesture::Up => {
                let from = self.drag.from;
                let pressed = self.drag.pressed;
                let moved = self.drag.at.is_some();
                self.drag = Drag::default();
                let cell = self.cell_at(ev);
                if from.is_some() && moved && cell.is_some() && cell != pressed {
                    Act::Press(cell)
                } else if moved {
                    Act::Repaint
                } else {
                    Act::Nothing
                }
            }
            Gesture::Cancel => {
                let moved = self.drag.at.is_some();
                self.drag = Drag::default();
                if moved {
                    Act::Repaint
                } else {
                    Act::Nothing
                }
            }
            Gesture::Click => {
                if std::mem::take(&mut self.pointer_pressed) {
                    Act::Nothing
                } else {
                    Act::Press(self.cell_at(ev))
                }
            }
        }
    }

    /// The picture with the drag drawn over it: a line from the piece's cell to the
    /// pointer and a ring under the pointer, so the player sees what they carry.
    fn with_drag(&self) -> Option<Scene> {
        let (from, at) = (self.drag.from?, self.drag.at?);
        let spot = self.scene.spots.iter().find(|p| p.cell == from)?;
        let (x, y) = self.transform.scene_point(at.0, at.1);
        if !x.is_finite() || !y.is_finite() {
            return None;
        }
        let ink = Color::rgba(20, 90, 200, 200);
        let mut scene = self.scene.clone();
        let width = spot.r * 0.25;
        scene.shapes.push(Shape::Line { a: (spot.x, spot.y), b: (x, y), width, color: ink });
        scene.shapes.push(Shape::Circle {
            c: (x, y),
            r: spot.r,
            fill: Some(Color::rgba(20, 90, 200, 60)),
            stroke: Some((ink, width)),
        });
        Some(scene)
    }

    /// Draws the last picture again, with the drag if one is under way.
    fn repaint(&mut self) {
        let drawn = match self.with_drag() {
            Some(scene) => render::draw(&self.canvas, &scene),
            None => render::draw(&self.canvas, &self.scene),
        };
        if let Ok(t) = drawn {
            self.transform = t;
        }
    }
}

/// Acts on one pointer gesture over `view`, then tells the page what a press did.
fn on_gesture<T: PointerView>(view: &Weak<RefCell<T>>, cb: &Option<js_sys::Function>, ev: &MouseEvent, g: Gesture) {
    let Some(view) = view.upgrade() else { return };
    let reply = {
        let Ok(mut v) = view.try_borrow_mut() else { return };
        match v.board().gesture(ev, g) {
            Act::Nothing => return,
            Act::Repaint => {
                v.board().repaint();
                return;
            }
            Act::Press(cell) => {
                let reply = v.press(cell);
                let begun = matches!(reply, Some((_, true)));
                let board = v.board();
                board.drag.from = if begun && g == Gesture::Down { cell } else { None };
                v.redraw();
                reply
            }
        }
    };
    // The borrow is released: the callback may call back into the view.
    if let (Some(cb), Some((reply, _))) = (cb, reply) {
        if let Ok(v) = reply.serialize(&serde_wasm_bindgen::Serializer::json_compatible()) {
            let _ = cb.call1(&JsValue::NULL, &v);
        }
    }
}

/// A listener of pointer (and click) events.
type PointerListener = Closure<dyn FnMut(MouseEvent)>;

/// A view's listeners on its canvas: pointer presses, drags and clicks (and taps),
/// and size changes. Dropping them detaches them, so the canvas never calls a
/// closure that is gone.
pub(crate) struct Listeners {
    canvas: HtmlCanvasElement,
    pointer: Vec<(&'static str, PointerListener)>,
    resize: Option<(ResizeObserver, Closure<dyn FnMut()>)>,
}

impl Listeners {
    /// Plays `view` by the pointer on `canvas`, calling `on_change` with each press's
    /// reply, and redraws it whenever the canvas's size changes.
    pub fn attach<T: PointerView>(
        canvas: &HtmlCanvasElement,
        view: &Rc<RefCell<T>>,
        on_change: Option<js_sys::Function>,
    ) -> Listeners {
        let events = [
            ("pointerdown", Gesture::Down),
            ("pointermove", Gesture::Move),
            ("pointerup", Gesture::Up),
            ("pointercancel", Gesture::Cancel),
            ("click", Gesture::Click),
        ];
        let pointer = events
            .into_iter()
            .map(|(name, g)| {
                let (weak, cb) = (Rc::downgrade(view), on_change.clone());
                let f = PointerListener::new(move |ev: MouseEvent| on_gesture(&weak, &cb, &ev, g));
                let _ = canvas.add_event_listener_with_callback(name, f.as_ref().unchecked_ref());
                (name, f)
            })
            .collect();
        let cb = Closure::<dyn FnMut()>::new(redraw_on_resize(view));
        let resize = ResizeObserver::new(cb.as_ref().unchecked_ref()).ok().map(|ro| {
            ro.observe(canvas);
            (ro, cb)
        });
        Listeners { canvas: canvas.clone(), pointer, resize }
    }
}

impl Drop for Listeners {
    fn drop(&mut self) {
        if let Some((ro, _)) = &self.resize {
            ro.disconnect();
        }
        for (name, f) in &self.pointer {
            let _ = self.canvas.remove_event_listener_with_callback(name, f.as_ref().unchecked_ref());
        }
    }
}
