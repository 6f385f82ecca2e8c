//! Pictures for the rules help, as data of a game. Where words fail (the moulin's 24
//! points, how each Mundeleys piece steps, a Mundialito pass), the help shows the real
//! board: a position built through the game's own validated setup (as a lesson's is),
//! drawn by the game's own [`View::scene`], with a few marks laid over its cells.
//! Because the picture is the game's scene, it stays true to the board as the board
//! changes; because the marks name cells, and targets and arrows are read from the
//! legal moves, a figure that no longer fits the rules fails to build (and a test says
//! so) instead of showing something false.
//!
//! A figure's caption is the string key `figure.<id>`; the rules help places it with
//! a line `![fig:<id>]` (see [`marks_in`]), to which the help as given to the page
//! adds the caption (captions travel with the help, in the lessons' module).

use super::scene::Scene;
use super::{Cell, Game, Highlights, Mark, Theme, View};

/// A mark drawn over a figure's board, on cells of its scene.
#[derive(Clone, Debug, PartialEq)]
pub enum Annotation {
    /// An arrow from one cell to another: a move, a pass, a line of fire.
    Arrow(Cell, Cell),
    /// A broad band joining two cells: a line of the board that matters (a mill).
    Band(Cell, Cell),
    /// A short text beside a cell: a point's name, a distance.
    Label(Cell, String),
}

impl Annotation {
    /// The cells the mark is drawn on.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Annotation::Arrow(a, b) | Annotation::Band(a, b) => vec![*a, *b],
            Annotation::Label(c, _) => vec![*c],
        }
    }
}

/// What a figure lays over its position: the board's own highlights (a selected
/// piece, its targets, the cells of a move) and annotations.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    /// The board's own highlights, as in play.
    pub hl: Highlights,
    /// Arrows, bands and labels drawn over the board.
    pub notes: Vec<Annotation>,
}

impl Marks {
    /// Every cell the marks are drawn on, highlights included.
    pub fn cells(&self) -> Vec<Cell> {
        let hl = &self.hl;
        let mut v: Vec<Cell> = hl.selected.iter().chain(&hl.last).chain(&hl.turn).copied().collect();
        v.extend(hl.targets.iter().map(|&(c, _)| c));
        v.extend(hl.ghosts.iter().map(|g| g.cell));
        v.extend(self.notes.iter().flat_map(Annotation::cells));
        v
    }
}

/// One picture of a game's rules help.
pub struct Figure<G: Game> {
    /// Short and unique among all games (`moulin-points`): the help's mark and the
    /// caption's key (`figure.moulin-points`) are made from it.
    pub id: &'static str,
    /// The position, built through the game's own validated setup (as a lesson's),
    /// never by poking at its fields.
    pub setup: fn() -> Result<G, String>,
    /// The marks, computed from the position (so targets and moves come from the
    /// rules); an error when the position no longer allows what the figure shows.
    pub marks: fn(&G) -> Result<Marks, String>,
}

impl<G: Game> Clone for Figure<G> {
    fn clone(&self) -> Self {
        Figure { id: self.id, setup: self.setup, marks: self.marks }
    }
}

impl<G: Game> std::fmt::Debug for Figure<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Figure").field("id", &self.id).finish_non_exhaustive()
    }
}

impl<G: View> Figure<G> {
    /// The string key of the caption (and of the picture's text alternative).
    pub fn caption_key(&self) -> String {
        caption_key(self.id)
    }

    /// The picture: the position as the game draws it, with the marks over it. An
    /// error if the position or its marks cannot be built, or a mark names a cell
    /// the board does not draw.
    ///
    /// # Errors
    ///
    /// Why the figure cannot be drawn, in words (for the tests and the page's log).
    pub fn scene(&self) -> Result<Scene, String> {
        self.themed_scene(Theme::Wood)
    }

    /// [`Figure::scene`] in `theme` (the help's pictures follow the player's theme).
    ///
    /// # Errors
    ///
    /// As [`Figure::scene`].
    pub fn themed_scene(&self, theme: Theme) -> Result<Scene, String> {
        let g = (self.setup)()?;
        let marks = (self.marks)(&g)?;
        let mut sc = g.themed_scene(&marks.hl, false, theme);
        if let Some(c) = marks.cells().into_iter().find(|&c| !sc.spots.iter().any(|s| s.cell == c)) {
            return Err(format!("figure {}: cell {c} is not drawn on the board", self.id));
        }
        sc.annotate(&marks.notes);
        Ok(sc)
    }
}

/// The caption key of the figure `id`.
pub fn caption_key(id: &str) -> String {
    format!("figure.{id}")
}

/// A figure that shows a position as it is, with no marks.
///
/// # Errors
///
/// Never: the signature is the one every figure's marks have.
pub fn no_marks<G>(_: &G) -> Result<Marks, String> {
    Ok(Marks::default())
}

/// The clicks of the move `mv` (in the game's notation), if it is legal in `g`: how
/// a figure draws a move without knowing the game's cells.
///
/// # Errors
///
/// The move unreadable or illegal in `g`, in words.
pub fn clicks<G: Game>(g: &G, mv: &str) -> Result<Vec<Cell>, String> {
    let m = g.parse(mv).map_err(|e| format!("'{mv}': {e}"))?;
    g.check(m).map_err(|e| format!("'{mv}': {e}"))?;
    Ok(g.cells_of(m).as_slice().to_vec())
}

/// An arrow from the first to the last click of the legal move `mv`.
///
/// # Errors
///
/// The move unreadable or illegal in `g`, or one click only, in words.
pub fn move_arrow<G: Game>(g: &G, mv: &str) -> Result<Annotation, String> {
    let c = clicks(g, mv)?;
    match (c.first(), c.last()) {
        (Some(&a), Some(&b)) if a != b => Ok(Annotation::Arrow(a, b)),
        _ => Err(format!("'{mv}' is not a move from one cell to another")),
    }
}

/// Where the piece on `from` may go, as the board marks it when that piece is
/// selected: the second click of every legal move that starts there.
pub fn targets<G: Game>(g: &G, from: Cell) -> Vec<(Cell, Mark)> {
    let mut v: Vec<(Cell, Mark)> = Vec::new();
    for m in super::game::moves_after(g, &[from]) {
        if let Some(&c) = g.cells_of(m).as_slice().get(1) {
            if !v.iter().any(|&(d, _)| d == c) {
                v.push((c, g.mark(m)));
            }
        }
    }
    v
}

/// The figure ids a rules help text places, in order: each line that is exactly
/// `![fig:<id>]`.
pub fn marks_in(help: &str) -> Vec<&str> {
    help.lines().filter_map(mark_of).collect()
}

/// The figure a line of the help places (`![fig:<id>]`, alone on its line or followed
/// by its caption, which [`crate::i18n::rules_help`] writes there), if it places one.
pub fn mark_of(line: &str) -> Option<&str> {
    let (id, _caption) = line.trim().strip_prefix("![fig:")?.split_once(']')?;
    (!id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')).then_some(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_marks_are_whole_lines() {
        let help =
            "Text ![fig:inline] text\n![fig:moulin-points]\n\n  ![fig:b]  \n![fig:c\n![fig:d] Its caption.\n![fig:E]";
        assert_eq!(marks_in(help), ["moulin-points", "b", "d"]);
    }
}
