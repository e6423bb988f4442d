// anytime-stats.js: the statistics panel's words for an anytime solve (a board bigger than the
// 15-puzzle: the worker's worker-anytime.js): the best length so far and the proven lower bound
// while it runs, and in the end how close to the shortest the answer is proven. A solution not
// proven shortest is never called the shortest.

import { moves } from './format.js';
import { count, ms, msg, seconds } from '../i18n/i18n.js';

// The first row of the panel (IDA*'s depth limit) becomes the proven bound.
export const ANYTIME_BOUND = { label: 'stat.bound.anytime', why: 'stat.bound.anytime.why' };

// The bound row's value: "at least 102 moves".
export const boundValue = (p) => msg('stat.atLeast', { moves: moves(p.bound) });

// The length row while the search runs: the best so far, or none yet.
export const bestSoFar = (p) =>
  Number.isFinite(p.bestLength)
    ? msg('stat.bestSoFar', { moves: moves(p.bestLength) })
    : msg('stat.noSolutionYet');

// The status line while it runs.
export function anytimeSearching(p) {
  const limit = seconds(p.timeLimit);
  return Number.isFinite(p.bestLength)
    ? msg('status.anytimeImproving', { moves: moves(p.bestLength), bound: moves(p.bound), limit })
    : msg('status.anytimeFirst', { limit });
}

// The outcome: proven shortest, or the best found with how far from the shortest it can be.
export function anytimeOutcome(result) {
  const time = ms(result.elapsedMs);
  if (result.optimal)
    return msg('status.anytimeProven', {
      moves: moves(result.length),
      nodes: count(result.nodes),
      time,
    });
  return msg('status.anytimeBest', {
    moves: moves(result.length),
    time,
    bound: moves(result.bound),
    gap: moves(result.length - result.bound),
  });
}
