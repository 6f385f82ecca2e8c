//! Every puzzle of every game plays on the board as a player meets it, through the
//! runner the page uses (`start_puzzle`, the lesson runner following the line), the
//! registry naming the games: the solution's moves, entered by clicks, are answered
//! by the line's defence and end in « Bravo »; the hint marks where the next move
//! starts, on the board and in words; a move off the line is refused as « not the move that wins », answered by
//! the engine on the board and told in words (« Après … : les Noirs : … »), and
//! « Réessayer » brings the position back.

#![cfg(not(target_arch = "wasm32"))]

use plateaux::core::lesson::OFF_THE_LINE;
use plateaux::core::{Mark, Note, Verdict, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::lesson::reason;
use plateaux::puzzle::{puzzles, puzzles_of, start_puzzle, PuzzlesError};
use plateaux::session::Click;

/// Plays every puzzle of a game: its line by clicks, and one move off it.
struct PlayAll;

impl GameVisitor for PlayAll {
    type Output = (usize, usize, usize);
    fn visit<G: View>(self) -> (usize, usize, usize) {
        let list = puzzles::<G>().unwrap();
        let (mut solved, mut explained, mut told_on) = (0, 0, 0);
        for (i, p) in list.iter().enumerate() {
            let name = format!("{} puzzle {}", G::ID, i + 1);
            // The solution, by clicks; the defence answers by itself.
            let mut run = start_puzzle(G::ID, i, 1).unwrap();
            assert_eq!(run.info().title, format!("puzzle.{}.{}", G::ID, p.theme), "{name}");
            let notation = p.notation();
            loop {
                let played = run.status().moves;
                assert_eq!(played[..], notation[..played.len()], "{name}: the board left the line");
                let Some(mv) = notation.get(played.len()) else { break };
                assert_eq!(run.verdict(), Verdict::Pending, "{name}: before {mv}");
                let cells = run.cells_of(mv).unwrap_or_else(|e| panic!("{name}: {mv} cannot be clicked: {e}"));
                assert_eq!(run.hint(), cells[..1].to_vec(), "{name}: the hint is not where {mv} starts");
                assert!(
                    run.highlights(true).targets.iter().any(|&(c, m)| c == cells[0] && matches!(m, Mark::Special(_))),
                    "{name}: the hint does not mark where {mv} starts on the board"
                );
                let clicks: Vec<_> = cells.iter().map(|&c| run.click(c)).collect();
                let last = clicks.last().unwrap();
                assert!(matches!(last.click, Click::Played(_)), "{name}: clicking {mv} did not play it: {last:?}");
            }
            assert_eq!(run.verdict(), Verdict::Done, "{name}: the whole line did not solve it");
            solved += 1;

            // A move off the line, from the start.
            let mut run = start_puzzle(G::ID, i, 1).unwrap();
            let start = run.status().moves;
            let Some(other) = run.legal_notations().into_iter().find(|m| {
                let mut g = p.start.clone();
                let mut h = g.clone();
                g.play(p.line[0]);
                h.play(h.parse(m).unwrap());
                g != h
            }) else {
                continue;
            };
            let v = run.play_str(&other).unwrap();
            assert_eq!(v, Verdict::Wrong(Note::new(OFF_THE_LINE)), "{name}: {other} was not refused");
            let why = run.explanation();
            assert_eq!(why[0].key, reason::AFTER, "{name}: {why:?}");
            assert_eq!(why[0].args[0].1, other, "{name}");
            assert!(why.len() >= 2, "{name}: nothing said after {other}");
            explained += 1;
            // A quiet answer is told on to the blow it prepares: then the learner's
            // expected moves are told too, and the line ends on the defence's move.
            let sides: Vec<&str> = why
                .iter()
                .filter(|n| n.key == reason::REPLY || n.key == reason::THEN)
                .map(|n| n.args[0].1.as_str())
                .collect();
            if sides.iter().any(|s| *s != sides[0]) {
                told_on += 1;
                assert_eq!(sides.last(), sides.first(), "{name}: the line told ends on the learner's move: {why:?}");
            }
            assert!(run.retry(), "{name}");
            assert_eq!(run.status().moves, start, "{name}: « Réessayer » did not bring the start back");
            assert!(run.explanation().is_empty(), "{name}");
        }
        (solved, explained, told_on)
    }
}

#[test]
fn every_puzzle_is_solved_by_clicks_and_a_move_off_its_line_is_explained() {
    let mut told_on = 0;
    for id in GAME_IDS {
        let n = puzzles_of(id).unwrap().len();
        let (solved, explained, on) = with_game(id, PlayAll).unwrap();
        eprintln!("{id}: {solved} solved, {explained} moves off the line explained, {on} told on to a later blow");
        assert_eq!(solved, n, "{id}");
        assert!(explained * 10 >= n * 9, "{id}: only {explained} of {n} had a move off the line to try");
        told_on += on;
    }
    assert!(told_on > 0, "no quiet answer was told on to the blow it prepares");
}

#[test]
fn a_puzzle_that_does_not_exist_is_refused_by_name() {
    let n = puzzles_of("moulin").unwrap().len();
    assert!(matches!(start_puzzle("moulin", n, 1), Err(PuzzlesError::NoSuchPuzzle(i)) if i == n));
    assert!(matches!(start_puzzle("chess", 0, 1), Err(PuzzlesError::UnknownGame(_))));
}

/// A move that loses outright is told as lost, not only by its first blows: White,
/// with three men, must block Black's a1-d1 before Black flies to g1; a7-b6 leaves
/// it open, Black closes the mill, takes a man, and White is down to two.
#[test]
fn a_move_that_loses_the_game_is_told_as_lost() {
    use plateaux::games::moulin::Moulin;
    use plateaux::puzzle::read_puzzle;
    let p = read_puzzle::<Moulin>("M2/1M1/2m/6/M2/3/mm1 w 0 0 10 | d6-g1 | 1 | mill").unwrap();
    let mut run = p.run(0, 1).unwrap();
    assert_eq!(run.play_str("a7-b6").unwrap(), Verdict::Wrong(Note::new(OFF_THE_LINE)));
    let why = run.explanation();
    let last = why.last().unwrap();
    assert_eq!(last.key, reason::DECIDED, "{why:?}");
    assert_eq!(last.args[0].1, "@moulin.side.1", "Black wins: {why:?}");
    assert!(why.iter().any(|n| n.args.iter().any(|(_, v)| v.contains("g1"))), "Black's mill at g1 is said: {why:?}");

    // Blocking with another man than the line's is also off the line, but loses nothing
    // at once: nothing says the game is lost.
    let mut run = p.run(0, 1).unwrap();
    run.play_str("c3-g1").unwrap();
    assert!(run.explanation().iter().all(|n| n.key != reason::DECIDED), "{:?}", run.explanation());
}
