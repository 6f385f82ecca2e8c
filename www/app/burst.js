// A moment the table should feel — a mill closed, a goal, a shot — marked on its cell
// for half a second once the pieces have moved: a ring that swells and fades, in a
// colour of its kind. The game says which move is one (`status().motion.burst`, a
// cell and a kind: strike, score, hit); the page knows no game. Nothing moves for
// people who ask their system for reduced motion.
import { reduced } from './motion.js';

/** Marks the last move's moment, if it was one, over the board drawn by `app`. */
export function showBurst(st, app) {
  const burst = st.motion?.burst;
  if (!burst || reduced() || !app) return;
  const [cell, kind] = burst;
  const p = app.cellPosition(cell);
  if (!p) return;
  const mark = document.createElement('span');
  mark.className = `burst burst-${kind}`;
  mark.setAttribute('aria-hidden', 'true');
  mark.style.left = `${p[0]}px`;
  mark.style.top = `${p[1]}px`;
  document.querySelector('#board-zoom').append(mark);
  mark.addEventListener('animationend', () => mark.remove());
  setTimeout(() => mark.remove(), 1500); // gone even where animations do not run
}
