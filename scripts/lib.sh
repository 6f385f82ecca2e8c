# Shared by run.sh and test.sh: install what is missing, build the site.
# Each step checks first, so a second run is quick and a fresh machine gets everything.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$ROOT/scripts/node_modules/.bin:$PATH"

say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# The wasm-bindgen CLI must be the exact version of the crate pinned in Cargo.toml.
WASM_BINDGEN_VERSION="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' Cargo.toml)"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

ensure_rust_wasm() {
  command -v cargo >/dev/null || { echo "cargo not found: install Rust with rustup first (https://rustup.rs)"; exit 1; }
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "Adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
    say "Installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once)"
    # Not --locked: one dependency locked by the CLI release is missing from the index.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  fi
}

# rustfmt and clippy come with rustup's default profile, but not with every install.
ensure_lint_tools() {
  rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt
  rustup component list --installed 2>/dev/null | grep -q '^clippy' || rustup component add clippy
}

ensure_npm_tools() {
  command -v npm >/dev/null || { say "Installing Node.js and npm"; as_root apt-get update -q; as_root apt-get install -y -q nodejs npm; }
  if [ ! -x scripts/node_modules/.bin/wasm-opt ] || [ ! -d scripts/node_modules/playwright-core ] ||
    [ ! -d scripts/node_modules/esbuild ] || [ ! -d scripts/node_modules/puppeteer-core ] ||
    [ ! -d scripts/node_modules/selenium-webdriver ] || [ ! -d scripts/node_modules/qrcode-generator ] ||
    [ ! -d scripts/node_modules/jsqr ]; then
    say "Installing npm tools (binaryen for wasm-opt, esbuild for the one-file app, playwright-core, puppeteer-core and selenium-webdriver for the browsers)"
    (cd scripts && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# Installs Debian packages, reading the package lists once per run.
APT_UPDATED=""
apt_install() {
  [ -n "$APT_UPDATED" ] || { as_root apt-get update -q; APT_UPDATED=1; }
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

ensure_chromium() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "Installing Chromium and chromedriver"
    apt_install chromium chromium-driver
  fi
}

# Firefox for the engine suites (tests/engines/): puppeteer-core drives it through
# WebDriver BiDi, which Firefox speaks itself (no geckodriver).
ensure_firefox() {
  if ! command -v firefox-esr >/dev/null; then
    say "Installing Firefox ESR"
    apt_install firefox-esr
  fi
}

# WebKit (Safari's engine) for the engine suites: WebKitGTK's WebDriver, which starts
# its MiniBrowser, and a virtual screen for that window (xvfb-run, which needs xauth).
ensure_webkit() {
  if ! command -v WebKitWebDriver >/dev/null || ! command -v xvfb-run >/dev/null || ! command -v xauth >/dev/null; then
    say "Installing WebKitGTK's WebDriver and Xvfb"
    apt_install webkit2gtk-driver xvfb xauth
  fi
}

# dist/pkg as an npm package: the engine (Game), the canvas view (App), the lessons'
# module (rules help, figures, lessons) and their TypeScript declarations, for a page
# (import it) or Node (initSync with the bytes). Its main module is the complete one
# (plateaux_learn.js: every word of every language compiled in); plateaux.js is the
# site's light module, which carries no words (given with addWords, from lang/).
write_package_json() {
  local version
  version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
  cat > dist/pkg/package.json <<JSON
{
  "name": "plateaux",
  "version": "$version",
  "description": "Rules engine, AI and canvas view of four rare French board games (moulin, Mundeleys, Mundialito, Kriegspiel), in WebAssembly for the browser and Node",
  "license": "MIT OR Apache-2.0",
  "type": "module",
  "main": "plateaux_learn.js",
  "module": "plateaux_learn.js",
  "types": "plateaux_learn.d.ts",
  "files": ["plateaux.js", "plateaux.d.ts", "plateaux_bg.wasm", "plateaux_bg.wasm.d.ts",
            "plateaux_learn.js", "plateaux_learn.d.ts", "plateaux_learn_bg.wasm", "plateaux_learn_bg.wasm.d.ts",
            "lang/"]
}
JSON
}

# Writes DIR/sw.js from www/sw.js. The service worker must sit at the root to serve
# the whole site offline; its cache name carries a hash of the files, so a new build
# replaces the old cache. It caches every file the site has ("./" is the page itself)
# but never a dotfile (.htaccess): servers refuse them (Apache answers 403, Pages drops
# them), and one refused file would leave the site silently not offline.
write_service_worker() {
  local dir="$1" template="$PWD/www/sw.js" version files
  version="$( (cd "$dir" && find . -type f ! -name sw.js | sort | xargs cat; cat "$template") | sha256sum | cut -c1-12)"
  files="$(cd "$dir" && find . -type f ! -path '*/.*' ! -name sw.js ! -name '*.d.ts' ! -name package.json ! -name plateaux.html | sort | sed 's/.*/"&"/' | paste -sd, -)"
  sed -e "s/__VERSION__/$version/" -e "s#__FILES__#[\"./\",$files]#" "$template" > "$dir/sw.js"
}

# Shrinks one wasm file in place with wasm-opt -Os. npm's wasm-opt is binaryen compiled
# to WebAssembly and run by Node, and on a fresh CI machine it once died of a
# segmentation fault on a file it optimises cleanly every other time (a crash inside
# Node, not an error about our input). So a crash (killed by a signal) is tried again,
# up to three times; an error exit is not, and the input is never overwritten by a
# half-written output.
optimise_wasm() {
  local wasm="$1" try rc
  for try in 1 2 3; do
    rc=0
    # The features rustc enables by default for wasm32; wasm-opt must know them.
    wasm-opt -Os --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue \
      "$wasm" -o "$wasm.opt" || rc=$?
    if [ "$rc" = 0 ]; then
      mv "$wasm.opt" "$wasm"
      return 0
    fi
    rm -f "$wasm.opt"
    if [ "$rc" -le 128 ]; then
      echo "wasm-opt failed on $wasm (exit $rc)" >&2
      return "$rc"
    fi
    echo "wasm-opt crashed on $wasm (signal $((rc - 128)), try $try of 3)" >&2
  done
  echo "wasm-opt crashed three times on $wasm: giving up" >&2
  return 1
}

# Builds the WebAssembly and assembles the static site in dist/.
build_site() {
  say "Building the WebAssembly (release)"
  # Optimised for size: what a visitor downloads stays under 250 KB gzipped; the AI's
  # strength does not depend on speed (levels are node budgets).
  CARGO_PROFILE_RELEASE_OPT_LEVEL=s cargo build --lib --release --target wasm32-unknown-unknown
  # The lessons' module, loaded only when a course is opened (its own target folder,
  # so the two builds do not undo each other).
  CARGO_PROFILE_RELEASE_OPT_LEVEL=s cargo build --lib --release --target wasm32-unknown-unknown \
    --features learn --target-dir target/learn
  rm -rf dist && mkdir -p dist/pkg
  wasm-bindgen --target web --out-dir dist/pkg \
    target/wasm32-unknown-unknown/release/plateaux.wasm
  wasm-bindgen --target web --out-dir dist/pkg --out-name plateaux_learn \
    target/learn/wasm32-unknown-unknown/release/plateaux.wasm
  write_package_json
  for wasm in dist/pkg/plateaux_bg.wasm dist/pkg/plateaux_learn_bg.wasm; do
    optimise_wasm "$wasm"
  done
  # Every language's page words, in parts (the page's module carries none).
  node scripts/page-words.mjs dist
  cp index.html dist/
  # The page for iframes (embed.html?game=…): the same app, in its embed layout.
  sed 's/<body>/<body class="embed">/' index.html > dist/embed.html
  # The same embed with the complete module, which reads positions as text: the
  # <plateaux-game> element with a `position` attribute opens this one.
  sed -e 's#www/main.js#www/main-full.js#' -e 's#pkg/plateaux.js#pkg/plateaux_learn.js#' \
    dist/embed.html > dist/embed-full.html
  # The app itself on the complete module, for a game that starts from a position
  # (handover.js sends it there: a link, a file, a kept game).
  sed -e 's#www/main.js#www/main-full.js#' -e 's#pkg/plateaux.js#pkg/plateaux_learn.js#' \
    index.html > dist/full.html
  cp -r www dist/www
  # The one-file app is bundled from the sources (before the served site's bundle).
  node scripts/single-file.mjs dist
  node scripts/bundle.mjs dist
  rm dist/www/sw.js
  write_service_worker dist
  echo "site built in dist/ ($(du -sh dist | cut -f1), wasm $(du -h dist/pkg/plateaux_bg.wasm | cut -f1))"
}
