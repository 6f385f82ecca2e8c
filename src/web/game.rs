//! The engine as a JavaScript library: a [`Game`] is a game being played, with its
//! rules, history, dice and AI, and nothing to draw. It works the same in a page, a
//! Web Worker and Node, because it touches no browser object. The canvas view
//! ([`super::App`]) attaches to a `Game` and shares its session, so a program can play
//! moves through the `Game` and show them with `app.render()`.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use super::{err, to_js};

use crate::core::Dice;
use crate::session::{new_session, session_from_record, AnySession};

/// A session shared between a [`Game`] handle and the views attached to it. The
/// page is single-threaded and no borrow is held across a call into JavaScript, so
/// the `RefCell` is never borrowed twice.
pub(crate) type SharedSession = Rc<RefCell<AnySession>>;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** Moulin has no options: pass `{}` or leave them out. */
export type MoulinOptions = Record<string, never>;
/** The Mundeleys game has no options: pass `{}` or leave them out. */
export type MundeleysOptions = Record<string, never>;
/** Mundialito's variants; every field may be left out. */
export interface MundialitoOptions {
  /** Coasters laid in orientations drawn from `seed` instead of the standard board. */
  random_coasters?: boolean;
  /** The seed of those orientations (a whole number). */
  seed?: number;
  /** A timed match: goals are counted and the board is set up again until `timeUp()`. */
  timed_match?: boolean;
}
/** Kriegspiel's field and who starts; every field may be left out. */
export interface KriegspielOptions {
  /** The field used the other way round (flat-top hexes, three fire directions). */
  flat?: boolean;
  /** Files of the field, 8 to 14 (default 9, or 8 when `flat`). */
  files?: number;
  /** Rows of the field, 6 to 14 (default 8, or 9 when `flat`). */
  rows?: number;
  /** The army that acts first (default `"french"`). */
  starts?: "french" | "english";
}
/** The options of any game, as a plain object (see each game's type). */
export type GameOptions = MoulinOptions | MundeleysOptions | MundialitoOptions | KriegspielOptions;
/** A game-specific line for the page: a key of `strings()` and its placeholders. */
export interface GameNote {
  key: string;
  /** `[name, value]` pairs; a value starting with `@` is itself a key of `strings()`. */
  args: [string, string][];
}
/** Where a game stands, as `status()` returns it. Sides are 0 (the first) and 1. */
export interface GameStatus {
  /** The game's id (see `gameIds()`). */
  game: string;
  /** The side to act, or `null` at a chance step and once the game is over. */
  to_move: 0 | 1 | null;
  /** A chance step: call `roll()` (or `play()` an outcome from `legal()`). */
  chance: boolean;
  over: boolean;
  /** The winner, or `null` for a draw or a game still going. */
  winner: 0 | 1 | null;
  /** Why the game ended: `strings()` has it under `reason.<reason>`; `""` while playing. */
  reason: string;
  /** Every move so far in notation, chance outcomes included. */
  moves: string[];
  can_undo: boolean;
  can_redo: boolean;
  notes: GameNote[];
  /** Buttons on offer now (a standard setup, say): `[key of strings(), moves to play]`. */
  shortcuts: [string, string[]][];
  /** The move that passes or ends the turn, when the side to act may play it now. */
  pass: string | null;
  /** Which of the game's roles (`games()[i].roles`) acts now, if the game has roles. */
  acting_role: number | null;
  /** At a chance step, how each outcome shows (a die's faces). */
  faces: string[];
  /** The face just rolled, if the last move was a chance outcome. */
  rolled: string | null;
  /** Who made each move of `moves`: 0, 1, or `null` for a chance outcome. */
  movers: (0 | 1 | null)[];
  /** For each move of `moves`, its face if it was a chance outcome (a roll). */
  faces_played: (string | null)[];
  /** Each move of the last turn in words (notes for `strings()`), in order. */
  last_turn: GameNote[];
  /** The side that played the last turn, `null` before any move. */
  last_turn_side: 0 | 1 | null;
  /** What the side to act must do now, in words, if the game has something to say. */
  prompt: GameNote | null;
  /** Why the last click was refused, in words, if the rules can say. */
  refusal: GameNote | null;
  /** How the last move is seen as it is played: pieces that travel `[from, to]`
   * (cells), cells whose piece leaves, and a moment to mark (`[cell, kind]`, kind
   * `"strike"` a mill, `"score"` a goal, `"hit"` a shot); `null` before any move. */
  motion: { travels: [number, number][]; leaves: number[]; burst: [number, 'strike' | 'score' | 'hit'] | null } | null;
  /** Where the last move went, by the cells' names (`["d2", "d3"]`): the first piece
   * carried, else the first and last cells clicked; `from` is `null` for a piece
   * placed from off the board; `null` before any move. */
  moved: [string | null, string | null] | null;
  /** What each side's bar says beside its name (men in hand, losses, goals), in words. */
  tally: [GameNote | null, GameNote | null];
}
"#;

