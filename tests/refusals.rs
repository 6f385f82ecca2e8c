//! Why a click is refused (`Game::why_not`), game by game, for the mistakes players
//! make: each refusal names the rule in words, and clicks that fit a legal move are
//! never "refused".

use plateaux::core::{Cell, Dice, Game, Side, View};
use plateaux::games::kriegspiel::{Kriegspiel, KriegspielOptions, CHOOSER_BASE};
use plateaux::games::moulin::{Moulin, POINTS};
use plateaux::games::mundeleys::{self, square_index};
use plateaux::games::mundialito::{self, reserve_cell, Mundialito};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::session::{Click, Session};

fn msq(name: &str) -> Cell {
    mundialito::square_index(name).unwrap() as Cell
}

fn sq(name: &str) -> Cell {
    square_index(name).unwrap() as Cell
}

fn pt(name: &str) -> Cell {
    POINTS.iter().position(|(n, _, _)| *n == name).unwrap() as Cell
}

fn why<G: Game>(g: &G, clicks: &[Cell]) -> Option<&'static str> {
    g.why_not(clicks).map(|n| n.key)
}

/// No legal move's own clicks (or any prefix of them) is ever refused.
fn legal_paths_are_not_refused<G: Game>(g: &G) {
    for m in g.moves_now() {
        let path = g.cells_of(m);
        for k in 1..=path.len() {
            assert_eq!(g.why_not(&path.as_slice()[..k]), None, "{:?} refused", g.notation(m));
        }
    }
}

#[test]
fn moulin_says_why() {
    // Placing: White has men in hand.
    let placing = Moulin::from_ascii(
        "
        W-----------.-----------B
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        B-----------.-----------W",
        [7, 7],
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&placing);
    assert_eq!(why(&placing, &[pt("a7")]), Some("moulin.why.place_first"));
    assert_eq!(placing.why_not(&[pt("a7")]).unwrap().args, vec![("n", "7".to_string())]);
    assert_eq!(why(&placing, &[pt("g7")]), Some("moulin.why.occupied"));

    // Moving: a mill at g7 is ready; Black has a mill b6-d6-f6 and a free man at b2.
    let moving = Moulin::from_ascii(
        "
        W-----------W-----------.
        |   B-------B-------B   |
        |   |   .---.---.   |   |
        .---.---.       .---.---W
        |   |   .---.---W   |   |
        |   B-------.-------.   |
        .-----------.-----------.",
        [0, 0],
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&moving);
    assert_eq!(why(&moving, &[pt("b6")]), Some("moulin.why.not_yours"));
    assert_eq!(why(&moving, &[pt("a1")]), Some("moulin.why.pick_man"));
    assert_eq!(why(&moving, &[pt("a7"), pt("a1")]), Some("moulin.why.not_adjacent"));
    assert_eq!(why(&moving, &[pt("a7"), pt("d7")]), Some("moulin.why.occupied"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("d6")]), Some("moulin.why.in_mill"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("a1")]), Some("moulin.why.take_enemy"));
    assert_eq!(why(&moving, &[pt("e3"), pt("d3"), pt("b2")]), Some("moulin.why.no_mill"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("b2")]), None, "a legal capture");

    // A man with no free neighbour cannot move; with three men, a man flies.
    let stuck = Moulin::from_ascii(
        "
        W-----------B-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        B---.---.       .---.---.
        |   |   .---.---W   |   |
        |   .-------.-------.   |
        W-----------.-----------W",
        [0, 0],
        Side::First,
    )
    .unwrap();
    assert_eq!(why(&stuck, &[pt("a7")]), Some("moulin.why.stuck"));
    assert_eq!(why(&stuck, &[pt("e3"), pt("a1")]), Some("moulin.why.occupied"));
    assert_eq!(why(&stuck, &[pt("e3"), pt("d1")]), Some("moulin.why.not_adjacent"), "four men do not fly");
}

