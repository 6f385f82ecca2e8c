// Enlarging the board on a small screen. Where the board's cells are drawn smaller
// than a fingertip (a Kriegspiel field on a phone), a button draws it larger in a
// frame that scrolls under the finger; taps, the keyboard's cursor and the screen
// reader's cells follow, as they read the cells from the board as drawn. The page
// decides from the cells' drawn size alone, so it knows no game.
import { state } from './state.js';
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);

/** A comfortable target for a finger, in CSS pixels (WCAG's 44). */
const FINGER = 44;
/** The most the board is enlarged. */
const MOST = 2.5;

let factor = 1;

// The smallest clickable cell of the board as drawn now (its diameter).
function smallest() {
  const spots = state.app?.spots() ?? [];
  return spots.length ? Math.min(...spots.map((s) => 2 * s.r)) : Infinity;
}

function set(f) {
  factor = f;
  $('#board-zoom').style.setProperty('--zoom', String(f));
  document.body.classList.toggle('zoomed', f > 1);
  renderZoom();
}

/** Shows the button when the cells are too small for a finger (or the board is
 * enlarged), with the words for what it will do. */
export function renderZoom() {
  const button = $('#zoom');
  const key = factor > 1 ? 'play.zoom_out' : 'play.zoom_in';
  button.hidden = factor === 1 && !(smallest() < 0.8 * FINGER);
  button.dataset.t = key;
  button.textContent = t(key);
}

/** Enlarges the board until its smallest cell is a finger wide, or back. */
export function toggleZoom() {
  const now = smallest();
  set(factor > 1 || !Number.isFinite(now) ? 1 : Math.min(MOST, Math.max(1.25, FINGER / now)));
  $('#board-scroll').scrollTo({ left: 0, top: 0 });
}

/** A new game starts at the board's own size. */
export const resetZoom = () => set(1);
