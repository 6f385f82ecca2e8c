//! SplitMix64, the one source of pseudo-random 64-bit numbers: the seeded dice
//! ([`super::Dice`]) and every game's Zobrist keys (one fixed random number per
//! feature of a position — a piece on a square, the side to move — XORed together
//! into the position's key). All `const`, so key tables are built at compile time
//! and are the same on every machine.

/// The golden-ratio increment of SplitMix64's state.
pub const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64's finaliser: spreads the bits of `z` over all 64, so that codes that
/// differ in one bit give unrelated numbers.
pub const fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `n`-th number (from 0) of the SplitMix64 stream that starts at `seed`: a
/// pure function of both, so nothing has to be kept between draws.
pub const fn splitmix(seed: u64, n: u64) -> u64 {
    mix64(seed.wrapping_add(n.wrapping_add(1).wrapping_mul(GOLDEN)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stream_is_splitmix64() {
        // The reference sequence of SplitMix64 seeded with 1234567 (Vigna's splitmix64.c).
        let first = [6457827717110365317u64, 3203168211198807973, 9817491932198370423];
        assert_eq!([0, 1, 2].map(|n| splitmix(1_234_567, n)), first);
    }
}