#[test]
fn a_bad_picture_is_refused() {
    let ten = "
        W-----------W-----------W
        |   W-------W-------W   |
        |   |   W---W---W   |   |
        W---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        .-----------.-----------.";
    assert!(Moulin::from_ascii(ten, [0, 0], Side::First).is_err());
    assert!(Moulin::from_ascii(ten.replace("W---.---.  ", ".---.---.  ").as_str(), [1, 0], Side::First).is_err());
    assert!(Moulin::from_ascii(ten.replace("W---.---.  ", ".---.---.  ").as_str(), [0, 0], Side::First).is_ok());
}

#[test]
fn mundeleys_says_why() {
    let g = mundeleys::from_ascii(
        "
        6 ....L...
        5 ...l....
        4 ..gGg...
        3 ...L....
        2 ........
        1 M.......",
        [0, 4],
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&g);
    assert_eq!(why(&g, &[sq("h1")]), Some("mundeleys.why.pick_piece"));
    assert_eq!(why(&g, &[sq("d5")]), Some("mundeleys.why.not_yours"));
    // A Lancier on the far rank with the reserve empty.
    assert_eq!(why(&g, &[sq("e6")]), Some("mundeleys.why.stuck_far"));
    assert_eq!(why(&g, &[sq("d3"), sq("d2")]), Some("mundeleys.why.lancier_moves"));
    assert_eq!(why(&g, &[sq("d3"), sq("c2")]), Some("mundeleys.why.lancier_moves"), "never backward");
    assert_eq!(why(&g, &[sq("d3"), sq("c4")]), Some("mundeleys.why.lancier_takes"));
    assert_eq!(why(&g, &[sq("d4"), sq("d5")]), Some("mundeleys.why.grenadier_takes"));
    assert_eq!(why(&g, &[sq("d4"), sq("e5")]), Some("mundeleys.why.grenadier_moves"));
    assert_eq!(why(&g, &[sq("d4"), sq("d3")]), Some("mundeleys.why.stuck"), "another piece chosen, and it is stuck");
    assert_eq!(why(&g, &[sq("d4"), sq("a1")]), None, "another piece chosen, which can move");
    assert_eq!(why(&g, &[sq("d4"), sq("c4")]), None, "a Grenadier takes a Grenadier");
    assert_eq!(why(&g, &[sq("a1"), sq("a3")]), Some("mundeleys.why.mundeley_moves"));
    assert_eq!(why(&g, &[sq("a1"), sq("b1")]), None);
}

#[test]
fn a_bad_mundeleys_picture_is_refused() {
    let nine = "
        ........
        ........
        ........
        ........
        GGGGGGGG
        G.......";
    assert!(mundeleys::from_ascii(nine, [4, 4], Side::First).is_err());
    assert!(mundeleys::from_ascii(&nine.replace("G.......", "........"), [4, 4], Side::First).is_ok());
}

/// Yellow to play, both actions of its turn left: its ball on a2, pyramids on lines from it,
/// some of them behind other pieces.
fn yellow_in_play() -> Mundialito {
    Mundialito::from_diagram(
        "
        6 .  R2 .  .  .  .
        5 .  Y3 .  Y2 R2 .
        4 .  .  R3 Y1 .  .
        3 .  Y2 R1 .  R1 .
        2 Yo .  .  .  Y3 .
        1 .  .  .  .  .  .
          a  b  c  d  e  f",
        Side::First,
        2,
        &Default::default(),
    )
    .unwrap()
}

