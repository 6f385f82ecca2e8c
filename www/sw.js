// Offline support: every file of the site is cached on first visit and served
// from the cache afterwards, refreshed in the background. The build stamps the
// version below from a hash of the files.
const CACHE = 'plateaux-__VERSION__';
// Every file of the site, listed by the build (scripts/lib.sh).
const FILES = __FILES__;

self.addEventListener('install', (ev) => {
  ev.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (ev) => {
  ev.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('plateaux-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (ev) => {
  if (ev.request.method !== 'GET' || new URL(ev.request.url).origin !== self.location.origin) return;
  ev.respondWith(caches.open(CACHE).then(async (cache) => {
    const hit = await cache.match(ev.request, { ignoreSearch: true });
    const fresh = fetch(ev.request).then((r) => { if (r.ok) cache.put(ev.request, r.clone()); return r; });
    return hit || fresh;
  }));
});
