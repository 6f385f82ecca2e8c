// The game's record on the page: the moves grouped by turns (a row holds a turn of
// each side; a turn of several actions stays together; rolls show as die faces), and
// the review: a move clicked shows the position after it, ←/→ step through the game,
// "Reprendre" returns to the game as it stands. Nothing here knows a game: who made
// each move and the faces of the rolls come in the status.
import { state } from './state.js';
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);

// What an analysis adds to the list (analysis.js): each move's mark (`{grade,
// symbol, label}` or null), and what to do when a position is shown.
let marks = null;
let shown = null;

/** Lets an analysis mark the moves and follow the position shown; `setAnalysis()`
 * with nothing takes the marks away. */
export function setAnalysis(markOf = null, onShow = null) {
  marks = markOf;
  shown = onShow;
}

/** The turns of a game: `[{side, moves: [{ply, text, roll}]}]`, a roll joining the
 * turn it belongs to. */
export function turns(st) {
  const out = [];
  st.moves.forEach((text, i) => {
    const side = st.movers[i];
    const roll = st.faces_played[i];
    const last = out[out.length - 1];
    if (last && (side == null || side === last.side)) last.moves.push({ ply: i + 1, text, roll });
    else out.push({ side, moves: [{ ply: i + 1, text, roll }] });
  });
  return out;
}

/** The move list's rows: a round each (a turn of each side), numbered from 1. */
function rounds(st) {
  const rows = [];
  for (const turn of turns(st)) {
    const row = rows[rows.length - 1];
    if (row && row.length === 1 && row[0].side !== turn.side) row.push(turn); else rows.push([turn]);
  }
  return rows;
}

/** Draws the move list: one row per round, each move a button showing that position. */
export function renderMoves(st) {
  const rows = rounds(st);
  const list = $('#moves');
  list.replaceChildren(...rows.map((row, r) => {
    const li = document.createElement('li');
    const n = document.createElement('span');
    n.className = 'turn-number';
    n.textContent = `${r + 1}.`;
    li.append(n);
    for (const turn of row) {
      const group = document.createElement('span');
      group.className = 'turn';
      for (const m of turn.moves) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = m.roll != null ? 'move roll' : 'move';
        b.textContent = m.roll != null ? m.roll : m.text;
        if (m.roll != null) b.setAttribute('aria-label', t('play.die', { face: m.roll }));
        b.dataset.ply = String(m.ply);
        const mark = marks?.(m.ply - 1);
        if (mark) {
          b.classList.add(`grade-${mark.grade}`);
          if (mark.symbol) b.dataset.mark = mark.symbol;
          b.setAttribute('aria-label', `${b.getAttribute('aria-label') ?? b.textContent}, ${mark.label}`);
        }
        if (state.review === m.ply) b.setAttribute('aria-current', 'true');
        b.onclick = () => review(m.ply);
        group.append(b);
      }
      li.append(group);
    }
    return li;
  }));
  if (state.review == null) list.scrollTop = list.scrollHeight;
  renderReviewBar(st);
}

function renderReviewBar(st) {
  const bar = $('#review-bar');
  // A game only shown (an embed's mode="view") is always under review: at its end
  // as it opens, ←/→ through it.
  bar.hidden = state.review == null && !state.viewOnly;
  document.body.classList.toggle('reviewing', state.review != null);
  if (bar.hidden) return;
  const ply = state.review ?? st.moves.length;
  // Counted as the move list counts (rounds, "4."), the move named as it is there.
  const rows = rounds(st);
  const n = rows.findIndex((row) => row.some((turn) => turn.moves.some((m) => m.ply === ply)));
  const face = st.faces_played[ply - 1];
  const move = face != null ? t('play.die', { face }) : st.moves[ply - 1];
  $('#review-text').textContent = ply === 0
    ? t('play.review_start')
    : t('play.review', { n: n + 1, total: rows.length, move });
  $('#review-prev').disabled = ply === 0;
  $('#review-next').disabled = ply >= st.moves.length;
}

/** Shows the position after `ply` moves (null: the game as it stands). */
export function review(ply) {
  const total = state.app.status().moves.length;
  state.review = ply == null || ply >= total ? null : Math.max(0, ply);
  state.app.review(state.review ?? undefined);
  renderMoves(state.app.status());
  shown?.(state.review);
}

/** ←/→ while reviewing (from the end, ← starts the review). */
export function step(delta) {
  const total = state.app.status().moves.length;
  const from = state.review ?? total;
  const to = from + delta;
  if (to < 0) return;
  review(to >= total ? null : to);
}
