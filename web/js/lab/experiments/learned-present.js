// learned-present.js: the learned experiment's detail (learned.js documents it) as the lab draws
// it: while training, the loss so far; then the four estimates side by side, each position's
// searches, the loss curve, the nodes, and what the learned estimate gets wrong.

import { coreWords, count, ms, msg, seconds, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { lineChart } from '../../charts/line-chart.js';
import { none } from './common.js';

// A share with one decimal (the element's percent() is whole and rounds down, for progress).
const share = (fraction) => msg('lab.share', { value: verbatim((100 * fraction).toFixed(1)) });
const loss = (value) => verbatim(value.toFixed(value < 10 ? 3 : 1));
// Passes over the positions: whole at the axis's ends, one decimal between.
const passes = (value) =>
  verbatim(Math.abs(value - Math.round(value)) < 0.005 ? Math.round(value) : value.toFixed(1));

// A ratio of nodes: two decimals, or 1/n when it is smaller than a tenth.
const ratioText = (ratio) =>
  verbatim(ratio >= 0.1 ? ratio.toFixed(2) : `1/${Math.round(1 / Math.max(ratio, 1e-9))}`);

/** The row's name: the core's words for a registry row, the lab's for the learned one. */
const nameOf = (row) =>
  row.heuristic === 'learned'
    ? msg('lab.learned.learnedName')
    : coreWords('label', row.heuristic, row.label);

/** @param {any} detail */
function lossChart(detail) {
  const { losses } = detail.training;
  return {
    caption: msg('lab.learned.lossChart'),
    build: (word) =>
      lineChart({
        points: losses.map((point) => ({ x: point.epochs, y: point.loss })),
        scale: 'log',
        yText: (y) => word(loss(y)),
        xText: (x) => word(msg('lab.learned.passes', { passes: passes(x) })),
        summary: word(
          losses.length
            ? msg('lab.learned.lossSummary', {
                first: loss(losses[0].loss),
                last: loss(losses.at(-1).loss),
                passes: passes(losses.at(-1).epochs),
              })
            : msg('lab.learned.preparing'),
        ),
      }),
  };
}

/** While training: the loss so far, and its curve. @param {any} detail */
function presentTraining(detail) {
  const { network, training } = detail;
  const first = training.losses[0];
  const last = training.losses.at(-1);
  return {
    caption: msg('lab.learned.trainingCaption', {
      hidden1: count(network.hidden1),
      hidden2: count(network.hidden2),
      positions: count(network.positions),
    }),
    columns: [
      msg('lab.learned.col.passes'),
      msg('lab.learned.col.firstLoss'),
      msg('lab.learned.col.loss'),
      msg('lab.learned.col.time'),
    ],
    numeric: [true, true, true, true],
    rows: [
      [
        msg('lab.learned.passesOf', {
          passes: last ? passes(last.epochs) : passes(0),
          epochs: count(network.epochs),
        }),
        first ? loss(first.loss) : none,
        last ? loss(last.loss) : none,
        ms(training.ms),
      ],
    ],
    charts: [lossChart(detail)],
  };
}

/** @param {any} detail */
export function present(detail) {
  if (!detail.rows) return presentTraining(detail);
  const { network, training, quality, positions, rows } = detail;
  const learned = rows.find((row) => row.heuristic === 'learned');
  const total = positions.length;
  const learnedName = msg('lab.learned.learnedName');
  // The 15-puzzle's run has no training (shipped weights) and measures along optimal solutions.
  const shipped = !training;
  return {
    caption: detail.seeds
      ? msg(shipped ? 'lab.learned.captionWalks' : 'lab.learned.caption', {
          positions: count(total),
        })
      : msg('lab.learned.captionBoard', { board: verbatim(positions[0].board.join(' ')) }),
    columns: [
      msg('lab.col.heuristic'),
      msg('lab.learned.col.optimal'),
      msg('lab.learned.col.excess'),
      msg('lab.col.nodes'),
      msg('lab.col.time'),
      msg(shipped ? 'lab.learned.col.overAlong' : 'lab.learned.col.over'),
    ],
    numeric: [false, true, true, true, true, false],
    wide: [true, false, false, false, false, true],
    rows: rows.map((row) => [
      nameOf(row),
      msg('lab.learned.optimalOf', { optimal: count(row.optimal), positions: count(total) }),
      row.excess === null ? none : verbatim(row.excess.toFixed(2)),
      count(row.nodes),
      ms(row.ms),
      row.admissible
        ? msg('lab.learned.never')
        : msg('lab.learned.overShare', { share: share(quality.overestimated) }),
    ]),
    breakdown: {
      caption: msg('lab.learned.breakdown'),
      columns: [
        msg('lab.col.position'),
        msg('lab.col.board'),
        msg('lab.learned.col.optimum'),
        ...rows.map(nameOf),
      ],
      numeric: [true, false, true, ...rows.map(() => true)],
      wide: [false, true],
      rows: positions.map((position, index) => [
        count(index + 1),
        verbatim(position.board.join(' ')),
        count(position.optimum),
        ...rows.map((row) => {
          const run = position.runs[row.heuristic];
          return run.status === 'solved'
            ? msg('lab.learned.cell', { length: count(run.length), nodes: count(run.nodes) })
            : msg('lab.gaveUpNodes', { nodes: count(run.nodes) });
        }),
      ]),
    },
    charts: [
      ...(shipped ? [] : [lossChart(detail)]),
      {
        caption: msg('lab.learned.nodesChart', { positions: count(total) }),
        build: (word) =>
          barChart({
            scale: 'log',
            bars: rows.map((row) => ({
              label: word(
                row.heuristic === 'learned' ? msg('lab.learned.learnedShort') : nameOf(row),
              ),
              value: row.nodes,
              valueText: word(count(row.nodes)),
              highlight: row.heuristic === 'learned',
            })),
            summary: word(
              msg('lab.learned.nodesSummary', {
                name: learnedName,
                nodes: count(learned.nodes),
                manhattan: count(rows[0].nodes),
              }),
            ),
            labelWidth: 130,
          }),
      },
    ],
    notes: [
      ...(shipped ? shippedNotes(detail) : trainedNotes(detail)),
      msg(
        learned.optimal === total ? 'lab.learned.notAdmissibleAll' : 'lab.learned.notAdmissible',
        {
          optimal: count(learned.optimal),
          positions: count(total),
        },
      ),
      msg('lab.learned.cost', {
        nodes: count(learned.nodes),
        manhattanNodes: count(rows[0].nodes),
        ratio: ratioText(learned.nodes / Math.max(1, rows[0].nodes)),
        time: ms(learned.ms),
        manhattanTime: ms(rows[0].ms),
      }),
      msg(shipped ? 'lab.learned.pdbNote' : 'lab.learned.exactNote'),
      msg(shipped ? 'lab.learned.lessonShipped' : 'lab.learned.lesson', {
        parameters: count(network.parameters),
      }),
    ],
  };
}

/** What was trained here, and how good it is on every position. @param {any} detail */
function trainedNotes({ network, training, quality }) {
  return [
    msg('lab.learned.trained', {
      hidden1: count(network.hidden1),
      hidden2: count(network.hidden2),
      parameters: count(network.parameters),
      epochs: count(network.epochs),
      positions: count(network.positions),
      time: seconds(training.ms / 1000),
      first: loss(training.losses[0].loss),
      last: loss(training.losses.at(-1).loss),
    }),
    msg('lab.learned.quality', {
      error: verbatim(quality.meanError.toFixed(2)),
      over: share(quality.overestimated),
      exact: share(quality.exact),
    }),
  ];
}

/** The shipped network, and how good it is along the optimal solutions. @param {any} detail */
function shippedNotes({ network, quality }) {
  return [
    msg('lab.learned.shipped', {
      hidden1: count(network.hidden1),
      hidden2: count(network.hidden2),
      parameters: count(network.parameters),
      bytes: count(network.bytes),
      time: ms(network.ms),
    }),
    msg('lab.learned.qualityAlong', {
      positions: count(quality.positions),
      error: verbatim(quality.meanError.toFixed(2)),
      over: share(quality.overestimated),
      exact: share(quality.exact),
    }),
  ];
}
