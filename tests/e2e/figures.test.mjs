// The rules help's figures: for every game, at phone and desktop sizes, the rules
// dialog shows each picture drawn on its canvas (many colours, not a blank box),
// with its caption under it and as its text alternative, in French and in English;
// axe-core finds no serious violation in the dialog; an unknown figure is refused
// with its reason, not a crash.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from './browser.mjs';
import { serve, fromMenu } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// The pictures each game's help places (src/games/*/figures.rs).
const FIGURES = {
  moulin: ['moulin-points', 'moulin-mills'],
  mundeleys: ['mundeleys-start', 'mundeleys-steps', 'mundeleys-mundeley', 'mundeleys-captures'],
  mundialito: ['mundialito-pass', 'mundialito-push', 'mundialito-jump'],
  kriegspiel: ['kriegspiel-start', 'kriegspiel-half-rotation', 'kriegspiel-lines-of-fire', 'kriegspiel-ranges'],
};

// Each figure of the open dialog: its id, caption, text alternative, size and how
// many of its pixels are painted and in how many colours, once every canvas is drawn.
async function figures(page) {
  await page.waitForFunction(() => {
    const cs = [...document.querySelectorAll('#rules-text figure canvas')];
    return cs.length > 0 && cs.every((c) => c.style.aspectRatio); // set by drawFigure as it draws
  }, null, { timeout: 20_000 });
  return page.evaluate(() => [...document.querySelectorAll('#rules-text figure')].map((f) => {
    const c = f.querySelector('canvas');
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    const colours = new Set();
    for (let i = 0; i < data.length; i += 4 * 7) {
      if (data[i + 3] > 0) painted++;
      colours.add((data[i] >> 4) << 8 | (data[i + 1] >> 4) << 4 | data[i + 2] >> 4);
    }
    const box = c.getBoundingClientRect();
    return {
      id: c.dataset.figure, role: c.getAttribute('role'), label: c.getAttribute('aria-label'),
      caption: f.querySelector('figcaption').textContent, painted: painted / (data.length / 4 / 7),
      colours: colours.size, width: box.width, height: box.height,
      dialogWidth: document.querySelector('#rules').getBoundingClientRect().width,
    };
  }));
}

for (const [width, height] of [[360, 740], [1280, 800]]) {
  test(`every game's rules show their figures, drawn and captioned, axe-clean (${width}×${height})`, async () => {
    const axe = readFileSync(join(site.root, 'scripts', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
    const ctx = await launch({ width, height, isMobile: width < 700, hasTouch: width < 700 });
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      for (const [game, ids] of Object.entries(FIGURES)) {
        for (const lang of ['fr', 'en']) {
          await page.goto(`${site.url}?sw=0&game=${game}&lang=${lang}`);
          await page.waitForFunction(() => window.plateaux && window.plateaux.app);
          await fromMenu(page, '#rules-open');
          await page.locator('#rules-text[data-game]').waitFor();
          const figs = await figures(page);
          assert.deepEqual(figs.map((f) => f.id), ids, `${game} ${lang}`);
          for (const f of figs) {
            const what = `${f.id} ${lang} at ${width}px`;
            assert.equal(f.role, 'img', what);
            assert.ok(f.caption.length > 40 && !f.caption.startsWith('figure.'), `${what}: caption "${f.caption}"`);
            assert.equal(f.label, f.caption, `${what}: the caption is the picture's text`);
            assert.ok(f.painted > 0.5 && f.colours >= 6, `${what}: drawn (${f.painted}, ${f.colours} colours)`);
            assert.ok(f.width <= f.dialogWidth && f.height > 100, `${what}: fits the dialog (${f.width}×${f.height})`);
          }
          const first = figs[0].caption;
          if (game === 'moulin') assert.match(first, lang === 'fr' ? /Les 24 points/ : /The 24 points/);
          if (lang === 'fr') {
            await page.evaluate(axe);
            const found = await page.evaluate(async () => (await window.axe.run('#rules', { resultTypes: ['violations'] })).violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
            assert.deepEqual(found, [], `rules of ${game} at ${width}px`);
          }
          await page.locator('#rules form button').click();
        }
      }
      assert.deepEqual(errors, []);
    } finally {
      await ctx.close();
    }
  });
}

test('an unknown figure is refused with its reason, and the canvas is left alone', async () => {
  const ctx = await launch();
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.goto(`${site.url}?sw=0&game=moulin`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    const answers = await page.evaluate(async () => {
      const m = await import(new URL('pkg/plateaux_learn.js', document.baseURI).href);
      await m.default();
      const c = document.createElement('canvas');
      document.body.append(c);
      const tries = [['moulin', 'moulin-nope'], ['chess', 'moulin-points'], ['mundeleys', 'moulin-points']];
      const out = tries.map(([g, id]) => { try { m.drawFigure(c, g, id); return 'drawn'; } catch (e) { return e.message; } });
      out.push(c.width === 300 ? 'untouched' : 'drawn on');
      m.drawFigure(c, 'moulin', 'moulin-points');
      out.push(c.width === 300 ? 'not drawn' : 'drawn');
      return out;
    });
    assert.match(answers[1], /^unknown game "chess": the games are moulin, /, 'the games there are, named');
    assert.deepEqual([answers[0], ...answers.slice(2)], ['unknown figure "moulin-nope"', 'unknown figure "moulin-points"', 'untouched', 'drawn']);
  } finally {
    await ctx.close();
  }
});
