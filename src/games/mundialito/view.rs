//! The Mundialito board as a [`Scene`]: four coloured coasters with every square's
//! arrows, a faded ghost column on each side that repeats the far file (the board is
//! a cylinder), pyramids seen from above in three sizes, the two balls, and each
//! side's band with the pyramids and ball it still has to place (clickable), whose
//! turn it is, the actions left and, in a timed match, the score.

use super::board::{self, dot_corner, quadrant, step, Dir, DIRS, QUADRANTS, SIZE};
use super::position::{reserve_cell, Mundialito, MundialitoMove, Piece};
use super::Arrangement;
use crate::core::trig::cos_sin;
use crate::core::scene::Align;
use crate::core::theme::{looks, SideTones, Tones};
use crate::core::{
    Cell, Color, Game, Highlights, Lesson, Mark, Note, OptionKind, OptionSpec, Scene, Side, Theme, View,
};

#[path = "narration.rs"]
mod narration;

/// One square.
const S: f32 = 64.0;
/// Margin for the row numbers, left and right.
const M: f32 = 24.0;
/// Height of each side's band (reserve, turn, score).
const BAND: f32 = 76.0;
/// Height of the line of file letters under the board.
const LABELS: f32 = 24.0;
pub const WIDTH: f32 = 2.0 * M + 8.0 * S;
pub const HEIGHT: f32 = 2.0 * BAND + 6.0 * S + LABELS;

/// Ghost columns are drawn at this alpha.
const GHOST: u8 = 95;

/// The colours of the Mundialito board, by role.
#[derive(Clone, Copy)]
struct Look {
    background: Color,
    /// The squares' borders, the arrows, the coasters' dots, the seams.
    ink: Color,
    /// The coordinates and the reserves' counts.
    label: Color,
    /// The four coasters: red, yellow, green, blue, in the order of `QUADRANTS`.
    tiles: [Color; 4],
    /// Each side's colour (pyramid body, ball ring), its dark edge, its ball's
    /// white, and the mark its pieces carry, if any.
    sides: [Colors; 2],
}

/// One side's colours.
#[derive(Clone, Copy)]
struct Colors {
    body: Color,
    edge: Color,
    ball: Color,
    mark: Option<Color>,
}

/// Mundialito's own wood colours: the board as it always looked.
const WOOD: Look = Look {
    background: Color::rgb(236, 240, 232),
    ink: Color::rgb(40, 44, 52),
    label: Color::rgb(40, 44, 52),
    tiles: [Color::rgb(242, 192, 184), Color::rgb(244, 232, 172), Color::rgb(192, 224, 186), Color::rgb(188, 208, 238)],
    sides: [
        Colors { body: Color::rgb(255, 206, 0), edge: Color::rgb(96, 70, 0), ball: BALL, mark: None },
        Colors { body: Color::rgb(214, 40, 30), edge: Color::rgb(80, 8, 4), ball: BALL, mark: None },
    ],
};

/// The white of the balls, in wood.
const BALL: Color = Color::rgb(252, 252, 250);

impl Colors {
    /// A side's colours in a theme's shared tones: the ball in the body's colour.
    const fn of(s: &SideTones) -> Colors {
        Colors { body: s.fill, edge: s.edge, ball: s.fill, mark: s.mark }
    }
}

impl Look {
    /// The board in a theme's shared tones.
    const fn of(t: &Tones) -> Look {
        Look {
            background: t.background,
            ink: t.line,
            label: t.label,
            tiles: t.tints,
            sides: [Colors::of(&t.sides[0]), Colors::of(&t.sides[1])],
        }
    }
}

/// The board's colours in each theme: its own wood, else the theme's shared tones.
static LOOKS: [Look; Theme::ALL.len()] = looks!(WOOD, Look::of);

fn faded(c: Color, ghost: bool) -> Color {
    if ghost {
        c.with_alpha((c.3 as u16 * GHOST as u16 / 255) as u8)
    } else {
        c
    }
}

