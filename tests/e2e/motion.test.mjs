// Motion and looks on the board, for a visitor's eye: a man that slides is seen
// between its two points while it travels (and not under reduced motion), a mill
// closed is marked on its point for a moment, and each
// of the board's themes draws every registered game differently, axe-clean.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { axeViolations } from './keys.mjs';
import { serve, startGame, clickCell, openMenu } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// The colour of the ghost canvas (the animation's layer) at CSS point (x, y), or
// null while it is hidden.
const ghostAt = (page, x, y) => page.evaluate(([cx, cy]) => {
  const c = document.querySelector('#board-fade');
  if (c.hidden) return null;
  const s = c.width / c.getBoundingClientRect().width;
  return [...c.getContext('2d').getImageData(Math.round(cx * s), Math.round(cy * s), 1, 1).data];
}, [x, y]);

// Runs `fn(page, reducedMotion)` on a new game of moulin between two people, once
// with motion and once under reduced motion, each in a browser of its own.
async function inMoulinEitherWay(fn) {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const ctx = await launch({ width: 1280, height: 800 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      await page.emulateMedia({ reducedMotion });
      await startGame(page, site.url, 'moulin', ['human', 'human']);
      await fn(page, reducedMotion);
    } finally {
      await ctx.close();
    }
  }
}

test('a sliding man travels between its points (about 220 ms); under reduced motion it does not', async () => {
  await inMoulinEitherWay(async (page, reducedMotion) => {
    // Every man placed (no mill), White to slide d2 to d3.
    await page.evaluate(() => {
      for (const m of ['d2', 'd6', 'b4', 'f4', 'a1', 'a7', 'g1', 'g7', 'b6', 'f6', 'f2', 'b2', 'c3', 'e3', 'c5', 'e5', 'd5', 'd1']) window.plateaux.app.play(m);
      window.plateaux.app.render();
    });
    const [from, to] = await page.evaluate(() => window.plateaux.app.cellsOf('d2-d3'));
    const [fx, fy] = await page.evaluate((c) => window.plateaux.app.cellPosition(c), from);
    const [tx, ty] = await page.evaluate((c) => window.plateaux.app.cellPosition(c), to);
    const box = await page.locator('#board').boundingBox();
    // The point the man passes at mid-way, and what the board shows there at rest.
    const [mx, my] = [(fx + tx) / 2, (fy + ty) / 2];
    const rest = await page.evaluate(([x, y]) => {
      const c = document.querySelector('#board');
      const s = c.width / c.getBoundingClientRect().width;
      return [...c.getContext('2d').getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data];
    }, [mx, my]);
    await page.mouse.click(box.x + fx, box.y + fy);
    await page.mouse.click(box.x + tx, box.y + ty);
    const seen = [];
    for (let i = 0; i < 12; i++) { seen.push(await ghostAt(page, mx, my)); await page.waitForTimeout(25); }
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves.at(-1)), 'd2-d3');
    const passing = seen.filter((p) => p && p.join() !== rest.join());
    if (reducedMotion === 'reduce') assert.deepEqual(seen.filter(Boolean), [], 'nothing drawn over the board');
    else assert.ok(passing.length > 0, `the man was seen mid-way: ${JSON.stringify(seen)} vs ${rest}`);
    await page.waitForTimeout(300);
    assert.equal(await ghostAt(page, mx, my), null, 'the animation is over');
  });
});

test('a mill closed is marked on its point for a moment (a ring of its own), and not under reduced motion', async () => {
  await inMoulinEitherWay(async (page, reducedMotion) => {
    // White's a7 and g7 placed; White's d7 closes a7-d7-g7 and takes b2.
    await page.evaluate(() => { for (const m of ['a7', 'b2', 'g7', 'f2']) window.plateaux.app.play(m); window.plateaux.app.render(); });
    const [d7, b2] = await page.evaluate(() => window.plateaux.app.cellsOf('d7xb2'));
    const [x, y] = await page.evaluate((c) => window.plateaux.app.cellPosition(c), d7);
    await clickCell(page, d7);
    await clickCell(page, b2);
    assert.equal(await page.evaluate(() => window.plateaux.app.status().moves.at(-1)), 'd7xb2');
    const ring = page.locator('#board-zoom .burst');
    if (reducedMotion === 'reduce') {
      assert.equal(await ring.count(), 0, 'nothing marked under reduced motion');
    } else {
      assert.equal(await ring.count(), 1);
      assert.match(await ring.getAttribute('class'), /burst-strike/);
      // On the point where the mill closed.
      const at = await ring.evaluate((el) => [parseFloat(el.style.left), parseFloat(el.style.top)]);
      assert.ok(Math.hypot(at[0] - x, at[1] - y) < 1, `${at} vs ${[x, y]}`);
      await ring.waitFor({ state: 'detached', timeout: 3000 });
    }
  });
});

test('each board theme draws every game differently; the menu and the board are axe-clean in each', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A fingerprint of the board's pixels.
  const pixels = () => page.evaluate(() => {
    const c = document.querySelector('#board');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let h = 0;
    for (let i = 0; i < d.length; i += 16) h = (h * 31 + d[i] + 7 * d[i + 1] + 13 * d[i + 2]) >>> 0;
    return h;
  });
  try {
    await page.goto(`${site.url}?sw=0&game=moulin`);
    await page.waitForFunction(() => window.plateaux?.app);
    const themes = await page.evaluate(() => [...document.querySelectorAll('#board-theme option')].map((o) => o.value));
    assert.deepEqual(themes.slice(0, 3), ['wood', 'paper', 'contrast']);
    const games = await page.evaluate(() => window.plateaux.state.infos.map((g) => g.id));
    for (const game of games) {
      await startGame(page, site.url, game, ['human', 'human']);
      const seen = new Map();
      for (const theme of themes) {
        await openMenu(page);
        await page.locator('#board-theme').selectOption(theme);
        assert.deepEqual(await axeViolations(page, site.root), [], `${game} in ${theme}: the menu`);
        await page.keyboard.press('Escape');
        await page.waitForTimeout(50);
        seen.set(theme, await pixels());
        assert.deepEqual(await axeViolations(page, site.root), [], `${game} in ${theme}`);
      }
      assert.equal(new Set(seen.values()).size, themes.length, `${game}: every theme looks different`);
    }
    // The choice is kept: a reload draws in the last theme chosen.
    await page.reload();
    await page.waitForFunction(() => window.plateaux?.app);
    assert.equal(await page.locator('#board-theme').inputValue(), themes.at(-1));
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
