// The first screen: the games kept in this browser (a picture of each position, who
// plays, how far, when — to resume, review or delete), then one card per game with a
// picture of its start position (drawn by Rust from the game's own Scene), its name
// and one line, "Jouer", "Apprendre" (its lessons and puzzles), and "Reprendre" when
// a game of it is in progress; above them, the puzzle of the day (its position drawn
// once the lessons' module has come).
import { drawPreview, drawRecord } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { t, loadPart } from './strings.js';
import { resumable } from './records.js';
import { coursesAvailable, lessonsModule } from './courses.js';
import * as kept from './kept.js';
import { seatLabel } from './setup.js';
import { ask } from './dialogs.js';
import { progress, dailyGame, dailyOf, dailyDone, dailyDays } from './daily.js';
import { notice, asGiven } from './notice.js';

const $ = (sel) => document.querySelector(sel);

function button(key, onclick, className = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = t(key);
  b.className = className;
  b.onclick = onclick;
  return b;
}

// The lessons' opener the cards were last drawn with (a deletion redraws them).
let learnOf = () => {};

// The game the address named that is not here (the home opened instead), or null.
let unknown = null;

/** The home is shown for an address that named game `id`, which is not here (null:
 * none named): its notice says so until the home is opened another way. */
export function askedFor(id) {
  unknown = id;
}

// The puzzle of the day: its game, whether it is solved, the days in a row.
function renderDaily(learn) {
  let box = $('#daily');
  if (!coursesAvailable()) { box?.remove(); return; }
  if (!box) {
    box = document.createElement('section');
    box.id = 'daily';
    box.setAttribute('aria-labelledby', 'daily-title');
    $('#cards').previousElementSibling.before(box);
  }
  const game = state.infos.find((g) => g.id === dailyGame(state.infos.map((i) => i.id)));
  const h = document.createElement('h2');
  h.id = 'daily-title';
  h.textContent = t('home.daily.title');
  const p = document.createElement('p');
  const puzzles = progress();
  const [solved, days] = [dailyDone(puzzles), dailyDays(puzzles)];
  p.textContent = [t(game.name), solved ? t('home.daily.done') : null, days ? t('home.daily.days', { n: days }) : null].filter(Boolean).join(' · ');
  const go = button(solved ? 'home.daily.again' : 'home.daily.solve', () => learn(game.id, 'daily'), solved ? '' : 'primary');
  go.setAttribute('aria-describedby', 'daily-title');
  const text = document.createElement('div');
  text.append(h, p);
  box.replaceChildren(text, go);
  showDailyPuzzle(box, text, game);
}

// The day's puzzle itself in its card — its position, its number, theme and
// difficulty — once the lessons' module has come: in the browser's idle time, so the
// home never waits for it (the offline cache fetches that module anyway). Without
// it, the card still opens the puzzle. Drawn into the card's words `text` as they
// are then: a card drawn again meanwhile (another language) has its own.
function showDailyPuzzle(box, text, game) {
  const idle = window.requestIdleCallback ?? ((go) => setTimeout(go, 200));
  idle(async () => {
    let m;
    try { [m] = await Promise.all([lessonsModule(), loadPart('extra')]); } catch { return; }
    const list = m.puzzles(game.id);
    const i = dailyOf(game.id, list);
    if (!text.isConnected || i == null) return;
    const what = document.createElement('p');
    what.className = 'daily-what';
    what.textContent = t('puzzles.heading', { n: i + 1, theme: t(list[i].themeKey), level: `@puzzles.level.${list[i].difficulty}` });
    text.append(what);
    const canvas = document.createElement('canvas');
    canvas.className = 'preview';
    canvas.style.setProperty('--aspect', String(game.aspect));
    canvas.setAttribute('aria-hidden', 'true'); // the words beside it say what it shows
    box.prepend(canvas);
    try {
      m.drawRecord(canvas, JSON.stringify({ game: game.id, position: list[i].position, moves: [] }));
    } catch { canvas.remove(); }
  });
}

/** Draws the kept games, the puzzle of the day and the cards; `open(id, {resume,
 * setup, gid})` goes to a game (a kept one with `gid`), `learn(id, puzzle)` to its
 * lessons (or its puzzle of the day, with `'daily'`). */
