// algorithms.js: the lab's "algorithms" experiment: breadth-first search, A* and IDA* on one
// position (A* and IDA* with Manhattan distance, the article's heuristic): nodes, what each holds
// in memory, time and length.
//
// detail: { experiment: 'algorithms', puzzle, board: number[], heuristic: 'manhattan', rows: [{
//   algorithm: 'bfs' | 'astar' | 'ida', status: 'solved' | 'gave-up', length (null if it gave up),
//   nodes (generated), expanded (BFS and A*; null for IDA*), stored (states held at the end, BFS
//   and A*; null for IDA*, which holds only its current path), bytes (the core's count of what BFS
//   and A* held at their peak; null for IDA*), ms }] }. BFS and A* run under the worker's state cap
//   and, past it, end "gave up after N states (X MB)".

import { count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { algorithmName } from '../../views/format.js';
import { gaveUp, megabytes, none, shuffled } from './common.js';

const ALGORITHMS = ['bfs', 'astar', 'ida'];
const HEURISTIC = 'manhattan';

export default {
  id: 'algorithms',
  title: 'lab.algorithms.title',
  question: 'lab.algorithms.question',
  puzzles: ['8', '3x3+1', '15'],
  defaultPuzzle: '8',

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
    const start = board ?? (await shuffled(bridge, puzzle, 30));
    const rows = [];
    for (const [index, algorithm] of ALGORITHMS.entries()) {
      const name = verbatim(algorithmName(algorithm));
      const tell = (nodes) =>
        progress(
          msg('lab.progress.search', {
            name,
            index: index + 1,
            total: ALGORITHMS.length,
            nodes: count(nodes),
          }),
        );
      tell(0);
      const options = algorithm === 'bfs' ? { algorithm } : { algorithm, heuristic: HEURISTIC };
      const memory = (stats) =>
        algorithm === 'ida'
          ? { expanded: null, stored: null, bytes: null }
          : {
              expanded: stats.expanded ?? null,
              stored: stats.stored ?? null,
              bytes: stats.bytes ?? null,
            };
      try {
        const result = await bridge.solve(puzzle, start, options, {
          signal,
          onProgress: (p) => tell(p.nodes),
        });
        rows.push({
          algorithm,
          status: 'solved',
          length: result.length,
          nodes: result.nodes,
          ms: result.elapsedMs,
          ...memory(result),
        });
      } catch (error) {
        if (!gaveUp(error)) throw error;
        const stats = error.params ?? {};
        rows.push({
          algorithm,
          status: 'gave-up',
          length: null,
          nodes: stats.nodes ?? null,
          ms: stats.elapsedMs ?? null,
          ...memory(stats),
        });
      }
    }
    return { board: start, heuristic: HEURISTIC, rows };
  },

  /** @param {any} detail */
  present(detail) {
    const name = (row) => verbatim(algorithmName(row.algorithm));
    const num = (value) => (value === null || value === undefined ? none : count(value));
    return {
      caption: msg('lab.algorithms.caption', { board: verbatim(detail.board.join(' ')) }),
      columns: [
        msg('lab.col.algorithm'),
        msg('lab.col.length'),
        msg('lab.col.nodes'),
        msg('lab.col.expanded'),
        msg('lab.col.held'),
        msg('lab.col.memory'),
        msg('lab.col.time'),
      ],
      numeric: [false, true, true, true, true, true, true],
      rows: detail.rows.map((row) => [
        name(row),
        row.status === 'solved'
          ? count(row.length)
          : msg('lab.gaveUpStates', { states: num(row.stored), size: megabytes(row.bytes) }),
        num(row.nodes),
        num(row.expanded),
        row.algorithm === 'ida' ? msg('lab.algorithms.pathOnly') : num(row.stored),
        row.bytes === null ? none : megabytes(row.bytes),
        row.ms === null ? none : ms(row.ms),
      ]),
      charts: [
        {
          caption: msg('lab.algorithms.chart'),
          build: (word) =>
            barChart({
              scale: 'log',
              bars: detail.rows.map((row) => ({
                label: word(name(row)),
                value: row.nodes ?? 0,
                valueText: word(num(row.nodes)),
              })),
              summary: word(
                msg('lab.algorithms.summary', {
                  list: verbatim(
                    detail.rows
                      .map((row) => `${algorithmName(row.algorithm)} ${word(num(row.nodes))}`)
                      .join(', '),
                  ),
                }),
              ),
            }),
        },
      ],
      notes: [msg('lab.algorithms.note')],
    };
  },
};
