//! Mundialito's position as text ([`Game::position`][crate::core::Game::position]),
//! six fields in the shape of [`crate::core::position`]:
//!
//! `board side actions kickoff score coasters`
//!
//! - **board**: rows 6 to 1 (Red's first row first, as the board is drawn), files a
//!   to f in each, `/` between rows, a digit for a run of empty squares. Pyramids by
//!   size: `S` small (1), `M` medium (2), `L` large (3); `O` the ball. Yellow's in
//!   capitals, Red's in lower case (`s m l o`). A side owns two pyramids of each
//!   size and one ball; none is ever captured.
//! - **side**: who acts (or places), `y` Yellow or `r` Red.
//! - **actions**: the actions left in the turn under way, `2` at its start, `1`
//!   after its first action (then `end` is legal); `0` during the setup. The setup
//!   step is not written: it is told by what stands on the board (Yellow's six
//!   pyramids on row 1, Red's six on row 6, then Yellow's ball on row 2 and Red's on
//!   row 5, in that order), and the pyramids not on the board are still to place.
//! - **kickoff**: who plays first once the setup is over, `r` (Red) at the start of
//!   a game; in a timed match, the side that conceded the last goal.
//! - **score**: `-` in a single game (a goal ends it); in a timed match, Yellow's
//!   goals then Red's, `2:1` (each 0 to 255).
//! - **coasters**: the quarter turns clockwise (0 to 3) of the four Martian Coasters,
//!   top-left (files a–c, rows 4–6), top-right, bottom-left, bottom-right: `2310` is
//!   the standard board (the four dots at the centre); any other is a board of
//!   random coasters, read back as the options `random_coasters` with the first seed
//!   that lays them so (the seed itself decides nothing else).
//!
//! What is not written is worked out on reading: where the balls stand, the
//! reserves, the setup step, a game won (a ball on its goal row, its side to act),
//! a game drawn because neither side can act (`2` actions left and no action for
//! either side).
//!
//! The start; Red to open after the standard setup (balls on c2 and d5); and, in a
//! timed match Yellow leads 2–1, Yellow with one action left and a pass to the
//! goal (`c5<>d6`):
//!
//! ```text
//! 6/6/6/6/6/6 y 0 r - 2310
//! smllms/3o2/6/6/2O3/SMLLMS r 2 r - 2310
//! 3S2/2O3/6/6/4o1/3s2 y 1 r 2:1 2310
//! ```

use super::board::{self, square, SIZE, SQUARES, STANDARD_TURNS};
use super::position::{ball_row, goal_row, home_row, Mundialito, Piece, PER_SIZE, SETUP_PLIES};
use super::MundialitoOptions;
use crate::core::position::{number, read_rows, write_rows, Fields};
use crate::core::{PositionError, PositionPart, Side};

/// How many fields the text has.
const FIELDS: usize = 6;

/// The seeds tried to find one that lays random coasters as a text says: every one
/// of the 256 layouts comes within the first few thousand (a unit test checks).
const SEEDS: u64 = 1 << 16;

fn side_char(s: Side) -> char {
    match s {
        Side::First => 'y',
        Side::Second => 'r',
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::First => "Yellow",
        Side::Second => "Red",
    }
}

fn piece_char(p: Piece) -> char {
    let (side, c) = match p {
        Piece::Pyramid(s, z) => (s, [b'S', b'M', b'L'][z as usize - 1]),
        Piece::Ball(s) => (s, b'O'),
    };
    if side == Side::First {
        c as char
    } else {
        c.to_ascii_lowercase() as char
    }
}

fn piece_of(c: char) -> Option<Piece> {
    let side = if c.is_ascii_uppercase() { Side::First } else { Side::Second };
    Some(match c.to_ascii_uppercase() {
        'S' => Piece::Pyramid(side, 1),
        'M' => Piece::Pyramid(side, 2),
        'L' => Piece::Pyramid(side, 3),
        'O' => Piece::Ball(side),
        _ => return None,
    })
}

fn side_of(field: &str, what: &str) -> Result<Side, PositionError> {
    match field {
        "y" => Ok(Side::First),
        "r" => Ok(Side::Second),
        _ => Err(PositionError::new(PositionPart::ToMove, format!("{what} is y or r, not {field:?}"))),
    }
}

/// The options that lay the coasters turned `turns`: the standard board, or random
/// coasters with the first seed that draws these turns.
fn options_for(turns: [u8; 4], timed_match: bool) -> Result<MundialitoOptions, PositionError> {
    if turns == STANDARD_TURNS {
        return Ok(MundialitoOptions { timed_match, ..Default::default() });
    }
    (0..SEEDS)
        .map(|seed| MundialitoOptions { random_coasters: true, seed, timed_match })
        .find(|o| o.turns() == turns)
        .ok_or_else(|| PositionError::new(PositionPart::Options, format!("no seed lays the coasters {turns:?}")))
}

