//! The game on the page: a canvas view attached to a [`Game`], with the pointer and
//! resize listeners. The view shares the game's session, so moves played through the
//! `Game` handle show at the next `render()`, and clicks on the canvas play on the
//! `Game`. JavaScript is told of every click through the `on_change` callback it passed
//! in; it never sees a rules type.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::canvas::{Board, Listeners, PointerView, Redraw};
use super::err;
use super::game::{Game, SharedSession};
use crate::core::{Cell, Theme};
use crate::session::Click;

struct Inner {
    session: SharedSession,
    board: Board,
    flip: bool,
    /// Which sides a person plays: clicks are ignored while the AI is to move.
    human: [bool; 2],
    /// Reviewing the game: the position after this many moves is shown, and the board
    /// takes no clicks.
    review: Option<usize>,
    /// A suggested move to show (the hint), cleared by any change of the game.
    hint: Option<String>,
    /// Whether the cells a selected piece may go to are marked (a player's setting).
    show_targets: bool,
    /// The board lies between two players: its coordinates face both.
    table: bool,
}

impl Redraw for Inner {
    fn redraw(&mut self) {
        let (session, theme) = (self.session.borrow(), super::api::theme());
        let scene = match (self.review, &self.hint) {
            (Some(ply), _) => session.scene_at(ply, self.flip, theme),
            (None, Some(mv)) => session.hint_scene(mv, self.flip, theme).ok(),
            (None, None) => None,
        };
        let scene = scene.unwrap_or_else(|| {
            let mut hl = session.highlights();
            if !self.show_targets {
                hl.targets.clear();
            }
            session.scene_for(&hl, self.flip, theme)
        });
        drop(session);
        self.board.draw(if self.table { scene.facing_both_sides() } else { scene });
    }
}

impl Inner {
    /// Whether a press goes to the session: on a person's turn, where it may play,
    /// and while no side acts (a die to roll, the game over) if a person plays here,
    /// so the session says why nothing happens. Not on the computer's turn (a tap
    /// there hurries its moves, and the status says it is thinking), nor while
    /// reviewing, nor in a game only shown.
    fn accepts_clicks(&self) -> bool {
        self.review.is_none()
            && match self.session.borrow().side_to_act() {
                Some(s) => self.human[s.index()],
                None => self.human.contains(&true),
            }
    }
}

impl PointerView for Inner {
    type Reply = Click;

    fn board(&mut self) -> &mut Board {
        &mut self.board
    }

