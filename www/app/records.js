// Games kept and passed on. Every game is kept in this browser after every move,
// under its own identity (kept.js: the home lists them); a manual save slot;
// export to a file and import from one (or a file dropped on the page); links that
// share a game (#r=) or carry a correspondence move (#c=). A record (JSON: game,
// options, dice seed, moves) is checked by Rust before it replaces anything; a broken
// save, file or link gets a message and changes nothing.
import { recordProblem, recordGame } from '../../pkg/plateaux.js';
import { t, noteText, hasGameWords, loadGameWords } from './strings.js';
import { state } from './state.js';
import { loadRecord } from './play.js';
import { say } from './status.js';
import { clockLeft } from './clock.js';
import * as kept from './kept.js';

const store = {
  get(key) { try { return localStorage.getItem(key); } catch { return null; } },
  // Why it could not keep a value, in the player's words: the site's room is full
  // (what was kept stays), or the browser keeps nothing for it.
  set(key, value) {
    try { localStorage.setItem(key, value); return null; } catch (e) {
      return t(e?.name === 'QuotaExceededError' ? 'error.why.storage_full' : 'error.why.storage_off');
    }
  },
};
const slotKey = (id) => `plateaux.save.${id}`;

function cleanSide(s) {
  const level = Math.min(4, Math.max(1, Number(s && s.level) || 3));
  return { kind: s && s.kind === 'ai' ? 'ai' : 'human', level };
}

// Why a record cannot be replayed, in the player's words, or null if it can.
function problemOf(json) {
  const why = recordProblem(json);
  return why ? noteText(why, { inside: true }) : null;
}

// A stored game: `{record, sides, clockEnd?}`, or `{problem}` if it cannot be used.
function readStored(raw) {
  if (raw == null) return null;
  let saved;
  try { saved = JSON.parse(raw); } catch { return { problem: t('error.why.damaged_text') }; }
  return checked(saved);
}

// A stored game already read from its JSON, checked as `readStored` does.
function checked(saved) {
  const record = saved && typeof saved.record === 'string' ? saved.record : '';
  const problem = problemOf(record);
  if (problem) return { problem };
  const sides = Array.isArray(saved.sides) && saved.sides.length === 2 ? saved.sides.map(cleanSide) : null;
  const clockEnd = Number.isFinite(saved.clockEnd) ? saved.clockEnd : null;
  return { record, sides, clockEnd };
}

function current() {
  const left = clockLeft();
  return JSON.stringify({ record: state.app.recordJson(), sides: state.sides, clockEnd: left == null ? null : Date.now() + left });
}

// The identity whose storage trouble was said already (said once per game).
let warned = null;

/** Keeps the game on screen under its identity after every change, once a person
 * has played in it (a new game, or one the computer only opened, is not worth a place
 * in the list). The storage full or blocked is said once per game; nothing kept
 * before is lost. */
export function autosave() {
  if (!state.app || !state.gid) return;
  const st = state.app.status();
  const played = st.movers.some((side) => side != null && state.sides[side]?.kind === 'human');
  if (!played && !kept.entry(state.gid)) return;
  const left = clockLeft();
  const problem = kept.keep({
    gid: state.gid, game: state.info.id, record: state.app.recordJson(), sides: state.sides,
    clockEnd: left == null ? null : Date.now() + left, over: st.over, moves: st.moves.length,
  });
  if (problem && warned !== state.gid) {
    warned = state.gid;
    say('error', 'error.storage', { detail: t(problem === 'full' ? 'error.why.storage_full' : 'error.why.storage_off') });
  }
}

/** A kept game as it can be opened: `{gid, record, sides, clockEnd}`, or `{gid,
 * problem}` if it no longer replays (said, and kept as it is). */
export function openable(e) {
  if (e.problem) return { gid: e.gid, problem: t('error.why.damaged_text') };
  const s = checked(e);
  return s.problem ? { gid: e.gid, problem: s.problem } : { gid: e.gid, ...s };
}

/** The game of title `id` to resume, as [`openable`] gives it, or null: with
 * `thisTab`, the one this tab showed last (a reload brings back what was on screen,
 * a finished game too); else, or if it is gone, the last played still going. */
export function resumable(id, thisTab = false) {
  const mine = thisTab ? kept.tabGame(id) : null;
  const e = (mine && kept.entry(mine)) || kept.latestInProgress(id);
  return e ? openable(e) : null;
}

/** The manual save slot: keeps the game in progress. */
export function save() {
  const problem = store.set(slotKey(state.info.id), current());
  if (problem) say('error', 'error.storage', { detail: problem }); else say('note', 'play.saved');
}

