//! The one lesson runner for every game. A game's lessons are data
//! ([`crate::core::Lesson`]); this plays one on the real board through a
//! [`Session`]: the learner's clicks or typed moves, the dice, the opponent's
//! scripted or AI reply, the verdict after each move (« Bravo » or « Pas tout à
//! fait — voici pourquoi »), the refusals of clicks the rules do not allow, the hint,
//! and trying again. [`AnyLesson`] holds a run of whichever game for the page.

use serde::Serialize;

use crate::ai::{self, Budget, Level};
use crate::core::{
    Attempt, Cell, Game, Highlights, Lesson, Mark, Note, PlayError, Reply, Scene, Side, Step, Theme, ToMove, Verdict,
    View,
};
use crate::games::{by_game, each_game, ByGame, Family};
use crate::session::{Click, Session, Status};

/// The hint's cells are ringed in the shared palette's magenta special colour.
const HINT_MARK: u8 = 3;

/// What the page lists: a lesson's place and its texts' keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonInfo {
    /// The lesson's place in its game's course, from 0.
    pub index: usize,
    /// The lesson's key (`lesson.moulin.place`), from which its texts' keys derive.
    pub key: &'static str,
    /// The string key of its title.
    pub title: String,
    /// The string key of its task.
    pub task: String,
}

/// What a click did in a lesson.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LessonClick {
    /// What the click did on the board.
    pub click: Click,
    /// Why the click was refused, when it fits no legal move and the game can say why.
    pub refusal: Option<Note>,
    /// How the task stands after it.
    pub verdict: Verdict,
}

/// Why a typed move was not played: the error, and the rules' reason if the game
/// can give one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    /// Why the move was refused, as the rules say it.
    pub error: PlayError,
    /// The game's reason in words, when it can give one.
    pub why: Option<Note>,
}

/// Why a lesson could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// No game has this identifier.
    UnknownGame(String),
    /// The game has fewer lessons.
    NoSuchLesson(usize),
    /// The lesson's picture was refused by the game (a bug of the lesson).
    BadSetup(String),
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LessonError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            LessonError::NoSuchLesson(i) => write!(f, "no lesson number {i}"),
            LessonError::BadSetup(e) => write!(f, "the lesson's position is refused: {e}"),
        }
    }
}

/// A lesson being played, or a puzzle: a puzzle is run as a lesson whose task is to
/// follow its line ([`crate::core::lesson::follow_line`]), answered by the line's
/// defence ([`Reply::Line`]), with the next move of the line as its hint and, for a
/// move off the line, the engine's answer to it, played and told ([`LessonRun::explanation`]).
#[derive(Clone, Debug)]
pub struct LessonRun<G: View> {
    lesson: Lesson<G>,
    /// The page's summary: the lesson's keys, or the puzzle's.
    keys: LessonInfo,
    /// The line to follow (a puzzle's solution), empty for a lesson.
    line: Vec<G::Move>,
    /// Why the last move was off the line, in words: the engine's answer to it.
    why: Vec<Note>,
    seed: u64,
    start: G,
    learner: Side,
    session: Session<G>,
    /// Every move since the start, as played in the session (same order).
    steps: Vec<Step<G>>,
    verdict: Verdict,
    /// What the learner's last move did, in the lesson's words ([`Lesson::told`]).
    told: Option<Note>,
}

/// The reasons the runner itself gives (the games give the others).
pub mod reason {
    /// The game ended and the task was not done.
    pub const GAME_OVER: &str = "lesson.why.game_over";
    /// The learner used the moves the task allows.
    pub const OUT_OF_MOVES: &str = "lesson.why.out_of_moves";
    /// The learner's turn ended (and nobody answers in this lesson).
    pub const TURN_OVER: &str = "lesson.why.turn_over";
    /// Introduces what answers a move off a puzzle's line: « Après c4 : ».
    pub const AFTER: &str = "lesson.why.after";
    /// Introduces the answer's first move: « les Noirs : ».
    pub const REPLY: &str = "lesson.why.reply";
    /// Introduces the answer's next moves: « puis les Noirs : ».
    pub const THEN: &str = "lesson.why.then";
    /// A move off the line that nothing punishes at once, yet wins less.
    pub const NO_GAIN: &str = "lesson.why.no_gain";
    /// Ends the answer when the search found the game won for the other side: a
    /// wrong move that loses outright says so, not only its first blows.
    pub const DECIDED: &str = "lesson.why.decided";
}

