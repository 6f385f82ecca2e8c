//! Clicks and taps: the cells clicked so far narrow the legal moves down until one
//! is left (played) or none (refused, with the rules' reason when they have one).

use serde::Serialize;

use super::Session;
use crate::core::{Cell, CellPath, Game, Note, ToMove, View};

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

/// What a click does to the move being entered (see [`judge_click`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged<M> {
    /// The clicks complete this move, the only one they fit.
    Played(M),
    /// The clicks so far (perhaps a new start), which more clicks must complete.
    Pending(Vec<Cell>),
    /// The click fits nothing: the selection is cleared.
    Ignored,
}

/// A click on `cell` after `clicks`, among `moves` (every move the player may make
/// now, with its clicks; none when no player is to act): what it does, and the
/// rules' word on it — why it was refused, or, when it starts afresh on another
/// piece, why the move it aimed at was not made. [`Session::click`] is this, and the
/// course coverage ([`crate::coverage`]) asks it of every cell a player could click.
pub fn judge_click<G: Game>(
    g: &G,
    moves: &[(G::Move, CellPath)],
    clicks: &[Cell],
    cell: Cell,
) -> (Judged<G::Move>, Option<Note>) {
    let fits = |path: &[Cell]| moves.iter().filter(|(_, p)| p.starts_with(path)).count();
    let mut refusal = None;
    let mut path = clicks.to_vec();
    path.push(cell);
    if fits(&path) == 0 {
        // Perhaps a new start (another man chosen), said when the game has a word
        // for the move the first choice could not make.
        let aimed = path;
        path = vec![cell];
        if fits(&path) == 0 || clicks == path.as_slice() {
            // Say why, when the rules can ("un Lancier ne prend qu'un Lancier…").
            let why = if moves.is_empty() { None } else { crate::lesson::why_refused(g, clicks, cell) };
            return (Judged::Ignored, why);
        }
        // Here a player is to move and a piece was chosen before (else the two
        // searches above were the same, and found nothing).
        refusal = g.why_not_switch(&aimed);
    }
    let mut cands = moves.iter().filter(|(_, p)| p.starts_with(&path));
    if let (Some((m, p)), None) = (cands.next(), cands.next()) {
        if p.len() == path.len() {
            return (Judged::Played(*m), refusal);
        }
    }
    (Judged::Pending(path), refusal)
}

impl<G: View> Session<G> {
    /// The legal moves whose clicks start with `clicks`.
    pub(super) fn candidates(&self, clicks: &[Cell]) -> Vec<G::Move> {
        self.move_paths().into_iter().filter(|(_, p)| p.starts_with(clicks)).map(|(m, _)| m).collect()
    }

    /// Every legal move now with its clicks; none when no player is to act.
    pub(super) fn move_paths(&self) -> Vec<(G::Move, CellPath)> {
        let mut v = Vec::new();
        if let ToMove::Player(_) = self.to_move() {
            self.game.legal_moves(&mut v);
        }
        v.into_iter().map(|m| (m, self.game.cells_of(m))).collect()
    }

    /// A click (or tap) on `cell`. A move is played as soon as the clicks name exactly
    /// one legal move; a click that fits nothing starts afresh from that cell, or
    /// clears the selection.
    pub fn click(&mut self, cell: Cell) -> Click {
        let (judged, refusal) = judge_click(&self.game, &self.move_paths(), &self.clicks, cell);
        // No player to act: no click goes unanswered either (a die to roll, the end).
        self.refusal = refusal.or_else(|| match (&judged, self.to_move()) {
            (Judged::Ignored, ToMove::Chance) => Some(Note::new("error.why.roll_due")),
            (Judged::Ignored, ToMove::Over(_)) => Some(Note::new("error.why.over")),
            _ => None,
        });
        match judged {
            Judged::Played(m) => {
                self.redo.clear();
                self.push(m);
                Click::Played(self.notations.last().cloned().unwrap_or_default())
            }
            Judged::Pending(path) => {
                self.clicks = path;
                Click::Pending
            }
            Judged::Ignored => {
                self.clicks.clear();
                Click::Ignored
            }
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
