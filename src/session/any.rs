//! A session of whichever game: [`AnySession`], the page's and the command line's,
//! and sessions made from a game id and options, or a record.

use super::{Click, Session, Status};
use crate::ai::Level;
use crate::core::record::RecordError;
use crate::core::{Cell, Dice, Game, GameRecord, Highlights, Note, OptionKind, PlayError, Scene, Side, Theme, View};
use crate::games::{by_game, each_game, ByGame, Family};

/// The [`Family`] of sessions: [`AnySession`] holds a [`Session`] of whichever game.
pub enum SessionOf {}

impl Family for SessionOf {
    type Of<G: View> = Session<G>;
}

/// A session of whichever game, for code that picks the game at run time (the page,
/// the command line). Each method forwards to the [`Session`] it holds, with moves in
/// notation; [`ByGame::game_id`] names the game.
pub type AnySession = ByGame<SessionOf>;

impl AnySession {
    /// See [`Session::side_to_act`] (cheaper than [`Session::status`]).
    pub fn side_to_act(&self) -> Option<Side> {
        each_game!(self, s => s.side_to_act())
    }
    /// See [`Session::click`].
    pub fn click(&mut self, cell: Cell) -> Click {
        each_game!(self, s => s.click(cell))
    }
    /// See [`Session::clear_clicks`].
    pub fn clear_clicks(&mut self) {
        each_game!(self, s => s.clear_clicks())
    }
    /// See [`Session::play_str`].
    ///
    /// # Errors
    ///
    /// As [`Session::play_str`].
    pub fn play_str(&mut self, s: &str) -> Result<String, PlayError> {
        each_game!(self, x => x.play_str(s))
    }
    /// See [`Session::roll`].
    pub fn roll(&mut self) -> Option<String> {
        each_game!(self, s => s.roll())
    }
    /// The AI's choice in notation (played by the caller with `play_str`), see
    /// [`Session::ai_move`].
    pub fn ai_move(&self, level: u8, seed: u64) -> Option<String> {
        each_game!(self, s => s.ai_move(level, seed).map(|m| s.game().notation(m)))
    }
    /// The AI's choice in notation under any level or budget (the command-line
    /// tool's `go`), see [`Session::think`].
    pub fn think(&self, level: Level, seed: u64) -> Option<String> {
        each_game!(self, s => s.think(level, seed).map(|m| s.game().notation(m)))
    }
    /// See [`Session::level`].
    pub fn level(&self, n: u8) -> Level {
        each_game!(self, s => s.level(n))
    }
    /// See [`Session::undo`].
    pub fn undo(&mut self) -> bool {
        each_game!(self, s => s.undo())
    }
    /// See [`Session::redo`].
    pub fn redo(&mut self) -> bool {
        each_game!(self, s => s.redo())
    }
    /// See [`Session::scene`].
    pub fn scene(&self, flip: bool) -> Scene {
        each_game!(self, s => s.scene(flip))
    }
    /// The position now drawn with the given highlights (the page may leave out the
    /// legal targets, say), in `theme`.
    pub fn scene_for(&self, hl: &Highlights, flip: bool, theme: Theme) -> Scene {
        each_game!(self, s => s.game().themed_scene(hl, flip, theme))
    }
    /// See [`Session::scene_at`].
    pub fn scene_at(&self, ply: usize, flip: bool, theme: Theme) -> Option<Scene> {
        each_game!(self, s => s.scene_at(ply, flip, theme))
    }
    /// See [`Session::hint_scene`].
    ///
    /// # Errors
    ///
    /// As [`Session::hint_scene`].
    pub fn hint_scene(&self, mv: &str, flip: bool, theme: Theme) -> Result<Scene, PlayError> {
        each_game!(self, s => s.hint_scene(mv, flip, theme))
    }
    /// See [`Session::status`].
    pub fn status(&self) -> Status {
        each_game!(self, s => s.status())
    }
    /// See [`Session::legal_notations`].
    pub fn legal_notations(&self) -> Vec<String> {
        each_game!(self, s => s.legal_notations())
    }
    /// See [`Session::record`].
    pub fn record(&self) -> GameRecord {
        each_game!(self, s => s.record())
    }
    /// The position now as text ([`crate::core::Game::position`]).
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    pub fn position(&self) -> String {
        each_game!(self, s => s.game().position())
    }
    /// See [`Session::highlights`].
    pub fn highlights(&self) -> Highlights {
        each_game!(self, s => s.highlights())
    }
    /// See [`Session::cells_of`].
    ///
    /// # Errors
    ///
    /// As [`Session::cells_of`].
    pub fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, PlayError> {
        each_game!(self, s => s.cells_of(mv))
    }
    /// The page's clock ran out (see [`Session::time_up`]).
    pub fn time_up(&mut self) -> bool {
        each_game!(self, s => s.time_up())
    }
    /// The side to act gives up (see [`Session::resign`]).
    pub fn resign(&mut self) -> bool {
        each_game!(self, s => s.resign())
    }
    /// A clickable cell in words, for screen readers, as the picture shows it with
    /// the clicks made so far (see [`Session::describe_cell`]).
    pub fn describe_cell(&self, cell: Cell) -> Note {
        each_game!(self, s => s.describe_cell(cell))
    }
    /// A board cell's name as the notation writes it, `None` off the board (see
    /// [`View::cell_name`][crate::core::View::cell_name]).
    pub fn cell_name(&self, cell: Cell) -> Option<String> {
        each_game!(self, s => s.game().cell_name(cell))
    }
    /// See [`Session::describe_move`].
    ///
    /// # Errors
    ///
    /// As [`Session::describe_move`].
    pub fn describe_move(&self, mv: &str) -> Result<Note, PlayError> {
        each_game!(self, s => s.describe_move(mv))
    }
    /// See [`Session::cell_states`].
    pub fn cell_states(&self) -> Vec<(Cell, &'static str)> {
        each_game!(self, s => s.cell_states())
    }
}

