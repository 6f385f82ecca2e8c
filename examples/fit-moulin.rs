//! Fits moulin's evaluation weights to played games by Texel's method
//! (`plateaux::ai::texel`), and prints each weight beside the one in use.
//!
//! ```text
//! cargo run --release --example fit-moulin -- [--free NAME,NAME…] [--hold-out K] [LOG…]
//! ```
//!
//! `LOG`s are `scripts/vs-uci.mjs` logs, plain or gzipped (by default the corpus kept
//! in `tests/data/moulin-games.txt.gz`). Each distinct game is replayed through the
//! rules, and each of its positions from the third ply on (the first two are the
//! match's random opening) is a sample: the evaluation's terms for White, and how the
//! game ended for White. Every K-th game (5 by default) is held out of the fit, and
//! the error on those games says whether the fit learnt the game or the corpus.
//! `--free` names the terms the fit may move (all but `man`, the unit, by default).
//! What to do with the weights is a judgement the fit does not make: the README's
//! "Strength" tells how the ones in use were chosen from fits, and the matches that
//! decided it.

use plateaux::ai::texel::{best_scale, error, fit, Sample};
use plateaux::core::Side;
use plateaux::games::moulin::corpus::{read, LoggedGame};
use plateaux::games::moulin::eval::{terms, TABLE, TERMS, WEIGHTS};
use std::collections::HashSet;
use std::io::Read;

const CORPUS: &str = "tests/data/moulin-games.txt.gz";

fn main() {
    if let Err(e) = run(std::env::args().skip(1).collect()) {
        eprintln!("fit-moulin: {e}");
        std::process::exit(1);
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut free = [true; TERMS];
    free[0] = false;
    let (mut hold_out, mut files) = (5usize, Vec::new());
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--free" => {
                let names = it.next().ok_or("--free needs term names")?;
                let known: Vec<&str> = TABLE.iter().map(|t| t.0).collect();
                free = [false; TERMS];
                for n in names.split(',') {
                    let i = known
                        .iter()
                        .position(|&t| t == n)
                        .ok_or(format!("no term '{n}' (terms: {})", known.join(", ")))?;
                    free[i] = true;
                }
            }
            "--hold-out" => {
                hold_out =
                    it.next().and_then(|k| k.parse().ok()).filter(|&k| k >= 2).ok_or("--hold-out needs a number ≥ 2")?
            }
            _ if a.starts_with("--") => return Err(format!("unknown option '{a}'")),
            _ => files.push(a),
        }
    }
    if files.is_empty() {
        files.push(CORPUS.to_string());
    }
    let mut games = Vec::new();
    let mut seen = HashSet::new();
    for f in &files {
        for g in read(&text_of(f)?).map_err(|e| format!("{f}: {e}"))? {
            if seen.insert(g.moves.clone()) {
                games.push(g);
            }
        }
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (i, g) in games.iter().enumerate() {
        let into = if i % hold_out == hold_out - 1 { &mut test } else { &mut train };
        samples(g, into).map_err(|e| format!("game {} of the corpus: {e}", i + 1))?;
    }
    println!(
        "{} distinct games: {} positions fitted, {} held out (every {hold_out}th game)",
        games.len(),
        train.len(),
        test.len()
    );
    let k = best_scale(&train, &WEIGHTS);
    let fitted = fit(&train, &WEIGHTS, &free, k);
    println!("logistic scale {k:.3}");
    println!("{:<18} {:>8} {:>8}", "term", "in use", "fitted");
    for i in 0..TERMS {
        println!("{:<18} {:>8} {:>8}{}", TABLE[i].0, WEIGHTS[i], fitted[i], if free[i] { "" } else { "  (held)" });
    }
    for (name, w) in [("in use", &WEIGHTS), ("fitted", &fitted)] {
        println!("error {name}: {:.6} fitted positions, {:.6} held out", error(&train, w, k), error(&test, w, k));
    }
    Ok(())
}

/// The file's text, gunzipped if its name ends `.gz`.
fn text_of(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let mut text = String::new();
    let read = if path.ends_with(".gz") {
        flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut text)
    } else {
        (&bytes[..]).read_to_string(&mut text)
    };
    read.map_err(|e| format!("{path}: {e}"))?;
    Ok(text)
}

/// The game's positions from the third ply on, as samples.
fn samples(g: &LoggedGame, into: &mut Vec<Sample<TERMS>>) -> Result<(), String> {
    let result = g.white_result();
    into.extend(g.replay()?.iter().skip(2).map(|p| Sample { counts: terms(p, Side::First), result }));
    Ok(())
}
