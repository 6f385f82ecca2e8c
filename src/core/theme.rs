//! The boards' looks, chosen by the player: themes as data. A [`Theme`] names a look;
//! its [`Tones`] give a colour to each *role* a picture needs (the board, its lines, the
//! labels, each side's pieces, the highlights…). A game's view draws by role: it asks
//! the theme for its tones and paints with them, so a theme knows no game and a new
//! game draws in every theme from its own folder. A game may keep colours of its own
//! for a theme (every game keeps its historical colours for [`Theme::Wood`]).
//!
//! The rules and the AI never see a theme: only pictures ([`crate::core::View`]) do.

use super::Color;

/// A look of the boards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// *Bois*: the wooden boards of a ludothèque, each game in its own colours (the
    /// look the app always had, and the default).
    #[default]
    Wood,
    /// *Papier*: the old printed rule sheets, dark ink on cream paper, the pieces in
    /// ink and paper tones.
    Paper,
    /// *Contraste*: high contrast, every piece and line at least 3:1 against the
    /// board, and the second side's pieces marked by a shape (a cross), not only by
    /// colour, for players who tell colours apart poorly.
    Contrast,
}

/// An identifier that names no theme (the page passed something else).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTheme(pub String);

impl std::fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The list is Theme::ALL's (a test checks it), written out to stay small.
        write!(f, "unknown theme '{}' (the themes are wood, paper, contrast)", self.0)
    }
}

impl std::error::Error for UnknownTheme {}

impl Theme {
    /// Every theme, in the order the page's menu lists them (the default first).
    pub const ALL: [Theme; 3] = [Theme::Wood, Theme::Paper, Theme::Contrast];

    /// Where the theme stands in [`Theme::ALL`]: the index of its entry in a game's
    /// table of looks (built by the crate's `looks!` macro).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The identifier the page uses, and the end of its label's string key
    /// (`theme.wood`).
    pub const fn id(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Paper => "paper",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme called `id`.
    ///
    /// # Errors
    ///
    /// [`UnknownTheme`] for an identifier that is not one of [`Theme::ALL`]'s.
    pub fn parse(id: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL.into_iter().find(|t| t.id() == id).ok_or_else(|| UnknownTheme(id.to_string()))
    }

    /// The colours of the theme's roles, shared by every game.
    pub const fn tones(self) -> &'static Tones {
        match self {
            Theme::Wood => &WOOD,
            Theme::Paper => &PAPER,
            Theme::Contrast => &CONTRAST,
        }
    }
}

/// A game's colours in every theme, as a table built when compiling, indexed by
/// [`Theme::index`]: `looks!(WOOD, Look::of)` is `WOOD` (the game's own wood colours)
/// for wood and `Look::of(tones)` (a `const fn` mapping the shared [`Tones`] to the
/// game's roles) for every other theme, so a new theme reaches every game with no
/// edit in its folder. Its type is `[Look; Theme::ALL.len()]`.
macro_rules! looks {
    ($wood:expr, $of:path) => {{
        use $crate::core::theme::Theme;
        let mut looks = [$wood; Theme::ALL.len()];
        let mut i = 0;
        while i < looks.len() {
            if !matches!(Theme::ALL[i], Theme::Wood) {
                looks[i] = $of(Theme::ALL[i].tones());
            }
            i += 1;
        }
        looks
    }};
}
pub(crate) use looks;

/// How one side's pieces are painted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideTones {
    /// The body of a piece.
    pub fill: Color,
    /// Its outline (and the rim of a plate, the ring of a ball).
    pub edge: Color,
    /// What is drawn on the body: a count, a figure, the mark.
    pub on: Color,
    /// The mark these pieces carry besides their colour (a cross, see
    /// [`crate::core::Scene::side_mark`], or another shape where a game's pieces have
    /// no room for one), in this colour, or none: the theme tells the sides apart by
    /// shape too.
    pub mark: Option<Color>,
}

/// The marks the session lays over every game's board (see
/// [`crate::core::Scene::overlay`]): one set per theme, so they stay visible on its
/// board, the same roles in every game so players learn them once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkTones {
    /// The cells of the last move (under the pieces).
    pub last: Color,
    /// The rest of the last turn's cells, lighter.
    pub trail: Color,
    /// The cells clicked so far.
    pub selected: Color,
    /// The marker of the side to move.
    pub turn: Color,
    /// Where the move being entered may go.
    pub target: Color,
    /// A target that takes a piece.
    pub capture: Color,
    /// Each game's special targets (a promotion, a pass…).
    pub special: [Color; 4],
    /// A rim round the dots of the targets and round the turn marker, so they read
    /// on any board and any piece, or none.
    pub halo: Option<Color>,
}

