// keyboard-input.js: arrow keys on a focused board become slide directions, without stealing page scrolling.

const DIRECTIONS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

// `onDirection(direction)` returns true when it moved a tile. Only then is the key's default action
// (scrolling) cancelled: an arrow that cannot move anything, or any key with a modifier, still
// scrolls the page as the reader expects.
export function listenForArrowKeys(board, onDirection) {
  board.addEventListener('keydown', (event) => {
    const direction = DIRECTIONS[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (onDirection(direction)) event.preventDefault();
  });
}
