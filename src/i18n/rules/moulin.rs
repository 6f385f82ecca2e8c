//! Rules help for Jeu du moulin (seeds 001 and 004, RULES.md §1): the goal first,
//! then the setup, a turn, the details, how to play on screen, and the decisions
//! that are Plateaux's rather than the sheets'.

/// The rules help in French.
pub const FR: &str = "\
# Jeu du moulin

## But du jeu
Aligner trois de ses pions pour prendre ceux de l'adversaire, jusqu'à ce qu'il ne lui \
en reste plus que deux ou qu'il ne puisse plus bouger.

Ce très vieux jeu de stratégie, connu dans les cours d'Europe dès le Moyen Âge, se joue \
encore beaucoup en Allemagne, en Autriche et en Suisse.

## Matériel et mise en place
Un plateau de 24 points : trois carrés emboîtés, reliés par des lignes au milieu de \
leurs côtés. Chaque joueur a 9 pions, clairs pour les Blancs, foncés pour les Noirs. Au \
départ, le plateau est vide et chacun a ses 9 pions en main. On tire au sort qui prend \
les Blancs ; les Blancs jouent le premier coup.

![fig:moulin-points]

## Déroulement
Chacun joue un coup à son tour. La partie passe par trois phases.
1. **La pose.** À tour de rôle, chacun pose un pion de sa main sur un point libre. Tant \
qu'il reste des pions à poser, ceux qui sont sur le plateau ne bougent pas.
2. **Le déplacement.** Quand tous les pions sont posés, on fait glisser à son tour un \
de ses pions vers un point voisin libre, en suivant une ligne (jamais en diagonale).
3. **Le vol.** Un joueur à qui il ne reste que 3 pions, tous posés, peut faire voler \
un de ses pions vers n'importe quel point libre. Son adversaire, s'il en a davantage, \
continue à se déplacer normalement.

## Moulins et prises
Trois pions de même couleur sur une même ligne du plateau forment un **moulin**. Le \
joueur qui forme un moulin, en posant ou en déplaçant un pion, **doit** aussitôt retirer \
un pion adverse de son choix : la prise fait partie du coup, elle n'est pas facultative. \
Il ne peut pas prendre un pion qui appartient à un moulin adverse, sauf si tous les \
pions adverses sont dans des moulins : il choisit alors parmi tous. Un pion pris sort \
définitivement du jeu.
- Seul le fait de former un moulin donne droit à une prise : un moulin qui reste en \
place ne prend plus rien.
- Un moulin ouvert puis refermé (un pion en sort, puis y revient) donne droit à une \
nouvelle prise.
- Former deux moulins d'un seul coup ne donne droit qu'à une prise (voir « Nos choix »).

![fig:moulin-mills]

## Fin de partie
- Perd le joueur à qui il ne reste que deux pions : il ne peut plus former de moulin.
- Perd aussi le joueur qui, à son tour, ne peut jouer aucun coup parce que tous ses \
pions sont bloqués.
- La partie est nulle après 50 coups de chacun sans aucune prise, ou quand la même \
position se présente pour la troisième fois.

