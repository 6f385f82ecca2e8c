// Short sounds for the game, made in the browser with Web Audio (no files to load, so
// nothing is added to what a visitor downloads): a move, a roll of the die, a refused
// move, the end. A switch in the menu turns them on or off; the choice is kept by
// this browser. On by default in the app, off by default in an embed (the host page
// decides its own sound). Browsers let sound start only after the person has touched
// the page, so the first sound waits for a gesture.
import { onGameEvent } from './events.js';

const $ = (sel) => document.querySelector(sel);
let audio = null;
let embedded = false;
// Whether the person has touched the page yet: before that a browser refuses sound
// (and warns in the console), so nothing is tried.
let touched = false;

const key = () => (embedded ? 'plateaux.sound.embed' : 'plateaux.sound');

/** Whether sounds are on: the choice kept, else on in the app and off in an embed. */
export function soundOn() {
  let kept = null;
  try { kept = localStorage.getItem(key()); } catch { /* private mode */ }
  return kept == null ? !embedded : kept === '1';
}

/** Turns sounds on or off, and keeps the choice. */
export function setSound(on) {
  try { localStorage.setItem(key(), on ? '1' : '0'); } catch { /* private mode: not kept */ }
  $('#sound').checked = on;
  if (on) play('move');
}

// Each sound: tones of [frequency Hz, start s, length s, wave, volume].
const SOUNDS = {
  move: [[300, 0, 0.07, 'triangle', 0.35], [190, 0.02, 0.09, 'sine', 0.3]],
  die: [[900, 0, 0.03, 'square', 0.08], [700, 0.06, 0.03, 'square', 0.08], [1000, 0.12, 0.03, 'square', 0.08]],
  refused: [[150, 0, 0.14, 'sawtooth', 0.07]],
  end: [[523, 0, 0.18, 'sine', 0.25], [659, 0.12, 0.18, 'sine', 0.25], [784, 0.24, 0.32, 'sine', 0.25]],
  // The moments a game marks (status().motion.burst): a mill, a goal, a shot.
  strike: [[440, 0.18, 0.1, 'triangle', 0.3], [660, 0.26, 0.16, 'triangle', 0.3]],
  score: [[523, 0.18, 0.12, 'sine', 0.3], [784, 0.28, 0.12, 'sine', 0.3], [1047, 0.38, 0.28, 'sine', 0.3]],
  hit: [[90, 0, 0.2, 'square', 0.12], [60, 0.03, 0.25, 'sine', 0.4]],
};

/** Plays sound `name` if sounds are on and the browser lets the page make sound. */
export function play(name) {
  if (!touched || !soundOn() || !SOUNDS[name]) return;
  const Ctx = window.AudioContext ?? window.webkitAudioContext;
  if (!Ctx) return;
  try {
    audio ??= new Ctx();
    if (audio.state === 'suspended') audio.resume();
    const now = audio.currentTime;
    for (const [freq, start, length, wave, volume] of SOUNDS[name]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      // A quick attack and an exponential fall: a tap, not a beep.
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(volume, now + start + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch { /* no sound here: the game goes on silently */ }
}

/** Wires the menu's switch and the game's events (once); `embed`: the page is an embed. */
export function wireSound(embed) {
  embedded = embed;
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => { touched = true; }, { capture: true, once: true });
  $('#sound').checked = soundOn();
  $('#sound').onchange = (e) => setSound(e.target.checked);
  onGameEvent((type, detail) => {
    if (type === 'move') {
      play(detail.status.faces_played[detail.index] != null ? 'die' : 'move');
      // The last move's moment, if it was one, after the move's own sound.
      const burst = detail.status.motion?.burst;
      if (burst && detail.index === detail.status.moves.length - 1) play(burst[1]);
    }
    if (type === 'gameover') play('end');
  });
}
