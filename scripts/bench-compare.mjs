// The last step of scripts/bench.sh: prints each figure of this run beside its ratio to
// the previous release's (scripts/bench-previous.txt, written by `bench.sh --save`
// when a release is made). Perft is compared in leaves per second, the AI by its
// median reply time; a ratio above 1 is always "faster now". With --against-native,
// each browser figure against the native one of the same run instead.
//   node scripts/bench-compare.mjs PREVIOUS NOW
//   node scripts/bench-compare.mjs --against-native NOW
import { readFileSync, existsSync } from 'node:fs';

/** The figures of a bench output: Map key → { value, better: 'higher'|'lower', unit }.
 * Lines are the native and browser benches' own, prefixed with `native ` or `wasm `. */
export function figures(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    let m = line.match(/^(\S+ \S+) perft \d+: \d+ leaves in [\d.]+ s = ([\d.]+) M leaves\/s/);
    if (m) { out.set(`${m[1]} perft`, { value: Number(m[2]), better: 'higher', unit: 'M leaves/s' }); continue; }
    m = line.match(/^(\S+ \S+ AI level \d+): median ([\d.]+) ms/);
    if (m) out.set(m[1], { value: Number(m[2]), better: 'lower', unit: 'ms median' });
  }
  return out;
}

/** How many times faster `now` is than `before` (both from `figures`); `null` when a
 * figure is 0 (a reply too quick to time), which has no ratio. */
export function speedup(before, now) {
  const [a, b] = before.better === 'higher' ? [now.value, before.value] : [before.value, now.value];
  return a > 0 && b > 0 ? a / b : null;
}

/** Each line of `nowText`, a figure's line followed by its ratio to `previousText`'s. */
export function compare(previousText, nowText) {
  const before = figures(previousText);
  const lines = [];
  for (const line of nowText.split('\n').filter(Boolean)) {
    const [figure] = figures(line);
    if (!figure) { lines.push(line); continue; }
    const [key, now] = figure;
    const b = before.get(key);
    const ratio = b && speedup(b, now);
    lines.push(!b ? `${line}  [not in the previous release]`
      : ratio === null ? `${line}  [previous release: ${b.value} ${b.unit}; too quick to compare]`
        : `${line}  [${ratio.toFixed(2)}× the previous release: ${b.value} ${b.unit}]`);
  }
  return lines.join('\n');
}

/** How many times longer the browser takes than native for each figure measured both
 * ways in one run (`text` holds both, as bench.sh writes them): perft by leaves per
 * second, the AI by its median time. The aim is at most 1.2. */
export function againstNative(text) {
  const f = figures(text);
  const lines = [];
  for (const [key, wasm] of f) {
    if (!key.startsWith('wasm ')) continue;
    const what = key.slice('wasm '.length);
    const native = f.get(`native ${what}`);
    if (!native) continue;
    const slower = speedup(wasm, native);
    lines.push(slower === null ? `${what}: too quick to compare`
      : `${what}: the browser takes ${slower.toFixed(2)}× native's time`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--against-native') {
    console.log(againstNative(readFileSync(args[1], 'utf8')));
  } else {
    const [previous, now] = args;
    const before = previous && existsSync(previous) ? readFileSync(previous, 'utf8') : '';
    if (!before) console.log(`(no previous release figures in ${previous}: \`bash scripts/bench.sh --save\` writes them)`);
    console.log(compare(before, readFileSync(now, 'utf8')));
  }
}
