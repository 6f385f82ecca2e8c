//! The Mundialito course: the arrows, the cylinder, the pass, scoring, the two
//! actions of a turn, the push (size, and the arrow behind), the jump (over a larger
//! pyramid only), the safe first and last rows, and ending a turn early. Each
//! position is a diagram read by [`Mundialito::from_diagram`], which refuses
//! impossible ones.

use super::board::{file, square_index};
use super::{Mundialito, MundialitoMove};
use crate::core::lesson::wrong;
use crate::core::{Attempt, Cell, Input, Lesson, Mistake, Reply, Side, Verdict};

fn sq(name: &str) -> Cell {
    square_index(name).expect("a lesson names squares of the board") as Cell
}

/// A mistake made by typing a move (a pass to one's own pyramid: clicking it only
/// selects it).
fn typed(mv: &'static str, why: &'static str) -> Mistake {
    Mistake { input: Input::Typed(mv), why }
}

fn mistake(clicks: &[&str], why: &'static str) -> Mistake {
    Mistake { input: Input::Clicks(clicks.iter().map(|c| sq(c)).collect()), why }
}

/// The pass lesson's position, drawn again by the rules help's pass picture.
pub(super) const PASS: &str = "
                    6 .  .  .  .  .  R2
                    5 .  .  Y2 .  Ro .
                    4 .  .  .  .  Y1 .
                    3 .  .  .  .  .  .
                    2 .  .  Yo .  .  .
                    1 .  .  .  .  .  .";

/// The push lesson's position, drawn again by the rules help's push picture.
pub(super) const PUSH: &str = "
                    6 .  .  .  .  .  .
                    5 .  .  .  .  .  Ro
                    4 .  .  .  .  .  .
                    3 .  Y3 R2 .  R1 .
                    2 Yo .  .  .  Y2 .
                    1 .  .  .  .  .  .";

/// The jump lesson's position, drawn again by the rules help's jump picture.
pub(super) const JUMP: &str = "
                    6 .  .  .  .  .  .
                    5 .  .  .  .  .  Ro
                    4 .  .  R3 Y1 .  .
                    3 .  Y2 R1 .  .  .
                    2 Yo .  .  .  .  .
                    1 .  .  .  .  .  .";

/// Yellow to act, with the two actions of a fresh turn.
pub(super) fn yellow(diagram: &str) -> Result<Mundialito, String> {
    Mundialito::from_diagram(diagram, Side::First, 2, &Default::default())
}

/// Done when the learner's (only) action satisfies `ok`, else wrong because of `why`.
fn action(a: &Attempt<Mundialito>, ok: fn(MundialitoMove) -> bool, why: &'static str) -> Verdict {
    match a.last() {
        None => Verdict::Pending,
        Some((_, m)) if ok(m) => Verdict::Done,
        Some(_) => wrong(why),
    }
}

fn step(a: &Attempt<Mundialito>) -> Verdict {
    action(a, |m| matches!(m, MundialitoMove::Step { .. }), "lesson.mundialito.arrows.why")
}

fn cylinder(a: &Attempt<Mundialito>) -> Verdict {
    action(
        a,
        |m| matches!(m, MundialitoMove::Step { from, to } if file(from).abs_diff(file(to)) == 5),
        "lesson.mundialito.cylinder.why",
    )
}

fn pass(a: &Attempt<Mundialito>) -> Verdict {
    action(a, |m| matches!(m, MundialitoMove::Pass { .. }), "lesson.mundialito.pass.why")
}

fn push(a: &Attempt<Mundialito>) -> Verdict {
    action(a, |m| matches!(m, MundialitoMove::Push { .. }), "lesson.mundialito.push.why")
}

fn jump(a: &Attempt<Mundialito>) -> Verdict {
    action(a, |m| matches!(m, MundialitoMove::Jump { .. }), "lesson.mundialito.jump.why")
}

/// A goal within the actions the lesson allows.
fn score(a: &Attempt<Mundialito>, max: usize) -> Verdict {
    if a.learner_won() {
        Verdict::Done
    } else if a.count() >= max {
        wrong("lesson.mundialito.score.why")
    } else {
        Verdict::Pending
    }
}

fn end_turn(a: &Attempt<Mundialito>) -> Verdict {
    if a.learner_moves().any(|(_, m)| m == MundialitoMove::End) {
        Verdict::Done
    } else if a.count() >= 2 {
        wrong("lesson.mundialito.end.why")
    } else {
        Verdict::Pending
    }
}

