//! Mundialito (RULES.md §3): the board, every action and its conditions drawn as
//! ASCII positions, the turn of two actions, goals, the draws, the setup, perft,
//! random playouts, the AI and the picture.

mod common;

use std::collections::HashSet;

use plateaux::ai::{choose, Budget, Level};
use plateaux::core::{
    perft, Dice, Game, GameRecord, Highlights, History, Mark, Note, Outcome, PositionPart, Shape, Side, ToMove, View,
};
use plateaux::games::mundialito::{
    arrow_letters, arrows, assemble, passes_to_goal, reserve_cell, square_index, turn_mask, turn_square, Arrangement,
    Mundialito, MundialitoMove, MundialitoOptions, Piece, STANDARD_TURNS,
};
use plateaux::session::{Click, Session};

const Y: Side = Side::First;
const R: Side = Side::Second;

fn sq(name: &str) -> u8 {
    square_index(name).unwrap()
}

fn pos(text: &str, side: Side, actions: u8) -> Mundialito {
    Mundialito::from_diagram(text, side, actions, &MundialitoOptions::default()).unwrap()
}

/// A position whose pieces all stand on row `r` (`cells` as in a diagram line).
fn on_row(r: u8, cells: &str, side: Side, actions: u8) -> Mundialito {
    let text: String =
        (1..=6u8).rev().map(|k| format!("{k} {}\n", if k == r { cells } else { ".  .  .  .  .  ." })).collect();
    pos(&text, side, actions)
}

fn legal(g: &Mundialito) -> Vec<String> {
    g.legal_vec().into_iter().map(|m| g.notation(m)).collect()
}

fn has(g: &Mundialito, m: &str) -> bool {
    legal(g).iter().any(|x| x == m)
}

fn play(g: &mut Mundialito, moves: &[&str]) {
    for m in moves {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}\n{}", g.ascii()));
    }
}

/// The standard arrangements of both sides, as the setup plies of a game.
const STANDARD_SETUP: [&str; 14] = [
    "Y1@a1", "Y2@b1", "Y3@c1", "Y3@d1", "Y2@e1", "Y1@f1", "R1@a6", "R2@b6", "R3@c6", "R3@d6", "R2@e6", "R1@f6",
    "ball@c2", "ball@d5",
];

/// Each ball one diagonal pass from its goal: Yellow c5 to d6, Red e2 to d1.
const BOTH_ONE_PASS_FROM_GOAL: &str = "
        6 .  .  .  Y1 .  .
        5 .  .  Yo .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  .  .  .  Ro .
        1 .  .  .  R1 .  .";

// ---- The board ---------------------------------------------------------------------

/// The assembled board exactly as RULES.md draws it, row 6 first.
const RULES_PICTURE: &str = "
    row 6:  ESW  NESW NEW  NSW  NEW  NSW
    row 5:  NSW  NSW  ESW  NES  NEW  NESW
    row 4:  ESW  NEW  NSW  NEW  NSW  NES
    row 3:  NSW  NES  ESW  NES  ESW  NEW
    row 2:  NESW ESW  NSW  NEW  NES  NES
    row 1:  NES  ESW  NES  ESW  NESW NEW
";

#[test]
fn the_assembled_arrows_are_those_of_the_rules_picture() {
    let t = assemble(STANDARD_TURNS);
    let g = Mundialito::new(&MundialitoOptions::default());
    let mut rows = 0;
    for line in RULES_PICTURE.lines().filter(|l| l.contains("row")) {
        let (head, cells) = line.split_once(':').unwrap();
        let r: u8 = head.trim().trim_start_matches("row ").parse().unwrap();
        let cells: Vec<&str> = cells.split_whitespace().collect();
        assert_eq!(cells.len(), 6);
        for (f, c) in cells.iter().enumerate() {
            let s = (r - 1) * 6 + f as u8;
            assert_eq!(arrow_letters(t[s as usize]), *c, "square {}", plateaux::games::mundialito::square_name(s));
            assert_eq!(g.arrows_at(s), arrows(c));
        }
        rows += 1;
    }
    assert_eq!(rows, 6);
}

#[test]
fn the_board_looks_the_same_after_a_quarter_turn() {
    let t = assemble(STANDARD_TURNS);
    for s in 0..36u8 {
        // The square a quarter turn away carries the same arrows, turned.
        assert_eq!(t[turn_square(s) as usize], turn_mask(t[s as usize], 1), "square {s}");
        assert_eq!(turn_square(turn_square(turn_square(turn_square(s)))), s);
    }
    // Random orientations: the same seed always lays the same board, and seeds
    // lay many different boards.
    let boards: HashSet<[u8; 36]> = (0..20u64)
        .map(|seed| {
            let o = MundialitoOptions { random_coasters: true, seed, ..Default::default() };
            assert_eq!(o.turns(), o.clone().turns());
            let g = Mundialito::new(&o);
            std::array::from_fn(|s| g.arrows_at(s as u8))
        })
        .collect();
    assert!(boards.len() > 15, "{} boards", boards.len());
}

// ---- Moves ---------------------------------------------------------------------------

#[test]
fn a_pyramid_moves_one_square_along_an_arrow_into_an_empty_square() {
    // c3 has arrows E, S, W; c4 (north) is not reachable, d3 holds the ball.
    let g = on_row(3, ".  .  Y2 Yo .  .", Y, 2);
    let moves: Vec<String> = legal(&g).into_iter().filter(|m| m.starts_with("c3-")).collect();
    assert_eq!(moves, vec!["c3-c2", "c3-b3"]);
}

