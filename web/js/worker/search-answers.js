// search-answers.js: what the page is told of a search: its progress figures, a hint's first move,
// and the one answer of a search that ended (solved, gave up, or a difficulty shuffle done). The
// worker's own searches (worker-searches.js) and the anytime and learned searches
// (anytime-requests.js, through the helpers lent to it) answer alike.
import { fail, reply } from './worker-jobs.js';

/** @param {any} step */
export function progressOf(step) {
  return {
    threshold: step.threshold,
    iteration: step.iteration,
    nodes: step.nodes,
    iterations: step.iterations,
    path: step.path,
    iterationNodes: step.iterationNodes,
    elapsedMs: step.elapsedMs,
    stored: step.stored,
    expanded: step.expanded,
    bytes: step.bytes,
    nodesPerSecond: step.elapsedMs > 0 ? Math.round(step.nodes / (step.elapsedMs / 1000)) : 0,
  };
}

/**
 * A hint's answer from a solution: its first move, and the solution's length as the distance.
 * @param {{ moves: number[], tiles: number[], tileDirections: string, blankDirections: string,
 *   length: number }} solution
 */
export function hintOf(solution) {
  return {
    cell: solution.moves[0] ?? null,
    tile: solution.tiles[0] ?? null,
    tileDirection: solution.tileDirections[0] ?? null,
    blankDirection: solution.blankDirections[0] ?? null,
    distance: solution.length,
  };
}

/** @param {{ requestId: number, kind: string }} done @param {any} step @param {object} used */
export function finishSearch(done, step, used) {
  if (done.kind === 'scramble' && step.status === 'done') {
    const { status, progress, ...result } = step;
    reply(done.requestId, 'done', { result });
    return;
  }
  if (step.status !== 'solved') {
    const kind = step.status === 'gave-up' || step.status === 'unsolvable' ? step.status : 'error';
    // the lab reads where it stopped
    fail(done.requestId, kind, step.message || step.status, step.code || kind, progressOf(step));
    return;
  }
  const summary = {
    ...progressOf(step),
    ...used,
    ...(step.histogram ? { histogram: step.histogram } : {}),
  };
  const result =
    done.kind === 'hint'
      ? { ...summary, ...hintOf(step) }
      : {
          ...summary,
          moves: step.moves,
          tiles: step.tiles,
          tileDirections: step.tileDirections,
          blankDirections: step.blankDirections,
          length: step.length,
        };
  reply(done.requestId, 'done', { result });
}
