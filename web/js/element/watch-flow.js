// watch-flow.js: the solve watched and compared: the running search's chart and path, slow motion,
// and the table of solves of one start position.
//
// The search runner tells this flow when a solve starts, progresses and ends; the views draw. The
// comparison table (compare-runs.js) keeps the start position, so "Solve again from the start"
// puts it back on the board and searches again with the menus' current choice.

import { CompareRuns } from './compare-runs.js';
import { SearchView } from '../views/search-view.js';
import { SearchPathView } from '../views/search-path-view.js';
import { CompareView } from '../views/compare-view.js';

// Slow motion: the article's algorithm, a few nodes at a time, slow enough to follow the path.
const SLOW_MOTION = { heuristic: 'manhattan', algorithm: 'ida', pace: { nodes: 1, ms: 40 } };
// The Easy shuffle's walk, when slow motion starts from the goal (the Easy button's).
// the proven Easy band (12–18 moves on the 15-puzzle), not a walk that may end 9 moves out
const EASY = { difficulty: 'easy' };
const PATH_MS = 200;

export class WatchFlow {
  #parts;
  #frame = 0;
  #pendingPath = null;
  #pathAt = 0;
  #slow = false; // slow motion under way: every step's path is drawn

  constructor(parts) {
    this.#parts = parts;
  }

  createViews(root) {
    const parts = this.#parts;
    parts.searchView = new SearchView(root, { onSlowMotion: () => this.slowMotion() });
    parts.searchPath = new SearchPathView(root);
    parts.compareView = new CompareView(root, { onSolveAgain: () => this.solveAgain() });
    parts.compare = new CompareRuns((runs) => {
      parts.compareView.render(runs);
      this.showEnabled();
    });
    parts.compareView.render([]);
  }

  // A new puzzle: its drawing positions, and an empty table.
  setUp(info) {
    this.#parts.searchPath.setUp(info.positions);
    this.#parts.compare.clear();
  }

  // The buttons that need the solver idle (and, for "again", a solved start).
  showEnabled() {
    const { searches, game, compare, searchView, compareView, solverFlow } = this.#parts;
    const idle = Boolean(game) && !solverFlow.handOnly && !searches?.busy;
    searchView.setSlowMotionEnabled(idle);
    compareView.setAgainEnabled(idle && compare.start !== null);
  }

  // ---- the search runner's side ----

  started({ algorithm }) {
    this.#parts.searchView.start({ algorithm });
    this.#parts.searchPath.clear();
  }

  // The path is a sample: redrawn at most every PATH_MS (slow motion reports every step, and each
  // is drawn), in an animation frame.
  progress(p) {
    this.#parts.searchView.progress(p);
    this.#pendingPath = p.path;
    if (this.#frame || (!this.#slow && performance.now() - this.#pathAt < PATH_MS)) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#pathAt = performance.now();
      this.#parts.searchPath.show(this.#pendingPath);
    });
  }

  // result: the solve's result, or null when it ended without one.
  ended(result) {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#slow = false;
    this.#parts.searchView.finish(result);
    this.#parts.searchPath.clear();
  }

  // ---- the reader's actions ----

  // The article's own algorithm, node by node, on the board's position (a fresh Easy one if the
  // board is at the goal). Cancel stops it like any search.
  async slowMotion() {
    const { game, searches, solverFlow } = this.#parts;
    if (!game || searches.busy) return;
    if (game.isGoal()) await solverFlow.shuffle(EASY);
    if (game.isGoal()) return; // the shuffle failed and said so
    this.#slow = true;
    await solverFlow.solve(SLOW_MOTION);
    this.#slow = false;
  }

  // The table's start position back on the board, searched again with the menus' choice.
  async solveAgain() {
    const { compare, searches, playFlow, solverFlow } = this.#parts;
    const start = compare.start;
    if (!start || searches.busy) return;
    playFlow.setPosition(start, { fresh: false });
    await solverFlow.solve();
  }
}
