//! The Kriegspiel course: the half-rotation, the rotation, the displacement, the
//! arms' budgets, the cannon's crew, transfers, the shots of soldiers, cavalry and
//! cannons and what the die does, wrecks, and victory. Each battle is drawn as text
//! and read by [`Kriegspiel::from_ascii`], which refuses impossible armies.

use super::board::{CHOOSER_BASE, START};
use super::combat::Arm;
use super::{KMove, Kriegspiel, KriegspielOptions};
use crate::core::lesson::wrong;
use crate::core::{Attempt, Cell, Input, Lesson, Mistake, Reply, Side, Verdict};

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

/// Like [`any_move`], but other moves may come first (up to the lesson's limit).
fn some_move(a: &Attempt<Kriegspiel>, ok: fn(&Kriegspiel, KMove) -> bool) -> Verdict {
    if a.learner_moves().any(|(g, m)| ok(g, m)) {
        Verdict::Done
    } else {
        Verdict::Pending
    }
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

fn cannon_turns(a: &Attempt<Kriegspiel>) -> Verdict {
    any_move(a, |g, m| matches!(m, KMove::Turn { .. }) && arm(g, m) == Some(Arm::Cannon), "lesson.kriegspiel.crew.why")
}

/// Both soldier plates two cells from where they stood, the budget of 4 shared.
fn budget(a: &Attempt<Kriegspiel>) -> Verdict {
    let soldiers = |g: &Kriegspiel| -> Vec<u8> {
        g.plates().filter(|(_, p)| p.side == a.learner && p.arm == Arm::Soldiers).map(|(c, _)| c).collect()
    };
    let (start, now) = (soldiers(a.start), soldiers(a.now));
    let f = a.now.field();
    let moved = start.iter().all(|s| !now.contains(s) && now.iter().any(|&n| f.distance(*s, n) == 2));
    if moved {
        Verdict::Done
    } else if a.now.army() == a.learner && a.now.moves_left(Arm::Soldiers) == 0 {
        wrong("lesson.kriegspiel.budget.why")
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
    let fired = a.learner_moves().any(|(g, m)| matches!(m, KMove::Shoot { .. }) && arm(g, m) == Some(by));
    if fired {
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

fn over_wreck(a: &Attempt<Kriegspiel>) -> Verdict {
    some_move(a, |_, m| matches!(m, KMove::Shoot { .. }))
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
    Lesson { key, setup, hint: hint.iter().map(|n| c(n)).collect(), check, reply, max_moves, mistakes }
}

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Kriegspiel>> {
    vec![
        lesson(
            "lesson.kriegspiel.half_rotation",
            || french("7 . . . . . s5* . . .\n2 . . . S5* . . . . ."),
            &["d2"],
            half_rotation,
            Reply::None,
            1,
            vec![mistake(&["d2", "e2"], "kriegspiel.why.half_rotation_first")],
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
            vec![mistake(&["d2", "e3"], "kriegspiel.why.wreck_blocks")],
        ),
        lesson(
            "lesson.kriegspiel.budget",
            || french("7 s5* . . . . . . . .\n2 . . S5ne . . . S5ne . ."),
            &["c2", "g2"],
            budget,
            Reply::None,
            4,
            vec![Mistake { input: Input::Typed("c2-d3 d3-d4 d4-e5 e5-e6"), why: "lesson.kriegspiel.budget.why" }],
        ),
        lesson(
            "lesson.kriegspiel.crew",
            || french("7 . . . . . s5* . . .\n1 . . . K2ne . . . . ."),
            &["d1"],
            cannon_turns,
            Reply::None,
            1,
            vec![mistake(&["d1", "d2"], "kriegspiel.why.crew_rotate_only")],
        ),
        lesson(
            "lesson.kriegspiel.transfer",
            || french("7 . . . . . s5* . . .\n2 . . S5ne S5sw . . . . .\n1 . . . K2ne . . . . ."),
            &["d2", "d1"],
            transfer,
            Reply::None,
            2,
            vec![Mistake { input: Input::Typed("c2>d1/1s"), why: "kriegspiel.why.transfer_faced" }, {
                let mut m = mistake(&["d2", "d1"], "kriegspiel.why.transfer_full");
                if let Input::Clicks(cl) = &mut m.input {
                    cl.push(CHOOSER_BASE + 3);
                }
                m
            }],
        ),
        lesson(
            "lesson.kriegspiel.soldiers_fire",
            || french("7 . . . . . s5* . . .\n4 . . . c2* s5* . . . .\n2 . . . S5ne . . . . ."),
            &["d2", "e4"],
            soldiers_fire,
            Reply::None,
            1,
            vec![mistake(&["d2", "d4"], "kriegspiel.why.not_in_line")],
        ),
        lesson(
            "lesson.kriegspiel.cavalry_fire",
            || french("7 . . . . . s5* . . .\n4 . . . . s5* . . . .\n2 . . . C2ne . . . . ."),
            &["d2", "e3"],
            cavalry_fire,
            Reply::None,
            2,
            vec![mistake(&["d2", "e4"], "kriegspiel.why.range")],
        ),
        lesson(
            "lesson.kriegspiel.cannon_fire",
            || french("7 . . . . . s5* . . .\n4 . . . c2* . . . . .\n3 . . . s5* . . . . .\n1 . . K4ne . . . . . ."),
            &["c1", "d3"],
            cannon_fire,
            Reply::None,
            1,
            vec![mistake(&["c1", "d4"], "kriegspiel.why.line_blocked")],
        ),
        lesson(
            "lesson.kriegspiel.wreck",
            || french("7 . . . . . s5* . . .\n4 . . . . s5* . . . .\n3 . . . . X . . . .\n2 . . . S5ne . . . . ."),
            &["d2", "e4"],
            over_wreck,
            Reply::None,
            2,
            vec![mistake(&["e3"], "kriegspiel.why.wreck")],
        ),
        lesson(
            "lesson.kriegspiel.victory",
            || french("7 . k1* . . . . . . .\n4 . . . . s1* . . . .\n2 . . . S5ne . . . . ."),
            &["d2", "e4"],
            victory,
            Reply::Script(&["=5"]),
            1,
            vec![mistake(&["d2", "b7"], "kriegspiel.why.not_in_line")],
        ),
    ]
}
