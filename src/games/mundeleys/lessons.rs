//! The Mundeleys course: how each piece steps, who may take whom, protection,
//! promotion and the empty reserve, and the draw. Each position is a picture read
//! by [`super::diagram::from_ascii`], which refuses impossible ones.

use super::board::{square_index, Kind};
use super::diagram::from_ascii;
use super::{Mundeleys, RESERVE};
use crate::core::lesson::wrong;
use crate::core::{Attempt, Cell, Game, Input, Lesson, Mistake, Outcome, Reply, Side, Verdict};

fn sq(name: &str) -> Cell {
    square_index(name).expect("a lesson names squares of the board") as Cell
}

fn mistake(clicks: &[&str], why: &'static str) -> Mistake {
    Mistake { input: Input::Clicks(clicks.iter().map(|c| sq(c)).collect()), why }
}

fn board(pic: &str, reserve: [u8; 2]) -> Result<Mundeleys, String> {
    from_ascii(pic, reserve, Side::First)
}

/// The kind of the piece that made the learner's last move.
fn mover(a: &Attempt<Mundeleys>) -> Option<(Kind, super::MundeleysMove)> {
    let (g, m) = a.last()?;
    Some((g.at(m.from)?.1, m))
}

/// Done when the learner's move satisfies `ok`; otherwise wrong because of `why`.
fn one_move(a: &Attempt<Mundeleys>, ok: fn(Kind, super::MundeleysMove) -> bool, why: &'static str) -> Verdict {
    match mover(a) {
        None => Verdict::Pending,
        Some((k, m)) if ok(k, m) => Verdict::Done,
        Some(_) => wrong(why),
    }
}

fn lancier(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |k, _| k == Kind::Lancier, "lesson.mundeleys.lancier.why")
}

fn grenadier(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |k, _| k == Kind::Grenadier, "lesson.mundeleys.grenadier.why")
}

fn mundeley_back(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |k, m| k == Kind::Mundeley && m.to / 8 < m.from / 8, "lesson.mundeleys.mundeley.why")
}

fn capture(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |_, m| m.capture, "lesson.mundeleys.take.why")
}

fn promotion(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |_, m| m.promote, "lesson.mundeleys.promotion.why")
}

fn empty_reserve(a: &Attempt<Mundeleys>) -> Verdict {
    one_move(a, |k, m| k == Kind::Grenadier && m.to / 8 == 5, "lesson.mundeleys.empty_reserve.why")
}

/// A capture whose piece the opponent cannot take back at once.
fn protection(a: &Attempt<Mundeleys>) -> Verdict {
    let Some((_, m)) = a.last() else { return Verdict::Pending };
    if !m.capture {
        return wrong("lesson.mundeleys.take.why");
    }
    let after = a.after_learner_move(0).expect("one move was made");
    if after.moves_now().iter().any(|r| r.capture && r.to == m.to) {
        wrong("lesson.mundeleys.protection.why")
    } else {
        Verdict::Done
    }
}

fn draw(a: &Attempt<Mundeleys>) -> Verdict {
    match (a.count(), a.outcome()) {
        (0, _) => Verdict::Pending,
        (_, Some(Outcome::Draw { .. })) => Verdict::Done,
        _ => wrong("lesson.mundeleys.draw.why"),
    }
}

/// A draw by repetition: the learner's piece shuttles between two squares while the
/// scripted opponent does the same, until the position stands a third time.
fn repetition(a: &Attempt<Mundeleys>) -> Verdict {
    if matches!(a.outcome(), Some(Outcome::Draw { .. })) {
        return Verdict::Done;
    }
    let moves: Vec<_> = a.learner_moves().map(|(_, m)| m).collect();
    if moves.windows(2).any(|w| (w[1].from, w[1].to) != (w[0].to, w[0].from)) {
        return wrong("lesson.mundeleys.repetition.why");
    }
    Verdict::Pending
}

