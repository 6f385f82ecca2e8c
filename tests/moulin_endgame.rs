//! Moulin's flying endgames: the tables of [`plateaux::games::moulin::endgame`] checked
//! against positions a player knows, against the rules themselves move by move, and
//! against an independent brute-force search; and the strongest AI levels playing
//! them.

use plateaux::ai::{choose, Budget, Level, Searcher, WIN};
use plateaux::core::{Dice, Game, History, Side, Solved, ToMove};
use plateaux::games::moulin::endgame::table_stats;
use plateaux::games::moulin::Moulin;

fn pos(picture: &str, side: Side) -> Moulin {
    Moulin::from_ascii(picture, [0, 0], side).unwrap()
}

/// A random position with `a` men of the side to move against `b`, none in hand.
fn random_position(dice: &Dice, n: u64, a: u32, b: u32, side: Side) -> Moulin {
    let mut men = [0u32; 2];
    let mut k = 0;
    for (s, count) in [(0, a), (1, b)] {
        while men[s].count_ones() < count {
            let p = dice.below(n * 1000 + k, 24);
            k += 1;
            if (men[0] | men[1]) & 1 << p == 0 {
                men[s] |= 1 << p;
            }
        }
    }
    let (white, black) = if side == Side::First { (men[0], men[1]) } else { (men[1], men[0]) };
    Moulin::from_parts(white, black, [0, 0], side)
}

/// Whether the side to move has lost already.
fn lost_now(g: &Moulin) -> bool {
    matches!(g.to_move(), ToMove::Over(o) if o.winner().is_some())
}

fn children(g: &Moulin) -> impl Iterator<Item = Moulin> + '_ {
    g.legal_vec().into_iter().map(move |m| {
        let mut c = *g;
        c.play(m);
        c
    })
}

/// Brute force, written from the rules alone: the side to move can force a win
/// whose last move is at most `n` plies away.
fn win_within(g: &Moulin, n: u32) -> bool {
    n >= 1 && children(g).any(|c| lose_within(&c, n - 1))
}

/// The side to move cannot avoid losing within `n` plies.
fn lose_within(g: &Moulin, n: u32) -> bool {
    lost_now(g) || (n >= 2 && children(g).all(|c| win_within(&c, n - 1)))
}

/// The brute force's exact verdict when the game ends within `wins` plies for a win
/// or `losses` for a loss; `None` when it ends later or never.
fn brute(g: &Moulin, wins: u32, losses: u32) -> Option<Solved> {
    if let Some(n) = (1..=wins).step_by(2).find(|&n| win_within(g, n)) {
        return Some(Solved::Win(n as u16));
    }
    (0..=losses).step_by(2).find(|&n| lose_within(g, n)).map(|n| Solved::Loss(n as u16))
}

/// The value of a move for the side playing it, from the tables (or the rules when it
/// ends the game).
fn move_value(g: &Moulin, m: plateaux::games::moulin::MoulinMove) -> Solved {
    let mut c = *g;
    c.play(m);
    if lost_now(&c) {
        Solved::Win(1)
    } else {
        c.solved().expect("still tabled").before()
    }
}

/// The table's perfect player: the quickest win, else a draw, else the slowest loss;
/// among equals, one at random.
fn perfect(g: &Moulin, dice: &Dice, n: u64) -> plateaux::games::moulin::MoulinMove {
    let moves = g.legal_vec();
    let best = moves.iter().map(|&m| move_value(g, m).rank()).max().unwrap();
    let equal: Vec<_> = moves.into_iter().filter(|&m| move_value(g, m).rank() == best).collect();
    equal[dice.below(n, equal.len() as u64) as usize]
}

/// Build times and what the tables hold, for the report (`cargo test --release --test
/// moulin_endgame -- --ignored --nocapture`); each table is timed in a fresh process
/// by running `figures_3v3` and `figures_4v3` alone.
#[test]
#[ignore]
fn figures_3v3() {
    let t = std::time::Instant::now();
    let s = table_stats(3, 3).unwrap();
    println!("3 against 3 built in {:.2} s: {s:?}", t.elapsed().as_secs_f64());
}

