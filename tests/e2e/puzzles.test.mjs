// Puzzles on the page, as a player meets them: the puzzle of the day from the home
// (named, its position drawn), a wrong move answered on the board and explained in
// words, « Réessayer », the hint, the solution by clicks ending in « Bravo », the
// puzzle marked solved in the list (kept after a reload), the home saying the day's
// puzzle is solved; in English on a phone, a puzzle solved by keyboard alone and the
// next by touch, the clean streak counted, the verdict brought into view below the
// board; an address edited by hand (a puzzle, a lesson or a game that is not there)
// said in a notice; every screen axe-clean. The puzzles are whatever each game's
// files hold: the test reads the line from the page, never names a move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './browser.mjs';
import { serve, tapCellIn, chooseLanguage } from './site.mjs';
import { axeViolations, arrowPath } from './keys.mjs';
import { verdict, playByClicks } from './lessons.mjs';

let site;
before(async () => { site = await serve(); });
after(() => site.close());

// The puzzle on screen: its line, the moves played, whose turn, the learner.
const where = (page) => page.evaluate(() => {
  const l = window.plateauxLearn;
  const st = l.view.status();
  return { line: l.list[l.index].line, played: st.moves.length, toMove: st.to_move, learner: l.view.learner(), pass: st.pass };
});

// Plays the puzzle's line from where it stands by `play(mv)`, the learner's moves
// only: the defence answers by itself.
async function solveWith(page, play) {
  for (let k = 0; k < 20; k++) {
    const w = await where(page);
    if (w.played >= w.line.length || (await verdict(page)) !== 'pending') return;
    assert.equal(w.toMove, w.learner, 'the defence answered by itself');
    await play(w.line[w.played]);
  }
}

