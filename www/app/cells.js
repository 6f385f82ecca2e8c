// The board for the keyboard and screen readers. Every clickable cell of the
// picture gets a button laid over the canvas, named by the game in words ("d2,
// pion blanc"); one of them is in the tab order (the cursor). Arrow keys move the
// cursor to the nearest cell in that direction, Enter or Space chooses the cell as a
// click would, Escape forgets a half-entered move. The buttons let the mouse through
// to the canvas, so pointer input is unchanged.
import { state } from './state.js';
import { noteText } from './strings.js';

const $ = (sel) => document.querySelector(sel);
let cursor = null; // the cell id the keyboard cursor is on
let onChoose = () => {};

/** What choosing a cell does (set once by play.js): a click on it. */
export function setCellHandler(fn) { onChoose = fn; }

/** Lays the buttons over the board as it is drawn now. */
export function renderCells() {
  const box = $('#board-cells');
  if (!state.app) { box.replaceChildren(); return; }
  const spots = state.app.spots();
  if (!spots.some((s) => s.cell === cursor)) cursor = spots[0]?.cell ?? null;
  const hadFocus = box.contains(document.activeElement);
  const targets = new Set(state.app.targetCells());
  const buttons = spots.map((s) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'cell';
    b.dataset.cell = String(s.cell);
    b.style.left = `${s.x - s.r}px`;
    b.style.top = `${s.y - s.r}px`;
    b.style.width = b.style.height = `${2 * s.r}px`;
    b.textContent = noteText(s.label, { inside: true });
    if (targets.has(s.cell)) b.classList.add('target');
    b.tabIndex = s.cell === cursor ? 0 : -1;
    b.onclick = () => { cursor = s.cell; onChoose(s.cell); };
    b.onfocus = () => { cursor = s.cell; };
    return b;
  });
  box.replaceChildren(...buttons);
  if (hadFocus) box.querySelector(`[data-cell="${cursor}"]`)?.focus();
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

/** Keyboard on the board: arrows move the cursor, Escape cancels a selection. */
export function wireCells() {
  $('#board-cells').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { state.app?.clearSelection(); renderCells(); return; }
    const dir = DIRS[e.key];
    if (!dir) return;
    e.preventDefault();
    e.stopPropagation();
    const spots = state.app.spots();
    const from = spots.find((s) => s.cell === cursor);
    const to = from && nearest(spots, from, ...dir);
    if (!to) return;
    cursor = to.cell;
    for (const b of document.querySelectorAll('#board-cells button')) b.tabIndex = b.dataset.cell === String(cursor) ? 0 : -1;
    document.querySelector(`#board-cells [data-cell="${cursor}"]`)?.focus();
  });
}