/** Restores the manual save of the current game, if any and if it replays. */
export function load() {
  const saved = readStored(store.get(slotKey(state.info.id)));
  if (!saved) { say('note', 'play.nothing_saved'); return; }
  if (saved.problem) { say('error', 'error.record', { detail: saved.problem }); return; }
  loadRecord(saved.record, saved.sides ?? state.sides, saved.clockEnd);
  say('note', 'play.loaded');
}

/** Downloads the game as a .json file. */
export function exportFile() {
  const blob = new Blob([state.app.recordJson()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `plateaux-${state.info.id}-${new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-')}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Opens a game from a file (chosen or dropped); `open(game, record)` switches to
 * its game (false if it refuses: an embed plays its own game only, and says so). A
 * file that is not a record says why and changes nothing. */
export async function importFile(file, open) {
  let text;
  try { text = await file.text(); } catch (e) { say('error', 'error.file', { detail: String(e.message ?? e) }); return; }
  // Why a record of another game cannot be replayed is said in that game's words.
  const game = recordGame(text);
  if (game && !hasGameWords(game)) await loadGameWords(game).catch(() => {});
  const problem = problemOf(text);
  if (problem) { say('error', 'error.file', { detail: problem }); return; }
  if (open(recordGame(text), text) === false) return;
  say('note', 'play.imported');
}

function toBase64Url(s) {
  let bin = '';
  for (const b of new TextEncoder().encode(s)) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(s) {
  const bin = atob(s.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

// Who plays each side, as a link carries it: `h` a person, `a3` the computer at level 3.
const seatCode = (s) => (s.kind === 'ai' ? `a${s.level}` : 'h');
const seatOf = (code) => (code === 'h' ? { kind: 'human', level: 3 } : { kind: 'ai', level: Number(code.slice(1)) });

async function copyLink(kind, doneKey) {
  const url = new URL(location.href);
  url.search = '';
  // A shared game says who plays each side (`~h-a3`), so it opens as it was played;
  // a correspondence move is always between two people.
  const seats = kind === 'r' ? `~${state.sides.map(seatCode).join('-')}` : '';
  url.hash = `${kind}=${toBase64Url(state.app.recordJson())}${seats}`;
  try { await navigator.clipboard.writeText(url.href); say('note', doneKey); } catch { say('note', 'play.link', { url: url.href }); }
}

/** A link to the game so far, copied. */
export const share = () => copyLink('r', 'play.copied');

/** A correspondence link: the game with my move, for the opponent to answer. */
export const send = () => copyLink('c', 'play.sent');

/** The game the link's record is of, if it carries one (its words are loaded before
 * the link is read, so what is wrong with it is said in them). */
export function linkGame() {
  const m = location.hash.match(/^#[rc]=([^~]*)/);
  try { return m ? recordGame(fromBase64Url(m[1])) ?? null : null; } catch { return null; }
}

/** The game a link carries: `{json, game, correspondence, sides}` (`sides` null
 * when the link does not say who plays, or says it wrongly), `{problem}` for a
 * broken link, or null for a link without a game. */
export function recordFromLink() {
  const m = location.hash.match(/^#([rc])=([^~]*)(?:~(.*))?$/);
  if (!m) return null;
  let json;
  try { json = fromBase64Url(m[2]); } catch { return { problem: t('error.why.damaged_link') }; }
  const problem = problemOf(json);
  if (problem) return { problem };
  const seats = /^(h|a[1-4])-(h|a[1-4])$/.exec(m[3] ?? '');
  return { json, game: recordGame(json), correspondence: m[1] === 'c', sides: seats ? [seatOf(seats[1]), seatOf(seats[2])] : null };
}

/** Where a correspondence link goes among the games kept here: `{fit: 'continues',
 * gid}` when it continues one (played on in its place), `{fit: 'older', gid}` when
 * one kept here is already further on (the link is behind it), else `{fit: 'new'}`:
 * it opens beside the others, never over one. */
export function continuation(json) {
  const b = JSON.parse(json);
  const prefix = (x, y) => x.every((m, i) => y[i] === m);
  let older = null;
  for (const e of kept.list()) {
    if (e.problem || e.game !== b.game) continue;
    let a;
    try { a = JSON.parse(e.record); } catch { continue; }
    const same = JSON.stringify(a.options) === JSON.stringify(b.options) && a.seed === b.seed;
    if (same && prefix(a.moves, b.moves)) return { fit: 'continues', gid: e.gid };
    if (same && prefix(b.moves, a.moves)) older ??= { fit: 'older', gid: e.gid };
  }
  return older ?? { fit: 'new' };
}
