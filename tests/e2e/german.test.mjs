// The app in German, as a German-speaking visitor meets it: a browser set to German
// opens the page in German on a first visit (the menu says Deutsch, <html lang="de">),
// a whole moulin game is played by keyboard alone with the live region speaking
// German, the first lesson of every game is solved by clicks, and axe-core finds no
// serious violation. The expected words are read from the German language files
// themselves, so the test checks what a player sees, not a copy of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve, startGame, takingPlayer, chooseLanguage } from './site.mjs';
import { axeViolations, playWholeGameByKeys } from './keys.mjs';
import { verdict, solve } from './lessons.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

/** The single-line messages of a language file (`id = text`). */
function words(path) {
  const out = {};
  for (const line of readFileSync(join(site.root, path), 'utf8').split('\n')) {
    const m = /^([A-Za-z0-9_.-]+) = (.+)$/.exec(line);
    if (m) out[m[1]] = m[2];
  }
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a German browser gets the page in German; a whole moulin game by keyboard, told in German', async () => {
  const de = words('src/i18n/lang/de.txt');
  const mill = words('src/games/moulin/lang/de.txt');
  const ctx = await launch({ width: 1280, height: 800, locale: 'de-DE' });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}?sw=0`);
    await page.locator('#cards li.card').first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await page.locator('#lang').inputValue(), 'de');
    assert.equal(await page.locator('#lang option:checked').textContent(), 'Deutsch');
    assert.equal(await page.locator('#home h2[data-t="home.title"]').textContent(), de['home.title']);
    assert.equal(await page.locator('#cards li.card[data-game="moulin"] h3').textContent(), mill['game.moulin']);
    assert.deepEqual(await axeViolations(page, site.root), [], 'the home in German');

    await startGame(page, site.url, 'moulin', ['human', 'ai1']);
    assert.equal(await page.locator('#undo').textContent(), de['play.undo']);
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.closest('#board-cells'))); i++) await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('#board-cells')), 'Tab reaches the board');
    const empty = mill['narr.cell.empty'] ?? de['narr.cell.empty'];
    assert.match(await page.locator('#board-cells').ariaSnapshot(), new RegExp(`button "${escape(empty.replace('{cell}', 'd2'))}"`));
    const said = await playWholeGameByKeys(page, takingPlayer(5));
    assert.ok((await page.evaluate(() => window.plateaux.app.status())).over, 'the game reached its end');
    const sides = [mill['moulin.side.0'], mill['moulin.side.1']].map(escape).join('|');
    assert.match(said, new RegExp(`^(${sides}): `), `the live region told a move in German: ${said}`);
    // The end: "Weiß gewinnt…" or a draw, in German, in the box and the live region.
    const win = escape(de['play.win']).replace(escape('{side}'), `(${sides})`);
    const end = new RegExp(`${win}|${escape(de['play.draw'])}`, 'i');
    await page.waitForFunction(() => document.activeElement?.id === 'again');
    assert.match(await page.locator('#announce').textContent(), end);
    assert.match(await page.locator('#panel').ariaSnapshot(), /dialog "/);
    assert.deepEqual(await axeViolations(page, site.root), [], 'the end of a game in German');
    await page.keyboard.press('Escape');
    // The choice is kept: a reload without lang= stays German, and English is one choice away.
    await chooseLanguage(page, 'en');
    assert.equal(await page.locator('#undo').textContent(), 'Undo');
    await chooseLanguage(page, 'de');
    await page.reload();
    await page.waitForFunction(() => window.plateaux?.app);
    assert.equal(await page.locator('#undo').textContent(), de['play.undo']);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('the first lesson of every game, in German, solved by clicks', async () => {
  const de = words('src/i18n/lang/de.txt');
  const ctx = await launch({ width: 1280, height: 860 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}?sw=0&lang=de`);
    await page.locator('#cards li.card').first().waitFor();
    const games = await page.locator('#cards li.card').evaluateAll((cards) => cards.map((c) => c.dataset.game));
    assert.ok(games.length >= 4);
    for (const game of games) {
      const own = words(`src/games/${game}/lang/de.txt`);
      await page.goto(`${site.url}?sw=0&lang=de`);
      await page.locator(`#cards li.card[data-game="${game}"] button`, { hasText: de['home.learn'] }).click();
      await page.locator('#lesson-list button').first().click();
      await page.waitForFunction(() => window.plateauxLearn.view && window.plateauxLearn.index === 0);
      const key = await page.evaluate(() => window.plateauxLearn.list[0].key);
      assert.equal(await page.locator('#lesson-task').textContent(), own[`${key}.task`], `${game}: the task in German`);
      const wrongs = [];
      assert.ok(await solve(page, 2, wrongs), `${game}: the first lesson solved`);
      assert.equal(await verdict(page), 'done');
      assert.equal(await page.locator('#lesson-verdict').textContent(), de['lesson.done']);
      for (const w of wrongs) assert.ok(w.startsWith(de['lesson.wrong']), `${game}: a wrong try explained in German: ${w}`);
      assert.deepEqual(await axeViolations(page, site.root), [], `${game}: the lesson in German`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
