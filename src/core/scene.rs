//! A drawing as plain data: shapes in the game's own units plus the clickable spots.
//! Games build scenes; the web renderer scales and rasterises them and maps a pointer
//! back to a spot. Keeping the picture as data lets native tests check what is drawn
//! and where a click lands, without a browser.

use super::theme::{MarkTones, Theme};
use super::{Cell, Mark, Side};

/// An sRGB colour with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color(pub u8, pub u8, pub u8, pub u8);

impl Color {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Color(r, g, b, 255)
    }
    /// A colour with opacity `a` (0 transparent, 255 opaque).
    pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Self {
        Color(r, g, b, a)
    }
    /// CSS form, `#rrggbbaa` (e.g. `#0a141eff`).
    pub fn css(&self) -> String {
        // Hexadecimal, `#rrggbbaa`: integers only, so the module carries no float
        // formatting for it.
        format!("#{:02x}{:02x}{:02x}{:02x}", self.0, self.1, self.2, self.3)
    }
}

/// A point in scene units.
pub type Pt = (f32, f32);

/// Text alignment around the anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at the anchor.
    Left,
    /// The text is centred on the anchor.
    Center,
    /// The text ends at the anchor.
    Right,
}

/// One drawing instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight stroke from `a` to `b`.
    Line {
        /// One end.
        a: Pt,
        /// The other end.
        b: Pt,
        /// Stroke width, in scene units.
        width: f32,
        /// Stroke colour.
        color: Color,
    },
    /// A disc, a ring, or both.
    Circle {
        /// Centre.
        c: Pt,
        /// Radius.
        r: f32,
        /// Inside colour, if filled.
        fill: Option<Color>,
        /// Outline colour and width, if outlined.
        stroke: Option<(Color, f32)>,
    },
    /// A closed polygon.
    Poly {
        /// Corners in order.
        pts: Vec<Pt>,
        /// Inside colour, if filled.
        fill: Option<Color>,
        /// Outline colour and width, if outlined.
        stroke: Option<(Color, f32)>,
    },
    /// A filled pie slice from angle `a0` to `a1` (radians, clockwise on screen
    /// from the positive x axis).
    Sector {
        /// Centre.
        c: Pt,
        /// Radius.
        r: f32,
        /// Start angle.
        a0: f32,
        /// End angle.
        a1: f32,
        /// Fill colour.
        fill: Color,
    },
    /// A label (a coordinate, a count, a die's face).
    Text {
        /// The anchor point.
        at: Pt,
        /// Font size, in scene units.
        size: f32,
        /// The words.
        text: String,
        /// Text colour.
        color: Color,
        /// How the text sits on the anchor.
        align: Align,
        /// Bold (counts on pieces, to stay readable when small).
        bold: bool,
    },
}

/// A clickable place: a disc around a cell's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    /// The cell a click here chooses.
    pub cell: Cell,
    /// Centre, across.
    pub x: f32,
    /// Centre, down.
    pub y: f32,
    /// Radius within which a click or tap counts.
    pub r: f32,
}

/// What the picture emphasises, decided by the session.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Highlights {
    /// The cells clicked so far for the move being entered.
    pub selected: Vec<Cell>,
    /// The cells that would continue a legal move, and how to mark each.
    pub targets: Vec<(Cell, Mark)>,
    /// The cells of the last move played.
    pub last: Vec<Cell>,
    /// Every cell of the last whole turn (each move's clicks, in order, without
    /// repeats), so that a turn of many actions stays readable once it is over.
    pub turn: Vec<Cell>,
    /// The pieces taken during the last turn, drawn faded where they stood.
    pub ghosts: Vec<Ghost>,
}

/// A piece taken during the last turn: where it stood, whose it was and what it was
/// (`kind` is numbered by its game: a Mundeleys piece kind, a Kriegspiel arm).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ghost {
    /// Where it stood.
    pub cell: Cell,
    /// Whose it was.
    pub side: Side,
    /// What it was, numbered by its game.
    pub kind: u8,
}

