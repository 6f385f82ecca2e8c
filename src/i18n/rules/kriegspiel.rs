//! Rules help for René Leduc's « Kriegspiel » (seed 002, RULES.md §4): the goal first,
//! then the setup, a turn, the details, how to play on screen, and the decisions that
//! are Plateaux's rather than the sheet's (the lost pictures included).
//!
//! One word, one meaning: a « tour » / "turn" is always the turn of one army (what
//! the *Fin du tour* button ends and the page's quiet-turns counter counts).

/// The rules help in French.
pub const FR: &str = "\
# « Kriegspiel » de René Leduc

## But du jeu
Mettre l'armée adverse hors d'état d'agir : qu'il ne lui reste plus aucun plateau de \
soldats ou de cavaliers, ni aucun canon servi par au moins deux soldats.

Une armée française et une armée anglaise s'affrontent sur un champ de bataille de \
cases hexagonales. On manœuvre, puis on tire ; un dé à six faces, marquées de 0 à 5, \
règle chaque tir.

## Le matériel
Chaque armée a 48 figurines montées sur 12 **plateaux** (des disques) :
- 6 plateaux de soldats (5 soldats au plus chacun) ;
- 4 plateaux de cavaliers (2 cavaliers au plus chacun) ;
- 2 plateaux de canon (1 canon et ses servants, 4 soldats au plus).

Soldats et cavaliers français sont bleus, canons français verts ; soldats et cavaliers \
anglais sont rouges, canons anglais bleus. À l'écran, des formes distinguent aussi les \
armes : des points pour les soldats, des losanges pour les cavaliers, un fût sur sa roue \
pour le canon. Le chiffre donne le nombre de figurines du plateau (pour un canon, ses \
servants).

## Le champ de bataille et la mise en place
Les dessins de la règle d'origine sont perdus : le champ et la position de départ \
ci-dessous sont une reconstitution de Plateaux, qui respecte chaque phrase de la règle \
(voir « Nos choix »).
- Le champ compte 9 colonnes (a à i) et 8 rangées (1 à 8), les Français en bas, du côté \
de la rangée 1. Les rangées 2, 4, 6 et 8 sont décalées d'une demi-case vers la droite.
- Chaque case a six voisines : E, O (W dans la notation), NE, NO (NW), SE et SO (SW).
- Tous les plateaux commencent pleins, tournés vers l'ennemi. Français : soldats en b2 \
c2 d2 f2 g2 h2, cavaliers en a1 b1 h1 i1, canons en d1 f1. Les Anglais sont placés de \
la même façon de leur côté, champ retourné : mêmes lettres, sur les rangées 7 et 8.
- Tourné vers l'ennemi, un plateau regarde un **coin** de sa case et non un côté : d'où \
la demi-rotation du départ, et les 4 directions de tir.

![fig:kriegspiel-start]

