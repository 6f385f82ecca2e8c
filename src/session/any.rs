//! A session of whichever game: the type-erased [`AnySession`] the page and the
//! command line use, and sessions made from a game id and options, or a record.

use super::{Click, Session, Status};
use crate::ai::Level;
use crate::core::record::RecordError;
use crate::core::{Cell, Dice, GameRecord, Highlights, Note, OptionKind, PlayError, Scene, Side, ToMove, View};

/// A session of whichever game, for code that picks the game at run time.
pub trait AnySession {
    /// The game's identifier (`"moulin"`).
    fn game_id(&self) -> &'static str;
    /// The side to act, if a player is to act (cheaper than [`AnySession::status`]).
    fn side_to_act(&self) -> Option<Side>;
    /// See [`Session::click`].
    fn click(&mut self, cell: Cell) -> Click;
    /// See [`Session::clear_clicks`].
    fn clear_clicks(&mut self);
    /// See [`Session::play_str`].
    ///
    /// # Errors
    ///
    /// As [`Session::play_str`].
    fn play_str(&mut self, s: &str) -> Result<String, PlayError>;
    /// See [`Session::roll`].
    fn roll(&mut self) -> Option<String>;
    /// The AI's choice in notation (played by the caller with `play_str`).
    fn ai_move(&self, level: u8, seed: u64) -> Option<String>;
    /// The AI's choice under any level or budget (the command-line tool's `go`).
    fn think(&self, level: Level, seed: u64) -> Option<String>;
    /// Level `n` as this game plays it (see [`Level::for_game`]).
    fn level(&self, n: u8) -> Level;
    /// See [`Session::undo`].
    fn undo(&mut self) -> bool;
    /// See [`Session::redo`].
    fn redo(&mut self) -> bool;
    /// See [`Session::scene`].
    fn scene(&self, flip: bool) -> Scene;
    /// The position now drawn with the given highlights (the page may leave out the
    /// legal targets, say).
    fn scene_for(&self, hl: &Highlights, flip: bool) -> Scene;
    /// See [`Session::scene_at`].
    fn scene_at(&self, ply: usize, flip: bool) -> Option<Scene>;
    /// See [`Session::hint_scene`].
    ///
    /// # Errors
    ///
    /// As [`Session::hint_scene`].
    fn hint_scene(&self, mv: &str, flip: bool) -> Result<Scene, PlayError>;
    /// See [`Session::status`].
    fn status(&self) -> Status;
    /// See [`Session::legal_notations`].
    fn legal_notations(&self) -> Vec<String>;
    /// See [`Session::record`].
    fn record(&self) -> GameRecord;
    /// See [`Session::highlights`].
    fn highlights(&self) -> Highlights;
    /// The clicks that express the legal move `mv` (in notation).
    ///
    /// # Errors
    ///
    /// A [`PlayError`] when `mv` is not a legal move now.
    fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, PlayError>;
    /// The page's clock ran out (see [`Session::time_up`]).
    fn time_up(&mut self) -> bool;
    /// The side to act gives up (see [`Session::resign`]).
    fn resign(&mut self) -> bool;
    /// A clickable cell in words, for screen readers (see [`View::describe_cell`]).
    fn describe_cell(&self, cell: Cell) -> Note;
    /// A move legal now, given in notation, in words (see [`View::describe_move`]).
    ///
    /// # Errors
    ///
    /// A [`PlayError`] when `mv` cannot be read or is not legal now.
    fn describe_move(&self, mv: &str) -> Result<Note, PlayError>;
    /// The cells of the move being entered in words (see [`Session::cell_states`]).
    fn cell_states(&self) -> Vec<(Cell, &'static str)>;
}

impl<G: View> AnySession for Session<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn side_to_act(&self) -> Option<Side> {
        match self.to_move() {
            ToMove::Player(s) => Some(s),
            _ => None,
        }
    }
    fn click(&mut self, cell: Cell) -> Click {
        Session::click(self, cell)
    }
    fn clear_clicks(&mut self) {
        Session::clear_clicks(self)
    }
    fn play_str(&mut self, s: &str) -> Result<String, PlayError> {
        Session::play_str(self, s)
    }
    fn roll(&mut self) -> Option<String> {
        Session::roll(self)
    }
    fn ai_move(&self, level: u8, seed: u64) -> Option<String> {
        Session::ai_move(self, level, seed).map(|m| self.game.notation(m))
    }
    fn think(&self, level: Level, seed: u64) -> Option<String> {
        Session::think(self, level, seed).map(|m| self.game.notation(m))
    }
    fn level(&self, n: u8) -> Level {
        Level::for_game::<G>(n)
    }
    fn undo(&mut self) -> bool {
        Session::undo(self)
    }
    fn redo(&mut self) -> bool {
        Session::redo(self)
    }
    fn scene(&self, flip: bool) -> Scene {
        Session::scene(self, flip)
    }
    fn scene_at(&self, ply: usize, flip: bool) -> Option<Scene> {
        Session::scene_at(self, ply, flip)
    }
    fn scene_for(&self, hl: &Highlights, flip: bool) -> Scene {
        self.game.scene(hl, flip)
    }
    fn hint_scene(&self, mv: &str, flip: bool) -> Result<Scene, PlayError> {
        Session::hint_scene(self, mv, flip)
    }
    fn status(&self) -> Status {
        Session::status(self)
    }
    fn legal_notations(&self) -> Vec<String> {
        Session::legal_notations(self)
    }
    fn record(&self) -> GameRecord {
        Session::record(self)
    }
    fn highlights(&self) -> Highlights {
        Session::highlights(self)
    }
    fn time_up(&mut self) -> bool {
        Session::time_up(self)
    }
    fn resign(&mut self) -> bool {
        Session::resign(self)
    }
    fn describe_cell(&self, cell: Cell) -> Note {
        self.game.describe_cell(cell)
    }
    fn cell_states(&self) -> Vec<(Cell, &'static str)> {
        Session::cell_states(self)
    }
    fn describe_move(&self, mv: &str) -> Result<Note, PlayError> {
        Ok(self.game.describe_move(self.legal_now(mv)?))
    }
    fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, PlayError> {
        Ok(self.game.cells_of(self.legal_now(mv)?).as_slice().to_vec())
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
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            SessionError::BadOptions(e) => write!(f, "options do not fit the game: {e}"),
            SessionError::Record(e) => write!(f, "{e}"),
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
        }
    }
}

