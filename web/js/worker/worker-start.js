// worker-start.js: starts the solver worker through a small blob bootstrap, so it runs even when
// the element's files are on another origin than the page.
//
// `new Worker(url)` refuses a script from another origin, but a worker made from a blob belongs to
// the page, and a classic worker may importScripts a script from anywhere. The bootstrap tells the
// worker the absolute URLs of the module's glue and .wasm first (its own location is the blob's,
// against which nothing resolves), then runs the worker's scripts. asset-urls.js is the one place
// that knows where those files are.
import { assetUrl, workerScriptUrls } from './asset-urls.js';

/**
 * @returns {{
 *   worker: Worker,
 *   release: () => void
 * }} the worker; release() frees the bootstrap's URL once the worker has started
 */
export function startSolverWorker() {
  const assets = {
    moduleScript: assetUrl('moduleScript'),
    wasm: assetUrl('wasm'),
    labRequests: assetUrl('labRequests'),
    anytimeRequests: assetUrl('anytimeRequests'),
    tableCache: assetUrl('tableCache'),
    splitSearch: assetUrl('splitSearch'),
    labModuleScript: assetUrl('labModuleScript'),
    labWasm: assetUrl('labWasm'),
    // the learned heuristic's shipped weights by puzzle (its standard goal): the puzzles whose
    // menu offers it
    learnedWeights: { '3x3': assetUrl('learned8'), '4x4': assetUrl('learned15') },
  };
  const scripts = workerScriptUrls().map((url) => JSON.stringify(url));
  const source = `self.slideAssets = ${JSON.stringify(assets)};
importScripts(${scripts.join(', ')});
`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return {
      worker: new Worker(url, { name: 'slide-solver' }),
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}
