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
}

impl Motion {
    /// One piece going from `from` to `to`.
    pub fn travel(from: Cell, to: Cell) -> Self {
        Motion { travels: vec![(from, to)], leaves: Vec::new() }
    }

    /// The same, and the piece on `cell` leaves the board.
    pub fn taking(mut self, cell: Cell) -> Self {
        self.leaves.push(cell);
        self
    }
}
