//! A game record packed for a link: short enough for a text message. A record's JSON
//! (`{"game":"moulin","options":{},"seed":…,"moves":["d2","d6",…]}`) in base64 takes
//! 117 characters after one moulin move and 300 after two dozen; packed, each move is
//! its index among the moves possible at that point — legal moves, or a roll's faces
//! — in the order of their notation, written in as few bits as that count needs
//! (none when only one move is possible). A 40-ply moulin game packs into about 60
//! characters, a Kriegspiel action into one or two.
//!
//! The text is `<game id>.<base64url bytes>`; the bytes are:
//! - a header byte: the format's version (1) in the low four bits, then one bit each
//!   for options, a start position and an end being present;
//! - the dice seed (LEB128);
//! - the options as JSON, then the start position as text, each a LEB128 length and
//!   UTF-8 bytes, when present; the end (one byte: 0 resigned, 1 the time ran out);
//! - the number of moves (LEB128), then the moves' indices, bit-packed lowest bit
//!   first.
//!
//! The order is the moves' notation, not the move generator's, so that a faster
//! generator never changes what an old link means: the notation is the records'
//! own contract already.

use super::record::RecordError;
use super::{Game, GameRecord, History, PlayError, RecordEnd, View};

/// The format written (the header's low four bits).
const VERSION: u8 = 1;
const HAS_OPTIONS: u8 = 1 << 4;
const HAS_POSITION: u8 = 1 << 5;
const HAS_END: u8 = 1 << 6;

