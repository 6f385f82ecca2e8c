//! Iterative-deepening alpha-beta with expectation at chance steps.
//!
//! A level's strength is its node budget, so what the search does with a node is
//! what makes it strong. Beside the transposition table, it uses the methods strong
//! game programs share, each cheap and game-neutral:
//! - moves ordered by the table, the game's hint, killers and history ([`super::order`]);
//! - principal variation search: after the first move, the others are only proved
//!   no better, with a null window, unless they are;
//! - late move reductions: moves late in that order are looked at a ply shallower
//!   first, and at full depth only if they look better than expected;
//! - extensions for forced moves, so that a blockade closing in shows in time;
//! - at the expert level, in a turn of several actions, only the likeliest next
//!   actions near the horizon (see [`OWN_TURN_WIDTH`]).
//!
//! In moulin, together, they reach 2 to 3 plies deeper on the same budget while
//! placing, where the games are decided (src/ai/README.md).

use web_time::Instant;

use super::order::Ordering;
use super::tt::{Bound, Entry, Tt};
use super::Level;
use crate::core::{Dice, Game, History, Outcome, Side, Solved, ToMove};

/// The size of table a search of `budget` deserves, as a power of two: about a
/// slot for every eight positions it may search (2^17 slots at the default level,
/// 2^19 — some 12 MB in moulin — for the expert's 3 million nodes), so that the
/// expert's deeper searches do not overwrite their own results.
fn table_bits(budget: Budget) -> u32 {
    let nodes = budget.nodes.unwrap_or(1 << 20).max(1);
    (63 - nodes.leading_zeros()).saturating_sub(2).clamp(17, 19)
}

/// A move in search order: its [`sort_key`] (whether it is the table's best move,
/// then its rank), the move.
type Ranked<M> = (u64, M);

/// One number that sorts as `(from_table, rank)` does, lexicographically: each part
/// in its own bits, the hint shifted to unsigned. Comparing one number instead of
/// a tuple is what keeps the ordering cheap in the browser, and a `u64` (not a
/// `u128`) is one machine word there too. The killer is 0–2 and the history
/// 0–[`HISTORY_CAP`](super::order::HISTORY_CAP) (2^20), so 56 bits hold it all.
fn sort_key(from_table: bool, (hint, killer, history): super::order::Rank) -> u64 {
    debug_assert!(killer <= 2 && (0..=super::order::HISTORY_CAP).contains(&history));
    let hint = u64::from((hint as u32) ^ 0x8000_0000);
    u64::from(from_table) << 55 | hint << 23 | u64::from(killer) << 21 | history as u64
}

/// Brings the item of `items[i..]` with the greatest key to `i`: the earliest among
/// equal keys, the others keeping their order, so that doing it for `i = 0, 1, …`
/// gives exactly the order a stable sort, best first, would. A node takes its
/// moves this way, one at a time ([`next_best`]), because most nodes stop after one
/// or two (a cutoff): sorting them all took about a tenth of moulin's search in the
/// browser. The root's lists are sorted with it too ([`sort_best_first`]).
#[inline]
fn bring_best<T: Copy, K: PartialOrd>(items: &mut [T], i: usize, key: impl Fn(&T) -> K) {
    let mut j = i;
    for k in i + 1..items.len() {
        if key(&items[k]) > key(&items[j]) {
            j = k;
        }
    }
    items[i..=j].rotate_right(1);
}

/// The next move to search at a node: the best of `moves[i..]` by its key, brought
/// to `i` ([`bring_best`]).
#[inline]
fn next_best<M: Copy>(moves: &mut [Ranked<M>], i: usize) -> M {
    bring_best(moves, i, |k| k.0);
    moves[i].1
}

/// Sorts `items` best first by `key`, keeping the listed order among equals (the
/// order `sort_by_key` with `Reverse` gives): the root's lists, once per search and
/// once per iteration (the standard sort's code, kept once per game, weighed on the
/// page's download).
fn sort_best_first<T: Copy, K: PartialOrd>(items: &mut [T], key: impl Fn(&T) -> K + Copy) {
    for i in 0..items.len() {
        bring_best(items, i, key);
    }
}

/// The value of a won game at the root; a win found `p` plies deep is worth
/// `WIN - p`, so the search prefers the quickest win and the slowest loss.
pub const WIN: i32 = 1_000_000;
const MATE_ZONE: i32 = WIN - 10_000;

