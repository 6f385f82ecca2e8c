//! What the page shows of a session: the status in words and data, the last turn,
//! the highlights and the pictures (now, at an earlier ply, with a hint).

use serde::Serialize;

use super::Session;
use crate::core::{Cell, Highlights, Mark, Motion, Note, Outcome, PlayError, Scene, Side, Theme, ToMove, View};

/// A summary of the game for the page, serialised to JS as is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Status {
    /// The game's identifier (`"moulin"`).
    pub game: &'static str,
    /// 0 or 1 for the side to act, `null` at a chance step or at the end.
    pub to_move: Option<usize>,
    /// A die is to be rolled.
    pub chance: bool,
    /// The game has ended (rules, clock or resignation).
    pub over: bool,
    /// 0 or 1 for the winner, `null` for a draw or a game still going.
    pub winner: Option<usize>,
    /// The outcome's reason key (see [`crate::i18n`]), empty while playing.
    pub reason: &'static str,
    /// Every move so far, in notation, chance outcomes included.
    pub moves: Vec<String>,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether an undone move can be played again.
    pub can_redo: bool,
    /// Game-specific lines for the page (see [`View::notes`]).
    pub notes: Vec<Note>,
    /// Shortcut buttons available now: `(string key, moves in notation)`.
    pub shortcuts: Vec<(&'static str, Vec<String>)>,
    /// The move that passes or ends the turn, in notation, when the side to act may
    /// play it now (see [`View::pass_move`]); the page shows it as a button.
    pub pass: Option<String>,
    /// Which of the game's roles acts now (see [`View::acting_role`]).
    pub acting_role: Option<usize>,
    /// At a chance step, how each outcome is shown (a die's faces), so the page can
    /// animate any die without knowing the game.
    pub faces: Vec<String>,
    /// The face of the last move, if it was a chance outcome (the roll just made).
    pub rolled: Option<String>,
    /// Who made each move of `moves`: 0 or 1, `null` for a chance outcome (a roll), so
    /// the page can group the moves by turns without knowing the game.
    pub movers: Vec<Option<usize>>,
    /// For each move of `moves`, its face if it was a chance outcome (a roll), so the
    /// move list can show the die.
    pub faces_played: Vec<Option<String>>,
    /// Each move of the last turn in words, in order (see [`Session::last_turn`]
    /// and [`View::describe_move`]), for the page's account and screen readers.
    pub last_turn: Vec<Note>,
    /// 0 or 1 for the side that played the last turn, `null` before any move.
    pub last_turn_side: Option<usize>,
    /// What the side to act must do now, in words (see [`View::prompt`]).
    pub prompt: Option<Note>,
    /// Why the last click was refused, in words, when the rules can say
    /// ([`crate::core::Game::why_not`]); cleared by the next click or move.
    pub refusal: Option<Note>,
    /// How the last move is seen as it is played ([`crate::core::Game::motion`]):
    /// the page animates it after a move; `null` before any move.
    pub motion: Option<Motion>,
    /// Where the last move went, by the notation's names of the cells (an embed's
    /// host page is told it): `[from, to]` the first piece carried, else the first
    /// and last cells clicked to make the move (`from` `null` for a piece put down
    /// with one click, or placed from off the board). `null` before any move.
    pub moved: Option<[Option<String>; 2]>,
    /// What each side's bar says beside its name (see [`View::tally`]): men in
    /// hand, losses, score; `null` for a game with nothing to say.
    pub tally: [Option<Note>; 2],
}

impl Status {
    /// This status for a board drawn turned half round: its words about directions
    /// follow the board as drawn ([`Note::as_turned`]).
    pub fn as_turned(mut self) -> Self {
        let turn = |notes: Vec<Note>| notes.into_iter().map(Note::as_turned).collect();
        self.notes = turn(self.notes);
        self.last_turn = turn(self.last_turn);
        self.prompt = self.prompt.map(Note::as_turned);
        self.refusal = self.refusal.map(Note::as_turned);
        self
    }
}

