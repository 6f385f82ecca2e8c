// A person plays whole games of Mundeleys against the AI by clicking the canvas,
// as White and as Black (the board turns so they sit at the bottom).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playWholeGame, takingPlayer, clickCell, typeMove } from './site.mjs';

let site;

// 84 plies of a random game that leave both sides a Mundeley, then 100 plies with
// no capture, promotion or forward step, no position repeated (the Rust test
// `fifty_moves_each_without_progress…` walks the same way).
const NO_PROGRESS = [
  'f2-f3 f5-e4 a2-b3 f6-f5 c2-d3 b5-c4 d1-c2 f5-f4 b3xc4 b6-b5 a1-a2 e5-f5 a2-a3 f4-g4',
  'a3-b3 g4-h4 b2-a2 f5-f4 c4xd5 c5-c4 f3-e3 h4-h3 e3-f3 g6-f5 f3-g3 c4-d4 e1-d1 c6xd5',
  'b3-a3 d6-c6 g3-g4 h3xh2 c2-b3 e4xd3 g4xf4 h5-g4 g2-f3 d5-c4 f3-e4 f5xe4 c1-c2 c4xb3',
  'f1-g2 e4-f3 a3-a4 h6-h5 g2-h3 h2-g2 g1xg2 g4xh3 f4-g4 c6-b6 d1-c1 d3xe2 g4-f4 b5-b4',
  'a2-a3 g5-f5 f4xf5 a5-b5 f5-f6=M b4xa4 c2-c3 h5-g5 c1-d1 e6-f5 d2-c2 d4-e4 d1-d2 b5-b4',
  'f6-g6 g5-h5 g2-g3 b6-c6 g6-h6 c6-c5 h1-g2 c5-b5 h6xh5 f5-g4 c3-c4 f3xg2 d2-d3 g2-h1=M',
  'c2-b2 e4-d4 b2-a2 d4-e4 d3-c3 e4-d4 a2-b2 d4-e4 b2-c2 e4-d4 c2-d2 d4-e4 c3-d3 e4-d4',
  'd2-c2 b5-a5 c2-b2 d4-e4 b2-a2 e4-d4 d3-c3 d4-e4 a2-b2 e4-d4 b2-c2 d4-e4 c2-d2 e4-d4',
  'c3-d3 d4-e4 d2-c2 e4-f4 c2-b2 a5-b5 b2-a2 b5-a5 d3-c3 a5-b5 a2-b2 b5-a5 b2-c2 a5-b5',
  'c2-d2 b5-a5 c3-d3 a5-b5 d2-c2 b5-c5 c2-b2 f4-e4 b2-a2 e4-d4 a2-b2 c5-d5 b2-a2 d4-e4',
  'a2-b2 e4-f4 b2-a2 d5-c5 d3-c3 f4-e4 a2-b2 e4-d4 b2-a2 c5-d5 a2-b2 d4-e4 b2-a2 e4-f4',
  'a2-b2 d5-c5 b2-c2 f4-e4 c2-d2 e4-d4 d2-c2 c5-d5 c2-d2 d4-e4 d2-c2 e4-f4 c2-d2 d5-c5',
  'c3-d3 f4-e4 d2-c2 e4-d4 c2-d2 c5-d5 d2-c2 d4-e4 c2-d2 e4-f4 d2-c2 d5-e5 c2-b2 f4-e4',
  'b2-a2 e4-d4',
].join(' ').split(' ');
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

test('a game with no progress is drawn after 50 moves each, and the count shows as it nears', async () => {
  const ctx = await launch({ width: 1100, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'mundeleys', ['human', 'human']);
    const type = (mv) => typeMove(page, mv);
    // 84 + 2 × 19 plies: 19 quiet moves each, no count shown yet.
    for (const mv of NO_PROGRESS.slice(0, 122)) await type(mv);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 122);
    assert.equal(await page.locator('#notes li').count(), 0);
    for (const mv of NO_PROGRESS.slice(122, 183)) await type(mv);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 183);
    assert.equal(await page.locator('#notes').textContent(), 'Coups sans prise ni avance : 49 sur 50 de chaque côté');
    await page.screenshot({ path: '/tmp/plateaux-e2e-mundeleys-count.png' });
    await type(NO_PROGRESS[183]);
    await page.waitForFunction(() => window.plateaux.app.status().over);
    const text = await page.locator('#status').textContent();
    assert.match(text, /Partie nulle : 50 coups de chaque côté sans prise, ni promotion, ni pièce qui avance/, text);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('against the computer: a piece chosen is told with its targets, redo replays the same reply, and a hint is said as a move', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'mundeleys', ['human', 'ai3']);
    // A screen reader hears which piece is chosen and where it can go, as the
    // colours show it: the buttons over the board say it after the cell's name.
    const c2 = await page.evaluate(() => window.plateaux.app.cellsOf('c2-d3')[0]);
    await clickCell(page, c2);
    const named = async (cell) => page.locator(`#board-cells [data-cell="${cell}"]`).textContent();
    assert.match(await named(c2), /^c2, .+, choisi$/);
    const [, d3] = await page.evaluate(() => Array.from(window.plateaux.app.cellsOf('c2-d3')));
    assert.match(await named(d3), /^d3, vide, coup possible$/);
    await clickCell(page, d3);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2 && !window.plateaux.state.thinking);
    const reply = await page.evaluate(() => window.plateaux.app.status().moves[1]);
    // Undo takes back the reply with the move; redo plays both again, the same reply.
    await page.locator('#undo').click();
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves), []);
    // A screen reader hears that moves were taken back, not the last turn again as
    // if it had just been played.
    assert.match(await page.locator('#announce').textContent(), /^Coups repris : 2\. Aux Blancs de jouer/);
    // At once, without the computer thinking again (which might choose another reply).
    await page.locator('#redo').click();
    const now = await page.evaluate(() => ({ moves: window.plateaux.app.status().moves, thinking: window.plateaux.state.thinking }));
    assert.deepEqual(now, { moves: ['c2-d3', reply], thinking: false });
    assert.match(await page.locator('#announce').textContent(), /^Coups rejoués : 2\. Les Noirs : /);
    // The hint is said in words, as the moves are told, not in notation.
    await page.locator('#hint').click();
    await page.waitForFunction(() => /^Indice : /.test(document.querySelector('#message').textContent));
    const hint = await page.locator('#message').textContent();
    assert.match(hint, /^Indice : (le |la )?\S+ .* (vers|prend) .+\(montré sur le plateau\)/, hint);
    assert.doesNotMatch(hint, /[a-h][1-6][-x][a-h][1-6]/, `no notation in ${hint}`);
    // The hint is a real selection: its piece chosen, its target named as the
    // suggested move to a screen reader, and a click there plays it.
    const target = page.locator('#board-cells button', { hasText: /, coup conseillé$/ });
    assert.equal(await target.count(), 1);
    const [cell, before] = [Number(await target.getAttribute('data-cell')), await page.evaluate(() => window.plateaux.app.status().moves.length)];
    await clickCell(page, cell);
    await page.waitForFunction((n) => window.plateaux.app.status().moves.length > n, before);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
