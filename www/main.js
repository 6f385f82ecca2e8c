// The page's start: loads the WebAssembly, reads the link (?game=…&lang=…, a shared
// game in #r=…), and wires the buttons. Each concern lives in its own module under
// app/; none of them names a game — every game describes itself from Rust (`games()`).
import { games } from '../pkg/plateaux.js';
import { loadWasm } from './app/wasm.js';
import { state } from './app/state.js';
import { setLanguage, fillStatic, t } from './app/strings.js';
import { chooseGame, renderGameTabs, renderSetup } from './app/setup.js';
import { newGame, loadRecord, undo, redo, playAgain, playMoves, personToAct } from './app/play.js';
import { renderStatus, say } from './app/status.js';
import { openRules } from './app/help.js';
import { save, load, share, recordFromLink } from './app/records.js';
import { registerOffline } from './app/offline.js';
import { isEmbed, setUpEmbed } from './app/frame.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);

function pickGame(id) {
  chooseGame(id);
  renderAll();
  newGame();
}

function renderAll() {
  fillStatic();
  $('#lang').textContent = t('app.language');
  renderGameTabs(pickGame);
  renderSetup();
  renderStatus();
}

function storedLanguage() {
  try { return localStorage.getItem('plateaux.lang'); } catch { return null; }
}

function wire() {
  $('#lang').onclick = () => {
    setLanguage(state.lang === 'fr' ? 'en' : 'fr');
    try { localStorage.setItem('plateaux.lang', state.lang); } catch { /* private mode: not kept */ }
    renderAll();
  };
  $('#setup-form').onsubmit = (e) => { e.preventDefault(); $('#setup').open = false; newGame({ lots: $('#lots').checked }); };
  $('#undo').onclick = undo;
  $('#redo').onclick = redo;
  $('#pass').onclick = (e) => playMoves([e.currentTarget.dataset.move]);
  $('#rules-open').onclick = openRules;
  $('#again').onclick = playAgain;
  $('#save').onclick = save;
  $('#load').onclick = load;
  $('#share').onclick = share;
  // A move typed in notation: the keyboard's way to play, same rules as clicks.
  $('#typed-form').onsubmit = (e) => {
    e.preventDefault();
    if (personToAct() && playMoves([$('#typed-move').value]) === null) $('#typed-move').value = '';
  };
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && state.app) state.app.clearSelection();
  });
}

async function main() {
  if (typeof WebAssembly !== 'object') { $('#status').textContent = 'Ce navigateur ne sait pas exécuter le jeu. / This browser cannot run the game.'; return; }
  await loadWasm();
  setLanguage(params.get('lang') ?? storedLanguage() ?? 'fr');
  state.infos = games();
  chooseGame(params.get('game') ?? state.infos[0].id);
  if (isEmbed()) setUpEmbed();
  renderAll();
  wire();
  const link = recordFromLink();
  if (link && link.json) {
    const game = JSON.parse(link.json).game;
    chooseGame(game);
    renderAll();
    loadRecord(link.json, [{ kind: 'human', level: 3 }, { kind: 'human', level: 3 }]);
  } else {
    newGame({ lots: $('#lots').checked });
    if (link) say('error', 'error.link', { detail: link.problem });
  }
  if (params.get('sw') !== '0') registerOffline();
}

main().catch((e) => { $('#status').textContent = String(e.message ?? e); });
