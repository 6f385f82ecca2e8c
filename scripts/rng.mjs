// A small seeded generator (mulberry32) for scripts and tests that must play the same
// games on every run: numbers in [0, 1), the same sequence for the same seed.

/** A generator of numbers in [0, 1) from `seed` (a 32-bit whole number). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
