// solver-panel-view.js: the "AI solver" box: the heuristic and algorithm menus, AUTO SOLVE and
// Cancel, with the playback controls on the same row.

import { HeuristicMenu } from './heuristic-menu.js';
import { msg, verbatim } from '../i18n/i18n.js';
import { algorithmName } from './format.js';
import { heuristicName } from './heuristic-names.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

// parts: the markup of the view that sits inside the box (the playback controls). They share
// AUTO SOLVE's row, so a phone shows the button, the board and the live numbers on one screen.
export function solverPanelTemplate({ playback }) {
  return `
    <fieldset class="solver" data-group="solve">
      <legend><span data-i18n="solver.legend"></span
        ><span class="in-use small" part="heuristic-in-use"></span></legend>
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
  /* The search AUTO SOLVE will run, beside the box's name: seen without opening the menus. */
  .in-use {
    font-weight: normal;
    color: var(--muted);
    margin-inline-start: 0.5em;
  }
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
  #inUse;
  #locale;
  heuristics; // the HeuristicMenu

  // onSolve() and onCancel() answer the buttons; onHeuristic(id) and onAlgorithm(id) report the
  // reader's pick in the menus (the element's state holds the choice; render() draws it).
  constructor(root, { onSolve, onCancel, onHeuristic, onAlgorithm }) {
    this.#locale = localeOf(root);
    this.#heuristic = root.querySelector('.heuristic');
    this.#algorithm = root.querySelector('.algorithm');
    this.#solve = root.querySelector('.solve');
    this.#cancel = root.querySelector('.cancel');
    this.#inUse = root.querySelector('.solver .in-use');
    const why = root.querySelector('.heuristic-why');
    this.heuristics = new HeuristicMenu(this.#heuristic, why, this.#locale, {
      onPick: (id) => onHeuristic(id),
    });
    this.#algorithm.addEventListener('change', () => onAlgorithm(this.#algorithm.value));
    this.#solve.addEventListener('click', () => onSolve());
    this.#cancel.addEventListener('click', () => onCancel());
  }

  /**
   * Draws the choices of the element's state.
   * @param {import('../element/element-state.js').Snapshot} now
   * @param {import('../element/element-state.js').Snapshot} before
   */
  render(now, before) {
    this.heuristics.render(now, before);
    if (this.#algorithm.value !== now.algorithm) this.#algorithm.value = now.algorithm;
    if (now.heuristic !== before.heuristic || now.algorithm !== before.algorithm) {
      // BFS uses no heuristic: its name alone.
      const words = !now.heuristic
        ? verbatim('')
        : now.algorithm === 'bfs'
          ? verbatim(`· ${algorithmName('bfs')}`)
          : msg('solver.inUse', {
              algorithm: verbatim(algorithmName(now.algorithm)),
              heuristic: heuristicName(now.heuristic),
            });
      this.#locale.text(this.#inUse, words);
    }
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
