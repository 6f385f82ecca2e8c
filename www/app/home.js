// The first screen: one card per game with a picture of its start position (drawn
// by Rust from the game's own Scene), its name and one line, "Jouer", "Apprendre"
// (its lessons), and "Reprendre" when a game of it is in progress in this browser.
import { drawPreview } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { t } from './strings.js';
import { autosaved } from './records.js';
import { coursesAvailable } from './courses.js';

const $ = (sel) => document.querySelector(sel);

function button(key, onclick, className = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = t(key);
  b.className = className;
  b.onclick = onclick;
  return b;
}

/** Draws the cards; `open(id, {resume, setup})` goes to a game, `learn(id)` to its
 * lessons. */
export function renderHome(open, learn) {
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
    const kept = autosaved(g.id);
    if (kept && !kept.problem) row.append(button('home.resume', () => open(g.id, { resume: true }), 'primary'));
    row.append(button('home.play', () => open(g.id, { resume: false, setup: true }), kept && !kept.problem ? '' : 'primary'));
    if (coursesAvailable()) row.append(button('home.learn', () => learn(g.id)));
    li.append(canvas, h, p, row);
    return li;
  });
  $('#cards').replaceChildren(...cards);
  // The pictures need the cards laid out (their size comes from the page's width).
  requestAnimationFrame(() => {
    for (const c of document.querySelectorAll('#cards canvas.preview')) {
      try { drawPreview(c, c.closest('.card').dataset.game); } catch { /* a card without its picture still works */ }
    }
  });
}
