//! The Kriegspiel pictures for the rules help: the start (the sheet's lost picture,
//! as RULES.md reconstructs it), the half-rotation's two choices, the four lines a
//! plate may fire along, and each arm's range. Choices and shots are read from the
//! legal moves of the position drawn, lines and distances from the field's geometry.

use super::{Kriegspiel, KriegspielOptions};
use crate::core::figure::{move_arrow, no_marks, targets, Annotation};
use crate::core::{Cell, Figure, Game, Marks, Side};

/// The French to act, on the standard field.
fn french(text: &str) -> Result<Kriegspiel, String> {
    Kriegspiel::from_ascii(&KriegspielOptions::default(), text, Side::First)
}

fn cell(g: &Kriegspiel, name: &str) -> Result<u8, String> {
    g.field().parse_cell(name).ok_or_else(|| format!("no cell '{name}'"))
}

/// The half-rotation: the plate on `name`, still facing its start corner, and the
/// two cells it may turn toward (its only moves), each named by its direction.
fn half_rotation(g: &Kriegspiel, name: &str) -> Result<Marks, String> {
    let field = *g.field();
    let from = cell(g, name)?;
    let c = Cell::from(from);
    let t = targets(g, c);
    if t.len() != 2 {
        return Err(format!("the plate on {name} has {} choices, not the half-rotation's 2", t.len()));
    }
    let direction = |to: Cell| (0..6u8).find(|&d| field.neighbour(from, d).map(Cell::from) == Some(to));
    let notes = t
        .iter()
        .map(|&(to, _)| {
            let d = direction(to).ok_or_else(|| format!("cell {to} is not next to {name}"))?;
            Ok(Annotation::Label(to, field.dir_name(d).to_string()))
        })
        .collect::<Result<_, String>>()?;
    let mut m = Marks { notes, ..Default::default() };
    m.hl.selected.push(c);
    m.hl.targets = t;
    Ok(m)
}

/// The lines a French plate on `name` may fire along (every direction but the two
/// toward its own side), drawn as far as a soldier plate's range, each named.
fn lines_of_fire(g: &Kriegspiel, name: &str, range: usize) -> Result<Marks, String> {
    let field = *g.field();
    let c = cell(g, name)?;
    let mut m = Marks::default();
    m.hl.selected.push(c.into());
    for d in (0..6u8).filter(|&d| !field.backward(Side::First, d)) {
        let mut end = c;
        for _ in 0..range {
            end = field
                .neighbour(end, d)
                .ok_or_else(|| format!("the line {} from {name} leaves the field", field.dir_name(d)))?;
        }
        m.notes.push(Annotation::Arrow(c.into(), end.into()));
        m.notes.push(Annotation::Label(end.into(), field.dir_name(d).to_string()));
    }
    Ok(m)
}

/// Each shot `firer*target` (legal now) as an arrow, the distance beside its target.
fn shots(g: &Kriegspiel, shots: &[&str]) -> Result<Marks, String> {
    let mut m = Marks::default();
    for s in shots {
        let arrow = move_arrow(g, s)?;
        let Annotation::Arrow(from, to) = arrow else { unreachable!("move_arrow draws arrows") };
        let d = g.field().distance(from as u8, to as u8);
        m.hl.selected.push(from);
        m.notes.push(arrow);
        m.notes.push(Annotation::Label(to, d.to_string()));
    }
    Ok(m)
}

/// The pictures, in the order the help shows them.
pub fn figures() -> Vec<Figure<Kriegspiel>> {
    vec![
        Figure { id: "kriegspiel-start", setup: || Ok(Kriegspiel::new(&Default::default())), marks: no_marks },
        Figure {
            id: "kriegspiel-half-rotation",
            setup: || french("7 . . . . . s5* . . .\n3 . . . . S5* . . . ."),
            marks: |g| half_rotation(g, "e3"),
        },
        Figure {
            id: "kriegspiel-lines-of-fire",
            setup: || french("8 s5* . . . . . . . .\n4 . . . . S5ne . . . ."),
            marks: |g| lines_of_fire(g, "e4", 2),
        },
        Figure {
            id: "kriegspiel-ranges",
            setup: || {
                french(
                    "5 . . . . . s5* s5* . .
                     4 . s5* . . . . . . .
                     3 . C2ne . . S5ne . . . .
                     2 . . . . . . . K4nw .",
                )
            },
            marks: |g| shots(g, &["b3*b4", "e3*f5", "h2*g5"]),
        },
    ]
}
