// Nothing lost: every game is kept under its own identity. A second game of a title,
// a shared link, a game played in another tab never takes another's place; the home
// lists the games kept (a picture, who plays, how far), to resume or delete; a tab
// on the same game follows the other; a full storage is said, and loses nothing kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, typeMove, openSetup, submitSetup } from './site.mjs';
import { axeViolations } from './keys.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const moves = (page) => page.evaluate(() => window.plateaux.app.status().moves);
const keptGames = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('plateaux.game.')).map((k) => JSON.parse(localStorage.getItem(k))));

async function playMoves(page, list) {
  for (const m of list) {
    const n = (await moves(page)).length;
    await typeMove(page, m);
    await page.waitForFunction((k) => window.plateaux.app.status().moves.length > k, n);
  }
}

async function home(page) {
  await page.goto(`${site.url}?sw=0`);
  await page.locator('#cards li.card').first().waitFor();
}

test('a second game, a shared link and the home: every game kept, none over another', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    // A game against a friend…
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await playMoves(page, ['d2', 'd6', 'b4']);
    // …then a new one against the computer: the first is kept, and the page says where.
    await openSetup(page);
    await page.selectOption('#seat-1', 'ai1');
    await submitSetup(page);
    assert.match(await page.locator('#message').textContent(), /Vos parties/);
    await playMoves(page, ['a1']);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2, null, { timeout: 20_000 });
    // A link to another moulin game opens beside them.
    const record = JSON.stringify({ game: 'moulin', options: {}, seed: 5, moves: ['g7', 'a7'] });
    const link = `${site.url}?sw=0#r=${Buffer.from(record).toString('base64url')}~h-h`;
    await page.goto(link);
    await page.waitForFunction(() => window.plateaux?.app?.status().moves.length === 2);
    await playMoves(page, ['d7']);
    const kept = await keptGames(page);
    assert.equal(kept.length, 3, 'three games kept');
    const lines = kept.map((e) => JSON.parse(e.record).moves.join(' '));
    assert.ok(lines.includes('d2 d6 b4'), 'the friend game');
    assert.ok(lines.some((l) => /^a1 \S+$/.test(l)), 'the game against the computer');
    assert.ok(lines.includes('g7 a7 d7'), 'the linked game, played on');
    // The home lists them, the last played first, each with its picture and words.
    await home(page);
    await page.locator('#kept li.kept-game').nth(2).waitFor();
    const items = await page.locator('#kept li.kept-game').evaluateAll((els) => els.map((el) => el.textContent));
    assert.equal(items.length, 3);
    assert.match(items[0], /Jeu du moulin.*Joueur 1 contre Joueur 2.*3 coups/);
    assert.ok(items.some((t) => /contre Ordinateur/.test(t)), items.join('\n'));
    const drawn = await page.locator('#kept canvas').first().evaluate((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] > 0) ink++;
      return ink;
    });
    assert.ok(drawn > 100, 'the position is drawn');
    assert.deepEqual(await axeViolations(page, site.root), [], 'the list is accessible (axe-core)');
    // Each picture is named for a screen reader: the game, who plays, how far.
    assert.match(await page.locator('#kept').ariaSnapshot(), /img "Jeu du moulin — Joueur 1 contre Joueur 2 · 3 coups/);
    // Resuming a game from the list: its own moves, not the others'.
    const byMoves = async (text) => {
      for (let i = 0; i < 3; i++) {
        const li = page.locator('#kept li.kept-game').nth(i);
        await li.locator('button').first().click();
        await page.waitForFunction(() => window.plateaux?.app);
        const m = (await moves(page)).join(' ');
        if (m.startsWith(text)) return true;
        await home(page);
      }
      return false;
    };
    assert.ok(await byMoves('d2 d6 b4'), 'the friend game is there to resume');
    // Deleting one asks first, then it is gone from the list and from the storage.
    await home(page);
    const before = await page.locator('#kept li.kept-game').count();
    await page.locator('#kept li.kept-game').last().getByRole('button', { name: 'Supprimer' }).click();
    await page.locator('#confirm-yes').click();
    await page.waitForFunction((n) => document.querySelectorAll('#kept li.kept-game').length === n - 1, before);
    assert.equal((await keptGames(page)).length, before - 1);
  } finally {
    await ctx.close();
  }
});

test('two tabs on the same game: each change is taken by the other, which says so; two games in two tabs stay apart', async () => {
  const ctx = await launch();
  try {
    const a = ctx.pages()[0] ?? await ctx.newPage();
    await startGame(a, site.url, 'moulin', ['human', 'human']);
    await playMoves(a, ['d2', 'd6', 'b4']);
    const b = await ctx.newPage();
    await b.goto(`${site.url}?sw=0&game=moulin`);
    await b.waitForFunction(() => window.plateaux?.app?.status().moves.length === 3);
    // B plays on: A follows, and says it.
    await playMoves(b, ['a1']);
    await a.waitForFunction(() => window.plateaux.app.status().moves.length === 4);
    assert.match(await a.locator('#message').textContent(), /autre onglet/);
    // A plays on: B follows. Nothing was lost on either side.
    await playMoves(a, ['g7']);
    await b.waitForFunction(() => window.plateaux.app.status().moves.length === 5);
    assert.deepEqual(await moves(b), ['d2', 'd6', 'b4', 'a1', 'g7']);
    // A new game in B is its own: A's game goes on untouched.
    await openSetup(b);
    for (const i of [0, 1]) await b.selectOption(`#seat-${i}`, 'human');
    await b.locator('#lots').setChecked(false);
    await submitSetup(b);
    await playMoves(b, ['a7']);
    await a.waitForTimeout(300);
    assert.deepEqual(await moves(a), ['d2', 'd6', 'b4', 'a1', 'g7']);
    await a.reload();
    await a.waitForFunction(() => window.plateaux?.app);
    // Both games kept, each whole.
    const lines = (await keptGames(a)).map((e) => JSON.parse(e.record).moves.join(' '));
    assert.ok(lines.includes('d2 d6 b4 a1 g7'), lines.join(' | '));
    assert.ok(lines.some((l) => l.startsWith('a7')), lines.join(' | '));
  } finally {
    await ctx.close();
  }
});

test('a full storage is said plainly, and nothing already kept is lost', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    await playMoves(page, ['d2']);
    const keptBefore = await keptGames(page);
    // The browser's room for the site is full from now on.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) {
        if (k.startsWith('plateaux.game.')) throw new DOMException('full', 'QuotaExceededError');
        return setItem.call(this, k, v);
      };
    });
    await playMoves(page, ['d6']);
    await page.waitForFunction(() => /pleine/.test(document.querySelector('#message').textContent));
    assert.deepEqual(await keptGames(page), keptBefore, 'what was kept stays as it was');
  } finally {
    await ctx.close();
  }
});
