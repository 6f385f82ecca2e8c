// The engine as a JavaScript library, in Node (no page, no canvas): the npm package
// built in dist/pkg, loaded with initSync. Each title is played to its end through
// `Game` — the AI at level 1 against seeded random legal moves, the dice rolled with
// `roll()` — checking on the way that a refused move changes nothing, that undo and
// redo restore the game exactly, and at the end that the record replays and that a
// corrupted record is refused.
// Run after building the site: `node --test tests/node/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { rng } from '../../scripts/rng.mjs';

const pkg = new URL('../../dist/pkg/', import.meta.url);
if (!existsSync(new URL('plateaux_bg.wasm', pkg))) {
  throw new Error('dist/pkg is missing: build the site first (bash -c "source scripts/lib.sh; build_site")');
}
const { initSync, Game, gameIds } = await import(new URL('plateaux.js', pkg));
initSync({ module: readFileSync(new URL('plateaux_bg.wasm', pkg)) });

const pick = (r, list) => list[Math.floor(r() * list.length)];

// Texts that are never a move of any game, and moves of the others' notations.
const GARBAGE = ['', ' ', 'zz', '💥', 'a0', 'a1-a1', 'x', '-', 'Y9@z9', 'ball@', 'q9:NE', '7', 'end-'];

// Tries moves that are not legal now: each must throw and leave the game exactly as
// it was (same status, same record).
function badMovesChangeNothing(game) {
  const legal = new Set(game.legal());
  const status = game.status();
  const record = game.record();
  let tried = 0;
  for (const bad of GARBAGE.concat(status.moves.slice(-3))) {
    if (legal.has(bad.trim())) continue;
    assert.throws(() => game.play(bad), Error, `${game.id}: ${JSON.stringify(bad)} was accepted`);
    tried += 1;
  }
  assert.ok(tried >= GARBAGE.length - 1);
  assert.deepEqual(game.status(), status);
  assert.equal(game.record(), record);
}

// Plays `move`, takes it back and plays it again: undo gives back the game as it was
// (with a move to redo), redo the game as it became.
function playWithUndoRedo(game, move) {
  const before = { status: game.status(), record: game.record() };
  assert.equal(game.play(move), move, `${game.id}: ${move} is not given back in canonical notation`);
  const after = { status: game.status(), record: game.record() };
  assert.equal(after.status.moves.length, before.status.moves.length + 1);
  assert.ok(game.undo());
  assert.equal(game.record(), before.record);
  assert.deepEqual(game.status(), { ...before.status, can_redo: true });
  assert.ok(game.redo());
  assert.equal(game.record(), after.record);
  assert.deepEqual(game.status(), after.status);
}

// Plays `game` to its end: the AI at level 1 for `aiSide`, seeded random legal moves
// for the other side, the game's own dice at chance steps. Every `checkEvery` plies,
// also checks refused moves and undo/redo. Returns what happened.
function playToEnd(game, { aiSide, seed, maxPlies = 20000, checkEvery = 25 }) {
  const r = rng(seed);
  let plies = 0;
  let rolls = 0;
  let aiMoves = 0;
  while (!game.isOver) {
    assert.ok(plies < maxPlies, `${game.id}: no end after ${maxPlies} plies`);
    const legal = game.legal();
    assert.ok(legal.length > 0, `${game.id}: not over, yet nothing to play`);
    let move;
    if (game.isChance) {
      assert.equal(game.toMove, undefined);
      assert.throws(() => game.aiMove(1, 1), /dice/);
      if (plies % checkEvery === 0) badMovesChangeNothing(game);
      const out = game.roll();
      assert.ok(legal.includes(out), `${game.id}: roll gave ${out}, not one of ${legal}`);
      rolls += 1;
      plies += 1;
      continue;
    }
    if (game.toMove === aiSide) {
      move = game.aiMove(1, seed + plies);
      assert.ok(legal.includes(move), `${game.id}: the AI chose ${move}, not a legal move`);
      aiMoves += 1;
    } else {
      move = pick(r, legal);
    }
    if (plies % checkEvery === 0) {
      badMovesChangeNothing(game);
      playWithUndoRedo(game, move);
    } else {
      assert.equal(game.play(move), move);
    }
    plies += 1;
  }
  return { plies, rolls, aiMoves };
}

