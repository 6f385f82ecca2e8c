//! Positions as text, as FEN is to chess: what every game's [`Game::position`] and
//! [`Game::from_position`] share — the error that names what is wrong, and the
//! readers and writers of the common shape.
//!
//! The shape, the same in every game (each game's own fields are documented in
//! `docs/positions.md`): one line of fields separated by single spaces; the board
//! first, written row by row with `/` between rows, a letter per piece (the first
//! side's in capitals) and a digit for a run of empty cells (`3` = three empty); then
//! the side to act and the game's own fields; `-` for an empty field. A game whose
//! pieces need more than a letter (Kriegspiel's plates: kind, figures, facing) writes
//! each as a token that starts with a letter and whose end the game tells
//! ([`read_piece_rows`]),
//! the runs of empty cells still digits.
//!
//! [`Game::position`]: super::Game::position
//! [`Game::from_position`]: super::Game::from_position

use std::fmt;

use super::Side;

/// The longest position text read: several times the longest any game writes, so
/// a pasted book or a hostile link is refused before it is looked at.
pub const MAX_LEN: usize = 1024;

/// Which part of a position text is wrong: the page says it in the player's words
/// (`position.part.<name>`), the API in English with the detail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionPart {
    /// The whole text: empty, too long, not ASCII, too few or too many fields.
    Shape,
    /// The board: a row's length, an unknown piece letter, a piece where none can be.
    Board,
    /// The side to act (or the chance step).
    ToMove,
    /// Men in hand, a reserve, a side's figures off the board.
    Reserve,
    /// The phase of the game (placing, moving, set-up…).
    Phase,
    /// An action under way: a capture owed, a roll pending, a turn's used actions.
    Pending,
    /// The counters of the draw rules and of the turn.
    Counters,
    /// The options that change the legal moves (a field's shape, a board's layout).
    Options,
    /// The parts each right but together impossible (more pieces than a side owns,
    /// a capture owed with no mill…).
    Consistency,
}

impl PositionPart {
    /// Its name, as the page's words and the API's messages use it (`"board"`).
    pub fn name(self) -> &'static str {
        match self {
            PositionPart::Shape => "shape",
            PositionPart::Board => "board",
            PositionPart::ToMove => "to_move",
            PositionPart::Reserve => "reserve",
            PositionPart::Phase => "phase",
            PositionPart::Pending => "pending",
            PositionPart::Counters => "counters",
            PositionPart::Options => "options",
            PositionPart::Consistency => "consistency",
        }
    }
}

/// Why a position text was refused: which part, and what about it (in English, for
/// the API and the command line; the page names the part in the player's words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The part of the text that is wrong.
    pub part: PositionPart,
    /// What is wrong with it (`"row 3 has 9 cells, not 8"`).
    pub detail: String,
}

impl PositionError {
    /// An error in `part`.
    pub fn new(part: PositionPart, detail: impl Into<String>) -> Self {
        PositionError { part, detail: detail.into() }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad position ({}): {}", self.part.name(), self.detail)
    }
}

impl std::error::Error for PositionError {}

impl PositionError {
    /// The reason in words for the page: the part that is wrong, named in the
    /// player's language (`position.part.<name>`; the detail is for the API).
    pub fn note(&self) -> super::Note {
        super::Note::new("error.why.position").arg("part", format!("@position.part.{}", self.part.name()))
    }
}

/// The fields of a position text, read one after the other, each for a part.
pub struct Fields<'a> {
    rest: std::str::Split<'a, char>,
    read: usize,
    count: usize,
}

impl<'a> Fields<'a> {
    /// The fields of `text`, which must have exactly `count` of them, separated by
    /// single spaces (surrounding spaces are allowed), ASCII only, at most
    /// [`MAX_LEN`] long.
    ///
    /// # Errors
    ///
    /// A [`PositionPart::Shape`] error saying what is wrong with the text as a whole.
    pub fn new(text: &'a str, count: usize) -> Result<Self, PositionError> {
        let text = text.trim();
        let shape = |d: String| Err(PositionError::new(PositionPart::Shape, d));
        if text.is_empty() {
            return shape("the text is empty".into());
        }
        if text.len() > MAX_LEN {
            return shape(format!("the text is {} characters long, more than {MAX_LEN}", text.len()));
        }
        if let Some(c) = text.chars().find(|c| !c.is_ascii_graphic() && *c != ' ') {
            return shape(format!("the text has the character {c:?}"));
        }
        let found = text.split(' ').count();
        if text.split(' ').any(str::is_empty) {
            return shape("two spaces in a row: fields are separated by one space".into());
        }
        if found != count {
            return shape(format!("{found} fields, not {count}"));
        }
        Ok(Fields { rest: text.split(' '), read: 0, count })
    }

