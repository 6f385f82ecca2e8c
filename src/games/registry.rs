//! Finding a game by its identifier, and holding a value of whichever game. This is
//! the only list of games: everything below is generated from it by `register!`.
//!
//! - Code generic over the game that only needs its type (its rules help, its
//!   [`GameInfo`](crate::core::GameInfo)) writes a [`GameVisitor`] once, and
//!   [`with_game`](super::with_game) calls it with the right type.
//! - Code that keeps a value of whichever game the user picked (a session, a lesson,
//!   the worker's AI) holds a [`ByGame`](super::ByGame): one enum over the games, in the style of
//!   shakmaty's `VariantPosition`, with a variant a game. `by_game!(id, G => value)`
//!   builds one from a game's identifier, and `each_game!(value, x => expr)` runs
//!   generic code on whichever game it holds. So each erased type is an alias
//!   (`type AnySession = ByGame<SessionOf>`) with inherent methods that are one-line
//!   forwards, and a new feature is its method where it lives plus one forward.
//! - Each game's words (the tables `build.rs` makes of its folder's `lang/` files) are
//!   reached through [`WORDS`](super::WORDS), so the language files need no list of games either.

use crate::core::View;

/// A type constructor over the games: `Of<G>` is the value kept for the game `G`
/// (`Session<G>`, `LessonRun<G>`…). [`ByGame`](super::ByGame) takes a family, so one enum and one
/// dispatcher serve every kind of value.
pub trait Family {
    /// The value for the game `G`.
    type Of<G: View>;
}

/// Declares the games (invoked once, in `games/mod.rs`): their modules, their
/// identifiers in the page's order ([`GAME_IDS`](super::GAME_IDS)),
/// [`with_game`](super::with_game), the enum [`ByGame`](super::ByGame) and its macros `by_game!` and `each_game!`,
/// all from one list of types, so a game is registered once. `$d` is a `$` token,
/// which the macros it defines need for their own arguments.
macro_rules! register {
    ($d:tt; $($module:ident :: $game:ident),+ $(,)?) => {
        $(
            #[doc = concat!("The game ", stringify!($game), ": its rules, view, lessons and words, in `src/games/", stringify!($module), "/`.")]
            pub mod $module;
        )+

        /// The identifiers of every game, in the order the page lists them.
        pub const GAME_IDS: &[&str] = &[$(<crate::games::$module::$game as crate::core::Game>::ID),+];

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
                if id == <crate::games::$module::$game as crate::core::Game>::ID {
                    return Some(v.visit::<crate::games::$module::$game>());
                }
            )+
            None
        }

        /// The family `F`'s value for whichever game, chosen at run time: a variant a
        /// game, named after its type. Made by `by_game!`, used through `each_game!`.
        pub enum ByGame<F: Family> {
            $(
                #[doc = concat!("The value for ", stringify!($game), ".")]
                $game(F::Of<crate::games::$module::$game>),
            )+
        }

        impl<F: Family> ByGame<F> {
            /// The identifier of the game held (`"moulin"`).
            pub fn game_id(&self) -> &'static str {
                match self {
                    $(ByGame::$game(_) => <crate::games::$module::$game as crate::core::Game>::ID,)+
                }
            }
        }

        /// `by_game!(id, G => value)`: `Some` [`ByGame`] holding `value`, evaluated
        /// with `G` naming the type of the game called `id`; `None` for an unknown game.
        /// `value` is the family's value for `G` (a `?` in it returns from the caller).
        macro_rules! by_game {
            ($d id:expr, $d g:ident => $d value:expr) => {
                {
                    let id: &str = $d id;
                    $(
                        if id == <crate::games::$module::$game as crate::core::Game>::ID {
                            type $d g = crate::games::$module::$game;
                            Some(crate::games::ByGame::$game($d value))
                        } else
                    )+
                    { None }
                }
            };
        }

        /// `each_game!(value, x => expr)`: `expr` with `x` bound to what the
        /// [`ByGame`] `value` holds (by reference when `value` is one), whichever the
        /// game: the one dispatch every erased method forwards through.
        macro_rules! each_game {
            ($d value:expr, $d x:ident => $d body:expr) => {
                match $d value {
                    $(crate::games::ByGame::$game($d x) => $d body,)+
                }
            };
        }
    };
}

/// Code generic over the game, chosen at run time by [`with_game`](super::with_game).
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the game type `G`.
    fn visit<G: View>(self) -> Self::Output;
}
