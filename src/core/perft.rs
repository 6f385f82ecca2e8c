//! Perft: the number of move sequences of a given length, the standard check that a
//! move generator is exact. Draw rules are ignored (as in chess perft); chance steps
//! count each outcome as one ply.
//!
//! Bulk counting: at the last ply the moves are counted, not played. One move list
//! per ply is allocated once and reused, so the walk allocates nothing per node.

use super::{Game, ToMove};

/// Leaf count at `depth` plies from `g`.
pub fn perft<G: Game>(g: &G, depth: u32) -> u64 {
    let mut lists: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    count(g, depth, &mut lists)
}

/// The moves at `g` for perft: the chance outcomes at a chance step, else the legal
/// moves (a drawn position still has moves for perft; `legal_moves` is empty
/// exactly when the game is won, lost or at a chance step).
fn moves_of<G: Game>(g: &G, out: &mut Vec<G::Move>) {
    out.clear();
    match g.to_move() {
        ToMove::Chance => {
            let mut c = Vec::new();
            g.chance_outcomes(&mut c);
            out.extend(c.into_iter().map(|(m, _)| m));
        }
        _ => g.legal_moves(out),
    }
}

/// [`perft`] with a move list for each ply left (`lists[0]` for this one).
fn count<G: Game>(g: &G, depth: u32, lists: &mut [Vec<G::Move>]) -> u64 {
    let Some((moves, deeper)) = lists.split_first_mut() else { return 1 };
    moves_of(g, moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut c = g.clone();
            c.play(m);
            count(&c, depth - 1, deeper)
        })
        .sum()
}
