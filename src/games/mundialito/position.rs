//! The state of a game of Mundialito and its rules: the setup plies, the four
//! actions, the two-action turn, goals and the end of the game (RULES.md §3).
//!
//! Every action is one move (one ply); a turn is two of them, or one and `end`.
//! The setup is part of the game: each placement is a ply too, so a record replays
//! the whole game and the AI chooses its own arrangement.

use super::board::{self, step, Dir, DIRS, PASS_LINES, SIZE, SQUARES};
use super::MundialitoOptions;
use crate::core::mix::splitmix;
use crate::core::{Burst, Cell, CellPath, Game, Mark, Motion, Note, Outcome, ParseError, Side, ToMove};

/// Setup plies: six pyramids each, then the two balls.
pub const SETUP_PLIES: u8 = 14;
/// Pyramids of each size per side.
pub const PER_SIZE: u8 = 2;

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A pyramid of a side, size 1 (small) to 3 (large).
    Pyramid(Side, u8),
    /// A side's ball.
    Ball(Side),
}

impl Piece {
    /// The packed code of a piece: 0 is an empty square.
    pub fn code(self) -> u8 {
        match self {
            Piece::Pyramid(s, z) => 1 + 3 * s.index() as u8 + (z - 1),
            Piece::Ball(s) => 7 + s.index() as u8,
        }
    }

    /// The piece of a packed code; `None` for 0 (empty) or a bad code.
    #[inline]
    pub fn from_code(c: u8) -> Option<Piece> {
        match c {
            1..=6 => Some(Piece::Pyramid(Side::from_index(((c - 1) / 3) as usize)?, (c - 1) % 3 + 1)),
            7 | 8 => Some(Piece::Ball(Side::from_index((c - 7) as usize)?)),
            _ => None,
        }
    }
}

/// One action (or setup placement, or the end of a turn after one action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MundialitoMove {
    /// Setup: a pyramid of `side` and `size` goes to `to` (`Y3@c1`).
    Place {
        /// Whose pyramid (the placing side's).
        side: Side,
        /// 1 (small) to 3 (large).
        size: u8,
        /// The square on the side's first row.
        to: u8,
    },
    /// Setup: the placing side's ball goes to `to` (`ball@d2`).
    Ball {
        /// The square on the side's second row.
        to: u8,
    },
    /// A pyramid moves along an arrow (`c1-c2`).
    Step {
        /// Where the pyramid stands.
        from: u8,
        /// The empty neighbour its arrow points to.
        to: u8,
    },
    /// The ball on `ball` and the pyramid on `pyramid` exchange squares (`c2<>e4`).
    Pass {
        /// Where the ball stands.
        ball: u8,
        /// Where the pyramid that receives it stands.
        pyramid: u8,
    },
    /// The pyramid on `from` pushes the enemy one on `over` a square on (`c2>c3`).
    Push {
        /// Where the pushing pyramid stands.
        from: u8,
        /// Where the pushed enemy stands (the pusher takes its place).
        over: u8,
    },
    /// The pyramid on `from` jumps over a larger enemy to `to` (`c2^c4`).
    Jump {
        /// Where the jumping pyramid stands.
        from: u8,
        /// Where it lands, beyond the enemy.
        to: u8,
    },
    /// Ends the turn after one action.
    End,
}

/// The first cell id after the board's squares: the reserves beside the board.
/// Cell `RESERVE + 4 * side + size - 1` is a side's reserve of pyramids of a size,
/// `RESERVE + 4 * side + 3` its ball waiting to be placed.
pub const RESERVE: u16 = SQUARES as u16;

/// The reserve cell of a side's pyramids of `size` (1–3), or of its ball (`size` 4).
pub fn reserve_cell(side: Side, size: u8) -> u16 {
    RESERVE + 4 * side.index() as u16 + size as u16 - 1
}

