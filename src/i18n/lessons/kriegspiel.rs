//! Texts of the lessons and refusals of kriegspiel: `(key, français, English)`.

pub const STRINGS: &[(&str, &str, &str)] = &[];
