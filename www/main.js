// Page glue: language, game choice, players, the AI worker, save/load/share.
// The rules, the board picture and the clicks are all handled by the Rust App;
// this file only wires the page around it. Every visible word comes from the
// Rust string table (strings()), French first.
import init, { App, strings, rulesHelp, gameIds, freshSeed, checkRecord, recordGame } from '../pkg/plateaux.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);

// The choices each game offers before a game starts: a field of the game's options
// (JSON, as its Rust `Options` type reads them) and its label's string key.
// `seeded` options also send a fresh `seed`; `clock` options start the match clock.
// `kind` is 'bool' (a checkbox; `json` maps it to the value sent) or 'number' (left
// empty for the game's default).
const GAME_OPTIONS = {
  kriegspiel: [
    { name: 'flat', key: 'kriegspiel.option.flat' },
    { name: 'files', key: 'kriegspiel.option.files', kind: 'number', min: 8, max: 14 },
    { name: 'rows', key: 'kriegspiel.option.rows', kind: 'number', min: 6, max: 14 },
    { name: 'starts', key: 'kriegspiel.option.english_start', json: (v) => (v ? 'english' : 'french') },
  ],
  mundialito: [
    { name: 'random_coasters', key: 'mundialito.option.random_coasters', seeded: true },
    { name: 'timed_match', key: 'mundialito.option.timed_match', clock: true },
  ],
};

const state = {
  lang: 'fr',
  T: {},
  game: 'moulin',
  // What each *person or machine* is, before lots: index 0 = "player 1".
  seats: [{ kind: 'human', level: 3 }, { kind: 'ai', level: 3 }],
  // Who plays each side of the game in progress (after lots).
  sides: [{ kind: 'human', level: 3 }, { kind: 'ai', level: 3 }],
  app: null,
  gen: 0, // bumps whenever a pending AI answer must be ignored
  thinking: false,
  worker: null,
  note: '', // a sentence shown under the status (lots result, errors)
  options: {}, // the current game's chosen options, by name
  minutes: 10, // length of a timed match
  clock: null, // { end, timer } while a timed match runs
  // Kriegspiel commanders: a name per army and arm ('cannon', 'soldiers', 'cavalry').
  commanders: [{}, {}],
  lastActor: null, // the side that made the last move (to pace the AI's actions)
};

const ARMS = ['cannon', 'soldiers', 'cavalry'];

const t = (key, vars = {}) => {
  let s = state.T[key] ?? key;
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, v);
  return s;
};
const sideName = (i) => t(`${state.game}.side.${i}`);
// A game's note: a key and placeholders; a value starting with @ is a key too.
function tNote(n) {
  const args = Object.fromEntries(n.args);
  let text = t(n.key, Object.fromEntries(n.args.map(([k, v]) => [k, v.startsWith('@') ? t(v.slice(1)) : v])));
  // Kriegspiel: name the commander of the acting arm, if the players gave names.
  if (n.key === 'kriegspiel.acting') {
    const side = args.side === '@kriegspiel.side.1' ? 1 : 0;
    const arm = (args.arm ?? '').split('.').pop();
    const who = state.commanders[side][arm];
    if (who) text += ` (${who})`;
  }
  return text;
}

function applyStrings() {
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  $('#lang').textContent = t('app.language');
  $('#lang').setAttribute('aria-label', t('app.language'));
  renderGameTabs();
  renderSetup();
  if (state.app) { renderStatus(); }
}

function renderGameTabs() {
  const nav = $('#games');
  nav.replaceChildren();
  for (const id of gameIds()) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t(`game.${id}`);
    b.title = t(`game.${id}.blurb`);
    b.dataset.game = id;
    b.setAttribute('aria-pressed', String(id === state.game));
    b.onclick = () => { if (id !== state.game) { state.game = id; state.options = {}; renderSetup(); newGame(); renderGameTabs(); } };
    nav.append(b);
  }
}