#[test]
fn moves_and_pushes_cross_the_a_f_edge() {
    // a3 points west: to f3. f3 points east: to a3. e3 pushes f3's pyramid to a3.
    let g = on_row(3, "Y1 .  .  .  .  .", Y, 2);
    assert!(has(&g, "a3-f3"));
    let mut g = on_row(3, ".  .  .  .  Y2 R2", Y, 2);
    assert!(has(&g, "e3>f3"));
    play(&mut g, &["e3>f3"]);
    assert_eq!(g.piece(sq("a3")), Some(Piece::Pyramid(R, 2)));
    assert_eq!(g.piece(sq("f3")), Some(Piece::Pyramid(Y, 2)));
    assert!(g.is_empty_sq(sq("e3")));
    // And the pusher itself may cross: a3 pushes west onto f3, f3's pyramid to e3.
    let g = on_row(3, "Y3 .  .  .  .  R1", Y, 2);
    assert!(has(&g, "a3>f3"));
    // A jump crosses the edge as well: e3 over a larger f3 lands on a3.
    let mut g = on_row(3, ".  .  .  .  Y1 R3", Y, 2);
    play(&mut g, &["e3^a3"]);
    assert_eq!(g.piece(sq("a3")), Some(Piece::Pyramid(Y, 1)));
    assert_eq!(g.piece(sq("f3")), Some(Piece::Pyramid(R, 3)));
}

// ---- Pushes and jumps ---------------------------------------------------------------

#[test]
fn an_equal_pyramid_is_pushed_a_larger_one_is_not() {
    // c3 (E) next to d3 (E), e3 empty.
    let board = |mine: &str, theirs: &str| on_row(3, &format!(".  .  {mine} {theirs} .  ."), Y, 2);
    let mut g = board("Y2", "R2");
    assert!(has(&g, "c3>d3"));
    play(&mut g, &["c3>d3"]);
    assert_eq!(g.piece(sq("d3")), Some(Piece::Pyramid(Y, 2)));
    assert_eq!(g.piece(sq("e3")), Some(Piece::Pyramid(R, 2)));
    // A larger pusher pushes too, and does not jump.
    let g = board("Y3", "R1");
    assert!(has(&g, "c3>d3") && !has(&g, "c3^e3"));
    // A larger enemy is not pushed: it is jumped.
    let g = board("Y1", "R2");
    assert!(!has(&g, "c3>d3"));
    assert!(has(&g, "c3^e3"));
    let mut g = board("Y2", "R3");
    play(&mut g, &["c3^e3"]);
    assert_eq!(g.piece(sq("e3")), Some(Piece::Pyramid(Y, 2)));
    assert_eq!(g.piece(sq("d3")), Some(Piece::Pyramid(R, 3)));
    assert!(g.is_empty_sq(sq("c3")));
    // An own pyramid is neither pushed nor jumped.
    let g = board("Y1", "Y2");
    assert!(!legal(&g).iter().any(|m| m.starts_with("c3>") || m.starts_with("c3^")));
}

#[test]
fn a_push_or_jump_needs_both_arrows_and_an_empty_square_beyond() {
    // c2 points north but c3 (E S W) does not: no push north.
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  R1 .  .  .
        2 .  .  Y3 .  .  .
        1 .  .  .  .  .  .",
        Y,
        2,
    );
    assert!(!has(&g, "c2>c3"));
    // b3 (N E S) and c3 (E S W) both point east, but d3 beyond holds a ball.
    let g = on_row(3, ".  Y2 R2 Ro .  .", Y, 2);
    assert!(!has(&g, "b3>c3"));
    // The same with d3 empty pushes.
    let g = on_row(3, ".  Y2 R2 .  .  .", Y, 2);
    assert!(has(&g, "b3>c3"));
    // d3 (N E S) has no W arrow: it cannot push c3 westward even if c3 points W.
    let g = on_row(3, ".  .  R1 Y3 .  .", Y, 2);
    assert!(!has(&g, "d3>c3"));
}

#[test]
fn nothing_on_row_1_or_row_6_is_pushed_or_jumped() {
    // b1 (E S W) next to c1 (N E S), d1 empty: c1 is on row 1.
    let g = on_row(1, ".  Y3 R1 .  .  .", Y, 2);
    assert!(!has(&g, "b1>c1"));
    // a6 (E S W) next to b6 (N E S W), c6 empty: b6 is on row 6.
    let g = on_row(6, "Y3 R1 .  .  .  .", Y, 2);
    assert!(!has(&g, "a6>b6"));
    let g = on_row(6, "Y1 R3 .  .  .  .", Y, 2);
    assert!(!has(&g, "a6^c6"));
    // But a pyramid may be pushed onto row 1: e3 (E S W) pushes e2 (N E S) south.
    let mut g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  R2 .
        2 .  .  .  .  Y1 .
        1 .  .  .  .  .  .",
        R,
        2,
    );
    play(&mut g, &["e3>e2"]);
    assert_eq!(g.piece(sq("e1")), Some(Piece::Pyramid(Y, 1)));
}

#[test]
fn balls_are_never_pushed_nor_jumped_nor_entered() {
    let g = on_row(3, ".  .  Y3 Ro .  .", Y, 2);
    assert!(!legal(&g).iter().any(|m| m.contains("d3") || m.contains("e3")), "{:?}", legal(&g));
}

// ---- Passes --------------------------------------------------------------------------

