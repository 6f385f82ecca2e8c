//! The geometry: 36 squares, the four directions, the Martian Coaster and how four
//! of them are assembled into the board's arrow table, and the cylinder.
//!
//! Squares are numbered row by row from Yellow's side: `a1` is 0, `f1` is 5, `f6`
//! is 35 (`sq = row * 6 + file`, both from 0). An arrow set is a 4-bit mask of
//! directions, bit `d` for direction `d`.

/// Number of files and rows.
pub const SIZE: u8 = 6;
/// Number of squares.
pub const SQUARES: usize = 36;

/// A direction, as an index 0..4 in clockwise order, so a quarter turn clockwise
/// is `+1 mod 4`.
pub type Dir = u8;
/// Toward row 6.
pub const N: Dir = 0;
/// Toward file f.
pub const E: Dir = 1;
/// Toward row 1.
pub const S: Dir = 2;
/// Toward file a.
pub const W: Dir = 3;
pub const DIRS: [Dir; 4] = [N, E, S, W];
const DIR_LETTERS: [char; 4] = ['N', 'E', 'S', 'W'];

pub fn file(sq: u8) -> u8 {
    sq % SIZE
}

pub fn row(sq: u8) -> u8 {
    sq / SIZE
}

pub fn square(file: u8, row: u8) -> u8 {
    row * SIZE + file
}

/// The name of a square, `a1` to `f6`.
pub fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + file(sq)) as char, row(sq) + 1)
}

/// The square called `name`, lower or upper case.
pub fn square_index(name: &str) -> Option<u8> {
    let b = name.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
    let r = b[1].wrapping_sub(b'1');
    (f < SIZE && r < SIZE).then(|| square(f, r))
}

/// The square one step from `sq` in direction `d` for a pyramid: across the a/f
/// edge (the cylinder), never beyond row 1 or row 6.
#[inline]
pub fn step(sq: u8, d: Dir) -> Option<u8> {
    let (f, r) = (file(sq), row(sq));
    match d {
        N => (r + 1 < SIZE).then(|| sq + SIZE),
        S => (r > 0).then(|| sq - SIZE),
        E => Some(square((f + 1) % SIZE, r)),
        _ => Some(square((f + SIZE - 1) % SIZE, r)),
    }
}

/// The six lines a ball may be passed along: the row both ways and the four
/// diagonals, as (file, row) steps. Never the file, and the ball ignores the
/// cylinder.
pub const PASS_LINES: [(i8, i8); 6] = [(1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)];

/// The square `(df, dr)` away from `sq` on the flat board (no cylinder).
pub fn offset(sq: u8, df: i8, dr: i8) -> Option<u8> {
    let f = file(sq) as i8 + df;
    let r = row(sq) as i8 + dr;
    (0..SIZE as i8).contains(&f).then_some(())?;
    (0..SIZE as i8).contains(&r).then(|| square(f as u8, r as u8))
}

/// Arrow masks from letters, e.g. `"NES"`.
pub const fn arrows(s: &str) -> u8 {
    let b = s.as_bytes();
    let mut m = 0;
    let mut i = 0;
    while i < b.len() {
        m |= match b[i] {
            b'N' => 1 << N,
            b'E' => 1 << E,
            b'S' => 1 << S,
            b'W' => 1 << W,
            _ => panic!("arrow letters are N, E, S, W"),
        };
        i += 1;
    }
    m
}

/// An arrow mask as letters in N, E, S, W order (`"NESW"`).
pub fn arrow_letters(mask: u8) -> String {
    DIRS.iter().filter(|&&d| mask & (1 << d) != 0).map(|&d| DIR_LETTERS[d as usize]).collect()
}

/// One Martian Coaster as drawn in RULES.md, marked corner (dot) at top-left, rows
/// from the top.
pub const COASTER: [[u8; 3]; 3] = [
    [arrows("NES"), arrows("ESW"), arrows("NEW")],
    [arrows("NEW"), arrows("NES"), arrows("NES")],
    [arrows("ESW"), arrows("NESW"), arrows("NEW")],
];

/// A mask turned `k` quarter turns clockwise: each arrow points one direction on.
pub fn turn_mask(mask: u8, k: u8) -> u8 {
    let k = k % 4;
    ((mask << k) | (mask >> (4 - k))) & 0xF
}

/// The coaster turned `k` quarter turns clockwise, rows from the top.
pub fn turned_coaster(k: u8) -> [[u8; 3]; 3] {
    let mut c = COASTER;
    for _ in 0..k % 4 {
        let old = c;
        for (i, line) in c.iter_mut().enumerate() {
            for (j, cell) in line.iter_mut().enumerate() {
                *cell = turn_mask(old[2 - j][i], 1);
            }
        }
    }
    c
}

/// Where the dot of a coaster turned `k` quarter turns clockwise lies, as (row from
/// the top, column) in its 3×3 grid.
pub fn dot_corner(k: u8) -> (u8, u8) {
    [(0, 0), (0, 2), (2, 2), (2, 0)][(k % 4) as usize]
}

/// The four quadrants in the order options list their coasters: top-left (files
/// a–c, rows 4–6), top-right, bottom-left, bottom-right; each as its top row and
/// left file.
pub const QUADRANTS: [(u8, u8); 4] = [(5, 0), (5, 3), (2, 0), (2, 3)];

/// The turns of the standard board: the four dots meet at the centre (top-left
/// turned 180°, top-right 90° anticlockwise, bottom-left 90° clockwise, bottom-right
/// as drawn).
pub const STANDARD_TURNS: [u8; 4] = [2, 3, 1, 0];

/// The quadrant (index into [`QUADRANTS`]) of a square.
pub fn quadrant(sq: u8) -> usize {
    (if row(sq) >= 3 { 0 } else { 2 }) + (file(sq) >= 3) as usize
}

/// The arrow table of a board whose coasters are turned `turns` (see `QUADRANTS`).
pub fn assemble(turns: [u8; 4]) -> [u8; SQUARES] {
    let mut t = [0u8; SQUARES];
    for (q, &(top, left)) in QUADRANTS.iter().enumerate() {
        let c = turned_coaster(turns[q]);
        for (i, line) in c.iter().enumerate() {
            for (j, &m) in line.iter().enumerate() {
                t[square(left + j as u8, top - i as u8) as usize] = m;
            }
        }
    }
    t
}

/// The square a quarter turn clockwise from `sq` (seen from above, row 6 at top).
pub fn turn_square(sq: u8) -> u8 {
    // Looking down with row 6 at the top, (x, y-from-top) → (5 - y, x).
    let (x, y) = (file(sq), SIZE - 1 - row(sq));
    let (nx, ny) = (SIZE - 1 - y, x);
    square(nx, SIZE - 1 - ny)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_steps() {
        for sq in 0..36u8 {
            assert_eq!(square_index(&square_name(sq)), Some(sq));
        }
        assert_eq!(square_index("a7"), None);
        assert_eq!(square_index("g1"), None);
        assert_eq!(step(square(0, 2), W), Some(square(5, 2)));
        assert_eq!(step(square(5, 2), E), Some(square(0, 2)));
        assert_eq!(step(square(2, 5), N), None);
        assert_eq!(step(square(2, 0), S), None);
        assert_eq!(offset(square(0, 2), -1, 0), None);
        assert_eq!(turn_mask(arrows("NE"), 1), arrows("ES"));
        assert_eq!(turn_mask(arrows("W"), 1), arrows("N"));
    }
}