function playerLabel(seatIndex) {
  const s = state.seats[seatIndex];
  const both = state.seats.every((x) => x.kind === 'human');
  if (s.kind === 'ai') return `${t('setup.ai')} (${t(`level.${s.level}`)})`;
  return both ? `${t('setup.player')} ${seatIndex + 1}` : t('setup.human');
}

function renderSetup() {
  const rows = $('#player-rows');
  rows.replaceChildren();
  state.seats.forEach((seat, i) => {
    const label = document.createElement('label');
    label.className = 'seat';
    const name = document.createElement('span');
    name.textContent = `${t('setup.player')} ${i + 1}`;
    const sel = document.createElement('select');
    sel.id = `seat-${i}`;
    const opts = [['human', t('setup.human')], ...[1, 2, 3, 4].map((l) => [`ai${l}`, `${t('setup.ai')} – ${t(`level.${l}`)}`])];
    for (const [v, text] of opts) {
      const o = document.createElement('option');
      o.value = v; o.textContent = text;
      sel.append(o);
    }
    sel.value = seat.kind === 'human' ? 'human' : `ai${seat.level}`;
    sel.onchange = () => {
      state.seats[i] = sel.value === 'human' ? { kind: 'human', level: 3 } : { kind: 'ai', level: Number(sel.value.slice(2)) };
    };
    label.append(name, sel);
    rows.append(label);
  });
  renderCommanders();
  const box = $('#game-options');
  box.replaceChildren();
  for (const opt of GAME_OPTIONS[state.game] ?? []) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.id = `opt-${opt.name}`;
    const text = document.createElement('span');
    text.textContent = t(opt.key);
    if (opt.kind === 'number') {
      label.className = 'seat wide';
      input.type = 'number'; input.min = String(opt.min); input.max = String(opt.max);
      input.value = state.options[opt.name] ?? '';
      input.onchange = () => {
        const v = Number(input.value);
        state.options[opt.name] = input.value === '' || !Number.isFinite(v) ? undefined : Math.min(opt.max, Math.max(opt.min, Math.round(v)));
      };
      label.append(text, input);
    } else {
      label.className = 'check';
      input.type = 'checkbox';
      input.checked = !!state.options[opt.name];
      input.onchange = () => { state.options[opt.name] = input.checked; renderSetup(); };
      label.append(input, text);
    }
    box.append(label);
    if (opt.clock && input.checked) {
      const m = document.createElement('label');
      m.className = 'seat';
      const span = document.createElement('span');
      span.textContent = t('setup.minutes');
      const num = document.createElement('input');
      num.type = 'number'; num.min = '1'; num.max = '180'; num.value = String(state.minutes); num.id = 'opt-minutes';
      num.onchange = () => { state.minutes = Math.min(180, Math.max(1, Number(num.value) || 10)); };
      m.append(span, num);
      box.append(m);
    }
  }
}

// The options JSON for a new game of the current game.
function optionsJson() {
  const defs = GAME_OPTIONS[state.game] ?? [];
  if (!defs.length) return '';
  const o = {};
  for (const d of defs) {
    const v = state.options[d.name];
    if (d.kind === 'number') { if (v !== undefined) o[d.name] = v; } else o[d.name] = d.json ? d.json(!!v) : !!v;
    if (d.seeded) o.seed = freshSeed();
  }
  return JSON.stringify(o);
}

// Kriegspiel: an optional commander's name for each arm of each army (2 to 6 players).
function renderCommanders() {
  const box = $('#commanders');
  box.replaceChildren();
  box.hidden = state.game !== 'kriegspiel';
  if (box.hidden) return;
  const title = document.createElement('p');
  title.textContent = t('kriegspiel.commanders');
  box.append(title);
  for (const side of [0, 1]) {
    const row = document.createElement('div');
    row.className = 'commanders';
    const name = document.createElement('span');
    name.textContent = sideName(side);
    row.append(name);
    for (const arm of ARMS) {
      const input = document.createElement('input');
      input.type = 'text'; input.maxLength = 24; input.id = `cmd-${side}-${arm}`;
      input.placeholder = t(`kriegspiel.arm.${arm}`);
      input.setAttribute('aria-label', `${sideName(side)} — ${t(`kriegspiel.arm.${arm}`)}`);
      input.value = state.commanders[side][arm] ?? '';
      input.oninput = () => { state.commanders[side][arm] = input.value.trim(); };
      row.append(input);
    }
    box.append(row);
  }
}

