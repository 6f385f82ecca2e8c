// A piece can be dragged to where it goes, with the mouse and with a finger; the
// drag is drawn while it lasts, and letting go where nothing can go changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// Page coordinates of a cell's centre.
async function where(page, cell) {
  const box = await page.locator('#board').boundingBox();
  const pos = await page.evaluate((c) => window.plateaux.app.cellPosition(c), cell);
  return [box.x + pos[0], box.y + pos[1]];
}

const moves = (page) => page.evaluate(() => window.plateaux.app.status().moves.length);

test('a move by dragging the piece: with the mouse, then with a finger', async () => {
  const ctx = await launch({ width: 412, height: 860, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'mundeleys', ['human', 'human']);
    await page.locator('#board').scrollIntoViewIfNeeded();
    const slide = async () => {
      const legal = await page.evaluate(() => window.plateaux.app.legal());
      const mv = legal.find((m) => /^[a-h]\d-[a-h]\d$/.test(m));
      const [from, to] = await page.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv);
      return { mv, from: await where(page, from), to: await where(page, to) };
    };

    // The mouse: press on the piece, carry it, let go on its square.
    const first = await slide();
    await page.mouse.move(...first.from);
    await page.mouse.down();
    await page.mouse.move(...first.to, { steps: 8 });
    assert.equal(await moves(page), 0, 'nothing is played while the piece is carried');
    await page.screenshot({ path: '/tmp/plateaux-drag.png' });
    await page.mouse.up();
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 1);
    assert.equal((await page.evaluate(() => window.plateaux.app.status())).moves[0], first.mv);

    // Let go where the piece cannot go: nothing is played.
    const second = await slide();
    await page.mouse.move(...second.from);
    await page.mouse.down();
    const [bx, by] = await where(page, 0);
    await page.mouse.move(bx, by, { steps: 5 });
    await page.mouse.up();
    assert.equal(await moves(page), 1, 'a drop where no move goes plays nothing');

    // A finger: the same drag by touch events.
    const cdp = await ctx.newCDPSession(page);
    const touch = (type, [x, y]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', second.from);
    for (let k = 1; k <= 6; k++) {
      const t = k / 6;
      await touch('touchMove', [second.from[0] + (second.to[0] - second.from[0]) * t, second.from[1] + (second.to[1] - second.from[1]) * t]);
    }
    await touch('touchEnd', second.to);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2);
    assert.equal((await page.evaluate(() => window.plateaux.app.status())).moves[1], second.mv);

    // Taps still work: tap the piece, tap its square.
    const third = await slide();
    await page.touchscreen.tap(...third.from);
    await page.touchscreen.tap(...third.to);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 3);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
