// A person plays whole games of moulin against the AI by clicking the canvas, on a
// desktop-sized and a phone-sized window, and the page announces the end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve, startGame, playWholeGame, takingPlayer, clickCell, fromMenu, typeMove, chooseLanguage } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

for (const [name, size] of [['desktop', { width: 1280, height: 860 }], ['phone', { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }]]) {
  test(`a whole game of moulin against the AI by ${size.hasTouch ? 'taps' : 'clicks'} (${name})`, async () => {
    const ctx = await launch(size);
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await startGame(page, site.url, 'moulin', ['human', 'ai1']);
      assert.match(await page.locator('#status').textContent(), /Blanc/);
      const st = await playWholeGame(page, { human: 0, pick: takingPlayer(name.length), tap: !!size.hasTouch });
      assert.ok(st.over);
      const text = await page.locator('#status').textContent();
      assert.match(text, /Les (Blancs|Noirs) gagnent : .+|Partie nulle : .+/, text);
      assert.equal(await page.locator('#status').getAttribute('data-over'), 'true');
      // The moves list shows every move of the game.
      assert.equal(await page.locator('#moves button.move').count(), st.moves.length);
      await page.screenshot({ path: `/tmp/plateaux-e2e-moulin-${name}.png` });
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}

test('a click on an empty point places a man; a typed move is checked like a click', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await page.evaluate(() => { for (const m of ['d2', 'd6', 'b2', 'b6', 'f2xd6']) window.plateaux.app.play(m); window.plateaux.app.render(); });
    // Placing still: clicking an empty point places at once.
    await clickCell(page, 7); // d3
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves.at(-1)), 'd3');
    // A move typed on the keyboard: a bad one is refused with its reason, a good one played.
    await typeMove(page, 'd3-d4');
    assert.match(await page.locator('#message').textContent(), /Coup refusé : « d3-d4 » ne se lit pas comme un coup de ce jeu/);
    await typeMove(page, 'e3');
    assert.equal(await page.evaluate(() => window.plateaux.app.status().moves.at(-1)), 'e3');
  } finally {
    await ctx.close();
  }
});

test('language, rules help, and a hand-edited link', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    // The home: a card per game with its picture; "Jouer" opens the game.
    await page.goto(`${site.url}?sw=0`);
    await page.locator('#cards li.card').first().waitFor();
    // As many cards as the registry has games: one part of words each, beside the
    // shell's and the extra one (src/i18n/added.rs).
    const games = readdirSync(join(site.root, 'dist', 'pkg', 'lang', 'fr')).filter((f) => !['shell.json', 'extra.json'].includes(f));
    assert.equal(await page.locator('#cards li.card').count(), games.length);
    await page.locator('#cards li.card[data-game="moulin"] button', { hasText: 'Jouer' }).click();
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    assert.equal(await page.locator('#undo').textContent(), 'Annuler');
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    assert.match(await page.locator('#rules-text').textContent(), /moulin/i);
    await page.locator('#rules button').click();
    await chooseLanguage(page, 'en');
    assert.equal(await page.locator('#undo').textContent(), 'Undo');
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    assert.match(await page.locator('#rules-text').textContent(), /mill/);
    await page.locator('#rules button').click();
    // A link whose record has an illegal move: a clear message, and a fresh game.
    const bad = Buffer.from(JSON.stringify({ game: 'moulin', seed: 1, moves: ['d2', 'd2'] })).toString('base64url');
    await page.goto(`${site.url}?sw=0&bad=1#r=${bad}`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    assert.match(await page.locator('#message').textContent(), /move 2 \(d2\) is not allowed/);
    assert.equal(await page.evaluate(() => window.plateaux.app.status().moves.length) <= 1, true);
    // A good link replays the game.
    const good = Buffer.from(JSON.stringify({ game: 'moulin', seed: 1, moves: ['d2', 'd6'] })).toString('base64url');
    await page.goto(`${site.url}?sw=0&x=1#r=${good}`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app && window.plateaux.app.status().moves.length === 2);
  } finally {
    await ctx.close();
  }
});

test('save and load in the browser; a corrupted save is refused and changes nothing', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await page.evaluate(() => { for (const m of ['d2', 'd6']) window.plateaux.app.play(m); });
    await fromMenu(page, '#save');
    assert.match(await page.locator('#message').textContent(), /enregistrée/);
    await page.evaluate(() => window.plateaux.app.play('b2'));
    await fromMenu(page, '#load');
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves), ['d2', 'd6']);
    // A hand-edited save with an illegal move: refused with its reason.
    await page.evaluate(() => {
      const key = 'plateaux.save.moulin';
      const saved = JSON.parse(localStorage.getItem(key));
      saved.record = saved.record.replace('"d6"', '"d2"');
      saved.sides = [{ kind: 'ai', level: 1 }, { kind: 'ai', level: 1 }];
      localStorage.setItem(key, JSON.stringify(saved));
      window.plateaux.app.play('b2');
    });
    await fromMenu(page, '#load');
    assert.match(await page.locator('#message').textContent(), /Partie illisible, rien n'a changé : le coup n° 2 \(d2\) n'est pas permis/);
    const after = await page.evaluate(() => ({ moves: window.plateaux.app.status().moves, sides: window.plateaux.state.sides.map((s) => s.kind) }));
    assert.deepEqual(after, { moves: ['d2', 'd6', 'b2'], sides: ['human', 'human'] });
  } finally {
    await ctx.close();
  }
});

test('the computer still answers when its worker dies mid-think; a refused click says why', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'ai4']);
    const d2 = await page.evaluate(() => window.plateaux.app.cellsOf('d2')[0]);
    await clickCell(page, d2);
    await page.waitForFunction(() => window.plateaux.state.thinking);
    await page.evaluate(() => window.plateaux.killWorker());
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2, null, { timeout: 30_000 });
    assert.equal(await page.locator('#message').isVisible(), false, 'no error shown');
    // Clicking the computer's man is refused, with the reason in words.
    const theirs = await page.evaluate(() => {
      const { app } = window.plateaux;
      const point = app.status().moves[1];
      return app.spots().find((s) => s.label.args.some(([k, v]) => k === 'cell' && v === point)).cell;
    });
    await clickCell(page, theirs);
    await page.locator('#message').waitFor({ state: 'visible' });
    assert.match(await page.locator('#message').textContent(), /^Refusé : /);
  } finally {
    await ctx.close();
  }
});
