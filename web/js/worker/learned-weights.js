// learned-weights.js: the puzzles the learned estimate has shipped weights for (models/*.slnn,
// trained for the puzzle's standard goal), each with its asset's name in asset-urls.js. The
// worker offers `learned` on these puzzles only (worker-anytime.js) and fetches the weights with
// the first learned search (anytime-requests.js). No state: a lazy module's bundle may copy it.

/** @type {Record<string, 'learned8' | 'learned15'>} */
export const LEARNED_WEIGHTS = { '3x3': 'learned8', '4x4': 'learned15' };
