//! The four games, one folder each, and the registry that finds a game by its
//! identifier without the caller knowing its type.

pub mod kriegspiel;
pub mod moulin;
pub mod mundeleys;
pub mod mundialito;
pub mod registry;

pub use registry::{with_game, GameVisitor, GAME_IDS};
