//! Kriegspiel's position as text ([`Game::position`][crate::core::Game::position]),
//! ten fields in the shape of [`crate::core::position`]:
//!
//! `board side used fired moved transfers shot lost quiet field`
//!
//! - **board**: the rows from the English side's last (the top of the field as
//!   drawn) down to row 1, files from a, `/` between rows, a digit for a run of
//!   empty cells (`9` then `5` for fourteen). A plate is written as in the pictures
//!   of the tests (`S5ne`): its arm, `S` soldiers, `C` cavalry, `K` cannon or `X` a
//!   wrecked cannon, in capitals for the French and in lower case for the English;
//!   its figures, `1`–`5` soldiers, `1`–`2` cavaliers, `0`–`4` crew for a cannon
//!   (the gun apart), `0` for a wreck; its facing, `*` the start corner (standard
//!   field only) or the direction in lower case as the moves name it: `e ne nw w sw
//!   se` on the standard field, `ne n nw sw s se` on the flat one. A wreck keeps the
//!   facing its cannon had. An army has at most 6 soldier plates, 4 cavalry plates
//!   and 2 cannons (whole or wrecked).
//! - **side**: the army whose turn it is (also while a roll is due), `f` French or
//!   `e` English.
//! - **used**: the rotations and displacements each arm has made this turn,
//!   cannons, soldiers then cavalry: `000` at the start of a turn, at most `345`.
//! - **fired**: the arms that have fired this turn, among `k` (cannons), `s`
//!   (soldiers), `c` (cavalry) in that order, `-` for none (the movement phase).
//! - **moved**: the plates of the army to act that have turned or moved this turn,
//!   `cell=count` in the order of the cells (row 1 first), joined by `,`: `d1=2,e3=1`;
//!   `-` for none. A cannon's crew limits what it may still do by this count.
//! - **transfers**: the transfers made this turn (0–255): transfers are free, but
//!   the AI allows itself a few a turn (and its evaluation counts them).
//! - **shot**: the shot waiting for the die, `firer*target` (`d2*e4`), or `-`: then
//!   the die is to roll, and the chance outcomes are its six faces.
//! - **lost**: `+` if a figure has been lost this turn (the quiet count then starts
//!   again at the turn's end), `-` if not.
//! - **quiet**: the army turns ended in a row without a figure lost, 0 to 40 (40 is
//!   the house-rule draw).
//! - **field**: files × rows, `9x8` the standard field, `8x9flat` the field the other
//!   way round (flat-top hexes, three lines of fire); 8–14 files and 6–14 rows, an
//!   even number of rows on the standard field, of files on the flat one.
//!
//! Not written: which army the options said would start (the side to act says who
//! acts now), what the last roll did and the arm that acted last (the page's account
//! of the turn, not the rules'). A position read starts them afresh.
//!
//! The start, and a French soldier plate on e3 that has fired on e4 and awaits the
//! die, the cavalry plate on b3 having turned twice this turn:
//!
//! ```text
//! c2*c2*1k4*1k4*1c2*c2*/1s5*s5*s5*1s5*s5*s5*1/9/9/9/9/1S5*S5*S5*1S5*S5*S5*1/C2*C2*1K4*1K4*1C2*C2* f 000 - - 0 - - 0 9x8
//! 9/9/9/9/4s5sw4/1C2ne2S5ne4/9/9 f 002 s b3=2 0 e3*e4 - 0 9x8
//! ```

use super::ascii::plates_per_army;
use super::board::{Field, START};
use super::combat::{Arm, Plate};
use super::position::{Kriegspiel, KriegspielOptions, QUIET_TURNS_DRAW};
use crate::core::position::{number, read_piece_rows, write_piece_rows, Fields};
use crate::core::{PositionError, PositionPart, Side};

/// How many fields the text has.
const FIELDS: usize = 10;

