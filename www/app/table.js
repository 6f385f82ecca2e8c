// Table mode: a tablet lying flat between two people. Each side's bar, toolbar and
// status sit at its own edge of the board, the far side's turned half round to face
// its player; the board's coordinates read from both sides (drawn by Rust,
// `App.setTable`); a refusal shows at the edge of the player it concerns. Against the
// computer, the computer's edge has its bar alone. A switch in the menu, kept by this
// browser. Nothing here knows a game: the far toolbar copies the near one.
import { state } from './state.js';

const $ = (sel) => document.querySelector(sel);
const KEY = 'plateaux.table';
// What moves to the near edge in table mode, each with a mark of its place in the
// panel to go back to.
const NEAR = ['#toolbar', '#status', '#prompt'];
const places = new Map();

// Whether table mode is on: read once from this browser's choice (wireTable), not at
// every redraw of the panel.
let on = false;

/** Whether table mode is on (kept by this browser). */
export const tableOn = () => on;

/** Turns table mode on or off, keeps the choice and lays the page out again. */
export function setTable(value) {
  on = value;
  try { localStorage.setItem(KEY, on ? '1' : '0'); } catch { /* private mode: not kept */ }
  $('#table-mode').checked = on;
  state.app?.setTable(on);
  renderTable(state.app?.status());
}

// Puts `el` back where the panel had it.
function home(el) {
  const mark = places.get(el);
  if (mark && mark.nextSibling !== el) mark.after(el);
}

// The far toolbar: a copy of the near one whose buttons press the near ones, so
// both do the same and stay alike (labels, off, hidden). The focus stays on the
// copy it was on.
function copyTools() {
  const far = $('#far-tools');
  const focused = far.contains(document.activeElement) ? document.activeElement.dataset.for : null;
  far.replaceChildren(...[...$('#toolbar').children].map((b) => {
    const copy = b.cloneNode(true);
    copy.removeAttribute('id');
    copy.removeAttribute('aria-haspopup');
    copy.dataset.for = b.id;
    copy.onclick = () => b.click();
    return copy;
  }));
  if (focused) far.querySelector(`[data-for="${focused}"]`)?.focus({ preventScroll: true });
}

/** Lays the edges out for the game's status `st` (after each redraw of the panel,
 * and when the switch changes). */
export function renderTable(st) {
  const laid = on && !!state.app;
  document.body.classList.toggle('table-mode', laid);
  const farSide = state.flipped ? 0 : 1;
  const farPerson = laid && state.sides[farSide]?.kind === 'human';
  $('#far').classList.toggle('turned', farPerson);
  $('#far-tools').hidden = !farPerson;
  $('#far-status').hidden = !farPerson;
  const near = $('#near');
  for (const sel of NEAR) { const el = $(sel); if (laid) near.append(el); else home(el); }
  if (farPerson) {
    copyTools();
    // What to do now when it is the far player's turn (their bar already says it is),
    // else the status (whose turn, the result).
    const prompt = $('#prompt');
    const theirs = st && !st.over && st.to_move === farSide && !prompt.hidden && prompt.textContent;
    $('#far-status').textContent = theirs ? prompt.textContent : $('#status').textContent;
  }
  // A refusal (or any message) at the edge of the side to act.
  const message = $('#message');
  if (farPerson && st && !st.over && st.to_move === farSide) $('#far').append(message);
  else if (laid) near.append(message);
  else home(message);
}

/** Wires the menu's switch and marks where the moving parts sit in the panel. */
export function wireTable() {
  for (const sel of [...NEAR, '#message']) {
    const el = $(sel);
    const mark = document.createComment(sel);
    el.before(mark);
    places.set(el, mark);
  }
  try { on = localStorage.getItem(KEY) === '1'; } catch { /* private mode: off */ }
  $('#table-mode').checked = on;
  $('#table-mode').onchange = (e) => setTable(e.target.checked);
}