/// The file shown in display column `c` (-1 and 6 are the ghost columns).
fn file_at(c: i32, flip: bool) -> u8 {
    let f = if flip { 5 - c } else { c };
    f.rem_euclid(SIZE as i32) as u8
}

/// The centre of square `sq` drawn in display column `c`.
fn centre_in(sq: u8, c: i32, flip: bool) -> (f32, f32) {
    let r = board::row(sq) as f32;
    let y_row = if flip { r } else { 5.0 - r };
    (M + S + (c as f32 + 0.5) * S, BAND + (y_row + 0.5) * S)
}

/// The display column of a square on the board proper.
fn column(sq: u8, flip: bool) -> i32 {
    let f = board::file(sq) as i32;
    if flip {
        5 - f
    } else {
        f
    }
}

/// The screen vector of direction `d`.
fn screen_dir(d: Dir, flip: bool) -> (f32, f32) {
    let v = [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)][d as usize];
    if flip {
        (-v.0, -v.1)
    } else {
        v
    }
}

fn square_poly(c: (f32, f32), h: f32) -> Vec<(f32, f32)> {
    vec![(c.0 - h, c.1 - h), (c.0 + h, c.1 - h), (c.0 + h, c.1 + h), (c.0 - h, c.1 + h)]
}

/// A pyramid seen from above: four lit and shaded faces meeting at the apex, with
/// the steps of its size as concentric squares.
fn draw_pyramid(sc: &mut Scene, c: (f32, f32), size: u8, s: Side, ghost: bool, look: &Look) {
    let h = S * (0.12 + 0.075 * size as f32);
    let Colors { body, edge, mark, .. } = look.sides[s.index()];
    let shade = |k: f32| {
        let f = |v: u8| (v as f32 * k).min(255.0) as u8;
        faded(Color::rgb(f(body.0), f(body.1), f(body.2)), ghost)
    };
    let corners = square_poly(c, h);
    // Faces: north lit, east and west mid, south in shadow.
    let faces = [(0, 1, 1.12), (1, 2, 0.86), (2, 3, 0.7), (3, 0, 1.0)];
    for (a, b, k) in faces {
        sc.poly(vec![corners[a], corners[b], c], Some(shade(k)), None);
    }
    for step in 1..size {
        let hs = h * (1.0 - step as f32 / (size as f32 + 0.6));
        sc.poly(square_poly(c, hs), None, Some((faded(edge.with_alpha(110), ghost), 1.2)));
    }
    sc.line(corners[0], corners[2], 1.0, faded(edge.with_alpha(120), ghost));
    sc.line(corners[1], corners[3], 1.0, faded(edge.with_alpha(120), ghost));
    sc.poly(corners, None, Some((faded(edge, ghost), 2.0)));
    if let Some(m) = mark {
        // A cross would hide among the diagonals: a ring round the apex.
        sc.disc(c, S * 0.07, faded(body, ghost), Some((faded(m, ghost), S * 0.035)));
    }
}

/// A ball: white with its side's ring and a patch in the middle.
fn draw_ball(sc: &mut Scene, c: (f32, f32), s: Side, ghost: bool, look: &Look) {
    let Colors { body, edge, ball, mark } = look.sides[s.index()];
    let r = S * 0.22;
    sc.disc(c, r, faded(ball, ghost), Some((faded(body, ghost), r * 0.32)));
    let pent: Vec<(f32, f32)> = (0..5)
        .map(|i| {
            let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::TAU / 5.0;
            let (cos, sin) = cos_sin(a);
            (c.0 + r * 0.42 * cos, c.1 + r * 0.42 * sin)
        })
        .collect();
    sc.poly(pent, Some(faded(edge, ghost)), None);
    sc.ring(c, r * 1.16, faded(edge, ghost), 1.5);
    if let Some(m) = mark {
        sc.side_mark(c, r * 0.9, faded(m, ghost));
    }
}

