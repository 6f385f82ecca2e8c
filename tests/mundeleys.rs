//! The Jeu des Mundeleys as a player knows it (RULES.md §2): positions drawn as ASCII
//! pictures (rank 6 on top; `L G M` White, `l g m` Black), random playouts and
//! the AI's sanity.

use plateaux::ai::{choose, Budget, Level, Searcher};
use plateaux::core::{CellPath, Dice, Game, History, Mark, Outcome, PlayError, Side, ToMove, View};
use plateaux::games::mundeleys::{from_ascii, is_black, square_index, Mundeleys, MundeleysMove, RESERVE};

const W: Side = Side::First;
const B: Side = Side::Second;

fn pos(pic: &str, reserve: [u8; 2], side: Side) -> Mundeleys {
    from_ascii(pic, reserve, side).unwrap_or_else(|e| panic!("bad picture: {e}\n{pic}"))
}

fn sq(name: &str) -> u8 {
    square_index(name).unwrap()
}

/// Every legal move in notation, sorted.
fn all_moves(g: &Mundeleys) -> Vec<String> {
    let mut v: Vec<String> = g.legal_vec().into_iter().map(|m| g.notation(m)).collect();
    v.sort();
    v
}

/// The legal moves of the piece on `from`, in notation, sorted.
fn moves_of(g: &Mundeleys, from: &str) -> Vec<String> {
    all_moves(g).into_iter().filter(|m| m.starts_with(from)).collect()
}

fn play(g: &mut Mundeleys, m: &str) {
    g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}\n{}", g.ascii()));
}

fn strs(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ---- Board and start --------------------------------------------------------------

#[test]
fn the_board_has_black_right_hand_corners_and_the_start_fills_two_ranks_each() {
    assert!(is_black(sq("h1")) && is_black(sq("a6")));
    assert!(!is_black(sq("a1")) && !is_black(sq("h6")));
    let g = Mundeleys::new(&Default::default());
    let drawn = g.ascii();
    let expected = "\
6 l g l g l g l g
5 g l g l g l g l
4 . . . . . . . .
3 . . . . . . . .
2 L G L G L G L G
1 G L G L G L G L
  a b c d e f g h";
    assert_eq!(drawn, expected);
    assert_eq!((g.reserve(W), g.reserve(B)), (RESERVE, RESERVE));
    assert_eq!(RESERVE, 4);
    assert_eq!(g.to_move(), ToMove::Player(W), "White moves first");
    // Only rank-2 pieces can move: 7 Lancier steps and 4 Grenadier steps.
    assert_eq!(
        all_moves(&g),
        strs(&["a2-b3", "c2-b3", "c2-d3", "e2-d3", "e2-f3", "g2-f3", "g2-h3", "b2-b3", "d2-d3", "f2-f3", "h2-h3"])
    );
}

// ---- How the pieces move ----------------------------------------------------------

#[test]
fn a_lancier_steps_one_square_diagonally_forward_only() {
    let g = pos(
        "
        ........
        ........
        ........
        ...L....
        ........
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "d3"), strs(&["d3-c4", "d3-e4"]));
    // Black's forward is down the board.
    let g = pos(
        "
        ........
        ........
        ....l...
        ........
        ........
        M.......",
        [4, 4],
        B,
    );
    assert_eq!(moves_of(&g, "e4"), strs(&["e4-d3", "e4-f3"]));
    // On the edge there is one diagonal; an own piece in the way blocks it.
    let g = pos(
        "
        ........
        ........
        ........
        .G......
        L.......
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "a2"), Vec::<String>::new());
}

#[test]
fn a_grenadier_steps_forward_or_sideways_never_back() {
    let g = pos(
        "
        ........
        ........
        ........
        ....G...
        ........
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "e3"), strs(&["e3-d3", "e3-e4", "e3-f3"]));
    let g = pos(
        "
        ........
        ........
        g.......
        ........
        ........
        M.......",
        [4, 4],
        B,
    );
    assert_eq!(moves_of(&g, "a4"), strs(&["a4-a3", "a4-b4"]));
}

#[test]
fn a_mundeley_steps_one_square_any_way() {
    let g = pos(
        "
        ........
        ........
        ....M...
        ........
        ........
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "e4"), strs(&["e4-d3", "e4-d4", "e4-d5", "e4-e3", "e4-e5", "e4-f3", "e4-f4", "e4-f5"]));
    let g = pos(
        "
        ........
        ........
        ........
        ........
        ........
        M.......",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "a1"), strs(&["a1-a2", "a1-b1", "a1-b2"]));
}

// ---- Captures ---------------------------------------------------------------------

