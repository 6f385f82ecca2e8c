//! Why a click path is refused in the Jeu des Mundeleys, in the words of the rules:
//! how each piece steps, and who may take whom; and the rules behind each move (see
//! [`Game::rules_of`]).

use super::board::{advance, far_rank, steps, Kind, RANKS, SQUARES};
use super::{Mundeleys, MundeleysMove};
use crate::core::{Cell, Game, Note};

/// See [`Game::rules_of`]: who starts, how the piece steps, what it takes, and the
/// far rank (a promotion, or none with the reserve empty).
pub fn rules_of(g: &Mundeleys, m: MundeleysMove) -> Vec<&'static str> {
    let (Some(me), Some((_, k))) = (g.side_to_move(), g.at(m.from)) else { return Vec::new() };
    let mut r = Vec::new();
    if *g == Mundeleys::new(&Default::default()) {
        r.push("mundeleys.rule.white_starts");
    }
    r.push(match k {
        Kind::Lancier => "mundeleys.rule.lancier",
        Kind::Grenadier => "mundeleys.rule.grenadier",
        Kind::Mundeley => "mundeleys.rule.mundeley",
    });
    if m.capture {
        r.push(match k {
            Kind::Lancier => "mundeleys.rule.lancier_takes",
            Kind::Grenadier => "mundeleys.rule.grenadier_takes",
            Kind::Mundeley => "mundeleys.rule.mundeley_takes",
        });
    }
    if m.promote {
        r.push("mundeleys.rule.promotion");
    } else if k != Kind::Mundeley && m.to / 8 == far_rank(me) {
        r.push("mundeleys.rule.empty_reserve");
    }
    r
}

/// See [`Game::why_not`].
pub fn why_not(g: &Mundeleys, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let (&from, rest) = clicks.split_first()?;
    if from as usize >= SQUARES {
        return None;
    }
    let from = from as u8;
    let Some((s, k)) = g.at(from) else { return Some(Note::new("mundeleys.why.pick_piece")) };
    if s != me {
        return Some(Note::new("mundeleys.why.not_yours"));
    }
    let stuck = || {
        let at_end = k != Kind::Mundeley && advance(me, from) == RANKS - 1;
        (g.targets(me, k, from) == 0)
            .then(|| Note::new(if at_end { "mundeleys.why.stuck_far" } else { "mundeleys.why.stuck" }))
    };
    // The target clicked says the most; a piece clicked alone may be stuck.
    let Some(&to) = rest.first().filter(|&&t| (t as usize) < SQUARES) else { return stuck() };
    let to = to as u8;
    if g.at(to).is_some_and(|(o, _)| o == me) {
        // Another of one's own pieces: a new selection, judged alone.
        return why_not(g, &[to as Cell]);
    }
    if steps(me, k, from) & 1 << to == 0 {
        return Some(Note::new(match k {
            Kind::Lancier => "mundeleys.why.lancier_moves",
            Kind::Grenadier => "mundeleys.why.grenadier_moves",
            Kind::Mundeley => "mundeleys.why.mundeley_moves",
        }));
    }
    match g.at(to) {
        Some((o, v)) if o != me && !k.takes(v) => Some(Note::new(match k {
            Kind::Lancier => "mundeleys.why.lancier_takes",
            _ => "mundeleys.why.grenadier_takes",
        })),
        _ => None,
    }
}