// What holds once a game is over, and what its record allows.
function checkEndAndRecord(game) {
  const status = game.status();
  assert.equal(status.over, true);
  assert.notEqual(status.reason, '', `${game.id}: over without a reason`);
  assert.ok([0, 1, null].includes(status.winner));
  assert.equal(status.to_move, null);
  assert.equal(game.toMove, undefined);
  assert.equal(game.isChance, false);
  assert.deepEqual(game.legal(), []);
  assert.equal(game.roll(), undefined);
  assert.throws(() => game.aiMove(1), /over/);
  for (const m of status.moves.slice(-2).concat(['zz'])) {
    assert.throws(() => game.play(m), Error);
  }
  assert.deepEqual(game.status(), status);

  // The record replays to the same game, over with the same result.
  const record = game.record();
  const parsed = JSON.parse(record);
  assert.equal(parsed.game, game.id);
  assert.deepEqual(parsed.moves, status.moves);
  const back = Game.fromRecord(record);
  assert.equal(back.record(), record);
  assert.deepEqual(back.status(), status);
  assert.equal(back.isOver, true);
  back.free();

  // Corrupted records are refused, naming the problem.
  const middle = Math.floor(parsed.moves.length / 2);
  const badMove = { ...parsed, moves: parsed.moves.with(middle, 'zz') };
  assert.throws(() => Game.fromRecord(JSON.stringify(badMove)), new RegExp(`move ${middle + 1}\\b`));
  const extraMove = { ...parsed, moves: [...parsed.moves, parsed.moves[0]] };
  assert.throws(() => Game.fromRecord(JSON.stringify(extraMove)), /over/);
  assert.throws(() => Game.fromRecord(record.slice(0, record.length / 2)), /not a game record/);
  assert.throws(() => Game.fromRecord(JSON.stringify({ ...parsed, game: 'chess' })), /unknown game/);
  assert.throws(() => Game.fromRecord('null'), Error);
  return status;
}

const WHOLE_GAMES = {
  moulin: { aiSide: 0, seed: 11 },
  mundeleys: { aiSide: 1, seed: 22 },
  mundialito: { aiSide: 0, seed: 33 },
  kriegspiel: { aiSide: 0, seed: 44 },
};

test('every game is covered by a whole game below', () => {
  assert.deepEqual([...gameIds()].sort(), Object.keys(WHOLE_GAMES).sort());
});

for (const [id, { aiSide, seed }] of Object.entries(WHOLE_GAMES)) {
  test(`a whole game of ${id} through the API, the AI against random moves`, (t) => {
    const game = new Game(id, undefined, seed);
    assert.equal(game.id, id);
    assert.equal(game.isOver, false);
    assert.equal(JSON.parse(game.record()).seed, seed);
    const start = game.status();
    assert.deepEqual(start.moves, []);
    assert.equal(start.can_undo, false);
    assert.equal(game.undo(), false, 'nothing to undo at the start');

    const { plies, rolls, aiMoves } = playToEnd(game, { aiSide, seed });
    const end = checkEndAndRecord(game);
    assert.equal(end.moves.length, plies);
    t.diagnostic(`${plies} plies (${aiMoves} by the AI, ${rolls} rolls); winner ${end.winner}, ${end.reason}`);
    assert.ok(aiMoves > 0);
    if (id === 'kriegspiel') {
      // Shots were fired and the die decided them.
      assert.ok(rolls > 0, 'no shot in a whole battle');
    } else {
      assert.equal(rolls, 0, `${id} has no dice`);
    }
    if (id === 'mundialito') {
      // The setup is part of the game: six pyramids a side, then the two balls.
      assert.ok(end.moves.slice(0, 12).every((m) => /^[YR][1-3]@[a-f][16]$/.test(m)), end.moves.slice(0, 12).join(' '));
      assert.ok(end.moves.slice(12, 14).every((m) => /^ball@[a-f][25]$/.test(m)), end.moves.slice(12, 14).join(' '));
      assert.doesNotMatch(end.moves[14], /@/);
    }
    game.free();
  });
}

