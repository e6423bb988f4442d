// statistics.js: the lab's "statistics" experiment: the article's table of search effort by
// difficulty (shuffle, nodes, time), filled in from real solves in the reader's browser: N fresh
// shuffles per difficulty, each solved by IDA*, averaged beside the article's rough figures.
//
// detail: { experiment: 'statistics', puzzle, heuristic (the registry id chosen), label (its
// English
//   name, from the core), runsPerDifficulty, nodeLimit, rows: [{ difficulty: 'easy' | 'normal' |
//   'hard' | 'expert', band: { min, max (null: open) } (the core's), runs: [{ board, distance,
//   exact (the shuffle's proven distance: exact, or a lower bound), status: 'solved' | 'over'
//   (stopped at nodeLimit), length (null if over), nodes, ms }], summary: { moves, nodes, ms }
//   (each { mean, min, max } or null; moves over every run, a run over the limit counted by its
//   proven distance, movesAtLeast true if one of those is a lower bound; nodes and ms over the
//   solved runs only), solved, over }] }. Rows fill in as runs finish (context.partial); a
//   cancelled run leaves the rows so far.

import { coreWords, count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { difficultyShuffle, gaveUp, none, tablesFor } from './common.js';

// Manhattan distance needs 10^8 to 10^10 nodes on most Expert positions (minutes to hours in a
// page): a solve stops here (about 3 s in Chromium on a slow machine) and is reported as "over".
const NODE_LIMIT = 100000000;
const DIFFICULTIES = ['easy', 'normal', 'hard', 'expert'];
const RUNS = [1, 2, 3, 5, 10];
// The article's rough figures (shuffle, nodes, time), beside the measured ones.
const ARTICLE = {
  easy: 'lab.statistics.article.easy',
  normal: 'lab.statistics.article.normal',
  hard: 'lab.statistics.article.hard',
  expert: 'lab.statistics.article.expert',
};

/** @param {number[]} values @returns {{ mean: number, min: number, max: number } | null} */
const summary = (values) =>
  values.length === 0
    ? null
    : {
        mean: values.reduce((a, b) => a + b, 0) / values.length,
        min: Math.min(...values),
        max: Math.max(...values),
      };

/** @param {any[]} runs */
function summarize(runs) {
  const solved = runs.filter((run) => run.status === 'solved');
  return {
    summary: {
      moves: summary(runs.map((run) => run.length ?? run.distance)),
      movesAtLeast: runs.some((run) => run.status !== 'solved' && !run.exact),
      nodes: summary(solved.map((run) => run.nodes)),
      ms: summary(solved.map((run) => run.ms)),
    },
    solved: solved.length,
    over: runs.length - solved.length,
  };
}

export default {
  id: 'statistics',
  title: 'lab.statistics.title',
  question: 'lab.statistics.question',
  puzzles: ['15', '8'],
  defaultPuzzle: '15',
  controls: [
    {
      name: 'heuristic',
      label: 'lab.control.heuristic',
      heuristics: ['pdb', 'linear-conflict', 'manhattan'],
      default: 'manhattan',
    },
    {
      name: 'runs',
      label: 'lab.control.runs',
      options: RUNS.map((n) => ({ value: n, label: count(n) })),
      default: 5,
    },
  ],

  // Before any run: the article's figures, the measured cells waiting.
  preview() {
    return {
      heuristic: 'manhattan',
      label: null,
      runsPerDifficulty: 5,
      nodeLimit: NODE_LIMIT,
      preview: true,
      rows: DIFFICULTIES.map((difficulty) => ({
        difficulty,
        band: { min: null, max: null },
        runs: [],
        ...summarize([]),
      })),
    };
  },

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   partial: (detail: any) => void,
   *   options: Record<string, string>
   * }} context
   */
  async run({ bridge, puzzle, signal, progress, partial, options }) {
    const heuristic = options.heuristic || 'manhattan';
    const runsPerDifficulty = RUNS.includes(Number(options.runs)) ? Number(options.runs) : 5;
    await tablesFor(bridge, puzzle, heuristic, signal, progress);
    const info = await bridge.puzzle(puzzle);
    const label = info.heuristics.find((h) => h.id === heuristic)?.label ?? heuristic;
    const rows = DIFFICULTIES.map((difficulty) => {
      const band = info.difficulties.find((d) => d.id === difficulty);
      return {
        difficulty,
        band: { min: band?.min ?? null, max: band?.max ?? null },
        runs: [],
        ...summarize([]),
      };
    });
    const detail = () => ({
      heuristic,
      label,
      runsPerDifficulty,
      nodeLimit: NODE_LIMIT,
      rows: rows.map((row) => ({ ...row })),
    });
    partial(detail());
    for (const row of rows) {
      for (let index = 0; index < runsPerDifficulty; index += 1) {
        const where = {
          difficulty: msg(`shuffle.${row.difficulty}`),
          index: index + 1,
          total: runsPerDifficulty,
        };
        progress(msg('lab.statistics.shuffling', where));
        const made = await difficultyShuffle(bridge, puzzle, row.difficulty, signal);
        const run = { board: made.board, distance: made.distance, exact: made.exact };
        const tell = (p) =>
          progress(msg('lab.statistics.solving', { ...where, nodes: count(p.nodes) }));
        tell({ nodes: 0 });
        try {
          const result = await bridge.solve(
            puzzle,
            made.board,
            { algorithm: 'ida', heuristic, nodeLimit: NODE_LIMIT },
            { signal, onProgress: tell },
          );
          row.runs.push({
            ...run,
            status: 'solved',
            length: result.length,
            nodes: result.nodes,
            ms: result.elapsedMs,
          });
        } catch (error) {
          if (!gaveUp(error)) throw error;
          row.runs.push({
            ...run,
            status: 'over',
            length: null,
            nodes: error.params?.nodes ?? NODE_LIMIT,
            ms: error.params?.elapsedMs ?? null,
          });
        }
        Object.assign(row, summarize(row.runs));
        partial(detail());
      }
    }
    return detail();
  },

  /** @param {any} detail */
  present(detail) {
    const name = coreWords('label', detail.heuristic, detail.label);
    const limit = count(detail.nodeLimit);
    const decimal = (value) => verbatim(value.toFixed(1));
    const range = (s, format) =>
      s.min === s.max
        ? format(s.min)
        : msg('lab.statistics.range', { min: format(s.min), max: format(s.max) });
    const rows = detail.rows.map((row) => {
      const { summary: s, runs } = row;
      const band =
        row.band.max === null
          ? msg('lab.statistics.bandOpen', { min: row.band.min })
          : msg('lab.statistics.band', { min: row.band.min, max: row.band.max });
      const difficulty = msg(`shuffle.${row.difficulty}`);
      const done =
        runs.length === 0
          ? msg('lab.statistics.waiting')
          : row.over === 0
            ? msg('lab.statistics.solvedAll', { n: row.solved, total: runs.length })
            : msg('lab.statistics.solvedSome', { n: row.solved, total: runs.length, limit });
      // One value (a single run, or all alike) needs no mean and range.
      const moves = !s.moves
        ? none
        : s.moves.min === s.moves.max
          ? msg(s.movesAtLeast ? 'lab.statistics.atLeast' : 'lab.statistics.one', {
              value: count(s.moves.min),
            })
          : msg(s.movesAtLeast ? 'lab.statistics.meanAtLeast' : 'lab.statistics.mean', {
              mean: decimal(s.moves.mean),
              range: range(s.moves, count),
            });
      const nodes = s.nodes
        ? s.nodes.min === s.nodes.max
          ? count(s.nodes.min)
          : msg('lab.statistics.mean', {
              mean: count(Math.round(s.nodes.mean)),
              range: range(s.nodes, count),
            })
        : row.over > 0
          ? msg('lab.statistics.over', { limit })
          : none;
      // Under a millisecond, a range of "< 1 ms" would say nothing more.
      const time = !s.ms
        ? none
        : s.ms.max < 1 || s.ms.min === s.ms.max
          ? ms(s.ms.max)
          : msg('lab.statistics.mean', { mean: ms(s.ms.mean), range: range(s.ms, ms) });
      // The article's figures second, so a phone shows them beside the difficulty before any
      // scrolling.
      return [
        row.band.min === null ? difficulty : msg('lab.statistics.difficulty', { difficulty, band }),
        msg(ARTICLE[row.difficulty]),
        done,
        moves,
        nodes,
        time,
      ];
    });
    const columns = [
      msg('lab.col.difficulty'),
      msg('lab.col.article'),
      msg('lab.col.runs'),
      msg('lab.col.meanMoves'),
      msg('lab.col.meanNodes'),
      msg('lab.col.meanTime'),
    ];
    const numeric = [false, false, false, true, true, true];
    const wide = [false, true, true, false, false, false];
    const measured = detail.rows.filter((row) => row.summary.nodes || row.over > 0);
    if (detail.preview) {
      return {
        caption: msg('lab.statistics.captionArticle'),
        columns,
        numeric,
        wide,
        rows,
        charts: [],
        notes: [msg('lab.statistics.press')],
      };
    }
    const notes = [msg('lab.statistics.how', { n: detail.runsPerDifficulty, name, limit })];
    if (detail.rows.some((row) => row.over > 0))
      notes.push(msg('lab.statistics.overNote', { limit }));
    const means = detail.rows.filter((row) => row.summary.nodes && row.over === 0);
    for (let i = 1; i < means.length; i += 1) {
      notes.push(
        msg('lab.statistics.factor', {
          from: msg(`shuffle.${means[i - 1].difficulty}`),
          to: msg(`shuffle.${means[i].difficulty}`),
          factor: decimal(means[i].summary.nodes.mean / means[i - 1].summary.nodes.mean),
        }),
      );
    }
    notes.push(msg('lab.statistics.bands'));
    const bar = (row, word) =>
      row.summary.nodes && row.over === 0
        ? {
            value: row.summary.nodes.mean,
            valueText: word(count(Math.round(row.summary.nodes.mean))),
          }
        : row.summary.nodes
          ? {
              value: row.summary.nodes.mean,
              valueText: word(
                msg('lab.statistics.barSome', {
                  nodes: count(Math.round(row.summary.nodes.mean)),
                  over: row.over,
                }),
              ),
              highlight: true,
            }
          : {
              value: detail.nodeLimit,
              valueText: word(msg('lab.statistics.over', { limit })),
              highlight: true,
            };
    return {
      caption: msg('lab.statistics.caption', { name }),
      columns,
      numeric,
      wide,
      rows,
      charts:
        measured.length === 0
          ? []
          : [
              {
                caption: msg('lab.statistics.chart'),
                build: (word) =>
                  barChart({
                    scale: 'log',
                    bars: measured.map((row) => ({
                      label: word(msg(`shuffle.${row.difficulty}`)),
                      ...bar(row, word),
                    })),
                    summary: word(
                      msg('lab.statistics.summary', {
                        list: verbatim(
                          measured
                            .map((row) => {
                              const name = word(msg(`shuffle.${row.difficulty}`));
                              return `${name} ${bar(row, word).valueText}`;
                            })
                            .join(', '),
                        ),
                      }),
                    ),
                    labelWidth: 64,
                    valueWidth: 150,
                    width: 360,
                  }),
              },
            ],
      notes,
    };
  },
};
