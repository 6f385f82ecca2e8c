//! Moulin told in words: each point with the man on it, each move, and what the
//! side to act must do now (place, move, fly, or take a man after a mill).

use super::super::board::{in_mills, point_name};
use super::super::{Moulin, MoulinMove};
use crate::core::game::moves_after;
use crate::core::{Cell, Game, Ghost, Note, Side};

/// The string key of a man of side `s` ("pion blanc").
fn man_key(s: Side) -> &'static str {
    match s {
        Side::First => "@narr.moulin.man.0",
        Side::Second => "@narr.moulin.man.1",
    }
}

impl Moulin {
    /// The side whose man is drawn on point `p` once `clicks` are made: a man that
    /// closes a mill already stands where it went (see `pending_mill`).
    fn owner_after(&self, p: u8, clicks: &[Cell]) -> Option<Side> {
        let pending = self.pending_mill(clicks);
        let mover = self.side_to_move();
        Side::BOTH.into_iter().find(|&s| {
            let men = if Some(s) == mover { self.men_after(s, pending) } else { self.men(s) };
            men & (1 << p) != 0
        })
    }

    /// See [`crate::core::View::describe_cell_after`]: the point as it is drawn,
    /// with the man that just closed a mill on it while the man to take is chosen.
    pub(in super::super) fn cell_words(&self, cell: Cell, clicks: &[Cell]) -> Note {
        if cell >= 24 {
            return Note::new("narr.cell").arg("cell", cell);
        }
        let name = point_name(cell as u8);
        match self.owner_after(cell as u8, clicks) {
            Some(s) => Note::new("narr.cell.piece").arg("cell", name).arg("piece", man_key(s)),
            None => Note::new("narr.cell.empty").arg("cell", name),
        }
    }

    /// See [`crate::core::View::describe_move`].
    pub(in super::super) fn move_words(&self, m: MoulinMove) -> Note {
        let fly = self.side_to_move().is_some_and(|s| self.flying(s));
        let key = match (m.from, m.capture.is_some(), fly) {
            (None, false, _) => "narr.moulin.place",
            (None, true, _) => "narr.moulin.place_take",
            (Some(_), false, false) => "narr.moulin.slide",
            (Some(_), true, false) => "narr.moulin.slide_take",
            (Some(_), false, true) => "narr.moulin.fly",
            (Some(_), true, true) => "narr.moulin.fly_take",
        };
        let mut n = Note::new(key);
        if let Some(f) = m.from {
            n = n.arg("from", point_name(f));
        }
        n = n.arg("to", point_name(m.to));
        if let Some(c) = m.capture {
            n = n.arg("taken", point_name(c));
        }
        n
    }

    /// See [`crate::core::View::taken_by`]: the man a mill takes.
    pub(in super::super) fn taken_men(&self, m: MoulinMove) -> Vec<Ghost> {
        let Some(s) = self.side_to_move() else { return Vec::new() };
        m.capture.map(|c| Ghost { cell: c as Cell, side: s.other(), kind: 0 }).into_iter().collect()
    }

    /// See [`crate::core::View::prompt`]: place (with the men left in hand), slide
    /// along a line, or fly. The phase's change shows in the words themselves.
    pub(in super::super) fn prompt_words(&self) -> Option<Note> {
        let s = self.side_to_move()?;
        Some(if self.hand(s) > 0 {
            Note::new("narr.moulin.prompt.place").arg("n", self.hand(s))
        } else if self.flying(s) {
            Note::new("narr.moulin.prompt.fly")
        } else {
            Note::new("narr.moulin.prompt.move")
        })
    }

    /// See [`crate::core::View::prompt_after`]: once the man that closes a mill has
    /// been placed or moved, which man to take: one outside the opponent's mills, or
    /// any when all of them stand in mills.
    pub(in super::super) fn prompt_after_clicks(&self, clicks: &[Cell]) -> Option<Note> {
        let after = moves_after(self, clicks);
        let takes = !clicks.is_empty()
            && !after.is_empty()
            && after.iter().all(|&m| m.capture.is_some() && self.cells_of(m).len() == clicks.len() + 1);
        let s = self.side_to_move()?;
        if !takes {
            return self.prompt_words();
        }
        let theirs = self.men(s.other());
        Some(Note::new(if theirs & !in_mills(theirs) == 0 {
            "narr.moulin.prompt.take_any"
        } else {
            "narr.moulin.prompt.take"
        }))
    }
}
