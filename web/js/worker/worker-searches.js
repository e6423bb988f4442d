// worker-searches.js: the solver worker's searches (solve, hint, a difficulty shuffle): started at
// once, so the core's refusal is the request's error, then followed in slices beside any other
// owner's searches; a newer search replaces only its `owner`'s older one. A solve may be shared
// with the page's other workers (split-search.js, loaded when the page gives this worker others).
// Searches answered by a module loaded later (the lab's requests, the anytime and learned
// searches: lazy-modules.js) are registered here first, so they end like any other.
import {
  Refusal,
  SEARCH_BUDGET,
  call,
  fail,
  failToLoad,
  noteCrash,
  reply,
  runJob,
} from './worker-jobs.js';
import { finishSearch, progressOf } from './search-answers.js';
import { wantsAnytime } from './worker-anytime.js';
import { anytimeRequests, labRequests, splitSearch } from './lazy-modules.js';
import { searches, solver } from './worker-state.js';

/**
 * @typedef {import('./worker-state.js').SearchWork} SearchWork
 * @typedef {import('./worker-state.js').SearchRequest} SearchRequest
 * @typedef {import('./worker-state.js').WorkerRequest} WorkerRequest
 * @typedef {import('./protocol.js').HelpersRequest} HelpersRequest
 * @typedef {import('./protocol.js').HelperPortRequest} HelperPortRequest
 */

// BFS and A* keep every state they meet: half a million take about 30 MB of wasm memory (45.5 MB
// peak measured), well under 100 MB with the tables; the core's 4 million is for the CLI.
const PAGE_STATE_CAP = 500000;

/** @type {import('./split-search.js').SplitSearch | null} split-search.js, once given helpers */
let split = null;

/** @param {SearchWork} work @param {string} reason */
export function stopSearch(work, reason) {
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
export function startSearch(request) {
  const owner = String(request.owner ?? '');
  replaceOwnersSearches(owner);
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
    handOver(/** @type {SearchRequest} */ (request), owner, anytimeRequests());
    return;
  }
  // fallback: a heuristic whose tables are not installed yet is replaced by the strongest one that
  // is ready (the core chooses), so a search never waits. A difficulty shuffle is a core job too.
  // The page's other workers (split-search.js) take part in a solve when the core can split it.
  const remote = request.type === 'solve' && split ? split.helpersFor(request.workers) : 0;
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
      started.split && request.type === 'solve' ? split?.begin(started.job, request, remote) : null,
  };
  searches.set(request.id, mine);
  followSearch(mine);
}

/** @param {string} owner */
function replaceOwnersSearches(owner) {
  for (const work of [...searches.values()])
    if (work.owner === owner) stopSearch(work, 'replaced by a newer request');
}

/**
 * A search answered by a module loaded later: registered at once, so Cancel and a newer request of
 * its owner end it (and answer it) even while that module loads, since import() is asynchronous;
 * handed to the module's follow once loaded only if it is still wanted. A failed load is its one
 * answer.
 * @template {WorkerRequest} R
 * @param {R} request
 * @param {string} owner
 * @param {Promise<{ follow: (mine: SearchWork, request: R) => unknown }>} loading
 */
function handOver(request, owner, loading) {
  /** @type {SearchWork} */
  const mine = {
    requestId: request.id,
    owner,
    job: 0,
    kind: request.type,
    module: null,
    asked: performance.now(),
  };
  const current = () => searches.get(mine.requestId) === mine;
  searches.set(mine.requestId, mine);
  loading.then(
    (loaded) => {
      if (current()) loaded.follow(mine, request);
    },
    (error) => {
      if (!current()) return;
      searches.delete(mine.requestId);
      failToLoad(mine.requestId, error);
    },
  );
}

// A lab request (lab-requests.js) replaces its owner's older search like any search.
/** @param {WorkerRequest} request */
export function startLabRequest(request) {
  const owner = String(request.owner ?? '');
  replaceOwnersSearches(owner);
  handOver(request, owner, labRequests());
}

// The page's other workers, for solves split among them (split-search.js, loaded first): this
// worker leads them (`helpers`: answered with how many there are) or is one of them
// (`helper-port`: the lead's port).
/** @param {HelpersRequest | HelperPortRequest} request */
export async function joinHelpers(request) {
  try {
    split = await splitSearch();
    if (request.type === 'helper-port') split.serve(request.port);
    const result =
      request.type === 'helpers' ? { helpers: split.attach(request.ports, request.reset) } : {};
    reply(request.id, 'done', { result });
  } catch (error) {
    failToLoad(request.id, error);
  }
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
