// The browser half of scripts/bench.sh: loads the built site in headless Chromium
// and times perft and the AI (the same entry point the Web Worker uses).
import { launch } from '../tests/e2e/browser.mjs';
import { serve } from '../tests/e2e/site.mjs';

const only = process.argv[2];
const site = await serve();
const ctx = await launch();
const page = ctx.pages()[0] ?? await ctx.newPage();
await page.goto(`${site.url}?sw=0&game=moulin`);
await page.waitForFunction(() => window.plateaux && window.plateaux.app);
const lines = await page.evaluate(async (only) => {
  const m = await import('/pkg/plateaux.js');
  const out = [];
  for (const game of m.gameIds().filter((g) => !only || g === only)) {
    // Perft: the first depth that takes over a quarter of a second, timed a second
    // time: the first run starts in the browser's baseline compiler and moves to its
    // optimising one midway, which is warm-up, not the engine's speed.
    for (let d = 1; d <= 12; d++) {
      const timed = () => { const t0 = performance.now(); const n = m.perft(game, d); return [n, (performance.now() - t0) / 1000]; };
      if (timed()[1] > 0.25 || d === 12) {
        const [n, s] = timed();
        out.push(`${game} perft ${d}: ${n} leaves in ${s.toFixed(3)} s = ${(n / s / 1e6).toFixed(1)} M leaves/s`);
        break;
      }
    }
    // Positions along seeded random games, as the native bench does.
    const canvas = document.createElement('canvas');
    const records = [];
    let seed = 7;
    const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    for (let g = 0; g < 6; g++) {
      const app = new m.App(canvas, game, '', 1, () => {});
      for (let k = 0; records.length < (g + 1) * 5 && k < 400; k++) {
        const st = app.status();
        if (st.over) break;
        if (st.chance) { app.roll(); continue; }
        const legal = app.legal();
        if (k % 4 === 3) records.push(app.recordJson());
        app.play(legal[Math.floor(rnd() * legal.length)]);
      }
      app.free();
    }
    for (let level = 1; level <= 4; level++) {
      const times = records.map((r) => { const t0 = performance.now(); m.aiMove(r, level, 1); return performance.now() - t0; }).sort((a, b) => a - b);
      out.push(`${game} AI level ${level}: median ${times[times.length >> 1].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${times.length} positions`);
    }
  }
  return out;
}, only);
for (const l of lines) console.log(l);
await ctx.close();
site.close();
