//! Texel's method: fitting the weights of a linear evaluation to how real games ended.
//!
//! An evaluation that is a sum of terms' counts times weights predicts a game's
//! result through a logistic curve: a position worth `s` hundredths of a man for the
//! first side wins for it with likelihood `1 / (1 + 10^(-k·s/400))`. The best weights
//! are those whose predictions are closest, in squared error, to the results of many
//! positions of played games (1 for a first-side win, ½ a draw, 0 a loss). The search
//! is the plain one the method is named for: each free weight is moved up or down by
//! a step while the error falls, the step halving down to 1. Game-neutral: a game
//! gives its terms' counts ([`Sample`]) and its weights; what it does with the fitted
//! weights is its own affair (moulin's are in `src/games/moulin/eval.rs`, fitted with
//! `examples/fit-moulin.rs`).

/// One position of a played game: the counts of the evaluation's `N` terms for the
/// first side, and how the game ended for that side.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample<const N: usize> {
    /// Each term's count, the evaluation being their sum weighted.
    pub counts: [i32; N],
    /// 1 if the first side won the game, ½ if it was drawn, 0 if it lost.
    pub result: f64,
}

/// The evaluation of `counts` under `weights`, in the evaluation's own unit.
fn score<const N: usize>(counts: &[i32; N], weights: &[i32; N]) -> f64 {
    counts.iter().zip(weights).map(|(&c, &w)| f64::from(c) * f64::from(w)).sum()
}

/// The likelihood of a first-side win that a score predicts, through a logistic curve
/// of scale `k` (with `k` = 1, 400 more is ten to one).
fn predicted(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// The mean squared error between the samples' results and the weights' predictions:
/// what the fit makes smallest. 0 for no samples.
pub fn error<const N: usize>(samples: &[Sample<N>], weights: &[i32; N], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples.iter().map(|s| (s.result - predicted(score(&s.counts, weights), k)).powi(2)).sum();
    sum / samples.len() as f64
}

/// The logistic scale under which `weights` predict the samples best: the curve's
/// steepness is a fact about the game and the evaluation's unit, fixed before the
/// weights move (otherwise scaling every weight up would pass for learning). Found
/// by golden-section search on (0, 4], where the error has one minimum.
pub fn best_scale<const N: usize>(samples: &[Sample<N>], weights: &[i32; N]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut lo, mut hi) = (0.0_f64, 4.0_f64);
    while hi - lo > 1e-4 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(samples, weights, a) < error(samples, weights, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Texel's local search from `weights`: every weight with `free[i]` moves by the
/// current step (8, then 4, 2 and 1) up or down while that lowers the error at scale
/// `k`, round after round until no step helps. Held weights (a man's worth, the unit
/// of all the others) stay as they are. Returns the fitted weights.
pub fn fit<const N: usize>(samples: &[Sample<N>], weights: &[i32; N], free: &[bool; N], k: f64) -> [i32; N] {
    let mut best = *weights;
    let mut best_error = error(samples, &best, k);
    for step in [8, 4, 2, 1] {
        loop {
            let mut improved = false;
            for i in (0..N).filter(|&i| free[i]) {
                for delta in [step, -step] {
                    let mut trial = best;
                    trial[i] += delta;
                    let e = error(samples, &trial, k);
                    if e < best_error {
                        (best, best_error) = (trial, e);
                        improved = true;
                        break;
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::mix::splitmix;

    /// Positions whose results are drawn at random from the logistic curve of known
    /// weights, as games would end if those weights were the truth.
    fn games_of(truth: &[i32; 3], k: f64, n: u64) -> Vec<Sample<3>> {
        (0..n)
            .map(|i| {
                let draw = |j: u64| (splitmix(7, 4 * i + j) % 9) as i32 - 4;
                let counts = [draw(0), draw(1), draw(2)];
                let u = (splitmix(7, 4 * i + 3) >> 11) as f64 / (1u64 << 53) as f64;
                let result = if u < predicted(score(&counts, truth), k) { 1.0 } else { 0.0 };
                Sample { counts, result }
            })
            .collect()
    }

    #[test]
    fn the_fit_finds_the_weights_the_games_were_played_by() {
        // A man worth 100 (held), a second term worth 40 and a third worth -25.
        let truth = [100, 40, -25];
        let samples = games_of(&truth, 1.0, 40_000);
        let start = [100, 0, 0];
        let fitted = fit(&samples, &start, &[false, true, true], 1.0);
        assert_eq!(fitted[0], 100, "a held weight does not move");
        assert!((fitted[1] - 40).abs() <= 6, "second term fitted to {}", fitted[1]);
        assert!((fitted[2] + 25).abs() <= 6, "third term fitted to {}", fitted[2]);
        assert!(error(&samples, &fitted, 1.0) < error(&samples, &start, 1.0));
    }

    #[test]
    fn the_scale_is_the_curve_the_games_follow() {
        let truth = [100, 40, -25];
        let samples = games_of(&truth, 0.5, 40_000);
        let k = best_scale(&samples, &truth);
        assert!((k - 0.5).abs() < 0.1, "scale fitted to {k}");
    }

    #[test]
    fn no_samples_no_error() {
        assert_eq!(error::<3>(&[], &[100, 0, 0], 1.0), 0.0);
    }
}
