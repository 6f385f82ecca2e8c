//! Moulin's flying endgames solved by retrograde analysis: three men against three,
//! and four against three either way round, with every man on the board.
//!
//! A search that looks a dozen plies ahead cannot tell a won flying endgame from a
//! drawn one, and lets wins slip or walks into losses; these tables know the value of
//! every such position and how many plies it takes, so the strongest levels play them
//! perfectly (through [`crate::core::Game::solved`]).
//!
//! A position is indexed by the set of the side to move's men and the set of the
//! other side's men, each numbered among the sets of its size (the combinatorial
//! number system), so the table holds no impossible position and needs no hashing.
//! Colours do not matter: "White to move with these men against those" is the same
//! entry as Black to move with them. One byte per position: 2.7 MB for 3 against 3,
//! 24 MB more for 4 against 3 with either side to move, computed in the AI's worker
//! once a game comes near them ([`prepare`]) or on first need, never at build time
//! (the page's download stays small). Natively
//! (release, on the 2-core machine of the README's benchmarks) 3 against 3 takes
//! about 1.4 s and 4 against 3 about 2.7 s more; the page's WebAssembly, built for
//! size, about 6.5 s for both in Node.
//!
//! The analysis works backwards from the ends. A position where the side to move
//! closes a mill is won in one ply (the capture leaves the other side two men), and
//! so is, in 4 against 3, any capture by the four. Every other position counts its
//! moves; a position decided lost makes each position that leads to it a win one ply
//! longer, and a position whose moves all lead to wins of the other side becomes a
//! loss once its last move is decided — so wins are as short and losses as long as
//! they can be made. What is never decided is a draw. A capture by the three in 4
//! against 3 leads out of the table into 3 against 3, which is solved first.
//!
//! The rules' draws by repetition or by 100 plies without a capture are not in the
//! tables: the longest win is 25 plies in 3 against 3 and 33 in 4 against 3 (the
//! three to move, with a capture on the way), well inside 100 plies (see the tests),
//! and a perfect winner never repeats a position. Only a game that reaches the
//! endgame after many quiet plies could see the 100-ply draw come first.

use std::sync::OnceLock;

use super::board::{bits, closes_mill, in_mills, ADJ, ALL, MILLS_AT};
use crate::core::Solved;

/// `C(n, k)` for the board's 24 points and sets of up to four men.
const BINOM: [[u32; 5]; 25] = {
    let mut t = [[0u32; 5]; 25];
    let mut n = 0;
    while n <= 24 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 4 {
            t[n][k] = if n == 0 { 0 } else { t[n - 1][k - 1] + t[n - 1][k] };
            k += 1;
        }
        n += 1;
    }
    t
};

/// The rank of `set` among the sets of as many points, in increasing order of the
/// masks (colexicographic order): `Σ C(p_i, i + 1)` over its points `p_0 < p_1 < …`.
fn rank(set: u32) -> u32 {
    bits(set).enumerate().map(|(i, p)| BINOM[p as usize][i + 1]).sum()
}

/// `set` with the points of `gaps` squeezed out: point `p` becomes `p` minus the
/// number of gaps below it. Numbers the other side's men among the free points.
fn squeeze(set: u32, gaps: u32) -> u32 {
    bits(set).fold(0, |acc, p| acc | 1 << (p as u32 - (gaps & ((1 << p) - 1)).count_ones()))
}

/// The reverse of [`squeeze`]: the `i`-th point outside `gaps` for each bit `i`.
fn spread(set: u32, gaps: u32) -> u32 {
    let mut free = ALL & !gaps;
    let mut out = 0;
    for i in 0..24 {
        let low = free & free.wrapping_neg();
        if set & 1 << i != 0 {
            out |= low;
        }
        free &= !low;
    }
    out
}

/// The next larger mask with as many bits (Gosper's hack): sets of a size in rank
/// order.
fn next_set(x: u32) -> u32 {
    let c = x & x.wrapping_neg();
    let r = x + c;
    (((r ^ x) >> 2) / c) | r
}

/// Positions where the side to move has `mover` men and the other side `other`, all
/// on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Class {
    mover: u32,
    other: u32,
}

impl Class {
    /// The same men with the other side to move.
    fn flipped(self) -> Class {
        Class { mover: self.other, other: self.mover }
    }

    /// How many sets of the mover's men fit beside one set of the other side's.
    fn movers_per_set(self) -> u32 {
        BINOM[24 - self.other as usize][self.mover as usize]
    }