// ---- The match clock (timed games) ---------------------------------------------

function stopClock() {
  if (state.clock) clearInterval(state.clock.timer);
  state.clock = null;
  $('#clock').hidden = true;
}

function startClock(minutes) {
  stopClock();
  const end = Date.now() + minutes * 60_000;
  const tick = () => {
    const left = Math.max(0, end - Date.now());
    const mm = Math.floor(left / 60_000);
    const ss = String(Math.floor((left % 60_000) / 1000)).padStart(2, '0');
    $('#clock').textContent = t('play.clock', { time: `${mm}:${ss}` });
    $('#clock').hidden = false;
    if (left === 0) {
      stopClock();
      state.gen++; // a pending AI answer is void
      state.thinking = false;
      state.app.timeUp();
      renderStatus();
    }
  };
  state.clock = { end, timer: setInterval(tick, 250) };
  tick();
}

// ---- The game in progress -------------------------------------------------

function canvas() {
  // A fresh canvas per game: the old App's listeners go with the old element.
  const old = $('#board');
  const c = old.cloneNode(false);
  old.replaceWith(c);
  return c;
}

function attach(app) {
  stopClock();
  $('#die').hidden = true;
  state.lastActor = null;
  if (state.app) state.app.free();
  state.app = app;
  state.gen++;
  state.thinking = false;
  const [a, b] = state.sides;
  app.setHumans(a.kind === 'human', b.kind === 'human');
  // The person sits at the bottom: turn the board when they play the second side alone.
  app.setFlip(a.kind === 'ai' && b.kind === 'human');
  $('#board').style.setProperty('--aspect', String(app.aspectRatio()));
  window.plateaux = { app, state }; // for the end-to-end tests and curious players
  afterChange();
}

function newGame({ lots = $('#lots').checked } = {}) {
  state.note = '';
  showMessage('');
  state.sides = [...state.seats];
  if (lots) {
    const swap = freshSeed() % 2 === 1;
    if (swap) state.sides.reverse();
    const who = playerLabel(swap ? 1 : 0);
    state.note = t('setup.lots_result', { first: who, side: sideName(0) });
  }
  try {
    attach(new App(canvas(), state.game, optionsJson(), 0, onClick));
    const clocked = (GAME_OPTIONS[state.game] ?? []).some((d) => d.clock && state.options[d.name]);
    if (clocked) startClock(state.minutes);
  } catch (e) {
    showMessage(String(e.message ?? e));
  }
}

function onClick(result) {
  if (result && result.kind === 'played') { state.lastActor = null; afterChange(); }
  else renderStatus();
}

function afterChange() {
  renderStatus();
  const st = state.app.status();
  if (st.over) return;
  if (st.chance) {
    rollDie();
    return;
  }
  const side = state.sides[st.to_move];
  if (side.kind === 'ai') askAi(side.level, st.to_move);
}

// A shot waits for its roll: the die tumbles a moment, then the session rolls its
// seeded dice (so a saved game replays the same rolls) and the face shows the result.
function rollDie() {
  const gen = state.gen;
  const die = $('#die');
  die.hidden = false;
  die.classList.add('rolling');
  const face = (n) => (n === 0 ? '' : String(n));
  let k = 0;
  const spin = setInterval(() => { die.textContent = face((k++ * 7 + 3) % 6); }, 70);
  setTimeout(() => {
    clearInterval(spin);
    die.classList.remove('rolling');
    if (gen !== state.gen) { die.hidden = true; return; }
    const mv = state.app.roll();
    const n = Number((mv ?? '=0').slice(1));
    die.textContent = face(n);
    die.dataset.value = String(n);
    die.setAttribute('aria-label', `${t('play.die')} : ${n}`);
    afterChange();
  }, 650);
}

