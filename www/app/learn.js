// Learning a game on its real board: the list of its lessons (progress kept in this
// browser), then each lesson — a small position, a task the board checks after
// every move, « Indice », « Bravo » or « Pas tout à fait — voici pourquoi », the
// next lesson, and at the end of the course a game against the beginner level (the
// next new game of that game, however started, is against the beginner). A roll of
// the dice is shown on a die and told in the lesson's words (`told`), in place of
// « Bravo ». The lessons are data of each game (Rust's `lessons(game)` and
// `LessonView`); nothing here knows a game.
import { state } from './state.js';
import { t, noteText } from './strings.js';
import { learn, lessonsModule, loadedLessons, courseEnded } from './courses.js';
import { showRolled } from './die.js';
import { setCellHandler, renderCells, wireCells } from './cells.js';
import { setZoomable, renderZoom, resetZoom } from './zoom.js';
import { setLink, navigated } from './link.js';

const $ = (sel) => document.querySelector(sel);
const doneKey = (id) => `plateaux.lessons.${id}`;

function done(id) {
  try { return new Set(JSON.parse(localStorage.getItem(doneKey(id)) ?? '[]')); } catch { return new Set(); }
}

function markDone(id, key) {
  const d = done(id);
  d.add(key);
  try { localStorage.setItem(doneKey(id), JSON.stringify([...d])); } catch { /* kept for this visit only */ }
  if (key === learn.list.at(-1)?.key) courseEnded(id);
}

// The course was followed to its end (its last lesson done), or every lesson is done.
const courseDone = (d) => d.has(learn.list.at(-1)?.key) || learn.list.every((l) => d.has(l.key));

/** Shows the lessons of game `id`, or its lesson number `lesson` (from 1) if there
 * is one; `play(id)` starts a game against the beginner. */
export async function openLessons(id, play, lesson = 0) {
  const m = await lessonsModule();
  if ($('#learn').hidden) return; // the player went elsewhere meanwhile
  learn.game = id;
  learn.list = m.lessons(id);
  learn.play = play;
  if (lesson >= 1 && lesson <= learn.list.length) { startLesson(lesson - 1); return; }
  showList();
}

// Back to the list of lessons.
function showList() {
  renderList();
  $('#lesson').hidden = true;
  $('#lesson-list-box').hidden = false;
  setLink(learn.game, 0);
}

function renderList() {
  const info = state.infos.find((g) => g.id === learn.game);
  $('#learn-title').textContent = t('learn.title', { game: t(info.name) });
  const d = done(learn.game);
  $('#lesson-list').replaceChildren(...learn.list.map((l, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `${d.has(l.key) ? '✓ ' : ''}${t(l.title)}`;
    if (d.has(l.key)) b.setAttribute('aria-label', `${t(l.title)} — ${t('learn.done_mark')}`);
    b.onclick = () => { navigated(); startLesson(i); };
    li.append(b);
    return li;
  }));
  $('#learn-progress').textContent = t('learn.progress', { n: learn.list.filter((l) => d.has(l.key)).length, total: learn.list.length });
  $('#learn-play').hidden = !courseDone(d);
}

function freshCanvas() {
  const old = $('#lesson-board');
  const c = old.cloneNode(false);
  old.replaceWith(c);
  return c;
}

/** Starts lesson `i` of the current game. */
export function startLesson(i) {
  learn.view?.free();
  learn.index = i;
  learn.hint = false;
  learn.message = null;
  learn.view = new (loadedLessons().LessonView)(freshCanvas(), learn.game, i, onResult);
  $('#lesson-zoom').style.setProperty('--aspect', String(learn.view.aspectRatio()));
  resetZoom('#lesson-zoom-button');
  $('#lesson-list-box').hidden = true;
  $('#lesson').hidden = false;
  setLink(learn.game, i + 1);
  renderLesson();
  $('#lesson-task').focus();
}

function onResult(r) {
  // Its words are made at each drawing, so they follow a language switch.
  learn.message = r.refusal ? { kind: 'error', text: () => `${t('lesson.refused')} ${noteText(r.refusal, { inside: true })}` } : null;
  renderLesson();
}