#[test]
fn mundialito_says_why() {
    let g = Mundialito::from_diagram(
        "
        6 .  R2 .  .  .  .
        5 .  Y3 Y1 Y2 R2 .
        4 .  .  R3 Y1 .  .
        3 .  Y2 R1 .  R1 .
        2 Yo .  .  .  Y3 .
        1 .  .  .  .  .  Ro",
        Side::First,
        2,
        &Default::default(),
    );
    // A red ball on row 1 has already scored: the picture is refused.
    assert!(g.is_err());
    let g = yellow_in_play();
    legal_paths_are_not_refused(&g);
    let w = |c: &[&str]| why(&g, &c.iter().map(|n| msq(n)).collect::<Vec<_>>());
    assert_eq!(w(&["a1"]), Some("mundialito.why.pick_piece"));
    assert_eq!(w(&["b6"]), Some("mundialito.why.not_yours"));
    // b3 has no arrow west (NES).
    assert_eq!(w(&["b3", "a3"]), Some("mundialito.why.no_arrow"));
    assert_eq!(w(&["d4", "d6"]), Some("mundialito.why.one_square"));
    // Y1 on d4 next to R3 on c4: a jump, not a push.
    assert_eq!(w(&["d4", "c4"]), Some("mundialito.why.push_larger"));
    assert_eq!(w(&["d4", "b4"]), None, "the jump itself");
    // Y2 on b3 next to R1 on c3: a push, not a jump.
    assert_eq!(w(&["b3", "d3"]), Some("mundialito.why.jump_smaller"));
    assert_eq!(w(&["b3", "c3"]), None, "the push itself");
    // Y3 on e2 north to R1 on e3, which has no arrow north.
    assert_eq!(w(&["e2", "e3"]), Some("mundialito.why.push_arrow"));
    // b6 is on Red's first row.
    assert_eq!(w(&["b5", "b6"]), Some("mundialito.why.end_row_safe"));
    // Passes: along a file, to a red pyramid, and blocked.
    assert_eq!(w(&["a2", "a5"]), Some("mundialito.why.pass_to_pyramid"));
    assert_eq!(w(&["a2", "b3"]), None, "a pass to b3 along the diagonal");
    assert_eq!(w(&["a2", "e2"]), None, "a pass along the row");
    assert_eq!(w(&["a2", "d5"]), Some("mundialito.why.pass_blocked"));
    let pass_line = g.parse("a2<>b5").unwrap();
    assert_eq!(why(&g, g.cells_of(pass_line).as_slice()), Some("mundialito.why.pass_line"));
}

/// A pass aimed at one's own pyramid that the line does not allow: the pyramid is
/// chosen instead (it has moves of its own), and the player is told why the pass was
/// not made. Choosing another man in a game without such moves says nothing.
#[test]
fn a_blocked_pass_clicked_says_why_while_the_pyramid_is_chosen() {
    let g = yellow_in_play();
    let mut s = Session::from_game(g, 1);
    assert_eq!(s.click(msq("a2")), Click::Pending);
    // d5's pyramid is Yellow's, two pieces stand on the diagonal between.
    assert_eq!(s.click(msq("d5")), Click::Pending);
    assert_eq!(s.refusal().map(|n| n.key), Some("mundialito.why.pass_blocked"));
    assert_eq!(s.highlights().selected, vec![msq("d5")], "the pyramid is chosen");
    // Its own move goes on from there, and the reason goes with the next click.
    let g = *s.game();
    let step = g.moves_now().into_iter().find(|&m| g.cells_of(m).starts_with(&[msq("d5")])).unwrap();
    assert!(matches!(s.click(g.cells_of(step).as_slice()[1]), Click::Played(_)));
    assert_eq!(s.refusal(), None);
    // A clear pass (a2 to b3, on the diagonal) is played, with nothing to say.
    let mut s = Session::from_game(g, 1);
    s.click(msq("a2"));
    assert_eq!(s.click(msq("b3")), Click::Played("a2<>b3".into()));
    assert_eq!(s.refusal(), None);
    // Mundeleys: another piece chosen is a plain new choice, said nothing about.
    let mut m = Session::<mundeleys::Mundeleys>::new(&Default::default(), 1);
    let g = *m.game();
    let mut froms: Vec<Cell> = g.moves_now().into_iter().map(|mv| g.cells_of(mv).as_slice()[0]).collect();
    froms.dedup();
    assert_eq!(m.click(froms[0]), Click::Pending);
    assert_eq!(m.click(froms[1]), Click::Pending);
    assert_eq!(m.refusal(), None);
    assert_eq!(m.highlights().selected, vec![froms[1]]);
}