/// Whether a search value says the game is decided (a win or a loss found, or a
/// solved position's), not judged: the analysis turns such values into certain
/// winning chances (0 or 1) instead of reading them as a very large advantage.
pub fn decided(value: i32) -> bool {
    value.abs() > MATE_ZONE
}
const INF: i32 = WIN + 1;
/// A side with at most this many moves is "forced": its node does not count against
/// the depth, up to as many extra plies along a line as the iteration's depth.
const FORCED: usize = 2;
/// Moves from this one on (in search order) are searched a ply shallower first.
const LATE: usize = 4;
/// Where a side acts again within its own turn (a Kriegspiel turn is a dozen actions,
/// a Mundialito run several), the opponent's replies lie beyond the horizon, so
/// alpha-beta cuts nothing: every combination of the next few actions is searched,
/// and the expert saw only 4 of a Kriegspiel turn's dozen. Searching only this many
/// actions, the likeliest first, at such nodes within [`OWN_TURN_DEPTH`] of the
/// horizon, it sees 6 on the same budget, and beats level 3 far more often
/// (src/ai/README.md). Only where [`Searcher::narrow_own_turn`] asks for it.
const OWN_TURN_WIDTH: usize = 6;
/// How near the horizon (plies left) an own-turn node is narrowed.
const OWN_TURN_DEPTH: u32 = 3;

/// How much a search may do. It stops at whichever limit comes first, but always
/// finishes depth 1, so there is always a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Iterations of deepening at most (plies, before forced-move extensions).
    pub max_depth: u32,
    /// Wall-clock limit, a safety net for slow machines; `None` for exact, repeatable searches.
    pub time_ms: Option<u64>,
    /// Positions searched at most: what makes a level equally strong on any machine.
    pub nodes: Option<u64>,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchReport<M> {
    /// The move to play; `None` only when no player is to move.
    pub best: Option<M>,
    /// The best move's value for the side to move at the root.
    pub value: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions searched, for benchmarks and budgets.
    pub nodes: u64,
    /// Each root move with its value for the side to move (exact only where the
    /// search needed it to be; others are bounds).
    pub root: Vec<(M, i32)>,
}

/// A search engine for one game type; keep it between moves to reuse its table.
pub struct Searcher<G: Game> {
    tt: Tt<G::Move>,
    order: Ordering<G::Move>,
    nodes: u64,
    start: Instant,
    budget: Budget,
    stopped: bool,
    /// Whether the wall clock, not the node budget or the depth, ended the current
    /// search (its time cap, or a depth it said could not finish).
    stopped_by_clock: bool,
    /// Searches the wall clock cut short (see [`Searcher::clock_cuts`]).
    clock_cuts: u32,
    may_stop: bool,
    /// Whether positions the game has solved ([`Game::solved`]) are taken as exact:
    /// the strongest levels play solved endgames perfectly, the weaker ones keep
    /// their mistakes.
    use_solved: bool,
    /// Whether own-turn nodes near the horizon are narrowed ([`OWN_TURN_WIDTH`]).
    narrow: bool,
    /// The side to move at each ply of the line being searched (`None` at a chance
    /// step), to tell a side acting again from a reply.
    line: Vec<Option<Side>>,
    /// Move lists given back by finished nodes, for the next ones to fill: a node
    /// allocates nothing once the search has reached its depth (allocating and
    /// freeing two lists per node took about 3% of moulin's search in the browser).
    spare: Vec<Vec<Ranked<G::Move>>>,
    /// The legal moves as the game lists them, before ranking (reused likewise).
    listed: Vec<G::Move>,
    /// A root move valued exactly, whatever the margin ([`Searcher::search_valuing`]).
    /// Not in the page's light module, which analyses nothing: its search stays as it
    /// was, byte for byte.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    exact: Option<G::Move>,
}

impl<G: Game> Default for Searcher<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// A solved position's value for its side to move, `ply` plies from the root: a win
/// ending `n` plies further scores as a win found at `ply + n`.
fn solved_value(v: Solved, ply: u32) -> i32 {
    match v {
        Solved::Win(n) => WIN - (ply + u32::from(n)) as i32,
        Solved::Loss(n) => -(WIN - (ply + u32::from(n)) as i32),
        Solved::Draw => 0,
    }
}