#[test]
fn a_pass_runs_along_a_row_or_a_diagonal_never_a_file() {
    let mut g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  Y1 .  Y2 .
        3 .  .  .  .  .  .
        2 .  .  Yo .  .  Y3
        1 .  .  .  .  .  .",
        Y,
        2,
    );
    let passes: Vec<String> = legal(&g).into_iter().filter(|m| m.contains("<>")).collect();
    assert_eq!(passes.len(), 2, "{passes:?}");
    assert!(has(&g, "c2<>f2") && has(&g, "c2<>e4") && !has(&g, "c2<>c4"));
    play(&mut g, &["c2<>e4"]);
    assert_eq!(g.ball(Y), Some(sq("e4")));
    assert_eq!(g.piece(sq("c2")), Some(Piece::Pyramid(Y, 2)));
    // Backward is allowed too.
    assert!(has(&g, "e4<>c2"));
}

#[test]
fn a_pass_is_blocked_by_any_piece_between() {
    for between in ["R1", "Ro", "Y2"] {
        let g = on_row(2, &format!("Yo .  {between} .  Y1 ."), Y, 2);
        assert!(!has(&g, "a2<>e2"), "{between} between");
        assert_eq!(has(&g, "a2<>c2"), between == "Y2");
    }
}

#[test]
fn no_pass_across_the_a_f_edge() {
    // f3 and f2 touch a2 only through the cylinder: no pass. Along the row, the
    // ball reaches f2 only through b2..e2, here blocked.
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  Y1
        2 Yo R1 .  .  .  Y2
        1 .  .  .  .  .  Y3",
        Y,
        2,
    );
    assert!(legal(&g).iter().all(|m| !m.contains("<>")), "{:?}", legal(&g));
}

// ---- Turns, goals, ends --------------------------------------------------------------

#[test]
fn a_turn_is_two_actions_or_one_and_end() {
    let mut g = pos(
        "
        6 .  .  .  R1 .  .
        5 .  .  .  .  Ro .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 Y1 .  .  .  .  .",
        Y,
        2,
    );
    assert!(!has(&g, "end"));
    assert_eq!(g.actions_left(), 2);
    play(&mut g, &["a1-a2"]);
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(Y), 1));
    assert!(has(&g, "end"));
    // The same pyramid again.
    play(&mut g, &["a2-f2"]);
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(R), 2));
    play(&mut g, &["d6-d5", "end"]);
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(Y), 2));
    // `end` has no click: the page shows a button.
    assert!(g.cells_of(MundialitoMove::End).is_empty());
}

#[test]
fn a_ball_on_its_goal_row_wins_at_once_even_in_the_middle_of_a_turn() {
    let mut g = pos(BOTH_ONE_PASS_FROM_GOAL, Y, 2);
    play(&mut g, &["c5<>d6"]);
    assert_eq!(g.to_move(), ToMove::Over(Outcome::Win { winner: Y, reason: "goal" }));
    assert!(g.legal_vec().is_empty());
    // Red scores on row 1 the same way, with its second action.
    let mut g = pos(
        "
        6 .  .  .  Y1 .  .
        5 .  .  Yo .  .  .
        4 R2 .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  .  .  .  Ro .
        1 .  .  .  R1 .  .",
        R,
        2,
    );
    play(&mut g, &["a4-b4"]);
    assert_eq!(g.outcome(), None);
    play(&mut g, &["e2<>d1"]);
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: R, reason: "goal" }));
}

#[test]
fn a_side_with_no_action_is_skipped_and_two_stuck_sides_draw() {
    // Yellow has only its ball: no pass, no pyramid. Red plays on.
    let mut g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 .  .  .  .  R1 .",
        R,
        2,
    );
    play(&mut g, &["e1-e2", "end"]);
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(R), 2));
    // Two actions, and Red plays again.
    play(&mut g, &["e2-f2", "f2-a2"]);
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(R), 2));
    // Neither side can act (two lone balls): a draw.
    let stuck = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 Ro .  .  .  .  .
        1 Yo .  .  .  .  .",
        R,
        1,
    );
    let mut stuck2 = stuck;
    play(&mut stuck2, &["end"]);
    assert_eq!(stuck2.to_move(), ToMove::Over(Outcome::Draw { reason: "no-action" }));
    assert!(stuck2.legal_vec().is_empty());
}

