//! Ready-made setups for the page's one-click "standard" and "random" buttons, and
//! positions drawn as ASCII pictures (for tests and tools).

use super::board::{self, square, SIZE};
use super::position::{ball_row, goal_row, home_row, Mundialito, MundialitoMove, Piece, PER_SIZE};
use super::MundialitoOptions;
use crate::core::{Dice, Game, Side};

/// A one-click arrangement of the side setting up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrangement {
    /// Small pyramids on the wings, large ones in the middle (1 2 3 3 2 1 from
    /// Yellow's left), the ball on the c file for Yellow and the d file for Red:
    /// the two sides mirror each other through the centre, as the board does.
    Standard,
    /// Sizes shuffled over the free squares and the ball on a random square, drawn
    /// from the seed.
    Random(u64),
}

const STANDARD_SIZES: [u8; 6] = [1, 2, 3, 3, 2, 1];

impl Mundialito {
    /// The setup plies the side to set up would play now in arrangement `a`: its
    /// remaining pyramids, or its ball. Empty once the setup is over. Each move is
    /// legal when played in order; the page plays them one by one.
    pub fn arrangement(&self, a: Arrangement) -> Vec<MundialitoMove> {
        let Some(s) = self.side_to_move().filter(|_| self.in_setup()) else { return Vec::new() };
        if self.placing_ball() {
            let r = ball_row(s);
            let f = match a {
                Arrangement::Standard => {
                    if s == Side::First {
                        2
                    } else {
                        3
                    }
                }
                Arrangement::Random(seed) => Dice::new(seed).below(0, SIZE as u64) as u8,
            };
            return vec![MundialitoMove::Ball { to: square(f, r) }];
        }
        let r = home_row(s);
        let mut free: Vec<u8> = (0..SIZE).map(|f| square(f, r)).filter(|&t| self.is_empty_sq(t)).collect();
        let mut sizes: Vec<u8> = (1..=3).flat_map(|z| std::iter::repeat_n(z, self.reserve(s, z) as usize)).collect();
        match a {
            Arrangement::Standard => {
                // Fill each free square with its standard size when still in reserve,
                // then the rest in order.
                let mut out = Vec::new();
                free.retain(|&t| {
                    let want = STANDARD_SIZES[board::file(t) as usize];
                    match sizes.iter().position(|&z| z == want) {
                        Some(i) => {
                            sizes.remove(i);
                            out.push(MundialitoMove::Place { side: s, size: want, to: t });
                            false
                        }
                        None => true,
                    }
                });
                out.extend(free.into_iter().zip(sizes).map(|(to, size)| MundialitoMove::Place { side: s, size, to }));
                out
            }
            Arrangement::Random(seed) => {
                let d = Dice::new(seed);
                for i in (1..sizes.len()).rev() {
                    let j = d.below(i as u64, i as u64 + 1) as usize;
                    sizes.swap(i, j);
                }
                free.into_iter().zip(sizes).map(|(to, size)| MundialitoMove::Place { side: s, size, to }).collect()
            }
        }
    }

    /// A position in play from a picture: six lines of six tokens, row 6 first,
    /// each `.` (empty), `Y1`–`Y3` / `R1`–`R3` (a pyramid and its size) or `Yo` /
    /// `Ro` (a ball). A leading row number on a line and a line of file letters are
    /// allowed and ignored. Refuses more than two pyramids of a size and colour, two
    /// balls of a colour, and a ball already on its goal row (a finished game).
    ///
    /// ```
    /// use plateaux::core::Side;
    /// use plateaux::games::mundialito::Mundialito;
    /// let g = Mundialito::from_diagram("
    ///     6 R1 R2 R3 R3 R2 R1
    ///     5 .  .  .  Ro .  .
    ///     4 .  .  .  .  .  .
    ///     3 .  .  .  .  .  .
    ///     2 .  .  Yo .  .  .
    ///     1 Y1 Y2 Y3 Y3 Y2 Y1
    ///       a  b  c  d  e  f", Side::Second, 2, &Default::default()).unwrap();
    /// assert_eq!(g.ball(Side::First), Some(8));
    /// ```
    ///
    /// # Errors
    ///
    /// A sentence saying what is wrong with the diagram.
    pub fn from_diagram(text: &str, side: Side, actions: u8, opts: &MundialitoOptions) -> Result<Self, String> {
        let mut rows: Vec<Vec<&str>> = Vec::new();
        for line in text.lines() {
            let mut toks: Vec<&str> = line.split_whitespace().collect();
            if toks.first().is_some_and(|t| t.chars().all(|c| c.is_ascii_digit())) {
                toks.remove(0);
            }
            if toks.is_empty() || toks.iter().all(|t| t.len() == 1 && t.chars().all(|c| c.is_ascii_lowercase())) {
                continue;
            }
            rows.push(toks);
        }
        if rows.len() != SIZE as usize {
            return Err(format!("a diagram has 6 rows, not {}", rows.len()));
        }
        let mut pieces = Vec::new();
        for (i, toks) in rows.iter().enumerate() {
            let r = SIZE - 1 - i as u8;
            if toks.len() != SIZE as usize {
                return Err(format!("row {} has {} squares, not 6", r + 1, toks.len()));
            }
            for (f, t) in toks.iter().enumerate() {
                if *t == "." {
                    continue;
                }
                let p = parse_token(t).ok_or_else(|| format!("'{t}' on row {} is not a piece", r + 1))?;
                if let Piece::Ball(s) = p {
                    if pieces.iter().any(|&(_, q)| q == p) {
                        return Err(format!("two balls of side {s:?}"));
                    }
                }
                if let Piece::Pyramid(s, z) = p {
                    if pieces.iter().filter(|&&(_, q)| q == p).count() >= PER_SIZE as usize {
                        return Err(format!("side {s:?} has {PER_SIZE} pyramids of size {z}, not more"));
                    }
                }
                if p == Piece::Ball(Side::First) && r == goal_row(Side::First)
                    || p == Piece::Ball(Side::Second) && r == goal_row(Side::Second)
                {
                    return Err(format!("a ball already on its goal row ({t} on row {})", r + 1));
                }
                pieces.push((square(f as u8, r), p));
            }
        }
        Ok(Mundialito::from_pieces(opts, &pieces, side, actions))
    }

    /// The board as a picture in the format [`Mundialito::from_diagram`] reads
    /// ([`crate::core::Game::ascii`]).
    pub(super) fn picture(&self) -> String {
        let mut s = String::new();
        for r in (0..SIZE).rev() {
            s.push_str(&format!("{} ", r + 1));
            for f in 0..SIZE {
                let t = match self.piece(square(f, r)) {
                    None => ". ".to_string(),
                    Some(Piece::Pyramid(side, z)) => format!("{}{z}", letter(side)),
                    Some(Piece::Ball(side)) => format!("{}o", letter(side)),
                };
                s.push_str(&format!(" {t:<2}"));
            }
            s.push('\n');
        }
        s.push_str("   a  b  c  d  e  f\n");
        s
    }
}

fn letter(s: Side) -> char {
    if s == Side::First {
        'Y'
    } else {
        'R'
    }
}

fn parse_token(t: &str) -> Option<Piece> {
    let b = t.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let side = match b[0].to_ascii_uppercase() {
        b'Y' => Side::First,
        b'R' => Side::Second,
        _ => return None,
    };
    match b[1] {
        z @ b'1'..=b'3' => Some(Piece::Pyramid(side, z - b'0')),
        b'o' | b'O' => Some(Piece::Ball(side)),
        _ => None,
    }
}
