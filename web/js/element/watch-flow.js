// watch-flow.js: the solve watched and compared: the running search's chart and path, slow motion,
// and the table of solves of one start position.
//
// The search runner tells this flow when a solve starts, progresses and ends; the views draw. The
// comparison table (compare-runs.js) keeps the start position, so "Solve again from the start"
// puts it back on the board and searches again with the menus' current choice, and each offered
// search (another heuristic, A* or BFS where they fit in the page's memory) does the same in one
// click without changing the menus. A search that runs long with a heuristic weaker than one
// ready offers the stronger one; the switch keeps the work so far as a row of the table.

import { CompareRuns } from './compare-runs.js';
import { SearchView } from '../views/search-view.js';
import { SearchPathView } from '../views/search-path-view.js';
import { CompareView } from '../views/compare-view.js';
import { readyHeuristics, strongerHeuristic } from './heuristic-choice.js';

// Slow motion: the article's algorithm, a few nodes at a time, slow enough to follow the path.
const SLOW_MOTION = { heuristic: 'manhattan', algorithm: 'ida', pace: { nodes: 1, ms: 40 } };
// When slow motion starts from the goal: a 14-move walk (at most 14 moves out, a few hundred nodes
// at 40 ms each), not the Easy band (30-34 moves: 929 nodes in median, minutes in slow motion).
const SHORT_WALK = { moves: 14 };
const PATH_MS = 200;
// A search still running after this long says so and offers a stronger heuristic.
const LONG_SEARCH_MS = 3000;
// A* and BFS keep every state they meet, up to the worker's cap of 500,000 (solver-worker.js): A*
// is offered after an IDA* solve that examined at most A_STAR_NODES; BFS for a puzzle of at most
// BFS_POSITIONS positions, or a start at most BFS_MOVES from the goal (the 15-puzzle has some
// 500,000 positions within 16 moves).
const A_STAR_NODES = 100000;
const BFS_POSITIONS = 500000;
const BFS_MOVES = 14;

export class WatchFlow {
  /** @type {import('./element-parts.js').ElementParts} */
  #parts;
  #frame = 0;
  #pendingPath = null;
  #pathAt = 0;
  #slow = false; // slow motion under way: every step's path is drawn
  /**
   * @type {{ heuristic: string, algorithm: string, tiles: number[], last: any, offered: boolean }
   *   | null}
   */
  #running = null; // the solve under way, for the long-search offer

  constructor(parts) {
    this.#parts = parts;
  }

  createViews(root) {
    const parts = this.#parts;
    parts.searchView = new SearchView(root, { onSlowMotion: () => this.slowMotion() });
    parts.searchPath = new SearchPathView(root);
    parts.compareView = new CompareView(root, {
      onSolveAgain: () => this.solveAgain(),
      onOption: (option) => this.solveAgain(option),
      onSwitch: (heuristic) => this.switchTo(heuristic),
    });
    parts.compare = new CompareRuns((runs) => {
      parts.compareView.render(runs);
      this.#offer();
      this.showEnabled();
    });
    parts.compareView.render([]);
    // A heuristic becomes ready (tables built) or the puzzle changes: the offer follows.
    parts.state.subscribe((now, before) => {
      if (now.tablesReady !== before.tablesReady || now.offer !== before.offer) this.#offer();
    });
  }

