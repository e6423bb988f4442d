// protocol-replies.js: what the solver worker answers (progress, results, failures, and its own
// messages), as JSDoc types checked by tsc; protocol.js has the requests and re-exports these.

/** @typedef {import('./protocol.js').Algorithm} Algorithm */
/** @typedef {import('./protocol.js').DifficultyBand} DifficultyBand */

// ---- Replies (worker -> page) ------------------------------------------------------------------

/**
 * The 'check' and 'scramble' result.
 * @typedef {object} BoardResult
 * @property {number[]} board
 */
/**
 * The 'scramble' result with a difficulty: the board, its optimal distance (exact, or a proven
 * lower bound when the exact one would take too long), the band, and what the proof cost.
 * @typedef {object} ScrambleResult
 * @property {number[]} board
 * @property {number} distance
 * @property {boolean} exact
 * @property {DifficultyBand} band
 * @property {string} difficulty
 * @property {number} candidates
 * @property {number} nodes
 * @property {number} elapsedMs
 * @property {string} heuristic
 */
/**
 * The 'solvability' result: the core's verdict and the facts behind it.
 * @typedef {object} SolvabilityResult
 * @property {boolean} solvable
 * @property {string} reason
 * @property {number} [inversions]
 * @property {number} [width]
 * @property {number} [blankRowFromBottom]
 * @property {number} [goalBlankRowFromBottom]
 * @property {number} [deadEndCell]
 * @property {number} [deadEndTileFound]
 * @property {number} [deadEndTileNeeded]
 */
/**
 * @typedef {Record<string, number>} EvaluateResult heuristic id -> estimate, for every available
 *   heuristic
 */

/**
 * Search progress, and the part of a search result that repeats it.
 * @typedef {object} SearchProgress
 * @property {number} threshold
 * @property {number} iteration
 * @property {number} nodes
 * @property {number} iterationNodes
 * @property {{ threshold: number, nodes: number }[]} [iterations] IDA*: the finished iterations, in
 *   order
 * @property {number[]} [path] the blank's cells along the path being explored, the start's first
 *   (IDA*; empty for BFS, A*)
 * @property {number} nodesPerSecond
 * @property {number} elapsedMs
 * @property {number} stored
 * @property {number} [expanded] BFS and A*: states whose neighbours were generated
 * @property {number} [bytes] BFS and A*: peak bytes of the states and lists the search held
 * @property {number[][]} [histogram] results only, when asked: expansions by [distance from the
 *   start][distance to the goal]
 * @property {string} [heuristic]
 * @property {string} [fallbackFrom]
 * @property {true} [anytime] a solve on a board of more than 16 cells (worker-anytime.js): the
 *   anytime search, whose progress also has bestLength (null before the first solution), bound
 *   (a proven lower bound on the shortest length) and timeLimit (its seconds)
 * @property {number|null} [bestLength]
 * @property {number} [bound]
 * @property {number} [timeLimit]
 * @property {number} [tablesCopyMs] an anytime search with `pdb`: the ms spent copying the page
 *   module's tables into the lab's module, when this request did (the first such search)
 */
/**
 * The 'solve' result. moves: the cells whose tiles slide into the blank, in order; the two
 * direction strings have one letter (U, D, L, R) per move: the blank's travel and the tile's.
 * An anytime solve (`anytime: true`) answers the best solution it found: `optimal` is true only
 * once it is proven shortest, `bound` is the proven lower bound, `improvements` each solution as
 * it came ({length, bound, ms, nodes}); every other solve is optimal.
 * @typedef {SearchProgress & {
 *   heuristic: string, algorithm: Algorithm, fallbackFrom?: string,
 * moves: number[], tiles: number[], blankDirections: string, tileDirections: string,
 * length: number, optimal?: boolean,
 * improvements?: { length: number, bound: number, ms: number, nodes: number }[]
 * }} SolveResult
 */
/**
 * The 'hint' result: the first move of a shortest solution.
 * @typedef {SearchProgress & {
 *   heuristic: string, algorithm: Algorithm, fallbackFrom?: string,
 * cell: number|null, tile: number|null, tileDirection: string|null, blankDirection: string|null,
 * distance: number }} HintResult
 */
/**
 * The 'layers' progress and result. layers[k]: positions exactly k moves from the board, for every
 * finished layer; goalDepth: the goal's layer (-1: not met); reachable: n!/2 for a rectangular
 * grid (the core's rule), else null; complete (result only): every reachable position counted
 * (false: stopped at the state cap).
 * @typedef {object} LayersResult
 * @property {number[]} layers
 * @property {number} counted
 * @property {number} goalDepth
 * @property {number} peakStates
 * @property {number} bytes
 * @property {number} elapsedMs
 * @property {number|null} reachable
 * @property {boolean} [complete]
 */
