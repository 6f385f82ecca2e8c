// Whether the page runs as an embed (embed.html, or ?embed=1): asked everywhere,
// while the embed's own workings (frame.js) are loaded only in an embed.
const params = new URLSearchParams(location.search);

/** Whether the page runs as an embed. */
export const isEmbed = () => document.body.classList.contains('embed') || params.get('embed') === '1';