impl<G: View> LessonRun<G> {
    /// Lesson `index` of the game; `seed` drives the dice (the same seed rolls the same).
    ///
    /// # Errors
    ///
    /// [`LessonError::NoSuchLesson`] past the last lesson, or as [`LessonRun::from_lesson`].
    pub fn new(index: usize, seed: u64) -> Result<Self, LessonError> {
        let lesson = G::lessons().into_iter().nth(index).ok_or(LessonError::NoSuchLesson(index))?;
        Self::from_lesson(lesson, index, seed)
    }

    /// A run of `lesson` (tests use it for lessons of their own).
    ///
    /// # Errors
    ///
    /// [`LessonError::BadSetup`] when the lesson's position cannot be built or nobody is to move in it.
    pub fn from_lesson(lesson: Lesson<G>, index: usize, seed: u64) -> Result<Self, LessonError> {
        let start = (lesson.setup)().map_err(LessonError::BadSetup)?;
        let keys = info(index, &lesson);
        Self::begin(lesson, start, keys, Vec::new(), seed)
    }

    /// A run that follows `line` from `start` (a puzzle): the learner plays the side
    /// to move there, the other side answers with the line's moves, and the task is
    /// done once the line is played (`keys`: the page's summary, the puzzle's texts).
    ///
    /// # Errors
    ///
    /// [`LessonError::BadSetup`] when nobody is to move at `start`, or the line is empty.
    pub fn from_line(start: G, line: Vec<G::Move>, keys: LessonInfo, seed: u64) -> Result<Self, LessonError> {
        fn no_setup<G>() -> Result<G, String> {
            Err("a puzzle starts from its own position".into())
        }
        if line.is_empty() {
            return Err(LessonError::BadSetup("the puzzle's line has no move".into()));
        }
        let lesson = Lesson {
            key: "puzzle",
            setup: no_setup::<G>,
            hint: Vec::new(),
            check: crate::core::lesson::follow_line,
            reply: Reply::Line,
            max_moves: line.len(),
            mistakes: Vec::new(),
            told: crate::core::lesson::nothing_told,
        };
        Self::begin(lesson, start, keys, line, seed)
    }

    /// A run of `lesson` from `start`, the learner the side to move there.
    fn begin(
        lesson: Lesson<G>,
        start: G,
        keys: LessonInfo,
        line: Vec<G::Move>,
        seed: u64,
    ) -> Result<Self, LessonError> {
        let Some(learner) = start.side_to_move() else {
            return Err(LessonError::BadSetup("no player is to move in the position".into()));
        };
        Ok(LessonRun {
            session: Session::from_game(start.clone(), seed),
            start,
            learner,
            keys,
            line,
            why: Vec::new(),
            lesson,
            seed,
            steps: Vec::new(),
            verdict: Verdict::Pending,
            told: None,
        })
    }

    /// The lesson being played.
    pub fn lesson(&self) -> &Lesson<G> {
        &self.lesson
    }

    /// The position now.
    pub fn game(&self) -> &G {
        self.session.game()
    }

    /// The session underneath (its record, its status).
    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    /// The side the learner plays.
    pub fn learner(&self) -> Side {
        self.learner
    }

    /// How the task stands.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// What the learner's last move did, in the lesson's words, when chance had a
    /// say (see [`Lesson::told`]); the page shows it in place of « Bravo ».
    pub fn told(&self) -> Option<&Note> {
        self.told.as_ref()
    }

    /// Every move since the lesson began, with the position before it.
    pub fn steps(&self) -> &[Step<G>] {
        &self.steps
    }

    /// Moves the learner has made.
    pub fn learner_moves(&self) -> usize {
        self.steps.iter().filter(|s| s.by_learner).count()
    }

    /// Whether the learner may play now: the task is open and it is the learner's turn.
    pub fn learner_to_act(&self) -> bool {
        self.verdict == Verdict::Pending && self.session.to_move() == ToMove::Player(self.learner)
    }

