//! The command-line tool as another program sees it: `perft` lines, the `play`
//! protocol over stdin/stdout, including bad lines that must not stop the engine, and
//! `puzzles` making again the puzzles a game's file holds.

use std::io::Write;
use std::process::{Command, Stdio};

fn run(args: &[&str], input: &str) -> (String, bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateaux"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the tool runs");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.success())
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (out, ok) = run(&["perft", "moulin", "4"], "");
    assert!(ok);
    assert_eq!(out, "1 24\n2 552\n3 12144\n4 255024\n");
    let (out, ok) = run(&["perft", "moulin", "2", "--moves", "d2,d6"], "");
    assert!(ok);
    // Two men placed, no mill possible yet: 22 placements, then 21 for each.
    assert_eq!(out, "1 22\n2 462\n");
}

#[test]
fn perft_refuses_an_unknown_game_or_an_illegal_move() {
    assert!(!run(&["perft", "chess", "2"], "").1);
    assert!(!run(&["perft", "moulin", "2", "--moves", "d2,d2"], "").1);
    assert!(!run(&["perft", "moulin"], "").1);
}

#[test]
fn the_play_protocol_answers_and_survives_bad_lines() {
    let script = "\
isready
legal
newgame moulin
legal
moves d2 d6
legal
moves d2 d2
legal
frobnicate
go level 9
go level 1
go movetime 50
go nodes 2000
go nodes 0
quit
legal
";
    let (out, ok) = run(&["play"], script);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "readyok");
    assert!(lines[1].starts_with("error no game"), "{}", lines[1]);
    assert_eq!(lines[2].split(' ').count(), 24, "24 placements from the start");
    assert_eq!(lines[3].split(' ').count(), 22, "after d2 d6");
    assert!(lines[4].starts_with("error move 2 'd2'"), "{}", lines[4]);
    assert_eq!(lines[5].split(' ').count(), 22, "the bad moves line changed nothing");
    assert!(lines[6].starts_with("error unknown command"), "{}", lines[6]);
    assert!(lines[7].starts_with("error level"), "{}", lines[7]);
    let legal: Vec<&str> = lines[5].split(' ').collect();
    for l in &lines[8..11] {
        let mv = l.strip_prefix("bestmove ").unwrap_or_else(|| panic!("{l}"));
        assert!(legal.contains(&mv), "{mv} is not legal");
    }
    assert!(lines[11].starts_with("error nodes must be a positive"), "{}", lines[11]);
    assert_eq!(lines.len(), 12, "nothing after quit: {lines:?}");
}

#[test]
fn a_seeded_go_replays_the_same_move_and_other_seeds_vary() {
    // Level 1 blurs its judgement by a random draw: the seed fixes that draw, so a
    // match can be replayed move for move (scripts/vs-uci.mjs sends one each move).
    let seeded: String = (0..2).map(|_| "go level 1 seed 7\n").collect();
    let others: String = (1..=12).map(|s| format!("go level 1 seed {s}\n")).collect();
    let script = format!("newgame moulin\nmoves d2 d6\n{seeded}{others}go level 1 seed x\ngo level 1 seed\nlegal\n");
    let (out, ok) = run(&["play"], &script);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("bestmove "), "{lines:?}");
    assert_eq!(lines[0], lines[1], "the same seed, the same move");
    let moves: std::collections::HashSet<&str> = lines[2..14].iter().copied().collect();
    assert!(moves.len() > 1, "twelve seeds, one move: the seed did not reach the blur ({moves:?})");
    assert!(lines[14].starts_with("error seed must be a whole number"), "{}", lines[14]);
    assert!(lines[15].starts_with("error go takes"), "{}", lines[15]);
    assert_eq!(lines[16].split(' ').count(), 22, "the refused lines changed nothing");
}

