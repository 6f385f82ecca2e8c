//! The battlefield as a [`Scene`]: hex cells, the plates as metal discs showing
//! their figures (small glyphs, the count beside), a facing notch, wrecked cannons
//! lying fallen, the ring of cells just outside the field (click targets for a
//! rotation toward the edge), the moves left per arm for the army acting, and the
//! transfer count chooser laid over the receiver.
//!
//! Colours follow the sheet: French soldiers and cavalry blue, French cannons green,
//! English soldiers and cavalry red, English cannons blue. Shapes, not colour alone,
//! tell the arms apart (dots for soldiers, diamonds for cavaliers, a barrel on a
//! wheel for a cannon), and each army's plates have their own rim colour.

use std::f32::consts::PI;

use super::board::{Field, CHOOSER_BASE, START};
use super::combat::{Arm, Plate};
use super::{KMove, Kriegspiel};
use crate::core::trig::cos_sin;
use crate::core::scene::{Align, Pt};
use crate::core::theme::{looks, SideTones, Tones};
use crate::core::{
    Cell, Color, Game, Ghost, Highlights, Lesson, Mark, Note, OptionKind, OptionSpec, Scene, Side, Theme, View,
};

#[path = "narration.rs"]
pub(super) mod narration;

/// Distance between neighbouring cell centres, in scene units.
const S: f32 = 64.0;
/// Room around the field: the ring of outside cells and the coordinates.
const MARGIN: f32 = 0.9 * S;
/// The band above and below the field for the acting army's moves left.
const BAND: f32 = 0.8 * S;

/// The colours of the battlefield, by role.
#[derive(Clone, Copy)]
struct Look {
    background: Color,
    meadow: Color,
    meadow_edge: Color,
    /// The coordinates, the counts, the chooser's lines.
    ink: Color,
    /// A wrecked cannon's plate, and the cannon lying on it.
    wreck: Color,
    wreck_ink: Color,
    /// A shot under way, an arm that fired.
    red: Color,
    /// The outline of the figures' glyphs.
    glyph_edge: Color,
    /// A hollow facing notch (before the half-rotation), and the chooser's buttons.
    blank: Color,
    /// The chooser's lines and numbers, on `blank`.
    pen: Color,
    /// Each army's plates.
    armies: [Army; 2],
}

/// One army's colours.
#[derive(Clone, Copy)]
struct Army {
    /// The plates' face.
    plate: Color,
    /// The plates' rim and facing notch.
    rim: Color,
    /// The figures on a plate: cannons, then soldiers and cavalry.
    cannon: Color,
    troops: Color,
    /// The count written on a plate.
    count: Color,
    /// The mark the plates carry, if any.
    mark: Option<Color>,
}

const METAL: Color = Color::rgb(208, 211, 216);
const BLUE: Color = Color::rgb(36, 84, 210);
const INK: Color = Color::rgb(60, 56, 44);

/// The battlefield's own wood colours, the sheet's: French soldiers and cavalry blue,
/// French cannons green, English soldiers and cavalry red, English cannons blue, on
/// metal plates with each army's rim.
const WOOD: Look = Look {
    background: Color::rgb(244, 240, 226),
    meadow: Color::rgb(206, 222, 170),
    meadow_edge: Color::rgb(128, 146, 96),
    ink: INK,
    wreck: Color::rgb(150, 146, 140),
    wreck_ink: Color::rgb(70, 66, 60),
    red: Color::rgb(206, 36, 36),
    glyph_edge: Color::rgb(20, 20, 20).with_alpha(160),
    blank: Color::rgb(255, 255, 255),
    pen: INK,
    armies: [
        Army {
            plate: METAL,
            rim: Color::rgb(24, 44, 120),
            cannon: Color::rgb(26, 138, 58),
            troops: BLUE,
            count: INK,
            mark: None,
        },
        Army {
            plate: METAL,
            rim: Color::rgb(140, 20, 30),
            cannon: BLUE,
            troops: Color::rgb(206, 36, 36),
            count: INK,
            mark: None,
        },
    ],
};

impl Army {
    /// An army's plates in a side's shared tones: every figure in the colour drawn on
    /// a piece, told apart by its shape.
    const fn of(s: &SideTones) -> Army {
        Army { plate: s.fill, rim: s.edge, cannon: s.on, troops: s.on, count: s.on, mark: s.mark }
    }
}