    /// The cells the « Indice » shows: the lesson's, or on a line, the cell the next
    /// move of the line starts from (the piece to use, or where to place one).
    pub fn hint(&self) -> Vec<Cell> {
        if self.line.is_empty() {
            return self.lesson.hint.clone();
        }
        let Some(&next) = self.line.get(self.steps.len()) else { return Vec::new() };
        self.session.game().cells_of(next).as_slice().iter().take(1).copied().collect()
    }

    /// Why the learner's last move was off the line, in words: « Après c4 : », then
    /// the engine's answer to it (« les Noirs : », « ferment un moulin en e5 »…), which
    /// the board shows played. Empty unless a puzzle's move went wrong.
    pub fn explanation(&self) -> &[Note] {
        &self.why
    }

    fn attempt(&self) -> Attempt<'_, G> {
        Attempt {
            start: &self.start,
            steps: &self.steps,
            now: self.session.game(),
            history: self.session.history(),
            learner: self.learner,
            line: &self.line,
        }
    }

    fn attempt_verdict(&self) -> Verdict {
        (self.lesson.check)(&self.attempt())
    }

    /// Plays `m` (legal now) in the session and remembers it.
    fn push(&mut self, m: G::Move, by_learner: bool) {
        let before = self.session.game().clone();
        self.session.play(m).expect("the runner only plays legal moves");
        self.steps.push(Step { before, mv: m, by_learner });
    }

    /// `m` if the rules allow it now (the repetition rule included), else `None`:
    /// the runner plays only legal moves, whatever a script or a line says.
    fn legal_now(&self, m: G::Move) -> Option<G::Move> {
        self.session.history().check(self.session.game(), m).ok().map(|_| m)
    }

    /// The scripted move due now, if the script has one left and it is legal.
    fn scripted(&self) -> Option<G::Move> {
        let Reply::Script(script) = self.lesson.reply else { return None };
        let used = self.steps.iter().filter(|s| !s.by_learner).count();
        let m = self.session.game().parse(script.get(used)?).ok()?;
        self.legal_now(m)
    }

    /// Plays the dice (and the script's scripted rolls, if any) until a player is to
    /// act or the game is over.
    fn roll_dice(&mut self) {
        while self.session.to_move() == ToMove::Chance {
            match self.scripted() {
                Some(m) => self.push(m, false),
                None => {
                    let before = self.session.game().clone();
                    let Some(n) = self.session.roll() else { return };
                    let mv = before.parse(&n).expect("a roll reads back");
                    self.steps.push(Step { before, mv, by_learner: false });
                }
            }
        }
    }

    /// The opponent's answer, until the learner is to act again (or nobody can).
    fn reply(&mut self) {
        loop {
            self.roll_dice();
            match self.session.to_move() {
                ToMove::Player(s) if s != self.learner => {
                    let m = match self.lesson.reply {
                        Reply::None => None,
                        Reply::Script(_) => self.scripted(),
                        Reply::Line => self.line.get(self.steps.len()).and_then(|&m| self.legal_now(m)),
                        Reply::Ai { depth } => {
                            let level = Level {
                                number: 0,
                                budget: Budget { max_depth: depth, time_ms: None, nodes: None },
                                noise: 0,
                            };
                            ai::choose(self.session.game(), self.session.history(), level, self.seed)
                        }
                    };
                    match m {
                        Some(m) => self.push(m, false),
                        None => return,
                    }
                }
                _ => return,
            }
        }
    }

    /// After a move of the learner: the dice, the check, the reply, the check again,
    /// and what chance did, told.
    fn after_learner_move(&mut self) {
        self.judge();
        self.told = (self.lesson.told)(&self.attempt());
    }

    fn judge(&mut self) {
        if !self.line.is_empty() {
            self.judge_line();
            return;
        }
        self.roll_dice();
        self.verdict = self.attempt_verdict();
        if self.verdict != Verdict::Pending {
            return;
        }
        self.reply();
        self.verdict = self.attempt_verdict();
        if self.verdict != Verdict::Pending {
            return;
        }
        if let ToMove::Over(_) = self.session.to_move() {
            self.verdict = Verdict::Wrong(Note::new(reason::GAME_OVER));
        } else if self.learner_moves() >= self.lesson.max_moves {
            self.verdict = Verdict::Wrong(Note::new(reason::OUT_OF_MOVES).arg("n", self.lesson.max_moves));
        } else if !self.learner_to_act() {
            self.verdict = Verdict::Wrong(Note::new(reason::TURN_OVER));
        }
    }

    /// After a move of the learner on a line: done at its end (before any roll the
    /// last move calls for: a puzzle judges the choice, not the die), else the line's
    /// answer; off the line, the engine's answer, played and told.
    fn judge_line(&mut self) {
        self.verdict = self.attempt_verdict();
        match self.verdict {
            Verdict::Done => return,
            Verdict::Wrong(_) => {
                self.punish();
                return;
            }
            Verdict::Pending => {}
        }
        self.reply();
        self.verdict = self.attempt_verdict();
        if self.verdict == Verdict::Pending && !self.learner_to_act() {
            self.verdict = Verdict::Wrong(Note::new(reason::TURN_OVER));
        }
    }

    /// The engine's answer to a move off the line: its search of the position (a
    /// few plies, on a node budget: the same answer on any machine), the other side's
    /// moves of its line played on the board, and all of it said after « Après … : ».
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn punish(&mut self) {
        const PLIES: u32 = 4;
        const NODES: u64 = 200_000;
        const SHOWN: usize = 4;
        let Some(last) = self.steps.last() else { return };
        let played = last.before.notation(last.mv);
        self.why = vec![Note::new(reason::AFTER).arg("move", played)];
        self.roll_dice();
        let g = self.session.game().clone();
        let budget = Budget { max_depth: PLIES, time_ms: None, nodes: Some(NODES) };
        let mut searcher = ai::Searcher::<G>::new();
        let report = searcher.search(&g, self.session.history(), budget, 0);
        let Some(best) = report.best else { return };
        let learner_value = if g.side_to_move() == Some(self.learner) { report.value } else { -report.value };
        // The learner's own actions still to come in a turn are not the answer: the
        // answer is the other side's moves after them.
        let line = searcher.expected_line(&g, best, SHOWN + 4);
        let words = crate::core::line::described(&g, &line);
        let Some(first) = words.iter().position(|m| usize::from(m.side) != self.learner.index()) else {
            self.why.push(Note::new(reason::NO_GAIN));
            return;
        };
        let answer: Vec<_> = words[first..]
            .iter()
            .take_while(|m| usize::from(m.side) != self.learner.index())
            .take(SHOWN)
            .cloned()
            .collect();
        // A quiet answer is explained by the blow it prepares: the line is told on to
        // the defence's first move that takes a piece or ends the game, if one comes
        // within a few moves (the learner's expected moves between told too).
        let answered = first + answer.len();
        let told = first_blow(&g, &line[..words.len()], self.learner.other(), first + SHOWN)
            .map_or(answered, |k| (k + 1).max(answered));
        self.why.extend(crate::core::line::line_words::<G>(&words[first..told], reason::REPLY, reason::THEN));
        if ai::decided(learner_value) && learner_value < 0 {
            let winner = crate::core::line::side_arg::<G>(self.learner.other());
            self.why.push(Note::new(reason::DECIDED).arg("side", winner));
        }
        if first == 0 {
            for &m in &line[..answer.len()] {
                if self.legal_now(m).is_none() {
                    break;
                }
                self.push(m, false);
            }
        }
    }

    /// The page's own module plays no puzzle (it reads no position, and its search
    /// keeps no line to tell): nothing to say there.
    #[cfg(not(any(feature = "learn", not(target_arch = "wasm32"))))]
    fn punish(&mut self) {}

    /// A click (or tap) of the learner on `cell`.
    pub fn click(&mut self, cell: Cell) -> LessonClick {
        if !self.learner_to_act() {
            return LessonClick { click: Click::Ignored, refusal: None, verdict: self.verdict.clone() };
        }
        let before = self.session.game().clone();
        let click = self.session.click(cell);
        if let Click::Played(n) = &click {
            let m = before.parse(n).expect("a played move reads back");
            self.steps.push(Step { before, mv: m, by_learner: true });
            self.after_learner_move();
        }
        // The session's reason: why the click was refused, or (a new choice) why the
        // first could not move there; none once a move is played.
        let refusal = self.session.refusal().cloned();
        LessonClick { click, refusal, verdict: self.verdict.clone() }
    }

    /// A move typed in notation; a move the rules refuse changes nothing and says why.
    ///
    /// # Errors
    ///
    /// A [`Refused`] when it is not the learner's turn, the text is not a move, or the
    /// rules refuse it here.
    pub fn play_str(&mut self, s: &str) -> Result<Verdict, Refused> {
        if !self.learner_to_act() {
            return Err(Refused { error: PlayError::Over, why: None });
        }
        let g = self.session.game();
        let m = g.parse(s.trim()).map_err(|e| Refused { error: PlayError::Parse(e), why: None })?;
        if let Err(error) = self.session.history().check(g, m) {
            let why = g.why_not(g.cells_of(m).as_slice());
            return Err(Refused { error, why });
        }
        self.session.clear_clicks();
        self.push(m, true);
        self.after_learner_move();
        Ok(self.verdict.clone())
    }

    /// Clears a half-entered move.
    pub fn clear_clicks(&mut self) {
        self.session.clear_clicks();
    }

    /// The moves the learner may play now, in notation; none when it is not the
    /// learner's turn.
    pub fn legal_notations(&self) -> Vec<String> {
        if self.learner_to_act() {
            self.session.legal_notations()
        } else {
            Vec::new()
        }
    }

    /// Takes back the learner's last move (and what answered it), to try again.
    pub fn retry(&mut self) -> bool {
        let Some(i) = self.steps.iter().rposition(|s| s.by_learner) else { return false };
        while self.steps.len() > i {
            self.steps.pop();
            self.session.undo();
        }
        self.session.clear_clicks();
        self.verdict = Verdict::Pending;
        self.told = None;
        self.why.clear();
        true
    }

    /// Back to the lesson's start.
    pub fn restart(&mut self) {
        self.session = Session::from_game(self.start.clone(), self.seed);
        self.steps.clear();
        self.verdict = Verdict::Pending;
        self.told = None;
        self.why.clear();
    }

    /// What the picture emphasises; with `hint`, the hint's cells are marked too.
    pub fn highlights(&self, hint: bool) -> Highlights {
        let mut hl = self.session.highlights();
        if hint && hl.selected.is_empty() {
            hl.targets.extend(self.hint().into_iter().map(|c| (c, Mark::Special(HINT_MARK))));
        }
        hl
    }

    /// The picture in `theme`, with the hint's cells marked if `hint`.
    pub fn scene(&self, flip: bool, hint: bool, theme: Theme) -> Scene {
        self.session.game().themed_scene(&self.highlights(hint), flip, theme)
    }

    /// The page's summary of this lesson.
    pub fn info(&self) -> LessonInfo {
        self.keys.clone()
    }
}

