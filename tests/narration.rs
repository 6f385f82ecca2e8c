//! The game told in words (issue 9, items 3 and 7): every clickable cell and every
//! move has a description in French and in English, the last whole turn is kept as
//! data (its moves in words, its cells marked, the men it took left as ghosts), and
//! the side to act is told what to do.

use plateaux::core::{Dice, Game, Ghost, Highlights, Note, Shape, Side, ToMove, View};
use plateaux::games::kriegspiel::{Arm, KMove, Kriegspiel, Plate};
use plateaux::games::moulin::{point_name, Moulin};
use plateaux::games::mundeleys::{square_index as m_square, Mundeleys};
use plateaux::games::mundialito::{Arrangement, Mundialito, MundialitoMove};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{get, text, Lang};
use plateaux::session::Session;

/// A note as the page shows it: its key's text filled by the app's formatter, an
/// argument starting with `@` said in the same language. Panics on a missing key or a
/// placeholder left unfilled: the page would show them raw.
fn say(n: &Note, lang: Lang) -> String {
    assert!(get(lang, n.key).is_some(), "no {lang:?} text for '{}'", n.key);
    let args: Vec<(&str, &str)> = n.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    for (_, v) in &args {
        if let Some(k) = v.strip_prefix('@') {
            assert!(get(lang, k).is_some(), "no {lang:?} text for the argument key '{k}' of '{}'", n.key);
        }
    }
    let out = text(lang, n.key, &args);
    assert!(!out.contains('{'), "placeholder left in {out:?} ({n:?})");
    out
}

/// Checks a note reads in both languages and that the two differ.
fn check(n: &Note, what: &str) {
    let (fr, en) = (say(n, Lang::SOURCE), say(n, Lang::parse("en")));
    for lang in Lang::all() {
        say(n, lang);
    }
    assert!(!fr.trim().is_empty(), "{what}: empty");
    assert_ne!(fr, en, "{what}: the same words in French and English ({n:?})");
}

/// Every clickable spot of the position (and of the picture with a half-entered
/// move, so the chooser's spots are there too), every move and the prompt are told
/// in both languages. A spot is told by what it is, never by its bare number, and
/// two cells are never told alike: a listener must tell every button apart.
fn check_position<G: View>(g: &G, clicks: &[u16]) {
    let hl = Highlights { selected: clicks.to_vec(), ..Default::default() };
    for flip in [false, true] {
        let mut told: std::collections::HashMap<String, u16> = Default::default();
        for s in g.scene(&hl, flip).spots {
            let n = g.describe_cell(s.cell);
            check(&n, &format!("cell {} of {}", s.cell, G::ID));
            assert_ne!(n.key, "narr.cell", "cell {} of {} is told only by its number", s.cell, G::ID);
            let words = say(&n, Lang::SOURCE);
            if let Some(other) = told.insert(words.clone(), s.cell) {
                assert_eq!(other, s.cell, "{}: cells {other} and {} are both told \"{words}\"", G::ID, s.cell);
            }
        }
    }
    for m in g.moves_now() {
        check(&g.describe_move(m), &format!("move {} of {}", g.notation(m), G::ID));
    }
    if let Some(p) = g.prompt() {
        check(&p, &format!("prompt of {}", G::ID));
    }
}

/// Plays `games` seeded random games of at most `plies` plies from `start`, checking
/// every `every`-th position.
fn random_positions<G: View>(start: &G, games: u64, plies: usize, every: usize) -> usize {
    let dice = Dice::new(9);
    let mut draw = 0;
    let mut checked = 0;
    for _ in 0..games {
        let mut g = start.clone();
        for ply in 0..plies {
            if ply % every == 0 {
                check_position(&g, &[]);
                checked += 1;
            }
            let moves = g.moves_now();
            if moves.is_empty() {
                break;
            }
            let m = moves[dice.below(draw, moves.len() as u64) as usize];
            draw += 1;
            g.play(m);
        }
    }
    checked
}

