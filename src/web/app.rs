//! The game on the page: a session, its canvas, and the pointer and resize
//! listeners. JavaScript holds an [`App`] and is told of every change through the
//! `on_change` callback it passed in; it never sees a rules type.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, MouseEvent, ResizeObserver};

use super::render::{self, Transform};
use crate::core::Scene;
use crate::session::{new_session, session_from_record, AnySession, Click};

struct Inner {
    session: Box<dyn AnySession>,
    canvas: HtmlCanvasElement,
    flip: bool,
    /// Which sides a person plays: clicks are ignored while the AI is to move.
    human: [bool; 2],
    scene: Scene,
    transform: Transform,
}

impl Inner {
    fn redraw(&mut self) {
        self.scene = self.session.scene(self.flip);
        // A canvas that cannot draw (detached, zero-sized) is not an input error:
        // keep the previous transform and carry on.
        if let Ok(t) = render::draw(&self.canvas, &self.scene) {
            self.transform = t;
        }
    }

    fn accepts_clicks(&self) -> bool {
        self.session.side_to_act().is_some_and(|s| self.human[s.index()])
    }
}

/// A game shown on a canvas. Made by [`App::new`] or [`App::from_record`].
#[wasm_bindgen]
pub struct App {
    inner: Rc<RefCell<Inner>>,
    on_change: js_sys::Function,
    _click: Closure<dyn FnMut(MouseEvent)>,
    _resize: Option<(ResizeObserver, Closure<dyn FnMut()>)>,
}

/// Freeing the app (JS `app.free()`) detaches its listeners first, so that neither
/// the canvas nor the resize observer can call a closure that is gone.
impl Drop for App {
    fn drop(&mut self) {
        if let Some((ro, _)) = &self._resize {
            ro.disconnect();
        }
        if let Ok(s) = self.inner.try_borrow() {
            let _ = s.canvas.remove_event_listener_with_callback("click", self._click.as_ref().unchecked_ref());
        }
    }
}

fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

#[wasm_bindgen]
impl App {
    /// A new game of `game` (an id from `gameIds()`) with options as JSON (`""` for the
    /// defaults) and a dice seed (`0` for a fresh one). `on_change` is called with the
    /// click result after each click.
    #[wasm_bindgen(constructor)]
    pub fn new(
        canvas: HtmlCanvasElement,
        game: &str,
        options: &str,
        seed: f64,
        on_change: js_sys::Function,
    ) -> Result<App, JsError> {
        let seed = if seed > 0.0 && seed.is_finite() { seed as u64 } else { crate::core::Dice::fresh_seed() };
        let session = new_session(game, options, seed).map_err(err)?;
        Ok(Self::attach(canvas, session, on_change))
    }

