//! Words given to the module at run time.
//!
//! The page's WebAssembly carries no words, so what a visitor downloads does not grow
//! with each language nor with each game: the page fetches the words it shows, in
//! parts — the shell's (`pkg/lang/<code>/shell.json`: menus, status, errors, and every
//! game's name and blurb for the home) and each game's as it is opened
//! (`pkg/lang/<code>/<game>.json`) — and hands them here. The files are written at
//! build time from the lessons' module, which carries every language ([`page_words`]).
//! Natively and in the lessons' module every word is compiled in, and adding is a
//! no-op.

use super::{components_named, Lang, Table, N_LANGS};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// Each language's added words, merged over the parts given, sorted by id.
static ADDED: [Mutex<Table>; N_LANGS] = [const { Mutex::new(&[]) }; N_LANGS];

/// The most words one language may be given, summed over its parts, ids and texts
/// in bytes: several times what the app has (about 60 KB a language), so a wrong or
/// hostile table cannot grow the module's memory without bound.
const MAX_BYTES: usize = 512 * 1024;

/// The longest message id kept (the app's are under 60 characters).
const MAX_ID: usize = 100;

/// The part of the page's words that holds the page's own (the other parts are named
/// by their game's id).
pub const SHELL_PART: &str = "shell";

/// Whether the module carries every word of `lang` (natively, and in the lessons'
/// module): then nothing needs to be added.
pub fn has_words(lang: Lang) -> bool {
    components_named().all(|(_, w)| w.play.len() > lang.0)
}

/// An id as the language files write them: letters, digits, `_`, `-`, `.`.
fn is_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID && id.bytes().all(|b| b.is_ascii_alphanumeric() || b"_-.".contains(&b))
}

/// Adds words of `lang`, `(id, text)`, to those it already has: one part of the page's
/// words (the shell's, a game's). An id already known keeps its text, an id not
/// written as the app writes them is ignored, and nothing is added past
/// [`MAX_BYTES`] for the language. Returns whether anything was added: nothing is
/// when the module carries the language's words or already has these.
pub fn add_words(lang: Lang, words: impl IntoIterator<Item = (String, String)>) -> bool {
    if has_words(lang) {
        return false;
    }
    let mut slot = ADDED[lang.0].lock().unwrap_or_else(|e| e.into_inner());
    let mut rows: BTreeMap<&'static str, &'static str> = slot.iter().copied().collect();
    let mut bytes: usize = rows.iter().map(|(id, text)| id.len() + text.len()).sum();
    let before = rows.len();
    for (id, text) in words {
        if !is_id(&id) || rows.contains_key(id.as_str()) || bytes + id.len() + text.len() > MAX_BYTES {
            continue;
        }
        bytes += id.len() + text.len();
        rows.insert(Box::leak(id.into_boxed_str()), Box::leak(text.into_boxed_str()));
    }
    if rows.len() == before {
        return false;
    }
    // The old table is left behind (a few per language at most: one per part).
    *slot = Vec::leak(rows.into_iter().collect());
    true
}

/// The words added for `lang` (empty if none).
pub(super) fn table(lang: Lang) -> Table {
    *ADDED[lang.0].lock().unwrap_or_else(|e| e.into_inner())
}

/// The part of the page's words that only some visits need (the analysis's panel,
/// the link box, the lessons' and puzzles' screen): fetched when one opens, so the first load
/// stays light.
pub const EXTRA_PART: &str = "extra";

/// Whether a page word of the shell's belongs to [`EXTRA_PART`].
fn is_extra(id: &str) -> bool {
    ["analysis.", "link.", "learn.", "lesson.", "puzzles."].iter().any(|p| id.starts_with(p))
}

/// The names of the parts of the page's words: the shell's, the extra one, then each
/// game's id.
pub fn parts() -> impl Iterator<Item = &'static str> {
    [SHELL_PART, EXTRA_PART].into_iter().chain(crate::games::GAME_IDS.iter().copied())
}

/// `lang`'s own words of one part of the page's (no French in place of a missing one,
/// no lessons' texts), by id, or `None` for an unknown part: what
/// `pkg/lang/<code>/<part>.json` holds. The shell's part also holds every game's name
/// and blurb (`game.<id>…`), which the home lists before any game is opened; a game's
/// holds the rest of its words.
pub fn page_words(lang: Lang, part: &str) -> Option<BTreeMap<&'static str, &'static str>> {
    let for_home = |id: &str| id.starts_with("game.");
    let rows = |w: &super::Words| w.play.get(lang.0).copied().unwrap_or(&[]);
    let mut words = BTreeMap::new();
    for (name, w) in components_named() {
        let rows = rows(w).iter().copied();
        match (name == SHELL_PART, part == SHELL_PART, name == part) {
            (true, true, _) => words.extend(rows.filter(|(id, _)| !is_extra(id))),
            (true, false, _) if part == EXTRA_PART => words.extend(rows.filter(|(id, _)| is_extra(id))),
            (false, true, _) => words.extend(rows.filter(|(id, _)| for_home(id))),
            (false, false, true) => words.extend(rows.filter(|(id, _)| !for_home(id))),
            _ => {}
        }
    }
    parts().any(|p| p == part).then_some(words)
}
