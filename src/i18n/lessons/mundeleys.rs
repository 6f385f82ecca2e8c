//! The Mundeleys course and the reasons a Mundeleys move is refused: `(key,
//! français, English)`.

/// Why a Mundeleys click is refused, in words: (key, French, English). In the page's
/// module, which says it at every refused click.
pub const REFUSALS: &[(&str, &str, &str)] = &[
    ("mundeleys.why.pick_piece", "Choisissez d'abord une de vos pièces.", "Choose one of your pieces first."),
    ("mundeleys.why.not_yours", "Cette pièce est à l'adversaire.", "That piece belongs to your opponent."),
    ("mundeleys.why.stuck", "Cette pièce n'a aucun coup.", "That piece has no move."),
    (
        "mundeleys.why.stuck_far",
        "Arrivée au bout sans Mundeley en réserve, cette pièce ne bouge plus.",
        "Having reached the far rank with no Mundeley in reserve, this piece can no longer move.",
    ),
    (
        "mundeleys.why.lancier_moves",
        "Un Lancier avance d'une case en diagonale, vers l'adversaire ; jamais en arrière.",
        "A Lancier steps one square diagonally forward, toward the enemy; never backward.",
    ),
    (
        "mundeleys.why.grenadier_moves",
        "Un Grenadier avance d'une case tout droit, ou se déplace d'une case à gauche ou à droite ; jamais en arrière ni en diagonale.",
        "A Grenadier steps one square straight forward, or one square left or right; never backward or diagonally.",
    ),
    (
        "mundeleys.why.mundeley_moves",
        "Un Mundeley va d'une seule case, dans n'importe quelle direction.",
        "A Mundeley goes one square only, in any direction.",
    ),
    (
        "mundeleys.why.lancier_takes",
        "Un Lancier ne prend qu'un Lancier ou un Mundeley, jamais un Grenadier.",
        "A Lancier takes only a Lancier or a Mundeley, never a Grenadier.",
    ),
    (
        "mundeleys.why.grenadier_takes",
        "Un Grenadier ne prend qu'un Grenadier ou un Mundeley, jamais un Lancier.",
        "A Grenadier takes only a Grenadier or a Mundeley, never a Lancier.",
    ),
];

