//! The lessons' texts and the reasons a move is refused, `(key, français, English)`,
//! one table per game plus the runner's own words. Placeholders in braces (`{n}`)
//! are filled by the page from a [`crate::core::Note`]'s arguments.

pub mod kriegspiel;
pub mod moulin;
pub mod mundeleys;
pub mod mundialito;

/// The runner's words, shared by every game.
pub const COMMON: &[(&str, &str, &str)] = &[
    ("lesson.menu", "Leçons", "Lessons"),
    ("lesson.hint", "Indice", "Hint"),
    ("lesson.retry", "Réessayer", "Try again"),
    ("lesson.restart", "Recommencer", "Start again"),
    ("lesson.next", "Leçon suivante", "Next lesson"),
    ("lesson.done", "Bravo\u{a0}!", "Well done!"),
    ("lesson.wrong", "Pas tout à fait — voici pourquoi :", "Not quite — here is why:"),
    ("lesson.refused", "Coup refusé :", "Move refused:"),
    (
        "lesson.why.game_over",
        "La partie est finie sans que le but de la leçon soit atteint.",
        "The game is over and the lesson's goal was not reached.",
    ),
    (
        "lesson.why.out_of_moves",
        "Le but devait être atteint en {n} coup(s) : réessayez.",
        "The goal had to be reached in {n} move(s): try again.",
    ),
    (
        "lesson.why.turn_over",
        "Votre tour est fini sans que le but soit atteint.",
        "Your turn is over and the goal was not reached.",
    ),
];

/// Every table, for [`super::tr`] and [`super::all`]: the runner's, each registered
/// game's refusals ([`crate::core::View::REFUSAL_STRINGS`]), then each game's
/// lessons ([`crate::core::View::COURSE_STRINGS`]) where lessons run: natively and in
/// the lessons' module (`--features learn`). The page's own module leaves them out
/// (some 6 KB gzipped of text it never shows: the page adds the lessons' module's
/// strings when it loads it for a course).
pub fn tables() -> impl Iterator<Item = &'static [(&'static str, &'static str, &'static str)]> {
    let games = crate::games::registry::REFUSAL_STRINGS.iter().copied();
    #[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
    let games = games.chain(crate::games::registry::COURSE_STRINGS.iter().copied());
    std::iter::once(COMMON).chain(games)
}
