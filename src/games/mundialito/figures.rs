//! The Mundialito pictures for the rules help: a pass, a push and a jump, each an
//! action the rules allow in the position drawn, shown by arrows over the board as
//! the game draws it (the coasters' own arrows included).

use super::lessons::{yellow, JUMP, PASS, PUSH};
use super::{Mundialito, Piece};
use crate::core::figure::{clicks, move_arrow, Annotation};
use crate::core::{Figure, Game, Marks, Side};

/// The action `mv`, its cells marked as the last move is, and its arrows.
fn action(g: &Mundialito, mv: &str, arrows: Vec<Annotation>) -> Result<Marks, String> {
    let mut m = Marks { notes: arrows, ..Default::default() };
    m.hl.last = clicks(g, mv)?;
    Ok(m)
}

/// The pictures, in the order the help shows them.
pub fn figures() -> Vec<Figure<Mundialito>> {
    vec![
        Figure {
            id: "mundialito-pass",
            setup: || yellow(PASS),
            marks: |g| {
                // The ball and the pyramid swap squares: an arrow each way.
                let there = move_arrow(g, "c2<>e4")?;
                let Annotation::Arrow(a, b) = there else { unreachable!("move_arrow draws arrows") };
                action(g, "c2<>e4", vec![there, Annotation::Arrow(b, a)])
            },
        },
        Figure {
            id: "mundialito-push",
            setup: || yellow(PUSH),
            marks: |g| {
                let mv = "b3>c3";
                let push = move_arrow(g, mv)?;
                let Annotation::Arrow(_, pushed) = push else { unreachable!("move_arrow draws arrows") };
                // Where the pushed pyramid goes: the square it stands on once pushed.
                let mut after = *g;
                after.play_notation(mv).map_err(|e| e.to_string())?;
                let moved = g.piece(pushed as u8);
                if !matches!(moved, Some(Piece::Pyramid(Side::Second, _))) {
                    return Err(format!("{mv} pushes no red pyramid"));
                }
                let to = (0..36u8)
                    .find(|&q| after.piece(q) == moved && g.piece(q) != moved)
                    .ok_or("the pushed pyramid went nowhere")?;
                action(g, mv, vec![push, Annotation::Arrow(pushed, to.into())])
            },
        },
        Figure {
            id: "mundialito-jump",
            setup: || yellow(JUMP),
            marks: |g| action(g, "d4^b4", vec![move_arrow(g, "d4^b4")?]),
        },
    ]
}
