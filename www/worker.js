// The AI runs here, off the page's thread, so the board never freezes while the
// computer thinks. It loads its own copy of the WebAssembly module (from beside the
// glue, or from the bytes of a first `{ wasm }` message in the one-file build) and
// answers { gen, move } or { gen, error } for each { gen, record, level, seed }. Once
// an answer is sent, it builds what the AI will soon need (aiPrepare: moulin's endgame
// tables, for the levels that play them) while the person thinks; a question asked
// meanwhile waits for it (once a visit: the tables stay built).
import init, { aiMove, aiPrepare } from '../pkg/plateaux.js';

let ready = null;

self.onmessage = async (ev) => {
  if (ev.data.wasm) { ready = init({ module_or_path: ev.data.wasm }); return; }
  const { gen, record, level, seed } = ev.data;
  try {
    ready ??= init();
    await ready;
    self.postMessage({ gen, move: aiMove(record, level, seed) });
    aiPrepare();
  } catch (e) {
    self.postMessage({ gen, error: String(e && e.message ? e.message : e) });
  }
};
