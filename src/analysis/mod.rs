//! The analysis of a finished (or unfinished) game: every position of its record
//! searched by the strongest level, each decision graded by the winning chances it
//! lost, the better move said in words, the luck of every roll told apart from the
//! choices, a summary per side and the first side's chances ply by ply for a graph.
//!
//! Game-neutral, through [`Game`] and [`View`] only, and built on the AI's search
//! ([`Searcher`]); no game knows of it. Values become chances through each game's
//! [`Game::CHANCE_SCALE`] ([`chances`]), and grades use the same thresholds in every
//! game. The search is on a node budget with no clock, so an analysis is the same on
//! every machine, and a test of it is exact.
//!
//! It is progressive: [`Analysis::step`] analyses one ply and returns it, so a page
//! shows the first grades (and a progress bar) while the rest runs, and stops when
//! the person leaves. How a ply is judged:
//! - a **decision** (a player to move): the position is searched, valuing the played
//!   move exactly beside the best one ([`Searcher::search_valuing`]): both values
//!   from one search at one depth, since a search a ply deeper may value the whole
//!   position differently (moulin's values swing from one depth to the next), which
//!   would grade a move for the horizon's fault. The loss is the mover's chances with
//!   the best move less those with the move played, and the grade follows from it
//!   ([`Grade`]); a move into a proved loss (or letting a proved win go) is at least
//!   a mistake. The search's own choice, and a forced move, are best.
//! - a **roll** (a die): never graded. Its luck is the swing it made in the chances
//!   of the side whose turn it is: the chances after it, against their expectation
//!   over every face (each face's position searched). A shot's own grade is on that
//!   expectation: the search values a chance step by expectation too.
//! - a **turn** of several actions (Kriegspiel, Mundialito) is graded as a whole as
//!   well: the mover's chances with best play before its first action, against its
//!   chances after its last (its value in the last action's search), the dice's luck
//!   within the turn left out.
//!
//! The graph's points ([`Report::chances`]) are each position's own search: one
//! search a position, the positions of a die's other faces besides.

pub mod chances;

use serde::Serialize;

pub use chances::{chances_of, winning_chances, Grade};

use crate::ai::{decided, Level, Searcher};
pub use crate::core::line::LineMove;
use crate::core::line::{described, line_words, side_arg};
use crate::core::record::RecordError;
use crate::core::{Cell, GameRecord, History, Note, Side, ToMove, View};

/// How many moves a line of what follows shows: the better move and two more.
const LINE_PLIES: usize = 3;

/// How deep and how long the analysis searches: a level's node budget (the strongest,
/// 4, by default), or a node budget of one's own; never a clock, unless asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The level (1–4) whose search judges each position, with its node budget,
    /// solved positions and narrowing; 4 by default.
    pub level: u8,
    /// A node budget instead of the level's (moulin nodes, scaled per game as the
    /// levels are): tests use small ones; `None` keeps the level's.
    pub nodes: Option<u64>,
    /// A wall-clock cap per search in milliseconds, a safety net for a slow device;
    /// `None` (the default) for an analysis that is the same everywhere.
    pub time_ms: Option<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { level: 4, nodes: None, time_ms: None }
    }
}

impl Settings {
    /// The level the search runs at in `G`: the chosen level with its budget, the
    /// node budget replaced if one is given (divided by the game's node cost, as the
    /// levels' are), and the clock as asked.
    pub fn level_for<G: View>(&self) -> Level {
        let mut level = Level::for_game::<G>(self.level.clamp(1, 4));
        if let Some(n) = self.nodes {
            level.budget.nodes = Some((n / G::NODE_COST.max(1)).max(50));
        }
        level.budget.time_ms = self.time_ms;
        level
    }
}

/// The move the search preferred to the one played.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Better {
    /// The move in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its clicks on the board ([`crate::core::Game::cells_of`]).
    pub cells: Vec<Cell>,
    /// Where an arrow for it starts: the piece it carries, else its first click;
    /// `None` for a piece put down from off the board.
    pub from: Option<Cell>,
    /// Where the arrow ends: where the piece goes, else its last click.
    pub to: Option<Cell>,
    /// The move in words.
    pub words: Note,
    /// What the search expects to follow it (the better move itself first).
    pub line: Vec<LineMove>,
    /// The advice in words, to be shown in order: « Mieux : c4 — », the move's words,
    /// then for each move of the line « puis les Noirs : » and its words.
    pub explanation: Vec<Note>,
}

