// What a screen reader gets in a game of many actions (Kriegspiel): the live region
// says only what is new (an action, then the status and what to do when they change;
// the computer's whole turn once, when it hands over), a shot's "Le dé roule…" once,
// and its roll once, never while the die spins; the die is shown as a die, named
// « Dé : n », and goes once the next action is played; and the keyboard's focus is
// not dropped to the page when the control it was on goes away ("Commencer", "Fin du
// tour", "Annuler").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playAndWait, moveCount, openSetup } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

const row = (cell) => Number(cell.match(/\d+/)[0]);
const legal = (page) => page.evaluate(() => window.plateaux.app.legal());

// Every text the live region takes, every change of the die (with whether it was
// hidden from screen readers then), and every focus given to a cell of the board.
async function listen(page) {
  await page.evaluate(() => {
    const log = { said: [], die: [], cellFocus: 0 };
    window.voiceLog = log;
    const announce = document.querySelector('#announce');
    // Emptied a while after it spoke: that is no saying.
    new MutationObserver(() => { if (announce.textContent) log.said.push(announce.textContent); })
      .observe(announce, { childList: true, characterData: true, subtree: true });
    const die = document.querySelector('#die');
    new MutationObserver(() => log.die.push({
      text: die.textContent,
      shown: !die.hidden,
      chance: window.plateaux.app.status().chance,
      silent: die.closest('[aria-hidden="true"]') != null,
      live: die.closest('[aria-live]') != null,
    })).observe(die, { childList: true, characterData: true, subtree: true, attributes: true });
    document.addEventListener('focusin', (e) => { if (e.target.closest('#board-cells')) log.cellFocus++; });
  });
}
const heard = (page) => page.evaluate(() => window.voiceLog.said.splice(0));

// The element with the keyboard's focus: whether it is a cell of the board, its name
// as a screen reader reads it, its tag.
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { cell: el?.closest('#board-cells') != null, name: el?.textContent ?? '', tag: el?.tagName };
});

async function personsTurn(page, side = 0) {
  await page.waitForFunction((s) => {
    const { app, state } = window.plateaux;
    const st = app.status();
    return st.over || (!state.thinking && !st.chance && st.to_move === s);
  }, side, { timeout: 60_000 });
}

