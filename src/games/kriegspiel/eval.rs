//! The AI's judgement of a battle. The search sees a turn as a dozen single
//! actions, so it rarely looks past the end of the turn: the evaluation has to say
//! what the coming shots will do. It counts, in centi-soldiers:
//! - material, each figure by what it can still do (a cannon with no crew is worth
//!   less than a served one, a full crew also lets it move);
//! - the expected losses the army to act can inflict this turn (its best shot per
//!   arm not yet fired, with a rotation if budget allows), read from the results
//!   table, and those the enemy can inflict next turn, discounted while the army to
//!   act can still move out of the way;
//! - a pending shot's expected losses (the search may stop just before the roll);
//! - a small pull toward the enemy, so that a quiet battle does not just sit.

use super::board::{MAX_CELLS, START};
use super::combat::{effect, Arm, Plate, FACE};
use super::position::Phase;
use super::{KMove, Kriegspiel};
use crate::core::{BySide, Side};

const SOLDIER: i32 = 100;
const CAVALIER: i32 = 120;
/// A cannon that can fire; one without crew is inert until crewed again.
const CANNON_SERVED: i32 = 260;
const CANNON_IDLE: i32 = 150;
/// A full crew lets the cannon move, not just turn.
const FULL_CREW: i32 = 30;
/// Per cell of distance between a plate and its nearest enemy.
const APPROACH: i32 = 3;
/// A small price per transfer, so the AI transfers only when it helps (the number
/// per turn is bounded by `search_moves`).
const TRANSFER_FUSS: i32 = 2;

/// What a plate is worth.
pub fn plate_value(p: &Plate) -> i32 {
    match p.arm {
        Arm::Soldiers => p.n as i32 * SOLDIER,
        Arm::Cavalry => p.n as i32 * CAVALIER,
        Arm::Cannon if p.wrecked => 0,
        Arm::Cannon => {
            p.n as i32 * SOLDIER
                + if p.n > 0 { CANNON_SERVED } else { CANNON_IDLE }
                + if p.n == 4 { FULL_CREW } else { 0 }
        }
    }
}

/// The value the target is expected to lose to one shot of `firer`.
pub fn expected_loss(firer: &Plate, target: &Plate) -> i32 {
    let before = plate_value(target);
    let mut sum = 0.0f32;
    for roll in 0..6u8 {
        let e = effect(firer.arm, firer.n, target.arm, target.n, roll);
        if e.out == 0 && !e.wreck {
            continue;
        }
        let mut t = *target;
        t.n -= e.out;
        t.wrecked |= e.wreck;
        if e.wreck {
            t.n = 0;
        }
        let after = if t.n == 0 && t.arm != Arm::Cannon { 0 } else { plate_value(&t) };
        sum += FACE * (before - after) as f32;
    }
    sum.round() as i32
}

/// The best expected losses `s` can inflict with one shot per arm. `now`: in the
/// turn being played (arms that fired are spent, rotations need budget left and
/// only in the movement phase); otherwise next turn, with fresh budgets.
fn shots(g: &Kriegspiel, s: Side, now: bool) -> i32 {
    let can_turn = !now || g.phase() == Phase::Movement;
    let mut best = [0i32; 3];
    for (c, p) in g.plates() {
        if p.side != s || !p.can_fire() || (now && g.has_fired(p.arm)) {
            continue;
        }
        let a = p.arm as usize;
        let budget = if now { g.moves_left(p.arm) } else { p.arm.budget() };
        let rotate_ok =
            can_turn && budget > 0 && (p.arm != Arm::Cannon || (p.n >= 2 && (p.n >= 3 || !now || p.moved == 0)));
        let mut consider = |dir: u8, weight: i32| {
            if let Some(t) = g.target_along(c, &p, dir) {
                let v = expected_loss(&p, &g.plate(t).expect("a target stands")) * weight / 100;
                best[a] = best[a].max(v);
            }
        };
        if p.facing == START {
            if can_turn && (p.arm != Arm::Cannon || p.n >= 2) {
                for d in g.field().half_rotations(s) {
                    consider(d, 95);
                }
            }
        } else {
            consider(p.facing, 100);
            if rotate_ok {
                consider((p.facing + 1) % 6, 80);
                consider((p.facing + 5) % 6, 80);
            }
        }
    }
    best.iter().sum()
}

