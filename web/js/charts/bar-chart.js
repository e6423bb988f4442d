// bar-chart.js: a small horizontal bar chart as inline SVG, linear or log scale, theme-aware, with
// a text alternative.
//
// Every chart on the page and in the lab is one of these (or a sibling module in this folder), so
// they look alike and all follow the element's colours: bars use --chart-bar (default: the
// element's --accent), text and axis use currentColor and --muted. The module holds no words:
// callers pass the labels, the value texts and the summary already worded in the reader's language,
// so the chart can be re-drawn when the language changes. A chart is cheap to rebuild; callers
// redraw it whole (a growing chart during a search is redrawn at most once per animation frame by
// its view).

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @typedef {object} Bar
 * @property {string} label      the row's name, e.g. a heuristic or an IDA* threshold
 * @property {number} value      >= 0; on a log scale, values below 1 draw as an empty bar
 * @property {string} valueText  the value as the reader should read it ("1,234 nodes")
 * @property {boolean} [highlight] drawn in the highlight colour (e.g. the running iteration)
 */

/**
 * @typedef {object} BarChartOptions
 * @property {Bar[]} bars
 * @property {'linear' | 'log'} [scale]  log: for counts that grow by factors (nodes per iteration)
 * @property {string} summary the text alternative (role="img" + aria-label), e.g. a sentence naming
 *   the largest bar
 * @property {number} [width]            viewBox width; the SVG itself scales to its container
 * @property {number} [rowHeight]
 * @property {number} [labelWidth]       room for the labels on the left
 * @property {number} [valueWidth]       room for the value texts on the right
 */

/** @param {string} name @param {Record<string, string | number>} attributes */
export function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * The fraction of the full bar a value takes (0..1). Exported for tests.
 * @param {number} value
 * @param {number} max
 * @param {'linear'|'log'} scale
 */
export function barFraction(value, max, scale) {
  if (!(value > 0) || !(max > 0)) return 0;
  if (scale === 'log') {
    // log10(1 + v) keeps 1 visible and 0 empty; the largest bar is always full.
    return Math.min(1, Math.log10(1 + value) / Math.log10(1 + max));
  }
  return Math.min(1, value / max);
}

/** Builds the chart. @param {BarChartOptions} options @returns {SVGSVGElement} */
export function barChart({
  bars,
  scale = 'linear',
  summary,
  width = 320,
  rowHeight = 18,
  labelWidth = 96,
  valueWidth = 92,
}) {
  const gap = 4;
  const height = Math.max(1, bars.length) * (rowHeight + gap);
  const svg = /** @type {SVGSVGElement} */ (
    svgElement('svg', {
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      class: 'bar-chart',
      part: 'chart',
      preserveAspectRatio: 'xMinYMin meet',
    })
  );
  svg.setAttribute('aria-label', summary);
  svg.style.width = '100%';
  svg.style.height = 'auto';
  svg.style.display = 'block';
  svg.style.font = '11px system-ui, sans-serif';
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const track = width - labelWidth - valueWidth;
  bars.forEach((bar, index) => {
    const y = index * (rowHeight + gap);
    const middle = y + rowHeight / 2;
    // The row is hidden from assistive technology: the summary is the chart's text alternative.
    const row = svgElement('g', { 'aria-hidden': 'true' });
    const label = svgElement('text', {
      x: labelWidth - 6,
      y: middle,
      'text-anchor': 'end',
      'dominant-baseline': 'central',
      fill: 'currentColor',
    });
    label.textContent = bar.label;
    row.append(label);
    row.append(
      svgElement('rect', {
        x: labelWidth,
        y,
        width: track,
        height: rowHeight,
        rx: 3,
        fill: 'var(--chart-track, color-mix(in srgb, var(--line, #8884) 45%, transparent))',
      }),
    );
    const fraction = barFraction(bar.value, max, scale);
    if (fraction > 0) {
      row.append(
        svgElement('rect', {
          x: labelWidth,
          y,
          width: Math.max(1.5, fraction * track),
          height: rowHeight,
          rx: 3,
          fill: bar.highlight
            ? 'var(--chart-highlight, var(--warn, #c80))'
            : 'var(--chart-bar, var(--accent, #b4480f))',
        }),
      );
    }
    const value = svgElement('text', {
      x: labelWidth + track + 6,
      y: middle,
      'dominant-baseline': 'central',
      fill: 'var(--muted, currentColor)',
    });
    value.textContent = bar.valueText;
    value.style.fontVariantNumeric = 'tabular-nums';
    row.append(value);
    svg.append(row);
  });
  return svg;
}
