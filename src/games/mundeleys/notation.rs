//! Mundeleys notation (RULES.md §2): a step `e2-e3`, a capture `d2xe3`, and a
//! promotion appended as `=M`: `c5-c6=M`, `d5xe6=M`.

use super::board::{file_rank, square_index, square_name};
use super::MundeleysMove;
use crate::core::ParseError;

pub fn write(m: MundeleysMove) -> String {
    let sep = if m.capture { 'x' } else { '-' };
    let promo = if m.promote { "=M" } else { "" };
    format!("{}{sep}{}{promo}", square_name(m.from), square_name(m.to))
}

fn square(s: &str, whole: &str) -> Result<u8, ParseError> {
    square_index(s).ok_or_else(|| ParseError(format!("'{s}' is not a square (a1 to h6) in '{whole}'")))
}

/// Reads a move. Only its form is checked (two squares one step apart, a separator,
/// perhaps `=M`); whether the rules allow it here is for `try_play`.
pub fn read(s: &str) -> Result<MundeleysMove, ParseError> {
    let (body, promote) = match s.strip_suffix("=M") {
        Some(b) => (b, true),
        None => (s, false),
    };
    let (from, to, capture) = match (body.split_once('-'), body.split_once('x')) {
        (Some((f, t)), None) => (f, t, false),
        (None, Some((f, t))) => (f, t, true),
        _ => return Err(ParseError(format!("'{s}' is not of the form e2-e3, d2xe3 or c5-c6=M"))),
    };
    let (from, to) = (square(from, s)?, square(to, s)?);
    let ((f1, r1), (f2, r2)) = (file_rank(from), file_rank(to));
    if from == to || f1.abs_diff(f2) > 1 || r1.abs_diff(r2) > 1 {
        return Err(ParseError(format!("'{s}' is not a step of one square")));
    }
    Ok(MundeleysMove { from, to, capture, promote })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for t in ["e2-e3", "d2xe3", "c5-c6=M", "d5xe6=M", "h1-g2", "a6xb5"] {
            assert_eq!(write(read(t).unwrap()), t);
        }
        for bad in [
            "", "e2", "e2-", "-e3", "e2-e2", "e2-e4", "a1-h1", "e2--e3", "e2xe3x", "e2-e3=", "e2-e3=L", "e2-e3=MM",
            "e7-e8", "i2-i3", "é2-e3", "e2-é3", "e2 - e3", "d2xe3-e4", "=M",
        ] {
            assert!(read(bad).is_err(), "{bad:?} should be refused");
        }
    }
}
