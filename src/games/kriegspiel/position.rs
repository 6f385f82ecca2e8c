//! The state of a battle and its rules: the moves of the movement and fire phases,
//! playing them, the die, and the end of the game.
//!
//! One move is one atomic action: a rotation, a displacement, a transfer, a shot,
//! the roll that resolves a shot, or `end`. A turn is many moves by one army in a
//! row; the per-turn budgets live in the state so that every move is checked alone.

use serde::{Deserialize, Serialize};

use super::board::{Field, MAX_CELLS, START};
use super::combat::{effect, Arm, Effect, Plate};
use crate::core::mix::mix64;
use crate::core::{Burst, Cell, CellPath, Game, Mark, Motion, Note, Outcome, ParseError, Side, ToMove};

/// Army turns in a row without a figure lost that draw the game: 20 full turns
/// (20 by each army), the house rule that makes every game end.
pub const QUIET_TURNS_DRAW: u16 = 40;

/// Which army acts first (the players draw lots; the page passes the result).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Starter {
    #[default]
    /// The French army moves first (the default).
    French,
    /// The English army moves first.
    English,
}

/// The choices made before a battle. Sizes left out take the field's default
/// (9 files × 8 rows standard, 8 × 9 the other way round).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct KriegspielOptions {
    /// The field used "the other way round" (flat-top hexes, 3 fire directions).
    pub flat: bool,
    /// Files across; `None` for the field's default.
    pub files: Option<u8>,
    /// Rows; `None` for the field's default.
    pub rows: Option<u8>,
    /// Which army moves first.
    pub starts: Starter,
}

impl KriegspielOptions {
    /// The field these options describe. Sizes are clamped to 8–14 files and 6–14
    /// rows; the standard field needs an even number of rows and the flat one an even
    /// number of files (rounded up), so that the field turned half a turn maps onto
    /// itself and the English stand where the French do.
    pub fn field(&self) -> Field {
        let (df, dr) = if self.flat { (8, 9) } else { (9, 8) };
        let mut files = self.files.unwrap_or(df).clamp(8, 14);
        let mut rows = self.rows.unwrap_or(dr).clamp(6, 14);
        if self.flat {
            files += files % 2;
        } else {
            rows += rows % 2;
        }
        Field { files, rows, flat: self.flat }
    }

    /// The same options with the sizes actually used.
    pub fn normalized(&self) -> Self {
        let f = self.field();
        KriegspielOptions { flat: f.flat, files: Some(f.files), rows: Some(f.rows), starts: self.starts }
    }
}

/// One atomic action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KMove {
    /// Half-rotation (from the start corner) or rotation by 60°: the new facing.
    Turn {
        /// The plate's cell.
        from: u8,
        /// Its new facing.
        dir: u8,
    },
    /// Displacement one cell forward or backward.
    Step {
        /// The plate's cell.
        from: u8,
        /// The neighbouring cell it moves to.
        to: u8,
    },
    /// `n` soldiers (or cavaliers, `cav`) passed to the faced friendly plate.
    Transfer {
        /// The giving plate's cell.
        from: u8,
        /// The receiving plate's cell.
        to: u8,
        /// How many pass.
        n: u8,
        /// Cavaliers rather than soldiers.
        cav: bool,
    },
    /// A shot; the roll follows.
    Shoot {
        /// The firing plate's cell.
        from: u8,
        /// The target's cell.
        to: u8,
    },
    /// The army ends its turn.
    End,
    /// The die shows this face (0–5).
    Roll(u8),
}

/// The two phases of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// Rotations, displacements and transfers (and a first shot ends it).
    Movement,
    /// A shot has been fired: only the other arms' shots and `end` remain.
    Fire,
}

/// What the last shot did, for the page ("the cannon on d1 rolled 5: e4 wrecked").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LastShot {
    /// The cell of the plate that fired.
    pub from: u8,
    /// The cell of the plate it fired at.
    pub to: u8,
    /// The army that fired.
    pub side: Side,
    /// The arm that fired.
    pub firer: Arm,
    /// The arm fired at.
    pub target: Arm,
    /// The die's face (0–5).
    pub roll: u8,
    /// Soldiers or cavaliers put out of action.
    pub out: u8,
    /// The target was a cannon, now wrecked where it stood.
    pub wrecked: bool,
    /// The target plate was emptied and left the field.
    pub removed: bool,
}

