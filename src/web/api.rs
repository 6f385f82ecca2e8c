//! The free functions of the JavaScript API: strings, rules help (lessons' module), the game list,
//! the boards' theme, and the AI entry point used by the Web Worker.

use std::cell::{Cell, RefCell};

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{clip_message, clip_note, string_arg, to_js, type_error, unknown_game};

use crate::core::{Dice, GameRecord, Theme};
use crate::i18n::{self, Lang};
use crate::session::{session_from_record, Thinker};

/// Every message of a language (a code: `"fr"`, `"en"`, `"de"`; French for one the
/// app lacks) as an object `{ id: text }`, French where the language lacks one. The
/// lessons' module's has the lessons' texts too.
///
/// # Errors
///
/// A `TypeError` if `lang` is not a string.
#[wasm_bindgen]
pub fn strings(#[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue) -> Result<JsValue, JsValue> {
    Ok(to_js(&i18n::all(Lang::parse(&string_arg(&lang, "lang")?)))?)
}

/// The message `id` in a language with its placeholders filled: `args` is a flat
/// array `[name, value, name, value…]`, a value `@id` naming another message (a side,
/// a piece) whose grammatical forms the message may ask for (`{side.to}`). The one
/// formatter of the app ([`i18n::fill`]), so grammar is handled in the messages.
///
/// # Errors
///
/// A `TypeError` if `lang` or `id` is not a string or `args` not an array of strings.
#[wasm_bindgen]
pub fn text(
    #[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[] | undefined")] args: JsValue,
) -> Result<String, JsValue> {
    let lang = Lang::parse(&string_arg(&lang, "lang")?);
    let id = string_arg(&id, "id")?;
    let list: Vec<String> = if args.is_undefined() || args.is_null() {
        Vec::new()
    } else {
        let array = args.dyn_into::<js_sys::Array>().map_err(|_| type_error("args must be an array of strings"))?;
        array
            .iter()
            .map(|v| v.as_string().ok_or_else(|| type_error("args must be an array of strings")))
            .collect::<Result<_, _>>()?
    };
    let pairs: Vec<(&str, &str)> = list.chunks(2).filter_map(|p| Some((p[0].as_str(), p.get(1)?.as_str()))).collect();
    Ok(i18n::text(lang, &id, &pairs))
}

/// The languages of the app, French first, as `[{code, name}]`, each named in itself
/// (`Deutsch`): the page's language menu is built from it.
///
/// # Errors
///
/// Only if the answer cannot be built as a JavaScript value.
#[wasm_bindgen(unchecked_return_type = "{ code: string, name: string }[]")]
pub fn languages() -> Result<JsValue, JsValue> {
    /// One language as the menu needs it.
    #[derive(Serialize)]
    struct Language {
        code: &'static str,
        name: &'static str,
    }
    let list: Vec<Language> = Lang::all().map(|l| Language { code: l.code(), name: l.name() }).collect();
    Ok(to_js(&list)?)
}

/// Whether this module carries every word of a language: the lessons' module does;
/// the page's module carries none, and is given those it shows with [`add_words`].
///
/// # Errors
///
/// A `TypeError` if `lang` is not a string.
#[wasm_bindgen(js_name = hasWords)]
pub fn has_words(#[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue) -> Result<bool, JsValue> {
    Ok(Lang::known(&string_arg(&lang, "lang")?).is_some_and(i18n::has_words))
}