export function renderHome(open, learn) {
  learnOf = learn;
  notice('home-notice', $('#home').firstElementChild, unknown && t('home.unknown_game', { game: asGiven(unknown) }));
  renderDaily(learn);
  const cards = state.infos.map((g) => {
    const li = document.createElement('li');
    li.className = 'card';
    li.dataset.game = g.id;
    const canvas = document.createElement('canvas');
    canvas.className = 'preview';
    canvas.style.setProperty('--aspect', String(g.aspect));
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', t(g.name));
    const h = document.createElement('h3');
    h.textContent = t(g.name);
    const p = document.createElement('p');
    p.textContent = t(g.blurb);
    const row = document.createElement('div');
    row.className = 'row';
    const going = resumable(g.id);
    if (going && !going.problem) row.append(button('home.resume', () => open(g.id, { resume: true }), 'primary'));
    row.append(button('home.play', () => open(g.id, { resume: false, setup: true }), going && !going.problem ? '' : 'primary'));
    if (coursesAvailable()) row.append(button('home.learn', () => learn(g.id)));
    li.append(canvas, h, p, row);
    return li;
  });
  $('#cards').replaceChildren(...cards);
  renderKept(open);
  // The pictures need the cards laid out (their size comes from the page's width).
  requestAnimationFrame(() => {
    for (const c of document.querySelectorAll('#cards canvas.preview')) {
      try { drawPreview(c, c.closest('.card').dataset.game); } catch { /* a card without its picture still works */ }
    }
  });
}

// "5 minutes ago", "yesterday": when a kept game was last played, in the page's
// language (the browser's own words for time).
function ago(ms) {
  const rtf = new Intl.RelativeTimeFormat(state.lang, { numeric: 'auto' });
  const minutes = Math.round((ms - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  return rtf.format(Math.round(hours / 24), 'day');
}

// The list of kept games: the games in progress first (the last played first), then
// the finished ones.
function renderKept(open) {
  const games = kept.list().filter((e) => e.problem || state.infos.some((g) => g.id === e.game));
  games.sort((a, b) => Number(!!a.over) - Number(!!b.over));
  $('#kept').hidden = games.length === 0;
  const items = games.map((e) => {
    const info = state.infos.find((g) => g.id === e.game);
    const li = document.createElement('li');
    li.className = 'kept-game';
    li.dataset.gid = e.gid;
    const h = document.createElement('h3');
    h.textContent = info ? t(info.name) : t('home.kept.unreadable');
    const p = document.createElement('p');
    const row = document.createElement('div');
    row.className = 'row';
    if (info && !e.problem) {
      const canvas = document.createElement('canvas');
      canvas.className = 'preview';
      canvas.style.setProperty('--aspect', String(info.aspect));
      canvas.setAttribute('role', 'img');
      canvas.dataset.record = e.record;
      const players = Array.isArray(e.sides) && e.sides.length === 2
        ? t('home.kept.players', { first: seatLabel(0, e.sides[0]), second: seatLabel(1, e.sides[1]) }) : null;
      p.textContent = [players, t('home.kept.moves', { n: e.moves }), ago(e.updated), e.over ? t('home.kept.over') : null].filter(Boolean).join(' · ');
      canvas.setAttribute('aria-label', `${h.textContent} — ${p.textContent}`);
      li.append(canvas);
      row.append(button(e.over ? 'home.kept.review' : 'home.kept.resume', () => open(e.game, { gid: e.gid }), 'primary'));
    }
    row.append(button('home.kept.delete', async () => {
      if (!(await ask('home.kept.delete_confirm', 'home.kept.delete'))) return;
      kept.forget(e.gid);
      renderHome(open, learnOf);
    }));
    li.append(h, p, row);
    return li;
  });
  $('#kept-list').replaceChildren(...items);
  requestAnimationFrame(() => {
    for (const c of document.querySelectorAll('#kept-list canvas.preview')) {
      try { drawRecord(c, c.dataset.record); } catch { /* a game without its picture still opens */ }
    }
  });
}
