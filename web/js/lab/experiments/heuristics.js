// heuristics.js: the lab's "heuristics" experiment: one position solved by IDA* with every
// heuristic of the core's registry that applies to the puzzle, weakest first.
//
// detail: { experiment: 'heuristics', puzzle, board: number[], rows: [{ heuristic (registry id),
//   label, explanation (the core's English words), estimate (h of the start), status: 'solved' |
//   'gave-up', length (moves; null if it gave up), nodes, ms }] }. A heuristic that needs tables
//   (pattern databases) gets them first (from this browser's cache, else built in the worker).

import { coreWords, count, ms, msg, percent, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { gaveUp, none, shuffled } from './common.js';

// Weak heuristics on a 15-puzzle can take minutes: a search past this many nodes is reported as
// such.
const NODE_LIMIT = 30000000;

export default {
  id: 'heuristics',
  title: 'lab.heuristics.title',
  question: 'lab.heuristics.question',
  puzzles: ['15', '8', '3x3+1'],
  defaultPuzzle: '15',

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   signal: AbortSignal,
   *   progress: (message: any) => void
   * }} context
   */
  async run({ bridge, puzzle, board, signal, progress }) {
    let info = await bridge.puzzle(puzzle);
    const start = board ?? (await shuffled(bridge, puzzle, 30)); // Normal, as the page's shuffle
    if (info.heuristics.some((row) => row.needsTables && !row.available)) {
      progress(msg('lab.status.tables', { percent: percent(0) }));
      await bridge.tables(puzzle, {
        signal,
        onProgress: (p) =>
          progress(msg('lab.status.tables', { percent: percent(p.progress ?? 0) })),
      });
      info = await bridge.puzzle(puzzle);
    }
    const estimates = await bridge.evaluate(puzzle, start);
    const rows = [];
    // The admissible rows only: the 15-puzzle's `learned` (the worker's row) has its own
    // experiment (learned.js).
    const chosen = info.heuristics.filter((row) => row.available && row.id !== 'learned').reverse();
    for (const [index, row] of chosen.entries()) {
      const label = coreWords('label', row.id, row.label);
      const base = {
        heuristic: row.id,
        label: row.label,
        explanation: row.explanation,
        estimate: estimates[row.id],
      };
      progress(
        msg('lab.progress.search', {
          name: label,
          index: index + 1,
          total: chosen.length,
          nodes: count(0),
        }),
      );
      try {
        const result = await bridge.solve(
          puzzle,
          start,
          { heuristic: row.id, algorithm: 'ida', nodeLimit: NODE_LIMIT },
          {
            signal,
            onProgress: (p) =>
              progress(
                msg('lab.progress.search', {
                  name: label,
                  index: index + 1,
                  total: chosen.length,
                  nodes: count(p.nodes),
                }),
              ),
          },
        );
        rows.push({
          ...base,
          status: 'solved',
          length: result.length,
          nodes: result.nodes,
          ms: result.elapsedMs,
        });
      } catch (error) {
        if (!gaveUp(error)) throw error;
        rows.push({
          ...base,
          status: 'gave-up',
          length: null,
          nodes: error.params?.nodes ?? NODE_LIMIT,
          ms: error.params?.elapsedMs ?? null,
        });
      }
    }
    return { board: start, rows };
  },

  /** @param {any} detail */
  present(detail) {
    const name = (row) => coreWords('label', row.heuristic, row.label);
    return {
      caption: msg('lab.heuristics.caption', { board: verbatim(detail.board.join(' ')) }),
      columns: [
        msg('lab.col.heuristic'),
        msg('lab.col.estimate'),
        msg('lab.col.nodes'),
        msg('lab.col.time'),
        msg('lab.col.length'),
      ],
      numeric: [false, true, true, true, true],
      rows: detail.rows.map((row) => [
        name(row),
        count(row.estimate),
        count(row.nodes),
        row.ms === null ? none : ms(row.ms),
        row.status === 'solved'
          ? count(row.length)
          : msg('lab.gaveUpNodes', { nodes: count(row.nodes) }),
      ]),
      charts: [
        {
          caption: msg('lab.heuristics.chart'),
          build: (word) =>
            barChart({
              scale: 'log',
              bars: detail.rows.map((row) => ({
                label: word(name(row)),
                value: row.nodes,
                valueText: word(count(row.nodes)),
              })),
              summary: word(
                msg('lab.heuristics.summary', {
                  most: name(detail.rows[0]),
                  mostNodes: count(detail.rows[0]?.nodes),
                  least: name(detail.rows.at(-1)),
                  leastNodes: count(detail.rows.at(-1)?.nodes),
                }),
              ),
              labelWidth: 130,
            }),
        },
      ],
      // Why each never overestimates: the core's registry explanation, one line per heuristic.
      notes: [
        msg('lab.heuristics.note'),
        ...detail.rows.map((row) =>
          msg('lab.heuristics.why', {
            name: name(row),
            why: coreWords('explanation', row.heuristic, row.explanation),
          }),
        ),
      ],
    };
  },
};
