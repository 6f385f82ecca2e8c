//! A line of moves said in words: each move with its side and the game's own
//! description of it. The analysis tells with it the better move and what punishes
//! the move played; a puzzle, why a move off its line fails. One way to say a line,
//! so that both say it alike.

use serde::Serialize;

use super::{Note, Side, View};

/// A move of a line, with what it does in words (the game's own description).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineMove {
    /// The move in the game's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The side that plays it (0 or 1).
    pub side: u8,
    /// The move in words, from the position before it ([`View::describe_move`]).
    pub words: Note,
}

/// `line` (moves from position `g`) with each move's side and words; it stops at a
/// roll of the dice, which no side plays.
pub fn described<G: View>(g: &G, line: &[G::Move]) -> Vec<LineMove> {
    let mut c = g.clone();
    let mut out = Vec::new();
    for &m in line {
        let Some(side) = c.side_to_move() else { break };
        out.push(LineMove { mv: c.notation(m), side: side.index() as u8, words: c.describe_move(m) });
        c.play(m);
    }
    out
}

/// A line in words for the page: each move's side (« puis les Noirs : ») and words;
/// `first` is the key that introduces its first move (« puis… » after a better move,
/// « les Noirs : » right after « Après e3 : »), `then` the key of the others.
pub fn line_words<G: View>(line: &[LineMove], first: &'static str, then: &'static str) -> Vec<Note> {
    let mut out = Vec::new();
    for (k, m) in line.iter().enumerate() {
        let side = if m.side == 0 { Side::First } else { Side::Second };
        out.push(Note::new(if k == 0 { first } else { then }).arg("side", side_arg::<G>(side)));
        out.push(m.words.clone());
    }
    out
}

/// The side's name as a note argument (`@moulin.side.1`), translated by the formatter.
pub fn side_arg<G: View>(side: Side) -> String {
    format!("@{}.side.{}", G::ID, side.index())
}
