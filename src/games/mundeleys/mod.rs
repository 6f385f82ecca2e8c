//! Jeu des Mundeleys (RULES.md §2): a 1950s game between draughts and chess on an
//! 8 × 6 chequerboard. Lanciers step diagonally forward, Grenadiers forward or
//! sideways, Mundeleys any way; a Lancier cannot take a Grenadier nor a Grenadier a
//! Lancier. A Lancier or Grenadier reaching the far rank becomes a Mundeley from its
//! side's reserve of four. Take every enemy piece, or leave the enemy without a move,
//! to win.
//!
//! One move is one ply, capture and promotion included (`d5xe6=M`).

mod board;
pub mod diagram;
mod eval;
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
mod zobrist;

pub use board::{is_black, square_index, square_name, Kind};
pub use diagram::from_ascii;
pub use position::{Mundeleys, MundeleysMove, MundeleysOptions, RESERVE};
