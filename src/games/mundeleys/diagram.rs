//! Positions drawn as text, the way the tests and the documentation show them:
//! rank 6 at the top, file a on the left (White's view), one character a square —
//! `L G M` for White's Lancier, Grenadier and Mundeley, `l g m` for Black's, `.`
//! for an empty square. Spaces are ignored, and so is a rank number in front of
//! a row, so a picture may be labelled:
//!
//! ```text
//! 6 l g l g l g l g
//! 5 g l g l g l g l
//! 4 . . . . . . . .
//! 3 . . . . . . . .
//! 2 L G L G L G L G
//! 1 G L G L G L G L
//! ```

use super::board::{is_black, square, Kind, FILES, RANKS};
use super::position::{Mundeleys, RESERVE};
use crate::core::Side;

/// The start position of RULES.md §2, both reserves full, White to move.
pub const START: &str = "
    lglglglg
    glglglgl
    ........
    ........
    LGLGLGLG
    GLGLGLGL
";

/// The start position of RULES.md §2.
pub fn start() -> Mundeleys {
    from_ascii(START, [RESERVE; 2], Side::First).expect("the start picture is valid")
}

fn piece_of(c: char) -> Option<Option<(Side, Kind)>> {
    Some(match c {
        '.' => None,
        'L' => Some((Side::First, Kind::Lancier)),
        'G' => Some((Side::First, Kind::Grenadier)),
        'M' => Some((Side::First, Kind::Mundeley)),
        'l' => Some((Side::Second, Kind::Lancier)),
        'g' => Some((Side::Second, Kind::Grenadier)),
        'm' => Some((Side::Second, Kind::Mundeley)),
        _ => return None,
    })
}

/// The letter of `s`'s piece of kind `k` (`L`, `G`, `M`, Black's in small letters): the
/// pictures' and the position text's.
pub(super) fn char_of(s: Side, k: Kind) -> char {
    let c = ['L', 'G', 'M'][k.index()];
    if s == Side::First {
        c
    } else {
        c.to_ascii_lowercase()
    }
}

/// A position from a picture (see the module documentation). Refuses pictures of
/// the wrong size, unknown characters, Lanciers on white squares (which no game
/// can reach: a Lancier starts on black and moves diagonally), and more Lanciers,
/// Grenadiers or pieces than a side owns.
///
/// # Errors
///
/// A sentence saying what is wrong with the picture.
pub fn from_ascii(pic: &str, reserve: [u8; 2], side: Side) -> Result<Mundeleys, String> {
    let rows: Vec<Vec<char>> = pic
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<char>>())
        // The file letters under a picture are a caption, not a rank.
        .filter(|r| !r.is_empty() && r.iter().collect::<String>() != "abcdefgh")
        .collect();
    if rows.len() != RANKS as usize {
        return Err(format!("expected {RANKS} rows, found {}", rows.len()));
    }
    let mut pieces = [[0u64; 3]; 2];
    for (i, row) in rows.iter().enumerate() {
        let rank = RANKS - 1 - i as u8;
        let row: &[char] = match row.first() {
            Some(&c) if row.len() == FILES as usize + 1 && c == (b'1' + rank) as char => &row[1..],
            _ => row,
        };
        if row.len() != FILES as usize {
            return Err(format!("rank {} has {} squares, not {FILES}", rank + 1, row.len()));
        }
        for (f, &c) in row.iter().enumerate() {
            let sq = square(f as u8, rank);
            match piece_of(c) {
                None => return Err(format!("unknown piece {c:?} on rank {}", rank + 1)),
                Some(None) => {}
                Some(Some((s, k))) => {
                    if k == Kind::Lancier && !is_black(sq) {
                        return Err(format!("a Lancier on the white square {}", super::board::square_name(sq)));
                    }
                    pieces[s.index()][k.index()] |= 1 << sq;
                }
            }
        }
    }
    if reserve.iter().any(|&r| r > RESERVE) {
        return Err(format!("a reserve holds at most {RESERVE} Mundeleys"));
    }
    for s in Side::BOTH {
        let [l, g, m] = pieces[s.index()].map(u64::count_ones);
        // Eight Lanciers and eight Grenadiers a side at the start, and a Mundeley
        // only ever replaces one of them. (The reserve is not checked against the
        // Mundeleys on the board: rules tests put Mundeleys beside a full reserve.)
        if l > 8 || g > 8 {
            return Err(format!("a side has 8 Lanciers and 8 Grenadiers, not {l} and {g}"));
        }
        if l + g + m > 16 {
            return Err("a side has at most 16 pieces".to_string());
        }
    }
    Ok(Mundeleys::from_parts(pieces, reserve, side))
}

/// The picture of a position, rank numbers in front, one line a rank, that
/// [`from_ascii`] reads back ([`crate::core::Game::ascii`]).
pub(super) fn picture(g: &Mundeleys) -> String {
    let mut s = String::new();
    for rank in (0..RANKS).rev() {
        s.push_str(&(rank + 1).to_string());
        for file in 0..FILES {
            s.push(' ');
            s.push(g.at(square(file, rank)).map_or('.', |(s, k)| char_of(s, k)));
        }
        s.push('\n');
    }
    s.push_str("  a b c d e f g h");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_reads_back_as_drawn() {
        let g = start();
        let drawn = picture(&g);
        let again = from_ascii(&drawn, [RESERVE; 2], Side::First).unwrap();
        assert_eq!(again, g);
        assert!(from_ascii("L.......\n", [4, 4], Side::First).is_err());
        assert!(from_ascii(&START.replace("LGLGLGLG", "GLGLGLGL"), [4, 4], Side::First).is_err());
        assert!(from_ascii(&START.replace("........", "...x...."), [4, 4], Side::First).is_err());
    }
}
