//! Kriegspiel notation (RULES.md §4): rotation or half-rotation `d2:NE` (the new
//! facing), displacement `d2-e3`, transfer `d2>e3/2s` (`/1c` for a cavalier), shot
//! `d2*e4`, its roll `=4`, and `end`. No move contains a space.

use super::board::Field;
use super::KMove;
use crate::core::ParseError;

pub fn write(f: &Field, m: KMove) -> String {
    match m {
        KMove::Turn { from, dir } => format!("{}:{}", f.name(from), f.dir_name(dir)),
        KMove::Step { from, to } => format!("{}-{}", f.name(from), f.name(to)),
        KMove::Transfer { from, to, n, cav } => {
            format!("{}>{}/{}{}", f.name(from), f.name(to), n, if cav { 'c' } else { 's' })
        }
        KMove::Shoot { from, to } => format!("{}*{}", f.name(from), f.name(to)),
        KMove::End => "end".to_string(),
        KMove::Roll(r) => format!("={r}"),
    }
}

fn err(s: &str, why: &str) -> ParseError {
    ParseError(format!("'{s}': {why}"))
}

fn cell(f: &Field, part: &str, whole: &str) -> Result<u8, ParseError> {
    f.parse_cell(part).ok_or_else(|| err(whole, &format!("'{part}' is not a cell of the field")))
}

/// Two distinct cells around `sep`.
fn two_cells(f: &Field, s: &str, sep: char) -> Result<(u8, u8), ParseError> {
    let (a, b) = s.split_once(sep).ok_or_else(|| err(s, "not a move"))?;
    let (a, b) = (cell(f, a, s)?, cell(f, b, s)?);
    if a == b {
        return Err(err(s, "names the same cell twice"));
    }
    Ok((a, b))
}

pub fn read(f: &Field, s: &str) -> Result<KMove, ParseError> {
    if s.eq_ignore_ascii_case("end") {
        return Ok(KMove::End);
    }
    if let Some(r) = s.strip_prefix('=') {
        return match r.as_bytes() {
            [d @ b'0'..=b'5'] => Ok(KMove::Roll(d - b'0')),
            _ => Err(err(s, "a roll is one face from 0 to 5, like =4")),
        };
    }
    if let Some((c, d)) = s.split_once(':') {
        let from = cell(f, c, s)?;
        let dir = f.parse_dir(d).ok_or_else(|| err(s, &format!("'{d}' is not a direction of this field")))?;
        return Ok(KMove::Turn { from, dir });
    }
    if let Some((cells, what)) = s.split_once('/') {
        let (from, to) = two_cells(f, cells, '>')?;
        let b = what.as_bytes();
        let (kind, digits) =
            b.split_last().ok_or_else(|| err(s, "a transfer ends with a count and s or c, like /2s"))?;
        let cav = match kind.to_ascii_lowercase() {
            b's' => false,
            b'c' => true,
            _ => return Err(err(s, "a transfer ends with s (soldiers) or c (cavaliers)")),
        };
        let n = match digits {
            [d @ b'1'..=b'5'] => d - b'0',
            _ => return Err(err(s, "a transfer moves 1 to 5 figures")),
        };
        return Ok(KMove::Transfer { from, to, n, cav });
    }
    for (sep, shot) in [('*', true), ('-', false)] {
        if s.contains(sep) {
            let (from, to) = two_cells(f, s, sep)?;
            return Ok(if shot { KMove::Shoot { from, to } } else { KMove::Step { from, to } });
        }
    }
    Err(err(s, "not a move (examples: d2:NE, d2-e3, d2>e3/2s, d2*e4, =4, end)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_nonsense() {
        let f = Field { files: 9, rows: 8, flat: false };
        for t in ["d2:NE", "d2-e3", "d2>e3/2s", "a1>b1/1c", "d2*e4", "=4", "=0", "end", "i8:SW"] {
            assert_eq!(write(&f, read(&f, t).unwrap()), t);
        }
        for bad in [
            "", "d2", "d2:N", "j1:E", "d9-d8", "d2-d2", "d2>e3", "d2>e3/2x", "d2>e3/0s", "d2>e3/6s", "=6", "=", "=44",
            "d2*", "*e4", "d2-e3-f4", "é2:E", "d2:NE:E", "a0-a1", "d2>e3/s", "d2/2s", "end ", "d22-e3",
        ] {
            assert!(read(&f, bad).is_err(), "{bad:?} should be refused");
        }
        let flat = Field { files: 8, rows: 9, flat: true };
        assert!(read(&flat, "d2:N").is_ok());
        assert!(read(&flat, "d2:E").is_err());
    }
}
