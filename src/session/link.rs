//! Records packed for links, for any game by its id ([`crate::core::packed`] does
//! one game): what the page's *Partager* and *Envoyer mon coup* write and read.

use crate::core::packed::{self, PackError};
use crate::core::record::RecordError;
use crate::core::{GameRecord, View};
use crate::games::{with_game, GameVisitor};

/// Packs a record (JSON) of any game.
///
/// # Errors
///
/// The JSON is not a record, of no game the app has, or does not replay.
pub fn pack_record(json: &str) -> Result<String, RecordError> {
    struct Pack<'a>(&'a GameRecord);
    impl GameVisitor for Pack<'_> {
        type Output = Result<String, RecordError>;
        fn visit<G: View>(self) -> Self::Output {
            packed::pack::<G>(self.0)
        }
    }
    let record = GameRecord::from_json(json)?;
    with_game(&record.game, Pack(&record))
        .unwrap_or_else(|| Err(RecordError::Malformed(format!("no game '{}'", record.game))))
}

/// Reads a packed record (`<game id>.<bytes>`) back into its record.
///
/// # Errors
///
/// As [`packed::unpack`]; [`PackError::Damaged`] for a text without a game id.
pub fn unpack_record(text: &str) -> Result<GameRecord, PackError> {
    struct Unpack<'a>(&'a str);
    impl GameVisitor for Unpack<'_> {
        type Output = Result<GameRecord, PackError>;
        fn visit<G: View>(self) -> Self::Output {
            packed::unpack::<G>(self.0)
        }
    }
    let id = packed::packed_game(text).ok_or(PackError::Damaged)?;
    let body = &text[id.len() + 1..];
    with_game(id, Unpack(body)).unwrap_or_else(|| Err(PackError::UnknownGame(id.to_string())))
}
