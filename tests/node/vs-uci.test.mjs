// scripts/vs-uci.mjs, the referee of games against an outside UCI mill engine, played
// against a stand-in engine (fixtures/fake-uci.mjs) that plays the first legal move.
// Needs the native command-line tool (built here if it is not).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LineEngine, outsideMove, parseArgs, runMatch, uciActions, uciEngine } from '../../scripts/vs-uci.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
execFileSync('cargo', ['build', '--release', '--bin', 'plateaux', '--quiet'], { cwd: root, stdio: 'inherit' });
const plateaux = `${root}target/release/plateaux`;
const fake = (...flags) => ['node', fileURLToPath(new URL('fixtures/fake-uci.mjs', import.meta.url)), plateaux, ...flags];

test('a capture is its own UCI action', () => {
  assert.deepEqual(uciActions('a4xd1'), ['a4', 'xd1']);
  assert.deepEqual(uciActions('d2-d3xg7'), ['d2-d3', 'xg7']);
  assert.deepEqual(uciActions('b4-b6'), ['b4-b6']);
});

test("the outside engine's mill and its capture, sent apart, make one move", async () => {
  const ref = new LineEngine([plateaux, 'play']);
  const uci = await uciEngine(fake());
  try {
    ref.send('newgame moulin');
    const moves = ['a1', 'd2', 'a4', 'd6'];
    ref.send(`moves ${moves.join(' ')}`);
    // White's first free point is a7, which closes a1-a4-a7; d2 is the first man it may take.
    assert.equal(await outsideMove(uci, ref, moves, 'go'), 'a7xd2');
  } finally {
    uci.close();
    ref.close();
  }
});

test('a match is refereed to its end, sides alternating, and tallied', async () => {
  const lines = [];
  const r = await runMatch({ plateaux, level: 2, games: 2, openingPlies: 2, seed: 3, go: 'go', outside: fake() }, (l) => lines.push(l));
  assert.equal(r.w + r.d + r.l, 2);
  assert.match(lines[0], /^game 1 \(plateaux White\): /);
  assert.match(lines[1], /^game 2 \(plateaux Black\): /);
  assert.match(lines[2], new RegExp(`^plateaux level 2: \\+${r.w} =${r.d} -${r.l} score `));
  // Each game, replayed by the referee, is over with the result the line gives.
  const ref = new LineEngine([plateaux, 'play']);
  try {
    ref.send('newgame moulin');
    for (const [i, line] of lines.slice(0, 2).entries()) {
      const [, result, moves] = line.match(/: (plateaux wins|plateaux loses|draw) \(.*\), \d+ plies: (.*)$/);
      ref.send(`moves ${moves}`);
      const [, over, winner] = (await ref.ask('status')).split(' ');
      assert.equal(over, 'over', `game ${i + 1} is over`);
      const platSide = i === 0 ? '0' : '1';
      const expected = winner === 'draw' ? 'draw' : winner === platSide ? 'plateaux wins' : 'plateaux loses';
      assert.equal(result, expected, `game ${i + 1}`);
    }
    // The pair of games opens with the same two random plies.
    const open = lines.slice(0, 2).map((l) => l.split('plies: ')[1].split(' ').slice(0, 2).join(' '));
    assert.equal(open[0], open[1]);
  } finally {
    ref.close();
  }
});

test('a match played from a later game meets the same openings and sides as the whole series', async () => {
  const whole = [];
  const part = [];
  const o = { plateaux, level: 1, games: 4, openingPlies: 2, seed: 5, go: 'go', outside: fake() };
  await runMatch(o, (l) => whole.push(l));
  const r = await runMatch({ ...o, first: 3 }, (l) => part.push(l));
  assert.equal(r.w + r.d + r.l, 2, 'only games 3 and 4 are played');
  const head = (l) => `${l.split(':')[0]} ${l.split('plies: ')[1].split(' ').slice(0, 2).join(' ')}`;
  assert.deepEqual(part.slice(0, 2).map(head), whole.slice(2, 4).map(head));
  assert.match(part[0], /^game 3 \(plateaux White\): /);
});

test("plateaux's side of a match is the same from run to run, its level's blur included", async () => {
  // Level 2 blurs its judgement; the stand-in engine always plays its first legal
  // move, so two runs of one seed are the same games only if plateaux's blur is too.
  const o = { plateaux, level: 2, games: 2, openingPlies: 2, seed: 7, go: 'go', outside: fake() };
  const runs = [[], []];
  for (const lines of runs) await runMatch(o, (l) => lines.push(l));
  const games = (lines) => lines.slice(0, 2).map((l) => l.split('plies: ')[1]);
  assert.deepEqual(games(runs[1]), games(runs[0]));
  assert.ok(games(runs[0]).every((m) => m.split(' ').length > 4), 'the games went past their openings');
});

test('an engine that drops part of the position stops the match with the reason', async () => {
  await assert.rejects(
    runMatch({ plateaux, level: 1, games: 1, openingPlies: 0, seed: 1, go: 'go', outside: fake('--desync') }, () => {}),
    /did not follow the game: info string illegal move ignored/,
  );
});

test('bad command lines are refused with the reason', () => {
  assert.throws(() => parseArgs(['--games', '3']), /after --/);
  assert.throws(() => parseArgs(['--games', 'x', '--', 'tgf']), /--games must be a whole number/);
  assert.throws(() => parseArgs(['--colour', 'white', '--', 'tgf']), /unknown option '--colour'/);
  const o = parseArgs(['--level', '3', '--setoption', 'Shuffling=false', '--', 'tgf', 'uci']);
  assert.deepEqual([o.level, o.options, o.outside], [3, [['Shuffling', 'false']], ['tgf', 'uci']]);
  assert.equal(parseArgs(['--movetime', '1500', '--', 'tgf']).movetime, 1500);
  assert.equal(parseArgs(['--first', '11', '--', 'tgf']).first, 11);
  assert.throws(() => parseArgs(['--first', '0', '--', 'tgf']), /--first counts from 1/);
});
