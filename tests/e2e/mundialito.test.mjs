// Mundialito from setup to goal by clicking: the person sets up Yellow's pyramids
// and ball by clicks on the reserve and the board, plays turns of one or two
// actions (ending a turn with the button), and the page announces the goal.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, startGame, playWholeGame, rng, openSetup, submitSetup } from './site.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// Prefers a pass toward the goal, ends a turn now and then, otherwise random.
const player = (seed) => {
  const r = rng(seed);
  return (legal) => {
    if (legal.includes('end') && r() < 0.3) return 'end';
    const passes = legal.filter((m) => m.includes('<>'));
    const pool = passes.length && r() < 0.5 ? passes : legal.filter((m) => m !== 'end');
    return pool[Math.floor(r() * pool.length)];
  };
};

test('a game of Mundialito from setup to goal, set up by clicks', async () => {
  const ctx = await launch({ width: 1100, height: 820 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await startGame(page, site.url, 'mundialito', ['human', 'ai1']);
    // Setup: the page offers the one-click arrangements.
    assert.equal(await page.locator('#shortcuts button').count(), 2);
    let sawAction = false;
    const st = await playWholeGame(page, {
      human: 0,
      pick: player(5),
      onTurn: async (p) => {
        const prompt = await p.locator('#prompt').textContent();
        if (/Action [12] sur 2/.test(prompt)) sawAction = true;
      },
    });
    assert.ok(st.over);
    assert.ok(sawAction, 'the page said which action of the turn it was');
    // Every setup placement was made: 12 pyramids and 2 balls.
    assert.equal(st.moves.filter((m) => m.includes('@')).length, 14);
    const text = await page.locator('#status').textContent();
    assert.match(text, /Les (Jaunes|Rouges) gagnent : .+|Partie nulle : .+/, text);
    await page.screenshot({ path: '/tmp/plateaux-e2e-mundialito.png' });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('the standard setup button and the timed match clock', async () => {
  const ctx = await launch({ width: 1100, height: 820 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  try {
    await page.clock.install(); // the page's own timers, driven by the test
    await page.goto(`${site.url}?sw=0&game=mundialito`);
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    await openSetup(page);
    await page.selectOption('#seat-0', 'human');
    await page.selectOption('#seat-1', 'human');
    await page.locator('#lots').setChecked(false);
    await page.locator('#opt-timed_match').setChecked(true);
    await page.locator('#opt-timed_match-minutes').fill('1');
    await page.locator('#opt-timed_match-minutes').dispatchEvent('change');
    await submitSetup(page);
    await page.waitForFunction(() => window.plateaux.app.status().moves.length === 0);
    assert.match(await page.locator('#clock').textContent(), /Temps restant : [01]:\d\d/);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Placement standard' }).click();
    const st = await page.evaluate(() => window.plateaux.app.status());
    assert.equal(st.moves.length, 14);
    assert.equal(st.prompt.key, 'mundialito.action');
    assert.deepEqual(st.notes.map((n) => n.key), ['mundialito.score'], 'the score, and the action only once (in the prompt)');
    // The minute runs out: no goal each, so the match is drawn and play stops.
    await page.clock.fastForward('01:01');
    await page.waitForFunction(() => window.plateaux.app.status().over);
    const end = await page.evaluate(() => window.plateaux.app.status());
    assert.equal(end.reason, 'time-up');
    assert.match(await page.locator('#status').textContent(), /Partie nulle/);
    assert.deepEqual(await page.evaluate(() => window.plateaux.app.legal()), []);
    // Reloaded, the match is still over: its record says the clock ran out.
    await page.reload();
    await page.waitForFunction(() => window.plateaux && window.plateaux.app);
    const back = await page.evaluate(() => window.plateaux.app.status());
    assert.equal(back.moves.length, 14, 'the same match came back');
    assert.equal(back.over, true, 'a timed-out match does not resume on reload');
    assert.equal(back.reason, 'time-up');
  } finally {
    await ctx.close();
  }
});
