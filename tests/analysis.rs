//! The analysis of a game (src/analysis) on games whose decisive errors are known:
//! the two moulin games lost by a blockade (tests/moulin_blockades.rs), a Mundeleys
//! game that gives its Mundeley away, a Mundialito game that lets the other side
//! score, a line of the search's own moves, and Kriegspiel's dice. Every search is on
//! a node budget with no clock, so each grade is the same on any machine.

use plateaux::ai::{Level, Searcher, WIN};
use plateaux::analysis::{analysis_from_record, chances_of, Analysis, Grade, Ply, Report, Settings};
use plateaux::core::{Dice, Game, GameRecord, History, Side, ToMove, View};
use plateaux::games::kriegspiel::Kriegspiel;
use plateaux::games::moulin::Moulin;

mod common;
use common::blockades::{LOST_AS_BLACK, LOST_AS_WHITE};
use plateaux::games::mundeleys::Mundeleys;
use plateaux::games::mundialito::Mundialito;

/// The record of `moves` (the whole game) from the position after its first `from`
/// plies: a test analyses only the plies that matter, from where they start.
fn tail<G: View>(moves: &str, from: usize) -> GameRecord {
    let all: Vec<&str> = moves.split_whitespace().collect();
    let mut g = G::new(&G::Options::default());
    for m in &all[..from] {
        g.play_notation(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let mut rec = GameRecord::start(&g, 0);
    rec.moves = all[from..].iter().map(|m| m.to_string()).collect();
    rec
}

fn analyse<G: View>(rec: &GameRecord, settings: Settings) -> Report {
    Analysis::<G>::new(rec, settings).expect("the record replays").run()
}

/// The ply that played `mv`.
fn ply<'a>(r: &'a Report, mv: &str) -> &'a Ply {
    r.plies.iter().find(|p| p.mv == mv).unwrap_or_else(|| panic!("no ply {mv}"))
}

fn grade(p: &Ply) -> Grade {
    p.decision.as_ref().expect("a decision").grade
}

/// Everything about a graded ply, for a failing assertion.
fn show(r: &Report) -> String {
    r.plies
        .iter()
        .map(|p| {
            let d = p.decision.as_ref();
            format!(
                "{} {} {:.2}->{:.2} {:?} {:.3} better {:?}\n",
                p.ply,
                p.mv,
                p.before,
                p.after,
                d.map(|d| d.grade),
                d.map_or(0.0, |d| d.loss),
                d.and_then(|d| d.better.as_ref()).map(|b| &b.mv)
            )
        })
        .collect()
}

#[test]
fn the_mill_that_walls_white_in_is_a_mistake_or_worse() {
    // From White's 8th man: c4 (White's last free choice of structure) and c5xb4,
    // the capture after which the blockade can no longer be escaped.
    let r = analyse::<Moulin>(&tail::<Moulin>(LOST_AS_WHITE, 14), Settings::default());
    let capture = ply(&r, "c5xb4");
    assert!(grade(capture) >= Grade::Mistake, "{}", show(&r));
    // The better move is one of those that keep White moving.
    let better = capture.decision.as_ref().unwrap().better.as_ref().expect("a better move");
    assert!(["f2", "e4", "f4", "g4", "e5", "f6"].contains(&better.mv.as_str()), "{}", show(&r));
    assert!(grade(ply(&r, "c4")) >= Grade::Inaccuracy, "{}", show(&r));
    // The better move is explained in words, then what follows it.
    let words: Vec<&str> = better.explanation.iter().map(|n| n.key).collect();
    assert_eq!(words[..2], ["analysis.better", "narr.moulin.place"], "{words:?}");
}

#[test]
fn the_man_that_walls_black_in_is_not_best_and_a_safe_place_is_offered() {
    // Black's 7th man on e3: every later placement loses to a blockade, 18 plies
    // later. Level 4 does not see the blockade itself from here; its evaluation
    // already judges Black's army cramped, and e3 worse still.
    let r = analyse::<Moulin>(&tail::<Moulin>(LOST_AS_BLACK, 13), Settings::default());
    let e3 = ply(&r, "e3");
    assert!(grade(e3) >= Grade::Good, "{}", show(&r));
    let better = e3.decision.as_ref().unwrap().better.as_ref().expect("a better move");
    assert!(["b2", "b4", "c3"].contains(&better.mv.as_str()), "{}", show(&r));
}

