// The rules help dialog. The texts come from Rust (`rulesHelp`) as a small
// Markdown subset: headings, lists, tables, **bold**, `code`.
import { rulesHelp } from '../../pkg/plateaux.js';
import { state } from './state.js';

function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

/** The help text as HTML (everything escaped first, then the few marks). */
export function helpToHtml(text) {
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
    } else if ((m = line.match(/^(#{1,3}) (.*)$/))) { close(); const n = m[1].length + 1; html += `<h${n}>${inline(m[2])}</h${n}>`; }
    else if ((m = line.match(/^- (.*)$/))) { if (list !== 'ul') { close(); html += '<ul>'; list = 'ul'; } html += `<li>${inline(m[1])}</li>`; }
    else if ((m = line.match(/^\d+\. (.*)$/))) { if (list !== 'ol') { close(); html += '<ol>'; list = 'ol'; } html += `<li>${inline(m[1])}</li>`; }
    else if (line.trim()) { close(); html += `<p>${inline(line)}</p>`; }
    else close();
  }
  close();
  return html;
}

/** Opens the rules of the current game, scrolled to their start. */
export function openRules() {
  const text = document.querySelector('#rules-text');
  text.innerHTML = helpToHtml(rulesHelp(state.info.id, state.lang) ?? '');
  const dialog = document.querySelector('#rules');
  dialog.showModal();
  text.scrollTop = 0;
  text.focus();
}
