// The play screen as a game table, in every registered game, on a phone and a
// desktop: the board with a bar for each side at its edge (whose turn it is, marked
// on one bar only), the turn's toolbar and the status on the phone's first screen,
// few controls outside the board and the menu, the review's banner where the
// status was, a click on a reviewed board saying how to go back, the sound switch
// kept, a new game asked before it replaces one in progress, and a shared link
// that opens with the same players.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, openSetup, fromMenu, openMenu, typeMove } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const SIZES = [[360, 740], [1280, 800]];
const phone = (width) => ({ isMobile: width < 700, hasTouch: width < 700 });

// The ids of every registered game, as the page knows them (no list kept here).
const gameIds = (page) => page.evaluate(() => window.plateaux.state.infos.map((g) => g.id));

// Whether the element is wholly within the first screen (no scrolling).
const aboveFold = (page, sel) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
}, sel);

// The controls a visitor sees outside the board, the menu and the list of moves.
const visibleControls = (page) => page.evaluate(() => [...document.querySelectorAll('button, select, input, summary, label.button')]
  .filter((el) => el.checkVisibility() && el.getClientRects().length && !el.closest('#board-cells, #menu, #moves, label.button input'))
  .map((el) => el.id || el.textContent.trim()));

// A move that is not the turn's end, if the game has one.
const someMove = (page) => page.evaluate(() => { const { app } = window.plateaux; return app.legal().find((m) => m !== app.status().pass); });

test('every game: the board, both bars, the toolbar and the status on the first screen; at most 8 controls besides', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await launch({ width, height, ...phone(width) });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${site.url}?sw=0&game=moulin`);
      await page.waitForFunction(() => window.plateaux?.state?.infos?.length);
      for (const game of await gameIds(page)) {
        await startGame(page, site.url, game, ['human', 'ai1']);
        await typeMove(page, await someMove(page));
        await page.waitForFunction(() => !window.plateaux.state.thinking && window.plateaux.app.status().to_move === 0, null, { timeout: 20_000 });
        const where = `${game} at ${width}×${height}`;
        for (const sel of ['#board', '#bar-top', '#bar-bottom', '#toolbar', '#status']) {
          assert.ok(await aboveFold(page, sel), `${where}: ${sel} on the first screen`);
        }
        // One bar, the person's (at the bottom), says it is their turn.
        assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.player-bar.to-move')].map((b) => b.id)), ['bar-bottom'], where);
        assert.match(await page.locator('#bar-bottom').textContent(), /Vous/);
        assert.match(await page.locator('#bar-top').textContent(), /Ordinateur – Débutant/);
        const controls = await visibleControls(page);
        assert.ok(controls.length <= 8, `${where}: ${controls.length} controls: ${controls.join(', ')}`);
        assert.ok(controls.includes('menu-open') && controls.includes('undo'), `${where}: ${controls.join(', ')}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  }
});

test('review: the banner stands where the status was, counted as the move list counts; a click on the board says how to go back', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await launch({ width, height, ...phone(width) });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      await startGame(page, site.url, 'moulin', ['human', 'human']);
      for (const mv of ['d2', 'd6', 'b4', 'f4']) await typeMove(page, mv);
      await page.waitForFunction(() => window.plateaux.app.status().moves.length === 4);
      // The list's third move is the second round's first: "2." in the list.
      await page.locator('#moves button.move[data-ply="3"]').click();
      assert.ok(await page.locator('#review-bar').isVisible());
      assert.ok(await aboveFold(page, '#review-bar'), `at ${width}px the banner is on the first screen`);
      assert.ok(await page.locator('#status').isHidden(), 'the banner in place of the status');
      assert.equal(await page.locator('#review-text').textContent(), 'Revue — coup 2 / 2 : b4');
      const box = await page.locator('#board').boundingBox();
      if (width < 700) await page.touchscreen.tap(box.x + 5, box.y + 5); else await page.mouse.click(box.x + 5, box.y + 5);
      assert.match(await page.locator('#message').textContent(), /« Reprendre » revient à la partie/);
      await page.locator('#review-end').click();
      assert.ok(await page.locator('#status').isVisible() && await page.locator('#review-bar').isHidden());
    } finally {
      await ctx.close();
    }
  }
});

