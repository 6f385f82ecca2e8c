// The setup form, generated from the game's description: the two seats (a person
// or the computer at a level), the game's options from its schema, and a name for
// each role of each side (Kriegspiel's commanders). No game is named here.
import { state } from './state.js';
import { t, sideName, capital } from './strings.js';

const $ = (sel) => document.querySelector(sel);
const LEVELS = [1, 2, 3, 4];

/** Makes `id` the current game; its options start from their defaults. */
export function chooseGame(id) {
  state.info = state.infos.find((g) => g.id === id) ?? state.infos[0];
  state.options = {};
  state.roleNames = [{}, {}];
  const clock = state.info.options.find((o) => o.kind === 'clock');
  if (clock) state.minutes = clock.default_minutes;
}

/** "Joueur 1", "Joueur 2", or the computer and its level. */
export function seatLabel(i, seat = state.seats[i]) {
  return seat.kind === 'ai' ? `${t('setup.ai')} (${t(`level.${seat.level}`)})` : `${t('setup.player')} ${i + 1}`;
}

function field(labelText, input, className = 'seat') {
  const label = document.createElement('label');
  label.className = className;
  const span = document.createElement('span');
  span.textContent = labelText;
  if (className === 'check') label.append(input, span); else label.append(span, input);
  return label;
}

function seatRow(seat, i) {
  const sel = document.createElement('select');
  sel.id = `seat-${i}`;
  const choices = [['human', t('setup.human')], ...LEVELS.map((l) => [`ai${l}`, `${t('setup.ai')} – ${t(`level.${l}`)}`])];
  for (const [v, text] of choices) sel.add(new Option(text, v));
  sel.value = seat.kind === 'human' ? 'human' : `ai${seat.level}`;
  sel.onchange = () => {
    state.seats[i] = sel.value === 'human' ? { kind: 'human', level: 3 } : { kind: 'ai', level: Number(sel.value.slice(2)) };
  };
  return field(`${t('setup.player')} ${i + 1}`, sel);
}

// One form field per option of the schema.
function optionField(opt) {
  const input = document.createElement(opt.kind === 'choice' ? 'select' : 'input');
  input.id = `opt-${opt.name}`;
  const value = state.options[opt.name];
  if (opt.kind === 'int') {
    input.type = 'number'; input.min = String(opt.min); input.max = String(opt.max);
    input.value = value ?? opt.default ?? '';
    input.placeholder = t('setup.default');
    input.onchange = () => {
      const v = Number(input.value);
      state.options[opt.name] = input.value === '' || !Number.isFinite(v) ? undefined : Math.min(opt.max, Math.max(opt.min, Math.round(v)));
      input.value = state.options[opt.name] ?? '';
    };
    return [field(t(opt.label), input, 'seat wide')];
  }
  if (opt.kind === 'choice') {
    for (const [v, key] of opt.choices) input.add(new Option(capital(t(key)), v));
    input.value = value ?? opt.default;
    input.onchange = () => { state.options[opt.name] = input.value; };
    return [field(t(opt.label), input)];
  }
  input.type = 'checkbox';
  input.checked = value ?? opt.default ?? false;
  input.onchange = () => { state.options[opt.name] = input.checked; renderSetup(); };
  const fields = [field(t(opt.label), input, 'check')];
  if (opt.kind === 'clock' && input.checked) {
    const num = document.createElement('input');
    num.type = 'number'; num.id = `opt-${opt.name}-minutes`;
    num.min = String(opt.min_minutes); num.max = String(opt.max_minutes); num.value = String(state.minutes);
    num.onchange = () => {
      state.minutes = Math.min(opt.max_minutes, Math.max(opt.min_minutes, Math.round(Number(num.value)) || opt.default_minutes));
      num.value = String(state.minutes);
    };
    fields.push(field(t('setup.minutes'), num));
  }
  return fields;
}

// A name for each role of each side, when the game has roles.
function rolesBox() {
  const roles = state.info.roles;
  if (!roles.length) return [];
  const title = document.createElement('p');
  title.textContent = t('setup.roles');
  return [title, ...[0, 1].map((side) => {
    const row = document.createElement('div');
    row.className = 'roles';
    const name = document.createElement('span');
    name.textContent = capital(sideName(side));
    row.append(name);
    roles.forEach((role, r) => {
      const input = document.createElement('input');
      input.type = 'text'; input.maxLength = 24; input.id = `role-${side}-${r}`;
      input.placeholder = t(role);
      input.setAttribute('aria-label', `${capital(sideName(side))} — ${t(role)}`);
      input.value = state.roleNames[side][r] ?? '';
      input.oninput = () => { state.roleNames[side][r] = input.value.trim(); };
      row.append(input);
    });
    return row;
  })];
}

/** Draws the whole form for the current game. */
export function renderSetup() {
  $('#player-rows').replaceChildren(...state.seats.map(seatRow));
  $('#game-options').replaceChildren(...state.info.options.filter((o) => o.kind !== 'seed').flatMap(optionField));
  const roles = $('#roles');
  roles.replaceChildren(...rolesBox());
  roles.hidden = !state.info.roles.length;
}

/** The options JSON for a new game, as the game's Rust `Options` reads it. Options
 * left alone are left out (the game's default); seeds are drawn by Rust. */
export function optionsJson() {
  const o = {};
  for (const opt of state.info.options) {
    const v = state.options[opt.name];
    if (v !== undefined && opt.kind !== 'seed') o[opt.name] = v;
  }
  return JSON.stringify(o);
}

/** The match clock's length in minutes if a clock option is on, else 0. */
export function clockMinutes() {
  const clock = state.info.options.find((o) => o.kind === 'clock');
  return clock && state.options[clock.name] ? state.minutes : 0;
}
