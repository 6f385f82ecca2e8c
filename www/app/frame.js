// The app inside an embed (embed.html, or the <plateaux-game> element's frame). The
// link says how it is set up: ?game, lang, ai, human, controls, theme (read and
// checked by settings.js), and host (the embedding page's origin). With `host`, the
// frame talks to that page by postMessage: it answers commands ({plateaux: 1, id,
// type: 'newGame' | 'play' | 'undo' | 'redo' | 'resign' | 'status' | 'legal' | 'record' |
// 'load' | 'position' | 'settings' | 'layout', move?, record?, position?,
// settings?, auto?}) with {plateaux: 1, id, type: 'reply', ok, value | error}, and tells
// {type: 'error' | 'ready' | 'move' | 'gameover' | 'change', …}. A message from any
// other window or origin is ignored. The protocol is documented in README.md.
import { checkRecord, recordGame, freshSeed } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { t, setLanguage, chosenLanguage } from './strings.js';
import { newGame, loadRecord, playMoves, personToAct, undo, redo, resign, changeSides, setOrientation } from './play.js';
import { onGameEvent } from './events.js';
import { readSettings, seatsFor, applyLook, LIVE } from './settings.js';

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
let problems = []; // the link's settings that were not accepted, told once ready
let relabel = () => {}; // redraws every word of the page (main.js's renderAll)

/** Sets the page up as the link asks (the language is main.js's, from the same
 * link); `redraw` redraws the page's words after a change of language. Returns the
 * game to open, or null if the link names none that exists. */
export function setUpEmbed(redraw) {
  relabel = redraw;
  document.body.classList.add('embed');
  // The element was given no height: the page lays out by its width (the board as
  // wide as the frame) and tells its height, which the element takes.
  document.body.classList.toggle('auto-height', params.get('height') === 'auto');
  const read = readSettings((name) => params.get(name));
  problems = read.problems;
  applyLook(read.values);
  // A game only shown is between two people: no computer plays in it.
  const { seats, lots } = seatsFor(read.values.mode === 'view' ? { ai: 'none' } : read.values);
  state.seats = seats;
  $('#lots').checked = lots;
  state.orientation = sideOf(read.values.orientation);
  return read.values.game;
}

/** Shows why there is no game instead of one (the link names none, or one that
 * does not exist), in the page's language. */
export function showNoGame() {
  for (const id of ['top', 'home', 'learn', 'play']) $(`#${id}`).hidden = true;
  $('#no-game').hidden = false;
  renderNoGame();
}

function renderNoGame() {
  if ($('#no-game').hidden) return;
  const game = params.get('game');
  const games = state.infos.map((g) => `${t(g.name)} (${g.id})`).join(', ');
  $('#no-game-text').textContent = game ? t('embed.unknown_game', { game, games }) : t('embed.no_game', { games });
}

/** The game is open (or the reason there is none is shown): reports the settings
 * that were not accepted (to the console, and to the host page), then tells the host
 * page the frame is ready — unless it has no game, which the first problem says. */
export function embedOpened() {
  if (state.app) problems = problems.filter((p) => p.attribute !== 'game'); // a shared game (#r=) opened
  // An iframe's link may name a position to start from (embed-full.html?position=…).
  const position = params.get('position');
  if (state.app && position != null) {
    try { startFrom(position); } catch (e) {
      problems.push({ attribute: 'position', value: position, message: `position was refused (${e.message}): the game starts from the beginning` });
    }
  }
  for (const p of problems) console.warn(`Plateaux: ${p.message}`);
  const host = hostOrigin();
  if (host) talkTo(host);
}

function hostOrigin() {
  try { return new URL(params.get('host') ?? '').origin; } catch { return null; }
}

// Why the person cannot play now, for the host page's developer; null if they can.
function whyNotToPlay() {
  if (state.viewOnly) return 'the game is shown, not played (mode="view")';
  const st = state.app.status();
  if (st.over) return 'the game is over';
  if (st.chance || st.to_move == null) return 'the die is being rolled';
  if (state.thinking || state.sides[st.to_move].kind === 'ai') return 'it is the computer\'s turn';
  return personToAct() ? null : 'the person cannot play now';
}

// `first` or `second` as a side (0 or 1), null for none.
const sideOf = (name) => (name == null ? null : name === 'second' ? 1 : 0);

// The players the host page asks for now, in the game in progress: the game goes on.
// A level changed keeps the person on their side unless `human` names one.
function changePlayers({ ai, human }) {
  if (!state.app) return;
  let { seats } = seatsFor({ ai, human });
  if (human == null && ai !== 'none' && state.sides[1].kind === 'human' && state.sides[0].kind === 'ai') seats = [seats[1], seats[0]];
  if (JSON.stringify(seats) !== JSON.stringify(state.sides)) changeSides(seats);
}

