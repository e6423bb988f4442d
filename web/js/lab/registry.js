// registry.js: the lab's experiments, one row each: adding one is a module in experiments/ and a
// line here (plus its words in i18n/en.js and ja.js).
//
// A row (the module's default export) has:
//   id            the experiment attribute's value; title, question: its keys in the lab's tables,
//                 or (puzzle) => key where the wording follows the puzzle attribute
//   puzzles       the puzzle attribute's allowed values; defaultPuzzle the one used without it
//   run(context)  asks the core through context.bridge ({ bridge, puzzle, board (number[] or null:
// the experiment's own default), signal, progress(message), settings, previous }) and resolves with
// the
//                 result's detail: plain data, documented in the module's header and the README
//   controls      (optional) the experiment's own choices beside Run (lab-controls.js); the run
//                 reads them as context.options ({ name: value }); context.partial(detail so far)
//                 draws rows as they come; preview() (optional) the detail drawn before any run
// settings optional sliders (lab-settings.js), read into context.settings when it runs; moving
//                 one runs it again with context.previous, the last detail (to keep its position)
//   workspace     optional: ({ options, locale }) => { element, value() }, a working area drawn
//                 above the result and made again when a control changes (the pathfinding map the
//                 reader draws on); the run reads value() as context.workspace
// board false when the experiment has no tiles (the board attribute is then reported unused)
//   readsOwnBoard optional (puzzle) => true when the run reads the board attribute itself, as
//                 context.boardText, and calls context.refuseBoard(error) if the core refuses it
// present(detail) the detail as lab-view.js draws it: { caption, columns, numeric, rows, charts,
// notes, breakdown (optional: a second table, the single runs behind the first) }

import heuristics from './experiments/heuristics.js';
import algorithms from './experiments/algorithms.js';
import parity from './experiments/parity.js';
import spread from './experiments/spread.js';
import growth from './experiments/growth.js';
import iterations from './experiments/iterations.js';
import statistics from './experiments/statistics.js';
import human from './experiments/human.js';
import tradeoff from './experiments/tradeoff.js';
import pathfinding from './experiments/pathfinding.js';
import learned from './experiments/learned.js';

export const EXPERIMENTS = [
  heuristics,
  algorithms,
  parity,
  spread,
  pathfinding,
  growth,
  tradeoff,
  iterations,
  statistics,
  human,
  learned,
];

/** @param {string | null} id */
export const experimentRow = (id) => EXPERIMENTS.find((row) => row.id === id) ?? null;