/// A battle in progress. The plates and the turn under way are `pub(super)` for the
/// position's text (`text.rs`), which writes and reads them whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kriegspiel {
    field: Field,
    opts: KriegspielOptions,
    pub(super) cells: [Option<Plate>; MAX_CELLS],
    pub(super) side: Side,
    /// Moves spent this turn per arm (index: `Arm as usize`).
    pub(super) used: [u8; 3],
    pub(super) fired: [bool; 3],
    /// A shot waiting for its roll: (firer, target).
    pub(super) pending: Option<(u8, u8)>,
    /// Army turns ended in a row without a figure lost.
    pub(super) quiet: u16,
    pub(super) lost_this_turn: bool,
    /// Transfers made this turn (the AI uses it to avoid passing figures to and fro).
    pub(super) transfers: u8,
    last_shot: Option<LastShot>,
    /// The arm of the army's last action this turn, so the page can say whose arm
    /// (whose commander) is acting.
    acting: Option<Arm>,
}

impl Kriegspiel {
    /// An empty field of these options, `side` to act: for tests and tools.
    pub fn empty(opts: &KriegspielOptions, side: Side) -> Self {
        Kriegspiel {
            field: opts.field(),
            opts: opts.normalized(),
            cells: [None; MAX_CELLS],
            side,
            used: [0; 3],
            fired: [false; 3],
            pending: None,
            quiet: 0,
            lost_this_turn: false,
            transfers: 0,
            last_shot: None,
            acting: None,
        }
    }

    /// The field the battle is fought on (its size and orientation).
    pub fn field(&self) -> &Field {
        &self.field
    }

    /// The plate on cell `c`, if any.
    pub fn plate(&self, c: u8) -> Option<Plate> {
        self.cells.get(c as usize).copied().flatten()
    }

    /// Puts (or removes) a plate: for tests and tools.
    pub fn set_plate(&mut self, c: u8, p: Option<Plate>) {
        self.cells[c as usize] = p;
    }