#[test]
fn a_lancier_takes_lanciers_and_mundeleys_but_never_a_grenadier() {
    // d3 faces a Lancier on c4 and a Mundeley on e4; h3 faces a Grenadier on g4.
    let g = pos(
        "
        ........
        ........
        ..l.m.g.
        ...L...L
        ........
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "d3"), strs(&["d3xc4", "d3xe4"]));
    assert!(moves_of(&g, "h3").is_empty(), "a Lancier cannot take a Grenadier: {:?}", moves_of(&g, "h3"));
    // The same for Black, downwards.
    let g = pos(
        "
        ........
        ........
        l...l...
        .G.L.M..
        ........
        ........",
        [4, 4],
        B,
    );
    assert_eq!(moves_of(&g, "e4"), strs(&["e4xd3", "e4xf3"]));
    assert!(moves_of(&g, "a4").is_empty());
}

#[test]
fn a_grenadier_takes_grenadiers_and_mundeleys_but_never_a_lancier() {
    let g = pos(
        "
        ........
        ........
        ...g....
        ..mG.l..
        .....Gl.
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "d3"), strs(&["d3xc3", "d3xd4", "d3-e3"]));
    // f2 has Lanciers ahead and on its right: it may only step left.
    assert_eq!(moves_of(&g, "f2"), strs(&["f2-e2"]), "a Grenadier cannot take a Lancier");
    let g = pos(
        "
        ........
        ........
        ..LgM...
        ...G....
        ........
        ........",
        [4, 4],
        B,
    );
    assert_eq!(moves_of(&g, "d4"), strs(&["d4xd3", "d4xe4"]));
}

#[test]
fn pieces_take_only_along_their_own_move() {
    // The White Lancier cannot take the Lancier straight ahead, nor the Grenadier the
    // Grenadier diagonally ahead, nor anyone take backwards except the Mundeley.
    let g = pos(
        "
        ........
        ........
        ...m.g..
        ...L..G.
        ..l...g.
        ........",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "d3"), strs(&["d3-c4", "d3-e4"]));
    assert_eq!(moves_of(&g, "g3"), strs(&["g3-f3", "g3-g4", "g3-h3"]));
    let g = pos(
        "
        ........
        ........
        ........
        ...M....
        ..lgm...
        ........",
        [4, 4],
        W,
    );
    assert_eq!(
        moves_of(&g, "d3"),
        strs(&["d3xc2", "d3xd2", "d3xe2", "d3-c3", "d3-e3", "d3-c4", "d3-d4", "d3-e4"]),
        "a Mundeley takes anything, backwards too"
    );
}

#[test]
fn capture_is_optional_and_the_taker_stands_on_the_square() {
    let mut g = pos(
        "
        ........
        ........
        ..l.....
        ...L....
        ........
        g.......",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "d3"), strs(&["d3xc4", "d3-e4"]));
    play(&mut g, "d3xc4");
    assert_eq!(g.count(B), 1);
    assert_eq!(g.at(sq("c4")), Some((W, plateaux::games::mundeleys::Kind::Lancier)));
    assert_eq!(g.at(sq("d3")), None);
}

#[test]
fn protection_is_only_recapture() {
    // Seed fig. 8–9: White's Lancier takes, and the second Black Lancier retakes.
    let mut g = pos(
        "
        ........
        ........
        ..l.....
        ...l....
        ..L.....
        g.......",
        [4, 4],
        W,
    );
    play(&mut g, "c2xd3");
    play(&mut g, "c4xd3");
    assert_eq!(g.count(W), 0);
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: B, reason: "all-captured" }));
}

// ---- Promotion --------------------------------------------------------------------

#[test]
fn reaching_the_far_rank_crowns_a_mundeley_from_the_reserve() {
    let mut g = pos(
        "
        ..g.l...
        ..G..L..
        ........
        ........
        ........
        g.......",
        [4, 4],
        W,
    );
    assert_eq!(moves_of(&g, "c5"), strs(&["c5-b5", "c5-d5", "c5xc6=M"]));
    assert_eq!(moves_of(&g, "f5"), strs(&["f5xe6=M", "f5-g6=M"]));
    let m = g.parse("f5-g6=M").unwrap();
    assert_eq!(g.mark(m), Mark::Special(0), "a quiet promotion is marked apart");
    assert_eq!(g.cells_of(m), CellPath::of(&[sq("f5") as u16, sq("g6") as u16]), "promotion is automatic: two clicks");
    play(&mut g, "f5-g6=M");
    assert_eq!(g.at(sq("g6")), Some((W, plateaux::games::mundeleys::Kind::Mundeley)));
    assert_eq!(g.reserve(W), 3);
    assert_eq!(g.reserve(B), 4);
    // Black crowns on rank 1, by capture.
    let mut g = pos(
        "
        ........
        ........
        ........
        ........
        ..l.....
        ...M..G.",
        [4, 1],
        B,
    );
    assert_eq!(moves_of(&g, "c2"), strs(&["c2-b1=M", "c2xd1=M"]));
    play(&mut g, "c2xd1=M");
    assert_eq!(g.at(sq("d1")), Some((B, plateaux::games::mundeleys::Kind::Mundeley)));
    assert_eq!(g.reserve(B), 0);
}

