#!/usr/bin/env bash
# Benchmarks: perft speed and AI reply time per level, natively and in the browser
# (the release WebAssembly in headless Chromium), each figure printed with its ratio
# to the previous release's (scripts/bench-previous.txt). Compare figures within one
# run: the machine may be shared.
#   bash scripts/bench.sh [game] [--save]
# --save keeps this run as the figures the next release is compared with.
source "$(dirname "$0")/lib.sh"
GAME="" SAVE=""
for a in "$@"; do if [ "$a" = --save ]; then SAVE=1; else GAME="$a"; fi; done
ensure_rust_wasm
ensure_npm_tools
ensure_chromium
NOW="target/bench-now.txt"
mkdir -p target
say "Native"
cargo build --release --bin plateaux
# The positions' records go to the browser's half, which times the same ones.
./target/release/plateaux bench $GAME --records target/bench-records.jsonl | sed 's/^/native /' | tee "$NOW"
say "WebAssembly in headless Chromium"
build_site >/dev/null
node scripts/bench-browser.mjs $GAME --records target/bench-records.jsonl | sed 's/^/wasm /' | tee -a "$NOW"
say "Against the previous release"
node scripts/bench-compare.mjs scripts/bench-previous.txt "$NOW"
say "WebAssembly against native (this run)"
node scripts/bench-compare.mjs --against-native "$NOW"
if [ -n "$SAVE" ]; then cp "$NOW" scripts/bench-previous.txt; echo "saved as scripts/bench-previous.txt"; fi
