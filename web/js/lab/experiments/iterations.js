// iterations.js: the lab's "iterations" experiment: one position solved by IDA*, and the nodes each
// iteration (each threshold of f = g + h) searched, from the core's own count, with the share of
// the last iteration against all the earlier ones.
//
// detail: { experiment: 'iterations', puzzle, board: number[], shuffle: { difficulty: 'hard',
//   distance, exact } | null (null: the board attribute was used), heuristic (the registry id the
//   core searched with), label (its English name, from the core), status: 'solved' | 'gave-up',
//   length (moves; null if it gave up), nodes (all iterations), ms, iterations: [{ threshold,
//   nodes }] (every iteration in order; the last is the one that found the solution, or the one
//   under way when the node limit stopped it), lastShare (the last iteration's nodes / all nodes),
//   earlierShare (1 - lastShare: every earlier iteration together) }.

import { coreWords, count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { difficultyShuffle, gaveUp, none, tablesFor } from './common.js';

// Manhattan distance on a Hard 15-puzzle shuffle needs 10^5 to 10^8 nodes; past this the search
// stops and the iterations it finished are shown as such.
const NODE_LIMIT = 150000000;
const HEURISTICS = ['pdb', 'linear-conflict', 'manhattan', 'misplaced'];
// The estimates that change by an odd amount on every move (so the threshold climbs by 2).
const ODD_STEPS = ['manhattan', 'linear-conflict'];

// A share with one decimal (the element's percent() is whole and rounds down, for progress).
const share = (fraction) => msg('lab.share', { value: verbatim((100 * fraction).toFixed(1)) });

export default {
  id: 'iterations',
  title: 'lab.iterations.title',
  question: 'lab.iterations.question',
  puzzles: ['15', '8', '3x3+1'],
  defaultPuzzle: '15',
  // Manhattan by default: with the pattern databases a Hard position takes too few iterations to
  // see.
  controls: [
    {
      name: 'heuristic',
      label: 'lab.control.heuristic',
      heuristics: HEURISTICS,
      default: 'manhattan',
    },
  ],

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   options: Record<string, string>
   * }} context
   */
  async run({ bridge, puzzle, board, signal, progress, options }) {
    const asked = options.heuristic || 'manhattan';
    let shuffle = null;
    let start = board;
    if (!start) {
      progress(msg('lab.progress.shuffle', { difficulty: msg('shuffle.hard') }));
      const made = await difficultyShuffle(bridge, puzzle, 'hard', signal);
      shuffle = { difficulty: 'hard', distance: made.distance, exact: made.exact };
      start = made.board;
    }
    await tablesFor(bridge, puzzle, asked, signal, progress);
    const tell = (p) =>
      progress(
        msg('lab.iterations.progress', {
          threshold: count(p.threshold),
          iteration: count(p.iteration),
          nodes: count(p.nodes),
        }),
      );
    let ended;
    let status = 'solved';
    try {
      ended = await bridge.solve(
        puzzle,
        start,
        { algorithm: 'ida', heuristic: asked, nodeLimit: NODE_LIMIT },
        { signal, onProgress: tell },
      );
    } catch (error) {
      if (!gaveUp(error)) throw error;
      ended = error.params ?? {};
      status = 'gave-up';
    }
    // The core's finished iterations, then the last one (the solving one, or the one cut short).
    const iterations = [
      ...(ended.iterations ?? []),
      { threshold: ended.threshold, nodes: ended.iterationNodes },
    ];
    const info = await bridge.puzzle(puzzle);
    const used = ended.heuristic ?? asked;
    const nodes = ended.nodes;
    const lastShare = nodes > 0 ? iterations.at(-1).nodes / nodes : 0;
    return {
      board: start,
      shuffle,
      heuristic: used,
      label: info.heuristics.find((h) => h.id === used)?.label ?? used,
      status,
      length: status === 'solved' ? ended.length : null,
      nodes,
      ms: ended.elapsedMs ?? null,
      iterations,
      lastShare,
      earlierShare: 1 - lastShare,
    };
  },

  /** @param {any} detail */
  present(detail) {
    const name = coreWords('label', detail.heuristic, detail.label);
    const { iterations } = detail;
    const last = iterations.at(-1);
    const rows = iterations.map((row, index) => [
      count(index + 1),
      count(row.threshold),
      count(row.nodes),
      share(detail.nodes > 0 ? row.nodes / detail.nodes : 0),
    ]);
    const notes = [];
    if (detail.shuffle) {
      notes.push(
        msg(detail.shuffle.exact ? 'lab.iterations.shuffled' : 'lab.iterations.shuffledAtLeast', {
          difficulty: msg('shuffle.hard'),
          moves: count(detail.shuffle.distance),
        }),
      );
    }
    if (detail.status === 'solved') {
      notes.push(
        msg('lab.iterations.solved', {
          length: count(detail.length),
          nodes: count(detail.nodes),
          time: detail.ms === null ? none : ms(detail.ms),
        }),
      );
      notes.push(
        iterations.length > 1
          ? msg('lab.iterations.shares', {
              threshold: count(last.threshold),
              last: share(detail.lastShare),
              earlier: share(detail.earlierShare),
              n: iterations.length - 1,
            })
          : msg('lab.iterations.single', { threshold: count(last.threshold) }),
      );
      // IDA* stops at the first solution: the last iteration's tree is cut short, the earlier ones
      // are whole.
      if (iterations.length > 1) notes.push(msg('lab.iterations.partial'));
    } else {
      notes.push(
        msg('lab.iterations.gaveUp', {
          nodes: count(detail.nodes),
          threshold: count(last.threshold),
        }),
      );
    }
    if (iterations.length > 2) {
      const before = iterations.at(-2).nodes;
      if (before > 0 && detail.status === 'solved')
        notes.push(
          msg('lab.iterations.factor', { factor: verbatim((last.nodes / before).toFixed(1)) }),
        );
      const steps = new Set(
        iterations.slice(1).map((row, index) => row.threshold - iterations[index].threshold),
      );
      if (steps.size === 1 && steps.has(2) && ODD_STEPS.includes(detail.heuristic))
        notes.push(msg('lab.iterations.steps'));
    }
    notes.push(msg('lab.iterations.article'));
    return {
      caption: msg('lab.iterations.caption', { name, board: verbatim(detail.board.join(' ')) }),
      columns: [
        msg('lab.col.iteration'),
        msg('lab.col.threshold'),
        msg('lab.col.nodes'),
        msg('lab.col.share'),
      ],
      numeric: [true, true, true, true],
      rows: [
        ...rows,
        [msg('lab.iterations.total'), none, count(detail.nodes), share(detail.nodes > 0 ? 1 : 0)],
      ],
      charts: [
        {
          caption: msg('lab.iterations.chart'),
          build: (word) =>
            barChart({
              scale: 'log',
              bars: iterations.map((row, index) => ({
                label: word(msg('lab.iterations.bar', { threshold: count(row.threshold) })),
                value: row.nodes,
                valueText: word(count(row.nodes)),
                highlight: index === iterations.length - 1,
              })),
              summary: word(
                msg('lab.iterations.summary', {
                  n: iterations.length,
                  first: count(iterations[0].threshold),
                  last: count(last.threshold),
                  nodes: count(last.nodes),
                  share: share(detail.lastShare),
                }),
              ),
              labelWidth: 70,
            }),
        },
      ],
      notes,
    };
  },
};
