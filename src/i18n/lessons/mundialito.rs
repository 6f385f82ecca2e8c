//! The Mundialito course and the reasons a Mundialito action is refused: `(key,
//! français, English)`.

/// Why a Mundialito click is refused, in words: (key, French, English). In the page's
/// module, which says it at every refused click.
pub const REFUSALS: &[(&str, &str, &str)] = &[
    (
        "mundialito.why.pick_piece",
        "Choisissez d'abord une de vos pyramides ou votre ballon.",
        "Choose one of your pyramids or your ball first.",
    ),
    ("mundialito.why.not_yours", "Cette pièce est à l'adversaire.", "That piece belongs to your opponent."),
    ("mundialito.why.stuck", "Cette pyramide n'a aucune action possible.", "That pyramid has no possible action."),
    (
        "mundialito.why.no_arrow",
        "Pas de flèche dans ce sens sur sa case : une pyramide ne suit que les flèches de la case où elle se trouve.",
        "No arrow that way on its square: a pyramid only follows the arrows of the square it stands on.",
    ),
    (
        "mundialito.why.one_square",
        "Une pyramide se déplace d'une seule case (ou en saute une plus grande).",
        "A pyramid moves one square only (or jumps over a larger one).",
    ),
    (
        "mundialito.why.ball_blocks",
        "Un ballon ne se pousse pas et ne se saute pas.",
        "A ball is never pushed or jumped.",
    ),
    (
        "mundialito.why.end_row_safe",
        "Sur la première et la dernière rangée, une pyramide ne peut être ni poussée ni sautée.",
        "On the first and last rows a pyramid can be neither pushed nor jumped.",
    ),
    (
        "mundialito.why.push_larger",
        "On ne pousse pas une pyramide plus grande que la sienne : on la saute, en cliquant sur la case derrière elle.",
        "You cannot push a pyramid larger than yours: you jump it, by clicking the square behind it.",
    ),
    (
        "mundialito.why.push_arrow",
        "La case de la pyramide adverse doit elle aussi avoir une flèche dans ce sens.",
        "The enemy pyramid's square must have an arrow that way too.",
    ),
    ("mundialito.why.beyond_full", "La case derrière doit être vide.", "The square behind must be empty."),
    (
        "mundialito.why.jump_smaller",
        "On ne saute qu'une pyramide plus grande ; une de même taille ou plus petite se pousse.",
        "You only jump a larger pyramid; one of the same size or smaller is pushed.",
    ),
    (
        "mundialito.why.pass_to_pyramid",
        "Le ballon s'échange avec une de vos pyramides.",
        "The ball swaps places with one of your pyramids.",
    ),
    (
        "mundialito.why.pass_line",
        "Une passe suit la rangée ou une diagonale, jamais la colonne.",
        "A pass goes along the row or a diagonal, never along the file.",
    ),
    (
        "mundialito.why.pass_blocked",
        "Une pièce se trouve entre le ballon et la pyramide : la passe est coupée.",
        "A piece stands between the ball and the pyramid: the pass is cut.",
    ),
    (
        "mundialito.why.setup_reserve",
        "Prenez d'abord une pyramide (ou votre ballon) dans la réserve.",
        "Take a pyramid (or your ball) from the reserve first.",
    ),
    (
        "mundialito.why.setup_row",
        "Les pyramides se posent sur votre première rangée.",
        "Pyramids are set on your first row.",
    ),
    ("mundialito.why.ball_row", "Le ballon se pose sur votre deuxième rangée.", "The ball is set on your second row."),
    ("mundialito.why.occupied", "Cette case est déjà occupée.", "That square is already taken."),
];

