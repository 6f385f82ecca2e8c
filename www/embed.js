// <plateaux-game>: Plateaux in any page (a ludothèque's own site).
//   <script type="module" src="https://…/plateaux/www/embed.js"></script>
//   <plateaux-game game="moulin" lang="fr" ai="2" human="first"></plateaux-game>
// Attributes: game, lang (fr | en | de: the languages the app has), ai (1–4, or none for
// two people), human (first | second: the side the person plays), orientation (first |
// second: the side at the bottom), mode (play | view: a game shown and stepped through
// with ←/→, never played), record (a game record, JSON, to start from), position (a
// position in the game's text, docs/positions.md, to start from),
// controls (full | minimal), theme (light | dark), board (wood | paper | contrast: the
// board's theme), autosave (keep the game across reloads, in this site's storage,
// under the element's id); README.md's "Embedding" gives the defaults. A value not
// accepted raises `error` (the frame checks them: it knows the games). The game runs in
// a frame of the app (embed.html), so the host page's styles and scripts cannot
// disturb it. Given a height by the page's CSS, or in a container that has one, the
// element keeps it (the board fits in); given none, its height follows its content
// (the board as wide as the element). Changing game starts a new game in a new frame; every other attribute
// applies to the game in progress, which goes on (a new level, the person on the other
// side, the board turned); changes made together (in one task, or while the HTML
// parser creates the element) are applied once.
// Events on the element: `ready`, `move` (detail: {move, index, status}), `gameover`
// (detail: {winner, reason, status}), `change` (detail: {status, record}), `error`
// (detail: {attribute, value, accepted, message}). Methods: newGame(), play(move),
// undo(), redo(), resign(), status(), legal(), record() — each returns a Promise (of
// the new status, the moves the person may play, or the record's JSON).
// They travel by postMessage to the frame, which only listens to this page's origin;
// the element only listens to the frame's window and origin.
const base = new URL('../embed.html', import.meta.url);
// The frame with the complete module, which reads positions as text (heavier: only
// for an element with `position`).
const fullBase = new URL('../embed-full.html', import.meta.url);
const RESTART = ['game']; // a change starts a new game, in a new frame
// A change applies to the game in progress.
const LIVE = ['mode', 'ai', 'human', 'orientation', 'lang', 'controls', 'theme', 'board'];
// Where an element with `autosave` keeps its game in the host site's storage.
const savedKey = (id) => `plateaux-game:${id}`;
const styles = new URL('embed.css', import.meta.url);

// A promise's failure that is not the game's answer: the element is not in the page
// (InvalidStateError), or the frame asked went away before answering (AbortError).
const failure = (name, message) => new DOMException(message, name);

class PlateauxGame extends HTMLElement {
  static get observedAttributes() { return [...RESTART, ...LIVE, 'record', 'position', 'autosave']; }

  constructor() {
    super();
    this.pending = new Map(); // command id → { resolve, reject }: sent, not yet answered
    this.nextId = 1;
    this.queue = []; // commands waiting for the frame to be ready: { msg, resolve, reject }
    this.ready = false;
    this.connected = false; // between connectedCallback and disconnectedCallback
    this.changed = new Set(); // attributes changed since the last update
    this.noGame = null; // why the frame has no game (the game asked for does not exist)
    this.onMessage = (ev) => this.receive(ev);
  }

  connectedCallback() {
    this.connected = true;
    window.addEventListener('message', this.onMessage);
    this.frame = null; // a fresh frame, once the attributes set with the element are in
    this.schedule();
    // A page opened from a file has no origin the frame could answer: it is said at
    // once (the game still shows and plays, but its methods and events cannot work).
    this.unreachable = location.protocol === 'file:' || location.origin === 'null'
      ? 'this page is opened from a file (file://): its <plateaux-game> shows the game but cannot talk to it. Serve the page over http(s), even locally (python3 -m http.server)'
      : null;
    if (this.unreachable) {
      console.error(`Plateaux: ${this.unreachable}`);
      // Told once the page's own scripts have run (a page listening from
      // DOMContentLoaded hears it too).
      const tell = () => setTimeout(() => this.dispatchEvent(new CustomEvent('error', { detail: { attribute: null, value: null, message: this.unreachable } })));
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', tell, { once: true }); else tell();
    }
  }

  disconnectedCallback() {
    this.connected = false;
    window.removeEventListener('message', this.onMessage);
    const gone = () => failure('AbortError', 'the <plateaux-game> element was removed from the page before its game answered');
    for (const { reject } of [...this.pending.values(), ...this.queue]) reject(gone());
    this.pending.clear();
    this.queue = [];
    this.ready = false;
    this.frame = null;
    this.shadowRoot?.replaceChildren();
  }