#[test]
fn the_third_repetition_is_a_draw() {
    // Each side walks a pyramid across the a/f edge and back.
    let mut g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  Ro .
        4 R1 .  .  .  .  .
        3 Y1 .  .  .  .  .
        2 .  .  Yo .  .  .
        1 .  .  .  .  .  .",
        Y,
        2,
    );
    let mut h = History::new(&g);
    for round in 0..2 {
        assert_eq!(h.outcome(&g), None, "round {round}");
        for m in ["a3-f3", "f3-a3", "a4-f4", "f4-a4"] {
            h.play_notation(&mut g, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
    assert_eq!(h.repetitions(), 3);
    assert_eq!(h.outcome(&g), Some(Outcome::Draw { reason: "threefold" }));
    // The repetition rule ignores moves: perft still sees them.
    assert!(!g.legal_vec().is_empty());
    // In a timed match the third repetition ends the match on the score.
    let timed = MundialitoOptions { timed_match: true, ..Default::default() };
    assert_eq!(
        Mundialito::from_pieces(&timed, &[], Y, 2).repetition_end(),
        Some(Outcome::Draw { reason: "threefold" })
    );
    assert_eq!(Mundialito::new(&timed).repetition_end(), None, "no repetition rule while setting up");
}

// ---- Setup ---------------------------------------------------------------------------

#[test]
fn the_setup_is_played_yellow_pyramids_red_pyramids_then_the_balls_and_red_starts() {
    let mut g = Mundialito::new(&MundialitoOptions::default());
    assert!(g.in_setup());
    assert_eq!(g.side_to_move(), Some(Y));
    // A placement is a size and a square: 3 sizes × 6 squares, no duplicates.
    let moves = legal(&g);
    assert_eq!(moves.len(), 18);
    assert!(moves.iter().all(|m| m.starts_with('Y') && m.ends_with('1')));
    play(&mut g, &STANDARD_SETUP[..6]);
    assert_eq!(g.side_to_move(), Some(R));
    assert!(legal(&g).iter().all(|m| m.starts_with('R') && m.ends_with('6')));
    assert!(g.play_notation("Y1@a6").is_err(), "Red's turn to place");
    play(&mut g, &STANDARD_SETUP[6..12]);
    assert_eq!(g.side_to_move(), Some(Y));
    assert_eq!(legal(&g), ["ball@a2", "ball@b2", "ball@c2", "ball@d2", "ball@e2", "ball@f2"]);
    play(&mut g, &STANDARD_SETUP[12..13]);
    assert_eq!(g.side_to_move(), Some(R));
    assert!(legal(&g).iter().all(|m| m.starts_with("ball@") && m.ends_with('5')));
    play(&mut g, &STANDARD_SETUP[13..]);
    assert!(!g.in_setup());
    assert_eq!((g.side_to_move(), g.actions_left()), (Some(R), 2));
    // The two pyramids of a size: after placing one Y3 the other is still offered
    // once per square.
    let mut h = Mundialito::new(&MundialitoOptions::default());
    play(&mut h, &["Y3@a1", "Y3@b1"]);
    assert!(legal(&h).iter().all(|m| !m.starts_with("Y3")));
}

#[test]
fn one_click_arrangements_are_legal_setups() {
    for seed in 0..30u64 {
        let mut g = Mundialito::new(&MundialitoOptions::default());
        while g.in_setup() {
            let a = if seed % 3 == 0 {
                Arrangement::Standard
            } else {
                Arrangement::Random(seed * 7 + g.legal_vec().len() as u64)
            };
            let side = g.side_to_move();
            let moves = g.arrangement(a);
            assert!(!moves.is_empty());
            for m in moves {
                assert_eq!(g.side_to_move(), side, "an arrangement is one side's plies");
                g.try_play(m).unwrap();
            }
        }
        assert_eq!(g.side_to_move(), Some(R));
    }
    let mut g = Mundialito::new(&MundialitoOptions::default());
    let mut names = Vec::new();
    while g.in_setup() {
        for m in g.arrangement(Arrangement::Standard) {
            names.push(g.notation(m));
            g.play(m);
        }
    }
    assert_eq!(names, STANDARD_SETUP);
    assert!(g.arrangement(Arrangement::Standard).is_empty());
}

// ---- Timed match -----------------------------------------------------------------------

#[test]
fn in_a_timed_match_goals_are_counted_and_the_board_is_set_up_again() {
    let opts = MundialitoOptions { timed_match: true, ..Default::default() };
    let mut g = Mundialito::from_diagram(BOTH_ONE_PASS_FROM_GOAL, R, 2, &opts).unwrap();
    play(&mut g, &["e2<>d1"]);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.score(), [0, 1]);
    assert!(g.notes().contains(&Note::new("mundialito.score").arg("yellow", 0).arg("red", 1)));
    assert!(g.in_setup());
    assert_eq!(g.side_to_move(), Some(Y), "Yellow sets up first again");
    assert!((0..36).all(|s| g.is_empty_sq(s)));
    play(&mut g, &STANDARD_SETUP);
    assert_eq!(g.side_to_move(), Some(Y), "the side that conceded kicks off");
    assert_eq!(g.time_up(), Outcome::Win { winner: R, reason: "more-goals" });
    // The score is part of the position's key.
    let mut fresh = Mundialito::new(&opts);
    play(&mut fresh, &STANDARD_SETUP);
    assert_ne!(fresh.key(), g.key());
    assert_eq!(fresh.time_up(), Outcome::Draw { reason: "time-up" });
}

// ---- Positions as text ------------------------------------------------------------------

/// What `text` is refused for.
fn refused(text: &str) -> PositionPart {
    Mundialito::from_position(text).map(|g| g.position()).expect_err(text).part
}

#[test]
fn the_start_and_the_kick_off_as_text() {
    let mut g = Mundialito::new(&MundialitoOptions::default());
    assert_eq!(g.position(), "6/6/6/6/6/6 y 0 r - 2310", "an empty board, Yellow places, Red kicks off");
    play(&mut g, &STANDARD_SETUP[..7]);
    assert_eq!(g.position(), "s5/6/6/6/6/SMLLMS r 0 r - 2310", "Yellow's six pyramids, Red's first");
    play(&mut g, &STANDARD_SETUP[7..]);
    assert_eq!(g.position(), "smllms/3o2/6/6/2O3/SMLLMS r 2 r - 2310");
    let back = Mundialito::from_position(&g.position()).unwrap();
    assert_eq!(back, g);
    assert_eq!(legal(&back), legal(&g));
    // A timed match writes its score; random coasters their quarter turns.
    let timed = MundialitoOptions { timed_match: true, ..Default::default() };
    assert_eq!(Mundialito::new(&timed).position(), "6/6/6/6/6/6 y 0 r 0:0 2310");
    let random = MundialitoOptions { random_coasters: true, seed: 7, ..Default::default() };
    let g = Mundialito::new(&random);
    let turns: String = random.turns().iter().map(|t| t.to_string()).collect();
    assert_ne!(turns, "2310");
    assert_eq!(g.position(), format!("6/6/6/6/6/6 y 0 r - {turns}"));
    let back = Mundialito::from_position(&g.position()).unwrap();
    assert!(back.opts().random_coasters);
    assert_eq!(back.opts().turns(), random.turns(), "the same board, perhaps from another seed");
    assert!((0..36).all(|q| back.arrows_at(q) == g.arrows_at(q)));
}

#[test]
fn a_position_written_by_hand_is_played_on() {
    // BOTH_ONE_PASS_FROM_GOAL, Yellow to act with one action left, in a timed match
    // where Yellow leads 2 to 1.
    let text = "3S2/2O3/6/6/4o1/3s2 y 1 r 2:1 2310";
    let mut g = Mundialito::from_position(text).unwrap();
    assert_eq!(g.position(), text);
    assert_eq!((g.side_to_move(), g.actions_left(), g.score()), (Some(Y), 1, [2, 1]));
    assert!(has(&g, "c5<>d6") && has(&g, "end"));
    // The goal is counted, the board set up again, and Red, who conceded, kicks off.
    play(&mut g, &["c5<>d6"]);
    assert_eq!(g.position(), "6/6/6/6/6/6 y 0 r 3:1 2310");
    // The same in a single game: the goal ends it, and the text of the end reads back
    // as a game won.
    let mut g = Mundialito::from_position("3S2/2O3/6/6/4o1/3s2 y 1 r - 2310").unwrap();
    play(&mut g, &["c5<>d6"]);
    assert_eq!(g.position(), "3O2/2S3/6/6/4o1/3s2 y 1 r - 2310");
    let won = Mundialito::from_position(&g.position()).unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win { winner: Y, reason: "goal" }));
    // Two lone balls: neither side can act, a draw.
    let stuck = Mundialito::from_position("6/6/6/6/o5/O5 y 2 r - 2310").unwrap();
    assert_eq!(stuck.to_move(), ToMove::Over(Outcome::Draw { reason: "no-action" }));
    // The setup goes on where it stands: Red's balls after Yellow's.
    let g = Mundialito::from_position("smllms/6/6/6/1O4/SMLLMS r 0 y 4:4 0000").unwrap();
    assert!(g.in_setup() && g.placing_ball());
    assert_eq!(legal(&g), ["ball@a5", "ball@b5", "ball@c5", "ball@d5", "ball@e5", "ball@f5"]);
    assert_eq!(g.kickoff(), Y);
}

