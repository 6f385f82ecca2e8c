//! A game in progress as people play it: the position and its history, undo and
//! redo, who plays each side, the clicks of a move being entered, the dice, and the
//! record. Generic over [`Game`]; [`AnySession`] holds one of whichever game for the
//! page.
//!
//! One idea a file: this one holds the session and its moves (history, undo and
//! redo, the dice, the AI's entry point, the record); `clicks.rs` turns clicks into
//! moves; `status.rs` is what the page shows (the status, the pictures, the last
//! turn); `any.rs` holds a session of whichever game and makes sessions from ids and records;
//! `thinker.rs` is the AI as the Web Worker keeps it from move to move; `link.rs`
//! packs records for links, for any game by its id.

mod any;
mod clicks;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod link;
mod status;
mod thinker;

#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub use any::session_from_position;
pub use any::{new_session, session_from_record, AnySession, SessionError, SessionOf};
#[cfg(not(target_arch = "wasm32"))]
pub use clicks::judge_click;
pub use clicks::{Click, Judged};
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub use link::{pack_record, unpack_record};
pub use status::Status;
pub use thinker::Thinker;

use crate::ai::{Level, Searcher};
use crate::core::record::RecordError;
use crate::core::{Cell, Dice, Game, GameRecord, History, Note, Outcome, PlayError, RecordEnd, Side, ToMove, View};

/// A game being played.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    start: G,
    /// Positions before each move, for undo.
    before: Vec<G>,
    moves: Vec<G::Move>,
    notations: Vec<String>,
    game: G,
    /// The positions played through, for the draw by repetition.
    history: History,
    /// Moves undone, most recent last, for redo.
    redo: Vec<(G::Move, String)>,
    dice: Dice,
    clicks: Vec<Cell>,
    /// An end declared from outside the rules (a resignation, the clock of a timed
    /// match), kept with its kind so the record can say it.
    ended: Option<(RecordEnd, Outcome)>,
    /// Why the last click was refused, in words, until the next click or move.
    refusal: Option<Note>,
}

impl<G: View> Session<G> {
    /// A new game with `options`; `seed` drives its dice.
    pub fn new(options: &G::Options, seed: u64) -> Self {
        Self::from_game(G::new(options), seed)
    }

    /// A session from any position (tests and tools; records start from the
    /// game's own start position).
    pub fn from_game(g: G, seed: u64) -> Self {
        Session {
            start: g.clone(),
            before: Vec::new(),
            moves: Vec::new(),
            notations: Vec::new(),
            history: History::new(&g),
            game: g,
            redo: Vec::new(),
            dice: Dice::new(seed),
            clicks: Vec::new(),
            ended: None,
            refusal: None,
        }
    }

    /// A session replaying `rec`; every move is checked.
    ///
    /// # Errors
    ///
    /// [`RecordError`] for options that do not fit or the first move refused.
    pub fn from_record(rec: &GameRecord) -> Result<Self, RecordError> {
        let mut s = Session::from_game(rec.start_position::<G>()?, rec.seed);
        rec.each_move(|mv| s.play_str(mv).map(drop))?;
        let ended = match rec.end {
            None => true,
            Some(RecordEnd::Resign) => s.resign(),
            Some(RecordEnd::Time) => !matches!(s.to_move(), ToMove::Over(_)) && s.time_up(),
        };
        if !ended {
            return Err(RecordError::BadEnd);
        }
        Ok(s)
    }

    /// The position now.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game so far as a record (options, seed, moves), to save or share.
    pub fn record(&self) -> GameRecord {
        let mut r = GameRecord::start(&self.start, self.dice.seed);
        r.moves = self.notations.clone();
        r.end = self.ended.map(|(end, _)| end);
        r
    }

    fn push(&mut self, m: G::Move) {
        let n = self.game.notation(m);
        self.before.push(self.game.clone());
        self.history.play(&mut self.game, m);
        self.moves.push(m);
        self.notations.push(n);
        self.clicks.clear();
        self.refusal = None;
    }

    /// The page's clock ran out: ends a timed game as its rules say (see
    /// [`View::time_up`]). Returns whether it ended the game: not for a game without
    /// a clock, nor for one already over (a resignation or a last move stands).
    pub fn time_up(&mut self) -> bool {
        if matches!(self.to_move(), ToMove::Over(_)) {
            return false;
        }
        let Some(outcome) = self.game.time_up() else { return false };
        self.ended = Some((RecordEnd::Time, outcome));
        self.clicks.clear();
        true
    }

    /// The side to act gives up: the other side wins. Refused (false) when no player
    /// is to act (the game is over, or a die is to be rolled).
    pub fn resign(&mut self) -> bool {
        let ToMove::Player(side) = self.to_move() else { return false };
        self.ended = Some((RecordEnd::Resign, Outcome::Win { winner: side.other(), reason: "resigned" }));
        self.clicks.clear();
        true
    }