test('the same seed and choices give the same dice; the record keeps the seed', () => {
  const rollsOf = (g) => g.status().moves.filter((m) => m.startsWith('='));
  // Random choices from a fixed generator until six shots have been rolled.
  const play = (seed) => {
    const g = new Game('kriegspiel', { rows: 6, files: 8 }, seed);
    const r = rng(5);
    for (let ply = 0; rollsOf(g).length < 6 && !g.isOver; ply++) {
      assert.ok(ply < 20000, 'six shots take too long');
      if (g.isChance) g.roll();
      else g.play(pick(r, g.legal()));
    }
    return g;
  };
  const a = play(123);
  const b = play(123);
  assert.equal(a.record(), b.record());
  assert.equal(JSON.parse(a.record()).seed, 123);
  assert.deepEqual(JSON.parse(a.record()).options, { flat: false, files: 8, rows: 6, starts: 'french' });
  const c = play(124);
  assert.notDeepEqual(rollsOf(c), rollsOf(a), 'another seed, other rolls');
  for (const g of [a, b, c]) g.free();
});

test('options are a plain object; bad options, games and seeds throw', () => {
  const k = new Game('kriegspiel', { flat: true, starts: 'english' }, 1);
  const opts = JSON.parse(k.record()).options;
  assert.equal(opts.flat, true);
  assert.equal(opts.starts, 'english');
  assert.equal(k.toMove, 1, 'the English act first');
  assert.equal(new Game('moulin', null, 1).toMove, 0);
  assert.throws(() => new Game('chess'), /unknown game 'chess'/);
  assert.throws(() => new Game('kriegspiel', '{"flat":true}'), /plain object/);
  assert.throws(() => new Game('kriegspiel', [1, 2]), /plain object/);
  assert.throws(() => new Game('kriegspiel', { rows: 'many' }), /options/);
  assert.throws(() => new Game('kriegspiel', { starts: 'prussian' }), /options/);
  // A misspelt option or a size out of range is refused by name, not quietly dropped.
  assert.throws(() => new Game('kriegspiel', { flta: true }), /unknown option 'flta'/);
  assert.throws(() => new Game('moulin', { flat: true }), /unknown option 'flat': this game has no options/);
  assert.throws(() => new Game('kriegspiel', { files: 20 }), /'files' must be a whole number from 8 to 14, not 20/);
  assert.throws(() => new Game('kriegspiel', { files: 3, rows: 2 }), /from 8 to 14/);
  for (const seed of [-1, 1.5, Number.NaN, Infinity, 2 ** 60]) {
    assert.throws(() => new Game('moulin', {}, seed), /seed/, String(seed));
  }
  // Without a seed, each game draws its own (and it fits a JavaScript number).
  const s1 = JSON.parse(new Game('kriegspiel').record()).seed;
  const s2 = JSON.parse(new Game('kriegspiel').record()).seed;
  assert.ok(Number.isSafeInteger(s1) && Number.isSafeInteger(s2));
  assert.notEqual(s1, s2);
});

test('moves in notation: canonical answers, redo cleared by a new move, AI levels checked', () => {
  const g = new Game('moulin', {}, 2);
  assert.equal(g.play(' d2 '), 'd2');
  assert.equal(g.toMove, 1);
  assert.throws(() => g.play('d2'), /cannot play "d2": illegal/);
  assert.throws(() => g.play('zz'), /cannot play "zz": unreadable/);
  g.play('d6');
  assert.ok(g.undo());
  assert.equal(g.status().can_redo, true);
  g.play('b6');
  assert.equal(g.redo(), false, 'a new move clears the redo list');
  assert.deepEqual(g.status().moves, ['d2', 'b6']);
  // Plain JavaScript may pass anything: what is not text is refused, nothing changes.
  const record = g.record();
  for (const bad of [5, undefined, null, {}, ['f4'], true]) {
    assert.throws(() => g.play(bad), /a move .* must be a string/, String(bad));
    assert.throws(() => new Game(bad), /the game id must be a string/, String(bad));
    assert.throws(() => Game.fromRecord(bad), /record .* must be a string/, String(bad));
  }
  assert.equal(g.record(), record);
  assert.equal(g.play('f4'), 'f4');
  assert.ok(g.undo());
  for (const level of [0, 5, 2.5, Number.NaN]) {
    assert.throws(() => g.aiMove(level), /level/, String(level));
  }
  for (const level of [1, 2, 3]) assert.ok(g.legal().includes(g.aiMove(level, 9)));
  assert.deepEqual(g.status().moves, ['d2', 'b6'], 'aiMove plays nothing');
});