#[test]
#[ignore]
fn figures_4v3() {
    let _ = table_stats(3, 3);
    let t = std::time::Instant::now();
    let s = table_stats(4, 3).unwrap();
    println!("4 against 3 built in {:.2} s (3 against 3 ready): 4 to move {s:?}", t.elapsed().as_secs_f64());
    println!("3 to move against 4: {:?}", table_stats(3, 4).unwrap());
}

// ---- Positions a player knows -----------------------------------------------------

#[test]
fn a_side_that_can_close_a_mill_wins_at_once() {
    // White flies b6 to g1: a1-d1-g1 takes a man and Black is left with two.
    let g = pos(
        "
        .-----------.-----------.
        |   W-------.-------.   |
        |   |   .---.---B   |   |
        .---.---.       B---.---.
        |   |   .---.---.   |   |
        |   .-------B-------.   |
        W-----------W-----------.",
        Side::First,
    );
    assert_eq!(g.solved(), Some(Solved::Win(1)));
    assert_eq!(g.clone().play_notation("b6-g1xd2").map(|_| ()), Ok(()));
}

#[test]
fn two_threats_at_once_cannot_both_be_blocked() {
    // White has no two men in a line. b6-a7 makes two: a1-a7 (short of a4) and
    // a7-g7 (short of d7). Black, with no threat of its own, blocks one; White closes
    // the other on the third ply.
    let g = pos(
        "
        .-----------.-----------W
        |   W-------.-------.   |
        |   |   B---.---.   |   |
        .---.---.       B---.---.
        |   |   .---.---.   |   |
        |   .-------B-------.   |
        W-----------.-----------.",
        Side::First,
    );
    assert_eq!(g.solved(), Some(Solved::Win(3)));
    assert_eq!(move_value(&g, g.parse("b6-a7").unwrap()), Solved::Win(3));
    // Black, to move after it, loses in two plies whatever it does.
    let mut after = g;
    after.play_notation("b6-a7").unwrap();
    assert_eq!(after.solved(), Some(Solved::Loss(2)));
}

#[test]
fn a_mill_opened_towards_a_second_line_closes_again() {
    // White's mill a1-d1-g1 captures nothing while it stands. Flying g1 to a7 opens
    // it and threatens a4 at the same time: Black cannot fill both g1 and a4.
    let g = pos(
        "
        .-----------.-----------.
        |   .-------.-------B   |
        |   |   .---B---.   |   |
        .---B---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        W-----------W-----------W",
        Side::First,
    );
    assert_eq!(g.solved(), Some(Solved::Win(3)));
    assert_eq!(move_value(&g, g.parse("g1-a7").unwrap()), Solved::Win(3));
}

#[test]
fn facing_two_threats_without_one_of_ones_own_is_lost() {
    // White threatens g1 and a7; Black's men share no line.
    let g = pos(
        "
        .-----------.-----------.
        |   B-------.-------.   |
        |   |   .---.---.   |   |
        W---.---.       .---B---.
        |   |   .---.---B   |   |
        |   .-------.-------.   |
        W-----------W-----------.",
        Side::Second,
    );
    assert_eq!(g.solved(), Some(Solved::Loss(2)));
}

#[test]
fn a_drawn_three_against_three() {
    // Black threatens g1. White must fill it and can never force a mill of its own,
    // nor Black one: whichever way White blocks, there is a block that holds.
    let g = pos(
        "
        .-----------.-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        W---.---.       .---.---.
        |   |   .---.---.   |   |
        |   B-------W-------W   |
        B-----------B-----------.",
        Side::First,
    );
    assert_eq!(g.solved(), Some(Solved::Draw));
    // Only moves to g1 hold; any other lets Black close a1-d1-g1.
    for m in g.legal_vec() {
        let v = move_value(&g, m);
        if m.to == g.parse("g1").unwrap().to {
            assert!(v == Solved::Draw || matches!(v, Solved::Loss(_)), "{}", g.notation(m));
        } else {
            assert_eq!(v, Solved::Loss(2), "{}", g.notation(m));
        }
    }
    assert!(g.legal_vec().into_iter().any(|m| move_value(&g, m) == Solved::Draw));
}

