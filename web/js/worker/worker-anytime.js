// worker-anytime.js: which searches go to the anytime search (boards bigger than the 15-puzzle,
// where an optimal IDA* runs for hours to days), run by anytime-requests.js, which the worker
// loads with the first such request (lazy-modules.js: a page of 15-puzzles never downloads it).
import { call } from './worker-jobs.js';
import { learnedWeightsAsset } from './learned-weights.js';

// The 15-puzzle and every smaller board keep the plain optimal search: its answers there take
// seconds at most (README, "Difficulties"), and they stay byte-for-byte what they were. Except a
// board two cells wide or high of more than 12 cells (2x7, 7x2): random positions there took over
// a minute natively with linear conflict (README, "Rectangular boards").
const PLAIN_SOLVE_MAX_CELLS = 16;
const PLAIN_NARROW_MAX_CELLS = 12;

/**
 * A solve or hint with the learned estimate (in the lab's module, paced or not); a solve with
 * IDA* (the default algorithm), not in slow motion, or a hint, on a board of more than 16 cells
 * or a narrow one of more than 12 (a hint there would otherwise need the optimal search that never
 * ends).
 * The board's length is the topology's cell count; a bad board is refused here as startSearch
 * would refuse it (the same check of the core).
 * @param {import('./protocol.js').SearchRequest | import('./protocol.js').ScrambleRequest} request
 * @returns {boolean}
 */
export function wantsAnytime(request) {
  if (request.type !== 'scramble' && request.heuristic === LEARNED) return true;
  const search = request.type === 'hint' || (request.type === 'solve' && !request.pace);
  if (!search || (request.algorithm ?? 'ida') !== 'ida') return false;
  const cells = call('checkBoard', request.puzzle, request.goal, request.board).board.length;
  if (cells <= PLAIN_NARROW_MAX_CELLS) return false;
  if (cells > PLAIN_SOLVE_MAX_CELLS) return true;
  const info = call('puzzleInfo', request.puzzle, request.goal);
  return Math.min(info.rows.length, info.columns.length) === 2;
}

// The learned estimate (issue 28; not admissible): its network is in the lab's module only, with
// shipped weights for the 8- and 15-puzzles (learned-weights.js), so the worker adds its
// row to those puzzles' with their standard goal (the page module's rows leave it out) and sends
// its searches to anytime-requests.js. Never the default.
const LEARNED = 'learned';
/** @param {import('./protocol.js').PuzzleInfo} info */
export function withLearned(info) {
  if (learnedWeightsAsset(info))
    info.heuristics.push({
      id: LEARNED,
      label: 'Learned estimate (neural network)',
      explanation:
        'Manhattan distance plus a small neural network’s estimate of the moves it misses. Not ' +
        'admissible: it can overestimate, so its solution may be longer than the shortest.',
      needsTables: false,
      available: true,
    });
  return info;
}