function askAi(level, side) {
  const gen = ++state.gen;
  state.thinking = true;
  renderStatus();
  const started = performance.now();
  const record = state.app.recordJson();
  const done = (move, error) => {
    if (gen !== state.gen) return; // the game changed meanwhile (undo, new game)
    // A short pause so a person sees the reply arrive (shorter between the actions
    // of one turn).
    const pause = state.lastActor === side ? 150 : 350;
    const wait = Math.max(0, pause - (performance.now() - started));
    setTimeout(() => {
      if (gen !== state.gen) return;
      state.thinking = false;
      if (error) { showMessage(t('error.ai', { detail: error })); renderStatus(); return; }
      try { state.app.play(move); state.lastActor = side; } catch (e) { showMessage(t('error.ai', { detail: e.message ?? e })); }
      afterChange();
    }, wait);
  };
  if (state.worker) {
    state.worker.onmessage = (ev) => { if (ev.data.gen === gen) done(ev.data.move, ev.data.error); };
    state.worker.postMessage({ gen, record, level, seed: freshSeed() });
  } else {
    // No module workers in this browser: think on the page after the next paint.
    setTimeout(() => import('../pkg/plateaux.js').then((m) => {
      try { done(m.aiMove(record, level, freshSeed())); } catch (e) { done(null, String(e.message ?? e)); }
    }), 30);
  }
}

function renderStatus() {
  const app = state.app;
  if (!app) return;
  const st = app.status();
  let text;
  if (st.over) {
    const reason = t(`reason.${st.reason}`, st.winner == null ? {} : { loser: sideName(1 - st.winner), winner: sideName(st.winner) });
    text = st.winner == null ? `${t('play.draw')} : ${reason}` : `${t('play.win', { side: sideName(st.winner) })} : ${reason}`;
    if (state.lang === 'en') text = text.replace(' : ', ': ');
  } else if (st.chance) {
    text = '🎲';
  } else if (state.thinking) {
    text = t('play.thinking', { side: sideName(st.to_move) });
  } else {
    const vsAi = state.sides.some((s) => s.kind === 'ai');
    text = t(vsAi ? 'play.your_turn' : 'play.turn', { side: sideName(st.to_move) });
  }
  const status = $('#status');
  status.textContent = text;
  $('#result').hidden = !st.over;
  if (st.over) stopClock();
  $('#result-text').textContent = text;
  status.classList.toggle('over', st.over);
  status.dataset.over = String(st.over);
  const legal = st.over ? [] : app.legal();
  const humanTurn = !st.over && st.to_move != null && state.sides[st.to_move].kind === 'human';
  $('#end-turn').hidden = !(humanTurn && legal.includes('end'));
  $('#notes').replaceChildren(...st.notes.map((n) => { const li = document.createElement('li'); li.textContent = tNote(n); return li; }));
  $('#shortcuts').replaceChildren(...(humanTurn ? st.shortcuts : []).map(([key, moves]) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t(key);
    b.onclick = () => playSequence(moves);
    return b;
  }));
  $('#undo').disabled = !st.can_undo;
  $('#redo').disabled = !st.can_redo || state.thinking;
  const list = $('#moves');
  list.replaceChildren(...st.moves.map((m, i) => {
    const li = document.createElement('li');
    li.textContent = `${i + 1}. ${m}`;
    return li;
  }));
  list.scrollTop = list.scrollHeight;
  if (state.note) showMessage(state.note, 'note');
}

// Plays several moves in a row (a shortcut button); stops at the first refusal.
function playSequence(moves) {
  try { for (const m of moves) state.app.play(m); } catch (e) { showMessage(t('error.move', { detail: e.message ?? e })); }
  afterChange();
}