/// Mundialito's lessons: (key, French, English). Only the lessons' module carries them (the page
/// loads it when a course is opened): see [`super::tables`].
pub const COURSE: &[(&str, &str, &str)] = &[
    ("lesson.mundialito.arrows.title", "Les flèches", "The arrows"),
    (
        "lesson.mundialito.arrows.task",
        "Une pyramide se déplace d'une case en suivant une flèche de sa case, vers une case vide. Déplacez votre pyramide.",
        "A pyramid moves one square along an arrow of its square, into an empty square. Move your pyramid.",
    ),
    ("lesson.mundialito.arrows.why", "Ce n'était pas un déplacement de pyramide.", "That was not a pyramid's move."),
    ("lesson.mundialito.cylinder.title", "Le cylindre", "The cylinder"),
    (
        "lesson.mundialito.cylinder.task",
        "Le terrain est un cylindre : la colonne a touche la colonne f. Faites passer votre pyramide de a à f par le bord.",
        "The board is a cylinder: file a touches file f. Take your pyramid from a to f across the edge.",
    ),
    (
        "lesson.mundialito.cylinder.why",
        "La pyramide n'a pas traversé le bord : suivez la flèche vers la gauche (l'ouest).",
        "The pyramid did not cross the edge: follow the arrow pointing left (west).",
    ),
    ("lesson.mundialito.pass.title", "La passe", "The pass"),
    (
        "lesson.mundialito.pass.task",
        "Le ballon ne bouge que par une passe : il échange sa place avec une de vos pyramides, sur la même rangée ou la même diagonale, sans rien entre eux. Faites une passe.",
        "The ball only moves by a pass: it swaps places with one of your pyramids on the same row or diagonal, with nothing between them. Make a pass.",
    ),
    ("lesson.mundialito.pass.why", "Ce n'était pas une passe.", "That was not a pass."),
    ("lesson.mundialito.score.title", "Marquer", "Scoring"),
    (
        "lesson.mundialito.score.task",
        "On gagne dès que son ballon atteint la dernière rangée, celle de l'adversaire. Marquez.",
        "You win as soon as your ball reaches the last row, your opponent's. Score.",
    ),
    (
        "lesson.mundialito.score.why",
        "Le ballon n'est pas arrivé sur la dernière rangée.",
        "The ball has not reached the last row.",
    ),
    ("lesson.mundialito.two_actions.title", "Deux actions", "Two actions"),
    (
        "lesson.mundialito.two_actions.task",
        "Un tour, c'est deux actions, de même sorte ou non. Marquez en deux actions : avancez d'abord une pyramide sur la dernière rangée, puis passez-lui le ballon.",
        "A turn is two actions, of the same kind or not. Score in two actions: first move a pyramid onto the last row, then pass it the ball.",
    ),
    ("lesson.mundialito.push.title", "Pousser", "Pushing"),
    (
        "lesson.mundialito.push.task",
        "Votre pyramide pousse une pyramide adverse de même taille ou plus petite, si les deux cases ont la flèche dans ce sens et que la case derrière est vide. Poussez.",
        "Your pyramid pushes an enemy pyramid of the same size or smaller, if both squares have the arrow that way and the square behind is empty. Push.",
    ),
    ("lesson.mundialito.push.why", "Ce n'était pas une poussée.", "That was not a push."),
    ("lesson.mundialito.jump.title", "Sauter", "Jumping"),
    (
        "lesson.mundialito.jump.task",
        "Une pyramide saute par-dessus une pyramide adverse plus grande et atterrit juste derrière, tout droit. Sautez.",
        "A pyramid jumps over a larger enemy pyramid and lands straight behind it. Jump.",
    ),
    ("lesson.mundialito.jump.why", "Ce n'était pas un saut.", "That was not a jump."),
    ("lesson.mundialito.safe_rows.title", "Les rangées protégées", "The safe rows"),
    (
        "lesson.mundialito.safe_rows.task",
        "Sur la première et la dernière rangée, une pyramide ne peut être ni poussée ni sautée. Poussez la pyramide rouge qui peut l'être.",
        "On the first and last rows a pyramid can be neither pushed nor jumped. Push the red pyramid that can be pushed.",
    ),
    ("lesson.mundialito.end.title", "Finir son tour", "Ending a turn"),
    (
        "lesson.mundialito.end.task",
        "Après une action, on peut s'arrêter. Jouez une action, puis terminez votre tour avec « Fin du tour ».",
        "After one action you may stop. Play one action, then end your turn with \"End turn\".",
    ),
    (
        "lesson.mundialito.end.why",
        "Vous avez joué deux actions : il fallait terminer le tour après la première.",
        "You played two actions: the turn had to end after the first.",
    ),
];
