// worker-searches.js: the solver worker's searches (solve, hint, a difficulty shuffle): started at
// once, so the core's refusal is the request's error, then followed in slices beside any other
// owner's searches; a newer search replaces only its `owner`'s older one. A solve may be shared
// with the page's other workers (split-search.js, loaded when the page starts more than one).
//
// One of the worker's classic scripts, run after worker-jobs.js in the same scope.
/* global importScripts */
'use strict';

// BFS and A* keep every state they meet: half a million take about 30 MB of wasm memory (45.5 MB
// peak measured), well under 100 MB with the tables; the core's 4 million is for the CLI.
const PAGE_STATE_CAP = 500000;
/**
 * @typedef {{ nodes: number, ms: number }} Pace
 * @typedef {{
 *   requestId: number,
 *   owner: string,
 *   job: number,
 *   kind: 'solve'|'hint'|'scramble',
 *   heuristic: string,
 *   fallbackFrom?: string,
 *   algorithm: string,
 *   pace: Pace | null,
 *   module?: any,
 *   split?: any
 * }} SearchWork
 * module: set for a lab job (lab-requests.js); split: a solve shared with the page's other workers
 * (split-search.js)
 */
/**
 * @type {Map<number, SearchWork>} searches under way, by request id; each runs its own slice loop
 */
const searches = new Map();

/** @returns {NonNullable<typeof self.slideSplit>} */
const splitSearch = () => {
  if (!self.slideSplit) importScripts(String(self.slideAssets?.splitSearch));
  if (!self.slideSplit) throw new Error('split-search.js did not load');
  return self.slideSplit;
};

/** @param {SearchWork} work @param {string} reason */
function stopSearch(work, reason) {
  if (searches.get(work.requestId) !== work) return;
  searches.delete(work.requestId);
  // A lab job lives in the lab's module (none yet while that module loads).
  const module = 'module' in work ? work.module : solver;
  if (module && work.job) module.cancelJob(work.job);
  work.split?.end();
  fail(work.requestId, 'cancelled', reason);
}

// Starts at once, so the core's refusal (bad board, unsolvable) is this request's error; then
// follows the search in slices, beside any other owner's searches.
/** @param {SearchRequest | import('./protocol.js').ScrambleRequest} request */
function startSearch(request) {
  const owner = String(request.owner ?? '');
  for (const work of [...searches.values()])
    if (work.owner === owner) stopSearch(work, 'replaced by a newer request');
  // An id still in use by another owner's search: refused, so each request gets its own answer
  // (taking the id over left the earlier search without one).
  if (searches.has(request.id))
    throw new Refusal(
      `request id ${request.id} is already in use by a search under way`,
      'invalid',
      'duplicate-id',
      { id: request.id },
    );
  // A board bigger than the 15-puzzle: plain IDA* would run for hours, the anytime search
  // answers its best within a time limit (worker-anytime.js, anytime-requests.js).
  if (wantsAnytime(request)) {
    anytimeRequests().start(/** @type {SearchRequest} */ (request), owner);
    return;
  }
  // fallback: a heuristic whose tables are not installed yet is replaced by the strongest one that
  // is ready (the core chooses), so a search never waits. A difficulty shuffle is a core job too.
  // The page's other workers (split-search.js) take part in a solve when the core can split it.
  const remote =
    request.type === 'solve' && self.slideSplit ? self.slideSplit.helpersFor(request.workers) : 0;
  const started =
    request.type === 'scramble'
      ? call('startScramble', request.puzzle, request.goal, {
          difficulty: request.difficulty,
          seed: request.seed,
        })
      : call('startSearch', request.puzzle, request.goal, request.board, {
          algorithm: request.algorithm,
          heuristic: request.heuristic,
          nodeLimit: request.nodeLimit,
          stateCap: request.stateCap ?? PAGE_STATE_CAP,
          fallback: true,
          histogram: request.histogram === true,
          remoteWorkers: remote,
        });
  /** @type {SearchWork} */
  const mine = {
    requestId: request.id,
    owner,
    job: started.job,
    kind: request.type,
    heuristic: started.heuristic,
    fallbackFrom: started.fallbackFrom,
    algorithm: ('algorithm' in request && request.algorithm) || 'ida',
    pace: 'pace' in request ? paceOf(request.pace) : null,
    split:
      started.split && request.type === 'solve'
        ? splitSearch().begin(started.job, request, remote)
        : null,
  };
  searches.set(request.id, mine);
  followSearch(mine);
}

/** @param {SearchWork} mine */
async function followSearch(mine) {
  const used = {
    heuristic: mine.heuristic,
    ...(mine.fallbackFrom ? { fallbackFrom: mine.fallbackFrom } : {}),
  };
  // the page's workers that took part
  const workers = () => ({ workers: mine.split ? mine.split.workers() : 1 });
  // A split solve's time is the clock's since it began: the core counts only this worker's own
  // slices.
  const began = performance.now(),
    timed = (/** @type {any} */ step) =>
      mine.split ? { ...step, elapsedMs: performance.now() - began } : step;
  const current = () => searches.get(mine.requestId) === mine;
  try {
    const step = await runJob(mine.job, {
      budget: SEARCH_BUDGET,
      pace: mine.pace,
      wanted: current,
      onProgress: (progress) =>
        reply(mine.requestId, 'progress', {
          ...progressOf(timed(progress)),
          ...used,
          ...workers(),
        }),
      between: mine.split?.between,
    });
    mine.split?.end();
    if (!step || !current()) return;
    searches.delete(mine.requestId);
    finishSearch(mine, timed(step), { ...used, ...workers(), algorithm: mine.algorithm });
  } catch (error) {
    mine.split?.end();
    if (!current()) return;
    searches.delete(mine.requestId);
    noteCrash(error);
    fail(mine.requestId, 'error', error.message);
  }
}

/**
 * @param {any} pace slow motion: nodes per slice (1..1000) and ms between slices (0..2000), else
 *   null
 */
const paceOf = (pace) =>
  pace && typeof pace === 'object'
    ? {
        nodes: Math.min(1000, Math.max(1, Math.round(Number(pace.nodes)) || 1)),
        ms: Math.min(2000, Math.max(0, Number(pace.ms) || 0)),
      }
    : null;
/** @param {any} step */
function progressOf(step) {
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
function hintOf(solution) {
  return {
    cell: solution.moves[0] ?? null,
    tile: solution.tiles[0] ?? null,
    tileDirection: solution.tileDirections[0] ?? null,
    blankDirection: solution.blankDirections[0] ?? null,
    distance: solution.length,
  };
}

/** @param {{ requestId: number, kind: string }} done @param {any} step @param {object} used */
function finishSearch(done, step, used) {
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