fn draw_piece(sc: &mut Scene, c: (f32, f32), p: Piece, ghost: bool, look: &Look) {
    match p {
        Piece::Pyramid(s, z) => draw_pyramid(sc, c, z, s, ghost, look),
        Piece::Ball(s) => draw_ball(sc, c, s, ghost, look),
    }
}

impl Mundialito {
    /// One square's tile and arrows. Arrows that lead off the board (rows 1 and 6)
    /// are drawn hollow: they lead nowhere.
    fn draw_square(&self, sc: &mut Scene, sq: u8, c: i32, flip: bool, look: &Look) {
        let ghost = !(0..6).contains(&c);
        let ctr = centre_in(sq, c, flip);
        let (tile, ink) = (look.tiles[quadrant(sq)], look.ink);
        sc.poly(square_poly(ctr, S / 2.0), Some(faded(tile, ghost)), Some((faded(ink.with_alpha(70), ghost), 1.0)));
        for d in DIRS {
            if !self.has_arrow(sq, d) {
                continue;
            }
            let (dx, dy) = screen_dir(d, flip);
            let (px, py) = (-dy, dx);
            let base = S * 0.33;
            let tip = S * 0.47;
            let w = S * 0.09;
            let pts = vec![
                (ctr.0 + dx * tip, ctr.1 + dy * tip),
                (ctr.0 + dx * base + px * w, ctr.1 + dy * base + py * w),
                (ctr.0 + dx * base - px * w, ctr.1 + dy * base - py * w),
            ];
            let ink = faded(ink.with_alpha(200), ghost);
            if step(sq, d).is_some() {
                sc.poly(pts, Some(ink), None);
            } else {
                sc.poly(pts, None, Some((ink.with_alpha(ink.3 / 2), 1.2)));
            }
        }
    }

    /// The marked corner (dot) of each coaster.
    fn draw_dots(&self, sc: &mut Scene, flip: bool, look: &Look) {
        let turns = self.opts().turns();
        for (q, &(top, left)) in QUADRANTS.iter().enumerate() {
            let (i, j) = dot_corner(turns[q]);
            let sq = board::square(left + j, top - i);
            let ctr = centre_in(sq, column(sq, flip), flip);
            // Toward the coaster's outer corner: up for its top row, left for its
            // left column (turned with the board when flipped).
            let mut v = (if j == 0 { -1.0 } else { 1.0 }, if i == 0 { -1.0 } else { 1.0 });
            if flip {
                v = (-v.0, -v.1);
            }
            sc.disc((ctr.0 + v.0 * S * 0.4, ctr.1 + v.1 * S * 0.4), S * 0.05, look.ink, None);
        }
    }

    /// A side's band: the pyramids of each size and the ball still to place, the
    /// turn marker with the actions left, and the score of a timed match.
    fn draw_band(&self, sc: &mut Scene, s: Side, top: bool, look: &Look) {
        let y = if top { BAND / 2.0 } else { HEIGHT - BAND / 2.0 };
        let Colors { body, edge, .. } = look.sides[s.index()];
        let turn = sc.theme.tones().marks.turn;
        sc.poly(
            vec![
                (M, y - BAND * 0.42),
                (WIDTH - M, y - BAND * 0.42),
                (WIDTH - M, y + BAND * 0.42),
                (M, y + BAND * 0.42),
            ],
            Some(body.with_alpha(40)),
            Some((edge.with_alpha(90), 1.0)),
        );
        for slot in 0..4u8 {
            let x = M + S * (1.6 + 1.2 * slot as f32);
            let cell = reserve_cell(s, slot + 1);
            sc.spot(cell, x, y, S * 0.5);
            let left =
                if slot < 3 { self.reserve(s, slot + 1) } else { (self.in_setup() && self.ball(s).is_none()) as u8 };
            if left == 0 {
                sc.ring((x, y), S * 0.3, edge.with_alpha(50), 1.0);
                continue;
            }
            let first = sc.shapes.len();
            if slot < 3 {
                draw_pyramid(sc, (x, y), slot + 1, s, false, look);
                sc.piece(s, (x, y), first);
                if left > 1 {
                    sc.bold_text((x + S * 0.42, y + S * 0.38), 14.0, format!("{left}"), look.label, Align::Center);
                }
            } else {
                draw_ball(sc, (x, y), s, false, look);
                sc.piece(s, (x, y), first);
            }
        }
        if self.opts().timed_match {
            sc.bold_text((M + S * 0.55, y + 11.0), 30.0, format!("{}", self.score()[s.index()]), edge, Align::Center);
        }
        if self.side_to_move() == Some(s) {
            let x = WIDTH - M - S * 0.5;
            sc.turn_marker(x, y, 20.0);
            for k in 0..self.actions_left().min(2) {
                sc.disc((x - S * 0.6 - k as f32 * 18.0, y), 6.0, turn, None);
            }
        }
    }
}

