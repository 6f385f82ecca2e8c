//! The engine's side of puzzles ([`crate::puzzle`] has the format): how a puzzle is
//! checked to win, and how puzzles are found in self-play. Game-neutral, through
//! [`View`] alone: each game says only what a side owns ([`View::material`]) and
//! what a line's theme is ([`View::puzzle_theme`]).
//!
//! **What a puzzle is.** A position where a player is to act, and a line — the
//! solver's moves and the defence's best replies — that wins at least a man
//! ([`GAIN`]) or the game, while at each of the solver's moves every other move
//! scores clearly worse ([`GAP`]) by the engine. Both thresholds are a man (100 in
//! every game's evaluation): a puzzle must win something a player counts, and its
//! answer must not be one of two moves that a search can hardly tell apart.
//!
//! **How it is checked** ([`check`], by the tests and by the generator before it
//! keeps a puzzle, so the two agree by construction): at each of the solver's moves,
//! a fixed-depth search ([`depth_for`]: the plies left in the line, and one for the
//! reply) with no node or time limit, so the verdict is the same on any machine, from
//! a fresh table; and at the line's end, the gain in material, against every reply
//! ([`realized`]).
//!
//! **How puzzles are found** ([`generate`]): self-play games between levels drawn by
//! lot (1 to 3, each with its blur, and now and then a random move: the mistakes that
//! make puzzles), seeded, with no clock, so a seed gives the same puzzles on any
//! machine. At each position where a player acts, a level-3 search of every root
//! move screens for a best move clearly ahead; a line that gains is sought with that
//! budget (most positions where one move stands out only save a man: they end here,
//! cheaply); the line is then built move by move with the expert's budget, each
//! solver move proved alone at the top by it, until the gain is made; a best move
//! that wins the game is also proved alone by searching every other move on its own
//! (a search that sees a win stops deepening, so a slower win elsewhere could hide);
//! and the puzzle must pass [`check`]. At most two puzzles come from one game, none
//! from a position along a kept puzzle's line, and at most half are of difficulty 1.

use std::collections::HashSet;

use super::{Budget, Level, SearchReport, Searcher, WIN};
use crate::core::{Dice, Game, History, Side, ToMove, View};
use crate::puzzle::{read_puzzle, Puzzle};

/// How much better, in the evaluation's units, the solver's move must score than
/// every other move: a man (100). Less, and the answer would be one of several
/// moves a search can hardly tell apart (two captures of equal men, a quiet move a
/// tempo better); a man is what a player sees as "the other moves do not win it".
pub const GAP: i32 = 100;

/// What the line must win, in [`View::material`]'s units: a man (100), or the game.
/// A capture traded back, or a piece won and another lost, is not a gain.
pub const GAIN: i32 = 100;

/// The gain of a won game: above any material.
const WON: i32 = 1_000_000;

/// A search value this near [`WIN`] is a win or loss found, not a judgement.
const MATE_ZONE: i32 = WIN - 10_000;

/// The fixed depth a solver's move is checked at, with `plies_left` plies of the
/// line still to play (that move included): deep enough to see the line to its end,
/// and the reply after it, which is where a gain turns out to be traded back.
pub fn depth_for(plies_left: usize) -> u32 {
    plies_left as u32 + 1
}

/// A search of `g` (its past `h`) exactly `depth` plies deep (iterative deepening
/// up to it; forced moves extended), no node or time limit, from a fresh table,
/// proving every root move within [`GAP`] of the best exactly and the others only
/// worse: the same answer on any machine, whatever was searched before.
pub fn search_at_depth<G: Game>(g: &G, h: &History, depth: u32) -> SearchReport<G::Move> {
    Searcher::<G>::new().search(g, h, Budget { max_depth: depth, time_ms: None, nodes: None }, GAP)
}

/// How far `m` leads the other root moves of `r` (for the side to move), or `None`
/// when it is not the best; `i32::MAX` when it is the only move.
pub fn lead<M: PartialEq + Copy>(r: &SearchReport<M>, m: M) -> Option<i32> {
    let &(first, v) = r.root.first()?;
    (first == m).then(|| r.root.get(1).map_or(i32::MAX, |&(_, w)| v.saturating_sub(w)))
}

