// Offline support. The first visit caches every file of this version of the site;
// afterwards every file is served from that cache (one version at a time, never a
// mix of two builds). A new build has a new version below (a hash of its files,
// stamped by the build): the browser installs it beside the old one, the page
// offers "Nouvelle version — recharger", and the new version takes over on reload.
const CACHE = 'plateaux-__VERSION__';
// Every file of the site, listed by the build (scripts/lib.sh).
const FILES = __FILES__;

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(async () => {
    // The very first version takes over at once, so the first visit already works
    // offline; later ones wait for the page's "reload" (see www/app/offline.js).
    const older = (await caches.keys()).some((k) => k.startsWith('plateaux-') && k !== CACHE);
    if (!older) await self.skipWaiting();
  }));
});

self.addEventListener('message', (ev) => {
  if (ev.data === 'take-over') self.skipWaiting();
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('plateaux-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// Cache first; the network only for what is not cached (and a plain 504 answer,
// never a rejected promise, when that fails offline).
async function answer(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  try {
    return await fetch(request);
  } catch {
    return new Response('Hors ligne / Offline', { status: 504, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

self.addEventListener('fetch', (ev) => {
  if (ev.request.method !== 'GET' || new URL(ev.request.url).origin !== self.location.origin) return;
  ev.respondWith(answer(ev.request));
});
