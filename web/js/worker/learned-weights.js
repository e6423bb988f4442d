// learned-weights.js: the puzzles the learned estimate has shipped weights for (models/*.slnn),
// each with its asset's name in asset-urls.js, and the one check of whether a puzzle has them: the
// worker offers `learned` on those puzzles only (worker-anytime.js) and fetches their weights with
// the first learned search (anytime-requests.js). No state: a lazy module's bundle may copy it.

/** @type {Record<string, 'learned8' | 'learned15'>} */
const LEARNED_WEIGHTS = { '3x3': 'learned8', '4x4': 'learned15' };

/**
 * The shipped weights' asset for a puzzle, or null: the weights were trained for the puzzle's
 * usual goal (tiles in order, the gap last), so another goal has none.
 * @param {{ name: string, goal: number[] }} info the core's puzzle answer
 * @returns {'learned8' | 'learned15' | null}
 */
export function learnedWeightsAsset({ name, goal }) {
  if (!Object.hasOwn(LEARNED_WEIGHTS, name)) return null;
  return goal.every((tile, cell) => tile === (cell + 1) % goal.length)
    ? LEARNED_WEIGHTS[name]
    : null;
}
