// Game records packed for links, so that a whole game fits in a text message: each
// move is its index among the moves possible at that point (legal moves, or a roll's
// faces) in the order of their notation, written in as few bits as that count needs.
// The format is src/core/packed.rs's, which documents it; the complete module
// exports that codec (packRecord, unpackRecord). The page's light module carries no
// codec (its weight is the first visit's), so the page packs here, through the
// engine's own `Game` (legal() and play()), handed in by `packer` (the page's module,
// or in the tests Node's); tests/node/links.test.mjs checks that the two write the
// same text and read each other's, in every game.

const VERSION = 1;
const HAS_OPTIONS = 1 << 4;
const HAS_POSITION = 1 << 5;
const HAS_END = 1 << 6;
const ENDS = ['resign', 'time'];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Why a packed record cannot be read: the text was cut on its way, or damaged. */
export class PackError extends Error {
  constructor(why) { super(why); this.why = why; }
}

// JSON with every object's keys in order, as the engine writes options.
const sortedJson = (v) => (v && typeof v === 'object' && !Array.isArray(v)
  ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${sortedJson(v[k])}`).join(',')}}`
  : JSON.stringify(v));

// The bits an index among `n` choices takes.
const width = (n) => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));


// The moves possible now, in notation order (code units: the notation is ASCII).
const choices = (g) => g.legal().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function leb(out, v) {
  for (;;) {
    const b = v % 128;
    v = Math.floor(v / 128);
    if (v === 0) { out.push(b); return; }
    out.push(b | 128);
  }
}

function base64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.slice(i, i + 3);
    const n = chunk.reduce((acc, b, k) => acc | (b << (16 - 8 * k)), 0);
    for (let k = 0; k <= chunk.length; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text) {
  const digits = [...text].map((c) => {
    const d = ALPHABET.indexOf(c);
    if (d < 0) throw new PackError('damaged');
    return d;
  });
  if (digits.length % 4 === 1) throw new PackError('cut');
  const out = [];
  for (let i = 0; i < digits.length; i += 4) {
    const chunk = digits.slice(i, i + 4);
    const n = chunk.reduce((acc, d, k) => acc | (d << (18 - 6 * k)), 0);
    for (let k = 0; k < chunk.length - 1; k++) out.push((n >> (16 - 8 * k)) & 255);
  }
  return out;
}

/** The codec over the engine's `Game` class: `{pack, unpack}`. */
export function packer(Game) {
  // The game a record starts from (its moves to come), to replay one move at a time.
  const startOf = (record) => {
    const { moves, end, ...start } = record;
    return Game.fromRecord(JSON.stringify({ ...start, moves: [] }));
  };
  return { pack: (json) => pack(json, startOf), unpack: (text) => unpack(text, startOf) };
}

// Packs a record (JSON text, one the engine replays) as `<game id>.<base64url>`.
function pack(json, startOf) {
  const record = JSON.parse(json);
  const g = startOf(record);
  const bits = [];
  try {
    for (const mv of record.moves) {
      const all = choices(g);
      const at = all.indexOf(g.play(mv));
      for (let k = 0; k < width(all.length); k++) bits.push((at >> k) & 1);
    }
  } finally { g.free(); }
  const options = record.options && typeof record.options === 'object' && Object.keys(record.options).length ? sortedJson(record.options) : null;
  const texts = [options, record.position ?? null].filter((x) => x != null).map((x) => new TextEncoder().encode(x));
  const out = [VERSION | (options ? HAS_OPTIONS : 0) | (record.position != null ? HAS_POSITION : 0) | (record.end ? HAS_END : 0)];
  leb(out, record.seed ?? 0);
  for (const t of texts) { leb(out, t.length); out.push(...t); }
  if (record.end) out.push(ENDS.indexOf(record.end));
  leb(out, record.moves.length);
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((b, bit, k) => b | (bit << k), 0));
  return `${record.game}.${base64url(out)}`;
}

// Reads a packed record back: the record as JSON text. Throws a `PackError` whose
// `why` is 'cut' (the text stops early: a link cut on its way), 'damaged', or
// 'record' (its start does not replay: `record`, the record without its moves,
// says why through `recordProblem`).
function unpack(text, startOf) {
  const m = /^([a-z0-9_]+)\.(.*)$/.exec(text);
  if (!m) throw new PackError('damaged');
  const bytes = fromBase64url(m[2]);
  let at = 0;
  const byte = () => { if (at >= bytes.length) throw new PackError('cut'); return bytes[at++]; };
  const readLeb = () => {
    let v = 0;
    for (let scale = 1; scale <= 2 ** 49; scale *= 128) {
      const b = byte();
      v += (b & 127) * scale;
      if (!(b & 128)) return v;
    }
    throw new PackError('damaged'); // past what a JavaScript number holds exactly
  };
  const readText = () => {
    const len = readLeb();
    if (at + len > bytes.length) throw new PackError('cut');
    const t = bytes.slice(at, at + len);
    at += len;
    try { return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(t)); } catch { throw new PackError('damaged'); }
  };
  const head = byte();
  if ((head & 15) !== VERSION || head & 128) throw new PackError('damaged');
  const record = { game: m[1], options: {}, seed: readLeb(), moves: [] };
  if (head & HAS_OPTIONS) {
    try { record.options = JSON.parse(readText()); } catch (e) { throw e instanceof PackError ? e : new PackError('damaged'); }
  }
  if (head & HAS_POSITION) record.position = readText();
  if (head & HAS_END) {
    record.end = ENDS[byte()];
    if (!record.end) throw new PackError('damaged');
  }
  const count = readLeb();
  if (count > 1 << 20) throw new PackError('damaged');
  let bit = at * 8;
  const take = (w) => {
    let v = 0;
    for (let k = 0; k < w; k++, bit++) {
      if (bit >> 3 >= bytes.length) throw new PackError('cut');
      v |= ((bytes[bit >> 3] >> (bit & 7)) & 1) << k;
    }
    return v;
  };
  let g;
  try { g = startOf(record); } catch {
    // Its start (options, a position) does not replay here: the record says why.
    const e = new PackError('record');
    e.record = JSON.stringify(record);
    throw e;
  }
  try {
    for (let i = 0; i < count; i++) {
      const all = choices(g);
      if (!all.length) throw new PackError('damaged'); // more moves than the game has
      const mv = all[take(width(all.length))];
      if (mv == null) throw new PackError('damaged');
      try { record.moves.push(g.play(mv)); } catch { throw new PackError('damaged'); }
    }
  } finally { g.free(); }
  // What is left is the last byte's padding: zeros, and less than a byte of it.
  if (bytes.length * 8 - bit >= 8 || (bit & 7 && bytes[bit >> 3] >> (bit & 7))) throw new PackError('damaged');
  return JSON.stringify(record);
}