fn army_name(s: Side) -> &'static str {
    match s {
        Side::First => "the French",
        Side::Second => "the English",
    }
}

/// An arm in the messages' words.
fn arm_word(arm: Arm) -> &'static str {
    match arm {
        Arm::Cannon => "cannon",
        Arm::Soldiers => "soldier",
        Arm::Cavalry => "cavalry",
    }
}

/// The letter of an arm, French (capital) case.
fn arm_letter(arm: Arm) -> char {
    match arm {
        Arm::Cannon => 'K',
        Arm::Soldiers => 'S',
        Arm::Cavalry => 'C',
    }
}

/// A plate as the board writes it: arm, figures, facing (`S5ne`, `k4*`).
fn plate_token(f: &Field, p: Plate) -> String {
    let letter = if p.wrecked { 'X' } else { arm_letter(p.arm) };
    let letter = if p.side == Side::First { letter } else { letter.to_ascii_lowercase() };
    let facing = if p.facing == START { "*".to_string() } else { f.dir_name(p.facing).to_ascii_lowercase() };
    format!("{letter}{}{facing}", p.n)
}

/// The plate that starts `rest` (the rest of a row of the board, on `cell`) and how
/// many characters it takes: its arm, figures and facing, each checked. A facing is
/// `*` or the longest direction name of the field that follows (no arm letter can
/// follow a name, so the longest is the right one).
fn plate_of(field: &Field, rest: &str, cell: &str) -> Result<(Plate, usize), PositionError> {
    let head = rest.get(..4).unwrap_or(rest);
    let bad = |why: &str| PositionError::new(PositionPart::Board, format!("{head:?}… on {cell}: {why}"));
    let b = rest.as_bytes();
    let side = if b[0].is_ascii_uppercase() { Side::First } else { Side::Second };
    let (arm, wrecked) = match b[0].to_ascii_uppercase() {
        b'K' => (Arm::Cannon, false),
        b'S' => (Arm::Soldiers, false),
        b'C' => (Arm::Cavalry, false),
        b'X' => (Arm::Cannon, true),
        _ => return Err(bad("not a plate (S C K X, s c k x)")),
    };
    let n = match b.get(1) {
        Some(d @ b'0'..=b'9') => d - b'0',
        _ => return Err(bad("a plate's letter is followed by its figures")),
    };
    let least = if arm == Arm::Cannon { 0 } else { 1 };
    let most = if wrecked { 0 } else { arm.capacity() };
    if !(least..=most).contains(&n) {
        return Err(bad(&format!("this plate holds {least} to {most} figures, not {n}")));
    }
    if b.get(2) == Some(&b'*') {
        if field.flat {
            return Err(bad("no start corner on the flat field: plates start facing a side"));
        }
        return Ok((Plate { side, arm, n, facing: START, wrecked, moved: 0 }, 3));
    }
    let name = |len: usize| rest.get(2..2 + len).filter(|s| s.bytes().all(|c| c.is_ascii_lowercase()));
    let (facing, len) = [2, 1]
        .into_iter()
        .find_map(|len| Some((field.parse_dir(name(len)?)?, len)))
        .ok_or_else(|| bad("the facing is * or a direction of the field in lower case (ne, sw…)"))?;
    Ok((Plate { side, arm, n, facing, wrecked, moved: 0 }, 2 + len))
}

/// `9x8` or `8x9flat`.
fn field_name(f: &Field) -> String {
    format!("{}x{}{}", f.files, f.rows, if f.flat { "flat" } else { "" })
}

