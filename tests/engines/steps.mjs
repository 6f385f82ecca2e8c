// The smoke suite every engine runs (Chromium, Firefox, WebKit), written once: what
// a visitor does in a few minutes, for each game the page lists. The engines differ
// in drivers only; each driver (chromium.mjs, firefox.mjs, webkit.mjs) gives these
// operations, and the steps use nothing else:
//   goto(url), reload(), evaluate(fn, arg) (fn runs in the page, its result comes
//   back as JSON), clickAt(x, y) (a mouse click at viewport coordinates),
//   click(selector), press(key) (to the focused element: 'ArrowLeft'…, 'Enter',
//   ' ', 'Escape'), select(selector, value), errors() (page errors and console
//   errors since the last call), screenshot() (a PNG, to look at a failure),
//   close(); name, version.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveProbed } from './site.mjs';
import { rng } from '../e2e/site.mjs';
import {
  waitFor, textOf, status, settled, letters, assertDrawn, assertNoSidewaysScroll, menuOpen, menuClose,
  inFrench, startTwoPeople, boardMoves, playByClicks, playByKeys,
} from './play.mjs';

// Every step of the smoke for one game.
async function smokeGame(d, url, id) {
  await d.errors(); // what a game that failed before left behind is its own
  await d.goto(`${url}?sw=0`);
  await inFrench(d);
  await startTwoPeople(d, url, id);
  const name = await textOf(d, '#game-name');
  await assertDrawn(d, '#board', `${name}'s board`);
  await assertNoSidewaysScroll(d, '#moves', 'the empty move list');

  // Two moves by clicks on the canvas, then one by keyboard.
  const r = rng(38);
  const shuffled = (moves) => moves.map((m) => [r(), m]).sort((a, b) => a[0] - b[0]).map(([, m]) => m);
  for (let i = 0; i < 2; i++) await playByClicks(d, shuffled(await boardMoves(d))[0]);
  await assertNoSidewaysScroll(d, '#moves', 'the move list');
  const beforeKeys = (await status(d)).moves;
  const byKeys = await playByKeys(d, shuffled);

  // Undo takes the keyboard's move back, on the board and in the move list.
  await d.click('#undo');
  await waitFor(d, 'the undo', (n) => window.plateaux.app.status().moves.length === n, beforeKeys.length);
  assert.deepEqual((await status(d)).moves, beforeKeys, `${d.name}: undo takes back ${byKeys}`);
  assert.equal(await d.evaluate((n) => !!document.querySelector(`#moves [data-ply="${n}"]`), beforeKeys.length + 1), false,
    `${d.name}: the move list no longer shows ${byKeys}`);

  // A reload comes back to the game as it was (kept in this browser).
  await d.reload();
  await settled(d, 'the page after the reload');
  assert.deepEqual((await status(d)).moves, beforeKeys, `${d.name}: after the reload the game has the same moves`);
  assert.match(await textOf(d, '#message'), /Partie reprise/, `${d.name}: the page says the game was resumed`);
  assert.equal(await textOf(d, `#moves [data-ply="${beforeKeys.length}"]`), beforeKeys.at(-1), `${d.name}: the move list is back`);
  await assertDrawn(d, '#board', `${name}'s board after the reload`);

  // The rules help, from the menu, closed with Escape.
  await menuOpen(d);
  await d.click('#rules-open');
  await waitFor(d, 'the rules', (g) => document.querySelector('#rules').open && document.querySelector('#rules-text').dataset.game === g, id);
  assert.ok(letters(await textOf(d, '#rules-title')).includes(letters(name)), `${d.name}: the rules help is the rules of ${name}`);
  assert.ok((await textOf(d, '#rules-text')).length > 300, `${d.name}: the rules help has its text`);
  await d.press('Escape');
  await waitFor(d, 'the rules to close', () => !document.querySelector('#rules').open);

  // English from the menu, then French again.
  for (const [lang, undo, moves] of [['en', 'Undo', 'Moves'], ['fr', 'Annuler', 'Coups joués']]) {
    await menuOpen(d);
    await d.select('#lang-menu', lang);
    await waitFor(d, `the page in ${lang}`, (l) => document.documentElement.lang === l, lang);
    await menuClose(d);
    assert.equal(await textOf(d, '#undo'), undo, `${d.name}: in ${lang}, undo says ${undo}`);
    assert.equal(await textOf(d, '#panel h2'), moves, `${d.name}: in ${lang}, the move list is ${moves}`);
  }

  // The first lesson, from the game's card on the home page.
  await d.click('#home-open');
  await waitFor(d, 'the home page', () => !document.querySelector('#home').hidden);
  const learn = await d.evaluate((g) => 1 + [...document.querySelectorAll(`#cards li.card[data-game="${g}"] .row button`)]
    .findIndex((b) => b.textContent === 'Apprendre'), id);
  assert.ok(learn > 0, `${d.name}: ${name}'s card has « Apprendre »`);
  await d.click(`#cards li.card[data-game="${id}"] .row button:nth-child(${learn})`);
  await waitFor(d, 'the list of lessons', () => !!document.querySelector('#lesson-list button'));
  await d.click('#lesson-list li:first-child button');
  await waitFor(d, 'the first lesson', () => !document.querySelector('#lesson').hidden && window.plateauxLearn.view && window.plateauxLearn.index === 0);
  assert.ok((await textOf(d, '#lesson-task')).length > 10, `${d.name}: the lesson says its task`);
  await assertDrawn(d, '#lesson-board', `${name}'s first lesson`);

  assert.deepEqual(await d.errors(), [], `${d.name}: no page error and no console error`);
}

