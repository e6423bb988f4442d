// tradeoff.js: the lab's "tradeoff" experiment (optimal against fast, the article's beam-search
// aside): on one position, the optimum (IDA*), A*, weighted A* at the slider's weight, greedy
// best-first and beam search at the slider's width: length against the optimum, nodes, states held,
// time; and a sweep of weights 1, 1.5, 2, 3, 5 for the charts.
//
// detail: { experiment: 'tradeoff', puzzle, board: number[], heuristic (the registry id A*,
// weighted
//   A*, greedy and beam search used: the strongest that needs no tables, linear conflict on grids),
//   heuristicLabel (its name, the core's English), optimumHeuristic (the IDA* row's: the puzzle's
// strongest available, pattern databases once installed), weight (the slider's), width (the
// slider's), optimum
//   (the IDA* row's length; null if it gave up), rows: [{ algorithm: 'ida' | 'astar' | 'weighted' |
//   'greedy' | 'beam', weight (weighted A*'s; 1 for A*; else null), width (beam's; else null),
//   status: 'solved' | 'gave-up', length (null if it gave up), moves: number[] (the cells whose
//   tiles slide into the blank, in order; [] if it gave up), nodes (generated), expanded, stored
//   (states held at the end), bytes (at the peak; these three null for IDA*), ms, message (why it
// gave up, the core's English; else '') }], sweep: [{ weight, status, length, nodes, stored, ms }]
//   for weights 1, 1.5, 2, 3, 5 (weight 1 is the A* row) }. Each row is one search in the core
//   (the IDA* row the solver's usual search); A*, weighted A* and greedy run under the worker's
//   state cap and, past it, end gave-up with "gave up after N states (X MB)".

