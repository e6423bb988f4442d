// heuristic-choice.js: which heuristic AUTO SOLVE uses, decided from the core's rows for the
// puzzle, the embedder's or reader's pick and whether the tables are ready. Pure functions: the
// element's state (element-state.js) calls them on each transition, the menu only draws the result.
//
// A heuristic that needs tables becomes the choice as soon as they are usable, unless someone has
// picked a heuristic: only a pick (the reader's change of the menu, or the heuristic attribute)
// counts, so an automatic switch never overrides one.

/** @typedef {import('../worker/protocol.js').PuzzleInfo} PuzzleInfo */

/**
 * What the menu offers for a puzzle: the core's rows, strongest first; a heuristic that needs
 * tables is offered when the core can build them.
 * @typedef {{ offered: string[], withTables: string[], fallback: string | null }} HeuristicOffer
 */

/** @param {PuzzleInfo | null} info @returns {HeuristicOffer} */
export function heuristicOffer(info) {
  if (!info) return { offered: [], withTables: [], fallback: null };
  const buildable = Boolean(info.tables?.buildable);
  const rows = info.heuristics.filter((row) => !row.needsTables || row.available || buildable);
  const others = rows.filter((row) => !row.needsTables).map((row) => row.id);
  return {
    offered: rows.map((row) => row.id),
    withTables: rows.filter((row) => row.needsTables).map((row) => row.id),
    fallback: others.includes(info.defaultHeuristic) ? info.defaultHeuristic : (others[0] ?? null),
  };
}

/**
 * The pick, if any (one whose tables are not ready yet is still asked for: the core then runs the
 * strongest ready one and says why); else the strongest table heuristic once its tables are ready,
 * else the strongest heuristic that needs no tables.
 * @param {HeuristicOffer} offer @param {string | null} picked @param {boolean} tablesReady
 * @returns {string | null}
 */
export function chosenHeuristic(offer, picked, tablesReady) {
  if (picked !== null) return picked;
  return tablesReady ? (offer.withTables[0] ?? offer.fallback) : offer.fallback;
}

/**
 * The heuristics a search can use now, strongest first: a table heuristic only once its tables are
 * ready.
 * @param {HeuristicOffer} offer @param {boolean} tablesReady @returns {string[]}
 */
export function readyHeuristics(offer, tablesReady) {
  return offer.offered.filter((id) => tablesReady || !offer.withTables.includes(id));
}

/**
 * The strongest heuristic ready now that is stronger than `id`, or null (`id` is the strongest, or
 * not one of the offer's).
 * @param {HeuristicOffer} offer @param {boolean} tablesReady @param {string} id
 * @returns {string | null}
 */
export function strongerHeuristic(offer, tablesReady, id) {
  const rank = offer.offered.indexOf(id);
  if (rank <= 0) return null;
  return (
    readyHeuristics(offer, tablesReady).find((other) => offer.offered.indexOf(other) < rank) ?? null
  );
}