/// A decision's judgement.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision {
    /// How good it was.
    pub grade: Grade,
    /// The mover's winning chances it lost against the best move (0 to 1).
    pub loss: f64,
    /// The mover's winning chances with the best move.
    pub best_chances: f64,
    /// The mover's winning chances with the move played, from the same search.
    pub played_chances: f64,
    /// Whether the move played is the search's own choice.
    pub searched_best: bool,
    /// Whether it was the only legal move.
    pub forced: bool,
    /// The better move, for a decision that is not [`Grade::Best`].
    pub better: Option<Better>,
    /// For a decision that is not best: what the search expects after the move
    /// played (the answer that punishes it), and those moves in words, to be shown
    /// in order (« Après e3 : », then « puis les Blancs : » and the words of each).
    pub punished_by: Vec<LineMove>,
    /// [`Decision::punished_by`] in words.
    pub punishment: Vec<Note>,
    /// The deepest iteration the search completed, and the positions it searched.
    pub depth: u32,
    /// Positions searched for this decision.
    pub nodes: u64,
}

/// A roll's luck.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Roll {
    /// The side whose turn it is, whose shot the die decides (0 or 1).
    pub side: u8,
    /// How the face shows ([`View::face`]).
    pub face: String,
    /// The swing the roll made in that side's winning chances against their
    /// expectation over every face: positive for good luck, negative for bad.
    pub luck: f64,
    /// That in words: « Chance : +12 points pour les Français ».
    pub words: Note,
}

/// A turn of one or several actions by one side, judged as a whole.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Turn {
    /// The side that played it.
    pub side: u8,
    /// Its first and last plies (indices into the record's moves; rolls within it
    /// included).
    pub first_ply: usize,
    /// See [`Turn::first_ply`].
    pub last_ply: usize,
    /// How many decisions it had.
    pub actions: usize,
    /// How good it was, by [`Turn::loss`] (best when every action was).
    pub grade: Grade,
    /// The mover's chances with best play before it, less its chances after it, the
    /// luck of its rolls left out (0 to 1).
    pub loss: f64,
    /// The luck of its rolls, summed, for the mover.
    pub luck: f64,
}

/// One ply of the record, analysed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ply {
    /// Its index in the record's moves, from 0.
    pub ply: usize,
    /// The move in notation, as the record gives it.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it (0 or 1), `None` for a roll.
    pub side: Option<u8>,
    /// Its clicks, and where its arrow starts and ends (as [`Better`]'s).
    pub cells: Vec<Cell>,
    /// See [`Ply::cells`].
    pub from: Option<Cell>,
    /// See [`Ply::cells`].
    pub to: Option<Cell>,
    /// The move in words.
    pub words: Note,
    /// The first side's winning chances before the move, with best play.
    pub before: f64,
    /// The first side's winning chances after it.
    pub after: f64,
    /// The judgement of a player's decision, `None` for a roll.
    pub decision: Option<Decision>,
    /// The luck of a roll, `None` for a decision.
    pub roll: Option<Roll>,
    /// The turn this ply ends, if it ends one (the next ply is another side's, a new
    /// turn, or the game is over).
    pub turn: Option<Turn>,
}

/// How many decisions (or turns) of a side got each grade, in [`Grade::ALL`]'s order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// See [`Grade::Best`].
    pub best: u32,
    /// See [`Grade::Good`].
    pub good: u32,
    /// See [`Grade::Inaccuracy`].
    pub inaccuracy: u32,
    /// See [`Grade::Mistake`].
    pub mistake: u32,
    /// See [`Grade::Blunder`].
    pub blunder: u32,
}

impl Counts {
    fn add(&mut self, g: Grade) {
        *self.get_mut(g) += 1;
    }

