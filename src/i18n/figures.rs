//! The captions of the rules help's figures, `figure.<id>` (see
//! [`crate::core::figure`]), French first. A caption is also the picture's text
//! alternative for screen readers, so it says what the picture shows, not only its
//! title.

/// Every caption, `(key, français, English)`.
pub const STRINGS: &[(&str, &str, &str)] = &[
    (
        "figure.unknown",
        "Figure introuvable : {id}.",
        "Figure not found: {id}.",
    ),
    (
        "figure.moulin-points",
        "Les 24 points du plateau et leurs noms : la colonne (a à g, de gauche à droite) puis la rangée (1 à 7, de bas en haut, côté Blancs).",
        "The 24 points of the board and their names: the file (a to g, left to right) then the rank (1 to 7, bottom to top, White's side).",
    ),
    (
        "figure.moulin-mills",
        "Trois moulins, en violet : celui des Blancs sur le côté a1-d1-g1, celui des Noirs sur la ligne du milieu d7-d6-d5, et celui que les Blancs forment en glissant de a7 en a4 (a4-b4-c4), qui leur fait prendre un pion noir hors moulin, f4. Le plateau compte 16 moulins : les 4 côtés de chacun des 3 carrés et les 4 lignes du milieu.",
        "Three mills, in violet: White's on the side a1-d1-g1, Black's on the middle line d7-d6-d5, and the one White forms by sliding from a7 to a4 (a4-b4-c4), which makes them take a black man outside a mill, f4. The board has 16 mills: the 4 sides of each of the 3 squares and the 4 middle lines.",
    ),
    (
        "figure.mundeleys-start",
        "La position de départ : les Lanciers sur les cases noires, les Grenadiers sur les blanches, sur les deux premières rangées de chaque camp ; les Blancs en bas.",
        "The start: Lanciers on the black squares, Grenadiers on the white ones, on each side's two nearest ranks; White at the bottom.",
    ),
    (
        "figure.mundeleys-steps",
        "Le Lancier blanc en c2 avance d'une case en diagonale (b3 ou d3) ; le Grenadier blanc en f2 avance d'une case tout droit (f3) ou va d'une case à gauche ou à droite (e2, g2). Ni l'un ni l'autre ne recule.",
        "The white Lancier on c2 steps one square diagonally forward (b3 or d3); the white Grenadier on f2 steps one square straight ahead (f3) or one square left or right (e2, g2). Neither ever steps back.",
    ),
    (
        "figure.mundeleys-mundeley",
        "Le Mundeley blanc en d3 va d'une case dans les 8 directions, en arrière aussi, et prend toute pièce adverse : ici le Lancier noir en c2 (cercle rouge).",
        "The white Mundeley on d3 steps one square in any of the 8 directions, backward too, and takes any enemy piece: here the black Lancier on c2 (red ring).",
    ),
    (
        "figure.mundeleys-captures",
        "Qui prend qui : le Lancier blanc en d3 peut prendre le Lancier noir en e4, pas le Grenadier noir en c4 ; le Grenadier blanc en g3 peut prendre le Grenadier noir en h3, pas le Lancier noir en g4 (il peut aussi aller en f3).",
        "Who takes whom: the white Lancier on d3 may take the black Lancier on e4, not the black Grenadier on c4; the white Grenadier on g3 may take the black Grenadier on h3, not the black Lancier on g4 (it may also step to f3).",
    ),
    (
        "figure.mundialito-pass",
        "La passe : le ballon jaune en c2 et la pyramide jaune en e4, sur une même diagonale sans rien entre eux, échangent leurs cases.",
        "The pass: the yellow ball on c2 and the yellow pyramid on e4, on one diagonal with nothing between them, swap squares.",
    ),
    (
        "figure.mundialito-push",
        "La poussée : la grande pyramide jaune en b3, avec une flèche vers c3, pousse la pyramide rouge moyenne de c3 en d3 (c3 a aussi une flèche vers d3, qui est libre) et prend sa place.",
        "The push: the large yellow pyramid on b3, with an arrow toward c3, pushes the medium red pyramid from c3 to d3 (c3 has an arrow toward d3 too, and d3 is empty) and takes its place.",
    ),
    (
        "figure.mundialito-jump",
        "Le saut : la petite pyramide jaune en d4 saute par-dessus la grande pyramide rouge en c4, plus grande qu'elle, et retombe en b4, tout droit.",
        "The jump: the small yellow pyramid on d4 jumps over the large red pyramid on c4, which is larger, and lands straight on, on b4.",
    ),
    (
        "figure.kriegspiel-start",
        "La position de départ reconstituée : les Français en bas (soldats en rangée 2 ; cavalerie aux coins et canons en d1 et f1, en rangée 1), les Anglais en haut, à l'image ; tous les plateaux pleins, tournés vers le coin ennemi (encoche blanche).",
        "The start as reconstructed: the French at the bottom (soldiers on row 2; cavalry in the corners and cannons on d1 and f1, on row 1), the English at the top, mirrored; every plate full, facing the enemy corner (white notch).",
    ),
    (
        "figure.kriegspiel-half-rotation",
        "La demi-rotation : le plateau en e3, encore tourné vers le coin ennemi, peut se tourner vers la case juste à gauche (NO, NW dans la notation) ou juste à droite (NE) de ce coin. C'est son seul mouvement possible.",
        "The half-rotation: the plate on e3, still facing the enemy corner, may turn toward the cell just left (NW) or just right (NE) of that corner. It is its only possible move.",
    ),
    (
        "figure.kriegspiel-lines-of-fire",
        "Les quatre lignes de tir d'un plateau français en e4 : ouest (W), nord-ouest (NW), nord-est (NE) et est (E), jamais vers l'arrière. Il tire sur celle qu'il regarde (ici NE) ; chaque flèche s'arrête à la portée des soldats, 2 cases.",
        "The four lines of fire of a French plate on e4: west (W), north-west (NW), north-east (NE) and east (E), never backward. It fires along the one it faces (here NE); each arrow stops at the soldiers' range, 2 cells.",
    ),
    (
        "figure.kriegspiel-ranges",
        "Les portées : les cavaliers en b3 tirent jusqu'à 1 case (ici b4), les soldats en e3 jusqu'à 2 (f5), le canon en h2 jusqu'à 3 (g5) ; chacun sur le premier plateau de sa ligne.",
        "The ranges: the cavalry on b3 fires up to 1 cell (here b4), the soldiers on e3 up to 2 (f5), the cannon on h2 up to 3 (g5); each at the first plate on its line.",
    ),
];
