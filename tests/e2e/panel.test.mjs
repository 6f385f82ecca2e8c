// The panel follows the game as a person acts on it: Escape forgets a half-entered
// move and its order, an action taken while reviewing earlier moves acts on the game
// as it stands (and shows it), words made of the game follow a language switch, and
// the live region empties after it spoke, so the panel read through says things once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playAndWait, clickCell, chooseLanguage } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

async function open(width = 1280, height = 800) {
  const ctx = await launch({ width, height });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

test('Escape forgets a mill waiting for its capture, and its order with it', async () => {
  const { ctx, page, errors } = await open();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    for (const mv of ['a1', 'b2', 'a4', 'b4']) await playAndWait(page, mv);
    // a7 closes a mill: the man to take is asked for.
    const a7 = await page.evaluate(() => window.plateaux.app.cellsOf('a7xb2')[0]);
    await clickCell(page, a7);
    assert.match(await page.locator('#prompt').textContent(), /^Moulin/);
    await page.keyboard.press('Escape');
    const prompt = await page.locator('#prompt').textContent();
    assert.match(prompt, /^Posez un pion/, prompt);
    assert.match(await page.locator('#announce').textContent(), /Posez un pion/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('an action taken while reviewing earlier moves ends the review and acts on the game as it stands', async () => {
  const { ctx, page, errors } = await open();
  try {
    await startGame(page, site.url, 'mundialito', ['human', 'human']);
    for (let i = 0; i < 4; i++) {
      const [, moves] = (await page.evaluate(() => window.plateaux.app.status())).shortcuts.find(([k]) => k === 'mundialito.setup_standard');
      await page.evaluate((ms) => { for (const m of ms) window.plateaux.app.play(m); }, moves);
    }
    await page.evaluate(() => window.plateaux.app.render());
    const legal = await page.evaluate(() => window.plateaux.app.legal().filter((m) => m !== 'end'));
    await playAndWait(page, legal[0]);
    const before = await page.evaluate(() => window.plateaux.app.status());
    // An earlier move of the list: the board shows that position.
    await page.locator('#moves button.move').nth(2).click();
    assert.equal(await page.locator('#review-bar').isHidden(), false);
    // « Fin du tour » now: the review ends and the turn passes, on the game as it stands.
    await page.locator('#pass').click();
    assert.equal(await page.locator('#review-bar').isHidden(), true, 'the review ended');
    const st = await page.evaluate(() => window.plateaux.app.status());
    assert.equal(st.moves.length, before.moves.length + 1);
    assert.equal(st.moves.at(-1), 'end');
    assert.notEqual(st.to_move, before.to_move, 'the other side acts');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test("a lesson's refusal and the die's name follow a language switch", async () => {
  const { ctx, page, errors } = await open();
  try {
    // A refused move in a lesson, then English.
    await page.goto(`${site.url}?sw=0&game=moulin&learn=2`);
    await page.waitForFunction(() => window.plateauxLearn?.view && !document.querySelector('#lesson').hidden);
    // A black man (the learner plays White): choosing it is refused, with the reason.
    const spots = await page.evaluate(() => window.plateauxLearn.view.spots());
    const theirs = spots.find((s) => s.label.args.some(([k, v]) => k === 'piece' && v.endsWith('man.1')));
    assert.ok(theirs, 'a black man on the lesson board');
    const box = await page.locator('#lesson-board').boundingBox();
    await page.mouse.click(box.x + theirs.x, box.y + theirs.y);
    await page.waitForFunction(() => /Coup refusé/.test(document.querySelector('#lesson-verdict').textContent));
    await chooseLanguage(page, 'en');
    await page.waitForFunction(() => /Move refused/.test(document.querySelector('#lesson-verdict').textContent));
    // The die after a shot, then French again: its name follows.
    await startGame(page, site.url, 'kriegspiel', ['human', 'human']);
    const g = await marchToShot(page);
    assert.ok(g, 'a shot came within reach');
    await playAndWait(page, g);
    await page.waitForFunction(() => document.querySelector('#die').dataset.value != null);
    const name = await page.locator('#die-name').textContent();
    await chooseLanguage(page, 'fr');
    const other = await page.locator('#die-name').textContent();
    assert.notEqual(other, name);
    assert.match(`${name} | ${other}`, /Dé : \d.*Die: \d|Die: \d.*Dé : \d/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// With two people at Kriegspiel: the French march (through the engine) until a shot is
// in reach, the English ending their turns at once; returns the shot, left to be
// clicked (null if none came).
async function marchToShot(page) {
  const g = await page.evaluate(() => {
    const app = window.plateaux.app;
    const row = (cell) => Number(cell.match(/\d+/)[0]);
    for (let i = 0; i < 300; i++) {
      const legal = app.legal();
      if (app.status().to_move === 1) { app.play('end'); continue; }
      const shot = legal.find((m) => m.includes('*'));
      if (shot) return shot;
      const step = legal.find((m) => { const [a, b] = m.split('-'); return b && !m.includes('>') && row(b) > row(a); });
      app.play(step ?? legal.find((m) => /:N[EW]$/.test(m)) ?? 'end');
    }
    return null;
  });
  await page.evaluate(() => window.plateaux.app.render());
  return g;
}

test('a shot taken back while the die rolls, then made again: the new roll keeps its die', async () => {
  const { ctx, page, errors } = await open();
  try {
    await startGame(page, site.url, 'kriegspiel', ['human', 'human']);
    const g = await marchToShot(page);
    assert.ok(g, 'a shot came within reach');
    // Shot, "Annuler" while the die still tumbles, and the shot again at once.
    await playAndWait(page, g);
    await page.locator('#undo').click();
    await page.waitForFunction((m) => !window.plateaux.app.status().moves.includes(m), g);
    await playAndWait(page, g);
    await page.waitForFunction(() => document.querySelector('#die').dataset.value != null);
    // Longer than a roll: the roll taken back has long had its time.
    await page.waitForTimeout(1000);
    assert.equal(await page.locator('#die').isVisible(), true, 'the die of the roll just made is shown');
    const face = await page.evaluate(() => window.plateaux.app.status().rolled);
    assert.equal(await page.locator('#die-name').textContent(), `Dé : ${face}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('read line by line, the panel tells the last turn once: the live region has emptied', async () => {
  const { ctx, page, errors } = await open();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await playAndWait(page, 'd2');
    const turn = await page.locator('#last-turn').textContent();
    assert.match(turn, /^Les Blancs : .*d2/);
    // Said at once by the live region…
    assert.ok((await page.locator('#announce').textContent()).includes(turn));
    // …which is empty a few seconds later, so that the panel read through says it once.
    await page.waitForFunction(() => document.querySelector('#announce').textContent === '', null, { timeout: 15_000 });
    const tree = await page.locator('#panel').ariaSnapshot();
    assert.equal(tree.split(turn).length - 1, 1, tree);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