/// The colours of a theme, by role. A game paints with these (or its own colours
/// for a theme, see [`Theme`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tones {
    /// Around the board: the bands of pieces in hand, the coordinates.
    pub background: Color,
    /// The playing surface.
    pub board: Color,
    /// The surface's second colour: a chequerboard's dark squares, a wreck.
    pub board_alt: Color,
    /// The board's lines and printing: the grid, points, arrows, a frame, labels
    /// written on the board.
    pub line: Color,
    /// Words and numbers on the background (coordinates, counts).
    pub label: Color,
    /// Each side's pieces, in [`crate::core::Side::index`] order.
    pub sides: [SideTones; 2],
    /// Areas a board tells apart by colour (Mundialito's four coasters): pale in
    /// the light themes, mid tones every piece stands out from in the contrasted one.
    pub tints: [Color; 4],
    /// Colours of ornaments and special pieces, in the order gold, red, green, blue
    /// (a Mundeley's crown, a Grenadier's half, a shot).
    pub accents: [Color; 4],
    /// The highlights.
    pub marks: MarkTones,
}

/// The highlights of the wood and paper themes: the app's first colours.
const CLASSIC_MARKS: MarkTones = {
    use super::scene::palette::*;
    MarkTones {
        last: LAST,
        trail: TURN_TRAIL,
        selected: SELECTED,
        turn: TURN,
        target: TARGET,
        capture: CAPTURE,
        special: SPECIAL,
        halo: None,
    }
};

const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::rgb(r, g, b)
}

/// Wood, for a game with no wood colours of its own (each game of the app has its
/// own, the look it always had).
const WOOD: Tones = Tones {
    background: rgb(246, 238, 222),
    board: rgb(233, 205, 152),
    board_alt: rgb(150, 105, 70),
    line: rgb(92, 58, 30),
    label: rgb(92, 58, 30),
    sides: [
        SideTones { fill: rgb(250, 246, 236), edge: rgb(70, 60, 50), on: rgb(70, 60, 50), mark: None },
        SideTones { fill: rgb(40, 38, 36), edge: rgb(200, 190, 170), on: rgb(200, 190, 170), mark: None },
    ],
    tints: [rgb(242, 192, 184), rgb(244, 232, 172), rgb(192, 224, 186), rgb(188, 208, 238)],
    accents: [rgb(222, 170, 30), rgb(206, 36, 36), rgb(26, 138, 58), rgb(36, 84, 210)],
    marks: CLASSIC_MARKS,
};

/// Paper: cream sheet, dark ink; one side's pieces paper, the other's ink.
const PAPER: Tones = Tones {
    background: rgb(236, 229, 211),
    board: rgb(250, 246, 235),
    board_alt: rgb(212, 202, 180),
    line: rgb(38, 34, 30),
    label: rgb(38, 34, 30),
    sides: [
        SideTones { fill: rgb(252, 250, 243), edge: rgb(38, 34, 30), on: rgb(38, 34, 30), mark: None },
        SideTones { fill: rgb(46, 42, 38), edge: rgb(150, 140, 124), on: rgb(250, 246, 235), mark: None },
    ],
    tints: [rgb(240, 216, 206), rgb(242, 232, 196), rgb(216, 230, 206), rgb(210, 221, 236)],
    accents: [rgb(196, 148, 48), rgb(172, 48, 40), rgb(58, 118, 72), rgb(44, 72, 140)],
    marks: CLASSIC_MARKS,
};

/// Contrast: white and black pieces on mid-tone boards (each at least 3:1 against
/// both), black lines, white labels, a white selection and white target dots rimmed
/// in black, a vermilion capture (3:1 on a white piece and on a black one), and a
/// white cross on the second side's pieces. The accents and highlights are from
/// Okabe and Ito's palette for colour-blind readers.
const CONTRAST: Tones = Tones {
    background: rgb(110, 110, 110),
    board: rgb(112, 142, 168),
    board_alt: rgb(58, 96, 130),
    line: rgb(0, 0, 0),
    label: rgb(255, 255, 255),
    sides: [
        SideTones { fill: rgb(255, 255, 255), edge: rgb(0, 0, 0), on: rgb(0, 0, 0), mark: None },
        SideTones {
            fill: rgb(0, 0, 0),
            edge: rgb(255, 255, 255),
            on: rgb(255, 255, 255),
            mark: Some(rgb(255, 255, 255)),
        },
    ],
    tints: [rgb(176, 104, 104), rgb(146, 132, 64), rgb(84, 140, 92), rgb(96, 124, 184)],
    accents: [rgb(255, 204, 0), rgb(230, 96, 0), rgb(0, 158, 115), rgb(0, 114, 178)],
    marks: MarkTones {
        last: Color::rgba(255, 214, 0, 150),
        trail: Color::rgba(255, 214, 0, 80),
        selected: rgb(255, 255, 255),
        turn: rgb(255, 214, 0),
        target: rgb(255, 255, 255),
        capture: rgb(230, 96, 0),
        special: [rgb(204, 121, 167), rgb(255, 214, 0), rgb(86, 180, 233), rgb(0, 158, 115)],
        halo: Some(rgb(0, 0, 0)),
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_is_found_by_its_id_and_nothing_else_is() {
        for (i, t) in Theme::ALL.into_iter().enumerate() {
            assert_eq!(Theme::parse(t.id()), Ok(t));
            assert_eq!(t.index(), i);
        }
        let e = Theme::parse("Wood").unwrap_err();
        let ids: Vec<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
        assert_eq!(e.to_string(), format!("unknown theme 'Wood' (the themes are {})", ids.join(", ")));
        assert_eq!(Theme::default(), Theme::ALL[0]);
    }
}
