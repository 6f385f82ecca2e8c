// The page's address says where the player is, so that a reload, the browser's
// back and forward, and a shared link come back to the same screen: the home page
// (no ?game), a game (?game=…), its lessons and puzzles (?game=…&learn), one lesson
// (?game=…&learn=3, the third) or one puzzle (?game=…&puzzle=12, the twelfth). The rest of the address (lang, sw…) is kept.
// A move the player makes to another screen (a card of the home page, a lesson of
// the list, back to the list, all the games) is a step of the browser's history, so
// Back returns to the screen before; anything else (a new game, the screen the page
// opens on, the one Back returns to) only rewrites the address. An embed never adds
// steps: they would be its host page's.
import { isEmbed } from './embedded.js';

let pushNext = false;

/** The player is going to another screen: the next address is a new step of the
 * browser's history. */
export function navigated() {
  pushNext = !isEmbed();
}

// Writes `url` as the address: a new step after `navigated()`, else in place.
function write(url) {
  // "&learn" rather than "&learn=" for the list.
  url.search = url.searchParams.toString().replace(/(^|&)learn=(?=&|$)/, '$1learn');
  if (pushNext && url.href !== location.href) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  pushNext = false;
}

/** Sets the address for `game` (or the home page), and `learn`: null (not the
 * lessons), 0 (their list) or the number of a lesson (from 1); or `puzzle`, the
 * number of a puzzle (from 1). */
export function setLink(game, learn = null, puzzle = null) {
  const url = new URL(location.href);
  url.hash = '';
  const q = url.searchParams;
  if (game) q.set('game', game); else q.delete('game');
  if (game && learn != null && puzzle == null) q.set('learn', learn ? String(learn) : ''); else q.delete('learn');
  if (game && puzzle != null) q.set('puzzle', String(puzzle)); else q.delete('puzzle');
  write(url);
}

/** The puzzle the address asks for: its number (from 1) as written (the lessons'
 * screen checks it), or null. */
export const puzzleFromLink = () => new URLSearchParams(location.search).get('puzzle');

/** The lessons the address asks for: null (none), '' (their list) or a lesson's
 * number (from 1), as written (the lessons' screen checks it). */
export const learnFromLink = () => new URLSearchParams(location.search).get('learn');

/** The game the address names (`?game=…`), or null. */
export const gameFromLink = () => new URLSearchParams(location.search).get('game');

/** The language was switched with the button: an address that names a language
 * (`&lang=en`) names the new one, so a reload or a shared link keeps the choice. */
export function setLangInLink(lang) {
  const url = new URL(location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', lang);
  write(url);
}
