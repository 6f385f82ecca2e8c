//! The AI as the page's Web Worker keeps it: one game followed from question to
//! question, and one search table a level kept between moves. Each question carries the
//! whole record (the worker shares nothing with the page), but a record that only
//! adds moves to the last one costs just those moves, and the positions the last
//! search looked at are still in the table when the next one starts.

use super::any::unknown;
use super::{Session, SessionError};
use crate::ai::{Level, Searcher};
use crate::core::{GameRecord, View};
use crate::games::{by_game, each_game, ByGame, Family};

/// A session and the searchers that think about it, for one game type.
struct Follower<G: View> {
    /// The record's options and seed as the first question gave them: a question with
    /// others is another game.
    options: serde_json::Value,
    seed: u64,
    session: Session<G>,
    /// One searcher a level (1–4), each with its own table: what the expert found
    /// for a hint must not make the beginner play better on its next move.
    searchers: [Searcher<G>; 4],
    /// The move of the last answer in the kept position, if nothing was played since,
    /// and whether its level plays solved positions: what [`Thinker::prepare`] needs.
    answer: Option<(G::Move, bool)>,
}

impl<G: View> Follower<G> {
    /// A follower of the game `rec` (of the game `G`), replaying it whole.
    fn new(rec: &GameRecord) -> Result<Self, SessionError> {
        Ok(Follower {
            options: rec.options.clone(),
            seed: rec.seed,
            session: Session::from_record(rec).map_err(SessionError::Record)?,
            searchers: Default::default(),
            answer: None,
        })
    }

    /// Brings the session to where `rec` leads by playing only the moves it adds;
    /// the moves played, or `None` when `rec` is not a continuation of this game
    /// (another game, other options, a move taken back, an end declared).
    fn follow(&mut self, rec: &GameRecord) -> Option<usize> {
        let kept = &self.session.notations;
        let continues = rec.game == G::ID
            && rec.options == self.options
            && rec.seed == self.seed
            && rec.end.is_none()
            && rec.moves.len() >= kept.len()
            && rec.moves[..kept.len()] == kept[..];
        if !continues {
            return None;
        }
        let new = &rec.moves[kept.len()..];
        if !new.is_empty() {
            self.answer = None;
        }
        for (played, mv) in new.iter().enumerate() {
            if self.session.play_str(mv).is_err() {
                // Not a continuation after all: leave the kept game as it was.
                for _ in 0..played {
                    self.session.undo();
                }
                return None;
            }
        }
        Some(new.len())
    }

    /// The AI's move in notation at level `n`, or `None` when no player is to move.
    fn think(&mut self, n: u8, seed: u64) -> Option<String> {
        let level = Level::for_game::<G>(n);
        let searcher = &mut self.searchers[usize::from(level.number - 1)];
        let answer = self.session.think_with(searcher, level, seed);
        self.answer = answer.map(|m| (m, level.plays_solved()));
        answer.map(|m| self.session.game().notation(m))
    }

    /// [`crate::core::Game::solve_ahead`] on the position after the last answer, when the level
    /// that gave it plays solved positions (the others never look them up).
    fn prepare(&self) {
        if let Some((m, true)) = self.answer {
            let mut g = self.session.game().clone();
            g.play(m);
            g.solve_ahead();
        }
    }
}

/// The [`Family`] of followers: the [`Thinker`] keeps a [`Follower`] of whichever game.
enum FollowerOf {}

impl Family for FollowerOf {
    type Of<G: View> = Follower<G>;
}

/// The worker's AI: answers "your move in the position this record reaches" while
/// keeping the game and the search tables (one a level) of the last question.
#[derive(Default)]
pub struct Thinker {
    kept: Option<ByGame<FollowerOf>>,
}

impl Thinker {
    /// A thinker that has followed no game yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Follows the record `json` (playing only the moves added since the last
    /// question when it continues the same game) and returns the AI's move at level
    /// `n` (1–4), or `None` when no player is to move. `seed` drives the level's blur.
    ///
    /// # Errors
    ///
    /// A [`SessionError`] for a record that cannot be read or replayed; the thinker
    /// then keeps what it had.
    pub fn think(&mut self, json: &str, n: u8, seed: u64) -> Result<Option<String>, SessionError> {
        self.follow(json)?;
        Ok(self.kept.as_mut().and_then(|kept| each_game!(kept, f => f.think(n, seed))))
    }

    /// Brings the kept game to where the record `json` leads and returns how many
    /// moves that replayed: only the added ones when it continues the kept game,
    /// all of them otherwise.
    ///
    /// # Errors
    ///
    /// As [`Thinker::think`].
    pub fn follow(&mut self, json: &str) -> Result<usize, SessionError> {
        let rec = GameRecord::from_json(json).map_err(SessionError::Record)?;
        if let Some(played) = self.kept.as_mut().and_then(|kept| each_game!(kept, f => f.follow(&rec))) {
            return Ok(played);
        }
        self.kept = Some(by_game!(&rec.game, G => Follower::<G>::new(&rec)?).ok_or_else(|| unknown(&rec.game))?);
        Ok(rec.moves.len())
    }

