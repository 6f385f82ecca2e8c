// The browser half of scripts/bench.sh: loads the built site in headless Chromium
// and times perft and the AI (the same entry point the Web Worker uses), the AI on
// the positions the native half wrote (`plateaux bench --records FILE`), so both
// halves time the very same ones.
//   node scripts/bench-browser.mjs [game] --records FILE
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/browser.mjs';
import { serve } from '../tests/e2e/site.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--records');
if (at < 0 || !args[at + 1]) {
  console.error('usage: node scripts/bench-browser.mjs [game] --records FILE (written by plateaux bench --records FILE)');
  process.exit(2);
}
const only = args.find((a, i) => !a.startsWith('--') && i !== at + 1);
const allRecords = readFileSync(args[at + 1], 'utf8').split('\n').filter((l) => l.trim());
const site = await serve();
const ctx = await launch();
const page = ctx.pages()[0] ?? await ctx.newPage();
await page.goto(`${site.url}?sw=0&game=moulin`);
await page.waitForFunction(() => window.plateaux && window.plateaux.app);
const lines = await page.evaluate(async ([only, allRecords]) => {
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
    // The native half's positions of this game, in its order (the records of one
    // game continue each other, so the worker's AI keeps its table along them).
    const records = allRecords.filter((r) => JSON.parse(r).game === game);
    for (let level = 1; level <= 4; level++) {
      const times = records.map((r) => { const t0 = performance.now(); m.aiMove(r, level, 1); return performance.now() - t0; }).sort((a, b) => a - b);
      out.push(`${game} AI level ${level}: median ${times[times.length >> 1].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${times.length} positions`);
    }
  }
  return out;
}, [only, allRecords]);
for (const l of lines) console.log(l);
await ctx.close();
site.close();
