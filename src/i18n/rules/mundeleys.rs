//! Rules help for the Jeu des Mundeleys (seed 000, RULES.md §2): the goal first, then
//! the setup, a turn, the details, how to play on screen, and the decisions that are
//! Plateaux's rather than the sheet's.

/// The rules help in French.
pub const FR: &str = "\
# Jeu des Mundeleys

## But du jeu
Prendre toutes les pièces de l'adversaire.

Ce jeu breveté des années cinquante se présentait comme « plus amusant que le jeu de \
dames, moins compliqué que le jeu d'échecs ». Il s'apprend en quelques minutes et les \
parties sont courtes.

## Matériel et mise en place
Un damier de 48 cases : 8 colonnes (a à h) sur 6 rangées (1 à 6), posé de sorte que la \
case d'angle à droite de chaque joueur soit noire (h1 et a6 sont noires). Chaque camp a \
8 Lanciers, 8 Grenadiers et 4 Mundeleys.
- Chacun garnit ses deux premières rangées : les Lanciers sur les cases noires, les \
Grenadiers sur les cases blanches. Les Blancs occupent les rangées 1 et 2 (Lanciers en \
b1 d1 f1 h1 a2 c2 e2 g2, Grenadiers en a1 c1 e1 g1 b2 d2 f2 h2), les Noirs les rangées \
5 et 6 (Lanciers en b5 d5 f5 h5 a6 c6 e6 g6, Grenadiers en a5 c5 e5 g5 b6 d6 f6 h6) : \
chacun voit la même disposition depuis sa place.
- Les 4 Mundeleys de chaque camp restent hors du damier, en réserve : ils entreront en \
jeu au fil de la partie.
- On tire au sort qui prend les Blancs ; les Blancs jouent le premier coup.

![fig:mundeleys-start]

