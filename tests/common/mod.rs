//! Helpers shared by the native integration tests of every game.
#![allow(dead_code)]

pub mod blockades;

use std::collections::HashSet;

use plateaux::core::{Dice, Game, History, ToMove, Verdict, View};
use plateaux::lesson::LessonRun;

/// Plays `games` random games from `start`, choosing moves (and chance outcomes)
/// with a seeded generator, and checks at every position what must hold in every
/// game: a position that is not over has a move, every legal move's notation reads
/// back as the same move, the position's text reads back as the same position
/// ([`position_round_trips`]), cloning and playing equals replaying, and every game
/// ends within `max_plies`. Calls `extra` on each position for game-specific invariants.
/// Returns the number of positions checked.
pub fn random_playouts<G: Game + PartialEq>(
    start: &G,
    games: u64,
    seed: u64,
    max_plies: usize,
    mut extra: impl FnMut(&G),
) -> usize {
    let dice = Dice::new(seed);
    let mut checked = 0;
    let mut draw = 0u64;
    for game in 0..games {
        let mut g = start.clone();
        let mut h = History::new(&g);
        let mut plies = 0;
        loop {
            extra(&g);
            position_round_trips(&g);
            checked += 1;
            let moves = g.moves_now();
            match h.to_move(&g) {
                ToMove::Over(_) => break,
                _ => assert!(!moves.is_empty(), "a position that is not over has no move:\n{}", g.ascii()),
            }
            for &m in &moves {
                let text = g.notation(m);
                assert!(!text.contains(' '), "notation with a space: {text:?}");
                assert_eq!(g.parse(&text), Ok(m), "notation {text:?} does not read back\n{}", g.ascii());
            }
            let m = moves[dice.below(draw, moves.len() as u64) as usize];
            draw += 1;
            let mut replay = g.clone();
            h.try_play(&mut g, m).expect("a listed move is legal");
            replay.play(m);
            assert!(replay == g, "play and try_play differ\n{}", g.ascii());
            plies += 1;
            assert!(plies <= max_plies, "game {game} did not end within {max_plies} plies");
        }
    }
    checked
}

/// The position's text ([`Game::position`]) reads back as the same position: the
/// same text, the same side to act, the same legal moves and chance outcomes (in
/// notation), the same key for the AI and the repetition rule.
pub fn position_round_trips<G: Game>(g: &G) {
    let text = g.position();
    assert!(!text.contains('\n'), "{}: a position is one line: {text:?}", G::ID);
    let back = G::from_position(&text)
        .unwrap_or_else(|e| panic!("{}: its own position is refused: {e}\n{text}\n{}", G::ID, g.ascii()));
    assert_eq!(back.position(), text, "{}: the text changes on a round trip\n{}", G::ID, g.ascii());
    assert_eq!(back.to_move(), g.to_move(), "{}: {text}", G::ID);
    let said = |x: &G| -> Vec<String> { x.moves_now().into_iter().map(|m| x.notation(m)).collect() };
    assert_eq!(said(&back), said(g), "{}: other legal moves after a round trip: {text}\n{}", G::ID, g.ascii());
    let odds = |x: &G| {
        let mut v = Vec::new();
        x.chance_outcomes(&mut v);
        v.into_iter().map(|(m, p)| (x.notation(m), p.to_bits())).collect::<Vec<_>>()
    };
    assert_eq!(odds(&back), odds(g), "{}: other chance outcomes: {text}", G::ID);
    assert_eq!(back.key(), g.key(), "{}: another key after a round trip: {text}\n{}", G::ID, g.ascii());
}

/// Parse must refuse garbage without panicking.
pub fn garbage_is_refused<G: Game>(g: &G) {
    let mut samples: Vec<String> = [
        "",
        " ",
        "-",
        "x",
        "=",
        "end-",
        "a0",
        "z9",
        "a1-",
        "-a1",
        "a1xx",
        "🙂",
        "a1-a2-a3-a4-a5",
        "\0",
        "a1\u{301}",
        "A1-A2",
        "99999999999999999999",
        "a-1",
        "1a",
        "@",
        "<>",
        "^",
        ">",
        ":",
        "*",
        "/",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let dice = Dice::new(99);
    let alphabet: Vec<char> = "abcdefghij0123456789-x=@<>^:*/ MYRsc#".chars().collect();
    for n in 0..3000u64 {
        let len = dice.below(n * 31, 9) as usize;
        samples.push(
            (0..len).map(|i| alphabet[dice.below(n * 31 + 1 + i as u64, alphabet.len() as u64) as usize]).collect(),
        );
    }
    for s in samples {
        // Must not panic; if it parses, its notation must parse to the same move.
        if let Ok(m) = g.parse(&s) {
            assert_eq!(g.parse(&g.notation(m)), Ok(m), "{s:?}");
        }
    }
}

/// Searches the learner's moves of a lesson, depth first, for a line that solves it
/// (the replies and dice applied), spending at most `budget` moves tried. Every
/// reason the lesson gives on the way goes into `reasons`. Returns the moves.
pub fn solve_lesson<G: View>(
    run: &LessonRun<G>,
    budget: &mut usize,
    reasons: &mut HashSet<String>,
) -> Option<Vec<String>> {
    match run.verdict() {
        Verdict::Done => return Some(Vec::new()),
        Verdict::Wrong(n) => {
            reasons.insert(n.key.to_string());
            return None;
        }
        Verdict::Pending => {}
    }
    if !run.learner_to_act() || *budget == 0 {
        return None;
    }
    for m in run.game().moves_now() {
        *budget = budget.saturating_sub(1);
        let text = run.game().notation(m);
        let mut next = run.clone();
        next.play_str(&text).expect("a legal move is played");
        if let Some(mut rest) = solve_lesson(&next, budget, reasons) {
            rest.insert(0, text);
            return Some(rest);
        }
    }
    None
}