/// A Mundeleys game (level 2 against itself, seed 12) in which White, about even,
/// crowns a Mundeley on e6 and steps it to d5, where c6xd5 takes it for nothing.
const MUNDELEY_GIVEN: &str = "c2-d3 c5-c4 b2-b3 b5-a4 e2-f3 g5-g4 c1-c2 g4-g3 b3-c3 c4-d4 c2-b2 f5-g4 \
    f3xg4 h5xg4 d2-c2 f6-f5 f2-e2 a5-b5 e2-e3 h6-h5 b2-b3 f5-f4 c2-d2 h5-h4 d2-c2 h4-h3 h2xh3 g3xh3 \
    d1-e2 h3-h2 e1-d1 e6-f5 c2-b2 d6-e6 b2-c2 e5-e4 e3xe4 d4xe4 c3-c4 e6-f6 b3-b4 b5xb4 c4xb4 f4-f3 \
    c2-d2 e4-d4 d2-c2 f3-f2 c2-d2 f5-e4 d3xe4 d5xe4 d1-c1 f6-f5 c1-c2 a6-b5 c2-c3 b5-c4 c3-d3 d4xd3 \
    d2xd3 f5-e5 d3-e3 c4-d3 b4-c4 b6-b5 e3-f3 g6-f5 f3-f4 d3xe2 f1xe2 e5-d5 b1-c2 d5-e5 c2-d3 e4xd3 \
    e2xd3 e5-d5 f4-e4 d5-c5 e4-e5 c5xc4 e5-e6=M f2-e2 e6-d5 c6xd5 g1-f1 c4-c3 d3-e4";

#[test]
fn a_mundeley_given_away_is_a_blunder() {
    let r = analyse::<Mundeleys>(&tail::<Mundeleys>(MUNDELEY_GIVEN, 80), Settings::default());
    let given = ply(&r, "e6-d5");
    assert_eq!(given.side, Some(0));
    assert_eq!(grade(given), Grade::Blunder, "{}", show(&r));
    let d = given.decision.as_ref().unwrap();
    assert!(d.loss >= 0.3, "{}", show(&r));
    // What punishes it: Black takes the Mundeley.
    assert_eq!(d.punished_by.first().map(|m| m.mv.as_str()), Some("c6xd5"), "{:?}", d.punished_by);
    assert_eq!(d.punishment.first().map(|n| n.key), Some("analysis.after"));
    // The crowning itself was fine.
    assert!(grade(ply(&r, "e5-e6=M")) <= Grade::Inaccuracy, "{}", show(&r));
}

/// A Mundialito game (level 2 against itself, seed 1) in which Red's pyramid leaves
/// d6 for d4, opening Yellow's way: Yellow scores in its next turn.
const GOAL_LEFT_OPEN: &str = "Y1@b1 Y3@a1 Y2@e1 Y3@d1 Y2@c1 Y1@f1 R2@e6 R2@c6 R3@a6 R1@b6 R1@f6 R3@d6 \
    ball@a2 ball@b5 d6-d5 d5-e5 e1-e2 f1-e1 e5-d5 end e2-e3 a2<>b1 d5-d4 d4-c4 e3-f3 f3-f4 a6-a5 a5-f5 \
    b1<>c1 c1<>f4 f5-a5 b5<>a5 e1-f1 d1-e1 c4-b4 b6-a6 a2-b2 b2-c2 b4-c4 c4-c3 e1-e2 e2-e1 a5<>c3 \
    c3<>a5 e1-e2 e2-f2 e6-d6 d6-d5 c1-d1 end c6-b6 f6-e6 f2-f3 f3-e3 a6-f6 a5<>c3 d1-c1 e3-e2 b6-c6 \
    a5-a4 a1-a2 e2-e3 d5-d4 d4-d5 a2-b2 b2-a2 c6-b6 d5-d4 e3-d3 end a4-a3 b6-c6 a2-a1 d3>d4 f6-f5 end \
    d4>d5 c2-b2 a3-a2 d6^d4 d5-d6 f4<>d6";