/// What `solver` has gained from `start` to `g`, in material: the balance of
/// [`View::material`] (its own less the other side's) then against now; a game won
/// is more than any material, a game lost less. At a roll, the expectation over the
/// die's faces (a Kriegspiel line ends on a shot).
pub fn gain<G: View>(start: &G, g: &G, solver: Side) -> i32 {
    let balance = |p: &G| p.material(solver) - p.material(solver.other());
    match g.to_move() {
        ToMove::Over(o) => match o.winner() {
            Some(w) if w == solver => WON,
            Some(_) => -WON,
            None => balance(g) - balance(start),
        },
        ToMove::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            let sum: f64 = outs
                .into_iter()
                .map(|(m, p)| {
                    let mut c = g.clone();
                    c.play(m);
                    f64::from(p) * f64::from(gain(start, &c, solver))
                })
                .sum();
            sum.round() as i32
        }
        ToMove::Player(_) => balance(g) - balance(start),
    }
}

/// Whether the line from `start` to `end` has made its gain for `solver`: the game
/// won, or at least [`GAIN`] of material (expected, at a roll) that every reply of
/// the defence, when it is to act, leaves standing — a capture the defence takes
/// back at once is not won.
pub fn realized<G: View>(start: &G, end: &G, solver: Side) -> bool {
    if gain(start, end, solver) < GAIN {
        return false;
    }
    match end.to_move() {
        ToMove::Player(s) if s != solver => end.legal_vec().into_iter().all(|m| {
            let mut c = end.clone();
            c.play(m);
            gain(start, &c, solver) >= GAIN
        }),
        _ => true,
    }
}

/// Checks that a puzzle wins as it says, by the engine: a player is to act at the
/// start with a choice of moves; at each of the solver's moves, a search of
/// [`depth_for`] the plies left ranks it first, every other move at least [`GAP`]
/// worse; and the line's end has made its gain ([`realized`]). What the tests ask of
/// every puzzle of every game, and the generator of each it keeps.
///
/// # Errors
///
/// What fails, in words: which move, what the engine prefers or by how little the
/// move leads, or what the line gains.
pub fn check<G: View>(p: &Puzzle<G>) -> Result<(), String> {
    let ToMove::Player(solver) = p.start.to_move() else {
        return Err("no player is to act at the start".into());
    };
    let mut g = p.start.clone();
    let mut h = History::new(&g);
    for (i, &m) in p.line.iter().enumerate() {
        if h.to_move(&g) == ToMove::Player(solver) {
            let depth = depth_for(p.line.len() - i);
            let r = search_at_depth(&g, &h, depth);
            if i == 0 && r.root.len() < 2 {
                return Err("the solver has a single move at the start: nothing to find".into());
            }
            match lead(&r, m) {
                Some(gap) if gap >= GAP => {}
                Some(gap) => {
                    return Err(format!(
                        "move {} ({}) leads the next best, {}, by only {gap} at depth {depth} (at least {GAP})",
                        i + 1,
                        g.notation(m),
                        g.notation(r.root[1].0)
                    ))
                }
                None => {
                    let (best, v) = r.root.first().copied().ok_or("no move to search")?;
                    return Err(format!(
                        "move {} ({}): the engine prefers {} ({v}) at depth {depth}",
                        i + 1,
                        g.notation(m),
                        g.notation(best)
                    ));
                }
            }
        }
        h.play(&mut g, m);
    }
    if !realized(&p.start, &g, solver) {
        return Err(format!(
            "the line does not win: it gains {} in material (at least {GAIN}, held against every reply, or the game)",
            gain(&p.start, &g, solver)
        ));
    }
    Ok(())
}

/// The value of `g` (its past `h`) for `solver` by a search of `budget`: a finished
/// game its result, a roll the expectation over its faces, else the search's value
/// from the side to act turned to `solver`'s.
fn value_for<G: Game>(g: &G, h: &mut History, solver: Side, budget: Budget) -> i32 {
    match h.to_move(g) {
        ToMove::Over(o) => match o.winner() {
            Some(w) if w == solver => WIN,
            Some(_) => -WIN,
            None => 0,
        },
        ToMove::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            let mut sum = 0.0;
            for (m, p) in outs {
                let mut c = g.clone();
                h.play(&mut c, m);
                sum += f64::from(p) * f64::from(value_for(&c, h, solver, budget));
                h.pop();
            }
            sum.round() as i32
        }
        ToMove::Player(s) => {
            let v = Searcher::<G>::new().search(g, h, budget, 0).value;
            if s == solver {
                v
            } else {
                -v
            }
        }
    }
}

