//! The four levels. They differ in how far they look *and* in how much they trust
//! what they see: the beginner looks two plies ahead and misjudges positions by up
//! to one and a half men, so it makes the mistakes a new player makes; the default
//! level searches far but hesitates between moves within a fifth of a man of each
//! other (so it does not play the same game twice, and a stronger player can get the
//! better of it, as in a draw-bound game like moulin a stronger player should); the
//! expert searches ten times its positions and never blurs its judgement, and
//! more again where the game says the position deserves it (moulin's placing phase,
//! see [`Level::budget_at`]).
//!
//! A level's work is counted in positions searched (nodes), not in milliseconds, so
//! its strength is the same on a fast machine, a busy one and a phone, and a
//! stronger level always searches more than a weaker one. A time cap remains only as
//! a safety net, well above the typical reply (see `plateaux bench`).

use super::Budget;

/// A level of play, 1 (beginner) to 4 (expert).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (beginner) to 4 (expert), as the page and the command line name it.
    pub number: u8,
    /// How much the search may do at this level.
    pub budget: Budget,
    /// Each root move's score is blurred by a uniform draw in ±noise (centi-units,
    /// 100 ≈ one man) before the best is taken.
    pub noise: i32,
}

/// Levels 1 to 4, in nodes of a game whose positions cost as much as moulin's
/// ([`Level::for_game`] scales them for the others). At about 3 million moulin nodes a
/// second on the development machine, level 3 replies in about 0.1 s and level 4 in
/// about 1 s; the time caps are ten and four times that.
pub const LEVELS: [Level; 4] = [
    Level { number: 1, budget: Budget { max_depth: 2, time_ms: Some(1_000), nodes: Some(20_000) }, noise: 150 },
    Level { number: 2, budget: Budget { max_depth: 4, time_ms: Some(1_000), nodes: Some(40_000) }, noise: 45 },
    Level { number: 3, budget: Budget { max_depth: 64, time_ms: Some(1_000), nodes: Some(300_000) }, noise: 20 },
    Level { number: 4, budget: Budget { max_depth: 64, time_ms: Some(4_000), nodes: Some(3_000_000) }, noise: 0 },
];

impl Level {
    /// The level the page offers first: strong enough to be a fair opponent, quick everywhere.
    pub const DEFAULT: u8 = 3;

    /// Whether this level plays the positions a game has solved perfectly (see
    /// [`crate::core::Game::solved`]): levels 3 and 4 (the hint is level 4) do;
    /// levels 1 and 2 keep the mistakes that make them beatable, and the lessons'
    /// replies (level 0) stay the plain search their lessons were written for.
    pub fn plays_solved(&self) -> bool {
        self.number >= 3
    }

    /// Whether this level narrows its search within its own long turns, near the
    /// horizon, to see further into them (see `OWN_TURN_WIDTH` in the search): the
    /// expert does, so that in Kriegspiel it plans 6 actions of its turn where level
    /// 3 plans 3; the others search every action, as their ladder was measured.
    pub fn narrows_own_turn(&self) -> bool {
        self.number >= 4
    }

    /// The root margin its search needs ([`super::Searcher::search`]): every move
    /// the blur could make the best is valued exactly, no other.
    pub fn root_margin(&self) -> i32 {
        if self.noise > 0 {
            2 * self.noise + 1
        } else {
            0
        }
    }

    /// What this level may search in `g`: its budget, and at the expert level that
    /// budget times the position's [`crate::core::Game::search_effort`] (nodes and
    /// the time cap alike, so the cap stays a safety net). The weaker levels keep
    /// their budget everywhere, so the ladder below the expert is as measured.
    pub fn budget_at<G: crate::core::Game>(&self, g: &G) -> Budget {
        let effort = if self.number >= 4 { g.search_effort().max(1) } else { 1 };
        Budget {
            nodes: self.budget.nodes.map(|n| n.saturating_mul(effort)),
            time_ms: self.budget.time_ms.map(|t| t.saturating_mul(effort)),
            ..self.budget
        }
    }

    /// Level `n` (1–4) at moulin's scale; out-of-range numbers are clamped.
    pub fn get(n: u8) -> Level {
        LEVELS[(n.clamp(1, 4) - 1) as usize]
    }

    /// Level `n` for the game `G`: its node budget divided by what a node of `G`
    /// costs ([`crate::core::Game::NODE_COST`]), so that every game replies in about
    /// the same time, and never below what depth 1 needs (the search always finishes
    /// depth 1 anyway).
    pub fn for_game<G: crate::core::Game>(n: u8) -> Level {
        let mut l = Level::get(n);
        l.budget.nodes = l.budget.nodes.map(|k| (k / G::NODE_COST.max(1)).max(50));
        l
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;
    use crate::games::{kriegspiel::Kriegspiel, moulin::Moulin, mundeleys::Mundeleys, mundialito::Mundialito};

    fn nodes<G: Game>() -> Vec<u64> {
        (1..=4).map(|n| Level::for_game::<G>(n).budget.nodes.expect("every level counts its nodes")).collect()
    }

    #[test]
    fn in_every_game_each_level_searches_more_than_the_one_below() {
        for v in [nodes::<Moulin>(), nodes::<Mundeleys>(), nodes::<Mundialito>(), nodes::<Kriegspiel>()] {
            assert!(v.windows(2).all(|w| w[0] < w[1]), "{v:?}");
            // Level 3 searches several times level 2's work, level 4 ten times level 3's.
            assert!(v[2] >= 5 * v[1] && v[3] >= 10 * v[2], "{v:?}");
        }
    }
}