#[test]
fn a_position_that_cannot_be_is_refused_and_the_part_named() {
    let ok = "3S2/2O3/6/6/4o1/3s2 y 1 r - 2310";
    assert!(Mundialito::from_position(ok).is_ok());
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2S y 1 r - 2310"), PositionPart::Board, "a pyramid off the field");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s1 y 1 r - 2310"), PositionPart::Board, "a row too short");
    assert_eq!(refused("3S2/2P3/6/6/4o1/3s2 y 1 r - 2310"), PositionPart::Board, "no such piece");
    assert_eq!(refused("3S2/2O3/LLL3/6/4o1/3s2 y 1 r - 2310"), PositionPart::Consistency, "three large pyramids");
    assert_eq!(refused("SSMMLL/S5/6/6/6/6 y 2 r - 2310"), PositionPart::Consistency, "7 pyramids for a side");
    assert_eq!(refused("3S2/2O3/6/6/O3o1/3s2 y 1 r - 2310"), PositionPart::Consistency, "two yellow balls");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2 b 1 r - 2310"), PositionPart::ToMove, "no side b");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2 y 3 r - 2310"), PositionPart::Pending, "three actions");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2 y 1 r 1:x 2310"), PositionPart::Counters, "a score");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2 y 1 r - 2314"), PositionPart::Options, "a coaster turned 4 times");
    assert_eq!(refused("3S2/2O3/6/6/4o1/3s2 y 1 r - 231"), PositionPart::Options, "three coasters");
    // A goal ends a single game and sets a timed match's board again: the ball of the
    // side not to act, or any in a timed match, never stands on its goal row.
    assert_eq!(refused("3O2/2S3/6/6/4o1/3s2 r 1 r - 2310"), PositionPart::ToMove);
    assert_eq!(refused("3O2/2S3/6/6/4o1/3s2 y 1 r 0:0 2310"), PositionPart::Consistency);
    // The setup: its order, its rows, whose ply it is, and its end.
    assert_eq!(refused("s5/6/6/6/6/6 y 0 r - 2310"), PositionPart::Consistency, "Red before Yellow's six");
    assert_eq!(refused("6/6/6/6/S5/6 y 0 r - 2310"), PositionPart::Board, "a pyramid set up on row 2");
    assert_eq!(refused("6/6/6/6/6/SMLLMS y 0 r - 2310"), PositionPart::ToMove, "Red places now");
    assert_eq!(refused("smllms/3o2/6/6/2O3/SMLLMS r 0 r - 2310"), PositionPart::Phase, "everything placed");
    // A side with no action at the start of its turn is passed over: Red acts here.
    assert_eq!(refused("6/6/6/6/1O4/4s1 y 2 r - 2310"), PositionPart::ToMove);
}

// ---- Perft -------------------------------------------------------------------------------

#[test]
fn perft_of_the_setup_counts_arrangements() {
    // Yellow's six plies: 6!/(2!·2!·2!) = 90 arrangements, each reached in 6! orders
    // of its squares (the two pyramids of a size are one choice, never two).
    let g = Mundialito::new(&MundialitoOptions::default());
    assert_eq!(perft(&g, 6), 90 * 720);
}

