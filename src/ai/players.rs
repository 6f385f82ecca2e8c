//! Players for matches, named as the command line names them: `random`, `greedy`
//! (the best one-ply evaluation), `mcts:N` (see [`super::mcts`]) and `ai1`…`ai4`
//! (the levels as the page plays them). Every one works for every game through
//! [`Game`] alone, so one match runner measures them all.

use std::fmt;

use super::mcts::mcts_choose;
use super::{Level, Searcher, WIN};
use crate::core::{Dice, Game, History, Side, ToMove};

/// A way of choosing moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniform among the moves the AI considers ([`Game::search_moves`], so that a
    /// Kriegspiel turn cannot go on for ever with free transfers).
    Random,
    /// The move whose resulting position evaluates best for the mover (a chance step
    /// after it is averaged over its outcomes); ties at random.
    Greedy,
    /// Monte-Carlo tree search with this many simulations per move.
    Mcts(u32),
    /// The AI at level 1–4, as the page plays it.
    Level(u8),
}

impl Player {
    /// Reads a player's name (`random`, `greedy`, `mcts:1000`, `ai3`).
    ///
    /// # Errors
    ///
    /// A sentence naming the accepted players, for any other text.
    pub fn parse(s: &str) -> Result<Player, String> {
        match s {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => {
                if let Some(n) = s.strip_prefix("mcts:") {
                    return match n.parse::<u32>() {
                        Ok(n) if n > 0 => Ok(Player::Mcts(n)),
                        _ => Err(format!("mcts:N needs a positive number of simulations, not '{n}'")),
                    };
                }
                match s.strip_prefix("ai").map(str::parse::<u8>) {
                    Some(Ok(n @ 1..=4)) => Ok(Player::Level(n)),
                    _ => Err(format!("unknown player '{s}' (random, greedy, mcts:N, ai1 … ai4)")),
                }
            }
        }
    }

    /// The player's move in `g` (the last position of `history`), or `None` when no
    /// player is to move. `seed` drives its random choices, so a match replays
    /// exactly. `kept` is the search table the player keeps from move to move, as
    /// the page's worker does (only the levels use it).
    pub fn choose<G: Game>(&self, g: &G, history: &History, seed: u64, kept: &mut Searcher<G>) -> Option<G::Move> {
        let ToMove::Player(_) = history.to_move(g) else { return None };
        match *self {
            Player::Random => {
                let mut moves = Vec::new();
                g.search_moves(&mut moves);
                (!moves.is_empty()).then(|| moves[Dice::new(seed).below(0, moves.len() as u64) as usize])
            }
            Player::Greedy => greedy(g, history, seed),
            Player::Mcts(n) => mcts_choose(g, history, n, seed),
            Player::Level(n) => kept.choose(g, history, Level::for_game::<G>(n), seed),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Mcts(n) => write!(f, "mcts:{n}"),
            Player::Level(n) => write!(f, "ai{n}"),
        }
    }
}

/// The value of `g` (the last position of `h`) for `side` one ply on: a finished
/// game is a win, a loss or zero; a chance step is the average over its outcomes'
/// evaluations.
fn one_ply_value<G: Game>(g: &G, h: &mut History, side: Side) -> f64 {
    match h.to_move(g) {
        ToMove::Over(o) => match o.winner() {
            Some(w) if w == side => WIN as f64,
            Some(_) => -WIN as f64,
            None => 0.0,
        },
        ToMove::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            outs.into_iter()
                .map(|(m, p)| {
                    let mut c = g.clone();
                    h.play(&mut c, m);
                    let v = match h.to_move(&c) {
                        ToMove::Over(_) => one_ply_value(&c, h, side),
                        _ => c.evaluate(side) as f64,
                    };
                    h.pop();
                    p as f64 * v
                })
                .sum()
        }
        ToMove::Player(_) => g.evaluate(side) as f64,
    }
}

fn greedy<G: Game>(g: &G, history: &History, seed: u64) -> Option<G::Move> {
    let side = g.side_to_move()?;
    let mut h = history.clone();
    let mut moves = Vec::new();
    g.search_moves(&mut moves);
    let dice = Dice::new(seed);
    moves
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let mut c = g.clone();
            h.play(&mut c, m);
            let v = one_ply_value(&c, &mut h, side);
            h.pop();
            (v, dice.value(i as u64), m)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
        .map(|(_, _, m)| m)
}
