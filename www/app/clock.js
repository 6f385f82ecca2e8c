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

/** Starts a clock of `minutes`; `onTimeUp()` is called once when it runs out. */
export function startClock(minutes, onTimeUp) {
  stopClock();
  end = Date.now() + minutes * 60_000;
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
