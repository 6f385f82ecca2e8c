//! Lessons as data. A game describes its short course — a small position, a task the
//! board checks, a hint, the mistakes players make — and one game-neutral runner
//! ([`crate::lesson`]) plays every game's lessons on the real board. Nothing here
//! knows how a game is drawn or clicked beyond [`Cell`]s.
//!
//! A lesson's texts are string keys of [`crate::i18n`], derived from its key:
//! `lesson.moulin.place` has its title under `lesson.moulin.place.title` and its task
//! under `lesson.moulin.place.task`.

use super::{Cell, Game, History, Note, Outcome, Side};

/// How a lesson's task stands after the learner's moves. Serialised for the page as
/// `{"kind": "pending" | "done" | "wrong", "reason": {key, args}}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", content = "reason", rename_all = "lowercase")]
pub enum Verdict {
    /// Not solved yet, nothing wrong either: the learner plays on.
    Pending,
    /// Solved: « Bravo ».
    Done,
    /// « Pas tout à fait » — with the reason in words.
    Wrong(Note),
}

/// Who answers when the learner's opponent is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Nobody: the lesson is over before the opponent would move (or the learner's
    /// turn is several moves in a row).
    None,
    /// These moves, in notation, one each time the opponent is to move.
    Script(&'static [&'static str]),
    /// The AI, searching this many plies with no time limit and no blur, so that a
    /// lesson plays the same answer every time (and tests can rely on it).
    Ai {
        /// Plies searched: small, so a lesson's reply is instant.
        depth: u32,
    },
    /// The next move of the line the learner follows ([`Attempt::line`]): a puzzle's
    /// defence, which answers as its solution says.
    Line,
}

/// One move played since the lesson began, with the position before it.
#[derive(Clone, Debug)]
pub struct Step<G: Game> {
    /// The position the move was played in (what the lesson's check judges it by).
    pub before: G,
    /// The move.
    pub mv: G::Move,
    /// Played by the learner (not a reply or a roll of the dice).
    pub by_learner: bool,
}

/// What a lesson's check looks at: where it started, every move since, and now.
pub struct Attempt<'a, G: Game> {
    /// The lesson's position.
    pub start: &'a G,
    /// Every move since, in order.
    pub steps: &'a [Step<G>],
    /// The position now.
    pub now: &'a G,
    /// The positions played through, `now` last (for the draw by repetition).
    pub history: &'a History,
    /// The side the learner plays (the side to move at the start).
    pub learner: Side,
    /// The line to follow from the start, both sides' moves (a puzzle's solution);
    /// empty in a lesson, whose check says what is right.
    pub line: &'a [G::Move],
}

impl<G: Game> Attempt<'_, G> {
    /// The learner's moves so far, each with the position it was played in.
    pub fn learner_moves(&self) -> impl Iterator<Item = (&G, G::Move)> {
        self.steps.iter().filter(|s| s.by_learner).map(|s| (&s.before, s.mv))
    }

    /// The learner's last move and the position it was played in.
    pub fn last(&self) -> Option<(&G, G::Move)> {
        self.learner_moves().last()
    }

    /// How many moves the learner has made.
    pub fn count(&self) -> usize {
        self.learner_moves().count()
    }

    /// The position right after the learner's `k`-th move (from 0), before any reply.
    pub fn after_learner_move(&self, k: usize) -> Option<&G> {
        let i = self.steps.iter().enumerate().filter(|(_, s)| s.by_learner).nth(k)?.0;
        Some(self.steps.get(i + 1).map_or(self.now, |s| &s.before))
    }

    /// How the game has ended, if it has (a draw by repetition included).
    pub fn outcome(&self) -> Option<Outcome> {
        self.history.outcome(self.now)
    }

    /// Whether the learner has won the game.
    pub fn learner_won(&self) -> bool {
        self.outcome().and_then(|o| o.winner()) == Some(self.learner)
    }
}

/// A mistake players make in this lesson, made from the lesson's start, and the
/// reason key (`why`) the board must answer with. Kept with the lesson both as
/// documentation and so that tests can show every lesson explains its mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The mistake, from the lesson's start.
    pub input: Input,
    /// The reason key the board must answer with.
    pub why: &'static str,
}

/// How a mistake is made: by clicks on the board, or by a move typed in notation
/// (for what clicks cannot express: clicking one's own piece always selects it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Cells clicked in order.
    Clicks(Vec<Cell>),
    /// A move in the game's notation.
    Typed(&'static str),
}