#[test]
fn with_an_empty_reserve_a_piece_reaching_the_end_stays_what_it_is() {
    let mut g = pos(
        "
        ........
        .L..G...
        ........
        ........
        ........
        .......m",
        [0, 4],
        W,
    );
    assert_eq!(moves_of(&g, "b5"), strs(&["b5-a6", "b5-c6"]), "no =M once the reserve is empty");
    play(&mut g, "b5-a6");
    assert_eq!(g.at(sq("a6")), Some((W, plateaux::games::mundeleys::Kind::Lancier)));
    play(&mut g, "h1-h2");
    // The Lancier at the far end can never move again; the Grenadier still can sideways.
    assert!(moves_of(&g, "a6").is_empty());
    play(&mut g, "e5-e6");
    play(&mut g, "h2-h1");
    assert_eq!(moves_of(&g, "e6"), strs(&["e6-d6", "e6-f6"]));
    assert!(all_moves(&g).iter().all(|m| !m.ends_with("=M")));
}

#[test]
fn a_taken_mundeley_does_not_return_to_the_reserve() {
    let mut g = pos(
        "
        ........
        ........
        ........
        ...m....
        ...G....
        ........",
        [4, 3],
        W,
    );
    play(&mut g, "d2xd3");
    assert_eq!(g.reserve(B), 3);
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: W, reason: "all-captured" }));
}

#[test]
fn at_most_four_promotions_per_side() {
    // Five White Grenadiers one step from the end, a full reserve: four crown, the fifth
    // stays a Grenadier.
    let mut g = pos(
        "
        ........
        G.G.G.G.
        G.......
        ........
        ........
        .......m",
        [4, 4],
        W,
    );
    for (i, m) in ["a5-a6=M", "c5-c6=M", "e5-e6=M", "g5-g6=M"].iter().enumerate() {
        play(&mut g, m);
        assert_eq!(g.reserve(W) as usize, 3 - i);
        play(&mut g, if i % 2 == 0 { "h1-h2" } else { "h2-h1" });
    }
    play(&mut g, "a4-a5");
    play(&mut g, "h1-h2");
    // a6 holds a Mundeley now; the last Grenadier goes to b6 and stays a Grenadier.
    play(&mut g, "a5-b5");
    play(&mut g, "h2-h1");
    assert_eq!(moves_of(&g, "b5"), strs(&["b5-a5", "b5-b6", "b5-c5"]));
    play(&mut g, "b5-b6");
    assert_eq!(g.at(sq("b6")), Some((W, plateaux::games::mundeleys::Kind::Grenadier)));
}

// ---- End of the game --------------------------------------------------------------

#[test]
fn taking_the_last_enemy_piece_wins() {
    let mut g = pos(
        "
        ........
        ........
        ....l...
        ...L....
        ........
        G.......",
        [4, 4],
        W,
    );
    assert_eq!(g.to_move(), ToMove::Player(W));
    play(&mut g, "d3xe4");
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: W, reason: "all-captured" }));
    assert!(g.legal_vec().is_empty());
}

#[test]
fn a_side_with_pieces_but_no_move_loses() {
    // Black's last pieces sit on White's first rank with the reserve empty: the
    // Lancier on b1 cannot go further, the Grenadier on a1 is hemmed in by it, and the
    // Grenadier on c1 by it and by a White Lancier it may not take.
    let pic = "
        ........
        ........
        ........
        ........
        .......M
        glgL....";
    let g = pos(pic, [4, 0], B);
    assert!(g.legal_vec().is_empty());
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: W, reason: "blocked" }));
    // With White to move nothing is over: White has moves.
    assert_eq!(pos(pic, [4, 0], W).to_move(), ToMove::Player(W));
}

#[test]
fn blocked_by_a_wall_of_pieces_it_may_not_take() {
    // White's last pieces: a Lancier facing Grenadiers (which a Lancier cannot take)
    // and a Grenadier among Lanciers (which a Grenadier cannot take).
    let g = pos(
        "
        ........
        ........
        ........
        .g.g....
        ..L.lGl.
        ........",
        [0, 4],
        W,
    );
    assert_eq!(all_moves(&g), strs(&["f2-f3"]), "only the Grenadier's way ahead is open");
    let g = pos(
        "
        ........
        ........
        ........
        .g.g.l..
        ..L.lGl.
        ........",
        [0, 4],
        W,
    );
    assert!(g.legal_vec().is_empty());
    assert_eq!(g.outcome(), Some(Outcome::Win { winner: B, reason: "blocked" }));
}