/// A position of Mundialito (its past, for the repetition rule, is a
/// [`crate::core::History`]). The fields past the board's geometry are `pub(super)`
/// for the position's text (`text.rs`), which writes and reads them whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mundialito {
    opts: MundialitoOptions,
    /// The arrow mask of each square (fixed by the options).
    arrows: [u8; SQUARES],
    /// [`Piece::code`] of each square, 0 when empty.
    pub(super) cells: [u8; SQUARES],
    /// Where each side's ball stands, once placed.
    pub(super) balls: [Option<u8>; 2],
    /// Pyramids still to place, per side and size.
    pub(super) reserve: [[u8; 3]; 2],
    /// Setup plies played; [`SETUP_PLIES`] once play has begun.
    pub(super) setup: u8,
    /// The side to act (or to place).
    pub(super) side: Side,
    /// Actions left in the current turn: 2 at its start, 1 after one action.
    pub(super) actions: u8,
    /// Who plays first once the setup is over: Red at the start, then in a timed
    /// match the side that conceded the last goal.
    pub(super) kickoff: Side,
    /// Goals scored in a timed match.
    pub(super) score: [u8; 2],
    /// The side whose ball reached its goal row (a single game).
    pub(super) winner: Option<Side>,
    /// Neither side could act: a draw.
    pub(super) stalled: bool,
}

/// The first row of a side (where its pyramids are set up), from 0.
pub fn home_row(s: Side) -> u8 {
    match s {
        Side::First => 0,
        Side::Second => SIZE - 1,
    }
}

/// The goal row of a side: the opponent's first row.
pub fn goal_row(s: Side) -> u8 {
    home_row(s.other())
}

/// The row where a side puts its ball: its second row.
pub fn ball_row(s: Side) -> u8 {
    match s {
        Side::First => 1,
        Side::Second => SIZE - 2,
    }
}

/// Whether a pyramid on `sq` is protected from pushes and jumps (rows 1 and 6).
fn on_end_row(sq: u8) -> bool {
    let r = board::row(sq);
    r == 0 || r == SIZE - 1
}

/// Zobrist keys: one per square and piece code (code 0, empty, is never used).
static ZOBRIST: [[u64; 9]; SQUARES] = {
    let mut t = [[0u64; 9]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let mut c = 1;
        while c < 9 {
            t[i][c] = splitmix((i * 9 + c) as u64 * 0x1000_0001, 0);
            c += 1;
        }
        i += 1;
    }
    t
};

impl Mundialito {
    /// An empty board in the setup phase.
    pub fn empty(opts: &MundialitoOptions) -> Self {
        let mut g = Mundialito {
            opts: *opts,
            arrows: board::assemble(opts.turns()),
            cells: [0; SQUARES],
            balls: [None; 2],
            reserve: [[PER_SIZE; 3]; 2],
            setup: 0,
            side: Side::First,
            actions: 2,
            kickoff: Side::Second,
            score: [0; 2],
            winner: None,
            stalled: false,
        };
        g.reset_board(Side::Second);
        g
    }

    /// A position in play from its pieces (for tests and tools): nothing left to set
    /// up, `side` to act with `actions` (1 or 2) actions left.
    pub fn from_pieces(opts: &MundialitoOptions, pieces: &[(u8, Piece)], side: Side, actions: u8) -> Self {
        let mut g = Mundialito::empty(opts);
        g.reserve = [[0; 3]; 2];
        g.setup = SETUP_PLIES;
        for &(sq, p) in pieces {
            g.cells[sq as usize] = p.code();
            if let Piece::Ball(s) = p {
                g.balls[s.index()] = Some(sq);
            }
        }
        g.side = side;
        g.actions = actions.clamp(1, 2);
        g
    }

    /// Clears the board for a (new) setup; `kickoff` will play first after it.
    fn reset_board(&mut self, kickoff: Side) {
        self.cells = [0; SQUARES];
        self.balls = [None; 2];
        self.reserve = [[PER_SIZE; 3]; 2];
        self.setup = 0;
        self.side = Side::First;
        self.actions = 2;
        self.kickoff = kickoff;
    }

