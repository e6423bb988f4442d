// lazy-modules.js: the solver worker's modules that a page may never need, each imported by URL on
// first use (so a page of 15-puzzles never downloads them): lab-requests.js (the lab's requests,
// and the lab's WebAssembly module), anytime-requests.js (boards bigger than the 15-puzzle, and the
// learned estimate), table-cache.js (pattern databases), split-search.js (a solve shared among the
// page's workers).
//
// Each exports an install function that receives the worker's helpers (WorkerHelpers below)
// rather than importing the worker's modules: in the release every such file is a bundle of its
// own, and an import there would bring it a second copy of the worker's state (worker-state.js).
// import() is asynchronous, so each caller registers its request before it waits
// (worker-searches.js, worker-tables.js) and answers it once if the load fails; a failed load is
// tried again next time.
import {
  BUILD_BUDGET,
  SEARCH_BUDGET,
  Refusal,
  call,
  callOn,
  fail,
  loadError,
  noteCrash,
  reply,
  runJob,
} from './worker-jobs.js';
import { finishSearch, hintOf, progressOf } from './search-answers.js';
import { importModule, loadEmscripten } from './worker-loading.js';
import { assets, searches, solver, tableWork } from './worker-state.js';

/**
 * What the worker lends the modules it loads later.
 * @typedef {{
 *   call: typeof call,
 *   callOn: typeof callOn,
 *   runJob: typeof runJob,
 *   reply: typeof reply,
 *   fail: typeof fail,
 *   noteCrash: typeof noteCrash,
 *   Refusal: typeof Refusal,
 *   loadError: typeof loadError,
 *   loadEmscripten: typeof loadEmscripten,
 *   searches: typeof searches,
 *   tableWork: typeof tableWork,
 *   progressOf: typeof progressOf,
 *   finishSearch: typeof finishSearch,
 *   hintOf: typeof hintOf,
 *   budget: typeof SEARCH_BUDGET,
 *   buildBudget: typeof BUILD_BUDGET,
 *   assetUrl: (name: keyof import('./worker-state.js').WorkerAssets) => string,
 *   module: () => any,
 *   lab: () => Promise<import('./lab-requests.js').LabRequests>
 * }} WorkerHelpers
 * module: the page's WebAssembly module; lab: lab-requests.js, loaded on first use (the anytime
 * search runs in the lab's module)
 */

/** @type {WorkerHelpers} */
const helpers = {
  call,
  callOn,
  runJob,
  reply,
  fail,
  noteCrash,
  Refusal,
  loadError,
  loadEmscripten,
  searches,
  tableWork,
  progressOf,
  finishSearch,
  hintOf,
  budget: SEARCH_BUDGET,
  buildBudget: BUILD_BUDGET,
  assetUrl: (name) => String(assets?.[name]),
  module: () => solver,
  lab: () => labRequests(),
};

/**
 * One module loaded later: imported once from its asset URL and installed with the helpers; the
 * promise is shared by every caller meanwhile, and forgotten when the import failed.
 * @template T
 * @param {'labRequests' | 'anytimeRequests' | 'tableCache' | 'splitSearch'} name
 * @param {(module: any, worker: WorkerHelpers) => T} install
 * @returns {() => Promise<T>}
 */
function later(name, install) {
  /** @type {Promise<T> | null} */
  let loading = null;
  return () =>
    (loading ??= importModule(helpers.assetUrl(name)).then(
      (module) => install(module, helpers),
      (error) => {
        loading = null; // tried again by the next request
        // The browsers' own words name the URL ("Failed to fetch dynamically imported module: …").
        throw loadError('load-failed', {}, String(error?.message || error));
      },
    ));
}

// Each install is typed by its module's own export, so the type check holds the helpers lent
// against what each module declares it needs.
export const labRequests = later(
  'labRequests',
  (/** @type {typeof import('./lab-requests.js')} */ module, worker) => module.installLab(worker),
);
export const anytimeRequests = later(
  'anytimeRequests',
  (/** @type {typeof import('./anytime-requests.js')} */ module, worker) =>
    module.installAnytime(worker),
);
export const tableCache = later(
  'tableCache',
  (/** @type {typeof import('./table-cache.js')} */ module, worker) =>
    module.installTableCache(worker),
);
export const splitSearch = later(
  'splitSearch',
  (/** @type {typeof import('./split-search.js')} */ module, worker) => module.installSplit(worker),
);