#[test]
fn the_longest_wins_fit_well_inside_the_hundred_plies_without_capture() {
    // Facts of the tables, checked against the rules by the tests below; here they
    // say the draw by 100 quiet plies never cuts a perfect win short.
    let s33 = table_stats(3, 3).unwrap();
    let s34 = table_stats(3, 4).unwrap();
    assert!(s33.longest_win < 100 && s34.longest_win < 100, "{s33:?} {s34:?}");
    // In 3 against 3 most positions are won by the side to move; draws are rare.
    assert!(s33.won > s33.lost && s33.lost > s33.drawn && s33.drawn > 0, "{s33:?}");
}

#[test]
fn tables_agree_with_the_rules_move_by_move() {
    // Each position's value is the best its moves lead to, as the rules generate them:
    // the tables were built from un-moves, this checks them with moves.
    let dice = Dice::new(11);
    for (k, (a, b)) in [(3, 3), (4, 3), (3, 4)].into_iter().enumerate() {
        for n in 0..3000 {
            let side = if n % 2 == 0 { Side::First } else { Side::Second };
            let g = random_position(&dice, k as u64 * 100_000 + n, a, b, side);
            let table = g.solved().expect("a flying endgame is in the tables");
            let best = children(&g)
                .map(|c| if lost_now(&c) { Solved::Win(1) } else { c.solved().expect("still tabled").before() })
                .max_by_key(|v| v.rank())
                .unwrap_or(Solved::Loss(0));
            assert_eq!(table, best, "{a} against {b}:\n{}", g.ascii());
        }
    }
}

#[test]
fn brute_force_agrees_on_random_three_against_three() {
    let dice = Dice::new(5);
    let mut decided = 0;
    for n in 0..60 {
        let g = random_position(&dice, n, 3, 3, Side::First);
        let table = g.solved().unwrap();
        let expected = match table {
            Solved::Win(d) if d <= 5 => Some(table),
            Solved::Loss(d) if d <= 4 => Some(table),
            _ => None,
        };
        decided += expected.is_some() as u32;
        assert_eq!(brute(&g, 5, 4), expected, "table says {table:?}\n{}", g.ascii());
    }
    println!("{decided} of 60 decided within 5 plies");
}

#[test]
fn brute_force_agrees_on_random_four_against_three() {
    let dice = Dice::new(6);
    for n in 0..40 {
        let (a, b) = if n % 2 == 0 { (4, 3) } else { (3, 4) };
        let g = random_position(&dice, n, a, b, Side::Second);
        let table = g.solved().unwrap();
        let expected = match table {
            Solved::Win(d) if d <= 5 => Some(table),
            Solved::Loss(d) if d <= 4 => Some(table),
            _ => None,
        };
        assert_eq!(brute(&g, 5, 4), expected, "table says {table:?}\n{}", g.ascii());
    }
}

#[test]
fn every_short_win_and_loss_the_table_names_is_confirmed_by_brute_force() {
    // Positions sought for each short distance, so that none goes unchecked.
    let dice = Dice::new(8);
    let wanted = [Solved::Win(1), Solved::Win(3), Solved::Win(5), Solved::Loss(2), Solved::Loss(4)];
    let mut found = [0; 5];
    for n in 0..200_000 {
        if found.iter().all(|&k| k >= 4) {
            break;
        }
        let (a, b) = [(3, 3), (4, 3), (3, 4)][n as usize % 3];
        let g = random_position(&dice, n, a, b, Side::First);
        let v = g.solved().unwrap();
        if let Some(i) = wanted.iter().position(|&w| w == v) {
            if found[i] < 4 {
                found[i] += 1;
                assert_eq!(brute(&g, 5, 4), Some(v), "\n{}", g.ascii());
            }
        }
    }
    assert!(found.iter().all(|&k| k >= 4), "{found:?}");
}

// ---- The AI in the endgames -------------------------------------------------------

/// Plays `g` out: `ai` (a level) for `ai_side`, the table's perfect player for the
/// other, until the game ends or `max_plies` are played. Returns the game.
fn play_out(mut g: Moulin, ai: u8, ai_side: Side, max_plies: u32, seed: u64) -> (Moulin, u32) {
    let dice = Dice::new(seed);
    let level = Level::for_game::<Moulin>(ai);
    let mut plies = 0;
    // The draw by repetition counts: a defender may hold a drawn endgame by it.
    let mut h = History::new(&g);
    while let ToMove::Player(s) = h.to_move(&g) {
        if plies == max_plies {
            break;
        }
        let m = if s == ai_side {
            choose(&g, &h, level, seed + plies as u64).unwrap()
        } else {
            perfect(&g, &dice, plies as u64)
        };
        h.play(&mut g, m);
        plies += 1;
    }
    (g, plies)
}

