//! How Mundialito's puzzles are named ([`crate::puzzle`]): pyramids are never taken,
//! so a puzzle's only gain is the game, and its one theme is `goal` — the ball
//! brought to the goal row however the defence replies.

/// The puzzles, one a line (see [`crate::puzzle`]).
pub const TEXT: &str = include_str!("puzzles.txt");

/// Every Mundialito puzzle scores: `goal`.
pub const THEME: &str = "goal";