    /// Builds the solved positions' tables the AI will soon need after its last
    /// answer ([`crate::core::Game::solve_ahead`]: moulin's endgame tables once a game
    /// comes near them), from the position that answer's move reaches, if the
    /// level that gave it plays solved positions: the worker calls it once the answer
    /// is sent, while the person thinks. Nothing otherwise.
    pub fn prepare(&self) {
        if let Some(kept) = &self.kept {
            each_game!(kept, f => f.prepare());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::moulin::Moulin;

    /// The record of a moulin game after `moves`.
    fn record(moves: &[&str]) -> String {
        let mut s = Session::<Moulin>::new(&Default::default(), 7);
        for m in moves {
            s.play_str(m).expect("a legal move");
        }
        s.record().to_json()
    }

    fn legal_after(moves: &[&str], mv: &str) -> bool {
        let mut s = Session::<Moulin>::new(&Default::default(), 7);
        for m in moves {
            s.play_str(m).unwrap();
        }
        s.play_str(mv).is_ok()
    }

    #[test]
    fn a_game_that_goes_on_replays_only_its_new_moves() {
        let mut t = Thinker::new();
        assert_eq!(t.follow(&record(&["a1", "d6"])), Ok(2));
        assert_eq!(t.follow(&record(&["a1", "d6", "g1"])), Ok(1));
        assert_eq!(t.follow(&record(&["a1", "d6", "g1", "d1", "a7"])), Ok(2));
        // The same record again: nothing to replay.
        assert_eq!(t.follow(&record(&["a1", "d6", "g1", "d1", "a7"])), Ok(0));
        let m = t.think(&record(&["a1", "d6", "g1", "d1", "a7"]), 2, 1).unwrap().unwrap();
        assert!(legal_after(&["a1", "d6", "g1", "d1", "a7"], &m), "{m}");
    }

    #[test]
    fn a_move_taken_back_or_another_game_starts_afresh() {
        let mut t = Thinker::new();
        t.follow(&record(&["a1", "d6", "g1"])).unwrap();
        // Undo on the page: the record is shorter, so the whole record is replayed.
        assert_eq!(t.follow(&record(&["a1", "d6"])), Ok(2));
        // Another first move: not a continuation either.
        assert_eq!(t.follow(&record(&["g7", "d6", "g1"])), Ok(3));
        let m = t.think(&record(&["g7", "d6", "g1"]), 1, 3).unwrap().unwrap();
        assert!(legal_after(&["g7", "d6", "g1"], &m), "{m}");
        // Another game altogether.
        let other = Session::<crate::games::mundeleys::Mundeleys>::new(&Default::default(), 1).record().to_json();
        assert_eq!(t.follow(&other), Ok(0));
        assert!(t.think(&other, 1, 1).unwrap().is_some());
    }

    #[test]
    fn a_bad_record_is_refused_and_the_kept_game_stays() {
        let mut t = Thinker::new();
        t.follow(&record(&["a1", "d6"])).unwrap();
        assert!(t.think("{not json", 3, 1).is_err());
        // An illegal added move (d6 is taken): refused, nothing kept changes.
        let bad = record(&["a1", "d6"]).replace(r#""d6"]"#, r#""d6","a1"]"#);
        assert!(bad.contains(r#""a1"]"#), "{bad}");
        assert!(t.follow(&bad).is_err());
        assert_eq!(t.follow(&record(&["a1", "d6", "g1"])), Ok(1));
    }

    #[test]
    fn asking_the_expert_for_a_hint_does_not_help_the_beginner() {
        for seed in 1..=2 {
            let (mut hinted, mut plain) = (Thinker::new(), Thinker::new());
            let mut moves: Vec<String> = ["a1", "d6", "g1", "d1", "a7", "d2"].map(String::from).to_vec();
            let rec = |moves: &[String]| record(&moves.iter().map(String::as_str).collect::<Vec<_>>());
            for _ in 0..3 {
                // One thinker is asked for the expert's hint before each beginner move.
                hinted.think(&rec(&moves), 4, seed).unwrap();
                let a = hinted.think(&rec(&moves), 2, seed).unwrap().unwrap();
                let b = plain.think(&rec(&moves), 2, seed).unwrap().unwrap();
                assert_eq!(a, b, "after {moves:?}");
                moves.push(a);
                let reply = plain.think(&rec(&moves), 1, seed).unwrap().unwrap();
                moves.push(reply);
            }
        }
    }

    #[test]
    fn a_finished_game_gets_no_move() {
        let mut s = Session::<Moulin>::new(&Default::default(), 7);
        s.play_str("a1").unwrap();
        assert!(s.resign());
        let mut t = Thinker::new();
        assert_eq!(t.think(&s.record().to_json(), 3, 1), Ok(None));
    }
}