/// Mundeleys' lessons: (key, French, English). Only the lessons' module carries them (the page
/// loads it when a course is opened): see [`super::tables`].
pub const COURSE: &[(&str, &str, &str)] = &[
    ("lesson.mundeleys.lancier.title", "Le Lancier", "The Lancier"),
    (
        "lesson.mundeleys.lancier.task",
        "Le Lancier avance d'une case en diagonale vers l'adversaire : il reste toujours sur les cases noires. Avancez votre Lancier.",
        "The Lancier steps one square diagonally toward the enemy: it always stays on the black squares. Move your Lancier.",
    ),
    ("lesson.mundeleys.lancier.why", "Ce n'était pas le Lancier.", "That was not the Lancier."),
    ("lesson.mundeleys.grenadier.title", "Le Grenadier", "The Grenadier"),
    (
        "lesson.mundeleys.grenadier.task",
        "Le Grenadier avance d'une case tout droit, ou se déplace d'une case de côté. Déplacez votre Grenadier.",
        "The Grenadier steps one square straight forward, or one square sideways. Move your Grenadier.",
    ),
    ("lesson.mundeleys.grenadier.why", "Ce n'était pas le Grenadier.", "That was not the Grenadier."),
    ("lesson.mundeleys.mundeley.title", "Le Mundeley", "The Mundeley"),
    (
        "lesson.mundeleys.mundeley.task",
        "Le Mundeley va d'une case dans toutes les directions, même en arrière. Faites reculer votre Mundeley.",
        "The Mundeley goes one square in any direction, backward too. Move your Mundeley back.",
    ),
    (
        "lesson.mundeleys.mundeley.why",
        "Il fallait reculer : vers votre propre camp.",
        "It had to go back: toward your own side.",
    ),
    ("lesson.mundeleys.lancier_takes.title", "Ce que prend le Lancier", "What a Lancier takes"),
    (
        "lesson.mundeleys.lancier_takes.task",
        "On prend en allant sur la case de la pièce adverse, selon sa propre marche. Un Lancier prend un Lancier ou un Mundeley. Prenez avec votre Lancier.",
        "You take by moving onto the enemy piece's square, along your piece's own move. A Lancier takes a Lancier or a Mundeley. Take with your Lancier.",
    ),
    ("lesson.mundeleys.take.why", "Ce coup ne prend rien.", "This move takes nothing."),
    ("lesson.mundeleys.grenadier_takes.title", "Ce que prend le Grenadier", "What a Grenadier takes"),
    (
        "lesson.mundeleys.grenadier_takes.task",
        "Un Grenadier prend un Grenadier ou un Mundeley, jamais un Lancier. Prenez avec votre Grenadier.",
        "A Grenadier takes a Grenadier or a Mundeley, never a Lancier. Take with your Grenadier.",
    ),
    ("lesson.mundeleys.mundeley_takes.title", "Le Mundeley prend tout", "The Mundeley takes anything"),
    (
        "lesson.mundeleys.mundeley_takes.task",
        "Le Mundeley prend n'importe quelle pièce. Prenez un Grenadier noir.",
        "The Mundeley takes any piece. Take a black Grenadier.",
    ),
    ("lesson.mundeleys.protection.title", "La protection", "Protection"),
    (
        "lesson.mundeleys.protection.task",
        "Une pièce est protégée quand une pièce de son camp peut reprendre sur sa case. Prenez le Lancier noir qui n'est pas protégé.",
        "A piece is protected when a piece of its own side can recapture on its square. Take the black Lancier that is not protected.",
    ),
    (
        "lesson.mundeleys.protection.why",
        "Ce Lancier était protégé : votre pièce sera reprise.",
        "That Lancier was protected: your piece will be taken back.",
    ),
    ("lesson.mundeleys.promotion.title", "La promotion", "Promotion"),
    (
        "lesson.mundeleys.promotion.task",
        "Un Lancier ou un Grenadier qui atteint la dernière rangée devient un Mundeley de votre réserve. Amenez votre Lancier au bout.",
        "A Lancier or Grenadier reaching the far rank becomes a Mundeley from your reserve. Bring your Lancier to the end.",
    ),
    (
        "lesson.mundeleys.promotion.why",
        "Ce coup n'atteint pas la dernière rangée.",
        "This move does not reach the far rank.",
    ),
    ("lesson.mundeleys.empty_reserve.title", "La réserve vide", "The empty reserve"),
    (
        "lesson.mundeleys.empty_reserve.task",
        "Votre réserve est vide : une pièce arrivée au bout reste ce qu'elle est, et un Lancier n'y bouge plus. Amenez votre Grenadier sur la dernière rangée.",
        "Your reserve is empty: a piece reaching the far rank stays what it is, and a Lancier there cannot move. Bring your Grenadier to the far rank.",
    ),
    (
        "lesson.mundeleys.empty_reserve.why",
        "Le Grenadier n'est pas sur la dernière rangée.",
        "The Grenadier is not on the far rank.",
    ),
    ("lesson.mundeleys.draw.title", "La partie nulle", "The draw"),
    (
        "lesson.mundeleys.draw.task",
        "Quand il ne reste que des Mundeleys, autant de chaque côté, la partie est nulle. Prenez le Grenadier et obtenez la nulle.",
        "When only Mundeleys remain, as many on each side, the game is drawn. Take the Grenadier and draw.",
    ),
    (
        "lesson.mundeleys.draw.why",
        "Il reste un Grenadier noir : la partie continue.",
        "A black Grenadier remains: the game goes on.",
    ),
    ("lesson.mundeleys.repetition.title", "La répétition", "Repetition"),
    (
        "lesson.mundeleys.repetition.task",
        "La même position pour la troisième fois, c'est la nulle. Vous êtes en difficulté : faites aller et venir votre Mundeley entre deux cases jusqu'à la nulle.",
        "The same position for the third time is a draw. You are in trouble: move your Mundeley back and forth between two squares until the draw.",
    ),
    (
        "lesson.mundeleys.repetition.why",
        "Pour répéter la position, ramenez votre Mundeley sur la case qu'il vient de quitter.",
        "To repeat the position, bring your Mundeley back to the square it has just left.",
    ),
];
