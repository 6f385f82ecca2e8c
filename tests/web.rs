//! Browser tests (wasm-bindgen-test in headless Chromium): the exported API and the
//! canvas renderer, with real DOM events. Run by `cargo test --target
//! wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, MouseEvent, MouseEventInit};

use plateaux::web::{self, App, Game};

wasm_bindgen_test_configure!(run_in_browser);

/// A Rust string as the JavaScript value the API takes (it checks each argument's
/// type itself).
fn js(s: impl AsRef<str>) -> JsValue {
    JsValue::from_str(s.as_ref())
}

fn canvas(w: u32, h: u32) -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.style().set_property("width", &format!("{w}px")).unwrap();
    c.style().set_property("height", &format!("{h}px")).unwrap();
    c.style().set_property("display", "block").unwrap();
    doc.body().unwrap().append_child(&c).unwrap();
    c
}

fn noop() -> js_sys::Function {
    js_sys::Function::new_no_args("")
}

fn get(v: &wasm_bindgen::JsValue, key: &str) -> wasm_bindgen::JsValue {
    js_sys::Reflect::get(v, &key.into()).unwrap()
}

fn moves_played(app: &App) -> u32 {
    js_sys::Array::from(&get(&app.status().unwrap(), "moves")).length()
}

/// A game's status as JSON text, to compare two moments of a game.
fn status_text(game: &Game) -> String {
    js_sys::JSON::stringify(&game.status().unwrap()).unwrap().as_string().unwrap()
}

fn json(text: &str) -> wasm_bindgen::JsValue {
    js_sys::JSON::parse(text).unwrap()
}

/// A real click event at a canvas-relative CSS position.
fn click_at(c: &HtmlCanvasElement, x: f64, y: f64) {
    let r = c.get_bounding_client_rect();
    let init = MouseEventInit::new();
    init.set_client_x((r.left() + x) as i32);
    init.set_client_y((r.top() + y) as i32);
    init.set_bubbles(true);
    let ev = MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    c.dispatch_event(&ev).unwrap();
}

fn pixel(c: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 4] {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    let d = ctx.get_image_data((x * dpr).round(), (y * dpr).round(), 1.0, 1.0).unwrap().data();
    [d[0], d[1], d[2], d[3]]
}

#[wasm_bindgen_test]
fn strings_come_in_every_language_and_refuse_what_is_not_a_string() {
    web::start(); // the browser's JSON, as the glue installs it
    let fr = web::strings("fr".into()).unwrap();
    let en = web::strings("en".into()).unwrap();
    let de = web::strings("de".into()).unwrap();
    assert_eq!(get(&fr, "play.undo").as_string().unwrap(), "Annuler");
    assert_eq!(get(&en, "play.undo").as_string().unwrap(), "Undo");
    assert_eq!(get(&de, "play.undo").as_string().unwrap(), "Zurücknehmen");
    assert!(web::rules_help("moulin".into(), "fr".into()).unwrap().unwrap().contains("moulin"));
    assert!(web::rules_help("moulin".into(), "en".into()).unwrap().unwrap().contains("mill"));
    assert!(web::rules_help("moulin".into(), "de".into()).unwrap().unwrap().contains("Mühle"));
    assert!(web::rules_help("chess".into(), "fr".into()).unwrap().is_none());
    // A side's form asked by the message in its own language, and a plural.
    let args = js_sys::Array::of2(&"side".into(), &"@moulin.side.0".into());
    assert_eq!(web::text("fr".into(), "play.turn".into(), args.clone().into()).unwrap(), "aux Blancs de jouer");
    assert_eq!(web::text("en".into(), "play.turn".into(), args.into()).unwrap(), "White to play");
    // Anything but a string is a TypeError, never a trap.
    for bad in [JsValue::from(3), JsValue::NULL, JsValue::UNDEFINED, js_sys::Object::new().into()] {
        let e = web::strings(bad.clone()).unwrap_err();
        assert!(e.is_instance_of::<js_sys::TypeError>(), "strings({bad:?})");
        assert!(web::text("fr".into(), bad.clone(), JsValue::UNDEFINED)
            .unwrap_err()
            .is_instance_of::<js_sys::TypeError>());
        assert!(web::rules_help(bad, "fr".into()).unwrap_err().is_instance_of::<js_sys::TypeError>());
    }
    let not_strings = js_sys::Array::of1(&JsValue::from(1));
    assert!(web::text("fr".into(), "play.turn".into(), not_strings.into())
        .unwrap_err()
        .is_instance_of::<js_sys::TypeError>());
    assert!(web::game_ids().contains(&"moulin".to_string()));
}

