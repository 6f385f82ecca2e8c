// The game in progress: starting one, the turn loop (a person's clicks, the
// computer's replies, the die), undo and redo. The rules, the picture and the
// clicks themselves are Rust's (`App`); this module only sequences them.
import { App, freshSeed } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { tableOn } from './table.js';
import { sideRef, noteText } from './strings.js';
import { seatLabel, optionsJson, clockMinutes } from './setup.js';
import { renderStatus, say, setShortcutHandler } from './status.js';
import { startClock, startClockUntil, stopClock } from './clock.js';
import { think, killWorker } from './ai.js';
import { notifyChange, resetEvents } from './events.js';
import { setCellHandler, renderCells } from './cells.js';
import { beforeMove, showMotion, pointerTravelled } from './motion.js';
import { showBurst } from './burst.js';
import { resetZoom } from './zoom.js';
import { spinDie, showFace, settleDie, hideDie } from './die.js';
import { play as sound } from './sound.js';
import { newIdentity, showing } from './kept.js';
import { mayUndo, isRemote } from './correspondence.js';

const $ = (sel) => document.querySelector(sel);
let rolling = null; // the pending roll's timer

// A fresh canvas per game: the old App's listeners go with the old element.
function freshCanvas() {
  const old = $('#board');
  const c = old.cloneNode(false);
  old.replaceWith(c);
  // A click is handled by Rust, which redraws at once: keep the picture before it.
  let down = null;
  c.addEventListener('pointerdown', (e) => {
    down = [e.clientX, e.clientY];
    if (personToAct()) beforeMove();
    // A tap while the computer plays a turn of several actions shows the rest at once.
    else if (state.thinking) state.hurry = true;
    else notYours();
  });
  c.addEventListener('pointerup', (e) => { if (down) pointerTravelled(Math.hypot(e.clientX - down[0], e.clientY - down[1])); });
  return c;
}

// Whether the board is turned for `sides`: the side an embed's host put at the bottom
// (`state.orientation`), else the person's, when they play the second side alone.
// By correspondence, each player sees the board from their own side.
function flipFor([a, b]) {
  if (state.orientation != null) return state.orientation === 1;
  if (b.kind === 'remote' || a.kind === 'remote') return a.kind === 'remote';
  return a.kind === 'ai' && b.kind === 'human';
}

/** Turns the board to put side `side` (0, 1, or null: the person's) at the bottom. */
export function setOrientation(side) {
  state.orientation = side;
  if (!state.app) return;
  state.flipped = flipFor(state.sides);
  state.app.setFlip(state.flipped);
  renderStatus();
  renderCells();
}

// Puts `app` on the page for the players `sides`, and starts the turn loop.
function attach(app, sides) {
  stopClock();
  hideDie();
  $('#result').hidden = true;
  if (state.app) state.app.free();
  Object.assign(state, { app, sides, lastActor: null, thinking: false, review: null, resultClosed: false });
  // Each game its own identity: a kept game opened again keeps its own (`nextGid`).
  state.gid = state.nextGid ?? newIdentity();
  state.nextGid = null;
  showing(state.info.id, state.gid);
  state.gen++;
  app.setShowTargets($('#show-targets').checked);
  const [a, b] = sides;
  app.setHumans(!state.viewOnly && a.kind === 'human', !state.viewOnly && b.kind === 'human');
  state.flipped = flipFor(sides);
  app.setFlip(state.flipped);
  app.setTable(tableOn());
  // On the board's frame, so the board and its fading copy take the same shape.
  $('#board-zoom').style.setProperty('--aspect', String(app.aspectRatio()));
  $('#table').style.setProperty('--aspect', String(app.aspectRatio())); // the bars' width
  resetZoom();
  window.plateaux = { app, state, killWorker }; // for the end-to-end tests and curious players
  resetEvents(app.status());
  afterChange();
  // When the first board of the visit was drawn, for the tests' measure of speed.
  if (!performance.getEntriesByName('plateaux-first-board').length) performance.mark('plateaux-first-board');
}

/** A new game of the current game with the seats and options of the setup form;
 * with `lots`, the seats are given their sides by lot. */
