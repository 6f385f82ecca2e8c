//! Finding a game by its identifier, and holding a value of whichever game. This is
//! the only list of games: everything below is generated from it by `register!`.
//!
//! - Code generic over the game that only needs its type (its rules help, its
//!   [`GameInfo`](crate::core::GameInfo)) writes a [`GameVisitor`] once, and
//!   [`with_game`] calls it with the right type.
//! - Code that keeps a value of whichever game the user picked (a session, a lesson,
//!   the worker's AI) holds a [`ByGame`]: one enum over the games, in the style of
//!   shakmaty's `VariantPosition`, with a variant a game. `by_game!(id, G => value)`
//!   builds one from a game's identifier, and `each_game!(value, x => expr)` runs
//!   generic code on whichever game it holds. So each erased type is an alias
//!   (`type AnySession = ByGame<SessionOf>`) with inherent methods that are one-line
//!   forwards, and a new feature is its method where it lives plus one forward.

use crate::core::View;

/// A type constructor over the games: `Of<G>` is the value kept for the game `G`
/// (`Session<G>`, `LessonRun<G>`…). [`ByGame`] takes a family, so one enum and one
/// dispatcher serve every kind of value.
pub trait Family {
    /// The value for the game `G`.
    type Of<G: View>;
}

/// Declares the games: their identifiers in the page's order ([`GAME_IDS`]),
/// [`with_game`], the enum [`ByGame`] and its macros `by_game!` and `each_game!`,
/// all from one list of types, so a game is registered once. `$d` is a `$` token,
/// which the macros it defines need for their own arguments.
macro_rules! register {
    ($d:tt; $($module:ident :: $game:ident),+ $(,)?) => {
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

        /// The family `F`'s value for whichever game, chosen at run time: a variant a
        /// game, named after its type. Made by `by_game!`, used through `each_game!`.
        pub enum ByGame<F: Family> {
            $(
                #[doc = concat!("The value for ", stringify!($game), ".")]
                $game(F::Of<super::$module::$game>),
            )+
        }

        impl<F: Family> ByGame<F> {
            /// The identifier of the game held (`"moulin"`).
            pub fn game_id(&self) -> &'static str {
                match self {
                    $(ByGame::$game(_) => <super::$module::$game as crate::core::Game>::ID,)+
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

// A fifth game: its folder (and `pub mod` line) in `src/games`, its text in `src/i18n`
// (which its `View` names), and one entry here.
register!($; moulin::Moulin, mundeleys::Mundeleys, mundialito::Mundialito, kriegspiel::Kriegspiel);

pub(crate) use {by_game, each_game};

/// Code generic over the game, chosen at run time by [`with_game`].
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the game type `G`.
    fn visit<G: View>(self) -> Self::Output;
}
