//! Moulin notation (RULES.md §1): `d2` places, `d2-d3` moves or flies, and a capture
//! is appended: `d2-d3xg7`, `b4xa1`.

use super::board::{point_index, point_name};
use super::MoulinMove;
use crate::core::ParseError;

pub fn write(m: MoulinMove) -> String {
    let mut s = String::with_capacity(8);
    if let Some(f) = m.from {
        s.push_str(point_name(f));
        s.push('-');
    }
    s.push_str(point_name(m.to));
    if let Some(c) = m.capture {
        s.push('x');
        s.push_str(point_name(c));
    }
    s
}

fn point(s: &str, whole: &str) -> Result<u8, ParseError> {
    point_index(s).ok_or_else(|| ParseError(format!("'{s}' is not a point of the board in '{whole}'")))
}

pub fn read(s: &str) -> Result<MoulinMove, ParseError> {
    let (main, capture) = match s.split_once(['x', 'X']) {
        Some((m, c)) => (m, Some(point(c, s)?)),
        None => (s, None),
    };
    let (from, to) = match main.split_once('-') {
        Some((f, t)) => (Some(point(f, s)?), point(t, s)?),
        None => (None, point(main, s)?),
    };
    if from == Some(to) || capture == Some(to) || (capture.is_some() && capture == from) {
        return Err(ParseError(format!("'{s}' names the same point twice")));
    }
    Ok(MoulinMove { from, to, capture })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for t in ["d2", "d2-d3", "d2-d3xg7", "b4xa1", "a1-g7"] {
            assert_eq!(write(read(t).unwrap()), t);
        }
        for bad in ["", "d4", "h1", "d2-", "-d2", "d2xd2", "d2-d3x", "d2--d3", "d2-d3-d1", "é2", "d22"] {
            assert!(read(bad).is_err(), "{bad:?} should be refused");
        }
    }
}