/**
 * The 'human' result: the position solved, per move the cell whose tile slides into the gap, and
 * the stages (a row or a column finished, then the last 2x2), each from its first move's index.
 * @typedef {object} HumanResult
 * @property {number} width
 * @property {number} height
 * @property {number[]} board
 * @property {number[]} moves
 * @property {{ kind: 'row' | 'column' | 'last-square', index: number, firstMove: number }[]} stages
 * @property {number} elapsedMs
 */
/**
 * The 'tradeoff' progress and result. A give-up (the beam died out, a cap) is a result: status
 * 'gave-up' and the core's English `message`; once solved, `moves` (the cells whose tiles slide
 * into the blank, in order) and `length`.
 * @typedef {object} TradeoffResult
 * @property {'running' | 'solved' | 'gave-up'} status
 * @property {number} nodes
 * @property {number} expanded
 * @property {number} stored states held
 * @property {number} bytes at the peak
 * @property {number} elapsedMs
 * @property {number[]} [moves]
 * @property {number} [length]
 * @property {string} [message]
 */
/**
 * The 'pathfinding' progress and result: `expanded`, every cell expanded so far in order (for a
 * view that paints them); once solved `route` (cells from start to goal, both included) and
 * `length` (moves); 'gave-up' with `message` when the walls shut the goal off.
 * @typedef {object} PathfindingResult
 * @property {'running' | 'solved' | 'gave-up'} status
 * @property {number[]} expanded
 * @property {number} nodes
 * @property {number} stored cells held
 * @property {number} elapsedMs
 * @property {number[]} [route]
 * @property {number} [length]
 * @property {string} [message]
 */
/**
 * The 'learn' progress and result: the loss curve so far (`losses`: the mean squared error of
 * each stretch of training, in moves squared, `epochs` where it ends), `progress` 0..1, the
 * training's own time; once done, `quality` of the rounded estimate against every position's exact
 * distance (`meanError` in moves, `overestimated` and `exact` shares).
 * @typedef {object} LearnResult
 * @property {'running' | 'done'} status
 * @property {number | null} progress
 * @property {{ epochs: number, loss: number }[]} losses
 * @property {number} epochs passes asked for
 * @property {number} positions trained on (every position of the puzzle)
 * @property {number} parameters the network's weights and biases
 * @property {number} elapsedMs
 * @property {{ meanError: number, overestimated: number, exact: number }} [quality]
 */
/**
 * The 'labSearch' progress and result: 'gave-up' (the node limit) is a result with `message`.
 * @typedef {object} LabSearchResult
 * @property {'running' | 'solved' | 'gave-up'} status
 * @property {number} nodes
 * @property {number} elapsedMs
 * @property {number[]} [moves]
 * @property {number} [length]
 * @property {string} [message]
 */
/**
 * @typedef {object} TablesProgress
 * @property {'loading' | 'building' | 'saving'} phase
 * @property {number} progress  0..1
 * @property {number} [memoryBytes]
 */
/**
 * The 'tables' result.
 * @typedef {object} TablesResult
 * @property {'memory' | 'cache' | 'built'} source
 * @property {number} ms
 * @property {string} [description]
 * @property {boolean} stored
 * @property {number} [heapBytes]  the worker's WebAssembly memory, its peak so far
 * @property {number} [bytes]
 * @property {string} [discarded]  why a copy found in this browser was not used
 */

/**
 * @typedef {{ type: 'ready' }} ReadyMessage
 * Failures carry `code` (the core's error code, or the worker's own: gave-up, unsolvable,
 * not-buildable, unknown-request, duplicate-id, crashed, load-failed, wasm-cors, wasm-unreachable,
 * wasm-missing, wasm-incomplete, wasm-damaged, wasm-blocked, glue-missing) and sometimes
 * `params`; the page words them, `message` is English for the console.
 * @typedef {{ type: 'fatal', message: string, code?: string, params?: object }} FatalMessage
 * @typedef {{ id: number, type: 'progress' } & (SearchProgress | TablesProgress)} ProgressMessage
 * @typedef {{ id: number, type: 'done', result: object }} DoneMessage
 * @typedef {'invalid' | 'unsolvable' | 'cancelled' | 'gave-up' | 'error'} ErrorKind
 * @typedef {{
 *   id: number,
 *   type: 'error',
 *   kind: ErrorKind,
 *   message: string,
 *   code?: string,
 *   params?: object
 * }} ErrorMessage
 * `split: false`: tables that serve no split solve (a board of more than 16 cells: the anytime
 * search runs in one worker), so the page starts no helpers for them.
 * @typedef {{ type: 'installed', puzzle: string, goal?: number[], split?: false }} InstalledMessage
 * @typedef {{ type: 'crashed', message: string, code?: string }} CrashedMessage
 * @typedef {ReadyMessage | FatalMessage | InstalledMessage | CrashedMessage | ProgressMessage
 *   | DoneMessage | ErrorMessage} WorkerMessage
 */

export {};
