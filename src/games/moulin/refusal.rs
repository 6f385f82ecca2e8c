//! Why a click path is refused in moulin, in the words of the rules: placing before
//! moving, sliding only to a neighbour, and which man a mill may take; and the rules
//! behind each move (see [`Game::rules_of`]).

use super::board::{closes_mill, in_mills, ADJ};
use super::{Moulin, MoulinMove};
use crate::core::{Cell, Game, Note};

/// See [`Game::rules_of`]: who starts, the phase (placing, sliding, flying), and the
/// mill that takes, from a mill too when every enemy man stands in one.
pub fn rules_of(g: &Moulin, m: MoulinMove) -> Vec<&'static str> {
    let Some(me) = g.side_to_move() else { return Vec::new() };
    let mut r = Vec::new();
    if *g == Moulin::new(&Default::default()) {
        r.push("moulin.rule.white_starts");
    }
    r.push(match m.from {
        None => "moulin.rule.place",
        Some(_) if g.flying(me) => "moulin.rule.fly",
        Some(_) => "moulin.rule.slide",
    });
    if let Some(c) = m.capture {
        r.push("moulin.rule.mill");
        if in_mills(g.men(me.other())) & 1 << c != 0 {
            r.push("moulin.rule.all_in_mills");
        }
    }
    r
}

fn bit(c: Cell) -> u32 {
    if c < 24 {
        1 << c
    } else {
        0
    }
}

/// See [`Game::why_not`].
pub fn why_not(g: &Moulin, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let (own, opp) = (g.men(me), g.men(me.other()));
    let empty = ((1u32 << 24) - 1) & !(own | opp);
    let (&first, rest) = clicks.split_first()?;
    if first >= 24 {
        return None;
    }
    let (to, after, rest) = if g.hand(me) > 0 {
        if own & bit(first) != 0 {
            return Some(Note::new("moulin.why.place_first").arg("n", g.hand(me)));
        }
        if opp & bit(first) != 0 {
            return Some(Note::new("moulin.why.occupied"));
        }
        (first, own | bit(first), rest)
    } else {
        if opp & bit(first) != 0 {
            return Some(Note::new("moulin.why.not_yours"));
        }
        if own & bit(first) == 0 {
            return Some(Note::new("moulin.why.pick_man"));
        }
        let fly = g.flying(me);
        if !fly && ADJ[first as usize] & empty == 0 {
            return Some(Note::new("moulin.why.stuck"));
        }
        let (&to, rest) = rest.split_first()?;
        if to >= 24 {
            return None;
        }
        if (own | opp) & bit(to) != 0 {
            return Some(Note::new("moulin.why.occupied"));
        }
        if !fly && ADJ[first as usize] & bit(to) == 0 {
            return Some(Note::new("moulin.why.not_adjacent"));
        }
        (to, (own & !bit(first)) | bit(to), rest)
    };
    let &cap = rest.first()?;
    if !closes_mill(after, to as u8) {
        return Some(Note::new("moulin.why.no_mill"));
    }
    if opp & bit(cap) == 0 {
        return Some(Note::new("moulin.why.take_enemy"));
    }
    if g.capturable_by(me) & bit(cap) == 0 {
        return Some(Note::new("moulin.why.in_mill"));
    }
    None
}
