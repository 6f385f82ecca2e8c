//! The Mundialito course: the setup (pyramids, balls, and Red kicking off), the
//! arrows, the cylinder, the pass, the ball (never pushed, jumped, or across the
//! edge), scoring, the two actions of a turn, the push (size, the arrow behind, the
//! square beyond; nothing is ever taken), the jump (over a larger pyramid only, along
//! arrows), the safe first and last rows, and ending a turn early. Each position in
//! play is a diagram read by [`Mundialito::from_diagram`], which refuses impossible
//! ones; the setup's is reached by playing its first placements.

use super::board::{file, square_index};
use super::position::reserve_cell;
use super::{Mundialito, MundialitoMove};
use crate::core::lesson::{nothing_told, wrong};
use crate::core::{Attempt, Cell, Game, Input, Lesson, Mistake, Reply, Side, Verdict};

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

/// The setup done: both balls placed (Red then kicks off).
fn setup(a: &Attempt<Mundialito>) -> Verdict {
    if a.now.in_setup() {
        Verdict::Pending
    } else {
        Verdict::Done
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

fn ball(a: &Attempt<Mundialito>) -> Verdict {
    action(a, |m| matches!(m, MundialitoMove::Pass { .. }), "lesson.mundialito.ball.why")
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
    Lesson {
        key,
        setup,
        hint: hint.iter().map(|c| sq(c)).collect(),
        check,
        reply: Reply::None,
        max_moves,
        mistakes,
        told: nothing_told,
    }
}

/// The setup as Yellow has begun it: five pyramids placed, the last small one to go.
fn setup_begun() -> Result<Mundialito, String> {
    let mut g = Mundialito::new(&Default::default());
    for mv in ["Y2@a1", "Y3@b1", "Y3@c1", "Y2@d1", "Y1@e1"] {
        g.play_notation(mv).map_err(|e| e.to_string())?;
    }
    Ok(g)
}

/// Red's placements after Yellow's last pyramid, and its ball after Yellow's.
const RED_SETUP: &[&str] = &["R1@a6", "R2@b6", "R3@c6", "R3@d6", "R2@e6", "R1@f6", "ball@d5"];

/// The ball lesson: a pass along the row, one that would cross the edge, and a red
/// ball that no pyramid pushes or jumps.
const BALL: &str = "
    6 .  .  .  .  .  R2
    5 .  .  .  Ro .  .
    4 .  .  .  Y2 .  Y3
    3 Yo .  Y1 .  .  .
    2 .  .  .  .  .  .
    1 .  .  .  .  .  .";

/// The push lesson's position: [`PUSH`], and a red pyramid on d5 with no room behind it.
const PUSH_MORE: &str = "
    6 .  .  .  R3 .  .
    5 .  .  .  R1 .  Ro
    4 .  .  .  Y1 .  .
    3 .  Y3 R2 .  R1 .
    2 Yo .  .  .  Y2 .
    1 .  .  .  .  .  .";

/// The end lesson's position: one free pyramid, and a small one on a1 with no action.
const END: &str = "
    6 .  .  .  .  .  R2
    5 Ro .  .  .  .  .
    4 .  .  .  .  .  .
    3 .  .  Y2 .  .  .
    2 Yo .  .  .  .  .
    1 Y1 Y3 .  .  .  .";

/// A position for the first lessons: one yellow pyramid on c3.
const ONE_PYRAMID: &str = "
    6 .  .  .  .  .  R2
    5 Ro .  .  .  .  .
    4 .  .  .  .  .  .
    3 .  .  Y2 .  .  .
    2 .  .  .  .  .  Yo
    1 .  .  .  .  .  .";

/// Every rule a player meets, and the lessons (by the last part of their keys) that
/// practise or show it: see [`crate::core::View::rules_taught`].
pub const RULES_TAUGHT: &[crate::core::Taught] = &[
    // The setup, and who kicks off.
    ("mundialito.rule.setup", &["setup"]),
    ("mundialito.rule.setup_ball", &["setup"]),
    ("mundialito.rule.kickoff", &["setup"]),
    ("mundialito.why.setup_reserve", &["setup"]),
    ("mundialito.why.setup_row", &["setup"]),
    ("mundialito.why.ball_row", &["setup"]),
    ("mundialito.why.occupied", &["setup"]),
    ("mundialito.why.ball_last", &["setup"]),
    ("mundialito.why.reserve_empty", &["setup"]),
    ("mundialito.why.reserve_closed", &["arrows"]),
    ("mundialito.why.no_pass", &["arrows"]),
    // Choosing a piece, moving along the arrows, the cylinder.
    ("mundialito.why.pick_piece", &["end"]),
    ("mundialito.why.not_yours", &["arrows", "end"]),
    ("mundialito.why.stuck", &["end"]),
    ("mundialito.rule.step", &["arrows", "cylinder"]),
    ("mundialito.why.no_arrow", &["arrows", "cylinder"]),
    ("mundialito.why.one_square", &["arrows"]),
    ("mundialito.rule.cylinder", &["cylinder"]),
    // The ball: passes only, never pushed, jumped or across the edge.
    ("mundialito.rule.pass", &["pass", "ball"]),
    ("mundialito.why.pass_line", &["pass", "two_actions"]),
    ("mundialito.why.pass_to_pyramid", &["pass"]),
    ("mundialito.why.pass_blocked", &["score"]),
    ("mundialito.why.pass_edge", &["ball"]),
    ("mundialito.why.ball_blocks", &["ball"]),
    ("reason.goal", &["score", "two_actions"]),
    // The turn: two actions, or one and the end.
    ("mundialito.rule.two_actions", &["two_actions"]),
    ("mundialito.rule.end", &["end"]),
    // Pushing and jumping (a pyramid is never taken).
    ("mundialito.rule.push", &["push", "safe_rows"]),
    ("mundialito.why.push_arrow", &["push"]),
    ("mundialito.why.beyond_full", &["push"]),
    ("mundialito.rule.jump", &["jump"]),
    ("mundialito.why.push_larger", &["jump"]),
    ("mundialito.why.jump_smaller", &["jump"]),
    ("mundialito.why.end_row_safe", &["safe_rows"]),
];

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Mundialito>> {
    let y1 = reserve_cell(Side::First, 1);
    vec![
        Lesson {
            key: "lesson.mundialito.setup",
            setup: setup_begun,
            hint: vec![y1, sq("f1")],
            check: setup,
            reply: Reply::Script(RED_SETUP),
            max_moves: 2,
            mistakes: vec![
                mistake(&["f1"], "mundialito.why.setup_reserve"),
                Mistake { input: Input::Clicks(vec![y1, sq("f2")]), why: "mundialito.why.setup_row" },
                Mistake { input: Input::Clicks(vec![y1, sq("c1")]), why: "mundialito.why.occupied" },
                typed("Y1@f1 ball@c3", "mundialito.why.ball_row"),
                // The ball's slot before the last pyramid; a size all placed.
                Mistake { input: Input::Clicks(vec![reserve_cell(Side::First, 4)]), why: "mundialito.why.ball_last" },
                Mistake { input: Input::Clicks(vec![reserve_cell(Side::First, 3)]), why: "mundialito.why.reserve_empty" },
            ],
            told: nothing_told,
        },
        lesson(
            "lesson.mundialito.arrows",
            || yellow(ONE_PYRAMID),
            &["c3"],
            step,
            1,
            vec![
                mistake(&["c3", "c4"], "mundialito.why.no_arrow"),
                mistake(&["a5"], "mundialito.why.not_yours"),
                mistake(&["c3", "c5"], "mundialito.why.one_square"),
                // The reserves are for the setup only; a ball with no pass.
                Mistake { input: Input::Clicks(vec![reserve_cell(Side::First, 1)]), why: "mundialito.why.reserve_closed" },
                mistake(&["f2"], "mundialito.why.no_pass"),
            ],
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
            vec![
                typed("c2<>c5", "mundialito.why.pass_line"),
                mistake(&["c2", "e5"], "mundialito.why.pass_to_pyramid"),
            ],
        ),
        lesson(
            "lesson.mundialito.ball",
            || yellow(BALL),
            &["a3", "c3"],
            ball,
            1,
            vec![typed("a3<>f4", "mundialito.why.pass_edge"), mistake(&["d4", "d5"], "mundialito.why.ball_blocks")],
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
            || yellow(PUSH_MORE),
            &["b3", "c3"],
            push,
            1,
            vec![
                mistake(&["e2", "e3"], "mundialito.why.push_arrow"),
                mistake(&["d4", "d5"], "mundialito.why.beyond_full"),
            ],
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
            || yellow(END),
            &["c3"],
            end_turn,
            2,
            vec![
                mistake(&["f6"], "mundialito.why.not_yours"),
                mistake(&["d3"], "mundialito.why.pick_piece"),
                mistake(&["a1"], "mundialito.why.stuck"),
            ],
        ),
    ]
}
