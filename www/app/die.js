// The die of a chance step, beside the board. It is no live region: while it tumbles
// through its faces it is hidden from screen readers (a passing face is not the
// roll), and the roll is said once, by the live region, in the words of the move it
// decided (announce.js). Then it shows the face rolled, named « Dé : 3 ».
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);
let spin = null;

/** Shows the die tumbling through `faces` until `showFace` or `hideDie`. */
export function spinDie(faces) {
  const die = $('#die');
  stop();
  die.hidden = false;
  die.classList.add('rolling');
  die.setAttribute('aria-hidden', 'true');
  die.removeAttribute('aria-label');
  delete die.dataset.value;
  let k = 0;
  spin = setInterval(() => { die.textContent = faces[(k++ * 7 + 3) % faces.length] ?? ''; }, 70);
}

/** Stops the die on `face`, the roll made. */
export function showFace(face) {
  const die = $('#die');
  stop();
  die.textContent = face;
  die.dataset.value = face;
  die.setAttribute('aria-label', t('play.die', { face }));
  die.removeAttribute('aria-hidden');
}

/** Takes the die away (a new game, a move taken back, a roll made void). */
export function hideDie() {
  stop();
  $('#die').hidden = true;
}

function stop() {
  clearInterval(spin);
  spin = null;
  $('#die').classList.remove('rolling');
}