/// The options of a field written as [`field_name`] does, its sizes checked
/// (the options would round them; a text names the field it means).
fn options_of(text: &str) -> Result<KriegspielOptions, PositionError> {
    let bad = |why: String| PositionError::new(PositionPart::Options, why);
    let (sizes, flat) = match text.strip_suffix("flat") {
        Some(s) => (s, true),
        None => (text, false),
    };
    let (files, rows) =
        sizes.split_once('x').ok_or_else(|| bad(format!("the field is like 9x8 or 8x9flat, not {text:?}")))?;
    let files = number(files, PositionPart::Options, "the files", 8, 14)? as u8;
    let rows = number(rows, PositionPart::Options, "the rows", 6, 14)? as u8;
    if flat && files % 2 == 1 {
        return Err(bad(format!("the flat field has an even number of files, not {files}")));
    }
    if !flat && rows % 2 == 1 {
        return Err(bad(format!("the standard field has an even number of rows, not {rows}")));
    }
    Ok(KriegspielOptions { flat, files: Some(files), rows: Some(rows), ..Default::default() })
}

/// The position as one line of text.
pub(super) fn write(g: &Kriegspiel) -> String {
    let f = *g.field();
    let rows = f.rows as usize;
    let board = write_piece_rows(rows, f.files as usize, |r, file| {
        let c = f.cell(file as i32, (rows - 1 - r) as i32)?;
        g.plate(c).map(|p| plate_token(&f, p))
    });
    let side = if g.side == Side::First { 'f' } else { 'e' };
    let used: String = g.used.iter().map(|&u| char::from(b'0' + u)).collect();
    let fired: String =
        Arm::ALL.iter().filter(|&&a| g.fired[a as usize]).map(|&a| arm_letter(a).to_ascii_lowercase()).collect();
    let moved: Vec<String> =
        g.plates().filter(|(_, p)| p.moved > 0).map(|(c, p)| format!("{}={}", f.name(c), p.moved)).collect();
    let shot = g.pending.map_or("-".to_string(), |(a, b)| format!("{}*{}", f.name(a), f.name(b)));
    format!(
        "{board} {side} {used} {} {} {} {shot} {} {} {}",
        or_dash(fired),
        or_dash(moved.join(",")),
        g.transfers,
        if g.lost_this_turn { '+' } else { '-' },
        g.quiet,
        field_name(&f)
    )
}

fn or_dash(s: String) -> String {
    if s.is_empty() {
        "-".to_string()
    } else {
        s
    }
}

/// Reads a position written by [`write()`], checking that the rules can play on from
/// it: plates an army can have, a turn's budgets within the arms', a pending shot
/// that its plate could fire.
pub(super) fn read(text: &str) -> Result<Kriegspiel, PositionError> {
    let mut fields = Fields::new(text, FIELDS)?;
    let [board, side, used, fired, moved, transfers, shot, lost, quiet, field] = [(); FIELDS].map(|_| fields.next());

    let opts = options_of(field)?;
    let side = match side {
        "f" => Side::First,
        "e" => Side::Second,
        s => return Err(PositionError::new(PositionPart::ToMove, format!("the army to act is f or e, not {s:?}"))),
    };
    let mut g = Kriegspiel::empty(&opts, side);
    let f = *g.field();

    // The board, and what each army has on it.
    let top = f.rows as usize - 1;
    let cell_at = |r: usize, file: usize| f.cell(file as i32, (top - r) as i32).expect("read_piece_rows counts the cells");
    let rows = read_piece_rows(board, f.rows as usize, f.files as usize, |r, file, rest| {
        plate_of(&f, rest, &f.name(cell_at(r, file)))
    })?;
    for (r, row) in rows.into_iter().enumerate() {
        for (file, p) in row.into_iter().enumerate() {
            g.cells[cell_at(r, file) as usize] = p;
        }
    }
    for s in Side::BOTH {
        for arm in Arm::ALL {
            let n = g.plates().filter(|(_, p)| p.side == s && p.arm == arm).count();
            if n > plates_per_army(arm) {
                let most = plates_per_army(arm);
                let why = format!("{} have {n} {} plates, more than {most}", army_name(s), arm_word(arm));
                return Err(PositionError::new(PositionPart::Consistency, why));
            }
        }
    }

    // The turn under way.
    let digits = used.as_bytes();
    if digits.len() != 3 {
        return Err(PositionError::new(PositionPart::Pending, format!("the moves used are three digits like 021, not {used:?}")));
    }
    for (arm, &d) in Arm::ALL.into_iter().zip(digits) {
        let what = format!("the {} moves used", arm_word(arm));
        let n = number(&char::from(d).to_string(), PositionPart::Pending, &what, 0, arm.budget().into())?;
        g.used[arm as usize] = n as u8;
    }
    if fired != "-" {
        for c in fired.chars() {
            let arm = Arm::ALL.into_iter().find(|&a| arm_letter(a).to_ascii_lowercase() == c).ok_or_else(|| {
                PositionError::new(PositionPart::Pending, format!("the arms that fired are among k s c, not {fired:?}"))
            })?;
            if std::mem::replace(&mut g.fired[arm as usize], true) {
                return Err(PositionError::new(PositionPart::Pending, format!("{c:?} is written twice in {fired:?}")));
            }
        }
    }
    if moved != "-" {
        read_moved(&mut g, moved)?;
    }
    g.transfers = number(transfers, PositionPart::Pending, "the transfers", 0, u8::MAX.into())? as u8;
    if shot != "-" {
        read_shot(&mut g, shot)?;
    }

    // The draw rule's counters.
    g.lost_this_turn = match lost {
        "+" => true,
        "-" => false,
        l => return Err(PositionError::new(PositionPart::Counters, format!("lost is + or -, not {l:?}"))),
    };
    g.quiet = number(quiet, PositionPart::Counters, "the quiet turns", 0, QUIET_TURNS_DRAW.into())? as u16;
    Ok(g)
}

