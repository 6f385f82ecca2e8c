//! Rules help for Mundialito (seed 003, RULES.md §3).

pub const FR: &str = "\
# Mundialito

Un jeu de José Carlos de Diego Guerrero, nommé d'après la Coupe d'or des champions \
jouée à Montevideo en 1980–1981 : une course au but sur un terrain de flèches.

## Matériel et but
Un plateau de 6 × 6 cases fait de quatre sous-verres Martian Coasters. Chaque joueur a \
six pyramides (deux petites, deux moyennes, deux grandes) et un ballon de sa couleur. \
Jaune s'appelle Gualda, Rouge s'appelle Bermellón. Le but : amener son ballon sur sa \
dernière ligne (la première ligne adverse) avant l'adversaire.

## Le terrain
Colonnes a à f de gauche à droite, rangées 1 à 6 depuis le côté de Jaune. Jaune part de \
la rangée 1 et marque sur la rangée 6 ; Rouge part de la rangée 6 et marque sur la rangée 1.
- Chaque case porte des flèches vers certaines de ses quatre voisines (jamais en \
diagonale). Les quatre sous-verres sont posés leurs coins marqués (le point) au centre \
du plateau ; le plateau est alors le même après un quart de tour, et peu importe de \
quel côté on s'assoit. Les feuilles de règles ont perdu leur dessin : nous avons repris \
la disposition des flèches du Martian Coaster publiée par deux sources indépendantes \
qui concordent case par case.
- Une flèche qui sort par la rangée 1 ou 6 ne mène nulle part (elle est dessinée en creux).
- Le plateau est un **cylindre** pour les pyramides : les colonnes a et f sont voisines \
(une flèche vers l'ouest en colonne a mène en colonne f de la même rangée, et \
inversement). À l'écran, une colonne fantôme pâle de chaque côté le rappelle. On ne sort \
jamais par les rangées 1 et 6. Le ballon, lui, ignore le cylindre.

## Mise en place (elle fait partie de la partie)
1. Jaune pose ses 6 pyramides sur la rangée 1, dans l'ordre qu'il veut ; puis Rouge les \
siennes sur la rangée 6.
2. Jaune pose son ballon sur une case de sa deuxième rangée (rangée 2), puis Rouge sur \
la rangée 5.
3. Rouge joue le premier.
Les deux pyramides d'une même taille sont interchangeables : poser une pyramide, c'est \
choisir une taille et une case. Deux boutons proposent un placement « standard » \
(petites sur les ailes, grandes au centre) ou « au hasard » ; l'ordinateur choisit le sien.

## Le tour
Un tour compte **deux actions**. On peut finir son tour après une seule action (bouton \
« Fin du tour », noté `end`), mais pas avant d'en avoir joué une, ni après une action \
qui marque. Après la deuxième action, le tour passe tout seul. On peut faire deux fois la \
même action, et bouger deux fois la même pyramide.

## Les actions
- **Déplacer** une de ses pyramides d'une case, en suivant une flèche de la case où elle \
se trouve, vers une case vide (ni pyramide ni ballon, des deux camps).
- **Passer** (échanger) : son ballon et une de ses pyramides échangent leurs cases s'ils \
sont sur la même rangée ou la même diagonale (jamais la même colonne), à n'importe quelle \
distance, toutes les cases entre eux étant vides. Les flèches ne comptent pas. La ligne \
ne traverse pas le bord a/f. On peut passer dans tous les sens, en arrière aussi ; le \
ballon adverse bloque la ligne comme une pyramide. C'est le seul moyen de faire avancer \
un ballon : un ballon n'est jamais poussé ni sauté.
- **Pousser** : votre pyramide touche une pyramide adverse dans une direction d, votre \
case a une flèche d, votre pyramide est au moins aussi grande que l'adverse, la case \
adverse a aussi une flèche d et la case au-delà (de l'autre côté du bord a/f s'il le \
faut) est vide. La pyramide adverse avance d'une case dans la direction d et la vôtre \
prend sa place. On ne pousse jamais une pyramide posée sur la rangée 1 ou 6.
- **Sauter** : votre pyramide touche une pyramide adverse **strictement plus grande** \
dans une direction d, votre case et la sienne ont toutes deux une flèche d, et la case \
au-delà est vide : votre pyramide y atterrit, tout droit (sans tourner). On ne saute \
jamais une pyramide posée sur la rangée 1 ou 6, ni un ballon.
Les pyramides ne sont jamais prises.

## Fin de partie
- Le premier dont le ballon arrive sur sa dernière rangée gagne aussitôt, même après la \
première action de son tour.
- Un joueur qui ne peut faire aucune action au début de son tour passe son tour ; si \
aucun des deux ne peut jouer, la partie est nulle.
- Règle ajoutée pour que toute partie finisse : la même position (pyramides, ballons, \
joueur au trait et actions restantes) pour la troisième fois, et la partie est nulle.

## Variantes (options)
- **Sous-verres au hasard** : chaque sous-verre est tourné au hasard (même avec les \
flèches des coins vers l'extérieur). Le tirage dépend d'une graine gardée dans la \
partie, qui se rejoue donc à l'identique.
- **Match chronométré** : on marque autant de buts que possible. Après chaque but, le \
score est compté et le plateau est remis en place : Jaune place d'abord, comme au \
départ, et c'est le camp qui vient d'encaisser le but qui joue le premier (comme \
l'engagement au football). Quand le temps est écoulé, le plus de buts gagne, et un \
score égal fait match nul. Si la partie s'arrête avant (répétition, ou personne ne \
peut jouer), le score décide de la même façon.

## Notation des coups
Pose `Y3@c1` (grande pyramide jaune en c1 ; R pour Rouge), ballon `ball@d2` ; \
déplacement `c1-c2` ; passe `c2<>e4` (la case du ballon d'abord) ; poussée `c2>c3` \
(le pousseur, puis la pyramide poussée, qui va en c4) ; saut `c2^c4` (départ, \
arrivée) ; `end` finit le tour après une action.

## À l'écran
Pendant la mise en place, cliquez une pyramide de votre réserve (à côté du plateau), \
puis une case libre de votre première rangée ; de même pour le ballon. En jeu, cliquez \
une pyramide puis sa destination : un point vert pour un déplacement, des couleurs \
différentes pour une poussée (cliquez la pyramide poussée) et un saut (cliquez la case \
d'arrivée). Pour une passe, cliquez votre ballon puis la pyramide qui le reçoit. Les \
points bleus près de votre réserve indiquent les actions qu'il vous reste.
";

pub const EN: &str = "\
# Mundialito

A game by José Carlos de Diego Guerrero, named after the Gold Cup of Champions played \
in Montevideo in 1980–81: a race to goal on a field of arrows.

## Equipment and aim
A 6 × 6 board made of four Martian Coasters. Each player has six pyramids (two small, \
two medium, two large) and a ball of their colour. Yellow is called Gualda, Red is \
Bermellón. The aim: bring your ball onto your last row (the opponent's first row) \
before your opponent does.

## The field
Files a to f from left to right, rows 1 to 6 from Yellow's side. Yellow starts on row 1 \
and scores on row 6; Red starts on row 6 and scores on row 1.
- Every square has arrows to some of its four neighbours (never diagonal). The four \
coasters are laid with their marked corners (the dot) at the centre of the board; the \
board then looks the same after a quarter turn, so it does not matter which side you \
sit on. The rule sheets lost their picture: we use the Martian Coaster arrow layout \
published by two independent sources that agree square for square.
- An arrow that leaves by row 1 or row 6 leads nowhere (it is drawn hollow).
- The board is a **cylinder** for pyramids: files a and f are neighbours (an arrow west \
on file a leads to file f of the same row, and back). On screen, a faded ghost column \
on each side shows it. Nothing ever leaves by rows 1 and 6. The ball ignores the cylinder.

## Setting up (part of the game)
1. Yellow places its 6 pyramids on row 1, in any order; then Red its own on row 6.
2. Yellow puts its ball on a square of its second row (row 2), then Red on row 5.
3. Red plays first.
The two pyramids of one size are interchangeable: placing a pyramid means choosing a \
size and a square. Two buttons offer a \"standard\" arrangement (small ones on the wings, \
large ones in the middle) or a \"random\" one; the computer chooses its own.

## A turn
A turn is **two actions**. You may end your turn after one action (the \"End turn\" \
button, written `end`), but not before playing one, nor after an action that scores. \
After the second action the turn passes by itself. The same action may be used twice, \
and the same pyramid may move twice.

## The actions
- **Move** one of your pyramids one square, along an arrow of the square it stands on, \
into an empty square (no pyramid and no ball of either side).
- **Pass** (swap): your ball and one of your pyramids exchange squares when they stand on \
the same row or the same diagonal (never the same file), any distance apart, with every \
square between them empty. Arrows do not matter. The line does not cross the a/f edge. \
Any direction is allowed, backward too; the opponent's ball blocks the line like a \
pyramid. This is the only way a ball moves: balls are never pushed or jumped.
- **Push**: your pyramid touches an enemy pyramid in direction d, your square has an \
arrow d, yours is at least as large, the enemy's square has an arrow d too and the square \
beyond it (across the a/f edge if need be) is empty. The enemy pyramid moves one square \
in direction d and yours takes its place. A pyramid on row 1 or row 6 is never pushed.
- **Jump**: your pyramid touches a **strictly larger** enemy pyramid in direction d, your \
square and the enemy's both have an arrow d, and the square beyond is empty: your \
pyramid lands there, straight on (no turning). A pyramid on row 1 or row 6 is never \
jumped, nor is a ball.
Pyramids are never captured.

## End of the game
- The first player whose ball reaches their last row wins at once, even after the first \
action of a turn.
- A player with no action at the start of their turn is skipped; if neither side can \
act, the game is drawn.
- A rule added so that every game ends: the same position (pyramids, balls, side to \
move and actions left) for the third time draws the game.

## Variants (options)
- **Random coasters**: each coaster is turned at random (even with the corner arrows \
pointing outward). The draw comes from a seed kept with the game, so it replays exactly.
- **Timed match**: score as many goals as you can. After each goal the score is counted \
and the board is set up again: Yellow places first, as at the start, and the side that \
has just conceded plays first (like a football kick-off). When time is up, more goals \
wins and a level score is a draw. If play stops earlier (repetition, or no one can \
act), the score decides in the same way.

## Move notation
Placing `Y3@c1` (large Yellow pyramid to c1; R for Red), ball `ball@d2`; move `c1-c2`; \
pass `c2<>e4` (the ball's square first); push `c2>c3` (the pusher, then the pushed \
pyramid, which goes on to c4); jump `c2^c4` (from, landing); `end` ends the turn after \
one action.

## On screen
While setting up, click a pyramid of your reserve (beside the board), then a free square \
of your first row; the same for the ball. In play, click a pyramid then its target: a \
green dot for a move, other colours for a push (click the pushed pyramid) and a jump \
(click the landing square). To pass, click your ball then the pyramid that receives it. \
The blue dots by your reserve show the actions you have left.
";
