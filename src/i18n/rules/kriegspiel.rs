//! Rules help for René Leduc's « Kriegspiel » (seed 002, RULES.md §4).

pub const FR: &str = "\
# « Kriegspiel » de René Leduc

Un jeu de bataille entre une armée française et une armée anglaise, sur un champ de \
bataille de cases hexagonales, avec un dé à six faces marquées 0 à 5.

## Une reconstitution
Les dessins de la règle d'origine (champ de bataille, position de départ) sont perdus. \
Ce qui suit est une reconstitution qui respecte chaque phrase de la règle ; les points \
qu'elle laisse ouverts sont tranchés plus bas.

## Le matériel
Chaque armée a 48 figurines sur 12 **plateaux** (des disques) :
- 6 plateaux soldats (jusqu'à 5 soldats chacun) ;
- 4 plateaux cavaliers (jusqu'à 2 cavaliers chacun) ;
- 2 plateaux canon (1 canon et jusqu'à 4 soldats, ses servants).

Soldats et cavaliers français sont bleus, canons français verts ; soldats et cavaliers \
anglais sont rouges, canons anglais bleus. À l'écran, des formes distinguent aussi les \
armes : points pour les soldats, losanges pour les cavaliers, un fût sur sa roue pour le \
canon ; le chiffre donne le nombre de figurines (pour un canon : ses servants).

## Le champ de bataille
9 colonnes (a à i) et 8 rangées (1 à 8), les Français en bas (rangée 1 de leur côté). \
Les rangées 2, 4, 6 et 8 sont décalées d'une demi-case vers la droite. Chaque case a six \
voisines : E, O (W dans la notation), NE, NO (NW), SE et SO (SW). Face à l'ennemi, un \
plateau regarde un **coin** de sa case : c'est pourquoi il existe une demi-rotation de \
départ et pourquoi on peut tirer dans 4 directions.

La taille est une option (« si vous agrandissez votre Kriegspiel ») : de 8 à 14 colonnes, \
de 6 à 14 rangées, le nombre de rangées étant pair (arrondi au-dessus) pour que l'armée \
anglaise soit placée comme la française, champ retourné d'un demi-tour.

**Le champ « dans l'autre sens »** (option) : les cases ont un côté plat vers l'ennemi, \
par défaut 8 colonnes de 9 cases (le champ standard tourné d'un quart de tour ; nombre de \
colonnes pair). Les directions sont N, S, NE, NO, SE, SO. Les plateaux commencent en \
regardant l'ennemi par un côté : il n'y a pas de demi-rotation, et l'on ne tire que dans \
3 directions (N, NE, NO pour les Français).

## La position de départ
Tous les plateaux sont pleins et regardent le coin tourné vers l'ennemi. Français : \
plateaux soldats en b2 c2 d2 f2 g2 h2, cavaliers en a1 b1 h1 i1, canons en d1 f1. Les \
Anglais occupent les cases correspondantes, champ retourné : mêmes lettres sur les \
rangées 7 et 8. (Sur un autre champ, mêmes principes : soldats au centre de la \
deuxième rangée, cavaliers aux ailes et canons au centre de la première.)

## Le tour
On tire au sort l'armée qui commence (la partie enregistrée la nomme). Chaque tour \
est une **phase de mouvement** puis une **phase de tir** ; on peut passer l'une ou \
l'autre, en tout ou en partie. Le bouton « fin du tour » (`end`) est possible à tout \
moment, sauf quand un dé doit être lancé.

### Mouvements
Dans l'ordre qu'on veut, en alternant les armes à volonté :
- **Demi-rotation** : un plateau qui regarde encore le coin de départ se tourne vers le \
côté juste à gauche ou juste à droite. Gratuite, une seule fois par plateau, à n'importe \
quel tour. Tant qu'il ne l'a pas faite, un plateau ne regarde aucune case : il ne peut \
que faire sa demi-rotation (ni tourner, ni se déplacer, ni tirer, ni donner de \
figurines, mais il peut en recevoir).
- **Rotation** : tourner d'un côté (60°). Compte pour un mouvement.
- **Déplacement** : avancer ou reculer d'une case dans l'axe du plateau, vers une case \
vide (ni plateau, ni canon détruit). Jamais de côté, jamais en poussant. Compte pour un \
mouvement. Un plateau peut regarder le bord du champ.

Par tour : **3 mouvements canons, 4 mouvements soldats, 5 mouvements cavaliers**, chaque \
total partagé entre les plateaux de l'arme. Un plateau peut bouger plusieurs fois, et \
défaire un mouvement par le mouvement contraire (chacun compte).

**Les canons bougent grâce à leurs servants**, comptés au moment du mouvement, et selon \
tous les mouvements que ce plateau a déjà faits ce tour :
- 0 ou 1 servant : aucun mouvement (avec 1 servant, le canon peut tirer) ;
- 2 servants : une rotation, seulement si le plateau n'a pas encore bougé ce tour ;
- 3 servants : une rotation, seulement s'il a fait moins de 2 mouvements ce tour ;
- 4 servants : n'importe lequel des 3 mouvements de l'arme.
Un canon a besoin de 2 servants pour sa demi-rotation, qui ne compte pas dans ces limites.

### Transferts
Passer des figurines d'un plateau au plateau ami qu'il regarde, sur la case voisine \
(le sens du plateau receveur est sans importance). Des soldats vont d'un plateau soldats \
ou canon à un plateau soldats ou canon ; des cavaliers d'un plateau cavaliers à un \
autre ; le canon lui-même ne se transfère jamais ; jamais vers un canon détruit ni vers \
l'ennemi. On transfère de 1 figurine à autant qu'il en tient (5 soldats, 2 cavaliers, \
4 servants). Les transferts sont gratuits et illimités, même quand l'arme n'a plus de \
mouvement, même depuis un canon à 0 ou 1 servant, mais **interdits dès qu'un tir a eu \
lieu** dans le tour. Un plateau soldats ou cavaliers vidé quitte le champ ; un canon \
vidé reste.

### Tir
Au plus **un tir de canon, un tir de soldats et un tir de cavaliers** par tour. Après \
le premier tir, plus aucun mouvement ni transfert. Un plateau tire droit devant lui, \
jamais en arrière (vers son camp : SE et SO pour les Français, NE et NO pour les \
Anglais), sur le premier plateau de la ligne :
- portée 1 case pour les cavaliers (côte à côte), 2 pour les soldats (une case \
d'intervalle), 3 pour les canons (deux cases d'intervalle) ;
- un plateau entre les deux arrête le tir, sauf un canon détruit, par-dessus lequel on \
tire ;
- si le premier plateau (qui ne soit pas un canon détruit) est ami, pas de tir ;
- un canon a besoin d'au moins un servant pour tirer, et son tir est celui du canon (ses \
servants ne tirent jamais comme des soldats) ;
- un canon sans servant est une cible et arrête les tirs.
On lance le dé une fois par tir. n est le nombre de figurines du plateau qui tire.

| tireur → cible | effet du dé |
|---|---|
| canon → canon | 5 : canon détruit, tous ses servants hors combat ; il reste, obstacle définitif |
| canon → soldats | autant de soldats hors combat que le dé |
| canon → cavaliers | 4 : 1 cavalier ; 5 : 2 cavaliers |
| soldats → canon | min(dé, n) servants ; jamais le canon |
| soldats → soldats | min(dé, n) soldats |
| soldats → cavaliers | 4 ou 5 : 1 cavalier ; 5 avec n ≥ 2 : 2 |
| cavaliers → canon | 4 ou 5 : 1 servant ; 5 avec n = 2 : 2 |
| cavaliers → soldats | 4 ou 5 : 1 soldat ; 5 avec n = 2 : 2 |
| cavaliers → cavaliers | 4 ou 5 : 1 cavalier ; 5 avec n = 2 : 2 |

On ne perd jamais plus que ce que porte la cible. Un tir qui ne peut rien faire (des \
soldats sur un canon sans servant) reste permis. Un canon sans servant peut être \
détruit par un canon (sur un 5). Un plateau soldats ou cavaliers vidé quitte le champ ; \
un canon sans servant reste, inerte, et peut être servi à nouveau par transfert.

## Fin de la partie
Perd aussitôt l'armée qui ne peut plus rien faire : plus aucun plateau soldats ni \
cavaliers, et aucun canon avec 2 servants ou plus (l'exemple de la règle : deux canons \
avec un servant chacun). On le vérifie après chaque action et chaque dé, même au milieu \
d'un tour, et plus rien ne se joue ensuite.

**Règle maison** pour que toute partie finisse : 20 tours complets de suite (20 tours de \
chaque armée) sans aucune figurine perdue, et la partie est nulle.

## Commandants
Chaque armée peut être menée par 1 à 3 personnes (soldats, cavaliers, canons) : de 2 à \
6 joueurs. L'écran montre quelle arme agit et combien de mouvements il reste à chaque \
arme (point rouge : l'arme a tiré).

## Le dé
L'application lance le dé avec un générateur dont la graine est gardée dans la partie \
enregistrée : une partie rechargée se rejoue à l'identique. L'ordinateur raisonne sur \
les six faces, chacune avec une chance sur six.

## Notation des coups
Rotation ou demi-rotation `d2:NE` (la nouvelle direction) ; déplacement `d2-e3` ; \
transfert `d2>e3/2s` (2 soldats ; `/1c` pour un cavalier) ; tir `d2*e4` (tireur, cible) \
puis son dé `=4` ; `end` finit le tour. Sur les rangées 1, 3, 5, 7, la voisine NE d'une \
case est dans la même colonne une rangée plus haut et la NO dans la colonne à gauche ; \
sur les rangées 2, 4, 6, 8, la NE est dans la colonne à droite et la NO dans la même \
colonne : d2 → e3 → e4 → f5 est une ligne droite vers le NE.

## À l'écran
Cliquez un plateau, puis :
- une case voisine pour qu'il s'y tourne (rotation ou demi-rotation ; une case hors du \
champ, au bord, se clique aussi) ;
- la case devant ou derrière lui pour le déplacer ;
- le plateau ami qu'il regarde, puis le nombre de figurines à transférer dans les petits \
cercles numérotés ;
- la cible ennemie sur sa ligne de tir pour tirer (cerclée de rouge), puis lancez le dé.
La flèche pleine sur le bord d'un plateau montre où il regarde ; une flèche creuse, \
qu'il regarde encore son coin de départ. Un canon détruit est dessiné couché.
";

pub const EN: &str = "\
# René Leduc's « Kriegspiel »

A battle between a French and an English army on a field of hexagonal cells, with a \
six-sided die marked 0 to 5.

## A reconstruction
The original sheet's pictures (battlefield, start position) are lost. What follows is a \
reconstruction that fits every sentence of the sheet; the points it leaves open are \
settled below.

## Equipment
Each army has 48 figures on 12 **plates** (discs):
- 6 soldier plates (up to 5 soldiers each);
- 4 cavalry plates (up to 2 cavaliers each);
- 2 cannon plates (1 cannon and up to 4 soldiers, its crew).

French soldiers and cavalry are blue, French cannons green; English soldiers and \
cavalry are red, English cannons blue. On screen, shapes tell the arms apart too: dots \
for soldiers, diamonds for cavaliers, a barrel on its wheel for a cannon; the number is \
how many figures the plate holds (for a cannon: its crew).

## The battlefield
9 files (a to i) and 8 rows (1 to 8), the French at the bottom (row 1 on their side). \
Rows 2, 4, 6 and 8 are shifted half a cell to the right. Each cell has six neighbours: \
E, W, NE, NW, SE and SW. Facing the enemy, a plate looks at a **corner** of its cell: \
that is why there is a starting half-rotation and why a plate can fire in 4 directions.

The size is an option (\"if you enlarge your Kriegspiel\"): 8 to 14 files, 6 to 14 rows, \
the number of rows even (rounded up) so that the English stand as the French do, on the \
field turned half a turn.

**The field \"the other way round\"** (option): cells have a flat side toward the enemy, \
by default 8 files of 9 cells (the standard field turned a quarter; an even number of \
files). Directions are N, S, NE, NW, SE, SW. Plates start looking at the enemy across a \
side: there is no half-rotation, and shots go in 3 directions only (N, NE, NW for the \
French).

## Start position
Every plate is full and looks at the corner toward the enemy. French: soldier plates on \
b2 c2 d2 f2 g2 h2, cavalry on a1 b1 h1 i1, cannons on d1 f1. The English stand on the \
matching cells of the field turned half a turn: the same letters on rows 7 and 8. (On \
another field, the same idea: soldiers in the middle of the second row, cavalry on the \
wings and cannons in the middle of the first.)

## A turn
Lots decide which army starts (the game record names it). Each turn is a **movement \
phase** then a **fire phase**; either may be skipped in part or whole. The \"end turn\" \
button (`end`) is always available, except when a die is due.

### Movement
In any order, switching between arms at will:
- **Half-rotation**: a plate still looking at its start corner turns to the side just \
left or just right of it. Free, once per plate, in any turn. Until it has done so, a \
plate faces no cell: it can only half-rotate (it cannot turn, move, fire or give \
figures, but it can receive them).
- **Rotation**: turn by one side (60°). Costs one move.
- **Displacement**: one cell forward or backward along the plate's facing, into an empty \
cell (no plate, no wrecked cannon). Never sideways, never pushing. Costs one move. A \
plate may face the edge of the field.

Per turn: **3 cannon moves, 4 soldier moves, 5 cavalry moves**, each shared among that \
arm's plates. A plate may move several times, and undo a move by the opposite one (each \
costs).

**Cannons move by their crew**, counted at the moment of the move, and according to \
every move that plate already made this turn:
- 0 or 1 crew: no move (with 1, the cannon can still fire);
- 2 crew: one rotation, only if the plate has not moved this turn;
- 3 crew: a rotation, only if it has made fewer than 2 moves this turn;
- 4 crew: any of the arm's 3 moves.
A cannon needs 2 crew for its half-rotation, which does not count toward these limits.

### Transfers
Passing figures from a plate to the friendly plate it faces, on the next cell (the \
receiver's facing does not matter). Soldiers go from a soldier or cannon plate to a \
soldier or cannon plate; cavaliers from a cavalry plate to another; the cannon itself \
never moves; never to a wrecked cannon or to the enemy. Any number from 1 to what fits \
(5 soldiers, 2 cavaliers, 4 crew). Transfers are free and unlimited, even with the arm's \
moves spent, even from a cannon with 0 or 1 crew, but **forbidden once a shot has been \
fired** this turn. An emptied soldier or cavalry plate leaves the field; an emptied \
cannon plate stays.

### Fire
At most **one cannon shot, one soldier shot and one cavalry shot** per turn. After the \
first shot, no more movement or transfer. A plate fires straight ahead, never backward \
(toward its own side: SE and SW for the French, NE and NW for the English), at the \
first plate on the line:
- range 1 cell for cavalry (side by side), 2 for soldiers (one cell between), 3 for \
cannons (two cells between);
- a plate in between blocks the shot, except a wrecked cannon, which is fired over;
- if the first plate (that is not a wreck) is friendly, there is no shot;
- a cannon needs at least one crew to fire, and its shot is the cannon's (its crew never \
fire as soldiers);
- a cannon without crew is a target and blocks shots.
One roll of the die per shot. n is the number of figures on the firing plate.

| firer → target | effect of the roll |
|---|---|
| cannon → cannon | 5: the cannon is wrecked and all its crew is out; it stays as a permanent obstacle |
| cannon → soldiers | as many soldiers out as the roll |
| cannon → cavalry | 4: 1 cavalier; 5: 2 cavaliers |
| soldiers → cannon | min(roll, n) crew; never the cannon |
| soldiers → soldiers | min(roll, n) soldiers |
| soldiers → cavalry | 4 or 5: 1 cavalier; 5 with n ≥ 2: 2 |
| cavalry → cannon | 4 or 5: 1 crew; 5 with n = 2: 2 |
| cavalry → soldiers | 4 or 5: 1 soldier; 5 with n = 2: 2 |
| cavalry → cavalry | 4 or 5: 1 cavalier; 5 with n = 2: 2 |

Losses never exceed what the target holds. A shot that can do nothing (soldiers at a \
crewless cannon) is still allowed. A crewless cannon can be wrecked by a cannon (on a \
5). An emptied soldier or cavalry plate leaves the field; a cannon with no crew stays, \
inert, and can be crewed again by a transfer.

## End of the game
An army that can no longer do anything loses at once: no soldier or cavalry plate left \
and no cannon with 2 or more crew (the sheet's example: two cannons with one soldier \
each). This is checked after every action and every roll, even mid-turn, and nothing is \
played afterwards.

**House rule** so that every game ends: 20 full turns in a row (20 turns of each army) \
without a single figure lost is a draw.

## Commanders
Each army may be led by 1 to 3 people (soldiers, cavalry, cannons): 2 to 6 players. \
The screen shows which arm is acting and how many moves each arm has left (a red dot: \
the arm has fired).

## The die
The app rolls with a generator whose seed is kept in the saved game: a reloaded game \
replays exactly. The computer reasons over the six faces, each with one chance in six.

## Move notation
Rotation or half-rotation `d2:NE` (the new facing); displacement `d2-e3`; transfer \
`d2>e3/2s` (2 soldiers; `/1c` for a cavalier); shot `d2*e4` (firer, target) then its \
roll `=4`; `end` ends the turn. On rows 1, 3, 5, 7 a cell's NE neighbour is in the same \
file one row up and its NW in the file to the left; on rows 2, 4, 6, 8 the NE is in the \
file to the right and the NW in the same file: d2 → e3 → e4 → f5 is a straight NE line.

## On screen
Click a plate, then:
- a neighbouring cell to turn it that way (rotation or half-rotation; a cell just \
outside the field, at the edge, can be clicked too);
- the cell in front of or behind it to move it;
- the friendly plate it faces, then how many figures to pass in the small numbered \
circles;
- the enemy target on its line of fire to shoot (ringed in red), then roll the die.
The solid arrow on a plate's rim shows where it looks; a hollow arrow, that it still \
looks at its start corner. A wrecked cannon is drawn lying down.
";
