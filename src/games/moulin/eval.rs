//! The AI's judgement of a moulin position: material first, then the things a good
//! player counts — standing mills, mills one man short, mobility and blocked men.
//!
//! Mobility counts from the placing phase on: men placed now are the army that must
//! move once placing ends, and an army that places itself into a corner is blocked
//! and loses a dozen plies later, beyond any search's horizon (the two lost games
//! of issue 11 went that way: a mill closed with the last man, or a man placed in a
//! hole, left too few moves). While a side flies, mobility counts for nothing: a
//! flying man goes anywhere, and the other army's moves say nothing about who wins.
//! Once a side has placed all its men, a cramped army — fewer than [`CRAMP_LINE`]
//! moves — is penalised more with every move it lacks.
//!
//! The weights were fitted to games, not guessed. Texel's method: each weight is the
//! one that best predicts, through a logistic curve, how 240 games against Sanmill's
//! engine (the strongest open-source mill program) ended, from about 12,000 of their
//! positions, changing one weight at a time while the prediction improves (a man
//! stays worth 100). What the games taught: while placing, free moves and mills one
//! man short decide the moving phase; once moving, the blocked men and the cramp
//! terms say what a free move said, and a free move alone is worth little. The fit
//! valued a mill one man short above a man, so the search gave men away for them
//! (the expert let an open mill close; `tests/moulin.rs` caught it): every term but
//! the cramp terms and moving mobility is half the fitted weight, so material comes
//! first again. With these weights the default level went from 29% to 64% against
//! Sanmill over the same 40 openings (src/ai/README.md).
//!
//! Two later terms see what standing mills threaten once both hands are empty, where
//! the fitted weights still let level 4 be squeezed: a mill that can open and close
//! again out of the other side's reach, and a man that steps from one mill into
//! another. Their weights were fitted the same way, every other weight held, on
//! 100,422 positions of 1,472 games against Sanmill. Against it, level 3 went from
//! 56% to 61% over 200 openings and level 4 from 81% to 83.5% over 240, each about
//! one standard error; level 4 lost 6 games against 5 (src/ai/README.md).
//!
//! The evaluation is each term's count ([`terms`]) times its weight ([`WEIGHTS`]), so
//! that a fit can weigh the same counts otherwise. The games to fit to are kept in
//! `tests/data/moulin-games.txt.gz` and the fit is `examples/fit-moulin.rs`: a fit
//! is a lead, and only matches decide (a partial fit of the moving phase's weights,
//! tried on 160 openings, scored 4 points less and was not kept).

use super::board::{bits, closes_mill, in_mills, ADJ, ALL, MILL_MASKS};
use super::Moulin;
use crate::core::{Game as _, Side};

/// A man, on the board or in hand: the unit of every other weight.
pub const MAN: i32 = 100;
/// A standing mill: it can be opened and closed again.
pub const MILL: i32 = 26;
/// A mill one man short, its third point empty: a capture threatened.
pub const OPEN_TWO: i32 = 54;
/// One move a man could make, while either side still places.
pub const MOBILITY_PLACING: i32 = 36;
/// One move a man could make, once both hands are empty and a blocked army loses.
pub const MOBILITY_MOVING: i32 = 12;
/// A man with no free point next to it.
pub const BLOCKED_MAN: i32 = 32;
/// Below this many moves an army with all its men on the board is in danger of a
/// blockade.
pub const CRAMP_LINE: i32 = 5;
/// The penalty per squared missing move under [`CRAMP_LINE`]: 1 move left costs
/// 16 × this, nearly four men — a blocked army loses the game.
pub const CRAMP: i32 = 23;
/// Below this many men able to move, the enemy can hunt the few free ones down.
pub const FREE_LINE: i32 = 3;
/// The penalty per squared free man missing under [`FREE_LINE`].
pub const FEW_FREE: i32 = 54;
/// Per man standing in a mill: it cannot be taken while others can.
pub const SAFE: i32 = 22;
/// Bonus for the side to move: an open two is a threat only if you can play it.
pub const TEMPO: i32 = 27;
/// Once moving, a *running mill*: a standing mill with a man that can step out to a
/// free point while no enemy man stands next to it to fill the gap, so the mill
/// closes again, and takes a man, every second move (fitted: see the module's notes).
pub const RUNNING_MILL: i32 = 100;
/// Once moving, a *double-mill step*: a man that steps out of one standing mill and
/// closes another, taking a man at every move (counted per such step).
pub const DOUBLE_MILL: i32 = 153;

