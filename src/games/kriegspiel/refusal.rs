//! Why a click path is refused in the Kriegspiel, in the words of the rules: the
//! half-rotation first, one side at a time, the arms' budgets, the cannon's crew,
//! transfers to the plate faced (and their count, on the numbers shown), each shot's
//! line, range and once per turn, and the ring outside the field, only turned toward;
//! and the rules behind each move (see [`Game::rules_of`]).

use super::board::{CHOOSER_BASE, GHOST_BASE, START};
use super::combat::{effect, Arm, Plate};
use super::{KMove, Kriegspiel, Phase};
use crate::core::{Cell, Game, Note, ToMove};

/// The row of the results table for a shot of `firer` at `target`.
fn damage_row(firer: Arm, target: Arm) -> &'static str {
    match (firer, target) {
        (Arm::Cannon, Arm::Cannon) => "kriegspiel.damage.cannon_cannon",
        (Arm::Cannon, Arm::Soldiers) => "kriegspiel.damage.cannon_soldiers",
        (Arm::Cannon, Arm::Cavalry) => "kriegspiel.damage.cannon_cavalry",
        (Arm::Soldiers, Arm::Cannon) => "kriegspiel.damage.soldiers_cannon",
        (Arm::Soldiers, Arm::Soldiers) => "kriegspiel.damage.soldiers_soldiers",
        (Arm::Soldiers, Arm::Cavalry) => "kriegspiel.damage.soldiers_cavalry",
        (Arm::Cavalry, Arm::Cannon) => "kriegspiel.damage.cavalry_cannon",
        (Arm::Cavalry, Arm::Soldiers) => "kriegspiel.damage.cavalry_soldiers",
        (Arm::Cavalry, Arm::Cavalry) => "kriegspiel.damage.cavalry_cavalry",
    }
}

/// See [`Game::rules_of`]: the army that starts, each movement (the half-rotation,
/// the arm's budget, the cannon's crew), transfers, the shot of each arm (the first
/// ending the movement, then one per arm), the row of the results table a roll
/// reads, a wreck, a plate emptied leaving the field, and the turns without loss
/// counted toward the draw.
pub fn rules_of(g: &Kriegspiel, m: KMove) -> Vec<&'static str> {
    let mut r = Vec::new();
    if matches!(g.to_move(), ToMove::Player(_)) && *g == Kriegspiel::new(&g.options()) {
        r.push("kriegspiel.rule.first_army");
    }
    let plate = |c: u8| g.plate(c).expect("a move starts from a plate");
    let movement = |r: &mut Vec<&'static str>, p: Plate| {
        r.push("kriegspiel.rule.budget");
        if p.arm == Arm::Cannon {
            r.push("kriegspiel.rule.crew");
        }
    };
    match m {
        KMove::Turn { from, .. } if plate(from).facing == START => r.push("kriegspiel.rule.half_rotation"),
        KMove::Turn { from, .. } => {
            r.push("kriegspiel.rule.rotation");
            movement(&mut r, plate(from));
        }
        KMove::Step { from, .. } => {
            r.push("kriegspiel.rule.displacement");
            movement(&mut r, plate(from));
        }
        KMove::Transfer { from, n, .. } => {
            r.push("kriegspiel.rule.transfer");
            let p = plate(from);
            if p.n == n && p.arm != Arm::Cannon {
                r.push("kriegspiel.rule.plate_leaves");
            }
        }
        KMove::Shoot { from, to } => {
            let p = plate(from);
            r.push(match p.arm {
                Arm::Cannon => "kriegspiel.rule.fire_cannon",
                Arm::Soldiers => "kriegspiel.rule.fire_soldiers",
                Arm::Cavalry => "kriegspiel.rule.fire_cavalry",
            });
            r.push(match g.phase() {
                Phase::Movement => "kriegspiel.rule.first_shot",
                Phase::Fire => "kriegspiel.rule.one_shot_per_arm",
            });
            let f = g.field();
            let mut at = from;
            while let Some(n) = f.neighbour(at, p.facing).filter(|&n| n != to) {
                if g.plate(n).is_some_and(|q| q.wrecked) {
                    r.push("kriegspiel.rule.over_wreck");
                    break;
                }
                at = n;
            }
        }
        KMove::End => {
            r.push("kriegspiel.rule.end");
            if !g.lost_this_turn {
                r.push("kriegspiel.rule.quiet_turns");
            }
        }
        KMove::Roll(roll) => {
            let Some((from, to)) = g.pending_shot() else { return r };
            let (p, q) = (plate(from), plate(to));
            r.push(damage_row(p.arm, q.arm));
            let e = effect(p.arm, p.n, q.arm, q.n, roll);
            if e.wreck {
                r.push("kriegspiel.rule.wreck");
            } else if e.out == q.n && q.arm != Arm::Cannon {
                r.push("kriegspiel.rule.plate_leaves");
            }
        }
    }
    r
}