#[test]
fn equal_lone_mundeleys_draw_but_not_unequal_or_mixed() {
    let two_against_one = "
        ......m.
        ........
        ..M.....
        ........
        ........
        .......M";
    assert_eq!(pos(two_against_one, [0, 0], W).to_move(), ToMove::Player(W));
    let two_each = "
        ......m.
        ........
        ..M.....
        ........
        ......m.
        .......M";
    for side in [W, B] {
        let g = pos(two_each, [0, 0], side);
        assert_eq!(g.outcome(), Some(Outcome::Draw { reason: "equal-mundeleys" }));
        assert!(!g.legal_vec().is_empty(), "legal_moves ignores draws");
    }
    // Equal Mundeleys but a Grenadier besides: play on.
    let mixed = two_each.replace("........\n        ......m.", "G.......\n        ......m.");
    assert_ne!(mixed, two_each);
    assert_eq!(pos(&mixed, [0, 0], W).to_move(), ToMove::Player(W));
    // Reached in play: taking the last non-Mundeley leaves one Mundeley each.
    let mut g = pos(
        "
        ......m.
        ........
        ........
        ...g....
        ...M....
        ........",
        [0, 0],
        W,
    );
    play(&mut g, "d2xd3");
    assert_eq!(g.outcome(), Some(Outcome::Draw { reason: "equal-mundeleys" }));
}

#[test]
fn threefold_repetition_draws() {
    let mut g = pos(
        "
        .......g
        ........
        ........
        ........
        ........
        M......m",
        [4, 4],
        W,
    );
    let mut h = History::new(&g);
    for m in ["a1-a2", "h1-g1", "a2-a1", "g1-h1", "a1-a2", "h1-g1", "a2-a1"] {
        assert_eq!(h.outcome(&g), None, "before {m}");
        h.play_notation(&mut g, m).unwrap();
    }
    assert_eq!(h.repetitions(), 2);
    h.play_notation(&mut g, "g1-h1").unwrap();
    assert_eq!(h.repetitions(), 3);
    assert_eq!(h.outcome(&g), Some(Outcome::Draw { reason: "threefold" }));
    // legal_moves ignores the draw rule (as perft does); the history refuses moves.
    assert!(!g.legal_vec().is_empty());
    assert_eq!(h.play_notation(&mut g, "a1-a2"), Err(PlayError::Over));
}

/// Plays `plies` moves that make no progress (no capture, no promotion, no forward
/// step) and never bring back a position seen before, so that only the count of
/// quiet moves can end the game.
fn wander(g: &mut Mundeleys, h: &mut History, seen: &mut std::collections::HashSet<u64>, plies: u16) {
    wander_around(g, h, seen, plies, []);
}

/// [`wander`], leaving the squares `keep` as they are (no move from or to them).
fn wander_around<const N: usize>(
    g: &mut Mundeleys,
    h: &mut History,
    seen: &mut std::collections::HashSet<u64>,
    plies: u16,
    keep: [u8; N],
) {
    for i in 0..plies {
        assert_eq!(h.to_move(g), ToMove::Player(g.side()), "ply {i} of the walk:\n{}", g.ascii());
        let fresh = g.legal_vec().into_iter().find(|&m| {
            let mut next = *g;
            next.play(m);
            !m.capture
                && !g.irreversible(m)
                && !seen.contains(&next.key())
                && !keep.contains(&m.from)
                && !keep.contains(&m.to)
        });
        let m = fresh.unwrap_or_else(|| panic!("no fresh quiet move at ply {i}:\n{}", g.ascii()));
        h.play(g, m);
        seen.insert(g.key());
    }
}

#[test]
fn fifty_moves_each_without_progress_draw_and_any_progress_starts_the_count_again() {
    let mut g = pos(
        "
        g......m
        ........
        ........
        ..G.....
        ........
        M......M",
        [4, 4],
        W,
    );
    let mut h = History::new(&g);
    let mut seen = std::collections::HashSet::from([g.key()]);
    assert!(g.notes().is_empty(), "no count shown at the start");
    // 49 moves each of wandering Mundeleys and sideways Grenadiers…
    wander(&mut g, &mut h, &mut seen, 98);
    assert_eq!(g.quiet_plies(), 98);
    assert_eq!(h.repetitions(), 1, "no position came back");
    let shown: Vec<_> = g.notes().iter().map(|n| n.key).collect();
    assert_eq!(shown, ["mundeleys.quiet"], "the count is shown as the draw nears");
    // …then a Grenadier steps forward: the count starts again.
    let step = g.legal_vec().into_iter().find(|&m| g.irreversible(m) && !m.capture && !m.promote);
    let step = step.expect("the Grenadier can step forward");
    assert_eq!(g.at(step.from), Some((W, plateaux::games::mundeleys::Kind::Grenadier)));
    h.play(&mut g, step);
    assert_eq!(g.quiet_plies(), 0);
    assert!(g.notes().is_empty());
    wander(&mut g, &mut h, &mut seen, 99);
    assert_eq!(h.outcome(&g), None, "99 quiet plies: play goes on");
    wander(&mut g, &mut h, &mut seen, 1);
    assert_eq!(h.outcome(&g), Some(Outcome::Draw { reason: "no-progress" }), "\n{}", g.ascii());
    let any = g.notation(g.legal_vec()[0]);
    assert_eq!(h.play_notation(&mut g, &any), Err(PlayError::Over), "{any} after the draw");
    // A capture or a promotion starts the count again too (the pieces that make it
    // stay where they are while the others wander).
    for (pic, mv, keep) in [
        ("....g..m\n........\nm.......\nM.......\n........\n.......M", "a3xa4", ["a3", "a4"]),
        ("....g..m\n.L......\n........\n........\n........\n.......M", "b5-a6=M", ["b5", "a6"]),
    ] {
        let mut g = pos(pic, [4, 4], W);
        let mut h = History::new(&g);
        let mut seen = std::collections::HashSet::from([g.key()]);
        wander_around(&mut g, &mut h, &mut seen, 60, keep.map(sq));
        assert_eq!(g.quiet_plies(), 60);
        h.play_notation(&mut g, mv).unwrap_or_else(|e| panic!("{mv}: {e}\n{}", g.ascii()));
        assert_eq!(g.quiet_plies(), 0, "after {mv}");
    }
}