/// How the generator searches and what it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Nodes of the screening search at every position of the self-play games (the
    /// default level's budget: cheap enough to ask everywhere).
    pub screen_nodes: u64,
    /// Nodes of each search that builds and proves a line (the expert's budget).
    pub deep_nodes: u64,
    /// Plies a line may have at most (its check searches one more).
    pub max_plies: usize,
    /// The solver's turns a line may have at most (a turn is a move, or a turn's
    /// actions in a row).
    pub max_turns: usize,
    /// Puzzles kept from one self-play game at most, so that one game's standing
    /// tactic, offered move after move, is not many puzzles.
    pub per_game: usize,
    /// Self-play games played at most, found or not.
    pub max_games: u64,
}

impl Settings {
    /// The settings for `G`: the default level's nodes to screen, the expert's to
    /// prove, lines of at most 3 solver turns and 7 plies (checked 8 deep: a few
    /// seconds for all the puzzles of a game in the tests), 2 puzzles a game.
    pub fn for_game<G: Game>() -> Settings {
        let nodes = |n: u8| Level::for_game::<G>(n).budget.nodes.unwrap_or(300_000);
        Settings {
            screen_nodes: nodes(3),
            deep_nodes: nodes(4),
            max_plies: 7,
            max_turns: 3,
            per_game: 2,
            max_games: 10_000,
        }
    }

    fn budget(nodes: u64) -> Budget {
        Budget { max_depth: 64, time_ms: None, nodes: Some(nodes) }
    }
}

/// A puzzle found, with what graded it.
#[derive(Clone, Debug)]
pub struct Found<G: Game> {
    /// The puzzle, checked.
    pub puzzle: Puzzle<G>,
    /// The self-play game it came from, from 0.
    pub game: u64,
    /// The ply of the game the position stood at.
    pub ply: u32,
    /// The least fixed depth at which the first move leads by [`GAP`].
    pub found_at: u32,
    /// The other moves that a one-ply look rates within half a man of the best: the
    /// tempting ones.
    pub tempting: usize,
    /// The solver's turns in the line.
    pub turns: usize,
}

/// What the generator tells as it goes, for a progress line.
#[derive(Clone, Debug)]
pub enum Progress {
    /// A self-play game ended: its number, the levels that played it, its plies,
    /// the positions screened and the candidates built so far, the puzzles kept.
    Game {
        /// The game's number, from 0.
        game: u64,
        /// The levels of its first and second side.
        levels: [u8; 2],
        /// Its plies.
        plies: u32,
        /// Positions screened so far, in all games.
        screened: u64,
        /// Positions whose screen saw a move ahead, so far.
        candidates: u64,
        /// Puzzles kept so far.
        kept: usize,
        /// Candidates not kept so far, by [`Rejected::ALL`]'s reasons, then the easy
        /// puzzles left out once half the count was easy.
        rejected: [u64; 6],
    },
    /// A puzzle kept: its line in the file's format.
    Kept(String),
}

/// The solver's turns in `line` from `start`: its runs of moves (a turn of several
/// actions is one run).
fn turns_in<G: Game>(start: &G, line: &[G::Move]) -> usize {
    let mut g = start.clone();
    let solver = g.side_to_move();
    let mut turns = 0;
    let mut last = None;
    for &m in line {
        let s = g.side_to_move();
        if s == solver && last != solver {
            turns += 1;
        }
        last = s;
        g.play(m);
    }
    turns
}

/// The solution from `start`, built by the engine: at the solver's turns its best
/// move, which must lead every other by [`GAP`]; at the defence's, its best reply;
/// until the gain is made ([`realized`]). `None` when a solver move does not lead,
/// the line meets a roll before its gain, or runs past the settings' length.
fn build_line<G: View>(start: &G, solver: Side, s: &Settings, budget: Budget) -> Option<Vec<G::Move>> {
    let mut g = start.clone();
    let mut h = History::new(&g);
    let mut line = Vec::new();
    while line.len() < s.max_plies {
        let side = match h.to_move(&g) {
            ToMove::Player(side) => side,
            _ => return None,
        };
        let margin = if side == solver { GAP } else { 0 };
        let r = Searcher::<G>::new().search(&g, &h, budget, margin);
        let m = r.best?;
        if side == solver && lead(&r, m)? < GAP {
            return None;
        }
        h.play(&mut g, m);
        line.push(m);
        if turns_in(start, &line) > s.max_turns {
            return None;
        }
        if side == solver && realized(start, &g, solver) {
            return Some(line);
        }
    }
    None
}

