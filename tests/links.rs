//! Records packed for links (`core::packed`), in every registered game: any game
//! played at random packs and unpacks to the same record, a link cut anywhere says it
//! is cut, a character changed is refused or reads as another game that replays
//! (never a panic), and the links stay short — a 40-ply moulin game fits in a text
//! message with the page's address part.

#![cfg(not(target_arch = "wasm32"))]

use plateaux::core::packed::PackError;
use plateaux::core::{Dice, Game, GameRecord, History, RecordEnd, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::session::{pack_record, unpack_record};

/// A record of `plies` seeded random plies from `G`'s start (fewer if it ends).
fn played<G: Game>(seed: u64, plies: usize) -> GameRecord {
    let mut g = G::new(&G::Options::default());
    let mut h = History::new(&g);
    // A seed as the page draws them: 53 bits.
    let mut record = GameRecord::start(&g, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11);
    let dice = Dice::new(seed);
    for k in 0..plies as u64 {
        if matches!(h.to_move(&g), ToMove::Over(_)) {
            break;
        }
        let moves = g.moves_now();
        let m = moves[dice.below(k, moves.len() as u64) as usize];
        record.moves.push(g.notation(m));
        h.try_play(&mut g, m).unwrap();
    }
    record
}

/// A check run on each game: its id and a maker of its played records.
type Check<'a> = &'a dyn Fn(&str, &dyn Fn(u64, usize) -> GameRecord);

/// Every game, through the registry: a fifth game is tested with no line here.
fn each_game(check: impl Fn(&str, &dyn Fn(u64, usize) -> GameRecord)) {
    struct Visit<'a>(Check<'a>);
    impl GameVisitor for Visit<'_> {
        type Output = ();
        fn visit<G: View>(self) {
            (self.0)(G::ID, &played::<G>);
        }
    }
    for id in GAME_IDS {
        with_game(id, Visit(&check)).unwrap();
    }
}

#[test]
fn every_game_packs_and_unpacks_to_the_same_record() {
    each_game(|id, play| {
        for seed in 0..25 {
            let mut record = play(seed, 10 + seed as usize * 7);
            if seed % 5 == 4 {
                record.end = Some(RecordEnd::Resign);
            }
            let json = record.to_json();
            let text = pack_record(&json).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(text.starts_with(&format!("{id}.")));
            let back = unpack_record(&text).unwrap_or_else(|e| panic!("{id} {text}: {e}"));
            assert_eq!(back, record, "{id}: {text}");
        }
    });
}

#[test]
fn a_cut_link_says_it_is_cut_and_a_changed_one_never_panics() {
    each_game(|id, play| {
        let text = pack_record(&play(7, 40).to_json()).unwrap();
        let body_at = id.len() + 1;
        for end in body_at..text.len() {
            // Cut anywhere: either cut (said so) or, if the cut fell in the last
            // byte's padding bits, the same game.
            match unpack_record(&text[..end]) {
                Err(PackError::Incomplete) => {}
                Ok(r) => assert_eq!(r.to_json(), unpack_record(&text).unwrap().to_json(), "{id}: cut at {end}"),
                Err(e) => panic!("{id}: cut at {end} of {text}: {e:?}"),
            }
        }
        for at in body_at..text.len() {
            for c in ['A', 'z', '_', '!', '.'] {
                let mut changed = text.clone();
                changed.replace_range(at..at + 1, &c.to_string());
                if let Ok(r) = unpack_record(&changed) {
                    // Read as some game: it replays, and packs back to a link.
                    pack_record(&r.to_json()).unwrap_or_else(|e| panic!("{id}: {changed} read but does not pack: {e}"));
                }
            }
        }
    });
    assert!(matches!(unpack_record("chess.AQA"), Err(PackError::UnknownGame(_))));
    assert!(matches!(unpack_record("no game"), Err(PackError::Damaged)));
}

#[test]
fn a_forty_ply_moulin_game_fits_in_a_text_message() {
    // The hash the page writes (`#c=` and the receiver's side `~1`) after the site's
    // address and `?game=moulin`: at most 160 characters for the whole of it.
    let mut longest = 0;
    for seed in 0..50 {
        let record = played::<plateaux::games::moulin::Moulin>(seed, 40);
        let text = pack_record(&record.to_json()).unwrap();
        let tail = format!("?game=moulin#c={text}~1");
        longest = longest.max(tail.len());
    }
    println!("longest link tail after 40 moulin plies: {longest} characters");
    assert!(longest <= 160, "{longest}");
}

#[test]
fn a_kriegspiel_turn_adds_a_few_characters_an_action() {
    let long = pack_record(&played::<plateaux::games::kriegspiel::Kriegspiel>(3, 120).to_json()).unwrap();
    let short = pack_record(&played::<plateaux::games::kriegspiel::Kriegspiel>(3, 60).to_json()).unwrap();
    let per_action = (long.len() - short.len()) as f64 / 60.0;
    println!("Kriegspiel: {per_action:.2} characters an action or roll");
    assert!(per_action < 2.0, "{per_action}");
}
