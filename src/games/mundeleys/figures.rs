//! The Mundeleys pictures for the rules help: the start (the sheet's figure 2), how
//! the Lancier and the Grenadier step (its lost figure 3), how the Mundeley steps
//! and takes, backward too (its figure 4), and who takes whom (its figures 5 and 6). Every target drawn is a legal move of the
//! piece, read from the rules as the board marks it when the piece is selected.

use super::board::square_index;
use super::diagram::from_ascii;
use super::{Mundeleys, RESERVE};
use crate::core::figure::{no_marks, targets, Annotation};
use crate::core::{Cell, Figure, Game, Marks, Side};

fn sq(name: &str) -> Result<Cell, String> {
    square_index(name).map(Cell::from).ok_or_else(|| format!("no square '{name}'"))
}

/// The pieces on `from` selected, their targets marked, an arrow to each.
fn moves_of(g: &Mundeleys, from: &[&str]) -> Result<Marks, String> {
    let mut m = Marks::default();
    for name in from {
        let c = sq(name)?;
        let t = targets(g, c);
        if t.is_empty() {
            return Err(format!("the piece on {name} has no move"));
        }
        m.notes.extend(t.iter().map(|&(to, _)| Annotation::Arrow(c, to)));
        m.hl.selected.push(c);
        m.hl.targets.extend(t);
    }
    Ok(m)
}

/// The pictures, in the order the help shows them.
pub fn figures() -> Vec<Figure<Mundeleys>> {
    vec![
        Figure { id: "mundeleys-start", setup: || Ok(Mundeleys::new(&Default::default())), marks: no_marks },
        Figure {
            id: "mundeleys-steps",
            setup: || {
                from_ascii("l......g\n........\n........\n........\n..L..G..\n........", [RESERVE; 2], Side::First)
            },
            marks: |g| moves_of(g, &["c2", "f2"]),
        },
        Figure {
            id: "mundeleys-mundeley",
            setup: || {
                from_ascii(
                    "l......g\n........\n........\n...M....\n..l.....\n........",
                    [RESERVE - 1, RESERVE],
                    Side::First,
                )
            },
            marks: |g| moves_of(g, &["d3"]),
        },
        Figure {
            id: "mundeleys-captures",
            setup: || {
                from_ascii("........\n........\n..g.l.l.\n...L..Gg\n........\n........", [RESERVE; 2], Side::First)
            },
            marks: |g| moves_of(g, &["d3", "g3"]),
        },
    ]
}
