//! Every word in every language: each language file holds French's message ids and
//! placeholders (one file per component and language, see `src/i18n/mod.rs`), the
//! keys the page names exist, each game names itself, its sides and its rules help,
//! and every end-of-game reason a game gives is said. Every check runs over the
//! registered games and the languages the build found: none is listed here.

#![cfg(not(target_arch = "wasm32"))]

use plateaux::core::{GameInfo, History, OptionKind, ToMove, View};
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{self, components_named, own, placeholders, rules_help, tr, Lang};

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// The quoted literals that follow `marker` in `text` (`t('play.undo'` → `play.undo`).
fn literals_after(text: &str, marker: &str, quote: char) -> Vec<String> {
    text.match_indices(marker)
        // `t('` must be the call `t(`, not the end of `createElement('`.
        .filter(|(i, _)| !text[..*i].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        .filter_map(|(i, _)| {
            let rest = &text[i + marker.len()..];
            let end = rest.find(quote)?;
            let key = &rest[..end];
            (!key.contains('$') && !key.is_empty()).then(|| key.to_string())
        })
        .collect()
}

/// Every script of the page: www/*.js and www/app/*.js.
fn js_files() -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["www", "www/app"] {
        for entry in std::fs::read_dir(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"))).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            if name.ends_with(".js") {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    files
}

/// The index of `lang` among the languages.
fn index(lang: Lang) -> usize {
    Lang::all().position(|l| l == lang).unwrap()
}

/// The message ids (not the attributes, each language's own grammar) of one
/// component's file in `lang`, in the file's order.
fn message_ids(words: &i18n::Words, lang: Lang) -> Vec<&'static str> {
    words.ids[index(lang)].iter().filter(|(_, attribute)| !attribute).map(|(id, _)| *id).collect()
}

#[test]
fn every_language_has_french_s_messages_and_placeholders_in_every_component() {
    assert!(Lang::all().count() >= 3, "French, English and German at least");
    for (component, words) in components_named() {
        let french = message_ids(words, Lang::SOURCE);
        assert!(!french.is_empty(), "{component} has no French words");
        for lang in Lang::all().skip(1) {
            let ids = message_ids(words, lang);
            let missing: Vec<_> = french.iter().filter(|id| !ids.contains(id)).collect();
            let extra: Vec<_> = ids.iter().filter(|id| !french.contains(id)).collect();
            assert!(missing.is_empty(), "{component} {}: missing {missing:?}", lang.code());
            assert!(extra.is_empty(), "{component} {}: not in French {extra:?}", lang.code());
            for id in &french {
                let (fr, other) = (own(Lang::SOURCE, id).unwrap(), own(lang, id).unwrap());
                assert_eq!(placeholders(fr), placeholders(other), "{component} {}: {id}'s placeholders", lang.code());
                assert_eq!(
                    fr.matches("![fig:").count(),
                    other.matches("![fig:").count(),
                    "{id} {}: figures",
                    lang.code()
                );
                let mut a = literals_after(fr, "{ui:", '}');
                let mut b = literals_after(other, "{ui:", '}');
                a.sort();
                b.sort();
                assert_eq!(a, b, "{component} {}: {id} names other controls", lang.code());
            }
        }
    }
}

/// A form a message asks of a side (`{side.to}`, `{loser.dat}`) is one its language
/// declares on a side of some game: a form no side has (a typo, `{side.dta}`) would
/// silently fall back to the plain name everywhere. Every side exists in every
/// language, so a sentence never falls back to another language's words.
#[test]
fn every_form_a_message_asks_of_a_side_is_declared_in_its_language() {
    for lang in Lang::all() {
        for (component, words) in components_named() {
            for (id, _) in words.ids[index(lang)] {
                let text = own(lang, id).unwrap();
                for name in ["side", "loser", "winner"] {
                    for form in literals_after(text, &format!("{{{name}."), '}') {
                        let declared = GAME_IDS
                            .iter()
                            .any(|game| (0..2).any(|s| own(lang, &format!("{game}.side.{s}.{form}")).is_some()));
                        assert!(
                            declared,
                            "{component} {}: {id} asks the form .{form}, which no side declares",
                            lang.code()
                        );
                    }
                }
            }
        }
        for game in GAME_IDS {
            for s in 0..2 {
                assert!(own(lang, &format!("{game}.side.{s}")).is_some(), "{}: {game}.side.{s}", lang.code());
            }
        }
    }
}

#[test]
fn every_key_the_page_names_is_translated() {
    let js: String = js_files().iter().map(|p| read(p)).collect();
    let html = read("index.html");
    let mut keys = literals_after(&js, "t('", '\'');
    keys.extend(literals_after(&js, "say('note', '", '\''));
    keys.extend(literals_after(&js, "say('error', '", '\''));
    keys.extend(literals_after(&js, "ask('", '\''));
    keys.extend(literals_after(&html, "data-t=\"", '"'));
    keys.extend(literals_after(&html, "data-t-label=\"", '"'));
    assert!(keys.len() > 30, "found only {keys:?}");
    for k in keys {
        for lang in Lang::all() {
            assert!(own(lang, &k).is_some(), "'{k}' is used by the page but is no message in {}", lang.code());
        }
    }
}

#[test]
fn every_game_has_its_names_sides_and_rules_in_every_language() {
    for id in GAME_IDS {
        let french = rules_help(id, Lang::SOURCE).unwrap_or_else(|| panic!("no rules help for {id}"));
        for lang in Lang::all() {
            for k in [format!("game.{id}"), format!("game.{id}.blurb"), format!("{id}.side.0"), format!("{id}.side.1")]
            {
                assert!(own(lang, &k).is_some(), "{k} missing in {}", lang.code());
            }
            let help = rules_help(id, lang).unwrap();
            // About as long as the French: a help cut short shows here.
            assert!(
                help.len() * 3 > french.len() * 2,
                "{id} {}: the rules help is much shorter than French's",
                lang.code()
            );
            if lang != Lang::SOURCE {
                assert_ne!(help, french, "{id} {}: the rules help is not translated", lang.code());
            }
        }
    }
}

#[test]
fn the_rules_help_names_the_page_s_controls_by_their_own_labels() {
    for id in GAME_IDS {
        for lang in Lang::all() {
            let source = own(lang, &format!("{id}.rules")).unwrap();
            let help = rules_help(id, lang).unwrap();
            let keys = literals_after(source, "{ui:", '}');
            assert!(!keys.is_empty(), "{id} {}: the help names no control of the page", lang.code());
            for k in &keys {
                assert!(
                    own(lang, k).is_some(),
                    "{id} {}: the help names a control '{k}' that has no label",
                    lang.code()
                );
                assert!(help.contains(tr(lang, k)), "{id} {}: '{k}'", lang.code());
            }
            assert!(!help.contains("{ui:"), "{id} {}: a label left unreplaced", lang.code());
        }
    }
}

/// The page starts a game's note with a capital (`noteText` in www/app/strings.js),
/// and a cell's name is lower case (`c3`): no sentence may begin with a cell, or the
/// panel would read "C3 tire sur b5". (The narration, `narr.*`, is said inside a
/// sentence or as a cell's own name, never capitalised.)
#[test]
fn no_interface_sentence_starts_with_a_cell_name() {
    for lang in Lang::all() {
        for (k, text) in i18n::all(lang).into_iter().filter(|(k, _)| !k.starts_with("narr.")) {
            for cell in ["{from}", "{cell}", "{ball}", "{over}"] {
                assert!(!text.starts_with(cell), "{k}: '{text}' would show its cell name capitalised");
            }
        }
    }
}

/// The reasons random games of a game end for, and a resignation, which every game has.
struct Reasons;

impl GameVisitor for Reasons {
    type Output = Vec<&'static str>;
    fn visit<G: View>(self) -> Vec<&'static str> {
        let dice = plateaux::core::Dice::new(7);
        let mut reasons = vec!["resigned"];
        let mut draw = 0;
        for _ in 0..60 {
            let mut g = G::new(&G::Options::default());
            let mut h = History::new(&g);
            for _ in 0..3000 {
                if let ToMove::Over(o) = h.to_move(&g) {
                    reasons.push(o.reason());
                    break;
                }
                let moves = g.moves_now();
                let m = moves[dice.below(draw, moves.len() as u64) as usize];
                draw += 1;
                h.try_play(&mut g, m).unwrap();
            }
        }
        reasons.sort();
        reasons.dedup();
        reasons
    }
}

