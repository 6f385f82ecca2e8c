#!/usr/bin/env node
// Plays moulin games between plateaux's AI and an outside mill engine that speaks UCI
// (Sanmill's `tgf uci`), to measure the strongest level against the best engines.
//
//   node scripts/vs-uci.mjs [--plateaux target/release/plateaux] [--level 4 | --movetime MS]
//     [--games 20] [--first 1] [--opening-plies 2] [--seed 1] [--go "go"] [--log] -- <engine> <args…>
//
// `--first K` starts at game K of the seed's series (the same openings and sides as in a
// run from game 1), so that a long match can be played in parts. The seed also fixes
// the blur of plateaux's weaker levels (`go level N seed …`), so plateaux plays the
// same moves in the same positions from run to run: two builds compared on one seed
// differ by their own moves, and what still varies is the outside engine's.
//
// Not part of the benchmarks' figures by itself: the outside engine is built apart (see
// the README's "Strength"). Both engines are driven by their line protocols, plateaux's
// `play` (`moves`, `go level N`, `status`) and UCI (`position startpos moves …`, `go`).
// plateaux referees: every move is checked by it and a game ends when its `status`
// says so. Sides alternate, and each pair of games opens with the same random plies
// (from the seed), so that two engines that mostly play the same moves still meet in
// different games.
//
// Notation: plateaux writes a capture inside the move (`a4xd1`, `d2-d3xg7`); UCI mill
// engines send it as an action of its own (`a4`, then `xd1`), which is joined here.

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { rng } from './rng.mjs';

