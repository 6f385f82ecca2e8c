//! How a move is seen as it is played: which pieces travel from one cell to another,
//! and which leave the board. It is not a rule: the page animates it (a piece slides
//! to where it goes, a taken piece fades away) without knowing the game, from cells
//! it already knows how to find on the drawn board.

use serde::Serialize;

use super::Cell;

/// The pieces a move carries across the board and the pieces it takes off it, as
/// cells of the position before the move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Motion {
    /// Each piece that goes from a cell to another, `(from, to)`, in the order they
    /// move (a push moves the pushed piece first).
    pub travels: Vec<(Cell, Cell)>,
    /// Each cell whose piece leaves the board (taken, put out of action).
    pub leaves: Vec<Cell>,
    /// A moment the table should feel, marked briefly on a cell once the pieces
    /// have moved (a mill closed, a goal, a shot), with its own sound.
    pub burst: Option<(Cell, Burst)>,
}

/// The kinds of moment a move can be: each game says which of its moves is one; the
/// page has a mark and a sound for each kind, and knows no game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Burst {
    /// A formation that takes (a mill closed).
    Strike,
    /// A point scored (a goal).
    Score,
    /// A shot fired at a piece.
    Hit,
}

impl Motion {
    /// One piece going from `from` to `to`.
    pub fn travel(from: Cell, to: Cell) -> Self {
        Motion { travels: vec![(from, to)], ..Motion::default() }
    }

    /// The same, with a moment to feel at `cell`.
    pub fn with_burst(mut self, cell: Cell, burst: Burst) -> Self {
        self.burst = Some((cell, burst));
        self
    }

    /// The same, and the piece on `cell` leaves the board.
    pub fn taking(mut self, cell: Cell) -> Self {
        self.leaves.push(cell);
        self
    }
}
