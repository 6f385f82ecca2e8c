// The app inside an embed (embed.html, or the <plateaux-game> element's frame). The
// link says how it is set up: ?game, lang, ai (1–4 or none), human (first or second:
// the side the person plays), controls (full or minimal), theme (light or dark), and
// host (the embedding page's origin). With `host`, the frame talks to that page by
// postMessage: it answers commands ({plateaux: 1, id, type: 'newGame' | 'play' |
// 'record' | 'load', move?, record?}) with {plateaux: 1, id, type: 'reply', ok,
// value | error}, and tells {type: 'move' | 'gameover' | 'ready', …}. A message from
// any other window or origin is ignored. The protocol is documented in README.md.
import { checkRecord } from '../../pkg/plateaux.js';
import { state } from './state.js';
import { newGame, loadRecord, playMoves, personToAct } from './play.js';
import { onGameEvent } from './events.js';

const params = new URLSearchParams(location.search);

/** Whether the page runs as an embed (embed.html, or ?embed=1). */
export const isEmbed = () => document.body.classList.contains('embed') || params.get('embed') === '1';

/** The seats the link asks for: the person's side and the computer's level. */
function seatsFromLink() {
  const ai = params.get('ai');
  if (ai === 'none') return [{ kind: 'human', level: 3 }, { kind: 'human', level: 3 }];
  const level = Math.min(4, Math.max(1, Number(ai) || 3));
  const second = ['second', '2'].includes(params.get('human'));
  const person = { kind: 'human', level: 3 };
  const computer = { kind: 'ai', level };
  return second ? [computer, person] : [person, computer];
}

/** Sets the page up as the link asks; returns whether it starts with lots drawn. */
export function setUpEmbed() {
  document.body.classList.add('embed');
  if (params.get('controls') === 'minimal') document.body.classList.add('minimal');
  if (params.get('theme') === 'dark') document.body.classList.add('theme-dark');
  if (params.has('ai') || params.has('human')) {
    state.seats = seatsFromLink();
    document.querySelector('#lots').checked = false; // the host chose the sides
  }
  const host = hostOrigin();
  if (host) talkTo(host);
}

function hostOrigin() {
  try { return new URL(params.get('host') ?? '').origin; } catch { return null; }
}

// Runs one command; returns its value or throws the reason.
function run(msg) {
  switch (msg.type) {
    case 'newGame': newGame(); return state.app.status();
    case 'record': return state.app.recordJson();
    case 'load': {
      const problem = typeof msg.record === 'string' ? checkRecord(msg.record) : 'the record must be a string';
      if (problem) throw new Error(problem);
      loadRecord(msg.record, state.sides);
      return state.app.status();
    }
    case 'play': {
      if (typeof msg.move !== 'string') throw new Error('the move must be a string');
      if (!personToAct()) throw new Error('it is not the person\'s turn');
      const refused = playMoves([msg.move]);
      if (refused) throw new Error(refused);
      return state.app.status();
    }
    default: throw new Error(`unknown command '${msg.type}'`);
  }
}

function talkTo(host) {
  const send = (data) => window.parent.postMessage({ plateaux: 1, ...data }, host);
  window.addEventListener('message', (ev) => {
    if (ev.source !== window.parent || ev.origin !== host || !ev.data || ev.data.plateaux !== 1) return;
    const { id } = ev.data;
    try { send({ id, type: 'reply', ok: true, value: run(ev.data) }); } catch (e) { send({ id, type: 'reply', ok: false, error: String(e.message ?? e) }); }
  });
  onGameEvent((type, detail) => send({ type, ...detail }));
  send({ type: 'ready' });
}
