//! The browser side (wasm32 only): the thin `#[wasm_bindgen]` boundary, the canvas
//! renderer and the pointer input. Everything here is glue: rules, AI and pictures
//! are decided elsewhere and tested natively. [`Game`] is the engine for JavaScript
//! (no canvas, so it runs in Node too); [`App`] is a canvas view attached to a `Game`.

#[cfg(feature = "learn")]
mod analysis;
mod api;
mod app;
mod canvas;
mod game;
#[cfg(feature = "learn")]
mod lesson;
mod render;

#[cfg(feature = "learn")]
pub use analysis::Analysis;
pub use api::*;
pub use app::App;
pub use game::Game;
#[cfg(feature = "learn")]
pub use lesson::{lessons, LessonView};

use wasm_bindgen::JsCast;

/// `e` as a JavaScript error carrying its message: how every function of the boundary
/// fails. The message is cut to a readable length ([`clip_message`]): it may quote
/// what the caller gave, which may be megabytes.
fn err(e: impl std::fmt::Display) -> wasm_bindgen::JsError {
    wasm_bindgen::JsError::new(&clip_message(&e.to_string()))
}

/// The longest message the boundary gives: a few lines, whatever was quoted in it.
const MESSAGE_MAX: usize = 300;

/// The longest value quoted in a message (a move, a game's name as given).
const QUOTE_MAX: usize = 40;

/// `text` cut to at most `max` characters, `…` marking the cut.
fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// A message cut to [`MESSAGE_MAX`] characters.
fn clip_message(text: &str) -> String {
    cut(text, MESSAGE_MAX)
}

/// A value the caller gave, quoted for a message and cut to [`QUOTE_MAX`] characters.
fn clip(value: &str) -> String {
    format!("{:?}", cut(value, QUOTE_MAX))
}

/// A note for the page whose quoted values (a move from a file, say) are cut to
/// [`QUOTE_MAX`] characters: a person reads it.
fn clip_note(mut note: crate::core::Note) -> crate::core::Note {
    for (_, value) in &mut note.args {
        *value = cut(value, QUOTE_MAX);
    }
    note
}

/// A string argument of an exported function, or a `TypeError` naming it: JavaScript
/// may pass anything, and the engine must never see a value of the wrong type (a
/// non-string handed to a `&str` parameter would trap the module).
fn string_arg(v: &wasm_bindgen::JsValue, name: &str) -> Result<String, wasm_bindgen::JsValue> {
    v.as_string().ok_or_else(|| type_error(&format!("{name} must be a string")))
}

/// A JavaScript `TypeError` carrying `message`.
fn type_error(message: &str) -> wasm_bindgen::JsValue {
    js_sys::TypeError::new(message).into()
}

/// The error for a game the app does not have, naming it (cut) and the ones it has.
fn unknown_game(game: &str) -> wasm_bindgen::JsValue {
    err(format!("unknown game {}: the games are {}", clip(game), crate::games::GAME_IDS.join(", "))).into()
}

/// A number JavaScript handed over, written as JavaScript writes it (`2.5`, `NaN`),
/// for an error message: formatting floats in Rust would bring float printing (over
/// ten kilobytes) into the module.
fn js_number(x: f64) -> String {
    js_sys::Number::from(x).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// Hands the engine's JSON to the browser's own `JSON` when the module starts (see
/// [`crate::core::json`]): serde_json's parser and printer stay out of the module.
/// The glue calls it as the module starts (page, worker, Node); a Rust program that
/// links this crate itself (the browser tests) calls it first.
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() {
    use crate::core::json::{install, Codec};
    install(Codec {
        record: |s| from_json_text(s),
        value: |s| from_json_text(s),
        write: |r| to_json_text(r),
        #[cfg(feature = "learn")]
        write_value: |v| to_json_text(v),
    });
}

/// JSON text read by the browser, then as `T`; the error names what is wrong.
fn from_json_text<T: serde::de::DeserializeOwned>(s: &str) -> Result<T, String> {
    let value = js_sys::JSON::parse(s).map_err(|e| {
        e.dyn_ref::<js_sys::Error>().map(|e| String::from(e.message())).unwrap_or_else(|| "not JSON".to_string())
    })?;
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// A record or a value as JSON text, written by the browser.
fn to_json_text(value: &impl serde::Serialize) -> String {
    to_js(value).ok().and_then(|v| js_sys::JSON::stringify(&v).ok()).map(String::from).unwrap_or_default()
}

/// `value` as plain JavaScript data (objects, arrays, strings, numbers), as JSON would
/// give it.
fn to_js(value: &impl serde::Serialize) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(err)
}
