// compare-view.js: "Compare on this position": one row per solve of the same start (heuristic,
// algorithm, length, nodes, peak memory, time), a log-scale chart of the nodes, and "Solve again
// from the start".

import { barChart } from '../charts/bar-chart.js';
import { algorithmName } from './format.js';
import { heuristicName } from './heuristic-names.js';
import { count, joined, ms, msg, verbatim } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const compareViewTemplate = /* HTML */ ` <section
  class="compare-runs extra"
  data-group="solve"
  role="group"
  data-i18n-attr="aria-label:runs.legend"
>
  <h3 class="small-heading" data-i18n="runs.legend"></h3>
  <p class="small muted" data-i18n="runs.help"></p>
  <div class="button-row">
    <button
      type="button"
      part="button"
      class="solve-again"
      disabled
      data-i18n="runs.again"
    ></button>
  </div>
  <p class="runs-empty small" data-i18n="runs.empty"></p>
  <div class="runs-scroll">
    <table class="runs" hidden>
      <caption class="visually-hidden" data-i18n="runs.caption"></caption>
      <thead>
        <tr>
          <th scope="col" data-i18n="runs.col.heuristic"></th>
          <th scope="col" data-i18n="runs.col.algorithm"></th>
          <th scope="col" data-i18n="runs.col.length"></th>
          <th scope="col" data-i18n="runs.col.nodes"></th>
          <th scope="col" data-i18n="runs.col.memory"></th>
          <th scope="col" data-i18n="runs.col.time"></th>
        </tr>
      </thead>
      <tbody></tbody>
    </table>
  </div>
  <div class="runs-chart"></div>
</section>`;

export const compareViewStyles = new CSSStyleSheet();
compareViewStyles.replaceSync(css`
  /* min-width 0: a grid item of the side column may be narrower than its table, which then
     scrolls. */
  .compare-runs {
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    padding: 0.6rem 0.9rem;
    min-width: 0;
    container-type: inline-size;
  }
  .compare-runs .muted {
    color: var(--muted);
    margin: 0 0 0.4rem;
  }
  .runs-empty {
    margin: 0.4rem 0 0;
  }
  .runs-scroll {
    overflow-x: auto;
  }
  .runs {
    border-collapse: collapse;
    font-size: 0.85em;
    margin-top: 0.4rem;
    width: 100%;
  }
  .runs th,
  .runs td {
    padding: 0.2rem 0.3rem;
    text-align: right;
    border-bottom: 1px solid var(--line);
    white-space: nowrap;
  }
  .runs td:first-child {
    white-space: normal;
  } /* a long heuristic name wraps rather than hiding the time */
  .runs th:first-child,
  .runs td:first-child,
  .runs th:nth-child(2),
  .runs td:nth-child(2) {
    text-align: left;
  }
  .runs td {
    font-variant-numeric: tabular-nums;
  }
  .inline-algorithm {
    display: none;
    color: var(--muted);
  }
  /* A phone: the algorithm goes under the heuristic's name and the memory wraps, so all six facts
     fit without scrolling (the column stays in the table for wider boxes). */
  @container (max-width: 26rem) {
    .runs th:nth-child(2),
    .runs td:nth-child(2) {
      display: none;
    }
    .inline-algorithm {
      display: block;
    }
    .runs th,
    .runs td:nth-child(5) {
      white-space: normal;
    }
    .runs {
      font-size: 0.78em;
    }
    .runs th,
    .runs td {
      padding: 0.2rem 0.15rem;
    }
  }
  .runs-chart {
    margin-top: 0.4rem;
  }
  .runs-chart svg {
    max-width: 30rem;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`);

// One run's memory: IDA* holds only its path; A* and BFS every state they stored.
function memory(run) {
  return run.algorithm === 'ida'
    ? msg('runs.pathOnly')
    : msg('runs.states', { n: run.stored, count: count(run.stored) });
}

export class CompareView {
  #again;
  #empty;
  #table;
  #body;
  #chart;
  #locale;
  #runs = [];

  // onSolveAgain() answers "Solve again from the start".
  constructor(root, { onSolveAgain }) {
    this.#locale = localeOf(root);
    const section = root.querySelector('.compare-runs');
    this.#again = section.querySelector('.solve-again');
    this.#empty = section.querySelector('.runs-empty');
    this.#table = section.querySelector('.runs');
    this.#body = section.querySelector('tbody');
    this.#chart = section.querySelector('.runs-chart');
    this.#again.addEventListener('click', () => onSolveAgain());
    this.#locale.onChange(() => this.#drawChart()); // its words are drawn into the chart
  }

  setAgainEnabled(enabled) {
    this.#again.disabled = !enabled;
  }

  // runs: the solves of one start position, oldest first (see compare-runs.js).
  render(runs) {
    this.#runs = runs;
    const text = (element, message) => this.#locale.text(element, message);
    this.#body.replaceChildren();
    for (const run of runs) {
      const row = document.createElement('tr');
      const cells = [
        heuristicName(run.heuristic),
        verbatim(algorithmName(run.algorithm)),
        count(run.length),
        count(run.nodes),
        memory(run),
        ms(run.elapsedMs),
      ];
      // The first cell holds the name and, shown on a phone only, the algorithm (see the styles).
      const [name, inline] = [document.createElement('span'), document.createElement('span')];
      name.className = 'run-name';
      inline.className = 'inline-algorithm';
      text(name, cells[0]);
      text(inline, cells[1]);
      row.append(document.createElement('td'));
      row.cells[0].append(name, inline);
      for (const value of cells.slice(1)) {
        const cell = document.createElement('td');
        text(cell, value);
        row.append(cell);
      }
      this.#body.append(row);
    }
    this.#table.hidden = runs.length === 0;
    this.#empty.hidden = runs.length > 0;
    this.#drawChart();
  }

  #drawChart() {
    const runs = this.#runs;
    if (runs.length === 0) {
      this.#chart.replaceChildren();
      return;
    }
    // The algorithm joins the bar's name only when the runs differ in it (short labels stay
    // legible).
    const mixed = new Set(runs.map((run) => run.algorithm)).size > 1;
    const name = (run) =>
      mixed
        ? msg('runs.barName', {
            heuristic: heuristicName(run.heuristic),
            algorithm: verbatim(algorithmName(run.algorithm)),
          })
        : heuristicName(run.heuristic);
    const bars = runs.map((run) => ({
      label: this.#locale.word(name(run)),
      value: run.nodes,
      valueText: this.#locale.word(count(run.nodes)),
    }));
    const parts = runs.map((run) =>
      msg('runs.summaryBar', { name: name(run), nodes: count(run.nodes) }),
    );
    const summary = this.#locale.word(
      msg('runs.summary', { bars: joined(parts, 'join.estimates') }),
    );
    this.#chart.replaceChildren(
      barChart({ bars, scale: 'log', summary, labelWidth: 150, valueWidth: 60, width: 330 }),
    );
  }
}
