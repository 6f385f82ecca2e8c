// The analysis of the game on screen (Menu › Analyser la partie, or Analyser at the
// end): the strongest level judges every decision in a worker (www/analysis-worker.js,
// on the complete module), ply by ply — a progress bar and Arrêter while it runs, the
// first grades shown at once. The moves are marked (?! ? ??) in the list; a curve
// shows the first side's winning chances, a click on it shows that position; the
// position shown says what its move was worth, the better move drawn as an arrow and
// said in words, what punishes the move played, a roll's luck; a summary per side;
// and *Rejouer d'ici* replays a position against the computer. Loaded when first
// asked (a chunk of its own). Nothing here knows a game: moves, words and cells come
// from Rust.
import { state } from './state.js';
import { t, capital, noteText, sideRef, loadPart } from './strings.js';
import { needStyle } from './extrastyle.js';
import { review, setAnalysis } from './moves.js';
import { renderStatus, say } from './status.js';
import { embeddedWasm } from './wasm.js';

const $ = (sel) => document.querySelector(sel);
const GRADES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
const SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

let run = null; // { app, worker, total, plies: [], report, state: 'running' | 'done' | 'stopped' | 'failed', detail }
let replayFrom = () => {}; // opens a record as a new game against the computer (main.js)

/** What *Rejouer d'ici* does with `(game, record, sides)` (set once by main.js). */
export function setReplay(fn) { replayFrom = fn; }

