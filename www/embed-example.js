// The example host page's own script: listens to the element's events and calls its
// methods (see README.md, "Embedding").
const game = document.querySelector('#morris');
const log = (text) => {
  const li = document.createElement('li');
  li.textContent = text;
  document.querySelector('#log').append(li);
};
game.addEventListener('ready', () => log('ready'));
game.addEventListener('move', (e) => log(`move ${e.detail.move} (${e.detail.from ?? 'hand'} → ${e.detail.to ?? '-'})`));
game.addEventListener('gameover', (e) => log(`gameover: winner ${e.detail.winner ?? 'none'} (${e.detail.reason})`));
// After every change (undo included): e.detail.record is the game to keep.
game.addEventListener('change', (e) => log(`change: ${e.detail.status.moves.length} move(s)`));
// An attribute value the element does not accept (or a record it refuses).
game.addEventListener('error', (e) => log(`error: ${e.detail.message}`));
document.querySelector('#new').onclick = () => game.newGame().then(() => log('new game'));
document.querySelector('#play').onclick = () => game.play('d2').then(() => log('played d2'), (e) => log(`refused: ${e.message}`));
document.querySelector('#undo').onclick = () => game.undo().then((st) => log(`undone: ${st.moves.length} move(s)`), (e) => log(`refused: ${e.message}`));
document.querySelector('#legal').onclick = () => game.legal().then((moves) => log(`legal: ${moves.join(' ') || 'none now'}`));
// Attributes change the game in progress, which goes on.
document.querySelector('#turn').onclick = () => game.setAttribute('orientation', game.getAttribute('orientation') === 'second' ? 'first' : 'second');
document.querySelector('#level').onclick = () => game.setAttribute('ai', '4');
document.querySelector('#save').onclick = () => game.record().then((r) => log(`record: ${r}`));