/// The largest seed a JavaScript number holds exactly (2^53 − 1).
const MAX_SEED: f64 = 9_007_199_254_740_991.0;

/// A seed given by JavaScript: a whole number from 0 to 2^53 − 1, or, left out, a
/// fresh one from the platform's crypto ([`Dice::fresh_seed`] keeps it below 2^53
/// too, so it survives a trip through a JavaScript number).
pub(super) fn seed_or_fresh(seed: Option<f64>) -> Result<u64, JsError> {
    match seed {
        None => Ok(Dice::fresh_seed()),
        Some(s) if s.is_finite() && s.fract() == 0.0 && (0.0..=MAX_SEED).contains(&s) => Ok(s as u64),
        Some(s) => Err(JsError::new(&format!(
            "the seed must be a whole number from 0 to 2^53 - 1, not {}",
            super::js_number(s)
        ))),
    }
}

/// An AI level given by JavaScript: 1, 2, 3 or 4, anything else refused with the
/// value named (JavaScript hands over any number, `NaN` and `2.5` included).
pub(super) fn ai_level(level: f64) -> Result<u8, JsError> {
    if level.fract() == 0.0 && (1.0..=4.0).contains(&level) {
        Ok(level as u8)
    } else {
        Err(JsError::new(&format!("the AI level must be 1, 2, 3 or 4, not {}", super::js_number(level))))
    }
}

/// A game's options given by JavaScript as a plain object (or left out), as the
/// JSON text the session reads.
fn options_json(options: &JsValue) -> Result<String, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(String::new());
    }
    if !options.is_object() || js_sys::Array::is_array(options) || options.is_function() {
        return Err(JsError::new("the options must be a plain object such as {\"flat\": true}, or left out"));
    }
    js_sys::JSON::stringify(options)
        .ok()
        .and_then(|s| s.as_string())
        .ok_or_else(|| JsError::new("the options cannot be written as JSON"))
}

/// A game of any title, played through its notation: no canvas, no page, usable in
/// the browser, in a Web Worker and in Node. Moves are strings in the game's notation
/// (`legal()` lists them); a move that cannot be played throws an `Error` and changes
/// nothing. Sides are numbered 0 (the first to be named: White, Yellow, the French)
/// and 1.
#[wasm_bindgen]
pub struct Game {
    session: SharedSession,
}

impl Game {
    /// Another handle on the same session (for a view attached to this game).
    pub(crate) fn shared(&self) -> SharedSession {
        self.session.clone()
    }

    /// A handle on a session someone else holds too.
    pub(crate) fn from_shared(session: SharedSession) -> Game {
        Game { session }
    }

    /// [`Game::from_record`] for Rust callers.
    pub(crate) fn from_record_str(record: &str) -> Result<Game, JsError> {
        Ok(Game::from_session(session_from_record(record).map_err(err)?))
    }

    /// [`Game::play`] for Rust callers.
    pub(crate) fn play_str(&self, mv: &str) -> Result<String, JsError> {
        self.session.borrow_mut().play_str(mv).map_err(|e| err(format!("cannot play {}: {e}", super::clip(mv.trim()))))
    }

    /// A handle on a session nobody else holds yet.
    pub(crate) fn from_session(session: AnySession) -> Game {
        Game { session: Rc::new(RefCell::new(session)) }
    }
}

