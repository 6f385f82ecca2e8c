// The page's own dialogs, over the page (native <dialog>, so the focus stays inside
// while one is open, Escape closes it, and the focus goes back where it was): a tap
// beside a dialog closes it (a phone has no Escape key), and a question asked before
// an act that cannot be taken back, answered in the page (never window.confirm,
// which an embed's host may block and which is not in the page's look or language).
import { t } from './strings.js';

const $ = (sel) => document.querySelector(sel);

/** Closes `dialog` on a click or tap on its backdrop (outside its box). */
export function closeOnBackdrop(dialog) {
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog || !dialog.open) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    // A click made with the keyboard has no position: it is never the backdrop's.
    if (!inside && (e.clientX || e.clientY)) dialog.close();
  });
}

/** Asks `question` (a string key), with `yes` (the act, a key) and "Reprendre" (back
 * to the game) as answers; resolves to whether the person chose `yes`. Escape or a
 * tap beside the question means no. The safe answer has the focus first. */
export function ask(question, yes) {
  const dialog = $('#confirm');
  if (dialog.open) return Promise.resolve(false);
  $('#confirm-text').textContent = t(question);
  $('#confirm-yes').textContent = t(yes);
  $('#confirm-no').textContent = t('play.resume');
  dialog.returnValue = '';
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
    dialog.showModal();
    // The safe answer has the focus (set here, not by `autofocus`, which a page
    // inside another site's frame may not use).
    $('#confirm-no').focus();
  });
}

/** Wires the dialogs (once). */
export function wireDialogs() {
  closeOnBackdrop($('#rules'));
  closeOnBackdrop($('#confirm'));
  closeOnBackdrop($('#menu'));
}
