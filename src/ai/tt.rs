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
/// as deep (or the slot holds another position).
pub struct Tt<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Tt<M> {
    /// A table of 2^bits slots.
    pub fn new(bits: u32) -> Self {
        Tt { slots: vec![None; 1 << bits], mask: (1 << bits) - 1 }
    }

    fn slot(&self, key: u64) -> usize {
        // Keys of small games are dense integers: mix them before taking low bits.
        let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 20) as usize & self.mask
    }

    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    pub fn put(&mut self, e: Entry<M>) {
        let i = self.slot(e.key);
        match self.slots[i] {
            Some(old) if old.key == e.key && old.depth > e.depth => {}
            _ => self.slots[i] = Some(e),
        }
    }
}