/// The plates' own moves this turn (`d1=2,e3=1`): each a plate of the army to act
/// that has left its start corner, within its arm's budget, all of an arm's together
/// within the arm's moves used.
fn read_moved(g: &mut Kriegspiel, moved: &str) -> Result<(), PositionError> {
    let f = *g.field();
    let bad = |why: String| PositionError::new(PositionPart::Pending, why);
    for item in moved.split(',') {
        let (cell, n) = item.split_once('=').ok_or_else(|| bad(format!("a plate's moves are like d1=2, not {item:?}")))?;
        let c = f.parse_cell(cell).ok_or_else(|| bad(format!("{cell:?} is not a cell of the field")))?;
        let Some(mut p) = g.plate(c) else { return Err(bad(format!("no plate on {cell} to have moved"))) };
        if p.side != g.side || p.wrecked || p.facing == START {
            let why = format!("the plate on {cell} cannot have moved this turn (only the army to act's, once turned)");
            return Err(bad(why));
        }
        if p.moved > 0 {
            return Err(bad(format!("{cell} is written twice")));
        }
        p.moved = number(n, PositionPart::Pending, "a plate's moves", 1, p.arm.budget().into())? as u8;
        g.set_plate(c, Some(p));
    }
    for arm in Arm::ALL {
        let total: u32 = g.plates().filter(|(_, p)| p.arm == arm).map(|(_, p)| p.moved as u32).sum();
        if total > g.used[arm as usize] as u32 {
            let (word, used) = (arm_word(arm), g.used[arm as usize]);
            let why = format!("the {word} plates moved {total} times, but the arm's moves used are {used}");
            return Err(PositionError::new(PositionPart::Consistency, why));
        }
    }
    Ok(())
}

