// The computer's moves are thought in a Web Worker, so the board never freezes.
// Each request carries a number; an answer to an old request is dropped by the
// caller. A worker that dies (or cannot start) is replaced at the next request,
// and a request it left unanswered is answered with an error.
import { aiMove, freshSeed } from '../../pkg/plateaux.js';
import { embeddedWasm } from './wasm.js';

let worker = null;
let waiting = null; // { gen, resolve } of the request in flight

function start() {
  try {
    // The one-file build carries the worker's code in the page (bundled as a classic
    // script): start it from a blob and hand it the WebAssembly bytes first.
    const src = document.getElementById('plateaux-worker');
    worker = src
      ? new Worker(URL.createObjectURL(new Blob([src.textContent], { type: 'text/javascript' })))
      : new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });
    if (src) worker.postMessage({ wasm: embeddedWasm() });
  } catch {
    worker = null; // no module workers in this browser: think on the page
    return;
  }
  worker.onmessage = (ev) => {
    if (waiting && ev.data.gen === waiting.gen) { const w = waiting; waiting = null; w.resolve(ev.data); }
  };
  worker.onerror = (ev) => restart(`worker error: ${ev.message ?? ''}`);
}

function restart(reason) {
  if (worker) worker.terminate();
  worker = null;
  if (waiting) { const w = waiting; waiting = null; w.resolve({ gen: w.gen, error: reason }); }
}

/** Asks for the AI's move in the position `record` reaches: resolves to
 * `{gen, move}` or `{gen, error}`. */
export function think(gen, record, level) {
  if (!worker) start();
  if (waiting) waiting.resolve({ gen: waiting.gen, error: 'superseded' });
  return new Promise((resolve) => {
    const seed = freshSeed();
    if (!worker) {
      setTimeout(() => {
        try { resolve({ gen, move: aiMove(record, level, seed) }); } catch (e) { resolve({ gen, error: String(e.message ?? e) }); }
      }, 30);
      return;
    }
    waiting = { gen, resolve };
    worker.postMessage({ gen, record, level, seed });
  });
}

/** For tests and for a stuck page: ends the worker now (the next request starts
 * a new one). */
export function killWorker() {
  restart('worker stopped');
}
