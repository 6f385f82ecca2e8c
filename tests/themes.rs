//! The boards' themes, checked for every game of the registry (no game is named
//! here): wood is the look the boards always had, every theme repaints every board,
//! and in the contrasted theme every piece stands out from the board, lines and
//! labels too, and the second side's pieces carry a mark besides their colour.

use plateaux::core::{Color, DrawnPiece, Highlights, Scene, Shape, Side, Theme, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::lesson::LessonRun;
use plateaux::session::new_session;

/// FNV-1a of a text: a fingerprint stable across Rust versions (the standard hasher's
/// is not promised to be).
fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// What decides the pixels of a scene: its size, background and shapes in order,
/// every coordinate to a hundredth of a unit (finer than any screen shows: how a
/// sine is computed must not count as a new look).
fn fingerprint(sc: &Scene) -> u64 {
    fnv(&hundredths(&format!("{}x{} {:?} {:?}", sc.width, sc.height, sc.background, sc.shapes)))
}

/// `text` with every decimal number in it rounded to two decimals.
fn hundredths(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if !(c.is_ascii_digit() || c == '-' && chars.peek().is_some_and(|d| d.is_ascii_digit())) {
            out.push(c);
            continue;
        }
        let mut number = c.to_string();
        while let Some(&d) = chars.peek() {
            let exponent_sign = (d == '-' || d == '+') && number.ends_with('e');
            if !(d.is_ascii_digit() || d == '.' || d == 'e' || exponent_sign) {
                break;
            }
            number.push(d);
            chars.next();
        }
        match number.parse::<f64>() {
            Ok(v) if number.contains(['.', 'e']) => out.push_str(&format!("{:.2}", v + 0.0).replace("-0.00", "0.00")),
            _ => out.push_str(&number),
        }
    }
    out
}

/// Every picture of a game worth comparing, named, in a theme: the start (both ways
/// up), a few moves into a game (last move, ghosts, targets), every figure, every
/// lesson's start with its hint.
struct Pictures(Theme);

impl GameVisitor for Pictures {
    type Output = Vec<(String, Scene)>;
    fn visit<G: View>(self) -> Vec<(String, Scene)> {
        let (id, theme) = (G::ID, self.0);
        let mut out = Vec::new();
        let start = G::new(&G::Options::default());
        for flip in [false, true] {
            out.push((format!("{id} start flip={flip}"), start.themed_scene(&Highlights::default(), flip, theme)));
        }
        let mut s = new_session(id, "", 7).unwrap();
        for i in 0..14usize {
            if s.roll().is_none() {
                let legal = s.legal_notations();
                let Some(m) = legal.get(i * 7 % legal.len().max(1)) else { break };
                s.play_str(m).unwrap();
            }
            out.push((format!("{id} play {i}"), s.scene_for(&s.highlights(), i % 2 == 1, theme)));
        }
        for f in G::figures() {
            out.push((format!("{id} figure {}", f.id), f.themed_scene(theme).unwrap()));
        }
        for i in 0..G::lessons().len() {
            let run = LessonRun::<G>::new(i, 3).unwrap();
            out.push((format!("{id} lesson {i}"), run.scene(false, true, theme)));
        }
        out
    }
}

fn all_pictures(theme: Theme) -> Vec<(String, Scene)> {
    GAME_IDS.iter().flat_map(|id| with_game(id, Pictures(theme)).unwrap()).collect()
}

const WOOD_LOOK: &str = "tests/data/wood-look.txt";

/// Writes the wood pictures' fingerprints: run once when the wood look is changed on
/// purpose (`cargo test --test themes -- --ignored`), never to make a test pass.
#[test]
#[ignore]
fn record_the_wood_look() {
    let lines: Vec<String> =
        all_pictures(Theme::Wood).iter().map(|(name, sc)| format!("{:016x} {name}", fingerprint(sc))).collect();
    std::fs::write(WOOD_LOOK, lines.join("\n") + "\n").unwrap();
}