#[test]
fn mundialito_setup_says_where() {
    let mut g = Mundialito::new(&Default::default());
    legal_paths_are_not_refused(&g);
    let y3 = reserve_cell(Side::First, 3);
    assert_eq!(why(&g, &[msq("c1")]), Some("mundialito.why.setup_reserve"));
    assert_eq!(why(&g, &[y3, msq("c2")]), Some("mundialito.why.setup_row"));
    assert_eq!(why(&g, &[y3, msq("c1")]), None);
    g.play_notation("Y3@c1").unwrap();
    assert_eq!(why(&g, &[reserve_cell(Side::First, 2), msq("c1")]), Some("mundialito.why.occupied"));
}

#[test]
fn a_bad_mundialito_diagram_is_refused() {
    let three = "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  .  .  .  .  .
        1 Y1 Y1 Y1 .  .  .";
    let opts = Default::default();
    assert!(Mundialito::from_diagram(three, Side::First, 2, &opts).is_err());
    assert!(Mundialito::from_diagram(&three.replace("Y1 Y1 Y1", "Y1 Y1 Y2"), Side::First, 2, &opts).is_ok());
}

fn kcell(name: &str) -> Cell {
    KriegspielOptions::default().field().parse_cell(name).unwrap() as Cell
}

fn kwhy(g: &Kriegspiel, clicks: &[&str]) -> Option<&'static str> {
    why(g, &clicks.iter().map(|c| kcell(c)).collect::<Vec<_>>())
}

#[test]
fn kriegspiel_says_why() {
    let opts = KriegspielOptions::default();
    let g = Kriegspiel::from_ascii(
        &opts,
        "
        7 . k1* . . . . . . .
        5 . . . . . c2* . . .
        4 . . . c2* s5* . . . .
        3 . . . . x . . . .
        2 . . S5ne S5ne S5* . . . .
        1 . . C2nw K2ne K1ne . . . .",
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&g);
    assert_eq!(kwhy(&g, &["a1"]), Some("kriegspiel.why.pick_plate"));
    assert_eq!(kwhy(&g, &["e4"]), Some("kriegspiel.why.not_yours"));
    assert_eq!(kwhy(&g, &["e3"]), Some("kriegspiel.why.not_yours"), "an English wreck");
    // e2 still faces its start corner: only a half-rotation.
    assert_eq!(kwhy(&g, &["e2", "f2"]), Some("kriegspiel.why.half_rotation_first"));
    // c2 faces NE: west is two sides round, not a rotation; d2 faces NE, where a
    // wreck blocks the way.
    assert_eq!(kwhy(&g, &["c2", "b2"]), Some("kriegspiel.why.one_side"));
    assert_eq!(kwhy(&g, &["d2", "e3"]), Some("kriegspiel.why.wreck_blocks"));
    assert_eq!(kwhy(&g, &["d2", "f4"]), Some("kriegspiel.why.one_cell"));
    // Shots from d2 (soldiers, NE): e4 over the wreck is fine; d4 is off the line;
    // f5 is beyond e4 on the line and out of range.
    assert_eq!(kwhy(&g, &["d2", "e4"]), None);
    assert_eq!(kwhy(&g, &["d2", "d4"]), Some("kriegspiel.why.not_in_line"));
    assert_eq!(kwhy(&g, &["d2", "f5"]), Some("kriegspiel.why.range"));
    // e1's single soldier leaves its cannon idle.
    assert_eq!(kwhy(&g, &["e1"]), Some("kriegspiel.why.crew_none"));
    let lone = Kriegspiel::from_ascii(&opts, "7 . s5* . . . . . . .\n1 . . . K2ne . . . . .", Side::First).unwrap();
    assert_eq!(kwhy(&lone, &["d1", "d2"]), Some("kriegspiel.why.crew_rotate_only"), "two crew: it turns, no more");
    assert_eq!(kwhy(&lone, &["d1", "e1"]), None, "a rotation");
    // Transfers: c2 faces NE (c3), not d1; the cavalry on c1 faces NW (b2).
    let faced = g.parse("c2>d1/1s").unwrap();
    assert_eq!(why(&g, g.cells_of(faced).as_slice()), Some("kriegspiel.why.transfer_faced"));
    // The cannon on d1 faces the full soldier plate on d2: no room there.
    assert_eq!(kwhy(&g, &["d1", "d2"]), Some("kriegspiel.why.transfer_full"));
    // c1's cavaliers face b2 (empty); soldiers and cavaliers do not mix.
    let mut turned = g.clone();
    turned.play_notation("c1:NE").unwrap();
    assert_eq!(kwhy(&turned, &["c1", "c2"]), Some("kriegspiel.why.transfer_kind"));
    // Counting: the soldiers on c2 face d3; put a two-crew cannon there and offer 3.
    let give = Kriegspiel::from_ascii(
        &opts,
        "7 . s5* . . . . . . .\n3 . . . K2ne . . . . .\n2 . . S5ne . . . . . .",
        Side::First,
    )
    .unwrap();
    assert_eq!(why(&give, &[kcell("c2"), kcell("d3"), CHOOSER_BASE + 3]), Some("kriegspiel.why.transfer_full"));
    assert_eq!(why(&give, &[kcell("c2"), kcell("d3"), CHOOSER_BASE + 2]), None);

    // After a shot, no more movement, and the arm has fired.
    let mut fired = g.clone();
    fired.play_notation("d2*e4").unwrap();
    fired.play_notation("=0").unwrap();
    assert_eq!(kwhy(&fired, &["c2", "d3"]), Some("kriegspiel.why.fire_begun"));
    assert_eq!(kwhy(&fired, &["d2"]), Some("kriegspiel.why.fired"));
    assert_eq!(fired.why_not(&[kcell("d2")]).unwrap().args[0], ("arm", "@kriegspiel.arm.soldiers".to_string()));

    // Budgets: the soldiers' four moves spent.
    let mut spent = g.clone();
    for mv in ["c2:E", "c2:NE", "c2:E", "c2:NE"] {
        spent.play_notation(mv).unwrap();
    }
    assert_eq!(kwhy(&spent, &["d2", "e2"]), Some("kriegspiel.why.budget"));
}