## À l'écran
- **Poser** : cliquez sur un point libre ; ceux où vous pouvez poser sont marqués \
d'une pastille verte.
- **Déplacer** ou **faire voler** : cliquez sur votre pion (il s'entoure de bleu), puis sur \
son point d'arrivée.
- **Prendre** : si votre coup forme un moulin, les pions que vous pouvez prendre sont \
marqués d'un cercle rouge barré ; cliquez sur celui que vous retirez. Le coup n'est \
joué qu'une fois la prise choisie.
- Pour changer d'avis en cours de coup, appuyez sur Échap ou cliquez de nouveau sur le \
pion choisi ; un clic sur un autre de vos pions le choisit à la place.
- Sur tablette ou téléphone, touchez le plateau du doigt comme vous cliqueriez.
- « {ui:play.undo} » reprend le dernier coup (contre l'ordinateur, sa réponse et votre \
dernier coup sont repris ensemble) ; « {ui:play.redo} » rejoue un coup repris.
- Contre l'ordinateur, votre camp est toujours en bas : le plateau est retourné si vous \
jouez les Noirs.

### Au clavier
Dans « {ui:play.type_move} », tapez un coup dans la notation de la liste des \
coups, puis Entrée : pose `d2`, déplacement ou vol `d2-d3`, prise ajoutée à la fin du \
coup : `d2-d3xg7`, `b4xa1`. Les colonnes vont de a à g, de gauche à droite, et les \
rangées de 1 à 7, de bas en haut, vues du côté des Blancs. Un coup impossible est \
refusé avec son motif et ne change rien.

## Nos choix
Les deux feuilles de règles laissent quelques points ouverts ou se contredisent ; voici \
ce que Plateaux a décidé.
- **Deux moulins d'un coup : une seule prise.** Une feuille demande une prise à chaque \
moulin complété sans parler de ce cas ; nous suivons l'usage le plus répandu.
- **Répétition : à la troisième fois.** Une feuille annule la partie quand la même \
situation revient « plus de trois fois », l'autre « trois fois » : nous suivons la \
seconde, comme aux échecs. Même position veut dire : mêmes pions sur les mêmes points, \
même joueur au trait et mêmes pions en main.
- **50 coups sans prise : 50 coups de chaque joueur** (100 en tout), la pose comprise.
- **Qui commence** : les feuilles laissent choisir ou tirer au sort qui joue le premier \
et avec quelle couleur. Ici, les Blancs commencent toujours et la case « {ui:setup.lots} » \
de « {ui:setup.title} » désigne qui les prend.
- **Deux pions** : on compte ceux du plateau et ceux qui restent en main.
";

/// The rules help in English.
pub const EN: &str = "\
# Nine Men's Morris (Jeu du moulin)

## Aim
Line up three of your men to take your opponent's, until they have only two left or \
cannot move.

This very old strategy game, known at European courts in the Middle Ages, is still \
widely played in Germany, Austria and Switzerland.

## Equipment and setting up
A board of 24 points: three nested squares joined by lines at the middle of their \
sides. Each player has 9 men, light for White, dark for Black. The board starts empty, \
with each player holding their 9 men. Lots decide who takes White; White makes the \
first move.

![fig:moulin-points]

## Play
Players make one move each in turn. The game goes through three phases.
1. **Placing.** In turn, each player puts a man from hand on any empty point. While men \
remain to be placed, the men on the board stay where they are.
2. **Moving.** Once every man is placed, each player in turn slides one man to a \
neighbouring empty point along a line (never diagonally).
3. **Flying.** A player down to 3 men, none left in hand, may fly one of them to any \
empty point. Their opponent, if they have more, goes on moving normally.

## Mills and captures
Three men of one colour on one line of the board form a **mill**. A player who forms a \
mill, by placing or by moving a man, **must** at once remove an enemy man of their \
choice: the capture is part of the move, not an option. A man that stands in an enemy \
mill cannot be taken, unless every enemy man stands in a mill: then any may be taken. \
A man taken is out of the game for good.
- Only forming a mill gives a capture: a mill that simply stays standing takes nothing \
more.
- A mill opened and closed again (a man leaves it, then comes back) takes again.
- Forming two mills with one move still takes only one man (see \"Our decisions\").

![fig:moulin-mills]

## End of the game
- A player left with only two men loses: they can no longer form a mill.
- A player who, on their turn, has no move because all their men are blocked loses too.
- The game is drawn after 50 moves by each player without a capture, or when the same \
position occurs for the third time.

## On screen
- **Place**: click an empty point; the possible points show a green dot.
- **Move** or **fly**: click your man (it gets a blue ring), then the point it goes to.
- **Take**: if your move forms a mill, the men you may take are marked with a crossed \
red ring; click the one you remove. The move is played once the capture is chosen.
- To change your mind halfway through a move, press Escape or click the chosen man \
again; a click on another of your men chooses that one instead.
- On a tablet or phone, tap the board as you would click.
- \"{ui:play.undo}\" takes back the last move (against the computer, its reply and your last \
move are taken back together); \"{ui:play.redo}\" plays a move taken back again.
- Against the computer your side is always at the bottom: the board is turned round \
when you play Black.

### With the keyboard
In \"{ui:play.type_move}\", type a move in the notation of the list of moves, then Enter: \
placing `d2`, moving or flying `d2-d3`, a capture added at the end of the move: \
`d2-d3xg7`, `b4xa1`. Files run a to g from left to right and ranks 1 to 7 from bottom \
to top, seen from White's side. An impossible move is refused with the reason and \
changes nothing.

## Our decisions
The two rule sheets leave a few points open or disagree; this is what Plateaux decided.
- **Two mills with one move: one capture.** One sheet asks for a capture for every mill \
completed without mentioning this case; we follow the most common practice.
- **Repetition: the third time.** One sheet draws the game when the same situation \
comes back \"more than three times\", the other \"three times\": we follow the second, \
as in chess. The same position means the same men on the same points, the same player \
to move and the same men in hand.
- **50 moves without a capture: 50 moves by each player** (100 in all), placing \
included.
- **Who starts**: the sheets let the players agree or draw lots for who goes first and \
with which colour. Here White always starts, and the \"{ui:setup.lots}\" box of \
\"{ui:setup.title}\" decides who takes White.
- **Two men**: the men still in hand count along with those on the board.
";
