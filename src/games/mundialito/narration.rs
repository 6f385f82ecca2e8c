//! Mundialito told in words: each square with its piece and its arrows (a player
//! who cannot see the board must hear where a pyramid may go), each reserve with
//! what is left to place, each action, and the action due.

use super::super::board::{square_name, SQUARES};
use super::super::position::{Mundialito, MundialitoMove, Piece, RESERVE};
use crate::core::game::moves_after;
use crate::core::{Cell, Game, Note, Side};

/// The string key of a side's colour as an adjective ("jaune").
fn colour_key(s: Side) -> &'static str {
    match s {
        Side::First => "@narr.mundialito.colour.0",
        Side::Second => "@narr.mundialito.colour.1",
    }
}

/// The string key of a set of arrows ("vers le nord et l'est"), bit `d` for
/// direction `d` (N, E, S, W).
fn arrows_key(mask: u8) -> &'static str {
    const KEYS: [&str; 16] = [
        "@narr.mundialito.arrows.0",
        "@narr.mundialito.arrows.1",
        "@narr.mundialito.arrows.2",
        "@narr.mundialito.arrows.3",
        "@narr.mundialito.arrows.4",
        "@narr.mundialito.arrows.5",
        "@narr.mundialito.arrows.6",
        "@narr.mundialito.arrows.7",
        "@narr.mundialito.arrows.8",
        "@narr.mundialito.arrows.9",
        "@narr.mundialito.arrows.10",
        "@narr.mundialito.arrows.11",
        "@narr.mundialito.arrows.12",
        "@narr.mundialito.arrows.13",
        "@narr.mundialito.arrows.14",
        "@narr.mundialito.arrows.15",
    ];
    KEYS[(mask & 15) as usize]
}

impl Mundialito {
    /// See [`crate::core::View::describe_cell`]: a square, or a reserve slot (the
    /// pyramids of a size, or the ball, still to place).
    pub(in super::super) fn cell_words(&self, cell: Cell) -> Note {
        if (cell as usize) < SQUARES {
            let sq = cell as u8;
            let name = square_name(sq);
            let note = match self.piece(sq) {
                Some(Piece::Pyramid(s, z)) => Note::new("narr.mundialito.cell.pyramid")
                    .arg("cell", name)
                    .arg("colour", colour_key(s))
                    .arg("size", z),
                Some(Piece::Ball(s)) => {
                    Note::new("narr.mundialito.cell.ball").arg("cell", name).arg("colour", colour_key(s))
                }
                None => Note::new("narr.mundialito.cell.empty").arg("cell", name),
            };
            return note.arg("arrows", arrows_key(self.arrows_at(sq)));
        }
        let slot = cell.wrapping_sub(RESERVE);
        let side = Side::from_index((slot / 4) as usize);
        match (side, slot % 4) {
            (Some(s), size @ 0..=2) => Note::new("narr.mundialito.reserve")
                .arg("colour", colour_key(s))
                .arg("size", size + 1)
                .arg("n", self.reserve(s, size as u8 + 1)),
            (Some(s), _) => {
                let waiting = self.in_setup() && self.ball(s).is_none();
                let key = if waiting { "narr.mundialito.reserve.ball" } else { "narr.mundialito.reserve.no_ball" };
                Note::new(key).arg("colour", colour_key(s))
            }
            (None, _) => Note::new("narr.cell").arg("cell", cell),
        }
    }

    /// See [`crate::core::View::describe_move`]. A pass that reaches the goal row
    /// says so.
    pub(in super::super) fn move_words(&self, m: MundialitoMove) -> Note {
        use MundialitoMove::*;
        let name = square_name;
        match m {
            Place { size, to, .. } => Note::new("narr.mundialito.place").arg("size", size).arg("to", name(to)),
            Ball { to } => Note::new("narr.mundialito.ball").arg("to", name(to)),
            Step { from, to } => Note::new("narr.mundialito.step").arg("from", name(from)).arg("to", name(to)),
            Jump { from, to } => Note::new("narr.mundialito.jump").arg("from", name(from)).arg("to", name(to)),
            Push { from, over } => {
                let beyond = Mundialito::dir_between(from, over)
                    .and_then(|d| super::super::board::step(over, d))
                    .map_or_else(String::new, name);
                Note::new("narr.mundialito.push").arg("from", name(from)).arg("over", name(over)).arg("to", beyond)
            }
            Pass { ball, pyramid } => {
                let mut after = *self;
                let me = self.side_to_move();
                let [y, r] = self.score();
                let goal = self.check(m).is_ok() && {
                    after.play(m);
                    after.outcome().is_some_and(|o| o.winner() == me && me.is_some()) || after.score() != [y, r]
                };
                let key = if goal { "narr.mundialito.pass_goal" } else { "narr.mundialito.pass" };
                Note::new(key).arg("ball", name(ball)).arg("to", name(pyramid))
            }
            End => Note::new("narr.end"),
        }
    }

    /// See [`crate::core::View::prompt`]: the setup step, or the action due with
    /// what it may be (the second may also end the turn; with no action left, only
    /// that).
    pub(in super::super) fn prompt_words(&self) -> Option<Note> {
        self.side_to_move()?;
        Some(Note::new(if self.in_setup() {
            if self.placing_ball() {
                "mundialito.place_ball"
            } else {
                "mundialito.place_pyramids"
            }
        } else if self.actions_left() == 2 {
            "mundialito.action"
        } else if self.legal_vec().iter().any(|&m| m != MundialitoMove::End) {
            "mundialito.action.second"
        } else {
            "mundialito.action.end"
        }))
    }

    /// See [`crate::core::View::prompt_after`]: in play, with a pyramid chosen where
    /// it may go, with the ball chosen which pyramid may receive it.
    pub(in super::super) fn prompt_after_clicks(&self, clicks: &[Cell]) -> Option<Note> {
        match clicks {
            &[sq] if !self.in_setup() && (sq as usize) < SQUARES && !moves_after(self, clicks).is_empty() => {
                Some(Note::new(match self.piece(sq as u8) {
                    Some(Piece::Ball(_)) => "mundialito.prompt.ball",
                    _ => "mundialito.prompt.pyramid",
                }))
            }
            _ => self.prompt_words(),
        }
    }
}
