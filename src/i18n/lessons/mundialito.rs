//! Texts of the lessons and refusals of mundialito: `(key, français, English)`.

pub const STRINGS: &[(&str, &str, &str)] = &[];