test("a timed Mundialito match ends when the caller's clock runs out; other games have no clock", () => {
  const timed = new Game('mundialito', { timed_match: true }, 3);
  assert.equal(timed.isOver, false);
  assert.ok(timed.legal().includes('Y1@a1'));
  assert.ok(timed.timeUp());
  assert.equal(timed.isOver, true);
  assert.equal(timed.status().over, true);
  assert.deepEqual(timed.legal(), []);
  assert.throws(() => timed.play('Y1@a1'), /over/);
  const moulin = new Game('moulin', {}, 3);
  assert.equal(moulin.timeUp(), false);
  assert.equal(moulin.isOver, false);
  // A game over stays as it ended: the clock neither revives it nor turns a
  // resignation into a draw on time.
  assert.ok(moulin.resign());
  assert.equal(moulin.timeUp(), false);
  assert.equal(moulin.isOver, true);
  assert.equal(moulin.status().reason, 'resigned');
  assert.match(moulin.record(), /"end":"resign"/);
  assert.equal(timed.timeUp(), false, 'the clock runs out once');
  const resigned = new Game('mundialito', { timed_match: true }, 3);
  assert.ok(resigned.resign());
  assert.equal(resigned.timeUp(), false);
  assert.deepEqual([resigned.status().winner, resigned.status().reason], [1, 'resigned']);
  assert.equal(resigned.status().can_undo, false, 'nothing to take back once resigned');
});

test('a move told in words before it is played (a hint as the page says it)', () => {
  const g = new Game('mundeleys', {}, 1);
  const note = g.describeMove('c2-d3');
  assert.equal(typeof note.key, 'string');
  assert.ok(note.args.some(([, v]) => v === 'c2') && note.args.some(([, v]) => v === 'd3'), JSON.stringify(note));
  assert.deepEqual(g.status().moves, [], 'describing plays nothing');
  assert.throws(() => g.describeMove('c2-c4'), Error);
  assert.throws(() => g.describeMove(5), /must be a string/);
  const k = new Game('kriegspiel', {}, 1);
  assert.equal(k.describeMove('end').key, 'narr.end');
});

test('the free aiMove checks its level and seed as Game.aiMove does', async () => {
  const { aiMove } = await import(new URL('plateaux.js', pkg));
  const record = new Game('moulin', {}, 1).record();
  assert.ok(new Game('moulin', {}, 1).legal().includes(aiMove(record, 1, 5)));
  for (const level of [0, 5, 9, -1, 2.5, Number.NaN]) {
    assert.throws(() => aiMove(record, level, 5), /level/, String(level));
  }
  for (const seed of [1.5, -3, 2 ** 60]) assert.throws(() => aiMove(record, 1, seed), /seed/, String(seed));
});

test('dist/pkg is an npm package with TypeScript declarations', () => {
  const meta = JSON.parse(readFileSync(new URL('package.json', pkg), 'utf8'));
  assert.equal(meta.name, 'plateaux');
  assert.equal(meta.type, 'module');
  const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');
  assert.equal(meta.version, cargo.match(/^version = "(.*)"/m)[1]);
  for (const f of [meta.main, meta.module, meta.types, ...meta.files]) {
    assert.ok(existsSync(new URL(f, pkg)), `${f} is listed but missing`);
  }
  const dts = readFileSync(new URL(meta.types, pkg), 'utf8');
  for (const decl of [
    'export class Game',
    'constructor(id: string, options?: GameOptions | null, seed?: number | null);',
    'static fromRecord(record: string): Game;',
    'play(move: string): string;',
    'status(): GameStatus;',
    'aiMove(level: number, seed?: number | null): string;',
    'static forGame(canvas: HTMLCanvasElement, game: Game, onChange?: OnChange | null): App;',
    'export interface GameStatus',
  ]) {
    assert.ok(dts.includes(decl), `plateaux.d.ts lacks ${decl}`);
  }
  // The lessons' module ships in the package too, with its declarations, and works
  // in Node (the rules help as a page shows it).
  for (const f of ['plateaux_learn.js', 'plateaux_learn.d.ts', 'plateaux_learn_bg.wasm']) {
    assert.ok(meta.files.includes(f), `package.json does not list ${f}`);
  }
  assert.match(readFileSync(new URL('plateaux_learn.d.ts', pkg), 'utf8'), /export function rulesHelp\(game: string, lang: string\): string \| undefined;/);
});

