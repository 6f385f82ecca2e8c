// The board for the keyboard and screen readers. Every clickable cell of the
// picture gets a button laid over the canvas, named by the game in words ("d2,
// pion blanc", and in a move being entered what the cell is in it: "choisi",
// "prise possible"); one of them is in the tab order (the cursor). A cell drawn
// twice (a cylinder's repeated column) gets one button, at its first place. Arrow
// keys move the cursor to the nearest cell in that direction, Enter or Space chooses the cell as a
// click would, Escape forgets a half-entered move. The buttons let the mouse through
// to the canvas, so pointer input is unchanged.
import { state } from './state.js';
import { noteText, t } from './strings.js';

// Each board with cells: its overlay's selector, the view it shows (a function, as
// the view changes with each game or lesson), what choosing a cell does, and where
// its keyboard cursor is.
const boards = new Map();

/** Makes the board whose buttons go in `box` accessible: `view()` is its current
 * view (with `spots()` and `targetCells()`), `onChoose(cell)` a click on a cell. */
export function setCellHandler(fn, box = '#board-cells', view = () => state.app) {
  boards.set(box, { view, onChoose: fn, cursor: null });
}

/** Lays the buttons over the board (in `box`) as it is drawn now. */
export function renderCells(selector = '#board-cells') {
  const box = document.querySelector(selector);
  const b = boards.get(selector);
  const view = b?.view();
  if (!box || !view) { box?.replaceChildren(); return; }
  const seen = new Set();
  const spots = view.spots().filter((s) => !seen.has(s.cell) && seen.add(s.cell));
  if (!spots.some((s) => s.cell === b.cursor)) b.cursor = spots[0]?.cell ?? null;
  const hadFocus = box.contains(document.activeElement);
  const targets = new Set(view.targetCells());
  // The same cells as before (the same board, a move later): the buttons are kept
  // and updated, so the focused one keeps the focus without being focused again (a
  // screen reader would read it anew at each of the computer's actions).
  const old = [...box.children];
  const same = old.length === spots.length && spots.every((s, i) => old[i].dataset.cell === String(s.cell));
  const buttons = same ? old : spots.map(() => document.createElement('button'));
  spots.forEach((s, i) => {
    const button = buttons[i];
    button.type = 'button';
    button.className = targets.has(s.cell) ? 'cell target' : 'cell';
    button.dataset.cell = String(s.cell);
    button.style.left = `${s.x - s.r}px`;
    button.style.top = `${s.y - s.r}px`;
    button.style.width = button.style.height = `${2 * s.r}px`;
    const label = noteText(s.label, { inside: true }) + (s.state ? `, ${t(s.state)}` : '');
    if (button.textContent !== label) button.textContent = label;
    button.tabIndex = s.cell === b.cursor ? 0 : -1;
    button.onclick = () => { b.cursor = s.cell; b.onChoose(s.cell); };
    button.onfocus = () => { b.cursor = s.cell; };
  });
  if (!same) box.replaceChildren(...buttons);
  const cursor = box.querySelector(`[data-cell="${b.cursor}"]`);
  if (hadFocus && document.activeElement !== cursor) cursor?.focus();
}

// The nearest cell from `from` in the direction (dx, dy), favouring straight lines.
function nearest(spots, from, dx, dy) {
  let best = null;
  let bestScore = Infinity;
  for (const s of spots) {
    const vx = s.x - from.x;
    const vy = s.y - from.y;
    const along = vx * dx + vy * dy;
    if (along <= 1) continue;
    const across = Math.abs(vx * dy - vy * dx);
    const score = along + 2 * across;
    if (score < bestScore) { bestScore = score; best = s; }
  }
  return best;
}

const DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Keyboard on a board (its overlay `selector`): arrows move the cursor, Escape
 * cancels a selection. */
export function wireCells(selector = '#board-cells') {
  document.querySelector(selector).addEventListener('keydown', (e) => {
    const b = boards.get(selector);
    const view = b?.view();
    if (!view) return;
    if (e.key === 'Escape') { view.clearSelection(); renderCells(selector); return; }
    const dir = DIRS[e.key];
    if (!dir) return;
    e.preventDefault();
    e.stopPropagation();
    const spots = view.spots();
    const from = spots.find((s) => s.cell === b.cursor);
    const to = from && nearest(spots, from, ...dir);
    if (!to) return;
    b.cursor = to.cell;
    for (const button of document.querySelectorAll(`${selector} button`)) button.tabIndex = button.dataset.cell === String(b.cursor) ? 0 : -1;
    document.querySelector(`${selector} [data-cell="${b.cursor}"]`)?.focus();
  });
}
