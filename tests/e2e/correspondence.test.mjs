// A game by correspondence between two browsers (two profiles: nothing shared but
// the links). The sender cannot play on for the other side; the receiver is told
// their side and sees the board from it; undo never takes back the other's move;
// the link is short (a 40-ply moulin game fits in a text message), shown to copy by
// hand, and as a QR code that reads back to the same link; a cut link says so and
// changes nothing kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launch } from './browser.mjs';
import { serve, startGame, typeMove, fromMenu, clickCell } from './site.mjs';
import { axeViolations } from './keys.mjs';

const jsQR = createRequire(import.meta.url)('../../scripts/node_modules/jsqr/dist/jsQR.js');

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const status = (page) => page.evaluate(() => window.plateaux.app.status());
const said = (page) => page.locator('#status').textContent();

async function play(page, move) {
  const n = (await status(page)).moves.length;
  await typeMove(page, move);
  await page.waitForFunction((k) => window.plateaux.app.status().moves.length > k, n);
}

// Sends the move just played: the link shown in the box (and checked to be there as
// text to copy by hand), then the box closed.
async function send(page) {
  await fromMenu(page, '#send');
  await page.locator('#link-box[open]').waitFor();
  const link = await page.locator('#link-text').inputValue();
  assert.match(link, /#c=[a-z]+\.[A-Za-z0-9_-]+~[01]$/);
  await page.locator('#link-box .dialog-head button').click();
  return link;
}

// Opens a link in a profile's page (the service worker kept out, as in every test).
async function open(page, link) {
  await page.goto('about:blank');
  await page.goto(link.replace('/#', '/?sw=0#'));
  await page.waitForFunction(() => window.plateaux?.app);
}

test('moulin by correspondence: each plays their own side only, sees it at the bottom, and undoes only their own moves', async () => {
  const alice = await launch({ width: 1280, height: 800 });
  const bob = await launch({ width: 360, height: 740 });
  try {
    const a = alice.pages()[0] ?? await alice.newPage();
    const b = bob.pages()[0] ?? await bob.newPage();
    await startGame(a, site.url, 'moulin', ['human', 'human']);
    await play(a, 'd2');
    const first = await send(a);
    // Alice now plays White only: Black's turn is the opponent's, on their device.
    assert.match(await said(a), /Vous avez les Blancs — en attente du coup de votre adversaire/);
    await clickCell(a, 0); // a point of the board (a7)
    assert.match(await a.locator('#message').textContent(), /C'est à votre adversaire de jouer/);
    assert.equal((await status(a)).moves.length, 1);
    assert.match(await a.locator('#bar-top').textContent(), /Votre adversaire/);

    await open(b, first);
    assert.match(await said(b), /Vous avez les Noirs — à vous de jouer/);
    assert.equal(await b.evaluate(() => window.plateaux.state.flipped), true, 'Black sees the board from its side');
    assert.match(await b.locator('#bar-bottom').textContent(), /Les Noirs\s*Vous/);
    // White's move is not Bob's to take back.
    assert.equal(await b.locator('#undo').isDisabled(), true);
    await play(b, 'd6');
    assert.equal(await b.locator('#undo').isDisabled(), false, 'his own move, before he sends it');
    const second = await send(b);
    assert.match(second, /~0$/);
    assert.match(await said(b), /en attente du coup de votre adversaire/);

    // Back to Alice: the same game goes on in its place, her turn.
    await open(a, second);
    assert.deepEqual((await status(a)).moves, ['d2', 'd6']);
    assert.match(await said(a), /Vous avez les Blancs — à vous de jouer/);
    assert.equal(await a.evaluate(() => window.plateaux.state.flipped), false);
    assert.equal(await a.locator('#undo').isDisabled(), true, "Bob's move stays");
    const kept = await a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('plateaux.game.')).length);
    assert.equal(kept, 1, 'the link continued the kept game');
    assert.deepEqual(await axeViolations(a, site.root), []);
  } finally {
    await alice.close();
    await bob.close();
  }
});

test('a 40-ply moulin game fits in a text message; the QR code reads back to the link; a cut link says so', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const other = await launch({ width: 1280, height: 800 });
  try {
    const page = ctx.pages()[0] ?? await ctx.newPage();
    await startGame(page, site.url, 'moulin', ['human', 'human']);
    // 40 plies of a seeded game, played through the page's own move entry.
    await page.evaluate(() => {
      let seed = 7;
      const r = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
      for (let i = 0; i < 40; i++) {
        const legal = window.plateaux.app.legal();
        window.plateaux.app.play(legal[Math.floor(r() * legal.length)]);
      }
    });
    assert.equal((await status(page)).moves.length, 40);
    const link = await send(page);
    const tail = link.slice(new URL(site.url).origin.length + new URL(site.url).pathname.length);
    console.log(`link after 40 moulin plies: ${tail.length} characters after the site's address`);
    assert.ok(tail.length <= 160, tail);
    // The box shows it, says how long it is, and draws its QR code when asked.
    await fromMenu(page, '#send');
    await page.locator('#link-box[open]').waitFor();
    assert.match(await page.locator('#link-length').textContent(), new RegExp(`${link.length} caractères`));
    await page.locator('#link-qr-open').click();
    await page.locator('#link-qr:not([hidden])').waitFor();
    const image = await page.evaluate(() => {
      const c = document.querySelector('#link-qr');
      const data = c.getContext('2d').getImageData(0, 0, c.width, c.height);
      return { width: c.width, height: c.height, data: Array.from(data.data) };
    });
    const code = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
    assert.equal(code?.data, link);
    assert.deepEqual(await axeViolations(page, site.root), []);

    // Cut on its way: said in plain words; the games kept in that browser stay.
    const p2 = other.pages()[0] ?? await other.newPage();
    await startGame(p2, site.url, 'moulin', ['human', 'human']);
    await play(p2, 'a1');
    await open(p2, link.slice(0, -12));
    const message = await p2.locator('#message').textContent();
    assert.match(message, /incomplet/);
    assert.match(message, /n'ont pas changé/);
    assert.doesNotMatch(message, /relevé|nouvelle partie/);
    assert.deepEqual((await status(p2)).moves, ['a1'], 'the game kept here is the one shown');
  } finally {
    await ctx.close();
    await other.close();
  }
});

test('Kriegspiel by correspondence: a whole turn goes in one link, the receiver plays the other army', async () => {
  const alice = await launch({ width: 1280, height: 800 });
  const bob = await launch({ width: 1280, height: 800 });
  try {
    const a = alice.pages()[0] ?? await alice.newPage();
    const b = bob.pages()[0] ?? await bob.newPage();
    await startGame(a, site.url, 'kriegspiel', ['human', 'human']);
    // Mid-turn, there is nothing to send yet: said.
    const first = await a.evaluate(() => { const st = window.plateaux.app.status(); return window.plateaux.app.legal().find((m) => m !== st.pass); });
    await play(a, first);
    await fromMenu(a, '#send');
    assert.match(await a.locator('#message').textContent(), /Terminez d'abord votre tour/);
    const pass = (await status(a)).pass;
    await play(a, pass);
    await a.waitForFunction(() => !window.plateaux.app.status().chance);
    const link = await send(a);
    assert.match(link, /#c=kriegspiel\./);
    await open(b, link);
    assert.equal((await status(b)).moves.length, (await status(a)).moves.length);
    assert.match(await said(b), /Vous avez .* — à vous de jouer/);
    assert.equal(await b.locator('#undo').isDisabled(), true);
  } finally {
    await alice.close();
    await bob.close();
  }
});
