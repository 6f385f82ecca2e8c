// A ludothèque's own site (another origin) embeds games with <plateaux-game>: each
// shows the game, language, players and controls asked for, several on one page are
// independent, the element raises `move` and `gameover` events and answers its
// methods, and the frame ignores commands from any origin but its host's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve } from './site.mjs';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let site;
let ludo; // the ludothèque's own site: another origin (another port) on this machine
const ludoDir = mkdtempSync(join(tmpdir(), 'ludotheque-'));
before(async () => {
  site = await serve();
  writeFileSync(join(ludoDir, 'jeux.html'), `<!doctype html><meta charset="utf-8"><h1>Ludothèque du quartier</h1>
    <script type="module" src="${site.url}www/embed.js"></script>
    <script src="events.js"></script>
    <plateaux-game id="a" game="moulin" lang="fr" ai="1" human="first" controls="minimal" style="height: 600px"></plateaux-game>
    <div style="height: 500px"><plateaux-game id="b" game="kriegspiel" lang="en" ai="none" theme="dark"></plateaux-game></div>`);
  writeFileSync(join(ludoDir, 'events.js'), `window.events = [];
    addEventListener('DOMContentLoaded', () => {
      for (const id of ['a', 'b']) for (const type of ['ready', 'move', 'gameover'])
        document.getElementById(id).addEventListener(type, (e) => window.events.push({ id, type, move: e.detail.move, winner: e.detail.winner }));
    });`);
  // A lab page: the tests make elements with make(attrs) and read what they tell.
  writeFileSync(join(ludoDir, 'lab.html'), `<!doctype html><meta charset="utf-8"><title>Atelier</title>
    <script type="module" src="${site.url}www/embed.js"></script>
    <script src="lab.js"></script>
    <div id="box"></div>`);
  writeFileSync(join(ludoDir, 'lab.js'), `window.log = [];
    window.rejections = [];
    addEventListener('unhandledrejection', (e) => window.rejections.push(String(e.reason?.message ?? e.reason)));
    window.make = (attrs) => {
      const el = document.createElement('plateaux-game');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.style.height = '420px';
      for (const type of ['ready', 'move', 'gameover', 'change', 'error']) {
        el.addEventListener(type, (e) => window.log.push({ id: el.id, type, detail: JSON.parse(JSON.stringify(e.detail)) }));
      }
      document.getElementById('box').append(el);
      return el;
    };
    window.seen = (id, type) => window.log.filter((e) => e.id === id && e.type === type);
    window.outcome = (p) => p.then((value) => ({ ok: true, value }), (e) => ({ ok: false, name: e.name, message: e.message }));`);
  ludo = await serve({ dir: ludoDir, csp: false });
});
after(() => { site.close(); ludo.close(); rmSync(ludoDir, { recursive: true, force: true }); });

// The lab page, once the element is defined; `errors` collects the page's uncaught
// errors.
async function labPage(ctx) {
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${ludo.url}lab.html`);
  await page.waitForFunction(() => customElements.get('plateaux-game'));
  return { page, errors };
}

// Waits until element `id` has told `n` events of `type`; returns them.
async function events(page, id, type, n = 1) {
  await page.waitForFunction(([i, t, k]) => window.seen(i, t).length >= k, [id, type, n], { timeout: 20_000 });
  return page.evaluate(([i, t]) => window.seen(i, t), [id, type]);
}

// The frame inside element `id`.
async function frameOf(page, id) {
  const handle = await page.locator(`#${id}`).evaluateHandle((el) => el.shadowRoot.querySelector('iframe'));
  return handle.asElement().contentFrame();
}

// The ludothèque's page with two games and an event log, once both are ready.
async function hostPage(ctx) {
  const page = ctx.pages()[0] ?? await ctx.newPage();
  await page.goto(`${ludo.url}jeux.html`);
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'ready').length === 2, null, { timeout: 20_000 });
  return page;
}

