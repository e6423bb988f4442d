// learned.js: the lab's "learned" experiment (the article's last lesson: keep the search, learn the
// estimate): a small neural network trained in the worker on the exact distances of every
// 8-puzzle position, its loss drawn as it falls, then IDA* on the same positions with Manhattan
// distance, linear conflict, the exact table and the learned estimate side by side.
//
// detail: { experiment: 'learned', puzzle ('8'), network: { hidden1, hidden2, epochs, seed,
//   parameters (weights and biases), positions (trained on: every position, 181,440) },
//   training: { losses: [{ epochs (where the stretch ends; 1 = one pass over every position),
//   loss (its mean squared error, moves squared) }], ms (the training job's own time in the
//   worker), wallMs (from the request to its answer, as the reader waits) }, quality: {
//   meanError (moves), overestimated (share of every position where the rounded estimate is above
//   the exact distance), exact (share where it equals it) } (null while training), seeds (the
//   positions' seeds; null: the board attribute's one position), positions: [{ seed, board,
//   optimum (the exact table's length), runs: { <heuristic>: { status: 'solved' | 'gave-up',
//   length (null if it gave up), nodes, ms } } }], rows: [{ heuristic ('manhattan' |
//   'linear-conflict' | 'exact' | 'learned'), label (the core's English; the learned row's is the
//   lab's), admissible, solved, optimal (solutions as short as the optimum), excess (mean moves
//   beyond it over the solved), nodes (all positions), ms (all positions) }] }. Before the searches
//   (context.partial, while training) only network and training are set. Every search is IDA* in
//   the lab's module, whose session holds the network just trained (the page's module has none).
//   On the 15-puzzle: learned-shipped.js (the shipped weights, no training).

import { count, msg, verbatim } from '../../i18n/i18n.js';
import { learn } from '../learned-bridge.js';
import { present } from './learned-present.js';
import { runShipped } from './learned-shipped.js';
import { labSearch, labelsOf, solveEach, summary } from './learned-runs.js';

// A network small enough to train in seconds in WebAssembly: 10 passes of a 64-32 network over
// the 181,440 positions gave IDA* 0.36x Manhattan's nodes and 98% optimal solutions natively
// (README, "Learned heuristic"); fewer passes left it worse than Manhattan on nodes.
const NETWORK = { hidden1: 64, hidden2: 32, epochs: 10, seed: 1 };
// The same twenty uniformly random positions every run, so runs can be compared.
const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const HEURISTICS = ['manhattan', 'linear-conflict', 'exact', 'learned'];

export default {
  id: 'learned',
  title: 'lab.learned.title',
  question: (puzzle) => (puzzle === '15' ? 'lab.learned.question15' : 'lab.learned.question'),
  // The 15-puzzle: the shipped weights instead of training (learned-shipped.js).
  puzzles: ['8', '15'],
  defaultPuzzle: '8',

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   partial?: (detail: any) => void
   * }} context
   */
  async run(context) {
    const { bridge, puzzle, signal, progress, partial } = context;
    if (puzzle === '15') return runShipped(context);
    const network = { ...NETWORK, parameters: null, positions: null };
    const began = performance.now();
    progress(msg('lab.learned.preparing'));
    let drawn = 0;
    const trained = await learn(bridge, puzzle, NETWORK, {
      signal,
      onProgress: (step) => {
        const last = step.losses.at(-1);
        progress(
          last
            ? msg('lab.learned.training', {
                epoch: count(Math.min(NETWORK.epochs, Math.floor(last.epochs) + 1)),
                epochs: count(NETWORK.epochs),
                loss: verbatimLoss(last.loss),
              })
            : msg('lab.learned.preparing'),
        );
        // Redrawn only when the curve has a new point (about eight a pass).
        if (step.losses.length === drawn) return;
        drawn = step.losses.length;
        partial?.({ network: filled(network, step), training: trainingOf(step, null) });
      },
    });
    const training = trainingOf(trained, performance.now() - began);
    const shared = { network: filled(network, trained), training, quality: trained.quality };
    const labels = await labelsOf(bridge, puzzle);
    const solved = await solveEach(context, {
      seeds: SEEDS,
      startOf: async (seed) => (await bridge.scramble(puzzle, { random: true, seed })).board,
      heuristics: HEURISTICS,
      solve: (heuristic, start) => labSearch(bridge, puzzle, start, heuristic, signal),
    });
    const positions = solved.positions.map((p) => ({ ...p, optimum: p.runs.exact.length }));
    const rows = HEURISTICS.map((heuristic) => summary(heuristic, labels[heuristic], positions));
    return { ...shared, seeds: solved.seeds, positions, rows };
  },

  present,
};

// The loss as the progress line shows it: three decimals, the same in every language.
const verbatimLoss = (loss) => verbatim(loss.toFixed(3));

/** @param {any} network @param {any} step */
const filled = (network, step) => ({
  ...network,
  parameters: step.parameters,
  positions: step.positions,
});

/** @param {any} step @param {number | null} wallMs */
const trainingOf = (step, wallMs) => ({ losses: step.losses, ms: step.elapsedMs, wallMs });
