// Starts Debian's Chromium through playwright-core with the flags this kind of
// machine needs (no sandbox as root, no background networking: the network is
// closed), in a fresh profile each time, removed when the browser closes (each
// profile is about 5 MB, and a run of the suite opens some thirty).
import { chromium } from '../../scripts/node_modules/playwright-core/index.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The visitor's browser speaks French unless a test says otherwise (`locale`): the
// page takes the browser's language on a first visit, and the players are at a
// French ludothèque.
export async function launch({ width = 1280, height = 860, isMobile = false, hasTouch = false, deviceScaleFactor = 1, locale = 'fr-FR' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'plateaux-chromium-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width, height }, isMobile, hasTouch, deviceScaleFactor, locale,
  });
  // Removed once the browser has exited (at the context's 'close' event it may still
  // be writing its profile); a profile that cannot be removed is only left behind.
  const close = ctx.close.bind(ctx);
  ctx.close = async (...args) => {
    await close(...args);
    try { rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }); } catch { /* left in tmp */ }
  };
  return ctx;
}