/// Why a session could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// No game has this identifier.
    UnknownGame(String),
    /// The options' JSON does not fit the game.
    BadOptions(String),
    /// The record could not be replayed.
    Record(RecordError),
    /// The text is not a position of the game.
    Position(crate::core::PositionError),
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            SessionError::BadOptions(e) => write!(f, "options do not fit the game: {e}"),
            SessionError::Record(e) => write!(f, "{e}"),
            SessionError::Position(e) => write!(f, "{e}"),
        }
    }
}

impl SessionError {
    /// The reason in words for the page (a string key and its values).
    pub fn note(&self) -> Note {
        match self {
            SessionError::UnknownGame(g) => Note::new("error.why.unknown_game").arg("game", g),
            SessionError::BadOptions(_) => Note::new("error.why.options"),
            SessionError::Record(e) => e.note(),
            SessionError::Position(e) => e.note(),
        }
    }
}

/// A new session of the game called `id`, with options as JSON (`null` or `{}` for
/// the defaults).
///
/// # Errors
///
/// [`SessionError::UnknownGame`] or [`SessionError::BadOptions`].
pub fn new_session(id: &str, options_json: &str, seed: u64) -> Result<AnySession, SessionError> {
    by_game!(id, G => Session::<G>::new(&options_with_seeds::<G>(options_json, seed)?, seed)).ok_or_else(|| unknown(id))
}

/// A new session of the game called `id` from a position written as its
/// [`crate::core::Game::position`] writes it; `seed` drives its dice.
///
/// # Errors
///
/// [`SessionError::UnknownGame`], or [`SessionError::Position`] naming what is wrong
/// with the text.
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub fn session_from_position(id: &str, text: &str, seed: u64) -> Result<AnySession, SessionError> {
    by_game!(id, G => Session::<G>::from_game(
        G::from_position(text).map_err(SessionError::Position)?,
        seed,
    ))
    .ok_or_else(|| unknown(id))
}

/// The error for a game id no game has.
pub(super) fn unknown(id: &str) -> SessionError {
    SessionError::UnknownGame(id.to_string())
}

/// Reads options given as JSON (`""`, `null` or `{}` for the defaults) and fills
/// every [`OptionKind::Seed`] the JSON leaves out with a number drawn from the
/// session's seed, so the page never has to know which options are random.
fn options_with_seeds<G: View>(json: &str, seed: u64) -> Result<G::Options, SessionError> {
    let bad = |e: String| SessionError::BadOptions(e);
    let mut value: serde_json::Value = match json.trim() {
        "" | "null" => serde_json::Value::Object(Default::default()),
        j => crate::core::json::read_value(j).map_err(bad)?,
    };
    let obj = value.as_object_mut().ok_or_else(|| bad("options must be a JSON object".into()))?;
    crate::core::check_options(&G::option_specs(), obj).map_err(bad)?;
    let dice = Dice::new(seed);
    for (i, spec) in G::option_specs().iter().enumerate() {
        if spec.kind == OptionKind::Seed && !obj.contains_key(spec.name) {
            // Keep within 2^53 so the value survives JavaScript numbers.
            obj.insert(spec.name.to_string(), (dice.value((1 << 42) + i as u64) >> 11).into());
        }
    }
    serde_json::from_value(value).map_err(|e| bad(e.to_string()))
}

/// A session replaying a record given as JSON; refused whole if anything is wrong.
///
/// # Errors
///
/// [`SessionError::Record`] for a record that cannot be read or replayed, [`SessionError::UnknownGame`] for an unknown game.
pub fn session_from_record(json: &str) -> Result<AnySession, SessionError> {
    let rec = GameRecord::from_json(json).map_err(SessionError::Record)?;
    by_game!(&rec.game, G => Session::<G>::from_record(&rec).map_err(SessionError::Record)?)
        .ok_or_else(|| unknown(&rec.game))
}
