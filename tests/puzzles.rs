//! Every puzzle of every game wins as it says. Each game's puzzles are read through
//! the registry ([`View::puzzle_text`], its folder's `puzzles.txt`), so a fifth game
//! with puzzles is checked here with no line of this file naming it: its position
//! reads, its solution is legal move by move, at each of the solver's moves a
//! fixed-depth search (the plies left in the line, and one more) ranks that move
//! first, every other move at least a man worse, and the line's end has won a man
//! or the game, against every reply (`plateaux::ai::puzzle::check`, the very check
//! the generator keeps a puzzle by). The searches are depth-limited, with no clock:
//! the same verdict on any machine, in a few seconds for all of them.

#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashSet;

use plateaux::ai::puzzle::{check, GAIN, GAP};
use plateaux::core::View;
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{own, Lang};
use plateaux::puzzle::{puzzles, puzzles_of, read_puzzle, theme_key, DIFFICULTIES};

/// Checks every puzzle of a game; returns how many it has by difficulty.
struct CheckAll;

impl GameVisitor for CheckAll {
    type Output = [usize; 3];
    fn visit<G: View>(self) -> [usize; 3] {
        let list = puzzles::<G>().unwrap_or_else(|e| panic!("{}: {e}", G::ID));
        let mut by = [0; 3];
        let mut positions = HashSet::new();
        for p in &list {
            check(p).unwrap_or_else(|e| panic!("{} puzzle «{}»: {e}", G::ID, p.to_line()));
            assert!(positions.insert(p.position.clone()), "{}: the position {} is two puzzles", G::ID, p.position);
            assert!(DIFFICULTIES.contains(&p.difficulty));
            by[usize::from(p.difficulty - 1)] += 1;
            let key = theme_key(G::ID, &p.theme);
            for lang in Lang::all() {
                for k in [key.clone(), format!("{key}.task")] {
                    assert!(
                        own(lang, &k).is_some(),
                        "{}: the theme '{}' has no '{k}' in {}",
                        G::ID,
                        p.theme,
                        lang.code()
                    );
                }
            }
        }
        by
    }
}

#[test]
fn every_puzzle_of_every_game_wins_as_it_says() {
    let t = std::time::Instant::now();
    let mut total = 0;
    for id in GAME_IDS {
        let by = with_game(id, CheckAll).unwrap();
        let n: usize = by.iter().sum();
        eprintln!("{id}: {n} puzzles (difficulty 1: {}, 2: {}, 3: {})", by[0], by[1], by[2]);
        // What the page is given is the same puzzles, in the same order.
        assert_eq!(puzzles_of(id).unwrap().len(), n, "{id}");
        total += n;
    }
    eprintln!("checked in {:.1} s", t.elapsed().as_secs_f64());
    assert!(total > 0, "no game has puzzles");
}

#[test]
fn the_check_refuses_a_puzzle_whose_move_does_not_win_or_is_not_alone() {
    use plateaux::games::moulin::Moulin;
    let puzzle = |text: &str| read_puzzle::<Moulin>(text).unwrap();
    // Black slides d5-c5, closing c5-c4-c3, and takes d3: every other capture wins a
    // man too, but the engine rates them all at least a man lower.
    let at = "m1m/1MM/1mM/2mMmM/mM1/Mm1/Mm1 b 0 0 3";
    check(&puzzle(&format!("{at} | d5-c5xd3 | 1 | mill"))).unwrap();
    // Another capture from the same mill: the engine prefers d3.
    let e = check(&puzzle(&format!("{at} | d5-c5xe4 | 1 | mill"))).unwrap_err();
    assert!(e.contains("prefers d5-c5xd3"), "{e}");
    // The start: nothing wins a man, no move stands out.
    let e = check(&puzzle("3/3/3/6/3/3/3 w 9 9 0 | d7 | 1 | mill")).unwrap_err();
    assert!(e.contains("by only") || e.contains("prefers") || e.contains("does not win"), "{e}");
    // A mill closed while placing, where the engine, at the depth the line asks,
    // prefers another move (d2): a mill is a puzzle only where the engine sees the
    // gain.
    let e = check(&puzzle("M1M/1M1/3/6/3/2m/mmm w 5 5 2 | d7xf2 | 1 | mill")).unwrap_err();
    assert!(e.contains("prefers d2"), "{e}");
    const { assert!(GAP >= 100 && GAIN >= 100, "a man at least") };
}

#[test]
fn the_page_gets_plain_data_with_string_keys() {
    for id in GAME_IDS {
        for p in puzzles_of(id).unwrap() {
            assert_eq!(p.theme_key, format!("puzzle.{id}.{}", p.theme));
            assert_eq!(p.task_key, format!("{}.task", p.theme_key));
            assert!(!p.line.is_empty() && !p.position.is_empty());
        }
    }
    assert!(puzzles_of("chess").is_err());
    let json = serde_json::to_value(puzzles_of(GAME_IDS[0]).unwrap()).unwrap();
    if let Some(first) = json.as_array().and_then(|a| a.first()) {
        for field in ["position", "line", "difficulty", "theme", "themeKey", "taskKey"] {
            assert!(first.get(field).is_some(), "{field} in {first}");
        }
    }
}