    // ---- Queries the view, the evaluation and the page use -------------------

    /// The options the game was started with (the board's coasters, a timed match).
    pub fn opts(&self) -> &MundialitoOptions {
        &self.opts
    }

    /// The arrow mask of a square (bit `d` for direction `d`).
    pub fn arrows_at(&self, sq: u8) -> u8 {
        self.arrows[sq as usize]
    }

    /// Whether square `sq` has an arrow in direction `d`.
    #[inline]
    pub fn has_arrow(&self, sq: u8, d: Dir) -> bool {
        self.arrows[sq as usize] & (1 << d) != 0
    }

    /// What stands on `sq`, if anything (inlined: the evaluation asks it of every
    /// square, and the page's size-optimised build would call it out of line).
    #[inline]
    pub fn piece(&self, sq: u8) -> Option<Piece> {
        Piece::from_code(self.cells[sq as usize])
    }

    /// Whether nothing stands on `sq`.
    pub fn is_empty_sq(&self, sq: u8) -> bool {
        self.cells[sq as usize] == 0
    }

    /// Where `s`'s ball stands, once placed.
    pub fn ball(&self, s: Side) -> Option<u8> {
        self.balls[s.index()]
    }

    /// Pyramids of `size` (1–3) that `s` still has to place.
    pub fn reserve(&self, s: Side, size: u8) -> u8 {
        self.reserve[s.index()][size as usize - 1]
    }

    /// Whether the game is in its setup phase.
    pub fn in_setup(&self) -> bool {
        self.setup < SETUP_PLIES
    }

    /// The side that places at setup ply `n`.
    pub(super) fn setup_side(n: u8) -> Side {
        match n {
            0..=5 | 12 => Side::First,
            _ => Side::Second,
        }
    }

    /// Whether the setup ply due is a ball (rather than a pyramid).
    pub fn placing_ball(&self) -> bool {
        (12..SETUP_PLIES).contains(&self.setup)
    }

    /// Actions the side to move has left in its turn (2 at the start of a turn, 1
    /// after its first action; 0 during the setup). The page shows "action 1 of 2".
    pub fn actions_left(&self) -> u8 {
        if self.in_setup() {
            0
        } else {
            self.actions
        }
    }

    /// Goals scored by each side (a timed match; in a single game the winner's
    /// goal ends it and is not counted here).
    pub fn score(&self) -> [u8; 2] {
        self.score
    }

    /// The side who plays first after the current setup.
    pub fn kickoff(&self) -> Side {
        self.kickoff
    }

    /// The end of a timed match when the page's clock runs out: more goals wins,
    /// a level score is a draw. (The engine itself never looks at a clock.)
    pub fn time_up(&self) -> Outcome {
        self.match_end("time-up")
    }

    /// How a timed match ends early (repetition, or no one can act): on the score;
    /// a single game simply ends with `reason`.
    fn match_end(&self, reason: &'static str) -> Outcome {
        let [y, r] = self.score;
        if self.opts.timed_match && y != r {
            Outcome::Win { winner: if y > r { Side::First } else { Side::Second }, reason: "more-goals" }
        } else {
            Outcome::Draw { reason }
        }
    }

    // ---- Move generation --------------------------------------------------------

    /// Gives `out` the moves, pushes and jumps of `s`'s pyramid of size `z` on `sq`.
    /// (The generators give each action to a function, not a list, so that
    /// [`Mundialito::has_action`], asked at every turn, needs no list.)
    fn pyramid_actions(&self, s: Side, sq: u8, z: u8, out: &mut impl FnMut(MundialitoMove)) {
        for d in DIRS {
            if !self.has_arrow(sq, d) {
                continue;
            }
            let Some(t) = step(sq, d) else { continue };
            match Piece::from_code(self.cells[t as usize]) {
                None => out(MundialitoMove::Step { from: sq, to: t }),
                Some(Piece::Pyramid(o, ze)) if o != s && !on_end_row(t) && self.has_arrow(t, d) => {
                    let Some(u) = step(t, d) else { continue };
                    if self.cells[u as usize] != 0 {
                        continue;
                    }
                    out(if z >= ze {
                        MundialitoMove::Push { from: sq, over: t }
                    } else {
                        MundialitoMove::Jump { from: sq, to: u }
                    });
                }
                _ => {}
            }
        }
    }