/// A picture of a position in scene units (`width` × `height`, y downwards).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    /// Width in scene units (the renderer scales to fit).
    pub width: f32,
    /// Height in scene units.
    pub height: f32,
    /// Fill of the whole scene, if any.
    pub background: Option<Color>,
    /// What to draw, in painting order.
    pub shapes: Vec<Shape>,
    /// Where clicks land, for hit-testing.
    pub spots: Vec<Spot>,
    /// Where the pieces begin among [`Scene::shapes`] (set by [`Scene::underlay`]),
    /// so marks meant to lie under them can be slipped in later.
    pub under_pieces: Option<usize>,
    /// The look it is drawn in: the game paints by its roles, and the highlights
    /// ([`Scene::underlay`], [`Scene::overlay`]) take its [`MarkTones`].
    pub theme: Theme,
    /// Each piece noted with [`Scene::piece`]: whose it is and which shapes draw it,
    /// so a picture can be checked piece by piece (the contrast theme's tests measure
    /// every piece against the board under it) without knowing the game.
    pub pieces: Vec<DrawnPiece>,
    /// The coordinate labels among [`Scene::shapes`] (drawn with
    /// [`Scene::file_label`] and [`Scene::rank_label`]), each with whether it names a
    /// column (along the top or bottom edge): a board lying between two players
    /// repeats them for the far one ([`Scene::facing_both_sides`]) without the game
    /// knowing.
    pub coords: Vec<(usize, bool)>,
    /// The shapes drawn turned half round about their anchor (ascending): labels for
    /// the player across the table.
    pub turned: Vec<usize>,
}

/// A piece in a [`Scene`]: its side, its centre, and the run of [`Scene::shapes`]
/// that draw it (the first is its outer shape, its silhouette).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawnPiece {
    /// Whose piece it is.
    pub side: Side,
    /// Its centre.
    pub at: Pt,
    /// Its first shape, in [`Scene::shapes`].
    pub first: usize,
    /// Where its shapes end (the next shape is not the piece's).
    pub end: usize,
}

impl DrawnPiece {
    /// Where its shapes lie in [`Scene::shapes`].
    pub fn shapes(&self) -> std::ops::Range<usize> {
        self.first..self.end
    }
}

/// The highlight palette shared by every game, so that "selected", "you can go
/// here" and "this captures" look the same everywhere: the wood and paper themes'
/// [`MarkTones`] (the contrast theme has its own) and
/// the rules help's marks.
pub mod palette {
    use super::Color;
    /// The cells of the last move.
    pub const LAST: Color = Color::rgba(255, 196, 0, 110);
    /// The cells of the rest of the last turn: the same hue as [`LAST`], lighter.
    pub const TURN_TRAIL: Color = Color::rgba(255, 196, 0, 70);
    /// How opaque a taken piece's ghost is (of 255).
    pub const GHOST_ALPHA: u8 = 80;
    /// The cells clicked so far.
    pub const SELECTED: Color = Color::rgba(0, 120, 255, 255);
    /// The marker of the side to move.
    pub const TURN: Color = Color::rgb(0, 120, 255);
    /// Where the move being entered may go.
    pub const TARGET: Color = Color::rgba(0, 150, 70, 200);
    /// A target that takes a piece.
    pub const CAPTURE: Color = Color::rgba(220, 30, 30, 230);
    /// Each game's special targets ([`Mark::Special`](crate::core::Mark::Special)): a promotion, a pass, a transfer…
    pub const SPECIAL: [Color; 4] = [
        Color::rgba(140, 60, 200, 230),
        Color::rgba(230, 120, 0, 230),
        Color::rgba(0, 150, 170, 230),
        Color::rgba(200, 0, 140, 230),
    ];
    /// The marks of the rules help's figures (arrows, bands, labels): a deep violet
    /// that no game uses for its pieces or its own highlights.
    pub const FIGURE: Color = Color::rgba(110, 30, 170, 235);
    /// The halo under a figure's marks, so they read on any board.
    pub const FIGURE_HALO: Color = Color::rgba(255, 255, 255, 215);
}

