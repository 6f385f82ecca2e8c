//! Jeu du moulin: the rules as a player knows them, checked on drawn positions,
//! by perft against an independent reference, against OpenSpiel's games, and over
//! thousands of random games.

mod common;

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Read};

use plateaux::ai::{self, Budget, Level, Searcher};
use plateaux::core::{perft, Game, GameRecord, History, Outcome, PlayError, Side, ToMove};
use plateaux::games::moulin::{point_index, point_name, Moulin};
use plateaux::session::{Click, Session};

fn pos(picture: &str, hand: [u8; 2], side: Side) -> Moulin {
    Moulin::from_ascii(picture, hand, side).unwrap()
}

fn legal(g: &Moulin) -> BTreeSet<String> {
    g.legal_vec().into_iter().map(|m| g.notation(m)).collect()
}

fn play_all(g: &mut Moulin, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}\n{}", g.ascii()));
    }
}

// ---- Scenarios ---------------------------------------------------------------

/// White to place, with d7 closing a7-d7-g7; Black's a1-d1-g1 is a mill.
fn d7_closes_a_mill() -> Moulin {
    pos(
        "
        W-----------.-----------W
        |   B-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------B   |
        B-----------B-----------B",
        [5, 4],
        Side::First,
    )
}

#[test]
fn a_placed_man_closing_a_mill_takes_a_man_outside_the_enemy_mills() {
    // White places on d7 to close a7-d7-g7. Black's a1-d1-g1 is a mill, so only
    // b6 and f2 may be taken.
    let g = d7_closes_a_mill();
    let l = legal(&g);
    assert!(l.contains("d7xb6") && l.contains("d7xf2"));
    assert!(!l.contains("d7xa1") && !l.contains("d7xd1") && !l.contains("d7xg1"));
    assert!(!l.contains("d7"), "closing a mill must take a man");
    // Every other placement takes nothing.
    assert!(l.contains("d6") && !l.iter().any(|m| m.starts_with("d6x")));
}

#[test]
fn a_mill_closed_is_a_moment_marked_where_the_man_went() {
    use plateaux::core::{Burst, Game};
    let g = d7_closes_a_mill();
    let d7xb6 = g.parse("d7xb6").unwrap();
    let d7 = g.cells_of(d7xb6).as_slice()[0];
    assert_eq!(g.motion(d7xb6).burst, Some((d7, Burst::Strike)));
    // A man placed without closing a mill is no such moment.
    assert_eq!(g.motion(g.parse("e4").unwrap()).burst, None);
}

#[test]
fn when_every_enemy_man_stands_in_a_mill_any_may_be_taken() {
    let g = pos(
        "
        W-----------.-----------W
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        B-----------B-----------B",
        [5, 6],
        Side::First,
    );
    let l = legal(&g);
    for m in ["d7xa1", "d7xd1", "d7xg1"] {
        assert!(l.contains(m), "{m} missing from {l:?}");
    }
}

#[test]
fn two_mills_closed_at_once_take_only_one_man() {
    // d7 closes both a7-d7-g7 and d5-d6-d7.
    let g = pos(
        "
        W-----------.-----------W
        |   .-------W-------.   |
        |   |   .---W---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   B-------B-------.   |
        B-----------B-----------.",
        [0, 0],
        Side::First,
    );
    let g = {
        // Put a White man in hand so d7 is a placement.
        Moulin::from_parts(g.men(Side::First), g.men(Side::Second), [1, 0], Side::First)
    };
    let captures: Vec<String> = legal(&g).into_iter().filter(|m| m.starts_with("d7x")).collect();
    assert_eq!(captures.len(), 4, "one move per Black man (none stands in a mill): {captures:?}");
    let mut after = g;
    after.play_notation("d7xb2").unwrap();
    assert_eq!(after.men(Side::Second).count_ones(), 3, "exactly one man taken");
}

#[test]
fn a_mill_opened_and_closed_again_takes_again_but_a_standing_mill_takes_nothing() {
    let mut g = pos(
        "
        W-----------W-----------W
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        B---.---.       .---.---B
        |   |   .---.---.   |   |
        |   B-------.-------B   |
        B-----------.-----------W",
        [0, 0],
        Side::First,
    );
    // Moving g1 while the top mill stands takes nothing.
    let l = legal(&g);
    assert!(l.contains("g1-d1") && !l.iter().any(|m| m.starts_with("g1-d1x")));
    // Open the mill (d7 steps down), Black replies, and d7 comes back: it takes.
    play_all(&mut g, "d7-d6 a4-b4");
    let back: Vec<String> = legal(&g).into_iter().filter(|m| m.starts_with("d6-d7")).collect();
    assert!(!back.is_empty() && back.iter().all(|m| m.contains('x')), "closing it again takes: {back:?}");
}