/// The position as one line of text.
pub(super) fn write(g: &Mundialito) -> String {
    let last = SIZE as usize - 1;
    let board = write_rows(SIZE as usize, SIZE as usize, |r, f| {
        g.piece(square(f as u8, (last - r) as u8)).map(piece_char)
    });
    let score = if g.opts().timed_match { format!("{}:{}", g.score[0], g.score[1]) } else { "-".to_string() };
    let coasters: String = g.opts().turns().iter().map(|t| char::from(b'0' + t)).collect();
    format!(
        "{board} {} {} {} {score} {coasters}",
        side_char(g.side),
        g.actions_left(),
        side_char(g.kickoff)
    )
}

/// Reads a position written by [`write()`], checking that the rules can play on from
/// it: at most what a side owns, the setup's pieces where and in the order the setup
/// puts them, a side to act that has an action.
pub(super) fn read(text: &str) -> Result<Mundialito, PositionError> {
    let mut fields = Fields::new(text, FIELDS)?;
    let (board, side, actions, kickoff, score, coasters) =
        (fields.next(), fields.next(), fields.next(), fields.next(), fields.next(), fields.next());

    let turns: Vec<u8> = coasters.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    let turns: [u8; 4] = match <[u8; 4]>::try_from(turns) {
        Ok(t) if t.iter().all(|&k| k < 4) => t,
        _ => {
            let why = format!("the coasters are four quarter turns 0 to 3 (2310 is standard), not {coasters:?}");
            return Err(PositionError::new(PositionPart::Options, why));
        }
    };
    let score = match score {
        "-" => None,
        s => {
            let bad = || PositionError::new(PositionPart::Counters, format!("the score is - or two numbers like 2:1, not {s:?}"));
            let (y, r) = s.split_once(':').ok_or_else(bad)?;
            let goals = |n| number(n, PositionPart::Counters, "a score", 0, u8::MAX as u32).map(|n| n as u8);
            Some([goals(y)?, goals(r)?])
        }
    };
    let mut g = Mundialito::empty(&options_for(turns, score.is_some())?);
    g.score = score.unwrap_or([0; 2]);
    g.side = side_of(side, "the side to act")?;
    g.kickoff = side_of(kickoff, "the side to kick off")?;
    let actions = number(actions, PositionPart::Pending, "the actions left", 0, 2)? as u8;

    // The board, and what each side has on it.
    let rows = read_rows(board, SIZE as usize, SIZE as usize)?;
    let mut pyramids = [[0u8; 3]; 2];
    for (i, row) in rows.iter().enumerate() {
        for (f, &c) in row.iter().enumerate() {
            let Some(c) = c else { continue };
            let sq = square(f as u8, SIZE - 1 - i as u8);
            let p = piece_of(c).ok_or_else(|| {
                let name = board::square_name(sq);
                PositionError::new(PositionPart::Board, format!("{c:?} on {name} is not a piece (S M L O, s m l o)"))
            })?;
            match p {
                Piece::Pyramid(s, z) => pyramids[s.index()][z as usize - 1] += 1,
                Piece::Ball(s) if g.balls[s.index()].is_some() => {
                    return Err(PositionError::new(PositionPart::Consistency, format!("two balls of {}", side_name(s))));
                }
                Piece::Ball(s) => g.balls[s.index()] = Some(sq),
            }
            g.cells[sq as usize] = p.code();
        }
    }
    for s in Side::BOTH {
        for z in 1..=3u8 {
            let n = pyramids[s.index()][z as usize - 1];
            if n > PER_SIZE {
                let why = format!("{} has {n} pyramids of size {z}, more than its {PER_SIZE}", side_name(s));
                return Err(PositionError::new(PositionPart::Consistency, why));
            }
        }
    }
    if actions == 0 {
        setup(&mut g, pyramids)?;
    } else {
        play(&mut g, actions)?;
    }
    Ok(g)
}

