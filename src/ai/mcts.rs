//! A game-neutral Monte-Carlo tree search, as a yardstick for the levels: it knows
//! nothing of any game but the [`Game`] trait, so a level that beats it is strong
//! for reasons of its own, not because both share one evaluation.
//!
//! UCT as OpenSpiel's `MCTSBot` plays it: each simulation walks down the tree by
//! upper confidence bounds, samples chance steps by their probabilities, adds one
//! node, plays a random game from there (through [`Game::search_moves`], so that
//! Kriegspiel's free transfers cannot make a rollout endless) and backs the result
//! up. The move played is the root child visited most.
//!
//! A rollout stops after [`ROLLOUT_CAP`] plies. An unfinished rollout is scored by the
//! sign of [`Game::evaluate`] (a win for the side ahead, a draw when level): scoring it
//! as a draw would leave the search blind in long games (a random Kriegspiel or
//! Mundialito game seldom ends within the cap, and every rollout would then say
//! "draw"), while the sign keeps the evaluation's scale out of the statistics, so the
//! search stays a Monte-Carlo one and not a heuristic search in disguise.

use crate::core::{Dice, Game, History, Side, ToMove};

/// Plies a rollout plays before it is judged by the evaluation's sign.
pub const ROLLOUT_CAP: u32 = 200;

/// The exploration constant for rewards in 0..1 (OpenSpiel's `uct_c = 2` for
/// rewards in −1..1 is the same balance).
const UCT_C: f64 = 1.0;

/// No node yet behind an edge.
const NONE: u32 = u32::MAX;

struct Edge<M> {
    m: M,
    /// The outcome's probability at a chance step; unused at a player's node.
    p: f64,
    child: u32,
}

struct Node<M> {
    visits: u32,
    /// Sum of the rewards for the first side (1 win, ½ draw, 0 loss).
    reward: f64,
    /// `None` until the node is first walked through.
    edges: Option<Vec<Edge<M>>>,
}

impl<M> Node<M> {
    fn new() -> Self {
        Node { visits: 0, reward: 0.0, edges: None }
    }
}

/// A small random stream for one search: the `n`-th draw of a seeded [`Dice`].
struct Stream {
    dice: Dice,
    n: u64,
}

