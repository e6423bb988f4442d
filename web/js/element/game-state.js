// game-state.js: the position on one board, the moves a reader may make from it, and their undo
// history.
//
// The only rule used here is the definition of a move: the tile in a cell next to the blank slides
// into the blank. "Next to" comes from the core's topology (`neighbours`, `rows`, `columns`), so
// the page never restates a puzzle's shape; it never searches, scores or judges solvability either.

// How a tile's cell changes, in drawing coordinates, when it slides in each direction.
const STEP = {
  up: { column: 0, row: -1 },
  down: { column: 0, row: 1 },
  left: { column: -1, row: 0 },
  right: { column: 1, row: 0 },
};

// The board attribute's text as tiles before the core can read it (a slow download of the solver):
// whole numbers that are the goal's tiles in another order, else null. Whatever the core's parser
// accepts beyond that waits for the core.
export function tilesFromText(info, text) {
  const words = String(text ?? '')
    .trim()
    .split(/[\s,]+/);
  if (words.length !== info.goal.length || !words.every((word) => /^\d+$/.test(word))) return null;
  const tiles = words.map(Number);
  const sorted = (list) => [...list].sort((a, b) => a - b).join();
  return sorted(tiles) === sorted(info.goal) ? tiles : null;
}

export class GameState {
  #info;
  #tiles;
  // { from, to, slide } per single-tile move, so undo can slide the tile straight back
  #history = [];
  #redo = []; // undone moves, the latest undone last: { cell, slide } to move again

  // `info` is the object bridge.puzzle() returns.
  constructor(info, tiles = info.goal) {
    this.#info = info;
    this.#tiles = tiles.slice();
  }

  get tiles() {
    return this.#tiles.slice();
  }

  get blank() {
    return this.#tiles.indexOf(0);
  }

  get moveCount() {
    return this.#history.length;
  }

  get canUndo() {
    return this.#history.length > 0;
  }

  get canRedo() {
    return this.#redo.length > 0;
  }

  // The slide the last move belongs to (a click that moves several tiles is one slide), or null.
  get lastSlide() {
    return this.#history.at(-1)?.slide ?? null;
  }

  isGoal() {
    return this.#tiles.every((tile, cell) => tile === this.#info.goal[cell]);
  }

  // Replaces the position (shuffle, edit, shared link) and forgets the history that led elsewhere.
  reset(tiles) {
    this.#tiles = tiles.slice();
    this.#history = [];
    this.#redo = [];
  }

  // Exchanges two cells' contents; only the editor does this, since it is not a move.
  swap(a, b) {
    [this.#tiles[a], this.#tiles[b]] = [this.#tiles[b], this.#tiles[a]];
    this.#history = [];
    this.#redo = [];
  }

  isMovable(cell) {
    return this.#info.neighbours[this.blank].includes(cell);
  }

  // The cells whose tiles slide, nearest the blank first, when the reader picks `cell`: one cell if
  // it touches the blank, several if it shares a row or column with it, none otherwise.
  slidePath(cell) {
    const blank = this.blank;
    if (cell === blank || cell < 0) return [];
    if (this.isMovable(cell)) return [cell];
    for (const line of [...this.#info.rows, ...this.#info.columns]) {
      const from = line.indexOf(blank);
      const to = line.indexOf(cell);
      if (from < 0 || to < 0) continue;
      const step = Math.sign(to - from);
      const path = [];
      let gap = blank;
      for (let i = from + step; ; i += step) {
        // A drawn row need not be joined all along (a topology may have holes), so every hop
        // must be a real neighbour or the gesture is not a legal slide.
        if (!this.#info.neighbours[gap].includes(line[i])) return [];
        path.push(line[i]);
        gap = line[i];
        if (i === to) break;
      }
      return path;
    }
    return [];
  }

  // The cell whose tile would slide in `direction` ('up', 'down', 'left', 'right') into the blank,
  // or -1. Arrow keys and swipes name the direction the tile travels, as a finger pushes it.
  cellToward(direction) {
    const step = STEP[direction];
    if (!step) return -1;
    const blank = this.blank;
    const { column, row } = this.#info.positions[blank];
    const found = this.#info.neighbours[blank].find((cell) => {
      const p = this.#info.positions[cell];
      return p.column === column - step.column && p.row === row - step.row;
    });
    return found ?? -1;
  }

  // Slides the tile in `cell` into the blank. Returns { tile, from, to, direction } or null if the
  // cell does not touch the blank. slide: the slide it belongs to (one id for all the tiles of one
  // click); redoing: a redo, which keeps the moves still to redo (any other move forgets them).
  move(cell, { slide = null, redoing = false } = {}) {
    if (!this.isMovable(cell)) return null;
    const to = this.blank;
    const tile = this.#tiles[cell];
    this.#tiles[to] = tile;
    this.#tiles[cell] = 0;
    this.#history.push({ from: cell, to, slide });
    if (!redoing) this.#redo = [];
    return { tile, from: cell, to, direction: this.#direction(cell, to) };
  }

  // Takes back the last move: the tile returns to the cell it came from (which is now the blank).
  undo() {
    const last = this.#history.pop();
    if (!last) return null;
    const tile = this.#tiles[last.to];
    this.#tiles[last.from] = tile;
    this.#tiles[last.to] = 0;
    this.#redo.push({ cell: last.from, slide: last.slide });
    return { tile, from: last.to, to: last.from, direction: this.#direction(last.to, last.from) };
  }

  // The moves of the last undone slide, in the order to make them again (and off the redo list).
  takeRedo() {
    const first = this.#redo.pop();
    if (!first) return [];
    const moves = [first];
    while (first.slide !== null && this.#redo.at(-1)?.slide === first.slide)
      moves.push(this.#redo.pop());
    return moves;
  }

  #direction(from, to) {
    const a = this.#info.positions[from];
    const b = this.#info.positions[to];
    if (b.row < a.row) return 'up';
    if (b.row > a.row) return 'down';
    return b.column < a.column ? 'left' : 'right';
  }
}
