//! The one game-neutral trait. The AI, the session, the renderer, the command-line
//! tool and the shared tests only ever see a game through [`Game`] (and [`View`] for
//! drawing); what is special to a game stays an inherent method of that game.

use std::fmt::{self, Debug};
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::describe::{side_key, GameInfo, OptionSpec};
use super::{
    Cell, CellPath, Figure, Ghost, Highlights, Lesson, Mark, Motion, Outcome, Scene, Side, Solved, Taught, Theme,
};

/// Who acts next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// A player chooses one of [`Game::legal_moves`].
    Player(Side),
    /// The dice decide: one of [`Game::chance_outcomes`] is played.
    Chance,
    /// Nothing more is played.
    Over(Outcome),
}

/// A move that could not be read. The message is for a person, in English, and is
/// shown next to the translated "illegible move" sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

/// Why a move given as text was not played. The game is unchanged in every case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// Not a move in this game's notation.
    Parse(ParseError),
    /// A well-formed move that the rules do not allow here.
    Illegal(String),
    /// The game is over.
    Over,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Parse(e) => write!(f, "unreadable move: {e}"),
            PlayError::Illegal(m) => write!(f, "illegal move: {m}"),
            PlayError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for PlayError {}

impl PlayError {
    /// Why the move `mv` (as it was given) was not played, in words for the page
    /// (a string key of [`crate::i18n`] and its values), so the reason reaches a
    /// French player in French.
    pub fn note(&self, mv: &str) -> Note {
        match self {
            PlayError::Parse(_) => Note::new("error.why.unreadable").arg("move", mv.trim()),
            PlayError::Illegal(m) => Note::new("error.why.illegal").arg("move", m),
            PlayError::Over => Note::new("error.why.over"),
        }
    }
}