impl Stream {
    fn below(&mut self, k: usize) -> usize {
        self.n += 1;
        self.dice.below(self.n, k as u64) as usize
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        self.n += 1;
        (self.dice.value(self.n) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The first side's reward for a finished game (`g`, the last position of `h`).
fn reward_of<G: Game>(g: &G, h: &History) -> Option<f64> {
    match h.to_move(g) {
        ToMove::Over(o) => Some(match o.winner() {
            Some(Side::First) => 1.0,
            Some(Side::Second) => 0.0,
            None => 0.5,
        }),
        _ => None,
    }
}

/// Picks a chance outcome by its probability.
fn sample(outs: &[(f64, usize)], rng: &mut Stream) -> usize {
    let x = rng.unit();
    let mut acc = 0.0;
    for &(p, i) in outs {
        acc += p;
        if x < acc {
            return i;
        }
    }
    outs.last().map_or(0, |o| o.1)
}

/// A random game from `g` (the last position of `h`) to its end or to
/// [`ROLLOUT_CAP`] plies; the first side's reward.
fn rollout<G: Game>(mut g: G, mut h: History, rng: &mut Stream) -> f64 {
    let mut moves = Vec::with_capacity(64);
    let mut outs = Vec::with_capacity(8);
    for _ in 0..ROLLOUT_CAP {
        match h.to_move(&g) {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                outs.clear();
                g.chance_outcomes(&mut outs);
                let indexed: Vec<(f64, usize)> = outs.iter().enumerate().map(|(i, o)| (o.1 as f64, i)).collect();
                let Some(&(m, _)) = outs.get(sample(&indexed, rng)) else { break };
                h.play(&mut g, m);
            }
            ToMove::Player(_) => {
                moves.clear();
                g.search_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                h.play(&mut g, moves[rng.below(moves.len())]);
            }
        }
    }
    if let Some(r) = reward_of(&g, &h) {
        return r;
    }
    match g.evaluate(Side::First).signum() {
        1 => 1.0,
        -1 => 0.0,
        _ => 0.5,
    }
}

/// The search tree of one decision.
struct Tree<M> {
    nodes: Vec<Node<M>>,
}

impl<M: Copy> Tree<M> {
    fn add(&mut self) -> u32 {
        self.nodes.push(Node::new());
        (self.nodes.len() - 1) as u32
    }
}

/// Fills the edges of node `n` (position `g`, not over): the searched moves in a
/// random order, so that ties among unvisited moves are broken at random; a chance
/// step's outcomes with their probabilities.
fn expand<G: Game>(tree: &mut Tree<G::Move>, n: u32, g: &G, rng: &mut Stream) {
    let mut edges = Vec::new();
    match g.to_move() {
        ToMove::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            edges.extend(outs.into_iter().map(|(m, p)| Edge { m, p: p as f64, child: NONE }));
        }
        ToMove::Player(_) => {
            let mut moves = Vec::new();
            g.search_moves(&mut moves);
            for i in (1..moves.len()).rev() {
                moves.swap(i, rng.below(i + 1));
            }
            edges.extend(moves.into_iter().map(|m| Edge { m, p: 0.0, child: NONE }));
        }
        ToMove::Over(_) => {}
    }
    tree.nodes[n as usize].edges = Some(edges);
}

/// Which edge of node `n` (position `g`) a simulation follows.
fn select<G: Game>(tree: &Tree<G::Move>, n: u32, g: &G, rng: &mut Stream) -> Option<usize> {
    let node = &tree.nodes[n as usize];
    let edges = node.edges.as_ref()?;
    if edges.is_empty() {
        return None;
    }
    match g.to_move() {
        ToMove::Chance => {
            let indexed: Vec<(f64, usize)> = edges.iter().enumerate().map(|(i, e)| (e.p, i)).collect();
            Some(sample(&indexed, rng))
        }
        ToMove::Player(side) => {
            if let Some(i) = edges.iter().position(|e| e.child == NONE) {
                return Some(i);
            }
            let ln_n = (node.visits.max(1) as f64).ln();
            let score = |e: &Edge<G::Move>| {
                let c = &tree.nodes[e.child as usize];
                let v = c.visits.max(1) as f64;
                let mean = c.reward / v;
                let mean = if side == Side::First { mean } else { 1.0 - mean };
                mean + UCT_C * (ln_n / v).sqrt()
            };
            (0..edges.len()).max_by(|&a, &b| score(&edges[a]).total_cmp(&score(&edges[b])))
        }
        ToMove::Over(_) => None,
    }
}

/// The move `simulations` UCT simulations from `g` (the last position of `history`)
/// visit most, or `None` when no player is to move. The same `seed` gives the same
/// move.
pub fn mcts_choose<G: Game>(g: &G, history: &History, simulations: u32, seed: u64) -> Option<G::Move> {
    let ToMove::Player(side) = history.to_move(g) else { return None };
    let mut rng = Stream { dice: Dice::new(seed), n: 0 };
    let mut tree = Tree { nodes: Vec::with_capacity(simulations as usize + 1) };
    let root = tree.add();
    expand(&mut tree, root, g, &mut rng);
    match tree.nodes[0].edges.as_deref() {
        None | Some([]) => return None,
        Some([only]) => return Some(only.m),
        _ => {}
    }
    let mut path = Vec::with_capacity(64);
    for _ in 0..simulations.max(1) {
        let mut pos = g.clone();
        let mut h = history.clone();
        let mut n = root;
        path.clear();
        path.push(n);
        let reward = loop {
            if let Some(r) = reward_of(&pos, &h) {
                break r;
            }
            if tree.nodes[n as usize].edges.is_none() {
                expand(&mut tree, n, &pos, &mut rng);
            }
            let Some(i) = select(&tree, n, &pos, &mut rng) else {
                // A player without a move although the game goes on: judge it.
                break rollout(pos, h, &mut rng);
            };
            let (m, child) = {
                let e = &tree.nodes[n as usize].edges.as_ref().expect("expanded")[i];
                (e.m, e.child)
            };
            h.play(&mut pos, m);
            if child == NONE {
                let c = tree.add();
                tree.nodes[n as usize].edges.as_mut().expect("expanded")[i].child = c;
                path.push(c);
                break reward_of(&pos, &h).unwrap_or_else(|| rollout(pos, h, &mut rng));
            }
            n = child;
            path.push(n);
        };
        for &k in &path {
            let node = &mut tree.nodes[k as usize];
            node.visits += 1;
            node.reward += reward;
        }
    }
    let edges = tree.nodes[0].edges.as_ref()?;
    let mean_for_side = |e: &Edge<G::Move>| {
        let c = &tree.nodes[e.child as usize];
        let mean = c.reward / c.visits.max(1) as f64;
        if side == Side::First {
            mean
        } else {
            1.0 - mean
        }
    };
    edges
        .iter()
        .filter(|e| e.child != NONE)
        .max_by(|a, b| {
            let (va, vb) = (tree.nodes[a.child as usize].visits, tree.nodes[b.child as usize].visits);
            va.cmp(&vb).then(mean_for_side(a).total_cmp(&mean_for_side(b)))
        })
        .map(|e| e.m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::moulin::{mask, Moulin};

    #[test]
    fn the_search_closes_a_winning_mill_and_blocks_the_enemys() {
        // Three black men left, none two in a line: a white mill on a7 wins.
        let (white, black) = (mask("a1 a4 d7 f4"), mask("b2 e5 g1"));
        let g = Moulin::from_parts(white, black, [0, 0], Side::First);
        let m = mcts_choose(&g, &History::new(&g), 2000, 1).unwrap();
        assert!(g.notation(m).starts_with("d7-a7x"), "{}", g.notation(m));
        // Black to move flies a man to a7 to stop it.
        let g = Moulin::from_parts(white, black, [0, 0], Side::Second);
        let m = mcts_choose(&g, &History::new(&g), 2000, 2).unwrap();
        assert!(g.notation(m).ends_with("-a7"), "{}", g.notation(m));
    }

    #[test]
    fn the_same_seed_gives_the_same_move() {
        let g = Moulin::from_parts(mask("a1 a4"), mask("d2 d6"), [7, 7], Side::First);
        let h = History::new(&g);
        assert_eq!(mcts_choose(&g, &h, 500, 9), mcts_choose(&g, &h, 500, 9));
    }
}
