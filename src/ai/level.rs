//! The four levels. They differ in how far they look *and* in how much they trust
//! what they see: the beginner looks two plies ahead and misjudges positions by up
//! to one and a half men, so it makes the mistakes a new player makes; the expert
//! searches as deep as a second allows and never blurs its judgement.

use super::Budget;

/// A level of play, 1 (beginner) to 4 (expert).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub number: u8,
    pub budget: Budget,
    /// Each root move's score is blurred by a uniform draw in ±noise (centi-units,
    /// 100 ≈ one man) before the best is taken.
    pub noise: i32,
}

/// Levels 1 to 4. Level 3 is the default.
pub const LEVELS: [Level; 4] = [
    Level { number: 1, budget: Budget { max_depth: 2, time_ms: Some(200), nodes: None }, noise: 150 },
    Level { number: 2, budget: Budget { max_depth: 4, time_ms: Some(300), nodes: None }, noise: 45 },
    Level { number: 3, budget: Budget { max_depth: 10, time_ms: Some(90), nodes: None }, noise: 0 },
    Level { number: 4, budget: Budget { max_depth: 64, time_ms: Some(900), nodes: None }, noise: 0 },
];

impl Level {
    pub const DEFAULT: u8 = 3;

    /// Level `n` (1–4); out-of-range numbers are clamped.
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 4) - 1) as usize]
    }

    /// Level `n` for the game `G`: the time per decision divided by
    /// [`Game::AI_TIME_DIVISOR`] (never below 20 ms, so depth 2 still completes).
    ///
    /// [`Game::AI_TIME_DIVISOR`]: crate::core::Game::AI_TIME_DIVISOR
    pub fn for_game<G: crate::core::Game>(n: u8) -> Level {
        let mut l = Level::get(n);
        if G::AI_TIME_DIVISOR > 1 {
            l.budget.time_ms = l.budget.time_ms.map(|t| (t / G::AI_TIME_DIVISOR).max(20));
        }
        l
    }
}
