//! Why a click path is refused in Mundialito, in the words of the rules: the arrows,
//! the pass along a row or a diagonal (and a ball with none), the push (size, and the
//! arrow behind), the jump (over a larger pyramid only), the safe first and last rows,
//! and the reserves, which hold pieces only for the setup; and the rules behind each
//! move (see [`Game::rules_of`]).

use super::board::{self, offset, step, PASS_LINES, SIZE, SQUARES};
use super::position::{ball_row, home_row, Mundialito, MundialitoMove, Piece, RESERVE, SETUP_PLIES};
use crate::core::{Cell, Game, Note, Side};

/// Whether going from `a` to its neighbour `b` crosses the a/f edge.
fn across(a: u8, b: u8) -> bool {
    board::file(a).abs_diff(board::file(b)) == SIZE - 1
}

/// See [`Game::rules_of`]: the setup (pyramids, then balls, then Red kicks off), the
/// kind of action, the cylinder when a pyramid crosses the a/f edge, the second
/// action of a turn, and a side skipped for want of an action.
pub fn rules_of(g: &Mundialito, m: MundialitoMove) -> Vec<&'static str> {
    let Some(me) = g.side_to_move() else { return Vec::new() };
    let mut r = Vec::new();
    match m {
        MundialitoMove::Place { .. } => r.push("mundialito.rule.setup"),
        MundialitoMove::Ball { .. } => {
            r.push("mundialito.rule.setup_ball");
            if g.setup + 1 == SETUP_PLIES {
                r.push("mundialito.rule.kickoff");
            }
        }
        MundialitoMove::Step { from, to } => {
            r.push("mundialito.rule.step");
            if across(from, to) {
                r.push("mundialito.rule.cylinder");
            }
        }
        MundialitoMove::Pass { .. } => r.push("mundialito.rule.pass"),
        MundialitoMove::Push { from, over } => {
            r.push("mundialito.rule.push");
            let beyond = Mundialito::dir_between(from, over).and_then(|d| step(over, d));
            if across(from, over) || beyond.is_some_and(|b| across(over, b)) {
                r.push("mundialito.rule.cylinder");
            }
        }
        MundialitoMove::Jump { from, to } => {
            r.push("mundialito.rule.jump");
            if !matches!(board::file(from).abs_diff(board::file(to)), 0 | 2) {
                r.push("mundialito.rule.cylinder");
            }
        }
        MundialitoMove::End => r.push("mundialito.rule.end"),
    }
    if !g.in_setup() && g.actions_left() == 1 && m != MundialitoMove::End {
        r.push("mundialito.rule.two_actions");
    }
    // The turn passes, and comes back at once: the opponent had no action.
    let mut after = *g;
    after.play(m);
    let turn_over = !g.in_setup() && (g.actions_left() == 1 || m == MundialitoMove::End);
    if turn_over && after.side_to_move() == Some(me) {
        r.push("mundialito.rule.skip");
    }
    r
}

fn on_end_row(sq: u8) -> bool {
    let r = board::row(sq);
    r == 0 || r == SIZE - 1
}

/// See [`Game::why_not`].
pub fn why_not(g: &Mundialito, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let (&first, rest) = clicks.split_first()?;
    if let Some(why) = reserve(g, me, first) {
        return Some(why);
    }
    if g.in_setup() {
        return setup(g, me, first, rest);
    }
    if first as usize >= SQUARES {
        return None;
    }
    let from = first as u8;
    let note = |k: &'static str| Some(Note::new(k));
    match g.piece(from) {
        None => note("mundialito.why.pick_piece"),
        Some(Piece::Ball(s) | Piece::Pyramid(s, _)) if s != me => note("mundialito.why.not_yours"),
        Some(Piece::Ball(_)) => {
            let Some(&to) = rest.first() else { return no_action(g, from, "mundialito.why.no_pass") };
            if to as usize >= SQUARES || to == first {
                return None;
            }
            let to = to as u8;
            if !matches!(g.piece(to), Some(Piece::Pyramid(s, _)) if s == me) {
                return note("mundialito.why.pass_to_pyramid");
            }
            pass(g, from, to)
        }
        Some(Piece::Pyramid(_, z)) => {
            let Some(&to) = rest.first().filter(|&&t| (t as usize) < SQUARES && t != first) else {
                return no_action(g, from, "mundialito.why.stuck");
            };
            let to = to as u8;
            if let Some(d) = Mundialito::dir_between(from, to) {
                if !g.has_arrow(from, d) {
                    return note("mundialito.why.no_arrow");
                }
                return match g.piece(to) {
                    None => None,
                    Some(Piece::Ball(_)) => note("mundialito.why.ball_blocks"),
                    Some(Piece::Pyramid(s, _)) if s == me => why_not(g, &[to as Cell]),
                    Some(Piece::Pyramid(_, ze)) => {
                        if on_end_row(to) {
                            note("mundialito.why.end_row_safe")
                        } else if z < ze {
                            note("mundialito.why.push_larger")
                        } else if !g.has_arrow(to, d) {
                            note("mundialito.why.push_arrow")
                        } else if step(to, d).is_none_or(|u| !g.is_empty_sq(u)) {
                            note("mundialito.why.beyond_full")
                        } else {
                            None
                        }
                    }
                };
            }
            // Two squares straight on: a jump over what stands between.
            let over = board::DIRS.into_iter().find_map(|d| {
                let mid = step(from, d)?;
                (step(mid, d)? == to).then_some((d, mid))
            });
            match over.map(|(d, mid)| (d, mid, g.piece(mid))) {
                Some((d, mid, Some(Piece::Pyramid(s, ze)))) if s != me => {
                    if z >= ze {
                        note("mundialito.why.jump_smaller")
                    } else if !g.has_arrow(from, d) {
                        note("mundialito.why.no_arrow")
                    } else if on_end_row(mid) {
                        note("mundialito.why.end_row_safe")
                    } else if !g.has_arrow(mid, d) {
                        note("mundialito.why.push_arrow")
                    } else if !g.is_empty_sq(to) {
                        note("mundialito.why.beyond_full")
                    } else {
                        None
                    }
                }
                Some((_, _, Some(Piece::Ball(_)))) => note("mundialito.why.ball_blocks"),
                _ => note("mundialito.why.one_square"),
            }
        }
    }
}