impl View for Mundialito {
    fn cell_name(&self, cell: Cell) -> Option<String> {
        (usize::from(cell) < super::board::SQUARES).then(|| super::board::square_name(cell as u8))
    }

    fn lessons() -> Vec<Lesson<Self>> {
        super::lessons::lessons()
    }

    fn rules_taught() -> &'static [crate::core::Taught] {
        super::lessons::RULES_TAUGHT
    }

    fn figures() -> Vec<crate::core::Figure<Self>> {
        super::figures::figures()
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn puzzle_text() -> &'static str {
        super::puzzles::TEXT
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn puzzle_theme(&self, _line: &[Self::Move]) -> &'static str {
        super::puzzles::THEME
    }

    fn themed_scene(&self, hl: &Highlights, flip: bool, theme: Theme) -> Scene {
        let look = &LOOKS[theme.index()];
        let (ink, l) = (look.ink, look);
        let mut sc = Scene::themed(WIDTH, HEIGHT, theme);
        sc.background = Some(look.background);
        // The board proper first, so that the marks of a square go to its spot on
        // the board; the ghosts' spots are clickable too and get their marks below.
        let mut ghosts = Scene::new(WIDTH, HEIGHT);
        for c in (0..6).chain([-1, 6]) {
            let ghost = !(0..6).contains(&c);
            for r in 0..SIZE {
                let sq = board::square(file_at(c, flip), r);
                self.draw_square(&mut sc, sq, c, flip, l);
                let (x, y) = centre_in(sq, c, flip);
                sc.spot(sq as u16, x, y, S * 0.5);
                if ghost {
                    ghosts.spot(sq as u16, x, y, S * 0.5);
                }
            }
        }
        // The cylinder's seams: a dashed line where the ghost columns begin.
        for x in [M + S, M + 7.0 * S] {
            let mut y = BAND;
            while y < BAND + 6.0 * S {
                sc.line((x, y), (x, (y + 8.0).min(BAND + 6.0 * S)), 2.0, ink.with_alpha(150));
                y += 14.0;
            }
        }
        self.draw_dots(&mut sc, flip, l);
        for c in -1..=6i32 {
            let f = file_at(c, flip);
            let ghost = !(0..6).contains(&c);
            let x = M + S + (c as f32 + 0.5) * S;
            let label = ((b'a' + f) as char).to_string();
            sc.file_label((x, BAND + 6.0 * S + 17.0), 14.0, label, faded(look.label, ghost));
        }
        for r in 0..SIZE {
            let y = BAND + (if flip { r as f32 } else { 5.0 - r as f32 } + 0.5) * S + 5.0;
            sc.rank_label((M * 0.5, y), 14.0, format!("{}", r + 1), look.label);
            sc.rank_label((WIDTH - M * 0.5, y), 14.0, format!("{}", r + 1), look.label);
        }
        sc.underlay(hl);
        for c in -1..=6i32 {
            for r in 0..SIZE {
                let sq = board::square(file_at(c, flip), r);
                let Some(p) = self.piece(sq) else { continue };
                let at = centre_in(sq, c, flip);
                let (first, ghost) = (sc.shapes.len(), !(0..6).contains(&c));
                draw_piece(&mut sc, at, p, ghost, l);
                if !ghost {
                    let (Piece::Pyramid(s, _) | Piece::Ball(s)) = p;
                    sc.piece(s, at, first);
                }
            }
        }
        // The side drawn at the bottom has its band at the bottom.
        let bottom = if flip { Side::Second } else { Side::First };
        self.draw_band(&mut sc, bottom.other(), true, l);
        self.draw_band(&mut sc, bottom, false, l);
        sc.overlay(hl);
        // The same selection and targets on the ghost columns: a move across the
        // a/f edge is marked where the eye expects it too.
        ghosts.overlay(&Highlights { last: Vec::new(), turn: Vec::new(), ..hl.clone() });
        sc.shapes.extend(ghosts.shapes);
        sc
    }

    /// The score of a timed match. What to do now (place a pyramid or the ball,
    /// the action within the turn) is the [`View::prompt`], said once, not twice.
    fn notes(&self) -> Vec<Note> {
        if !self.opts().timed_match {
            return Vec::new();
        }
        let [y, r] = self.score();
        vec![Note::new("mundialito.score").arg("yellow", y).arg("red", r)]
    }

    /// A pass, a push and a jump, each by its name (their colours on the board).
    fn mark_words(mark: Mark) -> &'static str {
        match mark {
            Mark::Special(0) => "narr.mundialito.mark.pass",
            Mark::Special(1) => "narr.mundialito.mark.push",
            Mark::Special(_) => "narr.mundialito.mark.jump",
            Mark::Capture => "narr.mark.capture",
            Mark::Move => "narr.mark.move",
        }
    }

    fn describe_cell(&self, cell: Cell) -> Note {
        self.cell_words(cell)
    }

    fn describe_move(&self, m: MundialitoMove) -> Note {
        self.move_words(m)
    }

    fn prompt(&self) -> Option<Note> {
        self.prompt_words()
    }

    /// Goals scored.
    fn tally(&self, side: Side) -> Option<Note> {
        Some(Note::new("mundialito.tally").arg("n", self.score()[side.index()]))
    }

    fn prompt_after(&self, clicks: &[Cell]) -> Option<Note> {
        self.prompt_after_clicks(clicks)
    }

    /// Every turn in play starts with two actions, even when the same side plays
    /// again (its opponent could not act, or it placed the last ball).
    fn turn_begins(&self) -> bool {
        !self.in_setup() && self.actions_left() == 2
    }

    /// During the setup, the one-click "standard" and "random" arrangements of the
    /// side setting up (its pyramids, or its ball).
    fn shortcuts(&self, seed: u64) -> Vec<(&'static str, Vec<MundialitoMove>)> {
        if !self.in_setup() {
            return Vec::new();
        }
        vec![
            ("mundialito.setup_standard", self.arrangement(Arrangement::Standard)),
            ("mundialito.setup_random", self.arrangement(Arrangement::Random(seed))),
        ]
    }

    /// A timed match ends on the score when the clock runs out.
    fn time_up(&self) -> Option<crate::core::Outcome> {
        self.options().timed_match.then(|| Mundialito::time_up(self))
    }

    const PASS: Option<(MundialitoMove, &'static str)> = Some((MundialitoMove::End, "play.end_turn"));

    /// Random coasters (their orientations drawn from a seed the session fills in)
    /// and the timed match (30 minutes on the sheet).
    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec::bool("random_coasters", "mundialito.option.random_coasters", false),
            OptionSpec::seed("seed"),
            OptionSpec {
                name: "timed_match",
                label: "mundialito.option.timed_match",
                kind: OptionKind::Clock { default_minutes: 30, min_minutes: 1, max_minutes: 180 },
            },
        ]
    }
}
