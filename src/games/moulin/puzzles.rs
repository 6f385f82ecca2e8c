//! What moulin's puzzles count and how they are named ([`crate::puzzle`]): a side's
//! men on the board and in hand, and two themes — `mill` (a mill wins a man, or the
//! game by leaving two) and `blockade` (the other army left with no move).

use super::eval::MAN;
use super::{Moulin, MoulinMove};
use crate::core::{Game as _, Side};

/// The puzzles, one a line (see [`crate::puzzle`]).
pub const TEXT: &str = include_str!("puzzles.txt");

/// Men on the board and in hand, a man worth [`MAN`]: what a mill wins.
pub fn material(g: &Moulin, side: Side) -> i32 {
    g.total(side) as i32 * MAN
}

/// `blockade` when the line ends with the other army blocked, else `mill`: every
/// other gain in moulin is a man taken by a mill.
pub fn theme(g: &Moulin, line: &[MoulinMove]) -> &'static str {
    let mut end = *g;
    for &m in line {
        end.play(m);
    }
    match end.outcome() {
        Some(o) if o.reason() == "blocked" => "blockade",
        _ => "mill",
    }
}
