// Serves dist/ on a free loopback port for the end-to-end tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function serve({ dir = join(root, 'dist'), prefix = '/', csp = true, corsEmbedOnly = false } = {}) {
  const args = [join(root, 'scripts', 'serve.py'), dir, '0', `--prefix=${prefix}`, ...(csp ? [] : ['--no-csp']), ...(corsEmbedOnly ? ['--cors=embed'] : [])];
  const proc = spawn('python3', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+\/\S*/);
      if (m) resolve(m[0]);
    });
    proc.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url, close: () => proc.kill(), root };
}

/// Clicks (or taps) the canvas where a cell is drawn, as a person would.
export async function clickCell(page, cell, { tap = false } = {}) {
  // A person looks at the board before tapping it (a tap off the screen reaches nothing).
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const pos = await page.evaluate((c) => window.plateaux.app.cellPosition(c), cell);
  if (!pos) throw new Error(`cell ${cell} is not drawn`);
  const [x, y] = [box.x + pos[0], box.y + pos[1]];
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/// Taps a cell of a board that may be enlarged, and so scroll in its frame: the cell
/// is brought into view first, as a person scrolls the board with a finger before
/// tapping. `board` and `cells` are the canvas and its cells' overlay; `view` is
/// 'app' (the game) or 'lesson'.
export async function tapCellIn(page, cell, { board = '#board', cells = '#board-cells', view = 'app' } = {}) {
  await page.evaluate(([sel, c]) => document.querySelector(`${sel} [data-cell="${c}"]`).scrollIntoView({ block: 'center', inline: 'center' }), [cells, cell]);
  const box = await page.locator(board).boundingBox();
  const pos = await page.evaluate(([v, c]) => (v === 'lesson' ? window.plateauxLearn.view : window.plateaux.app).cellPosition(c), [view, cell]);
  await page.touchscreen.tap(box.x + pos[0], box.y + pos[1]);
  // The browser sends its click a moment after the finger lifts; the page then
  // redraws (and may grow or shrink below the board): let it settle before the next.
  await page.waitForTimeout(150);
}

/// Waits until the smallest cell drawn on a board (its diameter, CSS pixels) is at
/// least `min` and below `below`, and returns it. The board is redrawn at its new size
/// on the browser's next resize notice, not at the click that enlarged it, so a test
/// that reads the size at once would read the old one. `view` is 'app' or 'lesson'.
export async function smallestCell(page, { view = 'app', min = 0, below = Infinity } = {}) {
  const size = (v) => Math.min(...(v === 'lesson' ? window.plateauxLearn.view : window.plateaux.app).spots().map((s) => 2 * s.r));
  const until = Date.now() + 5000;
  for (;;) {
    const d = await page.evaluate(size, view);
    if (d >= min && d < below) return d;
    if (Date.now() > until) throw new Error(`the smallest cell stays ${d} px, not in [${min}, ${below})`);
    await page.waitForTimeout(50);
  }
}

/// Plays the move `mv` by clicking its cells on the canvas.
export async function playByClicks(page, mv, opts) {
  const cells = await page.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv);
  for (const c of cells) await clickCell(page, c, opts);
}

/// How many moves the game on the page has.
export const moveCount = (page) => page.evaluate(() => window.plateaux.app.status().moves.length);

/// Plays `mv` by clicks and waits until the game has taken it (a move more).
export async function playAndWait(page, mv) {
  const before = await moveCount(page);
  await playByClicks(page, mv);
  await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before);
}

/// Opens the page and starts a game with the given seats (lots off, so seat 1 is the first side).
export async function startGame(page, url, game, seats) {
  await page.goto(`${url}?sw=0&game=${game}`);
  // The page settled (the computer may open the first game: its actions redraw the
  // panel, and a click aimed meanwhile may land on another control).
  await page.waitForFunction(() => window.plateaux?.app && !window.plateaux.state.thinking);
  await openSetup(page);
  for (const [i, v] of seats.entries()) await page.selectOption(`#seat-${i}`, v);
  await page.locator('#lots').setChecked(false);
  await submitSetup(page);
  await page.waitForFunction(() => window.plateaux.app.status().moves.length === 0);
}

/// Opens the menu (everything but the turn's own actions), if it is not open.
export async function openMenu(page) {
  if (!(await page.evaluate(() => document.querySelector('#menu').open))) await page.locator('#menu-open').click();
}

/// Opens the menu and uses one of its controls (`how`: click or tap).
export async function fromMenu(page, selector, how = 'click') {
  await openMenu(page);
  await page.locator(selector)[how]();
}

/// Opens the menu's "Nouvelle partie" form.
export async function openSetup(page) {
  await openMenu(page);
  if (!(await page.evaluate(() => document.querySelector('#setup').open))) await page.locator('#setup summary').click();
}

/// Starts the game the setup form describes; a game in progress is replaced (the page
/// asks first, and the answer is yes).
export async function submitSetup(page) {
  await page.locator('#setup-form button[type=submit]').click();
  await page.waitForFunction(() => document.querySelector('#confirm').open || !document.querySelector('#menu').open);
  if (await page.evaluate(() => document.querySelector('#confirm').open)) await page.locator('#confirm-yes').click();
  await page.waitForFunction(() => !document.querySelector('#menu').open);
}

/// Types a move in the menu's "Saisir un coup" field and plays it (Enter).
export async function typeMove(page, move) {
  await openMenu(page);
  if (!(await page.evaluate(() => document.querySelector('#typed').open))) await page.locator('#typed summary').click();
  await page.locator('#typed-move').fill(move);
  await page.locator('#typed-move').press('Enter');
}

/// Mulberry32: a tiny seeded generator so a failing game can be replayed.
export function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6D2B79F5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/// Plays a whole game as seat `human` (0 or 1) against the page's AI, choosing
/// moves with `pick(legalMoves)` and entering each by clicks on the canvas. Returns
/// the final status. Chance steps are rolled by the page itself.
export async function playWholeGame(page, { human = 0, pick, tap = false, maxMoves = 2000, onTurn } = {}) {
  for (let n = 0; n < maxMoves; n++) {
    // Wait until it is the person's turn or the game is over.
    await page.waitForFunction((h) => {
      const { app, state } = window.plateaux;
      const st = app.status();
      return st.over || (!state.thinking && !st.chance && st.to_move === h);
    }, human, { timeout: 60_000 });
    const st = await page.evaluate(() => window.plateaux.app.status());
    if (st.over) return st;
    if (onTurn) await onTurn(page, st);
    const legal = await page.evaluate(() => window.plateaux.app.legal());
    const mv = pick(legal);
    const before = st.moves.length;
    if (mv === st.pass) await page.locator('#pass').click();
    else await playByClicks(page, mv, { tap });
    await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, before, { timeout: 20_000 });
  }
  throw new Error('the game did not end');
}

/// A plain player for the end-to-end games: takes something when it can (a move
/// whose notation has an `x`), otherwise plays at random, reproducibly from `seed`.
export function takingPlayer(seed) {
  const r = rng(seed);
  return (legal) => {
    const takes = legal.filter((m) => m.includes('x'));
    const pool = takes.length ? takes : legal;
    return pool[Math.floor(r() * pool.length)];
  };
}

/// Switches the page's language as a visitor does: the header's menu, or while
/// playing the game menu's (closed again after), and waits for its words.
export async function chooseLanguage(page, code) {
  if (await page.locator('#lang').isVisible()) await page.locator('#lang').selectOption(code);
  else {
    await openMenu(page);
    await page.locator('#lang-menu').selectOption(code);
    await page.keyboard.press('Escape');
  }
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
}