#[test]
fn every_end_of_game_reason_a_game_gives_is_translated() {
    for id in GAME_IDS {
        let reasons = with_game(id, Reasons).unwrap();
        assert!(reasons.len() >= 2, "{id}: random games never ended");
        for r in reasons {
            for lang in Lang::all() {
                assert!(
                    own(lang, &format!("reason.{r}")).is_some(),
                    "reason.{r} (from {id}) is missing in {}",
                    lang.code()
                );
            }
        }
    }
}

/// The page knows no game: every word it shows about one comes from the game's
/// description (`View::info`), so each key there must exist in every language.
#[test]
fn every_word_of_each_games_description_is_translated() {
    struct Info;
    impl GameVisitor for Info {
        type Output = GameInfo;
        fn visit<G: View>(self) -> GameInfo {
            G::info()
        }
    }
    for id in GAME_IDS {
        let info = with_game(id, Info).unwrap();
        let mut keys = vec![info.name.clone(), info.blurb.clone()];
        keys.extend(info.sides.iter().cloned());
        keys.extend(info.roles.iter().map(|r| r.to_string()));
        keys.extend(info.pass_label.map(str::to_string));
        for o in &info.options {
            if o.kind != OptionKind::Seed {
                keys.push(o.label.to_string());
            }
            if let OptionKind::Choice { choices, .. } = &o.kind {
                keys.extend(choices.iter().map(|(_, k)| k.to_string()));
            }
        }
        for k in keys {
            for lang in Lang::all() {
                assert!(own(lang, &k).is_some(), "{id}: '{k}' is missing from its words in {}", lang.code());
            }
        }
        assert!(info.aspect > 0.3 && info.aspect < 3.0, "{id}: a board of aspect {}", info.aspect);
    }
}