fn terminal_value(o: Outcome, ply: u32) -> i32 {
    match o.winner() {
        Some(Side::First) => WIN - ply as i32,
        Some(Side::Second) => -(WIN - ply as i32),
        None => 0,
    }
}

/// Mate values are stored relative to the node, not the root.
fn to_tt(v: i32, ply: u32) -> i32 {
    if v > MATE_ZONE {
        v + ply as i32
    } else if v < -MATE_ZONE {
        v - ply as i32
    } else {
        v
    }
}

fn from_tt(v: i32, ply: u32) -> i32 {
    if v > MATE_ZONE {
        v - ply as i32
    } else if v < -MATE_ZONE {
        v + ply as i32
    } else {
        v
    }
}

/// `v` (first side's view) as seen by `s`.
fn for_side(v: i32, s: Side) -> i32 {
    if s == Side::First {
        v
    } else {
        -v
    }
}

impl<G: Game> Searcher<G> {
    /// A searcher with an empty transposition table.
    pub fn new() -> Self {
        Searcher {
            tt: Tt::new(17),
            order: Ordering::new(),
            nodes: 0,
            start: Instant::now(),
            budget: Budget { max_depth: 1, time_ms: None, nodes: None },
            stopped: false,
            stopped_by_clock: false,
            clock_cuts: 0,
            may_stop: false,
            use_solved: false,
            narrow: false,
            line: Vec::new(),
            spare: Vec::new(),
            listed: Vec::new(),
            #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
            exact: None,
        }
    }

    /// Takes the positions the game has solved as exact (see [`Game::solved`]): at
    /// the root it plays the best solved move outright, inside the search a solved
    /// position ends the line with its exact value. Off by default, and in games
    /// without solved positions ([`Game::SOLVES`]) nothing is looked up at all.
    pub fn use_solved(mut self, on: bool) -> Self {
        self.set_use_solved(on);
        self
    }

    /// Whether the root move `m` is to be valued exactly ([`Searcher::search_valuing`]).
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    #[inline]
    fn valued_exactly(&self, m: G::Move) -> bool {
        self.exact == Some(m)
    }

    /// The page's light module values no move exactly.
    #[cfg(not(any(feature = "learn", not(target_arch = "wasm32"))))]
    #[inline]
    fn valued_exactly(&self, _m: G::Move) -> bool {
        false
    }

    fn set_use_solved(&mut self, on: bool) {
        self.use_solved = on && G::SOLVES;
    }

    /// Narrows the search where a side acts again within its turn, near the horizon
    /// (see `OWN_TURN_WIDTH`): deeper into long turns, at the risk of missing an
    /// unlikely action there. Off by default; games whose turns are one move are
    /// searched the same either way.
    pub fn narrow_own_turn(mut self, on: bool) -> Self {
        self.narrow = on;
        self
    }

    /// Records that `side` (or a chance step) is to move `ply` plies deep, and says
    /// whether that side also moved into this position (its turn goes on).
    fn acts_again(&mut self, ply: u32, side: Option<Side>) -> bool {
        let ply = ply as usize;
        if self.line.len() <= ply {
            self.line.resize(ply + 1, None);
        }
        self.line[ply] = side;
        side.is_some() && ply > 0 && self.line[ply - 1] == side
    }

