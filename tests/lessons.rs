//! Every game's lessons, played through the one runner as a learner would: each
//! position builds through the game's own checked setup and is a position in play,
//! a test player searching the learner's moves (the replies and dice applied) solves
//! each task, each lesson's listed mistake gets its explanation, trying again takes
//! the move back, and every text exists in every language (each lesson's title, task and
//! explanations, and every reason met while solving it).

mod common;

use std::collections::HashSet;

use common::solve_lesson;

use plateaux::core::{Game, Input, Mark, ToMove, Verdict, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{self, tr, Lang};
use plateaux::lesson::{lessons_of, start_lesson, LessonRun, Refused};
use plateaux::session::Click;

/// In every language, and English not the same words as French (a forgotten
/// translation).
fn translated(key: &str) -> bool {
    let en = Lang::parse("en");
    Lang::all().all(|l| i18n::own(l, key).is_some()) && tr(Lang::SOURCE, key) != tr(en, key)
}

struct CheckAll;

impl GameVisitor for CheckAll {
    type Output = usize;
    fn visit<G: View>(self) -> usize {
        let lessons = G::lessons();
        assert!((8..=15).contains(&lessons.len()), "{}: {} lessons, not 8 to 15", G::ID, lessons.len());
        let mut keys = HashSet::new();
        for (i, l) in lessons.iter().enumerate() {
            let name = l.key;
            assert!(name.starts_with(&format!("lesson.{}.", G::ID)), "{name}: key not under its game");
            assert!(keys.insert(name), "{name}: two lessons with one key");
            for k in [l.title_key(), l.task_key()] {
                assert!(translated(&k), "{k} is missing or not translated");
            }

            // The position builds through the game's checked setup and is in play.
            let run = LessonRun::<G>::new(i, 7).unwrap_or_else(|e| panic!("{name}: {e}"));
            let start = run.game().clone();
            assert!(matches!(start.to_move(), ToMove::Player(_)), "{name}: nobody to move");
            assert!(!start.moves_now().is_empty(), "{name}: no legal move");
            assert!(l.max_moves >= 1);

            // No legal move's clicks are ever "refused".
            for m in start.moves_now() {
                let path = start.cells_of(m);
                for k in 1..=path.len() {
                    assert_eq!(start.why_not(&path.as_slice()[..k]), None, "{name}: {} refused", start.notation(m));
                }
            }

            // The hint shows a piece the learner can play.
            assert!(!l.hint.is_empty(), "{name}: no hint");
            assert!(
                start.moves_now().iter().any(|&m| start.cells_of(m).as_slice().first() == l.hint.first()),
                "{name}: the hint's first cell starts no legal move"
            );
            assert!(
                run.highlights(true).targets.iter().any(|&(c, mk)| c == l.hint[0] && matches!(mk, Mark::Special(_))),
                "{name}: the hint is not marked"
            );
            let scene = run.scene(false, true, plateaux::core::Theme::Wood);
            assert!(
                l.hint.iter().all(|c| scene.spots.iter().any(|s| s.cell == *c)),
                "{name}: a hint cell is not drawn"
            );

            // A test player solves it through the rules, replies and dice included.
            let mut budget = 200_000;
            let mut reasons = HashSet::new();
            let line = solve_lesson(&run, &mut budget, &mut reasons);
            assert!(line.is_some(), "{name}: no line of at most {} moves solves it", l.max_moves);
            for r in &reasons {
                assert!(translated(r), "{name}: reason {r} is missing or not translated");
            }

            // Each mistake is explained, and a refused click changes nothing.
            assert!(!l.mistakes.is_empty(), "{name}: no mistake to explain");
            for mk in &l.mistakes {
                assert!(translated(mk.why), "{name}: {} missing or not translated", mk.why);
                let mut run = LessonRun::<G>::new(i, 7).unwrap();
                let said = match &mk.input {
                    Input::Typed(line) => match line.split_whitespace().try_fold(None, |_, mv| {
                        let r = run.play_str(mv);
                        match r {
                            Ok(Verdict::Pending) => Ok(Some(r)),
                            _ => Err(r),
                        }
                    }) {
                        Err(Err(Refused { why: Some(n), .. })) => n.key,
                        Err(Ok(Verdict::Wrong(n))) => n.key,
                        other => panic!("{name}: mistake {line} got {other:?}"),
                    },
                    Input::Clicks(clicks) => {
                        let (last, before) = clicks.split_last().expect("a mistake is some clicks");
                        for &c in before {
                            let r = run.click(c);
                            assert_eq!(r.refusal, None, "{name}: an early click of the mistake is refused");
                            assert_eq!(r.verdict, Verdict::Pending, "{name}: an early click of the mistake ends it");
                        }
                        let r = run.click(*last);
                        match (&r.click, &r.refusal, &r.verdict) {
                            (Click::Ignored, Some(n), _) => {
                                assert_eq!(run.game().key(), start.key(), "{name}: a refused click changed the game");
                                n.key
                            }
                            (Click::Played(_), None, Verdict::Wrong(n)) => {
                                // Trying again takes the move back.
                                assert!(run.retry());
                                assert_eq!(run.game().key(), start.key(), "{name}: retry did not go back");
                                assert_eq!(run.verdict(), &Verdict::Pending);
                                n.key
                            }
                            other => panic!("{name}: mistake {clicks:?} got {other:?}"),
                        }
                    }
                };
                assert_eq!(said, mk.why, "{name}: mistake {:?}", mk.input);
            }

            // Solving by clicks works as well as by notation, and ends in « Bravo ».
            let mut run = LessonRun::<G>::new(i, 7).unwrap();
            for mv in line.unwrap() {
                let m = run.game().parse(&mv).unwrap();
                let cells = run.game().cells_of(m);
                if cells.is_empty() {
                    run.play_str(&mv).unwrap();
                    continue;
                }
                for &c in cells.as_slice() {
                    run.click(c);
                }
            }
            assert_eq!(run.verdict(), &Verdict::Done, "{name}: the solving line by clicks");
            run.restart();
            assert_eq!(run.game().key(), start.key());
            assert_eq!(run.verdict(), &Verdict::Pending);
        }
        lessons.len()
    }
}

#[test]
fn every_lesson_builds_is_solvable_and_explains_its_mistakes() {
    for id in GAME_IDS {
        let n = with_game(id, CheckAll).unwrap();
        assert_eq!(lessons_of(id).unwrap().len(), n);
    }
}

#[test]
fn the_page_starts_lessons_by_game_and_number() {
    for id in GAME_IDS {
        let list = lessons_of(id).unwrap();
        for info in &list {
            let l = start_lesson(id, info.index, 1).unwrap();
            assert_eq!(l.game_id(), *id);
            assert_eq!(l.info(), *info);
            assert!(!l.legal_notations().is_empty());
            assert_eq!(l.verdict(), Verdict::Pending);
        }
        assert!(start_lesson(id, list.len(), 1).is_err());
    }
    assert!(start_lesson("chess", 0, 1).is_err());
    assert!(lessons_of("chess").is_err());
}

#[test]
fn a_typed_move_the_rules_refuse_says_why_and_changes_nothing() {
    // Moulin, lesson "take": the man in a mill cannot be taken.
    let mut run = LessonRun::<plateaux::games::moulin::Moulin>::new(3, 1).unwrap();
    let before = *run.game();
    let err = run.play_str("g4-g7xd6").unwrap_err();
    assert_eq!(err.why.map(|n| n.key), Some("moulin.why.in_mill"));
    assert_eq!(run.game(), &before);
    assert!(run.play_str("nonsense").is_err());
    assert_eq!(run.play_str("g4-g7xb2"), Ok(Verdict::Done));
    // Once done, nothing more is played.
    assert!(run.play_str("a7-a4").is_err());
}

/// The runner's own words, which every game's lessons say.
#[test]
fn the_runner_s_words_are_translated() {
    for key in
        ["lesson.why.game_over", "lesson.why.out_of_moves", "lesson.why.turn_over", "lesson.done", "lesson.wrong"]
    {
        assert!(translated(key), "{key}");
    }
}

/// Moulin's double threat: a single threat is explained at once; the real one gets
/// Black's block, and the other mill is closed.
#[test]
fn the_double_threat_is_answered() {
    use plateaux::games::moulin::Moulin;
    let i = Moulin::lessons().iter().position(|l| l.key == "lesson.moulin.double").unwrap();
    let mut run = LessonRun::<Moulin>::new(i, 3).unwrap();
    let single = run.play_str("d1").unwrap();
    assert_eq!(single, Verdict::Wrong(plateaux::core::Note::new("lesson.moulin.double.why")));
    assert!(run.play_str("a4").is_err(), "nothing is played after a wrong answer");
    assert!(run.retry());
    assert_eq!(run.play_str("a1"), Ok(Verdict::Pending));
    assert_eq!(run.session().status().moves, vec!["a1".to_string(), "d1".to_string()], "Black blocks d1");
    assert!(run.learner_to_act());
    assert_eq!(run.play_str("a4xd6"), Ok(Verdict::Done));
}

/// The same lesson against the computer (searching two plies): whatever it plays,
/// a man is lost, and the learner takes it.
#[test]
fn a_lesson_can_be_answered_by_the_computer() {
    use plateaux::core::{Reply, Side};
    use plateaux::games::moulin::Moulin;
    let mut lesson = Moulin::lessons().into_iter().find(|l| l.key == "lesson.moulin.double").unwrap();
    lesson.reply = Reply::Ai { depth: 2 };
    let mut run = LessonRun::from_lesson(lesson, 0, 3).unwrap();
    let black_before = run.game().men(Side::Second).count_ones();
    assert_eq!(run.play_str("a1"), Ok(Verdict::Pending));
    assert_eq!(run.game().men(Side::Second).count_ones(), black_before + 1, "the computer placed a man");
    assert!(run.learner_to_act());
    let again = run.clone();
    let mv = run.game().moves_now().into_iter().find(|m| m.capture.is_some()).expect("a mill is still open");
    assert_eq!(run.play_str(&run.game().notation(mv)), Ok(Verdict::Done));
    // The computer answers the same way every time.
    let mut other = LessonRun::from_lesson(again.lesson().clone(), 0, 99).unwrap();
    other.play_str("a1").unwrap();
    assert_eq!(other.game(), again.game());
}

/// Ending the turn before the task is done is explained, and trying again works.
#[test]
fn a_turn_ended_too_soon_is_explained() {
    use plateaux::games::kriegspiel::Kriegspiel;
    let i = Kriegspiel::lessons().iter().position(|l| l.key == "lesson.kriegspiel.budget").unwrap();
    let mut run = LessonRun::<Kriegspiel>::new(i, 3).unwrap();
    assert_eq!(run.play_str("c2-d3"), Ok(Verdict::Pending));
    let v = run.play_str("end").unwrap();
    assert_eq!(v, Verdict::Wrong(plateaux::core::Note::new("lesson.why.turn_over")));
    assert!(run.retry());
    assert_eq!(run.learner_moves(), 1);
    for mv in ["d3-d4", "g2-h3"] {
        assert_eq!(run.play_str(mv), Ok(Verdict::Pending));
    }
    assert_eq!(run.play_str("h3-h4"), Ok(Verdict::Done));
}

/// A shot is rolled by the runner (or by the lesson's script) before the check.
#[test]
fn the_scripted_die_decides_the_last_lesson() {
    use plateaux::games::kriegspiel::Kriegspiel;
    let i = Kriegspiel::lessons().iter().position(|l| l.key == "lesson.kriegspiel.victory").unwrap();
    let mut run = LessonRun::<Kriegspiel>::new(i, 3).unwrap();
    assert_eq!(run.play_str("d2*e4"), Ok(Verdict::Done));
    assert_eq!(run.session().status().moves, vec!["d2*e4".to_string(), "=5".to_string()]);
    assert_eq!(run.game().outcome().and_then(|o| o.winner()), Some(plateaux::core::Side::First));
}
