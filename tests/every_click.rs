//! Every click says something. In many positions of every registered game (seeded
//! random games from the start and from each lesson's position, so every phase a game
//! has is met: a set-up, placing, moving, flying, a capture owed, shots, a roll due, the
//! end), every cell the board draws is clicked through the [`Session`], with nothing
//! selected and after every selection a move can have (each first part of a legal
//! move's clicks). A click either acts — a move played, a selection started,
//! continued, changed, or the selected piece clicked again to put it down — or the
//! session says why ([`Session::refusal`]), in words every language has. A click that
//! changes nothing and says nothing leaves a player guessing; this test names the
//! game, the position and the clicks of each one.
//!
//! Only the session is tested: the page passes a person's clicks on their turn to it,
//! and at a roll or the end of the game too, where the session answers why; during
//! the computer's turn the page takes no click at all (a tap there hurries its
//! moves), its status saying the computer is thinking.

#![cfg(not(target_arch = "wasm32"))]

use plateaux::core::{Cell, Dice, Game, History, Note, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{own, Lang};
use plateaux::session::{Click, Session};

/// Random games played from each start, and how long each may go on.
const GAMES_FROM_NEW: u64 = 6;
const GAMES_FROM_LESSON: u64 = 1;
const MAX_PLIES: usize = 400;
/// Positions checked in one game, spread along it, besides its first and last and
/// the first of each phase met (see [`phase`]).
const POSITIONS_A_GAME: usize = 40;

/// What one game's run found: how many positions and clicks, the phases clicked in
/// (see [`phase`], with what the prompt says once cells are selected), and the silent
/// clicks by kind (the phase, how many cells were selected, where the click was),
/// each kind with how many and its first example.
#[derive(Default)]
struct Found {
    positions: usize,
    clicks: usize,
    phases: std::collections::BTreeSet<String>,
    silent: Vec<(String, usize, String)>,
}

impl Found {
    fn silent(&mut self, kind: String, example: impl FnOnce() -> String) {
        match self.silent.iter_mut().find(|(k, _, _)| *k == kind) {
            Some((_, n, _)) => *n += 1,
            None => self.silent.push((kind, 1, example())),
        }
    }
}

/// A position's phase, as far as a game-neutral test can tell it: who acts (a
/// player, the dice, nobody) and what the game prompts the player to do with `clicks`
/// made (« Posez un pion », « Moulin ! Prenez un pion », « Tir ! »…).
fn phase<G: View>(g: &G, to_move: ToMove, clicks: &[Cell]) -> String {
    let state = match to_move {
        ToMove::Player(_) => "a player to act",
        ToMove::Chance => "a roll due",
        ToMove::Over(_) => "the game over",
    };
    let prompt = match to_move {
        ToMove::Over(_) => None,
        _ => g.prompt_after(clicks),
    };
    format!("{state}, {}", prompt.map_or("no prompt", |n| n.key))
}

/// Positions of a few seeded random games from `start`, each with who acts there as
/// its history says (a repetition may have ended the game): spread along each game,
/// its first and last, and the first position of every phase `seen` for the first
/// time, so that a phase met only briefly is still checked.
fn positions<G: View>(
    start: &G,
    games: u64,
    dice: &Dice,
    draw: &mut u64,
    seen: &mut std::collections::HashSet<String>,
) -> Vec<(G, ToMove)> {
    let mut out = Vec::new();
    for _ in 0..games {
        let mut g = start.clone();
        let mut h = History::new(&g);
        let mut line = vec![(g.clone(), h.to_move(&g))];
        while line.len() <= MAX_PLIES {
            let moves = g.moves_now();
            if moves.is_empty() || matches!(h.to_move(&g), ToMove::Over(_)) {
                break;
            }
            let m = moves[dice.below(*draw, moves.len() as u64) as usize];
            *draw += 1;
            h.try_play(&mut g, m).expect("a listed move is legal");
            line.push((g.clone(), h.to_move(&g)));
        }
        let step = line.len().div_ceil(POSITIONS_A_GAME).max(1);
        let last = line.len() - 1;
        for (i, (g, to_move)) in line.into_iter().enumerate() {
            let new_phase = seen.insert(phase(&g, to_move, &[]));
            if new_phase || i % step == 0 || i == last {
                out.push((g, to_move));
            }
        }
    }
    out
}

/// A session at `g` (the position alone, not the game that led there: what is clicked
/// depends on the position only), unless the history decided otherwise who acts there
/// (a repetition that ended the game): then `None`.
fn session_at<G: View>(g: &G, to_move: ToMove) -> Option<Session<G>> {
    let s = Session::from_game(g.clone(), 7);
    (s.to_move() == to_move).then_some(s)
}

/// Every selection a move can have in `g`: nothing, then each first part of a legal
/// move's clicks (the piece chosen, a piece moved onto the point that closes a mill,
/// a transfer waiting for its count…).
fn selections<G: Game>(g: &G) -> Vec<Vec<Cell>> {
    let mut sels: Vec<Vec<Cell>> = vec![Vec::new()];
    if g.side_to_move().is_some() {
        for m in g.legal_vec() {
            let path = g.cells_of(m);
            let path = path.as_slice();
            for k in 1..path.len() {
                if !sels.iter().any(|s| s.as_slice() == &path[..k]) {
                    sels.push(path[..k].to_vec());
                }
            }
        }
    }
    sels
}

/// Whether `note`'s key, and every key its values name (`@…`), is said in every language.
fn said_everywhere(note: &Note) -> bool {
    let keys = std::iter::once(note.key).chain(note.args.iter().filter_map(|(_, v)| v.strip_prefix('@')));
    keys.clone().all(|k| Lang::all().all(|lang| own(lang, k).is_some()))
}

/// Clicks every drawn cell of `base` after each selection; notes in `found` every
/// click that neither acts nor says why.
fn click_everything<G: View>(base: &Session<G>, found: &mut Found) {
    found.positions += 1;
    let g = base.game();
    for sel in selections(g) {
        let mut s = base.clone();
        for (i, &c) in sel.iter().enumerate() {
            let click = s.click(c);
            assert_eq!(click, Click::Pending, "{}: the selection {sel:?} stops at {i}\n{}", G::ID, g.ascii());
        }
        assert_eq!(s.highlights().selected, sel, "{}: the selection is not the clicks\n{}", G::ID, g.ascii());
        let phase = phase(g, base.to_move(), &sel);
        found.phases.insert(phase.clone());
        let before = s.history().len();
        for spot in s.scene(false).spots {
            let cell = spot.cell;
            let mut t = s.clone();
            let click = t.click(cell);
            found.clicks += 1;
            let after = t.highlights().selected;
            let played = t.history().len() != before;
            assert_eq!(played, matches!(click, Click::Played(_)), "{}: a move played is said so", G::ID);
            // A selection started, continued or changed, or the selected piece put
            // down (clicked again).
            let selected = !after.is_empty() && after != sel;
            let put_down = after.is_empty() && sel.last() == Some(&cell);
            match t.refusal() {
                Some(note) => {
                    assert!(said_everywhere(note), "{}: {note:?} is not said in every language", G::ID)
                }
                None if !(played || selected || put_down) => {
                    let place = if g.cell_name(cell).is_some() { "on the board" } else { "off the board" };
                    let kind = format!("{}, {phase}, {} cell(s) selected, a click {place}", G::ID, sel.len());
                    found.silent(kind, || {
                        format!(
                            "clicks {sel:?} then {cell} ({click:?}, selection now {after:?})\nposition: {}\n{}",
                            g.position(),
                            g.ascii()
                        )
                    });
                }
                None => {}
            }
        }
    }
}

/// The check, over one game's positions.
struct EveryClick;

impl GameVisitor for EveryClick {
    type Output = Found;

    fn visit<G: View>(self) -> Found {
        let dice = Dice::new(39);
        let mut draw = 0;
        let mut seen = std::collections::HashSet::new();
        let mut all = positions(&G::new(&Default::default()), GAMES_FROM_NEW, &dice, &mut draw, &mut seen);
        for lesson in G::lessons() {
            let start = (lesson.setup)().unwrap_or_else(|e| panic!("{}: {}: {e}", G::ID, lesson.key));
            all.extend(positions(&start, GAMES_FROM_LESSON, &dice, &mut draw, &mut seen));
        }
        let mut found = Found::default();
        for (g, to_move) in all {
            if let Some(s) = session_at(&g, to_move) {
                click_everything(&s, &mut found);
            }
        }
        found
    }
}

#[test]
fn every_click_that_changes_nothing_says_why() {
    let mut silent = Vec::new();
    for id in GAME_IDS {
        let found = with_game(id, EveryClick).unwrap();
        let phases: Vec<&str> = found.phases.iter().map(String::as_str).collect();
        println!("{id}: {} positions, {} clicks, in phases: {}", found.positions, found.clicks, phases.join("; "));
        assert!(found.positions > 50 && found.clicks > 1000, "{id}: too few positions or clicks to mean anything");
        assert!(phases.iter().any(|p| p.starts_with("the game over")), "{id}: no game played to its end");
        silent.extend(
            found.silent.into_iter().map(|(kind, n, example)| format!("{kind}: {n} silent clicks, such as\n{example}")),
        );
    }
    assert!(silent.is_empty(), "clicks that change nothing and say nothing:\n\n{}", silent.join("\n\n"));
}
