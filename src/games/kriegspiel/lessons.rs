//! The Kriegspiel course: the army that starts and the half-rotation, the rotation,
//! the displacement, the arms' budgets, the cannon's crew, transfers, the shots of
//! soldiers, cavalry and cannons, one shot per arm and the end of movement at the
//! first, what the die does (the results table, each roll told), wrecks, the turns
//! without loss, and victory. Each battle is drawn as text and read by
//! [`Kriegspiel::from_ascii`], which refuses impossible armies.

use super::board::{CHOOSER_BASE, START};
use super::combat::Arm;
use super::view::narration::figures_key;
use super::{KMove, Kriegspiel, KriegspielOptions};
use crate::core::lesson::{nothing_told, wrong};
use crate::core::{Attempt, Cell, Game, Input, Lesson, Mistake, Note, Reply, Side, Verdict};

fn c(name: &str) -> Cell {
    KriegspielOptions::default().field().parse_cell(name).expect("a lesson names cells of the field") as Cell
}

fn mistake(clicks: &[&str], why: &'static str) -> Mistake {
    Mistake { input: Input::Clicks(clicks.iter().map(|n| c(n)).collect()), why }
}

/// The French to act, on the standard field.
fn french(text: &str) -> Result<Kriegspiel, String> {
    Kriegspiel::from_ascii(&KriegspielOptions::default(), text, Side::First)
}

/// The arm that made the learner's move `m` in position `g`.
fn arm(g: &Kriegspiel, m: KMove) -> Option<Arm> {
    g.arm_of(m)
}