#[test]
fn three_men_fly_while_the_opponent_still_slides() {
    let g = pos(
        "
        W-----------.-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        W---.---.       .---.---.
        |   |   .---.---.   |   |
        |   B-------B-------B   |
        .-----------W-----------B",
        [0, 0],
        Side::First,
    );
    let l = legal(&g);
    assert!(l.contains("a7-e5"), "a flying man goes anywhere");
    assert!(l.contains("d1-g7"));
    assert!(g.flying(Side::First) && !g.flying(Side::Second));
    let mut b = g;
    b.play_notation("a7-e5").unwrap();
    // Black (4 men) may only slide along lines.
    let bl = legal(&b);
    assert!(bl.contains("b2-b4") && !bl.contains("b2-e3"));
}

#[test]
fn a_mill_made_by_a_flying_man_captures() {
    let g = pos(
        "
        W-----------.-----------W
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   B-------B-------B   |
        .-----------W-----------B",
        [0, 0],
        Side::First,
    );
    let l = legal(&g);
    assert!(l.contains("d1-d7xg1"), "{l:?}");
}

#[test]
fn a_player_left_with_two_men_loses() {
    let mut g = pos(
        "
        W-----------W-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------B-------.   |
        B-----------.-----------B",
        [1, 0],
        Side::First,
    );
    g.play_notation("g7xd2").unwrap();
    assert_eq!(g.to_move(), ToMove::Over(Outcome::Win { winner: Side::First, reason: "fewer-than-three" }));
    assert!(g.legal_vec().is_empty());
}

#[test]
fn a_player_whose_men_are_all_blocked_loses() {
    // Black has four men (so it cannot fly) and every one is hemmed in.
    let g = pos(
        "
        B-----------W-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        B---W---.       .---.---W
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        B-----------W-----------B",
        [0, 0],
        Side::Second,
    );
    assert!(g.legal_vec().is_empty());
    assert_eq!(g.to_move(), ToMove::Over(Outcome::Win { winner: Side::First, reason: "blocked" }));
    // The same men with White to move: White is not blocked, the game goes on.
    let w = Moulin::from_parts(g.men(Side::First), g.men(Side::Second), [0, 0], Side::First);
    assert_eq!(w.to_move(), ToMove::Player(Side::First));
}

