//! A game in progress as people play it: the position and its history, undo and
//! redo, who plays each side, the clicks of a move being entered, the dice, and the
//! record. Generic over [`Game`]; [`AnySession`] erases the type for the page.

use serde::Serialize;

use crate::ai::{self, Level};
use crate::core::record::RecordError;
use crate::core::{
    Cell, Dice, Game, GameRecord, Highlights, History, Note, OptionKind, Outcome, PlayError, RecordEnd, Scene, Side,
    ToMove, View,
};

/// What happened to a click.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "move", rename_all = "lowercase")]
pub enum Click {
    /// The clicks so far complete a move, now played (its notation).
    Played(String),
    /// The click starts or continues a move; more clicks are needed.
    Pending,
    /// The click does not fit any legal move; the selection is cleared.
    Ignored,
}

/// A summary of the game for the page, serialised to JS as is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Status {
    /// The game's identifier (`"moulin"`).
    pub game: &'static str,
    /// 0 or 1 for the side to act, `null` at a chance step or at the end.
    pub to_move: Option<usize>,
    /// A die is to be rolled.
    pub chance: bool,
    /// The game has ended (rules, clock or resignation).
    pub over: bool,
    /// 0 or 1 for the winner, `null` for a draw or a game still going.
    pub winner: Option<usize>,
    /// The outcome's reason key (see [`crate::i18n`]), empty while playing.
    pub reason: &'static str,
    /// Every move so far, in notation, chance outcomes included.
    pub moves: Vec<String>,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether an undone move can be played again.
    pub can_redo: bool,
    /// Game-specific lines for the page (see [`View::notes`]).
    pub notes: Vec<Note>,
    /// Shortcut buttons available now: `(string key, moves in notation)`.
    pub shortcuts: Vec<(&'static str, Vec<String>)>,
    /// The move that passes or ends the turn, in notation, when the side to act may
    /// play it now (see [`View::pass_move`]); the page shows it as a button.
    pub pass: Option<String>,
    /// Which of the game's roles acts now (see [`View::acting_role`]).
    pub acting_role: Option<usize>,
    /// At a chance step, how each outcome is shown (a die's faces), so the page can
    /// animate any die without knowing the game.
    pub faces: Vec<String>,
    /// The face of the last move, if it was a chance outcome (the roll just made).
    pub rolled: Option<String>,
    /// Who made each move of `moves`: 0 or 1, `null` for a chance outcome (a roll), so
    /// the page can group the moves by turns without knowing the game.
    pub movers: Vec<Option<usize>>,
    /// For each move of `moves`, its face if it was a chance outcome (a roll), so the
    /// move list can show the die.
    pub faces_played: Vec<Option<String>>,
    /// Each move of the last turn in words, in order (see [`Session::last_turn`]
    /// and [`View::describe_move`]), for the page's account and screen readers.
    pub last_turn: Vec<Note>,
    /// 0 or 1 for the side that played the last turn, `null` before any move.
    pub last_turn_side: Option<usize>,
    /// What the side to act must do now, in words (see [`View::prompt`]).
    pub prompt: Option<Note>,
    /// Why the last click was refused, in words, when the rules can say
    /// ([`Game::why_not`]); cleared by the next click or move.
    pub refusal: Option<Note>,
}

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
        let mut s = Session::new(&rec.options_for::<G>()?, rec.seed);
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
    /// [`View::time_up`]). Returns whether the game had a clock.
    pub fn time_up(&mut self) -> bool {
        self.ended = self.game.time_up().map(|o| (RecordEnd::Time, o));
        self.clicks.clear();
        self.ended.is_some()
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

    /// The AI's move for the side to act, at `level`.
    pub fn ai_move(&self, level: u8, seed: u64) -> Option<G::Move> {
        ai::choose(&self.game, &self.history, Level::for_game::<G>(level), seed)
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

    /// The legal moves whose clicks start with `clicks`.
    fn candidates(&self, clicks: &[Cell]) -> Vec<G::Move> {
        let mut v = Vec::new();
        if let ToMove::Player(_) = self.to_move() {
            self.game.legal_moves(&mut v);
        }
        v.retain(|&m| self.game.cells_of(m).starts_with(clicks));
        v
    }

    /// A click (or tap) on `cell`. A move is played as soon as the clicks name exactly
    /// one legal move; a click that fits nothing starts afresh from that cell, or
    /// clears the selection.
    pub fn click(&mut self, cell: Cell) -> Click {
        self.refusal = None;
        let mut path = self.clicks.clone();
        path.push(cell);
        let mut cands = self.candidates(&path);
        if cands.is_empty() {
            // Perhaps a new start (another man chosen).
            path = vec![cell];
            cands = self.candidates(&path);
            if cands.is_empty() || self.clicks == path {
                // Say why, when the rules can ("un Lancier ne prend qu'un Lancier…").
                if matches!(self.to_move(), ToMove::Player(_)) {
                    self.refusal = crate::lesson::why_refused(&self.game, &self.clicks, cell);
                }
                self.clicks.clear();
                return Click::Ignored;
            }
        }
        let complete: Vec<G::Move> =
            cands.iter().copied().filter(|&m| self.game.cells_of(m).len() == path.len()).collect();
        if cands.len() == 1 && complete.len() == 1 {
            let m = complete[0];
            self.redo.clear();
            self.push(m);
            return Click::Played(self.notations.last().cloned().unwrap_or_default());
        }
        self.clicks = path;
        Click::Pending
    }

    /// Clears a half-entered move.
    pub fn clear_clicks(&mut self) {
        self.clicks.clear();
    }

    /// The first index (in the moves played) of the last *turn*: the moves since
    /// the side that made the last player's move last took over (or since a turn
    /// began, see [`View::turn_begins`]), the chance moves within them included. A
    /// move counts for the side to act before it; a chance move for no side.
    fn last_turn_start(&self) -> usize {
        let side = self.before.iter().rev().find_map(|g| g.side_to_move());
        let mut i = self.before.len();
        while i > 0 {
            let g = &self.before[i - 1];
            if matches!(g.side_to_move(), Some(s) if Some(s) != side) {
                break;
            }
            i -= 1;
            if g.turn_begins() {
                break;
            }
        }
        i
    }

    /// The last turn: each of its moves with the position before it, in order.
    /// Mundialito's two actions, a Kriegspiel army's rotations, steps, shots, rolls
    /// and `end`; one move in moulin and Mundeleys.
    pub fn last_turn(&self) -> Vec<(G, G::Move)> {
        let i = self.last_turn_start();
        self.before[i..].iter().cloned().zip(self.moves[i..].iter().copied()).collect()
    }

    /// The side that played the last turn.
    fn last_turn_side(&self) -> Option<Side> {
        self.before.iter().rev().find_map(|g| g.side_to_move())
    }

    /// What the picture should emphasise now.
    pub fn highlights(&self) -> Highlights {
        let mut hl = Highlights { selected: self.clicks.clone(), ..Default::default() };
        if let (Some(&m), Some(prev)) = (self.moves.last(), self.before.last()) {
            hl.last = prev.marked_cells(m);
        }
        let i = self.last_turn_start();
        for (g, &m) in self.before[i..].iter().zip(&self.moves[i..]) {
            for c in g.marked_cells(m) {
                if !hl.turn.contains(&c) {
                    hl.turn.push(c);
                }
            }
            hl.ghosts.extend(g.taken_by(m));
        }
        // With nothing selected every legal first click would be marked, which
        // clutters the board (all 24 points while placing): mark nothing.
        let n = self.clicks.len();
        if n == 0 {
            return hl;
        }
        for m in self.candidates(&self.clicks) {
            let path = self.game.cells_of(m);
            let Some(&next) = path.as_slice().get(n) else { continue };
            let mark = if path.len() == n + 1 { self.game.mark(m) } else { crate::core::Mark::Move };
            if !hl.targets.iter().any(|&(c, _)| c == next) {
                hl.targets.push((next, mark));
            }
        }
        hl
    }

    /// The position now, drawn with what the session emphasises.
    pub fn scene(&self, flip: bool) -> Scene {
        self.game.scene(&self.highlights(), flip)
    }

    /// The position after the first `ply` moves, with the move that led there marked
    /// (the review of a game); `None` past the last move.
    pub fn scene_at(&self, ply: usize, flip: bool) -> Option<Scene> {
        let pos = if ply == self.moves.len() { &self.game } else { self.before.get(ply)? };
        let mut hl = Highlights::default();
        if ply > 0 {
            hl.last = self.before[ply - 1].cells_of(self.moves[ply - 1]).as_slice().to_vec();
        }
        Some(pos.scene(&hl, flip))
    }

    /// The position now with a suggested move shown (the hint): its first clicks as a
    /// selection, its last as the target. The move must be legal now.
    ///
    /// # Errors
    ///
    /// As [`Session::play_str`], for a move that could not be played now.
    pub fn hint_scene(&self, mv: &str, flip: bool) -> Result<Scene, PlayError> {
        let m = self.game.parse(mv.trim()).map_err(PlayError::Parse)?;
        self.history.check(&self.game, m)?;
        let path = self.game.cells_of(m).as_slice().to_vec();
        let mut hl = self.highlights();
        if let Some((&last, first)) = path.split_last() {
            hl.selected = first.to_vec();
            hl.targets = vec![(last, self.game.mark(m))];
        }
        Ok(self.game.scene(&hl, flip))
    }

    /// The summary the page shows (see [`Status`]).
    pub fn status(&self) -> Status {
        let to = self.to_move();
        let outcome: Option<Outcome> = match to {
            ToMove::Over(o) => Some(o),
            _ => None,
        };
        Status {
            game: G::ID,
            to_move: match to {
                ToMove::Player(s) => Some(s.index()),
                _ => None,
            },
            chance: to == ToMove::Chance,
            over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner()).map(Side::index),
            reason: outcome.map(|o| o.reason()).unwrap_or(""),
            moves: self.notations.clone(),
            can_undo: !self.before.is_empty(),
            can_redo: !self.redo.is_empty(),
            notes: self.game.notes(),
            shortcuts: match to {
                ToMove::Player(_) => self
                    .game
                    .shortcuts(self.dice.value(self.moves.len() as u64 + (1 << 40)))
                    .into_iter()
                    .map(|(k, ms)| (k, self.notations_of(&ms)))
                    .collect(),
                _ => Vec::new(),
            },
            pass: match to {
                ToMove::Player(_) => self.game.pass_move().map(|m| self.game.notation(m)),
                _ => None,
            },
            acting_role: self.game.acting_role(),
            faces: match to {
                ToMove::Chance => {
                    let mut outs = Vec::new();
                    self.game.chance_outcomes(&mut outs);
                    outs.into_iter().map(|(m, _)| self.game.face(m)).collect()
                }
                _ => Vec::new(),
            },
            movers: self.before.iter().map(|g| g.side_to_move().map(Side::index)).collect(),
            faces_played: self
                .before
                .iter()
                .zip(&self.moves)
                .map(|(g, &m)| (g.to_move() == ToMove::Chance).then(|| g.face(m)))
                .collect(),
            rolled: match (self.moves.last(), self.before.last()) {
                (Some(&m), Some(prev)) if prev.to_move() == ToMove::Chance => Some(prev.face(m)),
                _ => None,
            },
            last_turn: self.last_turn().into_iter().map(|(g, m)| g.describe_move(m)).collect(),
            last_turn_side: self.last_turn_side().map(Side::index),
            prompt: match to {
                ToMove::Over(_) => None,
                _ => self.game.prompt_after(&self.clicks),
            },
            refusal: self.refusal.clone(),
        }
    }

    /// The notations of a sequence of moves played one after another from now.
    fn notations_of(&self, moves: &[G::Move]) -> Vec<String> {
        let mut g = self.game.clone();
        moves
            .iter()
            .map(|&m| {
                let n = g.notation(m);
                g.play(m);
                n
            })
            .collect()
    }

    /// The moves legal now, in notation; none once the game is over.
    pub fn legal_notations(&self) -> Vec<String> {
        if let ToMove::Over(_) = self.to_move() {
            return Vec::new();
        }
        self.game.moves_now().into_iter().map(|m| self.game.notation(m)).collect()
    }
}

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
        ai::choose(&self.game, &self.history, level, seed).map(|m| self.game.notation(m))
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
    fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, PlayError> {
        let m = self.game.parse(mv.trim()).map_err(PlayError::Parse)?;
        self.history.check(&self.game, m)?;
        Ok(self.game.cells_of(m).as_slice().to_vec())
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
    crate::games::with_game(id, New(options_json, seed))
        .unwrap_or_else(|| Err(SessionError::UnknownGame(id.to_string())))
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
    crate::games::with_game(&rec.game, Load(&rec)).unwrap_or_else(|| Err(SessionError::UnknownGame(rec.game.clone())))
}
