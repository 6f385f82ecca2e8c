// node scripts/shot.mjs URL OUT.png [WIDTH HEIGHT [DPR]]: a screenshot of a page, to look at.
import { launch } from '../tests/e2e/browser.mjs';
const [url, out, w = '1280', h = '860', dpr = '1'] = process.argv.slice(2);
const ctx = await launch({ width: +w, height: +h, deviceScaleFactor: +dpr, isMobile: +w < 700, hasTouch: +w < 700 });
const page = ctx.pages()[0] ?? await ctx.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
await ctx.close();
