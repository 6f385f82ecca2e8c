//! The browser side (wasm32 only): the thin `#[wasm_bindgen]` boundary, the canvas
//! renderer and the pointer input. Everything here is glue: rules, AI and pictures
//! are decided elsewhere and tested natively.

mod api;
mod app;
mod render;

pub use api::*;
pub use app::App;