test('the puzzle of the day: a wrong move explained, the hint, solved by clicks, kept', async () => {
  const ctx = await launch({ width: 1280, height: 800 });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}?sw=0`);
    const daily = page.locator('#daily');
    await daily.getByRole('button', { name: 'Résoudre' }).waitFor();
    assert.match(await daily.textContent(), /^Problème du jour/);
    // Once the lessons' module has come, the card names the puzzle and shows its position.
    const named = await daily.locator('.daily-what').textContent();
    // The home drawn again (the language switched there and back) keeps one picture.
    await chooseLanguage(page, 'en');
    await daily.getByText('Puzzle of the day').waitFor();
    await chooseLanguage(page, 'fr');
    await daily.getByRole('button', { name: 'Résoudre' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await daily.locator('canvas').count(), 1, 'one picture');
    assert.equal(await daily.locator('.daily-what').textContent(), named);
    assert.ok(await daily.locator('canvas').evaluate((c) => {
      const px = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      return c.width > 0 && px.some((v, i) => i % 4 !== 3 && v !== px[i % 4]);
    }), 'the position is drawn');
    assert.deepEqual(await axeViolations(page, site.root), []);
    await daily.getByRole('button', { name: 'Résoudre' }).click();
    await page.waitForFunction(() => window.plateauxLearn.view && !document.querySelector('#lesson').hidden);
    const n = await page.evaluate(() => window.plateauxLearn.index + 1);
    assert.equal(new URL(page.url()).searchParams.get('puzzle'), String(n));
    assert.match(await page.locator('#lesson-title').textContent(), new RegExp(`^Problème ${n} · .+ · (Facile|Moyen|Difficile)$`));
    assert.equal(named, await page.locator('#lesson-title').textContent(), 'the card named the puzzle that opens');
    assert.match(await page.locator('#lesson-task').textContent(), /Vous jouez (les|l')/);

    // A wrong move, by clicks: refused in words, the answer shown on the board.
    const { line } = await where(page);
    const legal = await page.evaluate(() => window.plateauxLearn.view.legal());
    const wrong = legal.find((m) => m !== line[0] && !m.startsWith('end'));
    await playByClicks(page, wrong);
    assert.equal(await verdict(page), 'wrong');
    const said = await page.locator('#lesson-verdict').textContent();
    assert.match(said, /^Pas tout à fait — voici pourquoi : ce n'est pas le coup qui gagne\. Après \S+ : .+ : .+/);
    assert.ok(said.includes(`Après ${wrong} :`), said);
    assert.deepEqual(await axeViolations(page, site.root), []);
    await page.locator('#lesson-retry').click();
    assert.equal((await where(page)).played, 0, '« Réessayer » takes the move and its answer back');

    // The hint marks where the solution starts, and says it.
    await page.locator('#lesson-hint').click();
    assert.match(await page.locator('#lesson-verdict').textContent(), /^Indice : regardez .+\.$/);
    const hint = await page.evaluate(() => Array.from(window.plateauxLearn.view.hintCells()));
    const first = await page.evaluate((m) => Array.from(window.plateauxLearn.view.cellsOf(m)), line[0]);
    assert.deepEqual(hint, first.slice(0, 1));

    await solveWith(page, (mv) => playByClicks(page, mv));
    assert.equal(await verdict(page), 'done');
    assert.match(await page.locator('#lesson-verdict').textContent(), /^Bravo, problème résolu\u00a0!/);
    assert.equal(await page.locator('#lesson-next').textContent(), 'Problème suivant');

    // The list marks it solved, and a reload keeps it.
    await page.reload();
    await page.waitForFunction(() => window.plateauxLearn.view && !document.querySelector('#lesson').hidden);
    await page.locator('#lesson-back').click();
    const button = page.locator('#puzzle-list-box .puzzle-grid button', { hasText: new RegExp(`^${n}$`) });
    await button.waitFor();
    assert.match(await button.getAttribute('aria-label'), /— résolu$/);
    assert.match(await page.locator('#puzzle-list-box').textContent(), /Résolus : 1 sur \d+/);
    assert.deepEqual(await axeViolations(page, site.root), []);
    // The home says the day's puzzle is solved.
    await page.locator('#home-open').click();
    await page.locator('#daily').getByText('résolu aujourd\'hui').waitFor();
    assert.match(await page.locator('#daily').textContent(), /1 jour de suite/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('in English on a phone: a puzzle solved by keyboard alone, the next by touch, the streak', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true, locale: 'en-GB' });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${site.url}?sw=0&lang=en&game=moulin&puzzle=1`);
    await page.waitForFunction(() => window.plateauxLearn.view && !document.querySelector('#lesson').hidden);
    assert.match(await page.locator('#lesson-title').textContent(), /^Puzzle 1 · .+ · (Easy|Medium|Hard)$/);
    assert.match(await page.locator('#lesson-task').textContent(), /You play (White|Black)\.$/);
    // Into the board from the task, then the arrows to each cell and Enter.
    for (let i = 0; i < 12 && !(await page.evaluate(() => document.activeElement?.dataset?.cell)); i++) await page.keyboard.press('Tab');
    await solveWith(page, async (mv) => {
      const cells = await page.evaluate((m) => Array.from(window.plateauxLearn.view.cellsOf(m)), mv);
      for (const c of cells) {
        const here = await page.evaluate(() => Number(document.activeElement.dataset.cell));
        const path = arrowPath(await page.evaluate(() => window.plateauxLearn.view.spots()), here, c);
        assert.ok(path, `cell ${c} cannot be reached with the arrows`);
        for (const key of path) await page.keyboard.press(key);
        await page.keyboard.press('Enter');
      }
    });
    assert.equal(await verdict(page), 'done');
    assert.equal(await page.locator('#lesson-verdict').textContent(), 'Well done, puzzle solved! Clean streak: 1.');
    assert.deepEqual(await axeViolations(page, site.root), []);
    await page.locator('#lesson-next').click();
    await page.waitForFunction(() => window.plateauxLearn.index === 1);
    assert.match(await page.locator('#lesson-title').textContent(), /^Puzzle 2 · /);
    // The next one by touch: a finger on each cell of the moves.
    await solveWith(page, async (mv) => {
      const cells = await page.evaluate((m) => Array.from(window.plateauxLearn.view.cellsOf(m)), mv);
      for (const c of cells) await tapCellIn(page, c, { board: '#lesson-board', cells: '#lesson-cells', view: 'lesson' });
    });
    assert.equal(await page.locator('#lesson-verdict').textContent(), 'Well done, puzzle solved! Clean streak: 2.');
    // Below the board on a phone, the verdict and « Next puzzle » come into view by themselves.
    await page.waitForFunction(() => {
      const [v, next] = ['#lesson-verdict', '#lesson-next'].map((s) => document.querySelector(s).getBoundingClientRect());
      return v.top >= 0 && next.bottom <= window.innerHeight;
    }, null, { timeout: 5000 });
    await page.locator('#lesson-back').click();
    await page.locator('#puzzle-list-box').getByText('Clean streak: 2 (best: 2)').waitFor();
    assert.match(await page.locator('#puzzle-list-box').textContent(), /Solved: 2 of \d+/);
    assert.deepEqual(await axeViolations(page, site.root), []);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('an address edited by hand: a puzzle, a lesson or a game that is not there is said, and the list or the home shown', async () => {
  const ctx = await launch({ width: 360, height: 740, isMobile: true, hasTouch: true });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // A puzzle past the last: the list, and how many there are (as the list counts them).
    await page.goto(`${site.url}?game=moulin&puzzle=999`);
    const notice = page.locator('#learn-notice');
    await notice.waitFor();
    const total = await page.locator('#puzzle-list-box .puzzle-grid button').count();
    assert.ok(total >= 30, `${total} puzzles listed`);
    assert.equal(await notice.textContent(), `Il n'y a pas de problème « 999 » : ce jeu en a ${total}, les voici.`);
    assert.equal(await notice.getAttribute('role'), 'alert');
    assert.ok(await page.locator('#lesson-list-box').isVisible(), 'the lessons and puzzles are listed');
    assert.deepEqual(await axeViolations(page, site.root), []);
    // Opening a puzzle from the list: the notice goes with the list.
    await page.locator('#puzzle-list-box .puzzle-grid button').first().click();
    await page.locator('#lesson').waitFor();
    assert.equal(await notice.count(), 0);

    // Not a number, cut short if long; a lesson likewise.
    await page.goto(`${site.url}?game=moulin&puzzle=${'x'.repeat(200)}`);
    await notice.waitFor();
    assert.match(await notice.textContent(), /^Il n'y a pas de problème « x{23}… »/);
    await page.goto(`${site.url}?game=mundeleys&learn=0.5`);
    await notice.waitFor();
    const lessons = await page.locator('#lesson-list button').count();
    assert.equal(await notice.textContent(), `Il n'y a pas de leçon « 0.5 » : ce jeu en a ${lessons}, les voici.`);

    // A game that is not here, in English: the home, which says so.
    await page.goto(`${site.url}?game=chess&lang=en`);
    const home = page.locator('#home-notice');
    await home.waitFor();
    assert.equal(await home.textContent(), 'There is no game “chess” here: choose one below.');
    assert.ok(await page.locator('#cards li.card').first().isVisible(), 'the games to choose from');
    assert.deepEqual(await axeViolations(page, site.root), []);
    // The home opened another way has no notice.
    await page.locator('#cards li.card button', { hasText: 'Learn' }).first().click();
    await page.locator('#learn-title').waitFor();
    await page.goBack();
    await page.locator('#cards li.card').first().waitFor();
    assert.equal(await page.locator('#home-notice').count(), 0, 'back on the home, nothing to say');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});
