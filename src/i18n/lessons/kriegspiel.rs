//! The Kriegspiel course and the reasons a Kriegspiel action is refused: `(key,
//! français, English)`. `{arm}` is an arm's name, `{n}` a number.

/// Why a Kriegspiel click is refused, in words: (key, French, English). In the page's
/// module, which says it at every refused click.
pub const REFUSALS: &[(&str, &str, &str)] = &[
    ("kriegspiel.why.pick_plate", "Choisissez d'abord un de vos plateaux.", "Choose one of your plates first."),
    ("kriegspiel.why.not_yours", "Ce plateau est à l'ennemi.", "That plate belongs to the enemy."),
    (
        "kriegspiel.why.wreck",
        "Un canon détruit ne bouge plus, ne tire plus et ne reçoit plus personne.",
        "A wrecked cannon no longer moves, fires or takes anyone in.",
    ),
    (
        "kriegspiel.why.wreck_blocks",
        "Un canon détruit barre le passage (les tirs, eux, passent par-dessus).",
        "A wrecked cannon blocks the way (shots pass over it).",
    ),
    (
        "kriegspiel.why.half_rotation_first",
        "Ce plateau regarde encore le coin de départ : tournez-le d'abord, gratuitement, vers la case juste à gauche ou à droite de ce coin.",
        "This plate still faces its start corner: first turn it, for free, toward the cell just left or right of that corner.",
    ),
    (
        "kriegspiel.why.one_side",
        "Une rotation tourne le plateau d'un seul côté (60°) à la fois.",
        "A rotation turns the plate by one side (60°) at a time.",
    ),
    (
        "kriegspiel.why.one_cell",
        "Un plateau se déplace d'une seule case, droit devant ou droit derrière selon son orientation.",
        "A plate moves one cell only, straight ahead or straight back along its facing.",
    ),
    ("kriegspiel.why.edge", "Ce serait sortir du champ de bataille.", "That would leave the battlefield."),
    ("kriegspiel.why.cell_taken", "Un plateau ne se déplace que vers une case vide.", "A plate only moves into an empty cell."),
    (
        "kriegspiel.why.fire_begun",
        "Le tir a commencé : plus aucun mouvement ce tour-ci.",
        "Firing has begun: no more movement this turn.",
    ),
    (
        "kriegspiel.why.budget",
        "{arm} : les {n} mouvements de ce tour sont dépensés.",
        "{arm}: the {n} moves of this turn are spent.",
    ),
    (
        "kriegspiel.why.crew_none",
        "Un canon avec moins de deux servants ne bouge pas.",
        "A cannon with fewer than two crew does not move.",
    ),
    (
        "kriegspiel.why.crew_rotate_only",
        "Avec moins de quatre servants, un canon ne se déplace pas : il peut seulement tourner.",
        "With fewer than four crew a cannon cannot move: it can only turn.",
    ),
    (
        "kriegspiel.why.crew_two",
        "Avec deux servants, un canon ne fait qu'une rotation par tour.",
        "With two crew a cannon makes only one rotation a turn.",
    ),
    (
        "kriegspiel.why.crew_three",
        "Avec trois servants, un canon ne fait que deux rotations par tour.",
        "With three crew a cannon makes only two rotations a turn.",
    ),
    ("kriegspiel.why.fired", "{arm} : déjà un tir ce tour-ci.", "{arm}: already fired this turn."),
    ("kriegspiel.why.no_crew_fire", "Un canon sans servant ne tire pas.", "A cannon with no crew cannot fire."),
    (
        "kriegspiel.why.not_in_line",
        "Un plateau tire tout droit devant lui : tournez-le d'abord vers la cible.",
        "A plate fires straight ahead: turn it toward the target first.",
    ),
    ("kriegspiel.why.backward", "On ne tire jamais vers l'arrière.", "No one ever fires backward."),
    (
        "kriegspiel.why.range",
        "Hors de portée : {arm}, {n} case(s) au plus.",
        "Out of range: {arm}, {n} cell(s) at most.",
    ),
    (
        "kriegspiel.why.line_blocked",
        "Un plateau est sur la ligne de tir : le tir touche le premier.",
        "A plate stands on the line of fire: the shot hits the first one.",
    ),
    (
        "kriegspiel.why.transfer_faced",
        "On ne passe des figurines qu'au plateau ami que l'on regarde.",
        "Figures only go to the friendly plate being faced.",
    ),
    (
        "kriegspiel.why.transfer_after_fire",
        "Plus de transfert une fois le tir commencé.",
        "No transfer once firing has begun.",
    ),
    (
        "kriegspiel.why.transfer_kind",
        "Les soldats vont aux plateaux de soldats et aux canons, les cavaliers aux plateaux de cavalerie.",
        "Soldiers go to soldier and cannon plates, cavaliers to cavalry plates.",
    ),
    ("kriegspiel.why.transfer_empty", "Ce plateau n'a personne à donner.", "This plate has no one to give."),
    ("kriegspiel.why.transfer_full", "Le plateau qui reçoit n'a pas assez de place.", "The receiving plate has not enough room."),
    (
        "kriegspiel.why.transfer_count",
        "Ce plateau n'a pas autant de figurines.",
        "This plate does not have that many figures.",
    ),
];

