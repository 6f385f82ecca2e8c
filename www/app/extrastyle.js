// The styles of what only some visits open (the analysis, the link box) are a sheet of
// their own, www/extra.css, added to the page the first time one opens: the first
// load stays light.
let added = false;

/** Adds www/extra.css to the page, once; resolves when it applies (or could not be
 * had: what it styles still works). The one-file app carries it in its own styles. */
export function needStyle() {
  if (!added) {
    added = document.getElementById('plateaux-wasm') ? Promise.resolve() : new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL('www/extra.css', document.baseURI).href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
  }
  return added;
}