/// Whether the first move of a line that wins the game is the only one that does:
/// every other move searched on its own with `budget` scores at least [`GAP`] below
/// `best` for the solver. A search that finds a win stops deepening, so its other
/// root values may come from a shallower depth than a slower win needs.
fn alone_in_winning<G: Game>(start: &G, first: G::Move, best: i32, solver: Side, budget: Budget) -> bool {
    let mut moves = Vec::new();
    start.search_moves(&mut moves);
    moves.into_iter().filter(|&m| m != first).all(|m| {
        let mut c = start.clone();
        let mut h = History::new(start);
        h.play(&mut c, m);
        value_for(&c, &mut h, solver, budget) <= best - GAP
    })
}

/// The difficulty of a puzzle, 1 to 3, from what makes it hard to see: one point per
/// solver turn past the first (a combination, not a single blow), and one if a
/// one-ply look does not find the move while it finds others as tempting (within
/// half a man of the best: a second capture, say, which the reply refutes).
pub fn grade(turns: usize, tempting: usize, found_at: u32) -> u8 {
    let points = turns.saturating_sub(1) + usize::from(found_at >= 2 && tempting > 0);
    (1 + points.min(2)) as u8
}

/// The grading of a checked puzzle: the least depth its first move leads at, and the
/// other moves a one-ply look finds tempting.
fn measure<G: View>(p: &Puzzle<G>) -> (u32, usize) {
    let h = History::new(&p.start);
    let first = p.line[0];
    let found_at = (1..=depth_for(p.line.len()))
        .find(|&d| lead(&search_at_depth(&p.start, &h, d), first).is_some_and(|gap| gap >= GAP))
        .unwrap_or(depth_for(p.line.len()));
    let glance = search_at_depth(&p.start, &h, 1);
    let top = glance.root.first().map_or(0, |r| r.1);
    let tempting = glance.root.iter().filter(|&&(m, v)| m != first && v >= top - GAP / 2).count();
    (found_at, tempting)
}

/// A random draw in [0, 1) from the dice's `n`th value.
fn unit(dice: &Dice, n: u64) -> f64 {
    dice.below(n, 1 << 30) as f64 / (1u64 << 30) as f64
}

/// Plays self-play games of `G` (with `options`) from `seed` until `count` puzzles
/// are found or the settings' games are played, and returns them in the order
/// found. At most half are of difficulty 1: the single blows are the commonest, and
/// a set of them alone would teach little. Reproducible: the levels, the random moves, the dice and every search
/// come from the seed and node budgets, never a clock. `progress` hears each game
/// and each puzzle kept.
pub fn generate<G: View>(
    options: &G::Options,
    seed: u64,
    count: usize,
    settings: &Settings,
    mut progress: impl FnMut(Progress),
) -> Vec<Found<G>> {
    let dice = Dice::new(seed);
    let screen = Settings::budget(settings.screen_nodes);
    let mut rejected = [0u64; 6];
    let mut seen: HashSet<u64> = HashSet::new();
    let mut found: Vec<Found<G>> = Vec::new();
    let (mut screened, mut candidates) = (0u64, 0u64);
    let mut screener = Searcher::<G>::new();
    for game in 0..settings.max_games {
        if found.len() >= count {
            break;
        }
        // Each game's own stream of draws: its levels, its random moves, its dice.
        let draw = |k: u64| game << 32 | k;
        let levels = [1 + dice.below(draw(0), 3) as u8, 1 + dice.below(draw(1), 3) as u8];
        let level = |n: u8| {
            let mut l = Level::for_game::<G>(n);
            l.budget.time_ms = None;
            l
        };
        let mut players = [Searcher::<G>::new(), Searcher::<G>::new()];
        let mut g = G::new(options);
        let mut h = History::new(&g);
        let mut kept_here = 0;
        let mut ply = 0u32;
        while ply < 2_000 && found.len() < count {
            let k = u64::from(ply) * 4 + 8;
            let side = match h.to_move(&g) {
                ToMove::Over(_) => break,
                ToMove::Chance => {
                    let mut outs = Vec::new();
                    g.chance_outcomes(&mut outs);
                    let x = unit(&dice, draw(k));
                    let mut acc = 0.0;
                    let mut pick = outs[outs.len() - 1].0;
                    for (m, p) in outs {
                        acc += f64::from(p);
                        if x < acc {
                            pick = m;
                            break;
                        }
                    }
                    h.play(&mut g, pick);
                    ply += 1;
                    continue;
                }
                ToMove::Player(side) => side,
            };
            if kept_here < settings.per_game && found.len() < count && seen.insert(g.key()) {
                screened += 1;
                let fresh = History::new(&g);
                let r = screener.search(&g, &fresh, screen, GAP);
                let leads = r.best.and_then(|m| lead(&r, m)).is_some_and(|gap| gap >= GAP && gap != i32::MAX);
                if leads {
                    candidates += 1;
                    let easy = found.iter().filter(|f| f.puzzle.difficulty == 1).count();
                    match candidate(&g, side, settings) {
                        Ok(f) if f.puzzle.difficulty == 1 && easy >= count / 2 => rejected[5] += 1,
                        Ok(f) => {
                            // The positions along its line are this puzzle again.
                            let mut p = f.puzzle.start.clone();
                            for &m in &f.puzzle.line {
                                p.play(m);
                                seen.insert(p.key());
                            }
                            let f = Found { game, ply, ..f };
                            progress(Progress::Kept(f.puzzle.to_line()));
                            found.push(f);
                            kept_here += 1;
                        }
                        Err(why) => rejected[Rejected::ALL.iter().position(|&r| r == why).unwrap_or(0)] += 1,
                    }
                }
            }
            let mut moves = Vec::new();
            g.search_moves(&mut moves);
            let m = if unit(&dice, draw(k + 1)) < 0.05 {
                moves[dice.below(draw(k + 2), moves.len() as u64) as usize]
            } else {
                let n = levels[side.index()];
                match players[side.index()].choose(&g, &h, level(n), dice.value(draw(k + 3))) {
                    Some(m) => m,
                    None => break,
                }
            };
            h.play(&mut g, m);
            ply += 1;
        }
        progress(Progress::Game { game, levels, plies: ply, screened, candidates, kept: found.len(), rejected });
    }
    found
}