test('Kriegspiel against the computer: each action said once, the computer\'s turn in one summary', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'kriegspiel', ['human', 'ai1']);
    await listen(page);
    // Two half-rotations: each is said alone, without the turn so far nor the status again.
    const halves = (await legal(page)).filter((m) => /^[a-z]\d+:N[EW]$/.test(m));
    const first = halves[0];
    await playAndWait(page, first);
    const second = (await legal(page)).find((m) => /^[a-z]\d+:N[EW]$/.test(m) && m.split(':')[0] !== first.split(':')[0]);
    await playAndWait(page, second);
    const mine = await heard(page);
    assert.equal(mine.length, 2, mine.join(' | '));
    for (const [i, text] of mine.entries()) {
      assert.match(text, /^Les Français : \S+ tourne vers [^,]+\.?$/, `action ${i + 1} said alone: ${text}`);
      assert.doesNotMatch(text, /à vous/, 'the status is not said again while it stays the same');
    }
    assert.notEqual(mine[0], mine[1]);
    // The turn ends; the computer plays its own, of many actions.
    await page.locator('#pass').click();
    await personsTurn(page);
    const turn = await heard(page);
    const total = turn.reduce((n, s) => n + s.length, 0);
    // One sentence to hand over ("fin du tour", the computer thinking), one summary.
    assert.ok(turn.length <= 2, `${turn.length} announcements for one turn of the computer: ${turn.join(' | ')}`);
    assert.match(turn[0], /^Les Français : fin du tour\. L'ordinateur réfléchit pour les Anglais…$/);
    const summary = turn[turn.length - 1];
    // The turn summed up (its end goes without saying), then whose turn it is now.
    assert.match(summary, /^Les Anglais : .+\. Aux Français de jouer : à vous\u00a0! Phase de mouvement/);
    assert.ok(total <= summary.length + 120, `${total} characters said for a summary of ${summary.length}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

// Two people, so nothing is hidden by the computer's pace: the French march forward
// until a shot is in range, the English end their turns at once. Returns the shot.
async function marchToShot(page) {
  for (let turn = 0; turn < 40; turn++) {
    for (let action = 0; action < 12; action++) {
      const moves = await legal(page);
      const shot = moves.find((m) => m.includes('*'));
      if (shot) return shot;
      const step = moves.find((m) => { const [a, b] = m.split('-'); return b && !m.includes('>') && row(b) > row(a); });
      const half = moves.find((m) => /^[a-z]\d+:N[EW]$/.test(m));
      if (!(step ?? half)) break;
      await playAndWait(page, step ?? half);
    }
    for (let side = 0; side < 2; side++) {
      const before = await moveCount(page);
      await page.locator('#pass').click();
      await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
    }
  }
  return null;
}

test('a shot: "Le dé roule…" said once, the roll once and never while the die spins, a die named « Dé : n » that goes at the next action', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'kriegspiel', ['human', 'human']);
    const shot = await marchToShot(page);
    assert.ok(shot, 'a shot came within range');
    await listen(page);
    await playAndWait(page, shot);
    await page.waitForFunction(() => {
      const st = window.plateaux.app.status();
      return !st.chance && st.rolled != null && !document.querySelector('#die').hidden;
    });
    const face = await page.evaluate(() => window.plateaux.app.status().rolled);
    const said = await page.evaluate(() => window.voiceLog.said);
    for (const text of said) assert.doesNotMatch(text, /roule[\s\S]*roule/, `said twice: ${text}`);
    assert.match(said[0], /^Les Français : \S+ tire sur \S+\. Tir\u00a0! Le dé roule…$/);
    // The die is no live region, and hidden from screen readers while it spins.
    assert.equal(await page.locator('#die').getAttribute('aria-live'), null);
    const spinning = await page.evaluate(() => window.voiceLog.die.filter((d) => d.shown && d.chance));
    assert.ok(spinning.length >= 3, 'the die was seen spinning');
    for (const d of spinning) assert.ok(d.silent && !d.live, `a spinning face was exposed: ${JSON.stringify(d)}`);
    // Shown as a die, not as a number to click: its face's pips, and its name on the
    // screen and for a screen reader.
    assert.equal(await page.locator('#die').innerText(), `Dé : ${face}`);
    assert.equal(await page.locator('#die .pip').count(), Number(face));
    assert.match(await page.locator('#board-wrap').ariaSnapshot(), new RegExp(`text: "?Dé : ${face}"?`));
    await page.screenshot({ path: '/tmp/plateaux-e2e-voice-die.png' });
    // The roll is said once by the live region, with what it did, and not again at
    // the next action (here the end of the turn), which takes the die away.
    const before = await moveCount(page);
    await page.locator('#pass').click();
    await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
    assert.ok(await page.locator('#die').isHidden(), 'the die goes at the next action');
    const all = await heard(page);
    const rolls = all.filter((s) => new RegExp(`dé : ${face}\\b`).test(s));
    assert.equal(rolls.length, 1, `the roll said once: ${all.join(' | ')}`);
    assert.match(rolls[0], new RegExp(`^Les Français : dé : ${face}\\b`));
    assert.match(all[all.length - 1], /^Les Français : fin du tour\. Aux Anglais de jouer/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('the focus stays in the game when its control goes: "Commencer", "Fin du tour", "Annuler" by keyboard', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // "Commencer" closes the setup form under the focus: the new game's board takes it.
    await page.goto(`${site.url}?sw=0&game=kriegspiel`);
    // The page settled (the computer may open the first game: its actions redraw the
    // panel, and a click aimed meanwhile may land on another control).
    await page.waitForFunction(() => window.plateaux?.app && !window.plateaux.state.thinking);
    await openSetup(page);
    await page.selectOption('#seat-0', 'human');
    await page.selectOption('#seat-1', 'ai1');
    await page.locator('#lots').setChecked(false);
    await page.locator('#setup-form button[type=submit]').focus();
    await page.keyboard.press('Enter');
    // The computer may have opened the game: the page asks before replacing it, the
    // safe answer first; the person chooses to start anew.
    await page.waitForFunction(() => document.querySelector('#confirm').open || !document.querySelector('#setup').open);
    if (await page.evaluate(() => document.querySelector('#confirm').open)) {
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'confirm-no');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction(() => !document.querySelector('#setup').open);
    let f = await focused(page);
    assert.ok(f.cell, `after "Commencer" the focus is on the board, not on ${f.tag}`);
    assert.match(f.name, /^[a-i][1-8], /, `a cell named in words: ${f.name}`);
    await listen(page);
    // "Fin du tour" goes while the computer plays: the focus goes to the board, and
    // is there when the person's turn comes back.
    await page.locator('#pass').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.plateaux.state.thinking);
    f = await focused(page);
    assert.ok(f.cell, `while the computer plays the focus is on the board, not on ${f.tag}`);
    await personsTurn(page);
    f = await focused(page);
    assert.ok(f.cell, `when the person's turn comes back the focus is on the board, not on ${f.tag}`);
    // The computer's actions redraw the board without moving the focus from cell to
    // cell (a screen reader would read the cell again at each).
    assert.equal(await page.evaluate(() => window.voiceLog.cellFocus), 1, 'the board took the focus once');
    // "Annuler" back to the start of the game: the button is disabled, the focus goes
    // to the board.
    await page.locator('#undo').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 0);
    assert.ok(await page.locator('#undo').isDisabled());
    f = await focused(page);
    assert.ok(f.cell, `after "Annuler" the focus is on the board, not on ${f.tag}`);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
