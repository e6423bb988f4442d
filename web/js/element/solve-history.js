// solve-history.js: the last finished searches of each puzzle on the page, and the sentence
// comparing two puzzles like for like.
//
// A module-level record is shared by every <slide-puzzle> loaded from this module, which is exactly
// the scope of "this page"; it holds numbers only and nothing persists. Each puzzle keeps its last
// solve per heuristic and algorithm, so the sentence can set the same search against the same
// search; when the two puzzles have none in common it says plainly that it compares different ones.

import { moves } from '../views/format.js';
import { count, ms, msg, verbatim } from '../i18n/i18n.js';
import { heuristicName } from '../views/heuristic-names.js';

const lastSolves = new Map(); // puzzle name -> Map(heuristic/algorithm -> solve), the latest last
export const solveHistory = new EventTarget();

const searchKey = (solve) => `${solve.heuristic}/${solve.algorithm}`;

export function recordSolve(puzzle, result) {
  const solves = lastSolves.get(puzzle) ?? new Map();
  const solve = {
    nodes: result.nodes,
    elapsedMs: result.elapsedMs,
    length: result.length,
    heuristic: result.heuristic,
    algorithm: result.algorithm,
  };
  solves.delete(searchKey(solve)); // re-inserted last: the Map's order is the solves' order
  solves.set(searchKey(solve), solve);
  lastSolves.set(puzzle, solves);
  solveHistory.dispatchEvent(new CustomEvent('change', { detail: { puzzle } }));
}

// The latest solves of both puzzles made with the same heuristic and algorithm, if any.
function likeForLike(mine, theirs) {
  for (const solve of [...mine.values()].reverse()) {
    const match = theirs.get(searchKey(solve));
    if (match) return [solve, match];
  }
  return null;
}

// The side-by-side line: this puzzle's last solve against another's, so the reader sees how much
// cheaper a smaller state space is. Returns a message.
export function describeComparison(puzzle, other) {
  const mine = lastSolves.get(puzzle);
  const theirs = lastSolves.get(other);
  const describe = (solve) =>
    msg('compare.solve', {
      nodes: count(solve.nodes),
      time: ms(solve.elapsedMs),
      moves: moves(solve.length),
      heuristic: heuristicName(solve.heuristic),
    });
  const name = verbatim(other);
  if (mine && theirs) {
    const pair = likeForLike(mine, theirs);
    if (!pair) {
      // No ratio: nodes of an exact table against nodes of an estimate say nothing about the
      // puzzles.
      const [a, b] = [[...mine.values()].at(-1), [...theirs.values()].at(-1)];
      return msg('compare.unlike', { mine: describe(a), other: name, theirs: describe(b) });
    }
    const [a, b] = pair;
    const ratio = b.nodes / Math.max(1, a.nodes);
    const ratioText =
      ratio >= 1
        ? msg('compare.ratioMore', { ratio: count(ratio) })
        : msg('compare.ratioFewer', { ratio: count(1 / ratio) });
    return msg('compare.both', {
      mine: describe(a),
      other: name,
      theirs: describe(b),
      ratio: ratioText,
    });
  }
  if (mine) return msg('compare.mine', { mine: describe([...mine.values()].at(-1)), other: name });
  if (theirs)
    return msg('compare.theirs', { theirs: describe([...theirs.values()].at(-1)), other: name });
  return msg('compare.none', { other: name });
}
