// Each move seen as it happens. A moved piece travels from where it was to where it
// goes (about 220 ms) and a taken piece fades away, from what Rust says the last move
// did (`status().motion`: pieces that travel between cells, pieces that leave); any
// other change (a piece placed, a turn of a plate) fades from the picture before it
// into the picture after it. Every game alike: the board is one canvas drawn by Rust,
// and the pieces are cut from the picture before the move, so nothing here knows what
// a piece looks like. A piece the person dragged is already where it lands: it does not
// travel again. Nothing moves for people who ask their system for reduced motion.
/** Whether the person asked their system for reduced motion (then nothing moves). */
export const reduced = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const $ = (sel) => document.querySelector(sel);
const TRAVEL_MS = 220;

let before = null; // the picture before the move (an offscreen canvas), or null
let ticket = 0; // bumped by each move, so an older animation stops drawing
let dragged = false;

/** Keeps the board as it looks now, to animate from when the next move is drawn;
 * starts the fade, which a travel replaces (`showMotion`). */
export function beforeMove() {
  const board = $('#board');
  if (reduced() || !board.width || !board.height) { before = null; return; }
  before ??= document.createElement('canvas');
  before.width = board.width;
  before.height = board.height;
  before.getContext('2d').drawImage(board, 0, 0);
  before.fresh = true; // for the next move only (an undo is not a move)
  const ghost = $('#board-fade');
  ghost.width = board.width;
  ghost.height = board.height;
  ghost.getContext('2d').drawImage(board, 0, 0);
  ghost.classList.remove('fading');
  ghost.hidden = false;
  const mine = ++ticket;
  // Two frames later the new picture is drawn underneath: fade the old one out.
  requestAnimationFrame(() => requestAnimationFrame(() => { if (mine === ticket) ghost.classList.add('fading'); }));
  setTimeout(() => { if (mine === ticket) { ghost.hidden = true; ghost.classList.remove('fading'); } }, 260);
}

/** The person's pointer went down and up this far apart (CSS pixels): a drag puts
 * the piece where it lands, so the next move does not travel. */
export function pointerTravelled(distance) { dragged = distance > 8; }

// The board's cell `c` in the canvas's own pixels.
function at(app, c, scale) {
  const p = app.cellPosition(c);
  return p ? { x: p[0] * scale, y: p[1] * scale } : null;
}

// Draws the disc of `src` around `from` at `to` (radius `r`).
function patch(ctx, src, from, to, r) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(to.x, to.y, r, 0, 2 * Math.PI);
  ctx.clip();
  ctx.drawImage(src, to.x - from.x, to.y - from.y);
  ctx.restore();
}

// Half the distance from the cells of the motion to their nearest other cell: a
// piece's disc, never a neighbour's.
function radius(app, cells, scale) {
  const spots = app.spots();
  let r = Infinity;
  for (const c of cells) {
    const p = spots.find((s) => s.cell === c);
    if (!p) continue;
    for (const q of spots) if (q.cell !== c) r = Math.min(r, Math.hypot(p.x - q.x, p.y - q.y) / 2);
  }
  return Number.isFinite(r) ? r * scale : 0;
}

/** After a move is drawn: if it moved or took pieces, shows them travel and leave
 * over the new picture instead of the plain fade. */
export function showMotion(st, app) {
  const motion = st.motion;
  const wasDragged = dragged;
  dragged = false;
  if (!motion || !before?.fresh || reduced() || !app) return;
  before.fresh = false;
  const board = $('#board');
  const travels = wasDragged ? [] : motion.travels;
  if (!travels.length && !motion.leaves.length) return;
  if (before.width !== board.width || before.height !== board.height) return;
  const scale = board.width / board.getBoundingClientRect().width;
  const cells = [...travels.flat(), ...motion.leaves];
  const r = radius(app, cells, scale);
  const moves = travels.map(([a, b]) => [at(app, a, scale), at(app, b, scale)]).filter(([a, b]) => a && b);
  const leaves = motion.leaves.map((c) => at(app, c, scale)).filter(Boolean);
  if (!r) return;
  const ghost = $('#board-fade');
  const ctx = ghost.getContext('2d');
  const src = before;
  const mine = ++ticket;
  ghost.classList.remove('fading');
  ghost.hidden = false;
  const start = performance.now();
  const frame = (now) => {
    if (mine !== ticket) return;
    const t = Math.min(1, (now - start) / TRAVEL_MS);
    const e = 1 - (1 - t) ** 3; // eases out: the piece settles
    ctx.globalAlpha = 1;
    ctx.drawImage(board, 0, 0);
    for (const [, b] of moves) patch(ctx, src, b, b, r); // not there yet
    ctx.globalAlpha = 1 - e;
    for (const c of leaves) patch(ctx, src, c, c, r);
    ctx.globalAlpha = 1;
    for (const [a, b] of moves) patch(ctx, src, a, { x: a.x + (b.x - a.x) * e, y: a.y + (b.y - a.y) * e }, r);
    if (t < 1) requestAnimationFrame(frame); else ghost.hidden = true;
  };
  frame(start);
  requestAnimationFrame(frame);
}
