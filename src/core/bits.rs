//! Sets of board cells as bit masks, shared by the games whose boards fit in a
//! machine word (moulin's 24 points, Mundeleys' 48 squares, Mundialito's 36).

/// The members of a mask, lowest first: `bits(0b1010)` yields 1 then 3.
#[inline]
pub fn bits(set: impl Into<u64>) -> impl Iterator<Item = u8> {
    let mut set: u64 = set.into();
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as u8;
            set &= set - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn members_lowest_first() {
        assert_eq!(super::bits(0b1010u32).collect::<Vec<_>>(), vec![1, 3]);
        assert_eq!(super::bits(1u64 << 47).collect::<Vec<_>>(), vec![47]);
        assert_eq!(super::bits(0u64).count(), 0);
    }
}
