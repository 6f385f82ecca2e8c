//! The battlefield: a field of hexagonal cells, its coordinates, the six directions
//! and the start placement.
//!
//! Two fields exist (RULES.md §4). The standard one is "pointy-top": rows are
//! horizontal and a plate looking at the enemy looks at a *corner* of its hex, which
//! is why the sheet has a free first half-rotation and why a plate may fire in four
//! directions. The field "the other way round" is "flat-top": files are vertical,
//! the enemy lies across a *side*, plates start facing that side and fire in three
//! directions only.
//!
//! Geometry is done in doubled coordinates (one axis counts half cells), where the
//! six neighbours are fixed offsets; this works on and off the field alike, so the
//! view can offer the ring of cells just outside the field as click targets for a
//! rotation toward the edge.

use crate::core::Side;

/// Cells are numbered row by row from a1; a field has at most 14 × 14 cells.
pub const MAX_CELLS: usize = 14 * 14;
/// Click ids of the ring of cells just outside the field start here.
pub const GHOST_BASE: u16 = 256;
/// Click ids of the transfer count chooser: `CHOOSER_BASE + count`.
pub const CHOOSER_BASE: u16 = 600;

/// A facing: a direction 0–5, or [`START`], the corner toward the enemy that a plate
/// faces before its half-rotation (standard field only).
pub type Facing = u8;
/// The facing of a plate before its half-rotation: the corner toward the enemy.
pub const START: Facing = 6;

/// The shape and size of the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Field {
    /// Files across (letters).
    pub files: u8,
    /// Rows (numbers).
    pub rows: u8,
    /// The field "the other way round" (flat-top hexes).
    pub flat: bool,
}

const POINTY_NAMES: [&str; 6] = ["E", "NE", "NW", "W", "SW", "SE"];
const FLAT_NAMES: [&str; 6] = ["NE", "N", "NW", "SW", "S", "SE"];
/// Doubled-coordinate offsets of the six directions, counter-clockwise.
const POINTY_STEPS: [(i32, i32); 6] = [(2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1)];
const FLAT_STEPS: [(i32, i32); 6] = [(1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1)];

impl Field {
    /// Cells on the field: files × rows.
    pub fn cells(&self) -> usize {
        self.files as usize * self.rows as usize
    }

    /// The cell at (file, row), both 0-based, if it lies on the field.
    #[inline]
    pub fn cell(&self, file: i32, row: i32) -> Option<u8> {
        ((0..self.files as i32).contains(&file) && (0..self.rows as i32).contains(&row))
            .then(|| (row * self.files as i32 + file) as u8)
    }

    /// (file, row) of a cell, 0-based.
    #[inline]
    pub fn file_row(&self, c: u8) -> (i32, i32) {
        (c as i32 % self.files as i32, c as i32 / self.files as i32)
    }

    /// Doubled coordinates: on the standard field x counts half cells (rows 2, 4, …
    /// are shifted half a cell right); on the flat field y counts half cells (files
    /// b, d, … stand half a cell higher).
    #[inline]
    pub fn doubled(&self, (f, r): (i32, i32)) -> (i32, i32) {
        if self.flat {
            (f, 2 * r + f.rem_euclid(2))
        } else {
            (2 * f + r.rem_euclid(2), r)
        }
    }

    #[inline]
    fn undoubled(&self, (x, y): (i32, i32)) -> (i32, i32) {
        if self.flat {
            (x, (y - x.rem_euclid(2)).div_euclid(2))
        } else {
            ((x - y.rem_euclid(2)).div_euclid(2), y)
        }
    }

    /// One step from (file, row) in direction `d`, on or off the field.
    #[inline]
    pub fn step(&self, fr: (i32, i32), d: u8) -> (i32, i32) {
        let (x, y) = self.doubled(fr);
        let (dx, dy) = if self.flat { FLAT_STEPS[d as usize] } else { POINTY_STEPS[d as usize] };
        self.undoubled((x + dx, y + dy))
    }

    /// The neighbour of `c` in direction `d`, if on the field. It and the small
    /// steps it takes are inlined: the move generator's most frequent call, which
    /// the size-optimised build (the page's) would otherwise make out of line.
    #[inline(always)]
    pub fn neighbour(&self, c: u8, d: u8) -> Option<u8> {
        let (f, r) = self.step(self.file_row(c), d);
        self.cell(f, r)
    }

