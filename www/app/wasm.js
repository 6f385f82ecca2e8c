// Where the WebAssembly comes from. Normally the file beside the glue
// (pkg/plateaux_bg.wasm); in the one-file build (dist/plateaux.html, opened from
// file:// with no server) the page carries it in base64 in a
// <script id="plateaux-wasm" type="application/octet-stream"> element.
import init from '../../pkg/plateaux.js';

let bytes;

/** The WebAssembly carried by the page itself, or null when it is served beside it. */
export function embeddedWasm() {
  if (bytes === undefined) {
    const el = document.getElementById('plateaux-wasm');
    bytes = el ? Uint8Array.from(atob(el.textContent.trim()), (c) => c.charCodeAt(0)) : null;
  }
  return bytes;
}

/** Loads and starts the WebAssembly, from wherever it is. */
export function loadWasm() {
  const b = embeddedWasm();
  return b ? init({ module_or_path: b }) : init();
}