test('the sound switch is kept by the browser; an embed starts silent', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.goto(`${site.url}?sw=0&game=moulin`);
    await page.waitForFunction(() => window.plateaux?.app);
    await openMenu(page);
    assert.equal(await page.locator('#sound').isChecked(), true, 'on by default in the app');
    await page.locator('#sound').setChecked(false);
    await page.reload();
    await page.waitForFunction(() => window.plateaux?.app);
    await openMenu(page);
    assert.equal(await page.locator('#sound').isChecked(), false, 'off, as left');
    await page.goto(`${site.url}embed.html?sw=0&game=moulin`);
    await page.waitForFunction(() => window.plateaux?.app);
    await openMenu(page);
    assert.equal(await page.locator('#sound').isChecked(), false, 'an embed is silent unless asked');
  } finally {
    await ctx.close();
  }
});

test('"Commencer" keeps the game in progress and says where; a shared link opens with the same players', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await startGame(page, site.url, 'moulin', ['human', 'ai2']);
    await typeMove(page, 'd2');
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2, null, { timeout: 20_000 });
    // The link: the same players, the same side at the bottom, the setup saying so.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await fromMenu(page, '#share');
    // The link is shown, to copy by hand, and copied.
    await page.locator('#link-box[open]').waitFor();
    const link = await page.locator('#link-text').inputValue();
    assert.match(link, /#r=moulin\.[A-Za-z0-9_-]+~h-a2$/);
    await page.waitForFunction(() => /copié/.test(document.querySelector('#link-said').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    await page.locator('#link-box .dialog-head button').click();
    const fresh = await launch({ width: 1280, height: 800 });
    const other = fresh.pages()[0] ?? await fresh.newPage();
    try {
      await other.goto(link.replace('/#', '/?sw=0#'));
      await other.waitForFunction(() => window.plateaux?.app?.status().moves.length === 2);
      assert.deepEqual(await other.evaluate(() => window.plateaux.state.sides.map((s) => s.kind + s.level)), ['human3', 'ai2']);
      assert.match(await other.locator('#bar-top').textContent(), /Ordinateur – Amateur/);
      assert.match(await other.locator('#bar-bottom').textContent(), /Vous/);
      // An older link, which does not say who plays, says what it became.
      await other.goto(link.replace('/#', '/?sw=0&v=2#').replace(/~h-a2$/, ''));
      await other.waitForFunction(() => window.plateaux?.app?.status().moves.length === 2);
      assert.match(await other.locator('#message').textContent(), /ne dit pas qui joue/);
    } finally {
      await fresh.close();
    }
    // "Commencer": a new game at once, the one in progress kept, and the page says where.
    await openSetup(page);
    await page.locator('#setup-form button[type=submit]').click();
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 0);
    assert.equal(await page.locator('#confirm').evaluate((d) => d.open), false, 'nothing to ask: nothing is lost');
    assert.match(await page.locator('#message').textContent(), /Vos parties/);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('plateaux.game.')).map((k) => JSON.parse(JSON.parse(localStorage.getItem(k)).record).moves.length));
    assert.deepEqual(kept, [2], 'the game in progress is kept');
  } finally {
    await ctx.close();
  }
});

test("the computer's Kriegspiel turn is summed up in two lines at 390 px, every action one key away", async () => {
  const ctx = await launch({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    // The computer's first turn, played out to the person's: a long one (the
    // beginner's turn depends on the game's fresh seed, and may be short: then
    // another game).
    let st = null;
    for (let tries = 0; tries < 6 && !(st?.last_turn.length > 3); tries++) {
      await startGame(page, site.url, 'kriegspiel', ['ai1', 'human']);
      await page.waitForFunction(() => window.plateaux.app.status().to_move === 1 && !window.plateaux.state.thinking, null, { timeout: 60_000 });
      st = await page.evaluate(() => window.plateaux.app.status());
    }
    assert.ok(st.last_turn.length > 3, `a turn of ${st.last_turn.length} actions`);
    const box = await page.locator('#last-turn').evaluate((el) => ({ h: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) || 20, text: el.textContent }));
    assert.ok(box.h <= 2 * box.line + 12, `two lines at most: ${box.h}px for "${box.text}"`);
    assert.match(box.text, /Les Français : .*(rotation|avance|action)/);
    // The details, by keyboard: Tab to their summary, Enter, every action told.
    await page.locator('#last-turn-details summary').focus();
    await page.keyboard.press('Enter');
    const all = await page.locator('#last-turn-all').textContent();
    assert.ok(await page.locator('#last-turn-all').isVisible());
    assert.ok(all.split(', ').length >= st.last_turn.length, all);
  } finally {
    await ctx.close();
  }
});