#[test]
fn the_same_position_a_third_time_is_a_draw() {
    let mut g = pos(
        "
        W-----------.-----------.
        |   W-------.-------.   |
        |   |   W---.---.   |   |
        .---.---.       .---.---B
        |   |   .---.---.   |   |
        |   .-------.-------B   |
        .-----------.-----------B",
        [0, 0],
        Side::First,
    );
    let mut h = History::new(&g);
    for m in "a7-d7 g4-g7 d7-a7 g7-g4 a7-d7 g4-g7 d7-a7".split_whitespace() {
        h.play_notation(&mut g, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(h.repetitions(), 2, "Black to move with a7 back: the second time");
    assert_eq!(h.to_move(&g), ToMove::Player(Side::Second));
    let before = g;
    h.play_notation(&mut g, "g7-g4").unwrap();
    assert_eq!(h.to_move(&g), ToMove::Over(Outcome::Draw { reason: "threefold" }));
    assert!(matches!(h.play_notation(&mut g, "a7-d7"), Err(PlayError::Over)), "no move after the draw");
    assert_eq!(g.to_move(), ToMove::Player(Side::First), "the position alone does not know its past");
    // Taken back, the last move leaves a position that has stood twice: play goes on.
    h.pop();
    assert_eq!(h.to_move(&before), ToMove::Player(Side::Second));
}

#[test]
fn fifty_moves_each_without_a_capture_is_a_draw() {
    let mut g = pos(
        "
        W-----------.-----------.
        |   .-------.-------.   |
        |   |   W---.---.   |   |
        .---.---.       W---.---.
        |   |   .---.---.   |   |
        |   .-------B-------W   |
        B-----------.-----------B",
        [0, 0],
        Side::First,
    );
    // Both sides wander without capturing and without a third repetition.
    let dice = plateaux::core::Dice::new(5);
    let mut h = History::new(&g);
    for ply in 0..100u64 {
        assert!(matches!(h.to_move(&g), ToMove::Player(_)), "ended after {ply} plies: {:?}", h.to_move(&g));
        let quiet: Vec<_> = g
            .legal_vec()
            .into_iter()
            .filter(|&m| {
                let mut c = g;
                h.play(&mut c, m);
                let fresh = h.repetitions() < 3;
                h.pop();
                m.capture.is_none() && fresh
            })
            .collect();
        h.play(&mut g, quiet[dice.below(ply, quiet.len() as u64) as usize]);
    }
    assert_eq!(g.quiet_plies(), 100);
    assert_eq!(h.to_move(&g), ToMove::Over(Outcome::Draw { reason: "fifty-moves" }));
}

#[test]
fn notation_examples_from_the_rules_read_and_an_illegal_move_changes_nothing() {
    let mut g = Moulin::new(&Default::default());
    for m in ["d2", "d2-d3", "d2-d3xg7", "b4xa1"] {
        let mv = g.parse(m).unwrap();
        assert_eq!(g.notation(mv), m);
    }
    let before = g;
    assert!(matches!(g.play_notation("d2-d3"), Err(PlayError::Illegal(_))), "no man to move yet");
    assert!(matches!(g.play_notation("d4"), Err(PlayError::Parse(_))), "d4 is not a point");
    assert!(matches!(g.play_notation("d2xg7"), Err(PlayError::Illegal(_))), "no mill, no capture");
    assert_eq!(g, before);
}

// ---- Perft -------------------------------------------------------------------

/// An independent, deliberately plain implementation of the rules from the board's
/// drawn lines, used only to check the engine's move counts.
mod reference {
    pub const LINES: [&str; 16] = [
        "a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1", "a1 a4 a7",
        "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
    ];

    #[derive(Clone)]
    pub struct Pos {
        pub board: std::collections::BTreeMap<String, usize>, // point -> side
        pub hand: [u32; 2],
        pub side: usize,
    }

    fn points() -> Vec<String> {
        let mut v: Vec<String> = LINES.iter().flat_map(|l| l.split(' ').map(String::from)).collect();
        v.sort();
        v.dedup();
        v
    }

    fn neighbours(p: &str) -> Vec<String> {
        let mut v = Vec::new();
        for l in LINES {
            let w: Vec<&str> = l.split(' ').collect();
            for i in 0..3 {
                if w[i] == p {
                    if i > 0 {
                        v.push(w[i - 1].to_string());
                    }
                    if i < 2 {
                        v.push(w[i + 1].to_string());
                    }
                }
            }
        }
        v
    }

    fn in_mill(b: &std::collections::BTreeMap<String, usize>, p: &str, s: usize) -> bool {
        LINES.iter().any(|l| l.split(' ').any(|q| q == p) && l.split(' ').all(|q| b.get(q) == Some(&s)))
    }

    pub fn moves(pos: &Pos) -> Vec<(Option<String>, String, Option<String>)> {
        let s = pos.side;
        let mine = pos.board.values().filter(|&&v| v == s).count() as u32;
        if mine + pos.hand[s] < 3 {
            return vec![];
        }
        let empty: Vec<String> = points().into_iter().filter(|p| !pos.board.contains_key(p)).collect();
        let mut base = Vec::new();
        if pos.hand[s] > 0 {
            for e in &empty {
                base.push((None, e.clone()));
            }
        } else {
            for (p, &v) in &pos.board {
                if v != s {
                    continue;
                }
                for e in &empty {
                    if mine == 3 || neighbours(p).contains(e) {
                        base.push((Some(p.clone()), e.clone()));
                    }
                }
            }
        }
        let enemies: Vec<String> = pos.board.iter().filter(|(_, &v)| v != s).map(|(p, _)| p.clone()).collect();
        let free: Vec<String> = enemies.iter().filter(|p| !in_mill(&pos.board, p, 1 - s)).cloned().collect();
        let takeable = if free.is_empty() { enemies } else { free };
        let mut out = Vec::new();
        for (from, to) in base {
            let mut b = pos.board.clone();
            if let Some(f) = &from {
                b.remove(f);
            }
            b.insert(to.clone(), s);
            if in_mill(&b, &to, s) && !takeable.is_empty() {
                for t in &takeable {
                    out.push((from.clone(), to.clone(), Some(t.clone())));
                }
            } else {
                out.push((from, to, None));
            }
        }
        out
    }

    pub fn play(pos: &Pos, m: &(Option<String>, String, Option<String>)) -> Pos {
        let mut p = pos.clone();
        match &m.0 {
            Some(f) => {
                p.board.remove(f);
            }
            None => p.hand[p.side] -= 1,
        }
        p.board.insert(m.1.clone(), p.side);
        if let Some(c) = &m.2 {
            p.board.remove(c);
        }
        p.side = 1 - p.side;
        p
    }

    pub fn perft(pos: &Pos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        moves(pos).iter().map(|m| perft(&play(pos, m), depth - 1)).sum()
    }
}

fn to_reference(g: &Moulin) -> reference::Pos {
    let mut board = std::collections::BTreeMap::new();
    for s in Side::BOTH {
        for p in 0..24u8 {
            if g.men(s) & 1 << p != 0 {
                board.insert(point_name(p).to_string(), s.index());
            }
        }
    }
    reference::Pos {
        board,
        hand: [g.hand(Side::First) as u32, g.hand(Side::Second) as u32],
        side: g.side_to_move().unwrap().index(),
    }
}

/// `tests/data/moulin_perft.txt`: one position a line with its perft counts.
fn perft_file() -> Vec<(String, Moulin, Vec<u64>)> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/moulin_perft.txt")).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            let set = |s: &str| -> u32 {
                s.split_whitespace()
                    .filter(|p| *p != "-")
                    .map(|p| 1u32 << plateaux::games::moulin::POINTS.iter().position(|q| q.0 == p).unwrap())
                    .sum()
            };
            let hand: Vec<u8> = f[3].split_whitespace().map(|h| h.parse().unwrap()).collect();
            let side = if f[4] == "white" { Side::First } else { Side::Second };
            let counts = f[5].split_whitespace().map(|c| c.parse().unwrap()).collect();
            (f[0].to_string(), Moulin::from_parts(set(f[1]), set(f[2]), [hand[0], hand[1]], side), counts)
        })
        .collect()
}