impl Look {
    /// The battlefield in a theme's shared tones.
    const fn of(t: &Tones) -> Look {
        Look {
            background: t.background,
            meadow: t.board,
            meadow_edge: t.line,
            ink: t.label,
            wreck: t.board_alt,
            wreck_ink: t.line,
            red: t.accents[1],
            glyph_edge: t.line.with_alpha(160),
            blank: t.sides[0].fill,
            pen: t.sides[0].on,
            armies: [Army::of(&t.sides[0]), Army::of(&t.sides[1])],
        }
    }
}

/// The battlefield's colours in each theme: its own wood, else the theme's shared
/// tones (each army's plates in its side's colours, the figures told apart by shape).
static LOOKS: [Look; Theme::ALL.len()] = looks!(WOOD, Look::of);

/// Rim colour of an army's plates in `theme`.
pub fn army_color(s: Side, theme: Theme) -> Color {
    LOOKS[theme.index()].armies[s.index()].rim
}

/// Colour of the figures of `arm` in army `s` in `theme` (in wood, the sheet's colours).
pub fn figure_color(s: Side, arm: Arm, theme: Theme) -> Color {
    let a = LOOKS[theme.index()].armies[s.index()];
    if arm == Arm::Cannon {
        a.cannon
    } else {
        a.troops
    }
}

/// Where things go: the field's centres mapped to scene units, flipped or not.
struct Frame {
    field: Field,
    flip: bool,
    x0: f32,
    y0: f32,
    width: f32,
    height: f32,
}

impl Frame {
    fn new(field: Field, flip: bool) -> Frame {
        let (mut lo, mut hi) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
        for f in [-1, field.files as i32] {
            for r in -1..=field.rows as i32 {
                let (x, y) = field.center((f, r));
                lo = (lo.0.min(x), lo.1.min(y));
                hi = (hi.0.max(x), hi.1.max(y));
            }
        }
        for r in [-1, field.rows as i32] {
            for f in -1..=field.files as i32 {
                let (x, y) = field.center((f, r));
                lo = (lo.0.min(x), lo.1.min(y));
                hi = (hi.0.max(x), hi.1.max(y));
            }
        }
        let width = (hi.0 - lo.0) * S + 2.0 * MARGIN;
        let height = (hi.1 - lo.1) * S + 2.0 * MARGIN + 2.0 * BAND;
        Frame { field, flip, x0: MARGIN - lo.0 * S, y0: BAND + MARGIN - lo.1 * S, width, height }
    }

    fn pt(&self, fr: (i32, i32)) -> Pt {
        let (x, y) = self.field.center(fr);
        let p = (self.x0 + x * S, self.y0 + y * S);
        if self.flip {
            (self.width - p.0, self.height - p.1)
        } else {
            p
        }
    }

    fn cell(&self, c: u8) -> Pt {
        self.pt(self.field.file_row(c))
    }

    /// A screen angle (radians, clockwise from east as y grows downward) for a
    /// mathematical angle on the field.
    fn screen_angle(&self, a: f32) -> f32 {
        -a + if self.flip { PI } else { 0.0 }
    }
}

fn polar(c: Pt, r: f32, a: f32) -> Pt {
    let (cos, sin) = cos_sin(a);
    (c.0 + r * cos, c.1 + r * sin)
}

fn hexagon(field: &Field, c: Pt, r: f32) -> Vec<Pt> {
    let start = if field.flat { 0.0 } else { PI / 6.0 };
    (0..6).map(|k| polar(c, r, start + k as f32 * PI / 3.0)).collect()
}

/// A small glyph of one figure of `arm` at `c`, size `u`, outlined in `edge`.
fn glyph(sc: &mut Scene, arm: Arm, c: Pt, u: f32, color: Color, edge: Color) {
    let edge = Some((edge, 1.0));
    match arm {
        Arm::Soldiers => sc.disc(c, u * 0.55, color, edge),
        Arm::Cavalry => sc.poly(
            vec![(c.0, c.1 - u * 0.8), (c.0 + u * 0.6, c.1), (c.0, c.1 + u * 0.8), (c.0 - u * 0.6, c.1)],
            Some(color),
            edge,
        ),
        Arm::Cannon => {
            sc.poly(
                vec![
                    (c.0 - u * 1.5, c.1 - u * 0.35),
                    (c.0 + u * 1.6, c.1 - u * 0.25),
                    (c.0 + u * 1.6, c.1 + u * 0.25),
                    (c.0 - u * 1.5, c.1 + u * 0.35),
                ],
                Some(color),
                edge,
            );
            sc.disc((c.0 - u * 0.5, c.1 + u * 0.45), u * 0.55, color, edge);
        }
    }
}

