// A game by correspondence: two people, each on their own device, pass the game
// back and forth by link (*Envoyer mon coup*). The browser that sends a move plays
// the side that made it; the link tells the receiver which side is theirs. The other
// side is `remote` here: no one plays it on this device (the board refuses its
// pieces, undo never takes back its moves, the computer never answers for it), the
// board is seen from this player's side, and the page says whose turn it is in those
// terms: « Vous avez les Noirs — à vous de jouer », « En attente du coup de votre
// adversaire ». Nothing here knows a game.
import { state } from './state.js';

/** The seat of the opponent by correspondence. */
export const REMOTE = Object.freeze({ kind: 'remote', level: 3 });
/** The seat of the person at this device. */
export const PERSON = Object.freeze({ kind: 'human', level: 3 });

/** The side this device plays by correspondence (0 or 1), or null for a game
 * played here alone (people at one screen, or against the computer). */
export function mySide(sides = state.sides) {
  const remote = sides.findIndex((s) => s.kind === 'remote');
  return remote < 0 ? null : 1 - remote;
}

/** The seats of a correspondence game where this device plays `me`. */
export const sidesFor = (me) => (me === 0 ? [PERSON, REMOTE] : [REMOTE, PERSON]);

/** The seats a new game takes from these (an opponent by link becomes a person:
 * the setup form offers people and the computer). */
export const seatsFrom = (sides) => sides.map((s) => (s.kind === 'remote' ? PERSON : s));

/** The side that made the last decision (rolls of the die skipped), or null. */
export function lastDecider(st) {
  for (let i = st.movers.length - 1; i >= 0; i--) if (st.movers[i] != null) return st.movers[i];
  return null;
}

/** Why the move cannot be sent now (a string key), or null: there is none yet, the
 * last decision is the opponent's (nothing new to send), or the turn is not
 * finished (a game of several actions a turn). */
export function cannotSend(st) {
  if (!st.moves.length) return 'corr.nothing_to_send';
  const me = mySide() ?? lastDecider(st);
  if (lastDecider(st) !== me) return 'corr.nothing_new';
  if (!st.over && !st.chance && st.to_move === me) return 'corr.finish_turn';
  return null;
}

/** The side that sends: this device's if known, else the side that just played. */
export const sender = (st) => mySide() ?? lastDecider(st);

/** Whether undo may act: never on the opponent's moves (only this device's own,
 * made since the opponent's last link). */
export function mayUndo(st) {
  const me = mySide();
  return st.can_undo && (me == null || lastDecider(st) === me);
}

/** Whether side `side` is the opponent's, played on another device. */
export const isRemote = (side) => side != null && state.sides[side]?.kind === 'remote';
