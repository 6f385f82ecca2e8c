// Each side's bar at its own edge of the board, as lichess has them: the side's
// name, who plays it (a person, the computer and its level, the commander acting
// now), what it has (men in hand, losses, goals: the game's `tally`), and a mark no
// one can miss on the bar of the side to play. The bottom bar is
// the side drawn at the bottom (the board turns for a person playing the second
// side alone). Nothing here knows a game: sides and roles come from Rust.
import { state } from './state.js';
import { t, capital, sideName, noteText } from './strings.js';

const $ = (sel) => document.querySelector(sel);

/** Who plays side `i`, in words. */
function whoPlays(i) {
  const seat = state.sides[i];
  if (seat.kind === 'ai') return `${t('setup.ai')} – ${t(`level.${seat.level}`)}`;
  if (seat.kind === 'remote') return t('bar.opponent');
  // Against the computer or by correspondence the person is "you"; two people share
  // the device.
  return t(state.sides.some((s) => s.kind !== 'human') ? 'bar.you' : 'bar.person');
}

function fill(bar, i, st) {
  const side = document.createElement('span');
  side.className = 'side';
  side.textContent = capital(sideName(i));
  const who = document.createElement('span');
  who.className = 'who';
  let words = whoPlays(i);
  const toMove = !st.over && st.to_move === i;
  // Who commands now, for a game whose sides share out roles (Kriegspiel's arms):
  // the one acting, or at the turn's start every named commander, so the table
  // knows who may begin.
  if (toMove) {
    const roles = st.acting_role != null ? [st.acting_role] : (state.info.roles ?? []).map((_, r) => r);
    const named = roles.filter((r) => state.roleNames[i]?.[r]);
    for (const r of named) words += ` · ${t('play.commander', { name: state.roleNames[i][r], role: t(state.info.roles[r]) })}`;
  }
  who.textContent = words;
  // What the side has, at a glance: men in hand, losses, a score (the game's words).
  const tally = document.createElement('span');
  tally.className = 'tally';
  tally.textContent = st.tally?.[i] ? noteText(st.tally[i], { inside: true }) : '';
  tally.hidden = !tally.textContent;
  const mark = document.createElement('span');
  mark.className = 'turn-mark';
  const won = st.over && st.winner === i;
  mark.textContent = won ? t('bar.winner') : toMove ? t(state.thinking ? 'bar.thinking' : 'bar.to_move') : '';
  mark.hidden = !mark.textContent;
  bar.replaceChildren(side, who, tally, mark);
  bar.classList.toggle('to-move', toMove);
  bar.classList.toggle('winner', won);
}

/** Redraws both bars from the status. */
export function renderBars(st) {
  const bottom = state.flipped ? 1 : 0;
  fill($('#bar-bottom'), bottom, st);
  fill($('#bar-top'), 1 - bottom, st);
}