    fn get_mut(&mut self, g: Grade) -> &mut u32 {
        match g {
            Grade::Best => &mut self.best,
            Grade::Good => &mut self.good,
            Grade::Inaccuracy => &mut self.inaccuracy,
            Grade::Mistake => &mut self.mistake,
            Grade::Blunder => &mut self.blunder,
        }
    }

    /// The count of grade `g`.
    pub fn get(&self, g: Grade) -> u32 {
        let mut c = *self;
        *c.get_mut(g)
    }
}

/// A side's summary: what its decisions and turns were graded, and its luck.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct SideSummary {
    /// Each decision (action) by grade.
    pub actions: Counts,
    /// Each turn by grade (in a game of one action a turn, the same as `actions`).
    pub turns: Counts,
    /// The mean winning chances a decision lost.
    pub mean_loss: f64,
    /// The luck of its rolls, summed (chances won or lost to the dice).
    pub luck: f64,
}

/// The whole analysis, once every ply is done (or so far).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The game's id.
    pub game: &'static str,
    /// The level that searched.
    pub level: u8,
    /// Every ply analysed, in order.
    pub plies: Vec<Ply>,
    /// The first side's winning chances at the start and after each ply analysed:
    /// the graph's points (one more than `plies`).
    pub chances: Vec<f64>,
    /// Per side, first then second.
    pub summary: [SideSummary; 2],
}

/// What the search found in one position.
#[derive(Clone, Debug)]
struct Searched<M> {
    side: Side,
    best: M,
    value: i32,
    root: Vec<(M, i32)>,
    depth: u32,
    nodes: u64,
    /// The best move and what the table expects after it.
    line: Vec<M>,
    legal: usize,
}

/// A position judged: the first side's chances there, and the search if a player
/// was to move.
#[derive(Clone, Debug)]
struct Judged<M> {
    first: f64,
    searched: Option<Searched<M>>,
}

/// `c`, the first side's chances, as `side`'s.
fn for_side(c: f64, side: Side) -> f64 {
    match side {
        Side::First => c,
        Side::Second => 1.0 - c,
    }
}

/// Where an arrow for `m` starts and ends in `g`: the first piece it carries, else its
/// first and last clicks (a piece put down has no start), as the status's `moved`.
fn arrow<G: View>(g: &G, m: G::Move) -> (Option<Cell>, Option<Cell>) {
    match g.motion(m).travels.first() {
        Some(&(a, b)) => (Some(a), Some(b)),
        None => match g.cells_of(m).as_slice() {
            [] => (None, None),
            [only] => (None, Some(*only)),
            [first, .., last] => (Some(*first), Some(*last)),
        },
    }
}

/// A turn being played, as far as the analysis has come.
#[derive(Clone, Copy, Debug)]
struct TurnSoFar {
    side: Side,
    first_ply: usize,
    /// Its decisions so far.
    actions: usize,
    /// The mover's chances with best play before its first action.
    before: f64,
    /// The luck of its rolls so far, for the mover.
    luck: f64,
    /// The mover's chances after its last ply so far: the played move's value in its
    /// own search, or after a roll the face's position's.
    after: f64,
    /// The grade and loss of its last decision (a turn of one action is graded as it).
    last: (Grade, f64),
    /// Whether every action so far was best.
    all_best: bool,
}

/// The analysis of one game record, ply by ply ([`Analysis::step`]).
pub struct Analysis<G: View> {
    settings: Settings,
    level: Level,
    /// The positions of the record, the start first (one more than the moves).
    positions: Vec<G>,
    /// The history up to each position (for the draw by repetition).
    histories: Vec<History>,
    moves: Vec<G::Move>,
    notations: Vec<String>,
    judged: Vec<Option<Judged<G::Move>>>,
    /// The search of the position being judged (its table read for the line after
    /// the best move).
    searcher: Searcher<G>,
    plies: Vec<Ply>,
    /// The turn under way.
    turn: Option<TurnSoFar>,
    /// The side whose turn it is, for a roll.
    last_side: Side,
}

