// Every visible word comes from Rust: the messages of the language files (src/i18n/lang,
// each game's lang/), filled by Rust's one formatter (`text()`), so grammar — a side's
// forms, plurals — is handled in the messages, never here. This module keeps the
// language and turns ids into text.
import { strings, text, languages, hasWords, addWords } from '../../pkg/plateaux.js';
import { state } from './state.js';

/** The languages of the interface as `[{code, name}]`, French (the source) first:
 * whatever language files the build found. Filled once the WebAssembly is loaded
 * (`knowLanguages`); the arrays stay the same objects, so importers see them filled. */
export const LANGUAGES = [];

/** Their codes. */
export const LANGS = [];

/** Reads the languages from the engine, once it is loaded. */
function knowLanguages() {
  if (LANGS.length) return;
  LANGUAGES.push(...languages());
  LANGS.push(...LANGUAGES.map((l) => l.code));
}

/** The language to start in: `asked` if the app has it, else the one the player last
 * chose (kept by this browser), else the first of the browser's languages the app
 * has, else French. */
export function chosenLanguage(asked) {
  knowLanguages();
  if (LANGS.includes(asked)) return asked;
  let kept = null;
  try { kept = localStorage.getItem('plateaux.lang'); } catch { /* private mode */ }
  if (LANGS.includes(kept)) return kept;
  for (const code of navigator.languages ?? [navigator.language]) {
    const primary = String(code).toLowerCase().split('-')[0];
    if (LANGS.includes(primary)) return primary;
  }
  return LANGS[0];
}

// Where messages come from: the page's module, then the lessons' module once a course
// or the rules help has loaded it (it has every message, the lessons' texts too).
let source = { strings, text, hasWords };

// The part of the page's words every screen needs (the others are the games' ids).
const SHELL = 'shell';

// The parts of the page's words given to the page's module, as `<lang>/<part>`.
const given = new Set();

// The parts beyond the shell and the games' that the page has asked for (`extra`):
// a change of language fetches them again in the new one.
const wanted = new Set();

// Whether the page has had the words of a language yet.
let speaking = false;

// The one-file app's words, `{ code: { part: words } }`, read once.
let inPage;

/** Gives the page's module one part of `lang`'s words if it lacks them: `shell` (the
 * page's own, every game's name) or a game's id. The page's module carries no words,
 * so the first load stays light: they come from the page itself in the one-file app,
 * else from pkg/lang/<code>/<part>.json (cached for offline play by the service
 * worker). The page's module is given them even when the lessons' module speaks: it
 * still writes the game's status and messages. */
async function ensureWords(lang, part) {
  const key = `${lang}/${part}`;
  if (given.has(key) || hasWords(lang)) return;
  const script = document.getElementById('plateaux-words');
  let words;
  if (script) {
    inPage ??= JSON.parse(script.textContent);
    words = inPage[lang]?.[part];
    if (!words) throw new Error(`${key}: not in the page`);
  } else {
    const answer = await fetch(new URL(`pkg/lang/${lang}/${part}.json`, document.baseURI));
    if (!answer.ok) throw new Error(`pkg/lang/${key}.json: ${answer.status}`);
    words = await answer.json();
  }
  addWords(lang, words);
  given.add(key);
}

/** Whether the page's module has game `id`'s words in the current language. */
export const hasGameWords = (id) => given.has(`${state.lang}/${id}`) || hasWords(state.lang);

/** Gives the page's module game `id`'s words in the current language (and the
 * message table the page reads gains them). Rejects if they cannot be had. */
export async function loadGameWords(id) {
  await ensureWords(state.lang, id);
  state.T = source.strings(state.lang);
}

/** Gives the page's module a part of the words only some screens need (`extra`: the
 * analysis, the link box) in the current language, and in every language chosen
 * after. Rejects if they cannot be had. */
export async function loadPart(part) {
  wanted.add(part);
  await ensureWords(state.lang, part);
  state.T = source.strings(state.lang);
}

/** Sets the language (one of LANGS, else French), its table and the document's,
 * fetching its words first if needed: the shell's, the current game's and those of
 * `games` (ids). If they cannot be had (offline before they were ever fetched), the
 * language stays as it was and the answer is false, for the caller to say so; at the
 * start, when there is no language yet, French is tried instead, and if even its
 * words cannot be had the page cannot speak: an error says so in both languages. */
export async function setLanguage(lang, games = []) {
  knowLanguages();
  const code = LANGS.includes(lang) ? lang : LANGS[0];
  const parts = [...new Set([SHELL, ...wanted, ...(state.info ? [state.info.id] : []), ...games])];
  const load = (c) => Promise.all(parts.map((p) => ensureWords(c, p)));
  let ok = true;
  try {
    await load(code);
    state.lang = code;
  } catch {
    ok = false;
    if (!speaking) {
      try {
        await load(LANGS[0]);
      } catch {
        throw new Error('Les mots du jeu n’ont pas pu être chargés. / The game’s words could not be loaded.');
      }
      state.lang = LANGS[0];
    }
  }
  speaking = true;
  state.T = source.strings(state.lang);
  document.documentElement.lang = state.lang;
  return ok;
}

/** Takes a module's messages (`{strings, text, hasWords}`, the lessons' module)
 * instead of the page's: it carries every message of the page and its own. */
export async function addStrings(module) {
  source = { strings: module.strings, text: module.text, hasWords: module.hasWords };
  await setLanguage(state.lang);
}

/** The text of `id` with its `{placeholders}` filled from `vars` (a value `@id` names
 * another message, a side say, whose forms the message may use); the id itself if
 * missing. */
export function t(id, vars = {}) {
  const args = [];
  for (const [k, v] of Object.entries(vars)) args.push(k, String(v));
  return source.text(state.lang, id, args);
}

/** Whether a message exists (a `.count` form of a narration, say). */
export const has = (id) => id in state.T;

/** The sentence with its first letter in capitals ("les Blancs gagnent" → "Les…"). */
export const capital = (s) => (s ? s[0].toLocaleUpperCase(state.lang) + s.slice(1) : s);

/** A side's name as a subject ("les Blancs", "White", "Weiß"). */
export const sideName = (i, info = state.info) => t(info.sides[i]);

/** Side `i` as a message's argument: a reference to its name, whose grammatical forms
 * each language's message picks (« {side.to} de jouer », „für {side.acc}“). */
export const sideRef = (i, info = state.info) => `@${info.sides[i]}`;

/** The placeholder every sentence about side `i` uses. */
export const sideVars = (i, info = state.info) => ({ side: sideRef(i, info) });

/** A game's note ({key, args}); an argument starting with @ names another message. As
 * a sentence it starts with a capital; inside one (`{inside: true}`) it does not. */
export function noteText(n, { inside = false } = {}) {
  const text = t(n.key, Object.fromEntries(n.args));
  return inside ? text : capital(text);
}

/** Fills every element with a `data-t` key in `root`. */
export function fillStatic(root = document) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
}
