//! The moulin course: place, slide, form a mill, what a mill may take, a mill
//! opened and closed again, flying at three, blocked means lost, down to two men,
//! and the double threat. Each position is a picture read by [`Moulin::from_ascii`].

use super::board::{point_index, MILLS};
use super::{Moulin, MoulinMove};
use crate::core::lesson::wrong;
use crate::core::{Attempt, Cell, Input, Lesson, Mistake, Reply, Side, Verdict};

/// The cell of a point named as on the board (`"d2"`).
fn p(name: &str) -> Cell {
    point_index(name).expect("a lesson names points of the board") as Cell
}

fn mistake(clicks: &[&str], why: &'static str) -> Mistake {
    Mistake { input: Input::Clicks(clicks.iter().map(|c| p(c)).collect()), why }
}

/// The learner has made a move that took a man.
fn took(a: &Attempt<Moulin>) -> bool {
    a.learner_moves().any(|(_, m)| m.capture.is_some())
}

/// Done once a man is taken; a first move that takes nothing is explained by `why`.
fn capture_or(a: &Attempt<Moulin>, why: &'static str) -> Verdict {
    if took(a) {
        Verdict::Done
    } else if a.count() > 0 {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

/// Lines of `s` with two of its men and the third point empty: mills it threatens.
fn threats(g: &Moulin, s: Side) -> usize {
    let (own, all) = (g.men(s), g.men(Side::First) | g.men(Side::Second));
    MILLS
        .iter()
        .filter(|m| {
            let mine = m.iter().filter(|&&q| own & 1 << q != 0).count();
            let empty = m.iter().filter(|&&q| all & 1 << q == 0).count();
            mine == 2 && empty == 1
        })
        .count()
}

fn place(a: &Attempt<Moulin>) -> Verdict {
    match a.last() {
        Some((_, MoulinMove { from: None, .. })) => Verdict::Done,
        Some(_) => wrong("lesson.moulin.place.why"),
        None => Verdict::Pending,
    }
}

fn slide(a: &Attempt<Moulin>) -> Verdict {
    if a.count() > 0 {
        Verdict::Done
    } else {
        Verdict::Pending
    }
}

fn mill(a: &Attempt<Moulin>) -> Verdict {
    capture_or(a, "lesson.moulin.mill.why")
}

fn reform(a: &Attempt<Moulin>) -> Verdict {
    if took(a) {
        Verdict::Done
    } else if a.count() >= 2 {
        wrong("lesson.moulin.reform.why")
    } else {
        Verdict::Pending
    }
}

/// Done when the learner has won; any other move is wrong, for the reason `why`.
fn win_now(a: &Attempt<Moulin>, why: &'static str) -> Verdict {
    if a.learner_won() {
        Verdict::Done
    } else if a.count() > 0 {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

fn blocked(a: &Attempt<Moulin>) -> Verdict {
    win_now(a, "lesson.moulin.blocked.why")
}

fn two_left(a: &Attempt<Moulin>) -> Verdict {
    win_now(a, "lesson.moulin.mill.why")
}

fn double(a: &Attempt<Moulin>) -> Verdict {
    if took(a) {
        return Verdict::Done;
    }
    match a.after_learner_move(0) {
        Some(g) if threats(g, a.learner) < 2 => wrong("lesson.moulin.double.why"),
        _ => Verdict::Pending,
    }
}

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Moulin>> {
    vec![
        Lesson {
            key: "lesson.moulin.place",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------.-----------B
                    |   .-------.-------.   |
                    |   |   .---.---.   |   |
                    .---.---.       .---.---.
                    |   |   .---.---.   |   |
                    |   .-------.-------.   |
                    B-----------.-----------W",
                    [7, 7],
                    Side::First,
                )
            },
            hint: vec![p("d2")],
            check: place,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![mistake(&["g7"], "moulin.why.occupied"), mistake(&["a7"], "moulin.why.place_first")],
        },
        Lesson {
            key: "lesson.moulin.slide",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------.-----------B
                    |   .-------W-------.   |
                    |   |   .---.---.   |   |
                    .---B---.       W---.---.
                    |   |   W---.---.   |   |
                    |   .-------.-------B   |
                    .-----------B-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("a7")],
            check: slide,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![mistake(&["a7", "a1"], "moulin.why.not_adjacent"), mistake(&["g7"], "moulin.why.not_yours")],
        },
        Lesson {
            key: "lesson.moulin.mill",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------W-----------.
                    |   B-------.-------.   |
                    |   |   .---B---.   |   |
                    .---.---.       W---.---W
                    |   |   .---.---.   |   |
                    |   B-------.-------B   |
                    .-----------.-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("g4"), p("g7")],
            check: mill,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![
                mistake(&["g4", "g7", "d1"], "moulin.why.take_enemy"),
                mistake(&["e4", "e5"], "lesson.moulin.mill.why"),
            ],
        },
        Lesson {
            key: "lesson.moulin.take",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------W-----------.
                    |   B-------B-------B   |
                    |   |   .---.---.   |   |
                    .---.---.       .---.---W
                    |   |   .---.---W   |   |
                    |   B-------.-------.   |
                    .-----------.-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("g4"), p("g7")],
            check: mill,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![mistake(&["g4", "g7", "d6"], "moulin.why.in_mill")],
        },
        Lesson {
            key: "lesson.moulin.all_in_mills",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------W-----------.
                    |   B-------B-------B   |
                    |   |   .---.---.   |   |
                    .---.---.       .---.---W
                    |   |   .---.---W   |   |
                    |   B-------B-------B   |
                    .-----------.-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("g4"), p("g7")],
            check: mill,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![mistake(&["g4", "g7", "a1"], "moulin.why.take_enemy")],
        },
        Lesson {
            key: "lesson.moulin.reform",
            setup: || {
                Moulin::from_ascii(
                    "
                    B-----------.-----------.
                    |   B-------.-------B   |
                    |   |   W---.---.   |   |
                    .---.---.       B---.---.
                    |   |   .---.---.   |   |
                    |   .-------.-------.   |
                    W-----------W-----------W",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("d1"), p("d2")],
            check: reform,
            reply: Reply::Script(&["b6-b4"]),
            max_moves: 2,
            mistakes: vec![mistake(&["d1", "d3"], "moulin.why.not_adjacent")],
        },
        Lesson {
            key: "lesson.moulin.fly",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------W-----------.
                    |   B-------.-------.   |
                    |   |   .---B---.   |   |
                    .---.---.       .---B---.
                    |   |   W---.---B   |   |
                    |   B-------.-------.   |
                    .-----------.-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("c3"), p("g7")],
            check: mill,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![
                mistake(&["c3", "b6"], "moulin.why.occupied"),
                mistake(&["c3", "d3"], "lesson.moulin.mill.why"),
            ],
        },
        Lesson {
            key: "lesson.moulin.blocked",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------.-----------.
                    |   W-------.-------.   |
                    |   |   .---.---.   |   |
                    B---B---.       .---.---.
                    |   |   W---.---.   |   |
                    |   W-------W-------.   |
                    B-----------B-----------W",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("c3"), p("c4")],
            check: blocked,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![
                mistake(&["c3", "c5"], "moulin.why.not_adjacent"),
                mistake(&["c3", "d3"], "lesson.moulin.blocked.why"),
            ],
        },
        Lesson {
            key: "lesson.moulin.two_left",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------W-----------.
                    |   B-------B-------.   |
                    |   |   .---.---.   |   |
                    .---.---.       .---.---W
                    |   |   .---.---W   |   |
                    |   B-------.-------.   |
                    .-----------.-----------.",
                    [0, 0],
                    Side::First,
                )
            },
            hint: vec![p("g4"), p("g7")],
            check: two_left,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![mistake(&["g4", "g7", "a1"], "moulin.why.take_enemy")],
        },
        Lesson {
            key: "lesson.moulin.double",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------.-----------.
                    |   .-------B-------.   |
                    |   |   .---.---.   |   |
                    .---.---.       .---B---.
                    |   |   .---.---.   |   |
                    |   .-------.-------.   |
                    .-----------.-----------W",
                    [7, 7],
                    Side::First,
                )
            },
            hint: vec![p("a1")],
            check: double,
            reply: Reply::Script(&["d1"]),
            max_moves: 2,
            mistakes: vec![mistake(&["d1"], "lesson.moulin.double.why")],
        },
    ]
}
