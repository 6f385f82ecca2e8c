//! A game record: enough to replay a game exactly (the game, its options, the dice
//! seed and every move in notation, chance outcomes included). Saved games and shared
//! links are records; reading one checks every move, so a corrupted or hand-edited
//! record is refused with a reason and never half-applied.

use serde::{Deserialize, Serialize};

use super::{Game, PlayError, View};

/// A whole game as text-friendly data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// [`Game::ID`].
    pub game: String,
    /// The game's options as JSON (their shape is the game's own).
    #[serde(default)]
    pub options: serde_json::Value,
    /// The dice seed (kept even by games without dice, so every record is alike).
    #[serde(default)]
    pub seed: u64,
    /// Every move in order, in the game's notation.
    #[serde(default)]
    pub moves: Vec<String>,
    /// The position the game starts from, as [`Game::position`] writes it, when it is
    /// not the game's own start (a puzzle, a lesson, a position set up by hand);
    /// `None` for the start of the options' game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// How the game ended outside the rules, after the last move: a resignation or a
    /// timed match's clock. Without it a reloaded record would resume a finished game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<RecordEnd>,
}

/// An end the moves alone do not show (see [`GameRecord::end`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RecordEnd {
    /// The side to act after the last move resigned.
    Resign,
    /// The match clock ran out after the last move (games with a timed option).
    Time,
}

/// Why a record could not be read. Nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON of the record's shape.
    Malformed(String),
    /// A record of another game.
    WrongGame {
        /// The game asked for.
        expected: String,
        /// The record's game.
        found: String,
    },
    /// The options do not fit this game.
    BadOptions(String),
    /// Move number `index` (0-based) is unreadable or illegal.
    BadMove {
        /// Its index among the record's moves.
        index: usize,
        /// The move as the record gives it.
        mv: String,
        /// Why it was refused.
        error: PlayError,
    },
    /// The record's `end` cannot happen after its last move (the game was already
    /// over, or it has no clock).
    BadEnd,
    /// The record's start position cannot be read.
    BadPosition(super::PositionError),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Malformed(e) => write!(f, "not a game record: {e}"),
            RecordError::WrongGame { expected, found } => {
                write!(f, "a record of '{found}', not of '{expected}'")
            }
            RecordError::BadOptions(e) => write!(f, "options do not fit the game: {e}"),
            RecordError::BadMove { index, mv, error } => {
                write!(f, "move {} '{}': {}", index + 1, mv, error)
            }
            RecordError::BadEnd => write!(f, "the record's end does not fit its last position"),
            RecordError::BadPosition(e) => write!(f, "its start position: {e}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl RecordError {
    /// The reason in words for the page (a string key and its values).
    pub fn note(&self) -> super::Note {
        use super::Note;
        match self {
            RecordError::Malformed(_) => Note::new("error.why.not_a_record"),
            RecordError::WrongGame { found, .. } => Note::new("error.why.wrong_game").arg("game", found),
            RecordError::BadOptions(_) => Note::new("error.why.options"),
            RecordError::BadMove { index, mv, .. } => {
                Note::new("error.why.bad_move").arg("n", index + 1).arg("move", mv)
            }
            RecordError::BadEnd => Note::new("error.why.bad_end"),
            RecordError::BadPosition(e) => e.note(),
        }
    }
}

/// The text of a game's start position for its record: `None` when it is the start
/// of its options' game (the page's module, which writes no positions, never starts
/// elsewhere).
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
fn start_text<G: Game>(g: &G, options: &G::Options) -> Option<String> {
    (*g != G::new(options)).then(|| g.position())
}

#[cfg(not(any(feature = "learn", not(target_arch = "wasm32"))))]
fn start_text<G: Game>(_g: &G, _options: &G::Options) -> Option<String> {
    None
}

/// A record's start position read from its text.
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
fn read_start<G: View>(text: &str) -> Result<G, RecordError> {
    G::from_position(text).map_err(RecordError::BadPosition)
}

