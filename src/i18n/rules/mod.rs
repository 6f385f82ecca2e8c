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
/// Wherever the text names a control of the page it writes `{ui:key}`, which is
/// replaced here by that control's own label ([`crate::i18n::tr`]), so the help
/// always says what the screen shows.
pub fn help(id: &str, lang: Lang) -> Option<String> {
    let [fr, en] = with_game(id, RulesHelp)?;
    Some(with_labels(if lang == Lang::Fr { fr } else { en }, lang))
}

/// `text` with each `{ui:key}` replaced by the interface string `key` in `lang` (a
/// key without a string is left as it is, which the tests catch).
fn with_labels(text: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("{ui:") {
        let Some(len) = rest[at..].find('}') else { break };
        out.push_str(&rest[..at]);
        let key = &rest[at + 4..at + len];
        out.push_str(super::tr(lang, key));
        rest = &rest[at + len + 1..];
    }
    out.push_str(rest);
    out
}

/// Reads a game's [`crate::core::View::RULES_HELP`] through the registry.
struct RulesHelp;

impl GameVisitor for RulesHelp {
    type Output = [&'static str; 2];

    fn visit<G: View>(self) -> Self::Output {
        G::RULES_HELP
    }
}
