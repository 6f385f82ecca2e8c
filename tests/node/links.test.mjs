// Records packed for links: the page's codec (www/app/packed.js, over the light
// module's `Game`) and the complete module's (`packRecord`, `unpackRecord`: Rust,
// src/core/packed.rs) write the same text for the same game and read each other's,
// in every game; a link cut short says so, a changed one never throws anything but
// the codec's own refusal; and a 40-ply moulin game's link fits in a text message.
// Run after building the site: `node --test tests/node/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { rng } from '../../scripts/rng.mjs';
import { packer, PackError } from '../../www/app/packed.js';

const pkg = new URL('../../dist/pkg/', import.meta.url);
if (!existsSync(new URL('plateaux_bg.wasm', pkg))) {
  throw new Error('dist/pkg is missing: build the site first (bash -c "source scripts/lib.sh; build_site")');
}
const light = await import(new URL('plateaux.js', pkg));
light.initSync({ module: readFileSync(new URL('plateaux_bg.wasm', pkg)) });
const full = await import(new URL('plateaux_learn.js', pkg));
full.initSync({ module: readFileSync(new URL('plateaux_learn_bg.wasm', pkg)) });
const page = packer(light.Game);

// A record of `plies` random plies (rolls included) from a game's start.
function played(id, seed, plies, options = undefined) {
  const r = rng(seed);
  // A dice seed as the page draws them: 53 bits.
  const g = new light.Game(id, options, Math.floor(r() * 2 ** 53));
  for (let i = 0; i < plies; i++) {
    const legal = g.legal();
    if (!legal.length) break;
    g.play(legal[Math.floor(r() * legal.length)]);
  }
  const record = g.record();
  g.free();
  return record;
}

test('the page and the engine pack every game alike, and read each other', () => {
  for (const id of light.gameIds()) {
    for (let seed = 1; seed <= 12; seed++) {
      const json = played(id, seed, seed * 9);
      const text = page.pack(json);
      assert.equal(text, full.packRecord(json), `${id} seed ${seed}`);
      assert.equal(page.unpack(text), json);
      const back = full.unpackRecord(text);
      assert.equal(back.record, json, `${id}: ${JSON.stringify(back.problem)}`);
    }
  }
});

test('options that are not the defaults travel in the link', () => {
  const info = light.games().find((g) => g.options.some((o) => o.kind === 'bool'));
  assert.ok(info, 'a game with a yes/no option');
  const opt = info.options.find((o) => o.kind === 'bool');
  const json = played(info.id, 3, 12, { [opt.name]: !opt.default });
  assert.deepEqual(JSON.parse(page.unpack(page.pack(json))).options, JSON.parse(json).options);
  assert.equal(page.pack(json), full.packRecord(json));
});

test('a cut link says it is cut; a changed one is refused or reads as a game that replays', () => {
  for (const id of light.gameIds()) {
    const text = page.pack(played(id, 5, 40));
    const body = id.length + 1;
    for (let end = body; end < text.length; end++) {
      try {
        assert.equal(page.unpack(text.slice(0, end)), page.unpack(text), `${id}: cut at ${end} read as another game`);
      } catch (e) {
        if (e instanceof assert.AssertionError) throw e;
        assert.ok(e instanceof PackError && e.why === 'cut', `${id} cut at ${end}: ${e.message}`);
        assert.deepEqual(full.unpackRecord(text.slice(0, end)).problem?.key, 'error.why.link_cut');
      }
    }
    for (let at = body; at < text.length; at++) {
      for (const c of ['A', 'z', '_', '!', '.']) {
        const changed = text.slice(0, at) + c + text.slice(at + 1);
        try { light.checkRecord(page.unpack(changed)) ?? assert.ok(true); } catch (e) { assert.ok(e instanceof PackError, `${id}: ${changed}: ${e.message}`); }
      }
    }
  }
});

test('a 40-ply moulin game fits in a text message; a Kriegspiel action costs about a character', () => {
  let longest = 0;
  for (let seed = 1; seed <= 30; seed++) {
    const tail = `#c=${page.pack(played('moulin', seed, 40))}~1`;
    longest = Math.max(longest, tail.length);
  }
  console.log(`the longest link after the site's address, 40 moulin plies: ${longest} characters`);
  assert.ok(longest <= 160, `${longest}`);
  const a = page.pack(played('kriegspiel', 2, 60)).length;
  const b = page.pack(played('kriegspiel', 2, 160)).length;
  console.log(`Kriegspiel: ${((b - a) / 100).toFixed(2)} characters an action or roll`);
  assert.ok((b - a) / 100 < 2);
});
