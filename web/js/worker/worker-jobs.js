// worker-jobs.js: the solver worker's dealings with its WebAssembly module: calling it (a refusal
// becomes a Refusal, anything thrown means the module broke, noteCrash), replying to the page, and
// the slice loop every long job (search, table build, the lab's jobs) runs in, the loops taking
// turns through one FIFO queue with messages read between slices.
import { searches, solver, broken, tableWork, markBroken } from './worker-state.js';

/** @typedef {import('./worker-state.js').ErrorKind} ErrorKind */
/** @typedef {import('./worker-state.js').Pace} Pace */

// Each slice aims at SLICE_MS, so messages (cancel, newer requests) are read that often; progress
// goes to the page every PROGRESS_MS, about once a display frame: an Expert search with Manhattan
// distance runs 13 M nodes in about 160 ms in Chromium (the band's median, measured on the demo),
// and the reader should still see its node count climb through ten values.
const SLICE_MS = 10,
  PROGRESS_MS = 16;
// First budgets (nodes per slice) and their floors; each slice then aims at SLICE_MS.
export const SEARCH_BUDGET = { first: 100000, least: 1000 },
  BUILD_BUDGET = { first: 200000, least: 10000 };

const yieldChannel = new MessageChannel();
/** @type {Array<() => void>} */
const yieldQueue = [];
yieldChannel.port1.onmessage = () => yieldQueue.shift()?.();
// Lets queued messages (cancel, newer requests) in before the next slice, without setTimeout's
// clamp.
const nextTurn = () =>
  new Promise((resolve) => {
    yieldQueue.push(() => resolve(undefined));
    yieldChannel.port2.postMessage(null);
  });
/** @param {number} id @param {string} type @param {object} body */
export const reply = (id, type, body) => self.postMessage({ id, type, ...body });
/**
 * @param {number} id
 * @param {ErrorKind} kind
 * @param {unknown} message
 * @param {string} [code] the page words it
 * @param {object} [params]
 */
export const fail = (id, kind, message, code, params) =>
  reply(id, 'error', { kind, message: String(message), ...(code ? { code, params } : {}) });
/**
 * A request's answer when what it needed failed to load (a module loaded later): the error's words
 * and, from loadError, its code and facts.
 * @param {number} id
 * @param {any} error
 */
export const failToLoad = (id, error) =>
  fail(id, 'error', error?.message || String(error), error?.code, error?.params);

/**
 * @param {string} code
 * @param {object} params
 * @param {string} text a failure to load: the page words the code
 */
export const loadError = (code, params, text) => Object.assign(new Error(text), { code, params });
/**
 * An answer of the core that refuses the request: { error, code, reason?, params?, status? }; its
 * reason and facts go on to the page as params.
 */
export class Refusal extends Error {
  /**
   * @param {string} message
   * @param {ErrorKind} kind
   * @param {string} [code]
   * @param {object} [params]
   */
  constructor(message, kind, code, params) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.params = params;
  }
}

// A module answers { error, code } for bad input; anything it throws means the module itself broke.
/**
 * @param {any} module the page's module or the lab's
 * @param {string} name
 * @param {...any} args
 * @returns {any}
 */
export function callOn(module, name, ...args) {
  const result = module[name](...args);
  if (result && typeof result.error === 'string') {
    const unsolvable = result.code === 'unsolvable' || result.status === 'unsolvable';
    throw new Refusal(
      result.error,
      unsolvable ? 'unsolvable' : 'invalid',
      result.code,
      result.reason ? { ...result.params, reason: result.reason } : result.params,
    );
  }
  return result;
}
/** @param {string} name @param {...any} args @returns {any} */
export const call = (name, ...args) => callOn(solver, name, ...args);

/**
 * Runs a core job until it ends, in slices of about SLICE_MS. Resolves to the job's last answer,
 * or null once `wanted()` turns false (whoever ended it has cancelled it in the core and replied).
 * Slow motion (`pace`): slices of pace.nodes, each reported, pace.ms apart, so the page can draw
 * every step.
 * @param {number} job
 * @param {{
 *   budget: { first: number, least: number },
 *   wanted: () => boolean,
 *   onProgress: (step: any) => void,
 *   pace?: Pace | null,
 *   module?: any,
 *   between?: (step: any) => Promise<void> | null,
 *   onSlice?: (step: any) => void
 * }} options
 * module: the lab's, for its jobs; between: a split solve's turn after each slice
 * (split-search.js), a promise while it waits on other workers; onSlice: sees every slice's
 * answer (the anytime search keeps its latest best, worker-anytime.js)
 */
export async function runJob(
  job,
  { budget, wanted, onProgress, pace, module = solver, between, onSlice },
) {
  let size = pace ? pace.nodes : budget.first;
  let lastProgress = performance.now();
  for (;;) {
    const began = performance.now();
    const step = callOn(module, 'runJob', job, size);
    const took = performance.now() - began;
    onSlice?.(step);
    // Aim each slice at SLICE_MS whatever the node rate of this job on this machine.
    if (took > 0 && !pace && !step.waiting)
      size = Math.max(budget.least, Math.min(size * 4, Math.round((size * SLICE_MS) / took)));
    if (step.status !== 'running') return step;
    if (pace || performance.now() - lastProgress >= PROGRESS_MS) {
      lastProgress = performance.now();
      onProgress(step);
    }
    await (pace
      ? new Promise((resolve) => setTimeout(resolve, pace.ms))
      : (between?.(step) ?? nextTurn()));
    if (!wanted()) return null;
  }
}

// A trap inside the module (abort, out of memory) leaves it unusable: from then on every request
// gets this message until the page restarts the worker. Returns whether it was such a crash.
/** @param {unknown} error */
export function noteCrash(error) {
  if (!(error instanceof WebAssembly.RuntimeError)) return false;
  if (broken) return true;
  const message =
      'The solver stopped working (its module failed). It starts again on the next request.',
    code = 'crashed';
  markBroken({ message, code });
  // Every job of every owner is lost with the module; the page restarts the worker on its next
  // request, so each request under way gets its one answer now.
  for (const work of searches.values()) fail(work.requestId, 'error', message, code);
  searches.clear();
  for (const work of tableWork.values())
    for (const id of work.subscribers.keys()) fail(id, 'error', message, code);
  tableWork.clear();
  self.postMessage({ type: 'crashed', message, code });
  return true;
}
