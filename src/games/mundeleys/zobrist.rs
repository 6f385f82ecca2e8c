//! Zobrist keys for the position hash: one random 64-bit number per (side, kind,
//! square), per (side, reserve size) and for the side to move. The key of a position
//! is the XOR of its features, so a move updates it in a few XORs. The numbers come
//! from a fixed SplitMix64 stream at compile time: the same on every machine, so keys
//! in tests and records are reproducible.

use super::board::SQUARES;
use crate::core::mix::{mix64, GOLDEN};

/// The `n`-th key: SplitMix64's `n`-th step, salted with "mundeley".
const fn splitmix(n: u64) -> u64 {
    mix64(n.wrapping_add(1).wrapping_mul(GOLDEN) ^ 0x6d75_6e64_656c_6579)
}

/// `PIECE[side][kind][square]`.
pub const PIECE: [[[u64; SQUARES]; 3]; 2] = {
    let mut t = [[[0u64; SQUARES]; 3]; 2];
    let mut i = 0;
    while i < 2 * 3 * SQUARES {
        t[i / (3 * SQUARES)][(i / SQUARES) % 3][i % SQUARES] = splitmix(i as u64);
        i += 1;
    }
    t
};

/// `RESERVE[side][mundeleys left]` (0 to 4).
pub const RESERVE: [[u64; 5]; 2] = {
    let mut t = [[0u64; 5]; 2];
    let mut i = 0;
    while i < 10 {
        t[i / 5][i % 5] = splitmix(1000 + i as u64);
        i += 1;
    }
    t
};

/// XORed in when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix(2000);