test("the lessons' module of the package gives the rules help in Node", async () => {
  const learn = await import(new URL('plateaux_learn.js', pkg));
  learn.initSync({ module: readFileSync(new URL('plateaux_learn_bg.wasm', pkg)) });
  // The package's main module is this complete one: a Node program that imports the
  // package speaks every language without being given words.
  const meta = JSON.parse(readFileSync(new URL('package.json', pkg), 'utf8'));
  const main = await import(new URL(meta.main, pkg));
  assert.equal(main.strings('de')['play.undo'], 'Zurücknehmen');
  assert.equal(main.strings('en')['moulin.side.0'], 'White');
  const help = learn.rulesHelp('moulin', 'fr');
  assert.match(help, /« Tirer au sort qui prend quel camp »/, 'the control named by its own label');
  assert.equal(learn.rulesHelp('chess', 'fr'), undefined);
  // The lessons' texts are in the lessons' module, not in the page's (which every
  // visitor loads, and which adds them when a course opens); the refusals are in both.
  const { strings, hasWords, addWords, gameIds: ids } = await import(new URL('plateaux.js', pkg));
  // The page's module carries no words: it is given a language's in parts, from the
  // package's lang/<code>/<part>.json — the shell's (the page's own, every game's
  // name), the extra one (what only some screens show: the analysis, the link box,
  // the lessons' screen), then each game's.
  const part = (lang, p) => JSON.parse(readFileSync(new URL(`lang/${lang}/${p}.json`, pkg), 'utf8'));
  assert.equal(strings('fr')['play.undo'], undefined, 'no word before any is given');
  assert.throws(() => addWords('de', 'Deutsch'), TypeError);
  assert.throws(() => addWords('de', { 'lang.name': 5 }), TypeError);
  assert.throws(() => addWords('it', {}), /no language "it"/);
  // A malformed id is ignored, an id already given keeps its text.
  assert.equal(addWords('fr', { 'not an id!': 'x', '': 'y' }), false);
  for (const lang of ['fr', 'en', 'de']) {
    assert.equal(hasWords(lang), false, `${lang}: the page's module carries no language`);
    assert.equal(addWords(lang, part(lang, 'shell')), true, lang);
    assert.equal(addWords(lang, part(lang, 'shell')), false, `${lang}: once is enough`);
    assert.ok(strings(lang)['game.kriegspiel'], `${lang}: the home names every game from the shell's part`);
    assert.equal(addWords(lang, part(lang, 'extra')), true, `${lang}: extra`);
  }
  for (const lang of ['fr', 'en', 'de']) {
    assert.equal(strings(lang)['moulin.side.0'], undefined, `${lang}: a game's words come with the game`);
  }
  for (const lang of ['fr', 'en', 'de']) {
    for (const id of ids()) assert.equal(addWords(lang, part(lang, id)), true, `${lang}: ${id}`);
  }
  assert.equal(addWords('fr', { 'play.undo': 'Défaire' }), false, 'an id given keeps its text');
  assert.equal(strings('fr')['play.undo'], 'Annuler');
  assert.equal(strings('de')['lang.name'], 'Deutsch');
  assert.equal(strings('en')['moulin.side.0'], 'White');
  for (const lang of ['fr', 'en', 'de']) {
    const page = strings(lang);
    const course = learn.strings(lang);
    assert.ok(course['lesson.moulin.place.title'] && !page['lesson.moulin.place.title'], lang);
    assert.ok(page['moulin.why.occupied'] && course['moulin.why.occupied'], lang);
    assert.ok(page['lesson.done'], `${lang}: the lesson screen's own words are in the page`);
  }
});

