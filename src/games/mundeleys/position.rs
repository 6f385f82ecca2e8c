//! A position of the Jeu des Mundeleys and its rules (RULES.md §2): move generation,
//! playing a move, promotion from the reserve, and the end of the game.
//!
//! Pieces are kept as one 48-bit set per side and kind, so "which enemy pieces may this
//! Lancier take" is a mask and an AND. Threefold repetition is decided by a
//! [`crate::core::History`] kept beside the position, with its Zobrist key.

use serde::{Deserialize, Serialize};

use super::board::{advance, bits, far_rank, steps, steps_into, Kind, ALL};
use super::zobrist;
use crate::core::{Cell, CellPath, Game, Mark, Motion, Note, Outcome, ParseError, Side, ToMove};

/// Mundeleys each side holds off the board at the start, ready for promotions.
pub const RESERVE: u8 = 4;

/// Plies without progress — no capture, no promotion, no Lancier or Grenadier
/// stepping forward — that draw the game: 50 moves by each player. The sheet and
/// RULES.md have no such rule, but without it two players (or two programs) whose
/// Mundeleys roam and Grenadiers shuffle sideways could play on for ever without a
/// position standing three times (a match between levels 1 and 2 ran 5,000 plies);
/// Plateaux's decision is the draughts and chess players' one, in the rules help.
pub const QUIET_PLIES_DRAW: u16 = 100;

/// The Mundeleys game has no options; the lots that decide who is White are drawn by
/// the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MundeleysOptions {}

/// One move: a piece steps from `from` to `to`, taking what stands there if
/// `capture`, and becomes a Mundeley from the reserve if `promote`. The flags are
/// part of the move so that the notation (`d2xe3`, `c5-c6=M`) says all of it and a
/// typed move that misstates them is refused rather than silently corrected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MundeleysMove {
    /// The square the piece leaves.
    pub from: u8,
    /// The square it goes to.
    pub to: u8,
    /// Whether it takes the enemy piece on `to`.
    pub capture: bool,
    /// Whether it becomes a Mundeley from the reserve there.
    pub promote: bool,
}

/// A position (its past, for the repetition rule, is a [`crate::core::History`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mundeleys {
    /// `pieces[side][kind]`: the squares holding that side's pieces of that kind.
    pieces: [[u64; 3]; 2],
    /// Mundeleys still off the board, per side.
    reserve: [u8; 2],
    side: Side,
    /// Zobrist key of the above, kept up to date by `play`.
    hash: u64,
    /// Plies since the last move that made progress ([`Game::irreversible`]), for
    /// [`QUIET_PLIES_DRAW`]. Not in the key, as in moulin: a repetition is the same
    /// pieces, reserves and side to move, whatever the count.
    quiet: u16,
}

impl Mundeleys {
    /// A position from its parts (`pieces[side][kind]` as square sets), for tests
    /// and tools.
    pub fn from_parts(pieces: [[u64; 3]; 2], reserve: [u8; 2], side: Side) -> Self {
        let mut p = pieces;
        for s in &mut p {
            for k in s.iter_mut() {
                *k &= ALL;
            }
        }
        let mut g = Mundeleys { pieces: p, reserve: reserve.map(|r| r.min(RESERVE)), side, hash: 0, quiet: 0 };
        g.hash = g.compute_key();
        g
    }

    /// The same position with `quiet` plies since the last progress: what reading a
    /// position's text needs, as [`Mundeleys::from_parts`] starts the count at 0 (the
    /// count is not in the key).
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    pub(super) fn with_quiet(self, quiet: u16) -> Self {
        Mundeleys { quiet, ..self }
    }

    /// The key computed from scratch (`key()` is the incremental one; tests check
    /// they agree).
    pub fn compute_key(&self) -> u64 {
        let mut h = if self.side == Side::Second { zobrist::BLACK_TO_MOVE } else { 0 };
        for s in Side::BOTH {
            for k in Kind::ALL {
                for sq in bits(self.pieces(s, k)) {
                    h ^= zobrist::PIECE[s.index()][k.index()][sq as usize];
                }
            }
            h ^= zobrist::RESERVE[s.index()][self.reserve(s) as usize];
        }
        h
    }

    /// The squares of `s`'s pieces of kind `k`.
    #[inline]
    pub fn pieces(&self, s: Side, k: Kind) -> u64 {
        self.pieces[s.index()][k.index()]
    }

    /// Every square `s` occupies.
    #[inline]
    pub fn occupied(&self, s: Side) -> u64 {
        let p = &self.pieces[s.index()];
        p[0] | p[1] | p[2]
    }

