// Learning on the board: from each game's card, "Apprendre" lists its lessons; the
// first three of every game are solved by clicks on the canvas (a player who tries
// the legal moves in turn and takes a wrong try back with "Réessayer"), each ends in
// "Bravo !", a wrong try says why, and the progress is still there after a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, tapCellIn, smallestCell } from './site.mjs';
import { verdict, solve, playByClicks } from './lessons.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

test('the first three lessons of every game, solved by clicks; progress kept', async () => {
  const ctx = await launch({ width: 1280, height: 860 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    for (const game of ['moulin', 'mundeleys', 'mundialito', 'kriegspiel']) {
      await page.goto(`${site.url}?sw=0`);
      await page.locator(`#cards li.card[data-game="${game}"] button`, { hasText: 'Apprendre' }).click();
      await page.locator('#lesson-list button').first().waitFor();
      assert.ok(await page.locator('#lesson-list button').count() >= 8, `${game}: a course of 8 lessons or more`);
      await page.locator('#lesson-list button').first().click();
      const wrongs = [];
      for (let i = 0; i < 3; i++) {
        await page.waitForFunction((n) => window.plateauxLearn.view && window.plateauxLearn.index === n, i);
        assert.ok((await page.locator('#lesson-task').textContent()).length > 10, 'the task is said');
        // The hint marks the piece to use.
        await page.locator('#lesson-hint').click();
        assert.equal(await page.locator('#lesson-hint').getAttribute('aria-pressed'), 'true');
        // …and says it, for whoever does not see the mark: the cells by their names.
        // (A reserve beside the board, for a piece to set up, is named as such.)
        assert.match(await page.locator('#lesson-verdict').textContent(), /^Indice : regardez (?:[a-z]\d+,|réserve \p{L}+\s:)\s.+\.$/u);
        assert.ok(await solve(page, 2, wrongs), `${game} lesson ${i + 1} solved`);
        assert.equal(await page.locator('#lesson-verdict').textContent(), 'Bravo\u00a0!');
        if (i < 2) await page.locator('#lesson-next').click();
      }
      for (const w of wrongs) assert.match(w, /^Pas tout à fait — voici pourquoi : .{8,}/);
      // A lesson about ending a turn is solved with the turn's button.
      const ending = await page.evaluate(() => window.plateauxLearn.list.findIndex((l) => l.key.endsWith('.end')));
      if (ending >= 0) {
        await page.locator('#lesson-back').click();
        await page.locator('#lesson-list button').nth(ending).click();
        await page.waitForFunction((n) => window.plateauxLearn.index === n, ending);
        assert.ok(await solve(page, 2, []), `${game}: the lesson on ending a turn`);
      }
      // The progress survives a reload (which comes back to the lesson on screen).
      const index = await page.evaluate(() => window.plateauxLearn.index);
      await page.reload();
      await page.waitForFunction((n) => window.plateauxLearn.view && window.plateauxLearn.index === n && !document.querySelector('#lesson').hidden, index);
      await page.locator('#lesson-back').click();
      await page.locator('#lesson-list button').first().waitFor();
      const solved = ending >= 0 ? 4 : 3;
      assert.match(await page.locator('#learn-progress').textContent(), new RegExp(`Leçons réussies : ${solved} sur \\d+`));
      assert.equal(await page.locator('#lesson-list button', { hasText: '✓' }).count(), solved);
    }
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('the lessons keep their place in the address: a reload, back and forward, a shared link', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const query = () => page.evaluate(() => location.search);
  const onList = (game) => page.waitForFunction((g) => !document.querySelector('#learn').hidden && window.plateauxLearn.game === g
    && !document.querySelector('#lesson-list-box').hidden && document.querySelector('#lesson-list button'), game);
  const onLesson = (game, n) => page.waitForFunction(([g, i]) => !document.querySelector('#learn').hidden && window.plateauxLearn.game === g
    && window.plateauxLearn.view && window.plateauxLearn.index === i && !document.querySelector('#lesson').hidden, [game, n]);
  try {
    await page.goto(`${site.url}?sw=0`);
    await page.locator('#cards li.card[data-game="moulin"] button', { hasText: 'Apprendre' }).click();
    await onList('moulin');
    assert.equal(await query(), '?sw=0&game=moulin&learn');
    await page.reload();
    await onList('moulin');
    assert.match(await page.locator('#learn-title').textContent(), /moulin/);
    // A lesson: its number in the address, and a reload comes back to it.
    await page.locator('#lesson-list button').nth(1).click();
    await onLesson('moulin', 1);
    assert.equal(await query(), '?sw=0&game=moulin&learn=2');
    await page.reload();
    await onLesson('moulin', 1);
    // Elsewhere, then back and forward.
    await page.goto(`${site.url}?sw=0&game=mundeleys`);
    await page.waitForFunction(() => window.plateaux?.app && !document.querySelector('#play').hidden);
    await page.goBack();
    await onLesson('moulin', 1);
    await page.goForward();
    await page.waitForFunction(() => window.plateaux?.app && !document.querySelector('#play').hidden);
    // Back to the list, then to every game: the address follows.
    await page.goto(`${site.url}?sw=0&game=moulin&learn=2`);
    await onLesson('moulin', 1);
    await page.locator('#lesson-back').click();
    await onList('moulin');
    assert.equal(await query(), '?sw=0&game=moulin&learn');
    await page.locator('#home-open').click();
    assert.equal(await query(), '?sw=0');
    // A shared link opens the lesson it names; a lesson that does not exist, the list.
    await page.goto(`${site.url}?sw=0&game=kriegspiel&learn=3`);
    await onLesson('kriegspiel', 2);
    await page.goto(`${site.url}?sw=0&game=mundialito&learn=99`);
    await onList('mundialito');
    // The browser's Back walks back through the screens the player went to (a phone's
    // back gesture too), and Forward again; it never leaves the site from a lesson.
    await page.goto(`${site.url}?sw=0`);
    await page.locator('#cards li.card[data-game="mundeleys"] button', { hasText: 'Apprendre' }).click();
    await onList('mundeleys');
    await page.locator('#lesson-list button').nth(2).click();
    await onLesson('mundeleys', 2);
    await page.goBack();
    await onList('mundeleys');
    assert.equal(await query(), '?sw=0&game=mundeleys&learn');
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('#home').hidden);
    assert.equal(await query(), '?sw=0');
    await page.goForward();
    await onList('mundeleys');
    await page.goForward();
    await onLesson('mundeleys', 2);
    // A game from the home page, then Back: the home page.
    await page.locator('#home-open').click();
    await page.locator('#cards li.card[data-game="moulin"] button', { hasText: 'Jouer' }).click();
    await page.waitForFunction(() => window.plateaux?.app && !document.querySelector('#play').hidden);
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector('#home').hidden);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('on a phone, a lesson\'s board enlarges for a finger and its lesson is solved by taps', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}?sw=0`);
    await page.locator('#cards li.card[data-game="kriegspiel"] button', { hasText: 'Apprendre' }).click();
    await page.locator('#lesson-list button').first().click();
    await page.waitForFunction(() => window.plateauxLearn.view && window.plateauxLearn.index === 0);
    // The whole field on a phone, then enlarged: every cell a finger wide.
    await smallestCell(page, { view: 'lesson', below: 35 });
    await page.getByRole('button', { name: 'Agrandir le plateau' }).click();
    await smallestCell(page, { view: 'lesson', min: 40 });
    // The lesson's moves, tried by taps on the enlarged board until one is right.
    const legal = await page.evaluate(() => window.plateauxLearn.view.legal());
    let done = false;
    for (const mv of legal) {
      const cells = await page.evaluate((m) => Array.from(window.plateauxLearn.view.cellsOf(m)), mv);
      for (const c of cells) await tapCellIn(page, c, { board: '#lesson-board', cells: '#lesson-cells', view: 'lesson' });
      const kind = await verdict(page);
      if (kind === 'done') { done = true; break; }
      await page.evaluate(() => window.plateauxLearn.view.retry());
    }
    assert.ok(done, 'the first Kriegspiel lesson solved by taps');
    // The next lesson starts at the board's own size.
    await page.locator('#lesson-next').click();
    await page.waitForFunction(() => window.plateauxLearn.index === 1);
    assert.equal(await page.locator('#lesson-zoom-button').textContent(), 'Agrandir le plateau');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('a lesson\'s roll shows the die and tells what it did; the first game after a course is against the beginner', async () => {
  const ctx = await launch({ width: 1280, height: 860 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const onLesson = (n) => page.waitForFunction((i) => window.plateauxLearn.view && window.plateauxLearn.index === i
    && !document.querySelector('#lesson').hidden, n);
  try {
    // Soldiers fire: the die shows its face, and the words say what it did.
    await page.goto(`${site.url}?sw=0&game=kriegspiel&learn`);
    await page.locator('#lesson-list button').first().waitFor();
    const keys = await page.evaluate(() => window.plateauxLearn.list.map((l) => l.key));
    const fire = keys.indexOf('lesson.kriegspiel.soldiers_fire');
    await page.locator('#lesson-list button').nth(fire).click();
    await onLesson(fire);
    assert.ok(await page.locator('#lesson-die').isHidden(), 'no die before a roll');
    await playByClicks(page, 'd2*e4');
    await page.waitForFunction(() => window.plateauxLearn.view.verdict().kind === 'done');
    assert.ok(await page.locator('#lesson-die').isVisible(), 'the die is shown');
    const name = await page.locator('#lesson-die .die-name').textContent();
    const face = /^Dé : ([0-5])$/.exec(name)?.[1];
    assert.ok(face, `the die's name: ${name}`);
    const said = await page.locator('#lesson-verdict').textContent();
    assert.ok(said.includes(`Le dé a donné ${face}\u00a0:`) || said.includes(`Le dé a donné ${face} :`), said);
    assert.equal(/Bravo/.test(said), face !== '0', `praise only for a roll that did something: ${said}`);
    // The last lesson: its end offers the beginner, and that game is against level 1.
    await page.locator('#lesson-back').click();
    await page.locator('#lesson-list button').last().click();
    await onLesson(keys.length - 1);
    await playByClicks(page, 'd2*e4');
    await page.waitForFunction(() => window.plateauxLearn.view.verdict().kind === 'done');
    assert.match(await page.locator('#lesson-verdict').textContent(), /^Bravo.*Le dé a donné 5/);
    await page.locator('#lesson-play').click();
    await page.waitForFunction(() => window.plateaux?.app && !document.querySelector('#play').hidden);
    assert.deepEqual(await page.evaluate(() => window.plateaux.state.sides), [{ kind: 'human', level: 3 }, { kind: 'ai', level: 1 }]);
    // Another course followed to its end: the game's own « Jouer » plays the beginner, once.
    await page.goto(`${site.url}?sw=0&game=moulin&learn`);
    await page.locator('#lesson-list button').last().click();
    await page.waitForFunction(() => window.plateauxLearn.view && !document.querySelector('#lesson').hidden);
    const take = (await page.evaluate(() => window.plateauxLearn.view.legal())).find((m) => m.includes('x'));
    await playByClicks(page, take);
    await page.waitForFunction(() => window.plateauxLearn.view.verdict().kind === 'done');
    await page.locator('#home-open').click();
    await page.locator('#cards li.card[data-game="moulin"] button', { hasText: 'Jouer' }).click();
    await page.waitForFunction(() => window.plateaux?.app && window.plateaux.app.status().game === 'moulin' && !document.querySelector('#play').hidden);
    assert.deepEqual(await page.evaluate(() => window.plateaux.state.sides[1]), { kind: 'ai', level: 1 });
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
