//! The rules help's figures: every figure of every game builds through the game's
//! own rules (a position in play, every mark on a cell the board draws, every move
//! and target read from the legal moves), its caption exists in every language,
//! and the help texts place every figure, in both languages, and no other.

use std::collections::HashSet;

use plateaux::core::figure::marks_in;
use plateaux::core::{Annotation, Figure, Highlights, Shape, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{self, rules_help, Lang};

/// In every language, and English not the same words as French.
fn translated(key: &str) -> bool {
    Lang::all().all(|l| i18n::own(l, key).is_some())
        && i18n::own(Lang::SOURCE, key) != i18n::own(Lang::parse("en"), key)
}

struct Ids;

impl GameVisitor for Ids {
    type Output = Vec<&'static str>;
    fn visit<G: View>(self) -> Vec<&'static str> {
        G::figures().iter().map(|f| f.id).collect()
    }
}

struct CheckAll;

impl GameVisitor for CheckAll {
    type Output = ();
    fn visit<G: View>(self) {
        for f in G::figures() {
            assert!(f.id.starts_with(&format!("{}-", G::ID)), "figure {} is named after its game", f.id);
            let g = (f.setup)().unwrap_or_else(|e| panic!("{}: the position does not build: {e}", f.id));
            assert!(matches!(g.to_move(), ToMove::Player(_)), "{}: a position in play", f.id);
            let marks = (f.marks)(&g).unwrap_or_else(|e| panic!("{}: the marks do not fit the rules: {e}", f.id));
            let plain = g.scene(&Highlights::default(), false);
            for c in marks.cells() {
                assert!(plain.spots.iter().any(|s| s.cell == c), "{}: cell {c} is not on the board", f.id);
            }
            let sc = f.scene().unwrap_or_else(|e| panic!("{}: {e}", f.id));
            // The figure is the game's own picture, with the marks drawn over it.
            assert_eq!((sc.width, sc.height), (plain.width, plain.height), "{}", f.id);
            assert!(sc.shapes.len() >= plain.shapes.len() + marks.notes.len(), "{}: the marks are drawn", f.id);
            assert!(translated(&f.caption_key()), "{}: no caption in both languages", f.id);
        }
    }
}

#[test]
fn every_figure_builds_through_the_rules_and_has_a_caption() {
    for id in GAME_IDS {
        with_game(id, CheckAll).unwrap();
    }
    assert!(translated("figure.unknown"));
}

#[test]
fn figure_ids_are_unique_and_every_game_has_its_pictures() {
    let mut seen = HashSet::new();
    for id in GAME_IDS {
        let ids = with_game(id, Ids).unwrap();
        assert!(ids.len() >= 2, "{id}: {} figures", ids.len());
        for f in ids {
            assert!(seen.insert(f), "figure {f} twice");
        }
    }
}

#[test]
fn the_help_places_every_figure_once_in_each_language_and_names_no_other() {
    for id in GAME_IDS {
        let ids = with_game(id, Ids).unwrap();
        for lang in Lang::all() {
            let help = rules_help(id, lang).unwrap();
            let placed = marks_in(&help);
            for p in &placed {
                assert!(ids.contains(p), "{id} {lang:?}: the help names a figure '{p}' the game does not have");
            }
            for f in &ids {
                let n = placed.iter().filter(|p| *p == f).count();
                assert_eq!(n, 1, "{id} {lang:?}: figure {f} placed {n} times");
            }
            // In the same order in both languages, so the two texts match.
            assert_eq!(placed, marks_in(&rules_help(id, Lang::SOURCE).unwrap()), "{id} {lang:?}");
        }
    }
}

fn figure<G: View>(id: &str) -> Figure<G> {
    G::figures().into_iter().find(|f| f.id == id).unwrap_or_else(|| panic!("no figure {id}"))
}

/// What a player would check on the pictures themselves.
#[test]
fn the_pictures_show_what_their_captions_say() {
    use plateaux::games::kriegspiel::Kriegspiel;
    use plateaux::games::moulin::Moulin;
    use plateaux::games::mundeleys::Mundeleys;
    use plateaux::games::mundialito::Mundialito;
    let texts = |sc: &plateaux::core::Scene| -> Vec<String> {
        sc.shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect()
    };
    // Moulin: all 24 point names are written on the board.
    let f = figure::<Moulin>("moulin-points");
    let t = texts(&f.scene().unwrap());
    for name in ["a7", "d7", "g7", "b6", "c5", "a4", "c4", "e4", "g4", "e3", "d2", "g1"] {
        assert!(t.iter().any(|s| s == name), "point {name} is named");
    }
    // Mundeleys: the Lancier on c2 has two targets, the Grenadier on f2 three, the
    // Mundeley on d3 eight (one of them a capture, backward).
    let f = figure::<Mundeleys>("mundeleys-steps");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    assert_eq!(m.hl.targets.len(), 5, "{:?}", m.hl.targets);
    let f = figure::<Mundeleys>("mundeleys-mundeley");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    assert_eq!(m.hl.targets.len(), 8);
    assert_eq!(m.hl.targets.iter().filter(|(_, k)| *k == plateaux::core::Mark::Capture).count(), 1);
    // Who takes whom: the Lancier on d3 takes the Lancier on e4 and nothing else (not
    // the Grenadier on c4); the Grenadier on g3 takes the Grenadier on h3, steps to
    // f3, and cannot go to g4 (a Lancier).
    let f = figure::<Mundeleys>("mundeleys-captures");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    let at = |n: &str| plateaux::games::mundeleys::square_index(n).unwrap() as plateaux::core::Cell;
    let capture = plateaux::core::Mark::Capture;
    let mut targets = m.hl.targets.clone();
    targets.sort_by_key(|&(c, _)| c);
    let mut want = vec![(at("e4"), capture), (at("h3"), capture), (at("f3"), plateaux::core::Mark::Move)];
    want.sort_by_key(|&(c, _)| c);
    assert_eq!(targets, want);
    // Mundialito: the push has two arrows (pusher, then the pushed pyramid on).
    let f = figure::<Mundialito>("mundialito-push");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    assert_eq!(m.notes.len(), 2);
    // Kriegspiel: four lines of fire, named, none backward; ranges 1, 2 and 3.
    let f = figure::<Kriegspiel>("kriegspiel-lines-of-fire");
    let t = texts(&f.scene().unwrap());
    for d in ["W", "NW", "NE", "E"] {
        assert!(t.iter().any(|s| s == d), "line {d} is named");
    }
    assert!(!t.iter().any(|s| s == "SE" || s == "SW"));
    let f = figure::<Kriegspiel>("kriegspiel-ranges");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    let ranges: Vec<&str> = m
        .notes
        .iter()
        .filter_map(|a| match a {
            Annotation::Label(_, t) => Some(t.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(ranges, ["1", "2", "3"]);
    let f = figure::<Kriegspiel>("kriegspiel-half-rotation");
    let m = (f.marks)(&(f.setup)().unwrap()).unwrap();
    assert_eq!(m.hl.targets.len(), 2);
    let t = texts(&f.scene().unwrap());
    assert!(t.iter().any(|s| s == "NW") && t.iter().any(|s| s == "NE"), "the two facings are named");
}
