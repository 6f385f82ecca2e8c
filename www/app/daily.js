// The player's puzzles, kept in this browser: which are solved, the streak (puzzles
// solved in a row without a wrong move or a hint, and its record), and the puzzle
// of the day — the same for everyone on a given day, the games taking turns — with
// how many days in a row it was solved. Light on purpose: the home shows the puzzle
// of the day before the puzzles' module is loaded. A value edited by hand is read as
// nothing kept, never trusted.
import { state } from './state.js';

const KEY = 'plateaux.puzzles';

/** Today, as a number of days, in the player's own time zone. */
export const today = () => Math.floor((Date.now() - new Date().getTimezoneOffset() * 60_000) / 86_400_000);

const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);

/** What is kept: `{solved: {game: [index…]}, streak, best, daily: {day, days}}`. */
export function progress() {
  let p = null;
  try { p = JSON.parse(localStorage.getItem(KEY) ?? 'null'); } catch { /* unreadable: nothing kept */ }
  const solved = {};
  for (const [game, list] of Object.entries(p?.solved ?? {})) {
    if (Array.isArray(list)) solved[game] = list.filter((i) => count(i) === i);
  }
  const daily = { day: count(p?.daily?.day), days: count(p?.daily?.days) };
  return { solved, streak: count(p?.streak), best: count(p?.best), daily };
}

function keep(p) {
  try { localStorage.setItem(KEY, JSON.stringify(p)); } catch { /* private mode: kept for this visit only */ }
}

/** The game of the day's puzzle, among `ids` (the games take turns). */
export const dailyGame = (ids, day = today()) => ids[day % ids.length];

/** The index of the day's puzzle among its game's `total`, when `games` take turns:
 * each turn of the game moves seven puzzles on, so every puzzle comes round. */
export const dailyIndex = (total, games, day = today()) => (Math.floor(day / games) * 7) % total;

/** The index in `list` (game `game`'s puzzles) of the puzzle of the day, if today's
 * is one of that game's: the one rule the home's card and the puzzle screen share. */
export function dailyOf(game, list) {
  const ids = state.infos.map((g) => g.id);
  return dailyGame(ids) === game && list.length ? dailyIndex(list.length, ids.length) : null;
}

/** Whether the puzzle of the day was solved today. */
export const dailyDone = (p = progress()) => p.daily.day === today() && p.daily.days > 0;

/** Days in a row the puzzle of the day was solved, up to today or yesterday. */
export const dailyDays = (p = progress()) => (p.daily.day >= today() - 1 ? p.daily.days : 0);

/** Notes puzzle `index` of `game` solved; `clean` when no wrong move nor hint came
 * first (the streak goes on), `daily` when it is the puzzle of the day. */
export function solved(game, index, { clean, daily }) {
  const p = progress();
  p.solved[game] = [...new Set([...(p.solved[game] ?? []), index])];
  if (clean) { p.streak += 1; p.best = Math.max(p.best, p.streak); }
  if (daily && p.daily.day !== today()) p.daily = { day: today(), days: dailyDays(p) + 1 };
  keep(p);
  return p;
}

/** A wrong move: the streak starts again. */
export function missed() {
  const p = progress();
  p.streak = 0;
  keep(p);
  return p;
}