  // The searches offered on the table's start: each ready heuristic not yet run with IDA* (down to
  // Manhattan distance), A* with the first solve's heuristic and BFS where they fit in memory.
  #offer() {
    const { compare, compareView, state } = this.#parts;
    const runs = compare.runs;
    const first = runs.find((run) => !run.stopped);
    if (!compare.start || !first) {
      compareView.showOptions([]);
      return;
    }
    const done = new Set(runs.map((run) => `${run.algorithm} ${run.heuristic}`));
    const tried = (algorithm, heuristic) =>
      done.has(`${algorithm} ${heuristic}`) ||
      (algorithm === 'bfs' && runs.some((run) => run.algorithm === 'bfs'));
    const { offer, tablesReady, info } = state.now;
    // Heuristics weaker than Manhattan distance (the article's) only when the first solve used
    // one: a Hard start can take them billions of nodes.
    const rank = (id) => offer.offered.indexOf(id);
    const weakest = Math.max(rank('manhattan'), rank(first.heuristic));
    const options = readyHeuristics(offer, tablesReady)
      .filter((heuristic) => rank(heuristic) <= weakest)
      .map((heuristic) => ({ heuristic, algorithm: 'ida' }));
    const smallest = Math.min(...runs.filter((run) => run.algorithm === 'ida').map((r) => r.nodes));
    if (smallest <= A_STAR_NODES) options.push({ heuristic: first.heuristic, algorithm: 'astar' });
    const positions = info?.reachable ?? Infinity;
    if (positions <= BFS_POSITIONS || first.length <= BFS_MOVES)
      options.push({ heuristic: first.heuristic, algorithm: 'bfs' });
    compareView.showOptions(options.filter((o) => !tried(o.algorithm, o.heuristic)));
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

  started({ algorithm, heuristic }) {
    this.#parts.searchView.start({ algorithm });
    this.#parts.searchPath.clear();
    const tiles = this.#parts.game ? [...this.#parts.game.tiles] : [];
    this.#running = { heuristic, algorithm, tiles, last: null, offered: false };
    this.#parts.compareView.showLongSearch(null);
  }

  // The path is a sample: redrawn at most every PATH_MS (slow motion reports every step, and each
  // is drawn), in an animation frame.
  progress(p) {
    this.#parts.searchView.progress(p);
    this.#offerStronger(p);
    this.#pendingPath = p.path;
    if (this.#frame || (!this.#slow && performance.now() - this.#pathAt < PATH_MS)) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#pathAt = performance.now();
      this.#parts.searchPath.show(this.#pendingPath);
    });
  }

  // Once a search has run LONG_SEARCH_MS with a heuristic weaker than one ready: the offer.
  #offerStronger(p) {
    const running = this.#running;
    if (!running || this.#slow) return;
    running.last = p;
    if (running.offered || running.algorithm !== 'ida' || !(p.elapsedMs >= LONG_SEARCH_MS)) return;
    running.offered = true;
    const { offer, tablesReady } = this.#parts.state.now;
    const stronger = strongerHeuristic(offer, tablesReady, running.heuristic);
    if (stronger)
      this.#parts.compareView.showLongSearch({ heuristic: running.heuristic, stronger });
  }

  // result: the solve's result, or null when it ended without one.
  ended(result) {
    this.#running = null;
    this.#parts.compareView.showLongSearch(null);
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
    if (game.isGoal()) await solverFlow.shuffle(SHORT_WALK);
    if (game.isGoal()) return; // the shuffle failed and said so
    this.#parts.board.reveal();
    this.#slow = true;
    await solverFlow.solve(SLOW_MOTION);
    this.#slow = false;
  }

  // The table's start position back on the board, searched again with the menus' choice or the
  // offered search's.
  /** @param {{ heuristic: string, algorithm: string }} [option] */
  async solveAgain(option) {
    const { compare, searches, playFlow, solverFlow } = this.#parts;
    const start = compare.start;
    if (!start || searches.busy) return;
    playFlow.setPosition(start, { fresh: false });
    await solverFlow.solve(option ?? {});
  }

  // The long search stops and the same start is searched with `heuristic`; what the stopped search
  // did (its last progress) stays in the table.
  async switchTo(heuristic) {
    const running = this.#running;
    const { compare, searches, solverFlow } = this.#parts;
    if (!running || !searches.busy) return;
    if (running.last) compare.addStopped(running.tiles, { ...running.last, ...running });
    await solverFlow.solve({ replacing: true, heuristic });
  }
}
