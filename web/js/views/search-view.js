// search-view.js: "Watching the search": the nodes of each IDA* iteration as a growing log-scale
// bar chart, and the slow-motion button.
//
// Progress arrives ten times a second; the chart is redrawn at most every REDRAW_MS, in an
// animation frame, and not at all while it is hidden (an element styled without it): the page's
// thread stays free for painting while the worker searches. The chart's text alternative names
// every bar, so a screen reader hears the same growth the eye sees.

import { barChart } from '../charts/bar-chart.js';
import { count, joined, msg } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;
const REDRAW_MS = 250;

// Visible without opening anything (issue 26): the article's point, that the last iteration is
// almost all the work, is seen beside the board while AUTO SOLVE runs. Styled from outside as
// ::part(search-chart); the explanation of slow motion waits under "More controls".
export const searchViewTemplate = /* HTML */ ` <section
  class="search-watch"
  part="search-chart"
  data-group="solve"
  role="group"
  data-i18n-attr="aria-label:watch.legend"
>
  <div class="watch-head">
    <h3 class="small-heading">
      <span data-i18n="watch.legend"></span>
      <span class="chart-scale" data-i18n="watch.scale"></span>
    </h3>
    <button
      type="button"
      part="button"
      class="slow-motion"
      disabled
      data-i18n="watch.slow"
    ></button>
  </div>
  <p class="watch-status small" data-i18n="watch.idle"></p>
  <div class="watch-chart"></div>
  <p class="small muted extra" data-i18n="watch.slowHelp"></p>
</section>`;

export const searchViewStyles = new CSSStyleSheet();
searchViewStyles.replaceSync(css`
  .search-watch {
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    padding: 0.6rem 0.9rem;
    min-width: 0;
  }
  /* The heading and Slow motion share a line: the section stays short before a search. */
  .watch-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.3rem 0.6rem;
    margin-bottom: 0.3rem;
  }
  .small-heading {
    margin: 0;
    font-size: 0.95em;
  }
  .chart-scale {
    font-weight: normal;
    font-size: 0.85em;
    color: var(--muted);
  }
  .watch-status {
    margin: 0 0 0.4rem;
    font-variant-numeric: tabular-nums;
  }
  .watch-chart {
    max-height: 16rem;
    overflow-y: auto;
  }
  .watch-chart svg {
    max-width: 26rem;
  }
  /* Two columns at a blog's width: the chart shares a row with the controls under the figures, so
     it keeps to about six iterations and scrolls, the running one kept in view (#draw); the element
     then stays within 720 px in a 680 px column (issue 11) however many iterations a search takes
     (a Hard shuffle's seventh took it to 740). */
  @container (min-width: 540px) and (max-width: 899.98px) {
    .watch-chart {
      max-height: 7.5rem;
    }
  }
  .search-watch .muted {
    color: var(--muted);
    margin: 0.4rem 0 0;
  }
`);

export class SearchView {
  #status;
  #chart;
  #slow;
  #locale;
  #frame = 0;
  #pending = null;
  #drawnAt = 0;
  #drawn = null; // the progress last drawn, for re-wording the chart in another language
  #algorithm = 'ida';

  // onSlowMotion() answers the slow-motion button.
  constructor(root, { onSlowMotion }) {
    this.#locale = localeOf(root);
    const section = root.querySelector('.search-watch');
    this.#status = section.querySelector('.watch-status');
    this.#chart = section.querySelector('.watch-chart');
    this.#slow = section.querySelector('.slow-motion');
    this.#slow.addEventListener('click', () => onSlowMotion());
    // The chart's words are drawn into it: a change of language draws it again.
    this.#locale.onChange(() => this.#drawn && this.#draw(this.#drawn));
  }

  setSlowMotionEnabled(enabled) {
    this.#slow.disabled = !enabled;
  }

  // A new search: the chart empties.
  start({ algorithm }) {
    this.#cancelFrame();
    this.#algorithm = algorithm;
    this.#chart.replaceChildren();
    this.#drawn = null;
    this.#locale.text(
      this.#status,
      msg(algorithm === 'ida' ? 'watch.starting' : 'watch.noIterations'),
    );
  }

  // A progress message (or a final result): redrawn on the next frame at most.
  progress(p) {
    this.#pending = p;
    if (this.#frame || performance.now() - this.#drawnAt < REDRAW_MS || !this.#chart.offsetParent)
      return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#drawnAt = performance.now();
      if (this.#pending) this.#draw(this.#pending);
      this.#pending = null;
    });
  }

  // The search ended (result: the final numbers, or null when it stopped without a solution).
  finish(result) {
    this.#cancelFrame();
    if (result) this.#draw(result);
  }

  #draw(p) {
    if (this.#algorithm !== 'ida' || !Array.isArray(p.iterations)) return;
    this.#drawn = p;
    // The finished iterations, then the current one (its bar still growing) highlighted.
    const rows = [
      ...p.iterations,
      { threshold: p.threshold, nodes: p.iterationNodes, current: true },
    ];
    const bars = rows.map((row) => ({
      label: this.#locale.word(msg('watch.bar', { threshold: count(row.threshold) })),
      value: row.nodes,
      valueText: this.#locale.word(count(row.nodes)),
      highlight: Boolean(row.current),
    }));
    const parts = rows.map((row) =>
      msg('watch.summaryBar', { threshold: count(row.threshold), nodes: count(row.nodes) }),
    );
    const summary = this.#locale.word(
      msg('watch.summary', { bars: joined(parts, 'join.estimates') }),
    );
    this.#chart.replaceChildren(barChart({ bars, scale: 'log', summary, labelWidth: 80 }));
    // the running iteration, the last row, in view when the chart scrolls
    this.#chart.scrollTop = this.#chart.scrollHeight;
    this.#locale.text(
      this.#status,
      msg('watch.status', {
        threshold: count(p.threshold),
        iteration: count(p.iteration),
        nodes: count(p.nodes),
      }),
    );
  }

  #cancelFrame() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#pending = null;
  }
}