#[test]
fn a_bad_kriegspiel_battle_is_refused() {
    let opts = KriegspielOptions::default();
    assert!(Kriegspiel::from_ascii(&opts, "1 K4* K4* K4* . . . . . .", Side::First).is_err(), "three cannons");
    assert!(Kriegspiel::from_ascii(&opts, "1 K4* K4* . . . . . . .", Side::First).is_ok());
    assert!(Kriegspiel::from_ascii(&opts, "1 K4* . . . . . . . .\n1 . . . . . . . . .", Side::First).is_err());
}

/// Along seeded random games (and from every lesson's start), random clicks —
/// anywhere, off the board too — never panic, and no legal move's clicks are
/// refused.
#[test]
fn random_clicks_never_panic_and_legal_clicks_are_never_refused() {
    struct Fuzz;
    impl GameVisitor for Fuzz {
        type Output = usize;
        fn visit<G: View>(self) -> usize {
            let dice = Dice::new(2026);
            let mut draw = 0u64;
            let mut roll = |n: u64| {
                draw += 1;
                dice.below(draw, n.max(1))
            };
            let mut starts: Vec<G> = G::lessons().iter().map(|l| (l.setup)().unwrap()).collect();
            starts.push(G::new(&Default::default()));
            let n_starts = starts.len();
            let mut asked: usize = 0;
            for start in starts {
                let mut g = start;
                for _ in 0..60 {
                    let moves = g.moves_now();
                    if moves.is_empty() {
                        break;
                    }
                    legal_paths_are_not_refused(&g);
                    for _ in 0..40 {
                        let len = 1 + roll(4) as usize;
                        let clicks: Vec<Cell> = (0..len).map(|_| roll(1000) as Cell).collect();
                        let _ = g.why_not(&clicks);
                        // Mostly-sensible clicks too: a legal path with its last click changed.
                        let m = moves[roll(moves.len() as u64) as usize];
                        let mut path = g.cells_of(m).as_slice().to_vec();
                        if let Some(last) = path.last_mut() {
                            *last = roll(300) as Cell;
                        }
                        let _ = g.why_not(&path);
                        asked += 2;
                    }
                    g.play(moves[roll(moves.len() as u64) as usize]);
                }
            }
            // 80 clicks asked at every position, and every start is a position in play.
            asked.saturating_sub(80 * n_starts)
        }
    }
    for id in GAME_IDS {
        assert!(with_game(id, Fuzz).unwrap() > 0, "{id}: no position beyond the starts reached");
    }
}