impl<G: View> Analysis<G> {
    /// An analysis of the record `rec`, of the game `G`: the record is replayed (every
    /// move checked) but nothing is searched yet.
    ///
    /// # Errors
    ///
    /// A [`RecordError`] for a record of another game, with options that do not fit,
    /// or a move that cannot be played.
    pub fn new(rec: &GameRecord, settings: Settings) -> Result<Self, RecordError> {
        let mut g = rec.start_position::<G>()?;
        let mut h = History::new(&g);
        let (mut positions, mut histories) = (vec![g.clone()], vec![h.clone()]);
        let mut moves = Vec::new();
        rec.each_move(|mv| {
            let m = h.play_notation(&mut g, mv)?;
            moves.push(m);
            positions.push(g.clone());
            histories.push(h.clone());
            Ok(())
        })?;
        let notations = moves.iter().zip(&positions).map(|(&m, p)| p.notation(m)).collect();
        let n = positions.len();
        Ok(Analysis {
            settings,
            level: settings.level_for::<G>(),
            positions,
            histories,
            moves,
            notations,
            judged: vec![None; n],
            searcher: Searcher::new(),
            plies: Vec::new(),
            turn: None,
            last_side: Side::First,
        })
    }

    /// How many plies the record has: [`Analysis::step`] returns that many.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the record has no move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// How many plies are analysed so far.
    pub fn done(&self) -> usize {
        self.plies.len()
    }

    /// The settings it runs with.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The chances of `g` (with its history `h`): the end's result, the search's value
    /// for a player, the expectation over every face for a die.
    fn judge(&mut self, g: &G, h: &History, played: Option<G::Move>) -> Judged<G::Move> {
        match h.to_move(g) {
            ToMove::Over(o) => Judged {
                first: match o.winner() {
                    Some(Side::First) => 1.0,
                    Some(Side::Second) => 0.0,
                    None => 0.5,
                },
                searched: None,
            },
            ToMove::Chance => {
                let mut outs = Vec::new();
                g.chance_outcomes(&mut outs);
                let mut first = 0.0;
                for (m, p) in outs {
                    let (mut c, mut ch) = (g.clone(), h.clone());
                    ch.play(&mut c, m);
                    first += f64::from(p) * self.judge(&c, &ch, None).first;
                }
                Judged { first, searched: None }
            }
            ToMove::Player(side) => {
                // A fresh table for each position: its judgement is then the level's own
                // search of it, whatever was analysed before (a game analysed from
                // its middle grades those plies as the whole game's analysis does).
                self.searcher = Searcher::new();
                let report = self.searcher.search_valuing(g, h, self.level, played);
                // No move although the game goes on (the last position only: a
                // recorded move was legal): judged as it stands.
                let Some(best) = report.best else {
                    return Judged { first: for_side(chances_of::<G>(g.evaluate(side)), side), searched: None };
                };
                let line = self.searcher.expected_line(g, best, LINE_PLIES);
                let legal = g.legal_vec().len();
                Judged {
                    first: for_side(chances_of::<G>(report.value), side),
                    searched: Some(Searched {
                        side,
                        best,
                        value: report.value,
                        legal,
                        root: report.root,
                        depth: report.depth,
                        nodes: report.nodes,
                        line,
                    }),
                }
            }
        }
    }

    /// The judgement of position `i` of the record, searched once. At a die, the face
    /// the record rolled is judged as position `i + 1` (and kept); the others are
    /// searched for the expectation only.
    fn judged_at(&mut self, i: usize) -> Judged<G::Move> {
        if let Some(j) = &self.judged[i] {
            return j.clone();
        }
        let (g, h) = (self.positions[i].clone(), self.histories[i].clone());
        let j = if h.to_move(&g) == ToMove::Chance && i < self.moves.len() {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            let mut first = 0.0;
            for (m, p) in outs {
                let c = if m == self.moves[i] {
                    self.judged_at(i + 1).first
                } else {
                    let (mut c, mut ch) = (g.clone(), h.clone());
                    ch.play(&mut c, m);
                    self.judge(&c, &ch, None).first
                };
                first += f64::from(p) * c;
            }
            Judged { first, searched: None }
        } else {
            let played = self.moves.get(i).copied();
            self.judge(&g, &h, played)
        };
        self.judged[i] = Some(j.clone());
        j
    }