    fn size(self) -> usize {
        BINOM[24][self.other as usize] as usize * self.movers_per_set() as usize
    }

    /// The other side's men first: the positions that lead to one position by a move
    /// all share the men that did not move, so they lie within one small block of
    /// the table, which the analysis then reads from the cache.
    fn index(self, mover: u32, other: u32) -> usize {
        rank(other) as usize * self.movers_per_set() as usize + rank(squeeze(mover, other)) as usize
    }

    /// The position at `index`: the inverse of [`Class::index`].
    fn positions_at(self, index: u32) -> (u32, u32) {
        let per = self.movers_per_set();
        let other = unrank(index / per, self.other);
        (spread(unrank(index % per, self.mover), other), other)
    }
}

/// A decided value as stored: 0 is undecided (a draw once the analysis ends),
/// otherwise the distance in plies plus one — odd distances are wins of the side to
/// move, even ones losses.
fn decode(v: u8) -> Solved {
    match v {
        0 => Solved::Draw,
        v if (v - 1) % 2 == 1 => Solved::Win(u16::from(v - 1)),
        v => Solved::Loss(u16::from(v - 1)),
    }
}

fn encode(d: u32) -> u8 {
    // The longest endgame is 33 plies (see the tests): a byte holds it.
    (d + 1).min(255) as u8
}

/// Where the side to move may put the man on `from`: anywhere empty with three
/// men (flying), else next to it.
fn targets(men: u32, from: u8, empty: u32) -> u32 {
    if men.count_ones() == 3 {
        empty
    } else {
        ADJ[from as usize] & empty
    }
}

/// The empty or occupied points that would complete a mill of `men` (two of its
/// points already in `men`).
fn closing_points(men: u32) -> u32 {
    bits(men).fold(0, |acc, p| {
        MILLS_AT[p as usize].iter().fold(acc, |acc, &mill| {
            let missing = mill & !men;
            if missing != 0 && missing & (missing - 1) == 0 {
                acc | missing
            } else {
                acc
            }
        })
    })
}

/// The empty points where `men`, to move, would close a mill by moving one man
/// (`men` and the other side's men are the only ones on the board, so only `men`
/// must stay off them here: the caller removes the other side's).
fn threats(men: u32) -> u32 {
    bits(men).fold(0, |acc, from| acc | closing_points(men & !(1 << from)) & targets(men, from, ALL & !men))
}

/// What every position with the other side's men `men` shares, worked out once for
/// all the side to move's sets beside them (the analysis's first pass visits those
/// in a row): the free points in order (to place the mover's men, numbered among
/// them), the men a capture may take, and — when the side to move has three men —
/// the points where the other side would close a mill at once.
struct Beside {
    men: u32,
    free: [u8; 24],
    takeable: u32,
    threats: u32,
}

impl Beside {
    fn new(men: u32, mover_men: u32) -> Beside {
        let mut free = [0u8; 24];
        for (i, p) in bits(ALL & !men).enumerate() {
            free[i] = p;
        }
        let loose = men & !in_mills(men);
        let takeable = if loose != 0 { loose } else { men };
        let threats = if mover_men == 3 { threats(men) } else { 0 };
        Beside { men, free, takeable, threats }
    }

    /// The mover's men numbered among the free points (as [`spread`] does, by the
    /// men rather than by all 24 points).
    fn spread(&self, set: u32) -> u32 {
        bits(set).fold(0, |acc, i| acc | 1 << self.free[i as usize])
    }
}

/// The best value the side to move, with the men `mover`, gets by capturing: its
/// mill-closing moves, each with every man of the other side's (`their`) it may
/// take, judged by `after` (the position reached, the other side to move: `(their
/// men, our men)`), or `None` without a capture. Then the count of the other moves,
/// which stay in the class pair — leaving out, when the side to move has three men,
/// the moves after which the other side closes a mill at once: they lose in two
/// plies, and the analysis need not learn it move by move (most positions of 3
/// against 3 are such wins in one) — and whether the side to move has any move at all.
fn captures_and_quiet(mover: u32, their: &Beside, after: impl Fn(u32, u32) -> Solved) -> (Option<Solved>, u32, bool) {
    let other = their.men;
    let empty = ALL & !(mover | other);
    let mut best: Option<Solved> = None;
    let (mut quiet, mut any) = (0, false);
    for from in bits(mover) {
        let rest = mover & !(1 << from);
        let to = targets(mover, from, empty);
        any |= to != 0;
        let closing = closing_points(rest) & to;
        // A move is safe when it leaves no threat open: the men that stay cover all
        // of them but one at most, which the moving man then fills.
        let open = their.threats & !rest;
        let safe = if open == 0 {
            to
        } else if open & (open - 1) == 0 {
            to & open
        } else {
            0
        };
        quiet += (safe & !closing).count_ones();
        for to in bits(closing) {
            for c in bits(their.takeable) {
                let v = after(other & !(1 << c), rest | 1 << to).before();
                if best.is_none_or(|b| v.rank() > b.rank()) {
                    best = Some(v);
                }
            }
        }
    }
    (best, quiet, any)
}