    fn check_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if !self.may_stop {
            return false;
        }
        if let Some(n) = self.budget.nodes {
            if self.nodes >= n {
                self.stopped = true;
            }
        }
        if self.nodes & 511 == 0 && !self.stopped {
            if let Some(t) = self.budget.time_ms {
                if self.start.elapsed().as_millis() as u64 >= t {
                    self.stopped = true;
                    self.stopped_by_clock = true;
                }
            }
        }
        self.stopped
    }

    /// `g`'s moves, each beside its key (see [`super::order`]): the table's best
    /// move first, then by the game's hint, killers and history. Not sorted: take
    /// them in order with [`next_best`]. The list is one a finished node gave back
    /// (see `spare`): once the search is under way a node allocates none. Give it
    /// back to `spare` when done with it.
    fn ordered_moves(&mut self, g: &G, side: Side, ply: u32, tt_best: Option<G::Move>) -> Vec<Ranked<G::Move>> {
        let mut listed = std::mem::take(&mut self.listed);
        listed.clear();
        g.search_moves(&mut listed);
        let mut keyed = self.spare.pop().unwrap_or_default();
        keyed.clear();
        keyed.extend(
            listed.iter().map(|&m| (sort_key(Some(m) == tt_best, self.order.rank(&m, side, ply, g.order_hint(m))), m)),
        );
        self.listed = listed;
        keyed
    }

    /// The value of `g` for the first side, searched `depth` plies; `ext` more plies
    /// may be added along this line for forced moves (see [`FORCED`]). `h` is the
    /// line's history, `g` last; it is left as it was found.
    #[allow(clippy::too_many_arguments)]
    fn value(&mut self, g: &G, h: &mut History, depth: u32, mut alpha: i32, mut beta: i32, ply: u32, ext: u32) -> i32 {
        self.nodes += 1;
        if self.check_budget() {
            return 0;
        }
        let to_move = h.to_move(g);
        if let (true, ToMove::Player(s)) = (self.use_solved, to_move) {
            if let Some(v) = g.solved() {
                return for_side(solved_value(v, ply), s);
            }
        }
        let side = match to_move {
            ToMove::Over(o) => return terminal_value(o, ply),
            _ if depth == 0 => return g.evaluate(Side::First),
            ToMove::Chance => {
                self.acts_again(ply, None);
                let mut outs = Vec::new();
                g.chance_outcomes(&mut outs);
                let mut sum = 0.0f64;
                for (m, p) in outs {
                    let mut c = g.clone();
                    h.play(&mut c, m);
                    sum += p as f64 * self.value(&c, h, depth - 1, -INF, INF, ply + 1, ext) as f64;
                    h.pop();
                }
                return sum.round() as i32;
            }
            ToMove::Player(s) => s,
        };
        let narrow = self.acts_again(ply, Some(side)) && self.narrow && depth <= OWN_TURN_DEPTH;
        let key = g.key();
        let (alpha0, beta0) = (alpha, beta);
        let mut tt_best = None;
        if let Some(e) = self.tt.get(key) {
            tt_best = e.best;
            if e.depth as u32 >= depth {
                let v = from_tt(e.value, ply);
                match e.bound {
                    Bound::Exact => return v,
                    Bound::Lower => alpha = alpha.max(v),
                    Bound::Upper => beta = beta.min(v),
                }
                if alpha >= beta {
                    return v;
                }
            }
        }
        let maximize = side == Side::First;
        let mut best = if maximize { -INF } else { INF };
        let mut best_move = None;
        let mut moves = self.ordered_moves(g, side, ply, tt_best);
        // A side with almost no choice is looked at one ply deeper for free: forced
        // lines (a blockade closing in, a man hunted down) then show their end long
        // before the horizon, at little cost since they hardly branch.
        let (child_depth, child_ext) =
            if moves.len() <= FORCED && ext > 0 { (depth, ext - 1) } else { (depth - 1, ext) };
        for i in 0..moves.len() {
            if narrow && i >= OWN_TURN_WIDTH {
                break;
            }
            let m = next_best(&mut moves, i);
            let mut c = g.clone();
            h.play(&mut c, m);
            // Principal variation search: the first move is searched with the full
            // window; each later one only has to be shown no better, with a null
            // window (cheap), and is searched again fully only if it is.
            // Late moves, which the ordering thinks unlikely, are first searched a ply
            // shallower (late move reduction), and again at full depth if they prove
            // better than expected.
            let v = if i == 0 {
                self.value(&c, h, child_depth, alpha, beta, ply + 1, child_ext)
            } else {
                let reduced = if i >= LATE && child_depth >= 2 { child_depth - 1 } else { child_depth };
                let null = if maximize { (alpha, alpha.saturating_add(1)) } else { (beta.saturating_sub(1), beta) };
                let better = |v: i32| if maximize { v > alpha } else { v < beta };
                let mut v = self.value(&c, h, reduced, null.0, null.1, ply + 1, child_ext);
                if reduced < child_depth && better(v) && !self.stopped {
                    v = self.value(&c, h, child_depth, null.0, null.1, ply + 1, child_ext);
                }
                if v > alpha && v < beta && !self.stopped {
                    v = self.value(&c, h, child_depth, alpha, beta, ply + 1, child_ext);
                }
                v
            };
            h.pop();
            if self.stopped {
                return 0;
            }
            if (maximize && v > best) || (!maximize && v < best) {
                best = v;
                best_move = Some(m);
            }
            if maximize {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                self.order.cutoff(m, side, ply, depth);
                break;
            }
        }
        self.spare.push(moves);
        if best_move.is_none() {
            // No legal move although the game claims to go on: judge it statically.
            return g.evaluate(Side::First);
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.put(Entry { key, depth: depth.min(255) as u8, bound, value: to_tt(best, ply), best: best_move });
        best
    }

    /// Searches the root `g`, whose past is `history` (`g` last: the search sees a
    /// draw by repetition coming). Root moves within `margin` of the best get exact
    /// values; the others are only proved to be at least `margin` worse (their value
    /// is then a bound). A level that blurs its choice by ±noise passes a margin of
    /// 2 × noise + 1, so that every move the blur could pick is valued exactly while
    /// the hopeless ones cost no more than in a plain search; 0 finds the best move
    /// only.
    pub fn search(&mut self, g: &G, history: &History, budget: Budget, margin: i32) -> SearchReport<G::Move> {
        self.start = Instant::now();
        self.budget = budget;
        self.nodes = 0;
        self.acts_again(0, g.side_to_move());
        self.stopped = false;
        self.stopped_by_clock = false;
        let mut report = SearchReport { best: None, value: 0, depth: 0, nodes: 0, root: Vec::new() };
        let ToMove::Player(side) = history.to_move(g) else { return report };
        let mut h = history.clone();
        self.order.fresh_search();
        self.tt.at_least(table_bits(budget));
        let mut ranked = self.ordered_moves(g, side, 0, None);
        sort_best_first(&mut ranked, |k| k.0);
        let mut root: Vec<(G::Move, i32)> = ranked.into_iter().map(|(_, m)| (m, 0)).collect();
        if root.is_empty() {
            return report;
        }
        // Tables of solved positions are built on first need, which may take seconds:
        // build those the game sees within reach (`solve_ahead`) and any within two
        // plies before the clock starts, so that building one does not eat the time of
        // the search that first meets it.
        if self.use_solved {
            g.solve_ahead();
            for &(m, _) in &root {
                let mut c = g.clone();
                c.play(m);
                if c.solved().is_none() {
                    for r in c.legal_vec() {
                        let mut d = c.clone();
                        d.play(r);
                        d.solved();
                    }
                }
            }
            self.start = Instant::now();
        }
        // A solved position's moves all lead to solved or finished ones (in moulin's
        // endgames they do), so its best move is known without a search.
        if self.use_solved && g.solved().is_some() {
            if let Some(solved) = solved_root(g, side, &root) {
                report.best = Some(solved[0].0);
                report.value = solved[0].1;
                report.depth = 1;
                report.nodes = root.len() as u64;
                report.root = solved;
                return report;
            }
        }
        for depth in 1..=budget.max_depth.max(1) {
            self.may_stop = depth > 1;
            let mut scores = Vec::with_capacity(root.len());
            let mut best_for_side = -INF;
            for &(m, _) in &root {
                let mut c = g.clone();
                h.play(&mut c, m);
                // A window for the root side: prove each move better than the best
                // less the margin, or worse.
                let (a, b) = if best_for_side == -INF || self.valued_exactly(m) {
                    (-INF, INF)
                } else if side == Side::First {
                    (best_for_side.saturating_sub(margin), INF)
                } else {
                    (-INF, margin.saturating_sub(best_for_side))
                };
                let v = self.value(&c, &mut h, depth - 1, a, b, 1, depth);
                h.pop();
                if self.stopped {
                    break;
                }
                let vs = for_side(v, side);
                best_for_side = best_for_side.max(vs);
                scores.push((m, vs));
            }
            if self.stopped {
                break;
            }
            // Best first: the next iteration searches it first and proves the others
            // against it.
            sort_best_first(&mut scores, |s| s.1);
            root = scores;
            report.depth = depth;
            report.best = Some(root[0].0);
            report.value = root[0].1;
            let elapsed = self.start.elapsed().as_millis() as u64;
            let decided = root[0].1.abs() > MATE_ZONE || root.len() == 1;
            // The next iteration costs several times this one: not worth starting
            // when it could not finish (its unfinished work would be thrown away).
            let no_time_for_next = budget.time_ms.is_some_and(|t| elapsed * 3 > t);
            let no_nodes_for_next = budget.nodes.is_some_and(|n| self.nodes * 3 > n);
            if decided || no_time_for_next || no_nodes_for_next {
                self.stopped_by_clock = no_time_for_next && !decided && !no_nodes_for_next && depth < budget.max_depth;
                break;
            }
        }
        self.clock_cuts += u32::from(self.stopped_by_clock);
        report.nodes = self.nodes;
        report.root = root;
        report
    }
}

