// position-key.js: the one text form of a position: the key that tells two positions apart, which
// is also what a shared link carries.

// tiles: the tile in each cell, 0 for the blank. "1,2,3,…,0" is short, readable in a URL, and the
// core's board parser accepts it back.
export function positionKey(tiles) {
  return tiles.join(',');
}