#[test]
fn a_grenadier_stepping_sideways_can_repeat_but_a_forward_step_cannot() {
    let pic = "
        .......g
        ........
        ........
        ........
        ..G.....
        .......m";
    let mut g = pos(pic, [4, 4], W);
    let mut h = History::new(&g);
    for m in ["c2-d2", "h1-g1", "d2-c2", "g1-h1", "c2-d2", "h1-g1", "d2-c2"] {
        h.play_notation(&mut g, m).unwrap();
    }
    assert_eq!(h.repetitions(), 2);
    h.play_notation(&mut g, "g1-h1").unwrap();
    assert_eq!(h.outcome(&g), Some(Outcome::Draw { reason: "threefold" }));
    let mut g = pos(pic, [4, 4], W);
    let mut h = History::new(&g);
    for m in ["c2-d2", "h1-g1", "d2-c2", "g1-h1", "c2-c3"] {
        let mv = g.parse(m).unwrap();
        let forward = m == "c2-c3";
        assert_eq!(g.irreversible(mv), forward, "{m}");
        h.play(&mut g, mv);
    }
    assert_eq!(h.repetitions(), 1, "after a forward step nothing before can come back");
}

#[test]
fn the_reserves_and_the_side_to_move_are_part_of_the_position() {
    let pic = "
        .......g
        ........
        ........
        ........
        ........
        M......m";
    let (a, b) = (pos(pic, [4, 4], W), pos(pic, [3, 4], W));
    assert_ne!(a.key(), b.key());
    assert_ne!(a.key(), pos(pic, [4, 4], B).key());
    assert_eq!(a.key(), pos(pic, [4, 4], W).key());
}

// ---- Notation and clicks ----------------------------------------------------------

#[test]
fn notation_reads_and_writes_every_form() {
    let g = Mundeleys::new(&Default::default());
    let m = g.parse("e2-e3").unwrap();
    assert_eq!(m, MundeleysMove { from: sq("e2"), to: sq("e3"), capture: false, promote: false });
    assert_eq!(
        g.parse("d2xe3").unwrap(),
        MundeleysMove { from: sq("d2"), to: sq("e3"), capture: true, promote: false }
    );
    assert_eq!(
        g.parse("c5-c6=M").unwrap(),
        MundeleysMove { from: sq("c5"), to: sq("c6"), capture: false, promote: true }
    );
    for t in ["e2-e3", "d2xe3", "c5-c6=M", "d5xe6=M"] {
        assert_eq!(g.notation(g.parse(t).unwrap()), t);
    }
    // A well-formed but illegal move, or a capture written as a step, is refused and
    // changes nothing.
    let mut h = g;
    assert!(matches!(h.play_notation("e2-e3"), Err(PlayError::Illegal(_))));
    assert!(matches!(h.play_notation("e2xd3"), Err(PlayError::Illegal(_))));
    assert!(matches!(h.play_notation("e2-e4"), Err(PlayError::Parse(_))));
    assert_eq!(h, g);
}

#[test]
fn parse_never_panics_on_garbage() {
    let g = Mundeleys::new(&Default::default());
    let alphabet: Vec<char> = "abcdefghi0123456789-x=MXm ééü\u{0}\u{1F600}".chars().collect();
    let dice = Dice::new(7);
    let mut parsed = 0;
    for k in 0..20_000u64 {
        // Draw k: a length, then up to 9 characters from the alphabet.
        let len = dice.below(k * 10, 10);
        let s: String = (1..=len).map(|i| alphabet[dice.below(k * 10 + i, alphabet.len() as u64) as usize]).collect();
        if let Ok(m) = g.parse(&s) {
            assert_eq!(g.notation(m), s, "what parses must be written back the same");
            parsed += 1;
        }
    }
    // Mostly garbage, and garbage is refused with a message.
    assert!(parsed < 200, "{parsed} random strings parsed");
    for s in ["", "=M", "x", "-", "a1-", "ééééé", "a1-a2=M=M", "h6xg7=M", "a1xa1", "\u{1F600}-a1"] {
        let e = g.parse(s).expect_err(s);
        assert!(!e.0.is_empty());
    }
}

