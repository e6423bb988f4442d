// compare-view.js: "Compare on this position": the searches offered on the start in one click, a
// long search's offer of a stronger heuristic, one row per solve of the same start (heuristic,
// algorithm, length, nodes and time with their ratio to the first, peak memory), whether the
// lengths agree, and a log-scale chart of the nodes. The flow (watch-flow.js) decides what is
// offered; this view draws it and reports the click.

import { barChart } from '../charts/bar-chart.js';
import { algorithmName, moves } from './format.js';
import { heuristicName } from './heuristic-names.js';
import { count, joined, ms, msg, verbatim } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

export { compareViewStyles } from './compare-styles.js';

// Shown without opening anything once there is something to compare (issue 26): after a solve,
// one click solves the same start again with another heuristic or algorithm; during a long search,
// one click switches to a stronger heuristic, the work so far kept as a row.
export const compareViewTemplate = /* HTML */ ` <section
  class="compare-runs idle"
  part="compare"
  data-group="solve"
  role="group"
  data-i18n-attr="aria-label:runs.legend"
>
  <h3 class="small-heading" data-i18n="runs.legend"></h3>
  <p class="runs-long small" role="status" hidden></p>
  <div class="button-row switch-row" hidden></div>
  <div class="again-row" hidden>
    <span class="again-label small" data-i18n="runs.againWith"></span>
    <div class="button-row again-buttons"></div>
  </div>
  <p class="small muted extra" data-i18n="runs.help"></p>
  <div class="button-row extra">
    <button
      type="button"
      part="button"
      class="solve-again"
      disabled
      data-i18n="runs.again"
    ></button>
  </div>
  <p class="runs-empty small extra" data-i18n="runs.empty"></p>
  <div class="runs-scroll">
    <table class="runs" hidden>
      <caption class="sr-only" data-i18n="runs.caption"></caption>
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
  <p class="runs-verdict small" hidden></p>
  <div class="runs-chart extra">
    <p class="chart-scale small" data-i18n="runs.scale"></p>
    <div class="runs-bars"></div>
  </div>
</section>`;

// One run's memory: IDA* holds only its path; A* and BFS every state they stored.
function memory(run) {
  return run.algorithm === 'ida'
    ? msg('runs.pathOnly')
    : msg('runs.states', { n: run.stored, count: count(run.stored) });
}

// A run's figure against the first finished run's: "×12" for more, "1/150" for fewer.
function ratio(value, base) {
  if (!(value > 0) || !(base > 0)) return null;
  const r = value / base;
  const rounded = (x) => (x >= 10 ? Math.round(x) : Math.round(x * 10) / 10);
  if (Math.abs(r - 1) < 0.05) return msg('runs.ratioSame');
  return r > 1
    ? msg('runs.ratioMore', { ratio: count(rounded(r)) })
    : msg('runs.ratioFewer', { ratio: count(rounded(1 / r)) });
}

/**
 * One search offered on the table's start: a heuristic, an algorithm.
 * @typedef {{ heuristic: string, algorithm: string }} SearchOption
 */

export class CompareView {
  #section;
  #again;
  #empty;
  #table;
  #body;
  #verdict;
  #chart;
  #long;
  #switchRow;
  #againRow;
  #againButtons;
  #locale;
  #runs = [];
  #enabled = false;
  #onOption;
  #onSwitch;

