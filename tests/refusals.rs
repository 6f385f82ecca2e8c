//! Why a click is refused (`Game::why_not`), game by game, for the mistakes players
//! make: each refusal names the rule in words, and clicks that fit a legal move are
//! never "refused".

use plateaux::core::{Cell, Game, Side};
use plateaux::games::moulin::{Moulin, POINTS};

fn pt(name: &str) -> Cell {
    POINTS.iter().position(|(n, _, _)| *n == name).unwrap() as Cell
}

fn why<G: Game>(g: &G, clicks: &[Cell]) -> Option<&'static str> {
    g.why_not(clicks).map(|n| n.key)
}

/// No legal move's own clicks (or any prefix of them) is ever refused.
fn legal_paths_are_not_refused<G: Game>(g: &G) {
    for m in g.moves_now() {
        let path = g.cells_of(m);
        for k in 1..=path.len() {
            assert_eq!(g.why_not(&path.as_slice()[..k]), None, "{:?} refused", g.notation(m));
        }
    }
}

#[test]
fn moulin_says_why() {
    // Placing: White has men in hand.
    let placing = Moulin::from_ascii(
        "
        W-----------.-----------B
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        .---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        B-----------.-----------W",
        [7, 7],
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&placing);
    assert_eq!(why(&placing, &[pt("a7")]), Some("moulin.why.place_first"));
    assert_eq!(placing.why_not(&[pt("a7")]).unwrap().args, vec![("n", "7".to_string())]);
    assert_eq!(why(&placing, &[pt("g7")]), Some("moulin.why.occupied"));

    // Moving: a mill at g7 is ready; Black has a mill b6-d6-f6 and a free man at b2.
    let moving = Moulin::from_ascii(
        "
        W-----------W-----------.
        |   B-------B-------B   |
        |   |   .---.---.   |   |
        .---.---.       .---.---W
        |   |   .---.---W   |   |
        |   B-------.-------.   |
        .-----------.-----------.",
        [0, 0],
        Side::First,
    )
    .unwrap();
    legal_paths_are_not_refused(&moving);
    assert_eq!(why(&moving, &[pt("b6")]), Some("moulin.why.not_yours"));
    assert_eq!(why(&moving, &[pt("a1")]), Some("moulin.why.pick_man"));
    assert_eq!(why(&moving, &[pt("a7"), pt("a1")]), Some("moulin.why.not_adjacent"));
    assert_eq!(why(&moving, &[pt("a7"), pt("d7")]), Some("moulin.why.occupied"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("d6")]), Some("moulin.why.in_mill"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("a1")]), Some("moulin.why.take_enemy"));
    assert_eq!(why(&moving, &[pt("e3"), pt("d3"), pt("b2")]), Some("moulin.why.no_mill"));
    assert_eq!(why(&moving, &[pt("g4"), pt("g7"), pt("b2")]), None, "a legal capture");

    // A man with no free neighbour cannot move; with three men, a man flies.
    let stuck = Moulin::from_ascii(
        "
        W-----------B-----------.
        |   .-------.-------.   |
        |   |   .---.---.   |   |
        B---.---.       .---.---.
        |   |   .---.---W   |   |
        |   .-------.-------.   |
        W-----------.-----------W",
        [0, 0],
        Side::First,
    )
    .unwrap();
    assert_eq!(why(&stuck, &[pt("a7")]), Some("moulin.why.stuck"));
    assert_eq!(why(&stuck, &[pt("e3"), pt("a1")]), Some("moulin.why.occupied"));
    assert_eq!(why(&stuck, &[pt("e3"), pt("d1")]), Some("moulin.why.not_adjacent"), "four men do not fly");
}

#[test]
fn a_bad_picture_is_refused() {
    let ten = "
        W-----------W-----------W
        |   W-------W-------W   |
        |   |   W---W---W   |   |
        W---.---.       .---.---.
        |   |   .---.---.   |   |
        |   .-------.-------.   |
        .-----------.-----------.";
    assert!(Moulin::from_ascii(ten, [0, 0], Side::First).is_err());
    assert!(Moulin::from_ascii(ten.replace("W---.---.  ", ".---.---.  ").as_str(), [1, 0], Side::First).is_err());
    assert!(Moulin::from_ascii(ten.replace("W---.---.  ", ".---.---.  ").as_str(), [0, 0], Side::First).is_ok());
}