    /// The passes of `s`: along the row and the diagonals, to the first piece met if
    /// it is one of its own pyramids.
    fn passes(&self, s: Side, out: &mut impl FnMut(MundialitoMove)) {
        let Some(b) = self.balls[s.index()] else { return };
        for (df, dr) in PASS_LINES {
            let mut at = b;
            while let Some(t) = board::offset(at, df, dr) {
                match Piece::from_code(self.cells[t as usize]) {
                    None => at = t,
                    Some(Piece::Pyramid(o, _)) if o == s => {
                        out(MundialitoMove::Pass { ball: b, pyramid: t });
                        break;
                    }
                    Some(_) => break,
                }
            }
        }
    }

    /// Every action of `s` (without `end`), as at the start of a turn.
    fn actions_of(&self, s: Side, out: &mut impl FnMut(MundialitoMove)) {
        self.passes(s, out);
        for sq in 0..SQUARES as u8 {
            if let Some(Piece::Pyramid(o, z)) = Piece::from_code(self.cells[sq as usize]) {
                if o == s {
                    self.pyramid_actions(s, sq, z, out);
                }
            }
        }
    }

    /// Whether `s` has any action (at the start of its turn; with none, it passes).
    pub(super) fn has_action(&self, s: Side) -> bool {
        let mut any = false;
        self.actions_of(s, &mut |_| any = true);
        any
    }

    fn setup_moves(&self, out: &mut Vec<MundialitoMove>) {
        let s = self.side;
        if self.placing_ball() {
            return self.push_on_empty(ball_row(s), out, |to| MundialitoMove::Ball { to });
        }
        for size in 1..=3u8 {
            if self.reserve(s, size) > 0 {
                self.push_on_empty(home_row(s), out, |to| MundialitoMove::Place { side: s, size, to });
            }
        }
    }

    /// `make(square)` for each empty square of row `r`, files in order. A plain loop,
    /// inlined: the size-optimised build (the page's) left the iterator chain this
    /// once was as calls, and the setup is most of a perft from the start.
    #[inline(always)]
    fn push_on_empty(&self, r: u8, out: &mut Vec<MundialitoMove>, make: impl Fn(u8) -> MundialitoMove) {
        for f in 0..SIZE {
            let to = board::square(f, r);
            if self.is_empty_sq(to) {
                out.push(make(to));
            }
        }
    }

    // ---- Playing ----------------------------------------------------------------

    /// Starts the turn of `s`; a side with no action is skipped, and when neither
    /// can act the game is drawn.
    fn start_turn(&mut self, s: Side) {
        self.actions = 2;
        self.side = s;
        if !self.has_action(s) {
            self.side = s.other();
            if !self.has_action(s.other()) {
                self.stalled = true;
            }
        }
    }

    fn after_setup_ply(&mut self) {
        self.setup += 1;
        if self.in_setup() {
            self.side = Self::setup_side(self.setup);
        } else {
            self.start_turn(self.kickoff);
        }
    }

    /// A goal by `s`: the end of a single game, or a counted goal and a new setup in
    /// a timed match (the side that conceded kicks off).
    fn goal(&mut self, s: Side) {
        if self.opts.timed_match {
            self.score[s.index()] = self.score[s.index()].saturating_add(1);
            self.reset_board(s.other());
        } else {
            self.winner = Some(s);
        }
    }

