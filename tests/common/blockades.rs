//! The two moulin games the AI lost by a blockade (issue 11), pinned move by move:
//! `tests/moulin_blockades.rs` checks the AI now escapes them, `tests/analysis.rs`
//! that the analysis grades the moves that walled the loser in. One copy, so both
//! hold the same games.

/// The AI as White, blocked after 30 plies.
pub const LOST_AS_WHITE: &str = "a1 d6 g1 d1 a7 d2 a4xd1 d1 d3 d5 d7 g7 c3 e3 c4 b4 c5xb4 b4 g1-g4 d2-b2 \
    g4-f4 d6-b6xf4 d3-d2 e3-d3 d7-d6 g7-d7 d2-f2 b2-d2xf2 d6-f6 d2-b2xf6";

/// The AI as Black, blocked after 31 plies.
pub const LOST_AS_BLACK: &str = "f4 a1 d6 g1 f6 d1xf6 e4 g4 g7 d3 d2 a7 a4 e3 c3 b4 b2 c4 g7-d7 b4-b6 b2-b4 \
    g4-g7 f4-g4 c4-c5 c3-c4xb6 d3-c3 d6-d5 c3-d3 c4-c3 c5-c4 d5-c5";
