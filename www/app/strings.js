// Every visible word comes from Rust's string table (`strings(lang)`), French first.
// This module turns keys into text: placeholders, side names, game notes.
import { strings } from '../../pkg/plateaux.js';
import { state } from './state.js';

/** The languages of the interface, the first the default. */
export const LANGS = ['fr', 'en'];

/** The language to start in: `asked` if it is one of LANGS, else the one the player
 * last chose with the language button (kept by this browser), else French. */
export function chosenLanguage(asked) {
  if (LANGS.includes(asked)) return asked;
  let kept = null;
  try { kept = localStorage.getItem('plateaux.lang'); } catch { /* private mode */ }
  return LANGS.includes(kept) ? kept : LANGS[0];
}

// Where the string tables come from: the page's module, and the lessons' module once
// a course has loaded it (its lessons' texts are not in the page's).
const sources = [strings];

/** Loads the table of `lang` ('fr' or 'en') and marks the document's language. */
export function setLanguage(lang) {
  state.lang = lang === 'en' ? 'en' : 'fr';
  state.T = Object.assign({}, ...sources.map((table) => table(state.lang)));
  document.documentElement.lang = state.lang;
}

/** Adds a module's string table (`table(lang)`) to the page's, in both languages. */
export function addStrings(table) {
  sources.push(table);
  setLanguage(state.lang);
}

/** The text of `key` with its `{placeholders}` filled; the key itself if missing. */
export function t(key, vars = {}) {
  let s = state.T[key] ?? key;
  for (const [k, v] of Object.entries(vars)) s = s.replaceAll(`{${k}}`, v);
  return s;
}

/** The sentence with its first letter in capitals ("les Blancs gagnent" → "Les…"). */
export const capital = (s) => (s ? s[0].toLocaleUpperCase(state.lang) + s.slice(1) : s);

/** A side's name as a subject ("les Blancs", "White"). */
export const sideName = (i, info = state.info) => t(info.sides[i]);

/** A side's name after "à" ("aux Blancs"; English has no such form). */
export const sideTo = (i, info = state.info) => t(`${info.sides[i]}.to`);

/** The placeholders every sentence about side `i` may use. */
export const sideVars = (i) => ({ side: sideName(i), to: sideTo(i) });

/** A game's note ({key, args}); an argument starting with @ is a key too. As a
 * sentence it starts with a capital; inside one (`{inside: true}`) it does not. */
export function noteText(n, { inside = false } = {}) {
  const args = Object.fromEntries(n.args.map(([k, v]) => [k, v.startsWith('@') ? t(v.slice(1)) : v]));
  const text = t(n.key, args);
  return inside ? text : capital(text);
}

/** Fills every element with a `data-t` key in `root`. */
export function fillStatic(root = document) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
}
