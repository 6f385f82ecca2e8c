// The site for the engine suites: dist/ served by scripts/serve.py (its headers, its
// Content-Security-Policy) behind a small proxy that adds the error probe
// (probe.js) at the top of each HTML page, so that the same errors are seen in every
// engine, WebKit's included, whose WebDriver cannot read the console.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/site.mjs';

const probe = readFileSync(fileURLToPath(new URL('probe.js', import.meta.url)));
const PROBE_PATH = '/__probe.js';

/** Serves dist/ with the probe; returns `{ url, close }`. */
export async function serveProbed() {
  const site = await serve();
  const upstream = new URL(site.url);
  const proxy = http.createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      res.end(probe);
      return;
    }
    const up = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      if (!String(r.headers['content-type']).startsWith('text/html')) {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
        return;
      }
      const chunks = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace(/<head>/i, `$&<script src="${PROBE_PATH}"></script>`);
        const headers = { ...r.headers };
        delete headers['content-length'];
        res.writeHead(r.statusCode, headers);
        res.end(html);
      });
    });
    up.on('error', (e) => { res.writeHead(502); res.end(String(e)); });
    req.pipe(up);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${proxy.address().port}/`,
    close: () => { proxy.closeAllConnections?.(); proxy.close(); site.close(); },
  };
}