/// How a game's session says why a click is ignored: the clicks selected before,
/// the click, and the position before it.
#[test]
fn a_session_click_that_is_ignored_gets_its_reason() {
    use plateaux::lesson::why_refused;
    use plateaux::session::{Click, Session};
    let g = Moulin::from_ascii(
        "
        W-----------W-----------.
        |   B-------B-------B   |
        |   |   .---.---.   |   |
        .---.---.       .---.---W
        |   |   .---.---W   |   |
        |   B-------.-------.   |
        .-----------.-----------.",
        [0, 0],
        Side::First,
    )
    .unwrap();
    let mut s = Session::from_game(g, 1);
    assert_eq!(s.click(pt("g4")), Click::Pending);
    assert_eq!(s.click(pt("g7")), Click::Pending);
    let (before, selected) = (*s.game(), s.highlights().selected);
    assert_eq!(s.click(pt("d6")), Click::Ignored);
    assert_eq!(why_refused(&before, &selected, pt("d6")).map(|n| n.key), Some("moulin.why.in_mill"));
    // Clicking the selected man again only clears the selection.
    assert_eq!(s.click(pt("a7")), Click::Pending);
    let (before, selected) = (*s.game(), s.highlights().selected);
    assert_eq!(s.click(pt("a7")), Click::Ignored);
    assert_eq!(why_refused(&before, &selected, pt("a7")), None);
}

/// Clicks the every-click test (tests/every_click.rs) found silent, each with its
/// reason now: Mundialito's reserves (once play has begun, the opponent's, a size all
/// placed, the ball before the pyramids) and a ball with no pass.
#[test]
fn mundialito_reserves_and_a_ball_without_a_pass_say_why() {
    let g = yellow_in_play();
    let w = |g: &Mundialito, c: &[Cell]| why(g, c);
    assert_eq!(w(&g, &[reserve_cell(Side::First, 2)]), Some("mundialito.why.reserve_closed"));
    assert_eq!(w(&g, &[reserve_cell(Side::Second, 4)]), Some("mundialito.why.reserve_closed"));
    // A pyramid chosen, then a click on the reserves: the choice goes, with the reason.
    let mut s = Session::from_game(g, 1);
    assert_eq!(s.click(msq("d4")), Click::Pending);
    assert_eq!(s.click(reserve_cell(Side::First, 1)), Click::Ignored);
    assert_eq!(s.refusal().map(|n| n.key), Some("mundialito.why.reserve_closed"));

    // The set-up: Yellow places its pyramids, then each side its ball.
    let mut setup = Mundialito::new(&Default::default());
    legal_paths_are_not_refused(&setup);
    assert_eq!(w(&setup, &[reserve_cell(Side::Second, 1)]), Some("mundialito.why.not_yours"));
    assert_eq!(w(&setup, &[reserve_cell(Side::First, 4)]), Some("mundialito.why.ball_last"));
    for at in ["a1", "b1", "c1", "d1", "e1", "f1"] {
        if setup.reserve(Side::First, 1) == 0 {
            break;
        }
        setup.play_notation(&format!("Y1@{at}")).unwrap();
    }
    assert_eq!(setup.side_to_move(), Some(Side::First));
    assert_eq!(w(&setup, &[reserve_cell(Side::First, 1)]), Some("mundialito.why.reserve_empty"));
    assert_eq!(w(&setup, &[reserve_cell(Side::First, 2)]), None, "pyramids of size 2 are left");
    // Another slot with nothing in it, clicked with a pyramid chosen, says why too.
    let mut s = Session::from_game(setup, 1);
    assert_eq!(s.click(reserve_cell(Side::First, 2)), Click::Pending);
    assert_eq!(s.click(reserve_cell(Side::First, 1)), Click::Ignored);
    assert_eq!(s.refusal().map(|n| n.key), Some("mundialito.why.reserve_empty"));

    // The ball on a2: its pyramid on a1 is on its file, and b2's red pyramid cuts the row.
    let boxed = Mundialito::from_diagram(
        "
        6 .  R2 .  .  .  .
        5 .  .  .  .  .  Ro
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 Yo R1 .  .  Y2 .
        1 Y1 .  .  .  .  .
          a  b  c  d  e  f",
        Side::First,
        2,
        &Default::default(),
    )
    .unwrap();
    legal_paths_are_not_refused(&boxed);
    assert_eq!(w(&boxed, &[msq("a2")]), Some("mundialito.why.no_pass"));
    assert_eq!(w(&yellow_in_play(), &[msq("a2")]), None, "a ball with a pass");
}

