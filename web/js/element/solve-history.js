// solve-history.js: the last finished search of each puzzle on the page, and the sentence comparing two of them.
//
// A module-level record is shared by every <slide-puzzle> loaded from this module, which is exactly
// the scope of "this page"; it holds numbers only and nothing persists.

import { moves } from '../views/format.js';
import { count, ms, msg, verbatim } from '../i18n/i18n.js';
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
// cheaper a smaller state space is. Returns a message.
export function describeComparison(puzzle, other) {
  const mine = lastSolves.get(puzzle);
  const theirs = lastSolves.get(other);
  const describe = (solve) =>
    msg('compare.solve', { nodes: count(solve.nodes), time: ms(solve.elapsedMs), moves: moves(solve.length), heuristic: heuristicName(solve.heuristic) });
  const name = verbatim(other);
  if (mine && theirs) {
    const ratio = theirs.nodes / Math.max(1, mine.nodes);
    const ratioText = ratio >= 1 ? msg('compare.ratioMore', { ratio: count(ratio) }) : msg('compare.ratioFewer', { ratio: count(1 / ratio) });
    return msg('compare.both', { mine: describe(mine), other: name, theirs: describe(theirs), ratio: ratioText });
  }
  if (mine) return msg('compare.mine', { mine: describe(mine), other: name });
  if (theirs) return msg('compare.theirs', { theirs: describe(theirs), other: name });
  return msg('compare.none', { other: name });
}