#[wasm_bindgen]
impl Game {
    /// A new game of `id` (one of `gameIds()`: `"moulin"`, `"mundeleys"`,
    /// `"mundialito"`, `"kriegspiel"`).
    ///
    /// `options` is a plain object of the game's options (see `GameOptions`, e.g.
    /// `{flat: true}` for Kriegspiel); `undefined` or `null` give the defaults.
    /// `seed` (a whole number up to 2^53 − 1) fixes the dice, so the same seed and moves
    /// replay the same game; left out, a fresh one is drawn. The seed is kept in
    /// `record()`.
    ///
    /// # Errors
    ///
    /// Throws for an unknown game, options that do not fit it, or a bad seed.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions | null")] options: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] seed: Option<f64>,
    ) -> Result<Game, JsValue> {
        let id = super::string_arg(&id, "the game id")?;
        let session = new_session(&id, &options_json(&options)?, seed_or_fresh(seed)?).map_err(err)?;
        Ok(Game::from_session(session))
    }

    /// The game a record describes (JSON, as `record()` gives it), replayed move by
    /// move with its own options and dice seed.
    ///
    /// # Errors
    ///
    /// Throws, naming the first problem, if the text is not a record or any move in
    /// it is illegal.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(#[wasm_bindgen(unchecked_param_type = "string")] record: JsValue) -> Result<Game, JsValue> {
        let record = super::string_arg(&record, "a record (JSON text, as record() gives it)")?;
        Ok(Game::from_record_str(&record)?)
    }

    /// A game that starts from a position written as `position()` writes it (the
    /// fields of each game are in `docs/positions.md`); `seed` fixes its dice as for
    /// `new Game`. Its record keeps the position, so it replays from there.
    ///
    /// # Errors
    ///
    /// A `TypeError` if `id` or `text` is not a string; an `Error` for an unknown game
    /// or a text that is not a position of it, naming the part that is wrong (`bad
    /// position (board): row 3 from the top has 9 cells, not 8`).
    #[cfg(feature = "learn")]
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] seed: Option<f64>,
    ) -> Result<Game, JsValue> {
        let (id, text) = (super::string_arg(&id, "id")?, super::string_arg(&text, "text")?);
        let session = crate::session::session_from_position(&id, &text, seed_or_fresh(seed)?).map_err(err)?;
        Ok(Game::from_session(session))
    }

    /// The position now as one line of text, as FEN is to chess: everything that
    /// decides the legal moves from here (see `docs/positions.md`);
    /// `Game.fromPosition(id, text)` reads it back. Both are in the complete module
    /// (`plateaux_learn.js`, the package's main), not in the page's.
    #[cfg(feature = "learn")]
    pub fn position(&self) -> String {
        self.session.borrow().position()
    }

    /// The game's id (`"moulin"`, …).
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.session.borrow().game_id().to_string()
    }

    /// The side to act: 0 or 1, or `undefined` at a chance step and once the game is
    /// over.
    #[wasm_bindgen(getter, js_name = toMove, unchecked_return_type = "0 | 1 | undefined")]
    pub fn to_move(&self) -> Option<u8> {
        self.session.borrow().side_to_act().map(|s| s.index() as u8)
    }

    /// Whether the dice are to speak: `roll()` them, or `play()` an outcome.
    #[wasm_bindgen(getter, js_name = isChance)]
    pub fn is_chance(&self) -> bool {
        // No side to act but moves on offer: those moves are the dice's outcomes.
        let s = self.session.borrow();
        s.side_to_act().is_none() && !s.legal_notations().is_empty()
    }

    /// Whether the game has ended (`status()` says how).
    #[wasm_bindgen(getter, js_name = isOver)]
    pub fn is_over(&self) -> bool {
        // A game that is not over always has a move or a chance outcome.
        let s = self.session.borrow();
        s.side_to_act().is_none() && s.legal_notations().is_empty()
    }

    /// The moves that can be played now, in notation: the side to act's legal moves,
    /// the dice's outcomes at a chance step, none once the game is over.
    pub fn legal(&self) -> Vec<String> {
        self.session.borrow().legal_notations()
    }

    /// Plays a move given in notation and returns it in canonical notation. Clears
    /// the redo list.
    ///
    /// # Errors
    ///
    /// A move that cannot be read, is not legal now, or comes after the end throws an
    /// `Error` saying why, and the game is left exactly as it was.
    pub fn play(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<String, JsValue> {
        Ok(self.play_str(&super::string_arg(&mv, "a move (in the game's notation)")?)?)
    }

    /// A move that could be played now, in words as the page tells moves (a
    /// `GameNote` for `strings()`: « Lancier h5 vers g4 », « fin du tour »), without
    /// playing it: to say a hint or a suggestion the way the game is told.
    ///
    /// # Errors
    ///
    /// A move that cannot be read or is not legal now.
    #[wasm_bindgen(js_name = describeMove, unchecked_return_type = "GameNote")]
    pub fn describe_move(
        &self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "string")] mv: JsValue,
    ) -> Result<JsValue, JsValue> {
        let note = self
            .session
            .borrow()
            .describe_move(&super::string_arg(&mv, "a move (in the game's notation)")?)
            .map_err(err)?;
        Ok(serde_wasm_bindgen::to_value(&super::clip_note(note)).map_err(err)?)
    }

    /// At a chance step, rolls the game's seeded dice and plays the outcome, which it
    /// returns; `undefined` (and nothing happens) when the dice are not to speak.
    pub fn roll(&self) -> Option<String> {
        self.session.borrow_mut().roll()
    }

    /// Takes back the last move (chance outcomes are moves too). Returns false, and
    /// does nothing, at the start or once the clock (`timeUp()`) or a resignation
    /// has ended the game.
    pub fn undo(&self) -> bool {
        self.session.borrow_mut().undo()
    }

    /// Plays again the last move taken back. Returns false if there is none, or once
    /// the game has ended by the clock or a resignation.
    pub fn redo(&self) -> bool {
        self.session.borrow_mut().redo()
    }

    /// The clock of a timed game ran out (clocks are the caller's): the game ends as
    /// its rules say — Mundialito's timed match on the score. Returns false, and
    /// nothing changes, for a game without a clock or one already over.
    #[wasm_bindgen(js_name = timeUp)]
    pub fn time_up(&self) -> bool {
        self.session.borrow_mut().time_up()
    }

    /// The side to act gives up: the other side wins (reason `resigned`). Returns
    /// false, changing nothing, when no player is to act.
    pub fn resign(&self) -> bool {
        self.session.borrow_mut().resign()
    }

    /// Where the game stands, as a plain object (see `GameStatus`).
    ///
    /// # Errors
    ///
    /// Only if the answer cannot be built as a JavaScript value, which plain data like this
    /// never causes.
    #[wasm_bindgen(unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> Result<JsValue, JsError> {
        let status = self.session.borrow().status();
        to_js(&status)
    }

    /// The whole game as a record: JSON text `{game, options, seed, moves, position?,
    /// end?}` (`position` the text it started from, when not the game's start) that
    /// `Game.fromRecord` replays exactly (for saving, sharing, or an AI in a worker);
    /// `end` is `"resign"` or `"time"` when the game ended so after its last move.
    pub fn record(&self) -> String {
        self.session.borrow().record().to_json()
    }

    /// The AI's choice for the side to act, at `level` 1 (beginner) to 4 (expert), in
    /// notation. The move is **not** played: pass it to `play()` — so the caller
    /// decides when, and may show it first. `seed` drives the blur of levels 1 and 2
    /// (left out, a fresh one). The search runs on the calling thread and takes up to
    /// a second at level 4: in a page, call it from a Web Worker.
    ///
    /// # Errors
    ///
    /// Throws for a level outside 1–4, a bad seed, or when no player is to act (a
    /// chance step, or the end).
    #[wasm_bindgen(js_name = aiMove)]
    pub fn ai_move(
        &self,
        level: f64,
        #[wasm_bindgen(unchecked_optional_param_type = "number | null")] seed: Option<f64>,
    ) -> Result<String, JsError> {
        let level = ai_level(level)?;
        let seed = seed_or_fresh(seed)?;
        let s = self.session.borrow();
        s.ai_move(level, seed).ok_or_else(|| {
            JsError::new(if s.legal_notations().is_empty() {
                "the game is over: the AI has no move to choose"
            } else {
                "the dice are to speak, not a player: call roll()"
            })
        })
    }
}