fn lesson(
    key: &'static str,
    setup: fn() -> Result<Mundialito, String>,
    hint: &[&str],
    check: fn(&Attempt<Mundialito>) -> Verdict,
    max_moves: usize,
    mistakes: Vec<Mistake>,
) -> Lesson<Mundialito> {
    Lesson { key, setup, hint: hint.iter().map(|c| sq(c)).collect(), check, reply: Reply::None, max_moves, mistakes }
}

/// A position for the first lessons: one yellow pyramid on c3.
const ONE_PYRAMID: &str = "
    6 .  .  .  .  .  R2
    5 Ro .  .  .  .  .
    4 .  .  .  .  .  .
    3 .  .  Y2 .  .  .
    2 .  .  .  .  .  Yo
    1 .  .  .  .  .  .";

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Mundialito>> {
    vec![
        lesson(
            "lesson.mundialito.arrows",
            || yellow(ONE_PYRAMID),
            &["c3"],
            step,
            1,
            vec![mistake(&["c3", "c4"], "mundialito.why.no_arrow"), mistake(&["a5"], "mundialito.why.not_yours")],
        ),
        lesson(
            "lesson.mundialito.cylinder",
            || {
                yellow(
                    "
                    6 .  .  .  .  .  R2
                    5 .  .  Ro .  .  .
                    4 .  .  .  .  .  .
                    3 Y2 .  .  .  .  .
                    2 .  .  .  .  .  Yo
                    1 .  .  .  .  .  .",
                )
            },
            &["a3", "f3"],
            cylinder,
            1,
            vec![
                mistake(&["a3", "b3"], "mundialito.why.no_arrow"),
                mistake(&["a3", "a4"], "lesson.mundialito.cylinder.why"),
            ],
        ),
        lesson(
            "lesson.mundialito.pass",
            || yellow(PASS),
            &["c2", "e4"],
            pass,
            1,
            vec![typed("c2<>c5", "mundialito.why.pass_line"), mistake(&["c2", "e5"], "mundialito.why.pass_to_pyramid")],
        ),
        lesson(
            "lesson.mundialito.score",
            || {
                yellow(
                    "
                    6 .  .  .  Y1 .  .
                    5 Y2 R1 Yo .  .  .
                    4 .  .  .  .  .  .
                    3 .  .  .  .  .  Ro
                    2 .  .  .  .  .  .
                    1 .  .  .  .  .  .",
                )
            },
            &["c5", "d6"],
            |a| score(a, 1),
            1,
            vec![typed("c5<>a5", "mundialito.why.pass_blocked")],
        ),
        lesson(
            "lesson.mundialito.two_actions",
            || {
                yellow(
                    "
                    6 .  .  .  .  .  .
                    5 .  .  .  Y2 .  .
                    4 .  Yo .  .  .  .
                    3 .  .  .  .  .  .
                    2 .  .  .  .  Ro .
                    1 .  .  .  .  .  R3",
                )
            },
            &["d5", "d6"],
            |a| score(a, 2),
            2,
            vec![typed("b4<>d5", "mundialito.why.pass_line")],
        ),
        lesson(
            "lesson.mundialito.push",
            || yellow(PUSH),
            &["b3", "c3"],
            push,
            1,
            vec![mistake(&["e2", "e3"], "mundialito.why.push_arrow")],
        ),
        lesson(
            "lesson.mundialito.jump",
            || yellow(JUMP),
            &["d4", "b4"],
            jump,
            1,
            vec![
                mistake(&["d4", "c4"], "mundialito.why.push_larger"),
                mistake(&["b3", "d3"], "mundialito.why.jump_smaller"),
            ],
        ),
        lesson(
            "lesson.mundialito.safe_rows",
            || {
                yellow(
                    "
                    6 .  R2 .  .  .  .
                    5 .  Y3 .  Y2 R2 .
                    4 .  .  .  .  .  .
                    3 .  .  .  .  .  Ro
                    2 Yo .  .  .  .  .
                    1 .  .  .  .  .  .",
                )
            },
            &["d5", "e5"],
            push,
            1,
            vec![mistake(&["b5", "b6"], "mundialito.why.end_row_safe")],
        ),
        lesson(
            "lesson.mundialito.end",
            || yellow(ONE_PYRAMID),
            &["c3"],
            end_turn,
            2,
            vec![mistake(&["f6"], "mundialito.why.not_yours"), mistake(&["d3"], "mundialito.why.pick_piece")],
        ),
    ]
}
