// Where the keyboard's focus goes when the control it was on goes away: a button
// hidden or disabled by the turn ("Fin du tour" while the computer plays, "Annuler"
// back at the start of the game, a shortcut played), or the setup form closed by
// "Commencer". It goes to the board's cursor, or to "Rejouer" when the end-of-game
// box is open; and only when it was in the game's screen and this page has the
// focus: an embedded game never takes the focus from the page around it.
const $ = (sel) => document.querySelector(sel);

/** The element of the game's screen that has the keyboard's focus, or null. */
export function focusInGame() {
  const el = document.activeElement;
  return document.hasFocus() && el?.closest?.('#play') ? el : null;
}

/** After a change of the page: if `el` (what `focusInGame` gave before it) can no
 * longer hold the focus, and nothing else took it, gives the focus to the board. */
export function keepFocus(el) {
  if (!el) return;
  const now = document.activeElement;
  if (now && now !== el && now !== document.body) return; // taken on purpose (a redrawn cell, the end-of-game box)
  // Still there: shown (not in a closed box: checkVisibility sees a closed <details>) and enabled.
  if (now === el && !el.disabled && el.getClientRects().length && el.checkVisibility?.() !== false) return;
  const to = $('#result').hidden ? $('#board-cells [tabindex="0"]') : $('#again');
  to?.focus({ preventScroll: true });
}
