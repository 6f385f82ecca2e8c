// Learning a game on its real board: the list of its lessons (progress kept in this
// browser), then each lesson — a small position, a task the board checks after
// every move, « Indice », « Bravo » or « Pas tout à fait — voici pourquoi », the
// next lesson, and at the end of the course a game against the beginner level (the
// next new game of that game, however started, is against the beginner). A roll of
// the dice is shown on a die and told in the lesson's words (`told`), in place of
// « Bravo ». The lessons are data of each game (Rust's `lessons(game)` and
// `LessonView`); nothing here knows a game. The game's puzzles are listed under its
// lessons and played on the same board (puzzles.js says how a puzzle differs).
import { state } from './state.js';
import { puzzleKind, renderPuzzleList } from './puzzles.js';
import { dailyOf } from './daily.js';
import { t, noteText } from './strings.js';
import { learn, lessonsModule, loadedLessons, courseEnded } from './courses.js';
import { showRolled } from './die.js';
import { setCellHandler, renderCells, wireCells } from './cells.js';
import { setZoomable, renderZoom, resetZoom } from './zoom.js';
import { setLink, navigated } from './link.js';
import { notice, asGiven } from './notice.js';

const $ = (sel) => document.querySelector(sel);
const doneKey = (id) => `plateaux.lessons.${id}`;

function done(id) {
  try { return new Set(JSON.parse(localStorage.getItem(doneKey(id)) ?? '[]')); } catch { return new Set(); }
}

function markDone(id, key) {
  const d = done(id);
  d.add(key);
  try { localStorage.setItem(doneKey(id), JSON.stringify([...d])); } catch { /* kept for this visit only */ }
  if (key === learn.lessons.at(-1)?.key) courseEnded(id);
}

// The course was followed to its end (its last lesson done), or every lesson is done.
const courseDone = (d) => d.has(learn.lessons.at(-1)?.key) || learn.lessons.every((l) => d.has(l.key));

// How a lesson is opened, titled, judged and followed (puzzles.js has a puzzle's).
const lessonKind = {
  link: (i) => [i + 1, null],
  make: (m, canvas, game, i, onResult) => new m.LessonView(canvas, game, i, onResult),
  title: (l, info) => `${l.index + 1}. ${t(info.title)}`,
  task: (l, info) => t(info.task),
  said: () => '',
  doneText: () => t('lesson.done'),
  judged: (l, verdict, info) => { if (verdict.kind === 'done') markDone(l.game, info.key); },
  hinted: () => {},
  next: (l) => (l.index + 1 < l.lessons.length ? l.index + 1 : null),
  nextLabel: 'lesson.next',
  backLabel: 'learn.back',
};

/** Shows the lessons and puzzles of game `id`, or its lesson number `lesson` (from
 * 1), or its puzzle number `puzzle` (from 1, or 'daily': the puzzle of the day);
 * numbers may be the address's text: one that names no lesson or puzzle shows the
 * list, with a notice that says so. `play(id)` starts a game against the beginner. */
export async function openLessons(id, play, lesson = 0, puzzle = null) {
  const m = await lessonsModule();
  if ($('#learn').hidden) return; // the player went elsewhere meanwhile
  learn.game = id;
  learn.lessons = m.lessons(id);
  try { learn.puzzles = m.puzzles(id); } catch { learn.puzzles = []; }
  learn.play = play;
  if (puzzle === 'daily') puzzle = (dailyOf(id, learn.puzzles) ?? -1) + 1;
  learn.notice = null;
  const p = numbered(puzzle, learn.puzzles.length, 'puzzles.no_such');
  if (p != null) { startRun(puzzleKind, p); return; }
  const l = numbered(lesson, learn.lessons.length, 'learn.no_such');
  if (l != null) { startRun(lessonKind, l); return; }
  showList();
}

// The index of the lesson or puzzle numbered `asked` (from 1: a number, or the
// address's text) among `total`; none asked is null, and so is one that is not
// there, which the list's notice then explains with message `key`.
function numbered(asked, total, key) {
  if (asked == null || asked === '' || asked === 0) return null;
  const n = Number(asked);
  if (Number.isInteger(n) && n >= 1 && n <= total) return n - 1;
  learn.notice = { key, asked: asGiven(String(asked)), total };
  return null;
}

// Back to the list of lessons and puzzles.
function showList() {
  learn.list = learn.lessons;
  $('#lesson').hidden = true;
  $('#lesson-list-box').hidden = false;
  renderList();
  setLink(learn.game, 0);
}