    /// A press plays on the session when it takes clicks ([`Inner::accepts_clicks`]);
    /// a press outside the cells forgets a half-entered move.
    fn press(&mut self, hit: Option<Cell>) -> Option<(Click, bool)> {
        if !self.accepts_clicks() {
            return None;
        }
        self.hint = None;
        let mut session = self.session.try_borrow_mut().ok()?;
        let click = match hit {
            Some(cell) => session.click(cell),
            None => {
                session.clear_clicks();
                Click::Ignored
            }
        };
        let begun = click == Click::Pending;
        Some((click, begun))
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TS_CLICK: &'static str = r#"
/** What a click or tap on the board did: a move `played` (its notation), a move begun
 * that needs more clicks (`pending`), or nothing (`ignored`). */
export type ClickResult = { kind: "played"; move: string } | { kind: "pending" | "ignored" };
/** Called after each click on the board. */
export type OnChange = (click: ClickResult) => void;
"#;

/// A game drawn on a canvas, taking clicks and taps. It is a view of a `Game`:
/// `App.forGame(canvas, game)` attaches to one, and `new App(...)` /
/// `App.fromRecord(...)` make the game and attach in one step. The game-playing
/// methods here (`play`, `undo`, …) act on that game and redraw; `game()` hands out
/// the game itself.
#[wasm_bindgen]
pub struct App {
    game: Game,
    inner: Rc<RefCell<Inner>>,
    on_change: Option<js_sys::Function>,
    _listeners: Listeners,
}

#[wasm_bindgen]
impl App {
    /// A new game of `game` (an id from `gameIds()`) with options as JSON text (`""`
    /// for the defaults) and a dice seed (`0` for a fresh one), drawn on `canvas`.
    /// `onChange` is called with the click result after each click. The same as
    /// `App.forGame(canvas, new Game(game, JSON.parse(options), seed), on_change)`.
    ///
    /// # Errors
    ///
    /// An unknown game, options that are not JSON or do not fit it, or a seed that is
    /// not a whole number from 0 to 2^53 − 1.
    #[wasm_bindgen(constructor)]
    pub fn new(
        canvas: HtmlCanvasElement,
        #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
        #[wasm_bindgen(js_name = "optionsJson", unchecked_param_type = "string")] options: JsValue,
        seed: f64,
        #[wasm_bindgen(js_name = "onChange", unchecked_param_type = "OnChange")] on_change: js_sys::Function,
    ) -> Result<App, JsValue> {
        let (game, options) = (super::string_arg(&game, "game")?, super::string_arg(&options, "optionsJson")?);
        let seed = super::game::seed_or_fresh((seed != 0.0).then_some(seed))?;
        let session = crate::session::new_session(&game, &options, seed).map_err(err)?;
        Ok(Self::attach(canvas, Game::from_session(session), Some(on_change)))
    }

    /// A game replayed from a record (JSON, as `recordJson()` gives), drawn on
    /// `canvas`.
    ///
    /// # Errors
    ///
    /// A malformed record, or an illegal move in it.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        canvas: HtmlCanvasElement,
        #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
        #[wasm_bindgen(js_name = "onChange", unchecked_param_type = "OnChange")] on_change: js_sys::Function,
    ) -> Result<App, JsValue> {
        let record = super::string_arg(&record, "record")?;
        Ok(Self::attach(canvas, Game::from_record_str(&record)?, Some(on_change)))
    }

    /// A view of `game` on `canvas`: it draws the game, and clicks on the canvas play
    /// on it. The game is shared, not copied: after `game.play(move)`, `app.render()`
    /// shows the move. `onChange` (optional) is called with `{kind: "played" |
    /// "pending" | "ignored", move}` after each click.
    #[wasm_bindgen(js_name = forGame)]
    pub fn for_game(
        canvas: HtmlCanvasElement,
        game: &Game,
        #[wasm_bindgen(js_name = "onChange", unchecked_optional_param_type = "OnChange | null")] on_change: Option<
            js_sys::Function,
        >,
    ) -> App {
        Self::attach(canvas, Game::from_shared(game.shared()), on_change)
    }

    fn attach(canvas: HtmlCanvasElement, game: Game, on_change: Option<js_sys::Function>) -> App {
        let inner = Rc::new(RefCell::new(Inner {
            session: game.shared(),
            board: Board::new(canvas.clone()),
            flip: false,
            human: [true, true],
            review: None,
            hint: None,
            show_targets: true,
            table: false,
        }));
        let listeners = Listeners::attach(&canvas, &inner, on_change.clone());
        inner.borrow_mut().redraw();
        App { game, inner, on_change, _listeners: listeners }
    }

    /// The game this view shows: a handle on the same game, not a copy, so moves
    /// played on it show here at the next `render()`.
    pub fn game(&self) -> Game {
        Game::from_shared(self.game.shared())
    }

    /// Which sides a person plays (clicks count only on their turns).
    #[wasm_bindgen(js_name = setHumans)]
    pub fn set_humans(&self, first: bool, second: bool) {
        self.inner.borrow_mut().human = [first, second];
    }

    /// Whether the cells a selected piece may go to are marked (on by default).
    #[wasm_bindgen(js_name = setShowTargets)]
    pub fn set_show_targets(&self, show: bool) {
        self.redraw_with(|s| s.show_targets = show);
    }

    /// Chooses the theme of the boards (see the free function `setTheme`, which this
    /// calls: every board of this module takes it) and redraws this view at once.
    ///
    /// # Errors
    ///
    /// As `setTheme`: a `TypeError` if `id` is not a string, an `Error` for an id not
    /// among `themes()`; the theme and the board then stay as they were.
    #[wasm_bindgen(js_name = setTheme)]
    pub fn set_theme(&self, #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue) -> Result<(), JsValue> {
        super::api::set_theme(id)?;
        self.render();
        Ok(())
    }

    /// Draws the board for a tablet lying between two players (or not): the
    /// coordinates read from both sides of the table.
    #[wasm_bindgen(js_name = setTable)]
    pub fn set_table(&self, table: bool) {
        self.redraw_with(|s| s.table = table);
    }

    /// Turns the board so the second side sits at the bottom.
    #[wasm_bindgen(js_name = setFlip)]
    pub fn set_flip(&self, flip: bool) {
        self.redraw_with(|s| s.flip = flip);
    }

    /// The picture's width divided by its height, so the page can size the canvas
    /// to fit the board without empty bands.
    #[wasm_bindgen(js_name = aspectRatio)]
    pub fn aspect_ratio(&self) -> f64 {
        self.inner.borrow().board.aspect_ratio()
    }

    /// Draws the game as it stands now. Call it after changing the game through its
    /// `Game` handle; this view's own methods redraw by themselves.
    pub fn render(&self) {
        self.inner.borrow_mut().redraw();
    }

    /// Changes how the board is shown, then redraws: the one place the view's
    /// settings are borrowed, changed and drawn.
    fn redraw_with(&self, change: impl FnOnce(&mut Inner)) {
        let mut s = self.inner.borrow_mut();
        change(&mut s);
        s.redraw();
    }

    /// Redraws after the game changed: a hint shown for the previous position goes.
    fn changed(&self) {
        self.redraw_with(|s| s.hint = None);
    }

    /// Redraws after an action on the game and hands back its result, so that every
    /// action the view offers is `self.acted(self.game.…)`.
    fn acted<T>(&self, result: T) -> T {
        self.changed();
        result
    }

    /// Shows the position after the first `ply` moves, with the move that led there
    /// marked, and takes no clicks until `review(undefined)` returns to the game as it
    /// stands. Returns false, changing nothing, for a ply past the last move.
    pub fn review(&self, ply: Option<u32>) -> bool {
        let moves = self.game.shared().borrow().status().moves.len();
        if ply.is_some_and(|p| p as usize > moves) {
            return false;
        }
        self.redraw_with(|s| s.review = ply.map(|p| p as usize));
        true
    }

    /// Shows a suggested move on the board without playing it (the hint: its first
    /// cells selected, its last one marked), until the game changes or
    /// `showHint(undefined)`.
    ///
    /// # Errors
    ///
    /// A move that is not legal now (the board is left as it was).
    #[wasm_bindgen(js_name = showHint)]
    pub fn show_hint(&self, #[wasm_bindgen(js_name = "move")] mv: Option<String>) -> Result<(), JsError> {
        if let Some(m) = &mv {
            let shared = self.game.shared();
            let mut session = shared.borrow_mut();
            session.hint_scene(m, false, Theme::Wood).map_err(err)?;
            // The hint is a real selection: its first cells are chosen as if clicked,
            // so a click on the marked target plays it.
            let path = session.cells_of(m).map_err(err)?;
            session.clear_clicks();
            for &cell in path.split_last().map_or(&[][..], |(_, first)| first) {
                session.click(cell);
            }
        }
        self.redraw_with(|s| s.hint = mv);
        Ok(())
    }

    /// Every clickable cell as drawn now, `[{cell, x, y, r, label, state}]` in CSS
    /// pixels relative to the canvas (centre and radius) with the cell in words (a
    /// note for `strings()`: "d2, pion blanc") and, for the cells of the move being
    /// entered, what each is in it (a string key: "choisi", "coup possible", "prise
    /// possible"…), so the page can lay focusable, named elements over the board for
    /// the keyboard and screen readers.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    pub fn spots(&self) -> Result<JsValue, JsError> {
        let s = self.inner.borrow();
        let session = s.session.borrow();
        let mut states = session.cell_states();
        // As the hint is drawn: its selection, and its target alone, said to be the
        // suggested move.
        let hinted = s.hint.as_deref().and_then(|m| session.cells_of(m).ok()).and_then(|p| p.last().copied());
        if let Some(target) = hinted {
            states.retain(|&(_, key)| key == "narr.mark.selected");
            states.push((target, "narr.mark.hint"));
        }
        let turned = |note: crate::core::Note| if s.flip { note.as_turned() } else { note };
        s.board.spots(|cell| turned(session.describe_cell(cell)), &states)
    }

