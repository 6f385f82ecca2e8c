// Games kept and passed on. Every game is kept in this browser after every move,
// under its own identity (kept.js: the home lists them); a manual save slot;
// export to a file and import from one (or a file dropped on the page); links that
// share a game (#r=) or carry a correspondence move (#c=), the record packed
// (packed.js: each move a few bits, so a whole game fits in a text message) and
// shown to copy by hand or scan (linkbox.js). A record (JSON: game, options, dice
// seed, moves) is checked by Rust before it replaces anything; a broken save, file or
// link gets a message and changes nothing.
import { recordProblem, recordGame, Game } from '../../pkg/plateaux.js';
import { t, noteText, hasGameWords, loadGameWords, loadPart } from './strings.js';
import { state } from './state.js';
import { loadRecord } from './play.js';
import { say } from './status.js';
import { clockLeft } from './clock.js';
import * as kept from './kept.js';
import { needsFullPage } from './handover.js';
import { needStyle } from './extrastyle.js';
import { cannotSend, sender, sidesFor, mySide } from './correspondence.js';
import { changeSides } from './play.js';

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

// What passes games on by link — the codec (packed.js) and the box that shows a link
// (linkbox.js) — comes with the first link shared or opened: a chunk of its own, not
// in what every visit loads.
let links = null;
async function linkTools() {
  if (!links) {
    const [{ packer }, box] = await Promise.all([import('./packed.js'), import('./linkbox.js'), loadPart('extra').catch(() => {}), needStyle()]);
    box.wireLinkBox();
    links = { ...packer(Game), show: box.showLink, render: box.render };
  }
  return links;
}

/** Redraws the link box's words, if it was ever shown (after a change of language). */
export function renderLinks() { links?.render(); }

function cleanSide(s) {
  const level = Math.min(4, Math.max(1, Number(s && s.level) || 3));
  return { kind: s && (s.kind === 'ai' || s.kind === 'remote') ? s.kind : 'human', level };
}

// Why a record cannot be replayed, in the player's words, or null if it can (or if
// it starts from a position, which only the page that reads positions can check:
// it goes there, handover.js, and is checked there).
function problemOf(json) {
  if (needsFullPage(json)) return null;
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
  const e = keptToResume(id, thisTab);
  return e ? openable(e) : null;
}

/** The kept game [`resumable`] would open, as kept (not yet checked), or null. */
export function keptToResume(id, thisTab = true) {
  const mine = thisTab ? kept.tabGame(id) : null;
  return (mine && kept.entry(mine)) || kept.latestInProgress(id);
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

function fromBase64Url(s) {
  const bin = atob(s.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

// Who plays each side, as a link carries it: `h` a person, `a3` the computer at level 3.
const seatCode = (s) => (s.kind === 'ai' ? `a${s.level}` : 'h');
const seatOf = (code) => (code === 'h' ? { kind: 'human', level: 3 } : { kind: 'ai', level: Number(code.slice(1)) });

// The address of a link: this page's (an embed's opens the app itself, its page
// beside embed.html), with what is passed on in the hash.
function linkTo(hash) {
  const url = new URL(location.href);
  url.search = '';
  url.hash = hash;
  url.pathname = url.pathname.replace(/embed(-full)?\.html$/, '');
  return url.href;
}

/** A link to the game so far, shown to copy or scan. It says who plays each side
 * (`~h-a3`), so it opens as it was played. */
export async function share() {
  const seats = state.sides.map((s) => seatCode(s.kind === 'remote' ? { kind: 'human' } : s)).join('-');
  const { pack, show } = await linkTools();
  show(linkTo(`r=${pack(state.app.recordJson())}~${seats}`), 'share');
}

/** A correspondence link: the game with my move, for the opponent to answer; it says
 * which side the receiver plays (`~1`). From now on this device plays its side only:
 * the other is the opponent's, played on their device. */
export async function send() {
  const st = state.app.status();
  const why = cannotSend(st);
  if (why) { say('error', why); return; }
  const { pack, show } = await linkTools();
  const me = sender(st);
  if (mySide() !== me) changeSides(sidesFor(me));
  show(linkTo(`c=${pack(state.app.recordJson())}~${1 - me}`), 'send');
}

// The record a link's hash carries, as JSON, or `{problem}` in the player's words:
// packed (`<game>.<bytes>`), or an older link's base64 JSON.
async function linkRecord(payload) {
  if (payload.includes('.')) {
    const { unpack } = await linkTools();
    try { return { json: unpack(payload) }; } catch (e) {
      if (e.why === 'record') return { problem: problemOf(e.record) ?? t('error.why.damaged_link') };
      return { problem: t(e.why === 'cut' ? 'error.why.link_cut' : 'error.why.damaged_link') };
    }
  }
  // An older link: the record's JSON in base64. JSON that stops early is a link cut on
  // its way (said so), anything else unreadable is damaged.
  let json;
  try { json = fromBase64Url(payload); } catch { return { problem: t('error.why.damaged_link') }; }
  try { JSON.parse(json); } catch { return { problem: t(/^\s*\{/.test(json) ? 'error.why.link_cut' : 'error.why.damaged_link') }; }
  return { json };
}

/** The game the link's record is of, if it carries one (its words are loaded before
 * the link is read, so what is wrong with it is said in them). */
export function linkGame() {
  const m = location.hash.match(/^#[rc]=([^~]*)/);
  if (!m) return null;
  const packed = /^([a-z0-9_]+)\./.exec(m[1]);
  if (packed) return packed[1];
  try { return recordGame(fromBase64Url(m[1])) ?? null; } catch { return null; }
}

/** The game a link carries (a promise): `{json, game, correspondence, sides, mine}` (`sides`
 * null when the link does not say who plays, or says it wrongly; `mine` the side a
 * correspondence link gives its receiver, null for an older link that does not
 * say), `{problem}` for a broken link, or null for a link without a game. */
export async function recordFromLink() {
  const m = location.hash.match(/^#([rc])=([^~]*)(?:~(.*))?$/);
  if (!m) return null;
  const { json, problem } = await linkRecord(m[2]);
  if (problem) return { problem };
  const why = problemOf(json);
  if (why) return { problem: why };
  const seats = /^(h|a[1-4])-(h|a[1-4])$/.exec(m[3] ?? '');
  const mine = /^[01]$/.test(m[3] ?? '') ? Number(m[3]) : null;
  return { json, game: recordGame(json), correspondence: m[1] === 'c', sides: seats ? [seatOf(seats[1]), seatOf(seats[2])] : null, mine };
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
