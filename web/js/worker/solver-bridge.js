// solver-bridge.js: one element's side of the page's shared solver (solver-service.js): typed
// requests as promises, with progress callbacks and AbortSignal support.

import { solverService } from './solver-service.js';
import { SolverError } from './solver-error.js';

/** @typedef {import('./protocol.js').PuzzleInfo} PuzzleInfo */
/** @typedef {import('./protocol.js').BoardInput} BoardInput */
/** @typedef {import('./protocol.js').BoardResult} BoardResult */
/** @typedef {import('./protocol.js').ScrambleResult} ScrambleResult */
/** @typedef {import('./protocol.js').SolvabilityResult} SolvabilityResult */
/** @typedef {import('./protocol.js').EvaluateResult} EvaluateResult */
/** @typedef {import('./protocol.js').SolveResult} SolveResult */
/** @typedef {import('./protocol.js').HintResult} HintResult */
/** @typedef {import('./protocol.js').TablesResult} TablesResult */
/** @typedef {import('./protocol.js').LayersResult} LayersResult */
/** @typedef {import('./protocol.js').HumanResult} HumanResult */
/** @typedef {import('./protocol.js').TradeoffResult} TradeoffResult */
/** @typedef {import('./protocol.js').PathfindingResult} PathfindingResult */
/** @typedef {import('./protocol.js').RequestType} RequestType */
/**
 * How one request is followed: abort it with `signal`; `onProgress` gets each progress message.
 * @typedef {{ signal?: AbortSignal, onProgress?: (progress: any) => void }} RequestOptions
 */
/**
 * Search options: heuristic (a registry id from PuzzleInfo), algorithm, limits.
 * @typedef {{
 *   heuristic?: string,
 *   algorithm?: import('./protocol.js').Algorithm,
 *   nodeLimit?: number,
 *   stateCap?: number,
 *   goal?: number[],
 *   histogram?: boolean,
 *   pace?: { nodes: number, ms: number }
 * }} SearchOptions
 */

export { SolverError };

let clients = 0;

// One element's handle on the page's shared solver: its requests are tagged with its own owner, so
// they never cancel another element's; terminate() cancels only its own and lets go of the worker.
export class SolverBridge {
  owner = `element-${++clients}`;
  #attached = false;
  /** @type {Promise<void>} resolves once the shared worker's module has loaded */
  ready;
  /**
   * @type {((puzzle: string) => void) | undefined} called when some element's tables for `puzzle`
   *   became usable
   */
  onInstalled;
  /**
   * @type {(() => void) | undefined} called when the worker was lost: whatever it held (tables) is
   *   gone
   */
  onLost;

  constructor() {
    this.#attach();
    this.ready = solverService.ready();
  }

  #attach() {
    if (this.#attached) return;
    this.#attached = true;
    solverService.attach(this);
  }