#[test]
fn clicks_are_piece_then_target_and_marks_tell_captures() {
    let g = pos(
        "
        ........
        ..g.....
        ........
        ...M....
        ..l.....
        ........",
        [4, 4],
        W,
    );
    let moves = g.legal_vec();
    let paths: Vec<CellPath> = moves.iter().map(|&m| g.cells_of(m)).collect();
    for (i, p) in paths.iter().enumerate() {
        assert_eq!(p.len(), 2);
        for (j, q) in paths.iter().enumerate() {
            assert!(i == j || p != q, "two moves share the clicks {p:?}");
        }
    }
    for &m in &moves {
        let expected = if m.capture { Mark::Capture } else { Mark::Move };
        assert_eq!(g.mark(m), expected, "{}", g.notation(m));
    }
    assert!(moves.iter().any(|m| m.capture));
}

#[test]
fn a_player_moves_by_clicking_the_drawn_board_from_either_side() {
    use plateaux::session::{Click, Session};
    for flip in [false, true] {
        let mut s = Session::<Mundeleys>::new(&Default::default(), 1);
        // Click where the picture draws a square, as the page does.
        let click_at = |s: &mut Session<Mundeleys>, name: &str| {
            let sc = s.scene(flip);
            let spot = sc.spots.iter().find(|p| p.cell == sq(name) as u16).unwrap();
            let cell = sc.hit(spot.x + 5.0, spot.y + 5.0).unwrap();
            s.click(cell)
        };
        assert_eq!(click_at(&mut s, "e2"), Click::Pending);
        let mut targets = s.highlights().targets;
        targets.sort_by_key(|t| t.0);
        assert_eq!(targets, vec![(sq("d3") as u16, Mark::Move), (sq("f3") as u16, Mark::Move)]);
        assert_eq!(click_at(&mut s, "f3"), Click::Played("e2-f3".into()));
        assert_eq!(click_at(&mut s, "d5"), Click::Pending);
        assert_eq!(click_at(&mut s, "e4"), Click::Played("d5-e4".into()));
        // Now f3 may take e4: the target is marked as a capture.
        assert_eq!(click_at(&mut s, "f3"), Click::Pending);
        assert!(s.highlights().targets.contains(&(sq("e4") as u16, Mark::Capture)));
        assert_eq!(click_at(&mut s, "e4"), Click::Played("f3xe4".into()));
        assert_eq!(s.highlights().last, vec![sq("f3") as u16, sq("e4") as u16]);
    }
}

// ---- Random playouts --------------------------------------------------------------

#[test]
fn random_playouts_keep_every_invariant() {
    let dice = Dice::new(0x6d75_6e64);
    let mut roll = 0u64;
    let mut ply_total = 0usize;
    let mut reasons = std::collections::BTreeMap::new();
    let games = 3000;
    for _ in 0..games {
        let mut g = Mundeleys::new(&Default::default());
        let mut replay = Mundeleys::new(&Default::default());
        let mut h = History::new(&g);
        let mut plies = 0;
        loop {
            assert_eq!(g.key(), g.compute_key(), "incremental key\n{}", g.ascii());
            match h.to_move(&g) {
                ToMove::Over(o) => {
                    *reasons.entry(o.reason()).or_insert(0) += 1;
                    match o {
                        Outcome::Win { winner, reason: "all-captured" } => assert_eq!(g.count(winner.other()), 0),
                        Outcome::Win { .. } => assert!(g.legal_vec().is_empty()),
                        Outcome::Draw { .. } => {}
                    }
                    break;
                }
                ToMove::Chance => panic!("no dice in Mundeleys"),
                ToMove::Player(s) => {
                    assert_eq!(s, g.side());
                    let moves = g.legal_vec();
                    assert!(!moves.is_empty(), "a position still in play has a move\n{}", g.ascii());
                    for &m in &moves {
                        let text = g.notation(m);
                        assert_eq!(g.parse(&text), Ok(m), "{text} round-trips");
                        assert_eq!(g.cells_of(m).len(), 2);
                        assert_eq!(g.mark(m) == Mark::Capture, m.capture);
                    }
                    let m = moves[dice.below(roll, moves.len() as u64) as usize];
                    roll += 1;
                    let text = g.notation(m);
                    let mut c = g;
                    c.play(m);
                    h.play(&mut g, m);
                    assert_eq!(c, g);
                    replay.play_notation(&text).unwrap();
                    assert_eq!(replay, g);
                    // Reserves never grow; a Lancier never leaves the black squares.
                    for s in [W, B] {
                        assert!(g.reserve(s) <= RESERVE);
                        let l = g.pieces(s, plateaux::games::mundeleys::Kind::Lancier);
                        assert!((0..48u8).filter(|&q| l & (1 << q) != 0).all(is_black));
                    }
                    plies += 1;
                    assert!(plies < 20_000, "a game must end\n{}", g.ascii());
                }
            }
        }
        ply_total += plies;
    }
    eprintln!("{games} random games, {:.1} plies on average, endings {reasons:?}", ply_total as f64 / games as f64);
    assert!(reasons.contains_key("all-captured"));
}

