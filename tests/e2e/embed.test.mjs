// A ludothèque's own page embeds a game with <plateaux-game>: the app appears in
// its frame, in the language and game asked for, and can be played there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

test('the embed element shows the chosen game in the chosen language', async () => {
  const ctx = await launch({ width: 900, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    // The ludothèque's page: plain HTML that loads the embed script.
    await page.route(`${site.url}ludotheque.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><h1>Ludothèque du quartier</h1>
        <script type="module" src="${site.url}www/embed.js"></script>
        <plateaux-game game="mundeleys" lang="en" style="height: 640px"></plateaux-game>`,
    }));
    await page.goto(`${site.url}ludotheque.html`);
    const frame = await (await page.waitForSelector('plateaux-game iframe')).contentFrame();
    await frame.waitForFunction(() => window.plateaux && window.plateaux.app);
    assert.equal(await frame.evaluate(() => window.plateaux.app.status().game), 'mundeleys');
    assert.equal(await frame.locator('#undo').textContent(), 'Undo');
    // Embedded: the app's own title bar is hidden, the game tabs stay.
    assert.equal(await frame.locator('.brand').isVisible(), false);
    // It plays: a move made in the frame is recorded (the lots may have given the
    // computer the first move, so count from whatever is there).
    const played = await frame.evaluate(() => {
      const { app, state } = window.plateaux;
      state.gen++; // no computer reply during the check
      app.setHumans(true, true);
      const before = app.status().moves.length;
      app.play(app.legal()[0]);
      return app.status().moves.length - before;
    });
    assert.equal(played, 1);
  } finally {
    await ctx.close();
  }
});
