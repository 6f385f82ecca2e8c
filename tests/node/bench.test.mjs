// scripts/bench-compare.mjs: the ratios bench.sh prints against the previous release.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { againstNative, compare, figures } from '../../scripts/bench-compare.mjs';

const before = [
  'native moulin perft 6: 99274176 leaves in 0.500 s = 198.5 M leaves/s',
  'native moulin AI level 3: median 40.0 ms, max 63.0 ms over 30 positions (299000 nodes, depth 9 median)',
  'wasm moulin perft 6: 99274176 leaves in 1.000 s = 99.3 M leaves/s',
].join('\n');

test('perft is compared in leaves per second and the AI by its median time', () => {
  const now = [
    'native moulin perft 6: 99274176 leaves in 0.250 s = 397.0 M leaves/s',
    'native moulin AI level 3: median 80.0 ms, max 99.0 ms over 30 positions (299000 nodes median)',
    'native mundeleys perft 7: 46925166 leaves in 0.300 s = 156.4 M leaves/s',
  ].join('\n');
  const lines = compare(before, now).split('\n');
  assert.match(lines[0], /\[2\.00× the previous release: 198\.5 M leaves\/s\]$/);
  assert.match(lines[1], /\[0\.50× the previous release: 40 ms median\]$/);
  assert.match(lines[2], /\[not in the previous release\]$/);
});

test('the native and the browser figures of one game are told apart', () => {
  const f = figures(before);
  assert.equal(f.get('native moulin perft').value, 198.5);
  assert.equal(f.get('wasm moulin perft').value, 99.3);
  assert.equal(f.size, 3);
});

test('a reply too quick to time has no ratio', () => {
  const line = compare(before, 'native moulin AI level 3: median 0.0 ms, max 1.0 ms over 30 positions');
  assert.match(line, /\[previous release: 40 ms median; too quick to compare\]$/);
});

test('lines that are not figures pass through unchanged', () => {
  assert.equal(compare(before, '== Native\nsomething else'), '== Native\nsomething else');
});

test('each browser figure is set against the native one of the same run', () => {
  const run = [
    'native moulin perft 6: 99274176 leaves in 0.500 s = 200.0 M leaves/s',
    'native moulin AI level 3: median 40.0 ms, max 63.0 ms over 30 positions',
    'native moulin AI level 1: median 0.0 ms, max 0.1 ms over 30 positions',
    'wasm moulin perft 5: 5140800 leaves in 0.050 s = 100.0 M leaves/s',
    'wasm moulin AI level 3: median 60.0 ms, max 90.0 ms over 30 positions',
    'wasm moulin AI level 1: median 0.2 ms, max 0.3 ms over 30 positions',
    'wasm mundeleys AI level 3: median 60.0 ms, max 90.0 ms over 30 positions',
  ].join('\n');
  assert.deepEqual(againstNative(run).split('\n'), [
    'moulin perft: the browser takes 2.00× native\'s time',
    'moulin AI level 3: the browser takes 1.50× native\'s time',
    'moulin AI level 1: too quick to compare',
  ]);
});
