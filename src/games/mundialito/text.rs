//! Mundialito's position as text ([`Game::position`][crate::core::Game::position]).
//!
//! TO BE WRITTEN (positions branch): the fields, documented here and in
//! `docs/positions.md`.

use super::position::Mundialito;
use crate::core::PositionError;

/// The position as one line of text.
pub(super) fn write(_g: &Mundialito) -> String {
    todo!("mundialito position text")
}

/// Reads a position written by [`write`].
pub(super) fn read(_text: &str) -> Result<Mundialito, PositionError> {
    todo!("mundialito position text")
}
