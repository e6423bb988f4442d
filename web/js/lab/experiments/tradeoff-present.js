// tradeoff-present.js: the tradeoff experiment's result as the lab view draws it: the medians over
// the positions (one row per search), each position's own moves and nodes in a second table, the
// weight sweep's medians as two bar charts, and notes whose claims follow the medians shown.

import { coreWords, count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { barChart } from '../../charts/bar-chart.js';
import { none } from './common.js';

// Keys named in full, so the table check sees each one used.
const NAMES = {
  ida: 'lab.tradeoff.name.ida',
  astar: 'lab.tradeoff.name.astar',
  greedy: 'lab.tradeoff.name.greedy',
};

/**
 * A row's name as a message.
 * @param {{ algorithm: string, weight: number | null, width: number | null }} row
 */
export function rowName(row) {
  if (row.algorithm === 'weighted')
    return msg('lab.tradeoff.name.weighted', { weight: verbatim(row.weight) });
  if (row.algorithm === 'beam') return msg('lab.tradeoff.name.beam', { width: count(row.width) });
  return msg(NAMES[row.algorithm]);
}

const num = (value) => (value === null || value === undefined ? none : count(value));
const ratio = (value) => (value === null ? none : verbatim(value.toFixed(2)));
// A median of moves over the optimum, saying on how many positions it stands when the search gave
// up on some.
const excess = (row) =>
  !row.solved
    ? msg('lab.tradeoff.gaveUp')
    : row.solved < row.positions
      ? msg('lab.tradeoff.excessOf', {
          excess: num(row.excess),
          solved: count(row.solved),
          n: count(row.positions),
        })
      : num(row.excess);

/** @param {any} detail */
export function present(detail) {
  const n = detail.positions.length;
  const optima = detail.positions.map((position) => position.optimum).filter(Boolean);
  const low = Math.min(...optima);
  const high = Math.max(...optima);
  const range = !optima.length
    ? none
    : low === high
      ? count(low)
      : msg('lab.tradeoff.range', { min: count(low), max: count(high) });
  return {
    caption: detail.difficulty
      ? msg('lab.tradeoff.captionMedians', { n, difficulty: msg('shuffle.normal'), optima: range })
      : msg('lab.tradeoff.caption', { board: verbatim(detail.positions[0].board.join(' ')) }),
    columns: [
      msg('lab.col.algorithm'),
      msg('lab.tradeoff.col.excess'),
      msg('lab.tradeoff.col.ratio'),
      msg('lab.col.nodes'),
      msg('lab.col.held'),
      msg('lab.col.time'),
    ],
    numeric: [false, true, true, true, true, true],
    rows: detail.rows.map((row) => [
      rowName(row),
      excess(row),
      ratio(row.ratio),
      num(row.nodes),
      row.algorithm === 'ida' ? msg('lab.algorithms.pathOnly') : num(row.stored),
      row.ms === null ? none : ms(row.ms),
    ]),
    breakdown: breakdown(detail),
    charts: charts(detail.sweep),
    notes: notes(detail, n),
  };
}

// Each position's own figures: its tiles, then each search's moves and nodes.
function breakdown(detail) {
  const cell = (run) =>
    run.status === 'solved'
      ? msg('lab.tradeoff.cell', { moves: count(run.length), nodes: num(run.nodes) })
      : msg('lab.tradeoff.cellGaveUp', { nodes: num(run.nodes) });
  return {
    caption: msg('lab.tradeoff.breakdownCaption'),
    columns: [msg('lab.col.position'), ...detail.rows.map(rowName)],
    numeric: [false, ...detail.rows.map(() => true)],
    wide: [true],
    rows: detail.positions.map((position, index) => [
      msg('lab.tradeoff.position', {
        index: count(index + 1),
        board: verbatim(position.board.join(' ')),
      }),
      ...position.rows.map(cell),
    ]),
  };
}

// The weight sweep's medians: moves over the optimum, and nodes on a log scale.
function charts(sweep) {
  const label = (point) => `w = ${point.weight}`;
  const list = (word, text) =>
    verbatim(sweep.map((point) => `${label(point)}: ${word(text(point))}`).join(', '));
  return [
    {
      caption: msg('lab.tradeoff.chart.length'),
      build: (word) =>
        barChart({
          bars: sweep.map((point) => ({
            label: label(point),
            value: point.excess ?? 0,
            valueText: word(excess(point)),
          })),
          summary: word(msg('lab.tradeoff.summary.length', { list: list(word, excess) })),
        }),
    },
    {
      caption: msg('lab.tradeoff.chart.nodes'),
      build: (word) =>
        barChart({
          scale: 'log',
          bars: sweep.map((point) => ({
            label: label(point),
            value: point.nodes ?? 0,
            valueText: word(num(point.nodes)),
          })),
          summary: word(
            msg('lab.tradeoff.summary.nodes', { list: list(word, (point) => num(point.nodes)) }),
          ),
        }),
    },
  ];
}

// The notes: what each search promises, and what these positions' medians show.
function notes(detail, n) {
  const find = (algorithm) => detail.rows.find((row) => row.algorithm === algorithm);
  const [astar, weighted, beam] = [find('astar'), find('weighted'), find('beam')];
  const said = [
    msg('lab.tradeoff.note.weighted', {
      n,
      weight: verbatim(weighted.weight),
      worst: ratio(weighted.worstRatio),
    }),
    msg('lab.tradeoff.note.greedy'),
  ];
  // Whether weighting saved nodes is said from the medians shown, never assumed.
  if (weighted.solved && astar.solved && weighted.nodes !== null && astar.nodes !== null) {
    const figures = {
      n,
      weight: verbatim(weighted.weight),
      weighted: count(weighted.nodes),
      astar: count(astar.nodes),
    };
    said.push(
      weighted.nodes < astar.nodes
        ? msg('lab.tradeoff.note.saved', {
            ...figures,
            factor: verbatim((astar.nodes / weighted.nodes).toFixed(1)),
            extra: num(weighted.excess === null ? null : weighted.excess - (astar.excess ?? 0)),
          })
        : msg('lab.tradeoff.note.cost', figures),
    );
  }
  said.push(msg('lab.tradeoff.note.beam', { width: count(beam.width) }));
  if (beam.solved < beam.positions)
    said.push(
      msg('lab.tradeoff.note.beamGaveUp', {
        n,
        gaveUp: count(beam.positions - beam.solved),
        width: count(beam.width),
      }),
    );
  if (n > 1) said.push(msg('lab.tradeoff.note.medians', { n }));
  said.push(
    msg('lab.tradeoff.note.heuristic', {
      heuristic: coreWords('label', detail.heuristic, detail.heuristicLabel),
    }),
  );
  return said;
}
