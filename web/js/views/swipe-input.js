// swipe-input.js: a finger or pen swipe across the board becomes a slide direction.

// Shorter strokes are taps (handled as clicks on the tile); this is about a third of a 15-puzzle
// tile on a phone.
const MIN_DISTANCE_PX = 24;
// A browser may still fire a click after a short swipe; for this long it is not a tap.
const CLICK_GRACE_MS = 350;

// The board's CSS sets touch-action so that these strokes are not also taken as page scrolling.
export function listenForSwipes(board, onDirection) {
  let start = null;
  let swipedAt = -Infinity;
  board.addEventListener('pointerdown', (event) => {
    // Mouse drags are left alone: a mouse reader clicks, and dragging would fight text selection.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
  });
  board.addEventListener('pointerup', (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < MIN_DISTANCE_PX) return;
    swipedAt = performance.now();
    const direction =
      Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
    onDirection(direction);
  });
  board.addEventListener('pointercancel', () => {
    start = null;
  });
  board.addEventListener(
    'click',
    (event) => {
      if (performance.now() - swipedAt < CLICK_GRACE_MS) event.stopPropagation();
    },
    { capture: true },
  );
}
