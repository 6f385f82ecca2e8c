//! Puzzles: positions where one line wins clearly — a mill that wins a man or the
//! game, a blockade, a goal, a decisive capture or shot — and every other move does
//! not. Each game keeps its own in its folder (`src/games/<game>/puzzles.txt`, handed
//! over by [`View::puzzle_text`]); this module reads them, game-neutrally, for the
//! page (`puzzles(game)` in the complete module) and the tests. The engine's side
//! (how they are found, and how a line is checked to win) is [`crate::ai::puzzle`]:
//! a game never imports the AI.
//!
//! The format, one puzzle a line, `#` lines and blank lines ignored:
//!
//! ```text
//! <position> | <line> | <difficulty> | <theme>
//! M1M/1M1/3/6/3/2m/mmm w 5 5 2 | d7xf2 | 1 | mill
//! ```
//!
//! - `position`: the position as [`Game::position`] writes it (`docs/positions.md`),
//!   a player to act (never a roll);
//! - `line`: the solution, moves in the game's notation separated by spaces: the
//!   solver's moves and the defence's best replies, up to where the gain is made (a
//!   turn of several actions is its actions in a row). It holds no roll: a line may
//!   end with a shot whose die is still to roll (Kriegspiel), never go past one;
//! - `difficulty`: 1 to 3;
//! - `theme`: a word of the game's, whose name and task are the strings
//!   `puzzle.<game>.<theme>` and `puzzle.<game>.<theme>.task` of its language files.
//!
//! Only natively and in the complete module (`--features learn`): the page's own
//! module, which every visitor loads, reads no position as text.

use serde::Serialize;

use crate::core::{Game, History, PositionError, ToMove, View};
use crate::games::by_game;
use crate::lesson::{AnyLesson, LessonError, LessonInfo, LessonRun};

/// The field separator of a puzzle line: ` | ` (no notation or position text holds a
/// `|`, so a line splits without quoting).
pub const SEPARATOR: &str = " | ";

/// The easiest and the hardest difficulty a puzzle may have.
pub const DIFFICULTIES: std::ops::RangeInclusive<u8> = 1..=3;

/// One puzzle, read and replayed through the rules.
#[derive(Clone, Debug)]
pub struct Puzzle<G: Game> {
    /// The start position as text, as the game writes it.
    pub position: String,
    /// The start position.
    pub start: G,
    /// The solution's moves, from the start.
    pub line: Vec<G::Move>,
    /// 1 (easy) to 3 (hard).
    pub difficulty: u8,
    /// The theme's word (`mill`), the last part of its string keys.
    pub theme: String,
}

impl<G: View> Puzzle<G> {
    /// The puzzle as one line of the format (the moves in the game's own notation),
    /// which [`read_puzzles`] reads back to the same puzzle: what the generator writes.
    pub fn to_line(&self) -> String {
        [self.position.clone(), self.notation().join(" "), self.difficulty.to_string(), self.theme.clone()]
            .join(SEPARATOR)
    }

    /// The solution's moves in the game's notation, each written in the position it
    /// is played from.
    pub fn notation(&self) -> Vec<String> {
        let mut g = self.start.clone();
        self.line
            .iter()
            .map(|&m| {
                let s = g.notation(m);
                g.play(m);
                s
            })
            .collect()
    }

    /// The position the solution reaches.
    pub fn end(&self) -> G {
        let mut g = self.start.clone();
        for &m in &self.line {
            g.play(m);
        }
        g
    }

    /// A run of this puzzle on the real board, as a lesson that follows its line
    /// ([`LessonRun::from_line`]); `index` is its place in its game's list, `seed`
    /// drives any roll after the line.
    ///
    /// # Errors
    ///
    /// As [`LessonRun::from_line`] (a puzzle read by [`read_puzzle`] never fails).
    pub fn run(&self, index: usize, seed: u64) -> Result<LessonRun<G>, LessonError> {
        let info = self.info();
        let keys = LessonInfo { index, key: "puzzle", title: info.theme_key, task: info.task_key };
        LessonRun::from_line(self.start.clone(), self.line.clone(), keys, seed)
    }