/// A plate's mark, if its army's carry one: a second rim inside the first (a cross
/// beside the count would read as "times").
fn plate_mark(sc: &mut Scene, c: Pt, army: &Army) {
    if let Some(m) = army.mark {
        sc.ring(c, 0.35 * S, m, 0.04 * S);
    }
}

fn draw_plate(sc: &mut Scene, fr: &Frame, c: Pt, p: &Plate, look: &Look) {
    let r = 0.42 * S;
    let army = look.armies[p.side.index()];
    if p.wrecked {
        sc.disc(c, r, look.wreck, Some((army.rim, 2.0)));
        // The cannon lies on its side: a tilted barrel and a loose wheel.
        let (a, u) = (0.5f32, 0.11 * S);
        let (cos, sin) = cos_sin(a);
        let along = |d: f32, off: f32| (c.0 + d * cos - off * sin, c.1 + d * sin + off * cos);
        sc.poly(
            vec![
                along(-1.6 * u, -0.35 * u),
                along(1.6 * u, -0.25 * u),
                along(1.6 * u, 0.25 * u),
                along(-1.6 * u, 0.35 * u),
            ],
            Some(look.wreck_ink),
            None,
        );
        sc.ring((c.0 - 0.8 * u, c.1 + 1.3 * u), 0.55 * u, look.wreck_ink, 2.0);
        plate_mark(sc, c, &army);
        return;
    }
    sc.disc(c, r, army.plate, Some((army.rim, 3.0)));
    let color = if p.arm == Arm::Cannon { army.cannon } else { army.troops };
    let u = 0.09 * S;
    let top = c.1 - 0.13 * S;
    match p.arm {
        Arm::Cannon => {
            glyph(sc, Arm::Cannon, (c.0, top), u, color, look.glyph_edge);
            // The soldiers serving a cannon are drawn in the army's soldier colour.
            for i in 0..p.n {
                let x = c.0 + (i as f32 - (p.n as f32 - 1.0) / 2.0) * 0.09 * S;
                sc.disc((x, c.1 + 0.06 * S), 0.03 * S, army.troops, None);
            }
        }
        arm => {
            for i in 0..p.n {
                let x = c.0 + (i as f32 - (p.n as f32 - 1.0) / 2.0) * 0.12 * S;
                glyph(sc, arm, (x, top), u, color, look.glyph_edge);
            }
        }
    }
    sc.bold_text((c.0, c.1 + 0.21 * S), 0.22 * S, p.n.to_string(), army.count, Align::Center);
    plate_mark(sc, c, &army);
    // The facing notch: a filled arrow toward the faced side, or a hollow one toward
    // the start corner before the half-rotation.
    let (angle, solid) = if p.facing == START {
        (if p.side == Side::First { PI / 2.0 } else { -PI / 2.0 }, false)
    } else {
        (fr.field.dir_angle(p.facing), true)
    };
    let a = fr.screen_angle(angle);
    let tip = polar(c, r + 0.15 * S, a);
    let l = polar(c, r - 0.1 * S, a + 0.3);
    let rr = polar(c, r - 0.1 * S, a - 0.3);
    let col = army.rim;
    if solid {
        sc.poly(vec![tip, l, rr], Some(col), Some((col, 1.5)));
    } else {
        sc.poly(vec![tip, l, rr], Some(look.blank), Some((col, 2.5)));
    }
}

/// The acting army's moves left per arm (glyph, number), a dot once the arm fired.
fn draw_budgets(sc: &mut Scene, g: &Kriegspiel, fr: &Frame, look: &Look) {
    let s = g.army();
    let army = look.armies[s.index()];
    let bottom = (s == Side::First) != fr.flip;
    let y = if bottom { fr.height - BAND / 2.0 } else { BAND / 2.0 };
    let u = 0.11 * S;
    for (i, arm) in Arm::ALL.into_iter().enumerate() {
        let x = fr.width / 2.0 + (i as f32 - 1.0) * 1.8 * S;
        sc.disc((x, y), 0.34 * S, army.plate, Some((army.rim, 2.0)));
        let color = if arm == Arm::Cannon { army.cannon } else { army.troops };
        glyph(sc, arm, (x, y), u, color, look.glyph_edge);
        sc.bold_text((x + 0.55 * S, y + 0.1 * S), 0.3 * S, g.moves_left(arm).to_string(), look.ink, Align::Left);
        if g.has_fired(arm) {
            sc.disc((x + 0.28 * S, y - 0.28 * S), 0.09 * S, look.red, None);
        }
    }
}