function showMessage(text, kind = 'error') {
  if (kind === 'error') state.note = '';
  const m = $('#message');
  m.textContent = text;
  m.hidden = !text;
  m.className = kind;
}

function undo() {
  const app = state.app;
  state.gen++;
  state.thinking = false;
  // Against the computer, go back to the person's last turn.
  let undone = app.undo();
  for (let guard = 0; undone && guard < 1000; guard++) {
    const st = app.status();
    if (st.over || st.to_move == null || state.sides[st.to_move].kind === 'human' || !st.can_undo) break;
    undone = app.undo();
  }
  state.note = '';
  afterChange();
}

function redo() {
  state.app.redo();
  afterChange();
}

// ---- Records: save, load, share ------------------------------------------

const SAVE_KEY = () => `plateaux.save.${state.game}`;

// Replaces the game by the one a record describes; returns why not (nothing changed)
// or null. The record is checked before the board is touched.
function loadRecord(json) {
  const problem = checkRecord(json);
  if (problem) return problem;
  const game = recordGame(json);
  if (game !== state.game) { state.game = game; renderGameTabs(); }
  attach(App.fromRecord(canvas(), json, onClick));
  return null;
}

function save() {
  localStorage.setItem(SAVE_KEY(), JSON.stringify({ record: state.app.recordJson(), sides: state.sides }));
  state.note = '';
  showMessage(t('play.saved'), 'note');
}

function load() {
  const raw = localStorage.getItem(SAVE_KEY());
  if (!raw) { showMessage(t('play.nothing_saved'), 'note'); return; }
  const before = state.sides;
  try {
    const { record, sides } = JSON.parse(raw);
    // attach() reads the sides, so set them first and put them back if refused.
    if (Array.isArray(sides) && sides.length === 2) state.sides = sides.map(cleanSide);
    const problem = loadRecord(record);
    if (problem) { state.sides = before; showMessage(t('error.record', { detail: problem })); }
    else { state.note = ''; showMessage(t('play.loaded'), 'note'); }
  } catch (e) {
    state.sides = before;
    showMessage(t('error.record', { detail: String(e.message ?? e) }));
  }
}

function cleanSide(s) {
  const level = Math.min(4, Math.max(1, Number(s && s.level) || 3));
  return { kind: s && s.kind === 'ai' ? 'ai' : 'human', level };
}

