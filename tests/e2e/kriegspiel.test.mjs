// Kriegspiel by clicks against the AI: the person (the French) half-rotates plates,
// marches them toward the enemy, fires when a target is in range, sees the die
// roll and what it did, and ends the turn; the AI answers with whole turns.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playByClicks, rng } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const row = (cell) => Number(cell.match(/\d+/)[0]);

async function humanTurn(page) {
  await page.waitForFunction(() => {
    const { app, state } = window.plateaux;
    const st = app.status();
    return st.over || (!state.thinking && !st.chance && st.to_move === 0);
  }, null, { timeout: 60_000 });
  return page.evaluate(() => window.plateaux.app.status());
}

const legal = (page) => page.evaluate(() => window.plateaux.app.legal());
const moveCount = (page) => page.evaluate(() => window.plateaux.app.status().moves.length);

async function click(page, mv) {
  const before = await moveCount(page);
  await playByClicks(page, mv);
  await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
}

test('a Kriegspiel turn by clicks: rotate, move, fire, the die, end turn', async () => {
  const ctx = await launch({ width: 1200, height: 860 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'kriegspiel', ['human', 'ai1']);
    let rotated = false, moved = false, fired = false;
    const r = rng(3);
    for (let turn = 0; turn < 30 && !fired; turn++) {
      const st = await humanTurn(page);
      if (st.over) break;
      for (let action = 0; action < 12; action++) {
        const moves = await legal(page);
        const shot = moves.find((m) => m.includes('*'));
        if (shot) {
          await click(page, shot); // firer, then target: the die decides
          await page.waitForFunction(() => {
            const die = document.querySelector('#die');
            return !die.hidden && die.dataset.value !== undefined && !window.plateaux.app.status().chance;
          });
          const notes = await page.locator('#notes').textContent();
          assert.match(notes, /tire sur .+ : dé [0-5]/, notes);
          fired = true;
          break;
        }
        // A half-rotation toward the enemy (free), else a step forward.
        const half = moves.find((m) => /^[a-z]\d+:N[EW]$/.test(m));
        const step = moves.find((m) => { const [a, b] = m.split('-'); return b && !m.includes('>') && row(b) > row(a); });
        const mv = step ?? half;
        if (!mv) break;
        await click(page, mv);
        if (mv === half) rotated = true; else moved = true;
        if (step && r() < 0.15) break;
      }
      // End the turn with the button; the AI then plays its whole turn.
      const before = await moveCount(page);
      await page.locator('#pass').click();
      await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
    }
    assert.ok(rotated && moved, 'rotated and moved plates by clicks');
    assert.ok(fired, 'fired at an enemy plate by clicks and saw the die');
    // After our end of turn, the AI plays a whole turn and hands back.
    const st = await humanTurn(page);
    assert.ok(st.over || st.moves.filter((m) => m === 'end').length >= 2);
    await page.screenshot({ path: '/tmp/plateaux-e2e-kriegspiel.png' });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
