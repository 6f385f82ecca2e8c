// The keyboard and accessibility helpers the end-to-end tests share: the board's
// cursor moved with the arrow keys (as www/app/cells.js states its rule), and
// axe-core's serious and critical violations on a page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** axe-core's serious and critical violations on the page as it is now, each as
 * `rule: the first places`. */
export async function axeViolations(page, root) {
  await page.evaluate(readFileSync(join(root, 'scripts', 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
}

// The cursor's rule, as the page states it (www/app/cells.js): an arrow goes to the
// nearest cell that way, straight lines first. The test plans a path of arrow keys
// with it, then checks that pressing them lands on the cell.
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
function next(spots, from, [dx, dy]) {
  let best = null;
  let bestScore = Infinity;
  for (const s of spots) {
    const along = (s.x - from.x) * dx + (s.y - from.y) * dy;
    if (along <= 1) continue;
    const score = along + 2 * Math.abs((s.x - from.x) * dy - (s.y - from.y) * dx);
    if (score < bestScore) { bestScore = score; best = s; }
  }
  return best;
}

/** The shortest list of arrow keys that takes the cursor from cell `here` to cell
 * `cell` on a board whose cells are `spots` (the view's `spots()`), or null if the
 * arrows cannot reach it. */
export function arrowPath(spots, here, cell) {
  // A cell drawn twice (a cylinder's repeated column) is where the page puts it first.
  const byCell = new Map();
  for (const s of spots) if (!byCell.has(s.cell)) byCell.set(s.cell, s);
  const seen = new Map([[here, []]]);
  const queue = [here];
  while (queue.length && !seen.has(cell)) {
    const c = queue.shift();
    for (const [key, dir] of Object.entries(ARROWS)) {
      const to = next(spots, byCell.get(c), dir);
      if (to && !seen.has(to.cell)) { seen.set(to.cell, [...seen.get(c), key]); queue.push(to.cell); }
    }
  }
  return seen.get(cell) ?? null;
}

// Moves the keyboard cursor to `cell` with the arrow keys only.
export async function cursorTo(page, cell) {
  const here = await page.evaluate(() => Number(document.activeElement?.dataset?.cell));
  if (here === cell) return;
  const path = arrowPath(await page.evaluate(() => window.plateaux.app.spots()), here, cell);
  assert.ok(path, `cell ${cell} cannot be reached with the arrows`);
  for (const key of path) await page.keyboard.press(key);
  assert.equal(await page.evaluate(() => Number(document.activeElement?.dataset?.cell)), cell);
}


/** Plays a whole game as the first side against the page's computer by keyboard
 * alone (the arrows to each cell of a move, Enter to choose it), the moves chosen
 * by `pick(legal)`. Returns what the live region said after the first move. */
export async function playWholeGameByKeys(page, pick) {
  let said = '';
  for (let n = 0; n < 300; n++) {
    await page.waitForFunction(() => { const { app, state } = window.plateaux; const st = app.status(); return st.over || (!state.thinking && st.to_move === 0); }, null, { timeout: 30_000 });
    const st = await page.evaluate(() => window.plateaux.app.status());
    if (st.over) break;
    const mv = pick(await page.evaluate(() => window.plateaux.app.legal()));
    const cells = await page.evaluate((m) => Array.from(window.plateaux.app.cellsOf(m)), mv);
    for (const c of cells) { await cursorTo(page, c); await page.keyboard.press('Enter'); }
    await page.waitForFunction((b) => window.plateaux.app.status().moves.length > b, st.moves.length);
    if (!said) said = await page.locator('#announce').textContent();
  }
  return said;
}
