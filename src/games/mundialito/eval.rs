//! The AI's judgement of a Mundialito position. The game is a race, so the terms
//! are about the two balls: whether the side to act can score with the actions it
//! has left (by passes alone, or by stepping a pyramid onto the goal row and passing
//! to it), whether the other side threatens that for its next turn, how many passes
//! each ball still needs along lines open now, and above all how far each ball has
//! come. Then the pyramids: those standing ahead of their ball (future receivers),
//! and whether they can move at all — arrows that lead off the board or into
//! occupied squares make a pyramid useless.
//!
//! The weights were set by self-play at level 3 (20 games a match, each setup
//! played with both colours): the ball's progress matters far more than a first
//! guess said (a row worth 140 beat 90 by 12–8, 90 beat 55 by 13–7, 55 beat 30
//! by 15–5, 12 lost to 30 by 4–16), while counting open lanes or the furthest row
//! passes could reach lost (3–14), so neither is a term. Seeing the move-then-pass
//! goal and the opponent's threat drew level with the plain pass count (11–9).

use super::board::{self, step, DIRS, PASS_LINES, SQUARES};
use super::position::{goal_row, Mundialito, MundialitoMove, Piece};
use crate::core::bits::bits;
use crate::core::{BySide, Game, Side};

/// Value of being `d` passes from a goal along open lines (index = passes).
const RACE: [i32; 6] = [0, 450, 220, 110, 50, 20];
/// Per row the ball has come from its start toward the goal.
const ROW: i32 = 140;
/// Per own pyramid standing ahead of the ball (toward the goal).
const AHEAD: i32 = 12;
/// Per square a pyramid can move to.
const MOBILITY: i32 = 4;
/// Per pyramid that can neither move, push nor jump.
const STUCK: i32 = 14;
/// The side to act that can score with the actions it has left.
const SCORES_NOW: i32 = 5_000;
/// The side not to act threatens to score in its next turn.
const THREAT: i32 = 300;
/// A goal already scored in a timed match.
const GOAL: i32 = 20_000;

/// The fewest passes that bring `s`'s ball to its goal row if nothing else moves,
/// up to 5. The pass graph joins the ball's square and its pyramids' squares when
/// they share a row or diagonal with nothing between; whatever is passed, each of
/// these squares stays occupied by the ball or one of the pyramids, so the graph
/// does not change while only passes are played: the count is exact for passes.
pub fn passes_to_goal(g: &Mundialito, s: Side) -> Option<u8> {
    passes_among(g, s, read_army(g).of(s))
}

/// [`passes_to_goal`] with `s`'s pyramids already listed (square, size), in square
/// order.
fn passes_among(g: &Mundialito, s: Side, pyramids: &[(u8, u8)]) -> Option<u8> {
    let b = g.ball(s)?;
    let mut nodes = [b; 7];
    let mut n = 1;
    for &(sq, _) in pyramids {
        if n < nodes.len() {
            nodes[n] = sq;
            n += 1;
        }
    }
    let nodes = &nodes[..n];
    // Sets of node indices, as bits: the search runs twice per evaluation.
    let mut seen = 1u8;
    let mut frontier = 1u8;
    for d in 1..=5u8 {
        let mut next = 0u8;
        for i in bits(frontier) {
            for (df, dr) in PASS_LINES {
                let mut at = nodes[i as usize];
                while let Some(t) = board::offset(at, df, dr) {
                    if g.is_empty_sq(t) {
                        at = t;
                        continue;
                    }
                    if let Some(j) = nodes.iter().position(|&x| x == t).filter(|&j| seen & 1 << j == 0) {
                        if board::row(t) == goal_row(s) {
                            return Some(d);
                        }
                        seen |= 1 << j;
                        next |= 1 << j;
                    }
                    break;
                }
            }
        }
        if next == 0 {
            return None;
        }
        frontier = next;
    }
    None
}

/// Whether `s` could score with a move and then a pass: one of its pyramids steps
/// onto the goal row, onto a square its ball then sees (the step may also open the
/// line it leaves).
fn step_then_pass(g: &Mundialito, s: Side, pyramids: &[(u8, u8)]) -> bool {
    let Some(b) = g.ball(s) else { return false };
    let goal = goal_row(s);
    pyramids.iter().any(|&(from, _)| {
        DIRS.iter().any(|&d| {
            g.has_arrow(from, d)
                && step(from, d).is_some_and(|t| board::row(t) == goal && g.is_empty_sq(t) && sees(g, b, t, from))
        })
    })
}

/// Whether a ball on `b` would see square `t` along a pass line, `vacated` being
/// empty too.
fn sees(g: &Mundialito, b: u8, t: u8, vacated: u8) -> bool {
    PASS_LINES.iter().any(|&(df, dr)| {
        let mut at = b;
        while let Some(n) = board::offset(at, df, dr) {
            if n == t {
                return true;
            }
            if !g.is_empty_sq(n) && n != vacated {
                return false;
            }
            at = n;
        }
        false
    })
}

