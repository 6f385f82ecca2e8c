//! What Kriegspiel's puzzles count and how they are named ([`crate::puzzle`]): a
//! side's figures at the evaluation's values ([`plate_value`]: a soldier 100, a
//! cavalier 120, a served cannon more), and one theme, `shot`.
//!
//! Nothing is put out of action without a roll, and no roll is certain (every table
//! of the rules does nothing on a 0), so a Kriegspiel puzzle cannot win for sure:
//! its line is the turn's actions up to the decisive shot, which it ends on, the
//! die still to roll, and what it wins is the shot's expectation over the die's
//! faces — at least a soldier more than any other choice. The puzzle is the choice
//! (which plate, turned where, firing at what), never the die.

use super::eval::plate_value;
use super::Kriegspiel;
use crate::core::Side;

/// The puzzles, one a line (see [`crate::puzzle`]).
pub const TEXT: &str = include_str!("puzzles.txt");

/// The figures of `side`'s plates, each plate at its evaluation's value.
pub fn material(g: &Kriegspiel, side: Side) -> i32 {
    g.plates().filter(|(_, p)| p.side == side).map(|(_, p)| plate_value(&p)).sum()
}

/// Every Kriegspiel puzzle ends on a shot: `shot`.
pub const THEME: &str = "shot";
