// What the game in progress tells the outside world (the embed frame's host page):
// a `move` after every move, with the move and the new status, and `gameover` once
// when the game ends. Listeners are plain functions; nothing here knows a game.
const listeners = [];
const watchers = [];

/** Calls `fn(status)` after every change of the game (moves, undo, a new game). */
export function onChange(fn) { watchers.push(fn); }
let seen = { moves: -1, over: false };

/** Calls `fn(type, detail)` for every `move` and `gameover` from now on. */
export function onGameEvent(fn) { listeners.push(fn); }

/** A new game (or a loaded one) starts: what is already played is not news. */
export function resetEvents(st) { seen = { moves: st.moves.length, over: st.over }; }

/** Called after every change of the game: tells the listeners what is new. */
export function notifyChange(st) {
  for (const fn of watchers) fn(st);
  if (st.moves.length > seen.moves) {
    for (let i = Math.max(seen.moves, 0); i < st.moves.length; i++) {
      for (const fn of listeners) fn('move', { move: st.moves[i], index: i, status: st });
    }
  }
  if (st.over && !seen.over) for (const fn of listeners) fn('gameover', { winner: st.winner, reason: st.reason, status: st });
  seen = { moves: st.moves.length, over: st.over };
}