  // onSolveAgain(): "Solve again from the start" (the menus' choice); onOption(option): one of
  // the offered searches; onSwitch(heuristic): a long search replaced by a stronger heuristic.
  constructor(root, { onSolveAgain, onOption, onSwitch }) {
    this.#locale = localeOf(root);
    const section = (this.#section = root.querySelector('.compare-runs'));
    this.#again = section.querySelector('.solve-again');
    this.#empty = section.querySelector('.runs-empty');
    this.#table = section.querySelector('.runs');
    this.#body = section.querySelector('tbody');
    this.#verdict = section.querySelector('.runs-verdict');
    this.#chart = section.querySelector('.runs-bars');
    this.#long = section.querySelector('.runs-long');
    this.#switchRow = section.querySelector('.switch-row');
    this.#againRow = section.querySelector('.again-row');
    this.#againButtons = section.querySelector('.again-buttons');
    this.#onOption = onOption;
    this.#onSwitch = onSwitch;
    this.#again.addEventListener('click', () => onSolveAgain());
    this.#locale.onChange(() => this.#drawChart()); // its words are drawn into the chart
  }

  setAgainEnabled(enabled) {
    this.#enabled = enabled;
    this.#again.disabled = !enabled;
    for (const button of this.#againButtons.querySelectorAll('button')) button.disabled = !enabled;
  }

  // The searches offered on the table's start (none: the row hides).
  /** @param {SearchOption[]} options */
  showOptions(options) {
    const buttons = options.map((option) => {
      const button = this.#button(
        option.algorithm === 'ida'
          ? heuristicName(option.heuristic)
          : option.algorithm === 'bfs'
            ? verbatim(algorithmName('bfs'))
            : msg('runs.algorithmOption', {
                algorithm: verbatim(algorithmName(option.algorithm)),
                heuristic: heuristicName(option.heuristic),
              }),
        () => this.#onOption(option),
      );
      button.classList.add('again-option');
      button.dataset.heuristic = option.heuristic;
      button.dataset.algorithm = option.algorithm;
      button.disabled = !this.#enabled;
      return button;
    });
    this.#againButtons.replaceChildren(...buttons);
    this.#againRow.hidden = buttons.length === 0;
    this.#showIdle();
  }

  // A search running long with `heuristic`: says so and offers `stronger` (null: nothing to say).
  /** @param {{ heuristic: string, stronger: string } | null} offer */
  showLongSearch(offer) {
    this.#long.hidden = !offer;
    this.#switchRow.hidden = !offer;
    if (offer) {
      this.#locale.text(
        this.#long,
        msg('runs.longSearch', { heuristic: heuristicName(offer.heuristic) }),
      );
      const button = this.#button(
        msg('runs.switchTo', { heuristic: heuristicName(offer.stronger) }),
        () => this.#onSwitch(offer.stronger),
      );
      button.classList.add('switch-heuristic');
      this.#switchRow.replaceChildren(button);
    } else this.#switchRow.replaceChildren();
    this.#showIdle();
  }

  // runs: the solves of one start position, oldest first (see compare-runs.js).
  render(runs) {
    this.#runs = runs;
    this.#section.classList.toggle('single-run', runs.length < 2);
    const text = (element, message) => this.#locale.text(element, message);
    const base = runs.find((run) => !run.stopped);
    this.#body.replaceChildren();
    for (const run of runs) {
      const row = document.createElement('tr');
      if (run.stopped) row.className = 'stopped';
      const name = document.createElement('span');
      const inline = document.createElement('span');
      name.className = 'run-name';
      inline.className = 'inline-algorithm';
      text(name, heuristicName(run.heuristic));
      text(inline, verbatim(algorithmName(run.algorithm)));
      row.append(document.createElement('td'));
      row.cells[0].append(name, inline);
      const cells = [
        [verbatim(algorithmName(run.algorithm))],
        [
          run.stopped
            ? msg('runs.stopped', { threshold: count(run.threshold) })
            : count(run.length),
        ],
        [count(run.nodes), run === base || run.stopped ? null : ratio(run.nodes, base?.nodes)],
        [memory(run)],
        [
          ms(run.elapsedMs),
          run === base || run.stopped ? null : ratio(run.elapsedMs, base?.elapsedMs),
        ],
      ];
      for (const [value, extra] of cells) {
        const cell = document.createElement('td');
        const main = document.createElement('span');
        text(main, value);
        cell.append(main);
        if (extra) {
          const note = document.createElement('span');
          note.className = 'ratio';
          text(note, extra);
          cell.append(note);
        }
        row.append(cell);
      }
      this.#body.append(row);
    }
    // Searches that all hold only their path: on a phone the memory column says nothing new.
    this.#table.classList.toggle(
      'path-only',
      runs.every((run) => run.algorithm === 'ida'),
    );
    this.#table.hidden = runs.length === 0;
    this.#empty.hidden = runs.length > 0;
    const done = runs.filter((run) => !run.stopped);
    const lengths = new Set(done.map((run) => run.length));
    // One length is "the shortest" only when a run proved it (a learned or anytime run does not).
    const proven = done.some((run) => run.optimal !== false);
    this.#verdict.hidden = done.length < 2;
    if (done.length >= 2)
      text(
        this.#verdict,
        lengths.size > 1
          ? msg('runs.lengthsDiffer')
          : msg(proven ? 'runs.sameLength' : 'runs.sameLengthUnproven', {
              moves: moves(base.length),
            }),
      );
    this.#drawChart();
    this.#showIdle();
  }

  // Nothing to compare and nothing to offer: the section waits under "More controls".
  #showIdle() {
    const idle = this.#runs.length === 0 && this.#long.hidden && this.#againRow.hidden;
    this.#section.classList.toggle('idle', idle);
  }

  #button(label, onClick) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('part', 'button');
    this.#locale.text(button, label);
    button.addEventListener('click', onClick);
    return button;
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
