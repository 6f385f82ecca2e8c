// The analysis of a game on the page: asked from the menu, it runs in a worker with
// a progress bar, marks the moves in the list, draws the first side's chances as a
// curve a click on which shows that position, says what the move shown was worth
// (the better move drawn and said), sums up each side, and offers to replay from a
// position — in French and in English, with nothing for axe-core to object to.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, fromMenu, chooseLanguage } from './site.mjs';
import { axeViolations } from './keys.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// A moulin game of seven placements where Black leaves White a mill: d2 d6, b4 f4,
// f2 (White threatens b2), a7 (Black does not block), b2 and a man taken.
const MOVES = ['d2', 'd6', 'b4', 'f4', 'f2', 'a7', 'b2xa7'];

async function analysed(page) {
  await fromMenu(page, '#analyse');
  await page.locator('#analysis').waitFor();
  await page.waitForFunction(() => document.querySelector('#analysis-running')?.hidden, null, { timeout: 240_000 });
}

test('an analysis marks the moves, draws the chances, and a click on the curve shows that position', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await page.evaluate((moves) => { for (const m of moves) window.plateaux.app.play(m); window.plateaux.app.render(); }, MOVES);
    await analysed(page);
    assert.match(await page.locator('#analysis-said').textContent(), /Analyse terminée/);
    // Black's a7, which lets the mill close, is marked (a man lost while placing:
    // an inaccuracy at least, on moulin's scale).
    const mark = await page.locator('#moves button[data-ply="6"]').getAttribute('data-mark');
    assert.ok(['?!', '?', '??'].includes(mark), `a7 marked ${mark}`);
    assert.match(await page.locator('#moves button[data-ply="6"]').getAttribute('aria-label'), /Imprécision|Erreur|Gaffe/);
    // The summary counts every decision of each side.
    const counts = await page.locator('#analysis-summary tbody td').allTextContents();
    assert.equal(counts.map(Number).reduce((a, b) => a + b, 0), MOVES.length);
    // A click on the curve's middle shows a position of the game's middle.
    const box = await page.locator('#analysis-graph').boundingBox();
    await page.mouse.click(box.x + box.width * (6 / 7), box.y + box.height / 2);
    assert.equal(await page.evaluate(() => window.plateaux.state.review), 6);
    const said = await page.locator('#analysis-ply').textContent();
    assert.match(said, /a7.*(Imprécision|Erreur|Gaffe)/);
    assert.match(said, /Mieux :/);
    assert.equal(await page.locator('#analysis-arrow').count(), 1, 'the better move drawn');
    assert.deepEqual(await axeViolations(page, site.root), []);
    // In English, the same analysis in its words.
    await chooseLanguage(page, 'en');
    await page.waitForFunction(() => /Better:/.test(document.querySelector('#analysis-ply').textContent));
    assert.match(await page.locator('#analysis-summary').textContent(), /Summary/);
    assert.deepEqual(await axeViolations(page, site.root), []);
    // Replay from there: a new game at that position, against the computer.
    await page.locator('#analysis-ply button').click();
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 5 && window.plateaux.state.sides.some((s) => s.kind === 'ai'));
    assert.equal(await page.locator('#analysis').isHidden(), true);
  } finally {
    await ctx.close();
  }
});

test('an analysis can be stopped, and keeps what it has', async () => {
  const ctx = await launch({ width: 360, height: 740 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await page.evaluate(() => {
      let seed = 11;
      const r = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
      for (let i = 0; i < 30; i++) { const l = window.plateaux.app.legal(); window.plateaux.app.play(l[Math.floor(r() * l.length)]); }
      window.plateaux.app.render();
    });
    await fromMenu(page, '#analyse');
    await page.waitForFunction(() => document.querySelector('#analysis-progress')?.value >= 1, null, { timeout: 120_000 });
    await page.locator('#analysis-stop').click();
    assert.match(await page.locator('#analysis-said').textContent(), /Analyse arrêtée après \d+ coups sur 30/);
    assert.equal(await page.locator('#analysis-running').isHidden(), true);
    assert.ok(await page.locator('#moves button[data-ply]').count() >= 30);
  } finally {
    await ctx.close();
  }
});