#[test]
fn french_puts_an_unbreakable_space_before_an_exclamation_or_a_question_mark() {
    // « à vous ! » with a plain space lets the « ! » wrap alone onto the next line.
    for (key, fr) in i18n::all(Lang::SOURCE) {
        assert!(!fr.contains(" !") && !fr.contains(" ?"), "{key}: a plain space before ! or ? in {fr:?}");
    }
}

#[test]
fn the_page_s_words_split_into_the_shell_s_part_and_one_part_per_game() {
    // The page's module carries no words: it is given the shell's part for its
    // language, then each game's as the game opens. Every word the page shows must be
    // in exactly one part, the home's game names in the shell's, and a game's sides in
    // its own part.
    for lang in Lang::all() {
        let mut seen = std::collections::BTreeMap::new();
        for part in i18n::parts() {
            let words = i18n::page_words(lang, part).unwrap();
            for id in words.keys() {
                assert!(seen.insert(*id, part).is_none(), "{}: {id} is in two parts", lang.code());
            }
        }
        let page: usize = components_named().map(|(_, w)| w.play[index(lang)].len()).sum();
        assert_eq!(seen.len(), page, "{}: every page word is in a part", lang.code());
        for id in GAME_IDS {
            assert_eq!(seen.get(format!("game.{id}").as_str()), Some(&i18n::SHELL_PART), "the home names {id}");
            assert_eq!(seen.get(format!("{id}.side.0").as_str()), Some(id), "{id}'s sides in its part");
        }
        assert!(seen.contains_key("play.undo") && seen["play.undo"] == i18n::SHELL_PART);
        let lesson = |id: &str| GAME_IDS.iter().any(|g| id.starts_with(&format!("lesson.{g}.")));
        assert!(!seen.keys().any(|id| lesson(id)), "no lesson's text in the page's words");
        assert_eq!(i18n::page_words(lang, "chess"), None, "no such part");
    }
}
