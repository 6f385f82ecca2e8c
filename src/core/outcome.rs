//! How a game ended, with its reason, so the page can say "Blanc gagne : Noir est
//! bloqué" rather than just "game over".

use super::Side;

/// The end of a game. `reason` is a stable key (e.g. `"blocked"`, `"threefold"`)
/// that [`crate::i18n`] turns into a sentence in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` won, for `reason`.
    Win {
        /// The side that won.
        winner: Side,
        /// Why (`"blocked"`, `"goal"`…).
        reason: &'static str,
    },
    /// Nobody won, for `reason`.
    Draw {
        /// Why (`"threefold"`, `"fifty-moves"`…).
        reason: &'static str,
    },
}

impl Outcome {
    /// The winner; `None` for a draw.
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// The reason key, whoever won.
    pub fn reason(&self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}
