// learned-bridge.js: the learned experiment's requests to the page's solver worker
// (lab-requests.js: learn, labSearch, weights, estimates), typed, as functions of the lab's
// SolverBridge. They live in the lab's bundle, not as SolverBridge methods, so the element's first
// download carries none of them (README: the 150 KB budget).

/**
 * @typedef {import('../worker/solver-bridge.js').SolverBridge} SolverBridge
 * @typedef {import('../worker/protocol.js').BoardInput} BoardInput
 * @typedef {import('../worker/protocol.js').LearnResult} LearnResult
 * @typedef {import('../worker/protocol.js').LabSearchResult} LabSearchResult
 * @typedef {{ signal?: AbortSignal, onProgress?: (progress: any) => void }} RequestOptions
 */

/**
 * The learned heuristic's training on a small puzzle's exact distances (progress: the loss curve
 * so far); once done, labSearch can use 'learned'.
 * @param {SolverBridge} bridge @param {string} puzzle
 * @param {{ hidden1?: number, hidden2?: number, epochs?: number, seed?: number }} options
 * @param {RequestOptions} [opts] @returns {Promise<LearnResult>}
 */
export const learn = (bridge, puzzle, options, opts = {}) =>
  bridge.request('learn', { puzzle, ...options }, opts);

/**
 * A search in the lab's module, whose heuristics include the learned one (progress: nodes).
 * @param {SolverBridge} bridge @param {string} puzzle @param {BoardInput} board
 * @param {{ algorithm?: 'ida' | 'astar' | 'bfs', heuristic?: string, nodeLimit?: number }} options
 * @param {RequestOptions} [opts] @returns {Promise<LabSearchResult>}
 */
export const labSearchRequest = (bridge, puzzle, board, options, opts = {}) =>
  bridge.request('labSearch', { puzzle, board, ...options }, opts);

/**
 * Trained weights fetched by the worker from `url` and installed as the lab module's learned
 * heuristic for the puzzle.
 * @param {SolverBridge} bridge @param {string} puzzle @param {string} url
 * @param {RequestOptions} [opts]
 * @returns {Promise<{ parameters: number, hidden1: number, hidden2: number, bytes: number }>}
 */
export const weights = (bridge, puzzle, url, opts = {}) =>
  bridge.request('weights', { puzzle, url }, opts);

/**
 * h of every position along `moves` from `board`, in the lab's module.
 * @param {SolverBridge} bridge @param {string} puzzle @param {BoardInput} board
 * @param {number[]} moves @param {string} heuristic @param {RequestOptions} [opts]
 * @returns {Promise<{ estimates: number[] }>}
 */
export const estimates = (bridge, puzzle, board, moves, heuristic, opts = {}) =>
  bridge.request('estimates', { puzzle, board, moves, heuristic }, opts);
