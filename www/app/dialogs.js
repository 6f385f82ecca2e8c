// The page's own dialogs, over the page (native <dialog>, so the focus stays inside
// while one is open, Escape closes it, and the focus goes back where it was): a tap
// beside a dialog closes it, as a phone has no Escape key.

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

/** Wires the dialogs (once). */
export function wireDialogs() {
  closeOnBackdrop($('#rules'));
}
