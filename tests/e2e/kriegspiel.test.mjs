// Kriegspiel by clicks against the AI: the person (the French) half-rotates plates,
// marches them toward the enemy, fires when a target is in range, sees the die
// roll and what it did, and ends the turn; the AI answers with whole turns.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playAndWait, moveCount, rng, tapCellIn, smallestCell } from './site.mjs';

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
          await playAndWait(page, shot); // firer, then target: the die decides
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
        await playAndWait(page, mv);
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

async function tapMove(page, mv) {
  const before = await moveCount(page);
  const cells = await page.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv);
  for (const c of cells) await tapCellIn(page, c);
  await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
}

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone: the board enlarges for a finger, the die stays off it, undo takes back a shot and its roll', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'kriegspiel', ['human', 'ai1']);
    // The whole field on a phone: plates smaller than a finger.
    await smallestCell(page, { below: 35 });
    await page.getByRole('button', { name: 'Agrandir le plateau' }).click();
    // Enlarged, every cell is a finger wide.
    await smallestCell(page, { min: 40 });
    assert.equal(await page.locator('#zoom').getAttribute('aria-label'), 'Plateau entier');
    // Play by taps on the enlarged board until a shot can be fired.
    let shot = null;
    for (let turn = 0; turn < 30 && !shot; turn++) {
      const st = await humanTurn(page);
      if (st.over) break;
      for (let action = 0; action < 12; action++) {
        const moves = await legal(page);
        shot = moves.find((m) => m.includes('*'));
        if (shot) break;
        const half = moves.find((m) => /^[a-z]\d+:N[EW]$/.test(m));
        const step = moves.find((m) => { const [a, b] = m.split('-'); return b && !m.includes('>') && row(b) > row(a); });
        if (!(step ?? half)) break;
        await tapMove(page, step ?? half);
      }
      if (shot) break;
      const before = await moveCount(page);
      await page.locator('#pass').click();
      await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
    }
    assert.ok(shot, 'a shot came within range');
    const before = await page.evaluate(() => window.plateaux.app.status().moves);
    await tapMove(page, shot);
    await page.waitForFunction(() => {
      const die = document.querySelector('#die');
      return !die.hidden && die.dataset.value !== undefined && !window.plateaux.app.status().chance;
    });
    const die = await page.locator('#die').boundingBox();
    assert.ok(!overlap(die, await page.locator('#board-scroll').boundingBox()), 'the die does not cover the board');
    await page.screenshot({ path: '/tmp/plateaux-e2e-kriegspiel-phone.png' });
    // Undo takes back the shot with its roll: the position before it, the shot
    // playable again, no die pending.
    await page.locator('#undo').click();
    await page.waitForFunction((n) => window.plateaux.app.status().moves.length === n, before.length);
    const back = await page.evaluate(() => window.plateaux.app.status());
    assert.deepEqual(back.moves, before);
    assert.equal(back.chance, false);
    assert.ok((await legal(page)).includes(shot), 'the shot can be fired again');
    await page.waitForTimeout(600);
    assert.deepEqual((await page.evaluate(() => window.plateaux.app.status())).moves, before, 'nothing replays by itself');
    // Back to the whole field.
    await page.getByRole('button', { name: 'Plateau entier' }).click();
    await smallestCell(page, { below: 35 });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
