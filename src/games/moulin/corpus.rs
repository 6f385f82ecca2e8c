//! Games of moulin played against another engine, as `scripts/vs-uci.mjs` logs them:
//! the corpus the evaluation's weights are fitted to (`examples/fit-moulin.rs`), kept
//! in the repository (`tests/data/moulin-games.txt.gz`) so that a fit can be run
//! again and checked, and a second check of the rules (each game must replay and end
//! as it was logged).
//!
//! A game is one line, `game 3 (plateaux White): plateaux wins (fewer-than-three),
//! 87 plies: b6 a4 f4 …`; every other line (the match's tally, a `#` comment naming
//! the run) is skipped.

use super::Moulin;
use crate::core::{Game, History, Side};

/// One logged game: its moves, and how it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedGame {
    /// The moves in plateaux's notation (`d2-d3xg7`), from the start.
    pub moves: Vec<String>,
    /// Who won, `None` for a draw.
    pub winner: Option<Side>,
    /// The rules' reason for the end (`blocked`, `threefold`…).
    pub reason: String,
}

impl LoggedGame {
    /// The result for White, as the fit counts it: 1 a win, ½ a draw, 0 a loss.
    pub fn white_result(&self) -> f64 {
        match self.winner {
            Some(Side::First) => 1.0,
            Some(Side::Second) => 0.0,
            None => 0.5,
        }
    }

    /// Every position of the game, the start included, the moves played through the
    /// rules (threefold repetition counted by a [`History`]).
    ///
    /// # Errors
    /// A move the rules refuse, with its number; or a game that ends otherwise than it
    /// was logged (too early, not at all, another winner or reason).
    pub fn replay(&self) -> Result<Vec<Moulin>, String> {
        let mut g = Moulin::new(&Default::default());
        let mut history = History::new(&g);
        let mut positions = vec![g];
        for (i, m) in self.moves.iter().enumerate() {
            // The history refuses a move once the game is over, repetition included.
            history.play_notation(&mut g, m).map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
            positions.push(g);
        }
        match history.outcome(&g) {
            Some(o) if o.winner() == self.winner && o.reason() == self.reason => Ok(positions),
            Some(o) => Err(format!(
                "the rules end the game as {} ({}), the log as {} ({})",
                ended(o.winner()),
                o.reason(),
                ended(self.winner),
                self.reason
            )),
            None => Err("the game is not over after its last move".to_string()),
        }
    }
}

/// Who won, in words, for the messages above.
fn ended(winner: Option<Side>) -> &'static str {
    match winner {
        Some(Side::First) => "a White win",
        Some(Side::Second) => "a Black win",
        None => "a draw",
    }
}

/// Reads every game line of a log.
///
/// # Errors
/// A game line that does not read as one, with its line number.
pub fn read(text: &str) -> Result<Vec<LoggedGame>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("game "))
        .map(|(n, l)| read_line(l).ok_or_else(|| format!("line {}: not a logged game: {l}", n + 1)))
        .collect()
}

/// One game line: `game N (plateaux SIDE): RESULT (REASON), P plies: MOVES`.
fn read_line(line: &str) -> Option<LoggedGame> {
    let (head, moves) = line.split_once(" plies: ").map_or((line, ""), |(h, m)| (h, m));
    let ours = match head.split_once("(plateaux ")?.1.split_once(')')?.0 {
        "White" => Side::First,
        "Black" => Side::Second,
        _ => return None,
    };
    let (result, rest) = head.split_once("): ")?.1.split_once(" (")?;
    let (reason, plies) = rest.split_once("), ")?;
    let winner = match result {
        "plateaux wins" => Some(ours),
        "plateaux loses" => Some(ours.other()),
        "draw" => None,
        _ => return None,
    };
    let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    (plies.parse::<usize>().ok()? == moves.len()).then(|| LoggedGame { moves, winner, reason: reason.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: &str = "# level 3, seed 7\n\
        game 1 (plateaux White): plateaux loses (blocked), 3 plies: g4 d5 d1\n\
        game 2 (plateaux Black): draw (fifty-moves), 2 plies: g4 d5\n\
        plateaux level 3: +0 =1 -1 score 0.250; median time a move: plateaux 34 ms, outside 58 ms\n";

    #[test]
    fn a_log_reads_as_its_games_with_white_s_results() {
        let games = read(LOG).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].moves, ["g4", "d5", "d1"]);
        assert_eq!((games[0].white_result(), games[0].reason.as_str()), (0.0, "blocked"));
        assert_eq!((games[1].white_result(), games[1].reason.as_str()), (0.5, "fifty-moves"));
    }

    #[test]
    fn a_garbled_game_line_is_refused_with_its_line_number() {
        let err = read("# run\ngame 1 (plateaux Red): draw (x), 1 plies: a1\n").unwrap_err();
        assert!(err.starts_with("line 2:"), "{err}");
        // The ply count must match the moves.
        assert!(read("game 1 (plateaux White): draw (x), 2 plies: a1\n").is_err());
    }

    #[test]
    fn a_game_that_does_not_end_as_logged_is_refused() {
        let games = read(LOG).unwrap();
        assert_eq!(games[0].replay().unwrap_err(), "the game is not over after its last move");
        let illegal = read("game 1 (plateaux White): draw (x), 2 plies: a1 a1\n").unwrap();
        assert!(illegal[0].replay().unwrap_err().starts_with("move 2 (a1)"));
    }
}
