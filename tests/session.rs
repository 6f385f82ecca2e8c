//! The session, for any game: the clock of a timed match, shortcuts, notes.

use plateaux::core::{Game, PlayError};
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
        let (_, moves) = st.shortcuts.iter().find(|(k, _)| *k == "mundialito.setup_standard").expect("setup shortcut").clone();
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
    let legal_before = s.game().legal_vec();
    assert!(matches!(s.play(legal_before[0]), Err(PlayError::Over)));
    assert!(s.legal_notations().is_empty());
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
