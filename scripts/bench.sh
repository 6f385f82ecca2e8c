#!/usr/bin/env bash
# Benchmarks: perft speed and AI reply time per level, natively and in the browser
# (the release WebAssembly in headless Chromium). Compare figures within one run:
# the machine may be shared.
source "$(dirname "$0")/lib.sh"
ensure_rust_wasm
ensure_npm_tools
ensure_chromium
say "Native"
cargo build --release --bin plateaux
./target/release/plateaux bench "$@"
say "WebAssembly in headless Chromium"
build_site >/dev/null
node scripts/bench-browser.mjs "$@"
