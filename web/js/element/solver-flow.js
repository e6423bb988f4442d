// solver-flow.js: everything the element asks the solver: shuffles, shared links, verdicts, estimates, AUTO SOLVE, hints, the pattern databases, and what a failing worker means.
//
// `parts` is the element's shared set of views and models (see slide-puzzle.js); the board side of
// each answer is the playFlow flow's.

import { readHashValue, writeHashValue } from './hash-state.js';
import { PatternTables } from './pattern-tables.js';
import { SearchRunner } from './search-runner.js';
import { positionKey } from './position-key.js';
import { randomSeed } from './random-seed.js';
import { recordSolve } from './solve-history.js';
import { directionWord, plural, sentence } from '../views/format.js';
import { heuristicNeedsTables } from '../views/heuristic-names.js';

const EVALUATE_DELAY_MS = 150;
// Tables start loading a little before the element scrolls into view.
const VISIBLE_MARGIN = '200px';

// The core's shape of a built-in puzzle (generated data, loaded only when the solver cannot start).
async function builtInShape(name) {
  const { PUZZLE_SHAPES } = await import('../worker/puzzle-shapes.js');
  const shape = Object.hasOwn(PUZZLE_SHAPES, name) ? PUZZLE_SHAPES[name] : null;
  return shape && { ...shape, reachable: null, heuristics: [], defaultHeuristic: null, tables: null };
}

export class SolverFlow {
  #parts;
  #solvability = null; // { key, result } for the current position, from the core
  #evaluateTimer = 0;
  #visibility = null; // the IntersectionObserver waiting to start the tables
  // The solver could not start: the board (the core's shape, from generated data) is played by hand.
  handOnly = false;

  constructor(parts) {
    this.#parts = parts;
  }

  // The search runner and the tables' account are this flow's models; the views read them.
  createModels() {
    const parts = this.#parts;
    parts.searches = new SearchRunner({
      bridge: () => parts.bridge,
      puzzle: () => this.#puzzle,
      stats: parts.stats,
      checkSolvability: () => this.checkSolvability(),
      onChange: () => this.showBusy(),
      onBridgeError: (error, prefix) => this.reportBridgeError(error, prefix),
    });
    parts.tables = new PatternTables({
      bridge: () => parts.bridge,
      puzzle: () => this.#puzzle,
      onChange: (state, previous) => this.tablesChanged(state, previous),
    });
  }