    /// What the page is given ([`PuzzleInfo`]).
    pub fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            position: self.position.clone(),
            line: self.notation(),
            difficulty: self.difficulty,
            theme: self.theme.clone(),
            theme_key: theme_key(G::ID, &self.theme),
            task_key: format!("{}.task", theme_key(G::ID, &self.theme)),
        }
    }
}

/// The string key of a theme's name (`puzzle.moulin.mill`); its task is the same
/// key followed by `.task`. Each game's themes are its own words, so the key names
/// the game.
pub fn theme_key(game: &str, theme: &str) -> String {
    format!("puzzle.{game}.{theme}")
}

/// A puzzle as the page is given it: plain data, every word a string key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleInfo {
    /// The start position as text (`Game.fromPosition(game, position)`).
    pub position: String,
    /// The solution's moves in notation: the solver's, and the defence's replies
    /// between them (the page plays those), as the side to act tells.
    pub line: Vec<String>,
    /// 1 (easy) to 3 (hard).
    pub difficulty: u8,
    /// The theme's word (`mill`).
    pub theme: String,
    /// The string key of the theme's name (`puzzle.moulin.mill`).
    pub theme_key: String,
    /// The string key of what the puzzle asks (`puzzle.moulin.mill.task`).
    pub task_key: String,
}

/// Why a puzzle line was refused: its line number in the file (from 1) and what is
/// wrong, so that a ludothèque adding its own lines is told which and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    /// The line of the file, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "puzzle line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for PuzzleError {}

/// Reads a puzzle file's text, checking every line through the rules: the position
/// reads and a player is to act there, every move of the solution reads and is legal
/// where it is played (with the repetition rule, as a game would count it from this
/// position), no roll is in it, the difficulty is 1 to 3 and the theme a word.
/// Whether the line *wins* is the engine's question ([`crate::ai::puzzle::check`]),
/// asked by the tests and the generator, not here.
///
/// # Errors
///
/// The first line that does not read, with its number and why.
pub fn read_puzzles<G: Game>(text: &str) -> Result<Vec<Puzzle<G>>, PuzzleError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| read_puzzle(l).map_err(|why| PuzzleError { line: i + 1, why }))
        .collect()
}

/// Reads one puzzle line (see the module's format).
///
/// # Errors
///
/// What is wrong with it, in words.
pub fn read_puzzle<G: Game>(line: &str) -> Result<Puzzle<G>, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [position, moves, difficulty, theme] = fields[..] else {
        return Err(format!("expected 4 fields separated by '|', found {}", fields.len()));
    };
    let start = G::from_position(position).map_err(|e: PositionError| format!("the position: {e}"))?;
    if !matches!(start.to_move(), ToMove::Player(_)) {
        return Err("the position: no player is to act there (a roll is due, or the game is over)".into());
    }
    let difficulty: u8 = difficulty
        .parse()
        .ok()
        .filter(|d| DIFFICULTIES.contains(d))
        .ok_or_else(|| format!("the difficulty is 1, 2 or 3, not '{difficulty}'"))?;
    if theme.is_empty() || !theme.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
        return Err(format!("the theme is a word of lower-case letters and '-', not '{theme}'"));
    }
    let mut g = start.clone();
    let mut history = History::new(&g);
    let mut line = Vec::new();
    for (i, text) in moves.split_whitespace().enumerate() {
        if !matches!(history.to_move(&g), ToMove::Player(_)) {
            return Err(format!("move {} ('{text}'): no player is to act (a roll is never part of a line)", i + 1));
        }
        let m = history.play_notation(&mut g, text).map_err(|e| format!("move {} ('{text}'): {e}", i + 1))?;
        line.push(m);
    }
    if line.is_empty() {
        return Err("the solution has no move".into());
    }
    Ok(Puzzle { position: position.to_string(), start, line, difficulty, theme: theme.to_string() })
}

/// The puzzles of the game `G` ([`View::puzzle_text`]), read and checked.
///
/// # Errors
///
/// As [`read_puzzles`]: a game's own file is the tests' business, so this fails only
/// on a file edited by hand and not tested.
pub fn puzzles<G: View>() -> Result<Vec<Puzzle<G>>, PuzzleError> {
    read_puzzles(G::puzzle_text())
}

