//! The AI's judgement of a moulin position: material first, then the things a good
//! player counts — standing mills, mills one man short, mobility and blocked men.

use super::board::{bits, in_mills, ADJ, ALL, MILL_MASKS};
use super::Moulin;
use crate::core::{Game as _, Side};

const MAN: i32 = 100;
const MILL: i32 = 22;
const OPEN_TWO: i32 = 16;
const MOBILITY: i32 = 4;
const BLOCKED_MAN: i32 = 7;
/// Bonus for the side to move: an open two is a threat only if you can play it.
const TEMPO: i32 = 10;

struct SideFacts {
    mills: i32,
    open_twos: i32,
    mobility: i32,
    blocked: i32,
}

fn facts(g: &Moulin, s: Side) -> SideFacts {
    let own = g.men(s);
    let opp = g.men(s.other());
    let empty = ALL & !(own | opp);
    let mills = MILL_MASKS.iter().filter(|&&m| own & m == m).count() as i32;
    let open_twos =
        MILL_MASKS.iter().filter(|&&m| (own & m).count_ones() == 2 && (empty & m).count_ones() == 1).count() as i32;
    let (mobility, blocked) = if g.hand(s) > 0 || g.flying(s) {
        (0, 0)
    } else {
        bits(own).fold((0, 0), |(mob, blk), p| {
            let n = (ADJ[p as usize] & empty).count_ones() as i32;
            (mob + n, blk + (n == 0) as i32)
        })
    };
    SideFacts { mills, open_twos, mobility, blocked }
}

pub fn evaluate(g: &Moulin, side: Side) -> i32 {
    let me = facts(g, side);
    let op = facts(g, side.other());
    let material = (g.total(side) as i32 - g.total(side.other()) as i32) * MAN;
    // Men that stand in a mill cannot be taken while others can: a small safety term.
    let safe = (in_mills(g.men(side)).count_ones() as i32 - in_mills(g.men(side.other())).count_ones() as i32) * 3;
    let tempo = if g.side_to_move() == Some(side) { TEMPO } else { -TEMPO };
    material
        + (me.mills - op.mills) * MILL
        + (me.open_twos - op.open_twos) * OPEN_TWO
        + (me.mobility - op.mobility) * MOBILITY
        - (me.blocked - op.blocked) * BLOCKED_MAN
        + safe
        + tempo
}