/// Kriegspiel's lessons: (key, French, English). Only the lessons' module carries them (the page
/// loads it when a course is opened): see [`super::tables`].
pub const COURSE: &[(&str, &str, &str)] = &[
    ("lesson.kriegspiel.half_rotation.title", "La demi-rotation", "The half-rotation"),
    (
        "lesson.kriegspiel.half_rotation.task",
        "Au départ, chaque plateau regarde un coin de sa case, vers l'ennemi. Sa première rotation, gratuite, le tourne vers la case juste à gauche ou à droite. Faites la demi-rotation de vos soldats.",
        "At the start each plate faces a corner of its cell, toward the enemy. Its first rotation, free, turns it toward the cell just left or right. Make your soldiers' half-rotation.",
    ),
    (
        "lesson.kriegspiel.half_rotation.why",
        "Il fallait tourner le plateau avant toute autre chose.",
        "The plate had to be turned before anything else.",
    ),
    ("lesson.kriegspiel.rotation.title", "La rotation", "The rotation"),
    (
        "lesson.kriegspiel.rotation.task",
        "Une rotation tourne un plateau d'un côté (60°) et coûte un mouvement de son arme. Tournez vos soldats.",
        "A rotation turns a plate by one side (60°) and costs one move of its arm. Turn your soldiers.",
    ),
    ("lesson.kriegspiel.rotation.why", "Ce n'était pas une rotation.", "That was not a rotation."),
    ("lesson.kriegspiel.displacement.title", "Le déplacement", "The displacement"),
    (
        "lesson.kriegspiel.displacement.task",
        "Un plateau avance ou recule d'une case dans le sens où il regarde, vers une case vide. Devant, un canon détruit barre la route : reculez.",
        "A plate moves one cell forward or back along its facing, into an empty cell. Ahead a wreck blocks the way: move back.",
    ),
    ("lesson.kriegspiel.displacement.why", "Ce n'était pas un déplacement.", "That was not a displacement."),
    ("lesson.kriegspiel.budget.title", "Les mouvements de chaque arme", "Each arm's moves"),
    (
        "lesson.kriegspiel.budget.task",
        "Par tour, les canons ont 3 mouvements, les soldats 4, la cavalerie 5, à partager entre les plateaux de l'arme. Avancez chacun de vos deux plateaux de soldats de deux cases.",
        "Each turn cannons have 3 moves, soldiers 4, cavalry 5, shared among the arm's plates. Move each of your two soldier plates two cells forward.",
    ),
    (
        "lesson.kriegspiel.budget.why",
        "Les 4 mouvements des soldats sont dépensés et les deux plateaux n'ont pas avancé de deux cases chacun.",
        "The soldiers' 4 moves are spent and the two plates have not each moved two cells.",
    ),
    ("lesson.kriegspiel.crew.title", "Les servants du canon", "The cannon's crew"),
    (
        "lesson.kriegspiel.crew.task",
        "Un canon bouge selon ses servants : 4, tous les mouvements ; 3, deux rotations ; 2, une rotation ; 0 ou 1, rien. Votre canon a deux servants : tournez-le.",
        "A cannon moves by its crew: 4, any move; 3, two rotations; 2, one rotation; 0 or 1, nothing. Your cannon has two crew: turn it.",
    ),
    ("lesson.kriegspiel.crew.why", "Il fallait tourner le canon.", "The cannon had to be turned."),
    ("lesson.kriegspiel.transfer.title", "Les transferts", "Transfers"),
    (
        "lesson.kriegspiel.transfer.task",
        "Un plateau passe des figurines, sans frais, au plateau ami qu'il regarde. Complétez l'équipage du canon : quatre servants.",
        "A plate passes figures, for free, to the friendly plate it faces. Complete the cannon's crew: four.",
    ),
    (
        "lesson.kriegspiel.transfer.why",
        "Il fallait passer des soldats au canon.",
        "Soldiers had to be passed to the cannon.",
    ),
    ("lesson.kriegspiel.soldiers_fire.title", "Le tir des soldats", "Soldiers fire"),
    (
        "lesson.kriegspiel.soldiers_fire.task",
        "Un plateau tire tout droit devant lui, jamais en arrière, sur le premier plateau de la ligne. Les soldats portent à 2 cases ; le dé (0 à 5) dit combien de figurines tombent, au plus autant que de tireurs. Tirez.",
        "A plate fires straight ahead, never backward, at the first plate on the line. Soldiers reach 2 cells; the die (0 to 5) says how many fall, at most as many as the firers. Fire.",
    ),
    ("lesson.kriegspiel.fire.why", "Ce n'était pas le tir demandé.", "That was not the shot asked for."),
    ("lesson.kriegspiel.cavalry_fire.title", "La cavalerie au contact", "Cavalry at close range"),
    (
        "lesson.kriegspiel.cavalry_fire.task",
        "La cavalerie ne tire qu'à une case, et touche sur un 4 ou un 5. Avancez au contact, puis tirez.",
        "Cavalry fire at one cell only and hit on a 4 or a 5. Move up to the enemy, then fire.",
    ),
    (
        "lesson.kriegspiel.range.why",
        "La cavalerie n'a pas tiré : elle doit être juste devant sa cible.",
        "The cavalry did not fire: it must stand right in front of its target.",
    ),
    ("lesson.kriegspiel.cannon_fire.title", "Le tir du canon", "Cannon fire"),
    (
        "lesson.kriegspiel.cannon_fire.task",
        "Le canon porte à 3 cases et tire sur le premier plateau de sa ligne. Sur des soldats, le dé dit combien tombent ; sur un canon, seul un 5 le détruit. Tirez au canon.",
        "The cannon reaches 3 cells and fires at the first plate on its line. Against soldiers the die says how many fall; against a cannon only a 5 wrecks it. Fire the cannon.",
    ),
    ("lesson.kriegspiel.wreck.title", "Les canons détruits", "Wrecks"),
    (
        "lesson.kriegspiel.wreck.task",
        "Un canon détruit reste sur le terrain : il barre le passage, mais les tirs passent par-dessus. Tirez par-dessus le canon détruit.",
        "A wrecked cannon stays on the field: it blocks the way, but shots pass over it. Fire over the wreck.",
    ),
    ("lesson.kriegspiel.victory.title", "La victoire", "Victory"),
    (
        "lesson.kriegspiel.victory.task",
        "Une armée sans soldats, sans cavalerie et sans canon d'au moins deux servants a perdu. Il ne reste aux Anglais qu'un plateau d'un soldat et un canon à un servant : achevez-les (le dé est de votre côté).",
        "An army with no soldiers, no cavalry and no cannon with two or more crew has lost. The English have one soldier and a cannon with one crew left: finish them (the die is on your side).",
    ),
    (
        "lesson.kriegspiel.victory.why",
        "L'armée anglaise peut encore agir : tirez sur son dernier soldat.",
        "The English army can still act: fire at its last soldier.",
    ),
];
