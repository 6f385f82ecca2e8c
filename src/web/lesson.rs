//! A lesson on a canvas: the game's real board, a small position, a task that the
//! board checks after each move (« Bravo » or « Pas tout à fait — voici pourquoi »),
//! the hint, trying again. The lesson itself is [`crate::lesson`]'s, the same for
//! every game; this is only its view, on the canvas plumbing the game's view uses.
//! A puzzle is played by the same view (`LessonView.puzzle`): the runner follows
//! its line, and a move off it is explained (`explanation()`).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::canvas::{Board, Listeners, PointerView, Redraw};
use super::{err, to_js};
use crate::core::{Cell, Dice};
use crate::lesson::{lessons_of, start_lesson, AnyLesson, LessonClick};
use crate::puzzle::start_puzzle;
use crate::session::Click;

struct Inner {
    run: AnyLesson,
    board: Board,
    /// Whether the hint's cells are marked.
    hint: bool,
}

impl Redraw for Inner {
    fn redraw(&mut self) {
        let scene = self.run.scene(false, self.hint, super::api::theme());
        self.board.draw(scene);
    }
}

impl PointerView for Inner {
    type Reply = LessonClick;

    fn board(&mut self) -> &mut Board {
        &mut self.board
    }

    /// A press is the learner's click; outside the cells it forgets a half-entered
    /// move and tells the page nothing.
    fn press(&mut self, hit: Option<Cell>) -> Option<(LessonClick, bool)> {
        let Some(cell) = hit else {
            self.run.clear_clicks();
            return None;
        };
        let r = self.run.click(cell);
        let begun = r.click == Click::Pending;
        Some((r, begun))
    }
}

/// A lesson played on a canvas by clicks and taps (or `play` in notation).
/// `onChange(result)` is called after each click with `{click, refusal, verdict}`.
#[wasm_bindgen]
pub struct LessonView {
    inner: Rc<RefCell<Inner>>,
    on_change: Option<js_sys::Function>,
    _listeners: Listeners,
}

impl LessonView {
    /// The run `start(game, seed)` makes (a lesson or a puzzle of `game`, a string
    /// from JavaScript) on `canvas`, drawn, its clicks told to `on_change`.
    fn on<E: std::fmt::Display>(
        canvas: HtmlCanvasElement,
        game: &JsValue,
        on_change: Option<js_sys::Function>,
        start: impl FnOnce(&str, u64) -> Result<AnyLesson, E>,
    ) -> Result<LessonView, JsValue> {
        let game = super::string_arg(game, "game")?;
        let run = start(&game, Dice::fresh_seed()).map_err(err)?;
        let inner = Rc::new(RefCell::new(Inner { run, board: Board::new(canvas.clone()), hint: false }));
        let listeners = Listeners::attach(&canvas, &inner, on_change.clone());
        inner.borrow_mut().redraw();
        Ok(LessonView { inner, on_change, _listeners: listeners })
    }
}

#[wasm_bindgen]
impl LessonView {
    /// Lesson `index` (from 0) of `game` on `canvas`.
    ///
    /// # Errors
    ///
    /// An unknown game or lesson.
    #[wasm_bindgen(constructor)]
    pub fn new(
        canvas: HtmlCanvasElement,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        index: u32,
        #[wasm_bindgen(js_name = "onChange")] on_change: Option<js_sys::Function>,
    ) -> Result<LessonView, JsValue> {
        Self::on(canvas, &game, on_change, |id, seed| start_lesson(id, index as usize, seed))
    }

    /// Puzzle `index` (from 0, in the order of `puzzles(game)`) of `game` on `canvas`,
    /// played as a lesson whose task is its line: the same calls, with the puzzle's
    /// texts' keys in `info()` and, after a move off the line, `explanation()`.
    ///
    /// # Errors
    ///
    /// An unknown game or puzzle.
    pub fn puzzle(
        canvas: HtmlCanvasElement,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        index: u32,
        #[wasm_bindgen(js_name = "onChange")] on_change: Option<js_sys::Function>,
    ) -> Result<LessonView, JsValue> {
        Self::on(canvas, &game, on_change, |id, seed| start_puzzle(id, index as usize, seed))
    }

