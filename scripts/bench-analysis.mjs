// Times the analysis of a 60-ply game per game in headless Chromium, as the page runs
// it (the complete module's `Analysis`, level 4 by default, no clock), on the same
// games `plateaux analyse` is timed on natively: seeded self-play at level 3.
// `node scripts/bench-analysis.mjs [--level N] [game…]` after building the site.
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/browser.mjs';
import { serve } from '../tests/e2e/site.mjs';

const args = process.argv.slice(2);
const level = Number(args[args.indexOf('--level') + 1]) || 4;
const games = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--level');
const pkg = new URL('../dist/pkg/', import.meta.url);
const m = await import(new URL('plateaux_learn.js', pkg));
m.initSync({ module: readFileSync(new URL('plateaux_learn_bg.wasm', pkg)) });

// A 60-ply game of the computer at level 3 against itself, seeded.
function game(id) {
  const g = new m.Game(id, undefined, 5);
  for (let i = 0; i < 60 && !g.isOver; i++) if (g.isChance) g.roll(); else g.play(g.aiMove(3, i + 1));
  return g.record();
}

const site = await serve();
const ctx = await launch({ width: 800, height: 600 });
try {
  const page = ctx.pages()[0] ?? await ctx.newPage();
  await page.goto(`${site.url}?sw=0`);
  for (const id of games.length ? games : m.gameIds()) {
    const record = game(id);
    const seconds = await page.evaluate(async ([r, lvl]) => {
      const lib = await import(new URL('pkg/plateaux_learn.js', document.baseURI).href);
      await lib.default();
      const t0 = performance.now();
      const a = new lib.Analysis(r, { level: lvl });
      while (a.step() !== undefined) { /* each ply */ }
      return (performance.now() - t0) / 1000;
    }, [record, level]);
    console.log(`${id}: ${JSON.parse(record).moves.length} plies analysed at level ${level} in ${seconds.toFixed(1)} s (Chromium)`);
  }
} finally {
  await ctx.close();
  site.close();
}
