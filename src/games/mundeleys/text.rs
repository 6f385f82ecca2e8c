//! Mundeleys's position as text ([`Game::position`][crate::core::Game::position]).
//!
//! TO BE WRITTEN (positions branch): the fields, documented here and in
//! `docs/positions.md`.

use super::position::Mundeleys;
use crate::core::PositionError;

/// The position as one line of text.
pub(super) fn write(_g: &Mundeleys) -> String {
    todo!("mundeleys position text")
}

/// Reads a position written by [`write`].
pub(super) fn read(_text: &str) -> Result<Mundeleys, PositionError> {
    todo!("mundeleys position text")
}
