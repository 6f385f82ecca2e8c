//! Mundialito (José Carlos de Diego Guerrero), RULES.md §3.
//!
//! A football race on a 6×6 board of four Martian Coasters whose arrows say where a
//! pyramid may go. Each action is one move (one ply), a turn is two actions or one
//! and `end`; the setup (pyramids on the first row, then the balls) is played as
//! plies too, so a record replays the whole game and the AI sets up by itself.

mod board;
mod eval;
mod figures;
mod lessons;
mod notation;
mod options;
mod position;
mod refusal;
mod setup;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod puzzles;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod text;
mod view;

pub use board::{arrow_letters, arrows, assemble, square_index, square_name, turn_mask, turn_square, STANDARD_TURNS};
pub use eval::passes_to_goal;
pub use options::MundialitoOptions;
pub use position::{goal_row, home_row, reserve_cell, Mundialito, MundialitoMove, Piece, RESERVE, SETUP_PLIES};
pub use setup::Arrangement;
