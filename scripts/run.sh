#!/usr/bin/env bash
# Builds the app and serves it on 127.0.0.1 (port 8000, or $PORT).
#   bash scripts/run.sh           build, then serve dist/
#   bash scripts/run.sh --build   build only (the GitHub Pages workflow uses this)
source "$(dirname "$0")/lib.sh"
ensure_rust_wasm
ensure_npm_tools
build_site
[ "${1:-}" = "--build" ] && exit 0
exec python3 scripts/serve.py dist "${PORT:-8000}"