/// The transfer count chooser: once a giver and a receiver are clicked, numbered
/// buttons in a row right beside the receiver, on the side away from the giver (so
/// both plates stay in sight), under the finger that chose them. Returns each
/// button's id and centre; the cells under the row give way to it until a count is
/// chosen (the choice is the only thing to do then, besides cancelling).
fn chooser(hl: &Highlights, fr: &Frame) -> Vec<(u16, Pt)> {
    let counts: Vec<u16> =
        hl.targets.iter().map(|&(c, _)| c).filter(|&c| c > CHOOSER_BASE && c <= CHOOSER_BASE + 5).collect();
    let Some(&recv) = hl.selected.get(1) else { return Vec::new() };
    if counts.is_empty() || recv as usize >= fr.field.cells() {
        return Vec::new();
    }
    let c = fr.cell(recv as u8);
    let giver = hl.selected.first().filter(|&&g| (g as usize) < fr.field.cells()).map(|&g| fr.cell(g as u8));
    let below = match giver {
        Some(g) if (g.1 - c.1).abs() > 0.1 * S => g.1 < c.1,
        _ => c.1 < fr.height / 2.0,
    };
    let y = if below { c.1 + CHOOSER_RISE } else { c.1 - CHOOSER_RISE };
    let m = counts.len() as f32;
    // max/min, not clamp: clamp's check would bring float printing into the module.
    let x0 = (c.0 - (m - 1.0) / 2.0 * CHOOSER_STEP).max(0.6 * S).min(fr.width - 0.6 * S - (m - 1.0) * CHOOSER_STEP);
    counts.iter().enumerate().map(|(i, &id)| (id, (x0 + i as f32 * CHOOSER_STEP, y))).collect()
}

/// How far the chooser's row sits above or below the receiver, and its buttons apart.
const CHOOSER_RISE: f32 = 0.9 * S;
const CHOOSER_STEP: f32 = 0.95 * S;
/// A button of the chooser's radius.
const CHOOSER_R: f32 = 0.4 * S;

/// Whether a cell's centre lies under the chooser's row (its spot then gives way).
fn under_chooser(row: &[(u16, Pt)], p: Pt) -> bool {
    row.iter().any(|&(_, b)| (b.0 - p.0).abs() < CHOOSER_STEP * 0.75 && (b.1 - p.1).abs() < CHOOSER_R * 1.4)
}

/// Draws the chooser's row on a card, tied to the receiver by a line.
fn draw_chooser(sc: &mut Scene, hl: &Highlights, fr: &Frame, row: &[(u16, Pt)], look: &Look) {
    let (Some(&(_, first)), Some(&(_, last)), Some(&recv)) = (row.first(), row.last(), hl.selected.get(1)) else {
        return;
    };
    let c = fr.cell(recv as u8);
    let pen = look.pen;
    sc.line(c, (c.0.max(first.0).min(last.0), first.1), 3.0, pen.with_alpha(160));
    let (l, r, t, b) = (first.0 - 0.55 * S, last.0 + 0.55 * S, first.1 - 0.55 * S, first.1 + 0.55 * S);
    sc.poly(vec![(l, t), (r, t), (r, b), (l, b)], Some(look.background.with_alpha(240)), Some((pen, 2.0)));
    for &(id, (x, y)) in row {
        sc.disc((x, y), CHOOSER_R, look.blank, Some((pen, 3.0)));
        sc.bold_text((x, y + 0.03 * S), 0.42 * S, (id - CHOOSER_BASE).to_string(), pen, Align::Center);
        sc.spot(id, x, y, CHOOSER_R);
    }
}

