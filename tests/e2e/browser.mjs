// Starts Debian's Chromium through playwright-core with the flags this kind of
// machine needs (no sandbox as root, no background networking: the network is
// closed), in a fresh profile each time.
import { chromium } from '../../scripts/node_modules/playwright-core/index.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function launch({ width = 1280, height = 860, isMobile = false, hasTouch = false, deviceScaleFactor = 1 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'plateaux-chromium-'));
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width, height }, isMobile, hasTouch, deviceScaleFactor,
  });
}
