// The computer's moves are thought in a Web Worker, so the board never freezes.
// Each request carries a number; an answer to an old request is dropped by the
// caller. A worker that dies mid-think (a crash, or the browser ending it) is
// replaced and the question asked again, once; only a second death is an error.
import { aiMove, freshSeed } from '../../pkg/plateaux.js';
import { embeddedWasm } from './wasm.js';

// The worker's file: the one of the module this page runs (the build's bundle for
// the complete module, embed-full.html's, names worker-full.js).
const workerFile = typeof PLATEAUX_WORKER === 'string' ? PLATEAUX_WORKER : 'www/worker.js';

let worker = null;
let waiting = null; // { message, resolve, retried } of the request in flight

function start() {
  try {
    // The one-file build carries the worker's code in the page (bundled as a classic
    // script): start it from a blob and hand it the WebAssembly bytes first.
    const src = document.getElementById('plateaux-worker');
    worker = src
      ? new Worker(URL.createObjectURL(new Blob([src.textContent], { type: 'text/javascript' })))
      : new Worker(new URL(workerFile, document.baseURI), { type: 'module' });
    if (src) worker.postMessage({ wasm: embeddedWasm() });
  } catch {
    worker = null; // no module workers in this browser: think on the page
    return;
  }
  worker.onmessage = (ev) => {
    if (waiting && ev.data.gen === waiting.message.gen) { const w = waiting; waiting = null; w.resolve(ev.data); }
  };
  worker.onerror = (ev) => died(`worker error: ${ev.message ?? ''}`);
}

// The worker is gone: a new one takes the pending question (once).
function died(reason) {
  if (worker) worker.terminate();
  worker = null;
  const w = waiting;
  if (!w) return;
  if (w.retried) { waiting = null; w.resolve({ gen: w.message.gen, error: reason }); return; }
  w.retried = true;
  start();
  if (worker) worker.postMessage(w.message);
  else { waiting = null; w.resolve({ gen: w.message.gen, error: reason }); }
}

/** Asks for the AI's move in the position `record` reaches: resolves to
 * `{gen, move}` or `{gen, error}`. */
export function think(gen, record, level) {
  if (!worker) start();
  if (waiting) waiting.resolve({ gen: waiting.message.gen, error: 'superseded' });
  return new Promise((resolve) => {
    const message = { gen, record, level, seed: freshSeed() };
    if (!worker) {
      setTimeout(() => {
        try { resolve({ gen, move: aiMove(record, level, message.seed) }); } catch (e) { resolve({ gen, error: String(e.message ?? e) }); }
      }, 30);
      return;
    }
    waiting = { message, resolve, retried: false };
    worker.postMessage(message);
  });
}

/** Ends the worker now, as a crash would (the tests use it: the question in
 * flight is asked again of a new worker). */
export function killWorker() {
  died('worker stopped');
}