test('positions as text: any position of a game played at random reads back with the same moves; a bad text is refused, naming the part', async () => {
  // In the package's main module (the complete one); the site's light module has none.
  const meta = JSON.parse(readFileSync(new URL('package.json', pkg), 'utf8'));
  const main = await import(new URL(meta.main, pkg));
  main.initSync({ module: readFileSync(new URL(meta.main.replace(/\.js$/, '_bg.wasm'), pkg)) });
  const { Game, gameIds } = main;
  assert.equal(typeof (await import(new URL('plateaux.js', pkg))).Game.fromPosition, 'undefined');
  for (const id of gameIds()) {
    const r = rng(42);
    const g = new Game(id, {}, 9);
    for (let ply = 0; ply < 80 && !g.isOver; ply++) {
      const text = g.position();
      const back = Game.fromPosition(id, text, 1);
      assert.equal(back.position(), text, `${id}: ${text}`);
      assert.deepEqual(back.legal(), g.legal(), `${id}: the same moves from ${text}`);
      if (g.isChance) g.roll(); else g.play(pick(r, g.legal()));
    }
    // A game from a position keeps it in its record, and replays from there.
    const from = Game.fromPosition(id, g.position(), 3);
    const record = JSON.parse(from.record());
    assert.equal(record.position, g.position(), id);
    assert.equal(Game.fromRecord(from.record()).position(), g.position(), id);
  }
  // The light module refuses a record that starts from a position, saying where to go.
  const light = await import(new URL('plateaux.js', pkg));
  const positioned = Game.fromPosition('moulin', 'M1M/1M1/3/6/3/2m/mmm w 5 5 2', 1).record();
  assert.match(light.checkRecord(positioned), /complete module \(plateaux_learn\.js\)/);
  assert.equal(main.checkRecord(positioned), undefined);
  assert.throws(() => Game.fromPosition('moulin', '3/3/3/6/3/3/3 x 9 9 0'), /bad position \(to_move\)/);
  assert.throws(() => Game.fromPosition('moulin', '9/3/3/6/3/3/3 w 9 9 0'), /bad position \(board\)/);
  assert.throws(() => Game.fromPosition('chess', 'x'), /unknown game/);
  assert.throws(() => Game.fromPosition('moulin', 5), TypeError);
  assert.throws(() => Game.fromPosition('moulin', 'x'.repeat(1e6)), (e) => e.message.length < 400 && /shape/.test(e.message));
});

test('game.analyse grades every ply of a game so far, telling its progress, in every game', async () => {
  // In the package's main module (the complete one), which carries the analysis.
  const meta = JSON.parse(readFileSync(new URL('package.json', pkg), 'utf8'));
  const main = await import(new URL(meta.main, pkg));
  main.initSync({ module: readFileSync(new URL(meta.main.replace(/\.js$/, '_bg.wasm'), pkg)) });
  for (const id of main.gameIds()) {
    const r = rng(7);
    const g = new main.Game(id, {}, 5);
    for (let ply = 0; ply < 8 && !g.isOver; ply++) {
      if (g.isChance) g.roll(); else g.play(pick(r, g.legal()));
    }
    const plies = g.status().moves.length;
    const seen = [];
    const report = g.analyse({ level: 1, onProgress: (done, total, ply) => seen.push([done, total, ply.ply]) });
    assert.deepEqual(seen, Array.from({ length: plies }, (_, i) => [i + 1, plies, i]), `${id}: progress after each ply`);
    assert.equal(report.plies.length, plies, id);
    assert.equal(report.chances.length, plies + 1, `${id}: the chances at the start and after each ply`);
    for (const p of report.plies) {
      if (p.roll) assert.equal(p.decision, null, `${id}: a roll is never graded`);
      else assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(p.decision.grade), `${id}: ${JSON.stringify(p.decision)}`);
    }
    // Bad options change nothing and say what is wrong.
    assert.throws(() => g.analyse({ level: 9 }), /level must be a whole number from 1 to 4/);
    assert.throws(() => g.analyse({ onProgress: 'soon' }), TypeError);
    assert.throws(() => g.analyse({ level: 1, onProgress: () => { throw new Error('stop here'); } }), /stop here/);
    assert.equal(g.status().moves.length, plies);
  }
});
