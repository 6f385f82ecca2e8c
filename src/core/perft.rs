//! Perft: the number of move sequences of a given length, the standard check that a
//! move generator is exact. Draw rules are ignored (as in chess perft); chance steps
//! count each outcome as one ply.

use super::{Game, ToMove};

/// Leaf count at `depth` plies from `g`.
pub fn perft<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::new();
    match g.to_move() {
        ToMove::Chance => {
            let mut c = Vec::new();
            g.chance_outcomes(&mut c);
            moves.extend(c.into_iter().map(|(m, _)| m));
        }
        // A drawn position still has moves for perft; `legal_moves` is empty exactly
        // when the game is won, lost or at a chance step.
        _ => g.legal_moves(&mut moves),
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|m| {
            let mut c = g.clone();
            c.play(m);
            perft(&c, depth - 1)
        })
        .sum()
}