function el(tag, props = {}, ...children) {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

// The panel, made once, above the move list.
function panel() {
  let box = $('#analysis');
  if (box) return box;
  box = el('section', { id: 'analysis' });
  box.setAttribute('aria-labelledby', 'analysis-title');
  const head = el('div', { className: 'analysis-head' }, el('h2', { id: 'analysis-title' }), el('button', { id: 'analysis-close', type: 'button', className: 'quiet', onclick: () => closeAnalysis() }));
  const progress = el('div', { className: 'row', id: 'analysis-running' },
    el('progress', { id: 'analysis-progress', max: 1, value: 0 }),
    el('button', { id: 'analysis-stop', type: 'button', onclick: () => stop() }));
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.id = 'analysis-graph';
  svg.setAttribute('viewBox', '0 0 300 80');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('role', 'img');
  svg.addEventListener('click', (e) => {
    const r = svg.getBoundingClientRect();
    const n = run?.plies.length ?? 0;
    if (!n || !r.width) return;
    review(Math.max(0, Math.min(n, Math.round(((e.clientX - r.left) / r.width) * run.total))));
  });
  box.append(head, el('p', { id: 'analysis-said', role: 'status' }), progress, svg,
    el('div', { id: 'analysis-ply', className: 'analysis-ply' }), el('table', { id: 'analysis-summary' }));
  $('#moves').previousElementSibling.before(box);
  return box;
}

/** Starts the analysis of the game as it stands (a game finished, or the moves so
 * far), or shows the one already made of it. */
export async function openAnalysis() {
  await Promise.all([needStyle(), loadPart('extra').catch(() => {})]);
  const record = state.app.recordJson();
  panel().hidden = false;
  if (run && run.app === state.app && run.record === record) { render(); return; }
  stop(true);
  const total = state.app.status().moves.length;
  run = { app: state.app, record, total, plies: [], report: null, state: 'running', worker: null };
  setAnalysis(markOf, showPly);
  start(run);
  render();
  renderStatus();
  $('#analysis-title').scrollIntoView({ block: 'nearest' });
}

function start(r) {
  let worker;
  try {
    // The one-file app carries the worker's code as text (a page opened from file://
    // cannot start a module worker) and hands it the module's bytes.
    const src = document.getElementById('plateaux-analysis-worker');
    worker = src
      ? new Worker(URL.createObjectURL(new Blob([src.textContent], { type: 'text/javascript' })))
      : new Worker(new URL('www/analysis-worker.js', document.baseURI), { type: 'module' });
  } catch (e) {
    Object.assign(r, { state: 'failed', detail: String(e.message ?? e) });
    return;
  }
  r.worker = worker;
  worker.onmessage = ({ data }) => {
    if (run !== r) return;
    if (data.total != null) r.total = data.total;
    if (data.ply) r.plies[data.ply.ply] = data.ply;
    if (data.report) { r.report = data.report; r.state = 'done'; worker.terminate(); }
    if (data.error) { Object.assign(r, { state: 'failed', detail: data.error }); worker.terminate(); }
    render();
    renderStatus(); // the list's marks
  };
  worker.onerror = (e) => {
    if (run !== r) return;
    Object.assign(r, { state: 'failed', detail: e.message ?? '' });
    render();
  };
  worker.postMessage({ record: r.record, wasm: embeddedWasm() });
}

// Stops the analysis running (what is done stays shown); `quiet` when another starts.
function stop(quiet = false) {
  if (!run || run.state !== 'running') return;
  run.worker?.terminate();
  run.state = 'stopped';
  if (!quiet) render();
}

/** Closes the analysis: the marks and the arrow go. */
export function closeAnalysis() {
  stop(true);
  run = null;
  setAnalysis();
  arrow(null);
  const box = $('#analysis');
  if (box) box.hidden = true;
  renderStatus();
}

/** Redraws the panel's words (after a change of language). */
export function renderAnalysis() {
  if (run && !$('#analysis').hidden) render();
}

// The mark of ply `i` (0-based) in the move list, for the game analysed.
function markOf(i) {
  // Another game on screen: this analysis is over.
  if (run && run.app !== state.app) { queueMicrotask(closeAnalysis); return null; }
  const d = run?.plies[i]?.decision;
  if (!d) return null;
  return { grade: d.grade, symbol: SYMBOLS[d.grade] ?? '', label: t(`analysis.grade.${d.grade}`) };
}

const percent = (x) => Math.round(x * 100);
const pointsOf = (r) => [r.plies[0]?.before ?? 0.5, ...r.plies.filter(Boolean).map((p) => p.after)];

function render() {
  if (!run) return;
  const r = run;
  const done = r.plies.filter(Boolean).length;
  $('#analysis-title').textContent = t('analysis.title');
  $('#analysis-close').textContent = t('analysis.close');
  $('#analysis-stop').textContent = t('analysis.stop');
  $('#analysis-running').hidden = r.state !== 'running';
  const progress = $('#analysis-progress');
  progress.max = Math.max(1, r.total);
  progress.value = done;
  progress.setAttribute('aria-label', t('analysis.progress', { done, total: r.total }));
  $('#analysis-said').textContent = {
    running: t('analysis.progress', { done, total: r.total }),
    done: t('analysis.done'),
    stopped: t('analysis.stopped', { done, total: r.total }),
    failed: t('analysis.failed', { detail: r.detail ?? '' }),
  }[r.state];
  renderGraph(r);
  renderSummary(r);
  showPly(state.review);
}

// The first side's winning chances, ply by ply: a curve over the game's length, the
// half line, and the position shown marked.
function renderGraph(r) {
  const svg = $('#analysis-graph');
  const points = pointsOf(r);
  const x = (i) => (r.total ? (i / r.total) * 300 : 0);
  const y = (c) => 78 - c * 76;
  const ns = 'http://www.w3.org/2000/svg';
  const shape = (tag, attrs) => { const e = document.createElementNS(ns, tag); for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); return e; };
  const line = points.map((c, i) => `${x(i).toFixed(1)},${y(c).toFixed(1)}`).join(' ');
  const area = `0,78 ${line} ${x(points.length - 1).toFixed(1)},78`;
  const children = [shape('line', { x1: 0, x2: 300, y1: 40, y2: 40, class: 'half' }), shape('polygon', { points: area, class: 'area' }), shape('polyline', { points: line, class: 'curve' })];
  const at = state.review ?? (r.app === state.app ? state.app.status().moves.length : null);
  if (at != null && at < points.length) children.push(shape('circle', { cx: x(at), cy: y(points[at]), r: 3.5, class: 'here' }));
  svg.replaceChildren(...children);
  const side = capital(t(sideRef(0).slice(1)));
  svg.setAttribute('aria-label', t('analysis.graph', { side, start: percent(points[0]), end: percent(points[points.length - 1]) }));
}

function renderSummary(r) {
  const table = $('#analysis-summary');
  const counts = [0, 1].map((s) => {
    if (r.report) return r.report.summary[s].actions;
    const c = Object.fromEntries(GRADES.map((g) => [g, 0]));
    for (const p of r.plies) if (p?.decision && p.side === s) c[p.decision.grade] += 1;
    return c;
  });
  const head = el('tr', {}, el('th', { scope: 'col', textContent: t('analysis.summary') }),
    ...[0, 1].map((s) => el('th', { scope: 'col', textContent: capital(t(sideRef(s).slice(1))) })));
  const rows = GRADES.map((g) => el('tr', { className: `grade-${g}` }, el('th', { scope: 'row', textContent: t(`analysis.grade.${g}`) }),
    ...counts.map((c) => el('td', { textContent: String(c[g] ?? 0) }))));
  table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
}