/// The coordinates, along all four edges of the field, as on a map: a board
/// enlarged on a phone scrolls, and whichever edge is in view names the cells. Each
/// file's letter stands under its lowest cell on screen and over its highest (on the
/// standard field an offset top row takes its letters half a cell along with it, so
/// each letter is over its own file); the row numbers stand in a straight column
/// beside each side of the field, level with their rows, the offset rows' too, as a
/// player reads a chessboard's.
fn draw_coordinates(sc: &mut Scene, fr: &Frame, ink: Color) {
    let (field, small) = (fr.field, 0.26 * S);
    let cells: Vec<Pt> = (0..field.cells() as u8).map(|c| fr.cell(c)).collect();
    let (top, bottom) = cells.iter().fold((f32::MAX, f32::MIN), |(t, b), p| (t.min(p.1), b.max(p.1)));
    let (left, right) = cells.iter().fold((f32::MAX, f32::MIN), |(l, r), p| (l.min(p.0), r.max(p.0)));
    // A label's anchor is its baseline: 0.09 S below its middle.
    let (gap, baseline) = (0.71 * S, 0.09 * S);
    for f in 0..field.files as i32 {
        let file: Vec<Pt> = (0..field.rows as i32).map(|r| fr.pt((f, r))).collect();
        let low = file.iter().fold(file[0], |a, &p| if p.1 > a.1 { p } else { a });
        let high = file.iter().fold(file[0], |a, &p| if p.1 < a.1 { p } else { a });
        let letter = ((b'a' + f as u8) as char).to_string();
        sc.file_label((low.0, bottom + gap + baseline), small, letter.clone(), ink);
        sc.file_label((high.0, top - gap + baseline), small, letter, ink);
    }
    for r in 0..field.rows as i32 {
        // Level with the row's end cells (on the flat field a row zigzags).
        let row: Vec<Pt> = (0..field.files as i32).map(|f| fr.pt((f, r))).collect();
        let first = row.iter().fold(row[0], |a, &p| if p.0 < a.0 { p } else { a });
        let last = row.iter().fold(row[0], |a, &p| if p.0 > a.0 { p } else { a });
        for (x, y) in [(left - 0.8 * S, first.1), (right + 0.8 * S, last.1)] {
            sc.rank_label((x, y + baseline), small, (r + 1).to_string(), ink);
        }
    }
}

/// The arms in the order of [`View::roles`].
const ARMS: [Arm; 3] = [Arm::Cannon, Arm::Soldiers, Arm::Cavalry];

impl View for Kriegspiel {
    fn cell_name(&self, cell: Cell) -> Option<String> {
        let field = self.field();
        (usize::from(cell) < field.cells()).then(|| field.name(cell as u8))
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
    fn puzzle_theme(&self, _line: &[Self::Move]) -> &'static str {
        super::puzzles::THEME
    }

    fn notes(&self) -> Vec<crate::core::Note> {
        self.turn_notes()
    }