    /// Analyses the next ply and returns it, or `None` once every ply is done. The
    /// position before it and the one after it are searched (each position once in
    /// the whole analysis), so a ply costs about one search of the level.
    pub fn step(&mut self) -> Option<Ply> {
        let i = self.plies.len();
        if i >= self.moves.len() {
            return None;
        }
        let here = self.judged_at(i);
        let next = self.judged_at(i + 1);
        let g = self.positions[i].clone();
        let m = self.moves[i];
        let (from, to) = arrow(&g, m);
        let mut ply = Ply {
            ply: i,
            mv: self.notations[i].clone(),
            side: None,
            cells: g.cells_of(m).as_slice().to_vec(),
            from,
            to,
            words: g.describe_move(m),
            before: here.first,
            after: next.first,
            decision: None,
            roll: None,
            turn: None,
        };
        match &here.searched {
            Some(s) => {
                let side = s.side;
                self.last_side = side;
                ply.side = Some(side.index() as u8);
                let decision = self.decide(i, s, &next);
                // A new turn when the side changes or the game says one begins.
                let starts = match self.turn {
                    Some(t) => t.side != side || g.turn_begins(),
                    None => true,
                };
                if starts {
                    self.turn = Some(TurnSoFar {
                        side,
                        first_ply: i,
                        actions: 0,
                        before: decision.best_chances,
                        luck: 0.0,
                        after: decision.best_chances,
                        last: (Grade::Best, 0.0),
                        all_best: true,
                    });
                }
                if let Some(t) = &mut self.turn {
                    t.actions += 1;
                    t.all_best &= decision.grade == Grade::Best;
                    t.last = (decision.grade, decision.loss);
                    t.after = decision.played_chances;
                }
                ply.decision = Some(decision);
            }
            None => {
                let side = self.turn.map_or(self.last_side, |t| t.side);
                let luck = for_side(next.first, side) - for_side(here.first, side);
                let points = (luck * 100.0).round() as i64;
                let words = if points >= 0 {
                    Note::new("analysis.luck.good").arg("points", points)
                } else {
                    Note::new("analysis.luck.bad").arg("points", -points)
                }
                .arg("side", side_arg::<G>(side));
                if let Some(t) = &mut self.turn {
                    t.luck += luck;
                    t.after = for_side(next.first, side);
                }
                ply.roll = Some(Roll { side: side.index() as u8, face: g.face(m), luck, words });
            }
        }
        // Does the turn end here?
        let after = &self.positions[i + 1];
        let ends = match self.histories[i + 1].to_move(after) {
            ToMove::Over(_) => true,
            ToMove::Chance => false,
            ToMove::Player(s) => self.turn.is_some_and(|t| t.side != s) || after.turn_begins(),
        } || i + 1 == self.moves.len();
        if ends {
            if let Some(t) = self.turn.take() {
                // A turn of one action is that action; a longer one is judged from
                // before its first action to after its last, its dice left out.
                let (grade, loss) = if t.actions <= 1 && t.luck == 0.0 {
                    t.last
                } else {
                    // Good luck raised the chances after it, bad luck lowered them:
                    // neither is the mover's doing.
                    let loss = (t.before - t.after + t.luck).max(0.0);
                    (if t.all_best { Grade::Best } else { Grade::of_loss(loss).max(Grade::Good) }, loss)
                };
                ply.turn = Some(Turn {
                    side: t.side.index() as u8,
                    first_ply: t.first_ply,
                    last_ply: i,
                    actions: t.actions,
                    grade,
                    loss,
                    luck: t.luck,
                });
            }
        }
        self.plies.push(ply.clone());
        Some(ply)
    }

