//! Moulin's flying endgames: the tables of [`plateaux::games::moulin::endgame`] checked
//! against positions a player knows, against the rules themselves move by move, and
//! against an independent brute-force search; and the strongest AI levels playing
//! them.

use plateaux::core::{Dice, Game, Side, Solved, ToMove};
use plateaux::games::moulin::endgame::table_stats;
use plateaux::games::moulin::Moulin;

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
        let mut c = g.clone();
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

#[test]
#[ignore]
fn figures() {
    let t = std::time::Instant::now();
    println!("3v3 {:?} in {:.2}s", table_stats(3, 3), t.elapsed().as_secs_f64());
    let t = std::time::Instant::now();
    println!("4v3 {:?} in {:.2}s", table_stats(4, 3), t.elapsed().as_secs_f64());
    println!("3v4 {:?}", table_stats(3, 4));
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
            assert_eq!(table, best, "{a} against {b}:\n{}", g.to_ascii());
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
        assert_eq!(brute(&g, 5, 4), expected, "table says {table:?}\n{}", g.to_ascii());
    }
    println!("{decided} of 60 decided within 5 plies");
}