// Applies settings a host page changed during the game (a missing one is its
// default); returns the problems with them.
function changeSettings(given) {
  const read = readSettings((name) => (typeof given?.[name] === 'string' ? given[name] : null), LIVE);
  const wasViewing = state.viewOnly;
  applyLook(read.values);
  if (state.app && wasViewing !== state.viewOnly) changeSides(state.viewOnly ? seatsFor({ ai: 'none' }).seats : state.sides);
  if (!state.viewOnly) changePlayers(read.values);
  if (sideOf(read.values.orientation) !== state.orientation) setOrientation(sideOf(read.values.orientation));
  const lang = chosenLanguage(read.values.lang);
  // The words of a language the page has not shown yet are fetched first.
  if (lang !== state.lang) setLanguage(lang).then(() => { relabel(); renderNoGame(); });
  relabel();
  renderNoGame();
  return read.problems;
}

// Runs one command; returns its value or throws the reason.
function run(msg, tell) {
  if (msg.type === 'layout') { document.body.classList.toggle('auto-height', msg.auto === true); return null; }
  if (msg.type === 'settings') {
    for (const p of changeSettings(msg.settings)) { console.warn(`Plateaux: ${p.message}`); tell({ type: 'error', ...p }); }
    return null;
  }
  if (!state.app) throw new Error(problems.find((p) => p.attribute === 'game')?.message ?? 'there is no game in this frame');
  if (state.viewOnly && ['play', 'undo', 'redo', 'resign'].includes(msg.type)) throw new Error(whyNotToPlay());
  switch (msg.type) {
    case 'newGame': newGame({ lots: $('#lots').checked }); return state.app.status();
    case 'record': return state.app.recordJson();
    case 'status': return state.app.status();
    // The moves the person may play now (none while the computer or the die acts).
    case 'legal': return personToAct() ? state.app.legal() : [];
    case 'undo':
      if (!state.app.status().can_undo) throw new Error('there is no move to undo');
      undo();
      return state.app.status();
    case 'redo':
      if (!state.app.status().can_redo) throw new Error('there is no move to redo');
      redo();
      return state.app.status();
    case 'resign': {
      const why = whyNotToPlay();
      if (why) throw new Error(why);
      resign();
      return state.app.status();
    }
    case 'load': return load(msg.record);
    case 'position': return startFrom(msg.position);
    case 'play': {
      if (typeof msg.move !== 'string') throw new Error('the move must be a string');
      const why = whyNotToPlay();
      if (why) throw new Error(why);
      const refused = playMoves([msg.move]);
      if (refused) throw new Error(refused);
      return state.app.status();
    }
    default: throw new Error(`unknown command '${msg.type}'`);
  }
}

// Starts from a record (a string of JSON); throws the reason it is refused.
function load(record) {
  const problem = typeof record === 'string' ? checkRecord(record) : 'the record must be a string';
  if (problem) throw new Error(problem);
  const game = recordGame(record);
  if (game !== state.info.id) throw new Error(`the record is a game of '${game}', and this frame plays '${state.info.id}'`);
  loadRecord(record, state.sides);
  return state.app.status();
}

// Starts from a position in the game's text (docs/positions.md): a record with no
// moves yet, its dice drawn afresh. Only the complete module reads positions
// (embed-full.html, which the element opens when it has `position`).
function startFrom(position) {
  if (typeof position !== 'string') throw new Error('the position must be a string');
  return load(JSON.stringify({ game: state.info.id, position, seed: freshSeed(), moves: [] }));
}

// Where the move `detail` went: `{from, to}` by the cells' names (the game's
// `moved`: `from` null for a man placed from hand), and `travels`, every piece
// carried. Told for the game's last move; a move of a batch before it has none.
function moved({ index, status }) {
  if (index !== status.moves.length - 1) return { from: null, to: null, travels: [] };
  const name = (cell) => state.app.cellName(cell) ?? null;
  const travels = (status.motion?.travels ?? []).map(([a, b]) => ({ from: name(a), to: name(b) }));
  return { from: status.moved?.[0] ?? null, to: status.moved?.[1] ?? null, travels };
}

// With no height given to the element, tells it the page's height whenever it
// changes (a message, the move list growing, a narrower host).
function tellHeight(send) {
  let last = 0;
  const measure = () => {
    if (!document.body.classList.contains('auto-height')) return;
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== last) { last = height; send({ type: 'size', height }); }
  };
  new ResizeObserver(measure).observe(document.body);
  measure();
}

function talkTo(host) {
  const send = (data) => window.parent.postMessage({ plateaux: 1, ...data }, host);
  window.addEventListener('message', (ev) => {
    if (ev.source !== window.parent || ev.origin !== host || !ev.data || ev.data.plateaux !== 1) return;
    const { id } = ev.data;
    try { send({ id, type: 'reply', ok: true, value: run(ev.data, send) }); } catch (e) { send({ id, type: 'reply', ok: false, error: String(e.message ?? e) }); }
  });
  // Every change of the game comes with its record, for a host page that keeps it;
  // the last move, with the cells its pieces went from and to.
  onGameEvent((type, detail) => {
    if (type === 'change') send({ type, ...detail, record: state.app.recordJson() });
    else if (type === 'move') send({ type, ...detail, ...moved(detail) });
    else send({ type, ...detail });
  });
  for (const p of problems) send({ type: 'error', ...p });
  tellHeight(send);
  if (state.app) send({ type: 'ready' });
}
