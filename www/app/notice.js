// A notice at the top of a screen that says what was wrong with the address it was
// opened at (a game, a lesson or a puzzle that is not there): the screen shows what
// it can instead, and the notice says why. Only the home and the lessons' screen
// use it; the play screen has its own message line.

const LONGEST = 24;

/** `value` as the address gave it, cut short if long (an address edited by hand
 * may hold anything). */
export const asGiven = (value) => (value.length > LONGEST ? `${value.slice(0, LONGEST - 1)}…` : value);

/** Shows `text` in the notice `id`, placed before `where`; no text takes it away. */
export function notice(id, where, text) {
  let box = document.getElementById(id);
  if (!text) { box?.remove(); return; }
  if (!box) {
    box = document.createElement('p');
    box.id = id;
    box.className = 'notice';
    box.setAttribute('role', 'alert');
    where.before(box);
  }
  box.textContent = text;
}