/// How many terms the evaluation weighs.
pub const TERMS: usize = 12;

/// Each term by name, with its weight, in the order of [`terms`]' counts: one table,
/// so that a name cannot drift from its weight (the fitter, `examples/fit-moulin.rs`,
/// prints the names beside the weights).
pub const TABLE: [(&str, i32); TERMS] = [
    ("man", MAN),
    ("mill", MILL),
    ("open two", OPEN_TWO),
    ("mobility placing", MOBILITY_PLACING),
    ("mobility moving", MOBILITY_MOVING),
    ("blocked man", BLOCKED_MAN),
    ("cramp", CRAMP),
    ("few free", FEW_FREE),
    ("safe", SAFE),
    ("tempo", TEMPO),
    ("running mill", RUNNING_MILL),
    ("double mill", DOUBLE_MILL),
];

/// The weights of [`TABLE`] alone: the evaluation is the sum of each term's count
/// times its weight, and a fit weighs the same counts with other weights.
pub const WEIGHTS: [i32; TERMS] = {
    let mut w = [0; TERMS];
    let mut i = 0;
    while i < TERMS {
        w[i] = TABLE[i].1;
        i += 1;
    }
    w
};

/// One side's counts, before they are set against the other side's.
struct SideFacts {
    mills: i32,
    open_twos: i32,
    mobility: i32,
    blocked: i32,
    /// The squared moves missing under [`CRAMP_LINE`], once all men are placed.
    cramp: i32,
    /// The squared free men missing under [`FREE_LINE`], once all men are placed.
    few_free: i32,
}

fn facts(g: &Moulin, s: Side) -> SideFacts {
    let own = g.men(s);
    let opp = g.men(s.other());
    let empty = ALL & !(own | opp);
    let mills = MILL_MASKS.iter().filter(|&&m| own & m == m).count() as i32;
    let open_twos =
        MILL_MASKS.iter().filter(|&&m| (own & m).count_ones() == 2 && (empty & m).count_ones() == 1).count() as i32;
    let (mobility, blocked) = if g.flying(s) {
        (0, 0)
    } else {
        bits(own).fold((0, 0), |(mob, blk), p| {
            let n = (ADJ[p as usize] & empty).count_ones() as i32;
            (mob + n, blk + (n == 0) as i32)
        })
    };
    let (cramp, few_free) = if g.hand(s) == 0 && !g.flying(s) {
        let free_men = own.count_ones() as i32 - blocked;
        (
            (CRAMP_LINE - (mobility - plugged(own, empty, g.hand(s.other())))).max(0).pow(2),
            (FREE_LINE - free_men).max(0).pow(2),
        )
    } else {
        (0, 0)
    };
    SideFacts { mills, open_twos, mobility, blocked, cramp, few_free }
}

/// What `own`'s standing mills threaten in the moving phase: how many of them run
/// ([`RUNNING_MILL`]) and how many double-mill steps they offer ([`DOUBLE_MILL`]).
/// Only for a moving phase where neither side flies: while placing, closing a mill
/// outweighs reopening it (the fit valued a running mill negative there), and a
/// flying man fills any gap.
fn mill_runs(own: u32, opp: u32, empty: u32) -> (i32, i32) {
    let (mut running_mills, mut double_steps) = (0, 0);
    for &mill in MILL_MASKS.iter().filter(|&&m| own & m == m) {
        let mut running = false;
        for p in bits(mill) {
            let steps = ADJ[p as usize] & empty;
            if steps == 0 {
                continue;
            }
            running |= ADJ[p as usize] & opp == 0;
            let rest = own & !(1 << p);
            double_steps += bits(steps).filter(|&q| closes_mill(rest | 1 << q, q)).count() as i32;
        }
        running_mills += i32::from(running);
    }
    (running_mills, double_steps)
}

