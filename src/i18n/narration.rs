//! The game told in words: `(key, français, English)` for the descriptions of
//! cells and moves and the prompts of [`crate::core::View`] (screen readers, the
//! account of the last turn). Placeholders in braces are filled by the page; an
//! argument starting with `@` is itself a key of these tables.

/// The words that tell moves and cells (screen readers, the last turn): (key, French, English).
pub const NARRATION: &[(&str, &str, &str)] = &[
    // Shared
    ("narr.cell", "case {cell}", "cell {cell}"),
    ("narr.cell.empty", "{cell}, vide", "{cell}, empty"),
    ("narr.cell.piece", "{cell}, {piece}", "{cell}, {piece}"),
    // A cell of the move being entered, said after its name (see `View::mark_words`).
    ("narr.mark.selected", "choisi", "selected"),
    ("narr.mark.move", "coup possible", "possible move"),
    ("narr.mark.capture", "prise possible", "capture"),
    ("narr.mark.special", "action possible", "possible action"),
    ("narr.mundeleys.mark.promote", "coup possible, avec promotion", "possible move, with promotion"),
    ("narr.mundialito.mark.pass", "passe possible", "possible pass"),
    ("narr.mundialito.mark.push", "poussée possible", "possible push"),
    ("narr.mundialito.mark.jump", "saut possible", "possible jump"),
    ("narr.kriegspiel.mark.turn", "rotation possible", "possible turn"),
    ("narr.kriegspiel.mark.transfer", "transfert possible", "possible transfer"),
    ("narr.kriegspiel.mark.shot", "tir possible", "possible shot"),
    ("narr.move", "coup {move}", "move {move}"),
    ("narr.end", "fin du tour", "ends the turn"),
    ("narr.dir.E", "l'est", "east"),
    ("narr.dir.NE", "le nord-est", "north-east"),
    ("narr.dir.N", "le nord", "north"),
    ("narr.dir.NW", "le nord-ouest", "north-west"),
    ("narr.dir.W", "l'ouest", "west"),
    ("narr.dir.SW", "le sud-ouest", "south-west"),
    ("narr.dir.S", "le sud", "south"),
    ("narr.dir.SE", "le sud-est", "south-east"),
    // Jeu du moulin
    ("narr.moulin.man.0", "pion blanc", "white man"),
    ("narr.moulin.man.1", "pion noir", "black man"),
    ("narr.moulin.place", "pose un pion en {to}", "places a man on {to}"),
    (
        "narr.moulin.place_take",
        "pose un pion en {to} : moulin, prend {taken}",
        "places a man on {to}: mill, takes {taken}",
    ),
    ("narr.moulin.slide", "{from} vers {to}", "{from} to {to}"),
    ("narr.moulin.slide_take", "{from} vers {to} : moulin, prend {taken}", "{from} to {to}: mill, takes {taken}"),
    ("narr.moulin.fly", "{from} vole en {to}", "{from} flies to {to}"),
    (
        "narr.moulin.fly_take",
        "{from} vole en {to} : moulin, prend {taken}",
        "{from} flies to {to}: mill, takes {taken}",
    ),
    ("narr.moulin.prompt.place", "Posez un pion ({n} en main)", "Place a man ({n} in hand)"),
    (
        "narr.moulin.prompt.move",
        "Placement terminé : déplacez vos pions le long des lignes",
        "Placing is over: move your men along the lines",
    ),
    ("narr.moulin.prompt.fly", "Vous n'avez plus que 3 pions : ils volent", "You have only 3 men left: they fly"),
    ("narr.moulin.prompt.take", "Moulin\u{a0}! Prenez un pion adverse", "Mill! Take one of your opponent's men"),
    // Jeu des Mundeleys
    ("narr.mundeleys.kind.0", "Lancier", "Lancier"),
    ("narr.mundeleys.kind.1", "Grenadier", "Grenadier"),
    ("narr.mundeleys.kind.2", "Mundeley", "Mundeley"),
    ("narr.mundeleys.the.0", "le Lancier", "the Lancier"),
    ("narr.mundeleys.the.1", "le Grenadier", "the Grenadier"),
    ("narr.mundeleys.the.2", "le Mundeley", "the Mundeley"),
    ("narr.mundeleys.colour.0", "blanc", "white"),
    ("narr.mundeleys.colour.1", "noir", "black"),
    ("narr.mundeleys.cell", "{cell}, {kind} {colour}", "{cell}, {colour} {kind}"),
    ("narr.mundeleys.move", "{kind} {from} vers {to}", "{kind} {from} to {to}"),
    ("narr.mundeleys.move_crown", "{kind} {from} vers {to}, promu Mundeley", "{kind} {from} to {to}, crowned Mundeley"),
    ("narr.mundeleys.take", "{kind} {from} prend {victim} en {to}", "{kind} {from} takes {victim} on {to}"),
    (
        "narr.mundeleys.take_crown",
        "{kind} {from} prend {victim} en {to}, promu Mundeley",
        "{kind} {from} takes {victim} on {to}, crowned Mundeley",
    ),
    // Mundialito
    ("narr.mundialito.colour.0", "jaune", "yellow"),
    ("narr.mundialito.colour.1", "rouge", "red"),
    ("narr.mundialito.arrows.0", "aucune flèche", "no arrow"),
    ("narr.mundialito.arrows.1", "flèche vers le nord", "arrow to the north"),
    ("narr.mundialito.arrows.2", "flèche vers l'est", "arrow to the east"),
    ("narr.mundialito.arrows.3", "flèches vers le nord et l'est", "arrows to the north and east"),
    ("narr.mundialito.arrows.4", "flèche vers le sud", "arrow to the south"),
    ("narr.mundialito.arrows.5", "flèches vers le nord et le sud", "arrows to the north and south"),
    ("narr.mundialito.arrows.6", "flèches vers l'est et le sud", "arrows to the east and south"),
    ("narr.mundialito.arrows.7", "flèches vers le nord, l'est et le sud", "arrows to the north, east and south"),
    ("narr.mundialito.arrows.8", "flèche vers l'ouest", "arrow to the west"),
    ("narr.mundialito.arrows.9", "flèches vers le nord et l'ouest", "arrows to the north and west"),
    ("narr.mundialito.arrows.10", "flèches vers l'est et l'ouest", "arrows to the east and west"),
    ("narr.mundialito.arrows.11", "flèches vers le nord, l'est et l'ouest", "arrows to the north, east and west"),
    ("narr.mundialito.arrows.12", "flèches vers le sud et l'ouest", "arrows to the south and west"),
    ("narr.mundialito.arrows.13", "flèches vers le nord, le sud et l'ouest", "arrows to the north, south and west"),
    ("narr.mundialito.arrows.14", "flèches vers l'est, le sud et l'ouest", "arrows to the east, south and west"),
    (
        "narr.mundialito.arrows.15",
        "flèches vers le nord, l'est, le sud et l'ouest",
        "arrows to the north, east, south and west",
    ),
    (
        "narr.mundialito.cell.pyramid",
        "{cell}, pyramide {colour} de taille {size} ; {arrows}",
        "{cell}, {colour} pyramid of size {size}; {arrows}",
    ),
    ("narr.mundialito.cell.ball", "{cell}, ballon {colour} ; {arrows}", "{cell}, {colour} ball; {arrows}"),
    ("narr.mundialito.cell.empty", "{cell}, vide ; {arrows}", "{cell}, empty; {arrows}"),
    (
        "narr.mundialito.reserve",
        "Réserve {colour} : pyramides de taille {size}, {n} à placer",
        "{colour} reserve: pyramids of size {size}, {n} to place",
    ),
    ("narr.mundialito.reserve.ball", "Réserve {colour} : le ballon, à placer", "{colour} reserve: the ball, to place"),
    (
        "narr.mundialito.reserve.no_ball",
        "Réserve {colour} : pas de ballon à placer",
        "{colour} reserve: no ball to place",
    ),
    ("narr.mundialito.place", "pyramide de taille {size} posée en {to}", "size {size} pyramid placed on {to}"),
    ("narr.mundialito.ball", "ballon posé en {to}", "ball placed on {to}"),
    ("narr.mundialito.step", "pyramide {from} vers {to}", "pyramid {from} to {to}"),
    ("narr.mundialito.jump", "pyramide {from} saute en {to}", "pyramid {from} jumps to {to}"),
    ("narr.mundialito.push", "pyramide {from} pousse {over} en {to}", "pyramid {from} pushes {over} to {to}"),
    ("narr.mundialito.pass", "passe du ballon de {ball} à {to}", "passes the ball from {ball} to {to}"),
    (
        "narr.mundialito.pass_goal",
        "passe du ballon de {ball} à {to} : but\u{a0}!",
        "passes the ball from {ball} to {to}: goal!",
    ),
    // Kriegspiel
    ("narr.kriegspiel.army.0", "français", "French"),
    ("narr.kriegspiel.army.1", "anglais", "English"),
    ("narr.kriegspiel.soldier", "soldat", "soldier"),
    ("narr.kriegspiel.soldiers", "soldats", "soldiers"),
    ("narr.kriegspiel.cavalier", "cavalier", "cavalryman"),
    ("narr.kriegspiel.cavaliers", "cavaliers", "cavalrymen"),
    ("narr.kriegspiel.gunner", "servant", "gunner"),
    ("narr.kriegspiel.gunners", "servants", "gunners"),
    (
        "narr.kriegspiel.facing.start",
        "le camp ennemi, avant sa demi-rotation",
        "the enemy camp, before its half-rotation",
    ),
    (
        "narr.kriegspiel.cell.plate",
        "{cell}, plateau {army} de {n} {figures}, tourné vers {dir}",
        "{cell}, {army} plate of {n} {figures}, facing {dir}",
    ),
    (
        "narr.kriegspiel.cell.cannon",
        "{cell}, canon {army} servi par {n} {figures}, tourné vers {dir}",
        "{cell}, {army} cannon with {n} {figures}, facing {dir}",
    ),
    ("narr.kriegspiel.cell.wreck", "{cell}, canon {army} détruit", "{cell}, wrecked {army} cannon"),
    ("narr.kriegspiel.count", "{n} : transférer ce nombre de figurines", "{n}: transfer this many figures"),
    (
        "narr.kriegspiel.ring",
        "hors du champ, à côté de {cell}, vers {dir} : tourner un plateau vers ce bord",
        "off the field, beside {cell} to the {dir}: turn a plate toward this edge",
    ),
    ("narr.kriegspiel.turn", "{from} tourne vers {dir}", "{from} turns to face {dir}"),
    ("narr.kriegspiel.advance", "{from} avance en {to}", "{from} advances to {to}"),
    ("narr.kriegspiel.back", "{from} recule en {to}", "{from} falls back to {to}"),
    ("narr.kriegspiel.transfer", "{from} passe {n} {figures} à {to}", "{from} passes {n} {figures} to {to}"),
    ("narr.kriegspiel.shoot", "{from} tire sur {to}", "{from} fires at {to}"),
    ("narr.kriegspiel.roll", "dé : {roll}", "die: {roll}"),
    ("narr.kriegspiel.roll.miss", "dé : {roll}, sans effet", "die: {roll}, no effect"),
    ("narr.kriegspiel.roll.wreck", "dé : {roll}, canon détruit", "die: {roll}, cannon wrecked"),
    ("narr.kriegspiel.roll.out", "dé : {roll}, {n} {figures} hors combat", "die: {roll}, {n} {figures} out of action"),
    (
        "narr.kriegspiel.roll.removed",
        "dé : {roll}, {n} {figures} hors combat : le plateau {to} quitte le champ",
        "die: {roll}, {n} {figures} out of action: the plate on {to} leaves the field",
    ),
    (
        "narr.kriegspiel.prompt.movement",
        "Phase de mouvement : tournez, déplacez ou transférez ; un tir ouvre la phase de tir",
        "Movement phase: turn, move or transfer figures; a shot opens the fire phase",
    ),
    (
        "narr.kriegspiel.prompt.fire",
        "Phase de tir : chaque arme qui n'a pas tiré peut tirer une fois, puis finissez le tour",
        "Fire phase: each arm that has not fired may fire once, then end the turn",
    ),
];

#[cfg(test)]
mod tests {
    use super::NARRATION;
    use crate::i18n::strings::STRINGS;

    #[test]
    fn keys_are_new_unique_and_placeholders_match() {
        let mut keys: Vec<&str> = NARRATION.iter().chain(STRINGS).map(|s| s.0).collect();
        keys.sort();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key is given twice");
        let ph = |s: &str| -> Vec<String> {
            let mut v: Vec<String> =
                s.split('{').skip(1).filter_map(|p| p.split_once('}').map(|x| x.0.to_string())).collect();
            v.sort();
            v
        };
        for (k, fr, en) in NARRATION {
            assert!(!fr.is_empty() && !en.is_empty(), "{k} lacks a translation");
            assert_eq!(ph(fr), ph(en), "{k}: placeholders differ");
        }
    }
}
