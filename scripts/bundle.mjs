// Bundles and minifies the page's scripts and styles in dist/ for serving: the
// source keeps one small ES module per concern (www/app/), the visitor downloads one
// file (dist/www/main.js) instead of fifteen. The WebAssembly glue (pkg/plateaux.js)
// stays a file of its own, shared with the AI worker, and is minified in place. Run
// by scripts/lib.sh.
import { build, transform } from './node_modules/esbuild/lib/main.js';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
// Every import of the glue, from whatever folder, is the one file beside the page:
// the light module (plateaux.js) for the site, or the complete one
// (plateaux_learn.js, which also reads positions as text) for the embed that starts
// from a position (embed-full.html, with main-full.js and worker-full.js).
const glue = (file) => ({
  name: 'glue',
  setup(b) { b.onResolve({ filter: /pkg\/plateaux\.js$/ }, () => ({ path: `../pkg/${file}`, external: true })); },
});
// The full builds first: they read the sources the light ones then overwrite. The
// page's code is split: what only some visits need (an embed's workings) is a chunk
// of its own (chunk-*.js), fetched by the visits that need it.
const builds = [
  { entry: 'main.js', suffix: '-full', file: 'plateaux_learn.js', define: { PLATEAUX_WORKER: '"www/worker-full.js"' } },
  { entry: 'worker.js', suffix: '-full', file: 'plateaux_learn.js' },
  { entry: 'main.js', suffix: '', file: 'plateaux.js' },
  { entry: 'worker.js', suffix: '', file: 'plateaux.js' },
];
for (const { entry, suffix, file, define } of builds) {
  await build({
    entryPoints: [join(dist, 'www', entry)], outdir: join(dist, 'www'), entryNames: `[name]${suffix}`,
    chunkNames: `chunk${suffix}-[hash]`, splitting: entry === 'main.js', allowOverwrite: true,
    bundle: true, format: 'esm', minify: true, plugins: [glue(file)], define, logLevel: 'error',
  });
}
// The WebAssembly glue, minified in place (half its weight gzipped). Its types and
// doc comments are in the .d.ts files beside it; its exported names are kept.
for (const glueFile of ['plateaux.js', 'plateaux_learn.js']) {
  const file = join(dist, 'pkg', glueFile);
  const options = { minify: true, format: 'esm', loader: 'js', target: 'es2020' };
  const { code } = await transform(readFileSync(file, 'utf8'), options);
  writeFileSync(file, code);
}
// The pages themselves without their comments (notes for whoever reads the source)
// and their indentation: half a kilobyte of what every visitor downloads.
for (const page of ['index.html', 'embed.html', 'embed-full.html', 'full.html']) {
  const file = join(dist, page);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '').replace(/\n\s+/g, '\n'));
}
// The QR code's module, loaded by the page only when a player asks for a link's
// code: qrcode-generator (from scripts/node_modules) bundled into it.
await build({
  entryPoints: [join(dist, 'www', 'qr.js')], outfile: join(dist, 'www', 'qr.js'), allowOverwrite: true,
  bundle: true, format: 'esm', minify: true, nodePaths: [join(import.meta.dirname, 'node_modules')], logLevel: 'error',
});
for (const sheet of ['style.css', 'extra.css']) {
  await build({ entryPoints: [join(dist, 'www', sheet)], outfile: join(dist, 'www', sheet), allowOverwrite: true, minify: true, logLevel: 'error' });
}
rmSync(join(dist, 'www', 'app'), { recursive: true });
