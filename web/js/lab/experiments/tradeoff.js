// tradeoff.js: the lab's "tradeoff" experiment (optimal against fast, the article's beam-search
// aside): on several fresh Normal shuffles (or the board attribute's one position), the optimum
// (IDA*), A*, weighted A* at the slider's weight, greedy best-first and beam search at the
// slider's width, and a sweep of weights 1, 1.5, 2, 3, 5; shown as medians over the positions
// (tradeoff-stats.js), each position's own figures under them (tradeoff-present.js).
//
// detail: { experiment: 'tradeoff', puzzle, heuristic (the registry id A*, weighted A*, greedy
//   and beam search used: the strongest that needs no tables, linear conflict on grids),
//   heuristicLabel (its name, the core's English), optimumHeuristic (the IDA* row's: the puzzle's
//   strongest available, pattern databases once installed), weight (the slider's), width (the
//   slider's), difficulty ('normal': the positions are fresh shuffles; null: the board
//   attribute's one position), positions: [{ seed (the shuffle's; null for the board attribute's),
//   board: number[], optimum (the IDA* row's length; null if it gave up), rows: [{ algorithm:
//   'ida' | 'astar' | 'weighted' | 'greedy' | 'beam', weight (weighted A*'s; 1 for A*; else
//   null), width (beam's; else null), status: 'solved' | 'gave-up', length (null if it gave up),
//   moves: number[] (the cells whose tiles slide into the blank, in order; [] if it gave up),
//   nodes (generated), expanded, stored (states held at the end), bytes (at the peak; these three
//   null for IDA*), ms, message (why it gave up, the core's English; else '') }], sweep: [{ weight,
//   status, length, nodes, stored, ms }] for weights 1, 1.5, 2, 3, 5 (weight 1 is the A* row) }],
//   rows: [{ algorithm, weight, width, positions, solved, excess, ratio, worstRatio, nodes,
//   stored, ms }] and sweep: [{ weight, and the same figures }]: the medians over the positions
//   (tradeoff-stats.js's summarize) }. Each search is one search in the core (the IDA* row the
//   solver's usual search); A*, weighted A* and greedy run under the worker's state cap and, past
//   it, end gave-up with "gave up after N states (X MB)". Rows fill in position by position
//   (context.partial).

import { count, msg, verbatim } from '../../i18n/i18n.js';
import { randomSeed } from '../../element/random-seed.js';
import { gaveUp } from './common.js';
import { medians } from './tradeoff-stats.js';
import { present, rowName } from './tradeoff-present.js';

const SWEEP = [1, 1.5, 2, 3, 5];
// Five positions: the medians hold still enough to speak for a Normal shuffle, and the run stays
// short (a position's eleven searches take about 0.1 s in Chromium; loading the lab's module and
// the first shuffle take most of the time).
const POSITIONS = 5;
const DIFFICULTY = 'normal';

/** @type {import('../lab-settings.js').Setting[]} */
const SETTINGS = [
  {
    name: 'weight',
    label: 'lab.tradeoff.weight',
    min: 1,
    max: 5,
    step: 0.5,
    position: 2,
    show: (w) => msg('lab.tradeoff.weightValue', { weight: verbatim(w) }),
  },
  // Widths 10 … 10,000 on a log scale, four steps per factor of ten.
  {
    name: 'width',
    label: 'lab.tradeoff.width',
    min: 1,
    max: 4,
    step: 0.25,
    position: 2,
    value: (p) => Math.round(10 ** p),
    show: (width) => count(width),
  },
];

const key = (run) => `${run.algorithm}:${run.weight ?? ''}:${run.width ?? ''}`;

/**
 * Whether a slider's re-run can keep the last run's positions: the same board attribute's
 * position, or (without one) the same fresh shuffles.
 * @param {any} previous @param {number[] | null} board
 */
const samePositions = (previous, board) =>
  board
    ? previous.difficulty === null && previous.positions[0].board.join(' ') === board.join(' ')
    : previous.difficulty === DIFFICULTY;

export default {
  id: 'tradeoff',
  title: 'lab.tradeoff.title',
  question: 'lab.tradeoff.question',
  puzzles: ['15', '8', '3x3+1'],
  defaultPuzzle: '15',
  settings: SETTINGS,

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   partial?: (detail: any) => void,
   *   settings: Record<string, number>,
   *   previous: any
   * }} context
   */
  async run({ bridge, puzzle, board, signal, progress, partial, settings, previous }) {
    const weight = settings?.weight ?? 2;
    const width = settings?.width ?? 100;
    // A slider moved: the same positions, and every search already made is kept.
    const reuse = previous && samePositions(previous, board) ? previous : null;
    const info = reuse ? null : await bridge.puzzle(puzzle);
    // The searches compared: the strongest estimate computed from the board alone (linear conflict
    // on grids): the lab's module holds no tables, and the exact table would leave nothing to
    // trade.
    const usable = info?.heuristics.find((row) => !row.needsTables && row.id !== 'exact');
    const heuristic = reuse?.heuristic ?? usable?.id ?? 'manhattan';
    const shared = {
      heuristic,
      heuristicLabel: reuse?.heuristicLabel ?? usable?.label ?? heuristic,
      // The optimum: the solver's usual search with its strongest available estimate.
      optimumHeuristic: reuse?.optimumHeuristic ?? info.defaultHeuristic,
      weight,
      width,
      difficulty: board ? null : DIFFICULTY,
    };
    const total = reuse?.positions.length ?? (board ? 1 : POSITIONS);
    const positions = [];
    for (let index = 0; index < total; index += 1) {
      const tell = (message) =>
        progress(
          total === 1
            ? message
            : msg('lab.tradeoff.progress', {
                position: count(index + 1),
                positions: count(total),
                step: message,
              }),
        );
      const before = reuse?.positions[index];
      let start = before?.board ?? board;
      let seed = before?.seed ?? null;
      if (!start) {
        seed = randomSeed();
        tell(msg('lab.progress.shuffle', { difficulty: msg('shuffle.normal') }));
        const how = { difficulty: DIFFICULTY, seed };
        start = (await bridge.shuffle(puzzle, how, undefined, { signal })).board;
      }
      const context = { bridge, puzzle, board: start, signal, tell, ...shared };
      positions.push({ seed, board: start, ...(await searchAll(context, before)) });
      if (index + 1 < total) partial?.({ ...shared, positions, ...medians(positions) });
    }
    return { ...shared, positions, ...medians(positions) };
  },

  present,
};

