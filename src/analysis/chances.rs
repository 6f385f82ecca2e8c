//! Search values as winning chances, and the grades of a decision by the chances it
//! lost. Both are shared by every game: only the scale of the curve is a game's own
//! ([`crate::core::Game::CHANCE_SCALE`]), so that a grade means the same loss of
//! chances in moulin as in Kriegspiel.

use serde::Serialize;

use crate::ai::decided;
use crate::core::Game;

/// The chances that the side a `value` is for wins, from 0 to 1: ½ for an even game,
/// on a logistic curve of scale `scale` (the advantage worth three wins in four), and
/// exactly 1 or 0 for a value the search found decided (a win or a loss seen, a
/// solved position): a certain result is not a large advantage.
pub fn winning_chances(value: i32, scale: i32) -> f64 {
    if decided(value) {
        return if value > 0 { 1.0 } else { 0.0 };
    }
    let x = f64::from(value) * 3f64.ln() / f64::from(scale.max(1));
    1.0 / (1.0 + (-x).exp())
}

/// [`winning_chances`] on `G`'s own scale.
pub fn chances_of<G: Game>(value: i32) -> f64 {
    winning_chances(value, G::CHANCE_SCALE)
}

/// A loss of chances at most this small is no loss: a move that gives up less than a
/// hundredth of the chances is as good as the search's best (two moves the search
/// cannot tell apart differ by that much from one depth to the next).
pub const BEST_WITHIN: f64 = 0.01;
/// From this loss of the mover's winning chances (out of 1) a decision is an
/// inaccuracy: an even game brought to 0.40.
pub const INACCURACY: f64 = 0.10;
/// From this loss a decision is a mistake: an even game brought to 0.30.
pub const MISTAKE: f64 = 0.20;
/// From this loss a decision is a blunder: an even game brought to 0.20.
pub const BLUNDER: f64 = 0.30;

/// How good a decision was, by the winning chances it lost against the best move
/// the search found (thresholds [`INACCURACY`], [`MISTAKE`], [`BLUNDER`], the same in
/// every game, as on the big chess sites).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// The search's own choice, or within [`BEST_WITHIN`] of it (a forced move too).
    Best,
    /// Less than an inaccuracy lost.
    Good,
    /// At least [`INACCURACY`] lost.
    Inaccuracy,
    /// At least [`MISTAKE`] lost.
    Mistake,
    /// At least [`BLUNDER`] lost.
    Blunder,
}

impl Grade {
    /// Every grade, best first: the summary's columns.
    pub const ALL: [Grade; 5] = [Grade::Best, Grade::Good, Grade::Inaccuracy, Grade::Mistake, Grade::Blunder];

    /// The grade of a decision that lost `loss` of the mover's winning chances.
    pub fn of_loss(loss: f64) -> Grade {
        if loss >= BLUNDER {
            Grade::Blunder
        } else if loss >= MISTAKE {
            Grade::Mistake
        } else if loss >= INACCURACY {
            Grade::Inaccuracy
        } else if loss > BEST_WITHIN {
            Grade::Good
        } else {
            Grade::Best
        }
    }

    /// The grade's name, a string key of [`crate::i18n`] (`analysis.grade.mistake`), so
    /// that every language says it.
    pub fn key(self) -> &'static str {
        match self {
            Grade::Best => "analysis.grade.best",
            Grade::Good => "analysis.grade.good",
            Grade::Inaccuracy => "analysis.grade.inaccuracy",
            Grade::Mistake => "analysis.grade.mistake",
            Grade::Blunder => "analysis.grade.blunder",
        }
    }

    /// The grade's position in [`Grade::ALL`], for counting.
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::WIN;

    #[test]
    fn even_is_a_half_and_the_curve_rises() {
        for scale in [100, 150, 280, 400] {
            assert_eq!(winning_chances(0, scale), 0.5);
            let mut last = 0.0;
            // Strictly rising where a double can tell (far out it rounds to 0 or 1).
            for v in (-1_500..=1_500).step_by(25) {
                let c = winning_chances(v, scale);
                assert!(c > last && c < 1.0, "{v}: {c}");
                // Symmetric: what one side gains the other loses.
                assert!((c + winning_chances(-v, scale) - 1.0).abs() < 1e-12);
                last = c;
            }
            // The scale is the advantage worth three wins in four.
            assert!((winning_chances(scale, scale) - 0.75).abs() < 1e-12);
        }
    }

    #[test]
    fn decided_values_are_certain() {
        for scale in [100, 400] {
            assert_eq!(winning_chances(WIN - 7, scale), 1.0);
            assert_eq!(winning_chances(-(WIN - 30), scale), 0.0);
        }
    }

    #[test]
    fn grades_follow_the_thresholds() {
        assert_eq!(Grade::of_loss(0.0), Grade::Best);
        assert_eq!(Grade::of_loss(BEST_WITHIN), Grade::Best);
        assert_eq!(Grade::of_loss(0.05), Grade::Good);
        assert_eq!(Grade::of_loss(INACCURACY), Grade::Inaccuracy);
        assert_eq!(Grade::of_loss(0.19), Grade::Inaccuracy);
        assert_eq!(Grade::of_loss(MISTAKE), Grade::Mistake);
        assert_eq!(Grade::of_loss(BLUNDER), Grade::Blunder);
        assert_eq!(Grade::of_loss(1.0), Grade::Blunder);
        // Worse losses never grade better.
        let mut last = Grade::Best;
        for i in 0..=100 {
            let g = Grade::of_loss(f64::from(i) / 100.0);
            assert!(g >= last);
            last = g;
        }
    }
}