/// Why a packed record cannot be read. Nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The text stops before the record does: a link cut on its way.
    Incomplete,
    /// Not a packed record, or one whose content does not fit the game (a character
    /// changed, a move index past the moves possible).
    Damaged,
    /// No game of that id.
    UnknownGame(String),
    /// The record it packs does not replay (its start position, a move).
    Record(RecordError),
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PackError::Incomplete => write!(f, "the packed record is cut short"),
            PackError::Damaged => write!(f, "the packed record is damaged"),
            PackError::UnknownGame(id) => write!(f, "no game is called '{id}'"),
            PackError::Record(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PackError {}

impl PackError {
    /// The reason in words for the page: what happened to the link, in a player's
    /// terms.
    pub fn note(&self) -> super::Note {
        match self {
            PackError::Incomplete => super::Note::new("error.why.link_cut"),
            PackError::Damaged | PackError::UnknownGame(_) => super::Note::new("error.why.damaged_link"),
            PackError::Record(e) => e.note(),
        }
    }
}

/// A game being replayed, one move at a time: all the codec asks of a game. Behind a
/// trait object, so the packing itself is compiled once for every game (the page's
/// module stays light).
trait Steps {
    /// The notation of every move possible now, sorted.
    fn choices(&self) -> Vec<String>;
    /// Plays a move given in notation; returns it in the game's own notation.
    fn play(&mut self, text: &str) -> Result<String, PlayError>;
}

/// A position and its history, stepped through.
struct Replay<G: Game> {
    g: G,
    history: History,
}

impl<G: Game> Replay<G> {
    fn new(g: G) -> Self {
        let history = History::new(&g);
        Replay { g, history }
    }
}

impl<G: Game> Steps for Replay<G> {
    fn choices(&self) -> Vec<String> {
        if matches!(self.history.to_move(&self.g), super::ToMove::Over(_)) {
            return Vec::new();
        }
        // Sorted by insertion: a few dozen moves, and the page's module is spared the
        // standard library's sorting machinery (kilobytes per element type).
        let mut v: Vec<String> = Vec::new();
        for m in self.g.moves_now() {
            let text = self.g.notation(m);
            let at = v.iter().position(|t| *t > text).unwrap_or(v.len());
            v.insert(at, text);
        }
        v
    }

    fn play(&mut self, text: &str) -> Result<String, PlayError> {
        let m = self.history.play_notation(&mut self.g, text)?;
        Ok(self.g.notation(m))
    }
}

/// The bits an index among `n` choices takes.
fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Packs a record of game `G` (checked: every move replayed).
///
/// # Errors
///
/// The record does not replay.
pub fn pack<G: View>(record: &GameRecord) -> Result<String, RecordError> {
    let body = pack_moves(record, &mut Replay::new(record.start_position::<G>()?))?;
    Ok(format!("{}.{}", G::ID, body))
}

fn pack_moves(record: &GameRecord, steps: &mut dyn Steps) -> Result<String, RecordError> {
    let mut bits = Bits::default();
    for (index, mv) in record.moves.iter().enumerate() {
        let bad = |error| RecordError::BadMove { index, mv: mv.clone(), error };
        let all = steps.choices();
        let played = steps.play(mv).map_err(bad)?;
        let at =
            all.binary_search(&played).map_err(|_| bad(PlayError::Illegal("not among the moves possible".into())))?;
        bits.push(at as u64, width(all.len()));
    }
    let plain = record.options.is_null() || record.options.as_object().is_some_and(|o| o.is_empty());
    let options = (!plain).then(|| super::json::write_value(&record.options));
    let mut out = vec![
        VERSION
            | if options.is_some() { HAS_OPTIONS } else { 0 }
            | if record.position.is_some() { HAS_POSITION } else { 0 }
            | if record.end.is_some() { HAS_END } else { 0 },
    ];
    leb(&mut out, record.seed);
    for text in [options.as_deref(), record.position.as_deref()].into_iter().flatten() {
        leb(&mut out, text.len() as u64);
        out.extend_from_slice(text.as_bytes());
    }
    if let Some(end) = record.end {
        out.push(match end {
            RecordEnd::Resign => 0,
            RecordEnd::Time => 1,
        });
    }
    leb(&mut out, record.moves.len() as u64);
    out.extend(bits.bytes);
    Ok(base64url(&out))
}

/// The game id a packed record names (before its `.`), if the text has the shape.
pub fn packed_game(text: &str) -> Option<&str> {
    let (id, _) = text.split_once('.')?;
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')).then_some(id)
}

/// Reads a packed record of game `G` (the text after its `<game id>.`) back into the
/// record it packs, every move replayed.
///
/// # Errors
///
/// [`PackError::Incomplete`] for a text cut short, [`PackError::Damaged`] for one
/// that is not a packed record of this game, [`PackError::Record`] when the
/// record's start position cannot be read.
pub fn unpack<G: View>(body: &str) -> Result<GameRecord, PackError> {
    let (mut record, bytes, at, count) = read_head(body, G::ID)?;
    let start = record.start_position::<G>().map_err(PackError::Record)?;
    unpack_moves(&mut record, count, &bytes[at..], &mut Replay::new(start))?;
    Ok(record)
}

/// The record a packed text's head describes (no moves yet), its bytes, where its
/// moves begin and how many there are.
type Head = (GameRecord, Vec<u8>, usize, usize);

fn read_head(body: &str, game: &str) -> Result<Head, PackError> {
    let bytes = from_base64url(body)?;
    let mut r = Reader { bytes: &bytes, at: 0 };
    let head = r.byte()?;
    if head & 0x0f != VERSION || head & 0x80 != 0 {
        return Err(PackError::Damaged);
    }
    let seed = r.leb()?;
    let options = if head & HAS_OPTIONS != 0 {
        let text = r.text()?;
        super::json::read_value(&text).map_err(|_| PackError::Damaged)?
    } else {
        serde_json::Value::Object(Default::default())
    };
    let position = if head & HAS_POSITION != 0 { Some(r.text()?) } else { None };
    let end = if head & HAS_END != 0 {
        Some(match r.byte()? {
            0 => RecordEnd::Resign,
            1 => RecordEnd::Time,
            _ => return Err(PackError::Damaged),
        })
    } else {
        None
    };
    let count = usize::try_from(r.leb()?).map_err(|_| PackError::Damaged)?;
    // Each move takes at least a bit when it has a choice; no game is longer than
    // this many plies, so a count past it is damage, not a long game.
    if count > 1 << 20 {
        return Err(PackError::Damaged);
    }
    let at = r.at;
    let record = GameRecord { game: game.to_string(), options, seed, moves: Vec::new(), position, end };
    Ok((record, bytes, at, count))
}

fn unpack_moves(record: &mut GameRecord, count: usize, bytes: &[u8], steps: &mut dyn Steps) -> Result<(), PackError> {
    let mut bits = BitReader { bytes, at: 0 };
    for _ in 0..count {
        let all = steps.choices();
        if all.is_empty() {
            return Err(PackError::Damaged); // more moves than the game has
        }
        let at = bits.take(width(all.len()))? as usize;
        let text = all.get(at).ok_or(PackError::Damaged)?;
        record.moves.push(steps.play(text).map_err(|_| PackError::Damaged)?);
    }
    // What is left is the last byte's padding: zeros, and less than a byte of it.
    if bits.bytes.len() * 8 - bits.at >= 8 || bits.bytes.get(bits.at / 8).is_some_and(|b| b >> (bits.at % 8) != 0) {
        return Err(PackError::Damaged);
    }
    Ok(())
}

/// Bits written lowest first into bytes.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn push(&mut self, value: u64, width: u32) {
        for i in 0..width {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().expect("a byte was pushed") |= 1 << (self.len % 8);
            }
            self.len += 1;
        }
    }
}

