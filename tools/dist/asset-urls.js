// asset-urls.js (release build): the flat layout of dist/slide-puzzle/, where every run-time file
// sits beside the bundled element. tools/build-dist.mjs swaps web/js/worker/asset-urls.js for this
// file; the exports must stay those of the source module.
//
// Every file is written as a literal, because that is the one form an app's bundler recognises:
// - `new URL('./file', import.meta.url)`: Vite (Rollup, Rolldown) and webpack 5 copy the file
//   into the app's output as an asset (webpack: asset/resource; Vite: assets/, hashed) and
//   rewrite the expression to the copy's URL; a URL computed from a table would be left pointing
//   into node_modules (webpack even replaces a bare import.meta.url with a file: URL). Unbundled
//   (a CDN, a copy of the package), the browser resolves it beside this module.
// - `import('./module.js')`: the four ES modules loaded later (lab, Japanese words, shapes,
//   position editor)
//   become chunks of the app, so each is bundled with the app (their own lookups here included)
//   rather than copied raw, where the lab's own `import.meta.url` would point at the copy. Each is
//   a function of its own, so a bundle that never imports one (the lab's) drops it.
// esbuild (tools/build-dist.mjs) keeps both forms as they are: the modules are external there.

// Functions, not URLs, so nothing is resolved before it is wanted.
const ASSETS = {
  // the solver worker's entry module, imported by its bootstrap (worker-start.js)
  solverWorker: () => new URL('./solver-worker.js', import.meta.url),
  // loaded by the worker with the first lab request
  labRequests: () => new URL('./lab-requests.js', import.meta.url),
  // loaded by the worker with the first search on a board bigger than the 15-puzzle
  anytimeRequests: () => new URL('./anytime-requests.js', import.meta.url),
  // loaded by the worker the first time tables are wanted
  tableCache: () => new URL('./table-cache.js', import.meta.url),
  // loaded by a worker when the page gives it others to share solves with
  splitSearch: () => new URL('./split-search.js', import.meta.url),
  moduleScript: () => new URL('./slide.js', import.meta.url),
  wasm: () => new URL('./slide.wasm', import.meta.url),
  // the lab's own WebAssembly module, loaded with the first lab request
  labModuleScript: () => new URL('./slide-lab-module.js', import.meta.url),
  labWasm: () => new URL('./slide-lab.wasm', import.meta.url),
  // the learned heuristic's weights, fetched with the first learned search or lab run of their
  // puzzle
  learned8: () => new URL('./learned-8.slnn', import.meta.url),
  learned15: () => new URL('./learned-15.slnn', import.meta.url),
};

/** @param {keyof typeof ASSETS} name @returns {string} the asset's absolute URL */
export function assetUrl(name) {
  return ASSETS[name]().href;
}

/** @returns {Record<keyof typeof ASSETS, string>} every file's absolute URL, for the worker */
export const assetUrls = () =>
  /** @type {Record<keyof typeof ASSETS, string>} */ (
    Object.fromEntries(Object.keys(ASSETS).map((name) => [name, assetUrl(/** @type {any} */ (name))]))
  );

/** the <slide-lab> experiments, imported when the first one is connected */
export const importLab = () => import('./slide-lab.js');
/** the Japanese words, imported when a page needs them */
export const importWordsJa = () => import('./slide-puzzle-ja.js');
/** the built-in puzzles' shapes, imported only when the solver cannot start */
export const importShapes = () => import('./slide-puzzle-shapes.js');
/** the position editor, imported on the first "Edit position" */
export const importEditor = () => import('./slide-puzzle-editor.js');
/** the learned heuristic's 15-puzzle weights, for the lab's learned experiment */
export const learnedWeightsUrl = () => assetUrl('learned15');
