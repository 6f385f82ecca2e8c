//! The session, for any game: the clock of a timed match, shortcuts, notes.

use plateaux::core::record::RecordError;
use plateaux::core::{Game, GameRecord, PlayError, RecordEnd};
use plateaux::games::moulin::Moulin;
use plateaux::games::mundialito::{Mundialito, MundialitoOptions};
use plateaux::session::Session;

#[test]
fn when_the_clock_of_a_timed_match_runs_out_the_score_decides_and_play_stops() {
    let opts = MundialitoOptions { timed_match: true, ..Default::default() };
    let mut s = Session::<Mundialito>::new(&opts, 3);
    // The standard setup shortcut, as the page's button plays it.
    for _ in 0..4 {
        let st = s.status();
        let (_, moves) =
            st.shortcuts.iter().find(|(k, _)| *k == "mundialito.setup_standard").expect("setup shortcut").clone();
        for m in moves {
            s.play_str(&m).unwrap();
        }
    }
    assert!(s.status().shortcuts.is_empty(), "no setup shortcuts once play starts");
    assert!(!s.status().over);
    assert!(s.time_up());
    let st = s.status();
    assert!(st.over);
    assert_eq!((st.winner, st.reason), (None, "time-up"), "no goal each: a draw");
    assert!(!st.can_undo && !st.can_redo, "the clock's end is not taken back");
    assert!(!s.time_up(), "the clock runs out once");
    let legal_before = s.game().legal_vec();
    assert!(matches!(s.play(legal_before[0]), Err(PlayError::Over)));
    assert!(s.legal_notations().is_empty());
    // The record says the clock ran out: reloaded, the match is still over, not resumed.
    let rec = s.record();
    assert_eq!(rec.end, Some(RecordEnd::Time));
    let back = Session::<Mundialito>::from_record(&GameRecord::from_json(&rec.to_json()).unwrap()).unwrap();
    let st = back.status();
    assert!(st.over, "a reloaded timed match whose clock ran out stays over");
    assert_eq!((st.winner, st.reason), (None, "time-up"));
}

#[test]
fn a_resigned_game_reloads_resigned_and_an_impossible_end_is_refused() {
    let mut s = Session::<Moulin>::new(&Default::default(), 1);
    s.play_str("d2").unwrap();
    assert!(s.resign(), "Black, to move, resigns");
    let st = s.status();
    assert!(!st.can_undo, "undo is not offered after a resignation: it would do nothing");
    assert!(!s.undo());
    assert!(!s.time_up(), "a resigned game stays resigned when a clock runs out");
    assert_eq!((s.status().winner, s.status().reason), (Some(0), "resigned"));
    let json = s.record().to_json();
    let back = Session::<Moulin>::from_record(&GameRecord::from_json(&json).unwrap()).unwrap();
    let st = back.status();
    assert!(st.over);
    assert_eq!((st.winner, st.reason), (Some(0), "resigned"), "White wins by resignation");
    // A moulin game has no clock: a record saying its time ran out is refused.
    let mut rec = Session::<Moulin>::new(&Default::default(), 1).record();
    rec.end = Some(RecordEnd::Time);
    assert!(matches!(Session::<Moulin>::from_record(&rec), Err(RecordError::BadEnd)));
    let unknown = json.replace("\"resign\"", "\"sleep\"");
    assert!(GameRecord::from_json(&unknown).is_err(), "an unknown end is not a record");
}

#[test]
fn games_without_a_clock_ignore_time_up() {
    let mut s = Session::<Moulin>::new(&Default::default(), 1);
    assert!(!s.time_up());
    assert!(!s.status().over);
    s.play_str("d2").unwrap();
    let mut m = Session::<Mundialito>::new(&MundialitoOptions::default(), 1);
    assert!(!m.time_up(), "a single Mundialito game has no clock");
}

#[test]
fn a_clock_running_out_leaves_a_resigned_timed_match_as_it_ended() {
    let opts = MundialitoOptions { timed_match: true, ..Default::default() };
    let mut s = Session::<Mundialito>::new(&opts, 3);
    assert!(s.resign(), "Yellow, to place, resigns");
    assert!(!s.time_up());
    let st = s.status();
    assert_eq!((st.winner, st.reason), (Some(1), "resigned"), "Red wins by resignation, not a draw on time");
    assert_eq!(s.record().end, Some(RecordEnd::Resign));
}

