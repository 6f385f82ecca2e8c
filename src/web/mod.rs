//! The browser side (wasm32 only): the thin `#[wasm_bindgen]` boundary, the canvas
//! renderer and the pointer input. Everything here is glue: rules, AI and pictures
//! are decided elsewhere and tested natively. [`Game`] is the engine for JavaScript
//! (no canvas, so it runs in Node too); [`App`] is a canvas view attached to a `Game`.

mod api;
mod app;
mod canvas;
mod game;
#[cfg(feature = "learn")]
mod lesson;
mod render;

pub use api::*;
pub use app::App;
pub use game::Game;
#[cfg(feature = "learn")]
pub use lesson::{lessons, LessonView};

/// `e` as a JavaScript error carrying its message: how every function of the boundary
/// fails.
fn err(e: impl std::fmt::Display) -> wasm_bindgen::JsError {
    wasm_bindgen::JsError::new(&e.to_string())
}

/// A number JavaScript handed over, written as JavaScript writes it (`2.5`, `NaN`),
/// for an error message: formatting floats in Rust would bring float printing (over
/// ten kilobytes) into the module.
fn js_number(x: f64) -> String {
    js_sys::Number::from(x).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// `value` as plain JavaScript data (objects, arrays, strings, numbers), as JSON would
/// give it.
fn to_js(value: &impl serde::Serialize) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(err)
}
