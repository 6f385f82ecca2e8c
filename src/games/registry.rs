//! Finding a game by its identifier. Code that must work for "whichever game the
//! user picked" (the command-line tool, the web boundary) writes a [`GameVisitor`]
//! once, generic over [`Game`](crate::core::Game), and [`with_game`] calls it with the right type.
//! The games' own words (the tables `build.rs` makes of each folder's `lang/` files) are
//! reached through it too, so this is the only list of games.

use crate::core::View;

/// Declares the games: their identifiers in the page's order ([`GAME_IDS`]) and
/// [`with_game`], both from one list of types, so a game is registered once.
macro_rules! register {
    ($($module:ident :: $game:ident),+ $(,)?) => {
        /// The identifiers of every game, in the order the page lists them.
        pub const GAME_IDS: &[&str] = &[$(<super::$module::$game as crate::core::Game>::ID),+];

        /// Each game's words, made by `build.rs` from the files of its folder's `lang/`
        /// (one per language), in [`GAME_IDS`]' order.
        pub static WORDS: &[&crate::i18n::Words] = &[$(&words::$module::WORDS),+];

        /// The generated tables of each game's words, one module per game folder.
        mod words {
            $(
                pub mod $module {
                    include!(concat!(env!("OUT_DIR"), "/words/", stringify!($module), ".rs"));
                }
            )+
        }

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

// A fifth game: its folder in `src/games` (code, and its words in `lang/`), its
// `pub mod` line in `games/mod.rs`, and one entry here.
register!(moulin::Moulin, mundeleys::Mundeleys, mundialito::Mundialito, kriegspiel::Kriegspiel);

/// Code generic over the game, chosen at run time by [`with_game`].
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the game type `G`.
    fn visit<G: View>(self) -> Self::Output;
}
