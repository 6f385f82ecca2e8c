//! Jeu du moulin (Nine Men's Morris), RULES.md §1.
//!
//! One move is one ply: a placement or a move (sliding or flying) together with the
//! capture its mill earns, if any (`d2-d3xg7`). Threefold repetition is decided by a
//! [`crate::core::History`] kept beside the position.

mod ascii;
mod board;
pub mod corpus;
pub mod endgame;
pub mod eval;
mod figures;
mod lessons;
mod notation;
mod position;
mod refusal;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod puzzles;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod text;
mod view;

#[cfg(test)]
pub(crate) use board::mask;
pub use board::{point_index, point_name, ADJ, MILLS, POINTS};
pub use position::{Moulin, MoulinMove, MoulinOptions, MEN_PER_SIDE};
