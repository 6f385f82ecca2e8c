//! The positions a game has passed through, for the draw by repetition.
//!
//! Whether a position has stood three times depends on the game's past, not on the
//! position: so the positions themselves stay small, copyable values (the search and
//! perft copy one at every node), and whoever plays the moves — a session, the
//! search, a match — keeps one [`History`] beside its position. The history holds
//! each position's [`Game::key`]; a move that the game calls
//! [`Game::irreversible`] starts a new *run*, since no position before it can ever
//! stand again, so that counting a repetition only looks back to it.
//!
//! ```
//! use plateaux::core::{Game, History, Outcome, Side, ToMove};
//! use plateaux::games::moulin::{Moulin, POINTS};
//! let at = |names: &str| names.split(' ').map(|n| 1 << POINTS.iter().position(|p| p.0 == n).unwrap()).sum();
//! let mut g = Moulin::from_parts(at("a7 b6 c5"), at("g4 f2 g1"), [0, 0], Side::First);
//! let mut h = History::new(&g);
//! for mv in "a7-d7 g4-g7 d7-a7 g7-g4 a7-d7 g4-g7 d7-a7 g7-g4".split(' ') {
//!     h.play_notation(&mut g, mv).unwrap();
//! }
//! assert_eq!(h.repetitions(), 3);
//! assert_eq!(h.to_move(&g), ToMove::Over(Outcome::Draw { reason: "threefold" }));
//! assert_eq!(g.to_move(), ToMove::Player(Side::First), "the position alone does not know its past");
//! //! ```

use super::{Game, Outcome, PlayError, ToMove};

/// How many times a position must stand for [`Game::repetition_end`] to apply.
pub const REPEATS: usize = 3;

/// The keys of the positions played through, the current one last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    keys: Vec<u64>,
    /// Where each run begins in `keys`: 0, then the index of the position after
    /// every irreversible move still in the history.
    runs: Vec<usize>,
}

impl History {
    /// A history that starts at `g` (nothing is known before it).
    pub fn new<G: Game>(g: &G) -> Self {
        History { keys: vec![g.key()], runs: vec![0] }
    }

    /// Plays `m` in `g` (as [`Game::play`]: `m` must be legal) and records the
    /// position it leads to.
    pub fn play<G: Game>(&mut self, g: &mut G, m: G::Move) {
        let fresh = g.irreversible(m);
        g.play(m);
        self.push(g.key(), fresh);
    }

    /// Records a position of key `key`, reached by an irreversible move if `fresh`.
    pub fn push(&mut self, key: u64, fresh: bool) {
        if fresh {
            self.runs.push(self.keys.len());
        }
        self.keys.push(key);
    }

    /// Forgets the last position (a move taken back). The first one stays.
    pub fn pop(&mut self) {
        if self.keys.len() <= 1 {
            return;
        }
        self.keys.pop();
        if self.runs.last() == Some(&self.keys.len()) {
            self.runs.pop();
        }
    }

    /// Positions recorded, the first one included.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Never true: a history always holds its first position.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// How many times the current position has stood, this time included.
    pub fn repetitions(&self) -> usize {
        let run = &self.keys[*self.runs.last().unwrap_or(&0)..];
        let now = self.keys.last().copied();
        run.iter().filter(|&&k| Some(k) == now).count()
    }

    /// Who acts next in `g` (the current position of this history), or how the game
    /// ended: [`Game::to_move`], except that a position standing for the third time
    /// ends the game as [`Game::repetition_end`] says — after the game's own wins and
    /// losses, before its other draws.
    pub fn to_move<G: Game>(&self, g: &G) -> ToMove {
        let t = g.to_move();
        if let ToMove::Over(Outcome::Win { .. }) = t {
            return t;
        }
        match g.repetition_end() {
            Some(o) if self.repetitions() >= REPEATS => ToMove::Over(o),
            _ => t,
        }
    }

    /// The outcome, if the game is over (see [`History::to_move`]).
    pub fn outcome<G: Game>(&self, g: &G) -> Option<Outcome> {
        match self.to_move(g) {
            ToMove::Over(o) => Some(o),
            _ => None,
        }
    }

    /// Whether `m` may be played in `g` now: [`Game::check`], and the game is not
    /// drawn by repetition.
    ///
    /// # Errors
    ///
    /// [`PlayError::Over`] once the game is over, [`PlayError::Illegal`] for a move
    /// the rules refuse here.
    pub fn check<G: Game>(&self, g: &G, m: G::Move) -> Result<(), PlayError> {
        if let ToMove::Over(_) = self.to_move(g) {
            return Err(PlayError::Over);
        }
        g.check(m)
    }

    /// Plays `m` in `g` if it is legal now; otherwise returns an error and changes
    /// nothing.
    ///
    /// # Errors
    ///
    /// As [`History::check`].
    pub fn try_play<G: Game>(&mut self, g: &mut G, m: G::Move) -> Result<(), PlayError> {
        self.check(g, m)?;
        self.play(g, m);
        Ok(())
    }

    /// Parses and plays a move given as text; on any error nothing changes.
    ///
    /// # Errors
    ///
    /// [`PlayError::Parse`] for text that is not a move, else as [`History::check`].
    pub fn play_notation<G: Game>(&mut self, g: &mut G, s: &str) -> Result<G::Move, PlayError> {
        let m = g.parse(s.trim()).map_err(PlayError::Parse)?;
        self.try_play(g, m)?;
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::moulin::Moulin;

    fn start() -> History {
        History::new(&Moulin::new(&Default::default()))
    }

    #[test]
    fn a_repetition_is_counted_back_to_the_last_irreversible_move_only() {
        let mut h = start();
        let first = h.keys[0];
        h.push(7, false);
        h.push(first, false);
        assert_eq!(h.repetitions(), 2, "the start stands again");
        h.push(7, true);
        assert_eq!(h.repetitions(), 1, "an irreversible move forgets the keys before it");
        h.push(8, false);
        h.push(7, false);
        assert_eq!(h.repetitions(), 2);
    }

    #[test]
    fn taking_back_moves_restores_the_counts_and_the_runs() {
        let mut h = start();
        h.push(7, false);
        h.push(8, false);
        h.push(7, false);
        let before = h.clone();
        h.push(9, true);
        h.push(7, false);
        assert_eq!(h.repetitions(), 1);
        h.pop();
        h.pop();
        assert_eq!(h, before);
        assert_eq!(h.repetitions(), 2);
        for _ in 0..10 {
            h.pop();
        }
        assert_eq!(h.len(), 1, "the first position stays");
        assert_eq!(h.repetitions(), 1);
    }
}
