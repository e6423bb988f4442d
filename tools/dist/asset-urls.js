// asset-urls.js (release build): the flat layout of dist/slide-puzzle/, where every run-time file
// sits beside the bundled element. tools/build-dist.mjs swaps web/js/worker/asset-urls.js for this
// file; the names must stay those of the source module.

// The solver worker's scripts, joined into one by tools/build-dist.mjs.
export const WORKER_SCRIPTS = ['./solver-worker.js'];

const ASSETS = {
  labRequests: './lab-requests.js', // loaded by the worker with the first lab request
  tableCache: './table-cache.js', // loaded by the worker the first time tables are wanted
  // loaded by a worker when the page gives it others to share solves with
  splitSearch: './split-search.js',
  lab: './slide-lab.js', // the <slide-lab> experiments, imported when the first one is connected
  languageJa: './slide-puzzle-ja.js', // the Japanese words, imported when a page needs them
  // the built-in puzzles' shapes, imported only when the solver cannot start
  shapes: './slide-puzzle-shapes.js',
  moduleScript: './slide.js',
  wasm: './slide.wasm',
  // the lab's own WebAssembly module, loaded with the first lab request
  labModuleScript: './slide-lab-module.js',
  labWasm: './slide-lab.wasm',
};

/** @param {keyof typeof ASSETS} name @returns {string} the asset's absolute URL */
export function assetUrl(name) {
  return new URL(ASSETS[name], import.meta.url).href;
}

/** @returns {string[]} the solver worker's scripts' absolute URLs, in the order they run */
export function workerScriptUrls() {
  return WORKER_SCRIPTS.map((file) => new URL(file, import.meta.url).href);
}
