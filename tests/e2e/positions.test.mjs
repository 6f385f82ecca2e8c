// A game that starts from a position given as text opens in the app: the page every
// visitor loads runs the light module, which reads no positions, so it hands such a
// game over to full.html (the same app on the complete module) — from a link, from a
// file, and when a kept game is resumed — and nothing is lost on the way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, typeMove } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// Six men in hand each, three placed by each side (docs/positions.md).
const position = '3/3/3/6/3/mMm/MmM w 6 6 6';
const record = JSON.stringify({ game: 'moulin', options: {}, seed: 5, moves: ['d7'], position });

test('a link, a file and a kept game that start from a position open in the page that reads positions', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    // A link: handed over, the position and its move shown.
    await page.goto(`${site.url}?sw=0#r=${Buffer.from(record).toString('base64url')}~h-h`);
    await page.waitForURL(/full\.html/);
    await page.waitForFunction(() => window.plateaux?.app?.status().moves.length === 1);
    assert.match(await page.locator('#prompt').textContent(), /Posez un pion \(6 en main\)/);
    await typeMove(page, 'a7');
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2);
    assert.equal(JSON.parse(await page.evaluate(() => window.plateaux.app.recordJson())).position, position);
    // Kept: the light page resumes it by handing it over again.
    await page.goto(`${site.url}?sw=0&game=moulin`);
    await page.waitForURL(/full\.html/);
    await page.waitForFunction(() => window.plateaux?.app?.status().moves.length === 2);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('plateaux.game.')).length);
    assert.equal(kept, 1, 'one game, kept under its identity');
    // A file chosen in the light page.
    const other = JSON.stringify({ game: 'moulin', options: {}, seed: 9, moves: [], position: '3/3/3/6/3/3/1M1 b 8 9 0' });
    await page.goto(`${site.url}?sw=0&game=mundeleys`);
    await page.waitForFunction(() => window.plateaux?.app);
    await page.locator('#menu-open').click();
    await page.locator('#import').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(other) });
    await page.waitForURL(/full\.html/);
    await page.waitForFunction(() => window.plateaux?.app?.status().to_move === 1 && window.plateaux.app.status().moves.length === 0);
    assert.match(await page.locator('#status').textContent(), /Noirs/);
  } finally {
    await ctx.close();
  }
});
