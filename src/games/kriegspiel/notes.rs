//! What the page shows beside the field during a Kriegspiel turn: the phase, the
//! moves each arm has left, which arm is acting, what the last roll did, and how
//! close the quiet-turns draw is.

use super::combat::Arm;
use super::{Kriegspiel, Phase};
use crate::core::{Game, Note, Side, ToMove};

/// The string key of an arm's name, as a note argument (translated by the page).
pub fn arm_key(arm: Arm) -> &'static str {
    match arm {
        Arm::Cannon => "@kriegspiel.arm.cannon",
        Arm::Soldiers => "@kriegspiel.arm.soldiers",
        Arm::Cavalry => "@kriegspiel.arm.cavalry",
    }
}

fn side_key(s: Side) -> &'static str {
    match s {
        Side::First => "@kriegspiel.side.0",
        Side::Second => "@kriegspiel.side.1",
    }
}

impl Kriegspiel {
    /// The notes of [`crate::core::View::notes`].
    pub(super) fn turn_notes(&self) -> Vec<Note> {
        let mut notes = Vec::new();
        let over = matches!(self.to_move(), ToMove::Over(_));
        if let Some(shot) = self.last_shot() {
            let f = self.field();
            let key = if shot.wrecked { "kriegspiel.shot_wreck" } else { "kriegspiel.shot" };
            notes.push(
                Note::new(key)
                    .arg("from", f.name(shot.from))
                    .arg("to", f.name(shot.to))
                    .arg("roll", shot.roll)
                    .arg("out", shot.out),
            );
            if shot.removed {
                notes.push(Note::new("kriegspiel.shot_removed").arg("to", f.name(shot.to)));
            }
        }
        if over {
            return notes;
        }
        if self.to_move() == ToMove::Chance {
            notes.push(Note::new("kriegspiel.roll_due"));
            return notes;
        }
        if let Some(arm) = self.acting() {
            notes.push(Note::new("kriegspiel.acting").arg("side", side_key(self.army())).arg("arm", arm_key(arm)));
        }
        notes.push(Note::new(match self.phase() {
            Phase::Movement => "kriegspiel.phase.movement",
            Phase::Fire => "kriegspiel.phase.fire",
        }));
        if self.phase() == Phase::Movement {
            notes.push(
                Note::new("kriegspiel.moves_left")
                    .arg("cannon", self.moves_left(Arm::Cannon))
                    .arg("soldiers", self.moves_left(Arm::Soldiers))
                    .arg("cavalry", self.moves_left(Arm::Cavalry)),
            );
        }
        notes.push(Note::new("kriegspiel.quiet").arg("n", self.quiet_turns()));
        notes
    }
}
