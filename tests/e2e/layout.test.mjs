// What stays in place and what a finger can reach, on a phone and a desktop: the
// turn's buttons never move under a finger (not when the button that ends a turn
// becomes playable, not when a message or the last turn's words appear), no game's
// name is cut in the header nor a player's choice in the setup, the rules help
// closes from its header (always in view) or by a tap beside it, and resigning asks
// first, in the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, openSetup, fromMenu, typeMove } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const GAMES = ['moulin', 'mundeleys', 'mundialito', 'kriegspiel'];
const SIZES = [[360, 740], [1280, 800]];
const phone = (width) => ({ isMobile: width < 700, hasTouch: width < 700 });

// Where each shown turn button is, by id.
const turnButtons = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#toolbar button')]
  .filter((b) => !b.hidden).map((b) => { const r = b.getBoundingClientRect(); return [b.id, [Math.round(r.x + scrollX), Math.round(r.y + scrollY)]]; })));

// Plays a move typed in notation, as a keyboard player does.
async function playTyped(page, move) {
  const before = await page.evaluate(() => window.plateaux.app.status().moves.length);
  await typeMove(page, move);
  await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
}

test('the turn\'s buttons stay where they are while a turn goes on, every game', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await launch({ width, height, ...phone(width) });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      for (const game of GAMES) {
        await startGame(page, site.url, game, ['human', 'human']);
        const hasPass = await page.evaluate(() => Boolean(window.plateaux.state.info.pass_label));
        // The button that ends a turn has its place from the start when the game has one.
        assert.equal(await page.locator('#pass').isVisible(), hasPass, `${game}: the end-turn button's place`);
        const start = await turnButtons(page);
        // Moves of the side to act until its turn can be ended (or a few moves).
        for (let n = 0; n < 20; n++) {
          const st = await page.evaluate(() => window.plateaux.app.status());
          if (st.pass != null && st.moves.length > 0) break;
          const legal = await page.evaluate(() => window.plateaux.app.legal());
          await playTyped(page, legal.find((m) => m !== st.pass));
          if (!hasPass && n >= 2) break;
        }
        if (hasPass) assert.ok(await page.locator('#pass').isEnabled(), `${game}: the turn can be ended now`);
        assert.deepEqual(await turnButtons(page), start, `${game} at ${width}px: the buttons after a few moves`);
        // A refused move's message appears: nothing moves either.
        await typeMove(page, 'zz99');
        await page.locator('#message.error').waitFor();
        assert.deepEqual(await turnButtons(page), start, `${game} at ${width}px: the buttons under a message`);
      }
    } finally {
      await ctx.close();
    }
  }
});

test('no game\'s name is cut in the header, nor a player\'s choice in the setup', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await launch({ width, height, ...phone(width) });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      for (const lang of ['fr', 'en']) {
        for (const game of GAMES) {
          await page.goto(`${site.url}?sw=0&game=${game}&lang=${lang}`);
          await page.waitForFunction(() => window.plateaux && window.plateaux.app);
          const name = await page.evaluate(() => {
            const el = document.querySelector('#game-name');
            const r = el.getBoundingClientRect();
            return { text: el.textContent, scroll: el.scrollWidth, client: el.clientWidth, right: r.right, lang: document.querySelector('#lang').checkVisibility() ? document.querySelector('#lang').getBoundingClientRect().left : innerWidth };
          });
          assert.ok(name.scroll <= name.client, `${name.text} at ${width}px: the whole name is shown`);
          assert.ok(name.right <= name.lang, `${name.text} at ${width}px: clear of the language button`);
          // Each seat's choice shows its longest words whole (the arrow takes ~20 px).
          await openSetup(page);
          const cut = await page.evaluate(() => [...document.querySelectorAll('#player-rows select')].flatMap((sel) => {
            const s = getComputedStyle(sel);
            const probe = document.createElement('span');
            probe.style.font = s.font;
            probe.style.cssText += 'white-space: pre; position: absolute; display: inline-block;';
            document.body.append(probe);
            const widest = Math.max(...[...sel.options].map((o) => { probe.textContent = o.text; return probe.getBoundingClientRect().width; }));
            probe.remove();
            const room = sel.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
            return widest > room ? [`${sel.id}: ${Math.round(widest)} px of words in ${Math.round(room)} px`] : [];
          }));
          assert.deepEqual(cut, [], `${game} (${lang}) at ${width}px`);
        }
      }
    } finally {
      await ctx.close();
    }
  }
});

