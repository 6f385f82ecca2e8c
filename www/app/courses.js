// What the page needs of the courses before any is opened: the lessons' module
// (loaded on the first course or rules help opened), whether courses can be opened
// here, and the lesson screen's state. The lesson screen itself (learn.js) and the
// rules help (help.js) are loaded when first opened: the page every visitor loads
// stays light.
import * as page from '../../pkg/plateaux.js';
import { addStrings } from './strings.js';
import { onTheme } from './theme.js';

// Whether the page runs on the complete module itself (full.html, the one-file app),
// which has the lessons, the puzzles and the analysis: then no second copy is loaded.
const pageIsComplete = typeof page.LessonView === 'function';

/** The lesson screen's state (learn.js fills it): the game's lessons and puzzles,
 * and the run on its board — which `kind` (lesson or puzzle), its place in `list`,
 * whether the hint is on, the last message; for a puzzle, whether it is still
 * `clean` (no wrong move nor hint: the streak goes on), already `kept` as solved,
 * and whether it is the puzzle of the `daily`; the `notice` for an address that
 * named no lesson or puzzle; the verdict last shown (`verdictShown`). */
export const learn = { game: null, lessons: [], puzzles: [], kind: null, list: [], view: null, index: 0, hint: false, message: null, clean: true, kept: false, daily: false, notice: null, verdictShown: null };
window.plateauxLearn = learn; // for the end-to-end tests and curious players

// The lessons' WebAssembly module (pkg/plateaux_learn.js), loaded on the first course
// or rules help opened (it draws the help's figures too); the page's own module when
// it is the complete one.
let learnModule = null;
/** The lessons' module, loaded once. */
export async function lessonsModule() {
  if (!learnModule) {
    const m = pageIsComplete ? page : await import(new URL('pkg/plateaux_learn.js', document.baseURI).href);
    if (!pageIsComplete) await m.default();
    await addStrings(m); // the lessons' texts
    onTheme((id) => { m.setTheme(id); learn.view?.render?.(); }); // its boards in the page's theme
    learnModule = m;
  }
  return learnModule;
}

/** The lessons' module once loaded (by `lessonsModule`), else null. */
export const loadedLessons = () => learnModule;

/** Whether courses can be opened here: on the served site (the lessons' module comes
 * when asked), or wherever the page runs on the complete module (the one-file app). */
export const coursesAvailable = () => pageIsComplete || !document.getElementById('plateaux-wasm');

// The first game after a course is played against the beginner (level 1), wherever it
// starts from: the course's button, or the game's own « Jouer » later.
const beginnerKey = (id) => `plateaux.beginner.${id}`;

/** Notes that the course of game `id` has been followed to its end: its next new game
 * is played against the beginner. */
export function courseEnded(id) {
  try { localStorage.setItem(beginnerKey(id), '1'); } catch { /* private mode: the course's button still does it */ }
}

/** Whether a new game of `id` is the first since its course ended (asked once: the
 * note is then forgotten). */
export function firstGameAfterCourse(id) {
  try {
    const after = localStorage.getItem(beginnerKey(id)) === '1';
    localStorage.removeItem(beginnerKey(id));
    return after;
  } catch { return false; }
}
