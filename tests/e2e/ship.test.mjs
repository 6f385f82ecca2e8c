// Shipping: the one-file app from file://, the site under a sub-path (as GitHub
// Pages serves it) with its service worker scoped there, the Content-Security-Policy
// with no violation, no request to another origin, and the gzipped weight.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync, mkdtempSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from './browser.mjs';
import { verdict, playByClicks } from './lessons.mjs';
import { serve, clickCell, openSetup, submitSetup, fromMenu, chooseLanguage } from './site.mjs';

let site;
let sub;
before(async () => { site = await serve(); sub = await serve({ prefix: '/plateaux/' }); });
after(() => { site.close(); sub.close(); });

// Starts a moulin game against the computer (level 1) with the person first.
async function personAgainstComputer(page) {
  await page.waitForFunction(() => window.plateaux && window.plateaux.app);
  await openSetup(page);
  await page.selectOption('#seat-0', 'human');
  await page.selectOption('#seat-1', 'ai1');
  await page.locator('#lots').setChecked(false);
  await submitSetup(page);
  await page.waitForFunction(() => window.plateaux.app.status().moves.length === 0);
}

// Places a man on d2 by clicking, then waits for the computer's reply.
async function playAndSeeReply(page) {
  const d2 = await page.evaluate(() => window.plateaux.app.cellsOf('d2')[0]);
  await clickCell(page, d2);
  await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2, null, { timeout: 20_000 });
  return page.evaluate(() => window.plateaux.app.status().moves);
}

// Collects CSP violations as the page reports them.
async function watchCsp(page) {
  const seen = [];
  await page.exposeFunction('__cspViolation', (v) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) seen.push(m.text()); });
  return seen;
}

test('the one-file app plays from file:// with no server: a move, the reply, a save, German, the rules\' pictures, an analysis, a puzzle', async () => {
  const file = join(site.root, 'dist', 'plateaux.html');
  assert.ok(existsSync(file), 'dist/plateaux.html is built');
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(pathToFileURL(file).href + '?game=moulin');
    await personAgainstComputer(page);
    const moves = await playAndSeeReply(page);
    assert.equal(moves[0], 'd2');
    // Saved games work there too: save, play on, load back.
    await fromMenu(page, '#save');
    await page.waitForFunction(() => window.plateaux.state.app.status().moves.length === 2);
    await fromMenu(page, '#load');
    await page.waitForFunction(() => document.querySelector('#message').textContent.length > 0);
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves), moves);
    // The rules help is in the page itself, its pictures drawn (the one file runs on
    // the complete module, which draws them).
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    assert.match(await page.locator('#rules-text').textContent(), /moulin/i);
    assert.ok(await page.locator('#rules-text figcaption').count() >= 2, 'the pictures\' captions');
    assert.ok(await page.locator('#rules-text figure canvas').count() >= 2, 'the pictures, drawn');
    const frenchCaption = await page.locator('#rules-text figcaption').first().textContent();
    await page.locator('#rules form button').click();
    // Another language's words come with the one file too: German, the help's captions
    // included.
    await chooseLanguage(page, 'de');
    assert.equal(await page.locator('#undo').textContent(), 'Zurücknehmen');
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    const germanCaption = await page.locator('#rules-text figcaption').first().textContent();
    assert.match(germanCaption, /Punkte/, germanCaption);
    assert.notEqual(germanCaption, frenchCaption);
    await page.locator('#rules form button').click();
    // The analysis runs there too, in its worker, on the game so far.
    await fromMenu(page, '#analyse');
    await page.waitForFunction(() => document.querySelector('#analysis-running')?.hidden, null, { timeout: 120_000 });
    assert.match(await page.locator('#analysis-said').textContent(), /^Analyse fertig/);
    assert.equal(await page.locator('#analysis-summary tbody td').count() > 0, true);
    // And the puzzles (the lessons' screen): the first moulin puzzle solved by clicks.
    await page.goto(pathToFileURL(file).href + '?game=moulin&puzzle=1&lang=fr');
    await page.waitForFunction(() => window.plateauxLearn?.view && !document.querySelector('#lesson').hidden);
    for (let k = 0; k < 10 && (await verdict(page)) === 'pending'; k++) {
      const next = await page.evaluate(() => { const l = window.plateauxLearn; return l.list[l.index].line[l.view.status().moves.length]; });
      await playByClicks(page, next);
    }
    assert.match(await page.locator('#lesson-verdict').textContent(), /^Bravo, problème résolu\u00a0!/);
    const outside = requests.filter((u) => !/^(file|blob|data):/.test(u));
    assert.deepEqual(outside, [], 'the one file asks nothing of any server');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('under a sub-path (/plateaux/) with the service worker scoped there, under the CSP', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const csp = await watchCsp(page);
  const origins = new Set();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  try {
    assert.match(sub.url, /\/plateaux\/$/);
    await page.goto(`${sub.url}?game=moulin`);
    await personAgainstComputer(page);
    await playAndSeeReply(page);
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    assert.equal(scope, sub.url, 'the service worker serves the sub-path, not the whole origin');
    // The rules dialog and a Kriegspiel shot (the die) under the same policy.
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    assert.ok(await page.locator('#rules-text figure canvas').count() >= 2, 'the pictures, drawn under the policy');
    await page.locator('#rules form button').click();
    assert.deepEqual(csp, [], 'no Content-Security-Policy violation');
    assert.deepEqual([...origins], [new URL(sub.url).origin], 'no request to another origin');
  } finally {
    await ctx.close();
  }
});

