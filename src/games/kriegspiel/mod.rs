//! René Leduc's « Kriegspiel » (RULES.md §4): two armies of plates on a hex field,
//! moved by arm budgets and fighting with a 0–5 die.
//!
//! A turn is many atomic moves by one army: rotations, displacements and transfers
//! (movement phase), then at most one shot per arm (fire phase), each shot followed
//! by a chance step whose six outcomes are the die's faces, then `end`. The French
//! are [`Side::First`](crate::core::Side) (bottom, rows 1–2), the English the second.

mod ascii;
mod board;
mod combat;
mod eval;
mod notation;
pub mod players;
mod position;
mod view;

pub use board::{Facing, Field, CHOOSER_BASE, GHOST_BASE, START};
pub use combat::{effect, Arm, Effect, Plate};
pub use eval::{expected_loss, plate_value};
pub use position::{KMove, Kriegspiel, KriegspielOptions, LastShot, Phase, Starter, QUIET_TURNS_DRAW};
pub use view::{army_color, figure_color};