export function newGame({ lots = false } = {}) {
  const swap = lots && freshSeed() % 2 === 1;
  const sides = swap ? [state.seats[1], state.seats[0]] : [...state.seats];
  say(null);
  // Said again in the other language if the players switch: the args are computed then.
  if (lots) say('note', 'setup.lots_result', () => ({ first: seatLabel(swap ? 1 : 0, sides[0]), side: sideRef(0) }));
  try {
    attach(new App(freshCanvas(), state.info.id, optionsJson(), 0, onClick), sides);
  } catch (e) {
    say('error', 'error.options', { detail: String(e.message ?? e) });
    return;
  }
  const minutes = clockMinutes();
  if (minutes) startClock(minutes, timeUp);
}

/** Replaces the game by the one a checked record describes, played by `sides`;
 * a timed game's clock goes on until `clockEnd` (epoch ms), or ends it at once if
 * that time has passed. */
export function loadRecord(json, sides, clockEnd = null) {
  attach(App.fromRecord(freshCanvas(), json, onClick), sides);
  if (clockEnd != null && !state.app.status().over) startClockUntil(clockEnd, timeUp);
}

function timeUp() {
  state.gen++; // a pending AI answer is void
  state.thinking = false;
  state.app.timeUp();
  afterChange();
}

function onClick(result) {
  if (result && result.kind === 'played') { state.lastActor = null; say(null); afterChange(); return; }
  // A refused click says why, when the rules can.
  const why = state.app.status().refusal;
  if (why) { say('error', 'play.refused', () => ({ why: noteText(why, { inside: true }) })); sound('refused'); } else if (state.message?.key === 'play.refused') say(null);
  renderStatus();
}

/** After every move: redraw the panel, then roll the die or ask the computer. */
export function afterChange() {
  // The draw's result is in the bars now; its sentence goes once the game is under way.
  if (state.message?.key === 'setup.lots_result' && state.app.status().moves.length) say(null);
  const st = renderStatus();
  showMotion(st, state.app);
  showBurst(st, state.app);
  settleDie(st);
  notifyChange(st);
  if (st.over || state.viewOnly) { stopClock(); return; }
  if (st.chance) { rollDie(st.faces); return; }
  const side = state.sides[st.to_move];
  if (side.kind === 'ai') askAi(side.level, st.to_move, st.rolled != null);
}

// A chance step: the die tumbles a moment through its faces, then the session rolls
// its seeded dice (so a saved game replays the same rolls) and shows the face.
function rollDie(faces) {
  const gen = state.gen;
  spinDie(faces);
  // One roll pending at a time: a roll left over from a game just replaced must not
  // take away the die of a roll begun since.
  clearTimeout(rolling);
  rolling = setTimeout(() => {
    rolling = null;
    if (gen !== state.gen) { hideDie(); return; }
    beforeMove();
    state.app.roll();
    // A click refused while the die rolled said so; rolled, that is past.
    if (state.message?.key === 'play.refused') say(null);
    showFace(state.app.status());
    afterChange();
  }, 650);
}

async function askAi(level, side, afterRoll) {
  const gen = ++state.gen;
  if (state.lastActor !== side) state.hurry = false; // a new turn is shown at its pace
  state.thinking = true;
  renderStatus();
  const started = performance.now();
  const answer = await think(gen, state.app.recordJson(), level);
  if (gen !== state.gen) return; // the game changed meanwhile (undo, new game)
  // A pause so a person sees the reply arrive; between the actions of one turn, a
  // pace at which each can be followed (a tap on the board hurries the rest of the
  // turn); longer after a roll, so the face is seen before the next action takes it.
  const pause = afterRoll ? 1200 : state.lastActor === side ? (state.hurry ? 0 : 450) : 400;
  await new Promise((r) => setTimeout(r, Math.max(0, pause - (performance.now() - started))));
  if (gen !== state.gen) return;
  state.thinking = false;
  if (answer.error) { say('error', 'error.ai', { detail: answer.error }); renderStatus(); return; }
  beforeMove();
  try { state.app.play(answer.move); state.lastActor = side; } catch (e) { say('error', 'error.ai', { detail: String(e.message ?? e) }); }
  afterChange();
}

/** Whether a person may act now (not the computer's turn, not over, no roll due). */
export function personToAct() {
  if (state.viewOnly) return false;
  const st = state.app.status();
  return !st.over && st.to_move != null && state.sides[st.to_move].kind === 'human' && !state.thinking;
}

/** Whether a person's click is answered though no side acts (a roll due, the game
 * over): the game says why nothing happens, as the board does for a press. */
function personWaits() {
  if (state.viewOnly || !state.sides.some((s) => s.kind === 'human')) return false;
  const st = state.app.status();
  return st.over || st.chance;
}

