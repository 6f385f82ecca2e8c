//! Rules help for Mundialito (seed 003, RULES.md §3): the goal first, then the setup,
//! a turn, the details, how to play on screen, and the decisions that are Plateaux's
//! rather than the sheet's.

/// The rules help in French.
pub const FR: &str = "\
# Mundialito

## But du jeu
Marquer un but avant l'adversaire : amener son ballon sur sa dernière rangée, celle d'où \
part l'adversaire.

Ce jeu de José Carlos de Diego Guerrero tient son nom de la Coupe d'or des champions, \
le « Mundialito », disputée à Montevideo en 1980–1981. C'est une course au but sur un \
terrain couvert de flèches, où l'on pousse et l'on saute les joueurs adverses.

## Matériel
Un plateau de 6 × 6 cases formé de quatre sous-verres Martian Coasters. Chaque joueur a \
six pyramides, ses footballeurs (deux petites, deux moyennes, deux grandes), et un \
ballon à sa couleur. Jaune s'appelle aussi Gualda, Rouge Bermellón.

## Le terrain
Les colonnes vont de a à f, de gauche à droite, et les rangées de 1 à 6 en partant du \
côté de Jaune. Jaune part de la rangée 1 et marque sur la rangée 6 ; Rouge part de la \
rangée 6 et marque sur la rangée 1.
- Chaque case porte des flèches vers certaines de ses quatre voisines (jamais en \
diagonale) : ce sont les chemins des pyramides.
- Les quatre sous-verres sont posés leur coin marqué (le point) au centre du plateau. \
Le terrain est alors le même après un quart de tour : peu importe de quel côté on \
s'assoit.
- Une flèche qui sort par la rangée 1 ou 6 ne mène nulle part (elle est dessinée en creux).
- Pour les pyramides, le plateau est un **cylindre** : les colonnes a et f se touchent. \
Une flèche qui sort par le bord de la colonne a mène à la colonne f de la même \
rangée, et inversement. Une colonne fantôme pâle, de chaque côté, le rappelle à l'écran. Le ballon, \
lui, ne passe jamais d'un bord à l'autre.

## Mise en place
La mise en place fait partie de la partie.
1. Jaune pose ses 6 pyramides sur la rangée 1, dans l'ordre qu'il veut ; puis Rouge les \
siennes sur la rangée 6.
2. Jaune pose son ballon sur une case de sa deuxième rangée (la rangée 2), puis Rouge le \
sien sur la rangée 5.
3. Rouge joue le premier.

## Le tour
À son tour, on fait **deux actions**, prises dans la liste ci-dessous. On peut faire \
deux fois la même action, et se servir deux fois de la même pyramide. On peut aussi \
s'arrêter après une seule action (bouton « {ui:play.end_turn} ») ; le tour passe tout seul \
après la deuxième.

## Les actions
- **Déplacer** une de ses pyramides d'une case, en suivant une flèche de la case où elle \
se trouve, vers une case vide (ni pyramide, ni ballon, d'un camp ou de l'autre).
- **Passer** : son ballon et une de ses pyramides échangent leurs places, s'ils sont sur \
la même rangée ou sur la même diagonale (jamais sur la même colonne), à n'importe quelle \
distance, et si toutes les cases entre eux sont vides. Les flèches ne comptent pas et la \
ligne ne traverse pas le bord a/f. On peut passer dans tous les sens, en arrière aussi ; \
le ballon adverse barre la ligne comme une pyramide. C'est la seule façon de déplacer \
un ballon : on ne pousse ni ne saute jamais un ballon.
- **Pousser** : votre pyramide touche une pyramide adverse dans une direction, la vôtre est \
au moins aussi grande, et votre case comme la sienne ont une flèche dans cette \
direction ; la case suivante (de l'autre côté du bord a/f s'il le faut) doit être vide. \
La pyramide adverse recule d'une case dans cette direction et la vôtre prend sa place. \
On ne pousse jamais une pyramide qui se trouve sur la rangée 1 ou 6.
- **Sauter** : votre pyramide touche une pyramide adverse **plus grande** qu'elle ; \
votre case comme la sienne ont une flèche dans cette direction, et la case \
suivante (de l'autre côté du bord a/f s'il le faut) est vide : votre pyramide y \
retombe, en ligne droite. On ne saute jamais une pyramide qui se trouve sur la rangée 1 \
ou 6, ni un ballon.

Les pyramides ne sont jamais prises : elles restent toutes en jeu jusqu'au bout.