/// Wood is the look the app always had: every picture (the start, a game under way,
/// each figure, each lesson) is the same list of shapes in the same colours as before
/// themes existed, recorded in `tests/data/wood-look.txt`; and a picture asked for
/// without a theme is the wood one.
#[test]
fn wood_is_the_look_the_boards_always_had() {
    let recorded = std::fs::read_to_string(WOOD_LOOK).unwrap();
    let recorded: std::collections::HashMap<&str, &str> =
        recorded.lines().filter_map(|l| l.split_once(' ')).map(|(h, name)| (name, h)).collect();
    let pictures = all_pictures(Theme::Wood);
    let mut changed = Vec::new();
    for (name, sc) in &pictures {
        match recorded.get(name.as_str()) {
            Some(h) if *h == format!("{:016x}", fingerprint(sc)) => {}
            Some(_) => changed.push(name.clone()),
            None => {} // A picture the record does not know (a new game, a new figure).
        }
    }
    assert!(changed.is_empty(), "the wood look changed in: {changed:?}");
    assert!(pictures.iter().filter(|(n, _)| recorded.contains_key(n.as_str())).count() >= 100);
}

/// The positions of a game as a player sees them before touching anything (no
/// highlight, no figure mark), in a theme: the start both ways up, a few moves into a
/// game, every figure's and every lesson's position.
struct Plain(Theme);

impl GameVisitor for Plain {
    type Output = Vec<(String, Scene)>;
    fn visit<G: View>(self) -> Vec<(String, Scene)> {
        let (id, theme, hl) = (G::ID, self.0, Highlights::default());
        let mut out = Vec::new();
        let start = G::new(&G::Options::default());
        for flip in [false, true] {
            out.push((format!("{id} start flip={flip}"), start.themed_scene(&hl, flip, theme)));
        }
        let mut s = new_session(id, "", 11).unwrap();
        for i in 0..10usize {
            if s.roll().is_none() {
                let legal = s.legal_notations();
                let Some(m) = legal.get(i * 5 % legal.len().max(1)) else { break };
                s.play_str(m).unwrap();
            }
            out.push((format!("{id} play {i}"), s.scene_for(&hl, i % 2 == 1, theme)));
        }
        for f in G::figures() {
            out.push((f.id.to_string(), (f.setup)().unwrap().themed_scene(&hl, false, theme)));
        }
        for l in G::lessons() {
            out.push((l.key.to_string(), (l.setup)().unwrap().themed_scene(&hl, true, theme)));
        }
        out
    }
}

fn plain_pictures(id: &str, theme: Theme) -> Vec<(String, Scene)> {
    with_game(id, Plain(theme)).unwrap()
}

// ---- Colours as a player's eye takes them (WCAG 2's relative luminance and contrast) ----

fn luminance(c: Color) -> f64 {
    let lin = |v: u8| {
        let v = v as f64 / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.0) + 0.7152 * lin(c.1) + 0.0722 * lin(c.2)
}