/** Plays moves given in notation, one after another, as the person's; stops at the
 * first refusal and says why. Returns null, or the reason nothing more was played. */
export function playMoves(moves) {
  if (!personToAct()) return 'not your turn';
  let current = '';
  beforeMove();
  try {
    for (const m of moves) { current = m; state.app.play(m); }
  } catch (e) {
    // The reason in the player's language when the rules can give it.
    const why = state.app.whyNot(current);
    const detail = why ? noteText(why, { inside: true }) : String(e.message ?? e);
    say('error', 'error.move', { detail });
    sound('refused');
    afterChange();
    return detail;
  }
  state.lastActor = null;
  say(null);
  afterChange();
  return null;
}

setShortcutHandler(playMoves);

// A cell chosen with the keyboard (or a screen reader) is a click on it.
setCellHandler((cell) => {
  if (state.review != null) return;
  if (personToAct()) beforeMove();
  else if (!personWaits()) { notYours(); return; }
  state.app.clickCell(cell);
  renderCells();
});

// A click on the board on the turn of the opponent by correspondence says why
// nothing happens.
function notYours() {
  const st = state.app?.status();
  if (st && !st.over && !state.viewOnly && isRemote(st.to_move)) { say('note', 'corr.not_your_turn'); sound('refused'); }
}

/** Undoes the last move; against the computer, back to the person's last decision;
 * by correspondence, never the opponent's moves. */
export function undo() {
  const app = state.app;
  if (!mayUndo(app.status())) { if (app.status().can_undo) say('error', 'corr.no_undo'); return; }
  state.gen++;
  state.thinking = false;
  hideDie();
  let undone = app.undo();
  for (let guard = 0; undone && guard < 1000; guard++) {
    const st = app.status();
    if (st.over || !st.can_undo) break;
    if (st.to_move != null && state.sides[st.to_move].kind === 'human') break;
    undone = app.undo();
  }
  say(null);
  afterChange();
}

/** Plays again the move last undone. */
export function redo() {
  // As undo took back the computer's replies with the person's move, redo plays
  // them again too, up to the person's next decision (rather than letting the
  // computer think anew, which may choose another reply).
  const app = state.app;
  let redone = app.redo();
  for (let guard = 0; redone && guard < 1000; guard++) {
    const st = app.status();
    if (st.over || !st.can_redo) break;
    if (st.to_move != null && state.sides[st.to_move].kind === 'human') break;
    redone = app.redo();
  }
  afterChange();
}

/** Gives the game in progress new players (an embed's host changed its level or the
 * person's side): the game goes on, the computer answering if it is now to act. */
export function changeSides(sides) {
  state.gen++; // an answer asked of the computer for the old players is void
  state.thinking = false;
  state.sides = sides;
  state.seats = [...sides];
  state.app.setHumans(!state.viewOnly && sides[0].kind === 'human', !state.viewOnly && sides[1].kind === 'human');
  state.flipped = flipFor(sides);
  state.app.setFlip(state.flipped);
  afterChange();
}

/** The same players again, each keeping their side (or swapping, with `swap`). */
export function playAgain({ swap = false } = {}) {
  state.seats = swap ? [state.sides[1], state.sides[0]] : [...state.sides];
  newGame({ lots: false });
}

/** The person to act gives up. */
export function resign() {
  if (!personToAct()) return;
  state.gen++; // a hint on its way is void: the game is over
  state.app.resign();
  afterChange();
}

/** Asks the strongest level for the move of the side to act, and shows it on the
 * board without playing it. */
export async function hint() {
  if (!personToAct()) return;
  const gen = ++state.gen;
  const moves = state.app.status().moves.length;
  say('note', 'play.hint_thinking');
  const answer = await think(gen, state.app.recordJson(), 4);
  if (gen !== state.gen || state.app.status().moves.length !== moves || !personToAct()) return;
  if (answer.error) { say('error', 'error.ai', { detail: answer.error }); return; }
  state.app.showHint(answer.move);
  renderCells(); // the hint's selection and target, named for screen readers
  // Said as moves are told ("Lancier h5 vers g4"); a hint to end the turn shows on
  // its button, since it has no place on the board.
  const passes = answer.move === state.app.status().pass;
  if (passes) $('#pass').classList.add('hinted');
  const words = state.app.describeMove(answer.move); // its directions as the board is drawn
  // The move's words are filled in at each drawing, so they follow a language switch.
  say('note', passes ? 'play.hint_pass' : 'play.hint_is', () => ({ move: noteText(words, { inside: true }) }));
}