![fig:mundialito-pass]

![fig:mundialito-push]

![fig:mundialito-jump]

## Fin de partie
- Le premier dont le ballon arrive sur sa dernière rangée gagne aussitôt, même si c'est \
la première action de son tour.
- Un joueur qui ne peut faire aucune action au début de son tour passe son tour ; si \
aucun des deux ne peut jouer, la partie est nulle.
- La même position (pyramides, ballons, joueur au trait et actions restantes) pour la \
troisième fois rend la partie nulle.

## Variantes (à choisir dans « {ui:setup.title} »)
- **Sous-verres orientés au hasard** : chaque sous-verre est tourné au hasard, sans que son \
coin marqué soit forcément au centre. Les deux bouts du terrain ne se ressemblent alors \
plus. Le tirage est enregistré avec la partie : une partie rechargée ou partagée \
retrouve le même terrain.
- **Match chronométré** : on marque autant de buts que possible dans le temps donné. La \
règle propose 30 minutes ; ici, cochez « {ui:mundialito.option.timed_match} » et \
choisissez la durée dans le champ « {ui:setup.minutes} » qui apparaît alors (30 par \
défaut, comme la règle). Après chaque but, le score est compté et on remet en place : \
Jaune pose d'abord, comme au départ, et le camp qui vient d'encaisser le but joue le \
premier, comme le coup d'envoi au football. Quand le temps est écoulé, la partie \
s'arrête aussitôt, même au milieu d'un tour : le plus de buts gagne, et un score égal \
fait match nul.