    /// Every plate on the field with its cell.
    pub fn plates(&self) -> impl Iterator<Item = (u8, Plate)> + '_ {
        self.cells[..self.field.cells()].iter().enumerate().filter_map(|(c, p)| p.map(|p| (c as u8, p)))
    }

    /// The army whose turn it is (also during a pending roll).
    pub fn army(&self) -> Side {
        self.side
    }

    /// The phase of the turn: movement until a first shot, then fire.
    pub fn phase(&self) -> Phase {
        if self.fired.iter().any(|&f| f) {
            Phase::Fire
        } else {
            Phase::Movement
        }
    }

    /// Rotations and displacements `arm` may still make this turn.
    pub fn moves_left(&self, arm: Arm) -> u8 {
        arm.budget() - self.used[arm as usize]
    }

    /// Whether `arm` has fired this turn.
    pub fn has_fired(&self, arm: Arm) -> bool {
        self.fired[arm as usize]
    }

    /// The shot waiting for its roll: (firer, target).
    pub fn pending_shot(&self) -> Option<(u8, u8)> {
        self.pending
    }

    /// What the last resolved shot did.
    pub fn last_shot(&self) -> Option<LastShot> {
        self.last_shot
    }

    /// Army turns in a row without a figure lost (the draw comes at 40).
    pub fn quiet_turns(&self) -> u16 {
        self.quiet
    }

    /// Transfers made this turn.
    pub fn transfers_this_turn(&self) -> u8 {
        self.transfers
    }

    /// The arm of the army's last action this turn, if it has acted.
    pub fn acting(&self) -> Option<Arm> {
        self.acting
    }

    /// Which arm acts in `m` (for "whose arm is acting" with several commanders);
    /// `None` for `end` and a roll.
    pub fn arm_of(&self, m: KMove) -> Option<Arm> {
        match m {
            KMove::Turn { from, .. }
            | KMove::Step { from, .. }
            | KMove::Transfer { from, .. }
            | KMove::Shoot { from, .. } => self.plate(from).map(|p| p.arm),
            KMove::End | KMove::Roll(_) => None,
        }
    }

    /// Whether the army of `s` can still do anything: a soldier or cavalry plate, or
    /// a cannon with 2 or more crew.
    pub fn can_act(&self, s: Side) -> bool {
        self.plates().any(|(_, p)| p.side == s && (p.arm != Arm::Cannon || (!p.wrecked && p.n >= 2)))
    }

    fn loser(&self) -> Option<Side> {
        [self.side, self.side.other()].into_iter().find(|&s| !self.can_act(s))
    }

    /// Whether the plate may make one more rotation (`rotation`) or displacement now,
    /// budget and cannon crew limits included.
    fn may_move(&self, p: &Plate, rotation: bool) -> bool {
        if self.moves_left(p.arm) == 0 {
            return false;
        }
        if p.arm != Arm::Cannon {
            return true;
        }
        match p.n {
            2 => rotation && p.moved == 0,
            3 => rotation && p.moved < 2,
            4 => true,
            _ => false,
        }
    }

    /// The plate that `c`'s plate would hit firing in direction `dir`: the first
    /// plate on the line within range that is not a wreck, if it is an enemy.
    /// Ignores whether the arm has fired (the AI asks "what if").
    pub fn target_along(&self, c: u8, p: &Plate, dir: u8) -> Option<u8> {
        if !p.can_fire() || self.field.backward(p.side, dir) {
            return None;
        }
        let mut at = c;
        for _ in 0..p.arm.range() {
            at = self.field.neighbour(at, dir)?;
            if let Some(q) = self.plate(at) {
                if q.wrecked {
                    continue;
                }
                return (q.side != p.side).then_some(at);
            }
        }
        None
    }

    /// The target of `c`'s plate as it faces now, if it may fire this turn.
    pub fn fire_target(&self, c: u8) -> Option<u8> {
        let p = self.plate(c)?;
        if p.facing == START || self.fired[p.arm as usize] {
            return None;
        }
        self.target_along(c, &p, p.facing)
    }

    fn movement_moves(&self, c: u8, p: &Plate, out: &mut Vec<KMove>) {
        let f = &self.field;
        if p.facing == START {
            if p.arm != Arm::Cannon || p.n >= 2 {
                out.extend(f.half_rotations(p.side).map(|dir| KMove::Turn { from: c, dir }));
            }
            return;
        }
        if self.may_move(p, true) {
            for dir in [(p.facing + 1) % 6, (p.facing + 5) % 6] {
                out.push(KMove::Turn { from: c, dir });
            }
        }
        if self.may_move(p, false) {
            for dir in [p.facing, (p.facing + 3) % 6] {
                if let Some(to) = f.neighbour(c, dir) {
                    if self.plate(to).is_none() {
                        out.push(KMove::Step { from: c, to });
                    }
                }
            }
        }
        // Transfers: to the friendly plate faced, if it can take the figures.
        let Some(to) = f.neighbour(c, p.facing) else { return };
        let Some(q) = self.plate(to) else { return };
        if q.side != p.side || q.wrecked || p.n == 0 || p.arm.carries_soldiers() != q.arm.carries_soldiers() {
            return;
        }
        let room = q.arm.capacity() - q.n;
        let cav = p.arm == Arm::Cavalry;
        out.extend((1..=p.n.min(room)).map(|n| KMove::Transfer { from: c, to, n, cav }));
    }

    fn end_turn(&mut self) {
        if self.lost_this_turn {
            self.quiet = 0;
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
        self.lost_this_turn = false;
        self.side = self.side.other();
        self.used = [0; 3];
        self.fired = [false; 3];
        self.transfers = 0;
        self.acting = None;
        for p in self.cells.iter_mut().flatten() {
            p.moved = 0;
        }
    }

    fn resolve(&mut self, roll: u8) {
        let (from, to) = self.pending.take().expect("a roll resolves a pending shot");
        let firer = self.plate(from).expect("the firer stands");
        let mut target = self.plate(to).expect("the target stands");
        let Effect { out, wreck } = effect(firer.arm, firer.n, target.arm, target.n, roll);
        target.n -= out;
        if wreck {
            target.wrecked = true;
            target.n = 0;
        }
        let removed = target.n == 0 && target.arm != Arm::Cannon;
        self.cells[to as usize] = (!removed).then_some(target);
        if out > 0 || wreck {
            self.lost_this_turn = true;
        }
        self.last_shot = Some(LastShot {
            from,
            to,
            side: firer.side,
            firer: firer.arm,
            target: target.arm,
            roll,
            out,
            wrecked: wreck,
            removed,
        });
    }

    /// The clicks of a rotation: the plate, then the cell it will face (perhaps
    /// one of the ring just outside the field).
    fn turn_path(&self, from: u8, dir: u8) -> CellPath {
        CellPath::of(&[from as u16, self.field.neighbour_spot(from, dir)])
    }
}

