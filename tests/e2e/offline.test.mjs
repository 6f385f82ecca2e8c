// Offline: after a first visit, the service worker serves the whole app from its
// cache, so the page loads and plays with the network gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

test('the app loads and plays offline after a first visit', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.goto(`${site.url}?game=moulin`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    // Wait until the service worker controls the page (its install cached every file).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await ctx.setOffline(true);
    site.close(); // and the server is gone too
    await page.reload();
    await page.waitForFunction(() => window.plateaux && window.plateaux.app, null, { timeout: 10_000 });
    const played = await page.evaluate(() => {
      const { app, state } = window.plateaux;
      state.gen++;
      app.setHumans(true, true);
      const before = app.status().moves.length;
      app.play(app.legal()[0]);
      return app.status().moves.length - before;
    });
    assert.equal(played, 1);
    // The AI's worker loads offline too.
    const move = await page.evaluate(() => new Promise((resolve) => {
      const w = new Worker(new URL('www/worker.js', location.href), { type: 'module' });
      w.onmessage = (ev) => resolve(ev.data.move ?? ev.data.error);
      w.postMessage({ gen: 1, record: window.plateaux.app.recordJson(), level: 1, seed: 1 });
    }));
    assert.ok((await page.evaluate(() => window.plateaux.app.legal())).includes(move), `worker answered ${move}`);
    // A file the cache does not hold gets a plain "offline" answer, not a failed promise.
    const missing = await page.evaluate(() => fetch('www/not-cached.txt').then((r) => r.status, (e) => `rejected: ${e}`));
    assert.equal(missing, 504);
  } finally {
    await ctx.close();
  }
});