/// A position of the setup (`0` actions): the pieces where the setup puts them, in
/// its order; the reserves and the setup step follow from them.
fn setup(g: &mut Mundialito, pyramids: [[u8; 3]; 2]) -> Result<(), PositionError> {
    for sq in 0..SQUARES as u8 {
        let Some(p) = g.piece(sq) else { continue };
        let (s, row, what) = match p {
            Piece::Pyramid(s, _) => (s, home_row(s), "its pyramids"),
            Piece::Ball(s) => (s, ball_row(s), "its ball"),
        };
        if board::row(sq) != row {
            let (c, name) = (piece_char(p), board::square_name(sq));
            let why = format!("{c:?} on {name}: during the setup {} places {what} on row {}", side_name(s), row + 1);
            return Err(PositionError::new(PositionPart::Board, why));
        }
    }
    let placed = |s: Side| pyramids[s.index()].iter().sum::<u8>();
    let all = 3 * PER_SIZE;
    if placed(Side::Second) > 0 && placed(Side::First) < all {
        return Err(PositionError::new(PositionPart::Consistency, "Red places its pyramids once Yellow has placed all six"));
    }
    let balls = g.balls.iter().flatten().count() as u8;
    if balls > 0 && placed(Side::Second) < all {
        return Err(PositionError::new(PositionPart::Consistency, "the balls are placed once every pyramid is"));
    }
    if g.balls[1].is_some() && g.balls[0].is_none() {
        return Err(PositionError::new(PositionPart::Consistency, "Red places its ball after Yellow"));
    }
    let step = placed(Side::First) + placed(Side::Second) + balls;
    if step >= SETUP_PLIES {
        return Err(PositionError::new(PositionPart::Phase, "everything is placed: the game is in play, with 1 or 2 actions left"));
    }
    let due = Mundialito::setup_side(step);
    if g.side != due {
        let why = format!("{} places now, not {}", side_name(due), side_name(g.side));
        return Err(PositionError::new(PositionPart::ToMove, why));
    }
    g.reserve = pyramids.map(|sizes| sizes.map(|n| PER_SIZE - n));
    g.setup = step;
    Ok(())
}

/// A position in play (`1` or `2` actions left): a ball on its goal row has won (a
/// single game), a side with no action at the start of its turn is skipped, and
/// neither side able to act is a draw.
fn play(g: &mut Mundialito, actions: u8) -> Result<(), PositionError> {
    g.reserve = [[0; 3]; 2];
    g.setup = SETUP_PLIES;
    g.actions = actions;
    let scored: Vec<Side> =
        Side::BOTH.into_iter().filter(|&s| g.ball(s).is_some_and(|b| board::row(b) == goal_row(s))).collect();
    match scored[..] {
        [] => {}
        [_] if g.opts().timed_match => {
            return Err(PositionError::new(PositionPart::Consistency, "a ball on its goal row: in a timed match a goal sets the board again"));
        }
        [s] if s != g.side => {
            let why = format!("{0}'s ball is on its goal row: {0} has scored and is the side to act", side_name(s));
            return Err(PositionError::new(PositionPart::ToMove, why));
        }
        [s] => {
            g.winner = Some(s);
            return Ok(());
        }
        _ => return Err(PositionError::new(PositionPart::Consistency, "both balls on their goal rows: one goal ends the game")),
    }
    if actions == 2 && !g.has_action(g.side) {
        if g.has_action(g.side.other()) {
            let why = format!("{} has no action: its turn passes to {}", side_name(g.side), side_name(g.side.other()));
            return Err(PositionError::new(PositionPart::ToMove, why));
        }
        g.stalled = true;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Dice, Game};

    /// Every field of the state is written or worked out again: a position read back
    /// equals the one written, but for the seed of random coasters (another seed that
    /// lays them alike).
    #[test]
    fn the_text_holds_the_whole_state() {
        let options = [
            MundialitoOptions::default(),
            MundialitoOptions { timed_match: true, ..Default::default() },
            MundialitoOptions { random_coasters: true, seed: 3, timed_match: true },
        ];
        let dice = Dice::new(11);
        for (game, o) in (0..60u64).zip(options.iter().cycle()) {
            let mut g = Mundialito::new(o);
            for ply in 0..400 {
                let back = read(&write(&g)).unwrap_or_else(|e| panic!("{e}\n{}", write(&g)));
                if o.random_coasters {
                    assert_eq!(back.opts().turns(), g.opts().turns());
                    assert_eq!(back.arrows_at(7), g.arrows_at(7));
                    let parts = |x: &Mundialito| {
                        (x.cells, x.balls, x.reserve, x.setup, x.side, x.actions, x.kickoff, x.score, x.winner, x.stalled)
                    };
                    assert_eq!(parts(&back), parts(&g));
                } else {
                    assert_eq!(back, g, "{}", write(&g));
                }
                let moves = g.moves_now();
                if moves.is_empty() {
                    break;
                }
                g.play(moves[dice.below(game << 16 | ply, moves.len() as u64) as usize]);
            }
        }
    }

    #[test]
    fn every_layout_of_the_coasters_has_a_seed() {
        for k in 0..256u32 {
            let turns = [0, 1, 2, 3].map(|i| (k >> (2 * i) & 3) as u8);
            let o = options_for(turns, false).unwrap();
            assert_eq!(o.turns(), turns);
            assert!(o.seed < 10_000, "{turns:?}: seed {}", o.seed);
        }
    }
}
