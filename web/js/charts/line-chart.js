// line-chart.js: a small line chart as inline SVG (a training's loss against its progress), linear
// or log scale upwards, theme-aware, with a text alternative.
//
// A sibling of bar-chart.js with the same conventions: no words of its own (the caller passes the
// axis texts and the summary already worded), colours from the element's theme (--chart-bar for
// the line), role="img" with the summary as its text alternative, rebuilt whole on each change.

import { svgElement } from './bar-chart.js';

/**
 * @typedef {object} LineChartOptions
 * @property {{ x: number, y: number }[]} points in order of x
 * @property {'linear' | 'log'} [scale] upwards; log: for a loss that falls by factors
 * @property {string} summary the text alternative (role="img" + aria-label)
 * @property {(y: number) => string} yText the reader's words for a value on the upward axis
 * @property {(x: number) => string} xText the same for the axis across
 * @property {number} [width] viewBox width; the SVG itself scales to its container
 * @property {number} [height]
 */

/**
 * Where a value sits between the axis's ends, 0 (bottom) to 1 (top). Exported for tests.
 * @param {number} y @param {number} low @param {number} high @param {'linear'|'log'} scale
 */
export function linePosition(y, low, high, scale) {
  const at = (v) => (scale === 'log' ? Math.log10(Math.max(v, 1e-9)) : v);
  const span = at(high) - at(low);
  if (!(span > 0)) return 0.5;
  return Math.min(1, Math.max(0, (at(y) - at(low)) / span));
}

/** Builds the chart. @param {LineChartOptions} options @returns {SVGSVGElement} */
export function lineChart({ points, scale = 'linear', summary, yText, xText, width = 320 }) {
  const height = 150;
  const left = 48,
    right = 8,
    top = 8,
    bottom = 22;
  // Scales to its container as the bar chart does; role="img" with the summary as its text. The
  // style goes through the CSSOM, which a Content-Security-Policy without style attributes allows.
  const svg = /** @type {SVGSVGElement} */ (
    svgElement('svg', {
      viewBox: `0 0 ${width} ${height}`,
      preserveAspectRatio: 'xMinYMin meet',
      role: 'img',
      'aria-label': summary,
      class: 'line-chart',
      part: 'chart',
    })
  );
  Object.assign(svg.style, {
    width: '100%',
    height: 'auto',
    display: 'block',
    font: '11px system-ui, sans-serif',
  });
  // Everything drawn is hidden from assistive technology: the summary is the text alternative.
  const drawing = svgElement('g', { 'aria-hidden': 'true' });
  svg.append(drawing);
  const ys = points.map((p) => p.y);
  const low = Math.min(...ys),
    high = Math.max(...ys);
  const lastX = Math.max(0, ...points.map((p) => p.x));
  const plotWidth = width - left - right,
    plotHeight = height - top - bottom;
  const px = (x) => left + (lastX > 0 ? (x / lastX) * plotWidth : 0);
  const py = (y) => top + (1 - linePosition(y, low, high, scale)) * plotHeight;
  const muted = 'var(--muted, currentColor)';
  drawing.append(
    svgElement('path', {
      d: `M${left},${top}V${top + plotHeight}H${left + plotWidth}`,
      fill: 'none',
      stroke: 'var(--line, #8888)',
    }),
  );
  const label = (text, x, y, anchor) => {
    const element = svgElement('text', { x, y, 'text-anchor': anchor, fill: muted });
    element.textContent = text;
    element.style.fontVariantNumeric = 'tabular-nums';
    drawing.append(element);
  };
  if (points.length > 0) {
    label(yText(high), left - 4, top + 8, 'end');
    label(yText(low), left - 4, top + plotHeight, 'end');
    label(xText(0), left, height - 6, 'start');
    label(xText(lastX), left + plotWidth, height - 6, 'end');
  }
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`);
  if (points.length > 1) {
    drawing.append(
      svgElement('path', {
        d: path.join(''),
        fill: 'none',
        stroke: 'var(--chart-bar, var(--accent, #b4480f))',
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      }),
    );
  }
  const last = points.at(-1);
  if (last)
    drawing.append(
      svgElement('circle', {
        cx: px(last.x),
        cy: py(last.y),
        r: 3,
        fill: 'var(--chart-highlight, var(--warn, #c80))',
      }),
    );
  return svg;
}
