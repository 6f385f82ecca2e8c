// Writes dist/pkg/lang/<code>.json: each language's page words but French's. The
// page's WebAssembly carries French alone (every visitor downloads it); a visitor who
// chooses another language gets its words from this file (`addWords`), so the first
// load does not grow with each language. The words are taken from the lessons'
// module, which carries every language. Run by scripts/lib.sh after wasm-bindgen.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const pkg = join(process.argv[2] ?? 'dist', 'pkg');
const learn = await import(pathToFileURL(resolve(pkg, 'plateaux_learn.js')).href);
learn.initSync({ module: readFileSync(join(pkg, 'plateaux_learn_bg.wasm')) });
mkdirSync(join(pkg, 'lang'), { recursive: true });
for (const { code } of learn.languages().slice(1)) {
  writeFileSync(join(pkg, 'lang', `${code}.json`), JSON.stringify(learn.pageWords(code)));
}
