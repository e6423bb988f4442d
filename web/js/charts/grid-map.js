// grid-map.js: a grid map as inline SVG (walls, start, goal), with the cells a search expanded
// painted in the order it expanded them and its route on top; theme-aware, with a text alternative.
//
// The lab's pathfinding experiment draws one per search, so BFS's wave and A*'s narrower band are
// seen side by side. Painting replays the expansion order over about a second and a half (all at
// once under prefers-reduced-motion); earlier cells are drawn darker. Like the other charts it
// holds no words: the caller's summary is the text alternative. map-editor.js draws its map with
// drawMapBase().

const SVG = 'http://www.w3.org/2000/svg';
export const CELL = 10; // user units per cell

/**
 * @typedef {object} GridMapData
 * @property {number} width
 * @property {number} height
 * @property {number[]} walls  cells numbered row by row from 0
 * @property {number} start
 * @property {number} goal
 */

/** @param {string} name @param {Record<string, string | number>} attributes */
export function svgElement(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** The centre of a cell in user units. @param {number} cell @param {number} width */
export const cellCentre = (cell, width) => ({
  x: (cell % width) * CELL + CELL / 2,
  y: Math.floor(cell / width) * CELL + CELL / 2,
});

/**
 * The map's SVG with its open ground, walls, and the start and goal marks in their own groups
 * (`.walls`, `.marks`), which the editor redraws in place.
 * @param {GridMapData} map @param {string} className
 */
export function drawMapBase(map, className) {
  const svg = /** @type {SVGSVGElement} */ (
    svgElement('svg', {
      viewBox: `0 0 ${map.width * CELL} ${map.height * CELL}`,
      class: className,
      preserveAspectRatio: 'xMinYMin meet',
    })
  );
  svg.style.width = '100%';
  svg.style.height = 'auto';
  svg.style.display = 'block';
  svg.append(
    svgElement('rect', {
      x: 0,
      y: 0,
      width: map.width * CELL,
      height: map.height * CELL,
      fill: 'var(--map-ground, color-mix(in srgb, currentColor 6%, transparent))',
      stroke: 'var(--line, #8884)',
      'stroke-width': 0.5,
    }),
  );
  const paint = svgElement('g', { class: 'paint', 'aria-hidden': 'true' });
  const walls = svgElement('g', {
    class: 'walls',
    'aria-hidden': 'true',
    fill: 'var(--map-wall, color-mix(in srgb, currentColor 78%, transparent))',
  });
  const marks = svgElement('g', { class: 'marks', 'aria-hidden': 'true' });
  svg.append(paint, walls, marks);
  drawWalls(walls, map);
  drawMarks(marks, map);
  return svg;
}

/** @param {Element} group @param {GridMapData} map */
export function drawWalls(group, map) {
  group.replaceChildren(
    ...map.walls.map((cell) =>
      svgElement('rect', {
        x: (cell % map.width) * CELL,
        y: Math.floor(cell / map.width) * CELL,
        width: CELL,
        height: CELL,
      }),
    ),
  );
}

/**
 * The start (a filled circle) and the goal (a ring with a dot).
 * @param {Element} group
 * @param {GridMapData} map
 */
export function drawMarks(group, map) {
  const start = cellCentre(map.start, map.width);
  const goal = cellCentre(map.goal, map.width);
  const mark = 'var(--map-mark, var(--accent, #b4480f))';
  group.replaceChildren(
    svgElement('circle', { cx: start.x, cy: start.y, r: CELL * 0.38, fill: mark }),
    svgElement('circle', {
      cx: goal.x,
      cy: goal.y,
      r: CELL * 0.34,
      fill: 'none',
      stroke: mark,
      'stroke-width': 1.6,
    }),
    svgElement('circle', { cx: goal.x, cy: goal.y, r: CELL * 0.12, fill: mark }),
  );
}

/**
 * How dark the i-th of n expanded cells is drawn: the first darkest. Exported for tests.
 * @param {number} i
 * @param {number} n
 */
export const expansionShade = (i, n) => (n <= 1 ? 0.55 : 0.6 - 0.4 * (i / (n - 1)));

/**
 * A search on the map: its expanded cells painted in order, then its route.
 * @param {{
 *   map: GridMapData,
 *   expanded: number[],
 *   route: number[] | null,
 *   summary: string,
 *   animate?: boolean
 * }} options
 * @returns {SVGSVGElement}
 */
export function gridMap({ map, expanded, route, summary, animate = true }) {
  const svg = drawMapBase(map, 'grid-map');
  svg.setAttribute('role', 'img');
  svg.setAttribute('part', 'chart');
  svg.setAttribute('aria-label', summary);
  const paint = /** @type {Element} */ (svg.querySelector('.paint'));
  const colour = 'var(--map-expanded, var(--accent-2, #2f6fb0))';
  const cells = expanded.map((cell, i) => {
    const rect = svgElement('rect', {
      x: (cell % map.width) * CELL + 0.5,
      y: Math.floor(cell / map.width) * CELL + 0.5,
      width: CELL - 1,
      height: CELL - 1,
      fill: colour,
      'fill-opacity': expansionShade(i, expanded.length).toFixed(3),
    });
    return rect;
  });
  const line =
    route && route.length > 1
      ? svgElement('polyline', {
          points: route
            .map((cell) => {
              const p = cellCentre(cell, map.width);
              return `${p.x},${p.y}`;
            })
            .join(' '),
          fill: 'none',
          stroke: 'var(--map-route, currentColor)',
          'stroke-width': 2,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
        })
      : null;
  const finish = () => {
    if (line) svg.querySelector('.marks')?.before(line);
  };
  const still =
    !animate ||
    typeof matchMedia !== 'function' ||
    matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (still || cells.length === 0) {
    paint.append(...cells);
    finish();
    return svg;
  }
  // About 90 frames whatever the count, so a big flood and a thin band take the same time.
  const perFrame = Math.max(1, Math.ceil(cells.length / 90));
  let shown = 0;
  svg.dataset.painting = 'true';
  const step = () => {
    if (!svg.isConnected && shown > 0) return; // drawn again elsewhere (a new language): stop
    paint.append(...cells.slice(shown, shown + perFrame));
    shown += perFrame;
    if (shown < cells.length) requestAnimationFrame(step);
    else {
      finish();
      delete svg.dataset.painting;
    }
  };
  requestAnimationFrame(step);
  return svg;
}
