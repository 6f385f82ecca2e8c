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
#[cfg(not(target_arch = "wasm32"))]
pub fn judge_click<G: Game>(
    g: &G,
    moves: &[(G::Move, CellPath)],
    clicks: &[Cell],
    cell: Cell,
) -> (Judged<G::Move>, Option<Note>) {
    let fitted = fit(moves.len(), &|i| moves[i].1, clicks, cell);
    judged(g, fitted, &|i| moves[i].0, !moves.is_empty(), clicks, cell)
}

/// What [`fit`] found, as the move it names and the rules' word on it.
fn judged<G: Game>(
    g: &G,
    fitted: Fit,
    move_of: &dyn Fn(usize) -> G::Move,
    any: bool,
    clicks: &[Cell],
    cell: Cell,
) -> (Judged<G::Move>, Option<Note>) {
    match fitted {
        // Say why, when the rules can ("un Lancier ne prend qu'un Lancier…").
        Fit::Ignored => (Judged::Ignored, if any { crate::lesson::why_refused(g, clicks, cell) } else { None }),
        Fit::Played(i, aimed) => (Judged::Played(move_of(i)), aimed.and_then(|a| g.why_not_switch(&a))),
        Fit::Pending(path, aimed) => (Judged::Pending(path), aimed.and_then(|a| g.why_not_switch(&a))),
    }
}

/// What a click does among `n` moves whose clicks `path(i)` gives: the game-neutral
/// half of [`judge_click`], written once for every game (the page's module carries
/// it once). A move that starts afresh on another piece carries the clicks it aimed
/// at, for the game to say why that move was not made.
enum Fit {
    Played(usize, Option<Vec<Cell>>),
    Pending(Vec<Cell>, Option<Vec<Cell>>),
    Ignored,
}

fn fit(n: usize, path_of: &dyn Fn(usize) -> CellPath, clicks: &[Cell], cell: Cell) -> Fit {
    let fitting = |path: &[Cell]| -> Vec<usize> { (0..n).filter(|&i| path_of(i).starts_with(path)).collect() };
    let mut aimed = None;
    let mut path = clicks.to_vec();
    path.push(cell);
    if fitting(&path).is_empty() {
        // Perhaps a new start (another man chosen), said when the game has a word
        // for the move the first choice could not make.
        let first = vec![cell];
        if fitting(&first).is_empty() || clicks == first.as_slice() {
            return Fit::Ignored;
        }
        // Here a player is to move and a piece was chosen before (else the two
        // searches above were the same, and found nothing).
        aimed = Some(std::mem::replace(&mut path, first));
    }
    if let [i] = fitting(&path)[..] {
        if path_of(i).len() == path.len() {
            return Fit::Played(i, aimed);
        }
    }
    Fit::Pending(path, aimed)
}

impl<G: View> Session<G> {
    /// The legal moves whose clicks start with `clicks`.
    pub(super) fn candidates(&self, clicks: &[Cell]) -> Vec<G::Move> {
        let mut v = self.clickable_moves();
        v.retain(|&m| self.game.cells_of(m).starts_with(clicks));
        v
    }

    /// Every legal move now; none when no player is to act.
    fn clickable_moves(&self) -> Vec<G::Move> {
        let mut v = Vec::new();
        if let ToMove::Player(_) = self.to_move() {
            self.game.legal_moves(&mut v);
        }
        v
    }

    /// A click (or tap) on `cell`. A move is played as soon as the clicks name exactly
    /// one legal move; a click that fits nothing starts afresh from that cell, or
    /// clears the selection.
    pub fn click(&mut self, cell: Cell) -> Click {
        // As `judge_click`, with each move's clicks asked of the game when needed.
        let moves = self.clickable_moves();
        let fitted = fit(moves.len(), &|i| self.game.cells_of(moves[i]), &self.clicks, cell);
        let (judged, refusal) = judged(&self.game, fitted, &|i| moves[i], !moves.is_empty(), &self.clicks, cell);
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