/// The points of `set`, lowest first, and how many there are (at most four here).
fn points(set: u32) -> ([usize; 4], usize) {
    let mut out = [0; 4];
    let mut n = 0;
    for p in bits(set).take(4) {
        out[n] = p as usize;
        n += 1;
    }
    (out, n)
}

/// Calls `f` with the index, in the class of `(o, m)` with `o`'s side to move, of each
/// position that led to `(m, o)` by a move without capture: `o`'s side moved a man to
/// `to`, from an empty point, without closing a mill there (a mill would have
/// captured). This is the analysis's inner loop, so each index is built from sums
/// prepared once per man rather than ranked from scratch: inserting the point `from`
/// into the other men's points (`rest`) shifts the ranks of those above it.
fn for_each_predecessor(m: u32, o: u32, mut f: impl FnMut(usize)) {
    // The block of the positions whose other side's men are `m`.
    let block = rank(m) as usize * BINOM[24 - m.count_ones() as usize][o.count_ones() as usize] as usize;
    let empty = ALL & !(m | o);
    // A point's number among the points outside `m`.
    let squeezed = |p: usize| p - (m & ((1 << p) - 1)).count_ones() as usize;
    for to in bits(o) {
        if closes_mill(o, to) {
            continue;
        }
        let rest = o & !(1 << to);
        let (mut qs, r) = points(rest);
        for q in &mut qs[..r] {
            *q = squeezed(*q);
        }
        // The rank of `rest` with `from` inserted as its j-th point:
        // pre[j] + C(from, j + 1) + suf[j], all numbered outside `m`.
        let (mut pre, mut suf) = ([0u32; 5], [0u32; 5]);
        for j in 0..r {
            pre[j + 1] = pre[j] + BINOM[qs[j]][j + 1];
        }
        for j in (0..r).rev() {
            suf[j] = suf[j + 1] + BINOM[qs[j]][j + 2];
        }
        for from in bits(targets(o, to, empty)) {
            let from = squeezed(from as usize);
            let j = qs[..r].iter().filter(|&&q| q < from).count();
            f(block + (pre[j] + BINOM[from][j + 1] + suf[j]) as usize);
        }
    }
}

