//! The Mundeleys board as a [`Scene`]: the 8 × 6 chequerboard with its coordinates,
//! the pieces, and each side's reserve of Mundeleys in a band above and below the
//! board (the side drawn at the bottom has its reserve at the bottom).
//!
//! The pieces follow the seed's symbols so a player tells them apart at a glance:
//! the Lancier is a triangle pointing the way it moves, the Grenadier a disc half
//! filled (◐), and the Mundeley, the strongest, a larger disc crowned with a gold star.
//! Colour says the side (ivory for White, ebony for Black); shape says the kind.

use std::f32::consts::PI;

use super::board::{bits, file_rank, is_black, Kind, FILES, RANKS, SQUARES};
use super::position::{QUIET_PLIES_DRAW, RESERVE};
use super::{Mundeleys, MundeleysMove};
use crate::core::trig::cos_sin;
use crate::core::scene::Align;
use crate::core::theme::{looks, Tones};
use crate::core::{Cell, Color, Game as _, Ghost, Highlights, Lesson, Mark, Note, Scene, Side, Theme, View};

#[path = "narration.rs"]
mod narration;

const SQ: f32 = 60.0;
const X0: f32 = 34.0;
const BAND: f32 = 66.0;
const LABELS: f32 = 28.0;
const Y0: f32 = BAND;
const BOARD_W: f32 = FILES as f32 * SQ;
const BOARD_H: f32 = RANKS as f32 * SQ;
pub const WIDTH: f32 = X0 + BOARD_W + 22.0;
pub const HEIGHT: f32 = BAND + BOARD_H + LABELS + BAND;

/// The colours of the Mundeleys board, by role.
#[derive(Clone, Copy)]
struct Look {
    background: Color,
    light: Color,
    dark: Color,
    frame: Color,
    /// The coordinates, the reserves' counts and empty places.
    ink: Color,
    /// A Mundeley's crown and its outline.
    gold: Color,
    gold_edge: Color,
    /// The filled half of a Grenadier, the same for both sides: the body colour tells
    /// the side, the half tells the kind.
    half: Color,
    /// Each side's body and outline, and the mark its pieces carry, if any.
    sides: [(Color, Color, Option<Color>); 2],
}

/// The Mundeleys' own wood colours: the board as it always looked.
const WOOD: Look = Look {
    background: Color::rgb(246, 238, 222),
    light: Color::rgb(238, 216, 178),
    dark: Color::rgb(150, 105, 70),
    frame: Color::rgb(92, 58, 30),
    ink: Color::rgb(92, 58, 30),
    gold: Color::rgb(222, 170, 30),
    gold_edge: Color::rgb(140, 95, 10),
    half: Color::rgb(178, 42, 42),
    sides: [
        (Color::rgb(250, 246, 236), Color::rgb(60, 50, 40), None),
        (Color::rgb(38, 36, 34), Color::rgb(220, 210, 190), None),
    ],
};

impl Look {
    /// The board in a theme's shared tones.
    const fn of(t: &Tones) -> Look {
        let [a, b] = t.sides;
        Look {
        background: t.background,
        light: t.board,
        dark: t.board_alt,
        frame: t.line,
        ink: t.label,
        gold: t.accents[0],
            gold_edge: t.line,
            half: t.accents[1],
            sides: [(a.fill, a.edge, a.mark), (b.fill, b.edge, b.mark)],
        }
    }
}

/// The board's colours in each theme: its own wood, else the theme's shared tones.
static LOOKS: [Look; Theme::ALL.len()] = looks!(WOOD, Look::of);

/// Column and row on screen (0, 0 = top left) of a square.
fn screen_cr(sq: u8, flip: bool) -> (u8, u8) {
    let (f, r) = file_rank(sq);
    if flip {
        (FILES - 1 - f, r)
    } else {
        (f, RANKS - 1 - r)
    }
}

/// Centre of a square on screen.
pub fn square_xy(sq: u8, flip: bool) -> (f32, f32) {
    let (c, r) = screen_cr(sq, flip);
    (X0 + (c as f32 + 0.5) * SQ, Y0 + (r as f32 + 0.5) * SQ)
}

fn star(c: (f32, f32), outer: f32, inner: f32) -> Vec<(f32, f32)> {
    (0..10)
        .map(|i| {
            let a = -PI / 2.0 + i as f32 * PI / 5.0;
            let r = if i % 2 == 0 { outer } else { inner };
            let (cos, sin) = cos_sin(a);
            (c.0 + r * cos, c.1 + r * sin)
        })
        .collect()
}