    /// The state of play: the rules' answer (the draw by repetition included),
    /// unless the clock or a resignation has ended the game.
    pub fn to_move(&self) -> ToMove {
        match self.ended {
            Some((_, o)) => ToMove::Over(o),
            None => self.history.to_move(&self.game),
        }
    }

    /// The side to act, if a player is to act (a die may be due, or the game over).
    pub fn side_to_act(&self) -> Option<Side> {
        match self.to_move() {
            ToMove::Player(s) => Some(s),
            _ => None,
        }
    }

    /// The positions played through, the current one last.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Plays a legal move (from the AI, say), clearing the redo list.
    ///
    /// # Errors
    ///
    /// [`PlayError::Over`] once the game is over (repetition, clock and resignation included), [`PlayError::Illegal`] for a move the rules refuse here.
    pub fn play(&mut self, m: G::Move) -> Result<(), PlayError> {
        if self.ended.is_some() {
            return Err(PlayError::Over);
        }
        self.history.check(&self.game, m)?;
        self.redo.clear();
        self.push(m);
        Ok(())
    }

    /// A move given in notation that could be played now, read but not played (to
    /// show it, say it or list its clicks).
    ///
    /// # Errors
    ///
    /// [`PlayError::Parse`] for text that is not a move, else why it is not legal now.
    pub fn legal_now(&self, mv: &str) -> Result<G::Move, PlayError> {
        let m = self.game.parse(mv.trim()).map_err(PlayError::Parse)?;
        self.history.check(&self.game, m)?;
        Ok(m)
    }

    /// Plays a move given in notation; on error nothing changes.
    ///
    /// # Errors
    ///
    /// [`PlayError::Parse`] for text that is not a move, else as [`Session::play`].
    pub fn play_str(&mut self, s: &str) -> Result<String, PlayError> {
        let m = self.game.parse(s.trim()).map_err(PlayError::Parse)?;
        self.play(m)?;
        Ok(self.notations.last().cloned().unwrap_or_default())
    }

    /// At a chance step, rolls with the session's dice and plays the outcome; the
    /// roll depends only on the seed and how many rolls came before.
    pub fn roll(&mut self) -> Option<String> {
        if self.to_move() != ToMove::Chance {
            return None;
        }
        let mut outs = Vec::new();
        self.game.chance_outcomes(&mut outs);
        let n = self.before.iter().filter(|g| g.to_move() == ToMove::Chance).count() as u64;
        let x = (self.dice.value(n) >> 11) as f64 / (1u64 << 53) as f64;
        let mut acc = 0.0;
        let mut pick = outs.last()?.0;
        for &(m, p) in &outs {
            acc += p as f64;
            if x < acc {
                pick = m;
                break;
            }
        }
        self.redo.clear();
        self.push(pick);
        self.notations.last().cloned()
    }

    /// Level `n` (1–4) as this game plays it (see [`Level::for_game`]).
    pub fn level(&self, n: u8) -> Level {
        Level::for_game::<G>(n)
    }

    /// The AI's move for the side to act, at `level` (1–4).
    pub fn ai_move(&self, level: u8, seed: u64) -> Option<G::Move> {
        self.think(self.level(level), seed)
    }

    /// The AI's move for the side to act under any level or budget; `None` when no
    /// player is to act (a die to roll, or a game over — by a resignation too).
    pub fn think(&self, level: Level, seed: u64) -> Option<G::Move> {
        self.think_with(&mut Searcher::new(), level, seed)
    }

    /// [`Session::think`] with a searcher the caller keeps from move to move (the
    /// worker's [`Thinker`]), so its table carries over.
    pub fn think_with(&self, searcher: &mut Searcher<G>, level: Level, seed: u64) -> Option<G::Move> {
        matches!(self.to_move(), ToMove::Player(_)).then(|| searcher.choose(&self.game, &self.history, level, seed))?
    }

    /// Takes back the last move (chance outcomes are moves too); refused (false) with no move to take back or once the clock has ended the game.
    pub fn undo(&mut self) -> bool {
        if self.ended.is_some() {
            return false;
        }
        let Some(prev) = self.before.pop() else { return false };
        let m = self.moves.pop().expect("moves and positions go together");
        let n = self.notations.pop().expect("moves and notations go together");
        self.redo.push((m, n));
        self.game = prev;
        self.history.pop();
        self.clicks.clear();
        true
    }

    /// Plays again the last move undone; refused, like undo, once the clock has
    /// ended the game.
    pub fn redo(&mut self) -> bool {
        if self.ended.is_some() {
            return false;
        }
        let Some((m, _)) = self.redo.pop() else { return false };
        self.push(m);
        true
    }

    /// The moves legal now, in notation; none once the game is over.
    pub fn legal_notations(&self) -> Vec<String> {
        if let ToMove::Over(_) = self.to_move() {
            return Vec::new();
        }
        self.game.moves_now().into_iter().map(|m| self.game.notation(m)).collect()
    }
}