/// Solves the classes `classes` (one class, or a class and its flip), whose
/// non-capturing moves lead from one to the other; captures are judged by `after`.
/// Returns one table per class.
fn solve(classes: &[Class], after: &dyn Fn(u32, u32) -> Solved) -> Vec<Vec<u8>> {
    let flip = |c: usize| if classes.len() == 1 { c } else { 1 - c };
    // Per class, each position's value (see [`decode`]) and how many of its moves
    // are not yet known to lose (its best capture counts as one).
    let (mut vals, mut left) = (Vec::new(), Vec::new());
    for class in classes {
        vals.push(vec![0u8; class.size()]);
        left.push(vec![0u8; class.size()]);
    }
    // `due[d]`: positions (class in the top bit) whose best capture leads to a
    // position decided `d` plies from the end (33 at most: see the tests); `layer`:
    // positions decided at the distance in hand, the blocked to begin with.
    let mut due: [Vec<u32>; 64] = std::array::from_fn(|_| Vec::new());
    let (mut layer, mut lost_in_two) = (Vec::new(), Vec::new());
    for (ci, class) in classes.iter().enumerate() {
        let mut i = 0;
        let mut o = (1u32 << class.other) - 1;
        while o & !ALL == 0 {
            let beside = Beside::new(o, class.mover);
            let mut m = (1u32 << class.mover) - 1;
            while m >> (24 - class.other) == 0 {
                let (capture, quiet, any) = captures_and_quiet(beside.spread(m), &beside, after);
                left[ci][i] = (quiet + u32::from(capture.is_some())) as u8;
                let tag = (ci as u32) << 31 | i as u32;
                match capture {
                    // Won at once: the positions that lead here left this move out of
                    // their count already (see `captures_and_quiet`).
                    Some(Solved::Win(1)) => vals[ci][i] = encode(1),
                    Some(Solved::Win(n) | Solved::Loss(n)) => due[n as usize - 1].push(tag),
                    // Blocked: four men that cannot move have lost.
                    None if !any => {
                        vals[ci][i] = encode(0);
                        layer.push(tag);
                    }
                    // Every move lets the other side close a mill.
                    None if quiet == 0 => {
                        vals[ci][i] = encode(2);
                        lost_in_two.push(tag);
                    }
                    _ => {}
                }
                m = next_set(m);
                i += 1;
            }
            o = next_set(o);
        }
    }
    for (d, due) in due.iter().enumerate() {
        // Each position decided `d` plies from the end makes those that lead to it a
        // win (it is lost) or takes one move off their count (it is won).
        let mut next = Vec::new();
        if d == 2 {
            layer.append(&mut lost_in_two);
        }
        let mut reach = |vals: &mut Vec<Vec<u8>>, c: usize, i: usize| {
            if vals[c][i] == 0
                && (d % 2 == 0 || {
                    left[c][i] -= 1;
                    left[c][i] == 0
                })
            {
                vals[c][i] = encode(d as u32 + 1);
                next.push((c as u32) << 31 | i as u32);
            }
        };
        for &tag in &layer {
            let ci = (tag >> 31) as usize;
            let (m, o) = classes[ci].positions_at(tag & !(1 << 31));
            for_each_predecessor(m, o, |pi| reach(&mut vals, flip(ci), pi));
        }
        for &tag in due {
            reach(&mut vals, (tag >> 31) as usize, (tag & !(1 << 31)) as usize);
        }
        layer = next;
    }
    vals
}

/// The set of `k` points of rank `r` (the inverse of [`rank`]).
fn unrank(mut r: u32, k: u32) -> u32 {
    let mut set = 0;
    let mut p = 24usize;
    for i in (1..=k as usize).rev() {
        while BINOM[p][i] > r {
            p -= 1;
        }
        r -= BINOM[p][i];
        set |= 1 << p;
    }
    set
}

const THREE_THREE: Class = Class { mover: 3, other: 3 };
const FOUR_THREE: Class = Class { mover: 4, other: 3 };

/// The 3-against-3 table, once computed.
static THREE_THREE_TABLE: OnceLock<Vec<u8>> = OnceLock::new();
/// The 4-against-3 tables (the four to move, then the three), once computed.
static FOUR_THREE_TABLES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();

/// 3 against 3: every capture wins at once.
fn three_three() -> &'static [u8] {
    THREE_THREE_TABLE.get_or_init(|| solve(&[THREE_THREE], &|_, _| Solved::Loss(0)).pop().unwrap_or_default())
}

/// 4 to move against 3, and 3 to move against 4: a capture by the four wins, one by
/// the three leads into 3 against 3.
fn four_three() -> &'static [Vec<u8>] {
    FOUR_THREE_TABLES.get_or_init(|| {
        let t33 = three_three();
        let after = |mover: u32, other: u32| {
            if mover.count_ones() < 3 {
                Solved::Loss(0)
            } else {
                decode(t33[THREE_THREE.index(mover, other)])
            }
        };
        solve(&[FOUR_THREE, FOUR_THREE.flipped()], &after)
    })
}

/// The table where the side to move has `mover` men against `other`, with its
/// class, computing it if needed; `None` for the endgames not solved.
fn table(mover: u32, other: u32) -> Option<(&'static [u8], Class)> {
    match (mover, other) {
        (3, 3) => Some((three_three(), THREE_THREE)),
        (4, 3) => Some((&four_three()[0], FOUR_THREE)),
        (3, 4) => Some((&four_three()[1], FOUR_THREE.flipped())),
        _ => None,
    }
}

/// The value for the side to move of the position where it has the men `mover` and
/// the other side `other`, none in hand — when it is 3 against 3, 4 against 3 or 3
/// against 4; `None` otherwise. The first call for a kind of endgame computes its
/// table (about a second for 3 against 3 natively, two more for 4 against 3).
pub fn solved(mover: u32, other: u32) -> Option<Solved> {
    if mover & other != 0 || (mover | other) & !ALL != 0 {
        return None;
    }
    let (table, class) = table(mover.count_ones(), other.count_ones())?;
    Some(decode(table[class.index(mover, other)]))
}