    fn move_piece(&mut self, from: u8, to: u8) {
        self.cells[to as usize] = self.cells[from as usize];
        self.cells[from as usize] = 0;
    }

    /// The direction from `a` to its neighbour `b` (across the a/f edge if need be).
    pub fn dir_between(a: u8, b: u8) -> Option<Dir> {
        DIRS.into_iter().find(|&d| step(a, d) == Some(b))
    }
}

impl Game for Mundialito {
    type Move = MundialitoMove;
    type Options = MundialitoOptions;
    const ID: &'static str = "mundialito";

    /// A Mundialito position costs the search about three moulin ones (`plateaux bench`).
    const NODE_COST: u64 = 3;

    /// Two rows of the ball's way to the goal (280, a row 140) up wins about three
    /// games in four: the game is a race over six rows, and the evaluation's other
    /// terms (the passes still needed, a goal threatened) are counted in the same
    /// rows' worth. A goal the search sees coming is decided, whatever the scale.
    const CHANCE_SCALE: i32 = 280;

    fn new(opts: &MundialitoOptions) -> Self {
        Mundialito::empty(opts)
    }

    fn options(&self) -> MundialitoOptions {
        self.opts
    }

    fn to_move(&self) -> ToMove {
        if let Some(w) = self.winner {
            return ToMove::Over(Outcome::Win { winner: w, reason: "goal" });
        }
        if self.stalled {
            return ToMove::Over(self.match_end("no-action"));
        }
        ToMove::Player(self.side)
    }

    /// A position standing for the third time once play has begun ends the game (a
    /// timed match on the score).
    fn repetition_end(&self) -> Option<Outcome> {
        (!self.in_setup()).then(|| self.match_end("threefold"))
    }

    /// A setup ply fills the board for good.
    fn irreversible(&self, m: MundialitoMove) -> bool {
        matches!(m, MundialitoMove::Place { .. } | MundialitoMove::Ball { .. })
    }

    fn legal_moves(&self, out: &mut Vec<MundialitoMove>) {
        if self.winner.is_some() || self.stalled {
            return;
        }
        if self.in_setup() {
            return self.setup_moves(out);
        }
        self.actions_of(self.side, &mut |m| out.push(m));
        if self.actions == 1 {
            out.push(MundialitoMove::End);
        }
    }

    fn play(&mut self, m: MundialitoMove) {
        use MundialitoMove::*;
        let me = self.side;
        match m {
            Place { side, size, to } => {
                self.cells[to as usize] = Piece::Pyramid(side, size).code();
                self.reserve[side.index()][size as usize - 1] -= 1;
                return self.after_setup_ply();
            }
            Ball { to } => {
                self.cells[to as usize] = Piece::Ball(me).code();
                self.balls[me.index()] = Some(to);
                return self.after_setup_ply();
            }
            End => return self.start_turn(me.other()),
            Step { from, to } | Jump { from, to } => self.move_piece(from, to),
            Pass { ball, pyramid } => {
                self.cells.swap(ball as usize, pyramid as usize);
                self.balls[me.index()] = Some(pyramid);
            }
            Push { from, over } => {
                let d = Self::dir_between(from, over).expect("a push is between neighbours");
                let beyond = step(over, d).expect("a legal push has a square beyond");
                self.move_piece(over, beyond);
                self.move_piece(from, over);
            }
        }
        if self.balls[me.index()].is_some_and(|b| board::row(b) == goal_row(me)) {
            return self.goal(me);
        }
        self.actions -= 1;
        if self.actions == 0 {
            self.start_turn(me.other());
        }
    }

