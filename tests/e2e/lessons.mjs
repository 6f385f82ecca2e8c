// Solving a lesson on the page as a person would, shared by the lesson tests: the
// moves clicked on the lesson's canvas, the legal moves tried in turn.

export const verdict = (page) => page.evaluate(() => window.plateauxLearn.view.verdict().kind);

// Clicks the cells of `mv` on the lesson's canvas, as a person would (the move that
// ends a turn is its button).
export async function playByClicks(page, mv) {
  if (mv === await page.evaluate(() => window.plateauxLearn.view.status().pass)) {
    await page.locator('#lesson-pass').click();
    return;
  }
  const cells = await page.evaluate((m) => Array.from(window.plateauxLearn.view.cellsOf(m)), mv);
  for (const c of cells) {
    await page.locator('#lesson-board').scrollIntoViewIfNeeded();
    const box = await page.locator('#lesson-board').boundingBox();
    const [x, y] = await page.evaluate((cell) => window.plateauxLearn.view.cellPosition(cell), c);
    await page.mouse.click(box.x + x, box.y + y);
  }
}

// Tries the legal moves until the task is done, up to
// `depth` moves deep; a wrong or unfinished try is taken back. Returns the wrong
// verdicts' texts seen on the way.
export async function solve(page, depth, wrongs) {
  const legal = await page.evaluate(() => window.plateauxLearn.view.legal());
  for (const mv of legal) {
    await playByClicks(page, mv);
    const kind = await verdict(page);
    if (kind === 'done') return true;
    if (kind === 'wrong') wrongs.push(await page.locator('#lesson-verdict').textContent());
    if (kind === 'pending' && depth > 1 && await solve(page, depth - 1, wrongs)) return true;
    if (kind === 'wrong') await page.locator('#lesson-retry').click();
    else await page.evaluate(() => window.plateauxLearn.view.retry());
  }
  return false;
}