test('the page loads at most 250 KB gzipped, in French as in German (every file it fetches, the worker included)', async () => {
  // The page's module carries no words: each visitor's page fetches its language's
  // shell and the game's own.
  for (const locale of ['fr-FR', 'de-DE']) {
    const ctx = await launch({ locale });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const paths = new Set();
    page.on('request', (r) => paths.add(new URL(r.url()).pathname));
    try {
      await page.goto(`${site.url}?game=moulin&sw=0`);
      await personAgainstComputer(page);
      await playAndSeeReply(page); // the AI's worker and its copy of the module are loaded
      assert.equal(await page.evaluate(() => document.documentElement.lang), locale.slice(0, 2));
      let total = 0;
      const rows = [];
      for (const p of paths) {
        const f = join(site.root, 'dist', p.endsWith('/') ? `${p}index.html` : p);
        if (!existsSync(f)) continue;
        const gz = gzipSync(readFileSync(f), { level: 9 }).length;
        rows.push(`${p} ${(gz / 1024).toFixed(1)} KB`);
        total += gz;
      }
      console.log(`${locale}: gzipped total the page loads: ${(total / 1024).toFixed(1)} KB\n  ${rows.join('\n  ')}`);
      const limit = 250;
      assert.ok(total <= limit * 1024, `${locale}: ${(total / 1024).toFixed(1)} KB gzipped`);
      // How soon a warm load (files in the browser's cache) draws its first board: a
      // figure for the README, not a limit (machines here are shared and noisy).
      const firstBoard = [];
      for (let i = 0; i < 3; i++) {
        await page.reload();
        await page.waitForFunction(() => performance.getEntriesByName('plateaux-first-board').length);
        firstBoard.push(Math.round(await page.evaluate(() => performance.getEntriesByName('plateaux-first-board')[0].startTime)));
      }
      console.log(`${locale}: first board drawn (warm load, ms after navigation): ${firstBoard.join(', ')}`);
    } finally {
      await ctx.close();
    }
  }
});

test('a new version is offered ("Nouvelle version — recharger") and takes over on reload', async () => {
  // A copy of the site whose version the test can change, as a new deploy would.
  const dir = mkdtempSync(join(tmpdir(), 'plateaux-site-'));
  cpSync(join(site.root, 'dist'), dir, { recursive: true });
  const copy = await serve({ dir });
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.goto(`${copy.url}?game=moulin`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await page.locator('#update').isVisible(), false, 'no new version yet');
    // Deploy a new version: the service worker's file changes (its version stamp).
    const sw = join(dir, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/plateaux-[0-9a-f]+/, 'plateaux-0000newbuild0'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await page.locator('#update').waitFor({ state: 'visible', timeout: 15_000 });
    assert.match(await page.locator('#update').textContent(), /Nouvelle version\s*Recharger/);
    await Promise.all([page.waitForEvent('load'), page.locator('#update-reload').click()]);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, ['plateaux-0000newbuild0'], 'the new version replaced the old cache');
  } finally {
    await ctx.close();
    copy.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('installable: the manifest lists maskable PNG icons of 192 and 512 pixels', () => {
  const dist = join(site.root, 'dist', 'www');
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
    assert.ok(icon && icon.purpose.split(' ').includes('maskable'), `a maskable ${size} icon`);
    const png = readFileSync(join(dist, icon.src));
    // The PNG header's width and height (IHDR, big-endian, bytes 16–23).
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [size, size]);
  }
});

test('the Pages workflow builds with the README\'s command and only the official actions', () => {
  const wf = readFileSync(join(site.root, '.github', 'workflows', 'pages.yml'), 'utf8');
  assert.match(wf, /run: bash scripts\/run\.sh --build/);
  const actions = [...wf.matchAll(/uses: ([\w-]+\/[\w-]+)@/g)].map((m) => m[1]);
  assert.ok(actions.includes('actions/upload-pages-artifact') && actions.includes('actions/deploy-pages'));
  assert.deepEqual(actions.filter((a) => !a.startsWith('actions/')), []);
  assert.match(wf, /path: dist/);
});

test('the embedding example page: both ways work, under the CSP, with no error', async () => {
  const ctx = await launch({ width: 1100, height: 900 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const csp = await watchCsp(page);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}www/embed-example.html`);
    await page.locator('#log li', { hasText: 'ready' }).waitFor({ timeout: 20_000 });
    await page.locator('#play').click();
    await page.locator('#log li', { hasText: 'played d2' }).waitFor();
    const frame = page.frameLocator('iframe[title="Jeu des Mundeleys"]');
    await frame.locator('#undo').waitFor();
    assert.equal(await frame.locator('#undo').textContent(), 'Undo');
    assert.deepEqual(csp, []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