    /// A game replayed from a record (JSON, as `recordJson()` gives). A malformed
    /// record or an illegal move in it is refused with the reason.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(canvas: HtmlCanvasElement, record: &str, on_change: js_sys::Function) -> Result<App, JsError> {
        let session = session_from_record(record).map_err(err)?;
        Ok(Self::attach(canvas, session, on_change))
    }

    fn attach(canvas: HtmlCanvasElement, session: Box<dyn AnySession>, on_change: js_sys::Function) -> App {
        let inner = Rc::new(RefCell::new(Inner {
            session,
            canvas: canvas.clone(),
            flip: false,
            human: [true, true],
            scene: Scene::default(),
            transform: Transform::default(),
        }));
        let click = {
            let inner = Rc::downgrade(&inner);
            let cb = on_change.clone();
            Closure::<dyn FnMut(MouseEvent)>::new(move |ev: MouseEvent| {
                let Some(inner) = inner.upgrade() else { return };
                let result = {
                    let Ok(mut s) = inner.try_borrow_mut() else { return };
                    if !s.accepts_clicks() {
                        return;
                    }
                    let rect = s.canvas.get_bounding_client_rect();
                    let (x, y) =
                        s.transform.to_scene(ev.client_x() as f64 - rect.left(), ev.client_y() as f64 - rect.top());
                    let click = match s.scene.hit(x, y) {
                        Some(cell) => s.session.click(cell),
                        None => {
                            s.session.clear_clicks();
                            Click::Ignored
                        }
                    };
                    s.redraw();
                    click
                };
                // The borrow is released: the callback may call back into the app.
                if let Ok(v) = serde_wasm_bindgen::to_value(&result) {
                    let _ = cb.call1(&JsValue::NULL, &v);
                }
            })
        };
        let _ = canvas.add_event_listener_with_callback("click", click.as_ref().unchecked_ref());
        let resize = {
            let inner = Rc::downgrade(&inner);
            let cb = Closure::<dyn FnMut()>::new(move || {
                if let Some(inner) = inner.upgrade() {
                    if let Ok(mut s) = inner.try_borrow_mut() {
                        s.redraw();
                    }
                }
            });
            ResizeObserver::new(cb.as_ref().unchecked_ref()).ok().map(|ro| {
                ro.observe(&canvas);
                (ro, cb)
            })
        };
        inner.borrow_mut().redraw();
        App { inner, on_change, _click: click, _resize: resize }
    }

    /// Which sides a person plays (clicks count only on their turns).
    #[wasm_bindgen(js_name = setHumans)]
    pub fn set_humans(&self, first: bool, second: bool) {
        self.inner.borrow_mut().human = [first, second];
    }

    /// Turns the board so the second side sits at the bottom.
    #[wasm_bindgen(js_name = setFlip)]
    pub fn set_flip(&self, flip: bool) {
        let mut s = self.inner.borrow_mut();
        s.flip = flip;
        s.redraw();
    }

    /// The picture's width divided by its height, so the page can size the canvas
    /// to fit the board without empty bands.
    #[wasm_bindgen(js_name = aspectRatio)]
    pub fn aspect_ratio(&self) -> f64 {
        let s = self.inner.borrow();
        if s.scene.height > 0.0 {
            (s.scene.width / s.scene.height) as f64
        } else {
            1.0
        }
    }

    pub fn render(&self) {
        self.inner.borrow_mut().redraw();
    }

    /// The game's status: `{game, to_move, chance, over, winner, reason, moves,
    /// can_undo, can_redo}`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&self.inner.borrow().session.status()).map_err(err)
    }

    /// Plays a move given in notation; returns its canonical notation. An unreadable
    /// or illegal move is refused with the reason and changes nothing.
    pub fn play(&self, mv: &str) -> Result<String, JsError> {
        let mut s = self.inner.borrow_mut();
        let r = s.session.play_str(mv).map_err(err);
        s.redraw();
        r
    }

    /// At a chance step, rolls the session's seeded dice; returns the outcome played.
    pub fn roll(&self) -> Option<String> {
        let mut s = self.inner.borrow_mut();
        let r = s.session.roll();
        s.redraw();
        r
    }

    /// The clock of a timed game ran out: the game ends as its rules say. Returns
    /// false for a game without a clock (nothing changes).
    #[wasm_bindgen(js_name = timeUp)]
    pub fn time_up(&self) -> bool {
        let mut s = self.inner.borrow_mut();
        let r = s.session.time_up();
        s.redraw();
        r
    }

    pub fn undo(&self) -> bool {
        let mut s = self.inner.borrow_mut();
        let r = s.session.undo();
        s.redraw();
        r
    }

    pub fn redo(&self) -> bool {
        let mut s = self.inner.borrow_mut();
        let r = s.session.redo();
        s.redraw();
        r
    }

    /// Forgets a half-entered move (the Escape key).
    #[wasm_bindgen(js_name = clearSelection)]
    pub fn clear_selection(&self) {
        let mut s = self.inner.borrow_mut();
        s.session.clear_clicks();
        s.redraw();
    }

    /// The legal moves now, in notation.
    pub fn legal(&self) -> Vec<String> {
        self.inner.borrow().session.legal_notations()
    }

    /// The whole game as a record (JSON), for saving and sharing.
    #[wasm_bindgen(js_name = recordJson)]
    pub fn record_json(&self) -> String {
        self.inner.borrow().session.record().to_json()
    }

    /// Clicks the cell drawn nearest the scene point of a cell id, as a person would
    /// (for tests and keyboard play). Returns the click result.
    #[wasm_bindgen(js_name = clickCell)]
    pub fn click_cell(&self, cell: u16) -> Result<JsValue, JsError> {
        let result = {
            let mut s = self.inner.borrow_mut();
            let r = s.session.click(cell);
            s.redraw();
            r
        };
        let v = serde_wasm_bindgen::to_value(&result).map_err(err)?;
        let _ = self.on_change.call1(&JsValue::NULL, &v);
        Ok(v)
    }

    /// Where a cell is drawn, in CSS pixels relative to the canvas: `[x, y]`, or
    /// `undefined` for a cell not on the picture. Lets tests click the real canvas.
    #[wasm_bindgen(js_name = cellPosition)]
    pub fn cell_position(&self, cell: u16) -> Option<Vec<f64>> {
        let s = self.inner.borrow();
        let spot = s.scene.spots.iter().find(|p| p.cell == cell)?;
        let t = s.transform;
        Some(vec![t.dx + spot.x as f64 * t.scale, t.dy + spot.y as f64 * t.scale])
    }

    /// The cells currently marked as legal targets (after a selection).
    #[wasm_bindgen(js_name = targetCells)]
    pub fn target_cells(&self) -> Vec<u16> {
        self.inner.borrow().session.highlights().targets.iter().map(|t| t.0).collect()
    }

    /// The clicks that express a legal move given in notation.
    #[wasm_bindgen(js_name = cellsOf)]
    pub fn cells_of(&self, mv: &str) -> Result<Vec<u16>, JsError> {
        self.inner.borrow().session.cells_of(mv).map_err(err)
    }
}
