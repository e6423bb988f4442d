// growth.js: the lab's "growth" experiment: how many positions lie exactly k moves from the goal, k
// = 0, 1, …, counted by the core layer by layer (every layer of the 8-puzzle and 3×3+1; the
// 15-puzzle's first layers, until the worker's state cap), beside all n!/2 positions and the
// article's estimate.
//
// detail: { experiment: 'growth', puzzle, board: number[] | null (the start counted from; null:
//   the goal), layers: number[] (layers[k]: positions exactly k moves away), counted (their sum),
//   complete (every reachable position counted), reachable (n!/2 for a rectangular grid, from the
//   core; null for other shapes), peakStates, bytes (what the count held at its peak), ms }.

import { count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { megabytes } from './common.js';

const SECONDS_PER_DAY = 86400;

export default {
  id: 'growth',
  title: 'lab.growth.title',
  question: 'lab.growth.question',
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
    const start = board ?? (await bridge.puzzle(puzzle)).goal;
    progress(msg('lab.progress.layers', { depth: 0, count: count(1) }));
    const result = await bridge.layers(
      puzzle,
      start,
      {},
      {
        signal,
        onProgress: (p) =>
          progress(
            msg('lab.progress.layers', { depth: p.layers.length - 1, count: count(p.counted) }),
          ),
      },
    );
    return {
      board: board ?? null,
      layers: result.layers,
      counted: result.counted,
      complete: result.complete,
      reachable: result.reachable,
      peakStates: result.peakStates,
      bytes: result.bytes,
      ms: result.elapsedMs,
    };
  },

  /** @param {any} detail */
  present(detail) {
    let total = 0;
    const rows = detail.layers.map((size, k) => {
      total += size;
      return [count(k), count(size), count(total)];
    });
    const bars = detail.layers.map((size, k) => ({ label: String(k), value: size, valueText: '' }));
    const notes = [
      detail.complete
        ? msg('lab.growth.complete', {
            count: count(detail.counted),
            depth: detail.layers.length - 1,
          })
        : msg('lab.growth.partial', {
            count: count(detail.counted),
            depth: detail.layers.length - 1,
            size: megabytes(detail.bytes),
            time: ms(detail.ms),
          }),
    ];
    if (detail.reachable && detail.complete)
      notes.push(msg('lab.growth.matches', { count: count(detail.reachable) }));
    if (detail.reachable && !detail.complete) {
      notes.push(
        msg('lab.growth.reachable', {
          count: count(detail.reachable),
          days: count(Math.round(detail.reachable / 1e6 / SECONDS_PER_DAY)),
        }),
      );
      if (detail.puzzle === '15')
        notes.push(
          msg('lab.growth.article', {
            count: count(detail.counted),
            depth: detail.layers.length - 1,
          }),
        );
    }
    return {
      caption: msg('lab.growth.caption'),
      columns: [msg('lab.col.moves'), msg('lab.col.positions'), msg('lab.col.cumulative')],
      numeric: [true, true, true],
      rows,
      charts: [
        {
          caption: msg('lab.growth.chart'),
          build: (word) =>
            barChart({
              scale: 'log',
              bars: [
                ...bars.map((bar) => ({ ...bar, valueText: word(count(bar.value)) })),
                ...(detail.reachable && !detail.complete
                  ? [
                      {
                        label: 'n!/2',
                        value: detail.reachable,
                        valueText: word(count(detail.reachable)),
                        highlight: true,
                      },
                    ]
                  : []),
              ],
              summary: word(
                msg('lab.growth.summary', {
                  depth: detail.layers.length - 1,
                  count: count(detail.counted),
                  largest: count(Math.max(...detail.layers)),
                }),
              ),
              labelWidth: 40,
              rowHeight: 10,
              valueWidth: 120,
            }),
        },
      ],
      notes,
    };
  },
};
