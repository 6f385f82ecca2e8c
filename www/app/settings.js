// What an embed is asked for — in its link (embed.html?game=…&ai=…) or later by its
// host page's `settings` command — read and checked: each setting's accepted values
// and its default. A value that is not accepted is a problem for the host page's
// developer (the frame reports it, see frame.js) and the default applies. The games
// accepted are the engine's (`state.infos`, from `games()`); none is named here.
import { state } from './state.js';
import { LANGS } from './strings.js';
import { chooseTheme } from './theme.js';

import { themes } from '../../pkg/plateaux.js';

const ONE_OF = {
  lang: LANGS,
  ai: ['1', '2', '3', '4', 'none'],
  human: ['first', 'second'],
  orientation: ['first', 'second'],
  mode: ['play', 'view'],
  controls: ['full', 'minimal'],
  theme: ['light', 'dark'],
};

// What a missing or refused value becomes, for the problem's message (English: it is
// read by the host page's developer, in the `error` event or the console).
const DEFAULTS = {
  game: 'no game is shown (the frame says so)',
  lang: 'the default applies (the language the visitor last chose, else the browser\'s, else French)',
  ai: 'the computer plays at level 3',
  human: 'the sides are drawn by lot',
  orientation: 'the person\'s side is at the bottom (the first side\'s between two people)',
  mode: 'the game is played',
  controls: 'the full controls are shown',
  theme: 'the light theme is used',
  board: 'the board theme the visitor last chose, else wood',
};

/** Every setting of an embed; all but the game can change during a game (the game
 * goes on with them). */
export const SETTINGS = ['game', 'mode', 'ai', 'human', 'orientation', 'lang', 'controls', 'theme', 'board'];
export const LIVE = SETTINGS.slice(1);

/** The values setting `name` accepts: the games and the board's themes are the
 * engine's. */
export const accepted = (name) => (name === 'game' ? state.infos.map((g) => g.id) : name === 'board' ? themes() : ONE_OF[name]);

/** Reads the settings `names` through `get(name)` (a string, or null when not given).
 * Returns `{values, problems}`: `values[name]` is the value given if accepted, else
 * null (the default applies); `problems` has `{attribute, value, accepted, message}`
 * for each value not accepted (and for a missing game, which has no default). */
export function readSettings(get, names = SETTINGS) {
  const values = {};
  const problems = [];
  for (const name of names) {
    const value = get(name);
    const ok = accepted(name);
    values[name] = ok.includes(value) ? value : null;
    if (values[name] != null || (value == null && name !== 'game')) continue;
    const what = value == null ? `${name} is missing` : `${name}="${value}" is not accepted`;
    const message = `${what} (accepted: ${ok.join(', ')}): ${DEFAULTS[name]}`;
    problems.push({ attribute: name, value, accepted: ok, message });
  }
  return { values, problems };
}

/** The seats ai and human ask for, and whether lots decide who plays which side: ai
 * `none` is two people; otherwise the person plays against the computer (level 3
 * unless said), on the side `human` names, or on a side drawn by lot. */
export function seatsFor({ ai, human }) {
  const person = () => ({ kind: 'human', level: 3 });
  if (ai === 'none') return { seats: [person(), person()], lots: false };
  const computer = { kind: 'ai', level: Number(ai ?? 3) };
  if (human == null) return { seats: [person(), computer], lots: true };
  return { seats: human === 'second' ? [computer, person()] : [person(), computer], lots: false };
}

/** Applies the look the settings ask for: a game only shown (`mode` view), minimal
 * controls, the dark theme, the board's theme (for this frame only: the visitor's
 * own choice is not changed). */
export function applyLook({ mode, controls, theme, board }) {
  state.viewOnly = mode === 'view';
  document.body.classList.toggle('view-only', state.viewOnly);
  document.body.classList.toggle('minimal', controls === 'minimal');
  document.body.classList.toggle('theme-dark', theme === 'dark');
  if (board) chooseTheme(board);
}
