//! The moulin board as a [`Scene`]: the three squares and their joining lines, the
//! men, each side's men in hand above and below the board, and the coordinates.

use super::board::{bits, POINTS};
use super::{Moulin, MoulinMove};
use crate::core::theme::{looks, Tones};
use crate::core::{Cell, Color, Game as _, Ghost, Highlights, Lesson, Note, Scene, Side, Theme, View};

#[path = "narration.rs"]
mod narration;

const STEP: f32 = 60.0;
const MARGIN: f32 = 44.0;
const HAND_BAND: f32 = 56.0;
pub const WIDTH: f32 = 6.0 * STEP + 2.0 * MARGIN;
pub const HEIGHT: f32 = WIDTH + 2.0 * HAND_BAND;
const MAN_R: f32 = 19.0;

/// The colours of the moulin board, by role.
#[derive(Clone, Copy)]
struct Look {
    background: Color,
    board: Color,
    /// The lines, points, outline and coordinates.
    ink: Color,
    /// Each side's men: body, outline, and the mark they carry, if any.
    men: [(Color, Color, Option<Color>); 2],
}

/// The moulin's own wood colours: the board as it always looked.
const WOOD: Look = Look {
    background: Color::rgb(246, 238, 222),
    board: Color::rgb(233, 205, 152),
    ink: Color::rgb(92, 58, 30),
    men: [
        (Color::rgb(250, 246, 236), Color::rgb(70, 60, 50), None),
        (Color::rgb(40, 38, 36), Color::rgb(200, 190, 170), None),
    ],
};

impl Look {
    /// The board in a theme's shared tones.
    const fn of(t: &Tones) -> Look {
        let [a, b] = t.sides;
        Look { background: t.background, board: t.board, ink: t.line, men: [(a.fill, a.edge, a.mark), (b.fill, b.edge, b.mark)] }
    }
}

/// The board's colours in each theme: its own wood, else the theme's shared tones.
static LOOKS: [Look; Theme::ALL.len()] = looks!(WOOD, Look::of);

/// Where point `p` is drawn.
fn point_xy(p: u8, flip: bool) -> (f32, f32) {
    let (_, f, r) = POINTS[p as usize];
    let (f, r) = if flip { (6 - f, 6 - r) } else { (f, r) };
    (MARGIN + f as f32 * STEP, HAND_BAND + MARGIN + (6 - r) as f32 * STEP)
}

fn draw_man(sc: &mut Scene, c: (f32, f32), r: f32, s: Side, look: &Look) {
    let (fill, edge, mark) = look.men[s.index()];
    sc.disc(c, r, fill, Some((edge, 2.0)));
    sc.ring(c, r * 0.62, edge.with_alpha(90), 1.5);
    if let Some(m) = mark {
        sc.side_mark(c, r * 0.62, m);
    }
}

/// A man on the board or in hand: drawn, and noted as a piece of the picture.
fn put_man(sc: &mut Scene, c: (f32, f32), r: f32, s: Side, look: &Look) {
    let first = sc.shapes.len();
    draw_man(sc, c, r, s, look);
    sc.piece(s, c, first);
}

impl Moulin {
    /// The man's move (`from`, `to`) the clicks have made when it closes a mill and
    /// only the man to take is left to choose.
    fn pending_mill(&self, clicks: &[Cell]) -> Option<(Option<u8>, u8)> {
        if clicks.is_empty() {
            return None;
        }
        self.legal_vec().into_iter().filter(|m| m.capture.is_some()).find_map(|m| {
            let cells = self.cells_of(m);
            (cells.len() == clicks.len() + 1 && cells.starts_with(clicks)).then_some((m.from, m.to))
        })
    }

    /// The men of `side` with the pending move's man where it went.
    fn men_after(&self, side: Side, pending: Option<(Option<u8>, u8)>) -> u32 {
        let men = self.men(side);
        match pending {
            Some((from, to)) => (men & !from.map_or(0, |f| 1u32 << f)) | (1 << to),
            None => men,
        }
    }
}