/// The shot waiting for the die (`d2*e4`): a plate of the army to act, its arm marked
/// as having fired, facing its target, the first enemy on its line within range.
fn read_shot(g: &mut Kriegspiel, shot: &str) -> Result<(), PositionError> {
    let f = *g.field();
    let bad = |why: String| PositionError::new(PositionPart::Pending, why);
    let (a, b) = shot.split_once('*').ok_or_else(|| bad(format!("the shot is like d2*e4, not {shot:?}")))?;
    let cell = |s: &str| f.parse_cell(s).ok_or_else(|| bad(format!("{s:?} is not a cell of the field")));
    let (from, to) = (cell(a)?, cell(b)?);
    let p = g.plate(from).filter(|p| p.side == g.side && p.can_fire()).ok_or_else(|| {
        bad(format!("no plate of the army to act on {a} that can fire (whole, with figures)"))
    })?;
    if !g.fired[p.arm as usize] {
        let (word, letter) = (arm_word(p.arm), arm_letter(p.arm).to_ascii_lowercase());
        let why = format!("the shot is the {word} plate's on {a}: the arms that fired include {letter}");
        return Err(PositionError::new(PositionPart::Consistency, why));
    }
    if p.facing == START || g.target_along(from, &p, p.facing) != Some(to) {
        let why = format!("the plate on {a} does not face {b} as its first enemy within range");
        return Err(PositionError::new(PositionPart::Consistency, why));
    }
    g.pending = Some((from, to));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::{KMove, Starter};
    use super::*;
    use crate::core::{Dice, Game};

    /// Every field of the state that the rules, the key or the AI read is written: a
    /// position read back has the same plates, turn and counters (what is not
    /// written is the page's account: the last roll, the arm that acted last, which
    /// army the options let start).
    #[test]
    fn the_text_holds_the_whole_state() {
        let options = [
            KriegspielOptions::default(),
            KriegspielOptions { flat: true, ..Default::default() },
            KriegspielOptions { files: Some(14), rows: Some(14), ..Default::default() },
            KriegspielOptions { files: Some(8), rows: Some(6), starts: Starter::English, flat: false },
        ];
        let dice = Dice::new(12);
        let parts = |x: &Kriegspiel| {
            (x.cells, x.side, x.used, x.fired, x.pending, x.quiet, x.lost_this_turn, x.transfers, *x.field())
        };
        for (game, o) in (0..40u64).zip(options.iter().cycle()) {
            let mut g = Kriegspiel::new(o);
            for ply in 0..3000 {
                let text = write(&g);
                let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(parts(&back), parts(&g), "{text}");
                assert_eq!(KriegspielOptions { starts: o.starts, ..back.options() }, g.options());
                let moves = g.moves_now();
                if moves.is_empty() {
                    break;
                }
                // `end` one time in eight, so that turns are long and plates move.
                let d = dice.value(game << 20 | ply);
                let m = match moves.iter().position(|&m| m == KMove::End) {
                    Some(i) if d % 8 == 0 || moves.len() == 1 => moves[i],
                    _ => moves[(d >> 8) as usize % moves.len()],
                };
                g.play(m);
            }
        }
    }

    /// The longest text a battle can have: the largest field, every plate apart from
    /// the others and facing a two-letter direction, every plate of the army to act
    /// moved, every counter at its widest. Far below what a text may be.
    #[test]
    fn the_longest_battle_is_far_below_the_longest_text() {
        let mut g = Kriegspiel::new(&KriegspielOptions { files: Some(14), rows: Some(14), ..Default::default() });
        let plates: Vec<Plate> = g.plates().map(|(_, p)| p).collect();
        for c in 0..196 {
            g.set_plate(c, None);
        }
        for (i, mut p) in plates.into_iter().enumerate() {
            p.facing = 1;
            p.moved = if p.side == Side::First { 5 } else { 0 };
            // Every other cell of rows 6 to 13, so that no two plates touch.
            g.set_plate((5 * 14 + 2 * i + i / 7 % 2) as u8, Some(p));
        }
        (g.used, g.fired, g.transfers, g.quiet, g.lost_this_turn) = ([3, 4, 5], [true; 3], 255, 40, true);
        g.pending = Some((195, 194));
        let text = write(&g);
        assert!(text.len() < crate::core::position::MAX_LEN / 2, "{} characters: {text}", text.len());
    }
}