impl Scene {
    /// An empty picture of `width` × `height` scene units, in the default theme.
    pub fn new(width: f32, height: f32) -> Self {
        Scene { width, height, ..Default::default() }
    }

    /// An empty picture of `width` × `height` scene units in `theme`: what a game's
    /// [`View::themed_scene`](crate::core::View::themed_scene) starts from.
    pub fn themed(width: f32, height: f32, theme: Theme) -> Self {
        Scene { width, height, theme, ..Default::default() }
    }

    /// The colours of this picture's highlights.
    fn marks(&self) -> &'static MarkTones {
        &self.theme.tones().marks
    }

    /// Notes the shapes drawn since `first` (the length of [`Scene::shapes`] before the
    /// piece was drawn, its outer shape first) as a piece of `side` centred on `at`, in
    /// [`Scene::pieces`].
    pub fn piece(&mut self, side: Side, at: Pt, first: usize) {
        self.pieces.push(DrawnPiece { side, at, first, end: self.shapes.len() });
    }

    /// The mark a theme puts on a side's pieces so that shape, not colour alone, tells
    /// the sides apart (see [`SideTones::mark`](crate::core::theme::SideTones::mark)):
    /// a cross `size` across, centred on `c`. Games draw it where their pieces have room.
    pub fn side_mark(&mut self, c: Pt, size: f32, color: Color) {
        let (d, width) = (size * 0.5, size * 0.22);
        let stroke = |k: f32| Shape::Line { a: (c.0 - d, c.1 + k), b: (c.0 + d, c.1 - k), width, color };
        self.shapes.extend([stroke(-d), stroke(d)]);
    }

    /// Adds a shape on top of the others.
    pub fn push(&mut self, s: Shape) {
        self.shapes.push(s);
    }

    /// A straight stroke.
    pub fn line(&mut self, a: Pt, b: Pt, width: f32, color: Color) {
        self.push(Shape::Line { a, b, width, color });
    }

    /// A filled disc, outlined if `stroke` is given.
    pub fn disc(&mut self, c: Pt, r: f32, fill: Color, stroke: Option<(Color, f32)>) {
        self.push(Shape::Circle { c, r, fill: Some(fill), stroke });
    }

    /// An unfilled circle.
    pub fn ring(&mut self, c: Pt, r: f32, color: Color, width: f32) {
        self.push(Shape::Circle { c, r, fill: None, stroke: Some((color, width)) });
    }

    /// A closed polygon.
    pub fn poly(&mut self, pts: Vec<Pt>, fill: Option<Color>, stroke: Option<(Color, f32)>) {
        self.push(Shape::Poly { pts, fill, stroke });
    }

    /// A label in normal weight.
    pub fn text(&mut self, at: Pt, size: f32, text: impl Into<String>, color: Color, align: Align) {
        self.push(Shape::Text { at, size, text: text.into(), color, align, bold: false });
    }

    /// A label in bold.
    pub fn bold_text(&mut self, at: Pt, size: f32, text: impl Into<String>, color: Color, align: Align) {
        self.push(Shape::Text { at, size, text: text.into(), color, align, bold: true });
    }

    /// A column's name (its letter) at the board's top or bottom edge: centred text
    /// that a board lying between two players repeats for the far one.
    pub fn file_label(&mut self, at: Pt, size: f32, text: impl Into<String>, color: Color) {
        self.coords.push((self.shapes.len(), true));
        self.text(at, size, text, color, Align::Center);
    }

    /// A row's name (its number) at the board's left or right edge, as
    /// [`Scene::file_label`].
    pub fn rank_label(&mut self, at: Pt, size: f32, text: impl Into<String>, color: Color) {
        self.coords.push((self.shapes.len(), false));
        self.text(at, size, text, color, Align::Center);
    }

    /// This picture for a board lying flat between two players, the far one at the
    /// top: the coordinates along the top and right edges (the far player's near and
    /// left edges) are turned to face them, and each coordinate of the bottom and left
    /// edges that has no twin across the board gets one, turned. Both players then
    /// read every column and row the right way up from their own side.
    pub fn facing_both_sides(mut self) -> Scene {
        let (w, h) = (self.width, self.height);
        let labels: Vec<(usize, bool, Pt, f32, String, Color)> = self
            .coords
            .iter()
            .filter_map(|&(i, file)| match self.shapes.get(i) {
                Some(Shape::Text { at, size, text, color, .. }) => Some((i, file, *at, *size, text.clone(), *color)),
                _ => None,
            })
            .collect();
        // A column's name faces the far player along the top edge, a row's along the
        // right edge (their left); a twin goes across the board, on the same column or
        // row.
        let far = |file: bool, at: Pt| if file { at.1 < h / 2.0 } else { at.0 > w / 2.0 };
        let twin = |file: bool, at: Pt| if file { (at.0, h - at.1) } else { (w - at.0, at.1) };
        for (i, file, at, size, text, color) in labels.iter().cloned() {
            if far(file, at) {
                self.turned.push(i);
                continue;
            }
            // A game that names its columns (rows) on both edges already has this
            // one for the far player, maybe not right across (a hex field's offset
            // rows).
            let has_twin = labels.iter().any(|(_, f, a, _, t, _)| *t == text && *f == file && far(*f, *a));
            if !has_twin {
                let to = twin(file, at);
                self.turned.push(self.shapes.len());
                self.text(to, size, text, color, Align::Center);
            }
        }
        self.turned.sort_unstable();
        self
    }

    /// A clickable disc for `cell`, centred at (`x`, `y`) with radius `r`.
    pub fn spot(&mut self, cell: Cell, x: f32, y: f32, r: f32) {
        self.spots.push(Spot { cell, x, y, r });
    }

    fn spot_of(&self, cell: Cell) -> Option<Spot> {
        self.spots.iter().copied().find(|s| s.cell == cell)
    }

    /// The "your turn" marker: a triangle pointing right, centred on `(x, y)`, the same
    /// in every game so players learn it once.
    pub fn turn_marker(&mut self, x: f32, y: f32, size: f32) {
        let (h, m) = (size / 2.0, self.marks());
        let halo = m.halo.map(|c| (c, size * 0.1));
        self.poly(vec![(x - h, y - h * 1.1), (x + h, y), (x - h, y + h * 1.1)], Some(m.turn), halo);
    }

    /// Marks drawn *under* the pieces: a light mark on every cell of the last turn,
    /// a stronger one on the last move's cells. Call after the board and before the
    /// pieces (spots must already be registered).
    pub fn underlay(&mut self, hl: &Highlights) {
        let m = self.marks();
        for &c in hl.turn.iter().filter(|c| !hl.last.contains(c)) {
            if let Some(s) = self.spot_of(c) {
                self.disc((s.x, s.y), s.r * 1.05, m.trail, None);
            }
        }
        for &c in &hl.last {
            if let Some(s) = self.spot_of(c) {
                self.disc((s.x, s.y), s.r * 1.05, m.last, None);
            }
        }
        self.under_pieces = Some(self.shapes.len());
    }

    /// Marks drawn *over* the pieces: the selection and the legal targets. Targets on
    /// an empty cell are a dot; a capture is a red ring; special actions a coloured
    /// ring with a dot. In a theme with a halo, the dots are rimmed with it, so they
    /// read on any board and any piece.
    pub fn overlay(&mut self, hl: &Highlights) {
        let m = self.marks();
        for &c in &hl.selected {
            if let Some(s) = self.spot_of(c) {
                self.ring((s.x, s.y), s.r * 0.95, m.selected, s.r * 0.16);
            }
        }
        for &(c, mark) in &hl.targets {
            let Some(s) = self.spot_of(c) else { continue };
            let rim = m.halo.map(|h| (h, s.r * 0.1));
            match mark {
                Mark::Move => self.disc((s.x, s.y), s.r * 0.3, m.target, rim),
                Mark::Capture => {
                    self.ring((s.x, s.y), s.r * 0.85, m.capture, s.r * 0.18);
                    let d = s.r * 0.35;
                    self.line((s.x - d, s.y - d), (s.x + d, s.y + d), s.r * 0.12, m.capture);
                    self.line((s.x - d, s.y + d), (s.x + d, s.y - d), s.r * 0.12, m.capture);
                }
                Mark::Special(k) => {
                    let col = m.special[k as usize % m.special.len()];
                    self.ring((s.x, s.y), s.r * 0.8, col, s.r * 0.14);
                    self.disc((s.x, s.y), s.r * 0.22, col, rim);
                }
            }
        }
    }

    /// Draws the ghosts of the pieces taken during the last turn, over the pieces:
    /// `draw(scene, centre, ghost)` draws the piece as the game draws it, and this
    /// fades it. On an empty cell the ghost stands full size; on a cell now taken by
    /// another piece (the taker) it is drawn small in the cell's top-right corner, so
    /// the current position stays readable.
    pub fn ghosts(&mut self, hl: &Highlights, occupied: impl Fn(Cell) -> bool, draw: impl Fn(&mut Scene, Pt, Ghost)) {
        for &g in &hl.ghosts {
            let Some(s) = self.spot_of(g.cell) else { continue };
            let mut piece = Scene::themed(self.width, self.height, self.theme);
            draw(&mut piece, (s.x, s.y), g);
            let (to, k) =
                if occupied(g.cell) { ((s.x + s.r * 0.55, s.y - s.r * 0.55), 0.45) } else { ((s.x, s.y), 1.0) };
            for shape in piece.shapes {
                self.push(ghost_shape(shape, (s.x, s.y), to, k));
            }
        }
    }

    /// Draws the marks of a rules-help figure on the spots of their cells, sized by
    /// the spots (so they suit every game's scale): bands under the pieces (where
    /// [`Scene::underlay`] was drawn), arrows and labels over everything, each on a
    /// white halo, all halos first so no mark hides another. A mark on a cell that
    /// is not drawn is left out (a figure checks its cells first).
    pub fn annotate(&mut self, marks: &[crate::core::figure::Annotation]) {
        use crate::core::figure::Annotation;
        let mut bands = Scene::default();
        let (mut halos, mut inks) = (Scene::default(), Scene::default());
        for a in marks {
            match a {
                Annotation::Band(from, to) => {
                    let (Some(p), Some(q)) = (self.spot_of(*from), self.spot_of(*to)) else { continue };
                    bands.line((p.x, p.y), (q.x, q.y), p.r.min(q.r) * 0.45, palette::FIGURE.with_alpha(120));
                }
                Annotation::Arrow(from, to) => {
                    let (Some(p), Some(q)) = (self.spot_of(*from), self.spot_of(*to)) else { continue };
                    let (dx, dy) = (q.x - p.x, q.y - p.y);
                    let len = (dx * dx + dy * dy).sqrt();
                    let r = p.r.min(q.r);
                    if len <= r * 1.2 {
                        continue;
                    }
                    let (ux, uy) = (dx / len, dy / len);
                    let (w, head) = (r * 0.14, r * 0.45);
                    let tail = (p.x + ux * r * 0.7, p.y + uy * r * 0.7);
                    let tip = (q.x - ux * r * 0.35, q.y - uy * r * 0.35);
                    let base = (tip.0 - ux * head, tip.1 - uy * head);
                    let (nx, ny) = (-uy * head * 0.5, ux * head * 0.5);
                    let wing = vec![tip, (base.0 + nx, base.1 + ny), (base.0 - nx, base.1 - ny)];
                    halos.line(tail, base, w * 2.2, palette::FIGURE_HALO);
                    halos.poly(wing.clone(), Some(palette::FIGURE_HALO), Some((palette::FIGURE_HALO, w)));
                    inks.line(tail, base, w, palette::FIGURE);
                    inks.poly(wing, Some(palette::FIGURE), None);
                }
                Annotation::Label(cell, text) => {
                    let Some(s) = self.spot_of(*cell) else { continue };
                    let size = (s.r * 0.5).max(9.0);
                    let at = (s.x + s.r * 0.62, s.y - s.r * 0.62);
                    let half = (text.chars().count() as f32 * size * 0.32 + size * 0.3).max(size * 0.6);
                    let h = size * 0.62;
                    let (x0, x1, y0, y1) = (at.0 - half, at.0 + half, at.1 - h, at.1 + h);
                    let rect = vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
                    inks.poly(rect, Some(palette::FIGURE_HALO), Some((palette::FIGURE, 1.0)));
                    inks.bold_text(at, size, text.clone(), palette::FIGURE, Align::Center);
                }
            }
        }
        let at = self.under_pieces.unwrap_or(self.shapes.len()).min(self.shapes.len());
        let n = bands.shapes.len();
        for p in self.pieces.iter_mut().filter(|p| p.first >= at) {
            (p.first, p.end) = (p.first + n, p.end + n);
        }
        self.shapes.splice(at..at, bands.shapes);
        self.shapes.extend(halos.shapes.into_iter().chain(inks.shapes));
    }

    /// The cell under a point in scene units: the nearest spot whose disc contains it.
    pub fn hit(&self, x: f32, y: f32) -> Option<Cell> {
        self.spots
            .iter()
            .filter_map(|s| {
                let d2 = (s.x - x).powi(2) + (s.y - y).powi(2);
                (d2 <= s.r * s.r).then_some((d2, s.cell))
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, c)| c)
    }
}

