//! The moulin course: White starts and places, slide, form a mill, what a mill may
//! take, a mill opened and closed again, flying at three, blocked means lost, down
//! to two men, the double threat, and the two draws (a position three times, fifty
//! moves each without a capture). Each position is a picture read by
//! [`Moulin::from_ascii`] (and, for the last, played on from there).

use super::board::{point_index, MILLS};
use super::{Moulin, MoulinMove};
use crate::core::lesson::{nothing_told, win_now, wrong};
use crate::core::{Attempt, Cell, Game, Input, Lesson, Mistake, Outcome, Reply, Side, Verdict};

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

fn blocked(a: &Attempt<Moulin>) -> Verdict {
    win_now(a, "lesson.moulin.blocked.why")
}

fn two_left(a: &Attempt<Moulin>) -> Verdict {
    win_now(a, "lesson.moulin.mill.why")
}

/// Each of the learner's moves takes back the one before, until the position has
/// stood three times.
fn repetition(a: &Attempt<Moulin>) -> Verdict {
    if matches!(a.outcome(), Some(Outcome::Draw { .. })) {
        return Verdict::Done;
    }
    let moves: Vec<MoulinMove> = a.learner_moves().map(|(_, m)| m).collect();
    if moves.windows(2).any(|w| w[1].from != Some(w[0].to) || Some(w[1].to) != w[0].from) {
        wrong("lesson.moulin.repetition.why")
    } else {
        Verdict::Pending
    }
}

/// A capture before the fiftieth move of each side without one.
fn fifty(a: &Attempt<Moulin>) -> Verdict {
    if took(a) {
        Verdict::Done
    } else if a.outcome().is_some() {
        wrong("lesson.moulin.fifty.why")
    } else {
        Verdict::Pending
    }
}

/// The repetition lesson's position: four men each, no mill within reach; White's
/// a1 and Black's c3 go to and fro.
const SHUFFLE: &str = "
    W-----------.-----------W
    |   .-------.-------.   |
    |   |   B---.---B   |   |
    .---.---.       .---.---.
    |   |   B---.---B   |   |
    |   .-------.-------.   |
    W-----------.-----------W";

/// The fifty moves lesson's position before its 98 plies without a capture: White's
/// g4 can close the mill a7-d7-g7.
const FIFTY: &str = "
    W-----------W-----------.
    |   .-------.-------.   |
    |   |   B---.---B   |   |
    .---.---.       .---.---W
    |   |   B---.---B   |   |
    |   .-------.-------.   |
    W-----------.-----------.";

fn double(a: &Attempt<Moulin>) -> Verdict {
    if took(a) {
        return Verdict::Done;
    }
    match a.after_learner_move(0) {
        Some(g) if threats(g, a.learner) < 2 => wrong("lesson.moulin.double.why"),
        _ => Verdict::Pending,
    }
}

/// Every rule a player meets, and the lessons (by the last part of their keys) that
/// practise or show it: see [`crate::core::View::rules_taught`].
pub const RULES_TAUGHT: &[crate::core::Taught] = &[
    // Who starts; placing.
    ("moulin.rule.white_starts", &["place"]),
    ("moulin.rule.place", &["place", "double"]),
    ("moulin.why.no_mill", &["place"]),
    ("moulin.why.place_first", &["double"]),
    ("moulin.why.occupied", &["double", "fly"]),
    // Sliding and flying.
    ("moulin.rule.slide", &["slide"]),
    ("moulin.why.pick_man", &["slide"]),
    ("moulin.why.not_yours", &["slide"]),
    ("moulin.why.not_adjacent", &["slide", "reform", "blocked"]),
    ("moulin.why.stuck", &["blocked"]),
    ("moulin.rule.fly", &["fly"]),
    // Mills and what they take.
    ("moulin.rule.mill", &["mill", "reform"]),
    ("moulin.why.take_enemy", &["mill", "all_in_mills"]),
    ("moulin.why.in_mill", &["take"]),
    ("moulin.rule.all_in_mills", &["all_in_mills"]),
    // The end.
    ("reason.blocked", &["blocked"]),
    ("reason.fewer-than-three", &["two_left"]),
    ("reason.threefold", &["repetition"]),
    ("reason.fifty-moves", &["fifty"]),
];

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Moulin>> {
    vec![
        Lesson {
            told: nothing_told,
            key: "lesson.moulin.place",
            setup: || Ok(Moulin::new(&Default::default())),
            hint: vec![p("d2")],
            check: place,
            reply: Reply::None,
            max_moves: 1,
            mistakes: vec![Mistake { input: Input::Typed("a1xd7"), why: "moulin.why.no_mill" }],
        },
        Lesson {
            told: nothing_told,
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
            mistakes: vec![
                mistake(&["a7", "a1"], "moulin.why.not_adjacent"),
                mistake(&["g7"], "moulin.why.not_yours"),
                mistake(&["a4"], "moulin.why.pick_man"),
            ],
        },
        Lesson {
            told: nothing_told,
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
            told: nothing_told,
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
            told: nothing_told,
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
            told: nothing_told,
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
            told: nothing_told,
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
            told: nothing_told,
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
                mistake(&["b2"], "moulin.why.stuck"),
            ],
        },
        Lesson {
            told: nothing_told,
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
            told: nothing_told,
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
            mistakes: vec![
                mistake(&["d1"], "lesson.moulin.double.why"),
                mistake(&["a7"], "moulin.why.place_first"),
                mistake(&["d6"], "moulin.why.occupied"),
            ],
        },
        Lesson {
            told: nothing_told,
            key: "lesson.moulin.repetition",
            setup: || Moulin::from_ascii(SHUFFLE, [0, 0], Side::First),
            hint: vec![p("a1"), p("d1")],
            check: repetition,
            reply: Reply::Script(&["c3-d3", "d3-c3", "c3-d3", "d3-c3"]),
            max_moves: 4,
            mistakes: vec![Mistake { input: Input::Typed("a1-d1 a7-a4"), why: "lesson.moulin.repetition.why" }],
        },
        Lesson {
            told: nothing_told,
            key: "lesson.moulin.fifty",
            setup: || {
                let mut g = Moulin::from_ascii(FIFTY, [0, 0], Side::First)?;
                // 49 moves each without a capture, the men going to and fro.
                let shuffle = ["a1-d1", "c3-d3", "d1-a1", "d3-c3"];
                for mv in shuffle.iter().cycle().take(98) {
                    g.play_notation(mv).map_err(|e| e.to_string())?;
                }
                Ok(g)
            },
            hint: vec![p("g4"), p("g7")],
            check: fifty,
            reply: Reply::Script(&["d3-c3"]),
            max_moves: 1,
            mistakes: vec![Mistake { input: Input::Typed("d1-a1"), why: "lesson.moulin.fifty.why" }],
        },
    ]
}