    /// The next field (the count was checked: there is one). Not an [`Iterator`]: the
    /// count checked up front is what lets every game read its fields without an
    /// `Option` to unwrap at each.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> &'a str {
        self.read += 1;
        debug_assert!(self.read <= self.count);
        self.rest.next().unwrap_or("")
    }

    /// The next field as a whole number within `min..=max`, for `part`.
    ///
    /// # Errors
    ///
    /// An error in `part` naming `what` if the field is not such a number.
    pub fn number(&mut self, part: PositionPart, what: &str, min: u32, max: u32) -> Result<u32, PositionError> {
        let field = self.next();
        number(field, part, what, min, max)
    }
}

/// `field` as a whole number within `min..=max`.
///
/// # Errors
///
/// An error in `part` naming `what` if it is not such a number.
pub fn number(field: &str, part: PositionPart, what: &str, min: u32, max: u32) -> Result<u32, PositionError> {
    match field.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) && field.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(PositionError::new(part, format!("{what} must be a number from {min} to {max}, not {field:?}"))),
    }
}

/// Reads a board field written row by row (`/` between rows, a digit 1–9 for a run of
/// empty cells, any other character one cell): each row's cells, `None` for empty.
///
/// # Errors
///
/// A [`PositionPart::Board`] error if the field does not have `rows` rows of `cols`
/// cells. The pieces' letters are the caller's to check.
pub fn read_rows(field: &str, rows: usize, cols: usize) -> Result<Vec<Vec<Option<char>>>, PositionError> {
    read_rows_of(field, &vec![cols; rows])
}

/// Reads a board field as [`read_rows`] does, for a board whose rows have different
/// lengths (moulin's ranks hold three points, the middle one six): `lengths[i]` is
/// the number of cells of row `i`, and the field must have exactly that many rows.
///
/// # Errors
///
/// A [`PositionPart::Board`] error if a row is missing, extra, or of another length.
pub fn read_rows_of(field: &str, lengths: &[usize]) -> Result<Vec<Vec<Option<char>>>, PositionError> {
    let board = |d: String| PositionError::new(PositionPart::Board, d);
    let lines: Vec<&str> = field.split('/').collect();
    if lines.len() != lengths.len() {
        return Err(board(format!("{} rows, not {}", lines.len(), lengths.len())));
    }
    let mut out = Vec::with_capacity(lengths.len());
    for (i, (line, &cols)) in lines.iter().zip(lengths).enumerate() {
        let mut row = Vec::with_capacity(cols);
        for c in line.chars() {
            match c.to_digit(10) {
                Some(0) => {
                    return Err(board(format!("row {} from the top has a 0: a run of empty cells is 1 to 9", i + 1)))
                }
                Some(n) => row.extend(std::iter::repeat_n(None, n as usize)),
                None => row.push(Some(c)),
            }
            if row.len() > cols {
                break;
            }
        }
        if row.len() != cols {
            return Err(board(format!("row {} from the top has {} cells, not {cols}", i + 1, row.len())));
        }
        out.push(row);
    }
    Ok(out)
}

/// Writes a board field row by row, as [`read_rows`] reads it: `cell(row, col)` is a
/// piece's character or `None`; runs of empty cells become digits.
pub fn write_rows(rows: usize, cols: usize, cell: impl Fn(usize, usize) -> Option<char>) -> String {
    write_rows_of(&vec![cols; rows], cell)
}

/// Writes a board whose rows have different lengths (`lengths[i]` cells in row `i`),
/// as [`read_rows_of`] reads it.
pub fn write_rows_of(lengths: &[usize], cell: impl Fn(usize, usize) -> Option<char>) -> String {
    write_runs(lengths, |r, c, s| cell(r, c).map(|ch| s.push(ch)).is_some())
}

