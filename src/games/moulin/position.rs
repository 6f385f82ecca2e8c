//! The state of a game of moulin and its rules: move generation, playing a move,
//! and the end of the game.

use serde::{Deserialize, Serialize};

use super::board::{bits, closes_mill, in_mills, ADJ, ALL, MILLS_AT};
use crate::core::{Burst, Cell, CellPath, Game, Mark, Motion, Note, Outcome, ParseError, Side, Solved, ToMove};

/// Men each side starts with, all in hand.
pub const MEN_PER_SIDE: u8 = 9;
/// Plies without a capture that draw the game (50 moves by each player).
pub const QUIET_PLIES_DRAW: u16 = 100;

/// How many times its usual budget the expert searches while placing
/// ([`Game::search_effort`]).
const PLACING_EFFORT: u64 = 4;

/// Moulin has no options; the lots that decide who is White are drawn by the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoulinOptions {}

/// One ply: a man placed from hand (`from: None`) or moved, and the enemy man its
/// mill captures, if it forms one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoulinMove {
    /// The point the man leaves; `None` for a man placed from hand.
    pub from: Option<u8>,
    /// The point the man goes to.
    pub to: u8,
    /// The enemy man taken, if the move closes a mill.
    pub capture: Option<u8>,
}

/// A position of moulin. Whether it has stood three times is kept beside it, in a
/// [`crate::core::History`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moulin {
    /// Men on the board, per side (bit `p` = point `p`).
    men: [u32; 2],
    /// Men still in hand, per side.
    hand: [u8; 2],
    side: Side,
    /// Plies since the last capture.
    quiet: u16,
}

impl Moulin {
    /// A position from its parts, for tests and tools.
    pub fn from_parts(white: u32, black: u32, hand: [u8; 2], side: Side) -> Self {
        Moulin { men: [white & ALL, black & ALL], hand, side, quiet: 0 }
    }

    /// The same position with `quiet` plies since the last capture: what reading a
    /// position's text needs, as [`Moulin::from_parts`] starts the count at 0.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    pub(super) fn with_quiet(self, quiet: u16) -> Self {
        Moulin { quiet, ..self }
    }

    /// The side to act (also once the game is over), for writing the position's text.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    pub(super) fn side(&self) -> Side {
        self.side
    }

    /// The points of `s`'s men on the board, as a mask (bit `p` = point `p`).
    pub fn men(&self, s: Side) -> u32 {
        self.men[s.index()]
    }

    /// Men `s` still has in hand.
    pub fn hand(&self, s: Side) -> u8 {
        self.hand[s.index()]
    }

    /// Whether either side still has men to place (the placing phase).
    pub fn placing(&self) -> bool {
        self.hand != [0, 0]
    }

    /// Men on the board plus in hand.
    pub fn total(&self, s: Side) -> u32 {
        self.men[s.index()].count_ones() + self.hand[s.index()] as u32
    }

    /// Plies played since the last capture.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// Whether `s` may fly: exactly three men, all on the board.
    pub fn flying(&self, s: Side) -> bool {
        self.hand[s.index()] == 0 && self.men[s.index()].count_ones() == 3
    }

    fn empty(&self) -> u32 {
        ALL & !(self.men[0] | self.men[1])
    }

    /// The enemy men that a mill made by `s` may take: those outside mills, or any of
    /// them when all stand in mills.
    pub fn capturable_by(&self, s: Side) -> u32 {
        let opp = self.men[s.other().index()];
        let free = opp & !in_mills(opp);
        if free != 0 {
            free
        } else {
            opp
        }
    }

    /// Whether the side to move has any move, without listing them.
    fn has_move(&self) -> bool {
        let me = self.side.index();
        let empty = self.empty();
        if empty == 0 {
            return false;
        }
        if self.hand[me] > 0 || self.flying(self.side) {
            return self.men[me] != 0 || self.hand[me] > 0;
        }
        bits(self.men[me]).any(|p| ADJ[p as usize] & empty != 0)
    }

    /// Whether the side to move has lost: fewer than three men, or no move.
    fn loss_reason(&self) -> Option<&'static str> {
        if self.total(self.side) < 3 {
            Some("fewer-than-three")
        } else if !self.has_move() {
            Some("blocked")
        } else {
            None
        }
    }

    /// Inlined: the move generator's innermost step, and the size-optimised build (the
    /// page's) would otherwise call it once per move (perft 6 three times slower).
    #[inline(always)]
    fn push_with_captures(&self, out: &mut Vec<MoulinMove>, from: Option<u8>, to: u8, own_after: u32, capturable: u32) {
        if closes_mill(own_after, to) && capturable != 0 {
            for c in bits(capturable) {
                out.push(MoulinMove { from, to, capture: Some(c) });
            }
        } else {
            out.push(MoulinMove { from, to, capture: None });
        }
    }
}

