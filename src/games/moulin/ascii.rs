//! Positions drawn as pictures, for tests and documentation. The picture is the
//! board as players draw it, rank 7 at the top; on each line only `W` (white man),
//! `B` (black man) and `.` (empty point) count, left to right, so lines and
//! spacing are free decoration.
//!
//! ```
//! use plateaux::games::moulin::Moulin;
//! use plateaux::core::{Game, Side};
//! let g = Moulin::from_ascii("
//!     W-----------W-----------W
//!     |   .-------.-------.   |
//!     |   |   .---.---.   |   |
//!     .---.---.       .---.---.
//!     |   |   .---.---.   |   |
//!     |   B-------B-------.   |
//!     .-----------.-----------.", [0, 0], Side::Second).unwrap();
//! assert_eq!(g.men(Side::First).count_ones(), 3);
//! ```

use super::board::POINTS;
use super::{Moulin, MEN_PER_SIDE};
use crate::core::Side;

impl Moulin {
    /// Reads a picture (see the module docs) with the men in hand and the side to move.
    /// Refuses a side with more than [`MEN_PER_SIDE`] men on the board and in hand.
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong with the picture.
    pub fn from_ascii(picture: &str, hand: [u8; 2], side: Side) -> Result<Moulin, String> {
        let lines: Vec<&str> = picture.lines().filter(|l| !l.trim().is_empty()).collect();
        if lines.len() != 7 {
            return Err(format!("a moulin picture has 7 lines, not {}", lines.len()));
        }
        let mut men = [0u32; 2];
        for (row, line) in lines.iter().enumerate() {
            let rank = 6 - row as u8;
            let points: Vec<usize> = (0..24).filter(|&p| POINTS[p].2 == rank).collect();
            let marks: Vec<char> = line.chars().filter(|c| matches!(c, 'W' | 'B' | '.')).collect();
            if marks.len() != points.len() {
                return Err(format!(
                    "rank {} has {} points, the picture shows {}",
                    rank + 1,
                    points.len(),
                    marks.len()
                ));
            }
            for (&p, c) in points.iter().zip(marks) {
                match c {
                    'W' => men[0] |= 1 << p,
                    'B' => men[1] |= 1 << p,
                    _ => {}
                }
            }
        }
        for s in Side::BOTH {
            let (on_board, in_hand) = (men[s.index()].count_ones(), hand[s.index()] as u32);
            if on_board + in_hand > MEN_PER_SIDE as u32 {
                return Err(format!(
                    "a side has {MEN_PER_SIDE} men, not {on_board} on the board and {in_hand} in hand"
                ));
            }
        }
        Ok(Moulin::from_parts(men[0], men[1], hand, side))
    }

    /// The position as a picture that [`Moulin::from_ascii`] reads back
    /// ([`crate::core::Game::ascii`]).
    pub(super) fn picture(&self) -> String {
        const FRAME: [&str; 7] = [
            "0-----------0-----------0",
            "|   0-------0-------0   |",
            "|   |   0---0---0   |   |",
            "0---0---0       0---0---0",
            "|   |   0---0---0   |   |",
            "|   0-------0-------0   |",
            "0-----------0-----------0",
        ];
        let mut out = String::new();
        for (row, frame) in FRAME.iter().enumerate() {
            let rank = 6 - row as u8;
            let mut points = (0..24u8).filter(|&p| POINTS[p as usize].2 == rank);
            for ch in frame.chars() {
                if ch == '0' {
                    let p = points.next().expect("frame matches the board");
                    let c = if self.men(Side::First) & 1 << p != 0 {
                        'W'
                    } else if self.men(Side::Second) & 1 << p != 0 {
                        'B'
                    } else {
                        '.'
                    };
                    out.push(c);
                } else {
                    out.push(ch);
                }
            }
            out.push('\n');
        }
        out
    }
}
