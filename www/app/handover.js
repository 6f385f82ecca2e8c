// A game that starts from a position given as text (a record's `position`: a puzzle,
// a diagram, a position set up by hand) needs the complete module, which reads
// positions; the page every visitor loads runs the light one, which does not (its
// weight is the first visit's). Such a game is handed over to full.html — the same
// app on the complete module — with what to open kept for it in this tab's session
// storage, so nothing is lost on the way: a link's game, a file's, a kept game.
import { Game } from '../../pkg/plateaux.js';

const KEY = 'plateaux.handover';

/** Whether this page reads positions as text (the complete module). */
export const readsPositions = () => typeof Game.fromPosition === 'function';

/** Whether a record (JSON text) starts from a position of its own. */
export function startsFromPosition(json) {
  try { return JSON.parse(json)?.position != null; } catch { return false; }
}

/** Whether `json` must go to the page with the complete module. */
export const needsFullPage = (json) => !readsPositions() && startsFromPosition(json);

/** Opens full.html with the game to open: `{game, record, sides, gid}` (`gid` the
 * kept game it continues, if any). Returns false if this tab keeps nothing (storage
 * off): the caller says so. */
export function handOver(what) {
  try { sessionStorage.setItem(KEY, JSON.stringify(what)); } catch { return false; }
  const url = new URL('full.html', document.baseURI);
  url.search = new URLSearchParams({ game: what.game }).toString();
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) url.searchParams.set('lang', lang);
  location.assign(url.href);
  return true;
}

/** The game handed over to this page, taken (once), or null. */
export function takeHandedOver() {
  if (!readsPositions()) return null;
  let what = null;
  try {
    what = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch { return null; }
  return what && typeof what.record === 'string' && typeof what.game === 'string' ? what : null;
}
