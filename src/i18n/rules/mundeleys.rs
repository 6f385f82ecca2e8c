//! Rules help for the Jeu des Mundeleys (seed 000, RULES.md §2).

pub const FR: &str = "\
# Jeu des Mundeleys

Un jeu breveté des années cinquante, « plus amusant que le jeu de dames, moins \
compliqué que le jeu d'échecs ». On l'apprend en quelques minutes et les parties sont \
courtes.

## Matériel et but
Un damier de 48 cases, 8 colonnes (a à h) sur 6 rangées (1 à 6), la case d'angle à \
droite de chaque joueur étant noire (h1 et a6 sont noires). Chaque camp a 8 Lanciers, \
8 Grenadiers et 4 Mundeleys. **But : prendre toutes les pièces adverses.**

## Mise en place
Chacun remplit ses deux premières rangées : les Lanciers sur les cases noires, les \
Grenadiers sur les cases blanches. Les Blancs occupent les rangées 1 et 2 (Lanciers \
en b1 d1 f1 h1 a2 c2 e2 g2, Grenadiers en a1 c1 e1 g1 b2 d2 f2 h2), les Noirs les \
rangées 6 et 5 en miroir. Les 4 Mundeleys de chaque camp attendent hors du damier, en \
réserve. On tire au sort qui prend les Blancs ; les Blancs commencent. Chacun joue à \
son tour une seule pièce, d'une seule case.

## Marche des pièces
- **Lancier** (triangle) : une case en diagonale vers l'avant. Il ne recule jamais et \
reste donc toujours sur les cases noires.
- **Grenadier** (disque à moitié plein) : une case droit devant, ou une case à gauche \
ou à droite. Il ne recule jamais.
- **Mundeley** (disque couronné d'une étoile d'or) : une case dans n'importe laquelle des \
8 directions, en arrière aussi. C'est la pièce la plus forte, puis le Grenadier, puis \
le Lancier.

## Prises
On prend en allant sur la case de la pièce adverse, **selon la marche de sa propre \
pièce**. La prise n'est jamais obligatoire.
- Un Lancier prend un Lancier ou un Mundeley adverse, jamais un Grenadier.
- Un Grenadier prend un Grenadier ou un Mundeley adverse, jamais un Lancier.
- Un Mundeley prend n'importe quelle pièce adverse, même en arrière.
La « protection » dont parle la règle d'origine n'est que cela : une pièce prise peut \
être reprise par une pièce voisine qui en a le droit. Elle n'ajoute aucune règle.

## Faire Mundeley
Un Lancier ou un Grenadier qui atteint la dernière rangée adverse (rangée 6 pour les \
Blancs, rangée 1 pour les Noirs), en marchant ou en prenant, est aussitôt remplacé sur \
cette case par un Mundeley de sa réserve. Quand la réserve est vide, il reste ce qu'il \
est (un Lancier arrivé au bout ne peut alors plus bouger ; un Grenadier peut encore \
aller de côté). Un Mundeley pris ne retourne pas dans la réserve : chaque camp fait \
donc au plus 4 Mundeleys.

## Fin de partie
- Gagne celui qui a pris toutes les pièces adverses.
- Perd celui qui a encore des pièces mais aucun coup possible à son tour, comme aux \
dames (la règle d'origine ne dit rien de ce cas).
- Partie nulle quand il ne reste à chacun que des Mundeleys, en nombre égal.
- Partie nulle quand la même position (mêmes pièces aux mêmes cases, mêmes réserves, \
même joueur au trait) se présente pour la troisième fois : c'est ainsi que nous lisons \
« jouer trois fois de suite la même pièce sur les coups qui reviennent toujours les \
mêmes ».

## Notation des coups
Un pas `e2-e3`, une prise `d2xe3`, une promotion ajoutée au coup : `c5-c6=M`, \
`d5xe6=M`. Colonnes a à h de gauche à droite, rangées 1 à 6 en partant des Blancs.

## À l'écran
Cliquez votre pièce puis sa case d'arrivée. Les cases possibles portent un point vert, \
les prises un cercle rouge barré, une promotion sans prise un cercle violet. La \
promotion est automatique. Les réserves de Mundeleys et leur nombre sont affichés \
au-dessus et au-dessous du damier ; le damier se retourne quand vous jouez les Noirs.
";

pub const EN: &str = "\
# Mundeleys (Jeu des Mundeleys)

A patented French game from the 1950s, \"more fun than draughts, less complicated \
than chess\". It is learnt in minutes and games are short.

## Equipment and aim
A board of 48 squares, 8 files (a to h) by 6 ranks (1 to 6), each player's right-hand \
corner square being black (h1 and a6 are black). Each side has 8 Lanciers, 8 \
Grenadiers and 4 Mundeleys. **Aim: take every enemy piece.**

## Setting up
Each player fills their two nearest ranks: Lanciers on the black squares, Grenadiers \
on the white ones. White holds ranks 1 and 2 (Lanciers on b1 d1 f1 h1 a2 c2 e2 g2, \
Grenadiers on a1 c1 e1 g1 b2 d2 f2 h2), Black ranks 6 and 5 as a mirror image. Each \
side's 4 Mundeleys wait off the board, in reserve. Lots decide who takes White; White \
starts. Players take turns, moving one piece one square.

## How the pieces move
- **Lancier** (triangle): one square diagonally forward. It never moves back, so it \
always stays on the black squares.
- **Grenadier** (half-filled disc): one square straight forward, or one square left or \
right. It never moves back.
- **Mundeley** (disc crowned with a gold star): one square in any of the 8 directions, \
backwards too. It is the strongest piece, then the Grenadier, then the Lancier.

## Captures
You capture by moving onto the enemy piece's square **along your own piece's move**. \
Capturing is never compulsory.
- A Lancier takes an enemy Lancier or Mundeley, never a Grenadier.
- A Grenadier takes an enemy Grenadier or Mundeley, never a Lancier.
- A Mundeley takes any enemy piece, even backwards.
The \"protection\" the original sheet describes is only this: a taken piece may be \
retaken by a neighbour allowed to. It adds no rule.

## Making a Mundeley
A Lancier or Grenadier that reaches the enemy's last rank (rank 6 for White, rank 1 for \
Black), by a move or a capture, is at once replaced on that square by a Mundeley from \
its side's reserve. Once the reserve is empty it stays what it is (a Lancier there can \
then no longer move; a Grenadier can still step sideways). A captured Mundeley does \
not go back to the reserve, so each side makes at most 4 Mundeleys.

## End of the game
- Whoever has taken every enemy piece wins.
- A player who still has pieces but no legal move on their turn loses, as in draughts \
(the original sheet is silent on this case).
- The game is drawn when each side has only Mundeleys left, as many as the other.
- The game is drawn when the same position (same pieces on the same squares, same \
reserves, same player to move) occurs for the third time: this is how we read the \
sheet's \"both keep playing the same piece back and forth three times\".

## Move notation
A step `e2-e3`, a capture `d2xe3`, a promotion appended: `c5-c6=M`, `d5xe6=M`. Files a \
to h from left to right, ranks 1 to 6 counted from White's side.

## On screen
Click your piece, then its destination. Possible squares show a green dot, captures a \
red crossed ring, a promotion without capture a purple ring. Promotion is automatic. \
Both reserves of Mundeleys and how many remain are shown above and below the board; \
the board turns round when you play Black.
";
