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

/// Checks options given as a JSON object against a game's [`OptionSpec`]s, so that a
/// typing mistake or a value out of range is refused with its reason instead of
/// silently becoming a default (`{"flta": true}` would otherwise give an ordinary
/// field, and `{"files": 20}` a narrower one than asked). Every key must be an
/// option of the game; a bool or a clock takes `true` or `false`, a number a whole
/// number in its range (or `null`: the game's own), a choice one of its values, a
/// seed a whole number from 0.
///
/// # Errors
///
/// The first option that does not fit, in words naming it.
pub fn check_options(specs: &[OptionSpec], options: &serde_json::Map<String, serde_json::Value>) -> Result<(), String> {
    for (key, value) in options {
        let Some(spec) = specs.iter().find(|s| s.name == key) else {
            let known: Vec<String> = specs.iter().map(|s| format!("'{}'", s.name)).collect();
            return Err(if known.is_empty() {
                format!("unknown option '{key}': this game has no options")
            } else {
                format!("unknown option '{key}' (this game's options are {})", known.join(", "))
            });
        };
        let fits = match &spec.kind {
            OptionKind::Bool { .. } | OptionKind::Clock { .. } => value.is_boolean(),
            OptionKind::Int { min, max, .. } => {
                value.is_null() || value.as_i64().is_some_and(|n| (*min..=*max).contains(&n))
            }
            OptionKind::Choice { choices, .. } => value.as_str().is_some_and(|v| choices.iter().any(|(c, _)| *c == v)),
            OptionKind::Seed => value.is_u64(),
        };
        if !fits {
            let wanted = match &spec.kind {
                OptionKind::Bool { .. } | OptionKind::Clock { .. } => "true or false".to_string(),
                OptionKind::Int { min, max, .. } => format!("a whole number from {min} to {max}"),
                OptionKind::Choice { choices, .. } => {
                    let names: Vec<String> = choices.iter().map(|(c, _)| format!("\"{c}\"")).collect();
                    format!("one of {}", names.join(", "))
                }
                OptionKind::Seed => "a whole number from 0".to_string(),
            };
            return Err(format!("option '{key}' must be {wanted}, not {}", shown(value)));
        }
    }
    Ok(())
}

/// A JSON value as a message shows it: scalars as written, containers by kind
/// (without serde_json's writer for whole values, which the page's module would
/// otherwise carry for this message alone).
fn shown(v: &serde_json::Value) -> String {
    use serde_json::Value;
    match v {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => format!("\"{s}\""),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}
