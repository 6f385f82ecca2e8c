//! Matches between two players, for every game: sides alternate, the dice are
//! seeded, and the first player's thinking time is kept, so strength and speed are
//! measured the same way everywhere (`plateaux match`).

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;

use web_time::Instant;

use super::players::Player;
use super::Searcher;
use crate::core::{Dice, Game, History, Side, ToMove};

/// Plies after which an unfinished game is stopped and counted as a draw: a guard
/// against a game whose rules have no draw by repetition (none of ours loops that
/// long in practice; [`MatchResult::stopped`] tells if one did).
pub const GAME_PLY_CAP: u32 = 5_000;

/// Plies of each game played at random before the players take over, so that two
/// players without randomness (levels 3 and 4) do not play the same game again
/// and again. Games `2k` and `2k + 1` share their opening, sides swapped, so neither
/// player gets the better of an opening more often.
pub const RANDOM_OPENING_PLIES: u32 = 2;

/// A match's result from the first player's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    /// Games the first player won.
    pub wins: u32,
    /// Games drawn (those stopped at [`GAME_PLY_CAP`] included).
    pub draws: u32,
    /// Games the first player lost.
    pub losses: u32,
    /// Games stopped at [`GAME_PLY_CAP`] (counted among the draws).
    pub stopped: u32,
    /// The first player's time per move, in milliseconds, game by game in the
    /// order the games ended.
    pub times_ms: Vec<f64>,
    /// Searches the wall clock cut short, the first player's and the second's
    /// ([`Searcher::clock_cuts`]): both 0, the result is the players' node budgets'
    /// alone, the same on any machine under any load.
    pub clock_cuts: [u32; 2],
}

impl MatchResult {
    /// Games played: the denominator of [`MatchResult::score`].
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// (W + D/2) / N, 0 for an empty match.
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            0.0
        } else {
            (self.wins as f64 + self.draws as f64 / 2.0) / self.games() as f64
        }
    }

    /// The `q`-quantile (0 ≤ q ≤ 1) of the first player's time per move, in ms.
    pub fn time_quantile(&self, q: f64) -> f64 {
        let mut t = self.times_ms.clone();
        t.sort_by(f64::total_cmp);
        if t.is_empty() {
            return 0.0;
        }
        t[((t.len() - 1) as f64 * q.clamp(0.0, 1.0)).round() as usize]
    }
}

/// How one game ended for the player of the first side.
enum GameEnd {
    Won(Side),
    Drawn,
    Stopped,
}

/// One game: `players[0]` plays the first side after [`RANDOM_OPENING_PLIES`]
/// random plies drawn from `opening`. Chance steps are drawn from `seed` by their
/// probabilities; `times` receives the time of every decision of the player `timed`
/// (0 or 1). `kept` are the players' searchers, which keep their tables through the
/// game as the page's worker does.
fn play_game<G: Game>(
    opts: &G::Options,
    players: [&Player; 2],
    (opening, seed): (u64, u64),
    timed: usize,
    kept: &mut [Searcher<G>; 2],
    times: &mut Vec<f64>,
    moves: &mut Vec<String>,
) -> GameEnd {
    let dice = Dice::new(seed);
    let mut opened = 0;
    let mut g = G::new(opts);
    let mut h = History::new(&g);
    let mut outs = Vec::new();
    for k in 0..GAME_PLY_CAP as u64 {
        let m = match h.to_move(&g) {
            ToMove::Over(o) => return o.winner().map_or(GameEnd::Drawn, GameEnd::Won),
            ToMove::Chance => {
                outs.clear();
                g.chance_outcomes(&mut outs);
                let x = (dice.value(2 * k) >> 11) as f64 / (1u64 << 53) as f64;
                let mut acc = 0.0;
                let mut pick = outs.last().expect("a chance step has outcomes").0;
                for &(m, p) in &outs {
                    acc += p as f64;
                    if x < acc {
                        pick = m;
                        break;
                    }
                }
                pick
            }
            ToMove::Player(s) if opened < RANDOM_OPENING_PLIES => {
                opened += 1;
                match Player::Random.choose(&g, &h, Dice::new(opening).value(opened as u64), &mut kept[s.index()]) {
                    Some(m) => m,
                    None => return GameEnd::Drawn,
                }
            }
            ToMove::Player(s) => {
                let who = s.index();
                let t = Instant::now();
                let m = players[who].choose(&g, &h, dice.value(2 * k + 1), &mut kept[who]);
                if who == timed {
                    times.push(t.elapsed().as_secs_f64() * 1e3);
                }
                match m {
                    Some(m) => m,
                    // No move although the game goes on: nothing more can happen.
                    None => return GameEnd::Drawn,
                }
            }
        };
        if h.check(&g, m).is_err() {
            // A player that plays an illegal move loses; none of ours does.
            return GameEnd::Won(g.side_to_move().map_or(Side::First, Side::other));
        }
        moves.push(g.notation(m));
        h.play(&mut g, m);
    }
    GameEnd::Stopped
}