/// Why the puzzles of a game could not be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzlesError {
    /// No game has this identifier.
    UnknownGame(String),
    /// The game's file has a line that does not read.
    Bad(PuzzleError),
    /// The game has fewer puzzles.
    NoSuchPuzzle(usize),
}

impl std::fmt::Display for PuzzlesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PuzzlesError::UnknownGame(g) => write!(f, "unknown game '{g}'"),
            PuzzlesError::Bad(e) => e.fmt(f),
            PuzzlesError::NoSuchPuzzle(i) => write!(f, "no puzzle number {i}"),
        }
    }
}

impl std::error::Error for PuzzlesError {}

/// The puzzles of the game called `id` as the page is given them, in the file's
/// order: the one game-neutral way to them, through the registry, so a fifth game's
/// puzzles reach the page with nothing written for it here.
///
/// # Errors
///
/// [`PuzzlesError::UnknownGame`] for an unknown game, [`PuzzlesError::Bad`] for a
/// line of its file that does not read.
pub fn puzzles_of(id: &str) -> Result<Vec<PuzzleInfo>, PuzzlesError> {
    struct List;
    impl crate::games::GameVisitor for List {
        type Output = Result<Vec<PuzzleInfo>, PuzzleError>;
        fn visit<G: View>(self) -> Self::Output {
            Ok(puzzles::<G>()?.iter().map(Puzzle::info).collect())
        }
    }
    crate::games::with_game(id, List)
        .ok_or_else(|| PuzzlesError::UnknownGame(id.to_string()))?
        .map_err(PuzzlesError::Bad)
}

/// Starts puzzle `index` (from 0, in the file's order) of the game called `id`, as a
/// lesson run the page's lesson view plays ([`Puzzle::run`]).
///
/// # Errors
///
/// [`PuzzlesError::UnknownGame`], [`PuzzlesError::Bad`] as [`puzzles_of`], and
/// [`PuzzlesError::NoSuchPuzzle`] past the last puzzle.
pub fn start_puzzle(id: &str, index: usize, seed: u64) -> Result<AnyLesson, PuzzlesError> {
    let run = by_game!(id, G => {
        let list = puzzles::<G>().map_err(PuzzlesError::Bad)?;
        let p = list.get(index).ok_or(PuzzlesError::NoSuchPuzzle(index))?;
        p.run(index, seed).map_err(|e| PuzzlesError::Bad(PuzzleError { line: 0, why: e.to_string() }))?
    });
    run.ok_or_else(|| PuzzlesError::UnknownGame(id.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::moulin::Moulin;

    #[test]
    fn a_line_reads_and_writes_back() {
        let text = "M1M/1M1/3/6/3/2m/mmm w 5 5 2 | d7xf2 | 1 | mill";
        let p = read_puzzle::<Moulin>(text).unwrap();
        assert_eq!(p.to_line(), text);
        assert_eq!(p.info().theme_key, "puzzle.moulin.mill");
        assert_eq!(p.info().task_key, "puzzle.moulin.mill.task");
    }

    #[test]
    fn a_bad_line_is_refused_with_its_number_and_why() {
        let cases = [
            ("3/3/3/6/3/3/3 w 9 9 0 | d7 | 1", "4 fields"),
            ("3/3/3/6/3/3/3 w 9 9 | d7 | 1 | mill", "the position"),
            ("3/3/3/6/3/3/3 w 9 9 0 | d7 | 4 | mill", "difficulty"),
            ("3/3/3/6/3/3/3 w 9 9 0 | d7 | 1 | Mill", "theme"),
            ("3/3/3/6/3/3/3 w 9 9 0 | d7 d7 | 1 | mill", "move 2"),
            ("3/3/3/6/3/3/3 w 9 9 0 |  | 1 | mill", "no move"),
        ];
        for (line, why) in cases {
            let e = read_puzzles::<Moulin>(&format!("# a comment\n\n{line}\n")).unwrap_err();
            assert_eq!(e.line, 3, "{line}");
            assert!(e.why.contains(why), "{line}: {}", e.why);
        }
    }
}
