//! Short lists kept per side, on the stack: what an evaluation gathers once from the
//! board (where each army's pieces stand) and then reads many times, without
//! allocating at every node of the search.

use super::Side;

/// Up to `N` items for each side, in the order they were pushed.
pub struct BySide<T, const N: usize> {
    items: [[T; N]; 2],
    len: [usize; 2],
}

impl<T: Copy + Default, const N: usize> BySide<T, N> {
    /// Empty lists for both sides.
    #[inline]
    pub fn new() -> Self {
        BySide { items: [[T::default(); N]; 2], len: [0; 2] }
    }

    /// Adds `item` to `side`'s list.
    ///
    /// # Panics
    /// With `N` items already there: `N` is the most the board can hold.
    #[inline]
    pub fn push(&mut self, side: Side, item: T) {
        let s = side.index();
        self.items[s][self.len[s]] = item;
        self.len[s] += 1;
    }

    /// `side`'s items, in the order they were pushed.
    #[inline]
    pub fn of(&self, side: Side) -> &[T] {
        &self.items[side.index()][..self.len[side.index()]]
    }
}

impl<T: Copy + Default, const N: usize> Default for BySide<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_keeps_its_own_items_in_order() {
        let mut l = BySide::<u8, 3>::new();
        l.push(Side::Second, 7);
        l.push(Side::First, 1);
        l.push(Side::Second, 8);
        assert_eq!(l.of(Side::First), &[1]);
        assert_eq!(l.of(Side::Second), &[7, 8]);
    }
}