/// The position turned half a round with the colours swapped: what White had, Black
/// has, seen from the other side of the table.
fn swapped(g: &Mundeleys) -> Mundeleys {
    let rows: Vec<String> =
        g.ascii().lines().take(6).map(|l| l.chars().skip(1).filter(|c| !c.is_whitespace()).collect()).collect();
    let pic: Vec<String> = rows
        .iter()
        .rev()
        .map(|r| {
            r.chars()
                .rev()
                .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
                .collect()
        })
        .collect();
    pos(&pic.join("\n"), [g.reserve(B), g.reserve(W)], g.side().other())
}

#[test]
fn the_rules_and_the_evaluation_treat_both_colours_alike() {
    let dice = Dice::new(2024);
    let mut roll = 0;
    let mut checked = 0;
    for _ in 0..200 {
        let mut g = Mundeleys::new(&Default::default());
        let mut h = History::new(&g);
        while let ToMove::Player(_) = h.to_move(&g) {
            let s = swapped(&g);
            assert_eq!(g.evaluate(W), s.evaluate(B), "\n{}\n{}", g.ascii(), s.ascii());
            assert_eq!(g.evaluate(W), -g.evaluate(B));
            assert_eq!(g.legal_vec().len(), s.legal_vec().len(), "\n{}\n{}", g.ascii(), s.ascii());
            checked += 1;
            let v = g.legal_vec();
            roll += 1;
            h.play(&mut g, v[dice.below(roll, v.len() as u64) as usize]);
        }
    }
    assert!(checked > 10_000);
}

// ---- AI ---------------------------------------------------------------------------

/// A noiseless search `depth` plies deep, without a clock, so the tests do not depend
/// on the machine's speed.
fn quick(depth: u32) -> Level {
    Level { number: 3, budget: Budget { max_depth: depth, time_ms: None, nodes: None }, noise: 0 }
}

#[test]
fn the_ai_takes_a_free_mundeley_and_wins_in_one() {
    let g = pos(
        "
        ......g.
        ........
        ..m.....
        ...L....
        ........
        G.......",
        [4, 4],
        W,
    );
    for level in 2..=4 {
        let m = choose(&g, &History::new(&g), quick(level), 1).unwrap();
        assert_eq!(g.notation(m), "d3xc4", "level {level}");
    }
    // Black's last piece can be taken: take it.
    let g = pos(
        "
        ........
        ........
        ....l...
        ...M....
        ........
        G.......",
        [4, 4],
        W,
    );
    let m = choose(&g, &History::new(&g), Level::get(3), 1).unwrap();
    assert_eq!(g.notation(m), "d3xe4");
}

#[test]
fn the_ai_does_not_step_into_a_capture() {
    // White's Mundeley may go to d4 where Black's Lancier takes it, or elsewhere.
    let g = pos(
        "
        ........
        ...l....
        ........
        ...M....
        ........
        G......g",
        [0, 0],
        W,
    );
    let m = choose(&g, &History::new(&g), Level::get(3), 3).unwrap();
    let mut after = g;
    after.play(m);
    let replies = after.legal_vec();
    assert!(
        !replies
            .iter()
            .any(|r| r.capture && after.at(r.to).map(|p| p.1) == Some(plateaux::games::mundeleys::Kind::Mundeley)),
        "{} leaves the Mundeley en prise",
        g.notation(m)
    );
}

#[test]
fn the_ai_beats_random_play() {
    let dice = Dice::new(99);
    let mut roll = 0;
    let mut wins = 0;
    let games = 6;
    for game in 0..games {
        let ai_side = if game % 2 == 0 { W } else { B };
        let mut g = Mundeleys::new(&Default::default());
        let mut h = History::new(&g);
        let mut plies = 0;
        while let ToMove::Player(s) = h.to_move(&g) {
            let m = if s == ai_side {
                choose(&g, &h, quick(3), game).unwrap()
            } else {
                let v = g.legal_vec();
                roll += 1;
                v[dice.below(roll, v.len() as u64) as usize]
            };
            h.play(&mut g, m);
            plies += 1;
            if plies > 600 {
                break;
            }
        }
        if h.outcome(&g).and_then(|o| o.winner()) == Some(ai_side) {
            wins += 1;
        }
    }
    assert_eq!(wins, games, "the AI should win every game against random moves");
}

