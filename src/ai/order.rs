//! Which move to search first. Alpha-beta cuts most when the best move comes first,
//! and with a node budget every cut is depth: the same budget looks further.
//!
//! The order is, in turn: the move the table remembers as best here; the game's own
//! hint ([`Game::order_hint`]: captures, promotions); then two things learnt during
//! the search itself, which break the ties the game leaves — and in a game like
//! moulin, whose placements all look alike to a cheap rule, that is nearly every move:
//! - **killer moves**: the last two moves that refuted a line at the same distance
//!   from the root, since a refutation often refutes the neighbouring lines too;
//! - **history**: how often and how deep each move has cut a search off, for either
//!   side, halved at each new search so that old lessons fade.
//!
//! Both are game-neutral: a move is known by its [`Hash`] only.
//!
//! [`Game::order_hint`]: crate::core::Game::order_hint

use std::hash::{Hash, Hasher};

use crate::core::mix::mix64;
use crate::core::Side;

/// Slots of the history table per side (a power of two; colliding moves share one).
const HISTORY_SLOTS: usize = 4096;
/// The most a move's history count reaches (it starts at 0, grows by cutoffs up to
/// this, and halves): the search's sort key packs it in 21 bits, relying on it.
pub const HISTORY_CAP: i32 = 1 << 20;

/// A move's rank for sorting, best first: the game's hint, then killer, then history.
pub type Rank = (i32, u8, i32);

/// The killer moves and the history table of one searcher.
pub struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
}

impl<M: Copy + Eq + Hash> Ordering<M> {
    /// Nothing learnt yet (the history table is allocated on first need).
    pub fn new() -> Self {
        Ordering { killers: Vec::new(), history: Vec::new() }
    }

    /// A new search begins: killers belong to the last search's plies, and history
    /// counts for half as much as what this one learns.
    pub fn fresh_search(&mut self) {
        self.killers.clear();
        for h in &mut self.history {
            *h /= 2;
        }
    }

    #[inline]
    fn slot(side: Side, m: &M) -> usize {
        let mut hasher = MoveHasher(0);
        m.hash(&mut hasher);
        side.index() * HISTORY_SLOTS + (mix64(hasher.0) as usize & (HISTORY_SLOTS - 1))
    }

    /// The rank of `m`, played by `side` `ply` plies from the root, whose game hint is `hint`.
    #[inline]
    pub fn rank(&self, m: &M, side: Side, ply: u32, hint: i32) -> Rank {
        let killer = match self.killers.get(ply as usize) {
            Some([Some(k), _]) if k == m => 2,
            Some([_, Some(k)]) if k == m => 1,
            _ => 0,
        };
        let history = self.history.get(Self::slot(side, m)).copied().unwrap_or(0);
        (hint, killer, history)
    }

    /// `m`, played by `side` `ply` plies from the root, refuted the line searched
    /// `depth` plies deep.
    pub fn cutoff(&mut self, m: M, side: Side, ply: u32, depth: u32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(m) {
            k[1] = k[0];
            k[0] = Some(m);
        }
        if self.history.is_empty() {
            self.history = vec![0; 2 * HISTORY_SLOTS];
        }
        let h = &mut self.history[Self::slot(side, &m)];
        *h = (*h + (depth * depth) as i32).min(HISTORY_CAP);
    }
}

impl<M: Copy + Eq + Hash> Default for Ordering<M> {
    fn default() -> Self {
        Self::new()
    }
}

/// A cheap hasher for small moves (a few integers): no need for SipHash's defence
/// against chosen keys here, only for speed.
struct MoveHasher(u64);

impl Hasher for MoveHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(13) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn killers_then_history_order_the_moves_the_game_cannot_tell_apart() {
        let mut o = Ordering::<(u8, u8)>::new();
        let s = Side::First;
        o.cutoff((1, 2), s, 3, 4);
        o.cutoff((5, 6), s, 3, 2);
        // The newest killer first, then the older one, then a move never seen.
        assert!(o.rank(&(5, 6), s, 3, 0) > o.rank(&(1, 2), s, 3, 0));
        assert!(o.rank(&(1, 2), s, 3, 0) > o.rank(&(7, 7), s, 3, 0));
        // At another ply only history counts: the deeper cutoff weighs more.
        assert!(o.rank(&(1, 2), s, 5, 0) > o.rank(&(5, 6), s, 5, 0));
        // The game's hint still comes first.
        assert!(o.rank(&(7, 7), s, 3, 100) > o.rank(&(5, 6), s, 3, 0));
        // Each side has its own history; a new search keeps half of it and no killer.
        assert_eq!(o.rank(&(1, 2), Side::Second, 5, 0), (0, 0, 0));
        o.fresh_search();
        assert_eq!(o.rank(&(1, 2), s, 3, 0), (0, 0, 8));
    }
}