// Runs `steps`; if they fail, the page as it was is kept as a picture, and said where.
async function withPicture(t, d, name, steps) {
  try {
    await steps();
  } catch (e) {
    const file = join(tmpdir(), `plateaux-${name}.png`);
    try { writeFileSync(file, await d.screenshot()); t.diagnostic(`the page as it was: ${file}`); } catch { /* no picture */ }
    throw e;
  }
}

/** The smoke suite in `engine`, whose browser `launch` starts (one for all of it). */
export function smokeSuite(engine, launch) {
  let site;
  let d;
  let games = [];
  before(async () => {
    site = await serveProbed();
    d = await launch();
  }, { timeout: 60_000 });
  after(async () => {
    await d?.close();
    site?.close();
  });

  test(`${engine}: the home page, a drawn card for every game`, { timeout: 60_000 }, async (t) => {
    t.diagnostic(`${d.name} ${d.version}`);
    await d.goto(`${site.url}?sw=0`);
    await waitFor(d, 'the cards', () => document.querySelectorAll('#cards li.card').length);
    const cards = await d.evaluate(() => [...document.querySelectorAll('#cards li.card')].map((li) => li.dataset.game));
    await inFrench(d);
    for (const g of cards) await assertDrawn(d, `#cards li.card[data-game="${g}"] canvas`, `the picture of ${g}`);
    // « Jouer » on the first card opens its game; the page then says which games it has.
    await d.click(`#cards li.card[data-game="${cards[0]}"] .row button:first-child`);
    await waitFor(d, 'the first game', () => !!window.plateaux?.app);
    games = await d.evaluate(() => window.plateaux.state.infos.map((g) => g.id));
    assert.deepEqual(cards, games, `${d.name}: the home has a card for each game`);
    assert.deepEqual(await d.errors(), [], `${d.name}: no page error and no console error`);
  });

  test(`${engine}: against the computer, it answers a move (its module worker, its sound)`, { timeout: 90_000 }, async () => {
    await d.goto(`${site.url}?sw=0`);
    await inFrench(d);
    await d.click(`#cards li.card[data-game="${games[0]}"] .row button:first-child`);
    // The computer may have the first move (lots are drawn): the person's turn comes.
    await waitFor(d, "the person's turn", () => {
      const { app, state } = window.plateaux ?? {};
      const st = app?.status();
      return !!st && !state.thinking && !st.chance && state.sides[st.to_move]?.kind === 'human';
    }, null, 30_000);
    const before = (await status(d)).moves.length;
    // Played, then the board settles: the computer has thought and answered.
    await playByClicks(d, (await boardMoves(d))[0]);
    const st = await status(d);
    assert.ok(st.moves.length >= before + 2, `${d.name}: the computer answers`);
    assert.equal(await textOf(d, `#moves [data-ply="${before + 2}"]`), st.moves[before + 1], `${d.name}: the move list shows the computer's ${st.moves[before + 1]}`);
    assert.deepEqual(await d.errors(), [], `${d.name}: no page error and no console error`);
  });

  test(`${engine}: each game, its board, clicks, keyboard, undo, reload, rules, language, lesson`, async (t) => {
    assert.ok(games.length >= 1, 'the page lists its games');
    for (const id of games) await t.test(`${engine}: ${id}`, { timeout: 180_000 }, (tt) => withPicture(tt, d, `${engine}-${id}`, () => smokeGame(d, site.url, id)));
  });
}