/// See [`Game::why_not_switch`]: the ball chosen, then one of the player's pyramids
/// that has moves of its own: why the pass between them is refused.
pub fn why_not_switch(g: &Mundialito, clicks: &[Cell]) -> Option<Note> {
    let me = g.side_to_move()?;
    let &[ball, _] = clicks else { return None };
    let from_ball = !g.in_setup() && (ball as usize) < SQUARES && g.piece(ball as u8) == Some(Piece::Ball(me));
    // The pass's own reason, as `why_not` gives it from the ball.
    from_ball.then(|| why_not(g, clicks)).flatten()
}

/// A pass from the ball on `from` to the pyramid on `to`: along a row or a
/// diagonal, nothing in between, never across the a/f edge.
fn pass(g: &Mundialito, from: u8, to: u8) -> Option<Note> {
    for (df, dr) in PASS_LINES {
        let mut at = from;
        let mut clear = true;
        while let Some(t) = offset(at, df, dr) {
            if t == to {
                return (!clear).then(|| Note::new("mundialito.why.pass_blocked"));
            }
            clear &= g.is_empty_sq(t);
            at = t;
        }
    }
    // A diagonal that would reach it round the cylinder: the ball never crosses.
    let (f, r) = (board::file(from) as i8, board::row(from) as i8);
    let round = PASS_LINES.iter().any(|&(df, dr)| {
        (1..SIZE as i8).any(|k| {
            let (tf, tr) = ((f + k * df).rem_euclid(SIZE as i8), r + k * dr);
            (0..SIZE as i8).contains(&tr) && board::square(tf as u8, tr as u8) == to
        })
    });
    Some(Note::new(if round { "mundialito.why.pass_edge" } else { "mundialito.why.pass_line" }))
}

/// A piece clicked alone (a pyramid, or the ball) that has no action: `why`.
fn no_action(g: &Mundialito, from: u8, why: &'static str) -> Option<Note> {
    let free = g.moves_now().into_iter().any(|m| g.cells_of(m).as_slice().first() == Some(&(from as Cell)));
    (!free).then(|| Note::new(why))
}

/// A slot of the reserves beside the board (`cell` past the squares) clicked first,
/// when it has nothing to place now: play has begun, it is the opponent's, its
/// pyramids are all placed, or it is the ball's and the pyramids come first. `None`
/// for a slot whose piece may be placed, and for any other cell.
fn reserve(g: &Mundialito, me: Side, cell: Cell) -> Option<Note> {
    let slot = cell.checked_sub(RESERVE).filter(|&s| s < 8)?;
    let (side, size) = (slot / 4, (slot % 4) as u8 + 1);
    let key = if !g.in_setup() {
        "mundialito.why.reserve_closed"
    } else if side as usize != me.index() {
        "mundialito.why.not_yours"
    } else if size == 4 {
        if g.placing_ball() {
            return None;
        }
        "mundialito.why.ball_last"
    } else if g.reserve(me, size) == 0 {
        "mundialito.why.reserve_empty"
    } else {
        return None;
    };
    Some(Note::new(key))
}

/// The setup: pyramids on the first row, the ball on the second.
fn setup(g: &Mundialito, me: Side, first: Cell, rest: &[Cell]) -> Option<Note> {
    if first < RESERVE {
        return Some(Note::new("mundialito.why.setup_reserve"));
    }
    let &to = rest.first()?;
    if to as usize >= SQUARES {
        return None;
    }
    let row = if g.placing_ball() { ball_row(me) } else { home_row(me) };
    if board::row(to as u8) != row {
        return Some(Note::new(if g.placing_ball() { "mundialito.why.ball_row" } else { "mundialito.why.setup_row" }));
    }
    (!g.is_empty_sq(to as u8)).then(|| Note::new("mundialito.why.occupied"))
}
