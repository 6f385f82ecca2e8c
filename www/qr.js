// The QR code of a link, drawn on a canvas, for a phone to scan: loaded by the page
// only when a player asks for it (linkbox.js), so no visitor downloads it otherwise.
// The code's modules come from qrcode-generator (Kazuhiko Arase, MIT: a small,
// long-kept library with no dependencies), bundled into this file by
// scripts/bundle.mjs.
import qrcode from 'qrcode-generator';

/** The dark modules of `text`'s QR code (error correction M), row by row. */
export function qrModules(text) {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const n = code.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => code.isDark(r, c)));
}

/** Draws `text`'s QR code on `canvas`: dark on white, with the quiet zone of four
 * modules the standard asks for, `scale` pixels a module. */
export function drawQr(canvas, text, scale = 6) {
  const rows = qrModules(text);
  const size = (rows.length + 8) * scale;
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, size, size);
  g.fillStyle = '#000';
  rows.forEach((row, r) => row.forEach((dark, c) => { if (dark) g.fillRect((c + 4) * scale, (r + 4) * scale, scale, scale); }));
}
