// worker-state.js: everything the solver worker's modules share that changes: the asset URLs it
// was started with, its WebAssembly module, whether that module broke, and the jobs under way
// (searches, table builds). The one module that holds them: the others read the live exports and
// change them only through the functions here, so who writes what stays findable.
//
// The modules loaded later (lab-requests.js, anytime-requests.js, table-cache.js, split-search.js)
// never import this file: in the release each is a bundle of its own and would get a copy of its
// own; they reach the maps through the helpers lent to them (lazy-modules.js).

/**
 * @typedef {import('./protocol.js').Request} WorkerRequest
 * @typedef {import('./protocol.js').SearchRequest} SearchRequest
 * @typedef {import('./protocol.js').TablesRequest} TablesRequest
 * @typedef {import('./protocol.js').ErrorKind} ErrorKind
 * @typedef {{ nodes: number, ms: number }} Pace
 * @typedef {{
 *   requestId: number,
 *   owner: string,
 *   job: number,
 *   kind: string,
 *   heuristic?: string,
 *   fallbackFrom?: string,
 *   algorithm?: string,
 *   pace?: Pace | null,
 *   module?: any,
 *   split?: any,
 *   asked?: number
 * }} SearchWork
 * kind: the request's type; asked: when the request came (performance.now()); module: set for a
 * job of the lab's module (lab-requests.js, anytime-requests.js), null while that module loads;
 * split: a solve shared with the page's other workers (split-search.js)
 * @typedef {{
 *   key: string,
 *   puzzle: string,
 *   goal?: number[],
 *   subscribers: Map<number, number>,
 *   cancelled: boolean
 * }} TableWork
 * subscribers: the requests waiting for these tables, by id, with when each asked
 * @typedef {{
 *   moduleScript: string,
 *   wasm: string,
 *   labRequests: string,
 *   anytimeRequests: string,
 *   tableCache: string,
 *   splitSearch: string,
 *   labModuleScript: string,
 *   labWasm: string,
 *   learned8: string,
 *   learned15: string
 * }} WorkerAssets
 * the absolute URLs of the files the worker loads (worker-start.js gives them)
 */

/** @type {WorkerAssets | null} */
export let assets = null;
/** @type {any} the Embind module, once loaded */
export let solver = null;
/** @type {{ message: string, code: string, params?: object } | null} */
export let broken = null; // once the module has failed for good: what to answer every request

/** @type {Map<number, SearchWork>} searches under way, by request id; each its own slice loop */
export const searches = new Map();
/** @type {Map<string, TableWork>} table loads and builds under way by storage key, shared */
export const tableWork = new Map();

/** @param {WorkerAssets} urls */
export function useAssets(urls) {
  assets = urls;
}
/** @param {any} module the page's WebAssembly module, loaded */
export function useModule(module) {
  solver = module;
}
/** @param {{ message: string, code: string, params?: object }} reason */
export function markBroken(reason) {
  broken = reason;
}
