//! How moves are seen as they are played ([`Game::motion`]), in every registered
//! game: over random games, every legal move's travelling pieces go between two
//! different cells the board draws, and the pieces it takes off and the moments it
//! marks (a mill, a goal, a shot) are on drawn cells, so the page can always find
//! them to animate.

mod common;

use std::collections::HashSet;

use plateaux::core::{Highlights, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};

#[derive(Clone, Copy)]
struct Motions;
impl GameVisitor for Motions {
    type Output = usize;
    fn visit<G: View>(self) -> usize {
        let start = G::new(&G::Options::default());
        let mut travelling = 0;
        common::random_playouts(&start, 2, 0x30710, 20_000, |g: &G| {
            let drawn: HashSet<u16> = g.scene(&Highlights::default(), false).spots.iter().map(|s| s.cell).collect();
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            for m in moves {
                let motion = g.motion(m);
                let what = format!("{}: {}", G::ID, g.notation(m));
                for &(from, to) in &motion.travels {
                    assert_ne!(from, to, "{what}: a piece travels somewhere");
                    assert!(drawn.contains(&from) && drawn.contains(&to), "{what}: {from}→{to} not both drawn");
                    travelling += 1;
                }
                for c in &motion.leaves {
                    assert!(drawn.contains(c), "{what}: the piece taken on {c} is not drawn");
                }
                if let Some((c, _)) = motion.burst {
                    assert!(drawn.contains(&c), "{what}: its moment is marked on {c}, not drawn");
                }
            }
        });
        travelling
    }
}

#[test]
fn every_games_moves_travel_between_drawn_cells() {
    for id in GAME_IDS {
        let travelling = with_game(id, Motions).unwrap();
        // Every game moves pieces across its board.
        assert!(travelling > 0, "{id}: no move travels");
    }
}
