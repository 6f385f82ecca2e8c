// The puzzles of a game, beside its lessons on the « Apprendre » screen: how many
// are solved, the streak, « Problème suivant » (the easiest not yet solved), and a
// grid of them all by difficulty, each marked when solved. A puzzle is played on the
// lesson screen's board (learn.js) by the lesson view (`LessonView.puzzle`): the
// player makes the moves, the computer plays the defence from the puzzle's line, a
// wrong move is answered on the board and said in words, a hint marks where to
// start. The puzzles are data of each game (Rust's `puzzles(game)`); nothing here
// knows a game.
import { t, noteText } from './strings.js';
import { progress, solved, missed } from './daily.js';

const $ = (sel) => document.querySelector(sel);

function el(tag, props = {}, ...children) {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

/** The puzzles' side of the lesson screen, for learn.js: how a puzzle is opened,
 * titled, asked, judged and followed. `list` is the game's puzzles (`puzzles(game)`). */
export const puzzleKind = {
  link: (i) => [null, i + 1],
  make: (m, canvas, game, i, onResult) => m.LessonView.puzzle(canvas, game, i, onResult),
  title: (learn, info) => t('puzzles.heading', { n: learn.index + 1, theme: t(info.title), level: `@puzzles.level.${learn.list[learn.index].difficulty}` }),
  task: (learn, info) => `${t(info.task)} ${t('puzzles.you_play', { side: `@${learn.game}.side.${learn.view.learner()}` })}`,
  // What the verdict adds: after a wrong move, what answers it; once solved, the streak.
  said: (learn, verdict) => {
    if (verdict.kind === 'wrong') return learn.view.explanation().map((n) => noteText(n, { inside: true })).join(' ');
    if (verdict.kind === 'done') return learn.clean ? t('puzzles.streak_now', { n: progress().streak }) : '';
    return '';
  },
  doneText: () => t('puzzles.done'),
  // Kept once per try: a wrong move or a hint ends the streak's claim on it.
  judged: (learn, verdict) => {
    if (verdict.kind === 'wrong' && learn.clean) { learn.clean = false; missed(); }
    if (verdict.kind === 'done' && !learn.kept) {
      learn.kept = true;
      solved(learn.game, learn.index, { clean: learn.clean, daily: learn.daily });
    }
  },
  hinted: (learn) => { learn.clean = false; },
  // « Problème suivant »: the next not yet solved after this one (round the list).
  next: (learn) => nextUnsolved(learn, learn.index + 1),
  nextLabel: 'puzzles.next',
  backLabel: 'puzzles.back',
};

// The first puzzle not solved at or after `from` (round the list), else the next one.
function nextUnsolved(learn, from) {
  const done = new Set(progress().solved[learn.game] ?? []);
  const n = learn.list.length;
  for (let k = 0; k < n; k++) {
    const i = (from + k) % n;
    if (!done.has(i)) return i;
  }
  return from % n;
}

// The easiest puzzle of `game`'s `list` not yet solved.
function easiestUnsolved(game, list) {
  const done = new Set(progress().solved[game] ?? []);
  const open = list.map((p, i) => ({ p, i })).filter(({ i }) => !done.has(i));
  open.sort((a, b) => a.p.difficulty - b.p.difficulty || a.i - b.i);
  return open[0]?.i ?? 0;
}


/** Draws the puzzles' part of the list screen under the lessons; `start(i)` opens
 * puzzle `i`. */
export function renderPuzzleList(learn, start) {
  let box = $('#puzzle-list-box');
  if (!box) {
    box = el('section', { id: 'puzzle-list-box' });
    box.setAttribute('aria-labelledby', 'puzzles-title');
    $('#lesson-list-box').after(box);
  }
  const p = progress();
  const done = new Set(p.solved[learn.game] ?? []);
  const list = learn.puzzles;
  const head = el('h3', { id: 'puzzles-title', textContent: t('puzzles.title') });
  const stand = el('p', { textContent: [t('puzzles.progress', { n: list.filter((_, i) => done.has(i)).length, total: list.length }), p.streak || p.best ? t('puzzles.streak', { n: p.streak, best: p.best }) : ''].filter(Boolean).join(' · ') });
  const go = el('button', { type: 'button', id: 'puzzle-next-open', className: 'primary', textContent: t(done.size ? 'puzzles.next' : 'puzzles.first'), onclick: () => start(easiestUnsolved(learn.game, list)) });
  const groups = [1, 2, 3].map((d) => {
    const items = list.map((q, i) => ({ q, i })).filter(({ q }) => q.difficulty === d).map(({ q, i }) => {
      const b = el('button', { type: 'button', className: done.has(i) ? 'solved' : '', textContent: String(i + 1), onclick: () => start(i) });
      const label = t('puzzles.item', { n: i + 1, theme: t(q.themeKey) });
      b.setAttribute('aria-label', done.has(i) ? `${label} — ${t('puzzles.solved_mark')}` : label);
      return el('li', {}, b);
    });
    if (!items.length) return null;
    const h = el('h4', { textContent: t(`puzzles.level.${d}`) });
    return el('div', { className: 'puzzle-group' }, h, el('ul', { className: 'puzzle-grid' }, ...items));
  }).filter(Boolean);
  box.replaceChildren(head, stand, go, ...groups);
  box.hidden = false;
}
