// The analysis of a game runs here, off the page's thread: the complete module
// (pkg/plateaux_learn.js, which carries the analysis) is loaded by this worker only,
// when a player asks for an analysis (the one-file app hands it the module's bytes as
// `wasm`, and runs it as a classic script). For `{record, level}` it posts `{total}`, then
// each ply as it is judged (`{ply, done}`), then `{report}` — or `{error}`. The page
// stops it by ending the worker.
import init, { Analysis } from '../pkg/plateaux_learn.js';

self.onmessage = async (ev) => {
  const { record, level, wasm } = ev.data;
  try {
    await init(wasm ? { module_or_path: wasm } : undefined);
    const analysis = new Analysis(record, level);
    self.postMessage({ total: analysis.len });
    for (let ply = analysis.step(); ply != null; ply = analysis.step()) {
      self.postMessage({ ply, done: analysis.done });
    }
    self.postMessage({ report: analysis.report() });
  } catch (e) {
    self.postMessage({ error: String(e && e.message ? e.message : e) });
  }
};
