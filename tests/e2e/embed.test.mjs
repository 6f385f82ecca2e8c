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
  ludo = await serve({ dir: ludoDir, csp: false });
});
after(() => { site.close(); ludo.close(); rmSync(ludoDir, { recursive: true, force: true }); });

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
    assert.equal(await a.locator('#setup').isVisible(), false, 'controls="minimal" hides the setup');
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
