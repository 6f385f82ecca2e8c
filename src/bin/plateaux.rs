//! `plateaux`: the engine on the command line, for tests, benchmarks and other
//! programs.
//!
//! ```text
//! plateaux perft <game> <depth> [--position "<text>"] [--moves m1,m2,...]
//! plateaux play                 # line protocol on stdin/stdout, see below
//! plateaux bench [<game>] [--records FILE]       # perft speed and AI reply times per level
//! plateaux match <game> <player> <player> [--games N] [--seed S] [--options JSON] [--jobs N]
//! plateaux analyse <record file> [--level N] [--nodes N] [--lang fr|en|de]
//! plateaux puzzles <game> [--seed S] [--count N] [--out FILE]
//! ```
//!
//! `analyse` grades every decision of a game record (JSON, as the page saves it) with
//! the search of a level (4, the strongest, by default; `--nodes` sets its node
//! budget instead), printing each ply as it is done, then a summary per side.
//!
//! `puzzles` finds puzzles in seeded self-play (see `plateaux::ai::puzzle`) and
//! writes them in the format of `src/games/<game>/puzzles.txt`, the command that
//! made them in the header: the same seed and count give the same file on any
//! machine (node budgets, no clock).
//!
//! `match` plays a match, the first player taking the first side in even games and
//! the second in odd ones; players are `random`, `greedy` (the best one-ply
//! evaluation), `mcts:N` (Monte-Carlo tree search, N simulations a move) and
//! `ai1`…`ai4` (the levels as the page plays them).
//!
//! The `play` protocol, one command a line: `newgame <game> [<options-json>]`,
//! `newgame <game> --position <text>` (a game from that position: see
//! `docs/positions.md`), `moves <m1> <m2> ...` (the whole game so far, from the
//! new game's start), `position` (answers `position <text>`: the position now), `go [level N | movetime MS | nodes
//! N] [seed S]` (answers `bestmove <move>`; `seed` fixes the draw that blurs the weaker
//! levels' judgement, so a match can be replayed move for move), `legal` (the legal
//! moves on one line), `status` (answers `status move <side>`, `status roll`, or
//! `status over <side|draw> <reason>`: who acts, or how the game ended), `isready`
//! (answers `readyok`), `quit`. Anything wrong answers `error <reason>` and the
//! engine keeps its state and goes on.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use plateaux::ai::arena::{GAME_PLY_CAP, RANDOM_OPENING_PLIES};
use plateaux::ai::{play_match, puzzle, Budget, Level, MatchResult, Player, Searcher};
use plateaux::analysis::{analysis_from_record, Grade, Settings};
use plateaux::core::{perft, Dice, GameRecord, Note, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{self, Lang};
use plateaux::session::{new_session, session_from_position, session_from_record, AnySession, Session, Thinker};

fn usage() -> ! {
    eprintln!(
        "usage:\n  plateaux perft <game> <depth> [--position \"<text>\"] [--moves m1,m2,...]\n  plateaux play\n  plateaux bench [<game>] [--records FILE]\n  plateaux match <game> <player> <player> [--games N] [--seed S] [--options JSON] [--jobs N] [--moves]\n  plateaux analyse <record file> [--level N] [--nodes N] [--lang fr|en|de]\n  plateaux puzzles <game> [--seed S] [--count N] [--out FILE]\nplayers: random, greedy, mcts:N, ai1 … ai4\ngames: {}",
        GAME_IDS.join(", ")
    );
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("perft") => perft_cmd(&args[1..]),
        Some("play") => play_loop(io::stdin().lock(), &mut io::stdout()),
        Some("bench") => bench(&args[1..]),
        Some("match") => match_cmd(&args[1..]),
        Some("analyse" | "analyze") => analyse_cmd(&args[1..]),
        Some("puzzles") => puzzles_cmd(&args[1..]),
        _ => usage(),
    }
}