impl Game for Moulin {
    type Move = MoulinMove;
    type Options = MoulinOptions;
    const ID: &'static str = "moulin";

    /// Measured, not guessed: the logistic curve that best predicts how 594 games
    /// between plateaux and Sanmill ended from this evaluation of their 34,080
    /// positions (Texel's scale, `examples/fit-moulin.rs`: k = 0.581, so 400 ·
    /// log10(3) / k ≈ 328 is worth three to one). Moulin is drawn with good play, so a
    /// man up (100) scores only 0.58; an advantage the evaluation counts in men
    /// (a cramped army, a mill one man short) weighs as the games say it does.
    const CHANCE_SCALE: i32 = 330;

    fn new(_: &MoulinOptions) -> Self {
        Moulin::from_parts(0, 0, [MEN_PER_SIDE; 2], Side::First)
    }

    fn options(&self) -> MoulinOptions {
        MoulinOptions {}
    }

    fn to_move(&self) -> ToMove {
        if let Some(reason) = self.loss_reason() {
            return ToMove::Over(Outcome::Win { winner: self.side.other(), reason });
        }
        if self.quiet >= QUIET_PLIES_DRAW {
            return ToMove::Over(Outcome::Draw { reason: "fifty-moves" });
        }
        ToMove::Player(self.side)
    }

    fn legal_moves(&self, out: &mut Vec<MoulinMove>) {
        let me = self.side.index();
        if self.total(self.side) < 3 {
            return;
        }
        let own = self.men[me];
        let empty = self.empty();
        let capturable = self.capturable_by(self.side);
        if self.hand[me] > 0 {
            for to in bits(empty) {
                self.push_with_captures(out, None, to, own | 1 << to, capturable);
            }
        } else {
            let fly = self.flying(self.side);
            for from in bits(own) {
                let targets = if fly { empty } else { ADJ[from as usize] & empty };
                for to in bits(targets) {
                    let after = (own & !(1 << from)) | 1 << to;
                    self.push_with_captures(out, Some(from), to, after, capturable);
                }
            }
        }
    }

