//! Plateaux: four rare French board games — Jeu du moulin, Jeu des Mundeleys,
//! Mundialito and René Leduc's Kriegspiel — with one rules engine, one AI and one
//! canvas user interface for all of them.
//!
//! The layers, from the bottom:
//! - [`core`]: the game-neutral [`core::Game`] trait and what every game shares
//!   (sides, outcomes, dice, records, perft, the drawing description). No web types.
//! - [`games`]: one folder per game, each implementing [`core::Game`] and
//!   [`core::View`].
//! - [`ai`]: a search that plays every game through the trait.
//! - [`session`]: a game in progress as a person sees it (clicks, undo, players).
//! - [`lesson`]: each game's short course played on the real board; `coverage`
//!   (native only): the rules a player meets, found by playing, and the lessons
//!   that teach them.
//! - [`analysis`]: a game's every decision graded by the strongest level's search.
//! - `puzzle`: each game's puzzles, read from its folder (natively and in the
//!   complete module); [`ai`]'s `puzzle` finds and checks them.
//! - [`i18n`]: every user-visible string, French first and English beside it.
//! - `web` (wasm32 only): the thin `#[wasm_bindgen]` boundary and the canvas renderer.
//!
//! ```
//! use plateaux::core::Game;
//! use plateaux::games::moulin::Moulin;
//! let mut g = Moulin::new(&Default::default());
//! g.play_notation("d2").unwrap();
//! assert_eq!(g.legal_vec().len(), 23);
//! ```

#![warn(missing_docs, clippy::missing_errors_doc)]

pub mod ai;
/// Natively and in the complete module (`--features learn`): the page's light module
/// analyses nothing, and stays as light as it was.
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub mod analysis;
pub mod core;
#[cfg(not(target_arch = "wasm32"))]
pub mod coverage;
pub mod games;
pub mod i18n;
pub mod lesson;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub mod puzzle;
pub mod session;

#[cfg(target_arch = "wasm32")]
pub mod web;
