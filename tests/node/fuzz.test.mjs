// Junk of every kind — numbers, objects, null, huge strings, a symbol, wrong arity —
// sent to every function the package exports and every method of `Game`, in every
// game: each call either answers or throws a JavaScript error, and none traps the
// WebAssembly (a trap, `RuntimeError: unreachable` or `memory access out of bounds`,
// would leave the module unusable). After all of it the module still plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const pkg = new URL('../../dist/pkg/', import.meta.url);
if (!existsSync(new URL('plateaux_bg.wasm', pkg))) throw new Error('dist/pkg is missing: build the site first');

const JUNK = [
  undefined, null, true, false, 0, -1, 1.5, Number.NaN, Infinity, 2 ** 60, 10n, '', 'x', '💥',
  'é'.repeat(3), 'a'.repeat(1_000_000), '{}', '[]', '{"game":"moulin"}', {}, [], [1, 2], { toString: () => 'moulin' },
  () => 1, new Uint8Array(3), Symbol('s'),
];

// Every call of `fn` with 0 to 3 arguments from JUNK (pairs and triples sampled).
function* calls() {
  yield [];
  for (const a of JUNK) yield [a];
  for (let i = 0; i < JUNK.length; i++) {
    yield [JUNK[i], JUNK[(i * 7 + 3) % JUNK.length]];
    yield [JUNK[(i * 5 + 1) % JUNK.length], JUNK[i], JUNK[(i * 3 + 2) % JUNK.length]];
  }
}

// Calls fn with every junk call; returns the traps (a WebAssembly.RuntimeError).
function traps(name, fn) {
  const found = [];
  for (const args of calls()) {
    try { fn(...args); } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) found.push(`${name}(${args.map((a) => typeof a).join(', ')}): ${e.message}`);
    }
  }
  return found;
}

for (const [js, wasm] of [['plateaux.js', 'plateaux_bg.wasm'], ['plateaux_learn.js', 'plateaux_learn_bg.wasm']]) {
  test(`${js}: no junk traps any exported function or Game method`, async () => {
    const m = await import(new URL(js, pkg));
    m.initSync({ module: readFileSync(new URL(wasm, pkg)) });
    const found = [];
    // Free functions (the canvas ones need a page: a junk canvas throws before drawing).
    const skip = new Set(['default', 'initSync', 'start', 'Game', 'App', 'LessonView']);
    for (const [name, fn] of Object.entries(m)) {
      if (typeof fn === 'function' && !skip.has(name)) found.push(...traps(name, fn));
    }
    found.push(...traps('new Game', (...a) => new m.Game(...a)));
    // The glue's own helpers (`__wrap`, `__destroy_into_raw`) are not the API.
    const api = (name) => !name.startsWith('__');
    for (const name of Object.getOwnPropertyNames(m.Game).filter(api)) {
      if (typeof m.Game[name] === 'function') found.push(...traps(`Game.${name}`, m.Game[name]));
    }
    for (const id of m.gameIds()) {
      const methods = Object.getOwnPropertyNames(m.Game.prototype).filter(api).filter((k) => k !== 'constructor' && k !== 'free' && typeof Object.getOwnPropertyDescriptor(m.Game.prototype, k).value === 'function');
      for (const name of methods) {
        const game = new m.Game(id, {}, 7);
        found.push(...traps(`${id}.${name}`, (...a) => game[name](...a)));
      }
    }
    assert.deepEqual(found, [], 'no trap');
    // The module still works.
    const g = new m.Game('moulin', {}, 1);
    assert.equal(g.legal().length, 24);
    assert.equal(g.play('d2'), 'd2');
  });
}
