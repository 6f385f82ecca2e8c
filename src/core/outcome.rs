//! How a game ended, with its reason, so the page can say "Blanc gagne : Noir est
//! bloqué" rather than just "game over".

use super::Side;

/// The end of a game. `reason` is a stable key (e.g. `"blocked"`, `"threefold"`)
/// that [`crate::i18n`] turns into a sentence in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Side, reason: &'static str },
    Draw { reason: &'static str },
}

impl Outcome {
    pub fn winner(&self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw { .. } => None,
        }
    }

    pub fn reason(&self) -> &'static str {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}
