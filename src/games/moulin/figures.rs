//! The moulin's pictures for the rules help: the 24 points by name (the notation
//! of the moves list), and what a mill is, on the board as the game draws it.

use super::board::{point_index, point_name};
use super::Moulin;
use crate::core::figure::Annotation;
use crate::core::{Cell, Figure, Game, Marks, Side};

/// The cell of a point named as on the board.
fn p(name: &str) -> Result<Cell, String> {
    point_index(name).map(Cell::from).ok_or_else(|| format!("no point '{name}'"))
}

/// A band along the mill `a`–`c`, which must be a mill of the board.
fn mill(a: &str, c: &str) -> Result<Annotation, String> {
    let (a, c) = (p(a)?, p(c)?);
    let ok =
        super::MILLS.iter().any(|m| (m[0] as Cell, m[2] as Cell) == (a, c) || (m[2] as Cell, m[0] as Cell) == (a, c));
    ok.then_some(Annotation::Band(a, c)).ok_or_else(|| "not the ends of a mill".to_string())
}

/// The pictures, in the order the help shows them.
pub fn figures() -> Vec<Figure<Moulin>> {
    vec![
        Figure {
            id: "moulin-points",
            setup: || Ok(Moulin::new(&Default::default())),
            marks: |_| {
                let notes = (0..24u8).map(|q| Annotation::Label(q.into(), point_name(q).to_string())).collect();
                Ok(Marks { notes, ..Default::default() })
            },
        },
        Figure {
            id: "moulin-mills",
            setup: || {
                Moulin::from_ascii(
                    "
                    W-----------B-----------.
                    |   .-------B-------.   |
                    |   |   .---B---.   |   |
                    .---W---W       .---B---.
                    |   |   .---.---.   |   |
                    |   .-------.-------.   |
                    W-----------W-----------W",
                    [0, 0],
                    Side::First,
                )
            },
            marks: |g| {
                // White closes a4-b4-c4 by sliding a7 down to a4 (and must take a man).
                let slide = crate::core::figure::clicks(g, "a7-a4xf4")?;
                Ok(Marks {
                    notes: vec![
                        mill("a1", "g1")?,
                        mill("d7", "d5")?,
                        mill("a4", "c4")?,
                        Annotation::Arrow(slide[0], slide[1]),
                    ],
                    ..Default::default()
                })
            },
        },
    ]
}
