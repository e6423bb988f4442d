// search-path-view.js: the path the running search is exploring, drawn faintly over the board as
// the blank's route from the start.
//
// The core reads the path from its search stack between slices (a sample, not every node); this
// view only draws the cells it is given at the board's drawing positions. It is decorative
// (aria-hidden): the search view's chart and status say in words what the search is doing.

const css = String.raw;

export const searchPathTemplate = /* HTML */ `<svg class="search-path" aria-hidden="true">
  <polyline></polyline>
  <circle class="path-start" r="0.12"></circle>
  <circle class="path-head" r="0.13"></circle>
</svg>`;

export const searchPathStyles = new CSSStyleSheet();
searchPathStyles.replaceSync(css`
  /* Over the tiles, letting every click through; sized like the board inside the square frame. */
  .search-path {
    position: absolute;
    pointer-events: none;
    z-index: 3;
    overflow: visible;
    /* Its own layer: a new path repaints only itself, never the tiles under it. */
    will-change: transform;
    contain: layout paint;
  }
  .search-path:not(.shown) {
    display: none;
  }
  .search-path polyline {
    fill: none;
    stroke: var(--accent);
    stroke-width: 0.07;
    stroke-linejoin: round;
    stroke-linecap: round;
    opacity: 0.4;
  }
  .search-path circle {
    fill: var(--accent);
    opacity: 0.45;
  }
  .search-path .path-head {
    opacity: 0.65;
  } /* the head of the path, still letting the number under it read */
`);

export class SearchPathView {
  #svg;
  #line;
  #start;
  #head;
  #positions = [];
  #box = { minColumn: 0, minRow: 0, columns: 1, rows: 1 };

  constructor(root) {
    this.#svg = root.querySelector('.search-path');
    this.#line = this.#svg.querySelector('polyline');
    this.#start = this.#svg.querySelector('.path-start');
    this.#head = this.#svg.querySelector('.path-head');
  }

  // The puzzle's drawing positions (bridge.puzzle().positions): one unit per cell.
  setUp(positions) {
    this.#positions = positions;
    const columns = positions.map((p) => p.column);
    const rows = positions.map((p) => p.row);
    const minColumn = Math.min(...columns),
      minRow = Math.min(...rows);
    this.#box = {
      minColumn,
      minRow,
      columns: Math.max(...columns) - minColumn + 1,
      rows: Math.max(...rows) - minRow + 1,
    };
    const { columns: c, rows: r } = this.#box;
    this.#svg.setAttribute('viewBox', `0 0 ${c} ${r}`);
    // The board is as wide as the frame (or narrower for a tall puzzle) and centred in it.
    const width = 100 * Math.min(1, c / r),
      height = width * (r / c);
    Object.assign(this.#svg.style, {
      width: `${width}%`,
      height: `${height}%`,
      left: `${(100 - width) / 2}%`,
      top: `${(100 - height) / 2}%`,
    });
    this.clear();
  }

  // cells: the blank's cells from the start (the core's `path`); an empty list hides the drawing.
  show(cells) {
    const points = (cells ?? [])
      .map((cell) => this.#positions[cell])
      .filter(Boolean)
      .map((p) => [p.column - this.#box.minColumn + 0.5, p.row - this.#box.minRow + 0.5]);
    if (points.length === 0) {
      this.clear();
      return;
    }
    this.#line.setAttribute('points', points.map((p) => p.join(',')).join(' '));
    const place = (circle, [x, y]) => {
      circle.setAttribute('cx', String(x));
      circle.setAttribute('cy', String(y));
    };
    place(this.#start, points[0]);
    place(this.#head, points[points.length - 1]);
    this.#svg.dataset.cells = String(points.length);
    this.#svg.classList.add('shown');
  }

  clear() {
    this.#svg.classList.remove('shown');
    this.#line.setAttribute('points', '');
    delete this.#svg.dataset.cells;
  }
}
