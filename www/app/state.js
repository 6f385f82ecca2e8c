// The one state object of the page. Each field says which module owns it (writes
// it); every other module only reads it. Nothing here knows a game: what differs
// between games is in `info` (from Rust's `games()`).

export const state = {
  // strings.js: the language and its string table.
  lang: 'fr',
  T: {},
  // main.js: every game's description (id, names, sides, options schema, roles…).
  infos: [],
  // setup.js: the game chosen, and its description.
  info: null,
  // setup.js: what each seat (player 1, player 2) is, before lots are drawn.
  seats: [{ kind: 'human', level: 3 }, { kind: 'ai', level: 3 }],
  // setup.js: the chosen options of the current game, by name.
  options: {},
  // setup.js: the clock's length in minutes for a game with a `clock` option.
  minutes: 30,
  // setup.js: a name for each role of each side (Kriegspiel's commanders).
  roleNames: [{}, {}],
  // play.js: who plays each side of the game in progress (after lots).
  sides: [{ kind: 'human', level: 3 }, { kind: 'ai', level: 3 }],
  // play.js: the game on the canvas (a Rust App), and a counter bumped whenever a
  // pending AI answer or die roll must be ignored (undo, new game…).
  app: null,
  gen: 0,
  // play.js: whether the board is turned (the second side drawn at the bottom).
  flipped: false,
  // kept.js: the identity of the game on screen, and the one the next game loaded
  // takes (a kept game opened again), else a new one.
  gid: null,
  nextGid: null,
  // An embed's mode="view": the game is shown, stepped through, never played.
  viewOnly: false,
  // The side an embed's host put at the bottom (0 or 1), or null: the person's.
  orientation: null,
  // ai.js: whether the computer is thinking now.
  thinking: false,
  // play.js: the side that made the last move (paces the AI's actions in a turn),
  // and whether a tap asked to see the rest of the computer's turn at once.
  lastActor: null,
  hurry: false,
  // moves.js: the number of moves shown while reviewing the game, or null.
  review: null,
  // status.js: whether the players closed the end-of-game box.
  resultClosed: false,
  // status.js: a sentence under the status, as a key and its arguments so that it
  // follows a language switch ({key, args, kind: 'note' | 'error'}), or null.
  message: null,
};