## À l'écran
- **Mise en place** : cliquez sur une pyramide de votre réserve (dans votre bandeau, \
au-dessus ou au-dessous du plateau), puis sur une case libre de votre première rangée ; \
de même pour le ballon, sur votre deuxième rangée. Deux boutons font tout le placement \
d'un clic : « {ui:mundialito.setup_standard} » (petites sur les ailes, grandes au centre) ou \
« {ui:mundialito.setup_random} ». L'ordinateur choisit le sien.
- **En jeu** : cliquez sur une de vos pyramides (elle s'entoure de bleu), puis sur sa \
destination. Chaque action a sa couleur : une pastille verte pour un déplacement, un \
cercle orange sur la pyramide que vous pouvez pousser (cliquez sur elle), un cercle \
turquoise sur la case où vous pouvez retomber après un saut (cliquez sur cette case).
- **Passe** : cliquez sur votre ballon, puis sur la pyramide qui le reçoit, marquée d'un \
cercle violet.
- Dans votre bandeau, un point bleu par action qu'il vous reste ; en match chronométré, \
le score y est écrit en grand et le temps restant s'affiche à côté du plateau.
- Pour changer d'avis en cours d'action, cliquez ailleurs que sur une case marquée ou \
appuyez sur Échap. Sur tablette ou téléphone, touchez le plateau comme vous cliqueriez.
- Contre l'ordinateur, votre camp est toujours en bas : le plateau est retourné si vous \
jouez Rouge.

### Au clavier
Dans « {ui:play.type_move} », tapez l'action dans la notation de la liste des \
coups, puis Entrée. Pose d'une pyramide `Y3@c1` : la lettre du camp (Y pour Jaune, de \
l'anglais yellow, R pour Rouge), la taille (1 petite, 2 moyenne, 3 grande), puis la \
case : ici la grande pyramide jaune en c1. Ballon `ball@d2` (celui du camp qui place) ; \
déplacement `c1-c2` ; passe `c2<>e4` (la case du ballon d'abord) ; poussée `c2>c3` (le \
pousseur, puis la pyramide poussée, qui part en c4) ; saut `c2^c4` (départ, arrivée) ; \
`end` finit le tour après une seule action. Une action impossible est refusée avec son \
motif et ne change rien.

## Nos choix
La règle d'origine a perdu ses dessins et laisse des points ouverts ; voici ce que \
Plateaux a décidé.
- **Les flèches** : la disposition des flèches d'un Martian Coaster vient de deux \
descriptions publiques indépendantes qui concordent case par case.
- **Le bout du terrain** : la règle laisse Jaune choisir le bout d'où il part. Avec les \
sous-verres posés normalement, c'est sans importance (le terrain est le même des deux \
côtés). Avec les sous-verres au hasard, les deux bouts diffèrent, mais l'application ne \
propose pas ce choix : Jaune part toujours de la rangée 1 et Rouge de la rangée 6, sur \
le terrain tiré au hasard. La case « {ui:setup.lots} » de « {ui:setup.title} » décide \
qui sera Jaune.
- **Fin du tour** : `end` n'est permis qu'après exactement une action, jamais après une \
action qui marque (la partie est alors finie, ou le but compté).
- **Pyramides de même taille** : les deux pyramides d'une taille et d'une couleur sont \
interchangeables ; poser une pyramide, c'est choisir une taille et une case.
- **Case d'arrivée** : une poussée ou un saut exige une case d'arrivée vide (ni pyramide, \
ni ballon).
- **La passe** se fait dans tous les sens, en arrière aussi.
- **Personne ne peut jouer** : un joueur sans action possible passe son tour ; si aucun \
des deux ne peut jouer, la partie est nulle.
- **Répétition** : règle ajoutée pour que toute partie finisse ; la même position pour \
la troisième fois rend la partie nulle.
- **Match chronométré** : la règle ne fixe que la limite de temps (30 minutes) et le \
vainqueur (le plus de buts) ; le reste est décidé par Plateaux. Après chaque but, on \
remet en place : Jaune pose d'abord, comme au départ, et le camp qui vient d'encaisser \
le but joue le premier. La durée se choisit de 1 à 180 minutes (30 par défaut). Quand \
le temps est écoulé, la partie s'arrête aussitôt, même au milieu d'un tour, et un score \
égal fait match nul. Si la partie s'arrête plus tôt (répétition, ou personne ne peut \
jouer), le score décide de la même façon. L'horloge tourne sans pause, mises en place \
et réflexion de l'ordinateur comprises.
";

/// The rules help in English.
pub const EN: &str = "\
# Mundialito

## Aim
Score a goal before your opponent: bring your ball onto your last row, the row your \
opponent starts from.

This game by José Carlos de Diego Guerrero takes its name from the Gold Cup of \
Champions, the \"Mundialito\", played in Montevideo in 1980–81. It is a race to goal on \
a field covered with arrows, where you push and jump over the other side's players.

## Equipment
A 6 × 6 board made of four Martian Coasters. Each player has six pyramids, their \
footballers (two small, two medium, two large), and a ball of their colour. Yellow is \
also called Gualda, Red Bermellón.

## The field
Files run a to f from left to right and rows 1 to 6 from Yellow's side. Yellow starts \
on row 1 and scores on row 6; Red starts on row 6 and scores on row 1.
- Every square has arrows to some of its four neighbours (never diagonal): these are \
the pyramids' paths.
- The four coasters are laid with their marked corner (the dot) at the centre of the \
board. The field then looks the same after a quarter turn: it does not matter which side \
you sit on.
- An arrow that leaves by row 1 or row 6 leads nowhere (it is drawn hollow).
- For pyramids the board is a **cylinder**: files a and f touch. An arrow that leaves by the \
edge of file a leads to file f of the same row, and the other way round. A faded ghost column \
on each side shows it on screen. The ball never crosses from one edge to the other.

## Setting up
Setting up is part of the game.
1. Yellow places its 6 pyramids on row 1, in any order; then Red its own on row 6.
2. Yellow puts its ball on a square of its second row (row 2), then Red its own on row 5.
3. Red plays first.

## A turn
On your turn you make **two actions**, taken from the list below. The same action may \
be used twice, and the same pyramid may act twice. You may also stop after one action \
(the \"{ui:play.end_turn}\" button); after the second the turn passes by itself.

## The actions
- **Move** one of your pyramids one square, along an arrow of the square it stands on, \
into an empty square (no pyramid and no ball, of either side).
- **Pass**: your ball and one of your pyramids swap places, when they stand on the same \
row or the same diagonal (never the same file), any distance apart, with every square \
between them empty. Arrows do not matter and the line does not cross the a/f edge. \
Passes may go any way, backward too; the opponent's ball blocks the line as a pyramid \
does. This is the only way a ball moves: a ball is never pushed or jumped.
- **Push**: your pyramid touches an enemy pyramid in some direction, it is at least as \
large, and both your square and the enemy's have an arrow that way; the next square \
(across the a/f edge if need be) must be empty. The enemy pyramid is driven back one \
square that way and yours takes its place. A pyramid on row 1 or row 6 is never pushed.
- **Jump**: your pyramid touches a **larger** enemy pyramid; both your square and the \
enemy's have an arrow that way, and the next square (across the a/f edge if need be) \
is empty: your pyramid lands there, in a straight line. A pyramid on row 1 or row 6 is \
never jumped, nor is a ball.

Pyramids are never captured: they all stay in play to the end.

![fig:mundialito-pass]

![fig:mundialito-push]

![fig:mundialito-jump]

## End of the game
- The first player whose ball reaches their last row wins at once, even with the first \
action of their turn.
- A player with no possible action at the start of their turn misses it; if neither side \
can act, the game is drawn.
- The same position (pyramids, balls, player to move and actions left) for the third \
time draws the game.

## Variants (chosen in \"{ui:setup.title}\")
- **Coasters turned at random**: each coaster is turned at random, its marked corner no \
longer necessarily at the centre. The two ends of the field then no longer look alike. The draw \
is recorded with the game: a reloaded or shared game gets the same field back.
- **Timed match**: score as many goals as you can in the time given. The sheet suggests \
30 minutes; here you tick \"{ui:mundialito.option.timed_match}\" and choose the length \
in the \"{ui:setup.minutes}\" field that then appears (30 by default, as on the sheet). \
After each goal the score is counted and the board is set up again: Yellow places first, as \
at the start, and the side that has just conceded plays first, like a kick-off in \
football. When time is up, play stops at once, even in the middle of a turn: more goals \
wins, and a level score is a draw.

## On screen
- **Setting up**: click a pyramid of your reserve (in your band, above or below the \
board), then a free square of your first row; the same for the ball, on your second \
row. Two buttons do the whole placement in one click: \"{ui:mundialito.setup_standard}\" (small ones on \
the wings, large ones in the middle) or \"{ui:mundialito.setup_random}\". The computer chooses its own.
- **In play**: click one of your pyramids (it gets a blue ring), then where it goes. \
Each action has its colour: a green dot for a move, an orange ring on a pyramid you may \
push (click it), a turquoise ring on a square you may land on with a jump (click that \
square).
- **Pass**: click your ball, then the pyramid that receives it, marked with a purple ring.
- In your band, one blue dot per action you have left; in a timed match the score is \
written there in large figures and the time left shows beside the board.
- To change your mind halfway through an action, click anywhere but a marked square or \
press Escape. On a tablet or phone, tap the board as you would click.
- Against the computer your side is always at the bottom: the board is turned round \
when you play Red.

### With the keyboard
In \"{ui:play.type_move}\", type the action in the notation of the list of moves, then Enter. \
Placing a pyramid `Y3@c1`: the side's letter (Y for Yellow, R for Red), the size (1 \
small, 2 medium, 3 large), then the square: here the large Yellow pyramid to c1. Ball \
`ball@d2` (that of the side placing); move `c1-c2`; pass `c2<>e4` (the ball's square \
first); push `c2>c3` (the pusher, then the pushed pyramid, which goes on to c4); jump \
`c2^c4` (from, landing); `end` ends the turn after a single action. An impossible action \
is refused with the reason and changes nothing.

## Our decisions
The original sheet lost its pictures and leaves some points open; this is what Plateaux \
decided.
- **The arrows**: the arrow layout of a Martian Coaster comes from two independent \
public descriptions that agree square for square.
- **Which end**: the sheet lets Yellow choose the end it starts from. With the coasters \
laid normally this does not matter (the field is the same from both ends). With random \
coasters the two ends differ, but the app does not offer the choice: Yellow always \
starts from row 1 and Red from row 6, on the field drawn at random. The \
\"{ui:setup.lots}\" box of \"{ui:setup.title}\" decides who is Yellow.
- **Ending a turn**: `end` is allowed only after exactly one action, never after an \
action that scores (the game is then over, or the goal counted).
- **Pyramids of one size**: the two pyramids of one size and colour are interchangeable; \
placing a pyramid means choosing a size and a square.
- **Landing square**: a push or a jump needs an empty square to land on (no pyramid, no \
ball).
- **Passes** may go any way, backward too.
- **No one can act**: a player with no possible action misses the turn; if neither side \
can act, the game is drawn.
- **Repetition**: a rule added so that every game ends; the same position for the third \
time draws the game.
- **Timed match**: the sheet only sets the time limit (30 minutes) and the winner (more \
goals); the rest is Plateaux's decision. After each goal the board is set up again: \
Yellow places first, as at the start, and the side that has just conceded plays first. \
The length is chosen from 1 to 180 minutes (30 by default). When time is up, play stops \
at once, even in the middle of a turn, and a level score is a draw. If the game stops \
earlier (repetition, or no one can act), the score decides in the same way. The clock \
runs without a pause, setups and the computer's thinking included.
";
