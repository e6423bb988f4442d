// solve-history.js: the last finished search of each puzzle on the page, and the sentence comparing two of them.
//
// A module-level record is shared by every <slide-puzzle> loaded from this module, which is exactly
// the scope of "this page"; it holds numbers only and nothing persists.

import { formatCount, formatMs, plural } from '../views/format.js';
import { heuristicName } from '../views/heuristic-names.js';

const lastSolves = new Map(); // puzzle name -> { nodes, elapsedMs, length, heuristic, algorithm }
export const solveHistory = new EventTarget();

export function recordSolve(puzzle, result) {
  lastSolves.set(puzzle, {
    nodes: result.nodes,
    elapsedMs: result.elapsedMs,
    length: result.length,
    heuristic: result.heuristic,
    algorithm: result.algorithm,
  });
  solveHistory.dispatchEvent(new CustomEvent('change', { detail: { puzzle } }));
}

// The side-by-side line: this puzzle's last solve against another's, so the reader sees how much
// cheaper a smaller state space is.
export function describeComparison(puzzle, other) {
  const mine = lastSolves.get(puzzle);
  const theirs = lastSolves.get(other);
  const describe = (solve) =>
    `${formatCount(solve.nodes)} nodes in ${formatMs(solve.elapsedMs)} (${plural(solve.length, 'move')}, ${heuristicName(solve.heuristic)})`;
  if (mine && theirs) {
    const ratio = theirs.nodes / Math.max(1, mine.nodes);
    const ratioText = ratio >= 1 ? `${formatCount(ratio)}× the nodes of this one` : `${formatCount(1 / ratio)}× fewer nodes than this one`;
    return `Last solves side by side. This puzzle: ${describe(mine)}. ${other}-puzzle: ${describe(theirs)}, ${ratioText}.`;
  }
  if (mine) return `This puzzle's last solve: ${describe(mine)}. Solve the ${other}-puzzle too to compare.`;
  if (theirs) return `The ${other}-puzzle's last solve: ${describe(theirs)}. Solve this one to compare.`;
  return `Solve this puzzle and the ${other}-puzzle to compare their node counts and times side by side.`;
}
