//! The Mundeleys course: White starts and how each piece steps, who may take whom,
//! protection, promotion and the empty reserve, the draws (equal Mundeleys, a
//! position three times, fifty moves without progress), and the two wins (every
//! enemy piece taken, the enemy left without a move). Each position is a picture
//! read by [`super::diagram::from_ascii`], which refuses impossible ones (and, for
//! the fifty moves, played on from there).

use super::board::{square_index, Kind};
use super::diagram::from_ascii;
use super::{Mundeleys, RESERVE};
use crate::core::lesson::{nothing_told, win_now, wrong};
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

/// A move that makes progress (a capture, a promotion, a Lancier or Grenadier
/// stepping forward) before the fiftieth move of each side without one.
fn no_progress(a: &Attempt<Mundeleys>) -> Verdict {
    if a.learner_moves().any(|(g, m)| g.irreversible(m)) {
        Verdict::Done
    } else if a.outcome().is_some() {
        wrong("lesson.mundeleys.no_progress.why")
    } else {
        Verdict::Pending
    }
}

fn victory(a: &Attempt<Mundeleys>) -> Verdict {
    win_now(a, "lesson.mundeleys.victory.why")
}

fn blocked(a: &Attempt<Mundeleys>) -> Verdict {
    win_now(a, "lesson.mundeleys.blocked.why")
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
    Lesson {
        key,
        setup,
        hint: hint.iter().map(|c| sq(c)).collect(),
        check,
        reply: Reply::None,
        max_moves: 1,
        mistakes,
        told: nothing_told,
    }
}

/// Every rule a player meets, and the lessons (by the last part of their keys) that
/// practise or show it: see [`crate::core::View::rules_taught`].
pub const RULES_TAUGHT: &[crate::core::Taught] = &[
    // Who starts; choosing a piece.
    ("mundeleys.rule.white_starts", &["lancier"]),
    ("mundeleys.why.pick_piece", &["lancier"]),
    ("mundeleys.why.not_yours", &["lancier"]),
    ("mundeleys.why.stuck", &["lancier"]),
    // How each piece steps.
    ("mundeleys.rule.lancier", &["lancier"]),
    ("mundeleys.why.lancier_moves", &["lancier"]),
    ("mundeleys.rule.grenadier", &["grenadier"]),
    ("mundeleys.why.grenadier_moves", &["grenadier"]),
    ("mundeleys.rule.mundeley", &["mundeley"]),
    ("mundeleys.why.mundeley_moves", &["mundeley"]),
    // Who takes whom.
    ("mundeleys.rule.lancier_takes", &["lancier_takes", "protection"]),
    ("mundeleys.why.lancier_takes", &["lancier_takes", "mundeley_takes"]),
    ("mundeleys.rule.grenadier_takes", &["grenadier_takes"]),
    ("mundeleys.why.grenadier_takes", &["grenadier_takes"]),
    ("mundeleys.rule.mundeley_takes", &["mundeley_takes"]),
    // The far rank.
    ("mundeleys.rule.promotion", &["promotion"]),
    ("mundeleys.rule.empty_reserve", &["empty_reserve"]),
    ("mundeleys.why.stuck_far", &["empty_reserve"]),
    // The end.
    ("reason.equal-mundeleys", &["draw"]),
    ("reason.threefold", &["repetition"]),
    ("reason.no-progress", &["no_progress"]),
    ("reason.all-captured", &["victory"]),
    ("reason.blocked", &["blocked"]),
];

/// The course, in order.
pub fn lessons() -> Vec<Lesson<Mundeleys>> {
    vec![
        lesson(
            "lesson.mundeleys.lancier",
            || Ok(Mundeleys::new(&Default::default())),
            &["c2"],
            lancier,
            vec![
                mistake(&["c2", "c3"], "mundeleys.why.lancier_moves"),
                mistake(&["b2", "b3"], "lesson.mundeleys.lancier.why"),
                mistake(&["d4"], "mundeleys.why.pick_piece"),
                mistake(&["d5"], "mundeleys.why.not_yours"),
                mistake(&["b1"], "mundeleys.why.stuck"),
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
            told: nothing_told,
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
        Lesson {
            told: nothing_told,
            reply: Reply::Script(&["g5-f5"]),
            ..lesson(
                "lesson.mundeleys.no_progress",
                || {
                    let mut g = board("........\n.....m.g\n........\n...M....\n.G......\n........", [3, 3])?;
                    // 49 moves each with no capture, no promotion, no piece stepping forward.
                    for mv in ["d3-e3", "f5-g5", "e3-d3", "g5-f5"].iter().cycle().take(98) {
                        g.play_notation(mv).map_err(|e| e.to_string())?;
                    }
                    Ok(g)
                },
                &["b2", "b3"],
                no_progress,
                vec![Mistake { input: Input::Typed("e3-d3"), why: "lesson.mundeleys.no_progress.why" }],
            )
        },
        lesson(
            "lesson.mundeleys.victory",
            || board("........\n........\n....l...\n...M....\n........\nG.......", [3, 4]),
            &["d3", "e4"],
            victory,
            vec![mistake(&["a1", "a2"], "lesson.mundeleys.victory.why")],
        ),
        lesson(
            "lesson.mundeleys.blocked",
            || board("........\n........\n........\n........\nl.......\n..G....G", [RESERVE; 2]),
            &["c1", "b1"],
            blocked,
            vec![mistake(&["c1", "c2"], "lesson.mundeleys.blocked.why")],
        ),
    ]
}
