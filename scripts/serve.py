"""Serves a folder on 127.0.0.1 with the right MIME types (application/wasm for the
WebAssembly, so browsers compile it while it downloads), no caching, and the
Content-Security-Policy the site must work under, then prints the address to open.

    python3 scripts/serve.py [folder] [port] [--prefix=/plateaux/] [--no-csp] [--cors=embed]

`--prefix` serves the folder under a sub-path, as GitHub Pages serves a project site
(https://owner.github.io/plateaux/): every URL of the site must be relative.
`--no-csp` leaves the policy out (the end-to-end tests' stand-in for another site).
`--cors=embed` allows other origins only www/embed.js (as README.md's "Hosting" says
a server must), not every file."""
import http.server
import socketserver
import sys
from functools import partial

args = [a for a in sys.argv[1:] if not a.startswith("--")]
with_csp = "--no-csp" not in sys.argv[1:]
cors_embed_only = "--cors=embed" in sys.argv[1:]
prefix = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--prefix=")), "/")
prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
root = args[0] if len(args) > 0 else "dist"
port = int(args[1]) if len(args) > 1 else 8000

# What the site promises to work under: nothing from another origin, no inline script
# or style, WebAssembly allowed. The one-file app (plateaux.html) is the exception by
# its nature (everything inline) and is served without it.
CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:"


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def translate_path(self, path):
        # Outside the prefix nothing is served (a path that cannot exist).
        if not path.startswith(prefix):
            return "/nonexistent/"
        return super().translate_path("/" + path[len(prefix):])

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        # Another site's page loads www/embed.js as a module script, which needs CORS
        # (GitHub Pages sends the same header, on every file).
        if not cors_embed_only or self.path.split("?")[0].endswith("/www/embed.js"):
            self.send_header("Access-Control-Allow-Origin", "*")
        if with_csp and not self.path.split("?")[0].endswith("plateaux.html"):
            self.send_header("Content-Security-Policy", CSP)
        super().end_headers()

    def log_message(self, *args):
        pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        # A browser that closes a connection early (a page left mid-load) is no error.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


with Server(("127.0.0.1", port), partial(Handler, directory=root)) as httpd:
    print(f"Plateaux is served: open http://127.0.0.1:{httpd.server_address[1]}{prefix} in a browser (Ctrl+C to stop)", flush=True)
    httpd.serve_forever()