    /// The judgement of the decision at ply `i`, searched as `s`, leading to `next`.
    fn decide(&self, i: usize, s: &Searched<G::Move>, next: &Judged<G::Move>) -> Decision {
        let g = &self.positions[i];
        let m = self.moves[i];
        let side = s.side;
        let best_chances = chances_of::<G>(s.value);
        let searched_best = m == s.best;
        let forced = s.legal <= 1;
        // The played move's value from the same search as the best one's, at the same
        // depth (the search valued it exactly); a move the search does not consider
        // (a game may leave some out) is judged by the search after it.
        let played = s.root.iter().find(|&&(r, _)| r == m).map(|&(_, v)| v);
        let played_chances = played.map_or(for_side(next.first, side), chances_of::<G>);
        let (loss, grade) = if searched_best || forced {
            (0.0, Grade::Best)
        } else {
            let loss = (best_chances - played_chances).max(0.0);
            let mut grade = Grade::of_loss(loss);
            // A move into a loss the search proves, where the best move keeps the game
            // open, or one that lets a proved win go, is at least a mistake: certain
            // outcomes weigh more than the evaluation's guesses, however lost the
            // position looked to it (moulin's blockades are judged lost long before
            // they are).
            let lost = |v: i32| decided(v) && v < 0;
            let won = |v: i32| decided(v) && v > 0;
            if let Some(v) = played {
                if (lost(v) && !lost(s.value)) || (won(s.value) && !won(v)) {
                    grade = grade.max(Grade::Mistake);
                }
            }
            (loss, grade)
        };
        let (mut better, mut punished_by, mut punishment) = (None, Vec::new(), Vec::new());
        if grade != Grade::Best {
            let line = described(g, &s.line);
            let (from, to) = arrow(g, s.best);
            let mut explanation =
                vec![Note::new("analysis.better").arg("move", g.notation(s.best)), g.describe_move(s.best)];
            explanation.extend(line_words::<G>(&line[1.min(line.len())..], "analysis.then", "analysis.then"));
            better = Some(Better {
                mv: g.notation(s.best),
                cells: g.cells_of(s.best).as_slice().to_vec(),
                from,
                to,
                words: g.describe_move(s.best),
                line,
                explanation,
            });
            if let Some(n) = &next.searched {
                punished_by = described(&self.positions[i + 1], &n.line);
                punishment = vec![Note::new("analysis.after").arg("move", g.notation(m))];
                punishment.extend(line_words::<G>(&punished_by, "analysis.reply", "analysis.then"));
            }
        }
        Decision {
            grade,
            loss,
            best_chances,
            played_chances: if searched_best { best_chances } else { played_chances },
            searched_best,
            forced,
            better,
            punished_by,
            punishment,
            depth: s.depth,
            nodes: s.nodes,
        }
    }

    /// Analyses every ply left and returns the whole report.
    pub fn run(&mut self) -> Report {
        while self.step().is_some() {}
        self.report()
    }

    /// The report of the plies analysed so far: every ply, the graph's points, and the
    /// summary per side.
    pub fn report(&self) -> Report {
        let mut summary = [SideSummary::default(); 2];
        let mut losses = [(0.0, 0u32); 2];
        for p in &self.plies {
            if let (Some(side), Some(d)) = (p.side, &p.decision) {
                let s = usize::from(side);
                summary[s].actions.add(d.grade);
                losses[s].0 += d.loss;
                losses[s].1 += 1;
            }
            if let Some(r) = &p.roll {
                summary[usize::from(r.side)].luck += r.luck;
            }
            if let Some(t) = &p.turn {
                summary[usize::from(t.side)].turns.add(t.grade);
            }
        }
        for (s, (sum, n)) in summary.iter_mut().zip(losses) {
            s.mean_loss = if n > 0 { sum / f64::from(n) } else { 0.0 };
        }
        let mut chances: Vec<f64> = self.plies.iter().map(|p| p.before).take(1).collect();
        chances.extend(self.plies.iter().map(|p| p.after));
        Report { game: G::ID, level: self.settings.level, plies: self.plies.clone(), chances, summary }
    }
}

impl<G: View> Iterator for Analysis<G> {
    type Item = Ply;

    /// [`Analysis::step`]: a `for` loop over an analysis walks its plies.
    fn next(&mut self) -> Option<Ply> {
        self.step()
    }
}

mod any;
pub use any::{analysis_from_record, AnyAnalysis};