function renderList() {
  const info = state.infos.find((g) => g.id === learn.game);
  $('#learn-title').textContent = t('learn.title', { game: t(info.name) });
  const wrong = learn.notice;
  notice('learn-notice', $('#lesson-list-box'), wrong && t(wrong.key, { asked: wrong.asked, total: wrong.total }));
  const d = done(learn.game);
  $('#lesson-list').replaceChildren(...learn.lessons.map((l, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `${d.has(l.key) ? '✓ ' : ''}${t(l.title)}`;
    if (d.has(l.key)) b.setAttribute('aria-label', `${t(l.title)} — ${t('learn.done_mark')}`);
    b.onclick = () => { navigated(); startRun(lessonKind, i); };
    li.append(b);
    return li;
  }));
  $('#learn-progress').textContent = t('learn.progress', { n: learn.lessons.filter((l) => d.has(l.key)).length, total: learn.lessons.length });
  $('#learn-play').hidden = !courseDone(d);
  if (learn.puzzles.length) renderPuzzleList(learn, (i) => { navigated(); startRun(puzzleKind, i); });
  const box = $('#puzzle-list-box');
  if (box) box.hidden = !learn.puzzles.length || !$('#lesson').hidden;
}

function freshCanvas() {
  const old = $('#lesson-board');
  const c = old.cloneNode(false);
  old.replaceWith(c);
  return c;
}

/** Starts lesson `i` of the current game. */
export const startLesson = (i) => startRun(lessonKind, i);

// Starts lesson or puzzle `i` (as `kind` says) of the current game.
function startRun(kind, i) {
  learn.view?.free();
  learn.kind = kind;
  learn.list = kind === puzzleKind ? learn.puzzles : learn.lessons;
  learn.index = i;
  learn.hint = false;
  learn.message = null;
  learn.clean = true;
  learn.kept = false;
  learn.daily = kind === puzzleKind && dailyOf(learn.game, learn.puzzles) === i;
  learn.notice = null;
  notice('learn-notice');
  learn.view = kind.make(loadedLessons(), freshCanvas(), learn.game, i, onResult);
  $('#lesson-zoom').style.setProperty('--aspect', String(learn.view.aspectRatio()));
  resetZoom('#lesson-zoom-button');
  $('#lesson-list-box').hidden = true;
  const box = $('#puzzle-list-box');
  if (box) box.hidden = true;
  $('#lesson').hidden = false;
  setLink(learn.game, ...kind.link(i));
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
  const kind = learn.kind;
  const info = v.info();
  $('#lesson-title').textContent = kind.title(learn, info);
  $('#lesson-task').textContent = kind.task(learn, info);
  const verdict = v.verdict();
  kind.judged(learn, verdict, info);
  // What chance did, in the lesson's words: said instead of « Bravo ».
  const told = v.told();
  const box = $('#lesson-verdict');
  const said = kind.said(learn, verdict);
  let text = '';
  if (verdict.kind === 'done') text = [told ? noteText(told) : kind.doneText(), said].filter(Boolean).join(' ');
  else if (verdict.kind === 'wrong') text = [t('lesson.wrong'), noteText(verdict.reason, { inside: true }), said].filter(Boolean).join(' ');
  else if (learn.message) text = learn.message.text();
  else if (told) text = noteText(told);
  box.textContent = text;
  box.className = verdict.kind === 'done' ? 'done' : verdict.kind === 'wrong' || learn.message?.kind === 'error' ? 'wrong' : text ? 'note' : '';
  box.hidden = !text;
  $('#lesson-retry').hidden = verdict.kind !== 'wrong';
  const next = kind.next(learn);
  $('#lesson-next').hidden = verdict.kind !== 'done' || next == null;
  $('#lesson-next').textContent = t(kind.nextLabel);
  $('#lesson-back').textContent = t(kind.backLabel);
  $('#lesson-finish').hidden = verdict.kind !== 'done' || next != null;
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
  if (verdict.kind !== learn.verdictShown && verdict.kind !== 'pending') reveal();
  learn.verdictShown = verdict.kind;
}

// A verdict that comes with a move falls below the board on a phone: the page is
// scrolled up just enough to show it and the button it offers (« Réessayer »,
// « Problème suivant »), so that most of the board stays in view, and not at all
// when they are already in view.
function reveal() {
  const offered = ['#lesson-retry', '#lesson-next', '#lesson-finish'].map($).find((b) => !b.hidden) ?? $('#lesson-verdict');
  if (offered.getBoundingClientRect().bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  offered.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
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
    if (learn.hint) learn.kind.hinted(learn);
    // Said as well as marked: the cells, as a screen reader names them.
    learn.message = learn.hint ? { kind: 'note', text: () => t('lesson.hint_said', { cells: hintWords() }) } : null;
    renderLesson();
  };
  $('#lesson-retry').onclick = () => { learn.view.retry(); learn.message = null; renderLesson(); };
  $('#lesson-restart').onclick = () => { learn.view.restart(); learn.message = null; renderLesson(); };
  $('#lesson-next').onclick = () => { navigated(); startRun(learn.kind, learn.kind.next(learn)); };
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