/// Gives the module words of a language, `{ id: text }`, as a part of the page's words
/// in `pkg/lang/<code>/<part>.json` holds them (the page fetches the shell's part for
/// its language, then each game's as it is opened; a Node program may read them).
/// Added to those it has: an id it has keeps its text, a malformed id is ignored.
/// Returns whether anything was added: `false` if the module carries the language or
/// already had these words.
///
/// # Errors
///
/// A `TypeError` if `lang` is not a string or `words` not an object of strings; an
/// `Error` if the app has no such language.
#[wasm_bindgen(js_name = addWords)]
pub fn add_words(
    #[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, string>")] words: JsValue,
) -> Result<bool, JsValue> {
    let code = string_arg(&lang, "lang")?;
    let lang =
        Lang::known(&code).ok_or_else(|| JsValue::from(super::err(format!("the app has no language {code:?}"))))?;
    if !words.is_object() || js_sys::Array::is_array(&words) {
        return Err(type_error("words must be an object of strings"));
    }
    let rows = js_sys::Object::entries(words.unchecked_ref())
        .iter()
        .map(|pair| {
            let pair: js_sys::Array = pair.unchecked_into();
            match (pair.get(0).as_string(), pair.get(1).as_string()) {
                (Some(id), Some(text)) => Ok((id, text)),
                _ => Err(type_error("words must be an object of strings")),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(i18n::add_words(lang, rows))
}

/// One part of a language's own page words, `{ id: text }` (no French in place of a
/// missing one), `part` being `"shell"` (the page's own, and every game's name and
/// blurb) or a game's id (the rest of its words); `undefined` for another part. What
/// the build writes to `pkg/lang/<code>/<part>.json` for the page's module. In the
/// lessons' module only, which carries every language.
///
/// # Errors
///
/// A `TypeError` if `lang` or `part` is not a string.
#[cfg(feature = "learn")]
#[wasm_bindgen(js_name = pageWords, unchecked_return_type = "Record<string, string> | undefined")]
pub fn page_words(
    #[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] part: JsValue,
) -> Result<JsValue, JsValue> {
    let lang = Lang::parse(&string_arg(&lang, "lang")?);
    match i18n::page_words(lang, &string_arg(&part, "part")?) {
        Some(words) => Ok(to_js(&words)?),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The rules help of a game in a language, or `undefined` for an unknown game. In
/// the lessons' module only (`pkg/plateaux_learn.js`, with the pictures it shows):
/// the page loads it when the help opens, so the game's own module stays light.
///
/// # Errors
///
/// A `TypeError` if `game` or `lang` is not a string.
#[cfg(feature = "learn")]
#[wasm_bindgen(js_name = rulesHelp)]
pub fn rules_help(
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] lang: JsValue,
) -> Result<Option<String>, JsValue> {
    Ok(i18n::rules_help(&string_arg(&game, "game")?, Lang::parse(&string_arg(&lang, "lang")?)))
}

/// Every game as the page's home and setup screens need it, in display order:
/// `[{id, name, blurb, sides, options, roles, pass_label, aspect}]` (string keys for
/// every word; `options` is the schema the setup form is generated from).
///
/// # Errors
///
/// Only if the answer cannot be built as a JavaScript value, which plain data like this
/// never causes.
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    struct Info;
    impl crate::games::GameVisitor for Info {
        type Output = crate::core::GameInfo;
        fn visit<G: crate::core::View>(self) -> Self::Output {
            G::info()
        }
    }
    let infos: Vec<_> = crate::games::GAME_IDS.iter().filter_map(|id| crate::games::with_game(id, Info)).collect();
    to_js(&infos)
}

thread_local! {
    /// The theme of every board this module draws (the game's view, the lesson's, the
    /// previews, the figures): the player's one choice, so no drawer can disagree with
    /// another. Wood until [`set_theme`] says otherwise.
    static THEME: Cell<Theme> = const { Cell::new(Theme::Wood) };
}

/// The theme drawings use now (see [`set_theme`]).
pub(crate) fn theme() -> Theme {
    THEME.with(Cell::get)
}

/// The identifiers of the boards' themes, in the order of the page's menu, the
/// default (`"wood"`) first: the page builds its menu from them, labelling each with
/// the string `theme.<id>`, without knowing which themes exist.
#[wasm_bindgen]
pub fn themes() -> Vec<String> {
    Theme::ALL.iter().map(|t| t.id().to_string()).collect()
}

/// Chooses the theme of every board this module draws from now on: the game's view,
/// the lesson's, `drawPreview` and `drawFigure` all read it when they draw.
/// `App.setTheme` and `LessonView.setTheme` do the same and redraw their view; other
/// views show it at their next drawing (`render()`), and previews and figures when
/// drawn again. The page's module and the lessons' module each have their own: the
/// page sets both (the lessons' one once loaded). Wood until set.
///
/// # Errors
///
/// A `TypeError` if `id` is not a string; an `Error` naming the themes if it is not
/// one of `themes()`. The theme then stays as it was.
#[wasm_bindgen(js_name = setTheme)]
pub fn set_theme(#[wasm_bindgen(unchecked_param_type = "string")] id: JsValue) -> Result<(), JsValue> {
    let theme = Theme::parse(&string_arg(&id, "theme")?).map_err(|e| JsValue::from(super::err(e)))?;
    THEME.with(|t| t.set(theme));
    Ok(())
}

/// Draws the start position of a game on a canvas, in the current theme: the picture
/// on the home screen's card, from the game's own `Scene`, so it is always the real
/// board.
///
/// # Errors
///
/// An unknown game, or a canvas that cannot be drawn on.
#[wasm_bindgen(js_name = drawPreview)]
pub fn draw_preview(
    canvas: web_sys::HtmlCanvasElement,
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
) -> Result<(), JsValue> {
    let game = string_arg(&game, "game")?;
    struct Start(Theme);
    impl crate::games::GameVisitor for Start {
        type Output = crate::core::Scene;
        fn visit<G: crate::core::View>(self) -> Self::Output {
            G::new(&G::Options::default()).themed_scene(&crate::core::Highlights::default(), false, self.0)
        }
    }
    let scene = crate::games::with_game(&game, Start(theme())).ok_or_else(|| unknown_game(&game))?;
    Ok(super::render::draw(&canvas, &scene).map(drop).map_err(|_| JsError::new("this canvas cannot be drawn on"))?)
}

/// Draws the position a game record reaches (JSON, as `record()` gives it) on a
/// canvas, in the current theme, the first side at the bottom: the picture of a game
/// kept in the browser, on the home's list of games.
///
/// # Errors
///
/// A `TypeError` if `record` is not a string; an `Error` if it does not replay, or the
/// canvas cannot be drawn on.
#[wasm_bindgen(js_name = drawRecord)]
pub fn draw_record(
    canvas: web_sys::HtmlCanvasElement,
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
) -> Result<(), JsValue> {
    let session = session_from_record(&string_arg(&record, "record")?).map_err(super::err)?;
    let scene = session.scene_for(&crate::core::Highlights::default(), false, theme());
    Ok(super::render::draw(&canvas, &scene).map(drop).map_err(|_| JsError::new("this canvas cannot be drawn on"))?)
}

/// Draws the figure `id` of a game's rules help on a canvas (the help places it with
/// a line `![fig:<id>]`), in the current theme: a position drawn by the game's own `Scene`, with its marks,
/// so the picture stays true to the board. The canvas takes the picture's
/// proportions first (its CSS `aspect-ratio`), then is drawn at its new size. In
/// the lessons' module (`--features learn`), loaded when the help is opened, so the
/// page every visitor loads stays light.
///
/// # Errors
///
/// An unknown game or figure, a figure that does not build, or a canvas that cannot be
/// drawn on; nothing is drawn then.
#[cfg(feature = "learn")]
#[wasm_bindgen(js_name = drawFigure)]
pub fn draw_figure(
    canvas: web_sys::HtmlCanvasElement,
    #[wasm_bindgen(unchecked_param_type = "string")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
) -> Result<(), JsValue> {
    let (game, id) = (string_arg(&game, "game")?, string_arg(&id, "id")?);
    struct Picture<'a>(&'a str, Theme);
    impl crate::games::GameVisitor for Picture<'_> {
        type Output = Result<crate::core::Scene, String>;
        fn visit<G: crate::core::View>(self) -> Self::Output {
            let f = G::figures()
                .into_iter()
                .find(|f| f.id == self.0)
                .ok_or(format!("unknown figure {}", super::clip(self.0)))?;
            f.themed_scene(self.1)
        }
    }
    let scene = crate::games::with_game(&game, Picture(&id, theme()))
        .ok_or_else(|| unknown_game(&game))?
        .map_err(|e| JsError::new(&e))?;
    let _ = canvas.style().set_property("aspect-ratio", &format!("{} / {}", scene.width, scene.height));
    Ok(super::render::draw(&canvas, &scene).map(drop).map_err(|_| JsError::new("this canvas cannot be drawn on"))?)
}

/// The identifiers of the games, in display order.
#[wasm_bindgen(js_name = gameIds)]
pub fn game_ids() -> Vec<String> {
    crate::games::GAME_IDS.iter().map(|s| s.to_string()).collect()
}

thread_local! {
    /// The AI of this module instance (the Web Worker's, or the page's when it has no
    /// worker): it keeps the game and its search tables (one a level) from one question
    /// to the next.
    static THINKER: RefCell<Thinker> = RefCell::new(Thinker::new());
}

/// The AI's move for the position a record reaches, at `level` (1–4). Runs in the
/// Web Worker, so the page never waits on it. `seed` (a whole number up to 2^53 − 1;
/// 0 for a fresh one) drives the level's blur. A record that continues the last one
/// asked about replays only its new moves, and the search starts from what the last
/// one learnt.
///
/// # Errors
///
/// An unreadable record, a level other than 1–4, a bad seed, or a position where no
/// player is to move.
#[wasm_bindgen(js_name = aiMove)]
pub fn ai_move(
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
    level: f64,
    seed: f64,
) -> Result<String, JsValue> {
    let record = string_arg(&record, "record")?;
    let level = super::game::ai_level(level)?;
    let seed = super::game::seed_or_fresh((seed != 0.0).then_some(seed))?;
    Ok(THINKER
        .with_borrow_mut(|t| t.think(&record, level, seed))
        .map_err(super::err)?
        .ok_or_else(|| JsError::new("no player is to move"))?)
}

/// Builds ahead the tables of solved positions the AI will soon need after its last
/// [`ai_move`] answer, if that answer's level plays them (levels 3 and 4: moulin's
/// endgame tables, seconds to build in the browser, once both hands are empty and
/// at most 14 men are left). The Web Worker calls it right after sending each answer, so the work
/// is done while the person thinks; quick when there is nothing to build.
#[wasm_bindgen(js_name = aiPrepare)]
pub fn ai_prepare() {
    THINKER.with_borrow(|t| t.prepare());
}

/// Checks a record without playing it: `undefined` if it replays, else the reason.
///
/// # Errors
///
/// A `TypeError` if the argument is not a string.
#[wasm_bindgen(js_name = checkRecord)]
pub fn check_record(
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
) -> Result<Option<String>, JsValue> {
    Ok(session_from_record(&string_arg(&record, "record")?).err().map(|e| clip_message(&e.to_string())))
}

/// Why a record cannot be replayed, in words for the page (`{key, args}` for
/// `strings()`), or `undefined` if it replays: `checkRecord`'s answer translated.
///
/// # Errors
///
/// A `TypeError` if the argument is not a string.
#[wasm_bindgen(js_name = recordProblem)]
pub fn record_problem(
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
) -> Result<Option<JsValue>, JsValue> {
    let Some(e) = session_from_record(&string_arg(&record, "record")?).err() else { return Ok(None) };
    Ok(serde_wasm_bindgen::to_value(&clip_note(e.note())).ok())
}

/// A record (JSON) packed for a link, `<game id>.<base64url>`: each move its index
/// among the moves possible then, in a few bits (see `core::packed`). A 40-ply moulin
/// game fits in a text message. In the complete module only (the page packs in
/// JavaScript, www/app/packed.js, with the same format: its module stays light).
///
/// # Errors
///
/// A `TypeError` if `record` is not a string; an `Error` if it is not a record that
/// replays.
#[cfg(feature = "learn")]
#[wasm_bindgen(js_name = packRecord)]
pub fn pack_record(#[wasm_bindgen(unchecked_param_type = "string")] record: JsValue) -> Result<String, JsValue> {
    crate::session::pack_record(&string_arg(&record, "record")?)
        .map_err(|e| JsError::new(&clip_message(&e.to_string())).into())
}

/// What a link's packed record holds: `{record}`, the record as JSON, or `{problem}`,
/// why it cannot be read in words for the page (`{key, args}`: the link cut on its
/// way, damaged…). Never throws for a bad text: a link is the visitor's input. In
/// the complete module only, as `packRecord`.
///
/// # Errors
///
/// A `TypeError` if `text` is not a string.
#[cfg(feature = "learn")]
#[wasm_bindgen(js_name = unpackRecord)]
pub fn unpack_record(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Unpacked {
        #[serde(skip_serializing_if = "Option::is_none")]
        record: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        problem: Option<crate::core::Note>,
    }
    let text = string_arg(&text, "text")?;
    let out = match crate::session::unpack_record(&text) {
        Ok(r) => Unpacked { record: Some(r.to_json()), problem: None },
        Err(e) => Unpacked { record: None, problem: Some(clip_note(e.note())) },
    };
    Ok(to_js(&out)?)
}

/// The puzzles of a game, in its file's order (`src/games/<game>/puzzles.txt`):
/// `[{position, line, difficulty, theme, themeKey, taskKey}]` — the start position as
/// text (for `Game.fromPosition`), the solution's moves in notation (the solver's and
/// the defence's replies, as the side to act tells), 1 to 3, the theme's word, and the
/// string keys of its name and its task (in `strings()` of this module). Plain data:
/// the page presents them, the rules check the moves, and no game is named here. A
/// game without puzzles gives `[]`. In the complete module only, which reads
/// positions as text.
///
/// # Errors
///
/// A `TypeError` if `game` is not a string; an `Error` for an unknown game, or a line
/// of its file that does not read (which the tests rule out).
#[cfg(feature = "learn")]
#[wasm_bindgen(
    unchecked_return_type = "{ position: string, line: string[], difficulty: number, theme: string, themeKey: string, taskKey: string }[]"
)]
pub fn puzzles(#[wasm_bindgen(unchecked_param_type = "string")] game: JsValue) -> Result<JsValue, JsValue> {
    let game = string_arg(&game, "game")?;
    let list = crate::puzzle::puzzles_of(&game).map_err(|e| match e {
        crate::puzzle::PuzzlesError::UnknownGame(_) => unknown_game(&game),
        e => super::err(e).into(),
    })?;
    Ok(to_js(&list)?)
}