/// Done when a learner's move satisfies `ok`; a move that does not, explained by `why`.
fn any_move(a: &Attempt<Kriegspiel>, ok: fn(&Kriegspiel, KMove) -> bool, why: &'static str) -> Verdict {
    if a.learner_moves().any(|(g, m)| ok(g, m)) {
        Verdict::Done
    } else if a.count() > 0 {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

/// A mistake typed in notation (one move, or several separated by spaces).
fn typed(moves: &'static str, why: &'static str) -> Mistake {
    Mistake { input: Input::Typed(moves), why }
}

/// The click just outside the field next to `name`, in direction `dir` (`"SW"`).
fn ring(name: &str, dir: &str) -> Cell {
    let f = KriegspielOptions::default().field();
    f.neighbour_spot(c(name) as u8, f.parse_dir(dir).expect("a lesson names directions of the field"))
}

/// The French to act after `quiet` army turns in a row without a loss (each army
/// ending its turns at once, as the rules count them), the English having begun.
fn french_after_quiet_turns(text: &str, quiet: usize) -> Result<Kriegspiel, String> {
    let mut g = Kriegspiel::from_ascii(&KriegspielOptions::default(), text, Side::Second)?;
    for _ in 0..quiet {
        g.play_notation("end").map_err(|e| e.to_string())?;
    }
    Ok(g)
}

/// The learner's shots, each with the arm that fired it.
fn shots<'a>(a: &'a Attempt<Kriegspiel>) -> impl Iterator<Item = (&'a Kriegspiel, KMove, Arm)> + 'a {
    a.learner_moves().filter_map(|(g, m)| match m {
        KMove::Shoot { .. } => arm(g, m).map(|arm| (g, m, arm)),
        _ => None,
    })
}

/// The row of the results table a shot of `firer` at `target` reads, in words.
fn row_key(firer: Arm, target: Arm) -> &'static str {
    match (firer, target) {
        (Arm::Cannon, Arm::Cannon) => "@lesson.kriegspiel.row.cannon_cannon",
        (Arm::Cannon, Arm::Soldiers) => "@lesson.kriegspiel.row.cannon_soldiers",
        (Arm::Cannon, Arm::Cavalry) => "@lesson.kriegspiel.row.cannon_cavalry",
        (Arm::Soldiers, Arm::Cannon) => "@lesson.kriegspiel.row.soldiers_cannon",
        (Arm::Soldiers, Arm::Soldiers) => "@lesson.kriegspiel.row.soldiers_soldiers",
        (Arm::Soldiers, Arm::Cavalry) => "@lesson.kriegspiel.row.soldiers_cavalry",
        (Arm::Cavalry, Arm::Cannon) => "@lesson.kriegspiel.row.cavalry_cannon",
        (Arm::Cavalry, Arm::Soldiers) => "@lesson.kriegspiel.row.cavalry_soldiers",
        (Arm::Cavalry, Arm::Cavalry) => "@lesson.kriegspiel.row.cavalry_cavalry",
    }
}

/// [`Lesson::told`] of the lessons that fire: the die of the last roll since the
/// learner's last move and what it did, with the row of the results table that
/// decided it (« Le dé a donné 0 : le tir ne fait rien. La cavalerie ne touche que
/// sur 4 ou 5. »). Praise only for a roll that put someone out of action.
fn roll_told(a: &Attempt<Kriegspiel>) -> Option<Note> {
    let last = a.steps.iter().rposition(|s| s.by_learner)?;
    let i = (last..a.steps.len()).rev().find(|&i| matches!(a.steps[i].mv, KMove::Roll(_)))?;
    let after = a.steps.get(i + 1).map_or(a.now, |s| &s.before);
    let shot = after.last_shot()?;
    let key = if shot.wrecked {
        "lesson.kriegspiel.roll.wreck"
    } else if shot.out == 0 {
        "lesson.kriegspiel.roll.nothing"
    } else if shot.removed {
        "lesson.kriegspiel.roll.removed"
    } else {
        "lesson.kriegspiel.roll.out"
    };
    Some(
        Note::new(key)
            .arg("roll", shot.roll)
            .arg("n", shot.out)
            .arg("figures", figures_key(shot.target, shot.out))
            .arg("row", row_key(shot.firer, shot.target)),
    )
}

fn half_rotation(a: &Attempt<Kriegspiel>) -> Verdict {
    any_move(
        a,
        |g, m| matches!(m, KMove::Turn { from, .. } if g.plate(from).is_some_and(|p| p.facing == START)),
        "lesson.kriegspiel.half_rotation.why",
    )
}

fn rotation(a: &Attempt<Kriegspiel>) -> Verdict {
    any_move(a, |_, m| matches!(m, KMove::Turn { .. }), "lesson.kriegspiel.rotation.why")
}

fn displacement(a: &Attempt<Kriegspiel>) -> Verdict {
    any_move(a, |_, m| matches!(m, KMove::Step { .. }), "lesson.kriegspiel.displacement.why")
}

/// Both soldier plates two cells from where they stood, the budget of 4 shared (a
/// fifth move is refused, and ending the turn before is the runner's « turn over »).
fn budget(a: &Attempt<Kriegspiel>) -> Verdict {
    let soldiers = |g: &Kriegspiel| -> Vec<u8> {
        g.plates().filter(|(_, p)| p.side == a.learner && p.arm == Arm::Soldiers).map(|(c, _)| c).collect()
    };
    let (start, now) = (soldiers(a.start), soldiers(a.now));
    let f = a.now.field();
    let moved = start.iter().all(|s| !now.contains(s) && now.iter().any(|&n| f.distance(*s, n) == 2));
    if moved {
        Verdict::Done
    } else {
        Verdict::Pending
    }
}

/// The cannons' three moves all made, each cannon within what its crew allows.
fn crew(a: &Attempt<Kriegspiel>) -> Verdict {
    if a.now.army() == a.learner && a.now.moves_left(Arm::Cannon) == 0 {
        Verdict::Done
    } else if a.learner_moves().any(|(g, m)| arm(g, m) != Some(Arm::Cannon)) {
        wrong("lesson.kriegspiel.crew.why")
    } else {
        Verdict::Pending
    }
}

fn transfer(a: &Attempt<Kriegspiel>) -> Verdict {
    let full = a.now.plates().any(|(_, p)| p.side == a.learner && p.arm == Arm::Cannon && p.n == 4);
    if full {
        Verdict::Done
    } else if a.learner_moves().any(|(_, m)| !matches!(m, KMove::Transfer { .. })) {
        wrong("lesson.kriegspiel.transfer.why")
    } else {
        Verdict::Pending
    }
}

fn shot_by(a: &Attempt<Kriegspiel>, by: Arm, why: &'static str) -> Verdict {
    if shots(a).any(|(_, _, arm)| arm == by) {
        Verdict::Done
    } else if a.learner_moves().any(|(_, m)| matches!(m, KMove::Shoot { .. } | KMove::End)) {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

fn soldiers_fire(a: &Attempt<Kriegspiel>) -> Verdict {
    shot_by(a, Arm::Soldiers, "lesson.kriegspiel.fire.why")
}

fn cavalry_fire(a: &Attempt<Kriegspiel>) -> Verdict {
    match shot_by(a, Arm::Cavalry, "lesson.kriegspiel.fire.why") {
        Verdict::Pending if a.count() >= 2 => wrong("lesson.kriegspiel.range.why"),
        v => v,
    }
}

fn cannon_fire(a: &Attempt<Kriegspiel>) -> Verdict {
    shot_by(a, Arm::Cannon, "lesson.kriegspiel.fire.why")
}

/// Done once `arms` different arms have fired; any move but a shot is wrong.
fn shots_of_arms(a: &Attempt<Kriegspiel>, arms: usize, why: &'static str) -> Verdict {
    let mut fired: Vec<Arm> = shots(a).map(|(_, _, arm)| arm).collect();
    fired.sort();
    fired.dedup();
    if fired.len() >= arms {
        Verdict::Done
    } else if a.learner_moves().any(|(_, m)| !matches!(m, KMove::Shoot { .. })) {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

fn one_shot(a: &Attempt<Kriegspiel>) -> Verdict {
    shots_of_arms(a, 2, "lesson.kriegspiel.one_shot.why")
}

fn table(a: &Attempt<Kriegspiel>) -> Verdict {
    shots_of_arms(a, 3, "lesson.kriegspiel.table.why")
}

/// A shot over a wreck, after the wreck was made: soldiers firing first at the
/// cannon (which they can never destroy) is wrong.
fn over_wreck(a: &Attempt<Kriegspiel>) -> Verdict {
    if shots(a).any(|(g, m, _)| g.rules_of(m).contains(&"kriegspiel.rule.over_wreck")) {
        Verdict::Done
    } else if shots(a).any(|(_, _, arm)| arm != Arm::Cannon)
        || a.learner_moves().any(|(_, m)| m == KMove::End)
    {
        wrong("lesson.kriegspiel.wreck.why")
    } else {
        Verdict::Pending
    }
}

/// A loss this turn, before the fortieth quiet turn ends in a draw.
fn quiet(a: &Attempt<Kriegspiel>) -> Verdict {
    if a.outcome().is_some() {
        wrong("lesson.kriegspiel.quiet.why")
    } else if shots(a).next().is_some() && a.now.last_shot().is_some_and(|s| s.out > 0 || s.wrecked) {
        Verdict::Done
    } else {
        Verdict::Pending
    }
}

fn victory(a: &Attempt<Kriegspiel>) -> Verdict {
    if a.learner_won() {
        Verdict::Done
    } else if a.count() > 0 {
        wrong("lesson.kriegspiel.victory.why")
    } else {
        Verdict::Pending
    }
}

#[allow(clippy::too_many_arguments)]
fn lesson(
    key: &'static str,
    setup: fn() -> Result<Kriegspiel, String>,
    hint: &[&str],
    check: fn(&Attempt<Kriegspiel>) -> Verdict,
    reply: Reply,
    max_moves: usize,
    mistakes: Vec<Mistake>,
) -> Lesson<Kriegspiel> {
    Lesson { key, setup, hint: hint.iter().map(|n| c(n)).collect(), check, reply, max_moves, mistakes, told: nothing_told }
}

/// A lesson whose shots' rolls are told ([`roll_told`]).
fn firing(mut l: Lesson<Kriegspiel>) -> Lesson<Kriegspiel> {
    l.told = roll_told;
    l
}

/// Every rule a player meets, and the lessons (by the last part of their keys) that
/// practise or show it: see [`crate::core::View::rules_taught`].
pub const RULES_TAUGHT: &[crate::core::Taught] = &[
    // Who starts, and choosing a plate.
    ("kriegspiel.rule.first_army", &["half_rotation"]),
    ("kriegspiel.why.pick_plate", &["half_rotation"]),
    ("kriegspiel.why.not_yours", &["half_rotation"]),
    // Movement.
    ("kriegspiel.rule.half_rotation", &["half_rotation"]),
    ("kriegspiel.why.half_rotation_first", &["half_rotation"]),
    ("kriegspiel.rule.rotation", &["rotation", "crew"]),
    ("kriegspiel.why.one_side", &["rotation"]),
    ("kriegspiel.rule.displacement", &["displacement", "budget"]),
    ("kriegspiel.why.one_cell", &["displacement"]),
    ("kriegspiel.why.wreck_blocks", &["displacement"]),
    ("kriegspiel.why.edge", &["crew"]),
    ("kriegspiel.rule.budget", &["budget"]),
    ("kriegspiel.why.budget", &["budget"]),
    ("kriegspiel.rule.crew", &["crew"]),
    ("kriegspiel.why.crew_two", &["crew"]),
    ("kriegspiel.why.crew_three", &["crew"]),
    ("kriegspiel.why.crew_rotate_only", &["crew"]),
    ("kriegspiel.why.crew_none", &["cannon_fire"]),
    // Transfers.
    ("kriegspiel.rule.transfer", &["transfer"]),
    ("kriegspiel.why.transfer_faced", &["transfer"]),
    ("kriegspiel.why.transfer_kind", &["transfer"]),
    ("kriegspiel.why.transfer_full", &["transfer"]),
    ("kriegspiel.why.transfer_count", &["transfer"]),
    ("kriegspiel.why.count_first", &["transfer"]),
    ("kriegspiel.why.outside", &["crew"]),
    ("kriegspiel.rule.plate_leaves", &["transfer", "victory"]),
    // Fire.
    ("kriegspiel.rule.fire_soldiers", &["soldiers_fire"]),
    ("kriegspiel.rule.fire_cavalry", &["cavalry_fire"]),
    ("kriegspiel.rule.fire_cannon", &["cannon_fire"]),
    ("kriegspiel.why.not_in_line", &["soldiers_fire"]),
    ("kriegspiel.why.backward", &["soldiers_fire"]),
    ("kriegspiel.why.range", &["cavalry_fire"]),
    ("kriegspiel.why.line_blocked", &["cannon_fire"]),
    ("kriegspiel.rule.first_shot", &["one_shot"]),
    ("kriegspiel.why.fire_begun", &["one_shot"]),
    ("kriegspiel.rule.one_shot_per_arm", &["one_shot", "table"]),
    ("kriegspiel.why.fired", &["one_shot"]),
    // The results table, each row by a shot whose roll is told.
    ("kriegspiel.damage.soldiers_soldiers", &["soldiers_fire"]),
    ("kriegspiel.damage.cavalry_soldiers", &["cavalry_fire"]),
    ("kriegspiel.damage.cannon_soldiers", &["cannon_fire"]),
    ("kriegspiel.damage.soldiers_cavalry", &["one_shot"]),
    ("kriegspiel.damage.cavalry_cannon", &["one_shot"]),
    ("kriegspiel.damage.cannon_cavalry", &["table"]),
    ("kriegspiel.damage.soldiers_cannon", &["table"]),
    ("kriegspiel.damage.cavalry_cavalry", &["table"]),
    ("kriegspiel.damage.cannon_cannon", &["wreck"]),
    ("kriegspiel.rule.wreck", &["wreck"]),
    ("kriegspiel.rule.over_wreck", &["wreck"]),
    ("kriegspiel.why.wreck", &["wreck"]),
    // The end of a turn and of the game.
    ("kriegspiel.rule.end", &["quiet"]),
    ("kriegspiel.rule.quiet_turns", &["quiet"]),
    ("reason.quiet-turns", &["quiet"]),
    ("reason.routed", &["victory"]),
];

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Kriegspiel>> {
    vec![
        lesson(
            "lesson.kriegspiel.half_rotation",
            || Ok(Kriegspiel::new(&KriegspielOptions::default())),
            &["d2"],
            half_rotation,
            Reply::None,
            1,
            vec![
                mistake(&["d2", "e2"], "kriegspiel.why.half_rotation_first"),
                mistake(&["e3"], "kriegspiel.why.pick_plate"),
                mistake(&["d7"], "kriegspiel.why.not_yours"),
            ],
        ),
        lesson(
            "lesson.kriegspiel.rotation",
            || french("7 . . . . . s5* . . .\n2 . . . S5ne . . . . ."),
            &["d2"],
            rotation,
            Reply::None,
            1,
            vec![mistake(&["d2", "c2"], "kriegspiel.why.one_side")],
        ),
        lesson(
            "lesson.kriegspiel.displacement",
            || french("7 . . . . . s5* . . .\n3 . . . . X . . . .\n2 . . . S5ne . . . . ."),
            &["d2", "d1"],
            displacement,
            Reply::None,
            1,
            vec![
                mistake(&["d2", "e3"], "kriegspiel.why.wreck_blocks"),
                mistake(&["d2", "d4"], "kriegspiel.why.one_cell"),
            ],
        ),
        lesson(
            "lesson.kriegspiel.budget",
            || french("7 s5* . . . . . . . .\n2 . . S5ne . . . S5ne . ."),
            &["c2", "g2"],
            budget,
            Reply::None,
            5,
            vec![typed("c2-d3 d3-d4 d4-e5 e5-e6 g2-h3", "kriegspiel.why.budget")],
        ),
        lesson(
            "lesson.kriegspiel.crew",
            || french("7 . . . . . s5* . . .\n1 . . . K2ne . K3ne . . ."),
            &["f1"],
            crew,
            Reply::None,
            3,
            vec![
                typed("d1:NW d1:W", "kriegspiel.why.crew_two"),
                typed("f1:NW f1:W f1:SW", "kriegspiel.why.crew_three"),
                mistake(&["d1", "d2"], "kriegspiel.why.crew_rotate_only"),
                Mistake { input: Input::Clicks(vec![c("d1"), ring("d1", "SW")]), why: "kriegspiel.why.edge" },
                // The ring outside the field, clicked with nothing chosen.
                Mistake { input: Input::Clicks(vec![ring("d1", "SW")]), why: "kriegspiel.why.outside" },
            ],
        ),
        lesson(
            "lesson.kriegspiel.transfer",
            || french("7 . . . . . s5* . . .\n2 . . S5ne S5sw C2w . . . .\n1 . . S1e K2ne . . . . ."),
            &["d2", "d1"],
            transfer,
            Reply::None,
            2,
            vec![
                typed("c2>d1/1s", "kriegspiel.why.transfer_faced"),
                {
                    let mut m = mistake(&["d2", "d1"], "kriegspiel.why.transfer_full");
                    if let Input::Clicks(cl) = &mut m.input {
                        cl.push(CHOOSER_BASE + 3);
                    }
                    m
                },
                typed("e2>d2/1c", "kriegspiel.why.transfer_kind"),
                {
                    let mut m = mistake(&["c1", "d1"], "kriegspiel.why.transfer_count");
                    if let Input::Clicks(cl) = &mut m.input {
                        cl.push(CHOOSER_BASE + 2);
                    }
                    m
                },
                // A transfer waits for its count: a click beside the numbers.
                mistake(&["c1", "d1", "a7"], "kriegspiel.why.count_first"),
            ],
        ),
        firing(lesson(
            "lesson.kriegspiel.soldiers_fire",
            || french("7 . . . . . s5* . . .\n4 . . . c2* s5* . . . .\n2 . . . S5ne . . . . .\n1 . . . c2* . . . . ."),
            &["d2", "e4"],
            soldiers_fire,
            Reply::None,
            1,
            vec![
                mistake(&["d2", "d4"], "kriegspiel.why.not_in_line"),
                mistake(&["d2", "d1"], "kriegspiel.why.backward"),
            ],
        )),
        firing(lesson(
            "lesson.kriegspiel.cavalry_fire",
            || french("7 . . . . . s5* . . .\n4 . . . . s5* . . . .\n2 . . . C2ne . . . . ."),
            &["d2", "e3"],
            cavalry_fire,
            Reply::None,
            2,
            vec![mistake(&["d2", "e4"], "kriegspiel.why.range")],
        )),
        firing(lesson(
            "lesson.kriegspiel.cannon_fire",
            || {
                french(
                    "7 . . . . . s5* . . .\n4 . . . c2* . . . . .\n3 . . . s5* . . . . .\n\
                     2 . . . . . . . S5ne .\n1 . . K1ne . . . . . .",
                )
            },
            &["c1", "d3"],
            cannon_fire,
            Reply::None,
            1,
            vec![
                mistake(&["c1", "d4"], "kriegspiel.why.line_blocked"),
                mistake(&["c1", "c2"], "kriegspiel.why.crew_none"),
            ],
        )),
        firing(lesson(
            "lesson.kriegspiel.one_shot",
            || french("4 . . s5* . c2* k3* . . .\n3 . . . . . . C2nw . .\n2 . S5ne . S5ne . . . . ."),
            &["d2", "e4"],
            one_shot,
            Reply::None,
            2,
            vec![
                typed("d2*e4 b2*c4", "kriegspiel.why.fired"),
                typed("d2*e4 g3:W", "kriegspiel.why.fire_begun"),
            ],
        )),
        firing(lesson(
            "lesson.kriegspiel.table",
            || {
                french(
                    "7 . . . . s5* . . . .\n4 . . . . k4* . . . .\n3 . c2* . . . . . c2* .\n\
                     2 . . . S3ne . . C1ne . .\n1 K4ne . . . . . . . .",
                )
            },
            &["a1", "b3"],
            table,
            Reply::None,
            3,
            vec![mistake(&["d2", "h3"], "kriegspiel.why.not_in_line")],
        )),
        firing(lesson(
            "lesson.kriegspiel.wreck",
            || french("4 . . . s5* . . . . .\n3 . . . k2* . K4w . . .\n2 . . S5ne . . . X . ."),
            &["f3", "d3"],
            over_wreck,
            Reply::Script(&["=5", "=3"]),
            2,
            vec![mistake(&["g2"], "kriegspiel.why.wreck"), typed("c2*d3", "lesson.kriegspiel.wreck.why")],
        )),
        firing(lesson(
            "lesson.kriegspiel.quiet",
            || french_after_quiet_turns("7 . . . . . s5* . . .\n4 . . . . s5* . . . .\n2 . . . S5ne . . . . .", 39),
            &["d2", "e4"],
            quiet,
            Reply::Script(&["=3"]),
            2,
            vec![typed("end", "lesson.kriegspiel.quiet.why")],
        )),
        firing(lesson(
            "lesson.kriegspiel.victory",
            || french("7 . k1* . . . . . . .\n4 . . . . s1* . . . .\n2 . . . S5ne . . . . ."),
            &["d2", "e4"],
            victory,
            Reply::Script(&["=5"]),
            1,
            vec![mistake(&["d2", "b7"], "kriegspiel.why.not_in_line")],
        )),
    ]
}