/// How many transfers the AI allows itself in one turn (see `search_moves`).
pub const AI_TRANSFERS_PER_TURN: u8 = 4;

impl Game for Kriegspiel {
    type Move = KMove;
    type Options = KriegspielOptions;
    const ID: &'static str = "kriegspiel";

    /// A Kriegspiel position costs the search several moulin ones, and a turn is a
    /// dozen decisions or more: at 20, a whole turn at level 3 stays near a second.
    const NODE_COST: u64 = 20;

    /// Four soldiers (400 centi-soldiers) up wins about three battles in four: an
    /// army is some 5,800 of material (30 soldiers, 8 cavalrymen, 4 served cannons),
    /// so this is about what a minor piece is to chess's 39 pawns, and about what one
    /// good volley takes.
    const CHANCE_SCALE: i32 = 400;

    /// The AI makes at most [`AI_TRANSFERS_PER_TURN`] transfers a turn. Transfers are
    /// free, so without a bound a search that sees a loss coming after its `end`
    /// passes a figure to and fro for ever (the horizon effect). Everything else the
    /// AI may do in a turn is bounded by the arms' budgets, so its turns always end.
    fn search_moves(&self, out: &mut Vec<KMove>) {
        self.legal_moves(out);
        if self.transfers_this_turn() >= AI_TRANSFERS_PER_TURN {
            out.retain(|m| !matches!(m, KMove::Transfer { .. }));
        }
    }

    fn new(options: &KriegspielOptions) -> Self {
        let side = match options.starts {
            Starter::French => Side::First,
            Starter::English => Side::Second,
        };
        let mut g = Kriegspiel::empty(options, side);
        let f = g.field;
        for (c, arm) in f.french_layout() {
            for (side, cell) in [(Side::First, c), (Side::Second, f.half_turn(c))] {
                g.cells[cell as usize] = Some(Plate::new(side, arm, arm.capacity(), f.start_facing(side)));
            }
        }
        g
    }

    fn options(&self) -> KriegspielOptions {
        self.opts
    }

    fn to_move(&self) -> ToMove {
        if let Some(loser) = self.loser() {
            return ToMove::Over(Outcome::Win { winner: loser.other(), reason: "routed" });
        }
        if self.quiet >= QUIET_TURNS_DRAW {
            return ToMove::Over(Outcome::Draw { reason: "quiet-turns" });
        }
        if self.pending.is_some() {
            return ToMove::Chance;
        }
        ToMove::Player(self.side)
    }

    fn legal_moves(&self, out: &mut Vec<KMove>) {
        if self.pending.is_some() || self.loser().is_some() {
            return;
        }
        let movement = self.phase() == Phase::Movement;
        for (c, p) in self.plates() {
            if p.side != self.side || p.wrecked {
                continue;
            }
            if movement {
                self.movement_moves(c, &p, out);
            }
            if let Some(to) = self.fire_target(c) {
                out.push(KMove::Shoot { from: c, to });
            }
        }
        out.push(KMove::End);
    }

    fn chance_outcomes(&self, out: &mut Vec<(KMove, f32)>) {
        if self.pending.is_some() && self.loser().is_none() {
            out.extend((0..6).map(|r| (KMove::Roll(r), super::combat::FACE)));
        }
    }

