#!/usr/bin/env node
// Replays one logged moulin game turn by turn beside an outside UCI engine (Sanmill's
// `tgf uci`), to find where one side's moves parted from the outside engine's and what
// each choice cost in its judgement: the move-by-move probe of a lost game.
//
//   node scripts/probe-uci.mjs [--plateaux target/release/plateaux] [--side white|black]
//     [--from PLY] [--go "go depth 20"] [--ours "go movetime 10000 seed 1"]
//     --moves "e4 d7 b4 …" -- <engine> <args…>
//
// For each turn of `--side` from ply `--from` (1-based; skip a match's random opening
// plies): the outside engine's move, searched with `--go`, and its score after the move
// played (as it prints scores: Sanmill's are from White's side, a man worth 5); where
// its move differs, its score after its own and the move plateaux chooses with `--ours`
// (would more search have found it? By default `go movetime 10000`: no node budget,
// deepening while under a third of the time; `go nodes N` for a node budget).
// A fixed depth, not a time: Sanmill stops at its own depth (11 to 14 plies while
// moving, in milliseconds) whatever `movetime` allows, and `go depth 20` is the deeper
// judge (a second or a few a position on this machine).
// One line a turn, tab-separated. plateaux referees: a move it refuses stops the probe.
//
// Not part of the tests: the outside engine is built apart (see the README's
// "Strength"); two searches of one position can score it differently.

import { fileURLToPath } from 'node:url';
import { LineEngine, uciEngine, uciActions, uciSearch, outsideMove, statusAfter } from './vs-uci.mjs';

/** The command line, as the header describes it. */
export function parseArgs(argv) {
  const o = { plateaux: 'target/release/plateaux', side: 'white', from: 1, go: 'go depth 20', ours: 'go movetime 10000 seed 1', moves: [], outside: [] };
  const cut = argv.indexOf('--');
  if (cut < 0 || cut === argv.length - 1) throw new Error('the outside engine comes after --');
  o.outside = argv.slice(cut + 1);
  const args = argv.slice(0, cut);
  const num = (s, name) => { const n = Number(s); if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number from 1, not '${s}'`); return n; };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = () => { if (i + 1 >= args.length) throw new Error(`${a} needs a value`); return args[++i]; };
    if (a === '--plateaux') o.plateaux = v();
    else if (a === '--side') { o.side = v(); if (!['white', 'black'].includes(o.side)) throw new Error(`--side is white or black, not '${o.side}'`); }
    else if (a === '--from') o.from = num(v(), a);
    else if (a === '--go') o.go = v();
    else if (a === '--ours') o.ours = v();
    else if (a === '--moves') o.moves = v().split(/\s+/).filter(Boolean);
    else throw new Error(`unknown option '${a}'`);
  }
  if (!o.moves.length) throw new Error('--moves gives the game to probe');
  return o;
}

/** The outside engine's score of the position after `moves`, as it prints it. */
async function scoreAfter(uci, moves, go) {
  const m = (await uciSearch(uci, moves.flatMap(uciActions), go)).match(/score (cp|mate) (-?\d+)/);
  return m ? (m[1] === 'cp' ? m[2] : `mate ${m[2]}`) : '?';
}

/** Runs the probe, one line a turn to `report`. */
export async function probe(o, report = console.log) {
  const ref = new LineEngine([o.plateaux, 'play']);
  const uci = await uciEngine(o.outside);
  try {
    ref.send('newgame moulin');
    await statusAfter(ref, o.moves);
    for (let p = o.side === 'white' ? 0 : 1; p < o.moves.length; p += 2) {
      if (p + 1 < o.from) continue;
      const before = o.moves.slice(0, p);
      await statusAfter(ref, before);
      const theirs = await outsideMove(uci, ref, before, o.go);
      const played = await scoreAfter(uci, [...before, o.moves[p]], o.go);
      if (theirs === o.moves[p]) { report(`${p + 1}\t${o.moves[p]} (${played})\tthe same`); continue; }
      const other = await scoreAfter(uci, [...before, theirs], o.go);
      const reply = await ref.ask(o.ours);
      const ours = reply.startsWith('bestmove ') ? reply.slice('bestmove '.length) : `(${reply})`;
      report(`${p + 1}\tplayed ${o.moves[p]} (${played})\toutside ${theirs} (${other})\tplateaux '${o.ours}': ${ours}`);
    }
  } finally {
    ref.close();
    uci.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${e.message}\nusage: node scripts/probe-uci.mjs [--plateaux PATH] [--side white|black] [--from PLY] [--go LINE] [--ours LINE] --moves "…" -- <engine> <args…>`);
    process.exit(2);
  }
  probe(o).catch((e) => { console.error(e.message); process.exit(1); });
}
