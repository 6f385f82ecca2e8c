//! The game told in words (issue 9, items 3 and 7): every clickable cell and every
//! move has a description in French and in English, the last whole turn is kept as
//! data (its moves in words, its cells marked, the men it took left as ghosts), and
//! the side to act is told what to do.

use plateaux::core::{Dice, Game, Ghost, Highlights, Note, Shape, Side, ToMove, View};
use plateaux::games::kriegspiel::{Arm, KMove, Kriegspiel, Plate};
use plateaux::games::moulin::{point_index, point_name, Moulin};
use plateaux::games::mundeleys::{square_index as m_square, Mundeleys};
use plateaux::games::mundialito::{square_index as y_square, Arrangement, Mundialito, MundialitoMove, Piece};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{get, text, Lang};
use plateaux::session::{new_session, AnySession, Click, Session};

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
    for side in [Side::First, Side::Second] {
        if let Some(t) = g.tally(side) {
            check(&t, &format!("the bar of side {side:?} of {}", G::ID));
        }
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
fn each_bar_says_what_its_side_has_at_a_glance() {
    let fr = |n: Option<Note>| say(&n.unwrap(), Lang::SOURCE);
    // Moulin: men in hand while placing, then men on the board; and men lost.
    let (g, _, _) = mill_ready();
    assert_eq!(fr(g.tally(Side::First)), "6 en main · 2 perdus");
    assert_eq!(fr(g.tally(Side::Second)), "1 en main · 6 perdus");
    let start = Moulin::new(&Default::default());
    assert_eq!(fr(start.tally(Side::First)), "9 en main · 0 perdu");
    // Mundialito: the goals; Mundeleys: pieces and the reserve; Kriegspiel: figures.
    assert_eq!(fr(Mundialito::new(&Default::default()).tally(Side::Second)), "0 but");
    let m = Mundeleys::new(&Default::default());
    assert_eq!(
        fr(m.tally(Side::First)),
        format!("{} pièces · réserve : {}", m.count(Side::First), m.reserve(Side::First))
    );
    let k = Kriegspiel::new(&Default::default());
    assert!(fr(k.tally(Side::First)).ends_with("figures au combat"));
}

#[test]
fn after_the_ai_s_mill_the_turn_says_it_took_d2_and_leaves_its_ghost() {
    let (g, g7, d2) = mill_ready();
    let mut s = Session::from_game(g, 3);
    // The player is first asked to place; once g7 is clicked, to take a man.
    assert_eq!(s.status().prompt.map(|p| p.key), Some("narr.moulin.prompt.place"));
    s.click(g7);
    let p = s.status().prompt.unwrap();
    assert_eq!(say(&p, Lang::SOURCE), "Moulin\u{a0}! Prenez un pion adverse hors moulin");
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

/// The status line says what to do in each phase, in its own words: placing with the
/// men left in hand, sliding along a line, flying; never the end of placing all game.
#[test]
fn moulin_prompts_follow_the_phases() {
    let g = Moulin::new(&Default::default());
    assert_eq!(say(&g.prompt().unwrap(), Lang::SOURCE), "Posez un pion (9 en main)");
    // White with three men and nothing in hand flies.
    let g = Moulin::from_parts(0b111 << 3, 0b1011 << 12 | 1 << 21, [0, 0], Side::First);
    assert_eq!(
        say(&g.prompt().unwrap(), Lang::SOURCE),
        "Plus que 3 pions : faites voler un pion vers n'importe quel point libre"
    );
    let g = Moulin::from_parts(0b111 << 3, 0b1011 << 12 | 1 << 21, [0, 0], Side::Second);
    assert_eq!(
        say(&g.prompt().unwrap(), Lang::SOURCE),
        "Faites glisser un pion le long d'une ligne vers un point libre voisin"
    );
    // A whole game: the words change with the phase and never say that placing is over
    // once it is long over.
    let mut s = Session::<Moulin>::new(&Default::default(), 4);
    let mut said = Vec::new();
    while !s.status().over && said.len() < 60 {
        said.push(say(&s.status().prompt.unwrap(), Lang::SOURCE));
        let m = s.ai_move(1, said.len() as u64).unwrap();
        s.play(m).unwrap();
    }
    assert!(said[..18].iter().all(|w| w.starts_with("Posez un pion (")), "{said:?}");
    assert!(said[18..].iter().all(|w| !w.starts_with("Posez") && !w.contains("Placement")), "{said:?}");
}

/// What a screen reader hears on a cell, as the page builds it: the cell in words as
/// the board shows it, then what choosing it does in the move being entered.
fn heard(s: &AnySession, cell: u16) -> String {
    let words = say(&s.describe_cell(cell), Lang::SOURCE);
    match s.cell_states().iter().find(|&&(c, _)| c == cell) {
        Some(&(_, state)) => format!("{words}, {}", text(Lang::SOURCE, state, &[])),
        None => words,
    }
}

/// A mill just formed, its man to take still to choose: the board shows the man where
/// it went, and the cell is told so, not as an empty point; the prompt says which man
/// to take.
#[test]
fn a_mill_just_formed_is_told_with_its_man_where_it_went() {
    let pt = |n: &str| point_index(n).unwrap() as u16;
    // Placing: Black's g7 closes a7-d7-g7; no white man stands in a mill.
    let mut s = new_session("moulin", "", 1).unwrap();
    for m in ["a1", "a7", "b2", "d7", "c3"] {
        s.play_str(m).unwrap();
    }
    assert_eq!(heard(&s, pt("g7")), "g7, vide");
    assert_eq!(s.click(pt("g7")), Click::Pending);
    assert_eq!(heard(&s, pt("g7")), "g7, pion noir, choisi");
    assert_eq!(heard(&s, pt("a1")), "a1, pion blanc, prise possible");
    assert_eq!(say(&s.status().prompt.unwrap(), Lang::SOURCE), "Moulin\u{a0}! Prenez un pion adverse hors moulin");
    s.clear_clicks();
    assert_eq!(heard(&s, pt("g7")), "g7, vide", "a move given up leaves the point empty again");

    // Sliding g4 to g1 closes a1-d1-g1: g4 is empty now, g1 holds the man; every black
    // man stands in the mill b6-d6-f6, so any of them may go.
    let white = [pt("a1"), pt("d1"), pt("g4"), pt("c5")].iter().fold(0, |m, &p| m | 1 << p);
    let black = [pt("b6"), pt("d6"), pt("f6")].iter().fold(0, |m, &p| m | 1 << p);
    let mut s = Session::from_game(Moulin::from_parts(white, black, [0, 0], Side::First), 1);
    s.click(pt("g4"));
    s.click(pt("g1"));
    assert_eq!(say(&s.describe_cell(pt("g1")), Lang::SOURCE), "g1, pion blanc");
    assert_eq!(say(&s.describe_cell(pt("g4")), Lang::SOURCE), "g4, vide");
    assert_eq!(say(&s.describe_cell(pt("g1")), Lang::parse("en")), "g1, white man");
    assert_eq!(
        say(&s.status().prompt.unwrap(), Lang::SOURCE),
        "Moulin\u{a0}! Tous les pions adverses sont en moulin : prenez-en un"
    );
}

/// Mundeleys says what to do: choose a piece; with one chosen, where it goes.
#[test]
fn mundeleys_says_what_to_do() {
    let mut s = Session::<Mundeleys>::new(&Default::default(), 1);
    assert_eq!(say(&s.status().prompt.expect("a prompt"), Lang::SOURCE), "Choisissez une de vos pièces à déplacer");
    assert_eq!(s.click(m_square("c2").unwrap() as u16), Click::Pending);
    let p = s.status().prompt.unwrap();
    assert_eq!(say(&p, Lang::SOURCE), "Lancier en c2 : cliquez la case où il va");
    assert_eq!(say(&p, Lang::parse("en")), "Lancier on c2: click the square it goes to");
    s.click(m_square("b3").unwrap() as u16);
    assert_eq!(s.status().moves, ["c2-b3"]);
    assert_eq!(say(&s.status().prompt.unwrap(), Lang::SOURCE), "Choisissez une de vos pièces à déplacer");
    s.click(m_square("b5").unwrap() as u16);
    assert_eq!(say(&s.status().prompt.unwrap(), Lang::SOURCE), "Lancier en b5 : cliquez la case où il va");
}

/// Mundialito says what each action may be, what a chosen pyramid or ball does, and
/// when only the end of the turn is left.
#[test]
fn mundialito_says_what_each_action_may_be() {
    let mut s = Session::<Mundialito>::new(&Default::default(), 2);
    while s.game().in_setup() {
        for m in s.game().arrangement(Arrangement::Standard) {
            s.play(m).unwrap();
        }
    }
    let said = |s: &Session<Mundialito>| say(&s.status().prompt.unwrap(), Lang::SOURCE);
    assert_eq!(said(&s), "Action 1 sur 2 : déplacez, poussez ou sautez avec une pyramide, ou passez le ballon");
    let ball = s.game().ball(s.game().side_to_move().unwrap()).unwrap();
    assert_eq!(s.click(ball as u16), Click::Pending);
    assert_eq!(
        said(&s),
        "Cliquez la pyramide qui reçoit le ballon, sur la même ligne horizontale ou la même diagonale"
    );
    s.clear_clicks();
    let step = *s.game().legal_vec().iter().find(|m| matches!(m, MundialitoMove::Step { .. })).unwrap();
    let MundialitoMove::Step { from, .. } = step else { unreachable!() };
    assert_eq!(s.click(from as u16), Click::Pending);
    assert_eq!(said(&s), "Cliquez où va cette pyramide, ou la pyramide adverse qu'elle pousse");
    s.clear_clicks();
    s.play(step).unwrap();
    assert_eq!(
        said(&s),
        "Action 2 sur 2 : déplacez, poussez ou sautez avec une pyramide, passez le ballon, ou finissez le tour"
    );
    // Yellow has no pyramid left to act with, nor any to pass to: only the end.
    let pieces =
        [(y_square("c2").unwrap(), Piece::Ball(Side::First)), (y_square("d5").unwrap(), Piece::Ball(Side::Second))];
    let g = Mundialito::from_pieces(&Default::default(), &pieces, Side::First, 1);
    assert_eq!(g.legal_vec(), [MundialitoMove::End]);
    assert_eq!(say(&g.prompt().unwrap(), Lang::SOURCE), "Plus aucune action possible : finissez le tour");
}

/// The Kriegspiel's words follow what the army can still do: no rotation offered once
/// every move is spent, no shot once none is left.
#[test]
fn kriegspiel_prompts_follow_what_is_left_to_do() {
    let said = |g: &Kriegspiel| say(&g.prompt().unwrap(), Lang::SOURCE);
    // From the start, the French turn and step until nothing of the kind is left (the
    // enemy is out of range, every plate full: no shot, no transfer).
    let mut g = Kriegspiel::new(&Default::default());
    assert!(said(&g).starts_with("Phase de mouvement : tournez, déplacez ou transférez"));
    let costs = |m: &KMove| matches!(m, KMove::Turn { .. } | KMove::Step { .. });
    while let Some(&m) = g.legal_vec().iter().find(|m| costs(m)) {
        g.play(m);
    }
    assert_eq!(g.legal_vec(), [KMove::End]);
    assert_eq!(said(&g), "Plus rien à jouer ce tour-ci : finissez le tour");

    // A shot, its roll, then another arm's shot, then nothing but the end.
    let mut g = Kriegspiel::empty(&Default::default(), Side::First);
    let f = *g.field();
    let cell = |n: &str| f.parse_cell(n).unwrap();
    let (ne, e) = (f.parse_dir("NE").unwrap(), f.parse_dir("E").unwrap());
    g.set_plate(cell("e3"), Some(Plate::new(Side::First, Arm::Soldiers, 5, ne)));
    g.set_plate(cell("d4"), Some(Plate::new(Side::First, Arm::Cavalry, 2, e)));
    g.set_plate(cell("e4"), Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    g.set_plate(cell("a8"), Some(Plate::new(Side::Second, Arm::Soldiers, 5, 4)));
    g.play(KMove::Shoot { from: cell("e3"), to: cell("e4") });
    assert_eq!(said(&g), "Tir\u{a0}! Le dé roule…");
    g.play(KMove::Roll(1));
    assert_eq!(said(&g), "Phase de tir : chaque arme qui n'a pas tiré peut tirer une fois, puis finissez le tour");
    g.play(KMove::Shoot { from: cell("d4"), to: cell("e4") });
    g.play(KMove::Roll(0));
    assert_eq!(said(&g), "Plus rien à jouer ce tour-ci : finissez le tour");
    assert_eq!(say(&g.prompt().unwrap(), Lang::parse("en")), "Nothing left to do this turn: end the turn");
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
    assert!(say(&s.status().prompt.unwrap(), Lang::SOURCE).starts_with("Action 1 sur 2 : "));
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
