// The link of a game passed on (*Partager*, *Envoyer mon coup*), shown in a box: as
// text a person can select and copy by hand (when the clipboard is refused, the link
// is still there), copied at once where the browser allows, and as a QR code a phone
// scans — drawn by www/qr.js, loaded only when a player asks for it.
import { t, fillStatic } from './strings.js';
import { needStyle } from './extrastyle.js';
import { closeOnBackdrop } from './dialogs.js';

const $ = (sel) => document.querySelector(sel);
let qr = null; // the QR module, once loaded

/** Shows `url` in the link box; `kind` is 'share' (a game to look at or go on
 * with) or 'send' (a correspondence move, for the opponent to answer). */
export async function showLink(url, kind) {
  const box = $('#link-box');
  box.dataset.kind = kind;
  $('#link-text').value = url;
  $('#link-length').textContent = t('link.length', { n: url.length });
  $('#link-qr').hidden = true;
  $('#link-qr-open').hidden = false;
  render();
  if (!box.open) box.showModal();
  $('#link-text').focus();
  $('#link-text').select();
  await copy(true);
}

/** Redraws the box's words (after a change of language). */
export function render() {
  const box = $('#link-box');
  fillStatic(box); // its buttons' words came with the extra part, after the page's
  const kind = box.dataset.kind ?? 'share';
  $('#link-title').textContent = t(`link.title_${kind}`);
  $('#link-explain').textContent = t(`link.explain_${kind}`);
  $('#link-length').textContent = t('link.length', { n: $('#link-text').value.length });
}

// Copies the link; `quiet` when the box has just opened (a refusal then only means
// the person copies it by hand, which the box invites anyway).
async function copy(quiet = false) {
  const said = $('#link-said');
  try {
    await navigator.clipboard.writeText($('#link-text').value);
    said.textContent = t('link.copied');
  } catch {
    said.textContent = quiet ? t('link.copy_by_hand') : t('link.copy_refused');
  }
}

// Draws the link's QR code, loading its module on the first use.
async function showQr() {
  const said = $('#link-said');
  try {
    qr ??= await import(new URL('www/qr.js', document.baseURI).href);
  } catch {
    said.textContent = t('link.qr_unavailable');
    return;
  }
  const canvas = $('#link-qr');
  qr.drawQr(canvas, $('#link-text').value);
  canvas.setAttribute('aria-label', t('link.qr_label'));
  canvas.hidden = false;
  $('#link-qr-open').hidden = true;
  said.textContent = t('link.qr_said');
}

/** Wires the box (once). */
export function wireLinkBox() {
  closeOnBackdrop($('#link-box'));
  $('#link-copy').onclick = () => copy();
  $('#link-qr-open').onclick = showQr;
  $('#link-text').onfocus = (e) => e.target.select();
}
