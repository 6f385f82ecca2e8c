// What the game in progress tells the outside world (the embed frame's host page):
// `move` for each move newly played, with the move and the new status; `gameover`
// once when the game ends; and `change` after every change of the game — a move, an
// undo or redo, a new game, a record loaded, a resignation, the time running out —
// after that change's `move` and `gameover`. Listeners are plain functions; nothing
// here knows a game.
const listeners = [];
const watchers = [];

/** Calls `fn(status)` after every change of the game (moves, undo, a new game). */
export function onChange(fn) { watchers.push(fn); }
let seen = { moves: [], over: false, fresh: false };

/** Calls `fn(type, detail)` for every `move`, `gameover` and `change` from now on. */
export function onGameEvent(fn) { listeners.push(fn); }

/** A new game (or a loaded one) starts: what is already played is not news, but the
 * game itself is a change. */
export function resetEvents(st) { seen = { moves: st.moves, over: st.over, fresh: true }; }

/** Called after every change of the game: tells the listeners what is new. */
export function notifyChange(st) {
  for (const fn of watchers) fn(st);
  const tell = (type, detail) => { for (const fn of listeners) fn(type, detail); };
  // The moves kept from before (an undo keeps fewer), then the new ones.
  let kept = 0;
  while (kept < seen.moves.length && kept < st.moves.length && seen.moves[kept] === st.moves[kept]) kept++;
  const changed = seen.fresh || st.over !== seen.over || kept < seen.moves.length || kept < st.moves.length;
  for (let i = kept; i < st.moves.length; i++) tell('move', { move: st.moves[i], index: i, status: st });
  if (st.over && !seen.over) tell('gameover', { winner: st.winner, reason: st.reason, status: st });
  if (changed) tell('change', { status: st });
  seen = { moves: st.moves, over: st.over, fresh: false };
}
