// How the smoke's steps (steps.mjs) act on the page and read it, through a driver
// (see steps.mjs for its operations): waiting for the page, reading its words and
// its canvases, the menu, a game for two people, moves by clicks and by keyboard.
// Kept apart so that the steps read as what a visitor does.
import assert from 'node:assert/strict';
import { arrowPath } from '../e2e/keys.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Where the page is, for a step that waited in vain: its address, screen and words.
const whereNow = (d) => d.evaluate(() => {
  const screen = ['home', 'learn', 'play'].find((id) => !document.querySelector(`#${id}`)?.hidden);
  const open = [...document.querySelectorAll('dialog[open]')].map((e) => e.id).join(' ');
  return `at ${location.href}, screen ${screen}${open ? `, dialog ${open}` : ''}: ${document.querySelector('#status')?.textContent} ${document.querySelector('#message')?.textContent}`;
}).catch((e) => `page unreadable: ${e.message}`);

/** Polls `fn(arg)` in the page until it is truthy (and returns it). */
export async function waitFor(d, what, fn, arg = null, timeout = 15_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const v = await d.evaluate(fn, arg);
    if (v) return v;
    if (Date.now() > until) throw new Error(`${d.name}: still waiting for ${what} (${await whereNow(d)})`);
    await sleep(50);
  }
}

// A title's letters alone (« Kriegspiel » de René Leduc: kriegspielderenéleduc).
export const letters = (s) => s.toLowerCase().replace(/[^\p{L}]/gu, '');

/** The text of the element `selector` as shown, its spaces and lines made one space.
 * Read in the page (innerText) in every engine alike: WebKit's WebDriver says a
 * toolbar button's label (beside its icon, in a clipped span) has no text. */
export const textOf = (d, selector) => d.evaluate((sel) => document.querySelector(sel)?.innerText.replace(/\s+/g, ' ').trim() ?? null, selector);

export const status = (d) => d.evaluate(() => window.plateaux.app.status());

// Nothing under way: no computer thinking, no die to roll.
export const settled = (d, what) => waitFor(d, what, () => {
  const p = window.plateaux;
  return !!p?.app && !p.state.thinking && !p.app.status().chance;
}, null, 30_000);

/** How much of a canvas is drawn: its number of colours and the share of its
 * pixels that are not the commonest colour (the background). */