test('on a phone the rules help keeps its close button in view, and a tap beside it closes it', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const inView = async (sel) => {
    const b = await page.locator(sel).boundingBox();
    return b && b.y >= 0 && b.y + b.height <= 740 && b.x >= 0 && b.x + b.width <= 360;
  };
  try {
    await page.goto(`${site.url}?sw=0&game=mundialito`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    await fromMenu(page, '#rules-open', 'tap');
    await page.locator('#rules-text[data-game]').waitFor();
    const close = '#rules form button';
    assert.ok(await inView(close), 'the close button at the start');
    // Its title, in the header the close button shares.
    assert.match(await page.locator('#rules-title').textContent(), /Mundialito/);
    assert.match(await page.locator('#rules').ariaSnapshot(), /dialog "Mundialito"/);
    for (const at of [0.5, 1]) {
      await page.evaluate((f) => { const d = document.querySelector('#rules'); d.scrollTop = f * (d.scrollHeight - d.clientHeight); }, at);
      assert.ok(await inView(close), `the close button with the text scrolled to ${at * 100} %`);
    }
    // The close button closes it; the focus goes back to the menu's button (the menu
    // closed as the rules opened).
    await page.locator(close).tap();
    assert.equal(await page.locator('#rules').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open');
    // A tap on the shade beside the dialog closes it; a tap inside it does not.
    await fromMenu(page, '#rules-open', 'tap');
    await page.locator('#rules-text[data-game]').waitFor();
    const box = await page.locator('#rules').boundingBox();
    await page.touchscreen.tap(180, box.y + 60);
    assert.ok(await page.locator('#rules').isVisible(), 'a tap on the text leaves it open');
    assert.ok(box.y > 12, 'room above the dialog');
    await page.touchscreen.tap(180, box.y / 2);
    await page.waitForFunction(() => !document.querySelector('#rules').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open');
    // Escape still closes it (a keyboard).
    await fromMenu(page, '#rules-open');
    await page.locator('#rules-text[data-game]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('#rules').open);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open');
  } finally {
    await ctx.close();
  }
});

test('resigning asks first, in the page: "Reprendre", Escape or a tap beside it keep playing', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await launch({ width, height, ...phone(width) });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const native = [];
    page.on('dialog', (d) => { native.push(d.type()); d.dismiss(); });
    const over = () => page.evaluate(() => window.plateaux.app.status().over);
    const asked = () => page.evaluate(() => document.querySelector('#confirm').open);
    try {
      await startGame(page, site.url, 'moulin', ['human', 'human']);
      // "Reprendre": still playing, the focus back on the menu's button.
      await fromMenu(page, '#resign');
      assert.ok(await asked(), 'the question is asked');
      assert.match(await page.locator('#confirm').ariaSnapshot(), /dialog "Abandonner la partie \?"/);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'confirm-no', 'the safe answer first');
      await page.locator('#confirm-no').click();
      assert.ok(!(await asked()) && !(await over()), 'Reprendre: still playing');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'menu-open');
      // Escape, then a tap (or click) beside the question: still playing.
      await fromMenu(page, '#resign');
      await page.keyboard.press('Escape');
      assert.ok(!(await asked()) && !(await over()), 'Escape: still playing');
      await fromMenu(page, '#resign');
      const box = await page.locator('#confirm').boundingBox();
      if (width < 700) await page.touchscreen.tap(box.x + box.width / 2, box.y / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y / 2);
      await page.waitForFunction(() => !document.querySelector('#confirm').open);
      assert.ok(!(await over()), 'a tap beside: still playing');
      // "Abandonner": the game ends, resigned, and the end-of-game box has the focus.
      await fromMenu(page, '#resign');
      await page.locator('#confirm-yes').click();
      await page.waitForFunction(() => window.plateaux.app.status().over);
      const st = await page.evaluate(() => window.plateaux.app.status());
      assert.ok(st.over);
      assert.equal(st.reason, 'resigned');
      assert.ok(await page.locator('#result').isVisible());
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'again');
      assert.deepEqual(native, [], 'no window.confirm');
    } finally {
      await ctx.close();
    }
  }
});
