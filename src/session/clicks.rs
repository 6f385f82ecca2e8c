//! Clicks and taps: the cells clicked so far narrow the legal moves down until one
//! is left (played) or none (refused, with the rules' reason when they have one).

use serde::Serialize;

use super::Session;
use crate::core::{Cell, Note, ToMove, View};

/// What happened to a click.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "move", rename_all = "lowercase")]
pub enum Click {
    /// The clicks so far complete a move, now played (its notation).
    Played(String),
    /// The click starts or continues a move; more clicks are needed.
    Pending,
    /// The click does not fit any legal move; the selection is cleared.
    Ignored,
}

impl<G: View> Session<G> {
    /// The legal moves whose clicks start with `clicks`.
    pub(super) fn candidates(&self, clicks: &[Cell]) -> Vec<G::Move> {
        let mut v = Vec::new();
        if let ToMove::Player(_) = self.to_move() {
            self.game.legal_moves(&mut v);
        }
        v.retain(|&m| self.game.cells_of(m).starts_with(clicks));
        v
    }

    /// A click (or tap) on `cell`. A move is played as soon as the clicks name exactly
    /// one legal move; a click that fits nothing starts afresh from that cell, or
    /// clears the selection.
    pub fn click(&mut self, cell: Cell) -> Click {
        self.refusal = None;
        let mut path = self.clicks.clone();
        path.push(cell);
        let mut cands = self.candidates(&path);
        if cands.is_empty() {
            // Perhaps a new start (another man chosen), said when the game has a word
            // for the move the first choice could not make.
            let aimed = path;
            path = vec![cell];
            cands = self.candidates(&path);
            if cands.is_empty() || self.clicks == path {
                self.refusal = self.why_ignored(cell);
                self.clicks.clear();
                return Click::Ignored;
            }
            // Here a player is to move and a piece was chosen before (else the two
            // searches above were the same, and found nothing).
            self.refusal = self.game.why_not_switch(&aimed);
        }
        let complete: Vec<G::Move> =
            cands.iter().copied().filter(|&m| self.game.cells_of(m).len() == path.len()).collect();
        if cands.len() == 1 && complete.len() == 1 {
            let m = complete[0];
            self.redo.clear();
            self.push(m);
            return Click::Played(self.notations.last().cloned().unwrap_or_default());
        }
        self.clicks = path;
        Click::Pending
    }

    /// Why a click on `cell` that fits no move is ignored: the rules' reason when a
    /// player is to act ("un Lancier ne prend qu'un Lancier…"), else that a die is to
    /// be rolled or that the game is over, so that no click goes unanswered. `None`
    /// only for the selected piece clicked again, which puts it down.
    fn why_ignored(&self, cell: Cell) -> Option<Note> {
        match self.to_move() {
            ToMove::Player(_) => crate::lesson::why_refused(&self.game, &self.clicks, cell),
            ToMove::Chance => Some(Note::new("error.why.roll_due")),
            ToMove::Over(_) => Some(Note::new("error.why.over")),
        }
    }

    /// Why the last click was refused, or (a new choice) why the move it aimed at
    /// was not made; cleared by the next click or move.
    pub fn refusal(&self) -> Option<&crate::core::Note> {
        self.refusal.as_ref()
    }

    /// A clickable cell in words, for screen readers, as the picture shows it with
    /// the clicks made so far ([`View::describe_cell_after`]): the board and its
    /// description never disagree, even in the middle of a move.
    pub fn describe_cell(&self, cell: Cell) -> crate::core::Note {
        self.game.describe_cell_after(cell, &self.clicks)
    }

    /// Clears a half-entered move.
    pub fn clear_clicks(&mut self) {
        self.clicks.clear();
    }

    /// The clicks that express the legal move `mv` (in notation), for tests and
    /// accessibility tools.
    ///
    /// # Errors
    ///
    /// A [`crate::core::PlayError`] when `mv` is not a legal move now (see [`Session::legal_now`]).
    pub fn cells_of(&self, mv: &str) -> Result<Vec<Cell>, crate::core::PlayError> {
        Ok(self.game.cells_of(self.legal_now(mv)?).as_slice().to_vec())
    }
}