### Options du champ
- **Taille du champ** (« si vous agrandissez votre Kriegspiel », dit la règle) : de 8 à \
14 colonnes et de 6 à 14 rangées ; le nombre de rangées (de colonnes pour le champ « dans \
l'autre sens ») est arrondi au nombre pair supérieur, pour que les Anglais soient placés \
comme les Français. Sur un autre champ, \
même principe de départ : soldats au centre de la deuxième rangée, cavaliers aux ailes \
et canons au centre de la première.
- **Champ « dans l'autre sens »** : les cases présentent un côté plat à l'ennemi ; par \
défaut 8 colonnes de 9 cases (le champ habituel tourné d'un quart de tour ; nombre de \
colonnes pair). Les directions sont N, S, NE, NO, SE et SO. Les plateaux commencent \
face à l'ennemi par un côté : pas de demi-rotation, et l'on ne tire que dans 3 \
directions (N, NE et NO pour les Français), comme le dit la règle.

## Qui commence
La règle fait tirer au sort l'armée qui agit la première. Dans Plateaux, l'armée qui \
commence se choisit dans le champ « {ui:kriegspiel.option.starts} » de \
« {ui:setup.title} » : {ui:kriegspiel.side.0} par défaut, ou {ui:kriegspiel.side.1}. La \
case « {ui:setup.lots} » tire ensuite au sort quel joueur prend quelle armée, ce qui \
revient au tirage de la règle. Puis les deux armées jouent chacune à leur tour.

## Le tour d'une armée
Ici, un **tour** est toujours le tour d'une seule armée. Il se compose d'une **phase de \
mouvement**, puis d'une **phase de tir**. On peut n'en jouer qu'une partie, ou rien du \
tout : le bouton « {ui:play.end_turn} » passe la main à l'adversaire à tout moment. Une fois le \
premier tir fait, plus aucun mouvement ni transfert jusqu'à la fin du tour.

### Les mouvements
Dans l'ordre que l'on veut, en passant librement d'une arme à l'autre :
- **Demi-rotation** : un plateau qui regarde encore le coin de départ se tourne vers le \
côté juste à sa gauche ou juste à sa droite. Elle est gratuite et ne se fait qu'une fois \
par plateau, au tour que l'on veut. Tant qu'il ne l'a pas faite, un plateau ne peut rien \
faire d'autre (ni tourner, ni se déplacer, ni tirer, ni donner de figurines), mais il \
peut en recevoir.
- **Rotation** : tourner le plateau d'un côté (60°). Elle compte pour un mouvement.
- **Déplacement** : avancer ou reculer d'une case dans la direction où regarde le \
plateau, vers une case vide (ni plateau, ni canon détruit). Jamais de côté, et jamais en \
poussant un autre plateau. Il compte pour un mouvement.

![fig:kriegspiel-half-rotation]

À chaque tour : **3 mouvements pour les canons, 4 pour les soldats, 5 pour les \
cavaliers**, chaque total étant partagé entre les plateaux de l'arme. Un même plateau \
peut bouger plusieurs fois, et revenir sur un mouvement par le mouvement inverse (chacun \
compte).

**Un canon bouge selon le nombre de ses servants :**
- 0 servant : le canon est inerte ; il ne bouge pas et ne tire pas.
- 1 servant : aucun mouvement, mais il peut tirer (s'il a déjà fait sa demi-rotation).
- 2 servants : une seule rotation par tour.
- 3 servants : jusqu'à deux rotations par tour, mais pas de déplacement.
- 4 servants : rotations et déplacements au choix, dans la limite des 3 mouvements des \
canons.
Il faut au moins 2 servants pour la demi-rotation d'un canon ; elle ne compte pas dans \
ces limites.

### Les transferts
Un plateau peut passer des figurines au plateau ami qu'il regarde, sur la case voisine \
(peu importe où regarde celui qui reçoit) :
- des soldats, d'un plateau de soldats ou de canon vers un plateau de soldats ou de canon ;
- des cavaliers, d'un plateau de cavaliers vers un autre ;
- jamais le canon lui-même, jamais vers un canon détruit.
On en passe de 1 à autant que le receveur peut en prendre (5 soldats, 2 cavaliers, 4 \
servants). Les transferts sont gratuits et sans limite de nombre, même quand l'arme n'a \
plus de mouvement, mais **plus aucun dès que le premier tir du tour a eu lieu**. Un \
plateau de soldats ou de cavaliers vidé quitte le champ ; un canon vidé reste.

### Le tir
Au plus **un tir de canon, un tir de soldats et un tir de cavaliers** par tour, dans \
l'ordre que l'on veut. Un plateau tire droit devant lui, jamais en arrière (vers son \
camp : SE et SO pour les Français, NE et NO pour les Anglais), donc dans 4 directions \
(E, O, NE et NO pour les Français), sur le premier plateau de la ligne.
- Portée : **jusqu'à** 1 case pour les cavaliers (la cible est au contact), **jusqu'à** \
2 pour les soldats (au contact ou à une case d'écart), **jusqu'à** 3 pour les canons \
(jusqu'à deux cases d'écart).
- Un plateau entre les deux arrête le tir ; un canon détruit, non : on tire par-dessus.
- Un canon a besoin d'au moins un servant pour tirer.
- Chaque tir se règle par un seul jet de dé. Ci-dessous, n est le nombre de figurines du \
plateau qui tire.

![fig:kriegspiel-lines-of-fire]

![fig:kriegspiel-ranges]

| tireur → cible | effet du dé |
|---|---|
| canon → canon | 5 : le canon est détruit et tous ses servants sont hors combat ; couché sur son plateau, il reste sur le champ comme obstacle définitif. De 0 à 4 : rien |
| canon → soldats | autant de soldats hors combat que le dé |
| canon → cavaliers | 4 : 1 cavalier ; 5 : 2 cavaliers |
| soldats → canon | min(dé, n) servants ; jamais le canon |
| soldats → soldats | min(dé, n) soldats |
| soldats → cavaliers | 4 ou 5 : 1 cavalier ; 5 avec n ≥ 2 : 2 cavaliers |
| cavaliers → canon | 4 ou 5 : 1 servant ; 5 avec n = 2 : 2 servants ; jamais le canon |
| cavaliers → soldats | 4 ou 5 : 1 soldat ; 5 avec n = 2 : 2 soldats |
| cavaliers → cavaliers | 4 ou 5 : 1 cavalier ; 5 avec n = 2 : 2 cavaliers |

On ne perd jamais plus de figurines que la cible n'en porte. Un plateau de soldats ou de \
cavaliers vidé quitte le champ ; un canon sans servant reste, inerte, et peut être servi \
de nouveau par un transfert.

## Fin de la partie
- Perd aussitôt l'armée qui ne peut plus rien faire : plus aucun plateau de soldats ni \
de cavaliers, et aucun canon avec 2 servants ou plus. La règle en donne l'exemple : deux \
canons avec un servant chacun ne peuvent que tirer là où ils sont, et l'ennemi n'a qu'à \
se tenir hors de leur ligne de tir.
- **Règle ajoutée** pour que toute partie finisse : après **40 tours de suite (20 par \
armée)** sans qu'aucune figurine soit mise hors combat ni aucun canon détruit, la partie \
est nulle.

## À l'écran
Cliquez sur un plateau (il s'entoure de bleu), puis :
- sur une case voisine pour qu'il se tourne de ce côté (rotation ou demi-rotation, \
cercle violet) ; au bord du champ, les cases juste à l'extérieur se cliquent aussi ;
- sur la case devant ou derrière lui pour le déplacer (pastille verte) ;
- sur le plateau ami qu'il regarde (cercle orange) pour un transfert, puis sur le nombre \
de figurines à passer, dans les petits cercles numérotés qui apparaissent au-dessus ou \
au-dessous du champ ;
- sur la cible ennemie, sur sa ligne de tir (cercle rouge barré), pour tirer.

Après chaque tir, **l'application lance le dé elle-même** : il roule un instant, puis \
montre le résultat (la face blanche vaut 0). Le tirage est enregistré avec la partie : \
une partie rechargée ou partagée retrouve les mêmes dés.
- La flèche pleine au bord d'un plateau montre où il regarde ; une flèche creuse, qu'il \
regarde encore son coin de départ. Un canon détruit est dessiné couché.
- Dans le bandeau de l'armée qui joue, chaque arme montre ses mouvements restants ; un \
point rouge indique qu'elle a déjà tiré. À côté du champ s'affichent la phase, l'arme \
qui agit et le compte des tours sans perte (« sur 40 »).
- « {ui:play.end_turn} » termine le tour de votre armée. Pour changer d'avis en cours d'action, \
cliquez ailleurs que sur une case marquée ou appuyez sur Échap. Sur tablette ou \
téléphone, touchez le champ comme vous cliqueriez.
- Chaque armée peut être menée par 1 à 3 personnes (soldats, cavaliers, canons), soit \
de 2 à 6 joueurs : dans « {ui:setup.title} », donnez un nom de commandant à chaque arme, \
et l'écran dira quel commandant doit agir. Chaque armée peut aussi être confiée à \
l'ordinateur.
- Contre l'ordinateur, votre armée est toujours en bas : le champ est retourné si vous \
jouez les Anglais.

### Au clavier
Dans « {ui:play.type_move} », tapez l'action dans la notation de la liste des \
coups, puis Entrée : rotation ou demi-rotation `d2:NE` (la nouvelle direction) ; \
déplacement `d2-e3` ; transfert `d2>e3/2s` (2 soldats ; `/1c` pour un cavalier) ; tir \
`d2*e4` (le tireur, puis la cible), suivi du dé `=4` que l'application ajoute elle-même ; \
`end` finit le tour. Les directions s'écrivent à l'anglaise : `NW` et `SW` pour NO et \
SO. Sur les rangées 1, 3, 5 et 7, la voisine NE d'une case est dans la même colonne, une \
rangée plus haut, et la NO dans la colonne de gauche ; sur les rangées 2, 4, 6 et 8, la \
NE est dans la colonne de droite et la NO dans la même colonne. Ainsi d2, e3, e4, f5 \
forment une ligne droite vers le NE. Une action impossible est refusée avec son motif et \
ne change rien.

## Nos choix
La règle d'origine a perdu ses dessins et laisse des points ouverts. Voici ce que \
Plateaux a décidé ; ce ne sont pas des phrases de la règle.
- **Le champ** : hexagones dont une pointe est tournée vers l'ennemi, 9 colonnes × 8 rangées, rangées paires \
décalées (c'est ce qui explique la demi-rotation et les 4 directions de tir). Le champ \
« dans l'autre sens » a des hexagones à plat, 8 colonnes de 9 cases. Les tailles \
possibles (8 à 14 colonnes, 6 à 14 rangées) sont les nôtres.
- **La position de départ** : celle décrite plus haut, Anglais placés comme les \
Français, champ retourné.
- **Qui commence** : l'armée choisie dans « {ui:kriegspiel.option.starts} » \
({ui:kriegspiel.side.0} par défaut) ; le tirage au sort de la case « {ui:setup.lots} » \
porte sur qui commande quelle armée.
- **Avant la demi-rotation**, un plateau ne regarde aucune case : il ne peut que faire sa \
demi-rotation, mais il peut recevoir un transfert. Un plateau peut regarder le bord du \
champ.
- **La demi-rotation** est gratuite, une fois par plateau, à n'importe quel tour ; un \
canon a besoin de 2 servants pour la faire ; elle ne compte pas dans les limites des \
canons, et le plateau peut ensuite tourner ou se déplacer dans le même tour.
- **Une rotation = un pas de 60°.** Un plateau peut bouger plusieurs fois dans la limite \
de son arme, les armes s'entremêlent librement, et un mouvement défait par le mouvement \
inverse compte quand même.
- **Les limites des canons** (« une rotation », « deux rotations ») s'entendent par tour. \
Les servants sont comptés au moment du mouvement, et tous les mouvements déjà faits par \
ce plateau dans le tour comptent : avec 2 servants, une rotation seulement si le plateau \
n'a pas encore bougé ; avec 3, une rotation tant qu'il a fait moins de 2 mouvements.
- **Les transferts** : seul celui qui donne doit regarder le receveur ; soldats entre \
plateaux de soldats et de canon dans tous les sens, même d'un canon à 0 ou 1 servant ; \
la règle interdit les transferts « après la phase de tir » : nous les interdisons dès le \
premier tir du tour.
- **Le tir** : la cible est le premier plateau de la ligne, dans la portée, qui ne soit \
pas un canon détruit ; si ce plateau est ami, pas de tir. Le tir d'un plateau de canon \
est celui du canon (ses servants ne tirent jamais comme des soldats). Un canon sans \
servant est une cible et arrête les tirs. Un tir qui ne peut rien faire (des soldats sur \
un canon sans servant) reste permis. n se compte au moment du tir.
- **Canon sur canon** : seul un 5 a un effet ; de 0 à 4, rien, pas même un servant \
touché. Un canon sans servant peut être détruit ainsi.
- **Fin de la partie** : la défaite est constatée après chaque action et chaque dé, \
même au milieu d'un tour, et plus rien ne se joue ensuite.
- **Canons à un servant** : la règle permet les transferts de canon à canon, si bien que \
deux canons à un servant chacun pourraient en principe n'en faire qu'un à deux servants. \
Plateaux suit pourtant la règle, qui donne justement ce cas comme celui d'une armée \
vaincue : l'armée à qui il ne reste que des canons à moins de 2 servants a perdu dès cet \
instant, sans pouvoir regrouper ses servants. Cela vaut aussi quand elle s'y met elle-même, par exemple en passant l'un des \
deux servants d'un canon à un canon vide.
- **« {ui:play.end_turn} »** est possible à tout moment, même tout de suite, sauf pendant que le \
dé roule.
- **Le dé** est lancé par l'application, chaque face ayant une chance sur six ; \
l'ordinateur raisonne sur les six faces.
- **La partie nulle** après 40 tours sans perte (20 par armée) est une règle ajoutée, \
pour que toute partie finisse.
";

/// The rules help in English.
pub const EN: &str = "\
# René Leduc's \"Kriegspiel\"

## Aim
Leave the enemy army unable to act: with no soldier or cavalry plate left, and no \
cannon served by at least two soldiers.

A French and an English army face each other on a battlefield of hexagonal cells. You \
manoeuvre, then fire; a six-sided die marked 0 to 5 settles each shot.

## Equipment
Each army has 48 figures mounted on 12 **plates** (discs):
- 6 soldier plates (at most 5 soldiers each);
- 4 cavalry plates (at most 2 cavaliers each);
- 2 cannon plates (1 cannon and its crew, at most 4 soldiers).

French soldiers and cavalry are blue, French cannons green; English soldiers and \
cavalry are red, English cannons blue. On screen, shapes tell the arms apart too: dots \
for soldiers, diamonds for cavaliers, a barrel on its wheel for a cannon. The number is \
how many figures the plate holds (for a cannon, its crew).

## The battlefield and setting up
The original sheet's pictures are lost: the field and the start position below are \
Plateaux's reconstruction, which fits every sentence of the sheet (see \"Our decisions\").
- The field has 9 files (a to i) and 8 rows (1 to 8), the French at the bottom, on the \
row 1 side. Rows 2, 4, 6 and 8 are shifted half a cell to the right.
- Each cell has six neighbours: E, W, NE, NW, SE and SW.
- Every plate starts full, turned toward the enemy. French: soldiers on b2 c2 d2 f2 g2 \
h2, cavalry on a1 b1 h1 i1, cannons on d1 f1. The English stand the same way on their \
side, the field turned round: the same letters, on rows 7 and 8.
- Turned toward the enemy, a plate looks at a **corner** of its cell, not a side: hence \
the starting half-rotation, and the 4 directions of fire.

![fig:kriegspiel-start]

### Field options
- **Field size** (\"if you enlarge your Kriegspiel\", says the sheet): 8 to 14 files and \
6 to 14 rows; the number of rows (of files for the field \"the other way \
round\") is rounded up to an even number, so that the English stand as the French do. On another field the start follows the same idea: soldiers in \
the middle of the second row, cavalry on the wings and cannons in the middle of the \
first.
- **The field \"the other way round\"**: cells show a flat side to the enemy; by default \
8 files of 9 cells (the usual field turned a quarter; an even number of files). \
Directions are N, S, NE, NW, SE and SW. Plates start facing the enemy across a side: no \
half-rotation, and shots go in 3 directions only (N, NE and NW for the French), as the \
sheet says.

## Who starts
The sheet has lots drawn for the army that acts first. In Plateaux the army that starts \
is chosen in the \"{ui:kriegspiel.option.starts}\" field of \"{ui:setup.title}\": \
{ui:kriegspiel.side.0} by default, or {ui:kriegspiel.side.1}. The \"{ui:setup.lots}\" \
box then draws lots for which player takes which army, which comes to the sheet's draw. \
Then the two armies take turns.

## An army's turn
Here a **turn** is always the turn of one army. It is a **movement phase**, then a \
**fire phase**. You may play only part of it, or nothing at all: the \"{ui:play.end_turn}\" button \
hands over to the enemy at any moment. Once the first shot is fired, there is no more \
movement or transfer until the end of the turn.

### Movement
In any order, switching freely between arms:
- **Half-rotation**: a plate still looking at its start corner turns to the side just \
left or just right of it. It is free and happens once per plate, in whichever turn you \
like. Until it has done so, a plate can do nothing else (no turning, moving, firing or \
giving figures), but it can receive figures.
- **Rotation**: turn the plate by one side (60°). It costs one move.
- **Displacement**: one cell forward or backward in the direction the plate looks, into \
an empty cell (no plate, no wrecked cannon). Never sideways, and never pushing another \
plate. It costs one move.

![fig:kriegspiel-half-rotation]

Each turn: **3 moves for the cannons, 4 for the soldiers, 5 for the cavalry**, each \
shared among the plates of that arm. One plate may move several times, and undo a move \
with the opposite one (each costs).

**A cannon moves according to its crew:**
- 0 crew: the cannon is inert; it neither moves nor fires.
- 1 crew: no move, but it can fire (if it has already made its half-rotation).
- 2 crew: a single rotation per turn.
- 3 crew: up to two rotations per turn, but no displacement.
- 4 crew: rotations and displacements as you like, within the cannons' 3 moves.
A cannon needs at least 2 crew for its half-rotation, which does not count toward these \
limits.

### Transfers
A plate may pass figures to the friendly plate it faces, on the next cell (where the \
receiver looks does not matter):
- soldiers, from a soldier or cannon plate to a soldier or cannon plate;
- cavaliers, from one cavalry plate to another;
- never the cannon itself, never to a wrecked cannon.
Any number from 1 to as many as the receiver can take (5 soldiers, 2 cavaliers, 4 \
crew). Transfers are free and unlimited, even when the arm has no moves left, but \
**none once the turn's first shot has been fired**. An emptied soldier or cavalry plate \
leaves the field; an emptied cannon plate stays.

### Fire
At most **one cannon shot, one soldier shot and one cavalry shot** per turn, in any \
order. A plate fires straight ahead, never backward (toward its own side: SE and SW for \
the French, NE and NW for the English), so in 4 directions (E, W, NE and NW for the \
French), at the first plate on the line.
- Range: **up to** 1 cell for cavalry (the target is in contact), **up to** 2 for \
soldiers (in contact or one cell between), **up to** 3 for cannons (up to two cells \
between).
- A plate in between stops the shot; a wrecked cannon does not: you fire over it.
- A cannon needs at least one crew member to fire.
- Each shot is settled by a single roll of the die. Below, n is the number of figures on \
the firing plate.

![fig:kriegspiel-lines-of-fire]

![fig:kriegspiel-ranges]

| firer → target | effect of the roll |
|---|---|
| cannon → cannon | 5: the cannon is wrecked and all its crew is out; lying on its plate, it stays on the field as a permanent obstacle. 0 to 4: nothing |
| cannon → soldiers | as many soldiers out as the roll |
| cannon → cavalry | 4: 1 cavalier; 5: 2 cavaliers |
| soldiers → cannon | min(roll, n) crew; never the cannon |
| soldiers → soldiers | min(roll, n) soldiers |
| soldiers → cavalry | 4 or 5: 1 cavalier; 5 with n ≥ 2: 2 cavaliers |
| cavalry → cannon | 4 or 5: 1 crew; 5 with n = 2: 2 crew; never the cannon |
| cavalry → soldiers | 4 or 5: 1 soldier; 5 with n = 2: 2 soldiers |
| cavalry → cavalry | 4 or 5: 1 cavalier; 5 with n = 2: 2 cavaliers |

A target never loses more figures than it holds. An emptied soldier or cavalry plate \
leaves the field; a cannon with no crew stays, inert, and can be crewed again by a \
transfer.

## End of the game
- An army that can no longer do anything loses at once: no soldier or cavalry plate \
left, and no cannon with 2 or more crew. The sheet gives the example: two cannons with \
one soldier each can only fire where they stand, and the enemy need only keep out of \
their line of fire.
- **An added rule** so that every game ends: after **40 turns in a row (20 per army)** \
without a figure put out of action or a cannon wrecked, the game is drawn.

## On screen
Click a plate (it gets a blue ring), then:
- a neighbouring cell to turn it that way (rotation or half-rotation, purple ring); at \
the edge of the field, the cells just outside can be clicked too;
- the cell in front of or behind it to move it (green dot);
- the friendly plate it faces (orange ring) for a transfer, then how many figures to \
pass, in the small numbered circles that appear above or below the field;
- the enemy target on its line of fire (crossed red ring) to fire.

After each shot **the app rolls the die itself**: it tumbles a moment, then shows the \
result (the blank face is 0). The roll is recorded with the game: a reloaded or shared \
game gets the same rolls back.
- The solid arrow on a plate's rim shows where it looks; a hollow arrow, that it still \
looks at its start corner. A wrecked cannon is drawn lying down.
- In the band of the army playing, each arm shows its moves left; a red dot means it \
has fired. Beside the board you see the phase, the arm acting and the count of turns \
without a loss (\"of 40\").
- \"{ui:play.end_turn}\" ends your army's turn. To change your mind halfway through an action, \
click anywhere but a marked cell or press Escape. On a tablet or phone, tap the field \
as you would click.
- Each army may be led by 1 to 3 people (soldiers, cavalry, cannons), so 2 to 6 \
players: in \"{ui:setup.title}\", give each arm a commander's name, and the screen will say \
which commander is to act. Either army can also be left to the computer.
- Against the computer your army is always at the bottom: the field is turned round \
when you play the English.

### With the keyboard
In \"{ui:play.type_move}\", type the action in the notation of the list of moves, then Enter: \
rotation or half-rotation `d2:NE` (the new facing); displacement `d2-e3`; transfer \
`d2>e3/2s` (2 soldiers; `/1c` for a cavalier); shot `d2*e4` (firer, then target), \
followed by the roll `=4`, which the app adds itself; `end` ends the turn. On rows 1, 3, \
5 and 7 a cell's NE neighbour is in the same file one row up and its NW in the file to \
the left; on rows 2, 4, 6 and 8 the NE is in the file to the right and the NW in the \
same file. So d2, e3, e4, f5 make a straight line to the NE. An impossible action is \
refused with the reason and changes nothing.

## Our decisions
The original sheet lost its pictures and leaves points open. This is what Plateaux \
decided; none of it is the sheet's wording.
- **The field**: hexes with a point toward the enemy, 9 files × 8 rows, even rows shifted (which \
is what explains the half-rotation and the 4 directions of fire). The field \"the other \
way round\" has flat hexes, 8 files of 9 cells. The possible sizes (8 to 14 files, 6 to \
14 rows) are ours.
- **The start position**: the one described above, the English placed as the French, \
the field turned round.
- **Who starts**: the army chosen in \"{ui:kriegspiel.option.starts}\" \
({ui:kriegspiel.side.0} by default); the lots of the \"{ui:setup.lots}\" box decide who \
commands which army.
- **Before its half-rotation** a plate faces no cell: it can only half-rotate, but it \
can receive a transfer. A plate may face the edge of the field.
- **The half-rotation** is free, once per plate, in any turn; a cannon needs 2 crew for \
it; it does not count toward the cannons' limits, and the plate may then turn or move in \
the same turn.
- **One rotation = one 60° step.** A plate may move several times within its arm's \
moves, arms interleave freely, and a move undone by the opposite move still counts.
- **The cannons' limits** (\"one rotation\", \"two rotations\") are per turn. Crew are \
counted at the moment of the move, and every move that plate has already made this turn \
counts: with 2 crew, a rotation only if the plate has not moved yet; with 3, a rotation \
while it has made fewer than 2 moves.
- **Transfers**: only the giver must face the receiver; soldiers pass between soldier \
and cannon plates either way, even from a cannon with 0 or 1 crew; the sheet forbids \
transfers \"after the fire phase\": we forbid them from the turn's first shot.
- **Fire**: the target is the first plate on the line, within range, that is not a \
wrecked cannon; if that plate is friendly, there is no shot. A cannon plate's shot is \
the cannon's (its crew never fire as soldiers). A cannon with no crew is a target and \
stops shots. A shot that can do nothing (soldiers at a crewless cannon) is still \
allowed. n is counted when the plate fires.
- **Cannon on cannon**: only a 5 does anything; 0 to 4, nothing, not even a crew member \
hit. A crewless cannon can be wrecked this way.
- **End of the game**: defeat is checked after every action and every roll, even in the \
middle of a turn, and nothing is played afterwards.
- **Cannons with one crew member**: the sheet allows transfers from cannon to cannon, so \
two cannons with one crew member each could in principle become one cannon with two. \
Plateaux still follows the sheet, which gives exactly this case as a beaten army: an \
army left with only cannons of fewer than 2 crew has lost at that very moment, with no \
chance to regroup its crews. This holds too when the army does it to itself, for instance by passing one \
of a cannon's two crew to an empty cannon.
- **\"{ui:play.end_turn}\"** is possible at any moment, even straight away, except while the die is \
rolling.
- **The die** is rolled by the app, each face with one chance in six; the computer \
reasons over all six faces.
- **The draw** after 40 turns without a loss (20 per army) is an added rule, so that \
every game ends.
";