/// Reads a board field whose pieces need more than one character (a Kriegspiel plate:
/// its kind, its figures, its facing), as [`read_rows`] reads one character a piece:
/// rows separated by `/`, a digit 1–9 for a run of empty cells where a piece could
/// start. A piece starts with a character that is not a digit; `piece(row, col, rest)`
/// reads the one that starts `rest` (the rest of its row) and says how many
/// characters it took, so each game decides how its pieces end (a fixed width, or a
/// grammar that tells). Returns each row's cells, a piece or `None`.
///
/// # Errors
///
/// A [`PositionPart::Board`] error if the field does not have `rows` rows of `cols`
/// cells, or the error `piece` gives for a piece it cannot read.
pub fn read_piece_rows<T>(
    field: &str,
    rows: usize,
    cols: usize,
    mut piece: impl FnMut(usize, usize, &str) -> Result<(T, usize), PositionError>,
) -> Result<Vec<Vec<Option<T>>>, PositionError> {
    let board = |d: String| PositionError::new(PositionPart::Board, d);
    let lines: Vec<&str> = field.split('/').collect();
    if lines.len() != rows {
        return Err(board(format!("{} rows, not {rows}", lines.len())));
    }
    let mut out = Vec::with_capacity(rows);
    for (i, line) in lines.iter().enumerate() {
        let mut row: Vec<Option<T>> = Vec::with_capacity(cols);
        let mut rest = *line;
        while let Some(c) = rest.chars().next() {
            if row.len() >= cols {
                return Err(board(format!("row {} from the top has more than {cols} cells", i + 1)));
            }
            if let Some(n) = c.to_digit(10) {
                if n == 0 {
                    return Err(board(format!("row {} from the top has a 0: a run of empty cells is 1 to 9", i + 1)));
                }
                if row.len() + n as usize > cols {
                    return Err(board(format!("row {} from the top has more than {cols} cells", i + 1)));
                }
                row.extend(std::iter::repeat_with(|| None).take(n as usize));
                rest = &rest[1..];
            } else {
                let (p, len) = piece(i, row.len(), rest)?;
                // A piece takes at least its first character, and no more than is left.
                rest = rest
                    .get(len.max(1)..)
                    .ok_or_else(|| board(format!("row {} from the top ends inside a piece", i + 1)))?;
                row.push(Some(p));
            }
        }
        if row.len() != cols {
            return Err(board(format!("row {} from the top has {} cells, not {cols}", i + 1, row.len())));
        }
        out.push(row);
    }
    Ok(out)
}

/// Writes a board field of multi-character pieces, as [`read_piece_rows`] reads it:
/// `cell(row, col)` is a piece's token (its first character not a digit, its end
/// told by the game's own reading) or `None`; runs of empty cells become digits.
pub fn write_piece_rows(rows: usize, cols: usize, cell: impl Fn(usize, usize) -> Option<String>) -> String {
    write_runs(&vec![cols; rows], |r, c, s| {
        cell(r, c)
            .map(|t| {
                debug_assert!(t.starts_with(|c: char| !c.is_ascii_digit()), "a token starts with a digit: {t:?}");
                s.push_str(&t)
            })
            .is_some()
    })
}