/// Whether `s`, with `k` actions, scores by passes alone or by a move and a pass.
fn scores_within(g: &Mundialito, army: &Army, f: &Facts, s: Side, k: u8) -> bool {
    f.passes.is_some_and(|d| d <= k) || (k >= 2 && step_then_pass(g, s, army.of(s)))
}

/// Each side's pyramids (square, size), in square order, read off the board once
/// per evaluation: every term below walks them, twice per side.
type Army = BySide<(u8, u8), SQUARES>;

fn read_army(g: &Mundialito) -> Army {
    let mut army = Army::new();
    for sq in 0..SQUARES as u8 {
        if let Some(Piece::Pyramid(o, z)) = g.piece(sq) {
            army.push(o, (sq, z));
        }
    }
    army
}

struct Facts {
    passes: Option<u8>,
    rows_done: i32,
    ahead: i32,
    mobility: i32,
    stuck: i32,
}

fn facts(g: &Mundialito, army: &Army, s: Side) -> Facts {
    let ball = g.ball(s);
    let toward = |r: u8| if s == Side::First { r as i32 } else { 5 - r as i32 };
    let ball_progress = ball.map(|b| toward(board::row(b)));
    let pyramids = army.of(s);
    let mut f = Facts { passes: passes_among(g, s, pyramids), rows_done: 0, ahead: 0, mobility: 0, stuck: 0 };
    if let Some(p) = ball_progress {
        f.rows_done = p - 1;
    }
    for &(sq, z) in pyramids {
        if ball_progress.is_some_and(|p| toward(board::row(sq)) > p) {
            f.ahead += 1;
        }
        let mut free = 0;
        let mut acts = 0;
        for d in DIRS {
            if !g.has_arrow(sq, d) {
                continue;
            }
            match step(sq, d).map(|t| (t, g.piece(t))) {
                Some((_, None)) => free += 1,
                Some((_, Some(Piece::Pyramid(e, ze)))) if e != s => acts += (ze <= z) as i32,
                _ => {}
            }
        }
        f.mobility += free;
        f.stuck += (free + acts == 0) as i32;
    }
    f
}

/// The value of one side's facts, before subtracting the other's.
fn worth(f: &Facts) -> i32 {
    let race = f.passes.map_or(0, |d| RACE[(d as usize).min(RACE.len() - 1)]);
    race + f.rows_done * ROW + f.ahead * AHEAD + f.mobility * MOBILITY - f.stuck * STUCK
}

pub fn evaluate(g: &Mundialito, side: Side) -> i32 {
    let army = read_army(g);
    let me = facts(g, &army, side);
    let op = facts(g, &army, side.other());
    let mut v = worth(&me) - worth(&op);
    if let Some(mover) = g.side_to_move().filter(|_| !g.in_setup()) {
        let sign = if mover == side { 1 } else { -1 };
        let (fm, fo) = if mover == side { (&me, &op) } else { (&op, &me) };
        if scores_within(g, &army, fm, mover, g.actions_left()) {
            v += sign * SCORES_NOW;
        } else if scores_within(g, &army, fo, mover.other(), 2) {
            // The other side scores next turn unless this turn parries it.
            v -= sign * THREAT;
        }
    }
    let [a, b] = g.score();
    let goals = a as i32 - b as i32;
    v + if side == Side::First { goals } else { -goals } * GOAL
}

/// Search order: passes that bring the ball nearer its goal first, then pushes and
/// jumps, then moves forward; `end` last. In the setup, large pyramids on squares
/// with many arrows first.
pub fn order_hint(g: &Mundialito, m: MundialitoMove) -> i32 {
    use MundialitoMove::*;
    let Some(s) = g.side_to_move() else { return 0 };
    let toward = |r: u8| if s == Side::First { r as i32 } else { 5 - r as i32 };
    match m {
        Pass { ball, pyramid } => {
            let gain = toward(board::row(pyramid)) - toward(board::row(ball));
            if board::row(pyramid) == goal_row(s) {
                1000
            } else {
                50 + 20 * gain
            }
        }
        Push { .. } => 40,
        Jump { from, to } => 30 + 5 * (toward(board::row(to)) - toward(board::row(from))),
        Step { from, to } => 5 * (toward(board::row(to)) - toward(board::row(from))),
        Place { size, to, .. } => size as i32 * g.arrows_at(to).count_ones() as i32,
        Ball { to } => {
            // Toward the middle of the row, where lines reach most pyramids.
            let f = board::file(to) as i32;
            -(2 * f - 5).abs()
        }
        End => -100,
    }
}
