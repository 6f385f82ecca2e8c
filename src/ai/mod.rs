//! The AI: one search for every game, through [`crate::core::Game`] only.
//!
//! Minimax with alpha-beta, iterative deepening, a transposition table and move
//! ordering, with expectation at chance steps (expectimax). Values are always from
//! the first side's point of view (max at its nodes, min at the other's), which
//! works whether or not sides alternate — a turn of several actions is simply
//! several max (or min) nodes in a row.
//!
//! Beside it, yardsticks to measure it with, game-neutral too: a Monte-Carlo tree
//! search ([`mcts`]), simple [`players`] and a match runner ([`arena`]); and
//! [`texel`], which fits an evaluation's weights to played games.

pub mod arena;
mod level;
pub mod mcts;
mod order;
pub mod players;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub mod puzzle;
mod search;
pub mod texel;
mod tt;

pub use arena::{play_match, MatchResult};
pub use level::{Level, LEVELS};
pub use players::Player;
pub use search::{choose, decided, Budget, SearchReport, Searcher, WIN};