fn note(key: &'static str) -> Option<Note> {
    Some(Note::new(key))
}

/// The arm's name as a string key, for a note's `{arm}`.
fn arm_key(a: Arm) -> &'static str {
    match a {
        Arm::Cannon => "@kriegspiel.arm.cannon",
        Arm::Soldiers => "@kriegspiel.arm.soldiers",
        Arm::Cavalry => "@kriegspiel.arm.cavalry",
    }
}

/// See [`Game::why_not`].
pub fn why_not(g: &Kriegspiel, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let f = *g.field();
    let (&first, rest) = clicks.split_first()?;
    if first as usize >= f.cells() {
        // The ring just outside the field, drawn only as the cells a plate on the edge
        // turns toward: nothing to choose there.
        return (GHOST_BASE..CHOOSER_BASE).contains(&first).then(|| Note::new("kriegspiel.why.outside"));
    }
    let from = first as u8;
    let Some(p) = g.plate(from) else { return note("kriegspiel.why.pick_plate") };
    if p.side != me {
        return note("kriegspiel.why.not_yours");
    }
    if p.wrecked {
        return note("kriegspiel.why.wreck");
    }
    let Some(&to) = rest.first() else { return alone(g, from, &p) };
    let on_field = (to as usize) < f.cells();
    let target = if on_field { g.plate(to as u8) } else { None };
    let dir = (0..6u8).find(|&d| f.neighbour_spot(from, d) == to);
    if p.facing == START {
        let half = dir.is_some_and(|d| f.half_rotations(me).contains(&d));
        return match target {
            _ if half && (p.arm != Arm::Cannon || p.n >= 2) => None,
            Some(q) if q.side == me && !q.wrecked => why_not(g, &[to]),
            _ if p.arm == Arm::Cannon && p.n < 2 => note("kriegspiel.why.crew_none"),
            _ => note("kriegspiel.why.half_rotation_first"),
        };
    }
    // Where the click lies relative to the facing: 0 ahead, 3 behind, 1 and 5 one
    // side away (a rotation), 2 and 4 two sides away.
    let rel = dir.map(|d| (d + 6 - p.facing) % 6);
    match (target, rel) {
        (Some(q), _) if q.side != me && !q.wrecked && rel != Some(1) && rel != Some(5) => shot(g, from, &p, to as u8),
        (_, Some(1 | 5)) => movement(g, &p, true),
        (Some(q), Some(0)) if q.side == me && !q.wrecked => transfer(g, &p, &q, rest.get(1)),
        (Some(q), _) if q.side == me && !q.wrecked => match rel {
            Some(_) => note("kriegspiel.why.transfer_faced"),
            None => why_not(g, &[to]),
        },
        (Some(q), Some(0 | 3)) if q.wrecked => note("kriegspiel.why.wreck_blocks"),
        (Some(_), Some(0 | 3)) => note("kriegspiel.why.cell_taken"),
        (None, Some(0 | 3)) if !on_field => note("kriegspiel.why.edge"),
        (None, Some(0 | 3)) => movement(g, &p, false),
        (_, Some(_)) => note("kriegspiel.why.one_side"),
        (_, None) => note("kriegspiel.why.one_cell"),
    }
}

/// See [`Game::why_not_switch`]: a plate chosen, then the friendly plate it faces,
/// which has moves of its own and is chosen instead: why the transfer between them
/// was not made (the fire begun, arms that do not mix, no room), so a player who
/// aimed a transfer is told, not just handed the other plate.
pub fn why_not_switch(g: &Kriegspiel, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let f = *g.field();
    let &[from, to] = clicks else { return None };
    if from as usize >= f.cells() {
        return None;
    }
    let p = g.plate(from as u8).filter(|p| p.side == me && !p.wrecked && p.facing != START)?;
    (f.neighbour_spot(from as u8, p.facing) == to).then(|| why_not(g, clicks)).flatten()
}

