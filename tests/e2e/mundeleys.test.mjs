// A person plays whole games of Mundeleys against the AI by clicking the canvas,
// as White and as Black (the board turns so they sit at the bottom).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playWholeGame, takingPlayer } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

for (const [human, seats] of [[0, ['human', 'ai1']], [1, ['ai1', 'human']]]) {
  test(`a whole game of Mundeleys against the AI as ${human === 0 ? 'White' : 'Black'}`, async () => {
    const ctx = await launch({ width: 1100, height: 800 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await startGame(page, site.url, 'mundeleys', seats);
      // Playing Black, the person's pieces are drawn at the bottom: a5 below a2.
      const a2 = await page.evaluate(() => window.plateaux.app.cellPosition(8));
      const a5 = await page.evaluate(() => window.plateaux.app.cellPosition(32));
      if (a2 && a5) assert.equal(a5[1] > a2[1], human === 1, 'the board turns for Black');
      const st = await playWholeGame(page, { human, pick: takingPlayer(human + 11) });
      assert.ok(st.over);
      const text = await page.locator('#status').textContent();
      assert.match(text, /Les (Blancs|Noirs) gagnent : .+|Partie nulle : .+/, text);
      await page.screenshot({ path: `/tmp/plateaux-e2e-mundeleys-${human}.png` });
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}