    /// Zobrist over the squares, mixed with the side, the actions left, the setup
    /// step, the kick-off side and the score (what changes the legal moves or the
    /// value).
    fn key(&self) -> u64 {
        let mut k = 0u64;
        for (sq, &c) in self.cells.iter().enumerate() {
            if c != 0 {
                k ^= ZOBRIST[sq][c as usize];
            }
        }
        let extra = self.side.index() as u64
            | (self.actions as u64) << 1
            | (self.setup as u64) << 3
            | (self.kickoff.index() as u64) << 8
            | (self.score[0] as u64) << 9
            | (self.score[1] as u64) << 17
            | (self.winner.map_or(0, |w| w.index() + 1) as u64) << 25;
        k ^ splitmix(extra ^ 0x5ca1_ab1e, 0)
    }

    fn evaluate(&self, side: Side) -> i32 {
        super::eval::evaluate(self, side)
    }

    fn notation(&self, m: MundialitoMove) -> String {
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

    fn parse(&self, s: &str) -> Result<MundialitoMove, ParseError> {
        super::notation::read(s)
    }

    /// Setup: the reserve (pyramid of a size, or the ball) then the square. Play:
    /// the pyramid then its target (empty square, pushed pyramid or landing
    /// square); a pass is the ball then the pyramid. `end` has no click (the page
    /// shows a button).
    fn cells_of(&self, m: MundialitoMove) -> CellPath {
        use MundialitoMove::*;
        match m {
            Place { side, size, to } => CellPath::of(&[reserve_cell(side, size), to as u16]),
            Ball { to } => CellPath::of(&[reserve_cell(self.side, 4), to as u16]),
            Step { from, to } | Jump { from, to } => CellPath::of(&[from as u16, to as u16]),
            Pass { ball, pyramid } => CellPath::of(&[ball as u16, pyramid as u16]),
            Push { from, over } => CellPath::of(&[from as u16, over as u16]),
            End => CellPath::new(),
        }
    }

    /// A pyramid or the ball comes from the reserve or its square; a pass swaps the
    /// ball and the pyramid; a push moves the pushed pyramid, then the pusher. A goal
    /// of a timed match sets the field anew: nothing travels then (it fades in).
    fn motion(&self, m: MundialitoMove) -> Motion {
        use MundialitoMove::*;
        let motion = match m {
            Place { side, size, to } => Motion::travel(reserve_cell(side, size), to as u16),
            Ball { to } => Motion::travel(reserve_cell(self.side, 4), to as u16),
            Step { from, to } | Jump { from, to } => Motion::travel(from as u16, to as u16),
            Pass { ball, pyramid } => {
                Motion { travels: vec![(ball as u16, pyramid as u16), (pyramid as u16, ball as u16)], ..Motion::default() }
            }
            Push { from, over } => match Self::dir_between(from, over).and_then(|d| step(over, d)) {
                Some(beyond) => Motion {
                    travels: vec![(over as u16, beyond as u16), (from as u16, over as u16)],
                    ..Motion::default()
                },
                None => Motion::default(),
            },
            End => Motion::default(),
        };
        // A goal of a timed match sets the field anew.
        let mut after = *self;
        after.play(m);
        if after.score != self.score {
            // The field is set anew: nothing travels; the goal is marked where the
            // move ended.
            let last = self.cells_of(m).as_slice().last().copied();
            last.map_or_else(Motion::default, |c| Motion::default().with_burst(c, Burst::Score))
        } else {
            motion
        }
    }

    /// Moves are plain targets; a pass, a push and a jump each have their colour.
    fn mark(&self, m: MundialitoMove) -> Mark {
        match m {
            MundialitoMove::Pass { .. } => Mark::Special(0),
            MundialitoMove::Push { .. } => Mark::Special(1),
            MundialitoMove::Jump { .. } => Mark::Special(2),
            _ => Mark::Move,
        }
    }

    fn why_not(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not(self, clicks)
    }

    fn rules_of(&self, m: MundialitoMove) -> Vec<&'static str> {
        super::refusal::rules_of(self, m)
    }

    fn why_not_switch(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not_switch(self, clicks)
    }

    fn order_hint(&self, m: MundialitoMove) -> i32 {
        super::eval::order_hint(self, m)
    }
}