#[test]
fn leaving_the_goal_open_is_a_blunder_and_the_turn_too() {
    let r = analyse::<Mundialito>(&tail::<Mundialito>(GOAL_LEFT_OPEN, 72), Settings::default());
    let open = ply(&r, "d6^d4");
    assert_eq!(open.side, Some(1));
    assert_eq!(grade(open), Grade::Blunder, "{}", show(&r));
    assert!(open.decision.as_ref().unwrap().better.is_some());
    // Yellow's goal ends the game: its last position is a certain win.
    assert_eq!(r.chances.last(), Some(&1.0));
    // The turn that holds it is graded as a whole too, as badly.
    let turn = r.plies.iter().filter_map(|p| p.turn.as_ref()).find(|t| t.side == 1 && t.last_ply >= open.ply);
    let turn = turn.expect("Red's turn ends");
    assert!(turn.first_ply <= open.ply && turn.actions >= 1);
    assert!(turn.grade >= Grade::Mistake, "{turn:?}");
}

#[test]
fn the_search_s_own_line_is_graded_best() {
    // Each move the one a fresh search of the analysis's own budget plays; the
    // analysis (which keeps its table from ply to ply) may value ties otherwise, but
    // never by more than the best's margin.
    let settings = Settings { level: 3, nodes: Some(30_000), time_ms: None };
    let level = settings.level_for::<Mundeleys>();
    let mut g = Mundeleys::new(&Default::default());
    let mut h = History::new(&g);
    let mut rec = GameRecord::start(&g, 0);
    for _ in 0..12 {
        let m = Searcher::<Mundeleys>::new().search_at(&g, &h, level).best.unwrap();
        rec.moves.push(g.notation(m));
        h.play(&mut g, m);
    }
    let r = analyse::<Mundeleys>(&rec, settings);
    assert_eq!(r.plies.len(), 12);
    for p in &r.plies {
        assert_eq!(grade(p), Grade::Best, "{}", show(&r));
    }
    assert_eq!(r.summary[0].actions.best + r.summary[1].actions.best, 12);
    assert_eq!(r.summary[0].actions.blunder + r.summary[1].actions.mistake, 0);
}

/// A Kriegspiel battle of level 1 against itself, the die rolled from a seed, until
/// `rolls` shots have been rolled.
fn battle(rolls: usize, seed: u64) -> GameRecord {
    let mut g = Kriegspiel::new(&Default::default());
    let mut h = History::new(&g);
    let mut rec = GameRecord::start(&g, seed);
    let dice = Dice::new(seed);
    let mut searcher = Searcher::<Kriegspiel>::new();
    let (mut n, mut rolled) = (0u64, 0);
    while rolled < rolls && rec.moves.len() < 400 {
        let m = match h.to_move(&g) {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                let mut outs = Vec::new();
                g.chance_outcomes(&mut outs);
                rolled += 1;
                outs[dice.below(n, outs.len() as u64) as usize].0
            }
            ToMove::Player(_) => searcher.choose(&g, &h, Level::for_game::<Kriegspiel>(1), n).unwrap(),
        };
        n += 1;
        rec.moves.push(g.notation(m));
        h.play(&mut g, m);
    }
    rec
}

#[test]
fn no_roll_is_graded_and_its_luck_is_told_apart() {
    let rec = battle(3, 7);
    let settings = Settings { level: 3, nodes: Some(40_000), time_ms: None };
    let r = analyse::<Kriegspiel>(&rec, settings);
    let rolls: Vec<&Ply> = r.plies.iter().filter(|p| p.roll.is_some()).collect();
    assert_eq!(rolls.len(), 3);
    for p in &r.plies {
        // A ply is a decision or a roll, never both; a roll has no side.
        assert_ne!(p.decision.is_some(), p.roll.is_some(), "{p:?}");
        if let Some(roll) = &p.roll {
            assert_eq!(p.side, None);
            // Its luck is the swing in the shooter's chances against the expectation.
            let side = if roll.side == 0 { Side::First } else { Side::Second };
            let for_side = |c: f64| if side == Side::First { c } else { 1.0 - c };
            assert!((roll.luck - (for_side(p.after) - for_side(p.before))).abs() < 1e-9, "{roll:?}");
            assert!(roll.words.key.starts_with("analysis.luck."));
        }
    }
    // A Kriegspiel turn is many actions: graded one by one and as a whole.
    let turns: Vec<_> = r.plies.iter().filter_map(|p| p.turn.as_ref()).collect();
    assert!(turns.iter().any(|t| t.actions > 1), "{turns:?}");
    let luck: f64 = rolls.iter().map(|p| p.roll.as_ref().unwrap().luck).sum();
    assert!((r.summary[0].luck + r.summary[1].luck - luck).abs() < 1e-9);
    // The graph has a point per position, each a chance.
    assert_eq!(r.chances.len(), r.plies.len() + 1);
    assert!(r.chances.iter().all(|c| (0.0..=1.0).contains(c)));
}