/// A record of the game `id` with default options and these moves.
fn record_of(id: &str, options: serde_json::Value, moves: Vec<String>) -> GameRecord {
    GameRecord { game: id.to_string(), options, seed: 0, moves, position: None, end: None }
}

fn perft_cmd(args: &[String]) {
    let (Some(game), Some(depth)) = (args.first(), args.get(1).and_then(|d| d.parse::<u32>().ok())) else { usage() };
    let mut moves = Vec::new();
    let mut position = None;
    let mut rest = args[2..].iter();
    while let Some(a) = rest.next() {
        match a.as_str() {
            "--moves" => {
                let Some(list) = rest.next() else { usage() };
                moves.extend(list.split(',').filter(|s| !s.is_empty()).map(String::from));
            }
            "--position" => position = Some(rest.next().unwrap_or_else(|| usage()).clone()),
            _ => usage(),
        }
    }
    struct Perft(u32, Vec<String>, Option<String>);
    impl GameVisitor for Perft {
        type Output = Result<(), String>;
        fn visit<G: View>(self) -> Self::Output {
            let mut record = record_of(G::ID, serde_json::Value::Null, self.1);
            record.position = self.2;
            let (g, _) = record.replay::<G>().map_err(|e| e.to_string())?;
            for d in 1..=self.0 {
                let t = Instant::now();
                let n = perft(&g, d);
                println!("{d} {n}");
                eprintln!(
                    "  ({:.3} s, {:.1} M leaves/s)",
                    t.elapsed().as_secs_f64(),
                    n as f64 / t.elapsed().as_secs_f64() / 1e6
                );
            }
            Ok(())
        }
    }
    match with_game(game, Perft(depth, moves, position)) {
        Some(Ok(())) => {}
        Some(Err(e)) => {
            eprintln!("error {e}");
            std::process::exit(1)
        }
        None => {
            eprintln!("error unknown game '{game}' (games: {})", GAME_IDS.join(", "));
            std::process::exit(1)
        }
    }
}

/// The answer of `play` to a command that needs a game before `newgame`.
const NO_GAME: &str = "no game: send newgame first";