// What the position shown says: the move that led to it, what it was worth, the
// better move (an arrow on the board, and words), what punishes it; a roll's luck.
function showPly(shownPly) {
  const box = $('#analysis-ply');
  if (!run || !box) return;
  const app = state.app;
  const ply = shownPly ?? (run.app === app ? app.status().moves.length : 0);
  const p = run.app === app && ply > 0 ? run.plies[ply - 1] : null;
  arrow(null);
  if (!p) {
    box.replaceChildren(el('p', { className: 'hint', textContent: t(ply > 0 && run.state === 'running' ? 'analysis.waiting' : 'analysis.pick') }));
    renderGraph(run);
    return;
  }
  const lines = [];
  const words = noteText(p.words);
  if (p.decision) {
    const d = p.decision;
    lines.push(el('p', { className: `verdict grade-${d.grade}` }, el('strong', { textContent: `${p.move}${SYMBOLS[d.grade] ?? ''} — ${t(`analysis.grade.${d.grade}`)}` }), ` ${words}`));
    if (d.grade !== 'best' && d.loss > 0.005) lines.push(el('p', { textContent: t('analysis.loss', { points: percent(d.loss) }) }));
    if (d.better) {
      lines.push(el('p', { className: 'better', textContent: d.better.explanation.map((n) => noteText(n, { inside: true })).join(' ') }));
      if (d.better.to != null) arrow([d.better.from, d.better.to]);
    }
    if (d.punishment?.length) lines.push(el('p', { textContent: d.punishment.map((n) => noteText(n, { inside: true })).join(' ') }));
    lines.push(el('button', { type: 'button', textContent: t('analysis.replay'), onclick: () => replay(ply - 1, p.side) }));
  } else if (p.roll) {
    lines.push(el('p', { className: 'verdict' }, el('strong', { textContent: t('play.die', { face: p.roll.face }) }), ` ${noteText(p.roll.words)}`));
  }
  if (p.turn && p.turn.actions > 1) lines.push(el('p', { textContent: t('analysis.turn', { grade: t(`analysis.grade.${p.turn.grade}`) }) }));
  box.replaceChildren(...lines);
  renderGraph(run);
}

// The better move's arrow over the board (cells `[from, to]`, or null for none; a
// piece put down from off the board, `from` null, is a ring on its cell): an SVG
// laid over the canvas, where the engine says those cells are drawn.
function arrow(cells) {
  const wrap = $('#board-wrap');
  let svg = $('#analysis-arrow');
  if (!cells) { svg?.remove(); return; }
  const canvas = $('#board');
  const [p, q] = cells.map((c) => (c == null ? null : state.app.cellPosition(c)));
  if (!q || !wrap) { svg?.remove(); return; }
  const ns = 'http://www.w3.org/2000/svg';
  if (!svg) {
    svg = document.createElementNS(ns, 'svg');
    svg.id = 'analysis-arrow';
    svg.setAttribute('aria-hidden', 'true');
    wrap.append(svg);
  }
  const c = canvas.getBoundingClientRect();
  const w = wrap.getBoundingClientRect();
  Object.assign(svg.style, { left: `${c.left - w.left}px`, top: `${c.top - w.top}px`, width: `${c.width}px`, height: `${c.height}px` });
  svg.setAttribute('viewBox', `0 0 ${c.width} ${c.height}`);
  const size0 = Math.max(8, Math.min(c.width, c.height) / 28);
  if (!p) {
    svg.innerHTML = `<circle class="halo ring" cx="${q[0]}" cy="${q[1]}" r="${size0 * 1.4}" stroke-width="${size0 * 0.9}"/>`
      + `<circle class="ink ring" cx="${q[0]}" cy="${q[1]}" r="${size0 * 1.4}" stroke-width="${size0 * 0.45}"/>`;
    return;
  }
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const size = Math.max(8, Math.min(c.width, c.height) / 28);
  const tip = [q[0] - ux * size * 0.6, q[1] - uy * size * 0.6];
  const base = [tip[0] - ux * size * 1.6, tip[1] - uy * size * 1.6];
  const wing = (s) => `${base[0] - uy * size * s},${base[1] + ux * size * s}`;
  const head = `${tip[0]},${tip[1]} ${wing(0.9)} ${wing(-0.9)}`;
  const shaft = `M${p[0] + ux * size * 0.8},${p[1] + uy * size * 0.8} L${base[0]},${base[1]}`;
  svg.innerHTML = `<path class="halo" d="${shaft}" stroke-width="${size * 0.9}"/><polygon class="halo" points="${head}" stroke-width="${size * 0.4}"/>`
    + `<path class="ink" d="${shaft}" stroke-width="${size * 0.45}"/><polygon class="ink" points="${head}"/>`;
}

// Plays on from the position before ply `i` against the computer: the person takes
// the side that made the decision.
function replay(i, side) {
  const record = JSON.parse(run.record);
  record.moves = record.moves.slice(0, i);
  delete record.end;
  const person = { kind: 'human', level: 3 };
  const computer = { kind: 'ai', level: 3 };
  closeAnalysis();
  replayFrom(state.info.id, JSON.stringify(record), side === 1 ? [computer, person] : [person, computer]);
  say('note', 'analysis.replaying');
}