// ---- Random playouts ---------------------------------------------------------------------

fn playouts(opts: MundialitoOptions, games: u64, max_plies: usize) -> (u32, u32) {
    let dice = Dice::new(0x5eed ^ opts.seed);
    let (mut ended, mut goals) = (0, 0);
    for game in 0..games {
        let opts = if opts.random_coasters { MundialitoOptions { seed: game, ..opts } } else { opts };
        let mut g = Mundialito::new(&opts);
        let mut h = History::new(&g);
        let mut played: Vec<String> = Vec::new();
        for ply in 0..max_plies {
            let moves = g.legal_vec();
            match h.to_move(&g) {
                ToMove::Over(_) => break,
                ToMove::Player(_) => assert!(!moves.is_empty(), "no move in a live position\n{}", g.ascii()),
                ToMove::Chance => panic!("no dice in Mundialito"),
            }
            // Every move reads back, and its clicks are two cells (none for `end`)
            // that no other move shares: no path is a prefix of another.
            let mut paths = HashSet::new();
            for &m in &moves {
                let text = g.notation(m);
                assert_eq!(g.parse(&text), Ok(m), "{text}");
                let path = g.cells_of(m);
                assert!(path.len() == 2 || (path.is_empty() && m == MundialitoMove::End), "{text}");
                assert!(paths.insert(path), "two moves click alike: {text}");
            }
            let m = moves[dice.below(game * 100_000 + ply as u64, moves.len() as u64) as usize];
            let score = g.score();
            played.push(g.notation(m));
            h.play(&mut g, m);
            if g.score() != score {
                goals += 1;
            }
        }
        if let Some(o) = h.outcome(&g) {
            ended += 1;
            if let Outcome::Win { reason: "goal", .. } = o {
                goals += 1;
            }
        }
        // Replaying the record gives the same position.
        let rec = GameRecord {
            game: "mundialito".into(),
            options: serde_json::to_value(opts).unwrap(),
            seed: 0,
            moves: played,
            position: None,
            end: None,
        };
        let (replayed, _) = rec.replay::<Mundialito>().unwrap();
        assert_eq!(replayed, g);
    }
    (ended, goals)
}

#[test]
fn random_games_keep_every_invariant_and_end() {
    let (ended, goals) = playouts(MundialitoOptions::default(), 1500, 20_000);
    assert_eq!(ended, 1500, "every game ends");
    assert!(goals > 1000, "most random games end with a goal ({goals})");
}

#[test]
fn random_games_on_random_coasters() {
    let (ended, _) = playouts(MundialitoOptions { random_coasters: true, seed: 1, ..Default::default() }, 800, 20_000);
    assert_eq!(ended, 800);
    // The shared conformance playouts too, on one random board.
    let g = Mundialito::new(&MundialitoOptions { random_coasters: true, seed: 77, ..Default::default() });
    let checked = common::random_playouts(&g, 300, 5, 20_000, |p| {
        assert_eq!(p.in_setup(), p.actions_left() == 0);
    });
    assert!(checked > 10_000);
}

#[test]
fn random_timed_matches_score_goal_after_goal() {
    let (_, goals) = playouts(MundialitoOptions { timed_match: true, ..Default::default() }, 40, 3_000);
    assert!(goals > 40, "goals {goals}");
}

#[test]
fn parse_never_panics_and_refuses_garbage() {
    let g = Mundialito::new(&MundialitoOptions::default());
    for bad in ["", "  ", "Y3@", "ball@g2", "a1<>", "<>", "a1>a3", "a1^a2", "end2", "c2<>e4<>f5", "é", "Y0@a1"] {
        assert!(g.parse(bad).is_err(), "{bad:?}");
    }
    let mut h = g;
    assert!(h.play_notation("c1-c2").is_err());
    assert_eq!(h, g);
}

// ---- Evaluation and AI ---------------------------------------------------------------

#[test]
fn the_evaluation_counts_passes_to_the_goal() {
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  Y1 .  .
        4 .  .  .  .  .  .
        3 .  Y2 .  .  .  .
        2 .  .  .  .  .  .
        1 Yo .  .  .  .  .",
        R,
        2,
    );
    // The ball on a1 sees nothing along row 1 nor the long diagonal: no way.
    assert_eq!(passes_to_goal(&g, Y), None);
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  Y1 .  Y2
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 .  .  .  .  .  .",
        R,
        2,
    );
    // b2 → d4 (diagonal), d4 → f4 (row), f4 is not on row 6: no way yet.
    assert_eq!(passes_to_goal(&g, Y), None);
    let g = pos(
        "
        6 .  .  .  .  .  Y3
        5 .  .  .  .  .  .
        4 .  .  .  Y1 .  .
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 .  .  .  .  .  .",
        R,
        2,
    );
    // b2 → d4 → f6.
    assert_eq!(passes_to_goal(&g, Y), Some(2));
    assert!(g.evaluate(Y) > 200);
}

#[test]
fn the_evaluation_sees_a_goal_in_a_move_and_a_pass() {
    // f5 steps to f6, which the ball on b2 sees along the long diagonal.
    let diagram = "
        6 R1 .  .  .  .  .
        5 Ro .  .  .  .  Y2
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 .  .  .  .  .  .";
    let two = pos(diagram, Y, 2);
    let one = pos(diagram, Y, 1);
    let theirs = pos(diagram, R, 2);
    assert_eq!(passes_to_goal(&two, Y), None, "no goal by passes alone");
    assert!(two.evaluate(Y) > one.evaluate(Y) + 1000, "two actions score, one does not");
    // When Red is to play, Yellow's threat still counts for Yellow.
    assert!(theirs.evaluate(Y) > one.evaluate(Y));
}

