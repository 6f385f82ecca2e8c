//! Finding a game by its identifier. Code that must work for "whichever game the
//! user picked" (the command-line tool, the web boundary) writes a [`GameVisitor`]
//! once, generic over [`Game`](crate::core::Game), and [`with_game`] calls it with the right type.
//! The games' own text (rules help, lesson strings) is reached through it too, so this
//! is the only list of games.

use crate::core::View;

/// Declares the games: their identifiers in the page's order ([`GAME_IDS`]) and
/// [`with_game`], both from one list of types, so a game is registered once.
macro_rules! register {
    ($($module:ident :: $game:ident),+ $(,)?) => {
        /// The identifiers of every game, in the order the page lists them.
        pub const GAME_IDS: &[&str] = &[$(<super::$module::$game as crate::core::Game>::ID),+];

        /// Each game's refusals in words ([`View::REFUSAL_STRINGS`]), in [`GAME_IDS`]' order.
        pub const REFUSAL_STRINGS: &[&[(&str, &str, &str)]] =
            &[$(<super::$module::$game as View>::REFUSAL_STRINGS),+];

        /// Each game's lessons' strings ([`View::COURSE_STRINGS`]), in [`GAME_IDS`]' order.
        pub const COURSE_STRINGS: &[&[(&str, &str, &str)]] =
            &[$(<super::$module::$game as View>::COURSE_STRINGS),+];

        /// Runs `v` with the game called `id`, or returns `None` for an unknown game.
        pub fn with_game<V: GameVisitor>(id: &str, v: V) -> Option<V::Output> {
            $(
                if id == <super::$module::$game as crate::core::Game>::ID {
                    return Some(v.visit::<super::$module::$game>());
                }
            )+
            None
        }
    };
}

// A fifth game: its folder (and `pub mod` line) in `src/games`, its text in `src/i18n`
// (which its `View` names), and one entry here.
register!(moulin::Moulin, mundeleys::Mundeleys, mundialito::Mundialito, kriegspiel::Kriegspiel);

/// Code generic over the game, chosen at run time by [`with_game`].
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the game type `G`.
    fn visit<G: View>(self) -> Self::Output;
}