/// The writing [`write_rows`] and [`write_piece_rows`] share: rows joined by `/`, runs
/// of empty cells as digits (9 at most each). `piece(row, col, out)` writes the piece
/// on that cell, if any, and says whether there was one.
fn write_runs(lengths: &[usize], piece: impl Fn(usize, usize, &mut String) -> bool) -> String {
    let mut s = String::new();
    for (r, &cols) in lengths.iter().enumerate() {
        if r > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for c in 0..cols {
            let mut token = String::new();
            if piece(r, c, &mut token) {
                if empty > 0 {
                    s.push_str(&empty.to_string());
                    empty = 0;
                }
                s.push_str(&token);
            } else {
                empty += 1;
                if empty == 9 {
                    s.push('9');
                    empty = 0;
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
    }
    s
}

/// Reads the side-to-act field of a game whose sides are written as two fixed words
/// (`["w", "b"]`): the same check and the same message in every such game.
///
/// # Errors
///
/// A [`PositionPart::ToMove`] error if `field` is neither word.
pub fn read_side(field: &str, words: [&str; 2]) -> Result<Side, PositionError> {
    Side::BOTH.into_iter().find(|s| field == words[s.index()]).ok_or_else(|| {
        PositionError::new(
            PositionPart::ToMove,
            format!("the side to act must be {:?} or {:?}, not {field:?}", words[0], words[1]),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip_and_runs_are_counted() {
        let cell = |r: usize, c: usize| ((r + c) % 3 == 0).then_some(if r % 2 == 0 { 'P' } else { 'p' });
        let text = write_rows(4, 11, cell);
        let rows = read_rows(&text, 4, 11).unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (c, got) in row.iter().enumerate() {
                assert_eq!(*got, cell(r, c));
            }
        }
        assert_eq!(write_rows(1, 10, |_, _| None), "91");
        assert!(read_rows("3/4", 2, 3).is_err(), "a long row");
        assert!(read_rows("3/2", 2, 3).is_err(), "a short row");
        assert!(read_rows("3", 2, 3).is_err(), "a missing row");
        assert!(read_rows("0", 1, 3).is_err(), "a zero");
    }

    /// Pieces of a letter and any number of `+` after it (a stack, say), read by the
    /// test's own grammar: where a piece ends is the game's to tell.
    fn stack(_: usize, _: usize, rest: &str) -> Result<(String, usize), PositionError> {
        if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return Err(PositionError::new(PositionPart::Board, format!("no piece at {rest:?}")));
        }
        let len = 1 + rest[1..].bytes().take_while(|&b| b == b'+').count();
        Ok((rest[..len].to_string(), len))
    }

    #[test]
    fn piece_rows_round_trip_and_the_game_tells_where_a_piece_ends() {
        let cell =
            |r: usize, c: usize| ((r * 3 + c) % 4 == 1).then(|| format!("{}{}", ['S', 'k'][r % 2], "+".repeat(c % 3)));
        let text = write_piece_rows(3, 14, cell);
        let rows = read_piece_rows(&text, 3, 14, stack).unwrap();
        for (r, row) in rows.iter().enumerate() {
            for (c, got) in row.iter().enumerate() {
                assert_eq!(*got, cell(r, c));
            }
        }
        assert_eq!(write_piece_rows(1, 14, |_, c| (c == 12).then(|| "S++".to_string())), "93S++1");
        assert_eq!(read_piece_rows("2S+1", 1, 4, stack).unwrap(), vec![vec![None, None, Some("S+".to_string()), None]]);
        assert!(read_piece_rows("2*", 1, 3, stack).is_err(), "not a piece");
        assert!(read_piece_rows("S+S", 1, 3, stack).is_err(), "a short row");
        assert!(read_piece_rows("4", 1, 3, stack).is_err(), "a long row");
        assert!(read_piece_rows("2SS", 1, 3, stack).is_err(), "a piece past the row's end");
        assert!(read_piece_rows("3/3", 1, 3, stack).is_err(), "a row too many");
        assert!(read_piece_rows("0S", 1, 2, stack).is_err(), "a zero");
    }

    #[test]
    fn uneven_rows_round_trip_and_each_row_has_its_own_length() {
        let lengths = [3, 6, 3];
        let cell = |r: usize, c: usize| (c % 2 == r % 2).then_some('M');
        let text = write_rows_of(&lengths, cell);
        assert_eq!(text, "M1M/1M1M1M/M1M");
        let rows = read_rows_of(&text, &lengths).unwrap();
        assert_eq!(rows.iter().map(Vec::len).collect::<Vec<_>>(), lengths);
        assert_eq!(rows[1][1], Some('M'));
        assert_eq!(read_rows_of("3/3/3", &lengths).unwrap_err().part, PositionPart::Board, "a short middle row");
        assert!(read_rows_of("3/6", &lengths).is_err(), "a missing row");
        assert!(read_rows_of("3/6/3/3", &lengths).is_err(), "an extra row");
    }

    #[test]
    fn a_side_is_one_of_two_words() {
        assert_eq!(read_side("w", ["w", "b"]), Ok(Side::First));
        assert_eq!(read_side("b", ["w", "b"]), Ok(Side::Second));
        for bad in ["W", "x", "wb", "-"] {
            assert_eq!(read_side(bad, ["w", "b"]).unwrap_err().part, PositionPart::ToMove, "{bad:?}");
        }
    }

    #[test]
    fn fields_check_the_shape() {
        assert!(Fields::new("", 1).is_err());
        assert!(Fields::new("a  b", 2).is_err());
        assert!(Fields::new("a b", 3).is_err());
        assert!(Fields::new("a é", 2).is_err());
        assert!(Fields::new(&"x".repeat(MAX_LEN + 1), 1).is_err());
        let mut f = Fields::new(" a 12 ", 2).unwrap();
        assert_eq!(f.next(), "a");
        assert_eq!(f.number(PositionPart::Counters, "n", 0, 20), Ok(12));
        assert!(number("+3", PositionPart::Counters, "n", 0, 9).is_err());
        assert!(number("10", PositionPart::Counters, "n", 0, 9).is_err());
    }
}
