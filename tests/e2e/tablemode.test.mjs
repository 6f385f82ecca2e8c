// Table mode, for a tablet lying flat between two people: the far side's bar,
// toolbar and status turned to face its player, both toolbars working, the board's
// coordinates drawn for both, a refusal shown at the edge of the player it concerns,
// the switch kept; against the computer its edge has no toolbar.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, fromMenu, playAndWait, clickCell, moveCount } from './site.mjs';
import { axeViolations } from './keys.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const HALF_TURN = 'matrix(-1, 0, 0, -1, 0, 0)';
const transform = (page, sel) => page.evaluate((s) => getComputedStyle(document.querySelector(s)).transform, sel);
const boardPixels = (page) => page.evaluate(() => document.querySelector('#board').toDataURL());
const inView = (page, sel) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
}, sel);

test('two people at a tablet: the far edge faces its player, both toolbars play, the switch is kept', async () => {
  for (const [width, height] of [[1280, 800], [360, 740]]) {
    const ctx = await launch({ width, height, isMobile: width < 700, hasTouch: width < 700 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const where = `${width}×${height}`;
    try {
      await startGame(page, site.url, 'moulin', ['human', 'human']);
      assert.equal(await transform(page, '#far'), 'none', 'off by default');
      assert.equal(await page.locator('#far-tools').isVisible(), false);
      const flat = await boardPixels(page);
      await fromMenu(page, '#table-mode', 'check');
      await page.keyboard.press('Escape');
      // The far side's bar, toolbar and status turned half round; the near side's
      // toolbar and status at its own edge, under its bar.
      assert.equal(await transform(page, '#far'), HALF_TURN, where);
      assert.ok(await page.locator('#far #bar-top').isVisible() && await page.locator('#far-tools').isVisible(), where);
      assert.ok(await page.locator('#near #toolbar').isVisible() && await page.locator('#near #status').isVisible(), where);
      assert.notEqual(await boardPixels(page), flat, `${where}: the coordinates are drawn for the far player too`);
      for (const sel of ['#far-tools', '#far-status', '#board', '#toolbar', '#status']) assert.ok(await inView(page, sel), `${where}: ${sel} on the first screen`);
      // The near player places a man; the far player takes it back with their own
      // Annuler, and puts it back with their Rétablir.
      const d2 = await page.evaluate(() => window.plateaux.app.cellsOf('d2')[0]);
      await playAndWait(page, 'd2');
      await page.locator('#far-tools [data-for="undo"]').click();
      assert.equal(await moveCount(page), 0, `${where}: the far toolbar's Annuler undoes`);
      await page.locator('#far-tools [data-for="redo"]').click();
      assert.equal(await moveCount(page), 1, `${where}: the far toolbar's Rétablir redoes`);
      // Black's turn: Black (far) taps the white man; the refusal is shown at Black's
      // edge, turned to them.
      await clickCell(page, d2);
      await page.locator('#far #message').waitFor();
      assert.match(await page.locator('#far #message').textContent(), /\S/);
      assert.deepEqual(await axeViolations(page, site.root), [], where);
      // Kept for the next visit; switched off, everything is back in the panel.
      await page.reload();
      await page.waitForFunction(() => window.plateaux?.app);
      assert.equal(await transform(page, '#far'), HALF_TURN, `${where}: kept`);
      await fromMenu(page, '#table-mode', 'uncheck');
      await page.keyboard.press('Escape');
      assert.equal(await transform(page, '#far'), 'none');
      assert.ok(await page.locator('#panel #toolbar').isVisible() && !(await page.locator('#far-tools').isVisible()), where);
      assert.equal(await boardPixels(page), await page.evaluate(() => { window.plateaux.app.render(); return document.querySelector('#board').toDataURL(); }));
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  }
});

test('table mode against the computer: the computer\'s edge has its bar alone', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.goto(`${site.url}?sw=0`);
    await page.evaluate(() => localStorage.setItem('plateaux.table', '1'));
    await startGame(page, site.url, 'mundeleys', ['human', 'ai1']);
    assert.equal(await transform(page, '#far'), 'none');
    assert.equal(await page.locator('#far-tools').isVisible(), false);
    assert.equal(await page.locator('#far-status').isVisible(), false);
    assert.ok(await page.locator('#near #toolbar').isVisible());
    const before = await moveCount(page);
    await page.locator('#near #toolbar #hint').click();
    assert.equal(await moveCount(page), before, 'the near toolbar works as ever');
  } finally {
    await ctx.close();
  }
});
