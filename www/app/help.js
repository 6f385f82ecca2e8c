// The rules help dialog. The texts come from Rust (`rulesHelp`, in the lessons'
// module, loaded when the help opens: the game's own module stays light) as a small
// Markdown subset: headings, lists, tables, **bold**, `code`, and figures: a line
// `![fig:<id>] caption` is a picture of the board drawn by wasm (`drawFigure`, same
// module) from the game's own Scene, with its caption below it and as its text. The
// one-file app runs on the complete module, which is the lessons' module too.
import { state } from './state.js';
import { t } from './strings.js';
import { lessonsModule } from './courses.js';

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** The help text as HTML (everything escaped first, then the few marks);
 * `caption(id)` gives a figure's caption. */
export function helpToHtml(text, caption = (id) => id) {
  const inline = (s) => escapeHtml(s).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/`(.+?)`/g, '<code>$1</code>');
  let html = '';
  let list = null;
  const close = () => { if (list) { html += list === 'table' ? '</tbody></table>' : `</${list}>`; list = null; } };
  for (const line of text.split('\n')) {
    let m;
    if (/^\|.*\|\s*$/.test(line)) {
      const cells = line.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue; // the header's underline
      if (list !== 'table') { close(); html += '<table><tbody>'; list = 'table'; html += `<tr>${cells.map((c) => `<th>${inline(c)}</th>`).join('')}</tr>`; continue; }
      html += `<tr>${cells.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`;
    } else if ((m = line.trim().match(/^!\[fig:([a-z0-9-]+)\]\s*(.*)$/))) {
      close();
      const c = escapeHtml(m[2] || caption(m[1]));
      html += `<figure class="rules-figure"><canvas role="img" data-figure="${m[1]}" aria-label="${c}"></canvas><figcaption>${c}</figcaption></figure>`;
    } else if ((m = line.match(/^(#{1,3}) (.*)$/))) { close(); const n = m[1].length + 1; html += `<h${n}>${inline(m[2])}</h${n}>`; }
    else if ((m = line.match(/^- (.*)$/))) { if (list !== 'ul') { close(); html += '<ul>'; list = 'ul'; } html += `<li>${inline(m[1])}</li>`; }
    else if ((m = line.match(/^\d+\. (.*)$/))) { if (list !== 'ol') { close(); html += '<ol>'; list = 'ol'; } html += `<li>${inline(m[1])}</li>`; }
    else if (line.trim()) { close(); html += `<p>${inline(line)}</p>`; }
    else close();
  }
  close();
  return html;
}

/** Draws one figure of game `game` on its canvas; a figure that cannot be drawn
 * (unknown to this version) leaves its caption saying so, and no blank picture. */
function drawOne(drawFigure, canvas, game) {
  try {
    drawFigure(canvas, game, canvas.dataset.figure);
  } catch {
    const missing = t('figure.unknown', { id: canvas.dataset.figure });
    canvas.closest('figure').querySelector('figcaption').textContent = missing;
    canvas.remove();
  }
}

// Redraws a figure when its width changes (the window or the dialog resized), so it
// stays sharp; set while the dialog is open.
let resized = null;

// The help text of `game` in `lang`, from the lessons' module (the page's own in the
// one-file app).
async function helpText(game, lang) {
  return (await lessonsModule()).rulesHelp(game, lang) ?? '';
}

let opening = 0;

/** Opens the rules of the current game, scrolled to their start, its figures drawn.
 * The dialog opens at once and says it is loading until the text is there. The
 * text's title goes into the dialog's header, which stays in view with its close
 * button while the text scrolls. */
export async function openRules() {
  const text = document.querySelector('#rules-text');
  const title = document.querySelector('#rules-title');
  const game = state.info.id;
  const ticket = ++opening;
  delete text.dataset.game;
  title.textContent = t('play.rules');
  text.textContent = t('rules.loading');
  const dialog = document.querySelector('#rules');
  if (!dialog.open) dialog.showModal();
  let help;
  try {
    help = await helpText(game, state.lang);
  } catch (e) {
    if (ticket === opening) text.textContent = t('rules.unavailable', { detail: String(e.message ?? e) });
    return;
  }
  if (ticket !== opening || !dialog.open) return; // closed, or opened again meanwhile
  // Each figure's line carries its caption; one that does not says so.
  const caption = (id) => t('figure.unknown', { id });
  text.innerHTML = helpToHtml(help, caption);
  const head = text.firstElementChild;
  if (head?.tagName === 'H2') { title.textContent = head.textContent; head.remove(); }
  dialog.scrollTop = 0;
  text.focus({ preventScroll: true });
  text.dataset.game = game;
  drawFigures(text, game);
}

/** Draws the figures in `root` once the module that draws them is loaded. */
async function drawFigures(root, game) {
  const canvases = [...root.querySelectorAll('canvas[data-figure]')];
  if (!canvases.length) return;
  let drawFigure;
  try {
    ({ drawFigure } = await lessonsModule());
  } catch {
    for (const c of canvases) c.remove(); // the captions still say what they show
    return;
  }
  resized?.disconnect();
  const widths = new WeakMap();
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) {
      const w = Math.round(e.contentRect.width);
      if (w > 0 && widths.get(e.target) !== w && e.target.isConnected) { widths.set(e.target, w); drawOne(drawFigure, e.target, game); }
    }
  });
  resized = observer;
  for (const canvas of canvases) {
    if (!canvas.isConnected) continue; // the help was closed or reopened meanwhile
    drawOne(drawFigure, canvas, game);
    if (canvas.isConnected) { widths.set(canvas, Math.round(canvas.getBoundingClientRect().width)); observer.observe(canvas); }
  }
  document.querySelector('#rules').addEventListener('close', () => observer.disconnect(), { once: true });
}
