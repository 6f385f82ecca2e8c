// A short animation of each move (about 200 ms): the picture before the move fades
// into the picture after it, for every game alike, as the board is one canvas drawn
// by Rust. Nothing moves for people who ask their system for reduced motion.
const reduced = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Keeps the board as it looks now, to fade from when the next move is drawn. */
export function beforeMove() {
  const board = document.querySelector('#board');
  if (reduced() || !board.width || !board.height) return;
  const ghost = document.querySelector('#board-fade');
  ghost.width = board.width;
  ghost.height = board.height;
  ghost.getContext('2d').drawImage(board, 0, 0);
  ghost.classList.remove('fading');
  ghost.hidden = false;
  // Two frames later the new picture is drawn underneath: fade the old one out.
  requestAnimationFrame(() => requestAnimationFrame(() => ghost.classList.add('fading')));
  setTimeout(() => { ghost.hidden = true; ghost.classList.remove('fading'); }, 260);
}
