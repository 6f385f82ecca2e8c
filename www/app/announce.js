// The live region (#announce): what a screen reader hears as the game goes on. It
// says only what is new since it last spoke: the action or actions just played, then
// the status and what to do, each only when it changed. A turn of many actions is
// not read again from its start at each one; while the computer plays a turn, it
// says once that the computer is thinking, and the whole turn once, when the turn
// passes. A new game or a language switch says it all again; moves taken back or
// played again (undo, redo) are said as such, then where the game stands. It is
// emptied a few seconds after it speaks, so it is not read twice beside the panel.
import { state } from './state.js';
import { t, has, capital, sideName, noteText } from './strings.js';

const $ = (sel) => document.querySelector(sel);

// What the live region last said about: the game and language, the number of moves,
// and the status and prompt as they were then.
let heard = { app: null, lang: null, moves: 0, status: null, prompt: null };

/** Says in the live region what is new in `st`, whose status and prompt (what the
 * person to act must do) read `status` and `prompt` now. */
export function announce(st, status, prompt) {
  const actor = st.over ? null : st.to_move ?? st.last_turn_side; // at a roll, the side that shot
  const computer = actor != null && state.sides[actor]?.kind === 'ai';
  // The computer is to act but not thinking yet: the page asks it at once, and the
  // sentence said then is the right one ("…réfléchit…", not "à vous").
  if (computer && !state.thinking && !st.chance) return;
  const fresh = heard.app !== state.app || heard.lang !== state.lang;
  // Moves taken back: that is the news, not the last turn now standing (already heard).
  const back = !fresh && st.moves.length < heard.moves ? heard.moves - st.moves.length : 0;
  // Within the computer's turn: its actions are told together when the turn passes.
  if (computer && actor === st.last_turn_side && !fresh && !back) return;
  const added = fresh ? st.last_turn.length : Math.min(Math.max(st.moves.length - heard.moves, 0), st.last_turn.length);
  const moves = added > 0 ? st.last_turn.slice(st.last_turn.length - added) : [];
  // More moves than the last turn holds came at once: moves played again (redo).
  const again = !fresh && st.moves.length - heard.moves > st.last_turn.length ? st.moves.length - heard.moves : 0;
  const text = sentences([
    back ? t('play.taken_back', { n: back }) : '',
    again ? t('play.played_again', { n: again }) : '',
    movesInWords(st.last_turn_side, moves),
    fresh || back || status !== heard.status ? status : '',
    fresh || back || prompt !== heard.prompt ? prompt : '',
  ]);
  heard = { app: state.app, lang: state.lang, moves: st.moves.length, status, prompt };
  if (text) say(text);
}

// The live region is emptied a while after it spoke (its words are queued by then,
// as other live announcers do): someone reading the panel line by line afterwards
// hears the last turn, the status and the prompt once, from the panel itself.
const KEEP_MS = 7000;
let emptying = null;

function say(text) {
  const region = $('#announce');
  region.textContent = text;
  clearTimeout(emptying);
  emptying = setTimeout(() => { region.textContent = ''; }, KEEP_MS);
}

/** More actions than this in a turn are summed up by kind. */
const SUMMED_ABOVE = 3;

/** A summed-up turn of more kinds than one past this names this many, the most
 * frequent, and counts the others together. */
const NAMED_KINDS = 2;

/** Whether `moves` are many enough to be summed up rather than told one by one. */
export const summed = (notes) => notes.length > SUMMED_ABOVE && notes.some((n) => has(`${n.key}.count`));

/** "Les Blancs : d2, f4": moves (the game's notes) of side `side` in words. A long
 * turn is summed up at a glance ("4 rotations, un tir, dé : 4, …"): actions whose
 * message has a `.count` form are counted by kind (the rarest kinds of many
 * together: "2 autres actions"), the others (what a shot did) told whole; `whole` tells
 * every action. */
export function movesInWords(side, notes, { whole = false } = {}) {
  if (!notes.length || side == null) return '';
  let parts;
  if (whole || !summed(notes)) parts = notes.map((n) => noteText(n, { inside: true }));
  else {
    const counts = new Map();
    for (const n of notes) if (has(`${n.key}.count`)) counts.set(n.key, (counts.get(n.key) ?? 0) + 1);
    // Many kinds counted one by one no longer fit a glance (two lines on a phone):
    // the most frequent are named, the rest counted together ("2 autres actions"),
    // each still told in the details.
    const kinds = [...counts].sort((a, b) => b[1] - a[1]);
    const named = kinds.length > NAMED_KINDS + 1 ? kinds.slice(0, NAMED_KINDS) : kinds;
    const others = kinds.slice(named.length).reduce((sum, [, n]) => sum + n, 0);
    const counted = named.map(([key, n]) => t(`${key}.count`, { n }));
    if (others) counted.push(t('play.other_actions', { n: others }));
    // Every turn ends: its end (`narr.end`) goes without saying in a summary.
    const told = notes.filter((n) => !counts.has(n.key) && n.key !== 'narr.end').map((n) => noteText(n, { inside: true }));
    parts = [counted.join(', '), ...told];
  }
  return t('play.last_turn', { side: capital(sideName(side)), moves: parts.join(', ') });
}

// Sentences joined into one text: one that another already says ("Le dé roule…" in
// "Tir ! Le dé roule…") is left out, and a full stop follows each that does not
// already end in one ("…", "!", "?"), so that "réfléchit…" gets no second stop.
function sentences(parts) {
  const said = parts.filter(Boolean);
  return said.filter((p, i) => !said.some((q, j) => (q === p ? j < i : q.includes(p))))
    .map((p, i, all) => (i < all.length - 1 && !/[.!?…]$/.test(p) ? `${p}.` : p)).join(' ');
}