/// Plays `games` games of `a` against `b`, `a` taking the first side in even games
/// and the second in odd ones. Game `i` uses the seed `Dice::new(seed).value(i)`
/// for its dice and players and `value(i / 2)` for its random opening, so a match
/// replays exactly (levels and MCTS are deterministic given their seeds
/// and their node budgets). `jobs` games are played at once, each on its own thread
/// (1: all on this one): since every game depends only on its number, the result is
/// the same whatever `jobs`, and a 100-game match takes half the time on two cores.
/// `progress` is called after every game with the count so far and that game's
/// moves in notation (to replay a game worth a look).
pub fn play_match<G: Game>(
    opts: &G::Options,
    a: &Player,
    b: &Player,
    (games, seed): (u32, u64),
    jobs: usize,
    mut progress: impl FnMut(u32, &MatchResult, &[String]),
) -> MatchResult {
    let one = |i: u32| {
        let seeds = (Dice::new(seed ^ 0x0be1_1a5e).value((i / 2) as u64), Dice::new(seed).value(i as u64));
        let a_side = if i % 2 == 0 { Side::First } else { Side::Second };
        let players = if a_side == Side::First { [a, b] } else { [b, a] };
        let (mut times, mut moves) = (Vec::new(), Vec::new());
        let mut kept = [Searcher::<G>::new(), Searcher::<G>::new()];
        let end = play_game::<G>(opts, players, seeds, a_side.index(), &mut kept, &mut times, &mut moves);
        let cuts = [kept[a_side.index()].clock_cuts(), kept[a_side.other().index()].clock_cuts()];
        Played { a_side, end, times, moves, cuts }
    };
    let mut r = MatchResult::default();
    let mut record = |p: Played| {
        match p.end {
            GameEnd::Won(w) if w == p.a_side => r.wins += 1,
            GameEnd::Won(_) => r.losses += 1,
            GameEnd::Drawn => r.draws += 1,
            GameEnd::Stopped => {
                r.draws += 1;
                r.stopped += 1
            }
        }
        r.times_ms.extend(p.times);
        r.clock_cuts = [r.clock_cuts[0] + p.cuts[0], r.clock_cuts[1] + p.cuts[1]];
        progress(r.games(), &r, &p.moves);
    };
    if jobs <= 1 {
        (0..games).for_each(|i| record(one(i)));
        return r;
    }
    let next = AtomicU32::new(0);
    let (done, finished) = mpsc::channel();
    std::thread::scope(|s| {
        for _ in 0..jobs.min(games as usize) {
            let (done, one, next) = (done.clone(), &one, &next);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games || done.send(one(i)).is_err() {
                    break;
                }
            });
        }
        drop(done);
        finished.into_iter().for_each(&mut record);
    });
    r
}

/// One game's outcome, as a thread of [`play_match`] hands it back.
struct Played {
    a_side: Side,
    end: GameEnd,
    times: Vec<f64>,
    moves: Vec<String>,
    /// The first player's and the second's clock cuts in this game.
    cuts: [u32; 2],
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Budget;
    use crate::games::moulin::Moulin;

    #[test]
    fn a_search_the_clock_cuts_short_is_counted_and_one_its_nodes_end_is_not() {
        let g = Moulin::new(&Default::default());
        let h = History::new(&g);
        let mut s = Searcher::<Moulin>::new();
        // Nodes end it (no clock), then a fixed depth does: nothing the clock decided.
        s.search(&g, &h, Budget { max_depth: 64, time_ms: None, nodes: Some(5_000) }, 0);
        s.search(&g, &h, Budget { max_depth: 3, time_ms: Some(60_000), nodes: None }, 0);
        assert_eq!(s.clock_cuts(), 0);
        // No time at all and no other limit: the clock ends it after depth 1.
        let r = s.search(&g, &h, Budget { max_depth: 64, time_ms: Some(0), nodes: None }, 0);
        assert!(r.best.is_some() && r.depth < 64);
        assert_eq!(s.clock_cuts(), 1);
    }

    #[test]
    fn a_match_on_two_threads_ends_exactly_as_on_one() {
        let play = |jobs| {
            let mut games = Vec::new();
            let r = play_match::<Moulin>(
                &Default::default(),
                &Player::Level(1),
                &Player::Greedy,
                (6, 3),
                jobs,
                |_, _, m| games.push(m.join(" ")),
            );
            games.sort();
            (r.wins, r.draws, r.losses, r.times_ms.len(), games)
        };
        let (one, two) = (play(1), play(2));
        assert_eq!(one, two);
        assert_eq!(one.0 + one.1 + one.2, 6);
    }
}