#[wasm_bindgen_test]
fn every_game_s_puzzles_come_as_plain_data_that_plays() {
    web::start(); // the browser's JSON, as the glue installs it
    let fr = web::strings("fr".into()).unwrap();
    for id in web::game_ids() {
        let list: js_sys::Array = web::puzzles(id.as_str().into()).unwrap().dyn_into().unwrap();
        for p in list.iter() {
            // The position reads in the module's own Game, and the line plays there.
            let game = Game::from_position(id.as_str().into(), get(&p, "position"), Some(1.0)).unwrap();
            let line: js_sys::Array = get(&p, "line").dyn_into().unwrap();
            assert!(line.length() > 0);
            for m in line.iter() {
                game.play(m).unwrap();
            }
            let d = get(&p, "difficulty").as_f64().unwrap();
            assert!((1.0..=3.0).contains(&d));
            // Its theme's name and task are words of this module.
            for key in ["themeKey", "taskKey"] {
                let k = get(&p, key).as_string().unwrap();
                assert!(get(&fr, &k).as_string().is_some_and(|t| !t.is_empty()), "{id}: {k}");
            }
        }
    }
    assert!(web::puzzles("chess".into()).is_err());
    assert!(web::puzzles(JsValue::from(3)).unwrap_err().is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn a_bad_move_is_refused_and_changes_nothing() {
    web::start(); // the browser's JSON, as the glue installs it
    let app = App::new(canvas(300, 380), js("moulin"), js(""), 1.0, noop()).unwrap();
    assert_eq!(app.play(js("d2")).unwrap(), "d2");
    for bad in ["", "zz", "d2", "d4", "d2-d3", "a1xa1", "💥"] {
        assert!(app.play(js(bad)).is_err(), "{bad:?} was accepted");
    }
    assert_eq!(moves_played(&app), 1);
    assert_eq!(get(&app.status().unwrap(), "to_move").as_f64(), Some(1.0));
    assert!(App::new(canvas(10, 10), js("chess"), js(""), 1.0, noop()).is_err());
    assert!(App::new(canvas(10, 10), js("moulin"), js("{not json"), 1.0, noop()).is_err());
}

#[wasm_bindgen_test]
fn clicks_on_the_drawn_points_place_and_move_men() {
    web::start(); // the browser's JSON, as the glue installs it
    let c = canvas(320, 420);
    let calls = js_sys::Array::new();
    let cb = js_sys::Function::new_with_args("r", "this.push(r)").bind0(&calls);
    let app = App::new(c.clone(), js("moulin"), js(""), 1.0, cb).unwrap();
    // Click d2 (cell 4) where it is drawn: a white man is placed there.
    let p = app.cell_position(4).unwrap();
    click_at(&c, p[0], p[1]);
    assert_eq!(moves_played(&app), 1);
    assert_eq!(calls.length(), 1);
    assert_eq!(get(&calls.get(0), "kind").as_string().unwrap(), "played");
    // The man is drawn: the pixel at d2 is now near-white, not the board's wood.
    let px = pixel(&c, p[0], p[1]);
    assert!(px[0] > 235 && px[1] > 230 && px[2] > 215, "d2 pixel {px:?}");
    // A click far from any point does nothing.
    click_at(&c, 2.0, 2.0);
    assert_eq!(moves_played(&app), 1);
    // Clicks are ignored on a side the AI plays.
    app.set_humans(true, false);
    let q = app.cell_position(0).unwrap();
    click_at(&c, q[0], q[1]);
    assert_eq!(moves_played(&app), 1);
}

#[wasm_bindgen_test]
fn the_board_is_drawn_sharp_on_high_dpi_and_turns_for_black() {
    web::start(); // the browser's JSON, as the glue installs it
    let c = canvas(300, 380);
    let app = App::new(c.clone(), js("moulin"), js(""), 1.0, noop()).unwrap();
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(c.width(), (300.0 * dpr).round() as u32);
    let a1 = app.cell_position(0).unwrap();
    app.set_flip(true);
    let a1_flipped = app.cell_position(0).unwrap();
    assert!(a1[1] > a1_flipped[1], "a1 is at the bottom, and at the top once turned");
}

#[wasm_bindgen_test]
fn records_round_trip_and_corrupted_ones_are_refused() {
    web::start(); // the browser's JSON, as the glue installs it
    let app = App::new(canvas(200, 260), js("moulin"), js(""), 7.0, noop()).unwrap();
    for m in ["d2", "d6", "b2", "b6", "f2xd6"] {
        app.play(js(m)).unwrap();
    }
    let rec = app.record_json();
    assert!(web::check_record(js(&rec)).unwrap().is_none());
    let back = App::from_record(canvas(200, 260), js(&rec), noop()).unwrap();
    assert_eq!(back.record_json(), rec);
    for bad in
        [rec.replace("f2xd6", "f2xd5"), "{".into(), "{\"game\":\"moulin\",\"moves\":[\"d9\"]}".into(), "null".into()]
    {
        assert!(web::check_record(js(&bad)).unwrap().is_some(), "{bad}");
        assert!(App::from_record(canvas(10, 10), js(&bad), noop()).is_err());
    }
    // Undo and redo through the API.
    assert!(back.undo());
    assert_eq!(moves_played(&back), 4);
    assert!(back.redo());
    assert_eq!(moves_played(&back), 5);
}

#[wasm_bindgen_test]
fn the_ai_entry_point_answers_a_legal_move() {
    web::start(); // the browser's JSON, as the glue installs it
    let app = App::new(canvas(200, 260), js("moulin"), js(""), 3.0, noop()).unwrap();
    app.play(js("d2")).unwrap();
    let rec = app.record_json();
    let m = web::ai_move(js(&rec), 2.0, 5.0).unwrap();
    assert!(app.legal().contains(&m), "{m}");
    assert!(web::ai_move(js("garbage"), 2.0, 5.0).is_err());
    // Levels and seeds are checked as `Game.aiMove` checks them: no move for a
    // level the page does not offer, nor for a seed JavaScript cannot hold.
    for level in [0.0, 5.0, -1.0, 2.5, f64::NAN] {
        assert!(web::ai_move(js(&rec), level, 5.0).is_err(), "level {level}");
    }
    assert!(web::ai_move(js(&rec), 2.0, 2.5).is_err());
    assert!(web::ai_move(js(&rec), 2.0, 1e17).is_err());
    // A fresh seed survives a trip through a JavaScript number (and so through
    // JSON.parse and JSON.stringify of a record).
    for _ in 0..50 {
        assert!(web::fresh_seed() < 9_007_199_254_740_992.0);
    }
    let fresh = App::new(canvas(200, 260), js("moulin"), js(""), 0.0, noop()).unwrap();
    let seed = serde_json::from_str::<serde_json::Value>(&fresh.record_json()).unwrap()["seed"].as_u64().unwrap();
    assert!(seed < 1 << 53, "{seed}");
    assert!(App::new(canvas(200, 260), js("moulin"), js(""), 0.5, noop()).is_err());
    assert_eq!(web::perft(js("moulin"), 2).unwrap(), 552.0);
}

#[wasm_bindgen_test]
fn every_game_draws_and_takes_a_move_by_clicks_on_its_canvas() {
    web::start(); // the browser's JSON, as the glue installs it
    for game in web::game_ids() {
        let c = canvas(360, 420);
        let app = App::new(c.clone(), js(&game), js(""), 9.0, noop()).unwrap();
        let legal = app.legal();
        assert!(!legal.is_empty(), "{game}: no move at the start");
        // Some pixel of the picture is drawn (not transparent).
        let drawn = (0..20).any(|i| pixel(&c, 18.0 * i as f64, 210.0)[3] > 0);
        assert!(drawn, "{game}: nothing drawn");
        // The first move that has clicks, entered by clicking where its cells are drawn.
        let (mv, cells) = legal
            .iter()
            .find_map(|m| app.cells_of(js(m)).ok().filter(|c| !c.is_empty()).map(|c| (m.clone(), c)))
            .unwrap_or_else(|| panic!("{game}: no clickable move"));
        for cell in cells {
            let p = app.cell_position(cell).unwrap_or_else(|| panic!("{game}: cell {cell} of {mv} is not drawn"));
            click_at(&c, p[0], p[1]);
        }
        let moves = js_sys::Array::from(&get(&app.status().unwrap(), "moves"));
        assert_eq!(moves.length(), 1, "{game}: {mv} was not played by its clicks");
        assert_eq!(moves.get(0).as_string().unwrap(), mv);
    }
}

#[wasm_bindgen_test]
fn a_game_plays_without_a_canvas_and_refuses_bad_input() {
    web::start(); // the browser's JSON, as the glue installs it
    let game = Game::new("moulin".into(), wasm_bindgen::JsValue::UNDEFINED, Some(4.0)).unwrap();
    assert_eq!(game.id(), "moulin");
    assert_eq!(game.play("d2".into()).unwrap(), "d2");
    assert_eq!(game.to_move(), Some(1));
    let (status, record) = (status_text(&game), game.record());
    for bad in ["", "zz", "d2", "d2-d3", "💥"] {
        assert!(game.play(bad.into()).is_err(), "{bad:?} was accepted");
    }
    assert_eq!(status_text(&game), status);
    assert_eq!(game.record(), record);
    // Status is a plain object with null for "nobody" (JSON-compatible).
    assert!(get(&game.status().unwrap(), "winner").is_null());
    // Options are a plain object; anything else is refused.
    let k = Game::new("kriegspiel".into(), json(r#"{"flat": true}"#), Some(1.0)).unwrap();
    assert!(k.record().contains(r#""flat":true"#), "{}", k.record());
    assert!(Game::new("kriegspiel".into(), "{}".into(), None).is_err());
    assert!(Game::new("chess".into(), wasm_bindgen::JsValue::NULL, None).is_err());
    assert!(Game::new("moulin".into(), wasm_bindgen::JsValue::NULL, Some(-3.0)).is_err());
    // The AI names a legal move and plays nothing; bad levels are refused.
    let m = game.ai_move(2.0, Some(5.0)).unwrap();
    assert!(game.legal().contains(&m), "{m}");
    assert_eq!(game.record(), record);
    assert!(game.ai_move(9.0, None).is_err());
    // A record round-trips; a corrupted one is refused.
    assert_eq!(Game::from_record(record.clone().into()).unwrap().record(), record);
    assert!(Game::from_record(record.replace("d2", "d9").into()).is_err());
}

#[wasm_bindgen_test]
fn a_view_attached_to_a_game_shows_its_moves_and_plays_its_clicks() {
    web::start(); // the browser's JSON, as the glue installs it
    let c = canvas(320, 420);
    let game = Game::new("moulin".into(), wasm_bindgen::JsValue::UNDEFINED, Some(2.0)).unwrap();
    let calls = js_sys::Array::new();
    let cb = js_sys::Function::new_with_args("r", "this.push(r)").bind0(&calls);
    let app = App::for_game(c.clone(), &game, Some(cb));
    let d2 = app.cell_position(4).unwrap();
    let empty = pixel(&c, d2[0], d2[1]);
    // A move played on the game shows once the view renders: a white man on d2.
    game.play("d2".into()).unwrap();
    app.render();
    let px = pixel(&c, d2[0], d2[1]);
    assert!(px[0] > 235 && px[1] > 230 && px[2] > 215 && px != empty, "d2 pixel {px:?}");
    // A click on the canvas plays on the game.
    let b6 = app.cells_of(js("b6")).unwrap();
    let p = app.cell_position(b6[0]).unwrap();
    click_at(&c, p[0], p[1]);
    assert_eq!(calls.length(), 1);
    assert_eq!(get(&calls.get(0), "move").as_string().unwrap(), "b6");
    assert!(status_text(&game).contains(r#""moves":["d2","b6"]"#), "{}", status_text(&game));
    // app.game() is the same game, not a copy.
    let same = app.game();
    assert!(same.undo());
    assert_eq!(game.record(), same.record());
    assert_eq!(moves_played(&app), 1);
    // The game outlives its view.
    drop(app);
    assert_eq!(game.play("b6".into()).unwrap(), "b6");
    assert_eq!(same.legal(), game.legal());
}

#[wasm_bindgen_test]
fn the_conveniences_make_a_game_and_hand_it_out() {
    web::start(); // the browser's JSON, as the glue installs it
    let app = App::new(canvas(200, 260), js("moulin"), js(""), 5.0, noop()).unwrap();
    let game = app.game();
    game.play("d2".into()).unwrap();
    assert_eq!(moves_played(&app), 1);
    let back = App::from_record(canvas(200, 260), js(app.record_json()), noop()).unwrap();
    assert_eq!(back.game().record(), game.record());
}