/// A Mundeley: a body disc ringed and starred in gold. Also drawn in the reserves.
fn draw_mundeley(sc: &mut Scene, c: (f32, f32), r: f32, s: Side, look: &Look) {
    let (body, edge, mark) = look.sides[s.index()];
    sc.disc(c, r, look.gold, Some((look.gold_edge, r * 0.08)));
    sc.disc(c, r * 0.8, body, Some((edge, r * 0.05)));
    sc.poly(star(c, r * 0.66, r * 0.28), Some(look.gold), Some((look.gold_edge, r * 0.05)));
    if let Some(m) = mark {
        // On the crown's heart, in the body's outline colour over the gold's edge.
        sc.disc(c, r * 0.3, look.gold_edge, None);
        sc.side_mark(c, r * 0.32, m);
    }
}

/// A piece of `s` and kind `k` centred on `c`; `up` says whether its forward
/// direction points up the screen.
fn draw_piece(sc: &mut Scene, c: (f32, f32), s: Side, k: Kind, up: bool, look: &Look) {
    let (body, edge, mark) = look.sides[s.index()];
    match k {
        Kind::Lancier => {
            let d = if up { -1.0 } else { 1.0 };
            let (h, w) = (SQ * 0.34, SQ * 0.32);
            let pts = vec![(c.0, c.1 + d * h), (c.0 + w, c.1 - d * h * 0.8), (c.0 - w, c.1 - d * h * 0.8)];
            sc.poly(pts, Some(body), Some((edge, 2.5)));
            if let Some(m) = mark {
                sc.side_mark((c.0, c.1 - d * h * 0.25), SQ * 0.2, m);
            }
        }
        Kind::Grenadier => {
            let r = SQ * 0.33;
            sc.disc(c, r, body, Some((edge, 2.5)));
            sc.push(crate::core::Shape::Sector {
                c,
                r: r * 0.74,
                a0: PI / 2.0,
                a1: 3.0 * PI / 2.0,
                fill: look.half,
            });
            sc.ring(c, r * 0.74, edge, 1.5);
            if let Some(m) = mark {
                sc.side_mark((c.0 + r * 0.37, c.1), r * 0.5, m);
            }
        }
        Kind::Mundeley => draw_mundeley(sc, c, SQ * 0.4, s, look),
    }
}

