// heat-map.js: a small grid of counts as inline SVG (rows down, columns across), darker for more,
// on a log scale; theme-aware, with a text alternative.
//
// The lab's spread experiment draws one per search: rows are the distance from the start, columns
// the distance to the goal, so a breadth-first search fills a wide band and A* a narrow one near
// the straight way. Like bar-chart.js it holds no words: the axes carry numbers only, and the
// caller's summary (worded in the reader's language) is the text alternative; axis titles go
// beside the chart in the caller's markup.

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @typedef {object} HeatMapOptions
 * @property {number[][]} cells   cells[row][column] >= 0; rows may differ in length
 * @property {string} summary     the text alternative (role="img" + aria-label)
 * @property {number} [max] the count drawn darkest (default: the largest cell); share it between
 *   maps to compare them
 * @property {number} [columns]   how many columns to draw (default: the longest row)
 * @property {number} [tickEvery] a number on the axes every so many rows and columns
 */

/** @param {string} name @param {Record<string, string | number>} attributes */
function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * How dark a count is drawn, 0..1 (log scale: 1 still shows, the largest is full). Exported for
 * tests.
 * @param {number} value
 * @param {number} max
 */
export function heatShade(value, max) {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.min(1, 0.15 + 0.85 * (Math.log10(1 + value) / Math.log10(1 + max)));
}

/** Builds the map. @param {HeatMapOptions} options @returns {SVGSVGElement} */
export function heatMap({ cells, summary, max, columns, tickEvery = 5 }) {
  const size = 8;
  const margin = 20; // room for the numbers on the left and at the top
  const width = columns ?? Math.max(1, ...cells.map((row) => row.length));
  const height = Math.max(1, cells.length);
  const darkest = max ?? Math.max(0, ...cells.flat());
  const svg = /** @type {SVGSVGElement} */ (
    svgElement('svg', {
      viewBox: `0 0 ${margin + width * size + 2} ${margin + height * size + 2}`,
      role: 'img',
      class: 'heat-map',
      part: 'chart',
      preserveAspectRatio: 'xMinYMin meet',
    })
  );
  svg.setAttribute('aria-label', summary);
  svg.style.width = '100%';
  svg.style.height = 'auto';
  svg.style.display = 'block';
  svg.style.font = '7px system-ui, sans-serif';
  const grid = svgElement('g', { 'aria-hidden': 'true' });
  grid.append(
    svgElement('rect', {
      x: margin,
      y: margin,
      width: width * size,
      height: height * size,
      fill: 'var(--chart-track, color-mix(in srgb, var(--line, #8884) 45%, transparent))',
    }),
  );
  cells.forEach((row, r) =>
    row.forEach((value, c) => {
      const shade = heatShade(value, darkest);
      if (shade === 0 || c >= width) return;
      grid.append(
        svgElement('rect', {
          x: margin + c * size,
          y: margin + r * size,
          width: size,
          height: size,
          fill: 'var(--chart-bar, var(--accent, #b4480f))',
          'fill-opacity': shade.toFixed(3),
        }),
      );
    }),
  );
  const tick = (x, y, value, anchor) => {
    const label = svgElement('text', {
      x,
      y,
      'text-anchor': anchor,
      'dominant-baseline': 'central',
      fill: 'var(--muted, currentColor)',
    });
    label.textContent = String(value);
    grid.append(label);
  };
  for (let c = 0; c < width; c += tickEvery)
    tick(margin + c * size + size / 2, margin / 2, c, 'middle');
  for (let r = 0; r < height; r += tickEvery)
    tick(margin - 3, margin + r * size + size / 2, r, 'end');
  svg.append(grid);
  return svg;
}
