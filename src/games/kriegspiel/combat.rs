//! The three arms, the plates that carry them, and the results table of a shot.
//! Kept apart from move generation because the AI reads the same table to weigh
//! threats: there is one truth about what a roll does.

use super::board::Facing;
use crate::core::Side;

/// An arm of an army. Each arm has its own movement budget and its own shot per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Arm {
    /// Cannon plates: a gun and its crew (see [`Arm::capacity`]).
    Cannon = 0,
    /// Soldier plates (infantry).
    Soldiers = 1,
    /// Cavalry plates, with the most moves a turn (see [`Arm::budget`]).
    Cavalry = 2,
}

impl Arm {
    /// Every arm, in its index order.
    pub const ALL: [Arm; 3] = [Arm::Cannon, Arm::Soldiers, Arm::Cavalry];

    /// Moves (rotations and displacements) per turn, shared by the arm's plates.
    pub fn budget(self) -> u8 {
        match self {
            Arm::Cannon => 3,
            Arm::Soldiers => 4,
            Arm::Cavalry => 5,
        }
    }

    /// Most figures a plate holds (for a cannon plate: its crew, the cannon apart).
    pub fn capacity(self) -> u8 {
        match self {
            Arm::Cannon => 4,
            Arm::Soldiers => 5,
            Arm::Cavalry => 2,
        }
    }

    /// Range of a shot in cells.
    pub fn range(self) -> u8 {
        match self {
            Arm::Cannon => 3,
            Arm::Soldiers => 2,
            Arm::Cavalry => 1,
        }
    }

    /// Whether this plate carries soldiers (which may pass between soldier and
    /// cannon plates) rather than cavaliers.
    pub fn carries_soldiers(self) -> bool {
        self != Arm::Cavalry
    }
}

/// A plate on the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Plate {
    /// The army the plate belongs to.
    pub side: Side,
    /// What the plate is.
    pub arm: Arm,
    /// Soldiers, cavaliers, or the crew of a cannon.
    pub n: u8,
    /// Where its arrow points.
    pub facing: Facing,
    /// A wrecked cannon: a permanent obstacle that shots pass over.
    pub wrecked: bool,
    /// Rotations and displacements this plate made this turn (cannon crew limits).
    pub moved: u8,
}

impl Plate {
    /// A plate of `side` and `arm` with `n` units, facing `facing`.
    pub fn new(side: Side, arm: Arm, n: u8, facing: Facing) -> Plate {
        Plate { side, arm, n, facing, wrecked: false, moved: 0 }
    }

    /// A wrecked cannon of `side` (see [`Plate::wrecked`]).
    pub fn wreck(side: Side) -> Plate {
        Plate { side, arm: Arm::Cannon, n: 0, facing: 0, wrecked: true, moved: 0 }
    }

    /// Whether it may fire at all (a cannon needs a crew and must be whole).
    pub fn can_fire(&self) -> bool {
        !self.wrecked && self.n > 0
    }

    /// Figures it holds, the cannon itself counted as one.
    pub fn figures(&self) -> u8 {
        self.n + (self.arm == Arm::Cannon && !self.wrecked) as u8
    }
}

/// What one roll did to the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Effect {
    /// Soldiers or cavaliers put out of action (crew included).
    pub out: u8,
    /// The cannon was wrecked.
    pub wreck: bool,
}

/// The results table (RULES.md §4): `firer` with `n` figures shoots at a plate of
/// `target` holding `held` figures (for a cannon plate, its crew), the die shows `roll`.
pub fn effect(firer: Arm, n: u8, target: Arm, held: u8, roll: u8) -> Effect {
    use Arm::*;
    let sabre_like = |need_two: bool| -> u8 {
        match roll {
            5 if need_two => 2,
            4 | 5 => 1,
            _ => 0,
        }
    };
    let (out, wreck) = match (firer, target) {
        (Cannon, Cannon) => (if roll == 5 { held } else { 0 }, roll == 5),
        (Cannon, Soldiers) => (roll, false),
        (Cannon, Cavalry) => (sabre_like(true), false),
        (Soldiers, Soldiers) | (Soldiers, Cannon) => (roll.min(n), false),
        (Soldiers, Cavalry) => (sabre_like(n >= 2), false),
        (Cavalry, _) => (sabre_like(n >= 2), false),
    };
    Effect { out: out.min(held), wreck }
}

/// Chance of each face of the die.
pub const FACE: f32 = 1.0 / 6.0;
