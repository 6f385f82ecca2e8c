// The board's theme (Bois, Papier, Contraste…): drawn by Rust from its palettes, so
// the page only chooses one. The themes are Rust's (`themes()`), labelled
// `theme.<id>`; the choice is kept by this browser, an embed's `board` setting
// picks one for its frame, and every drawing module follows it (the page's, and the
// lessons' once loaded, which register with `onTheme`).
import { themes, setTheme } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);
const KEY = 'plateaux.board';
const followers = [];
let current = null;

/** The theme boards are drawn in now. */
export const boardTheme = () => current ?? themes()[0];

/** Calls `fn(id)` now and whenever the theme changes (another module that draws). */
export function onTheme(fn) {
  followers.push(fn);
  if (current) fn(current);
}

/** Draws every board in theme `id` from now on (if the app has it); `keep` keeps
 * the choice for the next visit. Returns whether it was taken. */
export function chooseTheme(id, { keep = false } = {}) {
  if (!themes().includes(id)) return false;
  setTheme(id);
  current = id;
  if (keep) { try { localStorage.setItem(KEY, id); } catch { /* private mode: not kept */ } }
  state.app?.setTheme(id);
  for (const fn of followers) fn(id);
  renderThemeMenu();
  return true;
}

/** The theme this browser last chose, or the first (wood). */
export function keptTheme() {
  let kept = null;
  try { kept = localStorage.getItem(KEY); } catch { /* private mode */ }
  return themes().includes(kept) ? kept : themes()[0];
}

/** The menu's choice of theme, in the page's language. */
export function renderThemeMenu() {
  const menu = $('#board-theme');
  const ids = themes();
  if (menu.options.length !== ids.length) menu.replaceChildren(...ids.map((id) => Object.assign(document.createElement('option'), { value: id })));
  for (const o of menu.options) o.textContent = t(`theme.${o.value}`);
  menu.value = boardTheme();
}

/** Wires the menu's choice (once). */
export function wireTheme() {
  $('#board-theme').onchange = (e) => chooseTheme(e.target.value, { keep: true });
}
