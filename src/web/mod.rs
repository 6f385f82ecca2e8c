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
