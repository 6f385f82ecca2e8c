//! Rules help for Jeu du moulin (seeds 001 and 004, RULES.md §1).

pub const FR: &str = "\
# Jeu du moulin

Un jeu de stratégie très ancien, joué dans les cours d'Europe dès le Moyen Âge et \
encore très pratiqué en Allemagne, en Autriche et en Suisse.

## Matériel et but
Un plateau de 24 points (trois carrés emboîtés reliés au milieu de leurs côtés), \
9 pions clairs et 9 pions foncés. Le but : réduire l'adversaire à deux pions, ou le \
bloquer.

## Déroulement
On tire au sort qui prend les Blancs ; les Blancs commencent.
1. **Pose.** À tour de rôle, chacun pose un pion de sa main sur un point libre. Les \
pions posés ne bougent pas tant qu'on a des pions en main.
2. **Déplacement.** Main vide, on déplace à son tour un pion vers un point voisin libre, \
en suivant les lignes (jamais en diagonale).
3. **Saut.** Un joueur à qui il ne reste que 3 pions (et plus rien en main) peut \
déplacer un pion vers n'importe quel point libre. L'autre peut être encore en phase 2.

## Moulins et prises
Trois pions d'une même couleur alignés sur une ligne du plateau forment un **moulin**. \
Le joueur qui forme un moulin, en posant ou en déplaçant, prend aussitôt un pion adverse \
de son choix, dans le même coup. On ne peut pas prendre un pion qui fait partie d'un \
moulin adverse, sauf si tous les pions adverses sont dans des moulins.
- Former deux moulins d'un coup ne donne droit qu'à une prise.
- Un moulin ouvert puis refermé (un pion en sort et y revient) donne une nouvelle prise.
- Un moulin qui reste simplement en place ne prend rien.

## Fin de partie
- Perd le joueur qui, à son tour, a moins de trois pions (plateau et main), ou qui ne \
peut plus bouger parce que tous ses pions sont bloqués.
- Partie nulle après 50 coups de chaque joueur sans prise, ou quand la même position \
(mêmes pions aux mêmes points, même joueur au trait, mêmes pions en main) se présente \
pour la troisième fois. Les deux feuilles de règles diffèrent ici (« plus de trois \
fois » pour l'une, « trois fois » pour l'autre) : nous suivons la seconde, comme aux échecs.

## Notation des coups
Pose `d2`, déplacement ou saut `d2-d3`, prise ajoutée au coup : `d2-d3xg7`, `b4xa1`. \
Colonnes a à g de gauche à droite, rangées 1 à 7 de bas en haut, vu des Blancs.

## À l'écran
Cliquez un point libre pour poser. Pour déplacer, cliquez votre pion puis sa \
destination. Si le coup forme un moulin, les pions que vous pouvez prendre sont cerclés \
de rouge : cliquez celui que vous prenez.
";

pub const EN: &str = "\
# Nine Men's Morris (Jeu du moulin)

A very old strategy game, played at European courts in the Middle Ages and still \
popular in Germany, Austria and Switzerland.

## Equipment and aim
A board of 24 points (three nested squares joined at the middle of their sides), \
9 light and 9 dark men. The aim: leave your opponent with two men, or block them.

## Play
Lots decide who takes White; White starts.
1. **Placing.** In turn, each player puts a man from hand on any empty point. Men on \
the board stay put while you still have men in hand.
2. **Moving.** With an empty hand, move one man to a neighbouring empty point along a \
line (never diagonally).
3. **Flying.** A player down to 3 men (none in hand) may move a man to any empty \
point. The opponent may still be in phase 2.

## Mills and captures
Three men of one colour on one line of the board form a **mill**. Whoever forms a \
mill, by placing or by moving, at once takes an enemy man of their choice, as part of \
the same move. A man standing in an enemy mill cannot be taken, unless every enemy \
man stands in a mill.
- Forming two mills with one move still takes one man.
- A mill opened and closed again (a man leaves it and comes back) takes again.
- A mill that merely stays standing takes nothing.

## End of the game
- A player loses who, on their turn, has fewer than three men (board and hand), or \
cannot move because all their men are blocked.
- The game is drawn after 50 moves by each player without a capture, or when the same \
position (same men on the same points, same player to move, same men in hand) occurs \
for the third time. The two rule sheets differ here (\"more than three times\" in one, \
\"three times\" in the other): we follow the second, as in chess.

## Move notation
Placing `d2`, moving or flying `d2-d3`, a capture appended to its move: `d2-d3xg7`, \
`b4xa1`. Files a to g left to right, ranks 1 to 7 bottom to top, from White's side.

## On screen
Click an empty point to place. To move, click your man and then where it goes. If \
the move forms a mill, the men you may take are ringed in red: click the one you take.
";
