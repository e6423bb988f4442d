// solver-lifecycle.js: the solver's life as the element sees it: a start without it (the board
// played by hand from the core's generated shape), a slow start, Retry, a restart after a failure,
// and what a failing worker means to the reader.
//
// The requests themselves (shuffles, solves, hints) are solver-flow.js's.

import { msg, sentences } from '../i18n/i18n.js';
import { errorSentence } from '../i18n/solver-words.js';
import { importShapes } from '../worker/asset-urls.js';

// The core's shape of a built-in puzzle (generated data, loaded only when the solver cannot start).
async function builtInShape(name) {
  const { PUZZLE_SHAPES } = await importShapes();
  const shape = Object.hasOwn(PUZZLE_SHAPES, name) ? PUZZLE_SHAPES[name] : null;
  return (
    shape && { ...shape, reachable: null, heuristics: [], defaultHeuristic: null, tables: null }
  );
}

export class SolverLifecycle {
  /** @type {import('./element-parts.js').ElementParts} */
  #parts;

  constructor(parts) {
    this.#parts = parts;
  }

  // prefix: a message saying what failed (a sentence).
  reportBridgeError(error, prefix) {
    const { stats, notice } = this.#parts;
    const message = sentences(prefix, errorSentence(error));
    stats.stop(message, 'error');
    if (error?.kind === 'error' || !error?.kind) {
      // The page's solver restarts by itself on the next request; Retry makes that request now.
      notice.show(message, msg('notice.retry'), async () => {
        notice.hide();
        try {
          await this.restartSolver();
          stats.showStatus(msg('status.runningAgain'), 'info');
        } catch (restartError) {
          notice.show(sentences(msg('notice.notRestarted'), errorSentence(restartError)));
        }
      });
    }
  }

  // The solver did not start. With a built-in puzzle the board is still drawn, from the core's
  // shape, and played by hand; the notice says why (in words for the host) and offers a Retry.
  // Resolves to the shape to draw, or null when there is none (a bad puzzle name, say).
  async startWithoutSolver(error) {
    const { tables, board, stats, notice } = this.#parts;
    tables.solverUnavailable();
    const shape =
      error?.kind === 'invalid'
        ? null
        : await builtInShape(this.#parts.host.puzzleName).catch(() => null);
    if (!shape) {
      board.showUnavailable();
      stats.showStatus(msg('status.unavailable'), 'error');
      notice.show(sentences(msg('notice.noSolver'), errorSentence(error)));
      return null;
    }
    this.#parts.state.solverIs('hand-only');
    stats.showStatus(msg('status.handOnly'), 'error');
    const text = sentences(errorSentence(error), msg('notice.byHand'));
    // A browser without WebAssembly or workers will not gain them on a Retry.
    if (typeof WebAssembly === 'undefined' || typeof Worker === 'undefined') notice.show(text);
    else notice.show(text, msg('notice.retry'), () => this.#retryStart());
    return shape;
  }

  // The solver is slow to arrive: a built-in puzzle's shape to play by hand meanwhile, or null.
  async startBeforeSolver() {
    const shape = await builtInShape(this.#parts.host.puzzleName).catch(() => null);
    if (!shape) return null;
    this.#parts.state.solverIs('hand-only');
    this.#parts.stats.showStatus(msg('status.solverLoading'), 'info');
    return shape;
  }

  // The Retry of a board played by hand: a fresh worker; once it answers, the element gains its
  // solver with the position kept.
  async #retryStart() {
    const parts = this.#parts;
    parts.notice.hide();
    try {
      await parts.bridge.restart();
      const info = await parts.bridge.puzzle(this.#parts.host.puzzleName);
      parts.state.puzzleLoaded(this.#parts.host.puzzleName, info);
      parts.state.solverIs('up');
      parts.tables.setUp(info);
      parts.solverFlow.prepareTables();
      for (const part of [parts.shuffle, parts.solverPanel]) part.setEnabled(true);
      parts.controls.setEditEnabled(true);
      parts.solverFlow.showBusy();
      parts.solverFlow.scheduleEvaluate();
      parts.stats.showStatus(msg('status.solverReady'), 'info');
    } catch (error) {
      parts.notice.show(
        sentences(errorSentence(error), msg('notice.byHand')),
        msg('notice.retry'),
        () => this.#retryStart(),
      );
    }
  }

  // A fresh worker holds no tables: forget the old request first, so its rejection is not taken
  // for a failure, and prepare them again (a sound copy in this browser loads in milliseconds).
  async restartSolver() {
    const { tables, bridge, solverFlow } = this.#parts;
    tables.reset();
    await bridge.restart();
    solverFlow.prepareTables();
    await solverFlow.loadFromHash(); // a shared link the failure kept from loading
  }
}
