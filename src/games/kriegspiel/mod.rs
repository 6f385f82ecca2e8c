//! René Leduc's « Kriegspiel » (RULES.md §4): two armies of plates on a hex field,
//! moved by arm budgets and fighting with a 0–5 die.
//!
//! A turn is many atomic moves by one army: rotations, displacements and transfers
//! (movement phase), then at most one shot per arm (fire phase), each shot followed
//! by a chance step whose six outcomes are the die's faces, then `end`. The French
//! are [`Side::First`](crate::core::Side) (bottom, rows 1–2), the English the second.
//!
//! What the page can show besides the picture (inherent methods of [`Kriegspiel`]):
//! [`Kriegspiel::army`] (the army whose turn it is, also while a roll is due),
//! [`Kriegspiel::phase`] (movement or fire), [`Kriegspiel::moves_left`] and
//! [`Kriegspiel::has_fired`] per arm, [`Kriegspiel::arm_of`] (which arm a move
//! belongs to, for "whose arm is acting" with several commanders),
//! [`Kriegspiel::pending_shot`], [`Kriegspiel::last_shot`] (the last roll and what it
//! did) and [`Kriegspiel::quiet_turns`] (toward the house-rule draw).
//!
//! Clicks: a plate, then a neighbouring cell to turn toward it (cells just outside
//! the field have ids from [`GHOST_BASE`]), the cell ahead or behind to move, the
//! faced friendly plate then a count (ids [`CHOOSER_BASE`]` + n`, drawn in the band
//! next to the field) to transfer, or the enemy on the line of fire to shoot.

mod ascii;
mod board;
mod combat;
mod eval;
mod figures;
mod lessons;
mod notation;
mod notes;
mod position;
mod refusal;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod puzzles;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
mod text;
mod view;

pub use board::{Facing, Field, CHOOSER_BASE, GHOST_BASE, START};
pub use combat::{effect, Arm, Effect, Plate};
pub use eval::{expected_loss, plate_value};
pub use position::{
    KMove, Kriegspiel, KriegspielOptions, LastShot, Phase, Starter, AI_TRANSFERS_PER_TURN, QUIET_TURNS_DRAW,
};
pub use view::{army_color, figure_color};
