// What the page needs of the courses before any is opened: the lessons' module
// (loaded on the first course or rules help opened), whether courses can be opened
// here, and the lesson screen's state. The lesson screen itself (learn.js) and the
// rules help (help.js) are loaded when first opened: the page every visitor loads
// stays light.
import { addStrings } from './strings.js';
import { onTheme } from './theme.js';

/** The lesson screen's state (learn.js fills it). */
export const learn = { game: null, list: [], view: null, index: 0, hint: false, message: null };
window.plateauxLearn = learn; // for the end-to-end tests and curious players

// The lessons' WebAssembly module (pkg/plateaux_learn.js), loaded on the first course
// or rules help opened (it draws the help's figures too). Not in the one-file app.
let learnModule = null;
/** The lessons' module, loaded once. */
export async function lessonsModule() {
  if (!learnModule) {
    const m = await import(new URL('pkg/plateaux_learn.js', document.baseURI).href);
    await m.default();
    await addStrings(m); // the lessons' texts
    onTheme((id) => { m.setTheme(id); learn.view?.render?.(); }); // its boards in the page's theme
    learnModule = m;
  }
  return learnModule;
}

/** The lessons' module once loaded (by `lessonsModule`), else null. */
export const loadedLessons = () => learnModule;

/** Whether courses can be opened here (not from the one file, which carries only
 * the games). */
export const coursesAvailable = () => !document.getElementById('plateaux-wasm');
