//! The four games, one folder each, and the registry that finds a game by its
//! identifier without the caller knowing its type.

pub mod kriegspiel;
pub mod moulin;
pub mod mundeleys;
pub mod mundialito;
pub mod registry;

pub(crate) use registry::{by_game, each_game};
pub use registry::{with_game, ByGame, Family, GameVisitor, GAME_IDS};
