//! The interface strings: `(key, français, English)`. Placeholders in braces
//! (`{side}`) are filled by the page.

/// The page's strings: (key, French, English).
pub const STRINGS: &[(&str, &str, &str)] = &[
    // The app
    ("app.title", "Plateaux", "Plateaux"),
    (
        "app.tagline",
        "Jeux de plateau rares, à deux ou contre l'ordinateur",
        "Rare board games, for two or against the computer",
    ),
    ("app.loading", "Chargement…", "Loading…"),
    ("app.language", "English", "Français"),
    ("app.offline_ready", "Disponible hors ligne", "Available offline"),
    ("app.new_version", "Nouvelle version", "New version"),
    ("app.reload", "Recharger", "Reload"),
    (
        "app.no_wasm",
        "Ce navigateur ne sait pas exécuter le jeu (WebAssembly manquant).",
        "This browser cannot run the game (no WebAssembly).",
    ),
    // Games
    ("game.moulin", "Jeu du moulin", "Nine Men's Morris"),
    (
        "game.moulin.blurb",
        "Alignez trois pions pour prendre ceux de l'adversaire.",
        "Line up three men to take your opponent's.",
    ),
    // Sides
    ("moulin.side.0", "les Blancs", "White"),
    ("moulin.side.0.to", "aux Blancs", "White"),
    ("moulin.side.1", "les Noirs", "Black"),
    ("moulin.side.1.to", "aux Noirs", "Black"),
    // Setting up a game
    ("setup.title", "Nouvelle partie", "New game"),
    ("setup.player", "Joueur", "Player"),
    ("setup.human", "Une personne", "A person"),
    ("setup.ai", "Ordinateur", "Computer"),
    ("setup.level", "Niveau", "Level"),
    ("level.1", "Débutant", "Beginner"),
    ("level.2", "Amateur", "Casual"),
    ("level.3", "Confirmé", "Skilled"),
    ("level.4", "Expert", "Expert"),
    ("setup.lots", "Tirer au sort qui prend quel camp", "Draw lots for sides"),
    ("setup.lots_result", "Tirage au sort : {first} prend {side}.", "Drawing lots: {first} takes {side}."),
    ("setup.start", "Commencer", "Start"),
    ("setup.minutes", "Minutes", "Minutes"),
    // Playing
    ("play.turn", "{to} de jouer", "{to} to play"),
    ("play.your_turn", "{to} de jouer : à vous\u{a0}!", "{to} to play: your move"),
    ("play.thinking", "L'ordinateur réfléchit pour {side}…", "The computer is thinking for {side}…"),
    ("play.pick_capture", "Moulin\u{a0}! Choisissez le pion à prendre.", "Mill! Choose the man to take."),
    ("play.win", "{side} gagnent", "{side} wins"),
    ("play.draw", "Partie nulle", "Draw"),
    ("play.moves", "Coups joués", "Moves"),
    ("play.type_move", "Saisir un coup au clavier", "Type a move"),
    (
        "play.type_hint",
        "En notation, comme dans la liste des coups (ex. d2-d3). Les règles disent la notation de chaque jeu.",
        "In notation, as in the list of moves (e.g. d2-d3). The rules give each game's notation.",
    ),
    ("play.play", "Jouer", "Play"),
    ("play.undo", "Annuler", "Undo"),
    ("play.end_turn", "Fin du tour", "End turn"),
    ("play.redo", "Rétablir", "Redo"),
    ("play.new", "Nouvelle partie", "New game"),
    ("play.again", "Rejouer", "Play again"),
    ("play.clock", "Temps restant : {time}", "Time left: {time}"),
    ("play.rules", "Règles", "Rules"),
    ("play.close", "Fermer", "Close"),
    ("play.save", "Enregistrer", "Save"),
    ("play.load", "Charger", "Load"),
    ("play.share", "Copier le lien", "Copy link"),
    ("play.copied", "Lien copié.", "Link copied."),
    ("play.saved", "Partie enregistrée dans ce navigateur.", "Game saved in this browser."),
    ("play.loaded", "Partie chargée.", "Game loaded."),
    ("play.nothing_saved", "Aucune partie enregistrée.", "No saved game."),
    ("play.in_hand", "en main", "in hand"),
    ("app.nav", "Navigation", "Navigation"),
    ("home.open", "Tous les jeux", "All games"),
    ("home.title", "Choisissez un jeu", "Choose a game"),
    ("home.play", "Jouer", "Play"),
    ("home.resume", "Reprendre la partie", "Resume the game"),
    ("home.learn", "Apprendre", "Learn"),
    ("learn.title", "Apprendre : {game}", "Learn: {game}"),
    ("learn.progress", "Leçons réussies : {n} sur {total}", "Lessons done: {n} of {total}"),
    ("learn.done_mark", "réussie", "done"),
    ("learn.back", "Toutes les leçons", "All lessons"),
    ("learn.finished", "Fin du cours", "End of the course"),
    ("learn.play_beginner", "Jouer contre l'ordinateur (débutant)", "Play against the computer (beginner)"),
    ("play.board", "Plateau de jeu", "Game board"),
    ("play.review", "Revue : après le coup {n} sur {total}", "Review: after move {n} of {total}"),
    ("play.review_start", "Revue : la position de départ", "Review: the starting position"),
    ("play.review_prev", "Coup précédent", "Previous move"),
    ("play.review_next", "Coup suivant", "Next move"),
    ("play.resume", "Reprendre", "Resume"),
    ("play.swap", "Rejouer en changeant de côté", "Play again, sides swapped"),
    ("play.hint", "Indice", "Hint"),
    ("rules.loading", "Chargement des règles…", "Loading the rules…"),
    (
        "rules.unavailable",
        "Les règles ne peuvent pas être chargées ({detail}).",
        "The rules cannot be loaded ({detail}).",
    ),
    ("play.zoom_in", "Agrandir le plateau", "Enlarge the board"),
    ("play.zoom_out", "Plateau entier", "Whole board"),
    ("play.hint_is", "Indice : {move} (montré sur le plateau)", "Hint: {move} (shown on the board)"),
    ("play.hint_pass", "Indice : {move} (bouton entouré)", "Hint: {move} (button outlined)"),
    ("play.taken_back", "Coups repris : {n}", "Moves taken back: {n}"),
    ("play.played_again", "Coups rejoués : {n}", "Moves played again: {n}"),
    ("play.hint_thinking", "L'ordinateur cherche un indice…", "The computer is looking for a hint…"),
    ("play.resign", "Abandonner", "Resign"),
    ("play.resign_confirm", "Abandonner la partie\u{a0}?", "Resign the game?"),
    ("play.export", "Exporter", "Export"),
    ("play.import", "Importer", "Import"),
    ("play.imported", "Partie importée.", "Game imported."),
    ("play.resumed", "Partie reprise là où elle en était.", "Game resumed where it was left."),
    ("play.send", "Envoyer mon coup", "Send my move"),
    (
        "play.sent",
        "Lien copié : envoyez-le à votre adversaire, qui jouera et vous renverra le sien.",
        "Link copied: send it to your opponent, who will play and send theirs back.",
    ),
    (
        "error.why.unreadable",
        "« {move} » ne se lit pas comme un coup de ce jeu (la notation est dans les règles)",
        "'{move}' does not read as a move of this game (the rules give the notation)",
    ),
    ("error.why.illegal", "{move} n'est pas permis ici", "{move} is not allowed here"),
    ("error.why.over", "la partie est finie", "the game is over"),
    ("error.why.not_a_record", "ce n'est pas un relevé de partie", "this is not a game record"),
    ("error.why.wrong_game", "c'est une partie d'un autre jeu ({game})", "it is a game of another game ({game})"),
    ("error.why.options", "ses options ne conviennent pas à ce jeu", "its options do not fit this game"),
    ("error.why.bad_move", "le coup n° {n} ({move}) n'est pas permis", "move {n} ({move}) is not allowed"),
    (
        "error.why.bad_end",
        "la fin notée (abandon ou temps écoulé) ne peut pas suivre le dernier coup",
        "the recorded end (resignation or time up) cannot follow the last move",
    ),
    ("error.why.unknown_game", "le jeu « {game} » n'existe pas ici", "there is no game '{game}' here"),
    ("play.refused", "Refusé : {why}", "Not allowed: {why}"),
    ("play.last_turn", "{side} : {moves}", "{side}: {moves}"),
    ("setup.targets", "Montrer les coups possibles", "Show the possible moves"),
    (
        "error.file",
        "Ce fichier ne contient pas une partie valable, rien n'a changé : {detail}",
        "This file does not hold a valid game, nothing changed: {detail}",
    ),
    (
        "error.not_continuation",
        "Ce lien ne continue pas la partie en cours : votre partie est gardée.",
        "This link does not continue the game in progress: your game is kept.",
    ),
    (
        "error.older_link",
        "Ce lien est plus ancien que votre partie : votre partie est gardée.",
        "This link is older than your game: your game is kept.",
    ),
    ("play.open_anyway", "Ouvrir la partie du lien", "Open the link's game"),
    (
        "error.autosave",
        "La partie enregistrée était illisible ; une nouvelle partie commence : {detail}",
        "The saved game was unreadable; a new game starts: {detail}",
    ),
    ("play.result", "{result} : {reason}", "{result}: {reason}"),
    ("play.rolling", "Le dé roule…", "The die is rolling…"),
    ("play.die", "Dé : {face}", "Die: {face}"),
    ("play.commander", "{role} : {name}", "{role}: {name}"),
    ("play.link", "Lien de la partie : {url}", "Link to the game: {url}"),
    ("setup.roles", "Commandants (facultatif : un nom par rôle)", "Commanders (optional: a name per role)"),
    ("setup.default", "par défaut", "default"),
    (
        "error.options",
        "Ces options ne conviennent pas, rien n'a changé : {detail}",
        "These options do not fit, nothing changed: {detail}",
    ),
    ("error.storage", "Ce navigateur n'a pas pu enregistrer : {detail}", "This browser could not save: {detail}"),
    // Outcome reasons ({loser}: the side that lost)
    ("reason.fewer-than-three", "{loser} n'ont plus que deux pions", "{loser} has only two men left"),
    ("reason.blocked", "{loser} ne peuvent plus bouger", "{loser} cannot move"),
    ("reason.resigned", "{loser} abandonnent", "{loser} resigns"),
    ("reason.threefold", "la même position s'est présentée trois fois", "the same position occurred three times"),
    ("reason.fifty-moves", "50 coups de chaque côté sans prise", "50 moves each without a capture"),
    // Errors
    ("error.record", "Partie illisible, rien n'a changé : {detail}", "Unreadable game, nothing changed: {detail}"),
    (
        "error.link",
        "Ce lien ne décrit pas une partie valable, une nouvelle partie commence : {detail}",
        "This link does not describe a valid game; a new game starts: {detail}",
    ),
    ("error.move", "Coup refusé : {detail}", "Move refused: {detail}"),
    ("error.ai", "L'ordinateur n'a pas pu jouer : {detail}", "The computer could not play: {detail}"),
    // An embed whose page asks for no game, or for one that does not exist
    // ({games}: each game's name and, in brackets, the name to give)
    (
        "embed.no_game",
        "Aucun jeu n'est choisi pour ce cadre. Jeux proposés : {games}.",
        "No game is chosen for this frame. The games are: {games}.",
    ),
    (
        "embed.unknown_game",
        "Le jeu « {game} » n'existe pas ici. Jeux proposés : {games}.",
        "There is no game '{game}' here. The games are: {games}.",
    ),
    // Jeu des Mundeleys
    ("game.mundeleys", "Jeu des Mundeleys", "Mundeleys"),
    (
        "game.mundeleys.blurb",
        "Entre dames et échecs : Lanciers, Grenadiers et Mundeleys sur un damier de 48 cases.",
        "Between draughts and chess: Lanciers, Grenadiers and Mundeleys on a 48-square board.",
    ),
    ("mundeleys.side.0", "les Blancs", "White"),
    ("mundeleys.side.0.to", "aux Blancs", "White"),
    ("mundeleys.side.1", "les Noirs", "Black"),
    ("mundeleys.side.1.to", "aux Noirs", "Black"),
    ("mundeleys.reserve", "Mundeleys en réserve : {count}", "Mundeleys in reserve: {count}"),
    (
        "mundeleys.hint",
        "Cliquez une pièce puis sa case d'arrivée ; la promotion en Mundeley est automatique.",
        "Click a piece, then its destination; promotion to Mundeley is automatic.",
    ),
    ("reason.all-captured", "{loser} n'ont plus aucune pièce", "{loser} has no pieces left"),
    (
        "reason.equal-mundeleys",
        "il ne reste à chacun que des Mundeleys, en nombre égal",
        "each side has only Mundeleys left, as many as the other",
    ),
    (
        "reason.no-progress",
        "50 coups de chaque côté sans prise, ni promotion, ni pièce qui avance",
        "50 moves each without a capture, a promotion or a piece stepping forward",
    ),
    (
        "mundeleys.quiet",
        "Coups sans prise ni avance : {n} sur 50 de chaque côté",
        "Moves without a capture or a step forward: {n} of 50 each",
    ),
    // Mundialito
    ("game.mundialito", "Mundialito", "Mundialito"),
    (
        "game.mundialito.blurb",
        "Une course au but sur un terrain de flèches : passez, poussez, sautez.",
        "A race to goal on a field of arrows: pass, push, jump.",
    ),
    ("mundialito.side.0", "les Jaunes", "Yellow"),
    ("mundialito.side.0.to", "aux Jaunes", "Yellow"),
    ("mundialito.side.1", "les Rouges", "Red"),
    ("mundialito.side.1.to", "aux Rouges", "Red"),
    ("reason.goal", "{winner} marquent un but", "{winner} scores a goal"),
    ("reason.no-action", "aucun des deux camps ne peut jouer", "neither side can act"),
    ("reason.more-goals", "{winner} ont marqué plus de buts", "{winner} scored more goals"),
    ("reason.time-up", "temps écoulé, score à égalité", "time is up with the score level"),
    ("mundialito.action", "Action {n} sur 2", "Action {n} of 2"),
    ("mundialito.setup_standard", "Placement standard", "Standard setup"),
    ("mundialito.setup_random", "Placement au hasard", "Random setup"),
    (
        "mundialito.place_pyramids",
        "Cliquez une pyramide de votre réserve, puis une case de votre première rangée.",
        "Click a pyramid of your reserve, then a square of your first row.",
    ),
    (
        "mundialito.place_ball",
        "Cliquez votre ballon, puis une case de votre deuxième rangée.",
        "Click your ball, then a square of your second row.",
    ),
    ("mundialito.option.random_coasters", "Sous-verres orientés au hasard", "Coasters turned at random"),
    ("mundialito.option.timed_match", "Match chronométré (le plus de buts gagne)", "Timed match (most goals wins)"),
    ("mundialito.score", "Score : {yellow} – {red}", "Score: {yellow} – {red}"),
    // Kriegspiel
    ("game.kriegspiel", "Kriegspiel de René Leduc", "René Leduc's Kriegspiel"),
    (
        "game.kriegspiel.blurb",
        "Soldats, cavaliers et canons sur un champ de bataille hexagonal : manœuvrez, puis tirez au dé.",
        "Soldiers, cavalry and cannons on a hex battlefield: manoeuvre, then fire with the die.",
    ),
    ("kriegspiel.side.0", "les Français", "the French army"),
    ("kriegspiel.side.0.to", "aux Français", "the French army"),
    ("kriegspiel.side.1", "les Anglais", "the English army"),
    ("kriegspiel.side.1.to", "aux Anglais", "the English army"),
    ("reason.routed", "{loser} ne peuvent plus rien faire", "{loser} can no longer do anything"),
    ("reason.quiet-turns", "40 tours sans aucune perte (20 par armée)", "40 turns without a single loss (20 per army)"),
    ("kriegspiel.arm.cannon", "Canons", "Cannons"),
    ("kriegspiel.arm.soldiers", "Soldats", "Soldiers"),
    ("kriegspiel.arm.cavalry", "Cavalerie", "Cavalry"),
    ("kriegspiel.phase.movement", "Phase de mouvement", "Movement phase"),
    ("kriegspiel.phase.fire", "Phase de tir", "Fire phase"),
    (
        "kriegspiel.moves_left",
        "Mouvements restants : canons {cannon}, soldats {soldiers}, cavalerie {cavalry}",
        "Moves left: cannons {cannon}, soldiers {soldiers}, cavalry {cavalry}",
    ),
    ("kriegspiel.acting", "{side} — {arm} en action", "{side} — {arm} acting"),
    ("kriegspiel.roll_due", "Tir\u{a0}! Le dé roule…", "Shot! The die is rolling…"),
    (
        "kriegspiel.pick_count",
        "Combien de figurines transférer\u{a0}? Cliquez un nombre.",
        "How many figures to transfer? Click a number.",
    ),
    (
        "kriegspiel.shot",
        "Le plateau {from} tire sur {to} : dé {roll}, {out} hors combat",
        "The plate on {from} fires at {to}: die {roll}, {out} out of action",
    ),
    (
        "kriegspiel.shot_wreck",
        "Le plateau {from} tire sur {to} : dé {roll}, canon détruit",
        "The plate on {from} fires at {to}: die {roll}, cannon wrecked",
    ),
    ("kriegspiel.shot_removed", "Le plateau {to} quitte le champ de bataille.", "The plate on {to} leaves the field."),
    ("kriegspiel.quiet", "Tours sans perte : {n} sur 40", "Turns without a loss: {n} of 40"),
    (
        "kriegspiel.option.flat",
        "Champ « dans l'autre sens » (hexagones à plat, 3 directions de tir)",
        "Field \"the other way round\" (flat hexes, 3 fire directions)",
    ),
    ("kriegspiel.option.files", "Colonnes du champ (8 à 14)", "Field columns (8 to 14)"),
    ("kriegspiel.option.rows", "Rangées du champ (6 à 14)", "Field rows (6 to 14)"),
    ("kriegspiel.option.starts", "Qui commence", "Who starts"),
];

#[cfg(test)]
mod tests {
    use super::STRINGS;

    #[test]
    fn keys_are_unique_and_every_string_is_translated() {
        let mut keys: Vec<&str> = STRINGS.iter().map(|s| s.0).collect();
        keys.sort();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "duplicate keys");
        for (k, fr, en) in STRINGS {
            assert!(!fr.is_empty() && !en.is_empty(), "{k} lacks a translation");
            // Placeholders must match between the languages.
            let ph = |s: &str| -> Vec<String> {
                let mut v: Vec<String> =
                    s.split('{').skip(1).filter_map(|p| p.split_once('}').map(|x| x.0.to_string())).collect();
                v.sort();
                v
            };
            assert_eq!(ph(fr), ph(en), "{k}: placeholders differ");
        }
    }
}