/// The root moves of `g` with their exact values for `side`, best first, when every
/// move leads to a solved or finished position; `None` otherwise. Moves are ranked
/// by value — the quickest win, else a draw, else the slowest loss — and drawing
/// moves by how many of the opponent's replies would lose, so that perfect play in a
/// drawn position still sets the opponent the most traps.
fn solved_root<G: Game>(g: &G, side: Side, root: &[(G::Move, i32)]) -> Option<Vec<(G::Move, i32)>> {
    // Ranked by value × TRAPS + traps (only draws have traps), then values restored.
    const TRAPS: i32 = 64;
    let mut scored = Vec::with_capacity(root.len());
    for &(m, _) in root {
        let mut c = g.clone();
        c.play(m);
        let v = match c.to_move() {
            ToMove::Over(o) => for_side(terminal_value(o, 1), side),
            ToMove::Player(s) => for_side(for_side(solved_value(c.solved()?, 1), s), side),
            ToMove::Chance => return None,
        };
        let traps = if v == 0 { losing_replies(&c, side).min(TRAPS as usize - 1) as i32 } else { 0 };
        scored.push((m, v * TRAPS + traps));
    }
    sort_best_first(&mut scored, |s| s.1);
    for s in &mut scored {
        s.1 = s.1.div_euclid(TRAPS);
    }
    Some(scored)
}