#[test]
fn go_on_a_finished_game_is_an_error() {
    // The first game of the OpenSpiel data, which Black wins on its last move.
    let (out, _) = run(&["play"], "newgame moulin\nmoves e4 b6 d1 d6 g7 a7 d7 b2 a1 b4xg7 d3 f6xd1 d2 c4 c5 f2 e3 f4xa1 d3-c3 a7-a4xc5 d2-d3xb2 c4-c5 c3-c4 c5-d5 c4-c3xb4 d5-e5 d3-d2 a4-a1 d2-d1 f4-g4 d1-g1 f2-d2 c3-c4 d2-d3 d7-g7 d6-d7 c4-b4 d3-c3 b4-b2 c3-d3 b2-d2 d3-c3 e3-d3 e5-d5 g1-d1xg4 d7-a7 e4-e5 c3-c4 g7-d7 c4-c5 e5-e4 d5-d6xe4 d2-f2 c5-d5 d1-d2 a1-d1 f2-f4 d5-e5 d3-e3 d1-g1 f4-f2 g1-g4 d7-g7 f6-f4 e3-d3 d6-d5 d3-e3 e5-e4xg7 e3-c5 a7-d7 d2-d3 b6-d6xc5\ngo\nlegal\nstatus\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "error the game is over", "{lines:?}");
    assert_eq!(lines[1], "", "no legal move once the game is over");
    assert!(lines[2].starts_with("status over 1 "), "Black (1) has won: {}", lines[2]);
}

#[test]
fn the_status_says_who_moves_and_how_the_game_ended() {
    // Nine men each placed without a mill, then both sides shuffle one man back and
    // forth: the position after the placing stands a third time on the last move.
    let placed = "a7 g7 d7 d6 b6 a4 f6 g4 c5 d1 a1 b2 g1 f2 d2 c3 e3 e5";
    let shuffle = "c5-d5 e5-e4 d5-c5 e4-e5 c5-d5 e5-e4 d5-c5";
    let script = format!(
        "status\nnewgame moulin\nstatus\nmoves d2\nstatus\nmoves {placed} {shuffle}\nstatus\n\
         moves {placed} {shuffle} e4-e5\nstatus\nmoves {placed} {shuffle} e4-e5 c5-d5\nstatus\n"
    );
    let (out, ok) = run(&["play"], &script);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("error no game"), "{}", lines[0]);
    assert_eq!(lines[1], "status move 0", "White moves first");
    assert_eq!(lines[2], "status move 1", "then Black");
    assert_eq!(lines[3], "status move 1", "Black to move, one move from the third repetition");
    assert_eq!(lines[4], "status over draw threefold", "the third time the position stands");
    assert!(lines[5].starts_with("error"), "no move after a draw: {}", lines[5]);
    assert_eq!(lines[6], "status over draw threefold", "the refused line changed nothing");
}

#[test]
fn perft_for_every_game_matches_the_published_counts() {
    assert_eq!(run(&["perft", "mundeleys", "4"], "").0, "1 11\n2 121\n3 1538\n4 19396\n");
    let setup = "Y1@a1,Y2@b1,Y3@c1,Y3@d1,Y2@e1,Y1@f1,R1@a6,R2@b6,R3@c6,R3@d6,R2@e6,R1@f6,ball@c2,ball@d5";
    // Red plays first after the setup; every action, `end` included, is a ply.
    let (out, ok) = run(&["perft", "mundialito", "2", "--moves", setup], "");
    assert!(ok);
    assert_eq!(out.lines().next(), Some("1 5"));
    let (out, ok) = run(&["perft", "kriegspiel", "2"], "");
    assert!(ok);
    // 12 plates × 2 half-rotations + `end`.
    assert_eq!(out.lines().next(), Some("1 25"));
}

#[test]
fn the_controller_sends_kriegspiel_rolls_as_moves() {
    use plateaux::ai::{Player, Searcher};
    use plateaux::core::{Dice, Game, History, ToMove};
    use plateaux::games::kriegspiel::Kriegspiel;
    // Random players until the first shot: that game, as notation.
    let mut g = Kriegspiel::new(&Default::default());
    let dice = Dice::new(4);
    let mut moves = Vec::new();
    for k in 0..5000u64 {
        match g.to_move() {
            ToMove::Chance => break,
            ToMove::Player(_) => {
                let m = Player::Random.choose(&g, &History::new(&g), dice.value(k), &mut Searcher::new()).unwrap();
                moves.push(g.notation(m));
                g.play(m);
            }
            ToMove::Over(_) => panic!("the game ended before a shot"),
        }
    }
    assert!(moves.last().unwrap().contains('*'), "the last move is a shot");
    let script = format!(
        "newgame kriegspiel\nmoves {0}\nstatus\ngo\nlegal\nmoves {0} =4\nlegal\nmoves {0} =6\n",
        moves.join(" ")
    );
    let (out, ok) = run(&["play"], &script);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "status roll", "the status says a die is to be rolled");
    assert!(lines[1].starts_with("error a roll is due"), "{lines:?}");
    assert_eq!(lines[2], "=0 =1 =2 =3 =4 =5", "the six faces are the legal moves at a roll");
    assert!(
        lines[3].split(' ').count() >= 1 && !lines[3].contains('='),
        "after the roll the army acts again: {}",
        lines[3]
    );
    assert!(lines[4].starts_with("error move"), "no face 6: {}", lines[4]);
}

/// The `+W =D -L score` line of a `match`, as numbers.
fn match_score(out: &str) -> (u32, u32, u32, f64) {
    let line = out.lines().next().unwrap_or_default();
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| w.starts_with('+')).unwrap_or_else(|| panic!("no score in {out:?}"));
    let n = |w: &str| w[1..].parse::<u32>().unwrap();
    (n(words[at]), n(words[at + 1]), n(words[at + 2]), words[at + 4].parse().unwrap())
}

