// The smoke suite's driver for Chromium: playwright-core on Debian's Chromium, the
// same launch as the full end-to-end suite (tests/e2e/browser.mjs). Its page errors
// and console errors come from the DevTools protocol, beside the page's probe.
import { launch as launchChromium } from '../e2e/browser.mjs';
import { pageProbe } from './probe-read.mjs';

export async function launch() {
  const ctx = await launchChromium({ width: 1280, height: 860, locale: 'fr-FR' });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  const probe = pageProbe((fn, arg) => page.evaluate(fn, arg), errors);
  return {
    name: 'Chromium',
    version: ctx.browser()?.version() ?? '',
    async goto(url) { await probe.drain(); await page.goto(url); },
    async reload() { await probe.drain(); await page.reload(); },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    clickAt: (x, y) => page.mouse.click(x, y),
    click: (selector) => page.locator(selector).click(),
    press: (key) => page.keyboard.press(key === ' ' ? 'Space' : key),
    select: (selector, value) => page.locator(selector).selectOption(value).then(() => {}),
    errors: () => probe.take(),
    screenshot: () => page.screenshot(),
    close: () => ctx.close(),
  };
}