/// How many of the replies in `g` would give `side` a won solved (or finished) game.
fn losing_replies<G: Game>(g: &G, side: Side) -> usize {
    let mut n = 0;
    for &m in &g.legal_vec() {
        let mut c = g.clone();
        c.play(m);
        n += usize::from(match c.to_move() {
            ToMove::Over(o) => o.winner() == Some(side),
            ToMove::Player(s) => match c.solved() {
                Some(Solved::Win(_)) => s == side,
                Some(Solved::Loss(_)) => s != side,
                _ => false,
            },
            ToMove::Chance => false,
        });
    }
    n
}

/// The move the AI plays at `level` in `g` (the last position of `history`), or
/// `None` when no player is to move. `seed` drives the level's blur, so a test can
/// replay a choice exactly. A fresh table each call: a player that moves again and
/// again keeps a [`Searcher`] and calls [`Searcher::choose`] instead.
pub fn choose<G: Game>(g: &G, history: &History, level: Level, seed: u64) -> Option<G::Move> {
    Searcher::<G>::new().choose(g, history, level, seed)
}

impl<G: Game> Searcher<G> {
    /// How many of this searcher's searches the wall clock cut short: stopped by the
    /// time cap, or not deepened because the clock said the next depth could not
    /// finish, where the node budget alone would have gone on. A match whose players'
    /// counts are 0 measured their node budgets alone, so its result holds on any
    /// machine under any load; a count above 0 says the machine was too slow or too
    /// busy for that result to be the levels' own.
    pub fn clock_cuts(&self) -> u32 {
        self.clock_cuts
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    /// The line this searcher's table expects after `first` is played in `g`: `first`,
    /// then each position's best move as the last search stored it, up to `plies`
    /// moves in all, stopping at a die to roll, the end of the game or a position the
    /// table does not hold. The search keeps no line of its own (it would cost every
    /// node); the analysis reads this one, right after a search, to say what follows
    /// a better move. Each move is checked legal, so a collision in the table never
    /// yields an illegal one.
    pub fn expected_line(&self, g: &G, first: G::Move, plies: usize) -> Vec<G::Move> {
        let mut line = vec![first];
        let mut c = g.clone();
        c.play(first);
        while line.len() < plies {
            if !matches!(c.to_move(), ToMove::Player(_)) {
                break;
            }
            let Some(m) = self.tt.get(c.key()).and_then(|e| e.best) else { break };
            if !c.legal_vec().contains(&m) {
                break;
            }
            line.push(m);
            c.play(m);
        }
        line
    }

    /// The search a level makes before choosing (its budget, margin, solved
    /// positions and narrowing): what [`Searcher::choose`] decides from, and what
    /// the benchmark times, so that it times what a player waits for.
    pub fn search_at(&mut self, g: &G, history: &History, level: Level) -> SearchReport<G::Move> {
        self.set_use_solved(level.plays_solved());
        self.narrow = level.narrows_own_turn();
        self.search(g, history, level.budget_at(g), level.root_margin())
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    /// [`Searcher::search_at`], valuing `played` exactly besides the best move: the
    /// analysis grades a move by how much worse it is than the best, which needs both
    /// values from the same search, at the same depth (the search of the position
    /// after it looks a ply further, and moulin's values swing from one depth to the
    /// next). Its own full window costs that one move's search, no more.
    pub fn search_valuing(
        &mut self,
        g: &G,
        history: &History,
        level: Level,
        played: Option<G::Move>,
    ) -> SearchReport<G::Move> {
        self.exact = played;
        let report = self.search_at(g, history, level);
        self.exact = None;
        report
    }

    /// The move this searcher plays at `level` in `g` (the last position of
    /// `history`), or `None` when no player is to move. What earlier searches put in
    /// the table stays there: the positions of the last move's search that can still
    /// come are not searched again, so the same node budget reaches further.
    pub fn choose(&mut self, g: &G, history: &History, level: Level, seed: u64) -> Option<G::Move> {
        let report = self.search_at(g, history, level);
        if level.noise == 0 {
            return report.best;
        }
        let dice = Dice::new(seed);
        let span = 2 * level.noise as u64 + 1;
        report
            .root
            .iter()
            .enumerate()
            .map(|(i, &(m, v))| {
                // A sure win or loss is seen even by a beginner one move away: blur
                // only ordinary judgements.
                let blur = if v.abs() > MATE_ZONE { 0 } else { dice.below(i as u64, span) as i32 - level.noise };
                (v.saturating_add(blur), m)
            })
            .max_by_key(|&(v, _)| v)
            .map(|(_, m)| m)
    }
}

// Native only: proptest has no browser backend (see Cargo.toml).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::{next_best, sort_best_first, sort_key, Ranked};
    use proptest::prelude::*;

    proptest! {
        /// A node takes moves ([`super::next_best`], here all of them) in exactly
        /// the order the standard stable sort gives by `(from the table, rank)`, best
        /// first (so the AI plays the same moves as when it sorted that way), for short
        /// lists and long ones, with many ties and ranks at the ends of their ranges.
        #[test]
        fn best_first_is_the_standard_stable_order(
            keys in prop::collection::vec(
                (
                    any::<bool>(),
                    prop_oneof![-3i32..3, any::<i32>()],
                    0u8..3,
                    prop_oneof![0i32..2, 0..=super::super::order::HISTORY_CAP]
                ),
                0..60,
            )
        ) {
            let mut ranked: Vec<_> = keys.iter().enumerate().map(|(i, &(t, h, k, s))| (t, (h, k, s), i)).collect();
            ranked.sort_by_key(|k| std::cmp::Reverse((k.0, k.1)));
            let standard: Vec<usize> = ranked.iter().map(|k| k.2).collect();
            let mut ours: Vec<Ranked<usize>> =
                keys.iter().enumerate().map(|(i, &(t, h, k, s))| (sort_key(t, (h, k, s)), i)).collect();
            let taken: Vec<usize> = (0..ours.len()).map(|i| next_best(&mut ours, i)).collect();
            prop_assert_eq!(taken, standard);
        }

        /// The root's moves, sorted by value between iterations, come in the order the
        /// standard stable sort gives, best first, ties in their listed order.
        #[test]
        fn root_order_is_the_standard_stable_order(values in prop::collection::vec(prop_oneof![-2i32..2, any::<i32>()], 0..80)) {
            let mut standard: Vec<(usize, i32)> = values.iter().copied().enumerate().collect();
            standard.sort_by_key(|s| std::cmp::Reverse(s.1));
            let mut ours: Vec<(usize, i32)> = values.iter().copied().enumerate().collect();
            sort_best_first(&mut ours, |s| s.1);
            prop_assert_eq!(ours, standard);
        }
    }
}
