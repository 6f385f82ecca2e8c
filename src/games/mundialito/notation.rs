//! Mundialito notation (RULES.md §3): setup `Y3@c1` and `ball@d2`; move `c1-c2`;
//! pass `c2<>e4` (ball's square first); push `c2>c3` (pusher, then pushed); jump
//! `c2^c4` (from, landing); `end`.
//!
//! Reading checks the form only (squares exist, two different squares, neighbours
//! for a move or a push, two apart on a line for a jump); legality is `try_play`'s.

use super::board::{square_index, square_name, step, DIRS};
use super::MundialitoMove;
use crate::core::{ParseError, Side};

pub fn write(m: MundialitoMove) -> String {
    use MundialitoMove::*;
    let n = square_name;
    match m {
        Place { side, size, to } => format!("{}{}@{}", side_letter(side), size, n(to)),
        Ball { to } => format!("ball@{}", n(to)),
        Step { from, to } => format!("{}-{}", n(from), n(to)),
        Pass { ball, pyramid } => format!("{}<>{}", n(ball), n(pyramid)),
        Push { from, over } => format!("{}>{}", n(from), n(over)),
        Jump { from, to } => format!("{}^{}", n(from), n(to)),
        End => "end".to_string(),
    }
}

fn side_letter(s: Side) -> char {
    match s {
        Side::First => 'Y',
        Side::Second => 'R',
    }
}

fn sq(s: &str, whole: &str) -> Result<u8, ParseError> {
    square_index(s).ok_or_else(|| ParseError(format!("'{s}' is not a square (a1 to f6) in '{whole}'")))
}

fn err<T>(msg: String) -> Result<T, ParseError> {
    Err(ParseError(msg))
}

fn neighbours(a: u8, b: u8) -> bool {
    DIRS.iter().any(|&d| step(a, d) == Some(b))
}

fn two_apart(a: u8, b: u8) -> bool {
    DIRS.iter().any(|&d| step(a, d).and_then(|m| step(m, d)) == Some(b))
}

pub fn read(s: &str) -> Result<MundialitoMove, ParseError> {
    use MundialitoMove::*;
    let t = s.trim();
    if !t.is_ascii() || t.is_empty() {
        return err(format!("'{s}' is not a Mundialito move (e.g. c1-c2, c2<>e4, c2>c3, c2^c4, Y3@c1, ball@d2, end)"));
    }
    if t.eq_ignore_ascii_case("end") {
        return Ok(End);
    }
    if let Some((who, to)) = t.split_once('@') {
        let to = sq(to, s)?;
        if who.eq_ignore_ascii_case("ball") {
            return Ok(Ball { to });
        }
        let w = who.as_bytes();
        let side = match w.first().map(u8::to_ascii_uppercase) {
            Some(b'Y') => Side::First,
            Some(b'R') => Side::Second,
            _ => return err(format!("'{who}' in '{s}' should be Y or R with a size (Y3) or 'ball'")),
        };
        return match w {
            [_, z @ b'1'..=b'3'] => Ok(Place { side, size: z - b'0', to }),
            _ => err(format!("'{who}' in '{s}' should be Y or R and a size 1 to 3, like Y3")),
        };
    }
    for (sep, kind) in [("<>", 0), ("-", 1), (">", 2), ("^", 3)] {
        let Some((a, b)) = t.split_once(sep) else { continue };
        let (a, b) = (sq(a, s)?, sq(b, s)?);
        if a == b {
            return err(format!("'{s}' names the same square twice"));
        }
        return match kind {
            0 => Ok(Pass { ball: a, pyramid: b }),
            1 | 2 if !neighbours(a, b) => err(format!("'{s}': the two squares must be neighbours")),
            1 => Ok(Step { from: a, to: b }),
            2 => Ok(Push { from: a, over: b }),
            _ if !two_apart(a, b) => err(format!("'{s}': a jump lands two squares away in a straight line")),
            _ => Ok(Jump { from: a, to: b }),
        };
    }
    err(format!("'{s}' is not a Mundialito move (e.g. c1-c2, c2<>e4, c2>c3, c2^c4, Y3@c1, ball@d2, end)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        for t in ["Y3@c1", "R1@f6", "ball@d2", "c1-c2", "a3-f3", "c2<>e4", "c2>c3", "f4>a4", "c2^c4", "b3^f3", "end"] {
            assert_eq!(write(read(t).unwrap()), t);
        }
        for bad in [
            "", "e", "Y4@c1", "X3@c1", "Y3@g1", "c1-c3", "c1-c1", "c2<>c2", "c2>c4", "c2^c3", "c2^d3", "c2-", "é2-c3",
            "ball@", "@c1", "Y@c1", "Y33@c1",
        ] {
            assert!(read(bad).is_err(), "{bad:?} should be refused");
        }
    }
}
