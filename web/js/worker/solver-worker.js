// solver-worker.js: hosts the WebAssembly core in a module worker, so that no search or table
// build ever runs on the page's thread.
//
// One worker serves every element of a page (solver-service.js; messages typed in protocol.js).
// Small requests are answered at once; long jobs run in slices (worker-jobs.js): searches
// (worker-searches.js), table builds (worker-tables.js), the lab's jobs (lab-requests.js). Policies
// are the core's: the worker converts, schedules, stores.
//
// The worker's entry: the bootstrap (worker-start.js) imports it and calls startWorker with the
// files' URLs; it reads the requests and starts the module loading (worker-loading.js).
import { Refusal, call, fail, noteCrash, reply } from './worker-jobs.js';
import { joinHelpers, startLabRequest, startSearch, stopSearch } from './worker-searches.js';
import { withLearned } from './worker-anytime.js';
import { prepareTables, unsubscribe } from './worker-tables.js';
import { loadEmscripten } from './worker-loading.js';
import {
  broken,
  markBroken,
  searches,
  solver,
  tableWork,
  useAssets,
  useModule,
} from './worker-state.js';

/** @typedef {import('./worker-state.js').WorkerRequest} WorkerRequest */

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
    } else if (request.type === 'helpers' || request.type === 'helper-port') {
      joinHelpers(request); // the page's other workers, for solves split among them
    } else if (LAB_REQUESTS.includes(type)) {
      startLabRequest(request);
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

/**
 * Starts the worker: called once by the bootstrap (worker-start.js) with the absolute URLs of the
 * files it loads, since the blob it runs from has no URL anything could be resolved against, and
 * the requests that came while this module loaded.
 * @param {import('./worker-state.js').WorkerAssets} assets
 * @param {WorkerRequest[]} [early]
 */
export function startWorker(assets, early = []) {
  useAssets(assets);
  waiting.push(...early);
  self.onmessage = (event) => {
    if (solver || broken) handle(event.data);
    else waiting.push(event.data);
  };
  loadEmscripten(assets.moduleScript, assets.wasm, 'The solver').then(
    (module) => {
      useModule(module);
      self.postMessage({ type: 'ready' });
      for (const request of waiting.splice(0)) handle(request);
    },
    (error) => {
      const reason = {
        message: error && error.message ? error.message : `The solver could not load (${error}).`,
        code: error?.code ?? 'load-failed',
        params: error?.params,
      };
      markBroken(reason);
      self.postMessage({ type: 'fatal', ...reason });
      for (const request of waiting.splice(0)) handle(request);
    },
  );
}
