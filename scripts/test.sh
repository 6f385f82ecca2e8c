#!/usr/bin/env bash
# Runs every test: native rules/AI/CLI tests, browser tests of the wasm API and
# renderer (wasm-bindgen-test in headless Chromium), end-to-end page tests that
# play whole games by clicking the canvas, and a shorter smoke of every game in
# Chromium, Firefox and WebKit. Installs whatever is missing first.
source "$(dirname "$0")/lib.sh"
ensure_rust_wasm
ensure_npm_tools
ensure_chromium
ensure_firefox
ensure_webkit

say "Formatting and lints (cargo fmt, clippy natively and for wasm32)"
ensure_lint_tools
cargo fmt --check
cargo clippy --release --all-targets -- -D warnings
cargo clippy --release --target wasm32-unknown-unknown --features learn --lib --tests -- -D warnings

say "Native tests (rules, perft, AI, records, command-line tool)"
cargo test --release

say "Browser tests (wasm-bindgen-test, headless Chromium)"
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
cargo test --target wasm32-unknown-unknown --features learn --test web

say "End-to-end tests (the built site in headless Chromium; the one-file app; embeds)"
build_site
node --test tests/e2e/

say "The same smoke of every game in three engines (Chromium, Firefox, WebKit)"
node --test --test-concurrency=1 tests/engines/

say "The engine as a JavaScript library (Node)"
node --test tests/node/