#[test]
fn level_three_stays_within_its_node_budget_and_still_looks_ahead() {
    let mut g = Mundeleys::new(&Default::default());
    for m in ["e2-f3", "d5-e4", "d2-d3"] {
        play(&mut g, m);
    }
    let level = Level::for_game::<Mundeleys>(3);
    let budget = Budget { time_ms: None, ..level.budget };
    let report = Searcher::<Mundeleys>::new().search(&g, &History::new(&g), budget, 0);
    assert!(report.best.is_some());
    let nodes = budget.nodes.expect("level 3 counts its nodes");
    // The budget is checked every few nodes: it may be passed by a handful, not more.
    assert!(report.nodes <= nodes + nodes / 100 + 64, "{} nodes for a budget of {nodes}", report.nodes);
    assert!(report.depth >= 4, "level 3 looks at least 4 plies ahead (reached {})", report.depth);
}

// ---- Positions as text ------------------------------------------------------------

/// The part of the position text `text` that is refused.
fn refused_part(text: &str) -> plateaux::core::PositionPart {
    Mundeleys::from_position(text).map(|g| g.ascii()).expect_err(text).part
}

#[test]
fn the_start_is_two_ranks_each_white_to_move_four_mundeleys_in_reserve() {
    let start = Mundeleys::new(&Default::default());
    assert_eq!(start.position(), "lglglglg/glglglgl/8/8/LGLGLGLG/GLGLGLGL w 4 4 0");
    assert_eq!(Mundeleys::from_position(&start.position()), Ok(start));
}

#[test]
fn a_position_written_by_hand_crowns_from_the_reserve_it_states() {
    // White has one Mundeley left in reserve, on the board one on e4; its Lancier on
    // d5 is crowned on c6 or e6. Black has crowned all four (one left, on c2).
    let text = "1g4l1/3L4/4M3/8/2m5/G7 w 1 0 3";
    let g = Mundeleys::from_position(text).unwrap();
    let drawn = pos(
        "
        .g....l.
        ...L....
        ....M...
        ........
        ..m.....
        G.......",
        [1, 0],
        W,
    );
    assert_eq!((g.key(), g.quiet_plies()), (drawn.key(), 3));
    assert_eq!(moves_of(&g, "d5"), strs(&["d5-c6=M", "d5-e6=M"]));
    assert_eq!(all_moves(&g).len(), 2 + 7 + 2, "the Lancier's two, the Mundeley's seven, the Grenadier's two");
    let mut crowned = g;
    play(&mut crowned, "d5-c6=M");
    assert_eq!(crowned.position(), "1gM3l1/8/4M3/8/2m5/G7 b 0 0 0");
    assert_eq!(crowned.reserve(W), 0);
    // Black's pieces reaching rank 1 now stay what they are: its reserve is empty.
    let g = Mundeleys::from_position("8/8/8/8/4g3/G7 b 0 0 0").unwrap();
    assert_eq!(moves_of(&g, "e2"), strs(&["e2-d2", "e2-e1", "e2-f2"]));
}

#[test]
fn an_impossible_position_is_refused_and_the_part_named() {
    use plateaux::core::PositionPart::*;
    let start = "lglglglg/glglglgl/8/8/LGLGLGLG/GLGLGLGL";
    // The board: a ninth file, a seventh rank, a letter that is no piece, a Lancier on
    // a white square, a ninth Grenadier.
    assert_eq!(refused_part("lglglglgg/glglglgl/8/8/LGLGLGLG/GLGLGLGL w 4 4 0"), Board);
    assert_eq!(refused_part(&format!("8/{start} w 4 4 0")), Board);
    assert_eq!(refused_part("lglglglg/glglglgl/8/8/LGLGLGLG/GLGLGLGK w 4 4 0"), Board);
    assert_eq!(refused_part("8/8/8/8/8/L7 w 4 4 0"), Board);
    assert_eq!(refused_part("g7/8/8/8/GGGGGGGG/G7 w 4 4 0"), Board);
    // The side to act, the reserves, the counter.
    assert_eq!(refused_part(&format!("{start} W 4 4 0")), ToMove);
    assert_eq!(refused_part(&format!("{start} - 4 4 0")), ToMove);
    assert_eq!(refused_part(&format!("{start} w 5 4 0")), Reserve);
    assert_eq!(refused_part(&format!("{start} w 4 4 101")), Counters);
    // Each field right, together impossible: a Mundeley beside a full reserve; a
    // promotion with all 16 Lanciers and Grenadiers still on the board; a Grenadier
    // on its far rank that would have been crowned; Black to act when White has just
    // moved with no piece left.
    assert_eq!(refused_part("g7/8/8/8/8/M7 w 4 4 0"), Consistency);
    assert_eq!(refused_part(&format!("{start} w 3 4 0")), Consistency, "16 pieces and one crowned");
    assert_eq!(refused_part("G6g/8/8/8/8/8 b 1 4 0"), Consistency);
    assert_eq!(refused_part("g7/8/8/8/8/8 b 4 4 0"), Consistency);
    for fine in ["g7/8/8/8/8/M7 w 3 4 0", "G6g/8/8/8/8/8 b 0 4 0", "g7/8/8/8/8/8 w 4 4 0"] {
        assert!(Mundeleys::from_position(fine).is_ok(), "{fine}");
    }
}