/// A two-sided board game as the engine sees it.
///
/// A *move* is one atomic action. A turn made of several actions (Mundialito's two
/// actions, Kriegspiel's movements then `end`) is several moves by the same side in a
/// row: nothing here assumes that sides alternate. Dice are a [`ToMove::Chance`]
/// step whose outcomes are moves too, so the rules never draw a random number.
/// Positions compare with `==`, so that undo, replays and refused moves can be
/// checked to leave exactly the position they should.
pub trait Game: Clone + Debug + PartialEq + Sized + 'static {
    /// One atomic action.
    type Move: Copy + Eq + Hash + Debug + 'static;
    /// The choices made before a game starts (field size, variants…). Plain data,
    /// shared by the threads of a match (`plateaux match --jobs`).
    type Options: Default + Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static;

    /// The game's identifier in records, links and the command line (`"moulin"`).
    const ID: &'static str;

    /// How many times its usual node budget the expert level gives this position
    /// (see `Level::budget_at`): 1 by default; more where a game is decided by what
    /// lies beyond the usual horizon (moulin's placing phase, where a blockade is
    /// prepared a dozen plies before it closes).
    fn search_effort(&self) -> u64 {
        1
    }

    /// What one position of this game costs the AI's search, in moulin positions
    /// (measure with `plateaux bench`: nodes per second of each game's search). The
    /// levels' node budgets are divided by it, so that every game replies in about
    /// the same time; a game's own figure lives with the game, so a new game is
    /// calibrated in its own folder.
    const NODE_COST: u64 = 1;

    /// The advantage, in [`Game::evaluate`]'s units, with which a side wins about
    /// three games in four: the scale of the logistic curve through which the analysis
    /// (`crate::analysis`) turns search values into winning chances, chances =
    /// 1 / (1 + 3^(−value / scale)). An evaluation's unit says nothing of how much it
    /// weighs in a game (a man in moulin, a Lancier in Mundeleys, a row of the ball's
    /// way in Mundialito), so each game says it here, in its own folder, and a grade
    /// (« erreur », « gaffe ») then means the same loss of chances in every game.
    /// 100 by default: one man up, as [`Game::evaluate`] counts it, wins three in four.
    const CHANCE_SCALE: i32 = 100;

    /// The start position.
    fn new(options: &Self::Options) -> Self;

    /// The options this game was started with (kept in records).
    fn options(&self) -> Self::Options;

    /// Who acts next, or how the game ended, as far as the position alone tells:
    /// a draw by repetition depends on the positions before, and is decided by a
    /// [`History`][super::History] kept beside the position
    /// ([`History::to_move`][super::History::to_move]).
    fn to_move(&self) -> ToMove;

    /// Appends every move the rules allow the side to move, ignoring the draw rules
    /// (repetition, move counts), as perft does. Empty exactly when that side has
    /// lost for want of a move, at a chance step, or when the game is won.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// At a chance step, every outcome with its probability (summing to 1).
    fn chance_outcomes(&self, _out: &mut Vec<(Self::Move, f32)>) {}

    /// Plays a move that [`Game::legal_moves`] or [`Game::chance_outcomes`] returned.
    /// Anything else is a bug of the caller; use [`Game::try_play`] for untrusted moves.
    fn play(&mut self, m: Self::Move);

    /// A hash of the position as the rules see it (pieces, side to move, counters
    /// that change which moves are legal), for the AI's transposition table and for
    /// [`History`][super::History]: two positions with the same key are the same
    /// position for the repetition rule.
    fn key(&self) -> u64;

    /// How the game ends when its current position stands for the third time
    /// ([`History::to_move`][super::History::to_move]); `None`, the default, for a
    /// game (or a phase of one) without that rule.
    fn repetition_end(&self) -> Option<Outcome> {
        None
    }

    /// Whether no position before `m` (a legal move now) can ever stand again once
    /// it is played — a capture, say. Only an economy: [`History`][super::History]
    /// then forgets the positions before it when it counts repetitions. False by
    /// default.
    fn irreversible(&self, _m: Self::Move) -> bool {
        false
    }

    /// A heuristic score of the position for `side` (positive: good for `side`),
    /// in centi-units where 100 is roughly "one man". Never called on a finished game.
    fn evaluate(&self, side: Side) -> i32;

    /// The move in the game's notation (RULES.md); [`Game::parse`] reads it back.
    fn notation(&self, m: Self::Move) -> String;

    /// Reads a move in the game's notation. Only the form is checked here; whether
    /// the move is legal is [`Game::try_play`]'s business.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] saying what is wrong with the text.
    fn parse(&self, s: &str) -> Result<Self::Move, ParseError>;

    /// The clicks that express `m` on the drawn board.
    fn cells_of(&self, m: Self::Move) -> CellPath;

    /// How `m`, legal here, is seen as it is played: the pieces it carries from a
    /// cell to another and the pieces it takes off the board, as cells of this
    /// position. The page animates them; a move with neither (a piece placed, a
    /// plate turned) fades in.
    fn motion(&self, m: Self::Move) -> Motion;

    /// The moves the AI considers: [`Game::legal_moves`] by default. A game may leave
    /// out moves that can only waste time — Kriegspiel's free transfers, which a
    /// search would otherwise repeat for ever to push a loss beyond its horizon — as
    /// long as a move remains whenever a legal one exists. The rules are unchanged:
    /// people may still play every legal move.
    fn search_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out)
    }

    /// How `m`'s target is marked when a piece is selected.
    fn mark(&self, _m: Self::Move) -> Mark {
        Mark::Move
    }

    /// A rough ordering hint for the AI: larger is searched first (captures, say).
    fn order_hint(&self, _m: Self::Move) -> i32 {
        0
    }

    /// Why the clicks `clicks`, which match no legal move, are refused — in words a
    /// player understands (« un pion d'un moulin ne peut pas être pris »), as a string
    /// key and its placeholders. `None` when the game has nothing useful to say. The
    /// page shows it instead of silently clearing the selection; lessons use the same
    /// reasons for « Pas tout à fait — voici pourquoi ». Required (no default): a
    /// click that changes nothing must always be explained, so every game says why.
    fn why_not(&self, clicks: &[Cell]) -> Option<Note>;

    /// Why the clicks `clicks` are refused as one move, when their last cell, another
    /// piece of the player's, is taken as a new choice (it starts moves of its own)
    /// rather than refused. Most games say nothing: choosing another man is plain. A
    /// game whose second click on a piece of one's own can end a move (Mundialito's
    /// pass, from the ball to a pyramid) says why that move was not made, so a player
    /// who aimed a blocked pass is not left with a pyramid chosen and no word.
    fn why_not_switch(&self, _clicks: &[Cell]) -> Option<Note> {
        None
    }

    /// The rules that make `m` (legal here, or a chance outcome) what it is, by the
    /// ids of the game's course coverage ([`View::rules_taught`]): the phase and the
    /// kind of move (`moulin.rule.place`, `kriegspiel.rule.first_shot`), what it
    /// takes, a roll's row of a table. With the reasons [`Game::why_not`] gives (each
    /// [`Note`] key names its rule) and the ends' reasons, these are the rules a
    /// player meets, which the shared tests collect by playing and find taught by a
    /// lesson (`plateaux::coverage`). Required (no default): a rule named nowhere would
    /// escape that check.
    fn rules_of(&self, m: Self::Move) -> Vec<&'static str>;

    /// The position as text, one picture per game in the form its tests write
    /// positions in (each game reads it back: `from_ascii`, `from_diagram`), so that
    /// every failing test and bug report shows the board the same way — the shared
    /// conformance checks print it for every game.
    fn ascii(&self) -> String;

    /// The position as one line of text, as FEN is to chess: everything that decides
    /// the legal moves from here (the board, the side to act, hands or reserves, the
    /// phase, an action under way or a roll pending, the counters of the draw rules,
    /// the options that change the moves), in the shape of [`super::position`] and
    /// the fields documented per game in `docs/positions.md`. Not the positions
    /// before it (a repetition is counted by [`History`][super::History]).
    /// [`Game::from_position`] reads it back to the same position. Natively and in
    /// the complete module (`--features learn`) only: the page's module, which every
    /// visitor loads, plays no position given as text.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn position(&self) -> String;

    /// Reads a position as [`Game::position`] writes it, checking it whole: every
    /// field, and that the fields fit together (no more pieces than a side owns, no
    /// capture owed without a mill…), so that any position it accepts is one the
    /// rules can play on without panicking.
    ///
    /// # Errors
    ///
    /// A [`PositionError`][super::PositionError] naming the part that is wrong and
    /// what about it.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn from_position(text: &str) -> Result<Self, super::PositionError>;

    /// Whether [`Game::solved`] ever answers (the game has tables of solved
    /// positions), so that the AI looks them up, and builds them ahead of its clock,
    /// only in games that have some.
    const SOLVES: bool = false;

    /// The value of this position under perfect play, when the game knows it for
    /// certain (moulin's flying endgames, solved by retrograde analysis), for the side
    /// to move; `None` by default and wherever it is not known. The strongest levels
    /// of the AI take it as exact instead of searching. Only asked while a player is
    /// to move; it may take a while the first time (a table is computed on first need).
    fn solved(&self) -> Option<Solved> {
        None
    }

    /// Builds now the tables of solved positions ([`Game::solved`]) that play from
    /// here may soon reach, while a person thinks: the page's worker calls it on the
    /// position after each answer of a level that plays solved positions, and the
    /// search on its root before its clock starts. Moulin builds its endgame tables
    /// (seconds in the browser) once both hands are empty and at most 14 men are left,
    /// so that no search meets them unbuilt and no reply waits for them. Nothing by
    /// default; asked before every search that plays solved positions, so it must be
    /// quick when there is nothing to build.
    fn solve_ahead(&self) {}

    // ---- Provided -------------------------------------------------------------

    /// The legal moves right now: none once the game is over (as far as the position
    /// tells: see [`Game::to_move`]), the chance outcomes at a chance step.
    fn moves_now(&self) -> Vec<Self::Move> {
        let mut v = Vec::new();
        match self.to_move() {
            ToMove::Player(_) => self.legal_moves(&mut v),
            ToMove::Chance => {
                let mut c = Vec::new();
                self.chance_outcomes(&mut c);
                v.extend(c.into_iter().map(|(m, _)| m));
            }
            ToMove::Over(_) => {}
        }
        v
    }

    /// [`Game::legal_moves`] as a new vector.
    fn legal_vec(&self) -> Vec<Self::Move> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v
    }

    /// Whether `m` may be played now: the game is not over and `m` is one of
    /// [`Game::moves_now`]. [`History::check`][super::History::check] also
    /// refuses moves once the position has stood three times.
    ///
    /// # Errors
    ///
    /// [`PlayError::Over`] once the game is over, [`PlayError::Illegal`] for a move
    /// the rules refuse here.
    fn check(&self, m: Self::Move) -> Result<(), PlayError> {
        if let ToMove::Over(_) = self.to_move() {
            return Err(PlayError::Over);
        }
        if self.moves_now().contains(&m) {
            Ok(())
        } else {
            Err(PlayError::Illegal(self.notation(m)))
        }
    }

    /// Plays `m` if it is legal now; otherwise returns an error and changes nothing.
    ///
    /// # Errors
    ///
    /// As [`Game::check`].
    fn try_play(&mut self, m: Self::Move) -> Result<(), PlayError> {
        self.check(m)?;
        self.play(m);
        Ok(())
    }

    /// Parses and plays a move given as text; on any error the game is unchanged.
    ///
    /// # Errors
    ///
    /// [`PlayError::Parse`] for text that is not a move, else as [`Game::check`].
    fn play_notation(&mut self, s: &str) -> Result<Self::Move, PlayError> {
        let m = self.parse(s.trim()).map_err(PlayError::Parse)?;
        self.try_play(m)?;
        Ok(m)
    }

    /// The side to move, if a player is to move.
    fn side_to_move(&self) -> Option<Side> {
        match self.to_move() {
            ToMove::Player(s) => Some(s),
            _ => None,
        }
    }

    /// The outcome, if the game is over.
    fn outcome(&self) -> Option<Outcome> {
        match self.to_move() {
            ToMove::Over(o) => Some(o),
            _ => None,
        }
    }
}

