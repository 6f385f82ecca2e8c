//! The rules help of each game, French and English side by side. Each text tells the
//! rules in our own words, faithful to the original sheet, and states every decision
//! that RULES.md took where the sheet is silent or its pictures are lost. Each game
//! names its own text ([`crate::core::View::RULES_HELP`]), so no list of games is kept here.

pub mod kriegspiel;
pub mod moulin;
pub mod mundeleys;
pub mod mundialito;

use super::Lang;
use crate::core::View;
use crate::games::{with_game, GameVisitor};

/// The rules help of the game `id` in `lang` (Markdown-like plain text), as the
/// game registers it ([`crate::core::View::RULES_HELP`]); `None` for an unknown game.
pub fn help(id: &str, lang: Lang) -> Option<&'static str> {
    let [fr, en] = with_game(id, RulesHelp)?;
    Some(if lang == Lang::Fr { fr } else { en })
}

/// Reads a game's [`crate::core::View::RULES_HELP`] through the registry.
struct RulesHelp;

impl GameVisitor for RulesHelp {
    type Output = [&'static str; 2];

    fn visit<G: View>(self) -> Self::Output {
        G::RULES_HELP
    }
}