  /**
   * Sends one request; resolves with its result.
   * @param {RequestType} type @param {object} [params] @param {RequestOptions} [options]
   * @returns {Promise<any>}
   */
  request(type, params = {}, options = {}) {
    if (!this.#attached)
      return Promise.reject(new SolverError('cancelled', 'the solver was stopped'));
    // A refusal is worded on the page from its code; the request's own values (the puzzle's name,
    // the board) are the parameters the words may need.
    return solverService.request(this, type, params, options).catch((error) => {
      if (error instanceof SolverError)
        error.params = { ...requestParams(params), ...error.params };
      throw error;
    });
  }

  /** @param {string} puzzle @param {number[]} [goal] @returns {Promise<PuzzleInfo>} */
  puzzle(puzzle, goal) {
    return this.request('puzzle', { puzzle, goal });
  }
  /**
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {number[]} [goal]
   * @returns {Promise<BoardResult>}
   */
  check(puzzle, board, goal) {
    return this.request('check', { puzzle, board, goal });
  }
  /**
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {number[]} [goal]
   * @returns {Promise<SolvabilityResult>}
   */
  solvability(puzzle, board, goal) {
    return this.request('solvability', { puzzle, board, goal });
  }
  /**
   * @param {string} puzzle
   * @param {{ moves?: number, random?: boolean, seed?: number }} [how]
   * @param {number[]} [goal]
   * @returns {Promise<BoardResult>}
   */
  scramble(puzzle, { moves, random, seed } = {}, goal) {
    return this.request('scramble', { puzzle, goal, moves, random, seed });
  }
  /**
   * A position whose optimal distance the core proved to lie in the difficulty's band (a job:
   * cancellable).
   * @param {string} puzzle
   * @param {{ difficulty: 'easy'|'normal'|'hard'|'expert', seed?: number }} how
   * @param {number[]} [goal] @param {RequestOptions} [opts] @returns {Promise<ScrambleResult>}
   */
  shuffle(puzzle, { difficulty, seed }, goal, opts = {}) {
    return this.request('scramble', { puzzle, goal, difficulty, seed }, opts);
  }
  /**
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {number[]} [goal]
   * @returns {Promise<EvaluateResult>}
   */
  evaluate(puzzle, board, goal) {
    return this.request('evaluate', { puzzle, board, goal });
  }
  /**
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {SearchOptions} [options]
   * @param {RequestOptions} [opts]
   * @returns {Promise<SolveResult>}
   */
  solve(puzzle, board, options = {}, opts = {}) {
    return this.request('solve', { puzzle, board, ...options }, opts);
  }
  /**
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {SearchOptions} [options]
   * @param {RequestOptions} [opts]
   * @returns {Promise<HintResult>}
   */
  hint(puzzle, board, options = {}, opts = {}) {
    return this.request('hint', { puzzle, board, ...options }, opts);
  }
  /**
   * Makes the puzzle's tables usable: from this browser's cache, or built in the worker.
   * onProgress({ phase: 'loading'|'building'|'saving', progress: 0..1 }); abort with opts.signal.
   * @param {string} puzzle
   * @param {RequestOptions} [opts]
   * @param {number[]} [goal]
   * @returns {Promise<TablesResult>}
   */
  tables(puzzle, opts = {}, goal) {
    return this.request('tables', { puzzle, goal }, opts);
  }
  /**
   * The lab's layer count: positions exactly k moves from `board`, k = 0, 1, … (progress: the
   * layers so far).
   * @param {string} puzzle
   * @param {BoardInput} board
   * @param {{ stateCap?: number, goal?: number[] }} [options]
   * @param {RequestOptions} [opts]
   * @returns {Promise<LayersResult>}
   */
  layers(puzzle, board, options = {}, opts = {}) {
    return this.request('layers', { puzzle, board, ...options }, opts);
  }
  /**
   * The lab's human solver: a width x height grid solved row by row; without a board, the seed's
   * random solvable position.
   * @param {{ width: number, height: number, board?: number[] | string, seed?: number }} grid
   * @param {RequestOptions} [opts]
   * @returns {Promise<HumanResult>}
   */
  human({ width, height, board, seed }, opts = {}) {
    return this.request('human', { width, height, board, seed }, opts);
  }
  /**
   * The lab's tradeoff searches: A*, weighted A*, greedy best-first or beam search (progress: nodes
   * so far).
   * @param {string} puzzle @param {BoardInput} board
   * @param {{
   *   algorithm: 'astar'|'weighted'|'greedy'|'beam',
   *   heuristic?: string,
   *   weight?: number,
   *   width?: number,
   *   stateCap?: number,
   *   goal?: number[]
   * }} options
   * @param {RequestOptions} [opts] @returns {Promise<TradeoffResult>}
   */
  tradeoff(puzzle, board, options, opts = {}) {
    return this.request('tradeoff', { puzzle, board, ...options }, opts);
  }
  /**
   * The lab's route finding on a grid map (progress: the cells expanded so far, in order).
   * @param {{ width: number, height: number, walls?: number[], start: number, goal: number }} map
   * @param {{ heuristic?: 'none'|'manhattan'|'straight-line' }} [options]
   * @param {RequestOptions} [opts]
   * @returns {Promise<PathfindingResult>}
   */
  pathfinding(map, options = {}, opts = {}) {
    return this.request('pathfinding', { map, ...options }, opts);
  }

  // Takes the solver up again after terminate(), or after it failed to load (a Retry): a working
  // shared worker is kept as it is, a failed one is replaced.
  restart() {
    this.#attach();
    this.ready = solverService.revive();
    return this.ready;
  }

  // This element is done with the solver: its requests under way end as cancelled (in the worker
  // too); the worker ends a few seconds after the last element has let go.
  terminate() {
    if (!this.#attached) return;
    this.#attached = false;
    solverService.detach(this);
  }
}

// The values of a request that an error's words may name, as text.
/** @param {any} params */
function requestParams(params) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of ['puzzle', 'heuristic', 'algorithm'])
    if (typeof params[name] === 'string') out[name] = params[name];
  if (params.board !== undefined)
    out.board = Array.isArray(params.board) ? params.board.join(' ') : String(params.board);
  return out;
}