impl Color {
    /// The same colour with another alpha.
    pub const fn with_alpha(self, a: u8) -> Color {
        Color(self.0, self.1, self.2, a)
    }
}

/// `shape` moved from around `from` to around `to`, scaled by `k`, and faded to
/// [`palette::GHOST_ALPHA`]: a taken piece's ghost.
fn ghost_shape(shape: Shape, from: Pt, to: Pt, k: f32) -> Shape {
    let p = |q: Pt| (to.0 + (q.0 - from.0) * k, to.1 + (q.1 - from.1) * k);
    let c = |col: Color| col.with_alpha((col.3 as u16 * palette::GHOST_ALPHA as u16 / 255) as u8);
    match shape {
        Shape::Line { a, b, width, color } => Shape::Line { a: p(a), b: p(b), width: width * k, color: c(color) },
        Shape::Circle { c: ctr, r, fill, stroke } => {
            Shape::Circle { c: p(ctr), r: r * k, fill: fill.map(c), stroke: stroke.map(|(s, w)| (c(s), w * k)) }
        }
        Shape::Poly { pts, fill, stroke } => Shape::Poly {
            pts: pts.into_iter().map(p).collect(),
            fill: fill.map(c),
            stroke: stroke.map(|(s, w)| (c(s), w * k)),
        },
        Shape::Sector { c: ctr, r, a0, a1, fill } => Shape::Sector { c: p(ctr), r: r * k, a0, a1, fill: c(fill) },
        Shape::Text { at, size, text, color, align, bold } => {
            Shape::Text { at: p(at), size: size * k, text, color: c(color), align, bold }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_spots() -> Scene {
        let mut sc = Scene::new(100.0, 100.0);
        sc.spot(1, 20.0, 20.0, 10.0);
        sc.spot(2, 60.0, 60.0, 10.0);
        sc
    }

    #[test]
    fn across_a_table_each_coordinate_reads_from_both_sides() {
        // A 100 × 100 board with letters under it, numbers on its left, and a number
        // on both sides of one row (as Mundialito has).
        let mut sc = Scene::new(100.0, 100.0);
        sc.file_label((30.0, 95.0), 10.0, "a", Color::rgb(0, 0, 0));
        sc.rank_label((5.0, 40.0), 10.0, "1", Color::rgb(0, 0, 0));
        sc.rank_label((5.0, 70.0), 10.0, "2", Color::rgb(0, 0, 0));
        sc.rank_label((95.0, 70.0), 10.0, "2", Color::rgb(0, 0, 0));
        // A letter near a corner is still a column's.
        sc.file_label((8.0, 95.0), 10.0, "z", Color::rgb(0, 0, 0));
        let table = sc.clone().facing_both_sides();
        let turned: Vec<(String, Pt)> = table
            .turned
            .iter()
            .filter_map(|&i| match &table.shapes[i] {
                Shape::Text { text, at, .. } => Some((text.clone(), *at)),
                _ => None,
            })
            .collect();
        // The far player gets "a" above the same column, "1" on their left (the
        // screen's right), and the "2" already there; nothing the near player reads
        // is turned.
        assert_eq!(
            turned,
            vec![
                ("2".into(), (95.0, 70.0)),
                ("a".into(), (30.0, 5.0)),
                ("1".into(), (95.0, 40.0)),
                ("z".into(), (8.0, 5.0))
            ]
        );
        assert_eq!(table.shapes.len(), sc.shapes.len() + 3);
        assert!(sc.turned.is_empty(), "an ordinary picture turns nothing");
    }

    #[test]
    fn the_whole_turn_is_marked_lightly_and_the_last_move_strongly() {
        let mut sc = two_spots();
        let hl = Highlights { turn: vec![1, 2], last: vec![2], ..Default::default() };
        sc.underlay(&hl);
        let fills: Vec<(Pt, Color)> = sc
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Circle { c, fill: Some(f), .. } => Some((*c, *f)),
                _ => None,
            })
            .collect();
        assert_eq!(fills, [((20.0, 20.0), palette::TURN_TRAIL), ((60.0, 60.0), palette::LAST)]);
    }

    #[test]
    fn a_ghost_is_faded_and_steps_aside_when_its_cell_is_taken() {
        let ghost = |cell| Ghost { cell, side: Side::First, kind: 0 };
        let hl = Highlights { ghosts: vec![ghost(1), ghost(2)], ..Default::default() };
        let mut sc = two_spots();
        sc.ghosts(&hl, |c| c == 2, |s, at, _| s.disc(at, 8.0, Color::rgb(250, 250, 250), None));
        let Shape::Circle { c, r, fill: Some(f), .. } = sc.shapes[0] else { panic!() };
        assert_eq!((c, r, f.3), ((20.0, 20.0), 8.0, palette::GHOST_ALPHA));
        // On the taker's cell: small, up and to the right, still faded.
        let Shape::Circle { c, r, fill: Some(f), .. } = sc.shapes[1] else { panic!() };
        assert!(c.0 > 60.0 && c.1 < 60.0 && r < 8.0 && f.3 == palette::GHOST_ALPHA, "{:?}", sc.shapes[1]);
    }

    #[test]
    fn a_figures_bands_lie_under_the_pieces_and_its_arrows_over_everything() {
        use crate::core::figure::Annotation;
        let mut sc = two_spots();
        sc.underlay(&Highlights::default());
        sc.disc((20.0, 20.0), 8.0, Color::rgb(1, 2, 3), None); // a piece
        sc.annotate(&[Annotation::Arrow(1, 2), Annotation::Band(1, 2), Annotation::Arrow(2, 9)]);
        let piece = sc.shapes.iter().position(|s| matches!(s, Shape::Circle { r, .. } if *r == 8.0)).unwrap();
        let band = sc.shapes.iter().position(|s| matches!(s, Shape::Line { color, .. } if color.3 == 120)).unwrap();
        assert!(band < piece, "the band is under the piece");
        // The arrow: a halo, then the violet shaft and head, all after the piece; the
        // arrow to a cell not drawn (9) is left out.
        let inks = sc.shapes[piece + 1..].iter().filter(|s| match s {
            Shape::Line { color, .. } => *color == palette::FIGURE,
            Shape::Poly { fill, .. } => *fill == Some(palette::FIGURE),
            _ => false,
        });
        assert_eq!(inks.count(), 2);
    }
}
