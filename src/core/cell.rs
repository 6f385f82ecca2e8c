//! Cells are what a person clicks: the points, squares or hexes of a board, plus any
//! extra click targets a game draws (a reserve, a count chooser). Every move says
//! which clicks express it ([`CellPath`]); the session matches clicks against those
//! paths, so one click mechanism serves every game.

/// A clickable place, numbered by its game.
pub type Cell = u16;

/// The clicks that express one move, in order (at most [`CellPath::MAX`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CellPath {
    cells: [Cell; CellPath::MAX],
    len: u8,
}

impl CellPath {
    /// The most clicks a move takes in any game (Kriegspiel's transfer: plate, target, count).
    pub const MAX: usize = 4;

    /// No clicks yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// A path from a slice; panics on more than [`CellPath::MAX`] cells (a game bug,
    /// never user input).
    pub fn of(cells: &[Cell]) -> Self {
        let mut p = Self::new();
        for &c in cells {
            p.push(c);
        }
        p
    }

    /// Adds the next click; beyond [`CellPath::MAX`] it is a bug of the game.
    pub fn push(&mut self, c: Cell) {
        assert!((self.len as usize) < Self::MAX, "CellPath longer than {}", Self::MAX);
        self.cells[self.len as usize] = c;
        self.len += 1;
    }

    /// The clicks in order.
    pub fn as_slice(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }

    /// How many clicks.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the move takes no click (a button, such as `end`).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `clicks` is a prefix of this path.
    pub fn starts_with(&self, clicks: &[Cell]) -> bool {
        self.as_slice().starts_with(clicks)
    }
}

/// How a move's target is marked when a piece is selected, so that a player sees at
/// a glance which clicks capture and which merely move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// A quiet move.
    Move,
    /// Takes something.
    Capture,
    /// A game-specific special action (a pass, a push, a jump, a transfer…);
    /// the number tells kinds apart within one game.
    Special(u8),
}
