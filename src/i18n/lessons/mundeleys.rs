//! Texts of the lessons and refusals of mundeleys: `(key, français, English)`.

pub const STRINGS: &[(&str, &str, &str)] = &[];
