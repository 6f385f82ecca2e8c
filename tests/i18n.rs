//! Every string the page can show exists in French and English: the keys the page
//! names, each game's names and rules help, and every end-of-game reason a game
//! can give.

use plateaux::core::View;
use plateaux::games::{with_game, GameVisitor, GAME_IDS};
use plateaux::i18n::{rules, tr, Lang};

/// Whether `key` is in one of the string tables (interface, narration, lessons).
fn has(key: &str) -> bool {
    plateaux::i18n::tables().any(|(k, _, _)| *k == key)
}

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

#[test]
fn every_key_the_page_names_is_translated() {
    let js: String = js_files().iter().map(|p| read(p)).collect();
    let html = read("index.html");
    let mut keys = literals_after(&js, "t('", '\'');
    keys.extend(literals_after(&js, "say('note', '", '\''));
    keys.extend(literals_after(&js, "say('error', '", '\''));
    keys.extend(literals_after(&js, "ask('", '\''));
    keys.extend(literals_after(&html, "data-t=\"", '"'));
    assert!(keys.len() > 30, "found only {keys:?}");
    for k in keys {
        assert!(has(&k), "'{k}' is used by the page but missing from src/i18n");
    }
}

#[test]
fn every_game_has_its_names_sides_and_rules_in_both_languages() {
    for id in GAME_IDS {
        for k in [format!("game.{id}"), format!("game.{id}.blurb"), format!("{id}.side.0"), format!("{id}.side.1")] {
            assert!(has(&k), "{k} missing");
        }
        for lang in [Lang::Fr, Lang::En] {
            let help = rules::help(id, lang).unwrap_or_else(|| panic!("no rules help for {id}"));
            assert!(help.len() > 800, "{id} rules help is too short");
        }
        assert_ne!(rules::help(id, Lang::Fr), rules::help(id, Lang::En));
    }
}

#[test]
fn the_rules_help_names_the_page_s_controls_by_their_own_labels() {
    let mut named = 0;
    for id in GAME_IDS {
        let source = with_game(id, Source).unwrap();
        for (text, lang) in source.into_iter().zip([Lang::Fr, Lang::En]) {
            let keys = literals_after(text, "{ui:", '}');
            for k in &keys {
                assert!(has(k), "{id} {lang:?}: the help names a control '{k}' that has no label");
                assert!(rules::help(id, lang).unwrap().contains(tr(lang, k)), "{id} {lang:?}: '{k}'");
            }
            named += keys.len();
            assert!(!rules::help(id, lang).unwrap().contains("{ui:"), "{id} {lang:?}: a label left unreplaced");
        }
    }
    // The controls the help of every game names (a new game, lots, undo, typing a move).
    assert!(named >= 4 * 2 * 3, "only {named} labels named");
    // The one the helps had drifted from: the lots box's own words.
    assert!(rules::help("moulin", Lang::Fr).unwrap().contains("« Tirer au sort qui prend quel camp »"));
    assert!(rules::help("moulin", Lang::En).unwrap().contains("\"Draw lots for sides\""));
}

/// The page starts a game's note with a capital (`noteText` in www/app/strings.js),
/// and a cell's name is lower case (`c3`): no interface string may begin with a cell,
/// or the panel would read "C3 tire sur b5". (`{to}` is left out: in "{to} de jouer"
/// it is a side, "aux Blancs", whose capital is wanted.)
#[test]
fn no_interface_sentence_starts_with_a_cell_name() {
    for (k, fr, en) in plateaux::i18n::strings::STRINGS {
        for text in [fr, en] {
            for cell in ["{from}", "{cell}", "{ball}", "{over}"] {
                assert!(!text.starts_with(cell), "{k}: '{text}' would show its cell name capitalised");
            }
        }
    }
}

/// A game's rules help as written, before its labels are filled in.
struct Source;

impl GameVisitor for Source {
    type Output = [&'static str; 2];
    fn visit<G: View>(self) -> Self::Output {
        G::RULES_HELP
    }
}

#[test]
fn every_end_of_game_reason_a_game_gives_is_translated() {
    let mut found = 0;
    for id in GAME_IDS {
        let dir = format!("{}/src/games/{id}", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for r in
                literals_after(&text, "reason: \"", '"').into_iter().chain(literals_after(&text, "reason = \"", '"'))
            {
                found += 1;
                assert!(has(&format!("reason.{r}")), "reason.{r} (from {id}) is missing");
                assert_ne!(tr(Lang::Fr, &format!("reason.{r}")), tr(Lang::En, &format!("reason.{r}")));
            }
        }
    }
    assert!(found >= 5);
}

/// The page knows no game: every word it shows about one comes from the game's
/// description (`View::info`), so each key there must exist in both languages.
#[test]
fn every_word_of_each_games_description_is_translated() {
    use plateaux::core::{GameInfo, OptionKind, View};
    use plateaux::games::{with_game, GameVisitor};
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
        for s in &info.sides {
            keys.push(s.clone());
            keys.push(format!("{s}.to"));
        }
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
            assert!(has(&k), "{id}: '{k}' is missing from src/i18n/strings.rs");
        }
        assert!(info.aspect > 0.3 && info.aspect < 3.0, "{id}: a board of aspect {}", info.aspect);
    }
}

#[test]
fn french_puts_an_unbreakable_space_before_an_exclamation_or_a_question_mark() {
    // « à vous ! » with a plain space lets the « ! » wrap alone onto the next line.
    for (key, fr, _) in plateaux::i18n::tables() {
        assert!(!fr.contains(" !") && !fr.contains(" ?"), "{key}: a plain space before ! or ? in {fr:?}");
    }
}