#[test]
fn perft_counts_match_the_pinned_file_and_the_reference_implementation() {
    let cases = perft_file();
    assert!(cases.len() >= 4);
    for (name, g, counts) in cases {
        for (d, &want) in counts.iter().enumerate() {
            let depth = d as u32 + 1;
            assert_eq!(perft(&g, depth), want, "{name}: perft {depth}");
            if depth <= 3 {
                assert_eq!(reference::perft(&to_reference(&g), depth), want, "{name}: reference perft {depth}");
            }
        }
    }
}

// ---- OpenSpiel -----------------------------------------------------------------

#[test]
fn legal_moves_agree_with_openspiel_at_every_position_of_200_games() {
    let file = std::fs::File::open(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/moulin_openspiel_games.jsonl.gz"))
        .unwrap();
    let reader = BufReader::new(flate2::read::GzDecoder::new(file));
    let (mut games, mut positions, mut wins) = (0, 0, 0);
    for line in reader.lines() {
        let v: serde_json::Value = serde_json::from_str(&line.unwrap()).unwrap();
        let moves: Vec<String> = serde_json::from_value(v["moves"].clone()).unwrap();
        let legal_lists: Vec<Vec<String>> = serde_json::from_value(v["legal"].clone()).unwrap();
        let mut g = Moulin::new(&Default::default());
        for (i, m) in moves.iter().enumerate() {
            let ours: BTreeSet<String> = legal(&g);
            let theirs: BTreeSet<String> = legal_lists[i].iter().cloned().collect();
            assert_eq!(ours, theirs, "game {games} move {i}\n{}", g.ascii());
            // Our draw rules may end a game earlier; move generation goes on regardless.
            let mv = g.parse(m).unwrap();
            assert!(g.legal_vec().contains(&mv));
            g.play(mv);
            positions += 1;
        }
        if let r @ ("white" | "black") = v["result"].as_str().unwrap() {
            let winner = if r == "white" { Side::First } else { Side::Second };
            assert!(g.legal_vec().is_empty(), "game {games}: OpenSpiel says {r} won");
            let ours = match g.to_move() {
                ToMove::Over(o) => o.winner(),
                _ => None,
            };
            assert_eq!(ours, Some(winner), "game {games}");
            wins += 1;
        }
        games += 1;
    }
    assert_eq!(games, 200);
    assert_eq!(positions, 16_806);
    assert!(wins > 0);
}

// ---- Games against Sanmill ----------------------------------------------------

#[test]
fn every_game_of_the_fitting_corpus_replays_and_ends_as_logged() {
    // The games the evaluation's weights are fitted to (examples/fit-moulin.rs),
    // played against Sanmill's engine with plateaux refereeing: read back through the
    // rules, each must be legal move by move and end where and as its line says.
    let file = std::fs::File::open(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/moulin-games.txt.gz")).unwrap();
    let mut text = String::new();
    flate2::read::GzDecoder::new(file).read_to_string(&mut text).unwrap();
    let games = plateaux::games::moulin::corpus::read(&text).unwrap();
    assert!(games.len() >= 640, "{} games", games.len());
    let mut ends = BTreeSet::new();
    for (i, g) in games.iter().enumerate() {
        g.replay().unwrap_or_else(|e| panic!("game {} of the corpus: {e}", i + 1));
        ends.insert((g.winner.map(|s| s.index()), g.reason.clone()));
    }
    // Blockades, men taken and both draw rules, won by each side.
    for reason in ["blocked", "fewer-than-three"] {
        for side in [0, 1] {
            assert!(ends.contains(&(Some(side), reason.to_string())), "no {reason} win for side {side}");
        }
    }
    for reason in ["threefold", "fifty-moves"] {
        assert!(ends.contains(&(None, reason.to_string())), "no {reason} draw");
    }
}

// ---- Random playouts ---------------------------------------------------------

#[test]
fn thousands_of_random_games_keep_every_invariant_and_end() {
    let start = Moulin::new(&Default::default());
    // 18 placements + at most 14 captures, each followed by at most 100 quiet plies.
    let checked = common::random_playouts(&start, 3000, 2024, 18 + 15 * 101, |g: &Moulin| {
        for s in Side::BOTH {
            assert!(g.men(s).count_ones() + g.hand(s) as u32 <= 9);
        }
        assert_eq!(g.men(Side::First) & g.men(Side::Second), 0);
    });
    assert!(checked > 100_000, "{checked}");
}

#[test]
fn undo_restores_the_position_exactly_and_redo_replays_it() {
    let dice = plateaux::core::Dice::new(77);
    for game in 0..200u64 {
        let mut s = Session::<Moulin>::new(&Default::default(), 1);
        let mut positions = vec![*s.game()];
        for k in 0..80u64 {
            let moves = s.game().moves_now();
            if moves.is_empty() {
                break;
            }
            s.play(moves[dice.below(game * 1000 + k, moves.len() as u64) as usize]).unwrap();
            positions.push(*s.game());
        }
        let n = positions.len();
        for i in (0..n - 1).rev() {
            assert!(s.undo());
            assert_eq!(s.game(), &positions[i]);
        }
        assert!(!s.undo());
        for p in positions.iter().skip(1) {
            assert!(s.redo());
            assert_eq!(s.game(), p);
        }
    }
}

// ---- Clicks, records ----------------------------------------------------------

#[test]
fn a_move_with_its_capture_is_entered_by_three_clicks() {
    let g = pos(
        "
        W-----------.-----------W
        |   .-------W-------.   |
        |   |   .---.---.   |   |
        B---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------B-------B   |
        B-----------.-----------.",
        [0, 0],
        Side::First,
    );
    let cell = |n: &str| plateaux::games::moulin::POINTS.iter().position(|p| p.0 == n).unwrap() as u16;
    let mut s = Session::from_game(g, 1);
    assert_eq!(s.click(cell("d6")), Click::Pending);
    assert!(s.highlights().targets.iter().any(|t| t.0 == cell("d7")), "d7 is a target once d6 is selected");
    assert_eq!(s.click(cell("d7")), Click::Pending, "a mill: now choose the man to take");
    let mut takes: Vec<u16> = s.highlights().targets.iter().map(|t| t.0).collect();
    takes.sort();
    let mut want: Vec<u16> = ["a1", "a4", "d2", "f2"].iter().map(|n| cell(n)).collect();
    want.sort();
    assert_eq!(takes, want, "every Black man may be taken (none stands in a mill)");
    assert_eq!(s.click(cell("d2")), Click::Played("d6-d7xd2".into()));
    // A click on nothing useful clears the selection.
    assert_eq!(s.click(cell("c3")), Click::Ignored);
    assert!(s.highlights().selected.is_empty());
}

#[test]
fn a_record_replays_exactly_and_a_corrupted_one_is_refused() {
    let mut s = Session::<Moulin>::new(&Default::default(), 42);
    for m in ["d2", "d6", "b2", "b6", "f2xd6"] {
        s.play_str(m).unwrap();
    }
    let json = s.record().to_json();
    let back = Session::<Moulin>::from_record(&GameRecord::from_json(&json).unwrap()).unwrap();
    assert_eq!(back.game(), s.game());
    assert_eq!(back.record(), s.record());
    for bad in [
        json.replace("f2xd6", "f2xd7"),
        json.replace("\"moulin\"", "\"chess\""),
        json.replace("[", "{"),
        "{}".to_string(),
        "".to_string(),
    ] {
        let r = GameRecord::from_json(&bad).and_then(|r| Session::<Moulin>::from_record(&r).map(|_| ()));
        assert!(r.is_err(), "accepted: {bad}");
    }
}

// ---- AI --------------------------------------------------------------------------

#[test]
fn every_level_takes_a_man_when_a_mill_is_there_for_the_taking() {
    // c3-c4 closes a4-b4-c4. Waiting would let Black block with c5-c4, so taking
    // now is clearly best (and Black keeps four men: no flying).
    let g = pos(
        "
        .-----------.-----------B
        |   .-------B-------.   |
        |   |   B---.---.   |   |
        W---W---.       W---.---.
        |   |   W---.---.   |   |
        |   .-------.-------B   |
        .-----------B-----------.",
        [0, 0],
        Side::First,
    );
    // Levels 3 and 4 never miss it: a man is worth far more than level 3's blur.
    for n in 3..=4 {
        let m = ai::choose(&g, &History::new(&g), Level::get(n), 3).unwrap();
        assert!(m.capture.is_some(), "level {n} played {}", g.notation(m));
    }
}

#[test]
fn the_ai_blocks_an_open_mill() {
    // Black threatens d1 (a1-d1-g1); White must place there.
    let g = pos(
        "
        W-----------.-----------.
        |   .-------.-------.   |
        |   |   .---W---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        B-----------.-----------B",
        [7, 7],
        Side::First,
    );
    let m = ai::choose(&g, &History::new(&g), Level::get(4), 3).unwrap();
    assert_eq!(g.notation(m), "d1", "level 4");
    // The default level hesitates between moves within a fifth of a man: whatever
    // it plays, the expert's deeper search finds it at most about 0.4 man worse
    // than blocking (d7, a counter-threat, is nearly as good), never a man lost.
    let expert = Searcher::<Moulin>::new().search(&g, &History::new(&g), Level::get(4).budget, 200);
    let best = expert.root[0].1;
    let mut played = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let m = ai::choose(&g, &History::new(&g), Level::get(3), seed).unwrap();
        let v = expert.root.iter().find(|r| r.0 == m).expect("a root move").1;
        assert!(v >= best - 45, "level 3 played {} ({v}, best {best})", g.notation(m));
        played.insert(g.notation(m));
    }
    assert!(played.contains("d1"), "{played:?}");
}

fn match_score(a: Level, b: Level, games: u64) -> f64 {
    let mut score = 0.0;
    for k in 0..games {
        let mut g = Moulin::new(&Default::default());
        let a_side = if k % 2 == 0 { Side::First } else { Side::Second };
        // A few random opening placements so the games differ.
        let dice = plateaux::core::Dice::new(k);
        let mut h = History::new(&g);
        for i in 0..2 {
            let m = g.legal_vec();
            h.play(&mut g, m[dice.below(i, m.len() as u64) as usize]);
        }
        while h.outcome(&g).is_none() {
            let lvl = if g.side_to_move() == Some(a_side) { a } else { b };
            let m = ai::choose(&g, &h, lvl, k * 7919 + g.quiet_plies() as u64).unwrap();
            h.play(&mut g, m);
        }
        score += match h.outcome(&g).unwrap().winner() {
            Some(s) if s == a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    score / games as f64
}

#[test]
fn a_stronger_level_beats_a_weaker_one() {
    // Node budgets instead of clocks keep the test fair on a busy machine.
    let fixed =
        |lvl: Level, nodes: u64| Level { budget: Budget { time_ms: None, nodes: Some(nodes), ..lvl.budget }, ..lvl };
    let beginner = fixed(Level::get(1), 20_000);
    let skilled = fixed(Level::get(3), 20_000);
    let s = match_score(skilled, beginner, 8);
    assert!(s >= 0.75, "skilled scored {s} against beginner");
}

#[test]
fn while_placing_the_expert_looks_nine_plies_ahead_and_eleven_typically() {
    // The games are decided while placing (a blockade is prepared there a dozen plies
    // before it closes): on its node budget, with no clock, the strongest level must
    // see far at every stage of the placing phase. Move ordering, principal variation
    // search and late move reductions are what let it: without them it reached 7 to
    // 10 plies on these positions.
    let game = "d2 g4 f2 b2 f4 f6 d3 d1 e3 c3 e5 e4 d5";
    let mut expert = Level::get(4);
    expert.budget.time_ms = None;
    let mut depths = Vec::new();
    for plies in 0..=12 {
        let mut g = Moulin::new(&Default::default());
        for m in game.split(' ').take(plies) {
            g.play_notation(m).unwrap();
        }
        let report = Searcher::<Moulin>::new().search(&g, &History::new(&g), expert.budget, 0);
        assert!(report.value.abs() < ai::WIN / 2, "not a decided position after {plies} placements");
        depths.push(report.depth);
    }
    assert!(depths.iter().all(|&d| d >= 9), "{depths:?}");
    depths.sort();
    assert!(depths[depths.len() / 2] >= 11, "{depths:?}");
}

#[test]
fn while_placing_the_expert_searches_four_times_its_budget_and_sees_further() {
    // Blockades are prepared while placing, a dozen plies before they close, so the
    // expert spends four times its usual nodes there (`Game::search_effort`), and
    // the extra work shows as depth. Once both hands are empty it is back to its
    // usual budget, and the weaker levels never change theirs.
    let game = "d2 g4 f2 b2 f4 f6 d3 d1";
    let mut g = Moulin::new(&Default::default());
    for m in game.split(' ') {
        g.play_notation(m).unwrap();
    }
    let mut expert = Level::for_game::<Moulin>(4);
    expert.budget.time_ms = None;
    let usual = expert.budget.nodes.unwrap();
    assert_eq!(expert.budget_at(&g).nodes, Some(4 * usual));
    let plain = Searcher::<Moulin>::new().search(&g, &History::new(&g), expert.budget, 0);
    let deeper = Searcher::<Moulin>::new().search(&g, &History::new(&g), expert.budget_at(&g), 0);
    assert!(deeper.depth > plain.depth, "{} plies with the extra work, {} without", deeper.depth, plain.depth);
    for n in 1..=3 {
        let l = Level::for_game::<Moulin>(n);
        assert_eq!(l.budget_at(&g), l.budget, "level {n}");
    }
    // The moving phase: every man placed.
    let moving = Moulin::from_ascii(
        "
        W-----------.-----------B
        |   W-------B-------.   |
        |   |   W---.---B   |   |
        W---B---W       .---B---W
        |   |   B---.---W   |   |
        |   B-------W-------.   |
        W-----------B-----------.",
        [0, 0],
        Side::First,
    )
    .unwrap();
    assert_eq!(expert.budget_at(&moving), expert.budget);
}

#[test]
fn a_sliding_man_is_seen_to_travel_and_the_man_a_mill_takes_to_leave() {
    // White slides d2 to d1 and closes a1-d1-g1: the man travels, the Black man
    // the mill takes leaves the board.
    let g = pos(
        "
        B-----------B-----------.
        |   B-------.-------W   |
        |   |   .---.---B   |   |
        .---W---.       .---.---.
        |   |   B---.---.   |   |
        |   .-------W-------.   |
        W-----------.-----------W",
        [0, 0],
        Side::First,
    );
    let at = |name: &str| point_index(name).unwrap() as u16;
    let slide = legal(&g).into_iter().find(|n| n.starts_with("d2-d1x")).expect("the slide that closes the mill");
    let m = g.motion(g.parse(&slide).unwrap());
    assert_eq!(m.travels, vec![(at("d2"), at("d1"))]);
    let taken = slide.rsplit('x').next().unwrap();
    assert_eq!(m.leaves, vec![at(taken)]);
    // A quiet slide: the man travels, nothing leaves.
    let quiet = g.motion(g.parse("b4-a4").unwrap());
    assert_eq!((quiet.travels, quiet.leaves), (vec![(at("b4"), at("a4"))], vec![]));
    // Placing fades a man in: nothing travels.
    let start = Moulin::new(&Default::default());
    assert_eq!(start.motion(start.parse("d2").unwrap()), Default::default());
}

#[test]
fn a_mill_is_drawn_as_it_forms_before_the_man_to_take_is_chosen() {
    use plateaux::core::{Highlights, View};
    // White places on d7, closing a7-d7-g7: before White picks the man to take, the
    // board already shows the man on d7 (and the mill, drawn over the lines).
    let g = d7_closes_a_mill();
    let d7 = point_index("d7").unwrap() as u16;
    let plain = g.scene(&Highlights::default(), false);
    let chosen = g.scene(&Highlights { selected: vec![d7], ..Default::default() }, false);
    let on_board = |sc: &plateaux::core::Scene| {
        let spot = sc.spots.iter().find(|s| s.cell == d7).unwrap();
        sc.pieces.iter().filter(|p| (p.at.0 - spot.x).abs() < 1.0 && (p.at.1 - spot.y).abs() < 1.0).count()
    };
    assert_eq!(on_board(&plain), 0, "d7 is empty before the click");
    assert_eq!(on_board(&chosen), 1, "the placed man stands on d7 while the capture is chosen");
    assert!(chosen.shapes.len() > plain.shapes.len() + 2, "and the mill is drawn");
    // A click that closes no mill changes nothing of the kind.
    let d6 = point_index("d6").unwrap() as u16;
    let quiet = g.scene(&Highlights { selected: vec![d6], ..Default::default() }, false);
    assert_eq!(quiet.pieces.len(), plain.pieces.len());
}

// ---- Positions as text ------------------------------------------------------------

/// The part of the position text `text` that is refused.
fn refused_part(text: &str) -> plateaux::core::PositionPart {
    Moulin::from_position(text).map(|g| g.ascii()).expect_err(text).part
}

#[test]
fn the_start_is_an_empty_board_white_to_place_nine_men_each() {
    let start = Moulin::new(&Default::default());
    assert_eq!(start.position(), "3/3/3/6/3/3/3 w 9 9 0");
    assert_eq!(Moulin::from_position("3/3/3/6/3/3/3 w 9 9 0"), Ok(start));
}

#[test]
fn a_position_written_by_hand_reads_as_the_game_that_reached_it() {
    // Black's mill a1-d1-g1 took b4; White to place closes a7-d7-g7 on d7 and may take
    // only f2, Black's one man outside a mill.
    let mut played = Moulin::new(&Default::default());
    play_all(&mut played, "a7 a1 g7 d1 b4 g1xb4 d6 f2");
    let text = "M1M/1M1/3/6/3/2m/mmm w 5 5 2";
    assert_eq!(played.position(), text);
    let g = Moulin::from_position(text).unwrap();
    assert_eq!(g, played);
    assert_eq!(g.key(), played.key());
    let l = legal(&g);
    assert!(l.contains("d7xf2"));
    assert!(!l.contains("d7") && !l.contains("d7xa1") && !l.contains("d7xd1") && !l.contains("d7xg1"));
    assert_eq!(l.len(), 24 - 7, "every empty point, d7 with its one capture");
    // The quiet plies count on, and a capture starts them again.
    let mut after = g;
    play_all(&mut after, "d7xf2");
    assert_eq!(after.position(), "MMM/1M1/3/6/3/3/mmm b 4 5 0");
    // Flying men and the fifty moves' count: a draw at 100 quiet plies, read as such.
    let drawn = Moulin::from_position("1Mm/3/3/m5/3/1MM/1m1 b 0 0 100").unwrap();
    assert_eq!(drawn.to_move(), ToMove::Over(Outcome::Draw { reason: "fifty-moves" }));
    let fly = Moulin::from_position("1Mm/3/3/m5/3/1MM/1m1 b 0 0 99").unwrap();
    assert_eq!(fly.to_move(), ToMove::Player(Side::Second));
    assert_eq!(legal(&fly).len(), 3 * (24 - 6), "Black's three men fly to any empty point");
}

#[test]
fn an_impossible_position_is_refused_and_the_part_named() {
    use plateaux::core::PositionPart::*;
    // The board: a rank of four points, a letter that is no man, ten White men.
    assert_eq!(refused_part("4/3/3/6/3/3/3 w 9 9 0"), Board);
    assert_eq!(refused_part("3/3/3/6/3/3 w 9 9 0"), Board);
    assert_eq!(refused_part("W2/3/3/6/3/3/3 b 8 9 1"), Board);
    assert_eq!(refused_part("MMM/MMM/MMM/M5/3/3/mmm b 0 0 0"), Board);
    // The side to act, the hands, the counter.
    assert_eq!(refused_part("3/3/3/6/3/3/3 W 9 9 0"), ToMove);
    assert_eq!(refused_part("3/3/3/6/3/3/3 w 10 9 0"), Reserve);
    assert_eq!(refused_part("3/3/3/6/3/3/3 w 9 -1 0"), Reserve);
    assert_eq!(refused_part("1Mm/3/3/m5/3/1MM/1m1 b 0 0 101"), Counters);
    // Each field right, together impossible: nine White men on the board and one in
    // hand; White to place with a man fewer in hand than Black (White places first);
    // more quiet plies than men placed; White to act after Black moved with two men.
    assert_eq!(refused_part("MMM/MMM/MMM/6/3/3/mmm b 1 5 0"), Consistency);
    assert_eq!(refused_part("M2/3/3/6/3/3/3 w 8 9 1"), Consistency);
    assert_eq!(refused_part("M2/3/3/6/3/3/3 b 8 9 2"), Consistency);
    assert_eq!(refused_part("MMM/3/3/6/3/3/m1m w 0 0 0"), Consistency);
    // The same positions, each one thing changed back, are read.
    for fine in ["M2/3/3/6/3/3/3 b 8 9 1", "MMM/3/3/6/3/3/m1m b 0 0 0", "MMM/MMM/MMM/6/3/3/mmm b 0 1 0"] {
        assert!(Moulin::from_position(fine).is_ok(), "{fine}");
    }
}
