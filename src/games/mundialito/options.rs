//! The two variants of the seed, as options a record keeps: coasters laid in random
//! orientations, and the timed match.

use serde::{Deserialize, Serialize};

use super::board::STANDARD_TURNS;
use crate::core::Dice;

/// How a game of Mundialito is played. Every field has a default, so `{}` or
/// `{"random_coasters": true, "seed": 7}` are both complete options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct MundialitoOptions {
    /// Lay each coaster in an orientation drawn from `seed` instead of the standard
    /// one (dots at the centre). The seed is part of the options, so a record of the
    /// game replays on the same board.
    pub random_coasters: bool,
    /// The seed of the random orientations (unused for the standard board).
    pub seed: u64,
    /// A timed match: a goal does not end the game; it is counted and the board is
    /// set up again. The clock lives in the page, which ends the match when time is
    /// up with [`super::Mundialito::time_up`].
    pub timed_match: bool,
}

impl MundialitoOptions {
    /// The quarter turns (clockwise) of the four coasters, in the order of
    /// `board::QUADRANTS`.
    pub fn turns(&self) -> [u8; 4] {
        if !self.random_coasters {
            return STANDARD_TURNS;
        }
        let d = Dice::new(self.seed);
        [0, 1, 2, 3].map(|i| d.below(i, 4) as u8)
    }
}
