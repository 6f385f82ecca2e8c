// The smoke suite's driver for Firefox: Debian's firefox-esr driven by npm
// puppeteer-core through WebDriver BiDi, which Firefox speaks itself (no
// geckodriver). Headless, in a fresh profile puppeteer makes and removes, speaking
// French like the other engines' visitor. Page errors and console errors come from
// BiDi's log events, beside the page's probe.
import puppeteer from '../../scripts/node_modules/puppeteer-core/lib/esm/puppeteer/puppeteer-core.js';
import { pageProbe } from './probe-read.mjs';

export async function launch() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX || '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: { width: 1280, height: 860 },
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr' },
  });
  // A tab of its own: the tab Firefox starts with never has the focus under
  // automation (document.hasFocus() stays false), and without it Enter and Space on
  // a focused button do nothing (Firefox activates only the focus manager's element).
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  const probe = pageProbe((fn, arg) => page.evaluate(fn, arg), errors);
  return {
    name: 'Firefox',
    version: await browser.version(),
    async goto(url) { await probe.drain(); await page.goto(url); },
    async reload() { await probe.drain(); await page.reload(); },
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    clickAt: (x, y) => page.mouse.click(x, y),
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    select: (selector, value) => page.select(selector, value).then(() => {}),
    errors: () => probe.take(),
    screenshot: () => page.screenshot(),
    close: () => browser.close(),
  };
}
