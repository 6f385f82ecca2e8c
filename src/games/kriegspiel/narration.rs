//! The Kriegspiel told in words: each cell with its plate ("e5, plateau anglais de
//! 5 soldats tourné vers le nord-est"), the ring of cells outside the field and the
//! transfer count chooser, each action of a turn (a roll says what it did), and
//! what the army must do now.

use super::super::board::{CHOOSER_BASE, GHOST_BASE, START};
use super::super::combat::{Arm, Plate};
use super::super::{KMove, Kriegspiel, Phase};
use crate::core::game::moves_after;
use crate::core::{Cell, Game, Ghost, Note, Side, ToMove};

/// The string key of an army's adjective ("anglais").
fn army_key(s: Side) -> &'static str {
    match s {
        Side::First => "@narr.kriegspiel.army.0",
        Side::Second => "@narr.kriegspiel.army.1",
    }
}

/// The string key of `n` figures of `arm` ("soldats", "cavalier", "servants").
pub(in super::super) fn figures_key(arm: Arm, n: u8) -> &'static str {
    match (arm, n == 1) {
        (Arm::Soldiers, true) => "@narr.kriegspiel.soldier",
        (Arm::Soldiers, false) => "@narr.kriegspiel.soldiers",
        (Arm::Cavalry, true) => "@narr.kriegspiel.cavalier",
        (Arm::Cavalry, false) => "@narr.kriegspiel.cavaliers",
        (Arm::Cannon, true) => "@narr.kriegspiel.gunner",
        (Arm::Cannon, false) => "@narr.kriegspiel.gunners",
    }
}

/// The string key of a direction's name as the object of "toward" ("le nord-est").
fn dir_key(name: &str) -> &'static str {
    match name {
        "E" => "@narr.dir.E",
        "NE" => "@narr.dir.NE",
        "N" => "@narr.dir.N",
        "NW" => "@narr.dir.NW",
        "W" => "@narr.dir.W",
        "SW" => "@narr.dir.SW",
        "S" => "@narr.dir.S",
        _ => "@narr.dir.SE",
    }
}