/// Kriegspiel's clicks the every-click test found silent: the ring outside the field,
/// a click beside the numbers of a transfer's count, and a transfer aimed at the plate
/// faced that is refused while that plate is chosen instead.
#[test]
fn kriegspiel_outside_the_field_and_the_count_say_why() {
    let opts = KriegspielOptions::default();
    let field = opts.field();
    let give = Kriegspiel::from_ascii(
        &opts,
        "7 . s5* . . . . . . .\n3 . . . K2ne . . . . .\n2 . . S5ne . . . . . .",
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&give);
    let ring = field.spot_id((-1, 0)).unwrap();
    assert_eq!(why(&give, &[ring]), Some("kriegspiel.why.outside"));
    assert_eq!(why(&give, &[kcell("c2"), kcell("d3"), kcell("e5")]), Some("kriegspiel.why.count_first"));
    assert_eq!(why(&give, &[kcell("c2"), kcell("d3"), ring]), Some("kriegspiel.why.count_first"));

    // Cavaliers on c2 face soldiers on d3, which may move: choosing d3 after c2 is a
    // new choice, and the transfer the player may have aimed at is said refused.
    let mixed = Kriegspiel::from_ascii(
        &opts,
        "7 . s5* . . . . . . .\n3 . . . S5ne . . . . .\n2 . . C2ne . . . . . .",
        Side::First,
    )
    .unwrap();
    let mut s = Session::from_game(mixed, 1);
    assert_eq!(s.click(kcell("c2")), Click::Pending);
    assert_eq!(s.click(kcell("d3")), Click::Pending);
    assert_eq!(s.highlights().selected, vec![kcell("d3")]);
    assert_eq!(s.refusal().map(|n| n.key), Some("kriegspiel.why.transfer_kind"));
}

/// While no player acts, a click still gets an answer from the session: a roll is due
/// (Kriegspiel, after a shot), or the game is over.
#[test]
fn a_click_while_no_player_acts_says_why() {
    let opts = KriegspielOptions::default();
    let mut g = Kriegspiel::from_ascii(
        &opts,
        "7 . k1* . . . . . . .\n4 . . . . s5* . . . .\n2 . . . S5ne . . . . .",
        Side::First,
    )
    .unwrap();
    g.play_notation("d2*e4").unwrap();
    let mut s = Session::from_game(g, 1);
    assert_eq!(s.side_to_act(), None, "a roll is due");
    assert_eq!(s.click(kcell("d1")), Click::Ignored);
    assert_eq!(s.refusal().map(|n| n.key), Some("error.why.roll_due"));
    assert!(s.roll().is_some());
    assert_eq!(s.refusal(), None, "the roll made, the reason goes");

    let over = Moulin::from_position("3/3/m1M/2mM2/2M/2M/2M b 0 0 0").unwrap();
    let mut s = Session::from_game(over, 1);
    assert!(s.game().outcome().is_some());
    assert_eq!(s.click(pt("a1")), Click::Ignored);
    assert_eq!(s.refusal().map(|n| n.key), Some("error.why.over"));
}
