//! The two moulin games of issue 11 that the AI lost by a blockade, each at the move
//! after which the blockade could no longer be escaped (found by searching every
//! alternative tens of millions of nodes deep: the move played, and every move like
//! it, lets the opponent force a blockade within 13 plies, while the moves listed as
//! safe do not). The strongest level, on a node budget so the test is the same on
//! any machine, must no longer play into it.

use plateaux::ai::{choose, Level};
use plateaux::core::{Game, History};
use plateaux::games::moulin::Moulin;

mod common;
use common::blockades::{LOST_AS_BLACK, LOST_AS_WHITE};

/// The strongest level with its node budget and no clock, so its choice is exact.
fn expert() -> Level {
    let mut l = Level::for_game::<Moulin>(4);
    l.budget.time_ms = None;
    l
}

/// The position after the first `plies` moves of `game`.
fn after(game: &str, plies: usize) -> Moulin {
    let mut g = Moulin::new(&Default::default());
    for m in game.split_whitespace().take(plies) {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

#[test]
fn the_games_end_in_the_blockades_they_are_pinned_for() {
    for (game, plies) in [(LOST_AS_WHITE, 30), (LOST_AS_BLACK, 31)] {
        let g = after(game, plies);
        let o = g.outcome().expect("the game is over");
        assert_eq!(o.reason(), "blocked", "{}", g.ascii());
    }
}

#[test]
fn as_white_the_expert_no_longer_closes_the_mill_that_blocks_its_army() {
    // White places its last man. Closing the mill c3-c4-c5 takes a man but leaves
    // White one move once placing ends (g1-g4): Black then blocks it. Every
    // capture there loses; placing elsewhere keeps White moving.
    let g = after(LOST_AS_WHITE, 16);
    let m = choose(&g, &History::new(&g), expert(), 1).unwrap();
    let safe = ["f2", "e4", "f4", "g4", "e5", "f6"];
    assert!(safe.contains(&g.notation(m).as_str()), "played {}\n{}", g.notation(m), g.ascii());
}

#[test]
fn as_black_the_expert_no_longer_places_the_man_that_walls_itself_in() {
    // Black's seventh man. On e3 (as played) every later placement loses to a
    // blockade; the safe places keep room for Black's army.
    let g = after(LOST_AS_BLACK, 13);
    let m = choose(&g, &History::new(&g), expert(), 1).unwrap();
    let safe = ["b2", "b4", "c3"];
    assert!(safe.contains(&g.notation(m).as_str()), "played {}\n{}", g.notation(m), g.ascii());
}
