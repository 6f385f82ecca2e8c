// The AI runs here, off the page's thread, so the board never freezes while the
// computer thinks. It loads its own copy of the WebAssembly module and answers
// { gen, move } or { gen, error } for each { gen, record, level, seed }.
import init, { aiMove } from '../pkg/plateaux.js';

const ready = init();

self.onmessage = async (ev) => {
  const { gen, record, level, seed } = ev.data;
  try {
    await ready;
    self.postMessage({ gen, move: aiMove(record, level, seed) });
  } catch (e) {
    self.postMessage({ gen, error: String(e && e.message ? e.message : e) });
  }
};
