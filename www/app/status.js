// What the panel says about the game: whose turn, the game's notes, the end, the
// buttons that depend on the position (shortcuts, pass), undo/redo, the moves.
import { state } from './state.js';
import { t, capital, sideRef, sideVars, noteText } from './strings.js';
import { renderMoves } from './moves.js';
import { renderCells } from './cells.js';
import { renderBars } from './bars.js';
import { renderTable } from './table.js';
import { announce, movesInWords, summed } from './announce.js';
import { focusInGame, keepFocus } from './focus.js';
import { mySide, mayUndo, isRemote } from './correspondence.js';

const $ = (sel) => document.querySelector(sel);
let onShortcut = () => {};

/** What a shortcut button does (set once by play.js): plays its moves. */
export function setShortcutHandler(fn) { onShortcut = fn; }

/** Shows a sentence under the status ('note' or 'error'), kept as a key so that it
 * follows a language switch (`args` may be a function, called at each drawing, for
 * arguments that are words themselves), with at most one button (`action`: {key,
 * run}); `say(null)` clears it. */
export function say(kind, key, args = {}, action = null) {
  state.message = kind ? { kind, key, args, action } : null;
  renderMessage();
}

function renderMessage() {
  const m = $('#message');
  const msg = state.message;
  m.textContent = msg ? t(msg.key, typeof msg.args === 'function' ? msg.args() : msg.args) : '';
  // A message may offer one thing to do about it ({key, run}).
  if (msg?.action) m.append(' ', button(t(msg.action.key), msg.action.run));
  m.hidden = !msg;
  m.className = msg ? msg.kind : '';
}

/** The sentence for the game's state: who is to play, thinking, or the result. */
export function statusText(st) {
  if (st.over) {
    const names = st.winner == null ? {} : { loser: sideRef(1 - st.winner), winner: sideRef(st.winner) };
    const reason = t(`reason.${st.reason}`, names);
    const head = st.winner == null ? t('play.draw') : capital(t('play.win', sideVars(st.winner)));
    return t('play.result', { result: head, reason });
  }
  if (st.chance) return t('play.rolling');
  // By correspondence: this device's side, and whose move it is in those terms.
  const me = mySide();
  if (me != null) return capital(t(st.to_move === me ? 'corr.your_turn' : 'corr.waiting', sideVars(me)));
  let text;
  if (state.thinking) text = t('play.thinking', sideVars(st.to_move));
  else text = t(state.sides.some((s) => s.kind === 'ai') ? 'play.your_turn' : 'play.turn', sideVars(st.to_move));
  // The person acting within the side, when the players named one for this role.
  const who = st.acting_role == null ? '' : state.roleNames[st.to_move]?.[st.acting_role];
  if (who) text += ` — ${t('play.commander', { name: who, role: t(state.info.roles[st.acting_role]) })}`;
  return capital(text);
}

function button(text, onclick, className = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.className = className;
  b.onclick = onclick;
  return b;
}

/** Redraws the whole panel from the app's status, and returns that status (so a
 * caller reacting to a change reads it once). A button that goes with the focus on
 * it ("Fin du tour" while the computer plays) leaves the focus on the board. */
export function renderStatus() {
  const app = state.app;
  if (!app) return null;
  const focus = focusInGame();
  const st = app.status();
  const text = statusText(st);
  const status = $('#status');
  status.textContent = text;
  status.classList.toggle('over', st.over);
  status.dataset.over = String(st.over);
  $('#result-text').textContent = text;
  renderBars(st);
  showResult(st.over && !state.resultClosed);
  const humanTurn = !st.over && st.to_move != null && state.sides[st.to_move].kind === 'human' && !state.thinking;
  // A game that has a move for ending a turn keeps its button in its place all game
  // long, off when that move cannot be played: the buttons beside it never move.
  const pass = $('#pass');
  const canPass = humanTurn && st.pass != null;
  pass.hidden = !state.info.pass_label;
  if (!pass.hidden) pass.textContent = t(state.info.pass_label);
  pass.disabled = !canPass;
  pass.classList.remove('hinted');
  if (canPass) pass.dataset.move = st.pass; else delete pass.dataset.move;
  $('#notes').replaceChildren(...st.notes.map((n) => { const li = document.createElement('li'); li.textContent = noteText(n); return li; }));
  $('#shortcuts').replaceChildren(...(humanTurn ? st.shortcuts : []).map(([key, moves]) => button(t(key), () => onShortcut(moves))));
  $('#undo').disabled = !mayUndo(st);
  $('#redo').disabled = !st.can_redo || state.thinking;
  renderTurnWords(st);
  $('#hint').disabled = !humanTurn;
  $('#resign').disabled = !humanTurn;
  renderMoves(st);
  renderMessage();
  renderCells();
  renderTable(st);
  keepFocus(focus);
  return st;
}

// The end-of-game box opens over the board like a dialog: a person playing from the
// board (keyboard or screen reader) is taken to its first button, "Play again", since
// the cell they were on is now under it; closed, it gives them back the board. Only
// from the board and only while this page has the focus: an embedded game never
// takes the focus from the page around it.
function showResult(show) {
  const box = $('#result');
  if (show === !box.hidden) return;
  const focus = document.activeElement;
  box.hidden = !show;
  if (show && document.hasFocus() && focus?.closest('#board-cells')) {
    $('#again').focus({ preventScroll: true });
  } else if (!show && box.contains(focus)) {
    document.querySelector('#board-cells [tabindex="0"]')?.focus({ preventScroll: true });
  }
}

// What the last turn did, in words, and what the side to act must do; the live
// region says what is new in them (announce.js).
function renderTurnWords(st) {
  const last = $('#last-turn');
  const words = movesInWords(st.last_turn_side, st.last_turn);
  last.textContent = words;
  last.hidden = !words;
  // A summed-up turn keeps its every action one click (or key) away.
  const details = $('#last-turn-details');
  details.hidden = !words || !summed(st.last_turn);
  last.classList.toggle('summed', !details.hidden);
  if (!details.hidden) $('#last-turn-all').textContent = movesInWords(st.last_turn_side, st.last_turn, { whole: true });
  // The prompt tells a person what to do; while the computer plays its side, the
  // status already says it is thinking, and "Place a man" would be an order to nobody.
  const computerToAct = st.to_move != null && state.sides[st.to_move]?.kind === 'ai';
  // Nor to the opponent by correspondence, who plays on another device.
  const prompt = st.prompt && !st.over && !computerToAct && !isRemote(st.to_move) ? noteText(st.prompt) : '';
  $('#prompt').textContent = prompt;
  $('#prompt').hidden = !prompt;
  announce(st, statusText(st), prompt);
}