/// One lesson of a game: one idea, on a small position, with a task the board checks.
pub struct Lesson<G: Game> {
    /// `lesson.<game>.<name>`; the title and the task are `<key>.title` and `<key>.task`.
    pub key: &'static str,
    /// Builds the position through the game's own validated setup (a picture that the
    /// game checks), never by poking at its fields.
    pub setup: fn() -> Result<G, String>,
    /// The cells the « Indice » highlights: the piece to use (and perhaps where).
    pub hint: Vec<Cell>,
    /// Whether the task is done, still open, or missed (and why). Called after each
    /// move of the learner, once the dice and the opponent's reply have been played.
    pub check: fn(&Attempt<G>) -> Verdict,
    /// Who answers the learner.
    pub reply: Reply,
    /// Moves the learner may make; a task still open after that many is missed.
    pub max_moves: usize,
    /// The mistakes the lesson is about, with their explanations.
    pub mistakes: Vec<Mistake>,
    /// What the learner's last move did, in the lesson's words, when chance had a say
    /// (« Le dé a donné 0 : le tir ne fait rien »): told after each move of the
    /// learner, once the dice and the reply are played, and in place of « Bravo »
    /// when the task is done, so that a roll that did nothing is not praised.
    /// [`nothing_told`] for a lesson without dice.
    pub told: fn(&Attempt<G>) -> Option<Note>,
}

impl<G: Game> Clone for Lesson<G> {
    fn clone(&self) -> Self {
        Lesson {
            key: self.key,
            setup: self.setup,
            hint: self.hint.clone(),
            check: self.check,
            reply: self.reply,
            max_moves: self.max_moves,
            mistakes: self.mistakes.clone(),
            told: self.told,
        }
    }
}

impl<G: Game> std::fmt::Debug for Lesson<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lesson").field("key", &self.key).field("hint", &self.hint).finish_non_exhaustive()
    }
}

impl<G: Game> Lesson<G> {
    /// The string key of the lesson's title.
    pub fn title_key(&self) -> String {
        format!("{}.title", self.key)
    }

    /// The string key of the lesson's task (one or two sentences).
    pub fn task_key(&self) -> String {
        format!("{}.task", self.key)
    }
}

/// A rule and the lessons that teach it: `("moulin.rule.fly", &["fly"])`, the lessons
/// by the last part of their keys (see [`crate::core::View::rules_taught`]).
pub type Taught = (&'static str, &'static [&'static str]);

/// [`Lesson::told`] of a lesson with nothing to tell beyond its verdict.
pub fn nothing_told<G: Game>(_: &Attempt<G>) -> Option<Note> {
    None
}

/// A check's answer "wrong, because `key`", for brevity in the games' lesson tables.
pub fn wrong(key: &'static str) -> Verdict {
    Verdict::Wrong(Note::new(key))
}

/// Done when the learner has won with their first move; any move that does not win is
/// wrong, for the reason `why` (a lesson whose task is to win at once: a last mill, a
/// blockade, every enemy piece taken).
pub fn win_now<G: Game>(a: &Attempt<G>, why: &'static str) -> Verdict {
    if a.learner_won() {
        Verdict::Done
    } else if a.count() > 0 {
        wrong(why)
    } else {
        Verdict::Pending
    }
}

/// The reason given for a move off a puzzle's line (the runner adds what answers it).
pub const OFF_THE_LINE: &str = "lesson.why.off_the_line";

/// The check of a puzzle: done once the whole line is played, or the learner has won
/// the game another way; wrong at the first move of the learner's off the line
/// ([`OFF_THE_LINE`]), unless it leads to the very position the line's move does (two
/// actions of a turn played in the other order). Rolls after the line's end are not
/// its business.
pub fn follow_line<G: Game>(a: &Attempt<G>) -> Verdict {
    if a.learner_won() {
        return Verdict::Done;
    }
    for (k, step) in a.steps.iter().enumerate() {
        let Some(&expected) = a.line.get(k) else { break };
        if step.mv == expected {
            continue;
        }
        let mut there = step.before.clone();
        there.play(expected);
        let now = a.steps.get(k + 1).map_or(a.now, |s| &s.before);
        if !(step.by_learner && there == *now) {
            return wrong(OFF_THE_LINE);
        }
    }
    if a.steps.len() >= a.line.len() {
        Verdict::Done
    } else {
        Verdict::Pending
    }
}
