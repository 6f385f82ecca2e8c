// Draws the PNG icons of the web app manifest (www/icon-192.png, www/icon-512.png)
// from www/icon.svg in headless Chromium. They are "maskable": the drawing sits in
// the middle 80% on a background that fills the square, so any mask shape (circle,
// squircle) keeps all of it. Run after changing the icon: node scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { launch } from '../tests/e2e/browser.mjs';

const svg = readFileSync(new URL('../www/icon.svg', import.meta.url)).toString('base64');
for (const size of [192, 512]) {
  const ctx = await launch({ width: size, height: size });
  const page = ctx.pages()[0] ?? await ctx.newPage();
  await page.setContent(`<body style="margin:0;background:#e9cd98;width:${size}px;height:${size}px;display:grid;place-items:center">
    <img src="data:image/svg+xml;base64,${svg}" style="width:${size * 0.8}px;height:${size * 0.8}px"></body>`);
  await page.screenshot({ path: new URL(`../www/icon-${size}.png`, import.meta.url).pathname, omitBackground: false });
  await ctx.close();
}
console.log('www/icon-192.png and www/icon-512.png written');
