// board-view.js: draws a board as buttons placed from the topology's cell positions, and animates moves.
//
// Each tile is one <button> that keeps its identity across moves, so moving a tile only changes its
// --x/--y custom properties and CSS turns that into a transform transition. Cells are placed from
// `positions` (which may be negative: the 3x3+1 top slot sits at row -1), never from a width
// formula, so any shape the core defines draws correctly.

export class BoardView {
  #board;
  #info = null;
  #origin = { minColumn: 0, minRow: 0 }; // top-left of the drawing, so row -1 lands on screen
  #pictureShape = { columns: 1, rows: 1 };
  #tileElements = new Map(); // tile number -> button
  #cellOfTile = new Map(); // tile number -> cell it stands in
  #onActivate;
  #labelFor = (tile) => `Tile ${tile}`;

  // `onActivate(cell)` is called when the reader clicks or taps the tile standing in `cell`.
  constructor(board, { onActivate }) {
    this.#board = board;
    this.#onActivate = onActivate;
    board.addEventListener('click', (event) => {
      const button = event.target.closest('.tile');
      if (!button || !this.#info) return;
      const cell = this.#cellOfTile.get(Number(button.dataset.tile));
      if (cell !== undefined) this.#onActivate(cell);
    });
  }

  // Builds the wells and tiles for a topology; `info` is what bridge.puzzle() returned.
  build(info, tiles) {
    this.#info = info;
    this.#board.replaceChildren();
    this.#tileElements.clear();
    this.#cellOfTile.clear();

    const box = boundingBox(info.positions);
    this.#board.style.setProperty('--cols', box.columns);
    this.#board.style.setProperty('--rows', box.rows);
    this.#origin = box;

    // The picture is spread over the cells the numbered tiles fill in the goal, which for 3x3+1 is
    // the 3x3 grid (the top slot is the blank's home and has no piece of its own).
    const tileCells = info.goal.map((tile, cell) => (tile === 0 ? null : info.positions[cell])).filter(Boolean);
    const picture = boundingBox(tileCells);
    this.#pictureShape = { columns: picture.columns, rows: picture.rows };
    // Where the whole picture sits on the board, for showing it seamless once solved.
    this.#board.style.setProperty('--picture-left', `${((picture.minColumn - box.minColumn) / box.columns) * 100}%`);
    this.#board.style.setProperty('--picture-top', `${((picture.minRow - box.minRow) / box.rows) * 100}%`);
    this.#board.style.setProperty('--picture-width', `${(picture.columns / box.columns) * 100}%`);
    this.#board.style.setProperty('--picture-height', `${(picture.rows / box.rows) * 100}%`);
    this.#board.style.setProperty('--picture-cols', picture.columns);
    this.#board.style.setProperty('--picture-rows', picture.rows);

    const fragment = document.createDocumentFragment();
    info.positions.forEach((position, cell) => {
      const well = document.createElement('div');
      well.className = 'well';
      well.dataset.cell = cell;
      this.#place(well, position);
      fragment.append(well);
    });
    info.goal.forEach((tile, goalCell) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = tile === 0 ? 'tile blank' : 'tile';
      button.dataset.tile = tile;
      button.tabIndex = -1;
      if (tile !== 0) {
        const home = info.positions[goalCell];
        const x = picture.columns > 1 ? ((home.column - picture.minColumn) / (picture.columns - 1)) * 100 : 0;
        const y = picture.rows > 1 ? ((home.row - picture.minRow) / (picture.rows - 1)) * 100 : 0;
        button.style.setProperty('--piece-x', `${x}%`);
        button.style.setProperty('--piece-y', `${y}%`);
        const number = document.createElement('span');
        number.className = 'number';
        number.textContent = tile;
        number.setAttribute('aria-hidden', 'true');
        button.append(number);
      } else {
        button.setAttribute('aria-label', 'Gap');
      }
      this.#tileElements.set(tile, button);
      fragment.append(button);
    });
    this.#board.append(fragment);
    this.render(tiles, { animate: false });
  }

  #place(element, position) {
    element.style.setProperty('--x', position.column - this.#origin.minColumn);
    element.style.setProperty('--y', position.row - this.#origin.minRow);
  }

  // Moves every tile to the cell `tiles` puts it in. Without `animate` the change is instant, which
  // is what a shuffle or a new position wants (twenty tiles gliding at once says nothing).
  render(tiles, { animate = true, movable = [] } = {}) {
    if (!this.#info) return;
    this.#board.classList.toggle('instant', !animate);
    const goal = this.#info.goal;
    tiles.forEach((tile, cell) => {
      const button = this.#tileElements.get(tile);
      if (!button) return;
      this.#cellOfTile.set(tile, cell);
      this.#place(button, this.#info.positions[cell]);
      button.classList.toggle('home', tile !== 0 && goal[cell] === tile);
      button.classList.toggle('movable', movable.includes(cell));
      if (tile !== 0) {
        const position = this.#info.positions[cell];
        button.setAttribute(
          'aria-label',
          `${this.#labelFor(tile)}, row ${position.row - this.#origin.minRow + 1}, column ${
            position.column - this.#origin.minColumn + 1
          }${movable.includes(cell) ? ', can slide' : ''}`,
        );
      }
    });
    if (!animate) {
      // Force a style flush so the next render's change animates from here, then re-enable motion.
      void this.#board.offsetWidth;
      this.#board.classList.remove('instant');
    }
  }

  // Columns and rows of cells the picture is spread over, for cropping a reader's own image.
  get pictureShape() {
    return { ...this.#pictureShape };
  }

  // Names used in tile labels: "Tile 7" for numbers, "Piece 7" for pictures.
  setLabelWord(word) {
    this.#labelFor = (tile) => `${word} ${tile}`;
  }

  setHint(cell) {
    for (const button of this.#tileElements.values()) button.classList.remove('hint');
    if (cell === null || cell === undefined) return;
    const tile = [...this.#cellOfTile].find(([, c]) => c === cell)?.[0];
    this.#tileElements.get(tile)?.classList.add('hint');
  }

  setSelected(cell) {
    for (const button of this.#tileElements.values()) {
      const selected = cell !== null && this.#cellOfTile.get(Number(button.dataset.tile)) === cell;
      button.classList.toggle('selected', selected);
      if (this.#board.classList.contains('editing')) button.setAttribute('aria-pressed', String(selected));
      else button.removeAttribute('aria-pressed');
    }
  }

  // In edit mode every tile (the gap too) is reachable with Tab, since picking two to swap is the
  // whole interaction; in play mode arrow keys on the board do the work and tiles stay out of the
  // tab order so the board is one stop.
  setEditing(editing) {
    this.#board.classList.toggle('editing', editing);
    for (const button of this.#tileElements.values()) {
      button.tabIndex = editing ? 0 : -1;
      if (!editing) button.removeAttribute('aria-pressed');
    }
  }

  // Brief emphasis on a tile that cannot move, so a click that does nothing still answers.
  nudge(cell) {
    const tile = [...this.#cellOfTile].find(([, c]) => c === cell)?.[0];
    const button = this.#tileElements.get(tile);
    if (!button) return;
    button.classList.remove('refused');
    void button.offsetWidth;
    button.classList.add('refused');
  }
}

function boundingBox(positions) {
  const columns = positions.map((p) => p.column);
  const rows = positions.map((p) => p.row);
  const minColumn = Math.min(...columns);
  const minRow = Math.min(...rows);
  return {
    minColumn,
    minRow,
    columns: Math.max(...columns) - minColumn + 1,
    rows: Math.max(...rows) - minRow + 1,
  };
}