    /// The click id of (file, row): a cell of the field, or one of the ring just
    /// outside it.
    pub fn spot_id(&self, (f, r): (i32, i32)) -> Option<u16> {
        if let Some(c) = self.cell(f, r) {
            return Some(c as u16);
        }
        let w = self.files as i32 + 2;
        ((-1..=self.files as i32).contains(&f) && (-1..=self.rows as i32).contains(&r))
            .then(|| GHOST_BASE + ((r + 1) * w + f + 1) as u16)
    }

    /// The click id of the cell next to `c` in direction `d` (perhaps off the field).
    pub fn neighbour_spot(&self, c: u8, d: u8) -> u16 {
        self.spot_id(self.step(self.file_row(c), d)).expect("one step from the field lands in its ring")
    }

    /// The (file, row) of a ring click id.
    pub fn ghost_file_row(&self, id: u16) -> (i32, i32) {
        let k = (id - GHOST_BASE) as i32;
        let w = self.files as i32 + 2;
        (k % w - 1, k / w - 1)
    }

    /// Hex distance between two cells.
    pub fn distance(&self, a: u8, b: u8) -> i32 {
        self.doubled_distance(self.doubled(self.file_row(a)), self.doubled(self.file_row(b)))
    }

    /// Hex distance between two places in doubled coordinates ([`Field::doubled`]):
    /// for the evaluation, which converts each plate's cell once instead of once per
    /// pair of plates it measures.
    #[inline]
    pub fn doubled_distance(&self, (ax, ay): (i32, i32), (bx, by): (i32, i32)) -> i32 {
        let (dx, dy) = ((ax - bx).abs(), (ay - by).abs());
        if self.flat {
            dx + ((dy - dx).max(0)) / 2
        } else {
            dy + ((dx - dy).max(0)) / 2
        }
    }