  attributeChangedCallback(name, old, value) {
    if (!this.connected || old === value) return; // before connectedCallback: read then
    if (RESTART.includes(name)) this.ready = false; // calls from now on go to the new game
    this.changed.add(name);
    this.schedule();
  }

  // Changes are applied once the current task's script is done, all together.
  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => { this.scheduled = false; this.update(); });
  }

  update() {
    const changed = this.changed;
    this.changed = new Set();
    if (!this.connected) return;
    const position = this.getAttribute('position');
    // A position needs the frame with the complete module: a new one if this is not.
    const needsFull = (position != null || /"position"\s*:\s*"/.test(this.getAttribute('record') ?? '')) && !this.full;
    if (!this.frame || needsFull || RESTART.some((a) => changed.has(a))) { this.render(); return; }
    if (LIVE.some((a) => changed.has(a))) this.send({ type: 'settings', settings: this.valuesOf(LIVE) }).catch(() => {});
    const record = this.getAttribute('record');
    if (changed.has('record') && record != null && this.ready) this.load(record);
    else if (changed.has('position') && position != null && this.ready) this.startAt(position);
  }

  valuesOf(names) { return Object.fromEntries(names.map((a) => [a, this.getAttribute(a)])); }

  render() {
    // Commands sent to the old frame get no answer: they fail; those not sent yet
    // wait for the new one.
    const replaced = () => failure('AbortError', 'the game was restarted (its game attribute changed) before it answered');
    for (const { reject } of this.pending.values()) reject(replaced());
    this.pending.clear();
    this.full = this.hasAttribute('position') || /"position"\s*:\s*"/.test(this.getAttribute('record') ?? '');
    const url = new URL(this.full ? fullBase : base);
    // A page opened from a file cannot be answered: the frame is not told to try.
    if (!this.unreachable) url.searchParams.set('host', location.origin);
    for (const [a, v] of Object.entries(this.valuesOf([...RESTART, ...LIVE]))) if (v != null) url.searchParams.set(a, v);
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    this.autoHeight = this.givenNoHeight();
    if (this.autoHeight) url.searchParams.set('height', 'auto');
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styles.href;
    this.frame = document.createElement('iframe');
    this.frame.title = 'Plateaux';
    this.frame.allow = 'clipboard-write';
    this.frame.src = url.href;
    // Set through the CSSOM (allowed by any host's CSP): until the frame tells its
    // content's height, a board's worth.
    this.frame.style.height = this.autoHeight ? '480px' : '100%';
    this.ready = false;
    this.noGame = null;
    this.shadowRoot.replaceChildren(link, this.frame);
  }

  // Whether the page's CSS gives the element no height (neither its own nor a
  // container's, which it fills): it is then laid out empty (its frame not yet in
  // it) and measured. Asked each time a frame is made.
  givenNoHeight() {
    if (!this.sized) {
      this.sized = new CSSStyleSheet();
      this.sized.replaceSync(':host { display: block; height: 100%; }');
      this.shadowRoot.adoptedStyleSheets = [this.sized];
    }
    this.shadowRoot.replaceChildren();
    return this.getBoundingClientRect().height === 0;
  }

  // The frame's content is `height` pixels high: with no height given by the page,
  // the element takes it. If the page's CSS has given one since (the element was
  // first laid out hidden), the frame fits that from now on.
  fitTo(height) {
    if (!this.autoHeight || !Number.isFinite(height) || height <= 0) return;
    this.frame.style.height = `${Math.ceil(height)}px`;
    const own = this.getBoundingClientRect().height;
    if (this.getClientRects().length && Math.abs(own - this.frame.getBoundingClientRect().height) > 1) {
      this.autoHeight = false;
      this.frame.style.height = '100%';
      this.send({ type: 'layout', auto: false }).catch(() => {});
    }
  }

  receive(ev) {
    if (!this.frame || ev.source !== this.frame.contentWindow || ev.origin !== base.origin) return;
    const msg = ev.data;
    if (!msg || msg.plateaux !== 1) return;
    const { plateaux, type, id, ...detail } = msg;
    if (type === 'size') { this.fitTo(msg.height); return; } // the element's own business
    if (type === 'reply') {
      const p = this.pending.get(id);
      this.pending.delete(id);
      if (p) { if (msg.ok) p.resolve(msg.value); else p.reject(new Error(msg.error)); }
      return;
    }
    if (type === 'ready') {
      this.ready = true;
      // A game kept with `autosave` goes on where it was, even one begun from the
      // element's position.
      const record = this.getAttribute('record') ?? this.saved();
      const position = this.getAttribute('position');
      if (record != null) this.load(record);
      else if (position != null) this.startAt(position);
      for (const q of this.queue.splice(0)) this.post(q);
    }
    if (type === 'error' && detail.attribute === 'game') {
      // No game in this frame: no `ready` will come, every call fails with the reason.
      this.noGame = detail.message;
      for (const q of this.queue.splice(0)) if (q.msg.type === 'settings') this.post(q); else q.reject(new Error(detail.message));
    }
    if (type === 'change') this.save(detail.record);
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  // The game this element kept with `autosave`, if any (read once its frame is ready).
  saved() {
    if (!this.hasAttribute('autosave')) return null;
    if (!this.id) {
      this.dispatchEvent(new CustomEvent('error', { detail: { attribute: 'autosave', value: '', message: 'autosave needs the element\'s id (its game is kept under it): the game is not kept' } }));
      return null;
    }
    try { return localStorage.getItem(savedKey(this.id)); } catch { return null; }
  }

  // Keeps the game under the element's id, with `autosave`.
  save(record) {
    if (!this.hasAttribute('autosave') || !this.id || typeof record !== 'string') return;
    try { localStorage.setItem(savedKey(this.id), record); } catch { /* storage full or blocked: the game still plays */ }
  }

  // Starts from a record: one the frame refuses raises `error`, and the game goes on.
  load(record) {
    this.send({ type: 'load', record }).catch((e) => {
      if (e instanceof DOMException) return; // the frame went away: not the record's fault
      const message = `record was refused (${e.message}): the game goes on as it was`;
      console.warn(`Plateaux: ${message}`);
      this.dispatchEvent(new CustomEvent('error', { detail: { attribute: 'record', value: record, message } }));
    });
  }

  // Starts from a position: one the frame refuses raises `error`, and the game goes on.
  startAt(position) {
    this.send({ type: 'position', position }).catch((e) => {
      if (e instanceof DOMException) return;
      const message = `position was refused (${e.message}): the game goes on as it was`;
      console.warn(`Plateaux: ${message}`);
      this.dispatchEvent(new CustomEvent('error', { detail: { attribute: 'position', value: position, message } }));
    });
  }

  post({ msg, resolve, reject }) {
    this.pending.set(msg.id, { resolve, reject });
    this.frame.contentWindow.postMessage(msg, base.origin);
  }

  send(command) {
    if (!this.connected) return Promise.reject(failure('InvalidStateError', 'the <plateaux-game> element is not in the page: add it to the document first'));
    if (this.unreachable) return Promise.reject(failure('SecurityError', this.unreachable));
    // A frame with no game still takes settings (its message follows the language).
    if (this.noGame && command.type !== 'settings') return Promise.reject(new Error(this.noGame));
    const msg = { plateaux: 1, id: this.nextId++, ...command };
    return new Promise((resolve, reject) => {
      if (this.ready || this.noGame) this.post({ msg, resolve, reject }); else this.queue.push({ msg, resolve, reject });
    });
  }

  /** Starts a new game with the element's settings. Resolves to its status. */
  newGame() { return this.send({ type: 'newGame' }); }

  /** Plays a move in the game's notation for the person; rejects with the reason if
   * it is refused (nothing changes). Resolves to the new status. */
  play(move) { return this.send({ type: 'play', move }); }

  /** The game so far as a record (JSON): keep it, or give it back as `record`. */
  record() { return this.send({ type: 'record' }); }

  /** Takes back the last move (against the computer, back to the person's last
   * decision). Resolves to the new status; rejects if there is none. */
  undo() { return this.send({ type: 'undo' }); }

  /** Plays again what undo took back. Resolves to the new status. */
  redo() { return this.send({ type: 'redo' }); }

  /** The person gives up (when it is their turn). Resolves to the final status. */
  resign() { return this.send({ type: 'resign' }); }

  /** The game's status: whose turn, the moves so far, the end… */
  status() { return this.send({ type: 'status' }); }

  /** The moves the person may play now, in the game's notation (none while the
   * computer or the die acts, or once the game is over). */
  legal() { return this.send({ type: 'legal' }); }
}

if (!customElements.get('plateaux-game')) customElements.define('plateaux-game', PlateauxGame);