impl<G: View> Session<G> {
    /// The first index (in the moves played) of the last *turn*: the moves since
    /// the side that made the last player's move last took over (or since a turn
    /// began, see [`View::turn_begins`]), the chance moves within them included. A
    /// move counts for the side to act before it; a chance move for no side.
    fn last_turn_start(&self) -> usize {
        let side = self.before.iter().rev().find_map(|g| g.side_to_move());
        let mut i = self.before.len();
        while i > 0 {
            let g = &self.before[i - 1];
            if matches!(g.side_to_move(), Some(s) if Some(s) != side) {
                break;
            }
            i -= 1;
            if g.turn_begins() {
                break;
            }
        }
        i
    }

    /// The last turn: each of its moves with the position before it, in order.
    /// Mundialito's two actions, a Kriegspiel army's rotations, steps, shots, rolls
    /// and `end`; one move in moulin and Mundeleys.
    pub fn last_turn(&self) -> Vec<(G, G::Move)> {
        let i = self.last_turn_start();
        self.before[i..].iter().cloned().zip(self.moves[i..].iter().copied()).collect()
    }

    /// The side that played the last turn.
    fn last_turn_side(&self) -> Option<Side> {
        self.before.iter().rev().find_map(|g| g.side_to_move())
    }

    /// What the picture should emphasise now.
    pub fn highlights(&self) -> Highlights {
        let mut hl = Highlights { selected: self.clicks.clone(), ..Default::default() };
        if let (Some(&m), Some(prev)) = (self.moves.last(), self.before.last()) {
            hl.last = prev.marked_cells(m);
        }
        let i = self.last_turn_start();
        for (g, &m) in self.before[i..].iter().zip(&self.moves[i..]) {
            for c in g.marked_cells(m) {
                if !hl.turn.contains(&c) {
                    hl.turn.push(c);
                }
            }
            hl.ghosts.extend(g.taken_by(m));
        }
        // With nothing selected every legal first click would be marked, which
        // clutters the board (all 24 points while placing): mark nothing.
        let n = self.clicks.len();
        if n == 0 {
            return hl;
        }
        for m in self.candidates(&self.clicks) {
            let path = self.game.cells_of(m);
            let Some(&next) = path.as_slice().get(n) else { continue };
            // A capture is marked where it takes, at the move's last click; a special
            // action (a transfer, a pass…) at each of its clicks, since each is part of
            // it: the friendly plate that receives a transfer is not a plain step.
            let mark = match self.game.mark(m) {
                special @ Mark::Special(_) => special,
                last if path.len() == n + 1 => last,
                _ => Mark::Move,
            };
            if !hl.targets.iter().any(|&(c, _)| c == next) {
                hl.targets.push((next, mark));
            }
        }
        hl
    }

    /// What the cells of the move being entered are, in words for screen readers
    /// (string keys): the cells chosen so far, then each cell that would continue the
    /// move with what choosing it does (a move, a capture, the game's own actions:
    /// [`View::mark_words`]). The picture shows the same with colours
    /// ([`Session::highlights`]); other cells are not listed.
    pub fn cell_states(&self) -> Vec<(Cell, &'static str)> {
        let chosen = self.clicks.iter().map(|&c| (c, "narr.mark.selected"));
        chosen.chain(self.highlights().targets.iter().map(|&(c, mark)| (c, G::mark_words(mark)))).collect()
    }

    /// The position now, drawn with what the session emphasises, in the default theme.
    pub fn scene(&self, flip: bool) -> Scene {
        self.game.scene(&self.highlights(), flip)
    }

    /// The position after the first `ply` moves, with the move that led there marked
    /// (the review of a game), in `theme`; `None` past the last move.
    pub fn scene_at(&self, ply: usize, flip: bool, theme: Theme) -> Option<Scene> {
        let pos = if ply == self.moves.len() { &self.game } else { self.before.get(ply)? };
        let mut hl = Highlights::default();
        if ply > 0 {
            hl.last = self.before[ply - 1].cells_of(self.moves[ply - 1]).as_slice().to_vec();
        }
        Some(pos.themed_scene(&hl, flip, theme))
    }

    /// The position now with a suggested move shown (the hint): its first clicks as a
    /// selection, its last as the target, in `theme`. The move must be legal now.
    ///
    /// # Errors
    ///
    /// As [`Session::play_str`], for a move that could not be played now.
    pub fn hint_scene(&self, mv: &str, flip: bool, theme: Theme) -> Result<Scene, PlayError> {
        let m = self.legal_now(mv)?;
        let path = self.game.cells_of(m).as_slice().to_vec();
        let mut hl = self.highlights();
        if let Some((&last, first)) = path.split_last() {
            hl.selected = first.to_vec();
            hl.targets = vec![(last, self.game.mark(m))];
        }
        Ok(self.game.themed_scene(&hl, flip, theme))
    }

