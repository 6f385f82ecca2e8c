//! Moulin's position as text ([`Game::position`][crate::core::Game::position]):
//! five fields, in the shape every game shares ([`crate::core::position`]).
//!
//! ```text
//! <board> <to act> <White in hand> <Black in hand> <quiet plies>
//! 3/3/3/6/3/3/3 w 9 9 0                  the start
//! M1M/1M1/3/6/3/2m/mmm w 5 5 2           after a7 a1 g7 d1 b4 g1xb4 d6 f2
//! ```
//!
//! | Field | What it says |
//! |-------|--------------|
//! | board | The 24 points rank by rank, rank 7 first, `/` between ranks: `a7 d7 g7`, `b6 d6 f6`, `c5 d5 e5`, `a4 b4 c4 e4 f4 g4`, `c3 d3 e3`, `b2 d2 f2`, `a1 d1 g1` — each rank left to right, three points, six on rank 4. `M` is a White man, `m` a Black man, a digit a run of empty points (`3` = an empty rank of three). At most 9 men a side. |
//! | to act | `w` White, `b` Black. |
//! | White in hand, Black in hand | The men each side has still to place, 0 to 9. |
//! | quiet plies | Plies since the last capture, 0 to 100 (at 100 the game is drawn). |
//!
//! In the second example White (a7, g7, d6) and Black (a1, d1, g1 — a mill — and f2)
//! each have five men to place, Black's mill took b4 two plies ago, and White to act
//! closes a7-d7-g7 by placing on d7, taking f2: the only Black man outside a mill.
//!
//! A move and the capture its mill earns are one move (`d2-d3xg7`), so no capture is
//! ever owed between moves and there is no field for one. The parts must fit
//! together: a side's men on the board and in hand are at most 9; while either side
//! still places, White placed first, so with White to act both hands are equal and
//! with Black to act Black holds one man more; no more quiet plies than men placed
//! while placing; and the side that has just moved still has three men (otherwise the
//! game was over before its move). Whether it has stood three times is not in the
//! text: the repetition rule counts positions in the game's history.

use super::board::{point_name, POINTS};
use super::position::{Moulin, MEN_PER_SIDE, QUIET_PLIES_DRAW};
use crate::core::position::{read_rows_of, read_side, write_rows_of, Fields};
use crate::core::{PositionError, PositionPart, Side};

/// The points on each rank, rank 7 first (3, 3, 3, 6, 3, 3, 3).
const LENGTHS: [usize; 7] = [3, 3, 3, 6, 3, 3, 3];

/// The side-to-act words, White's then Black's.
const SIDES: [&str; 2] = ["w", "b"];

/// The letter of a man of each side, White's in capitals as in every game's text.
const MEN: [char; 2] = ['M', 'm'];

/// The point written in row `row` (0 = rank 7), column `col` (left to right).
fn point_at(row: usize, col: usize) -> u8 {
    let rank = (LENGTHS.len() - 1 - row) as u8;
    let first = POINTS.iter().position(|&(_, _, r)| r == rank).expect("every rank has points");
    (first + col) as u8
}

/// The position as one line of text.
pub(super) fn write(g: &Moulin) -> String {
    let board = write_rows_of(&LENGTHS, |row, col| {
        let p = point_at(row, col);
        Side::BOTH.into_iter().find(|&s| g.men(s) & 1 << p != 0).map(|s| MEN[s.index()])
    });
    format!(
        "{board} {} {} {} {}",
        SIDES[g.side().index()],
        g.hand(Side::First),
        g.hand(Side::Second),
        g.quiet_plies()
    )
}

/// Reads a position written by [`write`], checking every field and that they fit
/// together (see the module documentation).
pub(super) fn read(text: &str) -> Result<Moulin, PositionError> {
    let mut fields = Fields::new(text, 5)?;
    let mut men = [0u32; 2];
    for (row, cells) in read_rows_of(fields.next(), &LENGTHS)?.into_iter().enumerate() {
        for (col, cell) in cells.into_iter().enumerate() {
            let Some(c) = cell else { continue };
            let p = point_at(row, col);
            let side = Side::BOTH.into_iter().find(|s| MEN[s.index()] == c).ok_or_else(|| {
                PositionError::new(
                    PositionPart::Board,
                    format!("{c:?} on {}: a point holds M (a White man) or m (a Black man), or is counted in a digit", point_name(p)),
                )
            })?;
            men[side.index()] |= 1 << p;
        }
    }
    for s in Side::BOTH {
        let n = men[s.index()].count_ones();
        if n > MEN_PER_SIDE as u32 {
            return Err(PositionError::new(
                PositionPart::Board,
                format!("{} has {n} men on the board: a side has {MEN_PER_SIDE}", name(s)),
            ));
        }
    }
    let side = read_side(fields.next(), SIDES)?;
    let max = MEN_PER_SIDE as u32;
    let hand = [
        fields.number(PositionPart::Reserve, "White's men in hand", 0, max)? as u8,
        fields.number(PositionPart::Reserve, "Black's men in hand", 0, max)? as u8,
    ];
    let quiet = fields.number(PositionPart::Counters, "the plies since the last capture", 0, QUIET_PLIES_DRAW as u32)?;
    let g = Moulin::from_parts(men[0], men[1], hand, side).with_quiet(quiet as u16);
    fits_together(&g)?;
    Ok(g)
}

/// The side's name in messages.
fn name(s: Side) -> &'static str {
    ["White", "Black"][s.index()]
}

/// Checks that the fields, each right, make a position a game can reach.
fn fits_together(g: &Moulin) -> Result<(), PositionError> {
    let wrong = |d: String| Err(PositionError::new(PositionPart::Consistency, d));
    for s in Side::BOTH {
        let (board, hand) = (g.men(s).count_ones(), g.hand(s));
        if g.total(s) > MEN_PER_SIDE as u32 {
            return wrong(format!(
                "{} has {board} men on the board and {hand} in hand: a side has {MEN_PER_SIDE}",
                name(s)
            ));
        }
    }
    let (white, black) = (g.hand(Side::First), g.hand(Side::Second));
    if g.placing() {
        let fits = match g.side() {
            Side::First => white == black,
            Side::Second => black == white + 1,
        };
        if !fits {
            return wrong(format!(
                "{} to act with {white} White and {black} Black men in hand: White places first, so with \
                 White to act both hands hold as many, with Black to act Black holds one more",
                name(g.side())
            ));
        }
        let placed = 2 * MEN_PER_SIDE as u16 - white as u16 - black as u16;
        if g.quiet_plies() > placed {
            return wrong(format!(
                "{} plies since the last capture, more than the {placed} placements so far: every ply yet \
                 placed a man",
                g.quiet_plies()
            ));
        }
    }
    let last = g.side().other();
    if g.total(last) < 3 {
        return wrong(format!(
            "{} has just moved with {} men: below three the game was over before that move",
            name(last),
            g.total(last)
        ));
    }
    Ok(())
}