/// Bits read back in the order [`Bits`] writes them.
struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn take(&mut self, width: u32) -> Result<u64, PackError> {
        let mut v = 0;
        for i in 0..width {
            let byte = self.bytes.get(self.at / 8).ok_or(PackError::Incomplete)?;
            v |= u64::from(byte >> (self.at % 8) & 1) << i;
            self.at += 1;
        }
        Ok(v)
    }
}

/// Bytes read from the front.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, PackError> {
        let b = *self.bytes.get(self.at).ok_or(PackError::Incomplete)?;
        self.at += 1;
        Ok(b)
    }

    fn leb(&mut self) -> Result<u64, PackError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f)
                .checked_shl(shift)
                .filter(|_| shift < 63 || b & 0x7f <= 1)
                .ok_or(PackError::Damaged)?;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(PackError::Damaged)
    }

    fn text(&mut self) -> Result<String, PackError> {
        let len = usize::try_from(self.leb()?).map_err(|_| PackError::Damaged)?;
        let end = self.at.checked_add(len).ok_or(PackError::Damaged)?;
        let bytes = self.bytes.get(self.at..end).ok_or(PackError::Incomplete)?;
        self.at = end;
        String::from_utf8(bytes.to_vec()).map_err(|_| PackError::Damaged)
    }
}

fn leb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64 for URLs (`-` and `_`), without padding.
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

fn from_base64url(text: &str) -> Result<Vec<u8>, PackError> {
    let digits = text
        .bytes()
        .map(|c| ALPHABET.iter().position(|&a| a == c).map(|d| d as u32).ok_or(PackError::Damaged))
        .collect::<Result<Vec<_>, _>>()?;
    if digits.len() % 4 == 1 {
        return Err(PackError::Incomplete); // a character short of a byte
    }
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &d)| n | d << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(from_base64url(&base64url(&bytes)).unwrap(), bytes);
        }
    }

    #[test]
    fn widths_fit_the_choices() {
        assert_eq!([1, 2, 3, 4, 5, 8, 9, 24].map(width), [0, 1, 2, 2, 3, 3, 4, 5]);
    }

    #[test]
    fn leb_round_trips_and_refuses_overflow() {
        for v in [0, 1, 127, 128, 300, 1 << 53, u64::MAX] {
            let mut out = Vec::new();
            leb(&mut out, v);
            assert_eq!(Reader { bytes: &out, at: 0 }.leb().unwrap(), v);
        }
        assert_eq!(Reader { bytes: &[0xff; 11], at: 0 }.leb(), Err(PackError::Damaged));
        assert_eq!(Reader { bytes: &[0x80], at: 0 }.leb(), Err(PackError::Incomplete));
    }
}
