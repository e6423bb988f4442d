// spread.js: the lab's "spread" experiment (the circle and the ellipse): which states breadth-first
// search and A* expanded on a small puzzle, counted by distance from the start and distance to the
// goal (the core keeps the count while it searches), drawn as two heat maps.
//
// detail: { experiment: 'spread', puzzle, board: number[], length (optimal moves), runs: [{
//   algorithm: 'bfs' | 'astar', heuristic ('none' | 'manhattan'), length, nodes (generated),
//   expanded, histogram: number[][] (histogram[fromStart][toGoal]: states expanded that lie
//   fromStart moves from the start, as the search reached them, and toGoal moves from the goal,
//   exactly), total (the histogram's sum, equal to expanded) }] }.

import { count, msg, verbatim } from '../../i18n/i18n.js';
import { heatMap } from '../../charts/heat-map.js';
import { algorithmName } from '../../views/format.js';
import { randomSeed } from '../../element/random-seed.js';

const RUNS = [{ algorithm: 'bfs' }, { algorithm: 'astar', heuristic: 'manhattan' }];
const sum = (numbers) => numbers.reduce((a, b) => a + b, 0);

export default {
  id: 'spread',
  title: 'lab.spread.title',
  question: 'lab.spread.question',
  puzzles: ['8', '3x3+1'],
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
    // A random position of the whole puzzle is about 22 moves out: far enough for both shapes to
    // show.
    const start =
      board ?? (await bridge.scramble(puzzle, { random: true, seed: randomSeed() })).board;
    const runs = [];
    for (const [index, options] of RUNS.entries()) {
      const name = verbatim(algorithmName(options.algorithm));
      progress(
        msg('lab.progress.search', { name, index: index + 1, total: RUNS.length, nodes: count(0) }),
      );
      const result = await bridge.solve(
        puzzle,
        start,
        { ...options, histogram: true },
        {
          signal,
          onProgress: (p) =>
            progress(
              msg('lab.progress.search', {
                name,
                index: index + 1,
                total: RUNS.length,
                nodes: count(p.nodes),
              }),
            ),
        },
      );
      runs.push({
        algorithm: options.algorithm,
        heuristic: result.heuristic,
        length: result.length,
        nodes: result.nodes,
        expanded: result.expanded,
        histogram: result.histogram,
        total: sum(result.histogram.map(sum)),
      });
    }
    return { board: start, length: runs[0].length, runs };
  },

  /** @param {any} detail */
  present(detail) {
    const depth = Math.max(...detail.runs.map((run) => run.histogram.length));
    const columns = Math.max(
      ...detail.runs.flatMap((run) => run.histogram.map((row) => row.length)),
    );
    const max = Math.max(...detail.runs.flatMap((run) => run.histogram.flat()));
    const rows = [];
    for (let d = 0; d < depth; d++) {
      rows.push([count(d), ...detail.runs.map((run) => count(sum(run.histogram[d] ?? [])))]);
    }
    rows.push([msg('lab.spread.total'), ...detail.runs.map((run) => count(run.total))]);
    return {
      caption: msg('lab.spread.caption', {
        board: verbatim(detail.board.join(' ')),
        length: detail.length,
      }),
      columns: [
        msg('lab.col.fromStart'),
        ...detail.runs.map((run) =>
          msg('lab.spread.expandedBy', { name: verbatim(algorithmName(run.algorithm)) }),
        ),
      ],
      numeric: [true, ...detail.runs.map(() => true)],
      rows,
      charts: detail.runs.map((run) => ({
        caption: msg('lab.spread.chart', {
          name: verbatim(algorithmName(run.algorithm)),
          expanded: count(run.expanded),
        }),
        build: (word) =>
          heatMap({
            cells: run.histogram,
            max,
            columns,
            summary: word(
              msg('lab.spread.summary', {
                name: verbatim(algorithmName(run.algorithm)),
                expanded: count(run.expanded),
                length: detail.length,
              }),
            ),
          }),
      })),
      notes: [msg('lab.spread.axes'), msg('lab.spread.note')],
    };
  },
};