function renderLesson() {
  const v = learn.view;
  const info = v.info();
  $('#lesson-title').textContent = `${learn.index + 1}. ${t(info.title)}`;
  $('#lesson-task').textContent = t(info.task);
  const verdict = v.verdict();
  // What chance did, in the lesson's words: said instead of « Bravo ».
  const told = v.told();
  const box = $('#lesson-verdict');
  let text = '';
  if (verdict.kind === 'done') { text = told ? noteText(told) : t('lesson.done'); markDone(learn.game, info.key); }
  else if (verdict.kind === 'wrong') text = `${t('lesson.wrong')} ${noteText(verdict.reason, { inside: true })}`;
  else if (learn.message) text = learn.message.text();
  else if (told) text = noteText(told);
  box.textContent = text;
  box.className = verdict.kind === 'done' ? 'done' : verdict.kind === 'wrong' || learn.message?.kind === 'error' ? 'wrong' : text ? 'note' : '';
  box.hidden = !text;
  $('#lesson-retry').hidden = verdict.kind !== 'wrong';
  $('#lesson-next').hidden = verdict.kind !== 'done' || learn.index + 1 >= learn.list.length;
  $('#lesson-finish').hidden = verdict.kind !== 'done' || learn.index + 1 < learn.list.length;
  $('#lesson-play').hidden = $('#lesson-finish').hidden;
  // The move that ends a turn has no cell to click: a button, as in the game.
  const st = v.status();
  showRolled($('#lesson-die'), st.rolled ?? null);
  const gameInfo = state.infos.find((g) => g.id === learn.game);
  // Kept in its place (off when the move cannot be played), as in the game.
  const pass = $('#lesson-pass');
  const canPass = st.pass != null && verdict.kind === 'pending';
  pass.hidden = !gameInfo.pass_label;
  if (!pass.hidden) pass.textContent = t(gameInfo.pass_label);
  pass.disabled = !canPass;
  if (canPass) pass.dataset.move = st.pass; else delete pass.dataset.move;
  $('#lesson-hint').setAttribute('aria-pressed', String(learn.hint));
  renderCells('#lesson-cells');
}

// The cells the hint marks, in words ("d2, pion blanc ; e3, vide").
function hintWords() {
  const cells = new Set(learn.view.hintCells());
  return learn.view.spots().filter((s) => cells.has(s.cell)).map((s) => noteText(s.label, { inside: true })).join(' ; ');
}

/** Wires the lesson screen's buttons (once). */
export function wireLessons() {
  setCellHandler((cell) => { learn.view?.clickCell(cell); }, '#lesson-cells', () => learn.view);
  wireCells('#lesson-cells');
  $('#lesson-pass').onclick = (e) => {
    try { learn.view.play(e.currentTarget.dataset.move); learn.message = null; } catch (err) { learn.message = { kind: 'error', text: () => String(err.message ?? err) }; }
    renderLesson();
  };
  $('#lesson-hint').onclick = () => {
    learn.hint = !learn.hint;
    learn.view.showHint(learn.hint);
    // Said as well as marked: the cells, as a screen reader names them.
    learn.message = learn.hint ? { kind: 'note', text: () => t('lesson.hint_said', { cells: hintWords() }) } : null;
    renderLesson();
  };
  $('#lesson-retry').onclick = () => { learn.view.retry(); learn.message = null; renderLesson(); };
  $('#lesson-restart').onclick = () => { learn.view.restart(); learn.message = null; renderLesson(); };
  $('#lesson-next').onclick = () => { navigated(); startLesson(learn.index + 1); };
  $('#lesson-finish').onclick = () => { navigated(); showList(); };
  $('#lesson-back').onclick = () => { navigated(); showList(); };
  $('#learn-play').onclick = $('#lesson-play').onclick = () => { navigated(); learn.play(learn.game); };
  setZoomable('#lesson-zoom-button', '#lesson-scroll', () => learn.view);
  new ResizeObserver(() => requestAnimationFrame(() => { renderCells('#lesson-cells'); renderZoom('#lesson-zoom-button'); })).observe($('#lesson-zoom'));
}

/** Redraws the lesson screen's words (after a language switch). */
export function renderLearn() {
  if (!learn.game) return;
  renderList();
  if (learn.view && !$('#lesson').hidden) renderLesson();
}
