//! The transposition table: positions already searched, by [`Game::key`], so that
//! the same position reached by another order of moves is not searched twice and the
//! best move found last time is tried first.
//!
//! [`Game::key`]: crate::core::Game::key

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least the stored one.
    Lower,
    /// The true value is at most the stored one.
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub depth: u8,
    pub bound: Bound,
    pub value: i32,
    pub best: Option<M>,
}

/// A fixed-size table, one entry per slot, replaced when the new search is at least
/// as deep (or the slot holds another position). It lives as long as its searcher,
/// so a player that keeps its searcher finds the last move's work again; a position
/// that is no longer reachable is simply overwritten.
pub struct Tt<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Tt<M> {
    /// A table of 2^bits slots, taken from memory only when the first entry is put
    /// (a player that never searches never pays for it).
    pub fn new(bits: u32) -> Self {
        Tt { slots: Vec::new(), mask: (1 << bits) - 1 }
    }

    /// Makes room for 2^bits slots if the table has fewer (emptying it: a bigger
    /// search, the first time it comes, starts with a clean table).
    pub fn at_least(&mut self, bits: u32) {
        if self.mask + 1 < 1 << bits {
            *self = Tt::new(bits);
        }
    }

    fn slot(&self, key: u64) -> usize {
        // Keys of small games are dense integers: mix them before taking low bits.
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 20) as usize & self.mask
    }

    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots.get(self.slot(key)).copied().flatten().filter(|e| e.key == key)
    }

    pub fn put(&mut self, e: Entry<M>) {
        if self.slots.is_empty() {
            self.slots = vec![None; self.mask + 1];
        }
        let i = self.slot(e.key);
        match self.slots[i] {
            Some(old) if old.key == e.key && old.depth > e.depth => {}
            _ => self.slots[i] = Some(e),
        }
    }
}
