//! The AI's judgement of a Mundeleys position, in centi-units (a Lancier ≈ 100):
//!
//! - material: Mundeley > Grenadier > Lancier, as the seed ranks them;
//! - advancement of Lanciers and Grenadiers while the reserve can still crown them,
//!   and a piece one step from crowning with its step open;
//! - mobility (a side with no move loses);
//! - pieces left hanging: the generic search has no quiescence, so the evaluation
//!   itself looks one capture ahead — what the side to move can win at once, and the
//!   second threat of the other side (the side to move can save only one piece);
//! - who can take whom: a Lancier never takes a Grenadier nor a Grenadier a Lancier,
//!   so a piece that none of the enemy's remaining kinds can take is worth more, and
//!   the threat tests above only count the captures the rules allow.

use super::board::{advance, bits, file_rank, Kind, RANKS};
use super::Mundeleys;
use crate::core::Side;

pub const LANCIER: i32 = 100;
pub const GRENADIER: i32 = 130;
pub const MUNDELEY: i32 = 340;

/// Bonus by ranks advanced (0 = own first rank) for a piece that can still be crowned.
const ADVANCE: [i32; RANKS as usize] = [0, 3, 10, 22, 40, 0];
/// A piece one step from the far rank, its step open, the reserve not empty.
const PROMOTION_THREAT: i32 = 45;
/// A Lancier stuck on the far rank with no Mundeley left to crown it never moves again.
const DEAD_LANCIER: i32 = 60;
const MOBILITY: i32 = 3;
/// A piece that no kind the enemy has (or can still crown) may take.
const IMMUNE: i32 = 35;
const TEMPO: i32 = 8;

/// The material value of a kind.
pub fn value(k: Kind) -> i32 {
    match k {
        Kind::Lancier => LANCIER,
        Kind::Grenadier => GRENADIER,
        Kind::Mundeley => MUNDELEY,
    }
}

/// Material, advancement, promotion threats, mobility and immunity of `s`.
fn static_terms(g: &Mundeleys, s: Side) -> i32 {
    let can_crown = g.reserve(s) > 0;
    let enemy = s.other();
    // Which of our kinds the enemy could ever take: it needs a piece of a kind that
    // takes it, or a Mundeley (on the board or still to be crowned).
    let enemy_has_m = g.pieces(enemy, Kind::Mundeley) != 0 || g.reserve(enemy) > 0;
    let mut score = 0;
    for k in Kind::ALL {
        let hunted =
            enemy_has_m || Kind::ALL.iter().any(|&e| e != Kind::Mundeley && e.takes(k) && g.pieces(enemy, e) != 0);
        for sq in bits(g.pieces(s, k)) {
            let adv = advance(s, sq) as usize;
            let targets = g.targets(s, k, sq);
            score += value(k) + MOBILITY * targets.count_ones() as i32;
            if !hunted {
                score += IMMUNE;
            }
            match k {
                Kind::Mundeley => {
                    // A little centralisation: more squares to reach, fewer corners.
                    let (f, r) = file_rank(sq);
                    score += 6 - (2 * f as i32 - 7).abs() / 2 - (2 * r as i32 - 5).abs() / 2;
                }
                _ if can_crown => {
                    score += ADVANCE[adv];
                    if adv == RANKS as usize - 2 && targets != 0 {
                        score += PROMOTION_THREAT;
                    }
                }
                Kind::Lancier if adv == RANKS as usize - 1 => score -= DEAD_LANCIER,
                _ => {}
            }
        }
    }
    score
}

/// What `by` wins, per enemy piece it can take, if the taker is then retaken by the
/// cheapest piece allowed to: one exchange deep, only the winning ones. The
/// evaluation needs only the two largest gains (0 where there are fewer), so they
/// are kept as found instead of listed and sorted (this runs twice per evaluation).
fn threats(g: &Mundeleys, by: Side) -> [i32; 2] {
    let victim_side = by.other();
    let mut top = [0, 0];
    for v in Kind::ALL {
        for sq in bits(g.pieces(victim_side, v)) {
            let att = g.attackers(by, sq, v);
            let Some(taker) = Kind::ALL.into_iter().find(|k| att[k.index()] != 0) else { continue };
            let defended = g.attackers(victim_side, sq, taker) != [0; 3];
            let gain = value(v) - if defended { value(taker) } else { 0 };
            if gain > top[0] {
                top = [gain, top[0]];
            } else if gain > top[1] {
                top[1] = gain;
            }
        }
    }
    top
}

/// The score for `side`: positive is good for `side`.
pub fn evaluate(g: &Mundeleys, side: Side) -> i32 {
    let stm = g.side();
    let mut for_stm = static_terms(g, stm) - static_terms(g, stm.other()) + TEMPO;
    // The side to move takes its best capture now; of the enemy's threats it can
    // parry one by moving, so the second one is what it stands to lose.
    let ours = threats(g, stm);
    let theirs = threats(g, stm.other());
    for_stm += ours[0] * 3 / 4;
    for_stm -= theirs[1] / 2;
    if side == stm {
        for_stm
    } else {
        -for_stm
    }
}