/// A new session of the game called `id`, with options as JSON (`null` or `{}` for
/// the defaults).
///
/// # Errors
///
/// [`SessionError::UnknownGame`] or [`SessionError::BadOptions`].
pub fn new_session(id: &str, options_json: &str, seed: u64) -> Result<Box<dyn AnySession>, SessionError> {
    struct New<'a>(&'a str, u64);
    impl crate::games::GameVisitor for New<'_> {
        type Output = Result<Box<dyn AnySession>, SessionError>;
        fn visit<G: View>(self) -> Self::Output {
            let opts = options_with_seeds::<G>(self.0, self.1)?;
            Ok(Box::new(Session::<G>::new(&opts, self.1)))
        }
    }
    on_game(id, New(options_json, seed))
}

/// Runs `v` with the game called `id`; an unknown id is [`SessionError::UnknownGame`].
pub(super) fn on_game<T, V>(id: &str, v: V) -> Result<T, SessionError>
where
    V: crate::games::GameVisitor<Output = Result<T, SessionError>>,
{
    crate::games::with_game(id, v).unwrap_or_else(|| Err(SessionError::UnknownGame(id.to_string())))
}

/// Reads options given as JSON (`""`, `null` or `{}` for the defaults) and fills
/// every [`OptionKind::Seed`] the JSON leaves out with a number drawn from the
/// session's seed, so the page never has to know which options are random.
fn options_with_seeds<G: View>(json: &str, seed: u64) -> Result<G::Options, SessionError> {
    let bad = |e: String| SessionError::BadOptions(e);
    let mut value: serde_json::Value = match json.trim() {
        "" | "null" => serde_json::Value::Object(Default::default()),
        j => serde_json::from_str(j).map_err(|e| bad(e.to_string()))?,
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
pub fn session_from_record(json: &str) -> Result<Box<dyn AnySession>, SessionError> {
    let rec = GameRecord::from_json(json).map_err(SessionError::Record)?;
    struct Load<'a>(&'a GameRecord);
    impl crate::games::GameVisitor for Load<'_> {
        type Output = Result<Box<dyn AnySession>, SessionError>;
        fn visit<G: View>(self) -> Self::Output {
            Ok(Box::new(Session::<G>::from_record(self.0).map_err(SessionError::Record)?))
        }
    }
    on_game(&rec.game, Load(&rec))
}
