// heuristic-names.js: what the reader is told about each heuristic (its label, whether it needs
// tables), learned from the core's registry rows that come with the puzzle, so the page spells no
// heuristic itself.
//
// One core serves the whole page, so the rows are the same for every element; each element adds
// the rows of its puzzle.

import { coreWords, msg, verbatim } from '../i18n/i18n.js';

/** @typedef {import('../worker/protocol.js').HeuristicRow} HeuristicRow */

/** @type {Map<string, HeuristicRow>} */
const rows = new Map();
// the group sizes of the tables ("6-6-3"), shown with the heuristics that use them
let tablesShape = '';

/** @param {import('../worker/protocol.js').PuzzleInfo} info */
export function learnHeuristics(info) {
  if (typeof info.tables?.shape === 'string') tablesShape = info.tables.shape;
  for (const row of info.heuristics) rows.set(row.id, row);
}

// A heuristic's name as a message: the core's label, or a table's words for it (core.label.<id>).
/** @param {string} id */
export function heuristicName(id) {
  const row = rows.get(id);
  if (!row) return verbatim(id);
  const label = coreWords('label', id, row.label);
  return row.needsTables && tablesShape
    ? msg('heuristic.withTables', { label, shape: verbatim(tablesShape) })
    : label;
}

// Its explanation as a message, the same way (core.explanation.<id>).
/** @param {string} id */
export function heuristicExplanation(id) {
  return coreWords('explanation', id, rows.get(id)?.explanation ?? '');
}

/** @param {string} id */
export function heuristicNeedsTables(id) {
  return rows.get(id)?.needsTables === true;
}
