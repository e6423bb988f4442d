// asset-urls.js: where the element finds the files it loads at run time (the worker, the
// WebAssembly module and its glue), as absolute URLs relative to this module's own URL, never to
// the host page's, and the ES modules it imports later. This is the one file that knows the source
// tree's layout: the release build (`./build.sh dist`) swaps it for tools/dist/asset-urls.js,
// which knows the flat layout of dist/slide-puzzle/ and writes each file as a literal that
// bundlers recognise.

// Files fetched by URL (the worker's modules, and the WebAssembly modules' glue and .wasm).
const ASSETS = {
  // the solver worker's entry module, imported by its bootstrap (worker-start.js)
  solverWorker: './solver-worker.js',
  labRequests: './lab-requests.js', // loaded by the worker with the first lab request
  // loaded by the worker with the first search on a board bigger than the 15-puzzle
  anytimeRequests: './anytime-requests.js',
  tableCache: './table-cache.js', // loaded by the worker the first time tables are wanted
  // loaded by a worker when the page gives it others to share solves with
  splitSearch: './split-search.js',
  // the glue's ES-module twins (tools/es-glue.mjs): the worker is a module worker
  moduleScript: '../../wasm/slide.mjs',
  wasm: '../../wasm/slide.wasm',
  // the lab's own WebAssembly module, loaded with the first lab request
  labModuleScript: '../../wasm/slide-lab.mjs',
  labWasm: '../../wasm/slide-lab.wasm',
  // the learned heuristic's weights (models/learned-*.slnn, copied beside the lab's module by
  // build.sh), fetched by the worker with the first learned search or lab run of their puzzle
  learned8: '../../wasm/learned-8.slnn',
  learned15: '../../wasm/learned-15.slnn',
};

/** @param {keyof typeof ASSETS} name @returns {string} the asset's absolute URL */
export function assetUrl(name) {
  return new URL(ASSETS[name], import.meta.url).href;
}

/** @returns {Record<keyof typeof ASSETS, string>} every file's absolute URL, for the worker */
export const assetUrls = () =>
  /** @type {Record<keyof typeof ASSETS, string>} */ (
    Object.fromEntries(
      Object.keys(ASSETS).map((name) => [name, assetUrl(/** @type {any} */ (name))]),
    )
  );

// The ES modules imported later. The source tree is served as it is, so they are imported by URL
// like every other file here (a literal import would also bring the lab and the element into the
// worker's strict type check, tsconfig.worker.json); dist's twin imports each by a literal, so an
// app's bundler makes each a chunk.
/** @param {string} file @returns {Promise<any>} */
const importBeside = (file) => import(new URL(file, import.meta.url).href);
/** the <slide-lab> experiments, imported when the first one is connected */
export const importLab = () => importBeside('../lab/slide-lab.js');
/** the Japanese words, imported when a page needs them */
export const importWordsJa = () => importBeside('../i18n/ja.js');
/** the built-in puzzles' shapes, imported only when the solver cannot start */
export const importShapes = () => importBeside('./puzzle-shapes.js');
/** the position editor, imported on the first "Edit position" */
export const importEditor = () => importBeside('../views/position-editor.js');
/** the learned heuristic's 15-puzzle weights, for the lab's learned experiment */
export const learnedWeightsUrl = () => assetUrl('learned15');