#[test]
fn every_cell_and_move_of_every_game_is_told_in_every_language() {
    struct Told;
    impl GameVisitor for Told {
        type Output = usize;
        fn visit<G: View>(self) -> usize {
            random_positions(&G::new(&Default::default()), 5, 120, 4)
        }
    }
    for id in GAME_IDS {
        // At least each game's start, in each of the 5 games.
        assert!(with_game(id, Told).unwrap() >= 5, "{id}: no position told");
    }
}

#[test]
fn the_flat_kriegspiel_field_is_told_too() {
    let flat = Kriegspiel::new(&serde_json::from_str(r#"{"flat": true}"#).unwrap());
    assert!(random_positions(&flat, 2, 100, 5) > 20);
}

#[test]
fn the_transfer_chooser_and_the_reserves_are_told_what_they_do() {
    // Kriegspiel: a giver and its receiver clicked, the counts say "pass n figures".
    let mut g = Kriegspiel::empty(&Default::default(), Side::First);
    let f = *g.field();
    let (e3, e4) = (f.parse_cell("e3").unwrap(), f.parse_cell("e4").unwrap());
    let ne = f.parse_dir("NE").unwrap();
    assert_eq!(f.neighbour(e3, ne), Some(e4));
    g.set_plate(e3, Some(Plate::new(Side::First, Arm::Soldiers, 3, ne)));
    g.set_plate(e4, Some(Plate::new(Side::First, Arm::Soldiers, 2, ne)));
    g.set_plate(f.parse_cell("a8").unwrap(), Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    let mut s = Session::from_game(g.clone(), 1);
    s.click(e3 as u16);
    s.click(e4 as u16);
    let hl = s.highlights();
    let counts: Vec<u16> = hl.targets.iter().map(|t| t.0).filter(|&c| c > 600).collect();
    assert_eq!(counts.len(), 3, "three soldiers may go, two fit: {counts:?}");
    check_position(&g, &[e3 as u16, e4 as u16]);
    assert_eq!(say(&g.describe_cell(602), Lang::SOURCE), "2 : transférer ce nombre de figurines");
    assert_eq!(s.status().prompt.map(|p| p.key), Some("kriegspiel.pick_count"));
    // A plate of the field, and a cell of the ring outside it.
    assert_eq!(
        say(&g.describe_cell(e3 as u16), Lang::SOURCE),
        "e3, plateau français de 3 soldats, tourné vers le nord-est"
    );
    assert_eq!(
        say(&g.describe_cell(e3 as u16), Lang::parse("en")),
        "e3, French plate of 3 soldiers, facing north-east"
    );
    let ring = g.scene(&Highlights::default(), false).spots.iter().map(|s| s.cell).find(|&c| c >= 256).unwrap();
    assert!(say(&g.describe_cell(ring), Lang::SOURCE).starts_with("hors du champ, à côté de "));

    // Mundialito: each reserve slot says what is left to place.
    let m = Mundialito::new(&Default::default());
    let cell = plateaux::games::mundialito::reserve_cell(Side::First, 3);
    assert_eq!(say(&m.describe_cell(cell), Lang::SOURCE), "Réserve jaune : pyramides de taille 3, 2 à placer");
    let ball = plateaux::games::mundialito::reserve_cell(Side::Second, 4);
    assert_eq!(say(&m.describe_cell(ball), Lang::parse("en")), "red reserve: the ball, to place");
}

#[test]
fn pieces_are_named_as_a_player_names_them() {
    let mut g = Moulin::new(&Default::default());
    g.play_notation("d2").unwrap();
    let d2 = (0..24u8).find(|&p| point_name(p) == "d2").unwrap() as u16;
    assert_eq!(say(&g.describe_cell(d2), Lang::SOURCE), "d2, pion blanc");
    assert_eq!(say(&g.describe_cell(d2), Lang::parse("en")), "d2, white man");
    assert_eq!(say(&g.describe_cell(d2 + 1), Lang::SOURCE), "f2, vide");

    let g = Mundeleys::new(&Default::default());
    let a6 = m_square("a6").unwrap() as u16;
    assert_eq!(say(&g.describe_cell(a6), Lang::SOURCE), "a6, Lancier noir");
    assert_eq!(say(&g.describe_cell(a6), Lang::parse("en")), "a6, black Lancier");
    let a1 = m_square("a1").unwrap() as u16;
    assert_eq!(say(&g.describe_cell(a1), Lang::SOURCE), "a1, Grenadier blanc");
}

/// Black to place its last man with a7 and d7 already down: g7 closes the mill, and
/// d2 is the only white man on the board. (With more men in hand, the expert may
/// rightly prefer a fork, d5, that wins a man a move later.)
fn mill_ready() -> (Moulin, u16, u16) {
    let pt = |n: &str| (0..24u8).find(|&p| point_name(p) == n).unwrap();
    let g = Moulin::from_parts(1 << pt("d2"), 1 << pt("a7") | 1 << pt("d7"), [6, 1], Side::Second);
    (g, pt("g7") as u16, pt("d2") as u16)
}

#[test]
fn after_the_ai_s_mill_the_turn_says_it_took_d2_and_leaves_its_ghost() {
    let (g, g7, d2) = mill_ready();
    let mut s = Session::from_game(g, 3);
    // The player is first asked to place; once g7 is clicked, to take a man.
    assert_eq!(s.status().prompt.map(|p| p.key), Some("narr.moulin.prompt.place"));
    s.click(g7);
    let p = s.status().prompt.unwrap();
    assert_eq!(say(&p, Lang::SOURCE), "Moulin\u{a0}! Prenez un pion adverse");
    s.clear_clicks();

    let m = s.ai_move(4, 7).expect("the AI moves");
    s.play(m).unwrap();
    assert_eq!(s.game().notation(m), "g7xd2", "the AI closes its mill and takes the only man it can");
    let st = s.status();
    assert_eq!(st.last_turn_side, Some(1));
    let words: Vec<String> = st.last_turn.iter().map(|n| say(n, Lang::SOURCE)).collect();
    assert_eq!(words, ["pose un pion en g7 : moulin, prend d2"]);
    assert_eq!(say(&st.last_turn[0], Lang::parse("en")), "places a man on g7: mill, takes d2");

    let hl = s.highlights();
    assert_eq!(hl.ghosts, [Ghost { cell: d2, side: Side::First, kind: 0 }]);
    assert!(hl.turn.contains(&g7) && hl.turn.contains(&d2));
    // The ghost is drawn: faded shapes on d2, where nothing stands any more.
    let spot = s.scene(false).spots.into_iter().find(|p| p.cell == d2).unwrap();
    let faded_on_d2 = s
        .scene(false)
        .shapes
        .into_iter()
        .filter(|sh| {
            matches!(sh, Shape::Circle { c, fill: Some(f), .. }
                if (c.0 - spot.x).abs() < 1.0 && (c.1 - spot.y).abs() < 1.0 && f.3 < 128 && f.0 > 200)
        })
        .count();
    assert!(faded_on_d2 >= 1, "no faded white man drawn on d2");
    let plain = s.game().scene(&Highlights::default(), false);
    assert!(s.scene(false).shapes.len() > plain.shapes.len());
}

#[test]
fn moulin_prompts_follow_the_phases() {
    let g = Moulin::new(&Default::default());
    assert_eq!(say(&g.prompt().unwrap(), Lang::SOURCE), "Posez un pion (9 en main)");
    // White with three men and nothing in hand flies.
    let g = Moulin::from_parts(0b111 << 3, 0b1011 << 12 | 1 << 21, [0, 0], Side::First);
    assert_eq!(say(&g.prompt().unwrap(), Lang::SOURCE), "Vous n'avez plus que 3 pions : ils volent");
    let g = Moulin::from_parts(0b111 << 3, 0b1011 << 12 | 1 << 21, [0, 0], Side::Second);
    assert_eq!(say(&g.prompt().unwrap(), Lang::SOURCE), "Placement terminé : déplacez vos pions le long des lignes");
}

#[test]
fn kriegspiel_a_shot_and_its_roll_are_told_with_the_losses() {
    let mut g = Kriegspiel::empty(&Default::default(), Side::First);
    let f = *g.field();
    let ne = f.parse_dir("NE").unwrap();
    let (e3, e4) = (f.parse_cell("e3").unwrap(), f.parse_cell("e4").unwrap());
    g.set_plate(e3, Some(Plate::new(Side::First, Arm::Soldiers, 5, ne)));
    g.set_plate(e4, Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    g.set_plate(f.parse_cell("a8").unwrap(), Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    // A roll that puts some soldiers out of action without emptying the plate.
    let roll = (0..6)
        .find(|&r| (1..5).contains(&plateaux::games::kriegspiel::effect(Arm::Soldiers, 5, Arm::Soldiers, 5, r).out));
    let roll = roll.expect("some roll hurts without emptying the plate");
    let out = plateaux::games::kriegspiel::effect(Arm::Soldiers, 5, Arm::Soldiers, 5, roll).out;

    let mut s = Session::from_game(g, 1);
    s.play(KMove::Shoot { from: e3, to: e4 }).unwrap();
    assert_eq!(s.status().prompt.map(|p| p.key), Some("kriegspiel.roll_due"));
    s.play(KMove::Roll(roll)).unwrap();
    let words: Vec<String> = s.status().last_turn.iter().map(|n| say(n, Lang::SOURCE)).collect();
    let soldiers = if out == 1 { "soldat" } else { "soldats" };
    assert_eq!(words, ["e3 tire sur e4".to_string(), format!("dé : {roll}, {out} {soldiers} hors combat")]);
    assert!(s.highlights().ghosts.is_empty(), "the plate still stands");
    s.play(KMove::End).unwrap();
    assert_eq!(s.status().last_turn.len(), 3, "the turn ends with its end");
    assert_eq!(s.status().last_turn_side, Some(0));

    // A roll that empties a plate leaves its ghost.
    let mut g = Kriegspiel::empty(&Default::default(), Side::First);
    g.set_plate(e3, Some(Plate::new(Side::First, Arm::Soldiers, 5, ne)));
    g.set_plate(e4, Some(Plate::new(Side::Second, Arm::Cavalry, 1, 4)));
    g.set_plate(f.parse_cell("a8").unwrap(), Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    let kill = (0..6).find(|&r| plateaux::games::kriegspiel::effect(Arm::Soldiers, 5, Arm::Cavalry, 1, r).out == 1);
    let kill = kill.expect("some roll takes the last cavalryman");
    let mut s = Session::from_game(g, 1);
    s.play(KMove::Shoot { from: e3, to: e4 }).unwrap();
    s.play(KMove::Roll(kill)).unwrap();
    let last = s.status().last_turn.last().cloned().unwrap();
    assert_eq!(
        say(&last, Lang::SOURCE),
        format!("dé : {kill}, 1 cavalier hors combat : le plateau e4 quitte le champ")
    );
    assert_eq!(s.highlights().ghosts, [Ghost { cell: e4 as u16, side: Side::Second, kind: Arm::Cavalry as u8 }]);
}

#[test]
fn a_kriegspiel_turn_stays_whole_until_the_other_army_acts() {
    let mut s = Session::<Kriegspiel>::new(&Default::default(), 5);
    // The French make several moves, then end their turn.
    let mut played = 0;
    while played < 6 {
        let moves = s.game().legal_vec();
        let m = *moves.iter().find(|m| !matches!(m, KMove::End)).unwrap();
        s.play(m).unwrap();
        played += 1;
    }
    s.play(KMove::End).unwrap();
    let st = s.status();
    assert_eq!(st.last_turn.len(), 7);
    assert_eq!(st.last_turn_side, Some(0));
    assert_eq!(say(st.last_turn.last().unwrap(), Lang::SOURCE), "fin du tour");
    // Every plate that acted stays marked, and nothing off the field is.
    let turn = s.highlights().turn;
    let on_field = s.game().field().cells() as u16;
    for (g, m) in s.last_turn() {
        if let KMove::Turn { from, .. } | KMove::Step { from, .. } = m {
            assert!(turn.contains(&(from as u16)), "{} not marked", g.notation(m));
        }
    }
    assert!(turn.iter().all(|&c| c < on_field), "{turn:?}");
    // The first English move starts a new turn.
    let m = *s.game().legal_vec().iter().find(|m| !matches!(m, KMove::End)).unwrap();
    s.play(m).unwrap();
    assert_eq!(s.status().last_turn.len(), 1);
    assert_eq!(s.status().last_turn_side, Some(1));
}

#[test]
fn a_mundialito_turn_holds_both_actions() {
    let mut s = Session::<Mundialito>::new(&Default::default(), 2);
    while s.game().in_setup() {
        for m in s.game().arrangement(Arrangement::Standard) {
            s.play(m).unwrap();
        }
    }
    let first = s.game().side_to_move().unwrap();
    assert_eq!(s.status().last_turn_side, Some(first.index()), "Red placed the last ball and kicks off");
    assert_eq!(say(&s.status().prompt.unwrap(), Lang::SOURCE), "Action 1 sur 2");
    // Two steps by two different pyramids.
    let mut moved = Vec::new();
    for _ in 0..2 {
        let moves = s.game().legal_vec();
        let m =
            *moves.iter().find(|m| matches!(m, MundialitoMove::Step { from, .. } if !moved.contains(from))).unwrap();
        if let MundialitoMove::Step { from, to } = m {
            moved.extend([from, to]);
        }
        s.play(m).unwrap();
    }
    assert_ne!(s.game().side_to_move(), Some(first), "two actions end the turn");
    let turn = s.last_turn();
    assert_eq!(turn.len(), 2);
    let st = s.status();
    assert_eq!(st.last_turn_side, Some(first.index()));
    assert_eq!(st.last_turn.len(), 2);
    for n in &st.last_turn {
        assert!(say(n, Lang::SOURCE).starts_with("pyramide "), "{n:?}");
    }
    // Both actions' squares stay marked, not only the second's.
    let hl = s.highlights();
    for (g, m) in &turn {
        for c in g.cells_of(*m).as_slice() {
            assert!(hl.turn.contains(c));
        }
    }
    let (g0, m0) = &turn[0];
    assert!(g0.cells_of(*m0).as_slice().iter().any(|c| !hl.last.contains(c)));
    // One action then `end`: the turn is the action and the end.
    let m = *s.game().legal_vec().iter().find(|m| matches!(m, MundialitoMove::Step { .. })).unwrap();
    s.play(m).unwrap();
    s.play(MundialitoMove::End).unwrap();
    let words: Vec<String> = s.status().last_turn.iter().map(|n| say(n, Lang::parse("en"))).collect();
    assert_eq!(words.len(), 2);
    assert_eq!(words[1], "ends the turn");
}

#[test]
fn before_any_move_there_is_no_last_turn_and_the_game_over_has_no_prompt() {
    let s = Session::<Moulin>::new(&Default::default(), 1);
    let st = s.status();
    assert!(st.last_turn.is_empty() && st.last_turn_side.is_none());
    assert!(s.highlights().turn.is_empty() && s.highlights().ghosts.is_empty());
    // White down to two men has lost: nothing more to do.
    let g = Moulin::from_parts(0b11, 0b111 << 12, [0, 0], Side::First);
    assert!(matches!(g.to_move(), ToMove::Over(_)));
    let s = Session::from_game(g, 1);
    assert!(s.status().prompt.is_none());
}
