//! Every rule a player meets in a first game is taught by the game's course.
//!
//! For each game of the registry, seeded random games and games between two
//! computers at the beginner level are played from the start, and at every position
//! the rules met are collected as a player meets them (`plateaux::coverage`): the
//! rules of each move allowed (its phase, its kind, a roll's row of a table), the
//! ends those moves bring, and the reason of every click refused. Each rule met must
//! be in the game's coverage list (`View::rules_taught`, kept with its lessons), and
//! each lesson listed for a rule must meet that rule when played: at its start, along
//! a line that solves it, or in one of its mistakes. Nothing names a game here.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::{BTreeMap, BTreeSet, HashSet};

use common::solve_lesson;
use plateaux::ai::{self, Level};
use plateaux::core::{Dice, History, Input, ToMove, View};
use plateaux::coverage::{lesson_rules, rules_at, taught};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::lesson::LessonRun;

/// Random games and beginner games played per game.
const RANDOM_GAMES: u64 = 12;
const AI_GAMES: u64 = 3;
/// A game longer than this is cut short (its rules met so far still count).
const MAX_PLIES: usize = 3000;

/// Who chooses the moves of a game played for its rules.
#[derive(Clone, Copy, Debug)]
enum Player {
    /// A move drawn at random, seeded.
    Random(u64),
    /// The computer at the beginner level (no time limit, so the same every run).
    Beginner(u64),
}

/// Plays one game from the start, adding each rule met to `met` with where it was
/// first met.
fn play<G: View>(player: Player, met: &mut BTreeMap<String, String>) {
    let mut g = G::new(&Default::default());
    let mut h = History::new(&g);
    let seed = match player {
        Player::Random(s) | Player::Beginner(s) => s,
    };
    let dice = Dice::new(seed);
    let mut level = Level::for_game::<G>(1);
    level.budget.time_ms = None;
    for ply in 0..MAX_PLIES {
        let over = h.outcome(&g);
        let mut here = BTreeSet::new();
        rules_at(&g, over, &mut here);
        for r in here {
            met.entry(r).or_insert_with(|| format!("{player:?}, ply {ply}:\n{}", g.ascii()));
        }
        if over.is_some() {
            return;
        }
        let moves = g.moves_now();
        let m = match (g.to_move(), player) {
            (ToMove::Player(_), Player::Beginner(s)) => ai::choose(&g, &h, level, s ^ ply as u64),
            _ => Some(moves[dice.below(ply as u64, moves.len() as u64) as usize]),
        };
        let m = m.expect("a game not over has a move");
        h.try_play(&mut g, m).expect("a chosen move is legal");
    }
}

struct PlayedRulesTaught;

impl GameVisitor for PlayedRulesTaught {
    type Output = Vec<String>;
    fn visit<G: View>(self) -> Vec<String> {
        let mut met = BTreeMap::new();
        for seed in 0..RANDOM_GAMES {
            play::<G>(Player::Random(seed), &mut met);
        }
        for seed in 0..AI_GAMES {
            play::<G>(Player::Beginner(seed), &mut met);
        }
        let taught = taught::<G>();
        if std::env::var_os("COVERAGE_LIST").is_some() {
            eprintln!("{}: {} rules met: {:?}", G::ID, met.len(), met.keys().collect::<Vec<_>>());
        }
        met.iter()
            .filter(|(r, _)| !taught.contains_key(r.as_str()))
            .map(|(r, at)| {
                format!("{}: the rule {r} is met in play but taught by no lesson (first met in {at})", G::ID)
            })
            .collect()
    }
}

#[test]
fn every_rule_met_in_play_is_taught() {
    let problems: Vec<String> = std::thread::scope(|s| {
        let runs: Vec<_> =
            GAME_IDS.iter().map(|id| s.spawn(move || with_game(id, PlayedRulesTaught).unwrap())).collect();
        runs.into_iter().flat_map(|r| r.join().unwrap()).collect()
    });
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// The rules met in each lesson, by the last part of its key: the rules of the moves
/// played and the ends reached along a line that solves it and in each of its
/// mistakes, and the reason each mistake is explained by.
fn met_in_lessons<G: View>() -> BTreeMap<&'static str, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (i, l) in G::lessons().iter().enumerate() {
        let name = l.key.rsplit('.').next().expect("a key has a last part");
        let mut met = BTreeSet::new();
        let start = LessonRun::<G>::new(i, 7).unwrap();
        let mut budget = 200_000;
        let line = solve_lesson(&start, &mut budget, &mut HashSet::new()).expect("every lesson is solvable");
        let mut run = start.clone();
        for mv in &line {
            run.play_str(mv).expect("the solving line plays");
        }
        lesson_rules(&run, &mut met);
        for mk in &l.mistakes {
            let mut run = start.clone();
            match &mk.input {
                Input::Typed(moves) => {
                    for mv in moves.split_whitespace() {
                        if run.play_str(mv).is_err() {
                            break;
                        }
                    }
                }
                Input::Clicks(cells) => {
                    for &c in cells {
                        run.click(c);
                    }
                }
            }
            met.insert(mk.why.to_string());
            lesson_rules(&run, &mut met);
        }
        all.insert(name, met);
    }
    all
}

struct LessonsMeetTheirRules;

impl GameVisitor for LessonsMeetTheirRules {
    type Output = Vec<String>;
    fn visit<G: View>(self) -> Vec<String> {
        let met = met_in_lessons::<G>();
        if std::env::var_os("COVERAGE_LIST").is_some() {
            for (name, rules) in &met {
                eprintln!("{} {name}: {rules:?}", G::ID);
            }
        }
        let mut problems = Vec::new();
        let list = G::rules_taught();
        if taught::<G>().len() != list.len() {
            problems.push(format!("{}: a rule is listed twice", G::ID));
        }
        for &(rule, lessons) in list {
            if lessons.is_empty() {
                problems.push(format!("{}: {rule} is listed with no lesson", G::ID));
            }
            for name in lessons {
                match met.get(name) {
                    None => problems.push(format!("{}: {rule} is listed with {name}, which is no lesson", G::ID)),
                    Some(m) if !m.contains(rule) => problems
                        .push(format!("{}: {rule} is listed with the lesson {name}, which does not meet it", G::ID)),
                    Some(_) => {}
                }
            }
        }
        problems
    }
}

#[test]
fn each_lesson_listed_for_a_rule_meets_it() {
    let problems: Vec<String> = GAME_IDS.iter().flat_map(|id| with_game(id, LessonsMeetTheirRules).unwrap()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
