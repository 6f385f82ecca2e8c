//! The 8 × 6 chequerboard, the three kinds of piece and the squares each kind can step
//! to (RULES.md §2). Squares are numbered `rank * 8 + file` (a1 = 0, h1 = 7, a6 = 40,
//! h6 = 47) so that a set of squares fits in the low 48 bits of a `u64`. The step
//! tables are computed at compile time: move generation, attack tests and the
//! evaluation all read the same tables, so they cannot disagree about how a piece moves.

use crate::core::Side;

pub const FILES: u8 = 8;
pub const RANKS: u8 = 6;
pub const SQUARES: usize = (FILES * RANKS) as usize;
/// Every square of the board.
pub const ALL: u64 = (1u64 << SQUARES) - 1;

/// The three kinds of piece, weakest first (the seed's "puissance des pièces").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Steps one square diagonally forward; takes Lanciers and Mundeleys.
    Lancier,
    /// Steps one square forward, left or right; takes Grenadiers and Mundeleys.
    Grenadier,
    /// Steps one square any way; takes anything.
    Mundeley,
}

impl Kind {
    /// Every kind, in its index order.
    pub const ALL: [Kind; 3] = [Kind::Lancier, Kind::Grenadier, Kind::Mundeley];

    #[inline]
    /// The kind's index in per-kind tables (0 to 2).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether a piece of this kind may take an enemy piece of kind `victim`:
    /// a Lancier never takes a Grenadier and a Grenadier never takes a Lancier.
    #[inline]
    pub fn takes(self, victim: Kind) -> bool {
        self == Kind::Mundeley || victim == Kind::Mundeley || self == victim
    }

    /// The kinds of enemy piece this kind may take.
    #[inline]
    pub fn victims(self) -> [bool; 3] {
        [self.takes(Kind::Lancier), self.takes(Kind::Grenadier), self.takes(Kind::Mundeley)]
    }
}

/// File (0 = a) and rank (0 = rank 1) of a square.
#[inline]
pub fn file_rank(sq: u8) -> (u8, u8) {
    (sq % FILES, sq / FILES)
}

#[inline]
pub fn square(file: u8, rank: u8) -> u8 {
    rank * FILES + file
}

/// Black squares: h1 and a6 are black, i.e. file + rank is odd. Lanciers live on them.
#[inline]
pub fn is_black(sq: u8) -> bool {
    let (f, r) = file_rank(sq);
    (f + r) % 2 == 1
}

/// The rank a side promotes on: 6 for White, 1 for Black.
#[inline]
pub fn far_rank(s: Side) -> u8 {
    match s {
        Side::First => RANKS - 1,
        Side::Second => 0,
    }
}

/// How many ranks a square lies ahead of `s`'s own first rank (0 to 5).
#[inline]
pub fn advance(s: Side, sq: u8) -> u8 {
    let r = sq / FILES;
    match s {
        Side::First => r,
        Side::Second => RANKS - 1 - r,
    }
}

/// The name of a square, `a1` … `h6`.
pub fn square_name(sq: u8) -> String {
    let (f, r) = file_rank(sq);
    format!("{}{}", (b'a' + f) as char, r + 1)
}

/// A square from its name; `None` for anything else.
pub fn square_index(s: &str) -> Option<u8> {
    let mut it = s.chars();
    let (f, r) = (it.next()?, it.next()?);
    if it.next().is_some() || !('a'..='h').contains(&f) || !('1'..='6').contains(&r) {
        return None;
    }
    Some(square(f as u8 - b'a', r as u8 - b'1'))
}

pub use crate::core::bits::bits;

/// The squares of the given (file, rank) offsets from `sq` that lie on the board.
const fn targets(sq: usize, steps: &[(i8, i8)]) -> u64 {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let mut m = 0u64;
    let mut i = 0;
    while i < steps.len() {
        let (nf, nr) = (f + steps[i].0, r + steps[i].1);
        if nf >= 0 && nf < FILES as i8 && nr >= 0 && nr < RANKS as i8 {
            m |= 1 << (nr as usize * 8 + nf as usize);
        }
        i += 1;
    }
    m
}

/// `STEPS[side][kind][sq]`: the squares a piece may step to from `sq`, empty or not.
/// White's forward is up the ranks, Black's down.
pub const STEPS: [[[u64; SQUARES]; 3]; 2] = {
    let mut t = [[[0u64; SQUARES]; 3]; 2];
    let mut s = 0;
    while s < 2 {
        let fwd: i8 = if s == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < SQUARES {
            t[s][0][sq] = targets(sq, &[(-1, fwd), (1, fwd)]);
            t[s][1][sq] = targets(sq, &[(0, fwd), (-1, 0), (1, 0)]);
            t[s][2][sq] = targets(sq, &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]);
            sq += 1;
        }
        s += 1;
    }
    t
};

/// The squares a piece of `s` and `kind` steps to from `sq`.
#[inline]
pub fn steps(s: Side, kind: Kind, sq: u8) -> u64 {
    STEPS[s.index()][kind.index()][sq as usize]
}

/// The squares from which a piece of `s` and `kind` would step onto `sq`. A step
/// reversed is the same step made by the other side (diagonally forward becomes
/// diagonally backward), so this is the other side's table.
#[inline]
pub fn steps_into(s: Side, kind: Kind, sq: u8) -> u64 {
    STEPS[s.other().index()][kind.index()][sq as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_colours_and_names() {
        assert!(is_black(square_index("h1").unwrap()));
        assert!(is_black(square_index("a6").unwrap()));
        assert!(!is_black(square_index("a1").unwrap()));
        for sq in 0..SQUARES as u8 {
            assert_eq!(square_index(&square_name(sq)), Some(sq));
        }
        for bad in ["", "a", "a0", "a7", "i1", "A1", "a1 ", "é1", "a11"] {
            assert_eq!(square_index(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn lanciers_stay_on_black_squares() {
        for s in Side::BOTH {
            for sq in (0..SQUARES as u8).filter(|&q| is_black(q)) {
                assert!(bits(steps(s, Kind::Lancier, sq)).all(is_black));
            }
        }
    }
}
