// The die of a chance step, beside the board: a die's face (its pips) and its name,
// « Dé : 3 », so that it is not taken for a number to click; it goes once the next
// move is played (or taken back). It is no live region: while it tumbles it is
// hidden from screen readers (a passing face is not the roll), and the roll is said
// once, by the live region, in the words of the move it decided (announce.js).
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);
let spin = null;
let shownAt = null; // the number of moves played when the face rolled was shown

// Which of the 3×3 spots of a die's face hold a pip, for 0 to 6.
const PIPS = [[], [4], [2, 6], [2, 4, 6], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]];

// Draws `face` on a die's face `box`: pips for a number a die has, else the face's own text.
function drawFace(face, box = $('#die-face')) {
  const pips = PIPS[/^\d$/.test(face) ? Number(face) : -1];
  box.classList.toggle('text', !pips);
  if (!pips) { box.textContent = face; return; }
  box.replaceChildren(...Array.from({ length: 9 }, (_, i) => {
    const spot = document.createElement('i');
    if (pips.includes(i)) spot.className = 'pip';
    return spot;
  }));
}

/** Shows the die tumbling through `faces` until `showFace` or `hideDie`. */
export function spinDie(faces) {
  const die = $('#die');
  stop();
  shownAt = null;
  die.hidden = false;
  die.classList.add('rolling');
  die.setAttribute('aria-hidden', 'true');
  delete die.dataset.value;
  $('#die-name').textContent = t('play.die', { face: '…' });
  let k = 0;
  const tumble = () => drawFace(faces[(k++ * 7 + 3) % faces.length] ?? '');
  tumble();
  spin = setInterval(tumble, 70);
}

/** Stops the die on the face just rolled (`st.rolled`, from the game's status). */
export function showFace(st) {
  const die = $('#die');
  const face = st.rolled ?? '';
  stop();
  drawFace(face);
  die.dataset.value = face;
  $('#die-name').textContent = t('play.die', { face });
  die.removeAttribute('aria-hidden');
  shownAt = st.moves.length;
}

/** Writes the die's name again, in the language now chosen (« Dé : 3 », "Die: 3"). */
export function relabelDie() {
  const die = $('#die');
  if (!die.hidden) $('#die-name').textContent = t('play.die', { face: die.dataset.value ?? '…' });
}

/** After a change of the game: the face shown goes once another move is played or
 * taken back. */
export function settleDie(st) {
  if (shownAt != null && st.moves.length !== shownAt) hideDie();
}

/** Shows `face`, the roll just made (`st.rolled`), still, on the die `die` (an element
 * holding a `.die-face` and a `.die-name`, as a lesson's); hides it when there is none. */
export function showRolled(die, face) {
  die.hidden = face == null;
  if (face == null) return;
  drawFace(face, die.querySelector('.die-face'));
  die.querySelector('.die-name').textContent = t('play.die', { face });
}

/** Takes the die away (a new game, a move taken back, a roll made void). */
export function hideDie() {
  stop();
  shownAt = null;
  $('#die').hidden = true;
}

function stop() {
  clearInterval(spin);
  spin = null;
  $('#die').classList.remove('rolling');
}