/// The legal moves whose clicks begin with `clicks`: what a half-entered move may
/// still become (for prompts such as "now take a man").
pub fn moves_after<G: Game>(g: &G, clicks: &[Cell]) -> Vec<G::Move> {
    let mut v = g.legal_vec();
    v.retain(|&m| g.cells_of(m).starts_with(clicks));
    v
}

/// A line of game-specific information for the page, as a string key of
/// [`crate::i18n`] and its placeholders (`{"action": "1"}`). A value that starts with
/// `@` is itself a string key, translated too (`"@moulin.side.0"`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Note {
    /// The string key in [`crate::i18n`].
    pub key: &'static str,
    /// Its placeholders' values, by name.
    pub args: Vec<(&'static str, String)>,
}

impl Note {
    /// A line with no placeholder (add them with [`Note::arg`]).
    pub fn new(key: &'static str) -> Self {
        Note { key, args: Vec::new() }
    }

    /// Adds a placeholder value.
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// This line for a board drawn turned half round. Compass words (an argument
    /// `@narr.dir.N`, `…NE`, … `…NW`) name directions on the board as drawn with its
    /// first side at the bottom; turned, each names the opposite one, so the words
    /// still match the arrows on screen.
    pub fn as_turned(mut self) -> Self {
        const COMPASS: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
        for (_, value) in &mut self.args {
            let Some(dir) = value.strip_prefix("@narr.dir.") else { continue };
            if let Some(i) = COMPASS.iter().position(|c| *c == dir) {
                *value = format!("@narr.dir.{}", COMPASS[(i + 4) % 8]);
            }
        }
        self
    }
}