/// Where each army's plates that are not wrecks stand, in the field's doubled
/// coordinates (at most one plate a cell): each plate's cell is converted once per
/// evaluation, not once for every enemy plate measured against it.
type Live = BySide<(i8, i8), MAX_CELLS>;

fn live_plates(g: &Kriegspiel) -> Live {
    let f = g.field();
    let mut live = Live::new();
    for (c, p) in g.plates() {
        if !p.wrecked {
            let (x, y) = f.doubled(f.file_row(c));
            live.push(p.side, (x as i8, y as i8));
        }
    }
    live
}

/// Distance from `c` to the nearest plate of `s`'s enemy in `live`.
fn nearest_live_enemy(live: &Live, g: &Kriegspiel, c: u8, s: Side) -> Option<i32> {
    let f = g.field();
    let here = f.doubled(f.file_row(c));
    live.of(s.other()).iter().map(|&(x, y)| f.doubled_distance(here, (x.into(), y.into()))).min()
}

/// Distance from `c` to the nearest enemy plate (of `s`'s enemy) that is not a
/// wreck, for ordering a step (the evaluation measures every plate at once, [`live_plates`]).
fn nearest_enemy(g: &Kriegspiel, c: u8, s: Side) -> Option<i32> {
    let f = g.field();
    let here = f.doubled(f.file_row(c));
    g.plates()
        .filter(|(_, q)| q.side != s && !q.wrecked)
        .map(|(e, _)| f.doubled_distance(here, f.doubled(f.file_row(e))))
        .min()
}

pub fn evaluate(g: &Kriegspiel, side: Side) -> i32 {
    let mover = g.army();
    let live = live_plates(g);
    let mut v = 0; // from the mover's view
    for (c, p) in g.plates() {
        let sign = if p.side == mover { 1 } else { -1 };
        let mut x = plate_value(&p);
        if !p.wrecked && p.arm != Arm::Cannon {
            x -= APPROACH * nearest_live_enemy(&live, g, c, p.side).unwrap_or(0);
        }
        v += sign * x;
    }
    let mine = shots(g, mover, true);
    let theirs = shots(g, mover.other(), false);
    v += match g.phase() {
        Phase::Movement => mine * 85 / 100 - theirs * 55 / 100,
        Phase::Fire => mine * 90 / 100 - theirs * 85 / 100,
    };
    if let Some((from, to)) = g.pending_shot() {
        if let (Some(f), Some(t)) = (g.plate(from), g.plate(to)) {
            v += expected_loss(&f, &t);
        }
    }
    v -= TRANSFER_FUSS * g.transfers_this_turn() as i32;
    if side == mover {
        v
    } else {
        -v
    }
}

/// Search order: shots by expected damage, then rotations that open a shot,
/// crewing a cannon, advancing, and `end` before idle shuffling.
pub fn order_hint(g: &Kriegspiel, m: KMove) -> i32 {
    match m {
        KMove::Shoot { from, to } => match (g.plate(from), g.plate(to)) {
            (Some(p), Some(t)) => 10_000 + expected_loss(&p, &t),
            _ => 10_000,
        },
        KMove::Turn { from, dir } => {
            let Some(p) = g.plate(from) else { return 0 };
            match g.target_along(from, &p, dir) {
                Some(t) => 2_000 + expected_loss(&p, &g.plate(t).expect("a target stands")),
                None if p.facing == START => 120,
                None => 30,
            }
        }
        KMove::Step { from, to } => {
            let Some(p) = g.plate(from) else { return 0 };
            let closer = match (nearest_enemy(g, from, p.side), nearest_enemy(g, to, p.side)) {
                (Some(a), Some(b)) => a - b,
                _ => 0,
            };
            100 + 60 * closer
        }
        KMove::Transfer { to, n, .. } => match g.plate(to) {
            Some(q) if q.arm == Arm::Cannon && q.n < 2 => 500 + n as i32,
            _ => 10 - n as i32,
        },
        KMove::End => {
            if g.phase() == Phase::Fire {
                0
            } else {
                90
            }
        }
        KMove::Roll(_) => 0,
    }
}
