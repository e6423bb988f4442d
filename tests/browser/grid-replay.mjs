// grid-replay.mjs: the tests' own board model for a solution the page answers: `moves` are the
// cells whose tiles slide into the gap, on a grid `width` cells wide; each must be the gap's
// neighbour. Returns the tiles reached, or fails the test at the first illegal move.
import assert from 'node:assert/strict';

/** @param {string | number[]} board @param {number} width @param {number[]} moves */
export function replayOnGrid(board, width, moves) {
  const tiles = typeof board === 'string' ? board.split(/\s+/).map(Number) : [...board];
  for (const [index, cell] of moves.entries()) {
    const gap = tiles.indexOf(0);
    const apart =
      Math.abs((cell % width) - (gap % width)) +
      Math.abs(Math.floor(cell / width) - Math.floor(gap / width));
    assert.equal(apart, 1, `move ${index + 1} (cell ${cell}) is not next to the gap (${gap})`);
    [tiles[gap], tiles[cell]] = [tiles[cell], tiles[gap]];
  }
  return tiles;
}
