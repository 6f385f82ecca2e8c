"""Serves a folder on 127.0.0.1 with the right MIME types (application/wasm for the
WebAssembly, so browsers compile it while it downloads) and no caching, then prints
the address to open."""
import http.server
import socketserver
import sys
from functools import partial

root = sys.argv[1] if len(sys.argv) > 1 else "dist"
port = int(sys.argv[2]) if len(sys.argv) > 2 else 8000


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


with Server(("127.0.0.1", port), partial(Handler, directory=root)) as httpd:
    print(f"Plateaux is served: open http://127.0.0.1:{httpd.server_address[1]}/ in a browser (Ctrl+C to stop)", flush=True)
    httpd.serve_forever()