    fn play(&mut self, m: MoulinMove) {
        let me = self.side.index();
        match m.from {
            Some(f) => self.men[me] &= !(1 << f),
            None => self.hand[me] -= 1,
        }
        self.men[me] |= 1 << m.to;
        if let Some(c) = m.capture {
            self.men[1 - me] &= !(1 << c);
            self.quiet = 0;
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
        self.side = self.side.other();
    }

    fn repetition_end(&self) -> Option<Outcome> {
        Some(Outcome::Draw { reason: "threefold" })
    }

    /// A capture takes a man for good, a placement empties the hand a little more.
    fn irreversible(&self, m: MoulinMove) -> bool {
        m.capture.is_some() || m.from.is_none()
    }

    /// Exact, collision-free: 24 + 24 bits of men, 4 + 4 of hands, 1 of side.
    fn key(&self) -> u64 {
        self.men[0] as u64
            | (self.men[1] as u64) << 24
            | (self.hand[0] as u64) << 48
            | (self.hand[1] as u64) << 52
            | (self.side.index() as u64) << 56
    }

    fn evaluate(&self, side: Side) -> i32 {
        super::eval::evaluate(self, side)
    }

    fn notation(&self, m: MoulinMove) -> String {
        super::notation::write(m)
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn position(&self) -> String {
        super::text::write(self)
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn from_position(text: &str) -> Result<Self, crate::core::PositionError> {
        super::text::read(text)
    }

    fn ascii(&self) -> String {
        self.picture()
    }

    fn parse(&self, s: &str) -> Result<MoulinMove, ParseError> {
        super::notation::read(s)
    }

    fn cells_of(&self, m: MoulinMove) -> CellPath {
        let mut p = CellPath::new();
        if let Some(f) = m.from {
            p.push(f as u16);
        }
        p.push(m.to as u16);
        if let Some(c) = m.capture {
            p.push(c as u16);
        }
        p
    }

    /// A man slides or flies from its point (placing one fades it in); the man a
    /// mill takes leaves.
    fn motion(&self, m: MoulinMove) -> Motion {
        let mut motion = m.from.map(|f| Motion::travel(f as u16, m.to as u16)).unwrap_or_default();
        motion.leaves.extend(m.capture.map(|c| c as u16));
        // A man taken means a mill closed where this one went.
        if m.capture.is_some() {
            motion = motion.with_burst(m.to as u16, Burst::Strike);
        }
        motion
    }

    fn mark(&self, m: MoulinMove) -> Mark {
        if m.capture.is_some() {
            Mark::Capture
        } else {
            Mark::Move
        }
    }

    fn why_not(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not(self, clicks)
    }

    fn rules_of(&self, m: MoulinMove) -> Vec<&'static str> {
        super::refusal::rules_of(self, m)
    }

    const SOLVES: bool = true;

    /// Known for the flying endgames (3 against 3, 4 against 3 either way), every man
    /// on the board: see [`super::endgame`].
    fn solved(&self) -> Option<Solved> {
        if self.placing() {
            return None;
        }
        let me = self.side.index();
        super::endgame::solved(self.men[me], self.men[1 - me])
    }

    /// Once both hands are empty, the endgame tables from 14 men on the board down
    /// (see [`super::endgame::prepare`]).
    fn solve_ahead(&self) {
        if !self.placing() {
            super::endgame::prepare(self.men[0].count_ones(), self.men[1].count_ones());
        }
    }

    /// Four times the expert's budget while either side still places: the games are
    /// decided there (a blockade is prepared a dozen plies before it closes), and the
    /// strongest mill engine searches 14 plies there. Against it, this took the
    /// expert's losses from 9 to 5 of 40 games, blockades from 6 to 1 (src/ai/README.md,
    /// "Against the best mill engine").
    fn search_effort(&self) -> u64 {
        if self.placing() {
            PLACING_EFFORT
        } else {
            1
        }
    }

    /// Captures first; then the moves a player looks at first: one that blocks an
    /// enemy mill about to close, one that makes a two of its own with the third
    /// point free, and men on the crossings, which have the most ways to move.
    fn order_hint(&self, m: MoulinMove) -> i32 {
        let me = self.side.index();
        let own = self.men[me] & !m.from.map_or(0, |f| 1 << f);
        let opp = self.men[1 - me];
        let mut hint = if m.capture.is_some() { 1000 } else { 0 };
        for mill in MILLS_AT[m.to as usize] {
            let (mine, theirs) = ((own & mill).count_ones(), (opp & mill).count_ones());
            if theirs == 2 {
                hint += 300;
            } else if mine == 1 && theirs == 0 {
                hint += 50;
            }
        }
        hint + ADJ[m.to as usize].count_ones() as i32 * 5
    }
}
