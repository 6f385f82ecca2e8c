//! Moulin's endgame tables built ahead of need: by the worker's [`Thinker`] while the
//! person thinks, and by the search before its clock starts, once a game is near
//! them. Its own test program, because the tables, once built, stay built for the
//! whole process: every step below depends on what the steps before left unbuilt.

use plateaux::core::{Game, GameRecord, Side};
use plateaux::games::moulin::endgame::built;
use plateaux::games::moulin::Moulin;
use plateaux::session::{Session, Thinker};

/// The record of a moulin game after `moves` (notation, space-separated).
fn record(moves: &str) -> String {
    let mut s = Session::<Moulin>::new(&Default::default(), 7);
    for m in moves.split_whitespace() {
        s.play_str(m).expect("a legal move");
    }
    s.record().to_json()
}

fn any_table_built() -> bool {
    built(3, 3) || built(4, 3) || built(3, 4)
}

/// Fifteen men on the board, hands empty: White to move can close a mill at c4.
const FIFTEEN: &str = "d1 f4 g7 d7 c5 a4 g1 e5 d6 c3 g4xe5 a1 f6 e4 d2 a7xc5 b6xe4 b4 d2-d3";

#[test]
fn the_endgame_tables_are_built_while_the_person_thinks_once_a_game_is_near_them() {
    let mut t = Thinker::new();

    // While placing, nothing is built, whatever the level.
    t.think(&record("a1 d6 g1"), 4, 1).unwrap();
    t.prepare();
    assert!(!any_table_built(), "built from the placing phase");

    // Fifteen men on the board is still far from 4 against 3: nothing.
    let fifteen = record(FIFTEEN);
    let g = *Session::<Moulin>::from_record(&GameRecord::from_json(&fifteen).unwrap()).unwrap().game();
    assert!(!g.placing());
    assert_eq!(g.men(Side::First).count_ones() + g.men(Side::Second).count_ones(), 15);
    g.solve_ahead();
    assert!(!any_table_built(), "built from fifteen men");

    // Level 2 never plays solved endgames: after its answer, nothing is built.
    t.think(&fifteen, 2, 1).unwrap();
    t.prepare();
    assert!(!any_table_built(), "built after a level-2 answer");

    // Level 3 plays them. Its answer takes a man: fourteen are left, near enough for a
    // search to meet the tables, so they are built after the answer, not before.
    let answer = t.think(&fifteen, 3, 1).unwrap().expect("White is to move");
    assert!(answer.contains('x'), "level 3 was expected to close the mill, played {answer}");
    assert!(!any_table_built(), "level 3's own search built the tables");
    t.prepare();
    assert!(built(3, 3) && built(4, 3) && built(3, 4), "not built after level 3's capture");
}