/// The puzzle at `g`, where `solver` acts and the screen saw a move ahead, if it
/// holds: a line that gains, first with the screen's budget (most positions where one
/// move stands out only save a man, and are dropped cheaply), then built and proved
/// with the expert's, written and read back in the file's format, checked as the
/// tests check it, and graded. Else why not, for the generator's tally.
fn candidate<G: View>(g: &G, solver: Side, settings: &Settings) -> Result<Found<G>, Rejected> {
    let (screen, deep) = (Settings::budget(settings.screen_nodes), Settings::budget(settings.deep_nodes));
    build_line(g, solver, settings, screen).ok_or(Rejected::NoGain)?;
    let line = build_line(g, solver, settings, deep).ok_or(Rejected::NotDeep)?;
    let h = History::new(g);
    let first = Searcher::<G>::new().search(g, &h, deep, GAP);
    if first.value.abs() > MATE_ZONE && !alone_in_winning(g, line[0], first.value, solver, screen) {
        return Err(Rejected::AnotherWin);
    }
    let draft = Puzzle { position: g.position(), start: g.clone(), line, difficulty: 1, theme: String::new() };
    let theme = g.puzzle_theme(&draft.line).to_string();
    let mut puzzle = read_puzzle::<G>(&Puzzle { theme, ..draft }.to_line()).map_err(|_| Rejected::Unreadable)?;
    check(&puzzle).map_err(|_| Rejected::Check)?;
    let (found_at, tempting) = measure(&puzzle);
    let turns = turns_in(&puzzle.start, &puzzle.line);
    puzzle.difficulty = grade(turns, tempting, found_at);
    Ok(Found { puzzle, game: 0, ply: 0, found_at, tempting, turns })
}

/// Why a candidate was not kept, counted in [`Progress::Game`] so that a run shows
/// where its candidates go (and the thresholds can be judged by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejected {
    /// With the screen's budget, no line gains (the move that stands out saves a
    /// man, or the gain comes after the line's length).
    NoGain,
    /// With the expert's budget, a solver move no longer leads by [`GAP`], or no line
    /// gains within the length.
    NotDeep,
    /// The best move wins the game, and another move searched on its own does too.
    AnotherWin,
    /// The line does not read back in the file's format (a bug of a game's notation).
    Unreadable,
    /// The fixed-depth [`check`] the tests make does not hold.
    Check,
}

impl Rejected {
    /// Every reason, in the order of [`Progress::Game`]'s counts.
    pub const ALL: [Rejected; 5] =
        [Rejected::NoGain, Rejected::NotDeep, Rejected::AnotherWin, Rejected::Unreadable, Rejected::Check];
}