impl View for Moulin {
    fn cell_name(&self, cell: Cell) -> Option<String> {
        (cell < 24).then(|| super::board::point_name(cell as u8).to_string())
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
        sc.poly(
            vec![
                (6.0, HAND_BAND),
                (WIDTH - 6.0, HAND_BAND),
                (WIDTH - 6.0, HAND_BAND + WIDTH),
                (6.0, HAND_BAND + WIDTH),
            ],
            Some(look.board),
            Some((ink, 2.0)),
        );
        for mill in super::MILLS {
            for w in mill.windows(2) {
                sc.line(point_xy(w[0], flip), point_xy(w[1], flip), 4.0, ink);
            }
        }
        for p in 0..24u8 {
            let c = point_xy(p, flip);
            sc.disc(c, 5.5, ink, None);
            sc.spot(p as u16, c.0, c.1, STEP * 0.45);
        }
        // Coordinates along the bottom and the left edge of the board.
        let files = ["a", "b", "c", "d", "e", "f", "g"];
        for i in 0..7u8 {
            let (f, r) = if flip { (6 - i, 6 - i) } else { (i, i) };
            let x = MARGIN + i as f32 * STEP;
            let y = HAND_BAND + MARGIN + (6 - i) as f32 * STEP;
            sc.file_label((x, HAND_BAND + WIDTH - 12.0), 13.0, files[f as usize], ink);
            sc.rank_label((16.0, y + 4.0), 13.0, format!("{}", r + 1), ink);
        }
        sc.underlay(hl);
        // A mill just formed whose capture is still to be chosen: the man is drawn
        // where it went and the mill is drawn, so the board shows why a man is to be
        // taken.
        let pending = self.pending_mill(&hl.selected);
        if let Some((_, to)) = pending {
            let mover = self.side_to_move().unwrap_or(Side::First);
            let men = self.men_after(mover, pending);
            let mark = theme.tones().marks.capture;
            for mill in super::MILLS.iter().filter(|m| m.contains(&to) && m.iter().all(|&p| men & (1 << p) != 0)) {
                for w in mill.windows(2) {
                    sc.line(point_xy(w[0], flip), point_xy(w[1], flip), 9.0, mark);
                }
            }
        }
        for s in Side::BOTH {
            let men = if Some(s) == self.side_to_move() { self.men_after(s, pending) } else { self.men(s) };
            for p in bits(men) {
                put_man(&mut sc, point_xy(p, flip), MAN_R, s, l);
            }
        }
        // Men in hand: the bottom band belongs to the side drawn at the bottom.
        let bottom = if flip { Side::Second } else { Side::First };
        for s in Side::BOTH {
            let y = if s == bottom { HEIGHT - HAND_BAND / 2.0 } else { HAND_BAND / 2.0 };
            let n = self.hand(s) as usize;
            let r = 13.0;
            for i in 0..n {
                let x = WIDTH / 2.0 + (i as f32 - (n as f32 - 1.0) / 2.0) * (2.0 * r + 6.0);
                put_man(&mut sc, (x, y), r, s, l);
            }
            // Whose turn: a marker at the end of that side's band.
            if self.side_to_move() == Some(s) {
                let x = WIDTH - 22.0;
                sc.turn_marker(x, y, 20.0);
            }
        }
        let all = self.men(Side::First) | self.men(Side::Second);
        sc.ghosts(hl, |c| all & (1 << c) != 0, |g, at, ghost| draw_man(g, at, MAN_R, ghost.side, l));
        sc.overlay(hl);
        sc
    }

    fn describe_cell(&self, cell: Cell) -> Note {
        self.cell_words(cell, &[])
    }

    /// A mill just closed shows its man where it went: the point is said so.
    fn describe_cell_after(&self, cell: Cell, clicks: &[Cell]) -> Note {
        self.cell_words(cell, clicks)
    }

    fn describe_move(&self, m: MoulinMove) -> Note {
        self.move_words(m)
    }

    fn prompt(&self) -> Option<Note> {
        self.prompt_words()
    }

    /// Men in hand while placing, else on the board; and men lost (of nine).
    fn tally(&self, side: Side) -> Option<Note> {
        let (hand, board) = (self.hand(side), self.men(side).count_ones() as u8);
        let lost = super::MEN_PER_SIDE - hand - board;
        let note = if self.placing() { Note::new("moulin.tally.hand").arg("n", hand) } else { Note::new("moulin.tally.board").arg("n", board) };
        Some(note.arg("lost", lost))
    }

    fn prompt_after(&self, clicks: &[Cell]) -> Option<Note> {
        self.prompt_after_clicks(clicks)
    }

    fn taken_by(&self, m: MoulinMove) -> Vec<Ghost> {
        self.taken_men(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn a_click_on_a_point_finds_it_even_when_flipped() {
        let g = Moulin::new(&Default::default());
        for flip in [false, true] {
            let sc = g.scene(&Highlights::default(), flip);
            for p in 0..24u8 {
                let (x, y) = point_xy(p, flip);
                assert_eq!(sc.hit(x + 5.0, y - 5.0), Some(p as u16));
            }
            // The empty centre of the board (d4) is not a point.
            assert_eq!(sc.hit(MARGIN + 3.0 * STEP, HAND_BAND + MARGIN + 3.0 * STEP), None);
        }
        // Nine men in hand each side are drawn, and none on the board.
        let sc = g.scene(&Highlights::default(), false);
        let men = sc
            .shapes
            .iter()
            .filter(|s| matches!(s, crate::core::Shape::Circle { r, fill: Some(_), .. } if *r == 13.0))
            .count();
        assert_eq!(men, 18);
    }
}