/// The analysis, on a game: only in the complete module (`--features learn`), which
/// carries the analysis.
#[cfg(feature = "learn")]
#[wasm_bindgen]
impl Game {
    /// The analysis of this game's moves so far (finished or not), whole: `options`
    /// as for `new Analysis` (`{level, nodes}`, each optional) and `onProgress(done,
    /// total, ply)`, called after each ply with the ply just judged. Returns the
    /// report (`Analysis.report()`). It runs to its end on the calling thread (a level-4
    /// analysis takes a minute or two): in a page, call it in a worker, or step an
    /// `Analysis` yourself.
    ///
    /// # Errors
    ///
    /// As `new Analysis` (an option out of range); an `onProgress` that is not a
    /// function, or that throws (its error, the analysis stopped there).
    #[wasm_bindgen(unchecked_return_type = "AnalysisReport")]
    pub fn analyse(
        &self,
        #[wasm_bindgen(
            unchecked_param_type = "AnalysisOptions & { onProgress?: (done: number, total: number, ply: AnalysisPly) => void } | undefined"
        )]
        options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let progress = if options.is_object() {
            match js_sys::Reflect::get(&options, &JsValue::from_str("onProgress")).unwrap_or(JsValue::UNDEFINED) {
                f if f.is_undefined() || f.is_null() => None,
                f => Some(
                    f.dyn_into::<js_sys::Function>().map_err(|_| super::type_error("onProgress must be a function"))?,
                ),
            }
        } else {
            None
        };
        let mut analysis = super::Analysis::new(JsValue::from_str(&self.record()), options)?;
        let total = JsValue::from(analysis.length());
        loop {
            let ply = analysis.step()?;
            if ply.is_undefined() {
                break;
            }
            if let Some(f) = &progress {
                f.call3(&JsValue::NULL, &JsValue::from(analysis.done()), &total, &ply)?;
            }
        }
        Ok(analysis.report()?)
    }
}