/// A plate clicked alone that can do nothing now.
fn alone(g: &Kriegspiel, from: u8, p: &Plate) -> Option<Note> {
    if g.moves_now().into_iter().any(|m| g.cells_of(m).as_slice().first() == Some(&(from as Cell))) {
        return None;
    }
    if g.phase() == Phase::Fire {
        return if g.has_fired(p.arm) {
            Some(Note::new("kriegspiel.why.fired").arg("arm", arm_key(p.arm)))
        } else {
            note("kriegspiel.why.fire_begun")
        };
    }
    if p.arm == Arm::Cannon && p.n < 2 {
        return note("kriegspiel.why.crew_none");
    }
    movement(g, p, true)
}

/// A rotation (`rotation`) or a displacement the plate may not make now.
fn movement(g: &Kriegspiel, p: &Plate, rotation: bool) -> Option<Note> {
    if g.phase() == Phase::Fire {
        return note("kriegspiel.why.fire_begun");
    }
    if g.moves_left(p.arm) == 0 {
        return Some(Note::new("kriegspiel.why.budget").arg("arm", arm_key(p.arm)).arg("n", p.arm.budget()));
    }
    if p.arm != Arm::Cannon {
        return None;
    }
    match p.n {
        0 | 1 => note("kriegspiel.why.crew_none"),
        2 if !rotation => note("kriegspiel.why.crew_rotate_only"),
        2 if p.moved > 0 => note("kriegspiel.why.crew_two"),
        3 if !rotation => note("kriegspiel.why.crew_rotate_only"),
        3 if p.moved >= 2 => note("kriegspiel.why.crew_three"),
        _ => None,
    }
}

/// A shot at the enemy plate on `to` that the rules do not allow.
fn shot(g: &Kriegspiel, from: u8, p: &Plate, to: u8) -> Option<Note> {
    let f = g.field();
    if g.has_fired(p.arm) {
        return Some(Note::new("kriegspiel.why.fired").arg("arm", arm_key(p.arm)));
    }
    if !p.can_fire() {
        return note("kriegspiel.why.no_crew_fire");
    }
    // The direction whose line runs through the target, if any.
    let line = (0..6u8).find_map(|d| {
        let mut at = from;
        let mut k = 0;
        while let Some(n) = f.neighbour(at, d) {
            k += 1;
            if n == to {
                return Some((d, k));
            }
            at = n;
        }
        None
    });
    let Some((d, k)) = line else { return note("kriegspiel.why.not_in_line") };
    if f.backward(p.side, d) {
        return note("kriegspiel.why.backward");
    }
    if d != p.facing {
        return note("kriegspiel.why.not_in_line");
    }
    if k > p.arm.range() {
        return Some(Note::new("kriegspiel.why.range").arg("arm", arm_key(p.arm)).arg("n", p.arm.range()));
    }
    if g.target_along(from, p, d) == Some(to) {
        return None;
    }
    note("kriegspiel.why.line_blocked")
}

/// A transfer to the friendly plate `q` faced, with the count clicked if any.
fn transfer(g: &Kriegspiel, p: &Plate, q: &Plate, count: Option<&Cell>) -> Option<Note> {
    if g.phase() == Phase::Fire {
        return note("kriegspiel.why.transfer_after_fire");
    }
    if p.arm.carries_soldiers() != q.arm.carries_soldiers() {
        return note("kriegspiel.why.transfer_kind");
    }
    if p.n == 0 {
        return note("kriegspiel.why.transfer_empty");
    }
    let room = q.arm.capacity() - q.n;
    if room == 0 {
        return note("kriegspiel.why.transfer_full");
    }
    let &count = count?;
    // The count is chosen on the numbers drawn over the board; a click elsewhere
    // leaves the transfer waiting for it.
    let Some(n) = count.checked_sub(CHOOSER_BASE) else { return note("kriegspiel.why.count_first") };
    if n > room as u16 {
        note("kriegspiel.why.transfer_full")
    } else if n > p.n as u16 {
        note("kriegspiel.why.transfer_count")
    } else {
        None
    }
}