/// The contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
fn ratio(a: Color, b: Color) -> f64 {
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `top` laid over the opaque `under`.
fn over(top: Color, under: Color) -> Color {
    let a = top.3 as f32 / 255.0;
    let mix = |t: u8, u: u8| (t as f32 * a + u as f32 * (1.0 - a)).round() as u8;
    Color::rgb(mix(top.0, under.0), mix(top.1, under.1), mix(top.2, under.2))
}

type Box2 = (f32, f32, f32, f32);

/// The area a shape fills (its colour and its bounding box), if it fills one.
fn area(s: &Shape) -> Option<(Color, Box2)> {
    match s {
        Shape::Circle { c, r, fill: Some(f), .. } => Some((*f, (c.0 - r, c.1 - r, c.0 + r, c.1 + r))),
        Shape::Poly { pts, fill: Some(f), .. } => {
            let b = pts.iter().fold((f32::MAX, f32::MAX, f32::MIN, f32::MIN), |b, p| {
                (b.0.min(p.0), b.1.min(p.1), b.2.max(p.0), b.3.max(p.1))
            });
            Some((*f, b))
        }
        _ => None,
    }
}

/// Whether the area of `s` covers the point `p`.
fn covers(s: &Shape, p: (f32, f32)) -> bool {
    match s {
        Shape::Circle { c, r, .. } => (c.0 - p.0).powi(2) + (c.1 - p.1).powi(2) <= r * r,
        Shape::Poly { pts, .. } => {
            let mut inside = false;
            for (i, a) in pts.iter().enumerate() {
                let b = pts[(i + 1) % pts.len()];
                if (a.1 > p.1) != (b.1 > p.1) && p.0 < a.0 + (p.1 - a.1) / (b.1 - a.1) * (b.0 - a.0) {
                    inside = !inside;
                }
            }
            inside
        }
        _ => false,
    }
}

fn in_a_piece(sc: &Scene, i: usize) -> bool {
    sc.pieces.iter().any(|p| p.shapes().contains(&i))
}

/// What the eye sees at `p` under the shape numbered `upto`: the background, and every
/// area painted before it that covers `p` (pieces aside), each over the last; only the
/// areas at least as large as `fits`, if given (the board under a piece, not a point
/// of the board under its centre).
fn backdrop(sc: &Scene, p: (f32, f32), upto: usize, fits: Option<Box2>) -> Color {
    let mut c = sc.background.unwrap_or(Color::rgb(255, 255, 255));
    for (i, s) in sc.shapes[..upto].iter().enumerate() {
        let Some((fill, b)) = area(s) else { continue };
        let large =
            fits.is_none_or(|f| b.0 <= f.0 + 0.01 && b.1 <= f.1 + 0.01 && b.2 >= f.2 - 0.01 && b.3 >= f.3 - 0.01);
        if large && covers(s, p) && !in_a_piece(sc, i) {
            c = over(fill, c);
        }
    }
    c
}

/// A piece's silhouette: the body and the outline of its first shape.
fn silhouette(sc: &Scene, p: &DrawnPiece) -> (Color, Option<Color>, Box2) {
    let first = &sc.shapes[p.first];
    let (body, b) = area(first).unwrap_or_else(|| panic!("a piece begins with its body: {first:?}"));
    let outline = match first {
        Shape::Circle { stroke, .. } | Shape::Poly { stroke, .. } => stroke.map(|s| s.0),
        _ => None,
    };
    (body, outline, b)
}

/// The shapes of a piece without their colours, around its centre: what is left of
/// it for someone who cannot tell its colours apart.
fn outline_of(sc: &Scene, p: &DrawnPiece) -> Vec<String> {
    let r = |v: f32| (v * 10.0).round() / 10.0;
    let at = |q: (f32, f32)| (r(q.0 - p.at.0), r(q.1 - p.at.1));
    sc.shapes[p.shapes()]
        .iter()
        .map(|s| match s {
            Shape::Line { a, b, width, .. } => format!("line {:?} {:?} {}", at(*a), at(*b), r(*width)),
            Shape::Circle { c, r: rad, fill, stroke, .. } => {
                format!("circle {:?} {} {} {:?}", at(*c), r(*rad), fill.is_some(), stroke.map(|s| r(s.1)))
            }
            Shape::Poly { pts, fill, stroke } => {
                let pts: Vec<_> = pts.iter().map(|q| at(*q)).collect();
                format!("poly {pts:?} {} {:?}", fill.is_some(), stroke.map(|s| r(s.1)))
            }
            Shape::Sector { c, r: rad, a0, a1, .. } => format!("sector {:?} {} {} {}", at(*c), r(*rad), r(*a0), r(*a1)),
            Shape::Text { at: q, size, text, .. } => format!("text {:?} {} {text}", at(*q), r(*size)),
        })
        .collect()
}

/// Whether some piece of the second side is drawn with the very shapes of a piece of
/// the first, only its colours changed.
fn colour_alone_tells_a_piece(sc: &Scene) -> Option<Vec<String>> {
    let firsts: Vec<_> = sc.pieces.iter().filter(|p| p.side == Side::First).map(|p| outline_of(sc, p)).collect();
    sc.pieces.iter().filter(|p| p.side == Side::Second).map(|p| outline_of(sc, p)).find(|o| firsts.contains(o))
}

#[test]
fn themes_are_listed_wood_first_and_a_picture_without_one_is_wood() {
    let ids: Vec<&str> = Theme::ALL.iter().map(|t| t.id()).collect();
    assert_eq!(ids, ["wood", "paper", "contrast"]);
    assert!(Theme::parse("sepia").is_err());
    struct Same;
    impl GameVisitor for Same {
        type Output = bool;
        fn visit<G: View>(self) -> bool {
            let g = G::new(&G::Options::default());
            g.scene(&Highlights::default(), true) == g.themed_scene(&Highlights::default(), true, Theme::Wood)
        }
    }
    for id in GAME_IDS {
        assert!(with_game(id, Same).unwrap(), "{id}");
    }
}

/// Each theme repaints each game's board: the surface under every cell and the room
/// around it change colour from one theme to another, and the highlights follow.
#[test]
fn every_theme_paints_every_board_its_own_way() {
    for id in GAME_IDS {
        let scenes: Vec<Scene> = Theme::ALL.iter().map(|&t| plain_pictures(id, t).swap_remove(0).1).collect();
        for (i, a) in scenes.iter().enumerate() {
            assert_eq!(a.theme, Theme::ALL[i]);
            for b in &scenes[i + 1..] {
                let (ta, tb) = (a.theme.id(), b.theme.id());
                assert_ne!(a.background, b.background, "{id}: {ta} and {tb} have the same background");
                assert_eq!(a.spots, b.spots, "{id}: a theme moves no cell");
                for s in &a.spots {
                    let cell = Some((s.x - s.r, s.y - s.r, s.x + s.r, s.y + s.r));
                    let (ca, cb) =
                        (backdrop(a, (s.x, s.y), a.shapes.len(), cell), backdrop(b, (s.x, s.y), b.shapes.len(), cell));
                    assert_ne!(ca, cb, "{id}: cell {} looks the same in {ta} and {tb}", s.cell);
                }
            }
        }
    }
}

/// In the contrasted theme every piece stands out from the board under it (its body
/// or its outline at least 3:1, on the board or in a band beside it), what is written
/// or marked on a piece stands out from its body, and the board's lines and labels
/// stand out from what they are drawn on.
#[test]
fn in_contrast_pieces_lines_and_labels_stand_out_three_to_one() {
    for id in GAME_IDS {
        let mut sides = [0, 0];
        for (name, sc) in plain_pictures(id, Theme::Contrast) {
            for p in &sc.pieces {
                sides[p.side.index()] += 1;
                let (body, outline, b) = silhouette(&sc, p);
                let under = backdrop(&sc, p.at, p.first, Some(b));
                let best = ratio(body, under).max(outline.map_or(0.0, |o| ratio(o, under)));
                assert!(best >= 3.0, "{name}: a piece of side {} stands {best:.2}:1 against {under:?}", p.side.index());
                for s in &sc.shapes[p.shapes()] {
                    if let Shape::Text { color, text, .. } = s {
                        let r = ratio(*color, body);
                        assert!(r >= 3.0, "{name}: the {text} on a piece stands {r:.2}:1 against its body");
                    }
                }
            }
            let end = sc.under_pieces.unwrap_or(sc.shapes.len());
            for (i, s) in sc.shapes.iter().enumerate().filter(|&(i, _)| !in_a_piece(&sc, i)) {
                let (color, on, what) = match s {
                    Shape::Line { a, b, color, .. } => {
                        (*color, backdrop(&sc, ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0), i, None), "line")
                    }
                    Shape::Text { at, color, .. } => (*color, backdrop(&sc, *at, i, None), "label"),
                    Shape::Circle { fill: Some(f), stroke: Some((color, _)), .. }
                    | Shape::Poly { fill: Some(f), stroke: Some((color, _)), .. }
                        if i < end && f.3 == 255 =>
                    {
                        (*color, *f, "outline")
                    }
                    _ => continue,
                };
                if color.3 == 255 {
                    let r = ratio(color, on);
                    assert!(r >= 3.0, "{name}: a {what} {color:?} stands {r:.2}:1 against {on:?} ({s:?})");
                }
            }
        }
        assert!(sides[0] > 0 && sides[1] > 0, "{id}: every piece is drawn through Scene::piece ({sides:?})");
    }
}

