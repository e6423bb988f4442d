// worker-start.js: starts the solver worker through a small blob bootstrap, so it runs even when
// the element's files are on another origin than the page.
//
// `new Worker(url)` refuses a script from another origin, but a worker made from a blob belongs to
// the page, and a module worker may import a module from anywhere that allows it by CORS (as the
// element's own <script type="module"> already needs). The bootstrap is a one-line module: it
// imports the worker's entry by its absolute URL and hands startWorker the absolute URLs of every
// file the worker loads later (the blob's own URL is one nothing resolves against), so nothing is
// passed through a global. asset-urls.js is the one place that knows where those files are.
//
// A dynamic import(), not a static one: a page's Content-Security-Policy judges it by script-src,
// which already admits the element's origin, whereas Firefox judges a module worker's static
// imports by worker-src (where `blob:` is all the package README asks for). The worker takes
// messages as soon as the bootstrap has run, before the entry has loaded, so the bootstrap keeps
// them (`early`) for startWorker. A failed import is thrown again outside the promise, so it
// reaches the page as the worker's error event (solver-service.js), as a failed static import
// would.
import { assetUrls } from './asset-urls.js';

/**
 * @returns {{
 *   worker: Worker,
 *   release: () => void
 * }} the worker; release() frees the bootstrap's URL once the worker has started
 */
export function startSolverWorker() {
  const { solverWorker, ...assets } = assetUrls();
  const source = `const early = [];
onmessage = (event) => early.push(event.data);
import(${JSON.stringify(solverWorker)}).then(
  (entry) => entry.startWorker(${JSON.stringify(assets)}, early),
  (error) => setTimeout(() => { throw error; }),
);
`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return {
      worker: new Worker(url, { type: 'module', name: 'slide-solver' }),
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}
