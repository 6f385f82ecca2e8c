//! Page words given to the module at run time.
//!
//! The page's WebAssembly carries French alone, so what every visitor downloads does
//! not grow with each language; when a visitor chooses another, the page fetches that
//! language's page words (`pkg/lang/<code>.json`, written at build time from the
//! lessons' module, which carries every language) and hands them here. Natively and in
//! the lessons' module every language is compiled in, and adding is a no-op.

use super::{components_named, Lang, Table, N_LANGS};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Each language's added page words, merged over components and sorted by id.
static ADDED: [OnceLock<Vec<(&'static str, &'static str)>>; N_LANGS] = [const { OnceLock::new() }; N_LANGS];

/// Whether the module has `lang`'s page words, compiled in or added.
pub fn has_words(lang: Lang) -> bool {
    components_named().any(|(_, w)| w.play.len() > lang.0) || ADDED[lang.0].get().is_some()
}

/// Adds `lang`'s page words, `(id, text)`. Only ids French has are kept (anything
/// else could never be asked for), so a wrong or hostile table cannot grow the
/// module's memory beyond one language's worth. Returns whether anything was added:
/// nothing is when the module already has the language's words.
pub fn add_words(lang: Lang, words: impl IntoIterator<Item = (String, String)>) -> bool {
    if has_words(lang) {
        return false;
    }
    let known = page_words(Lang::SOURCE);
    let mut rows: Vec<(&'static str, &'static str)> = words
        .into_iter()
        .filter_map(|(id, text)| {
            let (&id, _) = known.get_key_value(id.as_str())?;
            Some((id, &*Box::leak(text.into_boxed_str())))
        })
        .collect();
    rows.sort_unstable();
    rows.dedup_by(|a, b| a.0 == b.0);
    ADDED[lang.0].set(rows).is_ok()
}

/// The page words added for `lang`, if any.
pub(super) fn table(lang: Lang) -> Option<Table> {
    ADDED[lang.0].get().map(Vec::as_slice)
}

/// `lang`'s own page words (no French in their place, no lessons' texts), by id: what
/// `pkg/lang/<code>.json` holds.
pub fn page_words(lang: Lang) -> BTreeMap<&'static str, &'static str> {
    components_named().filter_map(|(_, w)| w.play.get(lang.0).copied()).chain(table(lang)).flatten().copied().collect()
}