impl Kriegspiel {
    /// The facing of `p` in words.
    fn facing_key(&self, p: &Plate) -> &'static str {
        if p.facing == START {
            "@narr.kriegspiel.facing.start"
        } else {
            dir_key(self.field().dir_name(p.facing))
        }
    }

    /// See [`crate::core::View::describe_cell`]: a cell of the field, a cell of the
    /// ring outside it (a rotation target), or a count of the transfer chooser.
    pub(in super::super) fn cell_words(&self, cell: Cell) -> Note {
        let f = *self.field();
        if (cell as usize) < f.cells() {
            let c = cell as u8;
            let name = f.name(c);
            let Some(p) = self.plate(c) else { return Note::new("narr.cell.empty").arg("cell", name) };
            if p.wrecked {
                return Note::new("narr.kriegspiel.cell.wreck").arg("cell", name).arg("army", army_key(p.side));
            }
            let key = if p.arm == Arm::Cannon { "narr.kriegspiel.cell.cannon" } else { "narr.kriegspiel.cell.plate" };
            return Note::new(key)
                .arg("cell", name)
                .arg("army", army_key(p.side))
                .arg("n", p.n)
                .arg("figures", figures_key(p.arm, p.n))
                .arg("dir", self.facing_key(&p));
        }
        if cell > CHOOSER_BASE && cell <= CHOOSER_BASE + 5 {
            return Note::new("narr.kriegspiel.count").arg("n", cell - CHOOSER_BASE);
        }
        if (GHOST_BASE..CHOOSER_BASE).contains(&cell) {
            // Named from a field cell beside it and the way it lies from there, since
            // a corner cell has several of the ring around it.
            let fr = f.ghost_file_row(cell);
            let beside = (0..6u8).find_map(|d| {
                let (nf, nr) = f.step(fr, d);
                f.cell(nf, nr).map(|b| (b, (d + 3) % 6))
            });
            if let Some((b, toward)) = beside {
                return Note::new("narr.kriegspiel.ring")
                    .arg("cell", f.name(b))
                    .arg("dir", dir_key(f.dir_name(toward)));
            }
        }
        Note::new("narr.cell").arg("cell", cell)
    }

    /// See [`crate::core::View::describe_move`]. A roll is told with what it did,
    /// found by playing it on a copy.
    pub(in super::super) fn move_words(&self, m: KMove) -> Note {
        let f = *self.field();
        match m {
            KMove::Turn { from, dir } => {
                Note::new("narr.kriegspiel.turn").arg("from", f.name(from)).arg("dir", dir_key(f.dir_name(dir)))
            }
            KMove::Step { from, to } => {
                let ahead = self.plate(from).is_some_and(|p| f.neighbour(from, p.facing) == Some(to));
                let key = if ahead { "narr.kriegspiel.advance" } else { "narr.kriegspiel.back" };
                Note::new(key).arg("from", f.name(from)).arg("to", f.name(to))
            }
            KMove::Transfer { from, to, n, cav } => Note::new("narr.kriegspiel.transfer")
                .arg("from", f.name(from))
                .arg("n", n)
                .arg("figures", figures_key(if cav { Arm::Cavalry } else { Arm::Soldiers }, n))
                .arg("to", f.name(to)),
            KMove::Shoot { from, to } => {
                Note::new("narr.kriegspiel.shoot").arg("from", f.name(from)).arg("to", f.name(to))
            }
            KMove::End => Note::new("narr.end"),
            KMove::Roll(r) => self.roll_words(m, r),
        }
    }

    /// A roll and its effect on the target.
    fn roll_words(&self, m: KMove, r: u8) -> Note {
        let mut after = self.clone();
        if self.to_move() != ToMove::Chance || self.check(m).is_err() {
            return Note::new("narr.kriegspiel.roll").arg("roll", r);
        }
        after.play(m);
        let Some(shot) = after.last_shot() else { return Note::new("narr.kriegspiel.roll").arg("roll", r) };
        let to = self.field().name(shot.to);
        if shot.wrecked {
            Note::new("narr.kriegspiel.roll.wreck").arg("roll", r)
        } else if shot.out == 0 {
            Note::new("narr.kriegspiel.roll.miss").arg("roll", r)
        } else {
            let key = if shot.removed { "narr.kriegspiel.roll.removed" } else { "narr.kriegspiel.roll.out" };
            Note::new(key)
                .arg("roll", r)
                .arg("n", shot.out)
                .arg("figures", figures_key(shot.target, shot.out))
                .arg("to", to)
        }
    }

    /// See [`crate::core::View::taken_by`]: a plate a roll empties leaves the field.
    pub(in super::super) fn taken_plates(&self, m: KMove) -> Vec<Ghost> {
        let KMove::Roll(_) = m else { return Vec::new() };
        let Some((_, to)) = self.pending_shot() else { return Vec::new() };
        let Some(target) = self.plate(to) else { return Vec::new() };
        if self.check(m).is_err() {
            return Vec::new();
        }
        let mut after = self.clone();
        after.play(m);
        if after.last_shot().is_some_and(|s| s.removed) {
            vec![Ghost { cell: to as Cell, side: target.side, kind: target.arm as u8 }]
        } else {
            Vec::new()
        }
    }

    /// See [`crate::core::View::prompt`]: the roll due, or what the army can still
    /// do in this phase of its turn, from its legal moves, so that the words never
    /// offer a rotation once the moves are spent nor a shot once none is left.
    pub(in super::super) fn prompt_words(&self) -> Option<Note> {
        let moves = match self.to_move() {
            ToMove::Chance => return Some(Note::new("kriegspiel.roll_due")),
            ToMove::Over(_) => return None,
            ToMove::Player(_) => self.legal_vec(),
        };
        let can = |f: fn(&KMove) -> bool| moves.iter().any(f);
        let shoots = can(|m| matches!(m, KMove::Shoot { .. }));
        Some(Note::new(match self.phase() {
            Phase::Movement if can(|m| matches!(m, KMove::Turn { .. } | KMove::Step { .. })) => {
                "narr.kriegspiel.prompt.movement"
            }
            Phase::Movement if shoots => "narr.kriegspiel.prompt.spent",
            Phase::Movement if can(|m| matches!(m, KMove::Transfer { .. })) => "narr.kriegspiel.prompt.transfer",
            Phase::Fire if shoots => "narr.kriegspiel.prompt.fire",
            _ => "narr.kriegspiel.prompt.end",
        }))
    }

    /// See [`crate::core::View::prompt_after`]: once a giver and a receiver are
    /// clicked, the count to choose.
    pub(in super::super) fn prompt_after_clicks(&self, clicks: &[Cell]) -> Option<Note> {
        let counting =
            clicks.len() == 2 && moves_after(self, clicks).iter().any(|m| matches!(m, KMove::Transfer { .. }));
        if counting {
            Some(Note::new("kriegspiel.pick_count"))
        } else {
            self.prompt_words()
        }
    }
}
