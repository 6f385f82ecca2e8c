//! The moulin course and the reasons a moulin move is refused: `(key, français,
//! English)`.

/// Why a moulin click is refused, in words: (key, French, English). In the page's
/// module, which says it at every refused click.
pub const REFUSALS: &[(&str, &str, &str)] = &[
    (
        "moulin.why.place_first",
        "Posez d'abord tous vos pions : il vous en reste {n} en main.",
        "Place all your men first: you still have {n} in hand.",
    ),
    ("moulin.why.occupied", "Ce point est déjà occupé.", "That point is already taken."),
    ("moulin.why.not_yours", "Ce pion est à l'adversaire.", "That man belongs to your opponent."),
    ("moulin.why.pick_man", "Choisissez d'abord un de vos pions.", "Choose one of your men first."),
    (
        "moulin.why.stuck",
        "Ce pion est bloqué : aucun point voisin n'est libre.",
        "That man is blocked: no neighbouring point is free.",
    ),
    (
        "moulin.why.not_adjacent",
        "Un pion glisse le long d'une ligne jusqu'au point voisin ; il ne vole que quand il ne vous en reste que trois.",
        "A man slides along a line to the next point; it only flies when you have just three left.",
    ),
    (
        "moulin.why.no_mill",
        "Ce coup ne forme pas de moulin : il ne prend rien.",
        "This move forms no mill: it takes nothing.",
    ),
    ("moulin.why.take_enemy", "Un moulin prend un pion de l'adversaire.", "A mill takes one of your opponent's men."),
    (
        "moulin.why.in_mill",
        "Un pion d'un moulin ne peut pas être pris tant que l'adversaire a des pions hors moulin.",
        "A man in a mill cannot be taken while your opponent has men outside mills.",
    ),
];

/// Moulin's lessons: (key, French, English). Only the lessons' module carries them (the page
/// loads it when a course is opened): see [`super::tables`].
pub const COURSE: &[(&str, &str, &str)] = &[
    ("lesson.moulin.place.title", "Poser un pion", "Placing a man"),
    (
        "lesson.moulin.place.task",
        "Au début, chacun pose à son tour un pion de sa main sur un point libre. Posez un pion blanc.",
        "At first each player in turn places a man from hand on a free point. Place a white man.",
    ),
    (
        "lesson.moulin.place.why",
        "Tant qu'il vous reste des pions en main, vous les posez.",
        "While you have men in hand, you place them.",
    ),
    ("lesson.moulin.slide.title", "Faire glisser un pion", "Sliding a man"),
    (
        "lesson.moulin.slide.task",
        "Tous les pions sont posés : on les fait glisser le long d'une ligne vers un point voisin libre. Déplacez un pion blanc.",
        "All men are placed: now they slide along a line to a free neighbouring point. Move a white man.",
    ),
    ("lesson.moulin.mill.title", "Former un moulin", "Forming a mill"),
    (
        "lesson.moulin.mill.task",
        "Trois pions alignés sur une ligne forment un moulin, qui prend un pion adverse. Formez un moulin et prenez un pion noir.",
        "Three men in a row on a line form a mill, which takes an enemy man. Form a mill and take a black man.",
    ),
    (
        "lesson.moulin.mill.why",
        "Ce coup ne ferme aucun moulin, il ne prend donc rien.",
        "This move closes no mill, so it takes nothing.",
    ),
    ("lesson.moulin.take.title", "Quel pion prendre\u{a0}?", "Which man may be taken?"),
    (
        "lesson.moulin.take.task",
        "Un pion d'un moulin est protégé tant que l'adversaire a des pions hors moulin. Formez un moulin et prenez le pion noir qui peut l'être.",
        "A man in a mill is safe while your opponent has men outside mills. Form a mill and take the black man that may be taken.",
    ),
    ("lesson.moulin.all_in_mills.title", "Tous en moulin", "All in mills"),
    (
        "lesson.moulin.all_in_mills.task",
        "Quand tous les pions adverses sont dans des moulins, n'importe lequel peut être pris. Formez un moulin et prenez un pion noir.",
        "When all your opponent's men stand in mills, any of them may be taken. Form a mill and take a black man.",
    ),
    ("lesson.moulin.reform.title", "Ouvrir et refermer", "Open and close again"),
    (
        "lesson.moulin.reform.task",
        "Un moulin ouvert puis refermé prend de nouveau. Sortez un pion de votre moulin, puis ramenez-le au coup suivant pour prendre.",
        "A mill opened and closed again takes again. Move a man out of your mill, then bring it back next move to take.",
    ),
    (
        "lesson.moulin.reform.why",
        "Le moulin n'a pas été refermé : ramenez le pion sur le point qu'il a quitté.",
        "The mill was not closed again: bring the man back to the point it left.",
    ),
    ("lesson.moulin.fly.title", "Voler à trois pions", "Flying with three men"),
    (
        "lesson.moulin.fly.task",
        "Avec trois pions seulement, vos pions volent vers n'importe quel point libre. Formez un moulin en volant.",
        "With only three men left, your men fly to any free point. Form a mill by flying.",
    ),
    ("lesson.moulin.blocked.title", "Bloqué, c'est perdu", "Blocked means lost"),
    (
        "lesson.moulin.blocked.task",
        "Un joueur qui ne peut plus bouger a perdu. Un seul pion noir peut encore bouger : bloquez-le.",
        "A player who cannot move has lost. Only one black man can still move: block it.",
    ),
    (
        "lesson.moulin.blocked.why",
        "Noir peut encore bouger : occupez le dernier point libre à côté de ses pions.",
        "Black can still move: take the last free point next to its men.",
    ),
    ("lesson.moulin.two_left.title", "Moins de trois pions", "Fewer than three men"),
    (
        "lesson.moulin.two_left.task",
        "Un joueur réduit à deux pions a perdu. Noir n'en a plus que trois : formez un moulin et gagnez.",
        "A player down to two men has lost. Black has only three left: form a mill and win.",
    ),
    ("lesson.moulin.double.title", "La double menace", "The double threat"),
    (
        "lesson.moulin.double.task",
        "Posez un pion qui menace deux moulins à la fois : Noir ne pourra en boucher qu'un, et vous fermerez l'autre.",
        "Place a man that threatens two mills at once: Black can block only one, and you close the other.",
    ),
    (
        "lesson.moulin.double.why",
        "Ce coup ne menace pas deux moulins : Noir pourra boucher votre menace.",
        "This move does not threaten two mills: Black can block your threat.",
    ),
];