#[test]
fn kriegspiel_notes_say_which_arm_acts_and_what_it_has_left() {
    use plateaux::games::kriegspiel::Kriegspiel;
    let mut s = Session::<Kriegspiel>::new(&Default::default(), 5);
    let notes = |s: &Session<Kriegspiel>| s.status().notes;
    let left = |s: &Session<Kriegspiel>, arm: &str| -> String {
        notes(s)
            .iter()
            .find(|n| n.key == "kriegspiel.moves_left")
            .and_then(|n| n.args.iter().find(|(k, _)| *k == arm).map(|(_, v)| v.clone()))
            .unwrap()
    };
    assert!(notes(&s).iter().any(|n| n.key == "kriegspiel.phase.movement"));
    assert!(!notes(&s).iter().any(|n| n.key == "kriegspiel.acting"), "nobody has acted yet");
    assert_eq!(left(&s, "soldiers"), "4");
    // The soldier plate on d2 makes its free half-rotation, then steps forward.
    let turn = s.legal_notations().into_iter().find(|m| m.starts_with("d2:")).unwrap();
    s.play_str(&turn).unwrap();
    let acting = notes(&s).into_iter().find(|n| n.key == "kriegspiel.acting").expect("an arm acts");
    assert!(acting.args.contains(&("arm", "@kriegspiel.arm.soldiers".to_string())));
    assert_eq!(left(&s, "soldiers"), "4", "the half-rotation is free");
    let step = s.legal_notations().into_iter().find(|m| m.starts_with("d2-")).unwrap();
    s.play_str(&step).unwrap();
    assert_eq!(left(&s, "soldiers"), "3");
    assert_eq!(left(&s, "cannon"), "3");
    assert_eq!(left(&s, "cavalry"), "5");
    s.play_str("end").unwrap();
    assert!(!notes(&s).iter().any(|n| n.key == "kriegspiel.acting"), "a new turn: nobody has acted");
}

#[test]
fn no_options_or_record_from_outside_can_make_a_game_panic() {
    use plateaux::games::GAME_IDS;
    use plateaux::session::{new_session, session_from_record};
    let options = [
        "",
        "null",
        "{}",
        "[]",
        "42",
        "\"x\"",
        "{\"flat\": true, \"files\": 255, \"rows\": 0}",
        "{\"files\": -3}",
        "{\"random_coasters\": true, \"seed\": 18446744073709551615}",
        "{\"timed_match\": \"yes\"}",
        "{\"starts\": \"prussian\"}",
        "{\"unknown\": 1}",
        "{",
        "{\"rows\": 1e99}",
    ];
    for id in GAME_IDS {
        for o in options {
            // Either a clear error or a playable game: never a panic.
            if let Ok(mut s) = new_session(id, o, 1) {
                let legal = s.legal_notations();
                assert!(!legal.is_empty() || s.status().over, "{id} with {o}: no move");
                s.play_str(&legal[0]).unwrap();
                let _ = s.scene(true);
            }
        }
        for bad in ["", "x", "e2-e4 ", "=9", "end end", "a1:XX", "Y9@z9", "ball@", "d2-d3xg7xg7", "🙂"] {
            let mut s = new_session(id, "", 1).unwrap();
            let before = s.record();
            assert!(s.play_str(bad).is_err(), "{id}: {bad:?} was played");
            assert_eq!(s.record(), before, "{id}: a refused move changed the game");
        }
        for rec in [
            format!("{{\"game\":\"{id}\",\"moves\":[\"zz\"]}}"),
            format!("{{\"game\":\"{id}\",\"options\":[1,2],\"moves\":[]}}"),
            format!("{{\"game\":\"{id}\",\"seed\":-1,\"moves\":[]}}"),
            format!("{{\"game\":\"{id}\",\"moves\":\"d2\"}}"),
        ] {
            assert!(session_from_record(&rec).is_err(), "{rec} was accepted");
        }
    }
}

/// A click the rules refuse says why in the status (and a good click clears it):
/// placing on a point already taken, in moulin.
#[test]
fn a_refused_click_says_why_in_the_status() {
    use plateaux::core::Game as _;
    use plateaux::games::moulin::Moulin;
    use plateaux::session::{Click, Session};
    let mut s = Session::<Moulin>::new(&Default::default(), 1);
    let point = |s: &Session<Moulin>, name: &str| s.game().cells_of(s.game().parse(name).unwrap()).as_slice()[0];
    let d2 = point(&s, "d2");
    s.play_str("d2").unwrap();
    let d6 = point(&s, "d6");
    // Black clicks d2, where White's man stands.
    assert_eq!(s.click(d2), Click::Ignored);
    assert_eq!(s.status().refusal.map(|n| n.key), Some("moulin.why.occupied"));
    assert!(matches!(s.click(d6), Click::Played(_)));
    assert_eq!(s.status().refusal, None);
}
