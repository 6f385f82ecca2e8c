//! The games, one folder each, and the one line that registers them: the registry
//! ([`registry`]'s `register!`) declares each game's module and makes everything that
//! finds a game by its identifier without the caller knowing its type.
//!
//! A fifth game is its folder (its code, and its words in `lang/`) and its entry in the
//! line below; nothing else names it.

#[macro_use]
pub mod registry;

register!($; moulin::Moulin, mundeleys::Mundeleys, mundialito::Mundialito, kriegspiel::Kriegspiel);

pub use registry::{Family, GameVisitor};
pub(crate) use {by_game, each_game};