/// Why a click on `cell`, with `selected` clicked before it, was ignored by a
/// [`Session`] in position `g` (see [`Game::why_not`]): the whole path explained,
/// else the click alone (the session also tries it as a new start). A second click
/// on the cell just selected only clears the selection: no reason. The session of
/// a game (not only a lesson) can use it to say why a click is refused.
pub fn why_refused<G: Game>(g: &G, selected: &[Cell], cell: Cell) -> Option<Note> {
    if selected.last() == Some(&cell) {
        return None;
    }
    let mut path = selected.to_vec();
    path.push(cell);
    g.why_not(&path).or_else(|| if selected.is_empty() { None } else { g.why_not(&[cell]) })
}

fn info<G: Game>(index: usize, l: &Lesson<G>) -> LessonInfo {
    LessonInfo { index, key: l.key, title: l.title_key(), task: l.task_key() }
}

/// The [`Family`] of lesson runs: [`AnyLesson`] holds a [`LessonRun`] of whichever game.
pub enum LessonOf {}

impl Family for LessonOf {
    type Of<G: View> = LessonRun<G>;
}

/// A lesson of whichever game, for the page: the same operations as [`LessonRun`],
/// with moves in notation, each forwarding to the run it holds; [`ByGame::game_id`]
/// names the game.
pub type AnyLesson = ByGame<LessonOf>;