test('two embedded games on another site: settings, events, methods, independence', async () => {
  const ctx = await launch({ width: 1000, height: 900 });
  try {
    const page = await hostPage(ctx);
    const frameA = await (await page.$('#a')).evaluateHandle((el) => el.shadowRoot.querySelector('iframe'));
    const a = await frameA.asElement().contentFrame();
    const frameB = await (await page.$('#b')).evaluateHandle((el) => el.shadowRoot.querySelector('iframe'));
    const b = await frameB.asElement().contentFrame();
    // Each frame plays the game, language and players it was given.
    assert.equal(await a.evaluate(() => window.plateaux.app.status().game), 'moulin');
    assert.equal(await a.locator('#undo').textContent(), 'Annuler');
    assert.equal(await a.locator('#menu-open').isVisible(), false, 'controls="minimal" hides the menu');
    assert.deepEqual(await a.evaluate(() => window.plateaux.state.sides.map((s) => s.kind)), ['human', 'ai']);
    assert.equal(await b.evaluate(() => window.plateaux.app.status().game), 'kriegspiel');
    assert.equal(await b.locator('#undo').textContent(), 'Undo');
    assert.ok(await b.evaluate(() => document.body.classList.contains('theme-dark')));
    // The element sizes to its container.
    const box = await page.locator('#b').boundingBox();
    assert.ok(Math.abs(box.height - 500) < 2, `height ${box.height}`);
    // Methods: play a move (the computer replies: both are `move` events), a refused
    // move rejects with the reason and changes nothing, the record.
    const st = await page.evaluate(() => document.getElementById('a').play('d2'));
    assert.equal(st.moves[0], 'd2');
    await page.waitForFunction(() => window.events.filter((e) => e.id === 'a' && e.type === 'move').length === 2, null, { timeout: 20_000 });
    const refused = await page.evaluate(() => document.getElementById('a').play('z9').then(() => 'played', (e) => e.message));
    assert.notEqual(refused, 'played');
    const rec = JSON.parse(await page.evaluate(() => document.getElementById('a').record()));
    assert.equal(rec.game, 'moulin');
    assert.equal(rec.moves.length, 2);
    // The other game is untouched.
    assert.deepEqual(JSON.parse(await page.evaluate(() => document.getElementById('b').record())).moves, []);
    // newGame() starts afresh; a `record` attribute starts from a game.
    assert.deepEqual((await page.evaluate(() => document.getElementById('a').newGame())).moves, []);
    await page.evaluate((json) => {
      const el = document.createElement('plateaux-game');
      el.id = 'r'; el.setAttribute('game', 'moulin'); el.setAttribute('ai', 'none'); el.setAttribute('record', json);
      document.body.append(el);
    }, JSON.stringify({ game: 'moulin', seed: 5, moves: ['d2', 'd6', 'f4'] }));
    await page.waitForFunction(() => document.getElementById('r').shadowRoot?.querySelector('iframe'));
    const fromRecord = await page.evaluate(async () => {
      const el = document.getElementById('r');
      for (let i = 0; i < 100; i++) {
        const rec = JSON.parse(await el.record());
        if (rec.moves.length) return rec.moves;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    });
    assert.deepEqual(fromRecord, ['d2', 'd6', 'f4']);
    // A whole game through the methods (two people on the Kriegspiel frame would be
    // long: play moulin on a fresh element with two people) ends with `gameover`.
    await page.evaluate(() => {
      const el = document.createElement('plateaux-game');
      el.id = 'c'; el.setAttribute('game', 'moulin'); el.setAttribute('ai', 'none');
      el.addEventListener('gameover', (e) => window.events.push({ id: 'c', type: 'gameover', winner: e.detail.winner }));
      el.addEventListener('ready', () => window.events.push({ id: 'c', type: 'ready' }));
      document.body.append(el);
    });
    await page.waitForFunction(() => window.events.some((e) => e.id === 'c' && e.type === 'ready'));
    const frameC = await (await page.$('#c')).evaluateHandle((el) => el.shadowRoot.querySelector('iframe'));
    const c = await frameC.asElement().contentFrame();
    for (let i = 0; i < 400; i++) {
      const legal = await c.evaluate(() => window.plateaux.app.legal());
      if (!legal.length) break;
      await page.evaluate((m) => document.getElementById('c').play(m), legal[(i * 7) % legal.length]);
    }
    await page.waitForFunction(() => window.events.some((e) => e.id === 'c' && e.type === 'gameover'));
  } finally {
    await ctx.close();
  }
});

test('the frame obeys only its host origin; embed.html works as a plain iframe', async () => {
  const ctx = await launch();
  try {
    const page = await hostPage(ctx);
    // Two bare frames: one told the host is this page, one told another origin.
    const replies = await page.evaluate(async (base) => {
      const ask = (host) => new Promise((resolve) => {
        const f = document.createElement('iframe');
        f.src = `${base}embed.html?game=moulin&ai=none&host=${encodeURIComponent(host)}`;
        window.addEventListener('message', (ev) => {
          if (ev.source === f.contentWindow && ev.data.type === 'reply') resolve(ev.data.value ? 'answered' : 'error');
        });
        f.onload = () => setTimeout(() => {
          f.contentWindow.postMessage({ plateaux: 1, id: 1, type: 'record' }, '*');
          setTimeout(() => resolve('ignored'), 1500);
        }, 800);
        document.body.append(f);
      });
      return [await ask(location.origin), await ask('http://elsewhere.test')];
    }, site.url);
    assert.deepEqual(replies, ['answered', 'ignored']);
    // The iframe route: embed.html with its settings in the link.
    await page.goto(`${site.url}embed.html?game=mundeleys&lang=en&ai=none`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    assert.equal(await page.evaluate(() => window.plateaux.app.status().game), 'mundeleys');
    assert.equal(await page.locator('.brand').isVisible(), false);
    const played = await page.evaluate(() => {
      const { app } = window.plateaux;
      app.play(app.legal()[0]);
      return app.status().moves.length;
    });
    assert.equal(played, 1);
  } finally {
    await ctx.close();
  }
});

test("a game that ends inside an embed leaves the host page's focus where it was", async () => {
  const ctx = await launch({ width: 1000, height: 900 });
  try {
    const page = await hostPage(ctx);
    // Two people on the screen, one move from the end: White's last move takes
    // Black's third-last man (a level-4 game of the corpus, seed 10, game 1).
    const moves = 'b6 c3 f2 e3 d3 c5 d2 c4xd2 f6 d6 f4xd6 d6 d2 b4 d1xb4 b4 d7 a7 f4-g4 a7-a4xf6 d7-g7 c5-d5 d1-g1xc3 e3-e4 f2-f4 c4-c5 g1-d1xc5 d5-c5 d1-g1xc5 d6-d5 g1-d1xe4 d5-c4xg4 d1-g1 b4-g4'.split(' ');
    await page.evaluate((json) => {
      const input = document.createElement('input');
      input.id = 'search';
      document.body.prepend(input);
      const el = document.createElement('plateaux-game');
      el.id = 'end'; el.setAttribute('game', 'moulin'); el.setAttribute('ai', 'none'); el.setAttribute('record', json);
      el.addEventListener('gameover', () => { window.ended = true; });
      document.body.append(el);
    }, JSON.stringify({ game: 'moulin', seed: 1, moves }));
    await page.waitForFunction(() => document.getElementById('end').shadowRoot?.querySelector('iframe'));
    await page.waitForFunction(() => document.getElementById('end').record().then(() => true, () => false), null, { timeout: 20_000 });
    // The visitor types in the host page's own field while the game ends.
    await page.locator('#search').click();
    await page.keyboard.type('mou');
    await page.evaluate(() => document.getElementById('end').play('g1-d1xa4'));
    await page.waitForFunction(() => window.ended === true, null, { timeout: 20_000 });
    await page.waitForTimeout(300);
    await page.keyboard.type('lin');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search');
    assert.equal(await page.locator('#search').inputValue(), 'moulin', 'every key reached the host page');
    // Once over, a move is refused for that reason.
    assert.equal(await page.evaluate(() => document.getElementById('end').play('a1').then(() => 'played', (e) => e.message)), 'the game is over');
  } finally {
    await ctx.close();
  }
});

test("a button going inside an embed (the computer's turn) leaves the host page's focus where it was", async () => {
  const ctx = await launch({ width: 1000, height: 900 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    // A page of the same origin as the frame (where nothing but the page's own code
    // keeps a frame from taking the focus), with a field and Kriegspiel against the
    // computer in embed.html, which it commands by messages.
    const origin = new URL(site.url).origin;
    await page.route(`${site.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8">
      <input id="search"><iframe id="k" style="width: 900px; height: 700px"
        src="embed.html?game=kriegspiel&ai=1&human=first&host=${encodeURIComponent(origin)}"></iframe>` }));
    await page.goto(`${site.url}host.html`);
    const frame = page.frames().find((f) => f.url().includes('embed.html'));
    await frame.waitForFunction(() => window.plateaux?.app, null, { polling: 100 });
    // The visitor went to the frame's "Fin du tour" with the keyboard, then to the
    // host page's field; the host page ends the turn: the button goes while the
    // computer plays its turn, and comes back. The frame takes no focus meanwhile.
    await frame.locator('#pass').focus();
    await page.locator('#search').click();
    await page.keyboard.type('krieg');
    await page.evaluate((o) => document.getElementById('k').contentWindow.postMessage({ plateaux: 1, id: 1, type: 'play', move: 'end' }, o), origin);
    await frame.waitForFunction(() => window.plateaux.app.status().to_move === 1, null, { polling: 100 });
    await frame.waitForFunction(() => !window.plateaux.state.thinking && window.plateaux.app.status().to_move === 0, null, { polling: 100, timeout: 60_000 });
    await page.keyboard.type('spiel');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search');
    assert.equal(await page.locator('#search').inputValue(), 'kriegspiel', 'every key reached the host page');
  } finally {
    await ctx.close();
  }
});

test('values an element does not accept raise `error` and give way to the defaults; an unknown game is said, not replaced', async () => {
  const ctx = await launch({ width: 1000, height: 900 });
  try {
    const { page, errors } = await labPage(ctx);
    await page.evaluate(() => {
      make({ id: 'chess', game: 'chess', ai: '1', human: 'second' });
      make({ id: 'empty', game: '', lang: 'en' });
      make({ id: 'odd', game: 'moulin', ai: '7', human: 'left', lang: 'it', controls: 'tiny', theme: 'purple' });
      make({ id: 'zero', game: 'moulin', ai: '0' });
      make({ id: 'abc', game: 'moulin', ai: 'abc', human: 'first' });
      make({ id: 'plain', game: 'moulin' });
    });
    // An unknown game: `error` names it and the games there are; the frame says so in
    // its language, shows no board, and no game starts (the computer never moves).
    const [chess] = await events(page, 'chess', 'error');
    assert.equal(chess.detail.attribute, 'game');
    assert.equal(chess.detail.value, 'chess');
    assert.ok(chess.detail.accepted.includes('moulin') && chess.detail.accepted.includes('kriegspiel'), chess.detail.accepted);
    assert.match(chess.detail.message, /chess/);
    const frame = await frameOf(page, 'chess');
    await frame.locator('#no-game-text').waitFor();
    assert.match(await frame.locator('#no-game-text').textContent(), /Le jeu « chess » n'existe pas ici\. Jeux proposés : Jeu du moulin \(moulin\), /);
    assert.equal(await frame.locator('#board').isVisible(), false);
    assert.equal(await frame.evaluate(() => window.plateaux === undefined), true, 'no game was made');
    const refused = await page.evaluate(() => outcome(document.getElementById('chess').play('d2')));
    assert.equal(refused.ok, false);
    assert.match(refused.message, /chess/);
    const [empty] = await events(page, 'empty', 'error');
    assert.deepEqual([empty.detail.attribute, empty.detail.value], ['game', '']);
    assert.match(await (await frameOf(page, 'empty')).locator('#no-game-text').textContent(), /^No game is chosen for this frame\. The games are: Nine Men's Morris \(moulin\), /);
    // Every other value not accepted: one `error` each, then the game, with the default.
    await events(page, 'odd', 'ready');
    const odd = await page.evaluate(() => window.seen('odd', 'error').map((e) => e.detail));
    assert.deepEqual(odd.map((d) => [d.attribute, d.value, d.accepted]), [
      ['ai', '7', ['1', '2', '3', '4', 'none']],
      ['human', 'left', ['first', 'second']],
      ['lang', 'it', ['fr', 'de', 'en']],
      ['controls', 'tiny', ['full', 'minimal']],
      ['theme', 'purple', ['light', 'dark']],
    ]);
    for (const d of odd) assert.match(d.message, new RegExp(`${d.attribute}="${d.value}" is not accepted`));
    const oddFrame = await frameOf(page, 'odd');
    assert.equal(await oddFrame.locator('#undo').textContent(), 'Annuler', 'lang: French');
    assert.equal(await oddFrame.locator('#menu-open').isVisible(), true, 'controls: full');
    assert.equal(await oddFrame.evaluate(() => document.body.classList.contains('theme-dark')), false, 'theme: light');
    // The defaults of ai and human: the computer at level 3, the sides drawn by lot.
    const seats = (f) => f.evaluate(() => ({ lots: document.querySelector('#lots').checked, ai: window.plateaux.state.sides.filter((s) => s.kind === 'ai').map((s) => s.level) }));
    assert.deepEqual(await seats(oddFrame), { lots: true, ai: [3] });
    await events(page, 'plain', 'ready');
    assert.deepEqual(await seats(await frameOf(page, 'plain')), { lots: true, ai: [3] });
    assert.deepEqual(await page.evaluate(() => window.seen('plain', 'error')), []);
    for (const id of ['zero', 'abc']) {
      const [e] = await events(page, id, 'error');
      assert.equal(e.detail.attribute, 'ai');
      await events(page, id, 'ready');
      assert.deepEqual((await seats(await frameOf(page, id))).ai, [3]);
    }
    assert.deepEqual(await seats(await frameOf(page, 'abc')), { lots: false, ai: [3] }, 'human="first" is kept');
    assert.deepEqual(await page.evaluate(() => [window.seen('chess', 'ready'), window.seen('chess', 'move')]), [[], []]);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('a record the frame refuses raises `error`, given at the start or set later', async () => {
  const ctx = await launch();
  try {
    const { page, errors } = await labPage(ctx);
    await page.evaluate(() => make({ id: 'r', game: 'moulin', ai: 'none', record: 'garbage' }));
    const [first] = await events(page, 'r', 'error');
    assert.deepEqual([first.detail.attribute, first.detail.value], ['record', 'garbage']);
    await events(page, 'r', 'ready');
    // Set after `ready`: the same `error`, and no promise left rejected unhandled.
    await page.evaluate(() => document.getElementById('r').setAttribute('record', 'still garbage'));
    const later = await events(page, 'r', 'error', 2);
    assert.deepEqual([later[1].detail.attribute, later[1].detail.value], ['record', 'still garbage']);
    // A record of another game than the element's is refused too.
    await page.evaluate((json) => document.getElementById('r').setAttribute('record', json), JSON.stringify({ game: 'mundeleys', seed: 1, moves: [] }));
    const other = await events(page, 'r', 'error', 3);
    assert.match(other[2].detail.message, /mundeleys/);
    // A good one is played, and is a change of the game.
    await page.evaluate((json) => document.getElementById('r').setAttribute('record', json), JSON.stringify({ game: 'moulin', seed: 5, moves: ['d2', 'd6'] }));
    const [change] = await events(page, 'r', 'change');
    assert.deepEqual(change.detail.status.moves, ['d2', 'd6']);
    assert.deepEqual(JSON.parse(change.detail.record).moves, ['d2', 'd6']);
    assert.deepEqual(await page.evaluate(() => window.rejections), []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('calls never hang: a replaced frame or an element out of the page rejects them; lang, controls and theme keep the game', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    // Never in the page: at once.
    const loose = await page.evaluate(() => outcome(document.createElement('plateaux-game').record()));
    assert.deepEqual([loose.ok, loose.name], [false, 'InvalidStateError']);
    await page.evaluate(() => make({ id: 'g', game: 'moulin', ai: 'none' }));
    await events(page, 'g', 'ready');
    // A call sent to a frame that a new game replaces fails; the next one plays on the new game.
    const replaced = await page.evaluate(async () => {
      const el = document.getElementById('g');
      const p = outcome(el.play('d2'));
      el.setAttribute('game', 'mundeleys');
      const next = el.record();
      return [await p, JSON.parse(await next).game];
    });
    assert.deepEqual([replaced[0].ok, replaced[0].name], [false, 'AbortError']);
    assert.match(replaced[0].message, /restarted/);
    assert.equal(replaced[1], 'mundeleys');
    // Removed from the page before answering.
    const removed = await page.evaluate(() => { const el = document.getElementById('g'); const p = outcome(el.record()); el.remove(); return p; });
    assert.deepEqual([removed.ok, removed.name], [false, 'AbortError']);
    // lang, controls and theme change the game in progress, in the same frame.
    await page.evaluate(() => make({ id: 'k', game: 'moulin', ai: 'none' }));
    await events(page, 'k', 'ready');
    await page.evaluate(() => document.getElementById('k').play('d2'));
    const frame = await frameOf(page, 'k');
    await page.evaluate(() => {
      const el = document.getElementById('k');
      el.setAttribute('lang', 'en'); el.setAttribute('controls', 'minimal'); el.setAttribute('theme', 'dark');
    });
    await frame.waitForFunction(() => document.querySelector('#undo').textContent === 'Undo');
    assert.ok(await frame.evaluate(() => document.body.classList.contains('theme-dark') && document.body.classList.contains('minimal')));
    assert.equal(await frameOf(page, 'k'), frame, 'the same frame');
    assert.deepEqual(JSON.parse(await page.evaluate(() => document.getElementById('k').record())).moves, ['d2']);
    assert.equal((await page.evaluate(() => window.seen('k', 'ready'))).length, 1);
    // A language not accepted there too: `error`, and the default.
    await page.evaluate(() => document.getElementById('k').setAttribute('lang', 'it'));
    const [bad] = await events(page, 'k', 'error');
    assert.deepEqual([bad.detail.attribute, bad.detail.value], ['lang', 'it']);
    await frame.waitForFunction(() => document.querySelector('#undo').textContent === 'Annuler');
  } finally {
    await ctx.close();
  }
});

test('an element loads its frame once: written in the HTML, or given its attributes in one script', async () => {
  const ctx = await launch();
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    const loads = [];
    page.on('request', (r) => { if (r.isNavigationRequest() && r.url().includes('embed.html')) loads.push(r.url()); });
    await hostPage(ctx);
    assert.equal(loads.length, 2, loads.join('\n'));
    await page.evaluate(() => {
      const el = document.createElement('plateaux-game');
      document.body.append(el);
      el.setAttribute('game', 'moulin'); el.setAttribute('ai', 'none'); el.setAttribute('lang', 'en');
    });
    await page.waitForTimeout(1500);
    assert.equal(loads.length, 3, loads.join('\n'));
    assert.match(loads[2], /game=moulin&ai=none&lang=en/);
  } finally {
    await ctx.close();
  }
});

test('every change of the game is told (`change`), undo and redo in the frame too', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    await page.evaluate(() => make({ id: 'u', game: 'moulin', ai: 'none', lang: 'en' }));
    await events(page, 'u', 'ready');
    await page.evaluate(async () => { const el = document.getElementById('u'); await el.play('d2'); await el.play('d6'); });
    await events(page, 'u', 'change', 2);
    const frame = await frameOf(page, 'u');
    await frame.locator('#undo').click();
    const undone = (await events(page, 'u', 'change', 3))[2];
    assert.deepEqual(undone.detail.status.moves, ['d2']);
    assert.deepEqual(JSON.parse(undone.detail.record).moves, ['d2']);
    await frame.locator('#redo').click();
    const redone = (await events(page, 'u', 'change', 4))[3];
    assert.deepEqual(redone.detail.status.moves, ['d2', 'd6']);
    // Each `move` came before its `change`; the undo told no `move`.
    assert.deepEqual(await page.evaluate(() => window.log.filter((e) => e.id === 'u' && e.type !== 'ready').map((e) => `${e.type} ${e.detail.move ?? e.detail.status.moves.length}`)),
      ['move d2', 'change 1', 'move d6', 'change 2', 'change 1', 'move d6', 'change 2']);
    // A new game is a change too.
    await page.evaluate(() => document.getElementById('u').newGame());
    assert.deepEqual((await events(page, 'u', 'change', 5))[4].detail.status.moves, []);
  } finally {
    await ctx.close();
  }
});

test('the element works from a server that allows other origins only www/embed.js', async () => {
  const strict = await serve({ corsEmbedOnly: true });
  const dir = mkdtempSync(join(tmpdir(), 'ludotheque-strict-'));
  writeFileSync(join(dir, 'jeu.html'), `<!doctype html><meta charset="utf-8">
    <script type="module" src="${strict.url}www/embed.js"></script>
    <script src="jeu.js"></script>
    <plateaux-game id="s" game="moulin" ai="none"></plateaux-game>`);
  writeFileSync(join(dir, 'jeu.js'), `addEventListener('DOMContentLoaded', () => document.getElementById('s').addEventListener('ready', () => { window.ready = true; }));`);
  const host = await serve({ dir, csp: false });
  const ctx = await launch();
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto(`${host.url}jeu.html`);
    await page.waitForFunction(() => window.ready === true, null, { timeout: 20_000 });
    assert.equal((await page.evaluate(() => document.getElementById('s').play('d2'))).moves[0], 'd2');
    // Given no height, it takes its frame's content's (told by the frame).
    await page.waitForFunction(() => document.getElementById('s').getBoundingClientRect().height > 480, null, { timeout: 20_000 });
    const [own, frame] = await page.locator('#s').evaluate((el) => [el, el.shadowRoot.querySelector('iframe')].map((e) => e.getBoundingClientRect().height));
    assert.equal(own, frame);
  } finally {
    await ctx.close();
    strict.close();
    host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the host drives the game: undo, redo, resign, status and legal; a new level or side keeps the game; the board turns', async () => {
  const ctx = await launch();
  try {
    const { page, errors } = await labPage(ctx);
    await page.evaluate(() => make({ id: 'd', game: 'moulin', ai: 'none', lang: 'en' }));
    await events(page, 'd', 'ready');
    const call = (method, ...args) => page.evaluate(([m, a]) => outcome(document.getElementById('d')[m](...a)), [method, args]);
    assert.equal((await call('legal')).value.length, 24, 'the 24 points to place a man on');
    await call('play', 'd2');
    await call('play', 'd6');
    // Each move told with the cells it went from and to (a man placed comes from hand).
    const [placed] = await events(page, 'd', 'move');
    assert.deepEqual([placed.detail.move, placed.detail.from, placed.detail.to], ['d2', null, 'd2']);
    let st = (await call('undo')).value;
    assert.deepEqual(st.moves, ['d2']);
    st = (await call('redo')).value;
    assert.deepEqual(st.moves, ['d2', 'd6']);
    const noRedo = await call('redo');
    assert.deepEqual([noRedo.ok, noRedo.message], [false, 'there is no move to redo']);
    assert.deepEqual((await call('status')).value.moves, ['d2', 'd6']);
    // The computer takes the second side at level 1: the game goes on, in the same frame.
    const frame = await frameOf(page, 'd');
    await page.evaluate(() => { const el = document.getElementById('d'); el.setAttribute('ai', '1'); el.setAttribute('human', 'first'); });
    await frame.waitForFunction(() => window.plateaux.state.sides[1].kind === 'ai');
    assert.equal(await frameOf(page, 'd'), frame, 'the same frame');
    await call('play', 'b4');
    await frame.waitForFunction(() => window.plateaux.app.status().moves.length === 4, null, { timeout: 20_000 });
    assert.deepEqual((await call('status')).value.moves.slice(0, 3), ['d2', 'd6', 'b4'], 'the game kept, the computer answered');
    // Undo takes back the computer's reply with the person's move.
    assert.deepEqual((await call('undo')).value.moves, ['d2', 'd6']);
    // The board turned: the second side at the bottom.
    await page.evaluate(() => document.getElementById('d').setAttribute('orientation', 'second'));
    await frame.waitForFunction(() => window.plateaux.state.flipped === true);
    assert.deepEqual((await call('status')).value.moves, ['d2', 'd6'], 'turning the board keeps the game');
    // Resigning ends it; then there is nothing to play.
    st = (await call('resign')).value;
    assert.equal(st.over, true);
    assert.equal(st.winner, 1);
    assert.deepEqual((await call('legal')).value, []);
    const late = await call('resign');
    assert.deepEqual([late.ok, late.message], [false, 'the game is over']);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('an embed stays on its game: no way to the others, a file of another game refused with a word', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    await page.evaluate(() => make({ id: 'l', game: 'moulin', ai: 'none', controls: 'full', lang: 'fr' }));
    await events(page, 'l', 'ready');
    const frame = await frameOf(page, 'l');
    assert.equal(await frame.locator('#home-open').isVisible(), false, 'no « Tous les jeux »');
    const kriegspiel = JSON.stringify({ game: 'kriegspiel', options: {}, seed: 1, moves: [] });
    await frame.locator('#import').setInputFiles({ name: 'k.json', mimeType: 'application/json', buffer: Buffer.from(kriegspiel) });
    await frame.waitForFunction(() => /autre jeu/.test(document.querySelector('#message').textContent));
    assert.match(await frame.locator('#message').textContent(), /Kriegspiel/);
    assert.equal(await frame.evaluate(() => window.plateaux.state.info.id), 'moulin');
    assert.equal(JSON.parse(await page.evaluate(() => document.getElementById('l').record())).game, 'moulin');
  } finally {
    await ctx.close();
  }
});

test('autosave keeps the element\'s game across reloads, under its id', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    await page.evaluate(() => make({ id: 'kept', game: 'moulin', ai: 'none', autosave: '' }));
    await events(page, 'kept', 'ready');
    await page.evaluate(async () => { const el = document.getElementById('kept'); await el.play('d2'); await el.play('d6'); });
    await events(page, 'kept', 'change', 2);
    await page.reload();
    await page.waitForFunction(() => customElements.get('plateaux-game'));
    await page.evaluate(() => make({ id: 'kept', game: 'moulin', ai: 'none', autosave: '' }));
    await page.waitForFunction(() => window.seen('kept', 'change').some((e) => e.detail.status.moves.length === 2), null, { timeout: 20_000 });
    assert.deepEqual(JSON.parse(await page.evaluate(() => document.getElementById('kept').record())).moves, ['d2', 'd6']);
    // Without an id there is nowhere to keep it: said.
    await page.evaluate(() => make({ game: 'moulin', ai: 'none', autosave: '' }));
    await page.waitForFunction(() => window.log.some((e) => e.type === 'error' && e.detail.attribute === 'autosave'), null, { timeout: 20_000 });
  } finally {
    await ctx.close();
  }
});

test('a host page opened from file:// gets `error` at once, saying why, and its calls reject', async () => {
  const ctx = await launch();
  const dir = mkdtempSync(join(tmpdir(), 'ludotheque-file-'));
  try {
    writeFileSync(join(dir, 'page.html'), `<!doctype html><meta charset="utf-8">
      <script type="module" src="${site.url}www/embed.js"></script>
      <script>window.said = []; addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('plateaux-game');
        el.addEventListener('error', (e) => window.said.push(e.detail.message));
        el.addEventListener('ready', () => window.said.push('ready'));
      });</script>
      <plateaux-game game="moulin" ai="none" style="height: 400px"></plateaux-game>`);
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await page.goto(`file://${join(dir, 'page.html')}`);
    await page.waitForFunction(() => window.said.length > 0, null, { timeout: 20_000 });
    const [said] = await page.evaluate(() => window.said);
    assert.match(said, /file:\/\/.*http/);
    const call = await page.evaluate(() => document.querySelector('plateaux-game').record().then(() => 'resolved', (e) => e.name));
    assert.equal(call, 'SecurityError');
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('mode="view" shows a record to step through with ← and →, and never plays', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    const record = JSON.stringify({ game: 'moulin', options: {}, seed: 1, moves: ['d2', 'd6', 'b4', 'f4'] });
    await page.evaluate((r) => make({ id: 'v', game: 'moulin', mode: 'view', lang: 'fr', record: r }), record);
    await events(page, 'v', 'ready');
    const frame = await frameOf(page, 'v');
    await frame.waitForFunction(() => window.plateaux.app.status().moves.length === 4);
    // The review's banner at the end, no toolbar; nothing to play.
    assert.equal(await frame.locator('#review-bar').isVisible(), true);
    assert.equal(await frame.locator('#toolbar').isVisible(), false);
    assert.deepEqual(await page.evaluate(() => document.getElementById('v').legal()), []);
    const refused = await page.evaluate(() => outcome(document.getElementById('v').play('a1')));
    assert.deepEqual([refused.ok, refused.message], [false, 'the game is shown, not played (mode="view")']);
    // ← twice: the position after the second move; → once more.
    await frame.locator('#review-prev').click();
    await frame.locator('#review-prev').click();
    assert.equal(await frame.evaluate(() => window.plateaux.state.review), 2);
    await frame.locator('#review-next').click();
    assert.equal(await frame.evaluate(() => window.plateaux.state.review), 3);
    // A click on the board plays nothing.
    const box = await frame.locator('#board').boundingBox();
    await frame.locator('#board').click({ position: { x: box.width / 2, y: box.height / 2 } });
    assert.equal(await frame.evaluate(() => window.plateaux.app.status().moves.length), 4);
  } finally {
    await ctx.close();
  }
});

test('`position` starts the game from a position as text; a bad one raises `error` and the game goes on', async () => {
  const ctx = await launch();
  try {
    const { page } = await labPage(ctx);
    // Six men in hand each, three placed by each side (docs/positions.md).
    const position = '3/3/3/6/3/mMm/MmM w 6 6 6';
    await page.evaluate((p) => make({ id: 'p', game: 'moulin', ai: 'none', lang: 'fr', position: p }), position);
    await events(page, 'p', 'ready');
    await page.waitForFunction(() => window.seen('p', 'change').length > 0, null, { timeout: 20_000 });
    const frame = await frameOf(page, 'p');
    assert.match(frame.url(), /embed-full\.html/);
    await frame.waitForFunction(() => /6 en main/.test(document.querySelector('#prompt').textContent));
    // d2 is taken: refused; d7 is free: played, and the record starts from the position.
    const taken = await page.evaluate(() => outcome(document.getElementById('p').play('d2')));
    assert.equal(taken.ok, false);
    await page.evaluate(() => document.getElementById('p').play('d7'));
    const record = JSON.parse(await page.evaluate(() => document.getElementById('p').record()));
    assert.deepEqual([record.position, record.moves], [position, ['d7']]);
    // A new position set later starts the game afresh from it.
    await page.evaluate(() => document.getElementById('p').setAttribute('position', '3/3/3/6/3/3/1M1 b 8 9 0'));
    await page.waitForFunction(() => window.seen('p', 'change').some((e) => e.detail.status.moves.length === 0 && e.detail.status.to_move === 1), null, { timeout: 20_000 });
    // A position the game cannot read: `error` names it, the game goes on.
    await page.evaluate(() => make({ id: 'bad', game: 'moulin', ai: 'none', position: '3/3/3 w' }));
    await events(page, 'bad', 'ready');
    const [error] = await events(page, 'bad', 'error');
    assert.equal(error.detail.attribute, 'position');
    assert.match(error.detail.message, /position was refused .*shape/);
    assert.equal(await page.evaluate(() => document.getElementById('bad').status().then((s) => s.moves.length)), 0);
    // A record that starts from a position opens the frame that reads positions too.
    const fromPosition = JSON.stringify({ game: 'moulin', options: {}, seed: 3, moves: ['d7'], position });
    await page.evaluate((r) => make({ id: 'rp', game: 'moulin', ai: 'none', record: r }), fromPosition);
    await page.waitForFunction(() => window.seen('rp', 'change').some((e) => e.detail.status.moves.length === 1), null, { timeout: 20_000 });
    assert.match((await frameOf(page, 'rp')).url(), /embed-full\.html/);
  } finally {
    await ctx.close();
  }
});

test('with no height from its page, the element is as high as its content, and grows with it', async () => {
  const ctx = await launch({ width: 700, height: 800 });
  try {
    const { page } = await labPage(ctx);
    const made = (id, style) => page.evaluate(([i, s]) => {
      const el = document.createElement('plateaux-game');
      el.id = i;
      for (const [k, v] of Object.entries({ game: 'moulin', ai: 'none', lang: 'fr', controls: 'full' })) el.setAttribute(k, v);
      if (s) el.style.height = s;
      el.addEventListener('ready', () => window.log.push({ id: i, type: 'ready', detail: {} }));
      document.getElementById('box').append(el);
    }, [id, style]);
    await made('auto', null);
    await made('fixed', '300px');
    await page.evaluate(() => { document.getElementById('box').insertAdjacentHTML('beforeend', '<div style="height: 350px"><plateaux-game id="inbox" game="moulin" ai="none"></plateaux-game></div>'); });
    await events(page, 'auto', 'ready');
    await events(page, 'fixed', 'ready');
    const heights = () => page.evaluate(() => ['auto', 'fixed'].map((id) => {
      const el = document.getElementById(id);
      return { el: el.getBoundingClientRect().height, frame: el.shadowRoot.querySelector('iframe').getBoundingClientRect().height };
    }));
    // The page's height was kept; the other took its content's: the board as wide as
    // the element (about 640 px at this width) and its bars, status and moves.
    await page.waitForFunction(() => document.getElementById('auto').getBoundingClientRect().height > 700, null, { timeout: 20_000 });
    let [auto, fixed] = await heights();
    assert.equal(fixed.el, 300);
    assert.equal(fixed.frame, 300);
    // In a container with a height, it fills it.
    assert.equal(await page.locator('#inbox').evaluate((el) => el.getBoundingClientRect().height), 350);
    assert.ok(auto.el > 700 && auto.el < 1400, `auto: ${auto.el}`);
    assert.equal(auto.frame, auto.el);
    // Nothing scrolls inside the frame: all of it shows.
    const frame = await frameOf(page, 'auto');
    const inner = await frame.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
    assert.ok(inner[0] <= inner[1] + 1, `frame scrolls: ${inner}`);
    // Moves make the move list longer: the element follows.
    for (const m of ['d2', 'd6', 'b4', 'f4', 'a1', 'g7', 'b6', 'f2', 'a4', 'g4']) await page.evaluate((mv) => document.getElementById('auto').play(mv), m);
    await page.waitForFunction((h) => document.getElementById('auto').getBoundingClientRect().height > h, auto.el, { timeout: 20_000 });
  } finally {
    await ctx.close();
  }
});
