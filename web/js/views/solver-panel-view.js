// solver-panel-view.js: the "AI solver" box: the heuristic and algorithm menus, AUTO SOLVE and
// Cancel, with the playback controls on the same row.

import { HeuristicMenu } from './heuristic-menu.js';
import { msg } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

// parts: the markup of the view that sits inside the box (the playback controls). They share
// AUTO SOLVE's row, so a phone shows the button, the board and the live numbers on one screen.
export function solverPanelTemplate({ playback }) {
  return `
    <fieldset class="solver" data-group="solve">
      <legend data-i18n="solver.legend"></legend>
      <div class="choices extra">
        <label
          ><span data-i18n="solver.heuristic"></span>
          <select class="heuristic" aria-describedby="heuristic-why" disabled></select
        ></label>
        <label><span data-i18n="solver.algorithm"></span>
          <select class="algorithm" disabled>
            <option value="ida" selected data-i18n="solver.ida"></option>
            <option value="astar" data-i18n="solver.astar"></option>
            <option value="bfs" data-i18n="solver.bfs"></option>
          </select>
        </label>
      </div>
      <p id="heuristic-why" class="heuristic-why small extra"></p>
      <div part="buttons" class="button-row solve-row">
        <button type="button" part="button solve-button" class="solve primary" disabled
          data-i18n="solver.solve"></button>
        <button type="button" part="button" class="cancel" disabled
          data-i18n="solver.cancel"></button>${playback}
      </div>
    </fieldset>`;
}

export const solverPanelStyles = new CSSStyleSheet();
solverPanelStyles.replaceSync(css`
  /* The playback group's buttons join the row's flow; its status line takes a line of its own. */
  .solve-row .player {
    display: contents;
  }
  /* On a phone the row's three buttons (AUTO SOLVE, Cancel, Play/Pause), and Undo/Redo/Hint/Share
     in Japanese, keep to one line: a wrapped button's line pushes the live numbers below a 390x844
     screen. */
  @container (max-width: 420px) {
    .solve-row,
    .play-buttons {
      gap: 0.4rem;
    }
    .solve-row button,
    .play-buttons button {
      padding-inline: 0.55rem;
    }
    .solve-row button.primary {
      min-width: 0;
    }
  }
  .solve-row .player-status {
    flex-basis: 100%;
    margin: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }
  .choices label {
    display: grid;
    gap: 0.2rem;
    font-size: 0.9em;
    color: var(--muted);
  }
  /* A fixed width: a select is as wide as its longest option, and a table heuristic's option label
   changes while its tables are prepared, which would push the algorithm menu about. */
  select.heuristic {
    width: 15rem;
  }
  /* Every heuristic's explanation sits in the same cell, only the chosen one visible, so the
   paragraph is always as tall as the longest and a change of choice moves nothing. */
  .heuristic-why {
    display: grid;
    margin: 0;
  }
  .heuristic-why > span {
    grid-area: 1 / 1;
    visibility: hidden;
  }
  .heuristic-why > span.chosen {
    visibility: visible;
  }
`);

export class SolverPanel {
  #heuristic;
  #algorithm;
  #solve;
  #cancel;
  #locale;
  heuristics; // the HeuristicMenu

  // onSolve() and onCancel() answer the buttons; onHeuristic(id) follows every change of the
  // heuristic menu's choice.
  constructor(root, { onSolve, onCancel, onHeuristic }) {
    this.#locale = localeOf(root);
    this.#heuristic = root.querySelector('.heuristic');
    this.#algorithm = root.querySelector('.algorithm');
    this.#solve = root.querySelector('.solve');
    this.#cancel = root.querySelector('.cancel');
    this.heuristics = new HeuristicMenu(
      this.#heuristic,
      root.querySelector('.heuristic-why'),
      this.#locale,
      {
        onChange: (id) => onHeuristic(id),
      },
    );
    this.#solve.addEventListener('click', () => onSolve());
    this.#cancel.addEventListener('click', () => onCancel());
  }

  get algorithm() {
    return this.#algorithm.value;
  }

  // id: ida, astar or bfs (the algorithm attribute).
  setAlgorithm(id) {
    this.#algorithm.value = id;
  }

  get heuristic() {
    return this.heuristics.value;
  }

  // The menus and AUTO SOLVE open once the solver is ready.
  setEnabled(enabled) {
    for (const control of [this.#heuristic, this.#algorithm, this.#solve])
      control.disabled = !enabled;
  }

  // busy: a search is under way; showingSolve: it has run long enough to say so on the button;
  // playable: there is a board to solve.
  showBusy({ busy, showingSolve, playable }) {
    this.#cancel.disabled = !busy;
    this.#solve.disabled = busy || !playable;
    this.#heuristic.disabled = busy;
    this.#algorithm.disabled = busy;
    // The label changes only once a search has run long enough to be shown as running, so an
    // instant answer (or an instant refusal) never flashes a busy state.
    this.#locale.text(this.#solve, msg(showingSolve ? 'solver.searching' : 'solver.solve'));
  }
}
