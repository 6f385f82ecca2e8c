//! Perft for every registered game, from the pinned counts in its folder
//! (`src/games/<id>/perft.txt`): one line a position (its options, the moves that reach
//! it from the start) with the number of move sequences of each length from it. A change to any game's move
//! generation that adds or loses a single move shows here.

use plateaux::core::{perft, GameRecord, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};

/// One line of the data file.
struct Case {
    name: String,
    record: GameRecord,
    counts: Vec<u64>,
}

/// The cases of the game `id`, from its folder's `perft.txt`, which every game has.
fn cases(id: &str) -> Vec<Case> {
    let path = format!("{}/src/games/{id}/perft.txt", env!("CARGO_MANIFEST_DIR"));
    let text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: every game pins its perft counts ({e})"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 4, "{path}: name | options | moves | counts: {l}");
            let record = GameRecord {
                game: id.to_string(),
                options: serde_json::from_str(f[1]).unwrap_or_else(|e| panic!("{}: options: {e}", f[0])),
                seed: 0,
                moves: f[2].split_whitespace().map(String::from).collect(),
                position: None,
                end: None,
            };
            let counts = f[3].split_whitespace().map(|c| c.parse().unwrap()).collect();
            Case { name: f[0].to_string(), record, counts }
        })
        .collect()
}

/// The perft counts of a case's position, to the depth the file gives.
struct Count<'a>(&'a Case);

impl GameVisitor for Count<'_> {
    type Output = Vec<u64>;
    fn visit<G: View>(self) -> Vec<u64> {
        let (g, _) = self.0.record.replay::<G>().unwrap_or_else(|e| panic!("{}: {e}", self.0.name));
        (1..=self.0.counts.len() as u32).map(|d| perft(&g, d)).collect()
    }
}

#[test]
fn perft_counts_match_the_pinned_file_for_every_game() {
    let cases: Vec<Case> = GAME_IDS.iter().flat_map(|id| cases(id)).collect();
    for id in GAME_IDS {
        assert!(cases.iter().any(|c| c.record.game == *id && c.record.moves.is_empty()), "no count from {id}'s start");
    }
    for case in &cases {
        let got = with_game(&case.record.game, Count(case)).unwrap_or_else(|| panic!("unknown game in {}", case.name));
        assert_eq!(got, case.counts, "{} ({})", case.name, case.record.game);
    }
}
