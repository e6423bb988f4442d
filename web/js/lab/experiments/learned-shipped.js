// learned-shipped.js: the learned experiment on the 15-puzzle: no training in the page (it took
// minutes natively), the network trained with `slide learn train` and shipped as
// models/learned-15.slnn, fetched by the worker only now; then IDA* with Manhattan distance, linear
// conflict, the pattern databases (the optimum) and the learned estimate on the same ten
// positions, and the learned estimate read along each optimal solution, where every position's
// distance is known (the moves left), to count how often it overestimates.
//
// detail (learned.js documents the 8-puzzle's; here): { network: { hidden1, hidden2, parameters,
//   bytes (the weights file), ms (its download and check) }, training: null, quality: {
//   meanError, overestimated, exact, positions (counted: every position along the optimal
//   solutions but the goals) }, seeds (the walks' seeds; null for the board attribute's),
//   positions, rows } as learned.js's, with 'pdb' in place of 'exact'.

import { msg } from '../../i18n/i18n.js';
import { learnedWeightsUrl } from '../../worker/asset-urls.js';
import { estimates, weights } from '../learned-bridge.js';
import { gaveUp, tablesFor } from './common.js';
import { labSearch, labelsOf, solveEach, summary } from './learned-runs.js';

// Walks of 60 moves from the goal (optimal distances about 28 to 48): Manhattan distance solves
// them within about 15 million nodes natively, so every row of the table finishes in seconds.
const WALK = 60;
const SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);
const HEURISTICS = ['manhattan', 'linear-conflict', 'pdb', 'learned'];

/**
 * @param {{
 *   bridge: any,
 *   puzzle: string,
 *   board: number[] | null,
 *   signal: AbortSignal,
 *   progress: (message: any) => void
 * }} context
 */
export async function runShipped(context) {
  const { bridge, puzzle, signal, progress } = context;
  progress(msg('lab.learned.fetching'));
  const began = performance.now();
  const fetched = await weights(bridge, puzzle, learnedWeightsUrl(), { signal });
  const network = { ...fetched, ms: performance.now() - began };
  await tablesFor(bridge, puzzle, 'pdb', signal, progress);
  const labels = await labelsOf(bridge, puzzle);
  const solved = await solveEach(context, {
    seeds: SEEDS,
    startOf: async (seed) => (await bridge.scramble(puzzle, { moves: WALK, seed })).board,
    heuristics: HEURISTICS,
    solve: (heuristic, start) =>
      heuristic === 'pdb'
        ? optimal(bridge, puzzle, start, signal)
        : labSearch(bridge, puzzle, start, heuristic, signal),
  });
  const positions = [];
  const errors = [];
  for (const { runs, ...position } of solved.positions) {
    const { moves, ...pdb } = runs.pdb;
    positions.push({ ...position, optimum: pdb.length, runs: { ...runs, pdb } });
    if (!moves) continue;
    const along = await estimates(bridge, puzzle, position.board, moves, 'learned', { signal });
    // The goal (the last) is left out: every estimate says 0 there.
    along.estimates.slice(0, -1).forEach((h, i) => errors.push(h - (moves.length - i)));
  }
  const quality = {
    meanError: errors.reduce((sum, e) => sum + Math.abs(e), 0) / Math.max(1, errors.length),
    overestimated: errors.filter((e) => e > 0).length / Math.max(1, errors.length),
    exact: errors.filter((e) => e === 0).length / Math.max(1, errors.length),
    positions: errors.length,
  };
  const rows = HEURISTICS.map((heuristic) => summary(heuristic, labels[heuristic], positions));
  return { network, training: null, quality, seeds: solved.seeds, positions, rows };
}

// The optimum: IDA* with the pattern databases in the page's module (the lab's holds no tables);
// its moves are kept for the estimates along them.
async function optimal(bridge, puzzle, board, signal) {
  try {
    const result = await bridge.solve(
      puzzle,
      board,
      { algorithm: 'ida', heuristic: 'pdb' },
      {
        signal,
      },
    );
    return {
      status: 'solved',
      length: result.length,
      nodes: result.nodes,
      ms: result.elapsedMs,
      moves: result.moves,
    };
  } catch (error) {
    if (!gaveUp(error)) throw error;
    const stats = error.params ?? {};
    return { status: 'gave-up', length: null, nodes: stats.nodes ?? 0, ms: stats.elapsedMs ?? 0 };
  }
}