    /// A move legal now, given in notation, in words (see [`View::describe_move`]):
    /// a hint or a suggestion told the way the game is told.
    ///
    /// # Errors
    ///
    /// A [`PlayError`] when `mv` cannot be read or is not legal now.
    pub fn describe_move(&self, mv: &str) -> Result<Note, PlayError> {
        Ok(self.game.describe_move(self.legal_now(mv)?))
    }

    /// The summary the page shows (see [`Status`]).
    pub fn status(&self) -> Status {
        let to = self.to_move();
        let outcome: Option<Outcome> = match to {
            ToMove::Over(o) => Some(o),
            _ => None,
        };
        // The last move, the position it was played in and how it is seen (once: the
        // page animates it, an embed's host is told where it went).
        let last = self.moves.last().zip(self.before.last()).map(|(&m, prev)| (m, prev, prev.motion(m)));
        Status {
            game: G::ID,
            to_move: match to {
                ToMove::Player(s) => Some(s.index()),
                _ => None,
            },
            chance: to == ToMove::Chance,
            over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner()).map(Side::index),
            reason: outcome.map(|o| o.reason()).unwrap_or(""),
            moves: self.notations.clone(),
            // As `undo` and `redo` answer: nothing is taken back once the clock or a
            // resignation has ended the game.
            can_undo: self.ended.is_none() && !self.before.is_empty(),
            can_redo: self.ended.is_none() && !self.redo.is_empty(),
            notes: self.game.notes(),
            shortcuts: match to {
                ToMove::Player(_) => self
                    .game
                    .shortcuts(self.dice.value(self.moves.len() as u64 + (1 << 40)))
                    .into_iter()
                    .map(|(k, ms)| (k, self.notations_of(&ms)))
                    .collect(),
                _ => Vec::new(),
            },
            pass: match to {
                ToMove::Player(_) => self.game.pass_move().map(|m| self.game.notation(m)),
                _ => None,
            },
            acting_role: self.game.acting_role(),
            faces: match to {
                ToMove::Chance => {
                    let mut outs = Vec::new();
                    self.game.chance_outcomes(&mut outs);
                    outs.into_iter().map(|(m, _)| self.game.face(m)).collect()
                }
                _ => Vec::new(),
            },
            movers: self.before.iter().map(|g| g.side_to_move().map(Side::index)).collect(),
            faces_played: self
                .before
                .iter()
                .zip(&self.moves)
                .map(|(g, &m)| (g.to_move() == ToMove::Chance).then(|| g.face(m)))
                .collect(),
            rolled: match (self.moves.last(), self.before.last()) {
                (Some(&m), Some(prev)) if prev.to_move() == ToMove::Chance => Some(prev.face(m)),
                _ => None,
            },
            last_turn: self.last_turn().into_iter().map(|(g, m)| g.describe_move(m)).collect(),
            last_turn_side: self.last_turn_side().map(Side::index),
            tally: [self.game.tally(Side::First), self.game.tally(Side::Second)],
            prompt: match to {
                ToMove::Over(_) => None,
                _ => self.game.prompt_after(&self.clicks),
            },
            refusal: self.refusal.clone(),
            motion: last.as_ref().map(|(_, _, motion)| motion.clone()),
            moved: last.map(|(m, prev, motion)| {
                let (from, to) = match motion.travels.first() {
                    Some(&(a, b)) => (Some(a), Some(b)),
                    // A piece put down with one click (a man placed) comes from nowhere
                    // on the board.
                    None => match prev.cells_of(m).as_slice() {
                        [] => (None, None),
                        [only] => (None, Some(*only)),
                        [first, .., last] => (Some(*first), Some(*last)),
                    },
                };
                [from.and_then(|c| prev.cell_name(c)), to.and_then(|c| prev.cell_name(c))]
            }),
        }
    }

    /// The notations of a sequence of moves played one after another from now.
    fn notations_of(&self, moves: &[G::Move]) -> Vec<String> {
        let mut g = self.game.clone();
        moves
            .iter()
            .map(|&m| {
                let n = g.notation(m);
                g.play(m);
                n
            })
            .collect()
    }
}
