// The games kept in this browser: every game has its own identity and its own entry
// (`plateaux.game.<identity>` in localStorage: its record, who plays, its clock, when
// it was last played, whether it is over), so a second game of a title, a game opened
// from a link or a game played in another tab never takes another's place. Finished
// games are kept too, a short history: past FINISHED_KEPT, the oldest finished is
// dropped, never a game in progress. Nothing here knows a game.
const PREFIX = 'plateaux.game.';

/** How many finished games are kept (the oldest goes first). */
export const FINISHED_KEPT = 12;

/** A new identity: when the game started, and a random part (two tabs starting a game
 * in the same millisecond still differ). */
export function newIdentity() {
  const random = new Uint32Array(1);
  crypto.getRandomValues(random);
  return `${Date.now().toString(36)}-${random[0].toString(36)}`;
}

const storage = () => { try { return window.localStorage; } catch { return null; } };

/** The kept entry of `gid` as stored (text), or null. */
export function rawEntry(gid) {
  try { return storage()?.getItem(PREFIX + gid) ?? null; } catch { return null; }
}

/** The identity a storage key names, or null for another key. */
export const identityOf = (key) => (key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : null);

/** Every kept game, the last played first: `{gid, game, record, sides, clockEnd,
 * updated, over, moves}`, or `{gid, problem: true}` for an entry that cannot be read
 * (kept as it is: the player may delete it). */
export function list() {
  const s = storage();
  if (!s) return [];
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const gid = identityOf(s.key(i));
    if (gid == null) continue;
    out.push(parse(gid, s.getItem(PREFIX + gid)));
  }
  return out.sort((a, b) => (b.updated ?? 0) - (a.updated ?? 0));
}

// One entry read from its text.
function parse(gid, text) {
  try {
    const e = JSON.parse(text);
    if (!e || typeof e.record !== 'string' || typeof e.game !== 'string') throw new Error('not an entry');
    return { ...e, gid, updated: Number(e.updated) || 0, over: e.over === true, moves: Number(e.moves) || 0 };
  } catch {
    return { gid, problem: true };
  }
}

/** The kept game `gid`, or null. */
export function entry(gid) {
  const text = rawEntry(gid);
  return text == null ? null : parse(gid, text);
}

/** The game of title `game` last played and not finished, or null. */
export function latestInProgress(game) {
  return list().find((e) => !e.problem && e.game === game && !e.over) ?? null;
}

/** Keeps `e` (`{gid, game, record, sides, clockEnd, over, moves}`) as played now.
 * When the storage is full, the oldest finished games make room (never a game in
 * progress, never what was kept before this write); returns null once kept, else
 * `'full'` or `'off'` (the browser keeps nothing for the site). */
export function keep(e) {
  const s = storage();
  if (!s) return 'off';
  const text = JSON.stringify({ ...e, gid: undefined, updated: Date.now() });
  for (;;) {
    try {
      s.setItem(PREFIX + e.gid, text);
      prune();
      return null;
    } catch (err) {
      if (err?.name !== 'QuotaExceededError') return 'off';
      const oldest = list().filter((x) => x.over && x.gid !== e.gid).pop();
      if (!oldest) return 'full';
      forget(oldest.gid);
    }
  }
}

/** Remembers that this tab shows game `gid` of title `game` (for a reload). */
export function showing(game, gid) {
  try { sessionStorage.setItem(`plateaux.tab.${game}`, gid); } catch { /* not remembered: a reload opens the last played */ }
}

/** The game of title `game` this tab showed last, or null. */
export function tabGame(game) {
  try { return sessionStorage.getItem(`plateaux.tab.${game}`); } catch { return null; }
}

/** Drops the kept game `gid`. */
export function forget(gid) {
  try { storage()?.removeItem(PREFIX + gid); } catch { /* nothing kept, nothing to drop */ }
}

// Past FINISHED_KEPT finished games, the oldest go.
function prune() {
  for (const old of list().filter((e) => e.over).slice(FINISHED_KEPT)) forget(old.gid);
}

/** Moves the games kept before games had identities (one per title, under
 * `plateaux.autosave.<game>`) to entries of their own, once: nothing is lost. */
export function migrate() {
  const s = storage();
  if (!s) return;
  const old = [];
  for (let i = 0; i < s.length; i++) if (s.key(i)?.startsWith('plateaux.autosave.')) old.push(s.key(i));
  for (const key of old) {
    try {
      const saved = JSON.parse(s.getItem(key));
      const record = JSON.parse(saved.record);
      const moves = record.moves.length;
      if (moves || saved.clockEnd) {
        keep({ gid: newIdentity(), game: record.game, record: saved.record, sides: saved.sides ?? null, clockEnd: saved.clockEnd ?? null, over: false, moves });
      }
    } catch { /* unreadable: there is nothing to move */ }
    s.removeItem(key);
  }
}
