// board-view.js: the board in its square frame: draws the cells as buttons placed from the
// topology's positions, animates moves, and shows pictures, hints and edit marks.
//
// Each tile is one <button> that keeps its identity across moves, so moving a tile only changes its
// --x/--y custom properties and CSS turns that into a transform transition. Cells are placed from
// `positions` (which may be negative: the 3x3+1 top slot sits at row -1), never from a width
// formula, so any shape draws correctly.

import { listenForArrowKeys } from './keyboard-input.js';
import { listenForSwipes } from './swipe-input.js';
import { msg } from '../i18n/i18n.js';
import { tileName } from './format.js';
import { localeOf } from '../i18n/locale.js';

// overlays: markup laid over the board inside its frame (the celebration badge).
export function boardTemplate(overlays = '') {
  return `
    <div class="frame">
      <div class="board" part="board" role="group" tabindex="0"
           data-i18n-attr="aria-roledescription:board.roleDescription"
           aria-describedby="board-help" aria-busy="true">
      </div>${overlays}
      <p class="loading" aria-hidden="true" data-i18n="board.loading"></p>
    </div>
    <p id="board-help" class="help extra" data-i18n="board.help"></p>`;
}

export { boardStyles } from './board-styles.js';

export class BoardView {
  #board;
  #info = null;
  #origin = { minColumn: 0, minRow: 0 }; // top-left of the drawing, so row -1 lands on screen
  #pictureShape = { columns: 1, rows: 1 };
  #tileElements = new Map(); // tile number -> button
  #cellOfTile = new Map(); // tile number -> cell it stands in
  #onActivate;
  #locale;

  #loading;

  // root holds the board's markup; `onActivate(cell)` is called when the reader clicks or taps the
  // tile in
  // `cell`, `onDirection(direction)` for an arrow key or a swipe on the board ('up', 'down',
  // 'left', 'right': the way the tile should slide); it returns whether one moved.
  constructor(root, { onActivate, onDirection }) {
    this.#locale = localeOf(root);
    const board = root.querySelector('.board');
    this.#board = board;
    this.#loading = root.querySelector('.loading');
    this.#onActivate = onActivate;
    listenForArrowKeys(board, onDirection);
    listenForSwipes(board, onDirection);
    board.addEventListener('click', (event) => {
      const button = event.target.closest('.tile');
      if (!button || !this.#info) return;
      const cell = this.#cellOfTile.get(Number(button.dataset.tile));
      if (cell !== undefined) this.#onActivate(cell);
    });
  }

  // Brings the board into view (slow motion started from a button below it, on a phone).
  reveal() {
    this.#board.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
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
    const tileCells = info.goal
      .map((tile, cell) => (tile === 0 ? null : info.positions[cell]))
      .filter(Boolean);
    const picture = boundingBox(tileCells);
    this.#pictureShape = { columns: picture.columns, rows: picture.rows };
    // Where the whole picture sits on the board, for showing it seamless once solved.
    this.#board.style.setProperty(
      '--picture-left',
      `${((picture.minColumn - box.minColumn) / box.columns) * 100}%`,
    );
    this.#board.style.setProperty(
      '--picture-top',
      `${((picture.minRow - box.minRow) / box.rows) * 100}%`,
    );
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
      button.setAttribute('part', tile === 0 ? 'tile gap' : 'tile');
      button.dataset.tile = tile;
      button.tabIndex = -1;
      if (tile !== 0) {
        const home = info.positions[goalCell];
        const x =
          picture.columns > 1
            ? ((home.column - picture.minColumn) / (picture.columns - 1)) * 100
            : 0;
        const y = picture.rows > 1 ? ((home.row - picture.minRow) / (picture.rows - 1)) * 100 : 0;
        button.style.setProperty('--piece-x', `${x}%`);
        button.style.setProperty('--piece-y', `${y}%`);
        const number = document.createElement('span');
        number.className = 'number';
        number.textContent = tile;
        number.setAttribute('aria-hidden', 'true');
        button.append(number);
      } else {
        this.#locale.attr(button, 'aria-label', msg('board.gap'));
        this.#locale.attr(button, 'data-gap-word', msg('board.gapMark'));
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
        this.#locale.attr(
          button,
          'aria-label',
          msg(movable.includes(cell) ? 'board.tilePlaceMovable' : 'board.tilePlace', {
            name: this.tileName(tile),
            row: position.row - this.#origin.minRow + 1,
            column: position.column - this.#origin.minColumn + 1,
          }),
        );
      }
    });
    if (!animate) {
      // Force a style flush so the next render's change animates from here, then re-enable motion.
      void this.#board.offsetWidth;
      this.#board.classList.remove('instant');
    }
  }

  // The topology has arrived: the loading cover goes, and the board is named for screen readers.
  showReady(label) {
    this.setLabel(label);
    this.#board.removeAttribute('aria-busy');
    this.#loading.hidden = true;
  }

  setLabel(label) {
    // a message
    this.#locale.attr(this.#board, 'aria-label', label);
  }

  showUnavailable() {
    this.#locale.text(this.#loading, msg('board.unavailable'));
  }

  // url: the picture the pieces show (null for numbered tiles).
  setPicture(url) {
    this.#board.classList.toggle('picture', Boolean(url));
    if (url)
      this.#board.style.setProperty('--picture', `url("${new URL(url, document.baseURI).href}")`);
    else this.#board.style.removeProperty('--picture');
  }

  get showsPicture() {
    return this.#board.classList.contains('picture');
  }

  setNumbers(show) {
    this.#board.classList.toggle('numbers', show);
  }

  setSolved(solved) {
    this.#board.classList.toggle('solved', solved);
  }

  // Fast playback shortens the glide so each move still lands before the next one starts.
  setMoveDuration(ms) {
    this.#board.style.setProperty('--move-ms', `${Math.round(ms)}ms`);
  }

  // Columns and rows of cells the picture is spread over, for cropping a reader's own image.
  get pictureShape() {
    return { ...this.#pictureShape };
  }

  // A tile's name as a message ("Tile 7", "Piece 7" on a picture; see format.js).
  tileName(tile, { inSentence = false } = {}) {
    return tileName(tile, { picture: this.showsPicture, inSentence });
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
      if (this.#board.classList.contains('editing'))
        button.setAttribute('aria-pressed', String(selected));
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