const drawn = (d, selector) => d.evaluate((sel) => {
  const c = document.querySelector(sel);
  if (!c || !c.width || !c.height) return { colours: 0, share: 0 };
  const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const counts = new Map();
  let n = 0;
  for (let i = 0; i < px.length; i += 4 * 7, n++) {
    const k = `${px[i]},${px[i + 1]},${px[i + 2]},${px[i + 3]}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return { colours: counts.size, share: 1 - Math.max(...counts.values()) / n };
}, selector);

// A canvas is drawn at the browser's next frame, or once its pictures are made: it
// is given a few seconds.
export async function assertDrawn(d, selector, what) {
  const until = Date.now() + 5000;
  let m = await drawn(d, selector);
  while (!(m.colours >= 3 && m.share > 0.02) && Date.now() < until) { await sleep(100); m = await drawn(d, selector); }
  const { colours, share } = m;
  assert.ok(colours >= 3 && share > 0.02, `${d.name}: ${what} is drawn (${colours} colours, ${(share * 100).toFixed(1)}% not background)`);
}

// A box that fits its width: nothing to scroll sideways, so no scrollbar under it.
export async function assertNoSidewaysScroll(d, selector, what) {
  const [scroll, client] = await d.evaluate((sel) => { const e = document.querySelector(sel); return [e.scrollWidth, e.clientWidth]; }, selector);
  assert.ok(scroll <= client, `${d.name}: ${what} has nothing to scroll sideways (${scroll} px of content in ${client})`);
}

export async function menuOpen(d) {
  if (!(await d.evaluate(() => document.querySelector('#menu').open))) await d.click('#menu-open');
  await waitFor(d, 'the menu', () => document.querySelector('#menu').open);
}

export async function menuClose(d) {
  await d.click('#menu .dialog-head button');
  await waitFor(d, 'the menu to close', () => !document.querySelector('#menu').open);
}

// The steps read the page's French words: on the home page, a browser that speaks
// another language (WebKit's here), or a page left in English by a game that failed,
// is switched with the header's menu, as a visitor would. The page keeps the choice.
export async function inFrench(d) {
  await waitFor(d, 'the cards', () => document.querySelectorAll('#cards li.card').length > 0);
  if (await d.evaluate(() => document.documentElement.lang) === 'fr') return;
  await d.select('#lang', 'fr');
  await waitFor(d, 'French', () => document.documentElement.lang === 'fr');
}

// A game of `id` for two people on this screen, started from the menu's form.
export async function startTwoPeople(d, url, id) {
  await d.goto(`${url}?sw=0&game=${id}`);
  // The computer may open this first game (the page's seats): the new game replaces it.
  await waitFor(d, 'the game page', () => !!window.plateaux?.app);
  await menuOpen(d);
  if (!(await d.evaluate(() => document.querySelector('#setup').open))) await d.click('#setup summary');
  await d.select('#seat-0', 'human');
  await d.select('#seat-1', 'human');
  if (await d.evaluate(() => document.querySelector('#lots').checked)) await d.click('#lots');
  await d.click('#setup-form button[type=submit]');
  await waitFor(d, 'the new game', () => document.querySelector('#confirm').open || !document.querySelector('#menu').open);
  if (await d.evaluate(() => document.querySelector('#confirm').open)) await d.click('#confirm-yes');
  await waitFor(d, 'a new game for two people', () => !document.querySelector('#menu').open
    && window.plateaux.app.status().moves.length === 0 && window.plateaux.state.sides.every((s) => s.kind === 'human'));
}

// The moves a person may make now with the board (ending a turn is a button).
export async function boardMoves(d) {
  const { legal, pass } = await d.evaluate(() => ({ legal: window.plateaux.app.legal(), pass: window.plateaux.app.status().pass }));
  return legal.filter((m) => m !== pass);
}

// After a person's move: it is in the game, and the move list shows it.
async function assertPlayed(d, before, mv, how) {
  await waitFor(d, `${mv} to be played ${how}`, (n) => window.plateaux.app.status().moves.length > n, before);
  await settled(d, 'the board after the move');
  const st = await status(d);
  assert.equal(st.moves[before], mv, `${d.name}: ${mv} played ${how}`);
  assert.equal(await textOf(d, `#moves [data-ply="${before + 1}"]`), mv, `${d.name}: the move list shows ${mv}`);
}

// A click on the canvas where `cell` is drawn.
async function clickCell(d, cell) {
  const at = await d.evaluate((c) => {
    const board = document.querySelector('#board');
    board.scrollIntoView({ block: 'nearest' });
    const box = board.getBoundingClientRect();
    const p = window.plateaux.app.cellPosition(c);
    return p && [box.left + p[0], box.top + p[1]];
  }, cell);
  assert.ok(at, `${d.name}: cell ${cell} is drawn`);
  await d.clickAt(at[0], at[1]);
}

export async function playByClicks(d, mv) {
  const before = (await status(d)).moves.length;
  for (const c of await d.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv)) await clickCell(d, c);
  await assertPlayed(d, before, mv, 'by clicks on the board');
}

// A move by keyboard: the board's cursor (its cells are buttons) taken to each cell
// of the move with the arrow keys, Enter on each cell but the last, Space on that.
export async function playByKeys(d, pick) {
  await d.evaluate(() => document.querySelector('#board-cells [tabindex="0"]').focus());
  const focused = () => d.evaluate(() => Number(document.activeElement?.dataset?.cell));
  const spots = await d.evaluate(() => window.plateaux.app.spots());
  let here = await focused();
  // The first move (in `pick`'s order) whose cells the arrows reach, one after another.
  let chosen = null;
  for (const mv of pick(await boardMoves(d))) {
    const cells = await d.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv);
    let from = here;
    const legs = [];
    for (const c of cells) { const keys = arrowPath(spots, from, c); if (!keys) break; legs.push([c, keys]); from = c; }
    if (cells.length && legs.length === cells.length) { chosen = { mv, legs }; break; }
  }
  assert.ok(chosen, `${d.name}: a move the arrow keys can reach`);
  const before = (await status(d)).moves.length;
  for (const [i, [cell, keys]] of chosen.legs.entries()) {
    for (const k of keys) await d.press(k);
    here = await focused();
    assert.equal(here, cell, `${d.name}: the arrows took the cursor to cell ${cell}`);
    await d.press(i === chosen.legs.length - 1 ? ' ' : 'Enter');
  }
  await assertPlayed(d, before, chosen.mv, 'by keyboard');
  return chosen.mv;
}