#[test]
fn the_ai_scores_when_it_can() {
    let g = pos(
        "
        6 R1 .  .  .  .  .
        5 Ro .  .  .  .  Y2
        4 .  .  .  .  .  .
        3 .  .  .  .  .  .
        2 .  Yo .  .  .  .
        1 .  .  .  .  .  .",
        Y,
        2,
    );
    // f5 (N E S W) steps north to f6, which the ball on b2 sees along the
    // diagonal b2-c3-d4-e5-f6: a goal in two actions.
    for level in 1..=4 {
        let mut h = g;
        for _ in 0..2 {
            if h.outcome().is_some() {
                break;
            }
            let m = choose(&h, &History::new(&h), Level::get(level), 3).unwrap();
            h.play(m);
        }
        assert_eq!(h.outcome().and_then(|o| o.winner()), Some(Y), "level {level}");
    }
}

#[test]
fn the_ai_blocks_a_pass_to_the_goal() {
    // Red's ball on f3 sees its pyramid on d1, on its goal row, through e2. Yellow
    // must shut the line (e3 steps south to e2).
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  .  .
        3 .  .  .  .  Y2 Ro
        2 .  Yo .  .  .  .
        1 .  .  .  R1 .  .",
        Y,
        2,
    );
    assert!(passes_to_goal(&g, R) == Some(1));
    let mut h = g;
    let mut past = History::new(&h);
    while h.side_to_move() == Some(Y) {
        let m = choose(&h, &past, Level::get(3), 5).unwrap();
        past.play(&mut h, m);
    }
    assert!(h.outcome().is_none());
    assert_ne!(passes_to_goal(&h, R), Some(1), "Red can still score at once:\n{}", h.ascii());
}

#[test]
fn the_ai_beats_random_play_on_a_small_node_budget() {
    // A small budget counted in positions, not milliseconds (the machine is shared).
    let quick = Level { number: 0, budget: Budget { max_depth: 3, time_ms: None, nodes: Some(20_000) }, noise: 0 };
    let mut wins = 0;
    let games = 6;
    for game in 0..games {
        let mut g = Mundialito::new(&MundialitoOptions::default());
        let mut h = History::new(&g);
        let ai_side = if game % 2 == 0 { Y } else { R };
        let dice = Dice::new(game);
        let mut ply = 0u64;
        while h.outcome(&g).is_none() && ply < 600 {
            let s = g.side_to_move().unwrap();
            let m = if s == ai_side {
                choose(&g, &h, quick, game * 1000 + ply).unwrap()
            } else {
                let v = g.legal_vec();
                v[dice.below(ply, v.len() as u64) as usize]
            };
            h.play(&mut g, m);
            ply += 1;
        }
        if h.outcome(&g).and_then(|o| o.winner()) == Some(ai_side) {
            wins += 1;
        }
    }
    assert_eq!(wins, games, "the AI beats random play");
}

// ---- Picture and clicks ------------------------------------------------------------------

#[test]
fn every_square_and_reserve_is_clickable_and_marks_are_distinct() {
    let g = Mundialito::new(&MundialitoOptions::default());
    for flip in [false, true] {
        let sc = g.scene(&Highlights::default(), flip);
        for cell in 0..36u16 {
            let s = sc.spots.iter().find(|s| s.cell == cell).expect("a spot per square");
            assert_eq!(sc.hit(s.x, s.y), Some(cell));
        }
        for side in [Y, R] {
            for size in 1..=4 {
                let c = reserve_cell(side, size);
                let s = sc.spots.iter().find(|s| s.cell == c).expect("a spot per reserve");
                assert_eq!(sc.hit(s.x, s.y), Some(c));
            }
        }
        assert!(sc.height >= sc.width * 0.8, "roughly square or portrait");
    }
    // Pass, push and jump are marked apart, and from a move.
    let g = pos(
        "
        6 .  .  .  .  .  .
        5 .  .  .  .  .  .
        4 .  .  .  .  Y2 .
        3 .  .  Y1 R2 .  .
        2 .  .  Yo .  .  .
        1 .  .  .  .  .  .",
        Y,
        2,
    );
    let marks: Vec<Mark> = ["c2<>e4", "c3^e3", "c3-c2"].iter().map(|t| g.mark(g.parse(t).unwrap())).collect::<Vec<_>>();
    assert!(has(&g, "c3^e3"));
    assert_eq!(marks, [Mark::Special(0), Mark::Special(2), Mark::Move]);
    assert_eq!(g.mark(MundialitoMove::Push { from: sq("c3"), over: sq("d3") }), Mark::Special(1));
    // Setup clicks: the reserve, then the square.
    let g = Mundialito::new(&MundialitoOptions::default());
    let m = g.parse("Y3@c1").unwrap();
    assert_eq!(g.cells_of(m).as_slice(), [reserve_cell(Y, 3), sq("c1") as u16]);
}

