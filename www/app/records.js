// Saved games and shared links. A record (JSON: game, options, dice seed, moves) is
// checked by Rust before it replaces anything; a broken save or link gets a
// message and changes nothing.
import { checkRecord } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { loadRecord } from './play.js';
import { say } from './status.js';

const saveKey = () => `plateaux.save.${state.info.id}`;

/** Keeps the game in progress in this browser (one per game). */
export function save() {
  try {
    localStorage.setItem(saveKey(), JSON.stringify({ record: state.app.recordJson(), sides: state.sides }));
    say('note', 'play.saved');
  } catch (e) {
    say('error', 'error.storage', { detail: String(e.message ?? e) });
  }
}

function cleanSide(s) {
  const level = Math.min(4, Math.max(1, Number(s && s.level) || 3));
  return { kind: s && s.kind === 'ai' ? 'ai' : 'human', level };
}

/** Restores the saved game of the current game, if any and if it replays. */
export function load() {
  let saved;
  try { saved = JSON.parse(localStorage.getItem(saveKey()) ?? 'null'); } catch (e) { saved = { broken: String(e.message ?? e) }; }
  if (!saved) { say('note', 'play.nothing_saved'); return; }
  const record = typeof saved.record === 'string' ? saved.record : '';
  const problem = saved.broken ?? checkRecord(record);
  if (problem) { say('error', 'error.record', { detail: problem }); return; }
  const sides = Array.isArray(saved.sides) && saved.sides.length === 2 ? saved.sides.map(cleanSide) : state.sides;
  loadRecord(record, sides);
  say('note', 'play.loaded');
}

function toBase64Url(s) {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(s) {
  const bin = atob(s.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** A link to the game so far (`#r=` and the record in base64url), copied. */
export async function share() {
  const url = new URL(location.href);
  url.hash = `r=${toBase64Url(state.app.recordJson())}`;
  history.replaceState(null, '', url);
  try { await navigator.clipboard.writeText(url.href); say('note', 'play.copied'); } catch { say('note', 'play.link', { url: url.href }); }
}

/** The record a link carries: `{json}`, `{problem}` for a broken link, or null. */
export function recordFromLink() {
  const m = location.hash.match(/^#r=(.*)$/);
  if (!m) return null;
  let json;
  try { json = fromBase64Url(m[1]); } catch { return { problem: 'base64' }; }
  const problem = checkRecord(json);
  return problem ? { problem } : { json };
}
