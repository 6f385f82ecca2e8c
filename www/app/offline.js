// The service worker (offline play) and new versions: when a new build of the site
// has been installed beside the running one, a bar offers "Nouvelle version —
// recharger"; its button lets the new version take over and reloads the page.
const bar = () => document.querySelector('#update');

function offer(worker) {
  bar().hidden = false;
  document.querySelector('#update-reload').onclick = () => worker.postMessage('take-over');
}

/** Registers the service worker beside the page (its scope is the site's folder,
 * whatever sub-path the site is served under) and watches for new versions. */
export async function registerOffline() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  const hadController = !!navigator.serviceWorker.controller;
  let reg;
  try { reg = await navigator.serviceWorker.register(new URL('sw.js', document.baseURI)); } catch { return; }
  // The new version took over (after the button): load it.
  navigator.serviceWorker.addEventListener('controllerchange', () => { if (hadController) location.reload(); });
  if (reg.waiting && hadController) offer(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => { if (w.state === 'installed' && navigator.serviceWorker.controller) offer(w); });
  });
}