## Déroulement
Chacun joue à son tour une seule pièce, d'une seule case. Deux pièces ne partagent \
jamais une case.
- **Lancier** (triangle) : une case en diagonale vers l'avant. Il ne recule jamais, et \
reste donc toujours sur les cases noires.
- **Grenadier** (disque à moitié plein) : une case droit devant, ou une case à gauche ou \
à droite. Il ne recule jamais.
- **Mundeley** (disque cerclé d'or, une étoile dorée en son centre) : une case dans \
n'importe laquelle des huit directions, en arrière comme en avant.

Le Mundeley est la pièce la plus forte ; viennent ensuite le Grenadier, puis le Lancier.

![fig:mundeleys-steps]

![fig:mundeleys-mundeley]

## Prises
Une pièce prend comme elle marche : elle va sur la case de la pièce adverse, qui quitte \
le damier. Prendre n'est jamais obligatoire ; il vaut parfois mieux attendre le bon moment.
- Un Lancier prend un Lancier ou un Mundeley adverse, jamais un Grenadier.
- Un Grenadier prend un Grenadier ou un Mundeley adverse, jamais un Lancier.
- Un Mundeley prend n'importe quelle pièce adverse, même en reculant.

La règle d'origine parle de pièces qui « se protègent » : cela veut seulement dire \
qu'une pièce prise peut être reprise aussitôt par une pièce voisine qui en a le droit. \
Ce n'est pas une règle de plus.

![fig:mundeleys-captures]

## Faire Mundeley
Un Lancier ou un Grenadier qui atteint la dernière rangée du camp adverse (la rangée 6 \
pour les Blancs, la rangée 1 pour les Noirs), en marchant ou en prenant, est aussitôt \
remplacé sur cette case par un Mundeley de sa réserve (réserve vide : voir « Nos \
choix »).

## Fin de partie
- Gagne celui qui a pris toutes les pièces adverses du damier ; les Mundeleys encore en \
réserve ne comptent pas (voir « Nos choix »).
- Perd celui qui a encore des pièces mais ne peut jouer aucun coup à son tour.
- La partie est nulle quand il ne reste à chacun que des Mundeleys, autant d'un côté \
que de l'autre.
- Elle est nulle aussi quand la même position revient pour la troisième fois, ou \
après 50 coups de chaque joueur sans prise, sans promotion et sans qu'aucun Lancier ni \
Grenadier n'avance (voir « Nos choix »).

## À l'écran
- Cliquez sur votre pièce (elle s'entoure de bleu), puis sur sa case d'arrivée. Les \
cases possibles portent une pastille verte, les prises un cercle rouge barré, une \
promotion sans prise un cercle violet. La promotion se fait toute seule.
- « Pièce touchée, pièce jouée » ne s'applique pas à l'écran : une pièce choisie n'est \
pas encore jouée. Pour la reposer, cliquez ailleurs que sur une case marquée, cliquez \
de nouveau sur elle ou appuyez sur Échap ; un clic sur une autre de vos pièces la \
choisit à la place. Et le « j'adoube » d'une pièce renversée n'a évidemment plus lieu \
d'être.
- Sur tablette ou téléphone, touchez le damier du doigt comme vous cliqueriez.
- Les deux réserves de Mundeleys, avec le nombre qui reste, sont affichées au-dessus et \
au-dessous du damier.
- Contre l'ordinateur, votre camp est toujours en bas : le damier est retourné si vous \
jouez les Noirs. À deux sur le même écran, les Blancs restent en bas.
- « {ui:play.undo} » reprend le dernier coup (contre l'ordinateur, sa réponse et votre dernier \
coup sont repris ensemble) ; « {ui:play.redo} » rejoue un coup repris.

### Au clavier
Dans « {ui:play.type_move} », tapez le coup dans la notation de la liste des \
coups, puis Entrée : un pas `e2-e3`, une prise `d2xe3`, une promotion ajoutée à la fin \
du coup : `c5-c6=M`, `d5xe6=M`. Les colonnes vont de a à h, de gauche à droite, et les \
rangées de 1 à 6 en partant des Blancs. Un coup impossible est refusé avec son motif \
et ne change rien.

## Nos choix
La règle d'origine ne dit pas tout ; voici ce que Plateaux a décidé.
- **Réserve vide** : un Lancier ou un Grenadier qui atteint la dernière rangée alors \
que sa réserve est vide reste ce qu'il est. Un Lancier arrivé là ne peut plus bouger ; \
un Grenadier peut encore aller de côté.
- **Mundeley pris** : il ne retourne pas dans la réserve. Chaque camp fait donc au plus \
4 Mundeleys dans la partie.
- **Promotion en prenant** : une prise qui amène la pièce sur la dernière rangée la fait \
Mundeley, comme un simple pas.
- **Toutes les pièces prises** : seules comptent les pièces sur le damier. Le joueur \
qui n'en a plus aucune a perdu, même s'il lui reste des Mundeleys en réserve : ils \
n'entrent en jeu qu'à la place d'un Lancier ou d'un Grenadier arrivé au bout.
- **Plus aucun coup possible** : le joueur bloqué perd, comme aux dames (la règle n'en \
dit rien).
- **Répétition** : la règle annule la partie quand les deux joueurs s'obstinent à \
rejouer trois fois de suite les mêmes coups. Nous le comptons ainsi : la même position \
(mêmes pièces sur les mêmes cases, mêmes réserves, même joueur au trait) pour la \
troisième fois, et la partie est nulle.
- **50 coups sans progrès : partie nulle.** Cette règle est un ajout de Plateaux : la \
règle d'origine ne prévoit rien pour une partie où plus rien ne se passe, or une partie \
doit finir. Des Mundeleys peuvent tourner sur le damier et des Grenadiers aller de côté \
indéfiniment sans que la même position revienne trois fois. Comme aux dames et aux \
échecs, la partie est donc nulle après 50 coups de chaque joueur (100 en tout) sans \
prise, sans promotion et sans aucun pas en avant d'un Lancier ou d'un Grenadier. Le \
compte repart de zéro à chacun de ces coups ; à partir de 20 coups de chaque côté, il \
s'affiche dans le panneau à côté du damier (dessous sur un petit écran).
- **Qui commence** : la règle fait deviner dans quelle main se cache une pièce blanche. \
Ici, la case « {ui:setup.lots} » de « {ui:setup.title} » désigne qui prend \
les Blancs, et les Blancs commencent.
";

/// The rules help in English.
pub const EN: &str = "\
# Mundeleys (Jeu des Mundeleys)

## Aim
Take every one of your opponent's pieces.

This patented French game from the 1950s billed itself as \"more fun than draughts, \
less complicated than chess\". It is learnt in minutes and games are short.

## Equipment and setting up
A board of 48 squares: 8 files (a to h) by 6 ranks (1 to 6), laid so that each \
player's right-hand corner square is black (h1 and a6 are black). Each side has 8 \
Lanciers, 8 Grenadiers and 4 Mundeleys.
- Each player fills their two nearest ranks: Lanciers on the black squares, Grenadiers \
on the white ones. White holds ranks 1 and 2 (Lanciers on b1 d1 f1 h1 a2 c2 e2 g2, \
Grenadiers on a1 c1 e1 g1 b2 d2 f2 h2), Black ranks 5 and 6 (Lanciers on b5 d5 f5 h5 \
a6 c6 e6 g6, Grenadiers on a5 c5 e5 g5 b6 d6 f6 h6): each player sees the same layout \
from their seat.
- Each side's 4 Mundeleys stay off the board, in reserve: they come into play as the \
game goes on.
- Lots decide who takes White; White makes the first move.

![fig:mundeleys-start]

## Play
Players take turns, each moving one piece one square. Two pieces never share a square.
- **Lancier** (triangle): one square diagonally forward. It never moves back, so it \
always stays on the black squares.
- **Grenadier** (half-filled disc): one square straight forward, or one square left or \
right. It never moves back.
- **Mundeley** (disc ringed in gold, with a gold star in the middle): one square in any \
of the eight directions, backward as well as forward.

The Mundeley is the strongest piece, then the Grenadier, then the Lancier.

![fig:mundeleys-steps]

![fig:mundeleys-mundeley]

## Captures
A piece captures the way it moves: it goes onto the enemy piece's square, and that \
piece leaves the board. Capturing is never compulsory; sometimes it pays to wait for \
the right moment.
- A Lancier takes an enemy Lancier or Mundeley, never a Grenadier.
- A Grenadier takes an enemy Grenadier or Mundeley, never a Lancier.
- A Mundeley takes any enemy piece, even moving backward.

The original sheet speaks of pieces that \"protect\" each other: it only means that a \
piece taken may be retaken at once by a neighbour allowed to. It is not an extra rule.

![fig:mundeleys-captures]

## Making a Mundeley
A Lancier or Grenadier that reaches the enemy's last rank (rank 6 for White, rank 1 for \
Black), by a step or a capture, is at once replaced on that square by a Mundeley from \
its side's reserve (empty reserve: see \"Our decisions\").

## End of the game
- Whoever has taken every enemy piece on the board wins; Mundeleys still in reserve do \
not count (see \"Our decisions\").
- A player who still has pieces but no move on their turn loses.
- The game is drawn when each side has only Mundeleys left, as many as the other.
- It is drawn too when the same position comes back for the third time, or after 50 \
moves by each player without a capture, a promotion or any Lancier or Grenadier \
stepping forward (see \"Our decisions\").

## On screen
- Click your piece (it gets a blue ring), then the square it goes to. Possible squares \
show a green dot, captures a crossed red ring, a promotion without a capture a purple \
ring. Promotion happens by itself.
- \"A piece touched must be played\" does not apply on screen: a piece you have chosen \
is not played yet. To put it back, click anywhere but a marked square, click it again \
or press Escape; a click on another of your pieces chooses that one instead. And the \
\"j'adoube\" for a knocked-over piece is of course no longer needed.
- On a tablet or phone, tap the board as you would click.
- Both reserves of Mundeleys, with how many remain, are shown above and below the board.
- Against the computer your side is always at the bottom: the board is turned round \
when you play Black. Two players on one screen keep White at the bottom.
- \"{ui:play.undo}\" takes back the last move (against the computer, its reply and your last move \
are taken back together); \"{ui:play.redo}\" plays a move taken back again.

### With the keyboard
In \"{ui:play.type_move}\", type the move in the notation of the list of moves, then Enter: a \
step `e2-e3`, a capture `d2xe3`, a promotion added at the end of the move: `c5-c6=M`, \
`d5xe6=M`. Files run a to h from left to right and ranks 1 to 6 counted from White's \
side. An impossible move is refused with the reason and changes nothing.

## Our decisions
The original sheet does not say everything; this is what Plateaux decided.
- **Empty reserve**: a Lancier or Grenadier that reaches the last rank when its reserve \
is empty stays what it is. A Lancier there can no longer move; a Grenadier can still \
step sideways.
- **A Mundeley taken** does not go back to the reserve, so each side makes at most 4 \
Mundeleys in a game.
- **Promotion by capture**: a capture that brings the piece onto the last rank makes it \
a Mundeley, just as a step does.
- **Every piece taken**: only the pieces on the board count. A player with none left \
has lost, even with Mundeleys still in reserve: they only come into play in place of a \
Lancier or Grenadier reaching the far rank.
- **No move left**: the blocked player loses, as in draughts (the sheet is silent).
- **Repetition**: the sheet draws the game when both players persist in repeating the \
same moves three times in a row. We count it this way: the same position (same pieces \
on the same squares, same reserves, same player to move) for the third time draws the \
game.
- **50 moves without progress: a draw.** This rule is Plateaux's own addition: the \
sheet has nothing for a game where nothing happens any more, and a game must end. \
Mundeleys can wander the board and Grenadiers step sideways for ever without the same \
position coming back three times. So, as in draughts and chess, the game is drawn after \
50 moves by each player (100 in all) without a capture, a promotion or any step forward \
by a Lancier or a Grenadier. The count starts again at each such move; from 20 moves \
each on, it is shown in the panel beside the board (below it on a small screen).
- **Who starts**: the sheet has one player guess which hand hides a white piece. Here \
the \"{ui:setup.lots}\" box of \"{ui:setup.title}\" decides who takes White, and White \
starts.
";
