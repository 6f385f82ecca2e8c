// The match clock of a timed game: counts down on the page and tells the game
// (`app.timeUp()`) when it reaches zero. Only the page keeps time; the rules don't.
import { t } from './strings.js';

const el = () => document.querySelector('#clock');
let timer = null;
let end = 0;

/** Stops and hides the clock. */
export function stopClock() {
  if (timer) clearInterval(timer);
  timer = null;
  el().hidden = true;
}

/** The time left in milliseconds while a clock runs, else null (kept with the
 * autosave, so a reloaded timed match goes on, or ends if its time ran out). */
export const clockLeft = () => (timer ? Math.max(0, end - Date.now()) : null);

/** Starts a clock that ends at `endAt` (epoch milliseconds); `onTimeUp()` is called
 * once when it runs out — at once if it already has. */
export function startClockUntil(endAt, onTimeUp) {
  stopClock();
  end = endAt;
  const tick = () => {
    const left = Math.max(0, end - Date.now());
    const mm = Math.floor(left / 60_000);
    const ss = String(Math.floor((left % 60_000) / 1000)).padStart(2, '0');
    el().textContent = t('play.clock', { time: `${mm}:${ss}` });
    el().hidden = false;
    if (left === 0) { stopClock(); onTimeUp(); }
  };
  timer = setInterval(tick, 250);
  tick();
}

/** Starts a clock of `minutes`. */
export const startClock = (minutes, onTimeUp) => startClockUntil(Date.now() + minutes * 60_000, onTimeUp);