    /// A rotation, a transfer and a shot, each by its name (their marks on the field).
    fn mark_words(mark: Mark) -> &'static str {
        match mark {
            Mark::Special(0) => "narr.kriegspiel.mark.turn",
            Mark::Special(_) => "narr.kriegspiel.mark.transfer",
            Mark::Capture => "narr.kriegspiel.mark.shot",
            Mark::Move => "narr.mark.move",
        }
    }

    fn describe_cell(&self, cell: Cell) -> Note {
        self.cell_words(cell)
    }

    fn describe_move(&self, m: KMove) -> Note {
        self.move_words(m)
    }

    fn prompt(&self) -> Option<Note> {
        self.prompt_words()
    }

    /// Figures still fighting (a cannon counted as one, with its crew).
    fn tally(&self, side: Side) -> Option<Note> {
        let n: u32 = self.plates().filter(|(_, p)| p.side == side && !p.wrecked).map(|(_, p)| p.figures() as u32).sum();
        Some(Note::new("kriegspiel.tally").arg("n", n))
    }

    fn prompt_after(&self, clicks: &[Cell]) -> Option<Note> {
        self.prompt_after_clicks(clicks)
    }

    /// A rotation marks its plate, a transfer the giver and the receiver: not the
    /// cell turned toward nor the count chosen.
    fn marked_cells(&self, m: KMove) -> Vec<Cell> {
        match m {
            KMove::Turn { from, .. } => vec![from as Cell],
            KMove::Transfer { from, to, .. } => vec![from as Cell, to as Cell],
            _ => self.cells_of(m).as_slice().to_vec(),
        }
    }

    fn taken_by(&self, m: KMove) -> Vec<Ghost> {
        self.taken_plates(m)
    }

    /// The field's shape and size, and which army starts.
    fn option_specs() -> Vec<OptionSpec> {
        vec![
            OptionSpec::bool("flat", "kriegspiel.option.flat", false),
            OptionSpec::int("files", "kriegspiel.option.files", 8, 14),
            OptionSpec::int("rows", "kriegspiel.option.rows", 6, 14),
            OptionSpec {
                name: "starts",
                label: "kriegspiel.option.starts",
                kind: OptionKind::Choice {
                    choices: vec![("french", "kriegspiel.side.0"), ("english", "kriegspiel.side.1")],
                    default: "french",
                },
            },
        ]
    }

    /// An army may have a commander per arm (the sheet's game for 2 to 6 players).
    fn roles() -> &'static [&'static str] {
        &["kriegspiel.arm.cannon", "kriegspiel.arm.soldiers", "kriegspiel.arm.cavalry"]
    }

    fn acting_role(&self) -> Option<usize> {
        let arm = self.acting()?;
        ARMS.iter().position(|&a| a == arm)
    }

    const PASS: Option<(KMove, &'static str)> = Some((KMove::End, "play.end_turn"));

    /// A roll `=4` shows as the die's face `4`.
    fn face(&self, m: KMove) -> String {
        self.notation(m).trim_start_matches('=').to_string()
    }

    fn themed_scene(&self, hl: &Highlights, flip: bool, theme: Theme) -> Scene {
        let look = &LOOKS[theme.index()];
        let (ink, l) = (look.ink, look);
        let field = *self.field();
        let fr = Frame::new(field, flip);
        let mut sc = Scene::themed(fr.width, fr.height, theme);
        sc.background = Some(look.background);
        let hex_r = S / 3f32.sqrt();
        let row = chooser(hl, &fr);
        for c in 0..field.cells() as u8 {
            let p = fr.cell(c);
            sc.poly(hexagon(&field, p, hex_r), Some(look.meadow), Some((look.meadow_edge, 1.5)));
            if !under_chooser(&row, p) {
                sc.spot(c as u16, p.0, p.1, 0.48 * S);
            }
        }
        // The ring outside the field: clickable only as a rotation target, so only
        // where it touches the field (a corner of the ring may not).
        for r in -1..=field.rows as i32 {
            for f in -1..=field.files as i32 {
                let p = fr.pt((f, r));
                let touches = (0..6).any(|d| {
                    let (nf, nr) = field.step((f, r), d);
                    field.cell(nf, nr).is_some()
                });
                if field.cell(f, r).is_none() && touches && !under_chooser(&row, p) {
                    sc.spot(field.spot_id((f, r)).expect("ring cell"), p.0, p.1, 0.42 * S);
                }
            }
        }
        draw_coordinates(&mut sc, &fr, ink);
        draw_budgets(&mut sc, self, &fr, l);
        sc.underlay(hl);
        for (c, p) in self.plates() {
            let at = fr.cell(c);
            let first = sc.shapes.len();
            draw_plate(&mut sc, &fr, at, &p, l);
            sc.piece(p.side, at, first);
        }
        // The pending shot: a line from the firer to its target.
        if let Some((a, b)) = self.pending_shot() {
            sc.line(fr.cell(a), fr.cell(b), 4.0, look.red.with_alpha(200));
        }
        sc.ghosts(
            hl,
            |c| self.plate(c as u8).is_some(),
            |g, at, ghost| {
                // The plate as it left: its rim and its arm's glyph, no count.
                let arm = Arm::ALL[ghost.kind as usize % Arm::ALL.len()];
                let army = look.armies[ghost.side.index()];
                let color = if arm == Arm::Cannon { army.cannon } else { army.troops };
                g.disc(at, 0.42 * S, army.plate, Some((army.rim, 3.0)));
                glyph(g, arm, at, 0.11 * S, color, look.glyph_edge);
            },
        );
        draw_chooser(&mut sc, hl, &fr, &row, l);
        // The chooser's buttons say what they are: no target mark over their numbers.
        let mut marks = hl.clone();
        marks.targets.retain(|t| !row.iter().any(|r| r.0 == t.0));
        sc.overlay(&marks);
        sc
    }
}