import { coreWords, count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { randomSeed } from '../../element/random-seed.js';
import { gaveUp, none } from './common.js';

const SWEEP = [1, 1.5, 2, 3, 5];

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

// Keys named in full, so the table check sees each one used.
const NAMES = {
  ida: 'lab.tradeoff.name.ida',
  astar: 'lab.tradeoff.name.astar',
  greedy: 'lab.tradeoff.name.greedy',
};

const key = (run) => `${run.algorithm}:${run.weight ?? ''}:${run.width ?? ''}`;

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
   *   settings: Record<string, number>,
   *   previous: any
   * }} context
   */
  async run({ bridge, puzzle, board, signal, progress, settings, previous }) {
    const weight = settings?.weight ?? 2;
    const width = settings?.width ?? 100;
    // A slider moved: same position, and every run already made is kept.
    const reuse =
      previous && (!board || board.join(' ') === previous.board.join(' ')) ? previous : null;
    const start =
      reuse?.board ??
      board ??
      (
        await bridge.shuffle(puzzle, { difficulty: 'normal', seed: randomSeed() }, undefined, {
          signal,
        })
      ).board;
    const info = reuse ? null : await bridge.puzzle(puzzle);
    // The searches compared: the strongest estimate computed from the board alone (linear conflict
    // on grids): the lab's module holds no tables, and the exact table would leave nothing to
    // trade.
    const usable = info?.heuristics.find((row) => !row.needsTables && row.id !== 'exact');
    const heuristic = reuse?.heuristic ?? usable?.id ?? 'manhattan';
    const heuristicLabel = reuse?.heuristicLabel ?? usable?.label ?? heuristic;
    // The optimum: the solver's usual search with its strongest available estimate.
    const optimumHeuristic = reuse?.optimumHeuristic ?? info.defaultHeuristic;
    const done = new Map(
      [...(reuse?.rows ?? []), ...(reuse?.sweepRuns ?? [])].map((run) => [key(run), run]),
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
      const tell = (nodes) =>
        progress(
          msg('lab.progress.search', {
            name,
            index: index + 1,
            total: plan.length,
            nodes: count(nodes),
          }),
        );
      tell(0);
      const opts = { signal, onProgress: (p) => tell(p.nodes ?? 0) };
      const run = {
        ...step,
        ...(await (step.algorithm === 'ida'
          ? optimum(bridge, puzzle, start, optimumHeuristic, opts)
          : search(bridge, puzzle, start, heuristic, step, opts))),
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
    const sweep = SWEEP.map((w) => at(w)).map((run) => ({
      weight: run.weight,
      status: run.status,
      length: run.length,
      nodes: run.nodes,
      stored: run.stored,
      ms: run.ms,
    }));
    return {
      board: start,
      heuristic,
      heuristicLabel,
      optimumHeuristic,
      weight,
      width,
      optimum: rows[0].status === 'solved' ? rows[0].length : null,
      rows,
      sweep,
      // Not documented: the sweep's own runs, kept for a re-run after a slider moved.
      sweepRuns: runs.slice(5),
    };
  },

  /** @param {any} detail */
  present(detail) {
    const optimum = detail.optimum;
    const num = (value) => (value === null || value === undefined ? none : count(value));
    const ratio = (length) =>
      optimum && length !== null ? verbatim((length / optimum).toFixed(2)) : none;
    const weighted = detail.rows.find((row) => row.algorithm === 'weighted');
    const beam = detail.rows.find((row) => row.algorithm === 'beam');
    const notes = [
      msg('lab.tradeoff.note.weighted', {
        weight: verbatim(weighted.weight),
        bound: optimum ? count(Math.floor(weighted.weight * optimum)) : none,
      }),
    ];
    notes.push(msg('lab.tradeoff.note.greedy'));
    // Whether weighting saved anything is said from this run's own figures, never assumed.
    const astar = detail.rows.find((row) => row.algorithm === 'astar');
    if (weighted.status === 'solved' && astar.status === 'solved') {
      const figures = {
        weight: verbatim(weighted.weight),
        weighted: count(weighted.nodes),
        astar: count(astar.nodes),
      };
      notes.push(
        weighted.nodes < astar.nodes
          ? msg('lab.tradeoff.note.saved', {
              ...figures,
              factor: verbatim((astar.nodes / weighted.nodes).toFixed(1)),
              extra: count(weighted.length - astar.length),
            })
          : msg('lab.tradeoff.note.cost', figures),
      );
    }
    notes.push(msg('lab.tradeoff.note.beam', { width: count(beam.width) }));
    if (beam.status === 'gave-up')
      notes.push(msg('lab.tradeoff.note.beamGaveUp', { width: count(beam.width) }));
    notes.push(
      msg('lab.tradeoff.note.heuristic', {
        heuristic: coreWords('label', detail.heuristic, detail.heuristicLabel),
      }),
    );
    return {
      caption: msg('lab.tradeoff.caption', { board: verbatim(detail.board.join(' ')) }),
      columns: [
        msg('lab.col.algorithm'),
        msg('lab.col.length'),
        msg('lab.tradeoff.col.ratio'),
        msg('lab.col.nodes'),
        msg('lab.col.held'),
        msg('lab.col.time'),
      ],
      numeric: [false, true, true, true, true, true],
      rows: detail.rows.map((row) => [
        rowName(row),
        row.status === 'solved' ? count(row.length) : msg('lab.tradeoff.gaveUp'),
        row.status === 'solved' ? ratio(row.length) : none,
        num(row.nodes),
        row.algorithm === 'ida' ? msg('lab.algorithms.pathOnly') : num(row.stored),
        row.ms === null ? none : ms(row.ms),
      ]),
      charts: [
        {
          caption: msg('lab.tradeoff.chart.length'),
          build: (word) =>
            barChart({
              bars: [
                ...(optimum
                  ? [
                      {
                        label: word(msg('lab.tradeoff.optimumLabel')),
                        value: optimum,
                        valueText: word(count(optimum)),
                        highlight: true,
                      },
                    ]
                  : []),
                ...detail.sweep.map((point) => ({
                  label: `w = ${point.weight}`,
                  value: point.length ?? 0,
                  valueText: word(
                    point.length === null ? msg('lab.tradeoff.gaveUp') : count(point.length),
                  ),
                })),
              ],
              summary: word(
                msg('lab.tradeoff.summary.length', {
                  list: verbatim(
                    detail.sweep
                      .map((point) => {
                        const length =
                          point.length === null ? msg('lab.tradeoff.gaveUp') : count(point.length);
                        return `w = ${point.weight}: ${word(length)}`;
                      })
                      .join(', '),
                  ),
                  optimum: num(optimum),
                }),
              ),
            }),
        },
        {
          caption: msg('lab.tradeoff.chart.nodes'),
          build: (word) =>
            barChart({
              scale: 'log',
              bars: detail.sweep.map((point) => ({
                label: `w = ${point.weight}`,
                value: point.nodes ?? 0,
                valueText: word(num(point.nodes)),
              })),
              summary: word(
                msg('lab.tradeoff.summary.nodes', {
                  list: verbatim(
                    detail.sweep
                      .map((point) => `w = ${point.weight}: ${word(num(point.nodes))}`)
                      .join(', '),
                  ),
                }),
              ),
            }),
        },
      ],
      notes,
    };
  },
};

/**
 * A row's name as a message.
 * @param {{ algorithm: string, weight: number | null, width: number | null }} row
 */
function rowName(row) {
  if (row.algorithm === 'weighted')
    return msg('lab.tradeoff.name.weighted', { weight: verbatim(row.weight) });
  if (row.algorithm === 'beam') return msg('lab.tradeoff.name.beam', { width: count(row.width) });
  return msg(NAMES[row.algorithm]);
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
