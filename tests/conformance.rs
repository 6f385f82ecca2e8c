//! What every game must do, checked for every registered game through the registry
//! alone: a game added to `src/games` is held to all of it without a line here.
//! Random games from the start keep the shared invariants (see `common`), garbage
//! typed as a move is refused, a game's record replays to the same position and the
//! same record, and undoing every move gives back the start.

mod common;

use plateaux::core::{Dice, GameRecord, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::session::{session_from_record, Session};

/// Each check on every game in the registry.
fn on_every_game<V: GameVisitor<Output = ()> + Copy>(v: V) {
    assert!(GAME_IDS.len() >= 4, "the registry lists the games");
    for id in GAME_IDS {
        with_game(id, v).unwrap_or_else(|| panic!("{id} is registered but not found"));
    }
}

#[derive(Clone, Copy)]
struct Playouts;
impl GameVisitor for Playouts {
    type Output = ();
    fn visit<G: View>(self) {
        let start = G::new(&G::Options::default());
        let checked = common::random_playouts(&start, 20, 0x5eed, 20_000, |_: &G| {});
        // Every game has at least its start and one move before it can end.
        assert!(checked >= 20 * 2, "{}: only {checked} positions in 20 games", G::ID);
    }
}

#[test]
fn random_games_keep_the_shared_invariants_in_every_game() {
    on_every_game(Playouts);
}

#[derive(Clone, Copy)]
struct Garbage;
impl GameVisitor for Garbage {
    type Output = ();
    fn visit<G: View>(self) {
        common::garbage_is_refused(&G::new(&G::Options::default()));
    }
}

#[test]
fn garbage_typed_as_a_move_is_refused_in_every_game() {
    on_every_game(Garbage);
}

/// A session of `G` after `plies` seeded random plies (dice rolled by the session).
fn random_session<G: View>(seed: u64, plies: u64) -> Session<G> {
    let mut s = Session::<G>::new(&G::Options::default(), seed);
    let dice = Dice::new(seed);
    for k in 0..plies {
        match s.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => drop(s.roll()),
            ToMove::Player(_) => {
                let moves = s.game().moves_now();
                s.play(moves[dice.below(k, moves.len() as u64) as usize]).expect("a listed move");
            }
        }
    }
    s
}

#[derive(Clone, Copy)]
struct Records;
impl GameVisitor for Records {
    type Output = ();
    fn visit<G: View>(self) {
        for seed in 1..=5 {
            let s = random_session::<G>(seed, 40 * seed);
            let json = s.record().to_json();
            let again = Session::<G>::from_record(&GameRecord::from_json(&json).unwrap())
                .unwrap_or_else(|e| panic!("{}: its own record is refused: {e}\n{json}", G::ID));
            assert!(again.game() == s.game(), "{}: the record replays elsewhere\n{}", G::ID, s.game().ascii());
            assert_eq!(again.record(), s.record(), "{}", G::ID);
            // Through the type-erased path the page uses, too.
            let any = session_from_record(&json).unwrap();
            assert_eq!(any.game_id(), G::ID);
            assert_eq!(any.record().moves, s.record().moves);
        }
    }
}

#[test]
fn a_record_replays_to_the_same_position_in_every_game() {
    on_every_game(Records);
}

#[derive(Clone, Copy)]
struct UndoAll;
impl GameVisitor for UndoAll {
    type Output = ();
    fn visit<G: View>(self) {
        let mut s = random_session::<G>(9, 60);
        let played = s.record().moves.len();
        assert!(played > 0, "{}", G::ID);
        let mut undone = 0;
        while s.undo() {
            undone += 1;
        }
        assert_eq!(undone, played, "{}: every move can be taken back", G::ID);
        assert!(s.game() == &G::new(&G::Options::default()), "{}: undo ends at the start", G::ID);
        while s.redo() {}
        assert_eq!(s.record().moves.len(), played, "{}: redo plays them all again", G::ID);
    }
}

#[test]
fn undoing_every_move_gives_back_the_start_in_every_game() {
    on_every_game(UndoAll);
}

#[derive(Clone, Copy)]
struct Options;
impl GameVisitor for Options {
    type Output = ();
    fn visit<G: View>(self) {
        use plateaux::core::OptionKind;
        use plateaux::session::new_session;
        let id = G::ID;
        let refused = |json: &str, word: &str| {
            let e = new_session(id, json, 1).err().unwrap_or_else(|| panic!("{id}: {json} was accepted"));
            assert!(e.to_string().contains(word), "{id}: {json}: {e}");
            // The same options in a record are refused too, naming the same fault.
            let rec = format!(r#"{{"game":"{id}","options":{json},"moves":[]}}"#);
            let e =
                session_from_record(&rec).err().unwrap_or_else(|| panic!("{id}: a record with {json} was accepted"));
            assert!(e.to_string().contains(word), "{id}: record with {json}: {e}");
        };
        // A misspelt option is named, not ignored.
        refused(r#"{"flta": true}"#, "unknown option 'flta'");
        for spec in G::option_specs() {
            let name = spec.name;
            let fits = |v: &str| new_session(id, &format!(r#"{{"{name}": {v}}}"#), 1).is_ok();
            match spec.kind {
                OptionKind::Bool { .. } | OptionKind::Clock { .. } => {
                    assert!(fits("true") && fits("false"), "{id}: {name}");
                    refused(&format!(r#"{{"{name}": 1}}"#), name);
                }
                OptionKind::Int { min, max, .. } => {
                    assert!(fits(&min.to_string()) && fits(&max.to_string()) && fits("null"), "{id}: {name}");
                    refused(&format!(r#"{{"{name}": {}}}"#, max + 1), &format!("from {min} to {max}"));
                    refused(&format!(r#"{{"{name}": {}}}"#, min - 1), &format!("from {min} to {max}"));
                    refused(&format!(r#"{{"{name}": "{min}"}}"#), name);
                }
                OptionKind::Choice { choices, .. } => {
                    assert!(choices.iter().all(|(c, _)| fits(&format!("\"{c}\""))), "{id}: {name}");
                    refused(&format!(r#"{{"{name}": "nobody"}}"#), name);
                }
                OptionKind::Seed => {
                    assert!(fits("0") && fits("12345"), "{id}: {name}");
                    refused(&format!(r#"{{"{name}": -1}}"#), name);
                }
            }
        }
        // The defaults as a record writes them are accepted back.
        let json = plateaux::core::GameRecord::start(&G::new(&G::Options::default()), 1).to_json();
        assert!(session_from_record(&json).is_ok(), "{id}: {json}");
    }
}

#[test]
fn options_that_do_not_fit_are_refused_with_their_name_in_every_game() {
    on_every_game(Options);
}

#[derive(Clone, Copy)]
struct CellNames;
impl GameVisitor for CellNames {
    type Output = ();
    fn visit<G: View>(self) {
        // Along a random game: the board cell a move starts from (its first click) has
        // a name, which the move's notation writes (what an embed's host is told a move
        // went from and to is the notation's own word for the cell).
        let s = random_session::<G>(3, 30);
        let g = s.game();
        let mut named = 0;
        for m in g.moves_now() {
            let text = g.notation(m);
            let Some(&first) = g.cells_of(m).as_slice().first() else { continue };
            if let Some(name) = g.cell_name(first) {
                assert!(!name.is_empty() && text.contains(&name), "{}: {text} does not name {name}", G::ID);
                named += 1;
            }
        }
        assert!(named >= 1, "{}: no move starts from a named cell", G::ID);
    }
}

#[test]
fn the_cell_a_move_starts_from_has_the_notation_s_name() {
    on_every_game(CellNames);
}