/// How a game is drawn. The game describes its picture as shapes in its own units
/// ([`Scene`]); the web renderer only rasterises them, so drawing and hit-testing are
/// tested natively like the rules.
pub trait View: Game {
    /// The picture of the position in `theme`. `hl` says what to emphasise (the last
    /// move, the selected piece, the legal targets); `flip` turns the board half a
    /// turn so the player of the second side sits at the bottom. The game paints by
    /// role with `theme`'s [`Tones`](crate::core::theme::Tones) (or colours of its own
    /// for that theme), starts from [`Scene::themed`] so the highlights follow the
    /// theme, and notes each piece with [`Scene::piece`], marking the side with
    /// [`Scene::side_mark`] where the theme's tones ask for it.
    fn themed_scene(&self, hl: &Highlights, flip: bool, theme: Theme) -> Scene;

    /// The picture of the position in the default theme (wood): what tests, the
    /// command line and every place without a player's choice draw.
    fn scene(&self, hl: &Highlights, flip: bool) -> Scene {
        self.themed_scene(hl, flip, Theme::Wood)
    }

    /// Lines the page shows under the status: the action within a turn, moves left,
    /// the last roll… Nothing by default.
    fn notes(&self) -> Vec<Note> {
        Vec::new()
    }

    /// Buttons that play several moves at once, as `(string key, moves)`: a standard
    /// or random setup, say. `seed` makes "random" choices reproducible.
    fn shortcuts(&self, _seed: u64) -> Vec<(&'static str, Vec<Self::Move>)> {
        Vec::new()
    }

