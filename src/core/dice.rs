//! Seeded dice. The rules never roll: a session rolls for them with [`Dice`], whose
//! n-th roll depends only on the seed and n. A record keeps the seed and the rolls
//! already made, so a saved game replays exactly and goes on with the same future.

use serde::{Deserialize, Serialize};

/// A counter-based generator (SplitMix64): roll `n` is a pure function of
/// `(seed, n)`, so there is no hidden state to save.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dice {
    /// The seed: with the number of rolls made, all a record needs to replay the dice.
    pub seed: u64,
}

impl Dice {
    /// Dice of this seed.
    pub fn new(seed: u64) -> Self {
        Dice { seed }
    }

    /// A fresh seed from the operating system or the browser's crypto; a fixed one if
    /// neither answers (the game still works, only less random). Always below 2^53,
    /// so that a JavaScript number holds it exactly: a record is JSON that pages and
    /// hosts read and write again, and a larger seed would come back changed (and
    /// with it the dice of the rest of the game).
    pub fn fresh_seed() -> u64 {
        let mut b = [0u8; 8];
        let bits = match getrandom::fill(&mut b) {
            Ok(()) => u64::from_le_bytes(b),
            Err(_) => 0x5eed_0f91_a7ea_0c00,
        };
        bits >> 11
    }

    /// The `n`-th 64-bit value of this seed's stream.
    pub fn value(&self, n: u64) -> u64 {
        super::mix::splitmix(self.seed, n)
    }

    /// The `n`-th draw of a number in `0..k` (k > 0), without modulo bias.
    pub fn below(&self, n: u64, k: u64) -> u64 {
        assert!(k > 0);
        // Multiply-shift keeps the bias below 2^-64 · k, far beneath anything a
        // player could notice, and never loops.
        ((self.value(n) as u128 * k as u128) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_rolls_and_faces_are_fair() {
        let d = Dice::new(42);
        let a: Vec<u64> = (0..100).map(|n| d.below(n, 6)).collect();
        let b: Vec<u64> = (0..100).map(|n| Dice::new(42).below(n, 6)).collect();
        assert_eq!(a, b);
        let mut counts = [0u32; 6];
        for n in 0..60_000 {
            counts[d.below(n, 6) as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "face counts {counts:?}");
        }
        assert_ne!(a, (0..100).map(|n| Dice::new(43).below(n, 6)).collect::<Vec<_>>());
    }
}
