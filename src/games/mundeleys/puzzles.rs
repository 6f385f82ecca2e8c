//! What Mundeleys' puzzles count and how they are named ([`crate::puzzle`]): a
//! side's pieces on the board at the evaluation's values (a Lancier 100, a
//! Grenadier 130, a Mundeley 340: a promotion gains a Mundeley less the piece), and
//! three themes — `promotion` (the line crowns a Mundeley), `blockade` (the other
//! side left with no move) and `capture` (pieces won, or all of them).

use super::board::Kind;
use super::eval::value;
use super::{Mundeleys, MundeleysMove};
use crate::core::{Game as _, Side};

/// The puzzles, one a line (see [`crate::puzzle`]).
pub const TEXT: &str = include_str!("puzzles.txt");

/// The pieces of `side` on the board, each at its evaluation's value.
pub fn material(g: &Mundeleys, side: Side) -> i32 {
    Kind::ALL.iter().map(|&k| g.pieces(side, k).count_ones() as i32 * value(k)).sum()
}

/// `blockade` when the line ends with the other side blocked, `promotion` when one
/// of the solver's moves crowns a Mundeley, else `capture`.
pub fn theme(g: &Mundeleys, line: &[MundeleysMove]) -> &'static str {
    let solver = g.side();
    let mut end = *g;
    let mut crowned = false;
    for &m in line {
        crowned |= m.promote && end.side() == solver;
        end.play(m);
    }
    match end.outcome() {
        Some(o) if o.reason() == "blocked" => "blockade",
        _ if crowned => "promotion",
        _ => "capture",
    }
}