/// Perft from a game's start, for the in-browser benchmark. Depths above 12 are
/// refused (they would run for hours).
///
/// # Errors
///
/// A depth above 12, or an unknown game.
#[wasm_bindgen]
pub fn perft(#[wasm_bindgen(unchecked_param_type = "string")] game: JsValue, depth: u32) -> Result<f64, JsValue> {
    let game = string_arg(&game, "game")?;
    if depth > 12 {
        return Err(JsError::new("perft depth must be 12 or less").into());
    }
    struct P(u32);
    impl crate::games::GameVisitor for P {
        type Output = u64;
        fn visit<G: crate::core::View>(self) -> u64 {
            crate::core::perft(&G::new(&G::Options::default()), self.0)
        }
    }
    crate::games::with_game(&game, P(depth)).map(|n| n as f64).ok_or_else(|| unknown_game(&game))
}

/// A fresh random seed (for drawing lots and the dice), from the browser's crypto.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> f64 {
    // Below 2^53 (see `Dice::fresh_seed`), so JavaScript numbers hold it exactly.
    Dice::fresh_seed() as f64
}

/// The game a record is of (`undefined` if it is not a record), so the page can
/// switch to that game before replaying it.
///
/// # Errors
///
/// A `TypeError` if the argument is not a string.
#[wasm_bindgen(js_name = recordGame)]
pub fn record_game(
    #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
) -> Result<Option<String>, JsValue> {
    Ok(GameRecord::from_json(&string_arg(&record, "record")?).ok().map(|r| r.game))
}
