// Enlarging a board on a small screen. Where a board's cells are drawn smaller than
// a fingertip (a Kriegspiel field on a phone), its button draws it larger in a frame
// that scrolls under the finger; taps, the keyboard's cursor and the screen reader's
// cells follow, as they read the cells from the board as drawn. The page decides from
// the cells' drawn size alone, so it knows no game. The game's board and the lesson's
// each have their own frame and button.
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);

/** A comfortable target for a finger, in CSS pixels (WCAG's 44). */
const FINGER = 44;
/** The most a board is enlarged. */
const MOST = 2.5;

// Each zoomable board, by its button's selector: its frame (the element that
// scrolls), the view it shows now (a function) and how much it is enlarged.
const boards = new Map();

// The smallest clickable cell of a view as drawn now (its diameter).
function smallest(view) {
  const spots = view?.spots() ?? [];
  return spots.length ? Math.min(...spots.map((s) => 2 * s.r)) : Infinity;
}

function set(button, factor) {
  const b = boards.get(button);
  b.factor = factor;
  const frame = $(b.frame);
  frame.style.setProperty('--zoom', String(factor));
  frame.classList.toggle('zoomed', factor > 1);
  renderZoom(button);
}

/** Makes a board zoomable: `button` enlarges the board in `frame` showing `view()`. */
export function setZoomable(button, frame, view) {
  boards.set(button, { frame, view, factor: 1 });
  $(button).onclick = () => toggleZoom(button);
}

/** Shows the button when the cells are too small for a finger (or the board is
 * enlarged), with the words for what it will do. */
export function renderZoom(button = '#zoom') {
  const b = boards.get(button);
  const el = $(button);
  if (!b || !el) return;
  const key = b.factor > 1 ? 'play.zoom_out' : 'play.zoom_in';
  el.hidden = b.factor === 1 && !(smallest(b.view()) < 0.8 * FINGER);
  // A button drawn as an icon (the game's toolbar) says its words as its name.
  if (el.classList.contains('icon')) { el.dataset.tLabel = key; el.setAttribute('aria-label', t(key)); el.title = t(key); return; }
  el.dataset.t = key;
  el.textContent = t(key);
}

/** Enlarges the board until its smallest cell is a finger wide, or back. */
export function toggleZoom(button = '#zoom') {
  const b = boards.get(button);
  const now = smallest(b.view());
  set(button, b.factor > 1 || !Number.isFinite(now) ? 1 : Math.min(MOST, Math.max(1.25, FINGER / now)));
  $(b.frame).scrollTo({ left: 0, top: 0 });
}

/** A new game or lesson starts at the board's own size. */
export function resetZoom(button = '#zoom') {
  if (boards.has(button)) set(button, 1);
}
