//! An analysis of whichever game a record is of, for the command line and the page,
//! which pick the game at run time.

use super::{Analysis, Ply, Report, Settings};
use crate::core::GameRecord;
use crate::games::{by_game, each_game, ByGame, Family};
use crate::session::SessionError;

/// The [`Family`] of analyses: [`AnyAnalysis`] holds an [`Analysis`] of whichever game.
pub enum AnalysisOf {}

impl Family for AnalysisOf {
    type Of<G: crate::core::View> = Analysis<G>;
}

/// An analysis of whichever game; each method forwards to the [`Analysis`] it holds.
pub type AnyAnalysis = ByGame<AnalysisOf>;

impl AnyAnalysis {
    /// See [`Analysis::step`].
    pub fn step(&mut self) -> Option<Ply> {
        each_game!(self, a => a.step())
    }
    /// See [`Analysis::report`].
    pub fn report(&self) -> Report {
        each_game!(self, a => a.report())
    }
    /// See [`Analysis::run`].
    pub fn run(&mut self) -> Report {
        each_game!(self, a => a.run())
    }
    /// See [`Analysis::len`].
    pub fn len(&self) -> usize {
        each_game!(self, a => a.len())
    }
    /// See [`Analysis::is_empty`].
    pub fn is_empty(&self) -> bool {
        each_game!(self, a => a.is_empty())
    }
    /// See [`Analysis::done`].
    pub fn done(&self) -> usize {
        each_game!(self, a => a.done())
    }
}

/// An analysis of the record `json` (of any game), ready to step through; nothing is
/// searched yet.
///
/// # Errors
///
/// [`SessionError::Record`] for a record that cannot be read or replayed,
/// [`SessionError::UnknownGame`] for a game the app does not have.
pub fn analysis_from_record(json: &str, settings: Settings) -> Result<AnyAnalysis, SessionError> {
    let rec = GameRecord::from_json(json).map_err(SessionError::Record)?;
    by_game!(&rec.game, G => Analysis::<G>::new(&rec, settings).map_err(SessionError::Record)?)
        .ok_or_else(|| SessionError::UnknownGame(rec.game.clone()))
}
