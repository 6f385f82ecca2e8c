// The smoke suite's driver for WebKit (Safari's engine): Debian's WebKitGTK, whose
// WebKitWebDriver (package webkit2gtk-driver) starts `MiniBrowser --automation`,
// in a virtual screen (xvfb-run, package xvfb), driven by npm selenium-webdriver.
// WebKit's WebDriver is the classic protocol, with no console to read: page errors
// and console errors come from the page's probe alone (probe.js). The driver, the
// screen and the browser are one process group, ended together at close (or if
// the tests end first).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, Key, Origin } from '../../scripts/node_modules/selenium-webdriver/index.js';
import { pageProbe } from './probe-read.mjs';

const KEYS = { ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowUp: Key.ARROW_UP, ArrowDown: Key.ARROW_DOWN, Enter: Key.ENTER, ' ': Key.SPACE, Escape: Key.ESCAPE, Tab: Key.TAB };

const freePort = () => new Promise((resolve, reject) => {
  const s = createServer().once('error', reject).listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

// Starts WebKitWebDriver in its own screen; resolves once it answers.
async function startDriver() {
  const port = await freePort();
  // WebKitGTK's languages come from the C library's locale, which a fresh machine has
  // in English only (C.UTF-8): this visitor's browser speaks English, and the steps
  // choose French on the home page as any visitor can.
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  for (const s of [proc.stdout, proc.stderr]) s.on('data', (d) => { log = (log + d).slice(-4000); });
  const stop = () => { try { process.kill(-proc.pid, 'SIGTERM'); } catch { /* already gone */ } };
  process.once('exit', stop);
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/status`);
      if ((await r.json()).value?.ready) break;
    } catch { /* not listening yet */ }
    if (proc.exitCode != null || Date.now() > until) { stop(); throw new Error(`WebKitWebDriver did not start:\n${log}`); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop, log: () => log };
}

export async function launch() {
  const server = await startDriver();
  let driver;
  try {
    // The driver finds Debian's MiniBrowser itself; MINIBROWSER names another build.
    const browserOptions = process.env.MINIBROWSER ? { 'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER, args: ['--automation'] } } : {};
    driver = await new Builder().usingServer(server.url).withCapabilities({ browserName: 'MiniBrowser', ...browserOptions }).build();
    await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 }); // a 1280 × 860 page, as in the other engines
  } catch (e) {
    server.stop();
    throw new Error(`${e.message}\n${server.log()}`);
  }
  const errors = [];
  const evaluate = (fn, arg) => driver.executeScript(`return (${fn}).call(null, arguments[0]);`, arg);
  const probe = pageProbe(evaluate, errors);
  return {
    name: 'WebKit',
    version: (await driver.getCapabilities()).get('browserVersion'),
    async goto(url) { await probe.drain(); await driver.get(url); },
    async reload() { await probe.drain(); await driver.navigate().refresh(); },
    evaluate,
    clickAt: (x, y) => driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).click().perform(),
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    press: (key) => driver.actions().sendKeys(KEYS[key] ?? key).perform(),
    select: async (selector, value) => (await driver.findElement(By.css(`${selector} option[value="${value}"]`))).click(),
    errors: () => probe.take(),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    async close() {
      try { await driver.quit(); } finally { server.stop(); }
    },
  };
}
