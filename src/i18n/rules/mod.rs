//! The rules help of each game, French and English side by side. Each text tells the
//! rules in our own words, faithful to the original sheet, and states every decision
//! that RULES.md took where the sheet is silent or its pictures are lost.

mod kriegspiel;
mod moulin;
mod mundeleys;
mod mundialito;

use super::Lang;

/// The rules help of the game `id` in `lang` (Markdown-like plain text).
pub fn help(id: &str, lang: Lang) -> Option<&'static str> {
    let (fr, en) = match id {
        "moulin" => (moulin::FR, moulin::EN),
        "mundeleys" => (mundeleys::FR, mundeleys::EN),
        "mundialito" => (mundialito::FR, mundialito::EN),
        "kriegspiel" => (kriegspiel::FR, kriegspiel::EN),
        _ => return None,
    };
    Some(if lang == Lang::Fr { fr } else { en })
}
