//! Simple opponents and a match runner, to measure the AI (the command-line
//! `selfplay` tool calls [`selfplay`]).
//!
//! A player is a plain function from a position (a player to act) and a seed to a
//! move. The random player picks uniformly but ends its turn one time in eight, so
//! that free transfers cannot make a turn endless; the greedy player fires at
//! whatever is in range, else advances.

use super::eval::expected_loss;
use super::position::Phase;
use super::{KMove, Kriegspiel, KriegspielOptions};
use crate::ai::{self, Level};
use crate::core::{Dice, Game, Side, ToMove};

/// A player: the move for the army to act.
pub type Player<'a> = dyn Fn(&Kriegspiel, u64) -> KMove + 'a;

/// Uniform among the legal moves, with `end` chosen one time in eight.
pub fn random_player(g: &Kriegspiel, seed: u64) -> KMove {
    let moves: Vec<KMove> = g.legal_vec().into_iter().filter(|&m| m != KMove::End).collect();
    let d = Dice::new(seed);
    if moves.is_empty() || d.below(0, 8) == 0 {
        return KMove::End;
    }
    moves[d.below(1, moves.len() as u64) as usize]
}

/// How far `c` is from the nearest enemy that is not a wreck.
fn enemy_distance(g: &Kriegspiel, c: u8, s: Side) -> i32 {
    g.plates().filter(|(_, q)| q.side != s && !q.wrecked).map(|(e, _)| g.field().distance(c, e)).min().unwrap_or(0)
}

/// Whether facing `dir` from `c` points more toward the nearest enemy than `old`.
fn turn_gain(g: &Kriegspiel, c: u8, s: Side, old: u8, dir: u8) -> i32 {
    let after = |d: u8| g.field().neighbour(c, d).map_or(99, |n| enemy_distance(g, n, s));
    let before = if old == super::board::START { 99 } else { after(old) };
    before - after(dir)
}

/// Fires the shot with the most expected damage if any; else advances: a
/// displacement that brings a plate closer to the enemy, or a rotation that turns
/// it toward the enemy (the half-rotation included); else ends the turn.
pub fn greedy_player(g: &Kriegspiel, seed: u64) -> KMove {
    let moves = g.legal_vec();
    let shot = moves
        .iter()
        .filter_map(|&m| match m {
            KMove::Shoot { from, to } => Some((expected_loss(&g.plate(from)?, &g.plate(to)?), m)),
            _ => None,
        })
        .max_by_key(|&(v, _)| v);
    if let Some((_, m)) = shot {
        return m;
    }
    if g.phase() == Phase::Fire {
        return KMove::End;
    }
    let s = g.army();
    let d = Dice::new(seed);
    let mut best: Option<(i32, u64, KMove)> = None;
    for (i, &m) in moves.iter().enumerate() {
        let gain = match m {
            KMove::Step { from, to } => enemy_distance(g, from, s) - enemy_distance(g, to, s),
            KMove::Turn { from, dir } => g.plate(from).map_or(0, |p| turn_gain(g, from, s, p.facing, dir)),
            _ => 0,
        };
        let tie = d.below(i as u64, 1 << 20);
        if gain > 0 && best.is_none_or(|(bg, bt, _)| (gain, tie) > (bg, bt)) {
            best = Some((gain, tie, m));
        }
    }
    best.map_or(KMove::End, |(_, _, m)| m)
}

/// The AI levels tuned for Kriegspiel. A turn is a dozen decisions or more (every
/// rotation, step, transfer and shot is one), so each decision gets a quarter of the
/// generic level's time: at level 3 a whole turn then stays under a second.
pub fn tuned_level(n: u8) -> Level {
    Level::for_game::<Kriegspiel>(n)
}

/// The AI at `level` as a player, with the Kriegspiel-tuned budget.
pub fn ai_player(level: u8) -> impl Fn(&Kriegspiel, u64) -> KMove {
    move |g, seed| ai::choose(g, tuned_level(level), seed).unwrap_or(KMove::End)
}

/// The AI at the generic `Level::get(level)`, untuned.
pub fn generic_ai_player(level: u8) -> impl Fn(&Kriegspiel, u64) -> KMove {
    move |g, seed| ai::choose(g, Level::get(level), seed).unwrap_or(KMove::End)
}

/// A player by name: `random`, `greedy`, `ai1` … `ai4` (tuned budgets), or
/// `generic-ai1` … `generic-ai4` (the generic levels).
pub fn player_by_name(name: &str) -> Option<Box<Player<'static>>> {
    let level = |s: &str| s.parse::<u8>().ok().filter(|n| (1..=4).contains(n));
    match name {
        "random" => Some(Box::new(random_player)),
        "greedy" => Some(Box::new(greedy_player)),
        _ => {
            if let Some(n) = name.strip_prefix("generic-ai") {
                return Some(Box::new(generic_ai_player(level(n)?)));
            }
            Some(Box::new(ai_player(level(name.strip_prefix("ai")?)?)))
        }
    }
}

/// The score of a match, from the first player's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchScore {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// Actions one army may take in one turn before the match runner ends it: a guard
/// against a player that passes figures to and fro for ever (transfers are free).
pub const TURN_ACTION_CAP: u32 = 100;

/// Plays one game, `first` commanding the French; returns the winner, if any.
pub fn play_game(opts: &KriegspielOptions, french: &Player<'_>, english: &Player<'_>, seed: u64) -> Option<Side> {
    let dice = Dice::new(seed);
    let mut g = Kriegspiel::new(opts);
    let (mut k, mut in_turn) = (0u64, 0u32);
    loop {
        match g.to_move() {
            ToMove::Over(o) => return o.winner(),
            ToMove::Chance => g.play(KMove::Roll(dice.below(k, 6) as u8)),
            ToMove::Player(s) => {
                let p = if s == Side::First { french } else { english };
                let m = if in_turn >= TURN_ACTION_CAP { KMove::End } else { p(&g, dice.value(k)) };
                g.try_play(m).expect("players play legal moves");
                in_turn = if m == KMove::End { 0 } else { in_turn + 1 };
            }
        }
        k += 1;
    }
}

/// Plays `games` games between `a` and `b`, `a` taking the French in even games
/// and the English in odd ones, the dice rolled from `seed`.
pub fn selfplay(opts: &KriegspielOptions, games: u32, a: &Player<'_>, b: &Player<'_>, seed: u64) -> MatchScore {
    let mut score = MatchScore::default();
    for i in 0..games {
        let s = Dice::new(seed).value(i as u64);
        let a_side = if i % 2 == 0 { Side::First } else { Side::Second };
        let winner = if a_side == Side::First { play_game(opts, a, b, s) } else { play_game(opts, b, a, s) };
        match winner {
            None => score.draws += 1,
            Some(w) if w == a_side => score.wins += 1,
            Some(_) => score.losses += 1,
        }
    }
    score
}
