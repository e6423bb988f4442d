// keyboard-input.js: arrow keys on a focused board become slide directions, without stealing page
// scrolling.

const DIRECTIONS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

// `onDirection(direction)` returns true when it moved a tile. A plain arrow on the focused board is
// play even when no tile can go that way, so it never scrolls the page away from the board (the
// reader is mid-game); an arrow with a modifier still scrolls as the reader expects.
export function listenForArrowKeys(board, onDirection) {
  board.addEventListener('keydown', (event) => {
    const direction = DIRECTIONS[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    onDirection(direction);
    event.preventDefault();
  });
}
