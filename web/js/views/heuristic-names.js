// heuristic-names.js: what the reader is told about each heuristic (its label, whether it needs tables), learned from the core's registry rows that come with the puzzle, so the page spells no heuristic itself.
//
// One core serves the whole page, so the rows are the same for every element; each element adds
// the rows of its puzzle.

/** @typedef {import('../worker/protocol.js').HeuristicRow} HeuristicRow */

/** @type {Map<string, HeuristicRow>} */
const rows = new Map();
let tablesShape = ''; // the group sizes of the tables ("6-6-3"), shown with the heuristics that use them

/** @param {import('../worker/protocol.js').PuzzleInfo} info */
export function learnHeuristics(info) {
  if (typeof info.tables?.shape === 'string') tablesShape = info.tables.shape;
  for (const row of info.heuristics) rows.set(row.id, row);
}

/** @param {string} id */
export function heuristicName(id) {
  const row = rows.get(id);
  if (!row) return id;
  return row.needsTables && tablesShape ? `${row.label} (${tablesShape})` : row.label;
}

/** @param {string} id */
export function heuristicNeedsTables(id) {
  return rows.get(id)?.needsTables === true;
}
