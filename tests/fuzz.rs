//! Property tests (proptest) for every game, on input nobody planned: any string
//! given as a move, any corruption of a saved game, and any sequence of moves and
//! undos. Nothing may panic; a refused input changes nothing; the legality check
//! agrees with the legal-move list; undo restores the position exactly.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;

use plateaux::core::{Dice, GameRecord, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::session::{session_from_record, Session};

/// Cases per property and game: enough to find the usual slips, few enough that the
/// whole file runs in seconds.
const CASES: u32 = 48;

/// Any text read as a move: no panic, and a move that reads must be refused or
/// played without changing anything when refused.
fn any_text_as_a_move<G: View>(text: &str) {
    let g = G::new(&G::Options::default());
    if let Ok(m) = g.parse(text) {
        let mut h = g.clone();
        if h.try_play(m).is_err() {
            assert_eq!(h, g, "a refused move changed the game");
        }
    }
    let mut s = Session::<G>::new(&G::Options::default(), 1);
    if s.play_str(text).is_err() {
        assert!(s.game() == &G::new(&G::Options::default()), "a refused move changed the session");
    }
}

/// A game of `len` moves chosen by `seed` (chance steps included), as a record.
fn some_record<G: View>(seed: u64, len: usize) -> GameRecord {
    let mut s = Session::<G>::new(&G::Options::default(), seed);
    let dice = Dice::new(seed);
    for k in 0..len as u64 {
        let moves = s.game().moves_now();
        if moves.is_empty() || matches!(s.to_move(), ToMove::Over(_)) {
            break;
        }
        if s.to_move() == ToMove::Chance {
            s.roll();
        } else {
            let m = moves[dice.below(k, moves.len() as u64) as usize];
            s.play(m).unwrap();
        }
    }
    s.record()
}

/// One corruption of a record, chosen by `kind` at position `at` with `byte`.
fn mutate(rec: &mut GameRecord, kind: u8, at: usize, byte: u8) -> Option<String> {
    let n = rec.moves.len();
    let ch = (byte % 96 + 32) as char;
    match kind % 7 {
        0 if n > 0 => {
            let mv = &mut rec.moves[at % n];
            let i = at % (mv.len() + 1);
            if mv.is_char_boundary(i) {
                mv.insert(i, ch);
            }
        }
        1 if n > 0 => {
            let mv = &mut rec.moves[at % n];
            if !mv.is_empty() && mv.is_char_boundary(at % mv.len()) {
                mv.remove(at % mv.len());
            }
        }
        2 if n > 0 => {
            rec.moves.remove(at % n);
        }
        3 if n > 1 => rec.moves.swap(at % n, (at / 7) % n),
        4 if n > 0 => {
            let m = rec.moves[at % n].clone();
            rec.moves.insert((at / 3) % (n + 1), m);
        }
        5 => {
            rec.options = [
                serde_json::json!(null),
                serde_json::json!({}),
                serde_json::json!(at),
                serde_json::json!("x"),
                serde_json::json!({"first": "nobody", "width": -3, "flat": 7}),
                serde_json::json!([1, 2]),
            ][at % 6]
                .clone();
        }
        // The JSON text itself, cut or with a byte changed.
        _ => {
            let mut json = rec.to_json().into_bytes();
            let i = at % json.len().max(1);
            if byte % 2 == 0 {
                json.truncate(i);
            } else if let Some(b) = json.get_mut(i) {
                *b = ch as u8;
            }
            return Some(String::from_utf8_lossy(&json).into_owned());
        }
    }
    None
}

/// A corrupted record is refused with a reason or replayed whole; never a panic.
fn corrupted_record<G: View>(seed: u64, len: usize, kinds: &[(u8, usize, u8)]) {
    let mut rec = some_record::<G>(seed, len);
    let mut raw = None;
    for &(kind, at, byte) in kinds {
        if raw.is_none() {
            raw = mutate(&mut rec, kind, at, byte);
        }
    }
    let json = raw.unwrap_or_else(|| rec.to_json());
    match session_from_record(&json) {
        Ok(s) => {
            if let Ok(r) = GameRecord::from_json(&json) {
                assert_eq!(s.status().moves.len(), r.moves.len(), "a record is replayed whole or refused");
            }
        }
        Err(e) => assert!(!e.to_string().is_empty(), "a refusal says why"),
    }
}

/// Moves and undos in any order: `check` accepts exactly the listed moves (the
/// previous position's moves serve as candidates that may have become illegal),
/// and undo gives back the position before the move.
fn moves_and_undos<G: View>(seed: u64, steps: &[(bool, u32)]) {
    let mut s = Session::<G>::new(&G::Options::default(), seed);
    let mut candidates: Vec<G::Move> = Vec::new();
    for &(undo, pick) in steps {
        let g = s.game().clone();
        let h = s.history().clone();
        let legal = if let ToMove::Over(_) = s.to_move() { Vec::new() } else { g.moves_now() };
        for &m in &legal {
            assert!(h.check(&g, m).is_ok(), "listed move {} refused", g.notation(m));
        }
        for &m in &candidates {
            assert_eq!(h.check(&g, m).is_ok(), legal.contains(&m), "check and the list disagree");
        }
        if undo {
            let before = s.record().moves;
            if s.undo() {
                s.redo();
                assert!(s.game() == &g, "undo then redo changed the position");
                assert_eq!(s.record().moves, before);
                s.undo();
            }
            candidates = legal;
            continue;
        }
        if legal.is_empty() {
            break;
        }
        let m = legal[pick as usize % legal.len()];
        s.play(m).unwrap();
        assert!(s.undo(), "a move just played can be undone");
        assert!(s.game() == &g, "undo does not restore the position");
        assert_eq!(s.history(), &h, "undo does not restore the positions played through");
        s.play(m).unwrap();
        candidates = legal;
    }
}

/// Runs one property on every registered game (a new game is fuzzed without a line here).
struct OnEveryGame<F>(F);

/// A property generic over the game.
trait Property {
    fn check<G: View>(&self);
}

impl<P: Property> GameVisitor for &OnEveryGame<P> {
    type Output = ();
    fn visit<G: View>(self) {
        self.0.check::<G>()
    }
}

fn on_every_game(p: impl Property) {
    let p = OnEveryGame(p);
    for id in GAME_IDS {
        with_game(id, &p).expect("a registered game");
    }
}

struct AnyText(String);
impl Property for AnyText {
    fn check<G: View>(&self) {
        any_text_as_a_move::<G>(&self.0)
    }
}

struct Corrupted(u64, usize, Vec<(u8, usize, u8)>);
impl Property for Corrupted {
    fn check<G: View>(&self) {
        corrupted_record::<G>(self.0, self.1, &self.2)
    }
}

struct MovesAndUndos(u64, Vec<(bool, u32)>);
impl Property for MovesAndUndos {
    fn check<G: View>(&self) {
        moves_and_undos::<G>(self.0, &self.1)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    #[test]
    fn any_string_is_read_or_refused(text in any::<String>()) {
        on_every_game(AnyText(text));
    }

    #[test]
    fn notation_like_strings_are_read_or_refused(text in "[a-lA-Z0-9@:=*>/x,-]{0,12}") {
        on_every_game(AnyText(text));
    }

    #[test]
    fn a_corrupted_record_is_refused_or_replayed(
        seed in any::<u64>(),
        len in 0usize..60,
        kinds in prop::collection::vec((any::<u8>(), any::<usize>(), any::<u8>()), 1..4),
    ) {
        on_every_game(Corrupted(seed, len, kinds));
    }

    #[test]
    fn moves_and_undos_keep_the_rules(
        seed in any::<u64>(),
        steps in prop::collection::vec((prop::bool::weighted(0.2), any::<u32>()), 0..80),
    ) {
        on_every_game(MovesAndUndos(seed, steps));
    }
}