    /// The direction's name in notation (`NE`).
    pub fn dir_name(&self, d: u8) -> &'static str {
        if self.flat {
            FLAT_NAMES[d as usize]
        } else {
            POINTY_NAMES[d as usize]
        }
    }

    /// The direction called `s` on this field (case-insensitive).
    pub fn parse_dir(&self, s: &str) -> Option<u8> {
        let names = if self.flat { FLAT_NAMES } else { POINTY_NAMES };
        names.iter().position(|n| n.eq_ignore_ascii_case(s)).map(|d| d as u8)
    }

    /// The vertical sense of a direction: +1 toward the English (up), −1 toward the
    /// French, 0 for E and W.
    #[inline]
    pub fn dir_dy(&self, d: u8) -> i32 {
        let dy = if self.flat { FLAT_STEPS[d as usize].1 } else { POINTY_STEPS[d as usize].1 };
        dy.signum()
    }

    /// Whether `d` points back toward `side`'s own camp, where no shot goes.
    #[inline]
    pub fn backward(&self, side: Side, d: u8) -> bool {
        let dy = self.dir_dy(d);
        match side {
            Side::First => dy < 0,
            Side::Second => dy > 0,
        }
    }

    /// How a plate of `side` faces at the start: the enemy corner on the standard
    /// field, the side toward the enemy on the flat one.
    pub fn start_facing(&self, side: Side) -> Facing {
        match (self.flat, side) {
            (false, _) => START,
            (true, Side::First) => 1,
            (true, Side::Second) => 4,
        }
    }

    /// The two directions a half-rotation may choose (standard field).
    pub fn half_rotations(&self, side: Side) -> [u8; 2] {
        match side {
            Side::First => [1, 2],
            Side::Second => [4, 5],
        }
    }

    /// The cell the field maps `c` to when turned half a turn.
    pub fn half_turn(&self, c: u8) -> u8 {
        let (f, r) = self.file_row(c);
        self.cell(self.files as i32 - 1 - f, self.rows as i32 - 1 - r).expect("the field maps onto itself")
    }

    /// A cell's name: file letter then row number (`d2`).
    pub fn name(&self, c: u8) -> String {
        let (f, r) = self.file_row(c);
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// The cell called `s` on this field.
    pub fn parse_cell(&self, s: &str) -> Option<u8> {
        let b = s.as_bytes();
        if b.len() < 2
            || b.len() > 3
            || !b[0].is_ascii_alphabetic()
            || !b[1..].iter().all(u8::is_ascii_digit)
            || b[1] == b'0'
        {
            return None;
        }
        let f = (b[0].to_ascii_lowercase() - b'a') as i32;
        let r: i32 = s[1..].parse().ok()?;
        self.cell(f, r - 1)
    }

    /// Centre of (file, row) in drawing units where neighbouring centres are 1 apart;
    /// y grows downward and row 1 is at the bottom.
    pub fn center(&self, (f, r): (i32, i32)) -> (f32, f32) {
        let (x, y) = self.doubled((f, r));
        let s3 = 3f32.sqrt();
        if self.flat {
            (x as f32 * s3 / 2.0, -(y as f32) / 2.0)
        } else {
            (x as f32 / 2.0, -(y as f32) * s3 / 2.0)
        }
    }

    /// The angle of direction `d` on screen (radians, counter-clockwise from east,
    /// mathematical sense; the view negates y).
    pub fn dir_angle(&self, d: u8) -> f32 {
        let deg = if self.flat { 30.0 + 60.0 * d as f32 } else { 60.0 * d as f32 };
        deg.to_radians()
    }

    /// The French start placement: (cell, arm) for the 12 plates. Soldiers stand on
    /// row 2 around the centre (leaving the centre file free on an odd width),
    /// cavalry on the two outer cells of each wing of row 1, cannons in the middle of
    /// row 1. On the standard 9-file field: soldiers b2 c2 d2 f2 g2 h2, cavalry a1 b1
    /// h1 i1, cannons d1 f1.
    pub fn french_layout(&self) -> Vec<(u8, super::Arm)> {
        use super::Arm;
        let w = self.files as i32;
        let (soldiers, cannons): (Vec<i32>, Vec<i32>) = if w % 2 == 1 {
            let c = (w - 1) / 2;
            (vec![c - 3, c - 2, c - 1, c + 1, c + 2, c + 3], vec![c - 1, c + 1])
        } else {
            let (c0, c1) = (w / 2 - 1, w / 2);
            ((c0 - 2..=c1 + 2).collect(), vec![c0, c1])
        };
        let mut v = Vec::with_capacity(12);
        for f in soldiers {
            v.push((self.cell(f, 1).unwrap(), Arm::Soldiers));
        }
        for f in [0, 1, w - 2, w - 1] {
            v.push((self.cell(f, 0).unwrap(), Arm::Cavalry));
        }
        for f in cannons {
            v.push((self.cell(f, 0).unwrap(), Arm::Cannon));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_follow_the_rules_text() {
        let f = Field { files: 9, rows: 8, flat: false };
        let c = |s: &str| f.parse_cell(s).unwrap();
        // d2 → e3 → e4 → f5 is a straight NE line.
        assert_eq!(f.neighbour(c("d2"), 1), Some(c("e3")));
        assert_eq!(f.neighbour(c("e3"), 1), Some(c("e4")));
        assert_eq!(f.neighbour(c("e4"), 1), Some(c("f5")));
        assert_eq!(f.neighbour(c("d1"), 2), Some(c("c2")));
        assert_eq!(f.neighbour(c("a1"), 2), None);
        assert_eq!(f.half_turn(c("b2")), c("h7"));
        assert_eq!(f.distance(c("d2"), c("f5")), 3);
        for a in 0..72u8 {
            for d in 0..6u8 {
                if let Some(b) = f.neighbour(a, d) {
                    assert_eq!(f.neighbour(b, (d + 3) % 6), Some(a));
                    assert_eq!(f.distance(a, b), 1);
                }
            }
        }
        let g = Field { files: 8, rows: 9, flat: true };
        for a in 0..72u8 {
            for d in 0..6u8 {
                if let Some(b) = g.neighbour(a, d) {
                    assert_eq!(g.neighbour(b, (d + 3) % 6), Some(a));
                    assert_eq!(g.distance(a, b), 1);
                    assert_eq!(g.neighbour(g.half_turn(a), (d + 3) % 6), Some(g.half_turn(b)));
                }
            }
        }
    }
}