/// The page's module reads no positions: a record that starts from one is refused,
/// saying so (the complete module, `plateaux_learn.js`, replays it).
#[cfg(not(any(feature = "learn", not(target_arch = "wasm32"))))]
fn read_start<G: View>(_text: &str) -> Result<G, RecordError> {
    Err(RecordError::BadPosition(super::PositionError::new(
        super::PositionPart::Shape,
        "this module reads no positions: replay the record with the complete module (plateaux_learn.js)",
    )))
}

impl GameRecord {
    /// A record of a game starting at `g`, with no moves yet: its position is written
    /// only when `g` is not the start of its options' game.
    pub fn start<G: Game>(g: &G, seed: u64) -> Self {
        let options = g.options();
        GameRecord {
            game: G::ID.to_string(),
            options: serde_json::to_value(&options).unwrap_or(serde_json::Value::Null),
            seed,
            moves: Vec::new(),
            position: start_text(g, &options),
            end: None,
        }
    }

    /// The position the record starts from: its `position` if it has one (its
    /// options are then the position's own), else the start of its options' game.
    ///
    /// # Errors
    ///
    /// [`RecordError::BadPosition`] for a position that cannot be read (in the
    /// page's module, which reads none, any), as [`GameRecord::options_for`]
    /// otherwise.
    pub fn start_position<G: View>(&self) -> Result<G, RecordError> {
        match &self.position {
            Some(text) => {
                if self.game != G::ID {
                    return Err(RecordError::WrongGame { expected: G::ID.to_string(), found: self.game.clone() });
                }
                read_start::<G>(text)
            }
            None => Ok(G::new(&self.options_for::<G>()?)),
        }
    }

    /// The record as JSON, as files, links and the page keep it.
    pub fn to_json(&self) -> String {
        super::json::write_record(self)
    }

    /// Reads a record from JSON.
    ///
    /// # Errors
    ///
    /// [`RecordError::Malformed`] when the text is not a record.
    pub fn from_json(s: &str) -> Result<Self, RecordError> {
        super::json::read_record(s).map_err(RecordError::Malformed)
    }

    /// The options, read as `G`'s.
    ///
    /// # Errors
    ///
    /// [`RecordError::BadOptions`] when the JSON does not fit `G`'s options (checked
    /// against the game's own option specs: [`super::check_options`]).
    pub fn options_for<G: View>(&self) -> Result<G::Options, RecordError> {
        if self.game != G::ID {
            return Err(RecordError::WrongGame { expected: G::ID.to_string(), found: self.game.clone() });
        }
        if self.options.is_null() {
            return Ok(G::Options::default());
        }
        let obj =
            self.options.as_object().ok_or_else(|| RecordError::BadOptions("options must be a JSON object".into()))?;
        super::check_options(&G::option_specs(), obj).map_err(RecordError::BadOptions)?;
        serde_json::from_value(self.options.clone()).map_err(|e| RecordError::BadOptions(e.to_string()))
    }

    /// Feeds every move to `play` in order; the first one refused is named in the
    /// error (the caller's game is then part-way, so callers work on a fresh one).
    ///
    /// # Errors
    ///
    /// [`RecordError::BadMove`] for the first move `play` refuses.
    pub fn each_move(&self, mut play: impl FnMut(&str) -> Result<(), PlayError>) -> Result<(), RecordError> {
        for (index, mv) in self.moves.iter().enumerate() {
            play(mv).map_err(|error| RecordError::BadMove { index, mv: mv.clone(), error })?;
        }
        Ok(())
    }

    /// Replays the record: the position it reaches, with the moves. Every move is
    /// checked.
    ///
    /// # Errors
    ///
    /// As [`GameRecord::options_for`] and [`GameRecord::each_move`].
    pub fn replay<G: View>(&self) -> Result<(G, Vec<G::Move>), RecordError> {
        let mut g = self.start_position::<G>()?;
        let mut history = super::History::new(&g);
        let mut moves = Vec::with_capacity(self.moves.len());
        self.each_move(|mv| history.play_notation(&mut g, mv).map(|m| moves.push(m)))?;
        Ok((g, moves))
    }
}