function toBase64Url(s) {
  return btoa(unescape(encodeURIComponent(s))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
function fromBase64Url(s) {
  return decodeURIComponent(escape(atob(s.replaceAll('-', '+').replaceAll('_', '/'))));
}

async function share() {
  const url = new URL(location.href);
  url.hash = `r=${toBase64Url(state.app.recordJson())}`;
  history.replaceState(null, '', url);
  try { await navigator.clipboard.writeText(url.href); showMessage(t('play.copied'), 'note'); } catch { showMessage(url.href, 'note'); }
}

// A shared link: `#r=` and the record in base64url. Returns an error sentence if
// the link is broken (the caller then starts a new game), else null.
function fromLink() {
  const m = location.hash.match(/^#r=(.*)$/);
  if (!m) return null;
  let json;
  try { json = fromBase64Url(m[1]); } catch { return t('error.link', { detail: 'base64' }); }
  state.sides = [{ kind: 'human', level: 3 }, { kind: 'human', level: 3 }];
  const problem = loadRecord(json);
  return problem && t('error.link', { detail: problem });
}

// ---- Rules help -----------------------------------------------------------

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

// The help texts are a small Markdown subset: headings, lists, tables, **bold**, `code`.
function helpToHtml(text) {
  const inline = (s) => escapeHtml(s).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/`(.+?)`/g, '<code>$1</code>');
  let html = '';
  let list = null;
  const close = () => { if (list) { html += list === 'table' ? '</tbody></table>' : `</${list}>`; list = null; } };
  for (const line of text.split('\n')) {
    let m;
    if (/^\|.*\|\s*$/.test(line)) {
      const cells = line.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue; // the header's underline
      if (list !== 'table') { close(); html += '<table><tbody>'; list = 'table'; html += `<tr>${cells.map((c) => `<th>${inline(c)}</th>`).join('')}</tr>`; continue; }
      html += `<tr>${cells.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`;
    } else if ((m = line.match(/^(#{1,3}) (.*)$/))) { close(); const n = m[1].length + 1; html += `<h${n}>${inline(m[2])}</h${n}>`; }
    else if ((m = line.match(/^- (.*)$/))) { if (list !== 'ul') { close(); html += '<ul>'; list = 'ul'; } html += `<li>${inline(m[1])}</li>`; }
    else if ((m = line.match(/^\d+\. (.*)$/))) { if (list !== 'ol') { close(); html += '<ol>'; list = 'ol'; } html += `<li>${inline(m[1])}</li>`; }
    else if (line.trim()) { close(); html += `<p>${inline(line)}</p>`; }
    else close();
  }
  close();
  return html;
}

function openRules() {
  $('#rules-text').innerHTML = helpToHtml(rulesHelp(state.game, state.lang) ?? '');
  $('#rules').showModal();
}

// ---- Start ------------------------------------------------------------------

async function main() {
  if (typeof WebAssembly !== 'object') { $('#status').textContent = 'Ce navigateur ne sait pas exécuter le jeu. / This browser cannot run the game.'; return; }
  await init();
  state.lang = params.get('lang') === 'en' || (!params.get('lang') && localStorage.getItem('plateaux.lang') === 'en') ? 'en' : 'fr';
  state.T = strings(state.lang);
  if (gameIds().includes(params.get('game'))) state.game = params.get('game');
  if (params.get('embed') === '1') document.body.classList.add('embed');
  try {
    state.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  } catch { state.worker = null; }
  applyStrings();

  $('#lang').onclick = () => {
    state.lang = state.lang === 'fr' ? 'en' : 'fr';
    localStorage.setItem('plateaux.lang', state.lang);
    state.T = strings(state.lang);
    applyStrings();
  };
  $('#setup-form').onsubmit = (e) => { e.preventDefault(); $('#setup').open = false; newGame(); };
  $('#undo').onclick = undo;
  $('#redo').onclick = redo;
  $('#end-turn').onclick = () => { try { state.app.play('end'); afterChange(); } catch (e) { showMessage(t('error.move', { detail: e.message })); } };
  $('#rules-open').onclick = openRules;
  // A move typed in notation: the keyboard's way to play, same rules as clicks.
  $('#typed-form').onsubmit = (e) => {
    e.preventDefault();
    const st = state.app.status();
    if (st.over || st.to_move == null || state.sides[st.to_move].kind !== 'human') return;
    try {
      state.app.play($('#typed-move').value);
      $('#typed-move').value = '';
      state.lastActor = null;
      showMessage('');
      afterChange();
    } catch (err) {
      showMessage(t('error.move', { detail: err.message ?? err }));
    }
  };
  $('#again').onclick = () => { state.seats = [...state.sides]; newGame({ lots: false }); };
  $('#save').onclick = save;
  $('#load').onclick = load;
  $('#share').onclick = share;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && state.app) state.app.clearSelection();
  });

  const linkError = fromLink();
  if (linkError !== null || !state.app) {
    newGame({ lots: linkError === null && $('#lots').checked });
    if (linkError) { state.note = ''; showMessage(linkError); }
  }
  if ('serviceWorker' in navigator && location.protocol !== 'file:' && params.get('sw') !== '0') {
    navigator.serviceWorker.register(new URL('../sw.js', import.meta.url)).catch(() => {});
  }
}

main().catch((e) => { $('#status').textContent = String(e.message ?? e); });