/// Computes now the tables that a game with `a` men against `b`, none in hand, may
/// soon reach: 3 against 3 from there, 4 against 3 (which needs 3 against 3) from up
/// to fourteen men on the board, where a level-3 search already met them in some
/// random-play positions. So they are built while the person thinks or before a
/// search's clock starts, not inside the search that first meets them. Quick when
/// there is nothing to build or it is built already.
pub fn prepare(a: u32, b: u32) {
    match (a.min(b), a + b) {
        (3.., 6) => {
            three_three();
        }
        (3.., 7..=14) => {
            four_three();
        }
        _ => {}
    }
}

/// Whether the table where the side to move has `mover` men against `other` is
/// already in memory (its first need will not wait): what [`prepare`] is checked by.
pub fn built(mover: u32, other: u32) -> bool {
    match (mover, other) {
        (3, 3) => THREE_THREE_TABLE.get().is_some(),
        (4, 3) | (3, 4) => FOUR_THREE_TABLES.get().is_some(),
        _ => false,
    }
}

/// What a whole table holds, for reports and tests: positions won, lost and drawn
/// for the side to move, and the longest win.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableStats {
    /// Positions the side to move wins.
    pub won: u64,
    /// Positions the side to move loses.
    pub lost: u64,
    /// Positions drawn with best play.
    pub drawn: u64,
    /// The longest win, in plies.
    pub longest_win: u16,
    /// The longest loss, in plies.
    pub longest_loss: u16,
    /// A position of the longest win, `(side to move's men, other side's men)`.
    pub deepest: (u32, u32),
}

/// [`TableStats`] of the table where the side to move has `mover` men against
/// `other` (3 and 3, 4 and 3, or 3 and 4), computing it if needed.
pub fn table_stats(mover: u32, other: u32) -> Option<TableStats> {
    let (table, class) = table(mover, other)?;
    let mut s = TableStats::default();
    for (i, &v) in table.iter().enumerate() {
        match decode(v) {
            Solved::Win(n) => {
                s.won += 1;
                if n > s.longest_win {
                    s.longest_win = n;
                    s.deepest = class.positions_at(i as u32);
                }
            }
            Solved::Loss(n) => {
                s.lost += 1;
                s.longest_loss = s.longest_loss.max(n);
            }
            Solved::Draw => s.drawn += 1,
        }
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_of_a_class_has_its_own_index() {
        for class in [THREE_THREE, FOUR_THREE, FOUR_THREE.flipped()] {
            // Every index names a position of the class that indexes back to it, so
            // the class's positions and the indices match one to one.
            for i in 0..class.size() {
                let (m, o) = class.positions_at(i as u32);
                assert_eq!((m.count_ones(), o.count_ones(), m & o), (class.mover, class.other, 0));
                assert_eq!(class.index(m, o), i);
            }
        }
        assert_eq!(THREE_THREE.size(), 2024 * 1330);
    }

    #[test]
    fn predecessors_are_the_positions_whose_quiet_moves_lead_here() {
        // Against the plain definition: every position of the flipped class with a
        // move to here that captures nothing, found by playing its moves forwards.
        for (class, step) in [(THREE_THREE, 9_973), (FOUR_THREE, 49_999), (FOUR_THREE.flipped(), 49_999)] {
            for i in (0..class.size() as u32).step_by(step) {
                let (m, o) = class.positions_at(i);
                let mut fast = Vec::new();
                for_each_predecessor(m, o, |pi| fast.push(pi));
                fast.sort_unstable();
                let mut slow = Vec::new();
                let sets = std::iter::successors(Some((1u32 << o.count_ones()) - 1), |&s| Some(next_set(s)));
                for pm in sets.take_while(|&s| s & !ALL == 0).filter(|&s| s & m == 0) {
                    let empty = ALL & !(pm | m);
                    let leads_here = bits(pm).any(|from| {
                        bits(targets(pm, from, empty)).any(|to| {
                            let moved = pm & !(1 << from) | 1 << to;
                            moved == o && !closes_mill(moved, to)
                        })
                    });
                    if leads_here {
                        slow.push(class.flipped().index(pm, m));
                    }
                }
                assert_eq!(fast, slow, "{m:024b} {o:024b}");
            }
        }
    }
}
