//! Every string a player reads, French first and English beside it, in one table
//! per kind: [`strings`] for the interface, [`lessons`] for each game's lessons and
//! the reasons a move is refused, [`rules`] for each game's rules help.
//! The page asks for them through the wasm boundary, so Rust and JavaScript never
//! keep two copies.

pub mod figures;
pub mod lessons;
pub mod narration;
pub mod rules;
pub mod strings;

use serde::{Deserialize, Serialize};

/// The languages of the app. French comes first: the players are at a French
/// ludothèque.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Lang {
    #[default]
    /// French, the language of the rule sheets and the default.
    Fr,
    /// English.
    En,
}

impl Lang {
    /// The language of a code (`"en"`, `"en-GB"`); French for anything else.
    pub fn parse(code: &str) -> Lang {
        if code.trim().to_ascii_lowercase().starts_with("en") {
            Lang::En
        } else {
            Lang::Fr
        }
    }
}

/// The string for `key` in `lang`, or the key itself if it is missing (a missing
/// string shows up in the page, and a test fails on it).
pub fn tr(lang: Lang, key: &str) -> &str {
    match tables().find(|(k, _, _)| *k == key) {
        Some((_, fr, en)) => match lang {
            Lang::Fr => fr,
            Lang::En => en,
        },
        None => key,
    }
}

/// Every interface string of `lang`, as (key, text) pairs.
pub fn all(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    tables().map(move |&(k, fr, en)| (k, if lang == Lang::Fr { fr } else { en }))
}

/// Every `(key, français, English)` row: the interface, the game told in words,
/// the rules help's figure captions, then the lessons.
pub fn tables() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    strings::STRINGS
        .iter()
        .chain(narration::NARRATION)
        .chain(figures::STRINGS)
        .chain(lessons::tables().flat_map(|t| t.iter()))
}