/**
 * Every search on one position (those a previous run already made are kept): the rows, the
 * sweep, and (not documented) the sweep's own runs, for a re-run after a slider moved.
 * @param {any} context
 * @param {any} before the same position in the previous run, if any
 */
async function searchAll(context, before) {
  const { bridge, puzzle, board, signal, tell, heuristic, optimumHeuristic, weight, width } =
    context;
  const done = new Map(
    [...(before?.rows ?? []), ...(before?.sweepRuns ?? [])].map((run) => [key(run), run]),
  );
  const plan = [
    { algorithm: 'ida', weight: null, width: null },
    { algorithm: 'astar', weight: 1, width: null },
    { algorithm: 'weighted', weight, width: null },
    { algorithm: 'greedy', weight: null, width: null },
    { algorithm: 'beam', weight: null, width },
    ...SWEEP.filter((w) => w !== 1 && w !== weight).map((w) => ({
      algorithm: 'weighted',
      weight: w,
      width: null,
    })),
  ];
  const runs = [];
  for (const [index, step] of plan.entries()) {
    const known = done.get(key(step));
    if (known) {
      runs.push({ ...known, ...step });
      continue;
    }
    const name = rowName(step);
    const progress = (nodes) =>
      tell(
        msg('lab.progress.search', {
          name,
          index: index + 1,
          total: plan.length,
          nodes: count(nodes),
        }),
      );
    progress(0);
    const opts = { signal, onProgress: (p) => progress(p.nodes ?? 0) };
    const run = {
      ...step,
      ...(await (step.algorithm === 'ida'
        ? optimum(bridge, puzzle, board, optimumHeuristic, opts)
        : search(bridge, puzzle, board, heuristic, step, opts))),
    };
    runs.push(run);
    done.set(key(step), run);
    // Weighted A* at weight 1 is A* (the core orders by g + 1·h, the same integers).
    if (step.algorithm === 'astar') done.set('weighted:1:', run);
  }
  const rows = runs.slice(0, 5);
  const at = (w) =>
    runs.find(
      (run) => (run.algorithm === 'weighted' || run.algorithm === 'astar') && run.weight === w,
    );
  return {
    optimum: rows[0].status === 'solved' ? rows[0].length : null,
    rows,
    sweep: SWEEP.map((w) => at(w)).map((run) => ({
      weight: run.weight,
      status: run.status,
      length: run.length,
      nodes: run.nodes,
      stored: run.stored,
      ms: run.ms,
    })),
    sweepRuns: runs.slice(5),
  };
}
// The optimum: IDA*, the solver's usual search, with the same heuristic.
async function optimum(bridge, puzzle, board, heuristic, opts) {
  const memory = { expanded: null, stored: null, bytes: null };
  try {
    const result = await bridge.solve(puzzle, board, { algorithm: 'ida', heuristic }, opts);
    return {
      status: 'solved',
      length: result.length,
      moves: result.moves,
      nodes: result.nodes,
      ms: result.elapsedMs,
      message: '',
      ...memory,
    };
  } catch (error) {
    if (!gaveUp(error)) throw error;
    const stats = error.params ?? {};
    return {
      status: 'gave-up',
      length: null,
      moves: [],
      nodes: stats.nodes ?? null,
      ms: stats.elapsedMs ?? null,
      message: error.message,
      ...memory,
    };
  }
}

// One of the lab's searches (the worker's `tradeoff` request); a give-up is a result, not an error.
async function search(bridge, puzzle, board, heuristic, { algorithm, weight, width }, opts) {
  const result = await bridge.tradeoff(
    puzzle,
    board,
    { algorithm, heuristic, ...(weight ? { weight } : {}), ...(width ? { width } : {}) },
    opts,
  );
  return {
    status: result.status,
    length: result.status === 'solved' ? result.length : null,
    moves: result.moves ?? [],
    nodes: result.nodes,
    expanded: result.expanded,
    stored: result.stored,
    bytes: result.bytes,
    ms: result.elapsedMs,
    message: result.message ?? '',
  };
}
