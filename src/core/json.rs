//! How JSON text is read and written: a game record (files, links, autosaves) and a
//! game's options. Natively serde_json does both. The page's WebAssembly hands them
//! to the browser's own `JSON` instead (the web layer installs it with [`install`]
//! when the module starts): serde_json's parser and printer are the largest part of it
//! and every visitor would download them for text the browser reads anyway.

use super::record::GameRecord;

/// The three conversions, done by the platform.
#[derive(Clone, Copy)]
pub struct Codec {
    /// JSON text → a record; the error says what is wrong with the text.
    pub record: fn(&str) -> Result<GameRecord, String>,
    /// JSON text → a value (a game's options).
    pub value: fn(&str) -> Result<serde_json::Value, String>,
    /// A record → JSON text.
    pub write: fn(&GameRecord) -> String,
    /// Any value (a game's options) → JSON text (for packed links: not in the page's
    /// module, which packs in JavaScript).
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    pub write_value: fn(&serde_json::Value) -> String,
}

#[cfg(not(target_arch = "wasm32"))]
fn codec() -> Result<Codec, String> {
    Ok(Codec {
        record: |s| serde_json::from_str(s).map_err(|e| e.to_string()),
        value: |s| serde_json::from_str(s).map_err(|e| e.to_string()),
        write: |r| serde_json::to_string(r).expect("a record always serialises"),
        write_value: |v| v.to_string(),
    })
}

#[cfg(target_arch = "wasm32")]
static INSTALLED: std::sync::OnceLock<Codec> = std::sync::OnceLock::new();

#[cfg(target_arch = "wasm32")]
fn codec() -> Result<Codec, String> {
    INSTALLED.get().copied().ok_or_else(|| "no JSON reader was installed".to_string())
}

/// Installs the platform's JSON (in WebAssembly: the browser's). The first one
/// installed stays; natively serde_json is always used.
pub fn install(codec: Codec) {
    #[cfg(target_arch = "wasm32")]
    let _ = INSTALLED.set(codec);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = codec;
}

/// Reads a record from JSON text.
///
/// # Errors
///
/// What is wrong with the text: not JSON, or not shaped as a record.
pub fn read_record(s: &str) -> Result<GameRecord, String> {
    (codec()?.record)(s)
}

/// Reads any JSON value (a game's options).
///
/// # Errors
///
/// What is wrong with the text, when it is not JSON.
pub fn read_value(s: &str) -> Result<serde_json::Value, String> {
    (codec()?.value)(s)
}

/// Writes any JSON value (a game's options) as text (empty only if no JSON writer
/// was installed): for packed links (`super::packed`), natively and in the complete
/// module.
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub fn write_value(v: &serde_json::Value) -> String {
    codec().map(|c| (c.write_value)(v)).unwrap_or_default()
}

/// Writes a record as JSON text (empty only if no JSON writer was installed, which the
/// web layer always does before anything else).
pub fn write_record(r: &GameRecord) -> String {
    codec().map(|c| (c.write)(r)).unwrap_or_default()
}