/** A child process spoken to one line at a time. */
export class LineEngine {
  constructor(argv) {
    this.name = argv.join(' ');
    this.child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiting = null;
    this.closed = false;
    this.child.on('error', (e) => this.#end(e.message));
    createInterface({ input: this.child.stdout }).on('line', (l) => {
      if (this.waiting) { const w = this.waiting; this.waiting = null; w.resolve(l.trim()); } else this.lines.push(l.trim());
    }).on('close', () => this.#end('it closed its output'));
  }

  #end(why) {
    this.closed = why;
    if (this.waiting) { const w = this.waiting; this.waiting = null; w.reject(new Error(`${this.name}: ${why}`)); }
  }

  send(line) { this.child.stdin.write(`${line}\n`); }

  /** The next line the engine writes. */
  next() {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    if (this.closed) return Promise.reject(new Error(`${this.name}: ${this.closed}`));
    return new Promise((resolve, reject) => { this.waiting = { resolve, reject }; });
  }

  /** Reads lines until one satisfies `pred`, and returns it. */
  async until(pred) {
    for (;;) { const l = await this.next(); if (pred(l)) return l; }
  }

  async ask(line) { this.send(line); return this.next(); }

  close() {
    if (!this.closed) { try { this.send('quit'); this.child.stdin.end(); } catch { /* already gone */ } }
    setTimeout(() => this.child.kill(), 2000).unref();
  }
}

/** plateaux's move as UCI actions: `a4xd1` → [`a4`, `xd1`]. */
export function uciActions(move) {
  const i = move.indexOf('x');
  return i < 0 ? [move] : [move.slice(0, i), move.slice(i)];
}

/** Whether a UCI engine says it dropped part of the position (it would then search
 * another game than the referee's). */
export function refused(line) {
  return line.startsWith('info string') && /illegal|invalid/.test(line);
}

/** The move in a `bestmove` line (`info score 0 bestmove d2` or `bestmove d2`). */
function bestOf(line) {
  const w = line.split(/\s+/);
  return w[w.indexOf('bestmove') + 1];
}

/** A UCI engine, set up for a new game. */
export async function uciEngine(argv, options = []) {
  const e = new LineEngine(argv);
  e.send('uci');
  await e.until((l) => l === 'uciok');
  for (const [name, value] of options) e.send(`setoption name ${name} value ${value}`);
  e.send('isready');
  await e.until((l) => l === 'readyok');
  return e;
}

/** The outside engine's search of the position after `actions` (UCI actions) with
 * its `go` line: the line that carries its `bestmove` (and, from most engines, its
 * score). Throws if the engine says it dropped part of the position. */
export async function uciSearch(uci, actions, go) {
  uci.send(`position startpos${actions.length ? ` moves ${actions.join(' ')}` : ''}`);
  uci.send(go);
  const line = await uci.until((l) => l.split(/\s+/).includes('bestmove') || refused(l));
  if (refused(line)) throw new Error(`the outside engine did not follow the game: ${line}`);
  return line;
}

async function uciBest(uci, actions, go) {
  return bestOf(await uciSearch(uci, actions, go));
}

/** Sets plateaux's referee to `moves` and returns its `status` answer as words
 * (`['status', 'move', '0']`); throws with the referee's reason on a refused move. */
export async function statusAfter(ref, moves) {
  ref.send(`moves ${moves.join(' ')}`);
  const st = (await ref.ask('status')).split(' ');
  if (st[0] !== 'status') throw new Error(`plateaux refused the game: ${st.join(' ')}`);
  return st;
}

async function legal(ref) { return (await ref.ask('legal')).split(' ').filter(Boolean); }

/** The outside engine's whole move in plateaux notation (its capture joined). */
export async function outsideMove(uci, ref, moves, go) {
  const actions = moves.flatMap(uciActions);
  const first = await uciBest(uci, actions, go);
  const now = await legal(ref);
  if (now.includes(first)) return first;
  if (now.some((m) => m.startsWith(`${first}x`))) return first + await uciBest(uci, [...actions, first], go);
  throw new Error(`the outside engine played ${first}, not legal here (${now.join(' ')})`);
}

/** One game: plateaux plays with its `ourGo` line (`go level 4`), the outside engine
 * with `go`; `opening` are numbers in [0, 1) choosing the first plies among the legal
 * moves. With `seed` (a BigInt), plateaux's line ends `seed <seed + ply>`, which fixes
 * its level's blur: its moves are then a function of the game, and two runs differ
 * only where the outside engine does. Returns the final `status` words, the moves and
 * each move's time. */
export async function playGame(ref, uci, { ourGo, oursFirst, go, opening, log, seed }) {
  const moves = [];
  const times = [];
  ref.send('newgame moulin');
  for (;;) {
    const st = await statusAfter(ref, moves);
    if (st[1] === 'over') return { status: st.slice(2), moves, times };
    const ours = (st[2] === '0') === oursFirst;
    const t = performance.now();
    let mv;
    if (moves.length < opening.length) {
      const now = (await legal(ref)).sort();
      mv = now[Math.floor(opening[moves.length] * now.length)];
    } else if (ours) {
      const reply = await ref.ask(seed === undefined ? ourGo : `${ourGo} seed ${BigInt.asUintN(64, seed + BigInt(moves.length))}`);
      if (!reply.startsWith('bestmove ')) throw new Error(`plateaux: ${reply}`);
      mv = reply.split(' ')[1];
      times.push({ ours, ms: performance.now() - t });
    } else {
      mv = await outsideMove(uci, ref, moves, go);
      times.push({ ours, ms: performance.now() - t });
    }
    moves.push(mv);
    if (log) process.stderr.write(`${mv} `);
  }
}

function median(v) { return v.length ? [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] : 0; }

/** plateaux's `go` line: a level, or a time a move (`--movetime`, the search
 * without a node budget, to see what more time would change). */
const oursGo = (o) => (o.movetime ? `go movetime ${o.movetime}` : `go level ${o.level}`);

/** Plays the match; `report` gets each game's line. Returns the tally and the last line. */
export async function runMatch(o, report = console.log) {
  const ref = new LineEngine([o.plateaux, 'play']);
  const tally = { w: 0, d: 0, l: 0 };
  const ours = [];
  const theirs = [];
  try {
    for (let g = (o.first ?? 1) - 1; g < o.games; g++) {
      const uci = await uciEngine(o.outside, o.options ?? []);
      const oursFirst = g % 2 === 0;
      const dice = rng(o.seed * 1000003 + Math.floor(g / 2));
      const opening = Array.from({ length: o.openingPlies }, dice);
      let game;
      try {
        // Each game's blur seed, from the match's seed and the game's number: a run
        // can be repeated (or resumed with --first) with plateaux's side unchanged.
        // (A BigInt, so that a large --seed still gives a whole number for `go`.)
        const seed = BigInt.asUintN(64, (BigInt(o.seed) * 1000003n + BigInt(g)) * 1000n);
        game = await playGame(ref, uci, { ourGo: oursGo(o), oursFirst, go: o.go, opening, log: o.log, seed });
      } finally {
        uci.close();
      }
      const [winner, ...reason] = game.status;
      let result;
      if (winner === 'draw') { tally.d++; result = 'draw'; } else if ((winner === '0') === oursFirst) { tally.w++; result = 'plateaux wins'; } else { tally.l++; result = 'plateaux loses'; }
      for (const t of game.times) (t.ours ? ours : theirs).push(t.ms);
      report(`game ${g + 1} (plateaux ${oursFirst ? 'White' : 'Black'}): ${result} (${reason.join(' ')}), ${game.moves.length} plies: ${game.moves.join(' ')}`);
    }
  } finally {
    ref.close();
  }
  const n = tally.w + tally.d + tally.l;
  const line = `plateaux ${o.movetime ? `movetime ${o.movetime} ms` : `level ${o.level}`}: +${tally.w} =${tally.d} -${tally.l} score ${((tally.w + tally.d / 2) / Math.max(n, 1)).toFixed(3)}; `
    + `median time a move: plateaux ${median(ours).toFixed(0)} ms, outside ${median(theirs).toFixed(0)} ms`;
  report(line);
  return { ...tally, line };
}

/** The command line, as the header describes it. */
export function parseArgs(argv) {
  const o = { plateaux: 'target/release/plateaux', level: 4, games: 20, first: 1, openingPlies: 0, seed: 1, go: 'go', log: false, options: [], outside: [] };
  const cut = argv.indexOf('--');
  if (cut < 0 || cut === argv.length - 1) throw new Error('the outside engine comes after --');
  o.outside = argv.slice(cut + 1);
  const args = argv.slice(0, cut);
  const num = (s, name) => { const n = Number(s); if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not '${s}'`); return n; };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = () => { if (i + 1 >= args.length) throw new Error(`${a} needs a value`); return args[++i]; };
    if (a === '--plateaux') o.plateaux = v();
    else if (a === '--level') o.level = num(v(), a);
    else if (a === '--movetime') o.movetime = num(v(), a);
    else if (a === '--games') o.games = num(v(), a);
    else if (a === '--first') o.first = num(v(), a);
    else if (a === '--opening-plies') o.openingPlies = num(v(), a);
    else if (a === '--seed') o.seed = num(v(), a);
    else if (a === '--go') o.go = v();
    else if (a === '--setoption') { const [k, ...rest] = v().split('='); o.options.push([k, rest.join('=')]); }
    else if (a === '--log') o.log = true;
    else throw new Error(`unknown option '${a}'`);
  }
  if (o.first < 1) throw new Error('--first counts from 1');
  return o;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${e.message}\nusage: node scripts/vs-uci.mjs [--plateaux PATH] [--level N | --movetime MS] [--games N] [--first K] [--opening-plies N] [--seed S] [--go LINE] [--setoption NAME=VALUE] [--log] -- <engine> <args…>`);
    process.exit(2);
  }
  runMatch(o).catch((e) => { console.error(e.message); process.exit(1); });
}
