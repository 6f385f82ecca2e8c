//! Which rules of a game a player meets, and which lessons of its course meet them.
//!
//! A game names the rules behind everything a player runs into:
//! - each move it allows, by [`Game::rules_of`] (its phase, its kind, what it takes,
//!   a roll's row of a table);
//! - each refusal, by the key of the [`Note`][crate::core::Note] that
//!   [`Game::why_not`] gives (`moulin.why.in_mill` names its rule already);
//! - each end, by its reason: `reason.<end>` (`reason.quiet-turns`).
//!
//! [`rules_at`] collects them at a position as a player meets them there: the moves
//! they may make and the ends those moves bring, and every cell they could click,
//! after every partial move, judged as the session judges a click
//! ([`judge_click`]). The shared tests (`tests/coverage.rs`) play seeded random games
//! and games of the beginner level through it, and play every lesson through it
//! ([`lesson_rules`]): every rule met in play must be in the game's course coverage
//! ([`View::rules_taught`]), with lessons that meet it. Nothing here is listed by
//! hand: the rules met come from playing.

use std::collections::{BTreeMap, BTreeSet};

use crate::core::{Cell, Outcome, Taught, View};
use crate::lesson::LessonRun;
use crate::session::judge_click;

/// The rule id of an end: `reason.<its reason>`.
pub fn end_rule(o: Outcome) -> String {
    format!("reason.{}", o.reason())
}

/// Adds to `met` the rules a player meets at `g`: an end's reason if the game is over
/// (`over` is how it ended, when a history knows better than the position: a
/// repetition), else the rules of every move allowed or chance outcome, the ends they
/// bring, and the reasons of every click refused.
pub fn rules_at<G: View>(g: &G, over: Option<Outcome>, met: &mut BTreeSet<String>) {
    if let Some(o) = over.or_else(|| g.outcome()) {
        met.insert(end_rule(o));
        return;
    }
    let moves = g.moves_now();
    for &m in &moves {
        met.extend(g.rules_of(m).into_iter().map(String::from));
        let mut after = g.clone();
        after.play(m);
        if let Some(o) = after.outcome() {
            met.insert(end_rule(o));
        }
    }
    if g.side_to_move().is_some() {
        refusals(g, &moves, met);
    }
}

/// The reasons of every click refused at `g`: each cell drawn or used by a move,
/// clicked with nothing chosen and after each partial move.
fn refusals<G: View>(g: &G, moves: &[G::Move], met: &mut BTreeSet<String>) {
    let paths: Vec<_> = moves.iter().map(|&m| (m, g.cells_of(m))).collect();
    let mut cells: BTreeSet<Cell> = g.scene(&Default::default(), false).spots.iter().map(|s| s.cell).collect();
    let mut chosen: BTreeSet<Vec<Cell>> = BTreeSet::new();
    for (_, p) in &paths {
        let p = p.as_slice();
        cells.extend(p);
        for k in 0..p.len() {
            chosen.insert(p[..k].to_vec());
        }
    }
    chosen.insert(Vec::new());
    for clicks in &chosen {
        for &c in &cells {
            if let (_, Some(why)) = judge_click(g, &paths, clicks, c) {
                met.insert(why.key.to_string());
            }
        }
    }
}

/// The rules a run of a lesson has practised: those of every move played since it
/// began (the learner's, the replies, the rolls) and the end reached, if any. (A
/// lesson shows a refusal by its mistakes, which the tests add.)
pub fn lesson_rules<G: View>(run: &LessonRun<G>, met: &mut BTreeSet<String>) {
    for s in run.steps() {
        met.extend(s.before.rules_of(s.mv).into_iter().map(String::from));
    }
    let now = run.game();
    if let Some(o) = run.session().history().outcome(now) {
        met.insert(end_rule(o));
    }
}

/// A game's coverage as a map, rule → lessons (see [`View::rules_taught`]).
pub fn taught<G: View>() -> BTreeMap<&'static str, &'static [&'static str]> {
    let list: &[Taught] = G::rules_taught();
    list.iter().copied().collect()
}