/// The `play` protocol; generic over input and output so tests can drive it.
fn play_loop(input: impl BufRead, out: &mut impl Write) {
    let mut session: Option<AnySession> = None;
    let mut game_id = String::new();
    let mut options = String::from("null");
    // The position `newgame --position` started from: `moves` replay from there.
    let mut start: Option<String> = None;
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            None => continue,
            Some("quit") => break,
            Some("isready") => Ok(Some("readyok".to_string())),
            Some("newgame") => match words.get(1) {
                None => Err("newgame needs a game name".to_string()),
                Some(id) if words.get(2) == Some(&"--position") => {
                    let text = words[3..].join(" ");
                    session_from_position(id, &text, Dice::fresh_seed())
                        .map(|s| {
                            session = Some(s);
                            game_id = id.to_string();
                            options = "null".to_string();
                            start = Some(text);
                            None
                        })
                        .map_err(|e| e.to_string())
                }
                Some(id) => {
                    let opts = words[2..].join(" ");
                    let opts = if opts.is_empty() { "null".to_string() } else { opts };
                    new_session(id, &opts, Dice::fresh_seed())
                        .map(|s| {
                            session = Some(s);
                            game_id = id.to_string();
                            options = opts;
                            start = None;
                            None
                        })
                        .map_err(|e| e.to_string())
                }
            },
            Some("moves") => match &session {
                None => Err(NO_GAME.to_string()),
                Some(_) => {
                    // `newgame` checked the options, so they read back as JSON.
                    let opts = serde_json::from_str(&options).unwrap_or(serde_json::Value::Null);
                    let moves = words[1..].iter().map(|m| m.to_string()).collect();
                    let mut record = record_of(&game_id, opts, moves);
                    record.position = start.clone();
                    session_from_record(&record.to_json())
                        .map(|s| {
                            session = Some(s);
                            None
                        })
                        .map_err(|e| e.to_string())
                }
            },
            Some("position") => match &session {
                None => Err(NO_GAME.to_string()),
                Some(s) => Ok(Some(format!("position {}", s.position()))),
            },
            Some("legal") => match &session {
                None => Err(NO_GAME.to_string()),
                Some(s) => Ok(Some(s.legal_notations().join(" "))),
            },
            Some("status") => match &session {
                None => Err(NO_GAME.to_string()),
                Some(s) => Ok(Some(status_line(s))),
            },
            Some("go") => match &session {
                None => Err(NO_GAME.to_string()),
                Some(s) => parse_go(&words[1..]).and_then(|(go, seed)| {
                    let level = match go {
                        Go::Level(n) => s.level(n),
                        Go::Budget(l) => l,
                    };
                    let st = s.status();
                    if st.over {
                        Err("the game is over".to_string())
                    } else if st.chance {
                        Err("a roll is due: send it as =N in moves".to_string())
                    } else {
                        s.think(level, seed.unwrap_or_else(Dice::fresh_seed))
                            .map(|m| Some(format!("bestmove {m}")))
                            .ok_or_else(|| "no move".to_string())
                    }
                }),
            },
            Some(other) => Err(format!("unknown command '{other}'")),
        };
        let text = match reply {
            Ok(Some(t)) => t,
            Ok(None) => continue,
            Err(e) => format!("error {e}"),
        };
        if writeln!(out, "{text}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}

/// The `status` answer: who acts now (`move 0`, `move 1`, `roll` for a chance
/// step), or how the game ended (`over 1 <reason>`, `over draw <reason>`, the
/// reason being the outcome's string key), so a controller knows when to stop and
/// who won without knowing any game's rules.
fn status_line(s: &AnySession) -> String {
    let st = s.status();
    match (st.over, st.winner, st.to_move) {
        (true, Some(w), _) => format!("status over {w} {}", st.reason),
        (true, None, _) => format!("status over draw {}", st.reason),
        (false, _, Some(side)) => format!("status move {side}"),
        (false, _, None) => "status roll".to_string(),
    }
}

/// What `go` asks for: a level (as the game plays it), or a fixed time or number of
/// positions for the move.
enum Go {
    Level(u8),
    Budget(Level),
}

/// Reads `go`'s words: what to search (see [`Go`]), then an optional `seed S` for the
/// level's blur (a fresh one when absent).
///
/// # Errors
/// A level out of 1–4, a time or node count that is not a positive number, a seed
/// that is not a number, or any other word: the reason, for the `error` line.
fn parse_go(args: &[&str]) -> Result<(Go, Option<u64>), String> {
    let (args, seed) = match args {
        [rest @ .., "seed", s] => match s.parse::<u64>() {
            Ok(s) => (rest, Some(s)),
            Err(_) => return Err(format!("seed must be a whole number, not '{s}'")),
        },
        _ => (args, None),
    };
    let go = match args {
        [] => Go::Level(Level::DEFAULT),
        ["level", n] => match n.parse::<u8>() {
            Ok(n @ 1..=4) => Go::Level(n),
            _ => return Err(format!("level must be 1 to 4, not '{n}'")),
        },
        ["movetime", ms] => match ms.parse::<u64>() {
            Ok(ms) if ms > 0 => plain_search(Budget { max_depth: 64, time_ms: Some(ms), nodes: None }),
            _ => return Err(format!("movetime must be a positive number of milliseconds, not '{ms}'")),
        },
        ["nodes", n] => match n.parse::<u64>() {
            Ok(n) if n > 0 => plain_search(Budget { max_depth: 64, time_ms: None, nodes: Some(n) }),
            _ => return Err(format!("nodes must be a positive whole number, not '{n}'")),
        },
        _ => return Err("go takes nothing, 'level N', 'movetime MS' or 'nodes N', then 'seed S' if wanted".to_string()),
    };
    Ok((go, seed))
}

/// The unblurred search with `budget` and nothing else: no level's extra effort where
/// a game asks for it, so that `nodes N` searches exactly N positions and a probe
/// can compare budgets at one position.
fn plain_search(budget: Budget) -> Go {
    Go::Budget(Level { number: 0, budget, noise: 0 })
}

/// Benchmarks: perft speed, then the AI's reply time per level over positions of
/// random play. Figures vary with the machine; compare them within one run. With
/// `--records FILE`, the positions are also written there, one game record (JSON) a
/// line, so that the browser's half of `scripts/bench.sh` times the very same ones.
fn bench(args: &[String]) {
    let only = args.first().filter(|a| !a.starts_with("--")).map(String::as_str);
    let records_to = args.iter().position(|a| a == "--records").and_then(|i| args.get(i + 1));
    let mut records = Vec::new();
    for id in GAME_IDS.iter().filter(|id| only.is_none_or(|o| o == **id)) {
        records.extend(with_game(id, Bench).unwrap_or_default());
    }
    if let Some(path) = records_to {
        if let Err(e) = std::fs::write(path, records.join("\n") + "\n") {
            eprintln!("cannot write {path}: {e}");
            std::process::exit(1);
        }
    }
}

/// One game's benchmark (see [`bench`]); its output is the positions' records.
struct Bench;

impl GameVisitor for Bench {
    type Output = Vec<String>;
    fn visit<G: View>(self) -> Vec<String> {
        let g = G::new(&G::Options::default());
        let mut d = 1;
        loop {
            let t = Instant::now();
            let n = perft(&g, d);
            let s = t.elapsed().as_secs_f64();
            if s > 0.25 || d >= 12 {
                println!("{} perft {d}: {n} leaves in {s:.3} s = {:.1} M leaves/s", G::ID, n as f64 / s / 1e6);
                break;
            }
            d += 1;
        }
        // Positions along random games, so every phase is measured; each with its
        // record, which is what the page's worker is handed.
        let dice = Dice::new(7);
        let mut positions = Vec::new();
        for game in 0..6u64 {
            let mut session = Session::<G>::new(&G::Options::default(), 7);
            let mut k = 0u64;
            while positions.len() < (game as usize + 1) * 5 {
                let (p, h) = (session.game(), session.history());
                let moves = if h.outcome(p).is_some() { Vec::new() } else { p.moves_now() };
                if moves.is_empty() {
                    break;
                }
                if k % 4 == 3 && p.side_to_move().is_some() {
                    positions.push((game, p.clone(), h.clone(), session.record().to_json()));
                }
                let m = moves[dice.below(game * 10_000 + k, moves.len() as u64) as usize];
                if let Err(e) = session.play(m) {
                    panic!("{}: a legal move refused: {e}", G::ID);
                }
                k += 1;
            }
        }
        for n in 1..=4u8 {
            let level = Level::for_game::<G>(n);
            // Timed: the worker's own entry point, as the browser's half times it (the
            // record read, its new moves replayed, the search, the level's choice). One
            // thinker for the level, which, as the worker does, keeps its table while a
            // record continues the last one and starts afresh for another game.
            let mut thinker = Thinker::new();
            let times: Vec<f64> = positions
                .iter()
                .map(|(.., record)| {
                    let t = Instant::now();
                    if let Err(e) = thinker.think(record, n, 1) {
                        panic!("{}: a benchmark record refused: {e}", G::ID);
                    }
                    t.elapsed().as_secs_f64() * 1e3
                })
                .collect();
            // Untimed: the same searches' nodes and depths, one searcher along each game.
            let fresh = Searcher::<G>::new;
            let mut searcher = (u64::MAX, fresh());
            let work: Vec<(u64, u32)> = positions
                .iter()
                .map(|(game, p, h, _)| {
                    if searcher.0 != *game {
                        searcher = (*game, fresh());
                    }
                    let report = searcher.1.search_at(p, h, level);
                    (report.nodes, report.depth)
                })
                .collect();
            println!(
                "{} AI level {n}: median {:.1} ms, max {:.1} ms over {} positions ({} nodes, depth {} median)",
                G::ID,
                median(times.clone()),
                times.iter().copied().fold(0.0, f64::max),
                times.len(),
                median(work.iter().map(|w| w.0).collect()),
                median(work.iter().map(|w| w.1).collect())
            );
        }
        positions.into_iter().map(|(.., record)| record).collect()
    }
}

/// The middle value (the upper one of an even count).
fn median<T: PartialOrd + Copy>(mut v: Vec<T>) -> T {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v[v.len() / 2]
}

/// `plateaux match <game> <player> <player> --games N --seed S [--options JSON]
/// [--jobs N] [--moves]`: a match between two players (sides alternating), printed as
/// `+W =D -L score` from the first player's side with its time per move; `--jobs`
/// plays N games at once on N threads (same result, sooner on a machine with N free
/// cores); `--moves` also prints each game's moves, to replay one (`plateaux perft
/// <game> 1 --moves …`).
fn match_cmd(args: &[String]) {
    let [game, a, b, rest @ ..] = args else { usage() };
    let (mut games, mut seed, mut options) = (100u32, 1u64, String::from("null"));
    let (mut show_moves, mut jobs) = (false, 1usize);
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        if flag == "--moves" {
            show_moves = true;
            continue;
        }
        let Some(value) = rest.next() else { usage() };
        match flag.as_str() {
            "--games" => {
                games = value.parse().unwrap_or_else(|_| fail(&format!("--games takes a number, not '{value}'")))
            }
            "--jobs" => jobs = value.parse().unwrap_or_else(|_| fail(&format!("--jobs takes a number, not '{value}'"))),
            "--seed" => seed = value.parse().unwrap_or_else(|_| fail(&format!("--seed takes a number, not '{value}'"))),
            "--options" => options = value.clone(),
            _ => usage(),
        }
    }
    let (pa, pb) = match (Player::parse(a), Player::parse(b)) {
        (Ok(pa), Ok(pb)) => (pa, pb),
        (Err(e), _) | (_, Err(e)) => fail(&e),
    };
    struct Match {
        a: Player,
        b: Player,
        games: u32,
        seed: u64,
        options: String,
        show_moves: bool,
        jobs: usize,
    }
    impl GameVisitor for Match {
        type Output = Result<MatchResult, String>;
        fn visit<G: View>(self) -> Self::Output {
            let opts: G::Options = if self.options == "null" {
                G::Options::default()
            } else {
                serde_json::from_str(&self.options).map_err(|e| format!("options: {e}"))?
            };
            Ok(play_match::<G>(&opts, &self.a, &self.b, (self.games, self.seed), self.jobs, |n, r, moves| {
                eprintln!("  game {n}: +{} ={} -{}", r.wins, r.draws, r.losses);
                if self.show_moves {
                    eprintln!("    {}", moves.join(","));
                }
            }))
        }
    }
    let t = Instant::now();
    let r = match with_game(game, Match { a: pa, b: pb, games, seed, options, show_moves, jobs }) {
        Some(Ok(r)) => r,
        Some(Err(e)) => fail(&e),
        None => fail(&format!("unknown game '{game}' (games: {})", GAME_IDS.join(", "))),
    };
    println!(
        "{game} {pa} vs {pb}: +{} ={} -{} score {:.3} ({} games, {RANDOM_OPENING_PLIES} random opening plies, seed {seed}, {:.0} s)",
        r.wins,
        r.draws,
        r.losses,
        r.score(),
        r.games(),
        t.elapsed().as_secs_f64()
    );
    if r.stopped > 0 {
        println!("  {} games stopped unfinished after {GAME_PLY_CAP} plies, counted as draws", r.stopped);
    }
    println!(
        "{pa} time per move: median {:.1} ms, 95% {:.1} ms, max {:.1} ms over {} moves",
        r.time_quantile(0.5),
        r.time_quantile(0.95),
        r.time_quantile(1.0),
        r.times_ms.len()
    );
    // A search the clock cut short played by the machine's speed, not its level's
    // node budget: say so, since then the result is this run's, not the levels'.
    match r.clock_cuts {
        [0, 0] => println!("searches cut short by the clock: none (node budgets alone)"),
        [ca, cb] => println!("searches cut short by the clock: {pa} {ca}, {pb} {cb} (a busy or slow machine: the result is not the node budgets' alone)"),
    }
}

