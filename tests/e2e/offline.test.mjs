// Offline: after a first visit, the service worker serves the whole app from its
// cache, so the page loads and plays with the network gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
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
    // Another game's words were cached on the first visit too: it opens in words.
    await page.goto(`${site.url}?game=kriegspiel`);
    await page.waitForFunction(() => window.plateaux?.state.info?.id === 'kriegspiel');
    const status = await page.locator('#status').textContent();
    assert.doesNotMatch(status, /kriegspiel\.|\bplay\./, `the status is in words: ${status}`);
    assert.match(await page.locator('#game-name').textContent(), /Kriegspiel/);
  } finally {
    await ctx.close();
  }
});

test('a dotfile the webmaster adds (.htaccess) never enters the service worker\'s list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'plateaux-site-'));
  try {
    cpSync(join(site.root, 'dist'), dir, { recursive: true });
    writeFileSync(join(dir, 'www', '.htaccess'), 'Header set X-Frame-Options SAMEORIGIN\n');
    execFileSync('bash', ['-c', `source scripts/lib.sh && write_service_worker "${dir}"`], { cwd: site.root });
    const list = readFileSync(join(dir, 'sw.js'), 'utf8');
    assert.match(list, /"\.\/www\/main\.js"/, 'the site\'s files are listed');
    assert.doesNotMatch(list, /htaccess/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a damaged file stops the start with a sentence in the visitor\'s language, and the next load fetches anew', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'plateaux-site-'));
  cpSync(join(site.root, 'dist'), dir, { recursive: true });
  const wasm = join(dir, 'pkg', 'plateaux_bg.wasm');
  const good = readFileSync(wasm);
  writeFileSync(wasm, good.subarray(0, 1000)); // cut: not WebAssembly any more
  const copy = await serve({ dir });
  try {
    for (const [locale, words] of [['fr-FR', /Le jeu n.a pas pu démarrer.*Rechargez la page/], ['de-DE', /Das Spiel konnte nicht starten/]]) {
      const ctx = await launch({ locale });
      const page = ctx.pages()[0] ?? await ctx.newPage();
      try {
        await page.goto(`${copy.url}?game=moulin&sw=0`);
        // The page says « Chargement… » until it has started or given up.
        await page.waitForFunction(() => /démarrer|starten|start/.test(document.querySelector('#status').textContent), null, { timeout: 15_000 });
        const said = await page.locator('#status').textContent();
        assert.match(said, words, locale);
        assert.doesNotMatch(said, /WebAssembly|magic|instantiate/i, 'no technical words');
      } finally {
        await ctx.close();
      }
    }
    // The file mended (a new deploy, or the cache emptied), the page starts.
    writeFileSync(wasm, good);
    const ctx = await launch();
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      await page.goto(`${copy.url}?game=moulin&sw=0`);
      await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    } finally {
      await ctx.close();
    }
  } finally {
    copy.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
