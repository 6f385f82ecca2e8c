//! The 24 points, the lines drawn between them, and the 16 mills. Points are numbered
//! row by row from the bottom-left, so `a1` is 0 and `g7` is 23; a set of points is a
//! 24-bit mask.

/// Point names and their (file, rank) on the 7×7 grid, in index order.
pub const POINTS: [(&str, u8, u8); 24] = [
    ("a1", 0, 0),
    ("d1", 3, 0),
    ("g1", 6, 0),
    ("b2", 1, 1),
    ("d2", 3, 1),
    ("f2", 5, 1),
    ("c3", 2, 2),
    ("d3", 3, 2),
    ("e3", 4, 2),
    ("a4", 0, 3),
    ("b4", 1, 3),
    ("c4", 2, 3),
    ("e4", 4, 3),
    ("f4", 5, 3),
    ("g4", 6, 3),
    ("c5", 2, 4),
    ("d5", 3, 4),
    ("e5", 4, 4),
    ("b6", 1, 5),
    ("d6", 3, 5),
    ("f6", 5, 5),
    ("a7", 0, 6),
    ("d7", 3, 6),
    ("g7", 6, 6),
];

/// The 16 mills: 8 horizontal then 8 vertical lines of three points. Every drawn line
/// of the board is a mill, so adjacency is "next to each other in a mill".
pub const MILLS: [[u8; 3]; 16] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
    [15, 16, 17],
    [18, 19, 20],
    [21, 22, 23],
    [0, 9, 21],
    [3, 10, 18],
    [6, 11, 15],
    [1, 4, 7],
    [16, 19, 22],
    [8, 12, 17],
    [5, 13, 20],
    [2, 14, 23],
];

/// All 24 points.
pub const ALL: u32 = (1 << 24) - 1;

/// Each mill as a mask.
pub const MILL_MASKS: [u32; 16] = {
    let mut m = [0u32; 16];
    let mut i = 0;
    while i < 16 {
        m[i] = (1 << MILLS[i][0]) | (1 << MILLS[i][1]) | (1 << MILLS[i][2]);
        i += 1;
    }
    m
};

/// For each point, the mask of the points joined to it by a drawn line.
pub const ADJ: [u32; 24] = {
    let mut adj = [0u32; 24];
    let mut i = 0;
    while i < 16 {
        let [a, b, c] = MILLS[i];
        adj[a as usize] |= 1 << b;
        adj[b as usize] |= (1 << a) | (1 << c);
        adj[c as usize] |= 1 << b;
        i += 1;
    }
    adj
};

/// For each point, the masks of the two mills through it.
pub const MILLS_AT: [[u32; 2]; 24] = {
    let mut at = [[0u32; 2]; 24];
    let mut n = [0usize; 24];
    let mut i = 0;
    while i < 16 {
        let mut j = 0;
        while j < 3 {
            let p = MILLS[i][j] as usize;
            at[p][n[p]] = MILL_MASKS[i];
            n[p] += 1;
            j += 1;
        }
        i += 1;
    }
    at
};

/// The name of point `p` (`"d2"`), as the notation writes it.
pub fn point_name(p: u8) -> &'static str {
    POINTS[p as usize].0
}

/// The point called `name` (`"d2"`), case-insensitive.
pub fn point_index(name: &str) -> Option<u8> {
    let lower = name.to_ascii_lowercase();
    POINTS.iter().position(|(n, _, _)| *n == lower).map(|i| i as u8)
}

/// The points of `set` that stand in a complete mill of `set`.
#[inline]
pub fn in_mills(set: u32) -> u32 {
    MILL_MASKS.iter().filter(|&&m| set & m == m).fold(0, |acc, &m| acc | m)
}

/// Whether the man on `p` completes a mill of `set` (which contains `p`).
#[inline]
pub fn closes_mill(set: u32, p: u8) -> bool {
    let [a, b] = MILLS_AT[p as usize];
    a & !set == 0 || b & !set == 0
}

pub use crate::core::bits::bits;

/// The mask of the points named in `names` (`"a1 d1 g1"`), for unit tests' positions.
#[cfg(test)]
pub(crate) fn mask(names: &str) -> u32 {
    names.split_whitespace().map(|n| 1 << point_index(n).expect("a test names points of the board")).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry_matches_the_drawn_board() {
        // 32 drawn segments, every point in exactly two mills.
        let edges: u32 = ADJ.iter().map(|a| a.count_ones()).sum();
        assert_eq!(edges, 64);
        assert_eq!(ADJ[point_index("d2").unwrap() as usize].count_ones(), 4);
        assert_eq!(ADJ[point_index("a1").unwrap() as usize].count_ones(), 2);
        for p in 0..24u8 {
            assert!(MILLS_AT[p as usize].iter().all(|&m| m & (1 << p) != 0));
        }
        // No mill runs through the centre: d3 and d5 are not joined.
        assert_eq!(ADJ[7] & (1 << 16), 0);
    }
}