/// `analyse <record file> [--level N] [--nodes N] [--lang L]`: every ply of the record
/// graded, one line each as it is done (so a long analysis shows its progress), then
/// each side's grades.
fn analyse_cmd(args: &[String]) {
    let Some(path) = args.first().filter(|a| !a.starts_with("--")) else { usage() };
    let mut settings = Settings::default();
    let mut lang = Lang::parse("en");
    let mut rest = args[1..].iter();
    while let Some(a) = rest.next() {
        let value = rest.next().unwrap_or_else(|| usage());
        match a.as_str() {
            "--level" => settings.level = value.parse().ok().filter(|n| (1..=4).contains(n)).unwrap_or_else(|| usage()),
            "--nodes" => settings.nodes = Some(value.parse().unwrap_or_else(|_| usage())),
            "--lang" => lang = Lang::known(value).unwrap_or_else(|| usage()),
            _ => usage(),
        }
    }
    let json = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    let mut analysis = analysis_from_record(&json, settings).unwrap_or_else(|e| fail(&e.to_string()));
    let say = |n: &Note| {
        let args: Vec<(&str, &str)> = n.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        i18n::text(lang, n.key, &args)
    };
    let game = analysis.game_id();
    let side_name = |side: u8| i18n::text(lang, &format!("{game}.side.{side}"), &[]);
    let (first, second) = (side_name(0), side_name(1));
    println!(
        "{} — {} plies, level {}; chances are {first}'s, 0 to 1 (their winning chances with best play)",
        analysis.game_id(),
        analysis.len(),
        settings.level
    );
    println!("{:>4}  {:<12} {:<14} {:>11}  {:<14} {:>5}  better", "ply", "side", "move", "chances", "grade", "loss");
    let start = Instant::now();
    while let Some(p) = analysis.step() {
        let chances = format!("{:.2}→{:.2}", p.before, p.after);
        let who = p.side.map_or_else(|| "(die)".to_string(), side_name);
        let (grade, loss, better) = match (&p.decision, &p.roll) {
            (Some(d), _) => {
                let better = d.better.as_ref().map_or(String::new(), |b| {
                    let mut words: Vec<String> = b.explanation.iter().map(say).collect();
                    words.extend(d.punishment.iter().map(say));
                    words.join(" ")
                });
                (say(&Note::new(d.grade.key())), format!("{:.2}", d.loss), better)
            }
            (None, Some(r)) => (String::new(), String::new(), say(&r.words)),
            (None, None) => Default::default(),
        };
        println!("{:>4}  {:<12} {:<14} {:>11}  {:<14} {:>5}  {better}", p.ply + 1, who, p.mv, chances, grade, loss);
        if let Some(t) = p.turn.as_ref().filter(|t| t.actions > 1) {
            println!(
                "      turn of {}, plies {}–{}, {} actions: {} (loss {:.2}, dice {:+.2})",
                side_name(t.side),
                t.first_ply + 1,
                t.last_ply + 1,
                t.actions,
                say(&Note::new(t.grade.key())),
                t.loss,
                t.luck
            );
        }
    }
    let report = analysis.report();
    println!();
    println!(
        "{:<14} {}",
        "",
        Grade::ALL.iter().map(|g| format!("{:>14}", say(&Note::new(g.key())))).collect::<String>()
    );
    for (s, name) in report.summary.iter().zip([&first, &second]) {
        let counts = |c: &plateaux::analysis::Counts| {
            Grade::ALL.iter().map(|&g| format!("{:>14}", c.get(g))).collect::<String>()
        };
        println!("{:<14} {}   mean loss {:.3}, dice {:+.2}", name, counts(&s.actions), s.mean_loss, s.luck);
        if s.turns != s.actions {
            println!("{:<14} {}   (turns)", "", counts(&s.turns));
        }
    }
    eprintln!("analysed in {:.1} s", start.elapsed().as_secs_f64());
}

