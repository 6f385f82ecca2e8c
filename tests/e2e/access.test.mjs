// Every person: a whole game of moulin by keyboard alone against the computer (the
// cursor moved with the arrow keys over the board's named cells, Enter to choose),
// the moves said in the live region in French and in English, the end-of-game box
// reached and left by keyboard, what a screen reader gets for the board, and
// axe-core's check of every screen at phone and desktop sizes (no serious or
// critical violation).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve, startGame, takingPlayer, clickCell, openSetup, fromMenu, typeMove, chooseLanguage } from './site.mjs';
import { axeViolations as axeOn, playWholeGameByKeys } from './keys.mjs';

const axeViolations = (page) => axeOn(page, site.root);

let site;
before(async () => { site = await serve(); });
after(() => site.close());

test('a whole game of moulin by keyboard alone, told in the live region', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'moulin', ['human', 'ai1']);
    // Into the board with Tab only.
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.closest('#board-cells'))); i++) await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('#board-cells')), 'Tab reaches the board');
    // What a screen reader gets: the board as a group of buttons named in words.
    const tree = await page.locator('#board-cells').ariaSnapshot();
    assert.match(tree, /button "d2, vide"/);
    // Everything the live region says, with whether the computer was thinking then
    // and whether the person's prompt ("Posez un pion…") was on show.
    await page.evaluate(() => {
      window.saidLog = [];
      new MutationObserver(() => document.querySelector('#announce').textContent && window.saidLog.push({
        text: document.querySelector('#announce').textContent,
        thinking: window.plateaux.state.thinking,
        prompt: !document.querySelector('#prompt').hidden,
      })).observe(document.querySelector('#announce'), { childList: true, characterData: true, subtree: true });
    });
    const said = await playWholeGameByKeys(page, takingPlayer(11));
    const end = await page.evaluate(() => window.plateaux.app.status());
    assert.ok(end.over, 'the game reached its end');
    assert.match(said, /Les (Blancs|Noirs) : /, `the live region told a move: ${said}`);
    const log = await page.evaluate(() => window.saidLog);
    assert.ok(log.some((e) => e.thinking), 'the computer was heard thinking');
    for (const e of log) {
      assert.ok(!(e.thinking && e.prompt), `no order to the person while the computer plays: ${e.text}`);
      assert.doesNotMatch(e.text, /[…!?]\./, 'one stop at the end of a sentence');
    }
    assert.match(await page.locator('#announce').textContent(), /gagnent|nulle/);
    // The end-of-game box takes the person from the board to "Rejouer"; Escape
    // closes it and gives the board back.
    await page.waitForFunction(() => document.activeElement?.id === 'again');
    assert.match(await page.locator('#panel').ariaSnapshot(), /dialog "Les (Blancs|Noirs) gagnent[^"]*|dialog "Partie nulle/);
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('#result').isHidden(), 'Escape closes the box');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('#board-cells')), 'and the board has the focus again');
    // The same in English.
    await chooseLanguage(page, 'en');
    assert.match(await page.locator('#announce').textContent(), /(White|Black) wins|Draw/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('no serious accessibility violation on any screen (axe-core), phone and desktop', async () => {
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    const ctx = await launch({ width, height, isMobile: width < 700, hasTouch: width < 700 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const check = async (what) => assert.deepEqual(await axeViolations(page), [], `${what} at ${width}px`);
    try {
      await page.goto(`${site.url}?sw=0`);
      await page.locator('#cards li.card').first().waitFor();
      await check('home');
      for (const game of ['moulin', 'mundeleys', 'mundialito', 'kriegspiel']) {
        await page.goto(`${site.url}?sw=0&game=${game}`);
        await page.waitForFunction(() => window.plateaux && window.plateaux.app);
        await openSetup(page);
        await check(game);
      }
      await fromMenu(page, '#rules-open');
      await page.locator('#rules-text[data-game]').waitFor();
      await check('rules');
    } finally {
      await ctx.close();
    }
  }
});

// An embed with `theme=dark`: every surface the page draws follows the theme, so no
// text is left light on a light panel (axe-core's contrast rule, among the others).
test('the dark theme: every surface readable (axe-core), phone and desktop', async () => {
  for (const [width, height] of [[360, 740], [1280, 800]]) {
    const ctx = await launch({ width, height, isMobile: width < 700, hasTouch: width < 700 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const check = async (what) => {
      assert.deepEqual(await axeViolations(page), [], `dark ${what} at ${width}px`);
      // And the theme is there: every surface shown is dark, under light words.
      const light = await page.evaluate(() => {
        const lum = (c) => { const [r, g, b] = c.match(/[\d.]+/g).map(Number); return (r + g + b) / 3; };
        return [...document.querySelectorAll('body, button, select, input, details, #last-turn, label.button, #result, #review-bar, li.card, dialog, ol#moves, ul#notes li, #message')]
          .filter((el) => el.checkVisibility() && !el.closest('.board-cells') && !el.matches('.primary, .danger, [aria-current="true"]'))
          .filter((el) => { const s = getComputedStyle(el); const bg = s.backgroundColor; return (bg !== 'rgba(0, 0, 0, 0)' && lum(bg) > 100) || lum(s.color) < 150; })
          .map((el) => el.id || el.tagName.toLowerCase());
      });
      assert.deepEqual(light, [], `dark ${what} at ${width}px: surfaces left light`);
    };
    try {
      for (const game of ['moulin', 'mundeleys', 'mundialito', 'kriegspiel']) {
        await page.goto(`${site.url}embed.html?sw=0&game=${game}&lang=en&ai=none&theme=dark`);
        await page.waitForFunction(() => window.plateaux && window.plateaux.app);
        assert.ok(await page.evaluate(() => document.body.classList.contains('theme-dark')));
        // The menu with its forms open, then a move played (its words in the last
        // turn's box).
        await openSetup(page);
        await page.locator('#typed summary').click();
        await check(`${game}'s menu`);
        const move = await page.evaluate(() => window.plateaux.app.legal()[0]);
        await typeMove(page, move);
        await page.waitForFunction(() => window.plateaux.app.status().moves.length === 1);
        await page.locator('#last-turn').waitFor();
        await check(game);
      }
      // Reviewing a move (the first of two), the end-of-game box, and the rules.
      const second = await page.evaluate(() => { const { app } = window.plateaux; return app.legal().find((m) => m !== app.status().pass); });
      await typeMove(page, second);
      await page.waitForFunction(() => window.plateaux.app.status().moves.length === 2);
      await page.locator('#moves button.move').first().click();
      await page.locator('#review-bar').waitFor();
      await check('review');
      await page.locator('#review-end').click();
      await fromMenu(page, '#resign');
      await page.locator('#confirm').waitFor();
      await check('resign question');
      await page.locator('#confirm-yes').click();
      await page.locator('#result').waitFor();
      await check('result');
      await fromMenu(page, '#rules-open');
      await page.locator('#rules-text[data-game]').waitFor();
      await check('rules');
      await page.locator('#rules form button').click();
      // An embed stays on its game: no way to the games' cards from inside it.
      assert.equal(await page.locator('#home-open').isVisible(), false);
    } finally {
      await ctx.close();
    }
  }
});

test('each move fades in (about 200 ms), and nothing moves under reduced motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const ctx = await launch();
    const page = ctx.pages()[0] ?? await ctx.newPage();
    try {
      await page.emulateMedia({ reducedMotion });
      await startGame(page, site.url, 'moulin', ['human', 'human']);
      const shown = page.evaluate(() => new Promise((resolve) => {
        const fade = document.querySelector('#board-fade');
        new MutationObserver(() => { if (!fade.hidden) resolve(true); }).observe(fade, { attributes: true });
        setTimeout(() => resolve(false), 1500);
      }));
      const d2 = await page.evaluate(() => window.plateaux.app.cellsOf('d2')[0]);
      await clickCell(page, d2);
      assert.equal(await shown, reducedMotion === 'no-preference', `${reducedMotion}: the move's fade`);
      assert.deepEqual(await page.evaluate(() => window.plateaux.app.status().moves), ['d2']);
    } finally {
      await ctx.close();
    }
  }
});
