//! Battles drawn as text, so that tests (and bug reports) show the field:
//!
//! ```text
//! 3   .    .    s5se .
//! 2     .    S5ne .    .
//! 1   K4*  .    X    .
//! ```
//!
//! Each line is a row number then one token per file, a to the right. Tokens: `.`
//! an empty cell; `X` a wrecked cannon; otherwise the arm (`S` soldiers, `C`
//! cavalry, `K` cannon), the figures (crew for a cannon) and the facing (`*` the
//! start corner, or a direction of the field such as `ne`). Upper case is French,
//! lower case English. Rows left out are empty.

use super::board::START;
use super::combat::{Arm, Plate};
use super::{Kriegspiel, KriegspielOptions};
use crate::core::Side;

impl Kriegspiel {
    /// The battle drawn in `text` (see the module docs), `side` to act at the start
    /// of its turn. Refuses unknown tokens, impossible counts, a row drawn twice and
    /// more plates of an arm than an army has.
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong with the picture.
    pub fn from_ascii(opts: &KriegspielOptions, text: &str, side: Side) -> Result<Kriegspiel, String> {
        let mut g = Kriegspiel::empty(opts, side);
        let field = *g.field();
        let mut seen = Vec::new();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let mut words = line.split_whitespace();
            let row: i32 = words.next().and_then(|w| w.parse().ok()).ok_or(format!("no row number in '{line}'"))?;
            if seen.contains(&row) {
                return Err(format!("row {row} is drawn twice"));
            }
            seen.push(row);
            let tokens: Vec<&str> = words.collect();
            if tokens.len() != field.files as usize {
                return Err(format!("row {row} has {} cells, not {}", tokens.len(), field.files));
            }
            for (f, t) in tokens.into_iter().enumerate() {
                let c = field.cell(f as i32, row - 1).ok_or(format!("row {row} is off the field"))?;
                g.set_plate(c, plate_of(&field, t)?);
            }
        }
        // An army has 6 soldier plates, 2 cannon plates (wrecked or not) and 4
        // cavalry plates; a battle never has more.
        for s in Side::BOTH {
            for arm in Arm::ALL {
                let n = g.plates().filter(|(_, p)| p.side == s && p.arm == arm).count();
                if n > plates_per_army(arm) {
                    return Err(format!("{n} {arm:?} plates for one army, more than {}", plates_per_army(arm)));
                }
            }
        }
        Ok(g)
    }

    /// The field as text, top row first (the inverse of [`Kriegspiel::from_ascii`];
    /// [`crate::core::Game::ascii`]).
    pub(super) fn picture(&self) -> String {
        let f = *self.field();
        let mut s = String::new();
        for r in (0..f.rows as i32).rev() {
            s.push_str(&format!("{:<3}", r + 1));
            for file in 0..f.files as i32 {
                let c = f.cell(file, r).expect("on the field");
                let t = match self.plate(c) {
                    None => ".".to_string(),
                    Some(p) if p.wrecked => if p.side == Side::First { "X" } else { "x" }.to_string(),
                    Some(p) => {
                        let letter = match p.arm {
                            Arm::Soldiers => 'S',
                            Arm::Cavalry => 'C',
                            Arm::Cannon => 'K',
                        };
                        let letter = if p.side == Side::First { letter } else { letter.to_ascii_lowercase() };
                        let facing =
                            if p.facing == START { "*".to_string() } else { f.dir_name(p.facing).to_ascii_lowercase() };
                        format!("{letter}{}{facing}", p.n)
                    }
                };
                s.push_str(&format!(" {t:<5}"));
            }
            s.push('\n');
        }
        s
    }
}

/// The plates of each arm in an army (RULES.md §4: 6 soldier, 2 cannon and 4
/// cavalry plates): a picture or a position text never has more.
pub(super) fn plates_per_army(arm: Arm) -> usize {
    match arm {
        Arm::Soldiers => 6,
        Arm::Cannon => 2,
        Arm::Cavalry => 4,
    }
}

fn plate_of(field: &super::board::Field, t: &str) -> Result<Option<Plate>, String> {
    if t == "." {
        return Ok(None);
    }
    if t == "X" || t == "x" {
        return Ok(Some(Plate::wreck(if t == "X" { Side::First } else { Side::Second })));
    }
    let mut ch = t.chars();
    let letter = ch.next().ok_or("empty token")?;
    let side = if letter.is_ascii_uppercase() { Side::First } else { Side::Second };
    let arm = match letter.to_ascii_uppercase() {
        'S' => Arm::Soldiers,
        'C' => Arm::Cavalry,
        'K' => Arm::Cannon,
        _ => return Err(format!("'{t}': unknown plate")),
    };
    let n = ch.next().and_then(|d| d.to_digit(10)).ok_or(format!("'{t}': no count"))? as u8;
    if n > arm.capacity() || (n == 0 && arm != Arm::Cannon) {
        return Err(format!("'{t}': impossible count"));
    }
    let rest: String = ch.collect();
    let facing = if rest == "*" && !field.flat {
        START
    } else {
        field.parse_dir(&rest).ok_or(format!("'{t}': unknown facing"))?
    };
    Ok(Some(Plate::new(side, arm, n, facing)))
}
