//! Why a click path is refused in Mundialito, in the words of the rules: the arrows,
//! the pass along a row or a diagonal (and a ball with none), the push (size, and the
//! arrow behind), the jump (over a larger pyramid only), the safe first and last rows,
//! and the reserves, which hold pieces only for the setup.

use super::board::{self, offset, step, PASS_LINES, SIZE, SQUARES};
use super::position::{ball_row, home_row, Mundialito, Piece, RESERVE};
use crate::core::{Cell, Game, Note, Side};

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
/// diagonal, nothing in between.
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
    Some(Note::new("mundialito.why.pass_line"))
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
