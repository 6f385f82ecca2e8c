//! What the page needs to know about a game, as data: its options (from which the
//! setup form is generated), the roles within a side, and the names of its sides.
//! The page never names a game; everything that differs between games reaches it
//! through these types, serialised to JSON as they are.
//!
//! The model is OpenSpiel's parameter specification: each option has a name (the
//! field of the game's own `Options` JSON), a kind, a range and a default.

use serde::Serialize;

/// One choice offered before a game starts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct OptionSpec {
    /// The field of the game's options JSON this choice sets.
    pub name: &'static str,
    /// The string key of its label.
    pub label: &'static str,
    /// What kind of value it takes, with its range and default.
    #[serde(flatten)]
    pub kind: OptionKind,
}

/// The kinds of option values, each with what the form needs to offer it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum OptionKind {
    /// On or off (a checkbox).
    Bool {
        /// The value when the player leaves it alone.
        default: bool,
    },
    /// A whole number in `min..=max`; `None` as default means "the game decides"
    /// (the field is left out of the options, and the game picks its own value).
    Int {
        /// The smallest value accepted.
        min: i64,
        /// The largest value accepted.
        max: i64,
        /// The value when the player leaves it alone (`None`: the game's own).
        default: Option<i64>,
    },
    /// One of a few values, each with the string key of its label.
    Choice {
        /// The JSON string values, with their labels' keys.
        choices: Vec<(&'static str, &'static str)>,
        /// The value when the player leaves it alone.
        default: &'static str,
    },
    /// A random number the session draws itself (never shown): the orientation of
    /// Mundialito's coasters, say. Kept in the options, so a record replays it.
    Seed,
    /// On or off; when on, the page runs a match clock of the chosen length and tells
    /// the game when it runs out ([`crate::core::View::time_up`]).
    Clock {
        /// The match length offered by default, in minutes.
        default_minutes: u32,
        /// The shortest length accepted.
        min_minutes: u32,
        /// The longest length accepted.
        max_minutes: u32,
    },
}

impl OptionSpec {
    /// A checkbox.
    pub const fn bool(name: &'static str, label: &'static str, default: bool) -> Self {
        OptionSpec { name, label, kind: OptionKind::Bool { default } }
    }

    /// A number in a range, left to the game unless chosen.
    pub const fn int(name: &'static str, label: &'static str, min: i64, max: i64) -> Self {
        OptionSpec { name, label, kind: OptionKind::Int { min, max, default: None } }
    }

    /// A seed the session fills in.
    pub const fn seed(name: &'static str) -> Self {
        OptionSpec { name, label: "", kind: OptionKind::Seed }
    }
}

/// A game as the page's home and setup screens see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameInfo {
    /// [`crate::core::Game::ID`].
    pub id: &'static str,
    /// The string key of its name (`game.moulin`).
    pub name: String,
    /// The string key of its one-line description.
    pub blurb: String,
    /// The string keys of the two sides' names, first side first.
    pub sides: [String; 2],
    /// The choices offered before a game starts.
    pub options: Vec<OptionSpec>,
    /// The string keys of the roles within a side (Kriegspiel's arms, each of which
    /// may have its own commander), empty for games played by one person a side.
    pub roles: Vec<&'static str>,
    /// The string key of the label of the move that passes or ends a turn, if the
    /// game has one (see [`crate::core::View::PASS`]).
    pub pass_label: Option<&'static str>,
    /// The board's width divided by its height, so the page can size the canvas
    /// before the game starts.
    pub aspect: f32,
}

/// The string key of a side's name in game `id` (`moulin.side.0`).
pub fn side_key(id: &str, side: usize) -> String {
    format!("{id}.side.{side}")
}