fn lesson(
    key: &'static str,
    setup: fn() -> Result<Mundeleys, String>,
    hint: &[&str],
    check: fn(&Attempt<Mundeleys>) -> Verdict,
    mistakes: Vec<Mistake>,
) -> Lesson<Mundeleys> {
    Lesson { key, setup, hint: hint.iter().map(|c| sq(c)).collect(), check, reply: Reply::None, max_moves: 1, mistakes }
}

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Mundeleys>> {
    vec![
        lesson(
            "lesson.mundeleys.lancier",
            || board("......lg\n........\n........\n...L....\n........\nG.......", [RESERVE; 2]),
            &["d3"],
            lancier,
            vec![
                mistake(&["d3", "d4"], "mundeleys.why.lancier_moves"),
                mistake(&["a1", "a2"], "lesson.mundeleys.lancier.why"),
            ],
        ),
        lesson(
            "lesson.mundeleys.grenadier",
            || board("......lg\n........\n........\n...G....\nL.......\n........", [RESERVE; 2]),
            &["d3"],
            grenadier,
            vec![
                mistake(&["d3", "e4"], "mundeleys.why.grenadier_moves"),
                mistake(&["d3", "d2"], "mundeleys.why.grenadier_moves"),
            ],
        ),
        lesson(
            "lesson.mundeleys.mundeley",
            || board("......lg\n........\n........\n...M....\n........\nG.......", [3, 4]),
            &["d3"],
            mundeley_back,
            vec![
                mistake(&["d3", "d5"], "mundeleys.why.mundeley_moves"),
                mistake(&["d3", "d4"], "lesson.mundeleys.mundeley.why"),
            ],
        ),
        lesson(
            "lesson.mundeleys.lancier_takes",
            || board("......lg\n........\n..g.l...\n...L....\n........\nG.......", [RESERVE; 2]),
            &["d3"],
            capture,
            vec![mistake(&["d3", "c4"], "mundeleys.why.lancier_takes")],
        ),
        lesson(
            "lesson.mundeleys.grenadier_takes",
            || board("......lg\n...l....\n...Gg...\n........\n........\nG.......", [RESERVE; 2]),
            &["d4"],
            capture,
            vec![mistake(&["d4", "d5"], "mundeleys.why.grenadier_takes")],
        ),
        lesson(
            "lesson.mundeleys.mundeley_takes",
            || board("......lg\n........\n..gg....\n.L.M....\n........\n........", [3, 4]),
            &["d3"],
            capture,
            vec![mistake(&["b3", "c4"], "mundeleys.why.lancier_takes")],
        ),
        lesson(
            "lesson.mundeleys.protection",
            || board("......g.\n.l..g...\n..l.l...\n...L....\n........\nG.......", [RESERVE; 2]),
            &["d3", "e4"],
            protection,
            vec![mistake(&["d3", "c4"], "lesson.mundeleys.protection.why")],
        ),
        lesson(
            "lesson.mundeleys.promotion",
            || board("......lg\n...L....\n........\n........\n........\nG.......", [RESERVE; 2]),
            &["d5"],
            promotion,
            vec![mistake(&["a1", "a2"], "lesson.mundeleys.promotion.why")],
        ),
        lesson(
            "lesson.mundeleys.empty_reserve",
            || board("....L...\n.....G..\n........\n........\nl......g\n........", [0, RESERVE]),
            &["f5"],
            empty_reserve,
            vec![
                mistake(&["e6"], "mundeleys.why.stuck_far"),
                mistake(&["f5", "e5"], "lesson.mundeleys.empty_reserve.why"),
            ],
        ),
        lesson(
            "lesson.mundeleys.draw",
            || board("m......m\n........\n...g....\n...M....\n........\n......M.", [2, 2]),
            &["d3"],
            draw,
            vec![mistake(&["g1", "g2"], "lesson.mundeleys.draw.why")],
        ),
        Lesson {
            reply: Reply::Script(&["h6-g6", "g6-h6", "h6-g6", "g6-h6"]),
            max_moves: 4,
            ..lesson(
                "lesson.mundeleys.repetition",
                || board(".......m\ng.......\n........\n........\n........\n...M....", [3, 3]),
                &["d1"],
                repetition,
                vec![Mistake { input: Input::Typed("d1-d2 d2-e2"), why: "lesson.mundeleys.repetition.why" }],
            )
        },
    ]
}
