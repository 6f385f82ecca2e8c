// Writes dist/pkg/lang/<code>/<part>.json: the page's words of every language, in
// parts — `shell` (the page's own, and every game's name and blurb for the home),
// `extra` (the analysis's and the link box's, fetched when one opens) and
// one per game (the rest of its words). The page's WebAssembly carries no words: the
// page fetches its language's shell, then each game's part as the game opens
// (`addWords`), so the first load grows neither with languages nor with games. The
// words are taken from the lessons' module, which carries every language. Run by
// scripts/lib.sh after wasm-bindgen.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const pkg = join(process.argv[2] ?? 'dist', 'pkg');
const learn = await import(pathToFileURL(resolve(pkg, 'plateaux_learn.js')).href);
learn.initSync({ module: readFileSync(join(pkg, 'plateaux_learn_bg.wasm')) });
for (const { code } of learn.languages()) {
  mkdirSync(join(pkg, 'lang', code), { recursive: true });
  for (const part of ['shell', 'extra', ...learn.gameIds()]) {
    writeFileSync(join(pkg, 'lang', code, `${part}.json`), JSON.stringify(learn.pageWords(code, part)));
  }
}