/// Prints `error <reason>` and exits with failure.
fn fail(reason: &str) -> ! {
    eprintln!("error {reason}");
    std::process::exit(1)
}

/// `plateaux puzzles <game> [--seed S] [--count N] [--out FILE]`: finds `count`
/// puzzles (40 by default) in self-play from `seed` (1 by default) and writes them,
/// one a line after a header naming this very command, to `FILE` or the standard
/// output; each game's progress goes to the standard error. The game's own file is
/// `src/games/<game>/puzzles.txt`, made this way (its header has the command).
fn puzzles_cmd(args: &[String]) {
    let [game, rest @ ..] = args else { usage() };
    let (mut seed, mut count, mut out) = (1u64, 40usize, None::<String>);
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        let Some(value) = rest.next() else { usage() };
        match flag.as_str() {
            "--seed" => seed = value.parse().unwrap_or_else(|_| fail(&format!("--seed takes a number, not '{value}'"))),
            "--count" => {
                count = value.parse().unwrap_or_else(|_| fail(&format!("--count takes a number, not '{value}'")))
            }
            "--out" => out = Some(value.clone()),
            _ => usage(),
        }
    }
    struct Find {
        seed: u64,
        count: usize,
    }
    impl GameVisitor for Find {
        type Output = (Vec<String>, String);
        fn visit<G: View>(self) -> Self::Output {
            let settings = puzzle::Settings::for_game::<G>();
            let t = Instant::now();
            let found = puzzle::generate::<G>(&G::Options::default(), self.seed, self.count, &settings, |p| {
                match p {
                puzzle::Progress::Game { game, levels, plies, screened, candidates, kept, rejected } => eprintln!(
                    "  game {game} (ai{} vs ai{}, {plies} plies): {screened} positions screened, {candidates} candidates, {kept} kept, {:.0} s (rejected: {rejected:?} no gain, not deep, another win, unreadable, check, easy enough)",
                    levels[0],
                    levels[1],
                    t.elapsed().as_secs_f64()
                ),
                puzzle::Progress::Kept(line) => eprintln!("    {line}"),
            }
            });
            let mut by = [0usize; 3];
            for f in &found {
                by[usize::from(f.puzzle.difficulty - 1)] += 1;
            }
            let summary = format!(
                "{} puzzles (difficulty 1: {}, 2: {}, 3: {}) from seed {}, {:.0} s",
                found.len(),
                by[0],
                by[1],
                by[2],
                self.seed,
                t.elapsed().as_secs_f64()
            );
            (found.iter().map(|f| f.puzzle.to_line()).collect(), summary)
        }
    }
    let (lines, summary) = with_game(game, Find { seed, count })
        .unwrap_or_else(|| fail(&format!("unknown game '{game}' (games: {})", GAME_IDS.join(", "))));
    let mut text = format!(
        "# Puzzles of {game}: one a line, `position | solution | difficulty | theme` (see src/puzzle.rs).\n\
         # Made by: cargo run --release --bin plateaux -- puzzles {game} --seed {seed} --count {count} --out src/games/{game}/puzzles.txt\n\
         # (self-play from the seed, node budgets only: the same file on any machine; checked by tests/puzzles.rs).\n\
         # Lines may be added by hand below: each must pass the same check (its first move alone at the top by a\n\
         # man, its gain made), and its theme must have words in the game's lang files.\n"
    );
    for l in &lines {
        text.push_str(l);
        text.push('\n');
    }
    match out {
        Some(path) => {
            if let Err(e) = std::fs::write(&path, text) {
                fail(&format!("cannot write {path}: {e}"));
            }
        }
        None => print!("{text}"),
    }
    eprintln!("{game}: {summary}");
}
