// <plateaux-game>: Plateaux in any page (a ludothèque's own site).
//   <script type="module" src="https://…/plateaux/www/embed.js"></script>
//   <plateaux-game game="moulin" lang="fr" ai="2" human="first"></plateaux-game>
// Attributes: game, lang (fr | en), ai (1–4, or none for two people), human (first |
// second: the side the person plays), record (a game record, JSON, to start from),
// controls (full | minimal), theme (light | dark). The game runs in a frame of the
// app (embed.html), so the host page's styles and scripts cannot disturb it. The
// element sizes to its container (give it a height, or it takes 480 px).
// Events on the element: `move` (detail: {move, index, status}), `gameover`
// (detail: {winner, reason, status}), `ready`. Methods: newGame(), play(move),
// record() — each returns a Promise (of the new status, or the record's JSON).
// They travel by postMessage to the frame, which only listens to this page's origin;
// the element only listens to the frame's window and origin.
const base = new URL('../embed.html', import.meta.url);
const ATTRS = ['game', 'lang', 'ai', 'human', 'controls', 'theme'];
const styles = new URL('embed.css', import.meta.url);

class PlateauxGame extends HTMLElement {
  static get observedAttributes() { return [...ATTRS, 'record']; }

  constructor() {
    super();
    this.pending = new Map(); // command id → { resolve, reject }
    this.nextId = 1;
    this.queue = []; // commands sent before the frame is ready
    this.ready = false;
    this.onMessage = (ev) => this.receive(ev);
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.render();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
    for (const { reject } of this.pending.values()) reject(new Error('the game was removed from the page'));
    this.pending.clear();
  }

  attributeChangedCallback(name, old, value) {
    if (!this.isConnected || old === value) return;
    if (name === 'record') { if (this.ready && value) this.send({ type: 'load', record: value }); return; }
    this.render();
  }

  render() {
    const url = new URL(base);
    url.searchParams.set('host', location.origin);
    for (const a of ATTRS) {
      const v = this.getAttribute(a);
      if (v) url.searchParams.set(a, v);
    }
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styles.href;
    this.frame = document.createElement('iframe');
    this.frame.title = 'Plateaux';
    this.frame.allow = 'clipboard-write';
    this.frame.src = url.href;
    this.ready = false;
    this.shadowRoot.replaceChildren(link, this.frame);
  }

  receive(ev) {
    if (!this.frame || ev.source !== this.frame.contentWindow || ev.origin !== base.origin) return;
    const msg = ev.data;
    if (!msg || msg.plateaux !== 1) return;
    if (msg.type === 'reply') {
      const p = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (p) { if (msg.ok) p.resolve(msg.value); else p.reject(new Error(msg.error)); }
      return;
    }
    if (msg.type === 'ready') {
      this.ready = true;
      const record = this.getAttribute('record');
      if (record) this.send({ type: 'load', record }).catch((e) => this.dispatchEvent(new CustomEvent('error', { detail: { message: e.message } })));
      for (const m of this.queue.splice(0)) this.post(m);
    }
    const { plateaux, type, ...detail } = msg;
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }

  post(msg) { this.frame.contentWindow.postMessage(msg, base.origin); }

  send(command) {
    const id = this.nextId++;
    const msg = { plateaux: 1, id, ...command };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.ready) this.post(msg); else this.queue.push(msg);
    });
  }

  /** Starts a new game with the element's settings. Resolves to its status. */
  newGame() { return this.send({ type: 'newGame' }); }

  /** Plays a move in the game's notation for the person; rejects with the reason if
   * it is refused (nothing changes). Resolves to the new status. */
  play(move) { return this.send({ type: 'play', move }); }

  /** The game so far as a record (JSON): keep it, or give it back as `record`. */
  record() { return this.send({ type: 'record' }); }
}

if (!customElements.get('plateaux-game')) customElements.define('plateaux-game', PlateauxGame);