#[test]
fn the_strongest_levels_win_the_longest_wins_against_any_defence_in_the_fewest_plies() {
    for (a, b) in [(3, 3), (3, 4)] {
        let s = table_stats(a, b).unwrap();
        for (level, side) in [(4, Side::First), (3, Side::Second)] {
            let (mover, other) = s.deepest;
            let (w, bl) = if side == Side::First { (mover, other) } else { (other, mover) };
            let g = Moulin::from_parts(w, bl, [0, 0], side);
            assert_eq!(g.solved(), Some(Solved::Win(s.longest_win)));
            let (end, plies) = play_out(g, level, side, 200, 3);
            assert_eq!(end.outcome().and_then(|o| o.winner()), Some(side), "level {level}, {a} against {b}");
            assert_eq!(plies, u32::from(s.longest_win), "level {level}, {a} against {b}");
        }
    }
}

#[test]
fn in_a_drawn_endgame_the_strongest_level_never_steps_into_a_loss() {
    let dice = Dice::new(21);
    let mut drawn = Vec::new();
    for n in 0..100_000 {
        let (a, b) = [(3, 3), (4, 3), (3, 4)][n as usize % 3];
        let g = random_position(&dice, n, a, b, Side::First);
        if g.solved() == Some(Solved::Draw)
            && drawn.iter().filter(|(x, _): &&(u32, Moulin)| *x == a * 10 + b).count() < 2
        {
            drawn.push((a * 10 + b, g));
        }
    }
    assert_eq!(drawn.len(), 6);
    for (k, (_, g)) in drawn.into_iter().enumerate() {
        let (end, plies) = play_out(g, 4, Side::First, 40, k as u64);
        // Against the table's player, which takes any win offered, the game is still
        // drawn: ended by repetition, or still on with a drawn position.
        match end.to_move() {
            ToMove::Over(o) => assert_eq!(o.winner(), None, "after {plies} plies\n{}", end.ascii()),
            ToMove::Player(_) => assert_eq!(end.solved(), Some(Solved::Draw), "\n{}", end.ascii()),
            ToMove::Chance => unreachable!(),
        }
    }
}

#[test]
fn inside_a_search_a_capture_into_a_solved_endgame_is_valued_exactly() {
    // Five men against three, the three to move: not in the tables, but a capture
    // leads into 4 against 3. A one-ply search then knows the exact result of each
    // capture, where the plain search only has its judgement of material.
    let dice = Dice::new(31);
    let mut checked = 0;
    for n in 0..20_000 {
        let g = random_position(&dice, n, 3, 5, Side::Second);
        assert_eq!(g.solved(), None);
        // The best capture's exact value for Black, from the tables.
        let best = g
            .legal_vec()
            .into_iter()
            .filter(|m| m.capture.is_some())
            .map(|m| move_value(&g, m))
            .max_by_key(|v| v.rank());
        let Some(Solved::Win(d)) = best else { continue };
        let budget = Budget { max_depth: 1, time_ms: None, nodes: None };
        let exact = Searcher::<Moulin>::new().use_solved(true).search(&g, &History::new(&g), budget, 0);
        assert_eq!(exact.value, WIN - i32::from(d), "\n{}", g.ascii());
        let plain = Searcher::<Moulin>::new().search(&g, &History::new(&g), budget, 0);
        assert!(plain.value < WIN - 10_000, "a one-ply search cannot see a win {d} plies away");
        checked += 1;
        if checked == 5 {
            break;
        }
    }
    assert_eq!(checked, 5);
}

#[test]
fn only_the_strongest_levels_play_solved_endgames_perfectly() {
    // Levels 1 and 2 stay beatable in the endgame; 3 and 4 (the hint) do not.
    let played: Vec<bool> = (1..=4).map(|n| Level::get(n).plays_solved()).collect();
    assert_eq!(played, [false, false, true, true]);
}