    /// Mundeleys `s` still has in reserve.
    #[inline]
    pub fn reserve(&self, s: Side) -> u8 {
        self.reserve[s.index()]
    }

    /// Pieces `s` has on the board.
    pub fn count(&self, s: Side) -> u32 {
        self.occupied(s).count_ones()
    }

    /// The side to move (also when the game is over).
    pub fn side(&self) -> Side {
        self.side
    }

    /// What stands on `sq`.
    pub fn at(&self, sq: u8) -> Option<(Side, Kind)> {
        let b = 1u64 << sq;
        // Plain loops: the search asks this for every capture it orders.
        for s in Side::BOTH {
            for k in Kind::ALL {
                if self.pieces(s, k) & b != 0 {
                    return Some((s, k));
                }
            }
        }
        None
    }

    /// The enemy pieces a piece of `s` and kind `k` may take: a Lancier takes
    /// Lanciers and Mundeleys, a Grenadier Grenadiers and Mundeleys, a Mundeley all.
    #[inline]
    pub fn prey(&self, s: Side, k: Kind) -> u64 {
        let e = &self.pieces[s.other().index()];
        let v = k.victims();
        (if v[0] { e[0] } else { 0 }) | (if v[1] { e[1] } else { 0 }) | e[2]
    }

    /// Where a piece of `s` and kind `k` on `from` may go: empty squares and enemy
    /// pieces it may take, one step along its own move.
    #[inline]
    pub fn targets(&self, s: Side, k: Kind, from: u8) -> u64 {
        let empty = ALL & !(self.occupied(Side::First) | self.occupied(Side::Second));
        steps(s, k, from) & (empty | self.prey(s, k))
    }

    /// `s`'s pieces, by kind, that could take an enemy piece of kind `victim` standing
    /// on `sq` (whether or not one stands there now).
    #[inline]
    pub fn attackers(&self, s: Side, sq: u8, victim: Kind) -> [u64; 3] {
        let of = |k: Kind| if k.takes(victim) { steps_into(s, k, sq) & self.pieces(s, k) } else { 0 };
        [of(Kind::Lancier), of(Kind::Grenadier), of(Kind::Mundeley)]
    }

    /// Whether the move from `from` to `to` by a piece of `k` earns a promotion.
    #[inline]
    fn promotes(&self, k: Kind, to: u8) -> bool {
        k != Kind::Mundeley && to / 8 == far_rank(self.side) && self.reserve(self.side) > 0
    }

    /// Plies played since the last capture, promotion or forward step of a Lancier
    /// or Grenadier (the game is drawn at `QUIET_PLIES_DRAW`).
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// Whether the side to move has any move, without listing them.
    pub fn has_move(&self) -> bool {
        Kind::ALL.iter().any(|&k| bits(self.pieces(self.side, k)).any(|f| self.targets(self.side, k, f) != 0))
    }

    /// Each side has only Mundeleys on the board, as many as the other.
    pub fn lone_equal_mundeleys(&self) -> bool {
        let m = |s: Side| self.pieces(s, Kind::Mundeley);
        Side::BOTH.iter().all(|&s| self.occupied(s) == m(s))
            && m(Side::First).count_ones() == m(Side::Second).count_ones()
    }

    /// Whether `m`, moving a piece of kind `k` of the side to move, can never be
    /// undone: a capture, a promotion, or a Lancier or Grenadier stepping forward.
    /// What [`Game::irreversible`] says and what restarts the count toward
    /// [`QUIET_PLIES_DRAW`]; `play` asks it with the kind it has already looked up.
    fn makes_progress(&self, k: Kind, m: MundeleysMove) -> bool {
        let s = self.side;
        m.capture || self.promotes(k, m.to) || (k != Kind::Mundeley && advance(s, m.to) != advance(s, m.from))
    }

    fn toggle(&mut self, s: Side, k: Kind, sq: u8) {
        self.pieces[s.index()][k.index()] ^= 1 << sq;
        self.hash ^= zobrist::PIECE[s.index()][k.index()][sq as usize];
    }

    fn kind_of(&self, s: Side, sq: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|&k| self.pieces(s, k) & (1 << sq) != 0)
    }
}

impl Game for Mundeleys {
    type Move = MundeleysMove;
    type Options = MundeleysOptions;
    const ID: &'static str = "mundeleys";

    /// A Mundeleys position costs the search about twice a moulin one (`plateaux bench`).
    const NODE_COST: u64 = 2;

    /// A Lancier and a half (150) up wins about three games in four: sixteen pieces
    /// a side (some 1,840 of material), so this is about what a minor piece is to
    /// chess's 39 pawns. A Lancier lost for nothing is then an inaccuracy (0.5 →
    /// 0.32), a Mundeley (340, the strongest piece) a blunder (0.5 → 0.08).
    const CHANCE_SCALE: i32 = 150;