    fn play(&mut self, m: KMove) {
        if let Some(arm) = self.arm_of(m) {
            self.acting = Some(arm);
        }
        match m {
            KMove::Turn { from, dir } => {
                let p = self.cells[from as usize].as_mut().expect("a plate turns");
                if p.facing != START {
                    p.moved += 1;
                    self.used[p.arm as usize] += 1;
                }
                p.facing = dir;
            }
            KMove::Step { from, to } => {
                let mut p = self.cells[from as usize].take().expect("a plate moves");
                p.moved += 1;
                self.used[p.arm as usize] += 1;
                self.cells[to as usize] = Some(p);
            }
            KMove::Transfer { from, to, n, .. } => {
                let giver = self.cells[from as usize].as_mut().expect("a plate gives");
                giver.n -= n;
                if giver.n == 0 && giver.arm != Arm::Cannon {
                    self.cells[from as usize] = None;
                }
                self.cells[to as usize].as_mut().expect("a plate receives").n += n;
                self.transfers = self.transfers.saturating_add(1);
            }
            KMove::Shoot { from, to } => {
                let arm = self.plate(from).expect("a plate fires").arm;
                self.fired[arm as usize] = true;
                self.pending = Some((from, to));
            }
            KMove::End => self.end_turn(),
            KMove::Roll(r) => self.resolve(r),
        }
    }

    fn key(&self) -> u64 {
        let mut h: u64 = 0x243F_6A88_85A3_08D3;
        for (c, p) in self.plates() {
            let code = (c as u64) << 32
                | (p.side as u64) << 24
                | (p.arm as u64) << 20
                | (p.n as u64) << 16
                | (p.facing as u64) << 8
                | (p.wrecked as u64) << 7
                | p.moved as u64;
            h ^= mix64(code);
        }
        let (pf, pt) = self.pending.map_or((255, 255), |(a, b)| (a as u64, b as u64));
        let turn = self.side as u64
            | (self.used[0] as u64) << 1
            | (self.used[1] as u64) << 4
            | (self.used[2] as u64) << 7
            | (self.fired[0] as u64) << 10
            | (self.fired[1] as u64) << 11
            | (self.fired[2] as u64) << 12
            | (self.lost_this_turn as u64) << 13
            | (self.quiet as u64) << 14
            | pf << 24
            | pt << 32
            | 1 << 60;
        h ^ mix64(turn)
    }

    fn evaluate(&self, side: Side) -> i32 {
        super::eval::evaluate(self, side)
    }

    fn notation(&self, m: KMove) -> String {
        super::notation::write(&self.field, m)
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

    fn parse(&self, s: &str) -> Result<KMove, ParseError> {
        super::notation::read(&self.field, s)
    }

    fn cells_of(&self, m: KMove) -> CellPath {
        match m {
            KMove::Turn { from, dir } => self.turn_path(from, dir),
            KMove::Step { from, to } | KMove::Shoot { from, to } => CellPath::of(&[from as u16, to as u16]),
            KMove::Transfer { from, to, n, .. } => {
                CellPath::of(&[from as u16, to as u16, super::board::CHOOSER_BASE + n as u16])
            }
            KMove::End | KMove::Roll(_) => CellPath::new(),
        }
    }

    /// A plate steps to its hex; the roll that resolves a shot takes off the plates
    /// it leaves with no figure (a turn, a transfer or the shot itself moves nothing).
    fn motion(&self, m: KMove) -> Motion {
        match m {
            KMove::Step { from, to } => Motion::travel(from as u16, to as u16),
            KMove::Roll(_) => {
                let mut after = self.clone();
                after.play(m);
                let gone = (0..MAX_CELLS).filter(|&i| self.cells[i].is_some() && after.cells[i].is_none());
                Motion { leaves: gone.map(|i| i as u16).collect(), ..Motion::default() }
            }
            KMove::Shoot { to, .. } => Motion::default().with_burst(to as u16, Burst::Hit),
            _ => Motion::default(),
        }
    }

    fn mark(&self, m: KMove) -> Mark {
        match m {
            KMove::Turn { .. } => Mark::Special(0),
            KMove::Transfer { .. } => Mark::Special(1),
            KMove::Shoot { .. } => Mark::Capture,
            _ => Mark::Move,
        }
    }

    fn why_not(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not(self, clicks)
    }

    fn why_not_switch(&self, clicks: &[Cell]) -> Option<Note> {
        super::refusal::why_not_switch(self, clicks)
    }

    fn rules_of(&self, m: KMove) -> Vec<&'static str> {
        super::refusal::rules_of(self, m)
    }

    fn order_hint(&self, m: KMove) -> i32 {
        super::eval::order_hint(self, m)
    }
}
