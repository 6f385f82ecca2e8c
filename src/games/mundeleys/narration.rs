//! The Jeu des Mundeleys told in words: each square with the piece on it ("c4,
//! Lancier noir"), each move with what it takes and whether it crowns a
//! Mundeley, and what the side to move must do now.

use super::super::board::{square_name, Kind, SQUARES};
use super::super::{Mundeleys, MundeleysMove};
use crate::core::game::moves_after;
use crate::core::{Cell, Game, Ghost, Note, Side};

/// The string key of a kind's name ("Lancier").
fn kind_key(k: Kind) -> &'static str {
    match k {
        Kind::Lancier => "@narr.mundeleys.kind.0",
        Kind::Grenadier => "@narr.mundeleys.kind.1",
        Kind::Mundeley => "@narr.mundeleys.kind.2",
    }
}

/// The string key of a kind's name with its article, as the object of "takes".
fn the_kind_key(k: Kind) -> &'static str {
    match k {
        Kind::Lancier => "@narr.mundeleys.the.0",
        Kind::Grenadier => "@narr.mundeleys.the.1",
        Kind::Mundeley => "@narr.mundeleys.the.2",
    }
}

/// The string key of a side's colour as an adjective ("noir").
fn colour_key(s: Side) -> &'static str {
    match s {
        Side::First => "@narr.mundeleys.colour.0",
        Side::Second => "@narr.mundeleys.colour.1",
    }
}

impl Mundeleys {
    /// See [`crate::core::View::describe_cell`].
    pub(in super::super) fn cell_words(&self, cell: Cell) -> Note {
        if cell as usize >= SQUARES {
            return Note::new("narr.cell").arg("cell", cell);
        }
        let name = square_name(cell as u8);
        match self.at(cell as u8) {
            Some((s, k)) => {
                Note::new("narr.mundeleys.cell").arg("cell", name).arg("kind", kind_key(k)).arg("colour", colour_key(s))
            }
            None => Note::new("narr.cell.empty").arg("cell", name),
        }
    }

    /// See [`crate::core::View::describe_move`].
    pub(in super::super) fn move_words(&self, m: MundeleysMove) -> Note {
        let kind = self.at(m.from).map_or(Kind::Lancier, |(_, k)| k);
        let victim = if m.capture { self.at(m.to).map(|(_, k)| k) } else { None };
        let key = match (victim.is_some(), m.promote) {
            (false, false) => "narr.mundeleys.move",
            (false, true) => "narr.mundeleys.move_crown",
            (true, false) => "narr.mundeleys.take",
            (true, true) => "narr.mundeleys.take_crown",
        };
        let mut n =
            Note::new(key).arg("kind", kind_key(kind)).arg("from", square_name(m.from)).arg("to", square_name(m.to));
        if let Some(v) = victim {
            n = n.arg("victim", the_kind_key(v));
        }
        n
    }

    /// See [`crate::core::View::prompt`]: a turn is one piece moved one square (the
    /// rules have no drop and no capture that goes on; a promotion is automatic).
    pub(in super::super) fn prompt_words(&self) -> Option<Note> {
        self.side_to_move().map(|_| Note::new("narr.mundeleys.prompt.pick"))
    }

    /// See [`crate::core::View::prompt_after`]: with a piece chosen, where it may go.
    pub(in super::super) fn prompt_after_clicks(&self, clicks: &[Cell]) -> Option<Note> {
        match clicks {
            &[from] if !moves_after(self, clicks).is_empty() => {
                let kind = self.at(from as u8).map_or(Kind::Lancier, |(_, k)| k);
                Some(
                    Note::new("narr.mundeleys.prompt.to")
                        .arg("kind", kind_key(kind))
                        .arg("cell", square_name(from as u8)),
                )
            }
            _ => self.prompt_words(),
        }
    }

    /// See [`crate::core::View::taken_by`]: the piece a capture takes.
    pub(in super::super) fn taken_pieces(&self, m: MundeleysMove) -> Vec<Ghost> {
        if !m.capture {
            return Vec::new();
        }
        self.at(m.to).map(|(s, k)| Ghost { cell: m.to as Cell, side: s, kind: k.index() as u8 }).into_iter().collect()
    }
}
