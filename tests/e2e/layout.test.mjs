// What a finger can reach on a phone: the rules help closes from its header (always
// in view) or by a tap beside it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

test('on a phone the rules help keeps its close button in view, and a tap beside it closes it', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const inView = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 740 && b.x >= 0 && b.x + b.width <= 360;
  };
  try {
    await page.goto(`${site.url}?sw=0&game=mundialito`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    await page.locator('#rules-open').tap();
    await page.locator('#rules-text[data-game]').waitFor();
    const close = '#rules form button';
    assert.ok(await inView(close), 'the close button at the start');
    // Its title, in the header the close button shares.
    assert.match(await page.locator('#rules-title').textContent(), /Mundialito/);
    assert.match(await page.locator('#rules').ariaSnapshot(), /dialog "Mundialito"/);
    for (const at of [0.5, 1]) {
      await page.evaluate((f) => { const d = document.querySelector('#rules'); d.scrollTop = f * (d.scrollHeight - d.clientHeight); }, at);
      assert.ok(await inView(close), `the close button with the text scrolled to ${at * 100} %`);
    }
    // The close button closes it; the focus goes back to "Règles".
    await page.locator(close).tap();
    assert.equal(await page.locator('#rules').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'rules-open');
    // A tap on the shade beside the dialog closes it; a tap inside it does not.
    await page.locator('#rules-open').tap();
    await page.locator('#rules-text[data-game]').waitFor();
    const box = await page.locator('#rules').boundingBox();
    await page.touchscreen.tap(180, box.y + 60);
    assert.ok(await page.locator('#rules').isVisible(), 'a tap on the text leaves it open');
    assert.ok(box.y > 12, 'room above the dialog');
    await page.touchscreen.tap(180, box.y / 2);
    await page.waitForFunction(() => !document.querySelector('#rules').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'rules-open');
    // Escape still closes it (a keyboard).
    await page.locator('#rules-open').click();
    await page.locator('#rules-text[data-game]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#rules').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'rules-open');
  } finally {
    await ctx.close();
  }
});