/// The moves of the men `own` that `plugs` enemy men still in hand can take away at
/// worst, each placed on the empty point next to the most of them: the army's
/// mobility once placing ends is what is left.
fn plugged(own: u32, empty: u32, plugs: u8) -> i32 {
    if plugs == 0 {
        return 0;
    }
    // Empty points by how many of the men they touch, then the best `plugs` of them
    // (counted, not listed and sorted: this runs at every evaluation near the end
    // of placing).
    let mut touching = [0i32; 33];
    for e in bits(empty) {
        touching[(ADJ[e as usize] & own).count_ones() as usize] += 1;
    }
    let (mut left, mut taken) = (i32::from(plugs), 0);
    for n in (1..touching.len()).rev() {
        let k = touching[n].min(left);
        taken += k * n as i32;
        left -= k;
    }
    taken
}

/// Whether either side flies: then neither mobility nor a mill's gap says anything,
/// since a flying man goes anywhere.
fn either_flies(g: &Moulin) -> bool {
    g.flying(Side::First) || g.flying(Side::Second)
}

/// Each term's count for `side` against the other, in the order of [`WEIGHTS`]: a
/// positive count is good for `side` (a penalty counts the other side's less its own).
pub fn terms(g: &Moulin, side: Side) -> [i32; TERMS] {
    let me = facts(g, side);
    let op = facts(g, side.other());
    // One phase for both sides: mobility says nothing while a side flies, and the
    // mills' threats count once moving, neither flying.
    let flies = either_flies(g);
    let mobility = me.mobility - op.mobility;
    let (mobility_placing, mobility_moving) = match (flies, g.placing()) {
        (true, _) => (0, 0),
        (false, true) => (mobility, 0),
        (false, false) => (0, mobility),
    };
    let (running, double) = if g.placing() || flies {
        (0, 0)
    } else {
        let (own, opp) = (g.men(side), g.men(side.other()));
        let empty = ALL & !(own | opp);
        let ((my_runs, my_doubles), (op_runs, op_doubles)) = (mill_runs(own, opp, empty), mill_runs(opp, own, empty));
        (my_runs - op_runs, my_doubles - op_doubles)
    };
    [
        g.total(side) as i32 - g.total(side.other()) as i32,
        me.mills - op.mills,
        me.open_twos - op.open_twos,
        mobility_placing,
        mobility_moving,
        op.blocked - me.blocked,
        op.cramp - me.cramp,
        op.few_free - me.few_free,
        in_mills(g.men(side)).count_ones() as i32 - in_mills(g.men(side.other())).count_ones() as i32,
        if g.side_to_move() == Some(side) { 1 } else { -1 },
        running,
        double,
    ]
}

/// The terms' counts weighed: the sum of each count times its weight.
pub fn weigh(counts: &[i32; TERMS], weights: &[i32; TERMS]) -> i32 {
    counts.iter().zip(weights).map(|(c, w)| c * w).sum()
}

/// The position's worth for `side`, in hundredths of a man: [`terms`] weighed by
/// [`WEIGHTS`].
pub fn evaluate(g: &Moulin, side: Side) -> i32 {
    weigh(&terms(g, side), &WEIGHTS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::moulin::board::mask;

    /// The running mills and double-mill steps of `own`'s men against `opp`'s.
    fn runs(own: &str, opp: &str) -> (i32, i32) {
        let (own, opp) = (mask(own), mask(opp));
        mill_runs(own, opp, ALL & !(own | opp))
    }

    #[test]
    fn a_mill_runs_only_where_no_enemy_can_fill_the_gap() {
        // d2 can leave the spoke d1-d2-d3 for f2, and b2's man would step in.
        assert_eq!(runs("d1 d2 d3", "b2 a1 g1 c3 e3"), (0, 0));
        // Without b2's man, nothing can fill d2: the mill reopens and closes at will.
        assert_eq!(runs("d1 d2 d3", "a1 g1 c3 e3"), (1, 0));
    }

    #[test]
    fn a_man_stepping_from_one_mill_into_another_counts_as_a_double_mill() {
        // a1 leaves a1-d1-g1 for a4 and closes a4-b4-c4.
        assert_eq!(runs("a1 d1 g1 b4 c4", "a7 d7 g7 e4"), (1, 1));
        // The same men without c4: a4 closes nothing.
        assert_eq!(runs("a1 d1 g1 b4", "a7 d7 g7 e4"), (1, 0));
    }
}