    /// The game's status (see `Game.status()`).
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> Result<JsValue, JsError> {
        let status = self.game.shared().borrow().status();
        super::to_js(&if self.inner.borrow().flip { status.as_turned() } else { status })
    }

    /// A move legal now in words, as `Game.describeMove`, its directions named as
    /// the board is drawn (turned or not).
    ///
    /// # Errors
    ///
    /// A move that cannot be read or is not legal now.
    #[wasm_bindgen(js_name = describeMove, unchecked_return_type = "GameNote")]
    pub fn describe_move(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        let mv = super::string_arg(&mv, "move")?;
        let note = super::clip_note(self.game.shared().borrow().describe_move(&mv).map_err(err)?);
        Ok(super::to_js(&if self.inner.borrow().flip { note.as_turned() } else { note })?)
    }

    /// Plays a move given in notation and redraws; returns its canonical notation.
    ///
    /// # Errors
    ///
    /// A move that cannot be read, is not legal now, or comes after the end (the game is
    /// left as it was).
    pub fn play(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<String, JsValue> {
        let mv = super::string_arg(&mv, "move")?;
        Ok(self.acted(self.game.play_str(&mv))?)
    }

    /// At a chance step, rolls the game's seeded dice and redraws; returns the outcome
    /// played.
    pub fn roll(&self) -> Option<String> {
        self.acted(self.game.roll())
    }

    /// The clock of a timed game ran out: the game ends as its rules say. Returns
    /// false for a game without a clock (nothing changes).
    #[wasm_bindgen(js_name = timeUp)]
    pub fn time_up(&self) -> bool {
        self.acted(self.game.time_up())
    }

    /// The side to act gives up, and the board is redrawn (see `Game.resign()`).
    pub fn resign(&self) -> bool {
        self.acted(self.game.resign())
    }

    /// Takes back the last move and redraws (see `Game.undo()`).
    pub fn undo(&self) -> bool {
        self.acted(self.game.undo())
    }

    /// Plays again the last move taken back and redraws (see `Game.redo()`).
    pub fn redo(&self) -> bool {
        self.acted(self.game.redo())
    }

    /// Forgets a half-entered move (the Escape key).
    #[wasm_bindgen(js_name = clearSelection)]
    pub fn clear_selection(&self) {
        self.game.shared().borrow_mut().clear_clicks();
        self.render();
    }

    /// The legal moves now, in notation.
    pub fn legal(&self) -> Vec<String> {
        self.game.legal()
    }

    /// The whole game as a record (JSON), for saving and sharing.
    #[wasm_bindgen(js_name = recordJson)]
    pub fn record_json(&self) -> String {
        self.game.record()
    }

    /// Clicks the cell drawn nearest the scene point of a cell id, as a person would
    /// (for tests and keyboard play). Returns the click result.
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    #[wasm_bindgen(js_name = clickCell, unchecked_return_type = "ClickResult")]
    pub fn click_cell(&self, cell: u16) -> Result<JsValue, JsError> {
        let result = self.game.shared().borrow_mut().click(cell);
        self.changed();
        let v = serde_wasm_bindgen::to_value(&result).map_err(err)?;
        if let Some(cb) = &self.on_change {
            let _ = cb.call1(&JsValue::NULL, &v);
        }
        Ok(v)
    }

    /// Where a cell is drawn, in CSS pixels relative to the canvas: `[x, y]`, or
    /// `undefined` for a cell not on the picture. Lets tests click the real canvas.
    #[wasm_bindgen(js_name = cellPosition)]
    pub fn cell_position(&self, cell: u16) -> Option<Vec<f64>> {
        self.inner.borrow().board.cell_position(cell)
    }

    /// Why a move given in notation would not be played now, in words for the page
    /// (`{key, args}` for `strings()`), or `undefined` if it would be.
    ///
    /// # Errors
    ///
    /// A `TypeError` if the argument is not a string.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<Option<JsValue>, JsValue> {
        let mv = super::string_arg(&mv, "move")?;
        let Some(e) = self.game.shared().borrow().cells_of(&mv).err() else { return Ok(None) };
        Ok(serde_wasm_bindgen::to_value(&super::clip_note(e.note(&mv))).ok())
    }

    /// A board cell's name as the notation writes it (`d2`), `undefined` for a cell off
    /// the board (a reserve): where a move went from and to, for an embed's host page.
    #[wasm_bindgen(js_name = cellName)]
    pub fn cell_name(&self, cell: u16) -> Option<String> {
        self.game.shared().borrow().cell_name(cell)
    }

    /// The cells currently marked as legal targets (after a selection).
    #[wasm_bindgen(js_name = targetCells)]
    pub fn target_cells(&self) -> Vec<u16> {
        self.game.shared().borrow().highlights().targets.iter().map(|t| t.0).collect()
    }

    /// The clicks that express a legal move given in notation.
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
        Ok(self.game.shared().borrow().cells_of(&mv).map_err(err)?)
    }
}
