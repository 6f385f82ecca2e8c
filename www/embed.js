// <plateaux-game game="moulin" lang="fr"></plateaux-game>: embeds Plateaux in any
// page (a ludothèque's own site). The game runs in an iframe of the app, so the
// host page's styles and scripts cannot disturb it, and vice versa.
//   <script type="module" src="https://…/www/embed.js"></script>
//   <plateaux-game game="moulin" lang="fr" style="height: 640px"></plateaux-game>
const base = new URL('../index.html', import.meta.url);

class PlateauxGame extends HTMLElement {
  static get observedAttributes() { return ['game', 'lang']; }

  connectedCallback() { this.render(); }

  attributeChangedCallback() { if (this.isConnected) this.render(); }

  render() {
    const url = new URL(base);
    url.searchParams.set('embed', '1');
    for (const a of ['game', 'lang']) {
      const v = this.getAttribute(a);
      if (v) url.searchParams.set(a, v);
    }
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    this.shadowRoot.innerHTML = `<style>:host{display:block;min-height:480px}
      iframe{width:100%;height:100%;min-height:inherit;border:0;display:block}</style>
      <iframe title="Plateaux" allow="clipboard-write" src="${url.href}"></iframe>`;
  }
}

if (!customElements.get('plateaux-game')) customElements.define('plateaux-game', PlateauxGame);
