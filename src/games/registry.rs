//! Finding a game by its identifier. Code that must work for "whichever game the
//! user picked" (the command-line tool, the web boundary) writes a [`GameVisitor`]
//! once, generic over [`Game`](crate::core::Game), and [`with_game`] calls it with the right type.

use crate::core::View;

/// The identifiers of every game, in the order the page lists them.
pub const GAME_IDS: &[&str] = &["moulin", "mundeleys", "mundialito", "kriegspiel"];

/// Code generic over the game, chosen at run time by [`with_game`].
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the game type `G`.
    fn visit<G: View>(self) -> Self::Output;
}

/// Runs `v` with the game called `id`, or returns `None` for an unknown game.
pub fn with_game<V: GameVisitor>(id: &str, v: V) -> Option<V::Output> {
    use super::moulin::Moulin;
    match id {
        "moulin" => Some(v.visit::<Moulin>()),
        "mundeleys" => Some(v.visit::<super::mundeleys::Mundeleys>()),
        "mundialito" => Some(v.visit::<super::mundialito::Mundialito>()),
        "kriegspiel" => Some(v.visit::<super::kriegspiel::Kriegspiel>()),
        _ => None,
    }
}