#[test]
fn a_match_alternates_sides_and_prints_the_score_and_the_time_per_move() {
    let (out, ok) = run(&["match", "moulin", "greedy", "random", "--games", "6", "--seed", "3"], "");
    assert!(ok, "{out}");
    let (w, d, l, score) = match_score(&out);
    assert_eq!(w + d + l, 6, "{out}");
    assert!((score - (w as f64 + d as f64 / 2.0) / 6.0).abs() < 1e-3, "{out}");
    assert!(w >= 5, "one-ply greed beats random moves at the mill: {out}");
    assert!(out.lines().nth(1).is_some_and(|l| l.starts_with("greedy time per move: median")), "{out}");
    // Neither player searches, so no clock decided anything.
    assert!(out.lines().any(|l| l == "searches cut short by the clock: none (node budgets alone)"), "{out}");
    // The same seed replays the same match; the other order is the mirror image.
    assert_eq!(
        match_score(&run(&["match", "moulin", "greedy", "random", "--games", "6", "--seed", "3"], "").0),
        (w, d, l, score)
    );
    let (w2, d2, l2, _) =
        match_score(&run(&["match", "moulin", "random", "greedy", "--games", "6", "--seed", "3"], "").0);
    assert_eq!(w2 + d2 + l2, 6);
    // Second, greed may shuffle one man into a repetition (it sees one ply, and prizes
    // its men's room), but random moves never beat it and lose most games.
    assert!(w2 == 0 && l2 >= 4, "random loses from either side: +{w2} ={d2} -{l2}");
}

#[test]
fn a_match_plays_every_game_with_every_kind_of_player() {
    for game in ["mundeleys", "mundialito", "kriegspiel"] {
        let (out, ok) = run(&["match", game, "mcts:30", "ai1", "--games", "2", "--seed", "1"], "");
        assert!(ok, "{game}: {out}");
        let (w, d, l, _) = match_score(&out);
        assert_eq!(w + d + l, 2, "{game}: {out}");
    }
}

#[test]
fn a_match_refuses_unknown_players_games_and_options() {
    assert!(!run(&["match", "moulin", "ai5", "random"], "").1);
    assert!(!run(&["match", "moulin", "mcts:0", "random"], "").1);
    assert!(!run(&["match", "moulin", "random", "bogus"], "").1);
    assert!(!run(&["match", "chess", "random", "random"], "").1);
    assert!(!run(&["match", "moulin", "random", "random", "--games", "x"], "").1);
    assert!(!run(&["match", "mundialito", "random", "random", "--options", "{"], "").1);
    assert!(!run(&["selfplay", "kriegspiel", "2", "ai3", "greedy"], "").1, "selfplay is gone: match replaces it");
}

#[test]
fn perft_and_play_start_from_a_position_given_as_text() {
    // The moulin position after `d2 d6` (its text as the game writes it): the same
    // counts as from the moves.
    let (out, ok) = run(&["play"], "newgame moulin\nmoves d2 d6\nposition\nquit\n");
    assert!(ok);
    let text = out.trim().strip_prefix("position ").expect("the position line").to_string();
    let (from_text, ok) = run(&["perft", "moulin", "2", "--position", &text], "");
    assert!(ok);
    assert_eq!(from_text, "1 22\n2 462\n");
    // Moves after the position, too.
    let (out, ok) = run(&["perft", "moulin", "1", "--position", &text, "--moves", "b4"], "");
    assert!(ok);
    assert_eq!(out, "1 21\n");
    // A text that is not a position is refused, naming the part.
    assert!(!run(&["perft", "moulin", "1", "--position", "3/3/3/6/3/3/3 x 9 9 0"], "").1);
    // `play` from a position: its moves and legal moves go on from there.
    let script = format!(
        "newgame moulin --position {text}\nlegal\nmoves b4\nposition\nnewgame moulin --position nonsense\nquit\n"
    );
    let (out, _) = run(&["play"], &script);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0].split(' ').count(), 22, "22 points free: {}", lines[0]);
    assert!(lines[1].starts_with("position ") && lines[1] != format!("position {text}"), "b4 played: {}", lines[1]);
    assert!(lines[2].starts_with("error bad position (shape)"), "{}", lines[2]);
}

#[test]
fn puzzles_from_the_file_s_seed_are_the_file_s_puzzles() {
    // Kriegspiel finds its first puzzles soonest; the seed and count of its file's
    // header give its first lines again, here on this machine.
    let file =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/kriegspiel/puzzles.txt")).unwrap();
    assert!(file.contains("puzzles kriegspiel --seed 1 --count 40"), "the header names the command");
    let (out, ok) = run(&["puzzles", "kriegspiel", "--seed", "1", "--count", "2"], "");
    assert!(ok);
    assert!(out.lines().next().unwrap().starts_with("# Puzzles of kriegspiel"));
    let made: Vec<&str> = out.lines().filter(|l| !l.starts_with('#')).collect();
    let kept: Vec<&str> = file.lines().filter(|l| !l.starts_with('#')).take(2).collect();
    assert_eq!(made, kept);
    assert!(!run(&["puzzles", "chess"], "").1);
    assert!(!run(&["puzzles", "moulin", "--count", "many"], "").1);
}