  get #puzzle() {
    return this.#parts.host.puzzleName;
  }

  async shuffle(options) {
    const { playFlow, editor, searches, bridge, stats, solverPanel, live } = this.#parts;
    if (editor.isOpen) playFlow.setEditing(false);
    searches.cancel();
    try {
      const { board } = await bridge.scramble(this.#puzzle, { ...options, seed: randomSeed() });
      playFlow.setPosition(board);
      const label = options.random ? 'a random solvable position' : `${options.moves} random moves from the goal`;
      // Random and Expert positions are where a weaker heuristic takes minutes: say so up front.
      const far = options.random || options.moves >= 80;
      const advice = far ? solverPanel.heuristics.slowSearchAdvice() : '';
      live.announce(`Shuffled: ${label}.`);
      stats.showStatus(`Shuffled to ${label}. Press AUTO SOLVE to find the shortest solution.${advice}`, 'info');
    } catch (error) {
      this.reportBridgeError(error, 'Shuffle failed');
    }
  }

  async loadFromHash() {
    const { game, bridge, playFlow, notice, info, shareKey: key } = this.#parts;
    if (!key || this.handOnly) return;
    const text = readHashValue(key);
    if (text === undefined || text === positionKey(game.tiles)) return;
    try {
      const { board } = await bridge.check(this.#puzzle, text);
      playFlow.setPosition(board);
      notice.hide();
      const verdict = await this.checkSolvability();
      if (verdict && !verdict.solvable) notice.show(`The shared position cannot be solved. ${sentence(verdict.reason)}`);
    } catch (error) {
      // Only the link's own fault resets the board; a solver failure keeps position and link.
      if (error?.kind !== 'invalid') {
        this.reportBridgeError(error, 'The shared position could not be loaded');
        return;
      }
      playFlow.setPosition(info.goal);
      writeHashValue(key, null);
      notice.show(
        `The link's position ("${key}=${text.slice(0, 60)}") could not be used. ${sentence(error.message)} A fresh puzzle is shown instead.`,
      );
    }
  }

  forgetSolvability() {
    this.#solvability = null;
  }

  // The core's verdict for the current position, cached until the position changes.
  async checkSolvability() {
    const { game, editor, bridge } = this.#parts;
    const tiles = game.tiles;
    const key = positionKey(tiles);
    if (this.#solvability?.key === key) {
      if (editor.isOpen) editor.showSolvability(this.#solvability.result);
      return this.#solvability.result;
    }
    if (editor.isOpen) editor.showChecking();
    try {
      const result = await bridge.solvability(this.#puzzle, tiles);
      if (positionKey(game.tiles) !== key) return null; // the board moved on meanwhile
      this.#solvability = { key, result };
      if (editor.isOpen) editor.showSolvability(result);
      return result;
    } catch (error) {
      if (editor.isOpen) editor.showMessage(sentence(error.message));
      return null;
    }
  }

  scheduleEvaluate() {
    clearTimeout(this.#evaluateTimer);
    this.#evaluateTimer = setTimeout(() => this.#evaluate(), EVALUATE_DELAY_MS);
  }

  // Shows the heuristics' estimates for the board. The worker answers such small requests between
  // the slices of a running search, so this need not wait for a search to end.
  async #evaluate() {
    const { game, bridge, stats, solverPanel } = this.#parts;
    if (!game || this.handOnly) return;
    const key = positionKey(game.tiles);
    try {
      const values = await bridge.evaluate(this.#puzzle, game.tiles);
      if (positionKey(game.tiles) === key) stats.showEstimate(values, solverPanel.heuristic);
    } catch {
      stats.showEstimate(null);
    }
  }

  // Buttons that depend on whether a search is under way.
  showBusy() {
    const { searches, game, solverPanel, controls } = this.#parts;
    const solvable = Boolean(game) && !this.handOnly;
    solverPanel.showBusy({ busy: searches.busy, showingSolve: searches.showingSolve, playable: solvable });
    controls.setHintEnabled(solvable && !searches.busy);
  }

  // replacing: a solve is under way and this one, with the menu's current heuristic, replaces it.
  async solve({ replacing = false } = {}) {
    const { game, searches, editor, playFlow, player, stats, solverPanel, host, live } = this.#parts;
    if (!game || (searches.busy && !replacing)) return;
    if (editor.isOpen) playFlow.setEditing(false);
    if (player.loaded && !player.atEnd) {
      player.play();
      return;
    }
    if (game.isGoal()) {
      stats.showStatus('This is already the goal. Shuffle first, then press AUTO SOLVE.', 'info');
      return;
    }
    this.#wantTables();
    const start = positionKey(game.tiles);
    const outcome = await searches.solve(game.tiles, { heuristic: solverPanel.heuristic, algorithm: solverPanel.algorithm });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    const { result } = outcome;
    recordSolve(this.#puzzle, result);
    host.emit('slide-search-done', result);
    if (positionKey(game.tiles) === start) {
      const play = player.autoplay;
      live.announce(`Found the shortest solution: ${plural(result.length, 'move')}.${play ? ' Playing it.' : ' Press Play to watch it.'}`);
      player.load(result.moves, { play });
    }
  }

  async hint() {
    const { game, searches, editor, playFlow, stats, solverPanel, board, live } = this.#parts;
    if (!game || searches.busy) return;
    if (editor.isOpen) playFlow.setEditing(false);
    if (game.isGoal()) {
      stats.showStatus('This is the goal already: no move needed.', 'info');
      return;
    }
    this.#wantTables();
    const key = positionKey(game.tiles);
    const outcome = await searches.hint(game.tiles, { heuristic: solverPanel.heuristic });
    if (!outcome) return;
    if (outcome.refused !== undefined) {
      this.#refuseUnsolvable(outcome.refused);
      return;
    }
    if (positionKey(game.tiles) !== key) return;
    const { hint } = outcome;
    // The core names the way the tile slides; the page only puts it into words.
    const text = `Hint: slide ${playFlow.pieceWord.toLowerCase()} ${hint.tile} ${directionWord(hint.tileDirection)}. The goal is then ${plural(hint.distance - 1, 'move')} away.`;
    board.setHint(hint.cell);
    stats.showStatus(text, 'info');
    live.announce(text);
  }

  #refuseUnsolvable(reason) {
    const text = `This position cannot be solved. ${sentence(reason)}`;
    this.#parts.stats.showStatus(text, 'error');
    this.#parts.live.announce(text);
  }

  reportBridgeError(error, prefix) {
    const { stats, notice } = this.#parts;
    const message = `${prefix}. ${sentence(error?.message ?? error)}`;
    stats.stop(message, 'error');
    if (error?.kind === 'error' || !error?.kind) {
      // The page's solver restarts by itself on the next request; Retry makes that request now.
      notice.show(message, 'Retry', async () => {
        notice.hide();
        try {
          await this.restartSolver();
          stats.showStatus('The solver is running again. Press AUTO SOLVE to search.', 'info');
        } catch (restartError) {
          notice.show(`The solver could not be restarted. ${sentence(restartError.message)}`);
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
    const shape = error?.kind === 'invalid' ? null : await builtInShape(this.#puzzle).catch(() => null);
    if (!shape) {
      board.showUnavailable();
      stats.showStatus('The solver is not available.', 'error');
      notice.show(`This puzzle could not start its solver. ${sentence(error.message)}`);
      return null;
    }
    this.handOnly = true;
    stats.showStatus('Play by hand: the solver is not available on this page.', 'error');
    const text = `${sentence(error.message)} The board can still be played by hand.`;
    // A browser without WebAssembly or workers will not gain them on a Retry.
    if (typeof WebAssembly === 'undefined' || typeof Worker === 'undefined') notice.show(text);
    else notice.show(text, 'Retry', () => this.#retryStart());
    return shape;
  }

  // The Retry of a board played by hand: a fresh worker; once it answers, the element gains its
  // solver with the position kept.
  async #retryStart() {
    const parts = this.#parts;
    parts.notice.hide();
    try {
      await parts.bridge.restart();
      const info = await parts.bridge.puzzle(this.#puzzle);
      parts.info = info;
      this.handOnly = false;
      parts.solverPanel.heuristics.setUp(info);
      parts.tables.setUp(info);
      this.prepareTables();
      for (const part of [parts.shuffle, parts.solverPanel]) part.setEnabled(true);
      parts.controls.setEditEnabled(true);
      this.showBusy();
      this.scheduleEvaluate();
      parts.stats.showStatus('The solver is ready. Shuffle, or press AUTO SOLVE.', 'info');
    } catch (error) {
      parts.notice.show(`${sentence(error.message)} The board can still be played by hand.`, 'Retry', () => this.#retryStart());
    }
  }

  // A fresh worker holds no tables: forget the old request first, so its rejection is not taken
  // for a failure, and prepare them again (a sound copy in this browser loads in milliseconds).
  async restartSolver() {
    this.#parts.tables.reset();
    await this.#parts.bridge.restart();
    this.prepareTables();
    await this.loadFromHash(); // a shared link the failure kept from loading
  }

  // ---- pattern databases ---------------------------------------------------------------------

  // Tables are prepared lazily: when the element first comes near the viewport or a search wants
  // them, never for a reader who never sees the puzzle; with tables="manual", only on Build.
  prepareTables() {
    const { tables, bridge, host } = this.#parts;
    if (this.handOnly) {
      tables.solverUnavailable();
      return;
    }
    bridge.onInstalled = (puzzle) => {
      if (puzzle === this.#puzzle) tables.installedElsewhere();
    };
    // The page's worker was lost: tables this element had prepared go with it; loaded again
    // (a sound copy in this browser takes milliseconds) in the next worker.
    bridge.onLost = () => {
      if (tables.lost()) tables.start();
    };
    this.#visibility?.disconnect();
    this.#visibility = null;
    if (host.tables === 'manual') return;
    if (typeof IntersectionObserver === 'undefined') {
      tables.startIfIdle();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (this.#visibility === observer) this.#visibility = null;
        tables.startIfIdle();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(host);
    this.#visibility = observer;
  }

  // A search is about to run: the tables would serve it (it falls back until they are ready).
  #wantTables() {
    if (this.#parts.host.tables !== 'manual') this.#parts.tables.startIfIdle();
  }

  tablesChanged(state, previous) {
    const { info, tablesStatus, solverPanel, host, live } = this.#parts;
    tablesStatus.render(state, {
      fallback: info?.heuristics.find((row) => !row.needsTables)?.id,
      everyPositionCounted: Number.isFinite(info?.reachable),
    });
    solverPanel.heuristics.showTables(state);
    if (state.phase !== previous.phase) {
      if (state.phase === 'ready') this.#tablesBecameReady(state);
      if (state.phase === 'cancelled') live.announce('Building the pattern databases was cancelled.');
      if (state.phase === 'failed') live.announce('The pattern databases could not be prepared.');
    }
    host.emit('slide-tables', { ...state });
  }

  #tablesBecameReady(state) {
    const { searches, solverPanel, stats, live } = this.#parts;
    // Worth announcing after a build the reader may have waited for, not after a quick load.
    if (state.source === 'built') live.announce('The pattern databases are ready.');
    this.scheduleEvaluate(); // the estimate line gains their value
    // A solve started on a weaker heuristic only because the tables were not ready yet would take
    // far longer than starting again with them. The menu turns to them only when the reader has
    // not picked another heuristic (or picked them), so a reader's own choice keeps its search.
    const running = searches.solvingWith;
    if (running && !heuristicNeedsTables(running) && heuristicNeedsTables(solverPanel.heuristic)) {
      stats.showStatus('The pattern databases are ready: searching again with them…', 'busy');
      this.solve({ replacing: true });
    }
  }
}
