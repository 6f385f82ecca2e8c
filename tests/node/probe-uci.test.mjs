// scripts/probe-uci.mjs, the turn-by-turn probe of a logged game beside an outside UCI
// engine, against the stand-in engine (fixtures/fake-uci.mjs: the first legal move in
// alphabetical order). Needs the native command-line tool (built here if it is not).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs, probe } from '../../scripts/probe-uci.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
execFileSync('cargo', ['build', '--release', '--bin', 'plateaux', '--quiet'], { cwd: root, stdio: 'inherit' });
const plateaux = `${root}target/release/plateaux`;
const fake = ['node', fileURLToPath(new URL('fixtures/fake-uci.mjs', import.meta.url)), plateaux];
const base = { plateaux, side: 'white', from: 1, go: 'go depth 3', ours: 'go level 1 seed 1', outside: fake };

test("each of White's turns: the same move, or both moves and plateaux's own choice", async () => {
  const lines = [];
  await probe({ ...base, moves: ['a1', 'd2', 'g7', 'd6'] }, (l) => lines.push(l));
  // The stand-in places on a1 first (as White did), then on a4 where White chose g7.
  assert.equal(lines.length, 2, 'one line for each of White turns, none for Black');
  assert.equal(lines[0], '1\ta1 (?)\tthe same');
  const [ply, played, outside, ours] = lines[1].split('\t');
  assert.equal(ply, '3');
  assert.equal(played, 'played g7 (?)', 'the stand-in gives no score');
  assert.equal(outside, 'outside a4 (?)');
  assert.match(ours, /^plateaux 'go level 1 seed 1': [a-g][1-7]$/);
});

test("plateaux's refusal of its own go line is shown, not taken for a move", async () => {
  const lines = [];
  await probe({ ...base, ours: 'go nodes 0', moves: ['a1', 'd2', 'g7'] }, (l) => lines.push(l));
  assert.match(lines[1].split('\t')[3], /^plateaux 'go nodes 0': \(error nodes must be a positive/);
});

test("Black's turns from a later ply only", async () => {
  const lines = [];
  await probe({ ...base, side: 'black', from: 3, moves: ['a1', 'd2', 'g7', 'a4'] }, (l) => lines.push(l));
  assert.deepEqual(lines.map((l) => l.split('\t')[0]), ['4']);
});

test("a move the rules refuse stops the probe, with the referee's reason", async () => {
  await assert.rejects(probe({ ...base, moves: ['a1', 'a1'] }), /refused the game: error move 2 'a1'/);
});

test('bad command lines are refused with a reason', () => {
  assert.throws(() => parseArgs(['--moves', 'a1']), /after --/);
  assert.throws(() => parseArgs(['--side', 'red', '--moves', 'a1', '--', 'tgf']), /white or black/);
  assert.throws(() => parseArgs(['--from', '0', '--moves', 'a1', '--', 'tgf']), /whole number from 1/);
  assert.throws(() => parseArgs(['--', 'tgf']), /--moves/);
  assert.deepEqual(parseArgs(['--side', 'black', '--moves', 'e4 d7', '--', 'tgf', 'uci']).outside, ['tgf', 'uci']);
});
