// anytime-requests.js: solves on boards bigger than the 15-puzzle (the 24-puzzle, 5x4, 4x5...),
// where an optimal IDA* runs for hours to days: the core's anytime search (a first solution in
// about a second, then shorter ones, and a proven lower bound on the optimum) runs instead, and the
// answer is the best solution found when the time limit is reached, or sooner once it is proven
// shortest. Progress carries the best length so far and the bound.
//
// A module the worker imports on the first such request (lazy-modules.js), like lab-requests.js
// (whose WebAssembly module runs the search): a page of 15-puzzles never downloads it. It gets the
// worker's helpers from installAnytime; each search is registered among the worker's before this
// module loads (worker-searches.js), so Cancel and a newer request of the same owner end it as
// they end any search.

import { learnedWeightsAsset } from './learned-weights.js';

/**
 * @typedef {import('./worker-state.js').SearchWork} SearchWork
 * @typedef {import('./worker-state.js').SearchRequest} SearchRequest
 * @typedef {{
 *   follow: (mine: SearchWork, request: SearchRequest) => Promise<void>
 * }} AnytimeRequests
 * follow: runs a search already registered among the worker's (`mine`) to its one answer
 */

/**
 * @param {import('./lazy-modules.js').WorkerHelpers} worker
 * @returns {AnytimeRequests}
 */