/// In the contrasted theme a player who sees no colour still tells the sides apart:
/// the second side's pieces carry a mark (a cross, a second rim…) that stands out on
/// them, so none is drawn with the very shapes of a first side's piece; the first
/// side's pieces keep their shapes. In wood, where colour alone does it, the same
/// check finds pieces told apart by colour only (so it can fail).
#[test]
fn in_contrast_the_second_sides_pieces_carry_a_mark_besides_their_colour() {
    let mut colour_only_in_wood = Vec::new();
    for id in GAME_IDS {
        let wood = plain_pictures(id, Theme::Wood);
        for ((name, sc), (_, plain)) in plain_pictures(id, Theme::Contrast).into_iter().zip(wood) {
            if let Some(o) = colour_alone_tells_a_piece(&plain) {
                colour_only_in_wood.push((name.clone(), o));
            }
            assert_eq!(
                colour_alone_tells_a_piece(&sc),
                None,
                "{name}: a piece told from the other side by colour alone"
            );
            assert_eq!(sc.pieces.len(), plain.pieces.len(), "{name}");
            for (p, w) in sc.pieces.iter().zip(&plain.pieces) {
                let (shapes, before) = (outline_of(&sc, p), outline_of(&plain, w));
                match p.side {
                    Side::First => assert_eq!(shapes, before, "{name}: the first side's pieces keep their shapes"),
                    Side::Second => {
                        assert!(shapes.len() > before.len(), "{name}: a piece of the second side has no mark");
                        let (body, _, _) = silhouette(&sc, p);
                        let added: Vec<&Shape> = sc.shapes[p.shapes()]
                            .iter()
                            .filter(|s| {
                                !plain.shapes[w.shapes()].iter().any(|t| outline_of_one(t) == outline_of_one(s))
                            })
                            .collect();
                        let shows = added.iter().flat_map(|s| colours(s)).any(|c| c.3 == 255 && ratio(c, body) >= 3.0);
                        assert!(shows, "{name}: the mark does not stand out on the piece: {added:?}");
                    }
                }
            }
        }
    }
    assert!(!colour_only_in_wood.is_empty(), "in wood, some pieces differ by colour alone");
}

/// One shape without its colours.
fn outline_of_one(s: &Shape) -> String {
    let p = DrawnPiece { side: Side::First, at: (0.0, 0.0), first: 0, end: 1 };
    let sc = Scene { shapes: vec![s.clone()], ..Scene::default() };
    outline_of(&sc, &p).remove(0)
}

/// The colours a shape paints with.
fn colours(s: &Shape) -> Vec<Color> {
    match s {
        Shape::Line { color, .. } | Shape::Text { color, .. } | Shape::Sector { fill: color, .. } => vec![*color],
        Shape::Circle { fill, stroke, .. } | Shape::Poly { fill, stroke, .. } => {
            fill.iter().copied().chain(stroke.map(|s| s.0)).collect()
        }
    }
}