impl AnyLesson {
    /// See [`LessonRun::info`].
    pub fn info(&self) -> LessonInfo {
        each_game!(self, l => l.info())
    }
    /// See [`LessonRun::learner`].
    pub fn learner(&self) -> Side {
        each_game!(self, l => l.learner())
    }
    /// See [`LessonRun::click`].
    pub fn click(&mut self, cell: Cell) -> LessonClick {
        each_game!(self, l => l.click(cell))
    }
    /// See [`LessonRun::clear_clicks`].
    pub fn clear_clicks(&mut self) {
        each_game!(self, l => l.clear_clicks())
    }
    /// See [`LessonRun::play_str`].
    ///
    /// # Errors
    ///
    /// As [`LessonRun::play_str`].
    pub fn play_str(&mut self, s: &str) -> Result<Verdict, Refused> {
        each_game!(self, l => l.play_str(s))
    }
    /// See [`LessonRun::verdict`].
    pub fn verdict(&self) -> Verdict {
        each_game!(self, l => l.verdict().clone())
    }
    /// See [`LessonRun::told`].
    pub fn told(&self) -> Option<Note> {
        each_game!(self, l => l.told().cloned())
    }
    /// See [`LessonRun::hint`].
    pub fn hint(&self) -> Vec<Cell> {
        each_game!(self, l => l.hint())
    }
    /// See [`LessonRun::explanation`].
    pub fn explanation(&self) -> Vec<Note> {
        each_game!(self, l => l.explanation().to_vec())
    }
    /// See [`LessonRun::retry`].
    pub fn retry(&mut self) -> bool {
        each_game!(self, l => l.retry())
    }
    /// See [`LessonRun::restart`].
    pub fn restart(&mut self) {
        each_game!(self, l => l.restart())
    }
    /// See [`LessonRun::scene`].
    pub fn scene(&self, flip: bool, hint: bool, theme: Theme) -> Scene {
        each_game!(self, l => l.scene(flip, hint, theme))
    }
    /// See [`LessonRun::highlights`].
    pub fn highlights(&self, hint: bool) -> Highlights {
        each_game!(self, l => l.highlights(hint))
    }
    /// The session's status (see [`Session::status`]).
    pub fn status(&self) -> Status {
        each_game!(self, l => l.session().status())
    }
    /// See [`LessonRun::legal_notations`].
    pub fn legal_notations(&self) -> Vec<String> {
        each_game!(self, l => l.legal_notations())
    }
    /// See [`Session::cells_of`].
    ///
    /// # Errors
    ///
    /// As [`Session::cells_of`].
    pub fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, PlayError> {
        each_game!(self, l => l.session().cells_of(mv))
    }
    /// A clickable cell in words, for screen readers, as the picture shows it with
    /// the clicks made so far (see [`Session::describe_cell`]).
    pub fn describe_cell(&self, cell: Cell) -> Note {
        each_game!(self, l => l.session().describe_cell(cell))
    }
    /// See [`Session::cell_states`].
    pub fn cell_states(&self) -> Vec<(Cell, &'static str)> {
        each_game!(self, l => l.session().cell_states())
    }
}