#[test]
fn a_shot_is_graded_on_its_expectation_over_the_die() {
    // The chances after a shot (before its roll) are each face's chances, its
    // position searched by the level, weighed by the face's likelihood: the shooter
    // is judged on what the die could do, not on what it did.
    let rec = battle(1, 3);
    let settings = Settings { level: 2, nodes: None, time_ms: None };
    let r = analyse::<Kriegspiel>(&rec, settings);
    let roll = r.plies.iter().position(|p| p.roll.is_some()).expect("a roll");
    let shot = &r.plies[roll - 1];
    assert!(shot.decision.is_some(), "the shot is a decision");
    assert_eq!(shot.after, r.plies[roll].before);
    let mut g = Kriegspiel::new(&Default::default());
    let mut h = History::new(&g);
    for m in &rec.moves[..roll] {
        h.play_notation(&mut g, m).unwrap();
    }
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    assert_eq!(outs.len(), 6);
    let level = settings.level_for::<Kriegspiel>();
    let mut expected = 0.0;
    for (face, p) in outs {
        let (mut c, mut ch) = (g.clone(), h.clone());
        ch.play(&mut c, face);
        let first = match ch.to_move(&c) {
            ToMove::Player(s) => {
                let v = chances_of::<Kriegspiel>(Searcher::<Kriegspiel>::new().search_at(&c, &ch, level).value);
                if s == Side::First {
                    v
                } else {
                    1.0 - v
                }
            }
            ToMove::Over(o) => match o.winner() {
                Some(Side::First) => 1.0,
                Some(Side::Second) => 0.0,
                None => 0.5,
            },
            ToMove::Chance => unreachable!("one roll a shot"),
        };
        expected += f64::from(p) * first;
    }
    // The face rolled is searched valuing its recorded move too, which may move its
    // value a little; the others are the level's plain search.
    assert!((r.plies[roll].before - expected).abs() < 0.03, "{} against {expected}", r.plies[roll].before);
}

#[test]
fn every_game_s_scale_is_even_at_zero_and_certain_when_decided() {
    fn check<G: Game>() {
        assert_eq!(chances_of::<G>(0), 0.5, "{}", G::ID);
        assert_eq!(chances_of::<G>(WIN - 3), 1.0, "{}", G::ID);
        assert_eq!(chances_of::<G>(-(WIN - 3)), 0.0, "{}", G::ID);
        assert!((chances_of::<G>(G::CHANCE_SCALE) - 0.75).abs() < 1e-9, "{}", G::ID);
        let mut last = 0.0;
        for v in (-3_000..=3_000).step_by(50) {
            let c = chances_of::<G>(v);
            assert!(c > last, "{} at {v}", G::ID);
            last = c;
        }
    }
    check::<Moulin>();
    check::<Mundeleys>();
    check::<Mundialito>();
    check::<Kriegspiel>();
}

#[test]
fn an_analysis_steps_ply_by_ply_for_any_game_s_record() {
    let rec = tail::<Moulin>(LOST_AS_WHITE, 0);
    let settings = Settings { level: 2, nodes: None, time_ms: None };
    let mut a = analysis_from_record(&rec.to_json(), settings).expect("a moulin record");
    assert_eq!(a.len(), 30);
    let mut n = 0;
    while let Some(p) = a.step() {
        assert_eq!(p.ply, n);
        n += 1;
        assert_eq!(a.done(), n);
    }
    let r = a.report();
    assert_eq!(r.plies.len(), 30);
    // Black's blockade wins: the last point is certain.
    assert_eq!(r.chances.last(), Some(&0.0));
    let graded: u32 = r.summary.iter().map(|s| Grade::ALL.iter().map(|&g| s.actions.get(g)).sum::<u32>()).sum();
    assert_eq!(graded, 30);
    // A corrupted record is refused, naming the move.
    let mut bad = rec.clone();
    bad.moves[3] = "z9".into();
    assert!(analysis_from_record(&bad.to_json(), settings).is_err());
}
