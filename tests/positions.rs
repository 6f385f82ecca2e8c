//! Positions as text, in every registered game: any reachable position written by
//! `Game::position` reads back as the same position (checked at every ply of the
//! shared random playouts, `common::position_round_trips`, and here from random
//! seeds), and any text at all — a position cut, changed a character at a time,
//! its fields swapped — is either refused with a reason or read as a position the
//! rules play on without panicking, whose own text then round-trips.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use plateaux::core::{Dice, Game, PositionPart, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use proptest::prelude::*;

/// The position after `plies` seeded random plies from the start.
fn reached<G: Game>(seed: u64, plies: usize) -> G {
    let mut g = G::new(&G::Options::default());
    let dice = Dice::new(seed);
    for k in 0..plies as u64 {
        let moves = g.moves_now();
        if moves.is_empty() {
            break;
        }
        g.play(moves[dice.below(k, moves.len() as u64) as usize]);
    }
    g
}

/// Plays a few moves from a position read from text: nothing may panic, and every
/// position on the way round-trips.
fn plays_on<G: Game>(mut g: G, seed: u64) {
    let dice = Dice::new(seed);
    for k in 0..6 {
        common::position_round_trips(&g);
        let moves = g.moves_now();
        if moves.is_empty() || matches!(g.to_move(), ToMove::Over(_)) {
            break;
        }
        g.play(moves[dice.below(k, moves.len() as u64) as usize]);
    }
}

/// One change to a text: cut it, drop a character, put another in its place (one of
/// the text's own, or one of `chars`), or swap two fields.
fn mutate(text: &str, kind: u8, at: usize, pick: usize) -> String {
    const CHARS: &[u8] = b"0123456789-/ abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.:,+";
    let bytes = text.as_bytes();
    let i = at % bytes.len().max(1);
    let mut out = bytes.to_vec();
    match kind % 5 {
        0 => out.truncate(i),
        1 if !out.is_empty() => drop(out.remove(i)),
        2 if !out.is_empty() => out[i] = bytes[pick % bytes.len()],
        3 if !out.is_empty() => out[i] = CHARS[pick % CHARS.len()],
        _ => {
            let mut fields: Vec<&str> = text.split(' ').collect();
            let n = fields.len();
            fields.swap(i % n, pick % n);
            return fields.join(" ");
        }
    }
    String::from_utf8(out).unwrap_or_default()
}

#[derive(Clone, Copy)]
struct RoundTrip {
    seed: u64,
    plies: usize,
}
impl GameVisitor for RoundTrip {
    type Output = ();
    fn visit<G: View>(self) {
        common::position_round_trips(&reached::<G>(self.seed, self.plies));
    }
}

#[derive(Clone, Copy)]
struct Mutated {
    seed: u64,
    plies: usize,
    kind: u8,
    at: usize,
    pick: usize,
}
impl GameVisitor for Mutated {
    type Output = ();
    fn visit<G: View>(self) {
        let text = reached::<G>(self.seed, self.plies).position();
        let changed = mutate(&text, self.kind, self.at, self.pick);
        match G::from_position(&changed) {
            Ok(g) => plays_on(g, self.seed),
            Err(e) => assert!(!e.detail.is_empty(), "{}: an error says what is wrong: {changed:?}", G::ID),
        }
    }
}

#[derive(Clone, Copy)]
struct Refusals;
impl GameVisitor for Refusals {
    type Output = ();
    fn visit<G: View>(self) {
        let start = G::new(&G::Options::default()).position();
        let refused = |text: &str, part: PositionPart| {
            let e = G::from_position(text).expect_err(text);
            assert_eq!(e.part, part, "{}: {text:?}: {e}", G::ID);
        };
        refused("", PositionPart::Shape);
        refused(&format!("{start} x"), PositionPart::Shape);
        refused(&start.replace(' ', "  "), PositionPart::Shape);
        refused(&"1".repeat(5000), PositionPart::Shape);
        // Its own start, and its start with spaces around, are read.
        assert_eq!(G::from_position(&format!(" {start} ")).map(|g| g.position()), Ok(start.clone()));
    }
}

#[test]
fn every_game_refuses_a_text_of_the_wrong_shape_and_names_the_part() {
    for id in GAME_IDS {
        with_game(id, Refusals).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_reachable_position_reads_back_as_itself(seed in any::<u64>(), plies in 0usize..300) {
        for id in GAME_IDS {
            with_game(id, RoundTrip { seed, plies }).unwrap();
        }
    }

    #[test]
    fn a_changed_position_is_refused_or_plays_on(
        seed in any::<u64>(), plies in 0usize..200, kind in any::<u8>(), at in any::<usize>(), pick in any::<usize>()
    ) {
        for id in GAME_IDS {
            with_game(id, Mutated { seed, plies, kind, at, pick }).unwrap();
        }
    }
}

#[derive(Clone, Copy)]
struct RecordFrom;
impl GameVisitor for RecordFrom {
    type Output = ();
    fn visit<G: View>(self) {
        use plateaux::core::GameRecord;
        use plateaux::session::Session;
        // A record of the game's own start says no position; a game started from a
        // position keeps it in its record, and the record replays from there.
        let fresh = Session::<G>::new(&G::Options::default(), 1);
        assert_eq!(fresh.record().position, None, "{}", G::ID);
        let from = reached::<G>(11, 25);
        let mut s = Session::<G>::from_game(from.clone(), 4);
        for _ in 0..3 {
            if s.to_move() == ToMove::Chance {
                s.roll();
            } else if let Some(&m) = s.game().moves_now().first() {
                s.play(m).unwrap();
            }
        }
        let record = s.record();
        assert_eq!(record.position.as_deref(), Some(from.position().as_str()), "{}", G::ID);
        let back = Session::<G>::from_record(&GameRecord::from_json(&record.to_json()).unwrap()).unwrap();
        assert_eq!(back.game().position(), s.game().position(), "{}: the record replays from its position", G::ID);
        // A record whose position is not one is refused, naming it.
        let mut broken = record.clone();
        broken.position = Some("not a position".into());
        assert!(Session::<G>::from_record(&broken).unwrap_err().to_string().contains("bad position"), "{}", G::ID);
    }
}

#[test]
fn a_record_may_start_from_a_position_and_replays_from_there() {
    for id in GAME_IDS {
        with_game(id, RecordFrom).unwrap();
    }
}
