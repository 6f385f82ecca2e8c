// Writes dist/plateaux.html: the whole app in one file that plays from file:// with
// no server and no network (a ludothèque computer, a USB stick). It is the app on the
// complete module (as full.html), so the lessons, the
// puzzles, the rules help's pictures, the analysis and positions as text are all in
// it. The page's modules, the AI worker and the analysis's worker are bundled by
// esbuild; the WebAssembly, the workers' code, the styles and the icon are put inside
// the page. Run by scripts/lib.sh after the site is built in dist/.
import { build } from './node_modules/esbuild/lib/main.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] ?? 'dist';
// Every import of the page's module is the complete one, bundled in.
const complete = {
  name: 'complete',
  setup(b) { b.onResolve({ filter: /pkg\/plateaux\.js$/ }, () => ({ path: resolve(dist, 'pkg/plateaux_learn.js') })); },
};
const bundle = async (entry, format = 'esm') => {
  const out = await build({ entryPoints: [join(dist, entry)], bundle: true, format, minify: true, write: false, logLevel: 'error', plugins: [complete] });
  return out.outputFiles[0].text;
};
// Text inside <script> must not close the element early.
const inScript = (s) => s.replaceAll('</script', '<\\/script').replaceAll('<!--', '<\\!--');

const page = await bundle('www/main.js');
// Classic scripts: a page opened from file:// cannot start a module worker.
const worker = await bundle('www/worker.js', 'iife');
const analysisWorker = await bundle('www/analysis-worker.js', 'iife');
// The styles, and those the page adds when a link box or an analysis opens (extra.css).
const css = ['www/style.css', 'www/extra.css'].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
const wasm = readFileSync(join(dist, 'pkg/plateaux_learn_bg.wasm')).toString('base64');
const icon = readFileSync(join(dist, 'www/icon.svg')).toString('base64');
const learn = await import(pathToFileURL(resolve(dist, 'pkg/plateaux_learn.js')).href);
learn.initSync({ module: readFileSync(join(dist, 'pkg/plateaux_learn_bg.wasm')) });
// The page's module carries no words: every language's, in the parts the page asks
// for (`{ code: { part: words } }`, as pkg/lang/<code>/<part>.json), come with the page.
const parts = ['shell', 'extra', ...learn.gameIds()];
const words = Object.fromEntries(learn.languages().map(({ code }) => [code, Object.fromEntries(parts.map((p) => [p, learn.pageWords(code, p)]))]));
// JSON with no '<' at all, so nothing in it can end the <script> element.
const wordsJson = JSON.stringify(words).replaceAll('<', '\\u003c');

let html = readFileSync(join(dist, 'index.html'), 'utf8');
const swap = (from, to) => {
  if (!html.includes(from)) throw new Error(`index.html no longer has ${from}`);
  html = html.replace(from, () => to);
};
swap('<link rel="stylesheet" href="www/style.css">', `<style>${css}</style>`);
swap('<link rel="icon" href="www/icon.svg" type="image/svg+xml">', `<link rel="icon" href="data:image/svg+xml;base64,${icon}" type="image/svg+xml">`);
swap('<link rel="manifest" href="www/manifest.webmanifest">', '');
swap('<link rel="modulepreload" href="pkg/plateaux.js">', '');
swap('<script type="module" src="www/main.js"></script>',
  `<script id="plateaux-wasm" type="application/octet-stream">${wasm}</script>\n` +
  `  <script id="plateaux-words" type="application/json">${wordsJson}</script>\n` +
  `  <script id="plateaux-worker" type="text/plain">${inScript(worker)}</script>\n` +
  `  <script id="plateaux-analysis-worker" type="text/plain">${inScript(analysisWorker)}</script>\n` +
  `  <script type="module">${inScript(page)}</script>`);
writeFileSync(join(dist, 'plateaux.html'), html);
console.log(`one-file app: ${join(dist, 'plateaux.html')} (${Math.round(html.length / 1024)} KB)`);