    /// Why the learner's last move left the puzzle's line, in words (`[{key, args}]`:
    /// « Après c4 : », « les Noirs : », what they do…), the answer shown played on
    /// the board; empty otherwise.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn explanation(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.borrow().run.explanation())
    }

    /// `{index, key, title, task}`: the lesson's place and its texts' keys.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn info(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.borrow().run.info())
    }

    /// How the task stands: `{kind: "pending" | "done" | "wrong", reason?}`.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn verdict(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.borrow().run.verdict())
    }

    /// What the learner's last move did, in the lesson's words, when chance had a
    /// say (`{key, args}`, or `null`): the page shows it in place of « Bravo », so
    /// that a roll that did nothing is told, not praised.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn told(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.borrow().run.told())
    }

    /// The position's status, as `Game.status()` gives it (its `rolled`: the face of
    /// the roll just made, which the page shows on a die).
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.borrow().run.status())
    }

    /// The side the learner plays (0 or 1).
    pub fn learner(&self) -> usize {
        self.inner.borrow().run.learner().index()
    }

    /// Clicks a cell as a person would (the keyboard, tests); tells `onChange`.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    #[wasm_bindgen(js_name = clickCell)]
    pub fn click_cell(&self, cell: u16) -> Result<JsValue, JsError> {
        let result = {
            let mut s = self.inner.borrow_mut();
            let r = s.run.click(cell);
            s.redraw();
            r
        };
        let v = to_js(&result)?;
        if let Some(cb) = &self.on_change {
            let _ = cb.call1(&JsValue::NULL, &v);
        }
        Ok(v)
    }

    /// Plays a move typed in notation; returns the verdict.
    ///
    /// # Errors
    ///
    /// A move the rules refuse (nothing changes), with their reason when they give one.
    pub fn play(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        let mv = super::string_arg(&mv, "move")?;
        let mut s = self.inner.borrow_mut();
        let r = s.run.play_str(&mv);
        s.redraw();
        match r {
            Ok(v) => Ok(to_js(&v)?),
            Err(refused) => Err(err(refused.error).into()),
        }
    }

    /// Chooses the theme of the boards (see the free function `setTheme`, which this
    /// calls: every board of this module takes it) and redraws this lesson at once.
    ///
    /// # Errors
    ///
    /// As `setTheme`: a `TypeError` if `id` is not a string, an `Error` for an id not
    /// among `themes()`; the theme and the board then stay as they were.
    #[wasm_bindgen(js_name = setTheme)]
    pub fn set_theme(&self, #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue) -> Result<(), JsValue> {
        super::api::set_theme(id)?;
        self.inner.borrow_mut().redraw();
        Ok(())
    }

    /// Marks (or unmarks) the piece to use: the lesson's « Indice ».
    #[wasm_bindgen(js_name = showHint)]
    pub fn show_hint(&self, on: bool) {
        let mut s = self.inner.borrow_mut();
        s.hint = on;
        s.redraw();
    }

    /// The cells the « Indice » marks, so the page can say them in words too.
    #[wasm_bindgen(js_name = hintCells)]
    pub fn hint_cells(&self) -> Vec<u16> {
        self.inner.borrow().run.hint()
    }

    /// Takes back the last try (and what answered it).
    pub fn retry(&self) -> bool {
        let mut s = self.inner.borrow_mut();
        let r = s.run.retry();
        s.redraw();
        r
    }

    /// Back to the lesson's start.
    pub fn restart(&self) {
        let mut s = self.inner.borrow_mut();
        s.run.restart();
        s.redraw();
    }

    /// Forgets a half-entered move.
    #[wasm_bindgen(js_name = clearSelection)]
    pub fn clear_selection(&self) {
        let mut s = self.inner.borrow_mut();
        s.run.clear_clicks();
        s.redraw();
    }

    /// The legal moves now, in notation.
    pub fn legal(&self) -> Vec<String> {
        self.inner.borrow().run.legal_notations()
    }

    /// The clicks that express a legal move.
    ///
    /// # Errors
    ///
    /// A move that cannot be read or is not legal now.
    #[wasm_bindgen(js_name = cellsOf)]
    pub fn cells_of(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<Vec<u16>, JsValue> {
        let mv = super::string_arg(&mv, "move")?;
        Ok(self.inner.borrow().run.cells_of(&mv).map_err(err)?)
    }

    /// Where a cell is drawn, in CSS pixels relative to the canvas.
    #[wasm_bindgen(js_name = cellPosition)]
    pub fn cell_position(&self, cell: u16) -> Option<Vec<f64>> {
        self.inner.borrow().board.cell_position(cell)
    }

    /// Every clickable cell with its place and its words (see `App.spots()`).
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn spots(&self) -> Result<JsValue, JsError> {
        let s = self.inner.borrow();
        s.board.spots(|cell| s.run.describe_cell(cell), &s.run.cell_states())
    }

    /// The cells marked as targets after a selection.
    #[wasm_bindgen(js_name = targetCells)]
    pub fn target_cells(&self) -> Vec<u16> {
        self.inner.borrow().run.highlights(false).targets.iter().map(|t| t.0).collect()
    }

    /// The picture's width divided by its height.
    #[wasm_bindgen(js_name = aspectRatio)]
    pub fn aspect_ratio(&self) -> f64 {
        self.inner.borrow().board.aspect_ratio()
    }
}

/// The lessons of a game, in order: `[{index, key, title, task}]` (keys of
/// `strings()`).
///
/// # Errors
///
/// An unknown game.
#[wasm_bindgen]
pub fn lessons(#[wasm_bindgen(unchecked_param_type = "string")] game: JsValue) -> Result<JsValue, JsValue> {
    Ok(to_js(&lessons_of(&super::string_arg(&game, "game")?).map_err(err)?)?)
}