export function installAnytime(worker) {
  const { searches, callOn, runJob, reply, fail, Refusal, progressOf, finishSearch, hintOf } =
    worker;

  // Seconds of search before the best solution so far is the answer. 10 s: on Korf & Taylor's ten
  // 24-puzzle positions the native search's best at 10 s was its best at 60 s for 7 of the 10
  // (README, "Bigger boards"), the first solution came within 3 s in WebAssembly, and a reader
  // watching the live statistics waits that long; a request may ask for 0.1 to 600 s.
  const ANYTIME_SECONDS = { default: 10, least: 0.1, most: 600 };
  // A hint is the first move of the best solution found in this time: a reader asking for the next
  // move waits seconds, not the solve's ten.
  const HINT_SECONDS = 3;

  /** @param {SearchRequest} request @returns {number} seconds */
  function anytimeSeconds(request) {
    const asked = request.timeLimit;
    if (asked === undefined)
      return request.type === 'hint' ? HINT_SECONDS : ANYTIME_SECONDS.default;
    const { least, most } = ANYTIME_SECONDS;
    if (typeof asked !== 'number' || !(asked >= least && asked <= most))
      throw new Refusal(
        `timeLimit is a number of seconds from ${least} to ${most}`,
        'invalid',
        'bad-option',
      );
    return asked;
  }

  /** @returns {Promise<any>} the lab's module (lab-requests.js loads it), loading or loaded */
  const labModule = async () => (await worker.lab()).module();

  // Answered from the lab's module (slide-lab.wasm, loaded by the first such solve: its code stays
  // out of the bytes before a first play); Cancel and a newer request of the owner end it at every
  // stage, the module's loading included.
  /** @param {SearchWork} mine @param {SearchRequest} request */
  async function followAnytime(mine, request) {
    mine.algorithm = 'ida';
    const current = () => searches.get(mine.requestId) === mine;
    /** @type {any} */
    let latest = null; // the last slice's answer: the best solution so far and the bound
    try {
      const seconds = anytimeSeconds(request);
      // The reader's wait is what the limit bounds: it counts from the request, this module's
      // loading included.
      const deadline = (mine.asked ?? performance.now()) + seconds * 1000;
      const lab = await labModule();
      if (!current()) return; // cancelled while the module loaded: already answered
      mine.module = lab;
      const copied = copyTables(lab, request);
      const started = callOn(lab, 'startAnytime', request.puzzle, request.goal, request.board, {
        heuristic: request.heuristic,
        nodeLimit: request.nodeLimit,
        fallback: true,
      });
      mine.job = started.job;
      mine.heuristic = started.heuristic;
      const used = {
        heuristic: started.heuristic,
        // the core's fallback replaced a heuristic it does not have ready
        ...(request.heuristic && request.heuristic !== started.heuristic
          ? { fallbackFrom: request.heuristic }
          : {}),
        workers: 1,
        ...(copied === null ? {} : { tablesCopyMs: copied }),
      };
      const step = await runJob(mine.job, {
        budget: worker.budget,
        module: lab,
        wanted: () => current() && performance.now() < deadline,
        onSlice: (/** @type {any} */ slice) => (latest = slice),
        onProgress: (/** @type {any} */ slice) =>
          reply(mine.requestId, 'progress', { ...anytimeProgress(slice, seconds), ...used }),
      });
      // Cancelled or replaced: stopSearch has cancelled the job and answered.
      if (!current()) return;
      searches.delete(mine.requestId);
      // The time limit: the core forgets the job, the last slice holds its best.
      if (!step) callOn(lab, 'cancelJob', mine.job);
      finishAnytime(mine, step ?? latest, { ...used, algorithm: 'ida' }, seconds);
    } catch (error) {
      failed(mine, error);
    }
  }

  // A search in the lab's module that threw: its one answer (none when already answered).
  /** @param {SearchWork} mine @param {unknown} error */
  function failed(mine, error) {
    const failure = /** @type {any} */ (error);
    // The lab's module broke: it answers each of its jobs and loads afresh next time.
    if (failure instanceof WebAssembly.RuntimeError && mine.module) {
      const lost = mine.module;
      worker.lab().then((lab) => lab.forget(lost));
      return;
    }
    if (searches.get(mine.requestId) !== mine) return;
    searches.delete(mine.requestId);
    if (failure instanceof Refusal)
      fail(mine.requestId, failure.kind, failure.message, failure.code, failure.params);
    else fail(mine.requestId, 'error', failure?.message || String(failure), failure?.code);
  }

  // The pattern databases reach the lab's module as the split search's helpers get them
  // (split-search.js): the page module's saveTables bytes, loaded and checked by the lab's core
  // (a 24-puzzle's 12.9 MB: README, "Bigger boards"). Only for a request that asks `pdb` and
  // tables the page module holds; without them the core's fallback runs linear conflict and the
  // answer says so. Returns the copy's ms, or null when nothing was copied.
  /** @param {any} lab @param {SearchRequest} request @returns {number | null} */
  function copyTables(lab, request) {
    const { puzzle, goal } = request;
    if (request.heuristic !== 'pdb') return null;
    if (callOn(lab, 'hasTables', puzzle, goal).installed) return null;
    if (!worker.call('puzzleInfo', puzzle, goal).tables?.installed) return null;
    const began = performance.now();
    try {
      const { bytes } = worker.call('saveTables', puzzle, goal);
      callOn(lab, 'loadTables', puzzle, goal, bytes);
    } catch (error) {
      if (error instanceof Refusal) return null; // refused: the search falls back
      throw error;
    }
    return performance.now() - began;
  }

  /** @param {any} slice a runJob answer of the anytime job @param {number} seconds */
  function anytimeProgress(slice, seconds) {
    return {
      ...progressOf(slice),
      anytime: true,
      bestLength: slice.anytime.best ? slice.anytime.best.length : null,
      bound: slice.anytime.bound,
      timeLimit: seconds,
    };
  }

  /**
   * The one answer: the best solution with its proven bound, or a failure when there is none.
   * @param {{ requestId: number, kind: string }} done
   * @param {any} step
   * @param {object} used
   * @param {number} seconds
   */
  function finishAnytime(done, step, used, seconds) {
    const best = step.anytime?.best;
    if (!best) {
      if (step.status === 'running')
        fail(done.requestId, 'gave-up', `no solution within ${seconds} s`, 'gave-up');
      else finishSearch(done, step, used); // the core's own end: a node limit, a failure
      return;
    }
    const optimal = step.status === 'solved' || step.anytime.optimal === true;
    if (done.kind === 'hint') {
      // The first move of the best solution, with what is proven of it.
      reply(done.requestId, 'done', {
        result: {
          ...anytimeProgress(step, seconds),
          ...used,
          ...hintOf(best),
          optimal,
        },
      });
      return;
    }
    const result = {
      ...anytimeProgress(step, seconds),
      ...used,
      moves: best.moves,
      tiles: best.tiles,
      tileDirections: best.tileDirections,
      blankDirections: best.blankDirections,
      length: best.length,
      optimal,
      improvements: step.anytime.improvements,
    };
    reply(done.requestId, 'done', { result });
  }

  // ---- The learned estimate (issue 28) ----------------------------------------------------------
  // A solve or hint with `learned`: the puzzle's network (models/learned-8.slnn or -15.slnn) in
  // the lab's module, the weights fetched and installed when the module has no network for the
  // puzzle. One it has is used: the shipped one, or one a reader trained on this page with the
  // lab's learned experiment (the lab shares the worker). Not admissible, so the answer
  // carries `bound`, the page module's strongest admissible estimate of the start, and is `optimal`
  // only when its length meets it. A plain search otherwise: progress, Cancel, one answer.
  // The node limit: about five minutes at the 0.14-0.20 M nodes/s measured in a worker.
  const LEARNED_NODE_LIMIT = 50000000;

  /** @param {SearchWork} mine @param {SearchRequest} request */
  async function followLearned(mine, request) {
    const { puzzle, goal } = request;
    mine.heuristic = 'learned';
    mine.algorithm = request.algorithm ?? 'ida';
    const current = () => searches.get(mine.requestId) === mine;
    try {
      // the page module's checks first: a bad board is refused as any solve's
      const { board } = worker.call('checkBoard', puzzle, goal, request.board);
      const lab = await labModule();
      if (!current()) return; // cancelled while the module loaded: already answered
      mine.module = lab;
      // A puzzle without shipped weights (and no network trained here) is left to the lab's
      // startSearch below, which refuses it (unavailable-heuristic).
      const hasNetwork = () => callOn(lab, 'hasTables', puzzle, goal).learned;
      const asset = learnedWeightsAsset(worker.call('puzzleInfo', puzzle, goal));
      if (asset && !hasNetwork()) {
        const bytes = await (await worker.lab()).fetchBytes(worker.assetUrl(asset));
        if (!current()) return;
        // unless a training or another request installed one meanwhile
        if (!hasNetwork()) callOn(lab, 'loadModel', puzzle, goal, bytes);
      }
      const limit = Math.min(Number(request.nodeLimit) || LEARNED_NODE_LIMIT, LEARNED_NODE_LIMIT);
      mine.job = callOn(lab, 'startSearch', puzzle, goal, board, {
        algorithm: mine.algorithm,
        heuristic: 'learned',
        nodeLimit: limit,
      }).job;
      const used = { heuristic: 'learned', workers: 1 };
      const step = await runJob(mine.job, {
        budget: worker.budget,
        module: lab,
        wanted: current,
        onProgress: (/** @type {any} */ slice) =>
          reply(mine.requestId, 'progress', { ...progressOf(slice), ...used }),
      });
      if (!step || !current()) return;
      searches.delete(mine.requestId);
      const estimates = Object.values(worker.call('evaluate', puzzle, goal, board));
      const bound = Math.max(0, ...estimates.filter(Number.isFinite));
      const optimal = step.status === 'solved' && step.length <= bound;
      finishSearch(mine, step, { ...used, algorithm: mine.algorithm, bound, optimal });
    } catch (error) {
      failed(mine, error);
    }
  }

  return {
    follow: (mine, request) =>
      request.heuristic === 'learned' ? followLearned(mine, request) : followAnytime(mine, request),
  };
}