    fn new(_: &MundeleysOptions) -> Self {
        super::diagram::start()
    }

    fn options(&self) -> MundeleysOptions {
        MundeleysOptions {}
    }

    fn to_move(&self) -> ToMove {
        let winner = self.side.other();
        if self.occupied(self.side) == 0 {
            return ToMove::Over(Outcome::Win { winner, reason: "all-captured" });
        }
        if !self.has_move() {
            return ToMove::Over(Outcome::Win { winner, reason: "blocked" });
        }
        if self.lone_equal_mundeleys() {
            return ToMove::Over(Outcome::Draw { reason: "equal-mundeleys" });
        }
        if self.quiet >= QUIET_PLIES_DRAW {
            return ToMove::Over(Outcome::Draw { reason: "no-progress" });
        }
        ToMove::Player(self.side)
    }

    fn legal_moves(&self, out: &mut Vec<MundeleysMove>) {
        let s = self.side;
        let enemy = self.occupied(s.other());
        for k in Kind::ALL {
            for from in bits(self.pieces(s, k)) {
                for to in bits(self.targets(s, k, from)) {
                    let capture = enemy & (1 << to) != 0;
                    out.push(MundeleysMove { from, to, capture, promote: self.promotes(k, to) });
                }
            }
        }
    }

    fn play(&mut self, m: MundeleysMove) {
        let s = self.side;
        let k = self.kind_of(s, m.from).expect("play: no piece of the side to move on the start square");
        self.quiet = if self.makes_progress(k, m) { 0 } else { self.quiet.saturating_add(1) };
        self.toggle(s, k, m.from);
        if let Some(v) = self.kind_of(s.other(), m.to) {
            self.toggle(s.other(), v, m.to);
        }
        let (ri, r) = (s.index(), self.reserve(s));
        let promote = self.promotes(k, m.to);
        if promote {
            self.hash ^= zobrist::RESERVE[ri][r as usize] ^ zobrist::RESERVE[ri][r as usize - 1];
            self.reserve[ri] -= 1;
        }
        self.toggle(s, if promote { Kind::Mundeley } else { k }, m.to);
        self.side = s.other();
        self.hash ^= zobrist::BLACK_TO_MOVE;
    }

    fn repetition_end(&self) -> Option<Outcome> {
        Some(Outcome::Draw { reason: "threefold" })
    }

    /// Lanciers and Grenadiers never step back, and taken pieces never come back:
    /// the positions before such a move can never stand again.
    fn irreversible(&self, m: MundeleysMove) -> bool {
        let s = self.side;
        m.capture || self.kind_of(s, m.from).is_some_and(|k| self.makes_progress(k, m))
    }

    fn key(&self) -> u64 {
        self.hash
    }

    fn evaluate(&self, side: Side) -> i32 {
        super::eval::evaluate(self, side)
    }

    fn notation(&self, m: MundeleysMove) -> String {
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
        super::diagram::picture(self)
    }

    fn parse(&self, s: &str) -> Result<MundeleysMove, ParseError> {
        super::notation::read(s)
    }

    /// The piece, then its target; promotion is automatic, so `c5-c6=M` is [c5, c6].
    fn cells_of(&self, m: MundeleysMove) -> CellPath {
        CellPath::of(&[m.from as u16, m.to as u16])
    }

    /// The piece goes to its square; the piece it takes there leaves.
    fn motion(&self, m: MundeleysMove) -> Motion {
        let motion = Motion::travel(m.from as u16, m.to as u16);
        if m.capture {
            motion.taking(m.to as u16)
        } else {
            motion
        }
    }

    /// Captures are marked as such; a quiet move that crowns a Mundeley is special.
    fn mark(&self, m: MundeleysMove) -> Mark {
        if m.capture {
            Mark::Capture
        } else if m.promote {
            Mark::Special(0)
        } else {
            Mark::Move
        }
    }

    fn why_not(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not(self, clicks)
    }

    fn rules_of(&self, m: MundeleysMove) -> Vec<&'static str> {
        super::refusal::rules_of(self, m)
    }

    fn order_hint(&self, m: MundeleysMove) -> i32 {
        let promo = if m.promote { 300 } else { 0 };
        if !m.capture {
            return promo;
        }
        let value = |sq| self.at(sq).map_or(0, |(_, k)| super::eval::value(k));
        // Most valuable victim first, taken by the least valuable piece.
        value(m.to) * 4 - value(m.from) / 8 + promo
    }
}