/// The lessons of the game called `id`, in order, for the page's list.
///
/// # Errors
///
/// [`LessonError::UnknownGame`] for an unknown game.
pub fn lessons_of(id: &str) -> Result<Vec<LessonInfo>, LessonError> {
    struct List;
    impl crate::games::GameVisitor for List {
        type Output = Vec<LessonInfo>;
        fn visit<G: View>(self) -> Self::Output {
            G::lessons().iter().enumerate().map(|(i, l)| info(i, l)).collect()
        }
    }
    crate::games::with_game(id, List).ok_or_else(|| LessonError::UnknownGame(id.to_string()))
}

/// Starts lesson `index` of the game called `id`.
///
/// # Errors
///
/// [`LessonError::UnknownGame`] for an unknown game, or as [`LessonRun::new`].
pub fn start_lesson(id: &str, index: usize, seed: u64) -> Result<AnyLesson, LessonError> {
    by_game!(id, G => LessonRun::<G>::new(index, seed)?).ok_or_else(|| LessonError::UnknownGame(id.to_string()))
}

/// The index of the first of the first `to` moves of `line` (played from `g`) in
/// which side `by` takes a piece or ends the game: what makes a quiet answer hurt.
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
fn first_blow<G: View>(g: &G, line: &[G::Move], by: Side, to: usize) -> Option<usize> {
    let mut c = g.clone();
    for (k, &m) in line.iter().enumerate().take(to) {
        let mover = c.side_to_move()?;
        let takes = !c.taken_by(m).is_empty();
        c.play(m);
        if mover == by && (takes || c.outcome().is_some()) {
            return Some(k);
        }
    }
    None
}