#[test]
fn the_options_survive_a_record() {
    let opts = MundialitoOptions { random_coasters: true, seed: 42, timed_match: true };
    let g = Mundialito::new(&opts);
    let rec = GameRecord::start(&g, 0);
    let back: MundialitoOptions = rec.options_for::<Mundialito>().unwrap();
    assert_eq!(back, opts);
    let partial: MundialitoOptions = serde_json::from_str(r#"{"random_coasters": true}"#).unwrap();
    assert_eq!(partial, MundialitoOptions { random_coasters: true, ..Default::default() });
}

#[test]
fn a_person_sets_up_and_plays_by_clicks() {
    let mut s = Session::<Mundialito>::new(&MundialitoOptions::default(), 0);
    // The page offers the one-click arrangements and says what to place.
    let st = s.status();
    let keys: Vec<&str> = st.shortcuts.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, ["mundialito.setup_standard", "mundialito.setup_random"]);
    assert_eq!(st.shortcuts[0].1, STANDARD_SETUP[..6]);
    assert_eq!(st.prompt, Some(Note::new("mundialito.place_pyramids")));
    assert!(st.notes.is_empty(), "the prompt is not said twice: {:?}", st.notes);
    // A reserve pyramid, then a square of the first row.
    assert_eq!(s.click(reserve_cell(Y, 3)), Click::Pending);
    let hl = s.highlights();
    assert_eq!(hl.targets.len(), 6, "the six squares of row 1");
    assert_eq!(s.click(sq("c1") as u16), Click::Played("Y3@c1".into()));
    // A square of the wrong row is ignored.
    assert_eq!(s.click(reserve_cell(Y, 1)), Click::Pending);
    assert_eq!(s.click(sq("c2") as u16), Click::Ignored);
    for m in STANDARD_SETUP[..12].iter().filter(|&&m| m != "Y3@c1") {
        s.play_str(m).unwrap();
    }
    assert_eq!(s.click(reserve_cell(Y, 4)), Click::Pending);
    assert_eq!(s.click(sq("c2") as u16), Click::Played("ball@c2".into()));
    s.play_str("ball@d5").unwrap();
    // Red passes: the ball, then the pyramid.
    assert_eq!(s.click(sq("d5") as u16), Click::Pending);
    assert!(s.highlights().targets.contains(&(sq("c6") as u16, Mark::Special(0))));
    assert_eq!(s.click(sq("c6") as u16), Click::Played("d5<>c6".into()));
    assert_eq!(s.status().prompt, Some(Note::new("mundialito.action.second")));
    assert!(s.status().shortcuts.is_empty());
    // `end` is the only move without clicks; the status tells the page a turn is
    // half played.
    assert!(s.legal_notations().contains(&"end".to_string()));
    assert_eq!(s.game().actions_left(), 1);
    s.play_str("end").unwrap();
    assert_eq!(s.game().side_to_move(), Some(Y));
}

#[test]
fn the_ghost_columns_repeat_the_far_files() {
    let g = on_row(3, "Y1 .  .  .  .  R1", Y, 2);
    for flip in [false, true] {
        let sc = g.scene(&Highlights::default(), flip);
        // Each square has its spot on the board and, for files a and f, a second
        // one in the ghost column on the far side.
        for (name, spots) in [("a3", 2), ("f3", 2), ("c3", 1)] {
            let at: Vec<_> = sc.spots.iter().filter(|s| s.cell == sq(name) as u16).collect();
            assert_eq!(at.len(), spots, "{name}");
            for s in at {
                assert_eq!(sc.hit(s.x, s.y), Some(sq(name) as u16));
            }
        }
        // The ghost of f3 sits left of a3 (right of it when flipped).
        let spot = |name: &str, k: usize| *sc.spots.iter().filter(|s| s.cell == sq(name) as u16).nth(k).unwrap();
        let (a3, f3_ghost) = (spot("a3", 0), spot("f3", 1));
        assert_eq!(a3.y, f3_ghost.y);
        assert_eq!(f3_ghost.x < a3.x, !flip);
        // A target on f3 (a3 steps west across the edge) is marked on f3 and on its
        // ghost beside a3.
        let hl = Highlights {
            selected: vec![sq("a3") as u16],
            targets: vec![(sq("f3") as u16, Mark::Move)],
            ..Default::default()
        };
        let marked = g.scene(&hl, flip);
        let dots = |x: f32, y: f32| {
            marked.shapes.iter().filter(|s| matches!(s, Shape::Circle { c, fill: Some(_), .. } if (c.0 - x).abs() < 0.5 && (c.1 - y).abs() < 0.5)).count()
        };
        let f3 = spot("f3", 0);
        assert!(dots(f3.x, f3.y) > dots(f3.x, f3.y + 64.0), "a mark on f3");
        assert!(dots(f3_ghost.x, f3_ghost.y) >= 1, "a mark on the ghost of f3");
    }
}

#[test]
fn every_word_the_game_shows_is_translated() {
    use plateaux::i18n::{rules_help, tr, Lang};
    let keys = [
        "game.mundialito",
        "game.mundialito.blurb",
        "mundialito.side.0",
        "mundialito.side.1",
        "reason.goal",
        "reason.no-action",
        "reason.threefold",
        "reason.more-goals",
        "reason.time-up",
        "mundialito.action",
        "mundialito.place_pyramids",
        "mundialito.place_ball",
        "mundialito.score",
        "mundialito.setup_standard",
        "mundialito.setup_random",
    ];
    for lang in Lang::all() {
        for k in keys {
            assert_ne!(tr(lang, k), k, "{k} is missing");
        }
        let help = rules_help("mundialito", lang).expect("a rules help");
        // The decisions RULES.md records are in the help: the cylinder, the two
        // actions and `end`, the repetition draw, the kick-off after a goal.
        for word in ["a/f", "`end`", "3", "`Y3@c1`", "`c2<>e4`", "`c2>c3`", "`c2^c4`"] {
            assert!(help.contains(word), "{lang:?} help lacks {word}");
        }
    }
}