impl View for Mundeleys {
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
    fn material(&self, side: Side) -> i32 {
        super::puzzles::material(self, side)
    }

    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn puzzle_theme(&self, line: &[Self::Move]) -> &'static str {
        super::puzzles::theme(self, line)
    }

    fn themed_scene(&self, hl: &Highlights, flip: bool, theme: Theme) -> Scene {
        let look = &LOOKS[theme.index()];
        let (ink, l) = (look.ink, look);
        let mut sc = Scene::themed(WIDTH, HEIGHT, theme);
        sc.background = Some(look.background);
        let pad = 5.0;
        sc.poly(
            vec![
                (X0 - pad, Y0 - pad),
                (X0 + BOARD_W + pad, Y0 - pad),
                (X0 + BOARD_W + pad, Y0 + BOARD_H + pad),
                (X0 - pad, Y0 + BOARD_H + pad),
            ],
            Some(look.frame),
            None,
        );
        for sq in 0..SQUARES as u8 {
            let (c, r) = screen_cr(sq, flip);
            let (x, y) = (X0 + c as f32 * SQ, Y0 + r as f32 * SQ);
            let fill = if is_black(sq) { look.dark } else { look.light };
            sc.poly(vec![(x, y), (x + SQ, y), (x + SQ, y + SQ), (x, y + SQ)], Some(fill), None);
            let (cx, cy) = square_xy(sq, flip);
            sc.spot(sq as u16, cx, cy, SQ * 0.47);
        }
        // Coordinates: files under the board, ranks on its left, as seen by the
        // player at the bottom.
        for i in 0..FILES {
            let f = if flip { FILES - 1 - i } else { i };
            let x = X0 + (i as f32 + 0.5) * SQ;
            sc.file_label((x, Y0 + BOARD_H + 21.0), 15.0, ((b'a' + f) as char).to_string(), ink);
        }
        for i in 0..RANKS {
            let r = if flip { i } else { RANKS - 1 - i };
            let y = Y0 + (i as f32 + 0.5) * SQ + 5.0;
            sc.rank_label((X0 - 19.0, y), 15.0, format!("{}", r + 1), ink);
        }
        sc.underlay(hl);
        for s in Side::BOTH {
            let up = (s == Side::First) != flip;
            for k in Kind::ALL {
                for sq in bits(self.pieces(s, k)) {
                    let c = square_xy(sq, flip);
                    let first = sc.shapes.len();
                    draw_piece(&mut sc, c, s, k, up, l);
                    sc.piece(s, c, first);
                }
            }
        }
        // The reserves: one gold-starred Mundeley per piece left, a faint ring for each
        // one already crowned, and the number left.
        let bottom = if flip { Side::Second } else { Side::First };
        for s in Side::BOTH {
            let y = if s == bottom { HEIGHT - BAND / 2.0 } else { BAND / 2.0 - 4.0 };
            let r = 17.0;
            for i in 0..RESERVE {
                let c = (X0 + r + i as f32 * (2.0 * r + 10.0), y);
                if i < self.reserve(s) {
                    let first = sc.shapes.len();
                    draw_mundeley(&mut sc, c, r, s, l);
                    sc.piece(s, c, first);
                } else {
                    sc.ring(c, r, ink.with_alpha(70), 1.5);
                }
            }
            let x = X0 + RESERVE as f32 * (2.0 * r + 10.0) + 14.0;
            sc.bold_text((x, y + 8.0), 24.0, format!("{}", self.reserve(s)), ink, Align::Left);
            if self.side_to_move() == Some(s) {
                let x = WIDTH - 30.0;
                sc.turn_marker(x, y, 20.0);
            }
        }
        let all = self.occupied(Side::First) | self.occupied(Side::Second);
        sc.ghosts(
            hl,
            |c| all & (1 << c) != 0,
            |g, at, ghost| {
                let kind = Kind::ALL[ghost.kind as usize % Kind::ALL.len()];
                draw_piece(g, at, ghost.side, kind, (ghost.side == Side::First) != flip, l)
            },
        );
        sc.overlay(hl);
        sc
    }

    /// The count toward the draw without progress, once it is worth watching (from
    /// 20 moves each): a player should see the draw coming, not meet it.
    fn notes(&self) -> Vec<Note> {
        if self.quiet_plies() >= QUIET_PLIES_DRAW * 2 / 5 && matches!(self.to_move(), crate::core::ToMove::Player(_)) {
            vec![Note::new("mundeleys.quiet").arg("n", self.quiet_plies() / 2)]
        } else {
            Vec::new()
        }
    }

    /// A quiet move that crowns a Mundeley is said to.
    fn mark_words(mark: Mark) -> &'static str {
        match mark {
            Mark::Special(_) => "narr.mundeleys.mark.promote",
            Mark::Capture => "narr.mark.capture",
            Mark::Move => "narr.mark.move",
        }
    }

    fn describe_cell(&self, cell: Cell) -> Note {
        self.cell_words(cell)
    }

    fn describe_move(&self, m: MundeleysMove) -> Note {
        self.move_words(m)
    }

    fn prompt(&self) -> Option<Note> {
        self.prompt_words()
    }

    /// Pieces on the board, and Mundeleys left in reserve for promotions.
    fn tally(&self, side: Side) -> Option<Note> {
        Some(Note::new("mundeleys.tally").arg("n", self.count(side)).arg("reserve", self.reserve(side)))
    }

    fn prompt_after(&self, clicks: &[Cell]) -> Option<Note> {
        self.prompt_after_clicks(clicks)
    }

    fn taken_by(&self, m: MundeleysMove) -> Vec<Ghost> {
        self.taken_pieces(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Shape};

    #[test]
    fn a_click_on_a_square_finds_it_even_when_flipped() {
        let g = Mundeleys::new(&Default::default());
        for flip in [false, true] {
            let sc = g.scene(&Highlights::default(), flip);
            for sq in 0..SQUARES as u8 {
                let (x, y) = square_xy(sq, flip);
                assert_eq!(sc.hit(x + 8.0, y - 8.0), Some(sq as u16));
            }
            assert_eq!(sc.hit(3.0, 3.0), None);
        }
        // White's a1 is at the bottom left, and at the top right once flipped.
        let a1 = square_xy(0, false);
        assert!(a1.0 < WIDTH / 2.0 && a1.1 > HEIGHT / 2.0);
        let a1 = square_xy(0, true);
        assert!(a1.0 > WIDTH / 2.0 && a1.1 < HEIGHT / 2.0);
    }

    #[test]
    fn pieces_and_reserves_are_drawn() {
        let g = Mundeleys::new(&Default::default());
        let sc = g.scene(&Highlights::default(), false);
        let triangles = sc.shapes.iter().filter(|s| matches!(s, Shape::Poly { pts, .. } if pts.len() == 3)).count();
        let half_discs = sc.shapes.iter().filter(|s| matches!(s, Shape::Sector { .. })).count();
        let stars = sc.shapes.iter().filter(|s| matches!(s, Shape::Poly { pts, .. } if pts.len() == 10)).count();
        // 16 Lanciers, 16 Grenadiers, 8 Mundeleys waiting in the reserves, and the
        // turn marker (a triangle too).
        assert_eq!((triangles, half_discs, stars), (17, 16, 8));
        assert!(sc.shapes.iter().any(|s| matches!(s, Shape::Text { text, .. } if text == "4")));
    }
}
