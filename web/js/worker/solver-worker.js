// solver-worker.js: hosts the WebAssembly core in a classic worker, so that no search or table
// build ever runs on the page's thread.
//
// One worker serves every element of a page (solver-service.js; messages typed in protocol.js).
// Small requests are answered at once; long jobs run in slices (worker-jobs.js): searches
// (worker-searches.js), table builds (worker-tables.js), the lab's jobs (lab-requests.js). Policies
// are the core's: the worker converts, schedules, stores.
//
// The last of the worker's classic scripts (asset-urls.js lists them; they share one scope): it
// reads the requests, keeps what a crash of the module leaves, and starts the module loading
// (worker-loading.js).
/* global importScripts */
'use strict';

/** @type {WorkerRequest[]} */
const waiting = []; // requests received before the module was ready

/** @type {Record<string, (request: any) => unknown>} */
const handlers = {
  puzzle: (r) => withLearned(call('puzzleInfo', r.puzzle, r.goal)),
  check: (r) => call('checkBoard', r.puzzle, r.goal, r.board),
  solvability: (r) => call('solvability', r.puzzle, r.goal, r.board),
  scramble: (r) =>
    call('scramble', r.puzzle, r.goal, { moves: r.moves, random: r.random === true, seed: r.seed }),
  evaluate: (r) => call('evaluate', r.puzzle, r.goal, r.board),
  ping: () => ({}),
};

// A trap inside the module (abort, out of memory) leaves it unusable: from then on every request
// gets this message until the page restarts the worker. Returns whether it was such a crash.
/** @param {unknown} error */
function noteCrash(error) {
  if (!(error instanceof WebAssembly.RuntimeError)) return false;
  if (broken) return true;
  broken = {
    message: 'The solver stopped working (its module failed). It starts again on the next request.',
    code: 'crashed',
  };
  // Every job of every owner is lost with the module; the page restarts the worker on its next
  // request, so each request under way gets its one answer now.
  for (const work of searches.values()) fail(work.requestId, 'error', broken.message, broken.code);
  searches.clear();
  for (const work of tableWork.values())
    for (const id of work.subscribers.keys()) fail(id, 'error', broken.message, broken.code);
  tableWork.clear();
  self.postMessage({ type: 'crashed', message: broken.message, code: broken.code });
  return true;
}

/** @param {WorkerRequest} request */
function handle(request) {
  if (!request || typeof request !== 'object' || !Number.isInteger(request.id)) return; // not ours
  const { id, type } = request;
  if (broken) {
    fail(id, 'error', broken.message, broken.code, broken.params);
    return;
  }
  try {
    if (request.type === 'cancel') {
      const { target } = request;
      const owner = String(request.owner ?? '');
      for (const work of [...searches.values()]) {
        if (target === undefined ? work.owner === owner : target === work.requestId)
          stopSearch(work, 'cancelled');
      }
      for (const work of tableWork.values()) if (target !== undefined) unsubscribe(work, target);
      reply(id, 'done', { result: {} });
    } else if (request.type === 'tables') {
      prepareTables(request);
    } else if (
      request.type === 'solve' ||
      request.type === 'hint' ||
      (request.type === 'scramble' && request.difficulty !== undefined)
    ) {
      startSearch(request);
    } else if (type === 'helpers') {
      // the page's other workers, for solves split among them (split-search.js)
      reply(id, 'done', {
        result: { helpers: splitSearch().attach(request.ports, request.reset) },
      });
    } else if (type === 'helper-port') {
      // this worker is one of them: the lead's port
      splitSearch().serve(request.port);
      reply(id, 'done', { result: {} });
    } else if (LAB_REQUESTS.includes(type)) {
      labRequests()?.start(request);
    } else if (Object.hasOwn(handlers, type)) {
      reply(id, 'done', { result: handlers[type](request) });
    } else {
      fail(id, 'invalid', `unknown request type '${type}'`, 'unknown-request', { type });
    }
  } catch (error) {
    if (error instanceof Refusal) {
      fail(id, error.kind, error.message, error.code, error.params);
      return;
    }
    // An exception from the module itself (a trap or a binding error): report it and, if the
    // module is no longer usable, say so for every later request until the page restarts us.
    noteCrash(error);
    fail(id, 'error', error.message || String(error));
  }
}

// The lab's requests live in lab-requests.js, loaded with the first one (a page of puzzles never
// downloads it), and the anytime search in anytime-requests.js; they use these.
self.slideWorker = {
  call,
  callOn,
  runJob,
  reply,
  fail,
  noteCrash,
  searches,
  stopSearch,
  compileWasm,
  Refusal,
  loadError,
  budget: SEARCH_BUDGET,
  buildBudget: BUILD_BUDGET,
  tableWork,
  progressOf,
  finishSearch,
  hintOf,
  lab: () => labRequests(),
  module: () => solver,
};
// the request types lab-requests.js answers
const LAB_REQUESTS = [
  'layers',
  'tradeoff',
  'pathfinding',
  'human',
  'learn',
  'labSearch',
  'weights',
  'estimates',
];
const labRequests = () => {
  if (!self.slideLab) importScripts(String(self.slideAssets?.labRequests));
  return self.slideLab;
};

self.onmessage = (event) => {
  if (solver || broken) handle(event.data);
  else waiting.push(event.data);
};

loadModule().then(
  (module) => {
    solver = module;
    self.postMessage({ type: 'ready' });
    for (const request of waiting.splice(0)) handle(request);
  },
  (error) => {
    broken = {
      message: error && error.message ? error.message : `The solver could not load (${error}).`,
      code: error?.code ?? 'load-failed',
      params: error?.params,
    };
    self.postMessage({ type: 'fatal', ...broken });
    for (const request of waiting.splice(0)) handle(request);
  },
);
