// The page's address says where the player is, so that a reload, the browser's
// back and forward, and a shared link come back to the same screen: the home page
// (no ?game), a game (?game=…), its lessons (?game=…&learn) or one of them
// (?game=…&learn=3, the third). The rest of the address (lang, sw…) is kept.

/** Sets the address for `game` (or the home page), and `learn`: null (not the
 * lessons), 0 (their list) or the number of a lesson (from 1). */
export function setLink(game, learn = null) {
  const url = new URL(location.href);
  url.hash = '';
  const q = url.searchParams;
  if (game) q.set('game', game); else q.delete('game');
  if (game && learn != null) q.set('learn', learn ? String(learn) : ''); else q.delete('learn');
  // "&learn" rather than "&learn=" for the list.
  url.search = q.toString().replace(/(^|&)learn=(?=&|$)/, '$1learn');
  history.replaceState(null, '', url);
}

/** The lessons the address asks for: null (none), 0 (their list) or a lesson's
 * number (from 1). */
export function learnFromLink() {
  const v = new URLSearchParams(location.search).get('learn');
  if (v == null) return null;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
