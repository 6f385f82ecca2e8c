//! The two sides of every game. Each game names them (White/Black, Yellow/Red,
//! French/English); the engine only needs to know there are two.

use serde::{Deserialize, Serialize};

/// One of the two sides. `First` is the side that the rules let move first
/// (White in moulin and Mundeleys, Yellow sets up first in Mundialito, the French
/// in Kriegspiel's default start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// The side that moves first (White, Yellow, the French).
    First,
    /// The side that moves second.
    Second,
}

impl Side {
    /// Both sides, first then second, to loop over.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The opponent.
    #[inline]
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for `First`, 1 for `Second`: an index into per-side arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side of index 0 or 1 (as records and the page number them); `None` otherwise.
    pub fn from_index(i: usize) -> Option<Side> {
        match i {
            0 => Some(Side::First),
            1 => Some(Side::Second),
            _ => None,
        }
    }
}