    /// How the game ends when the page's clock runs out, for games played against
    /// a clock (Mundialito's timed match); `None` for games without one.
    fn time_up(&self) -> Option<Outcome> {
        None
    }

    // ---- The game described to the page, as data (see [`crate::core::describe`]) ----

    /// The choices offered before a game starts, from which the page builds its
    /// setup form. Each names a field of [`Game::Options`]'s JSON. None by default.
    fn option_specs() -> Vec<OptionSpec> {
        Vec::new()
    }

    /// The string keys of the roles within a side, when a side may be played by
    /// several people (Kriegspiel: a commander per arm). None by default.
    fn roles() -> &'static [&'static str] {
        &[]
    }

    /// Which of [`View::roles`] acts now, so the page can say whose turn it is
    /// within a side.
    fn acting_role(&self) -> Option<usize> {
        None
    }

    /// The move that passes or ends a turn, if the game has one (Kriegspiel's and
    /// Mundialito's `end`), with the string key of its button's label. The page
    /// offers it as a button without knowing its notation.
    const PASS: Option<(Self::Move, &'static str)> = None;

    /// [`View::PASS`]'s move, if the side to act may play it now.
    fn pass_move(&self) -> Option<Self::Move> {
        let (m, _) = Self::PASS?;
        (self.side_to_move().is_some() && self.check(m).is_ok()).then_some(m)
    }

    /// How a chance outcome is shown to people (a die's face: `4`). The notation by
    /// default.
    fn face(&self, m: Self::Move) -> String {
        self.notation(m)
    }

    // ---- The game told in words (screen readers, the account of the last turn) ----

    /// A board cell's name as the notation writes it (`d2`), `None` for a cell off the
    /// board (a reserve, a count): what an embed's host page is told a move went from
    /// and to.
    fn cell_name(&self, cell: Cell) -> Option<String>;

    /// The spoken name of a clickable cell with what stands there ("d2, pion
    /// blanc"), or what choosing it does for a cell off the board (a reserve, a
    /// count). Every cell of [`View::scene`]'s spots has one. The cell's number by
    /// default.
    fn describe_cell(&self, cell: Cell) -> Note {
        Note::new("narr.cell").arg("cell", cell)
    }

    /// [`View::describe_cell`] once `clicks` of a move have been made, told as the
    /// picture then shows the cell: a game that draws a half-entered move as done
    /// (moulin's man already on the point that closes a mill, while the man to take is
    /// chosen) must say it so too, or a screen reader hears an empty point where the
    /// eye sees a man. The cell as the position stands by default.
    fn describe_cell_after(&self, cell: Cell, _clicks: &[Cell]) -> Note {
        self.describe_cell(cell)
    }

    /// What choosing a marked cell would do, in words for screen readers (a string
    /// key), the picture's colours said aloud: a plain move, a capture, or a special
    /// action by default. A game names its special actions (a pass, a transfer, a
    /// promotion) and may name its captures (a shot).
    fn mark_words(mark: Mark) -> &'static str {
        match mark {
            Mark::Move => "narr.mark.move",
            Mark::Capture => "narr.mark.capture",
            Mark::Special(_) => "narr.mark.special",
        }
    }

    /// `m` in words ("d6 vers d7, et prend d2"), described from the position *before*
    /// it, so that a roll can say what it did. The notation by default.
    fn describe_move(&self, m: Self::Move) -> Note {
        Note::new("narr.move").arg("move", self.notation(m))
    }

    /// What side `side`'s bar says beside its name, for a glance: men in hand or in
    /// reserve, what it has lost, its score ("7 en main · 1 perdu").
    fn tally(&self, _side: Side) -> Option<Note> {
        None
    }

    /// What the side to act must do now, in words ("Moulin ! Prenez un pion
    /// adverse", "Action 2 sur 2"), where the game has something to say.
    fn prompt(&self) -> Option<Note> {
        None
    }

    /// [`View::prompt`] once `clicks` of a move have been made (a mill waiting for
    /// the man it takes, a transfer waiting for its count). The prompt by default.
    fn prompt_after(&self, _clicks: &[Cell]) -> Option<Note> {
        self.prompt()
    }

    /// The cells that stay marked once `m` is played, as part of the last move and
    /// the last turn: its clicks by default. A game leaves out clicks that are not
    /// places on the board (Kriegspiel's count chooser, the cell a plate turns
    /// toward, which its facing notch already shows).
    fn marked_cells(&self, m: Self::Move) -> Vec<Cell> {
        self.cells_of(m).as_slice().to_vec()
    }

    /// Whether a new turn begins at this position even if the side that acted last
    /// acts again (Mundialito: a side whose opponent cannot act plays two turns in
    /// a row; the side that places its ball last kicks off). Sides taking over is a
    /// turn's end anyway; this marks the other ends. False by default.
    fn turn_begins(&self) -> bool {
        false
    }

    /// The pieces `m` takes off the board, from the position before it, so the
    /// picture can leave their ghosts where they stood. None by default.
    fn taken_by(&self, _m: Self::Move) -> Vec<Ghost> {
        Vec::new()
    }

    /// Everything the page needs to know of this game before playing it.
    fn info() -> GameInfo {
        let start = Self::new(&Self::Options::default());
        let sc = start.scene(&Highlights::default(), false);
        GameInfo {
            id: Self::ID,
            name: format!("game.{}", Self::ID),
            blurb: format!("game.{}.blurb", Self::ID),
            sides: [side_key(Self::ID, 0), side_key(Self::ID, 1)],
            options: Self::option_specs(),
            roles: Self::roles().to_vec(),
            pass_label: Self::PASS.map(|(_, label)| label),
            aspect: if sc.height > 0.0 { sc.width / sc.height } else { 1.0 },
        }
    }

    /// The game's short course, played on the real board by [`crate::lesson`]: each
    /// lesson one idea, from the first move to the rules players get wrong. Required
    /// (no default): every game teaches itself, and the shared tests solve each lesson.
    fn lessons() -> Vec<Lesson<Self>>;

    /// Every rule a player meets, by its id (a [`Game::rules_of`] id, a
    /// [`Game::why_not`] reason key, or `reason.<end>` for an end), with the lessons
    /// that practise or show it (the last part of their keys: `place` for
    /// `lesson.moulin.place`). Kept with the lessons; the shared tests play games to
    /// find the rules met, and fail on one missing here or listed with a lesson that
    /// does not meet it (`plateaux::coverage`).
    fn rules_taught() -> &'static [Taught];

    /// The pictures of the game's rules help ([`crate::core::figure`]): positions
    /// drawn by this very view, with marks, where words fail. Required (no default):
    /// the rules help places each one, and the tests build every one through the rules.
    fn figures() -> Vec<Figure<Self>>;

    // ---- Puzzles (natively and in the complete module: see `crate::puzzle`) ----

    /// The game's puzzles as text, one a line (`position | line | difficulty | theme`,
    /// see [`crate::puzzle`]): each game keeps them in its folder, in `puzzles.txt`,
    /// written by `plateaux puzzles` and open to lines added by hand, and hands them
    /// over with `include_str!`. None by default, so a game is playable before it has
    /// any, and a game that has some is read and checked by the shared tests with no
    /// test naming it. Outside the page's module, which every visitor loads.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn puzzle_text() -> &'static str {
        ""
    }

    /// What `side` owns that a puzzle can win, in [`Game::evaluate`]'s units (100 is
    /// about a man): men, pieces or figures, and no judgement of where they stand.
    /// A puzzle's line must gain at least a man of it, or the game
    /// ([`crate::puzzle`]): the evaluation alone cannot say so, since it already counts
    /// a threat before the capture is made. Nothing by default: a game whose pieces are
    /// never taken (Mundialito) has only wins for puzzles.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn material(&self, _side: Side) -> i32 {
        0
    }

    /// The theme of the puzzle whose solution is `line` from this position: a word
    /// of the game's (`mill`, `goal`, `shot`…) whose name the page shows as the
    /// string `puzzle.<game>.<theme>` and whose task as `puzzle.<game>.<theme>.task`,
    /// both in the game's language files. The generator asks it; a line written by
    /// hand names its own. `win` by default (a line that wins the game) and `gain`
    /// otherwise, so a game that has not named its themes still has words to find.
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    fn puzzle_theme(&self, line: &[Self::Move]) -> &'static str {
        let mut g = self.clone();
        let solver = g.side_to_move();
        for &m in line {
            g.play(m);
        }
        match g.outcome() {
            Some(o) if o.winner().is_some() && o.winner() == solver => "win",
            _ => "gain",
        }
    }
}
