// Loaded first by every page the engine suites open (tests/engines/site.mjs puts it
// at the top of each HTML page's <head>): it keeps what the browser's console would
// show as an error, for engines whose driver cannot read the console (WebKit's
// WebDriver has no log), and for all three the refusals of the site's
// Content-Security-Policy, which no driver reports as a page error. A classic
// script, from the site's own origin, so the policy lets it run before the page's
// module; the driver reads `window.__pageErrors` before leaving each page.
(() => {
  const errors = (window.__pageErrors = []);
  const text = (v) => {
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (typeof v === 'string') return v;
    try { return JSON.stringify(v); } catch { return String(v); }
  };
  // Capturing, so that a script, style or image that fails to load is seen too.
  window.addEventListener('error', (e) => {
    if (e.target !== window && e.target?.tagName) errors.push(`failed to load <${e.target.tagName.toLowerCase()}> ${e.target.src || e.target.href || ''}`);
    else errors.push(`uncaught ${e.error ? text(e.error) : e.message} (${e.filename}:${e.lineno})`);
  }, true);
  window.addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${text(e.reason)}`));
  document.addEventListener('securitypolicyviolation', (e) => errors.push(`refused by the Content-Security-Policy (${e.violatedDirective}): ${e.blockedURI}`), true);
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map(text).join(' ')}`);
    return consoleError.apply(this, args);
  };
})();
