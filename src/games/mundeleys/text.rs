//! Mundeleys's position as text ([`Game::position`][crate::core::Game::position]):
//! five fields, in the shape every game shares ([`crate::core::position`]).
//!
//! ```text
//! <board> <to act> <White's reserve> <Black's reserve> <quiet plies>
//! lglglglg/glglglgl/8/8/LGLGLGLG/GLGLGLGL w 4 4 0     the start
//! lgg1g3/3lgl1l/1gl3gg/1GGL1l1L/4GGGG/1mG5 w 4 2 2     a game after 60 plies
//! ```
//!
//! | Field | What it says |
//! |-------|--------------|
//! | board | The 6 ranks as White sees them, rank 6 first, `/` between ranks; each rank from file a to file h. `L` `G` `M` are White's Lancier, Grenadier and Mundeley, `l` `g` `m` Black's; a digit is a run of empty squares (`8` = an empty rank). Lanciers stand on the black squares only (a1 is white, h1 black); at most 8 Lanciers and 8 Grenadiers a side. |
//! | to act | `w` White, `b` Black. |
//! | White's reserve, Black's reserve | The Mundeleys each side still holds off the board for its promotions, 0 to 4. |
//! | quiet plies | Plies since the last capture, promotion or forward step of a Lancier or Grenadier, 0 to 100 (at 100 the game is drawn). |
//!
//! In the second example Black has crowned two Mundeleys (its reserve is down to 2),
//! one of them still on b1; White is to act, two plies after the last progress.
//!
//! The parts must fit together, as in a game from the start: a Mundeley on the board
//! came from its side's reserve (its Mundeleys on the board and in reserve are at most
//! 4), and each promotion replaced one of its 16 Lanciers and Grenadiers; a Lancier or
//! Grenadier stands on its far rank (White's rank 6, Black's rank 1) only once its
//! reserve is empty, for it would otherwise have been crowned there; and the side that
//! has just moved has a piece left. Whether the position has stood three times is not
//! in the text: the repetition rule counts positions in the game's history.

use super::board::{bits, far_rank, is_black, square, square_name, Kind, FILES, RANKS};
use super::diagram::char_of;
use super::position::{Mundeleys, QUIET_PLIES_DRAW, RESERVE};
use crate::core::position::{read_rows, read_side, write_rows, Fields};
use crate::core::{PositionError, PositionPart, Side};

/// The side-to-act words, White's then Black's.
const SIDES: [&str; 2] = ["w", "b"];

/// Lanciers, and Grenadiers, each side starts with.
const EACH_KIND: u32 = 8;

/// The square written in row `row` (0 = rank 6), column `col` (0 = file a).
fn square_at(row: usize, col: usize) -> u8 {
    square(col as u8, RANKS - 1 - row as u8)
}

/// The side's name in messages.
fn name(s: Side) -> &'static str {
    ["White", "Black"][s.index()]
}

/// The kind's name in messages.
fn kind_name(k: Kind) -> &'static str {
    ["Lancier", "Grenadier", "Mundeley"][k.index()]
}

/// The position as one line of text.
pub(super) fn write(g: &Mundeleys) -> String {
    let board = write_rows(RANKS as usize, FILES as usize, |row, col| {
        g.at(square_at(row, col)).map(|(s, k)| char_of(s, k))
    });
    format!(
        "{board} {} {} {} {}",
        SIDES[g.side().index()],
        g.reserve(Side::First),
        g.reserve(Side::Second),
        g.quiet_plies()
    )
}

/// Reads a position written by [`write`], checking every field and that they fit
/// together (see the module documentation).
pub(super) fn read(text: &str) -> Result<Mundeleys, PositionError> {
    let mut fields = Fields::new(text, 5)?;
    let board = |d: String| PositionError::new(PositionPart::Board, d);
    let mut pieces = [[0u64; 3]; 2];
    for (row, cells) in read_rows(fields.next(), RANKS as usize, FILES as usize)?.into_iter().enumerate() {
        for (col, cell) in cells.into_iter().enumerate() {
            let Some(c) = cell else { continue };
            let sq = square_at(row, col);
            let (s, k) = Side::BOTH
                .into_iter()
                .flat_map(|s| Kind::ALL.map(|k| (s, k)))
                .find(|&(s, k)| char_of(s, k) == c)
                .ok_or_else(|| {
                    board(format!(
                        "{c:?} on {}: a square holds L, G, M (White's Lancier, Grenadier, Mundeley), \
                         l, g, m (Black's), or is counted in a digit",
                        square_name(sq)
                    ))
                })?;
            if k == Kind::Lancier && !is_black(sq) {
                return Err(board(format!(
                    "a Lancier on the white square {}: Lanciers start on black squares and step diagonally",
                    square_name(sq)
                )));
            }
            pieces[s.index()][k.index()] |= 1 << sq;
        }
    }
    for s in Side::BOTH {
        for k in [Kind::Lancier, Kind::Grenadier] {
            let n = pieces[s.index()][k.index()].count_ones();
            if n > EACH_KIND {
                return Err(board(format!("{} has {n} {}s: a side has {EACH_KIND}", name(s), kind_name(k))));
            }
        }
    }
    let side = read_side(fields.next(), SIDES)?;
    let most = RESERVE as u32;
    let reserve = [
        fields.number(PositionPart::Reserve, "White's reserve", 0, most)? as u8,
        fields.number(PositionPart::Reserve, "Black's reserve", 0, most)? as u8,
    ];
    let quiet = fields.number(PositionPart::Counters, "the plies without progress", 0, QUIET_PLIES_DRAW as u32)?;
    let g = Mundeleys::from_parts(pieces, reserve, side).with_quiet(quiet as u16);
    fits_together(&g)?;
    Ok(g)
}

/// Checks that the fields, each right, make a position a game can reach.
fn fits_together(g: &Mundeleys) -> Result<(), PositionError> {
    let wrong = |d: String| Err(PositionError::new(PositionPart::Consistency, d));
    for s in Side::BOTH {
        let reserve = g.reserve(s);
        let crowned = (RESERVE - reserve) as u32;
        let [l, gr, m] = Kind::ALL.map(|k| g.pieces(s, k).count_ones());
        if m > crowned {
            return wrong(format!(
                "{}'s Mundeleys: {m} on the board and {reserve} in reserve, but a side has {RESERVE}, \
                 and a Mundeley comes onto the board only from the reserve",
                name(s)
            ));
        }
        if l + gr + crowned > 2 * EACH_KIND {
            return wrong(format!(
                "{} has {} Lanciers and Grenadiers on the board and {crowned} more were crowned (its reserve \
                 holds {reserve}): a side starts with {}",
                name(s),
                l + gr,
                2 * EACH_KIND
            ));
        }
        if reserve > 0 {
            let far = far_rank(s);
            let stuck = (g.pieces(s, Kind::Lancier) | g.pieces(s, Kind::Grenadier)) & 0xff << (far * FILES);
            if let Some(sq) = bits(stuck).next() {
                return wrong(format!(
                    "{}'s {} on {} stands on its far rank while its reserve holds {reserve}: it would have been \
                     crowned there",
                    name(s),
                    kind_name(g.at(sq).map_or(Kind::Lancier, |(_, k)| k)),
                    square_name(sq)
                ));
            }
        }
    }
    let last = g.side().other();
    if g.count(last) == 0 {
        return wrong(format!("{} has just moved, but has no piece on the board", name(last)));
    }
    Ok(())
}
