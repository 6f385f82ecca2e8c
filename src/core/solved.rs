//! A position's value known for certain — from an endgame table computed by
//! retrograde analysis, say — so that the AI plays it perfectly instead of guessing
//! with a search that sees only so far.

/// The value of a position for the side to move under perfect play by both sides,
/// with the number of plies (single moves) until the game ends. The draw rules that
/// depend on history (repetition, moves without capture) are not part of it: a
/// table knows only the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solved {
    /// The side to move wins, its last move being the `n`-th ply from here, however
    /// the other side defends (the winner hurries).
    Win(u16),
    /// The side to move loses after `n` plies, however well it defends (the loser
    /// holds out as long as it can); `Loss(0)` is a position already lost.
    Loss(u16),
    /// Neither side can force a win.
    Draw,
}

impl Solved {
    /// The value one ply earlier, for the other side: what the side about to move into
    /// this position gets from it.
    pub fn before(self) -> Solved {
        match self {
            Solved::Win(n) => Solved::Loss(n + 1),
            Solved::Loss(n) => Solved::Win(n + 1),
            Solved::Draw => Solved::Draw,
        }
    }

    /// A number that orders values as the side to move prefers them: a quicker win
    /// above a slower one, any win above a draw, a draw above any loss, and a slower
    /// loss above a quicker one.
    pub fn rank(self) -> i32 {
        match self {
            Solved::Win(n) => i32::from(u16::MAX) * 2 - i32::from(n),
            Solved::Draw => i32::from(u16::MAX),
            Solved::Loss(n) => i32::from(n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Solved::*;

    #[test]
    fn a_quick_win_beats_a_slow_one_and_a_slow_loss_beats_a_quick_one() {
        let mut v = vec![Loss(2), Draw, Win(7), Loss(10), Win(1)];
        v.sort_by_key(|s| std::cmp::Reverse(s.rank()));
        assert_eq!(v, vec![Win(1), Win(7), Draw, Loss(10), Loss(2)]);
        assert_eq!(Loss(0).before(), Win(1));
        assert_eq!(Win(3).before(), Loss(4));
    }
}
