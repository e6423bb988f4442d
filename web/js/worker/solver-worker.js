// solver-worker.js: hosts the WebAssembly core in a classic worker, so that no search or table
// build ever runs on the page's thread.
//
// One worker serves every element of a page (solver-service.js; messages typed in protocol.js).
// Small requests are answered at once; each long job (search, table build, the lab's layer count in
// lab-requests.js) runs its own loop of SLICE_MS slices, the loops taking turns through one FIFO
// queue, messages read between slices; a newer search replaces only its `owner`'s older one.
// Policies are the core's: this file converts, schedules, stores. The bootstrap (worker-start.js)
// sets `self.slideAssets`, the files' absolute URLs.
/* global importScripts, createSlideModule */
'use strict';

/**
 * @typedef {import('./protocol.js').Request} WorkerRequest
 * @typedef {import('./protocol.js').SearchRequest} SearchRequest
 * @typedef {import('./protocol.js').TablesRequest} TablesRequest
 * @typedef {import('./protocol.js').ErrorKind} ErrorKind
 */

const SLICE_MS = 20,
  PROGRESS_MS = 100;
// BFS and A* keep every state they meet: half a million take about 30 MB of wasm memory (45.5 MB
// peak measured), well under 100 MB with the tables; the core's 4 million is for the CLI.
const PAGE_STATE_CAP = 500000;
// First budgets (nodes per slice) and their floors; each slice then aims at SLICE_MS.
const SEARCH_BUDGET = { first: 100000, least: 1000 },
  BUILD_BUDGET = { first: 200000, least: 10000 };

/** @type {any} */
let solver = null; // the Embind module, once loaded
/** @type {{ message: string, code: string, params?: object } | null} */
let broken = null; // once the module has failed for good: what to answer every request
/** @type {WorkerRequest[]} */
const waiting = []; // requests received before the module was ready
/**
 * @typedef {{ nodes: number, ms: number }} Pace
 * @typedef {{
 *   requestId: number,
 *   owner: string,
 *   job: number,
 *   kind: 'solve'|'hint'|'scramble',
 *   heuristic: string,
 *   fallbackFrom?: string,
 *   algorithm: string,
 *   pace: Pace | null,
 *   module?: any,
 *   split?: any
 * }} SearchWork
 * module: set for a lab job (lab-requests.js); split: a solve shared with the page's other workers
 * (split-search.js)
 * @typedef {{
 *   key: string,
 *   puzzle: string,
 *   goal?: number[],
 *   subscribers: Map<number, number>,
 *   cancelled: boolean
 * }} TableWork
 */
/**
 * @type {Map<number, SearchWork>} searches under way, by request id; each runs its own slice loop
 */
const searches = new Map();
/**
 * @type {Map<string, TableWork>} table builds under way by storage key; every request for one key
 *   shares it
 */
const tableWork = new Map();

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
const reply = (id, type, body) => self.postMessage({ id, type, ...body });
/**
 * @param {number} id
 * @param {ErrorKind} kind
 * @param {unknown} message
 * @param {string} [code] the page words it
 * @param {object} [params]
 */
const fail = (id, kind, message, code, params) =>
  reply(id, 'error', { kind, message: String(message), ...(code ? { code, params } : {}) });

/**
 * @param {string} code
 * @param {object} params
 * @param {string} text a failure to load: the page words the code
 */
const loadError = (code, params, text) => Object.assign(new Error(text), { code, params });
/**
 * An answer of the core that refuses the request: { error, code, reason?, params?, status? }; its
 * reason and facts go on to the page as params.
 */
class Refusal extends Error {
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
function callOn(module, name, ...args) {
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
const call = (name, ...args) => callOn(solver, name, ...args);

/** @type {Record<string, (request: any) => unknown>} */
const handlers = {
  puzzle: (r) => call('puzzleInfo', r.puzzle, r.goal),
  check: (r) => call('checkBoard', r.puzzle, r.goal, r.board),
  solvability: (r) => call('solvability', r.puzzle, r.goal, r.board),
  scramble: (r) =>
    call('scramble', r.puzzle, r.goal, { moves: r.moves, random: r.random === true, seed: r.seed }),
  evaluate: (r) => call('evaluate', r.puzzle, r.goal, r.board),
  ping: () => ({}),
};

// ---- The slice loop every long job runs in -------------------------------------------------

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
 *   between?: (step: any) => Promise<void> | null
 * }} options
 * module: the lab's, for its jobs; between: a split solve's turn after each slice
 * (split-search.js), a promise while it waits on other workers
 */
async function runJob(job, { budget, wanted, onProgress, pace, module = solver, between }) {
  let size = pace ? pace.nodes : budget.first;
  let lastProgress = performance.now();
  for (;;) {
    const began = performance.now();
    const step = callOn(module, 'runJob', job, size);
    const took = performance.now() - began;
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

// ---- Searches: solve and hint ----------------------------------------------------------------

/** @param {SearchWork} work @param {string} reason */
function stopSearch(work, reason) {
  if (searches.get(work.requestId) !== work) return;
  searches.delete(work.requestId);
  // A lab job lives in the lab's module (none yet while that module loads).
  const module = 'module' in work ? work.module : solver;
  if (module && work.job) module.cancelJob(work.job);
  work.split?.end();
  fail(work.requestId, 'cancelled', reason);
}

// Starts at once, so the core's refusal (bad board, unsolvable) is this request's error; then
// follows the search in slices, beside any other owner's searches.
/** @param {SearchRequest | import('./protocol.js').ScrambleRequest} request */
function startSearch(request) {
  const owner = String(request.owner ?? '');
  for (const work of [...searches.values()])
    if (work.owner === owner) stopSearch(work, 'replaced by a newer request');
  // An id still in use by another owner's search: refused, so each request gets its own answer
  // (taking the id over left the earlier search without one).
  if (searches.has(request.id))
    throw new Refusal(
      `request id ${request.id} is already in use by a search under way`,
      'invalid',
      'duplicate-id',
      { id: request.id },
    );
  // fallback: a heuristic whose tables are not installed yet is replaced by the strongest one that
  // is ready (the core chooses), so a search never waits. A difficulty shuffle is a core job too.
  // The page's other workers (split-search.js) take part in a solve when the core can split it.
  const remote =
    request.type === 'solve' && self.slideSplit ? self.slideSplit.helpersFor(request.workers) : 0;
  const started =
    request.type === 'scramble'
      ? call('startScramble', request.puzzle, request.goal, {
          difficulty: request.difficulty,
          seed: request.seed,
        })
      : call('startSearch', request.puzzle, request.goal, request.board, {
          algorithm: request.algorithm,
          heuristic: request.heuristic,
          nodeLimit: request.nodeLimit,
          stateCap: request.stateCap ?? PAGE_STATE_CAP,
          fallback: true,
          histogram: request.histogram === true,
          remoteWorkers: remote,
        });
  /** @type {SearchWork} */
  const mine = {
    requestId: request.id,
    owner,
    job: started.job,
    kind: request.type,
    heuristic: started.heuristic,
    fallbackFrom: started.fallbackFrom,
    algorithm: ('algorithm' in request && request.algorithm) || 'ida',
    pace: 'pace' in request ? paceOf(request.pace) : null,
    split:
      started.split && request.type === 'solve'
        ? splitSearch().begin(started.job, request, remote)
        : null,
  };
  searches.set(request.id, mine);
  followSearch(mine);
}

/** @param {SearchWork} mine */
async function followSearch(mine) {
  const used = {
    heuristic: mine.heuristic,
    ...(mine.fallbackFrom ? { fallbackFrom: mine.fallbackFrom } : {}),
  };
  // the page's workers that took part
  const workers = () => ({ workers: mine.split ? mine.split.workers() : 1 });
  // A split solve's time is the clock's since it began: the core counts only this worker's own
  // slices.
  const began = performance.now(),
    timed = (/** @type {any} */ step) =>
      mine.split ? { ...step, elapsedMs: performance.now() - began } : step;
  const current = () => searches.get(mine.requestId) === mine;
  try {
    const step = await runJob(mine.job, {
      budget: SEARCH_BUDGET,
      pace: mine.pace,
      wanted: current,
      onProgress: (progress) =>
        reply(mine.requestId, 'progress', {
          ...progressOf(timed(progress)),
          ...used,
          ...workers(),
        }),
      between: mine.split?.between,
    });
    mine.split?.end();
    if (!step || !current()) return;
    searches.delete(mine.requestId);
    finishSearch(mine, timed(step), { ...used, ...workers(), algorithm: mine.algorithm });
  } catch (error) {
    mine.split?.end();
    if (!current()) return;
    searches.delete(mine.requestId);
    noteCrash(error);
    fail(mine.requestId, 'error', error.message);
  }
}

/**
 * @param {any} pace slow motion: nodes per slice (1..1000) and ms between slices (0..2000), else
 *   null
 */
const paceOf = (pace) =>
  pace && typeof pace === 'object'
    ? {
        nodes: Math.min(1000, Math.max(1, Math.round(Number(pace.nodes)) || 1)),
        ms: Math.min(2000, Math.max(0, Number(pace.ms) || 0)),
      }
    : null;
/** @param {any} step */
function progressOf(step) {
  return {
    threshold: step.threshold,
    iteration: step.iteration,
    nodes: step.nodes,
    iterations: step.iterations,
    path: step.path,
    iterationNodes: step.iterationNodes,
    elapsedMs: step.elapsedMs,
    stored: step.stored,
    expanded: step.expanded,
    bytes: step.bytes,
    nodesPerSecond: step.elapsedMs > 0 ? Math.round(step.nodes / (step.elapsedMs / 1000)) : 0,
  };
}

/** @param {{ requestId: number, kind: string }} done @param {any} step @param {object} used */
function finishSearch(done, step, used) {
  if (done.kind === 'scramble' && step.status === 'done') {
    const { status, progress, ...result } = step;
    reply(done.requestId, 'done', { result });
    return;
  }
  if (step.status !== 'solved') {
    const kind = step.status === 'gave-up' || step.status === 'unsolvable' ? step.status : 'error';
    // the lab reads where it stopped
    fail(done.requestId, kind, step.message || step.status, step.code || kind, progressOf(step));
    return;
  }
  const summary = {
    ...progressOf(step),
    ...used,
    ...(step.histogram ? { histogram: step.histogram } : {}),
  };
  const result =
    done.kind === 'hint'
      ? {
          ...summary,
          cell: step.moves[0] ?? null,
          tile: step.tiles[0] ?? null,
          tileDirection: step.tileDirections[0] ?? null,
          blankDirection: step.blankDirections[0] ?? null,
          distance: step.length,
        }
      : {
          ...summary,
          moves: step.moves,
          tiles: step.tiles,
          tileDirections: step.tileDirections,
          blankDirections: step.blankDirections,
          length: step.length,
        };
  reply(done.requestId, 'done', { result });
}

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
// downloads it); they use these.
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
  module: () => solver,
};
// the request types lab-requests.js answers
const LAB_REQUESTS = ['layers', 'tradeoff', 'pathfinding', 'human'];
const labRequests = () => {
  if (!self.slideLab) importScripts(String(self.slideAssets?.labRequests));
  return self.slideLab;
};
/** @returns {NonNullable<typeof self.slideSplit>} */
const splitSearch = () => {
  if (!self.slideSplit) importScripts(String(self.slideAssets?.splitSearch));
  if (!self.slideSplit) throw new Error('split-search.js did not load');
  return self.slideSplit;
};

// ---- Tables: IndexedDB keeps them between visits; the core checks every copy -----------------
// Loading or building them is table-cache.js's, loaded the first time tables are wanted.
/** @returns {NonNullable<typeof self.slideTables>} */
const tables = () => {
  if (!self.slideTables) importScripts(String(self.slideAssets?.tableCache));
  if (!self.slideTables) throw new Error('table-cache.js did not load');
  return self.slideTables;
};

// Answers at once when there is nothing to do (or the core refuses); joins the load or build under
// way for the same tables; else starts one.
/** @param {TablesRequest} request */
function prepareTables(request) {
  const { id, puzzle, goal } = request;
  /** @type {import('./protocol.js').TablesInfo | null} */
  const info = call('puzzleInfo', puzzle, goal).tables;
  if (!info?.buildable) {
    fail(id, 'invalid', 'this puzzle has no tables to build', 'not-buildable');
    return;
  }
  if (info.installed) {
    reply(id, 'done', {
      result: { source: 'memory', ms: 0, description: info.description, stored: true },
    });
    return;
  }
  const shared = tableWork.get(info.key);
  if (shared) {
    // the same id twice would share one answer: the second is refused (one answer each)
    if (shared.subscribers.has(id)) {
      fail(id, 'invalid', `request id ${id} is already waiting for these tables`, 'duplicate-id', {
        id,
      });
      return;
    }
    shared.subscribers.set(id, performance.now());
    reply(id, 'progress', { phase: 'loading', progress: 0 });
    return;
  }
  /** @type {TableWork} */
  const work = {
    key: info.key,
    puzzle,
    goal,
    subscribers: new Map([[id, performance.now()]]),
    cancelled: false,
  };
  tableWork.set(info.key, work);
  try {
    tables().loadOrBuild(work);
  } catch (error) {
    tableWork.delete(info.key);
    throw error;
  }
}

// One request leaves a shared build: it is answered as cancelled; the build stops only when no
// request is left waiting for it.
/** @param {TableWork} work @param {number} id */
function unsubscribe(work, id) {
  if (!work.subscribers.delete(id)) return;
  fail(id, 'cancelled', 'cancelled');
  if (work.subscribers.size === 0) work.cancelled = true;
}

// ---- Loading: the glue by importScripts, the .wasm fetched and compiled here, so a failure is
// told in words a host can act on (which file, which header), not as toolchain text.

/** @param {string} url @returns {Promise<WebAssembly.Module>} */
async function compileWasm(url) {
  const file = url.slice(url.lastIndexOf('/') + 1);
  const { origin } = new URL(url);
  let response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
  } catch {
    // A CORS refusal and a network failure look alike to the page; a no-cors probe tells them
    // apart.
    const reachable = await fetch(url, { mode: 'no-cors' }).then(
      () => true,
      () => false,
    );
    throw reachable
      ? loadError(
          'wasm-cors',
          { origin, file },
          `The solver cannot run here: the server at ${origin} must send the header ` +
            `"Access-Control-Allow-Origin" with ${file}.`,
        )
      : loadError(
          'wasm-unreachable',
          { origin, file },
          `The solver cannot run here: ${file} could not be downloaded from ${origin}.`,
        );
  }
  if (!response.ok)
    throw loadError(
      'wasm-missing',
      { file, url, status: response.status },
      `The solver cannot run here: ${file} was not found at ${url} (HTTP ${response.status}).`,
    );
  const bytes = await response.arrayBuffer().catch(() => {
    throw loadError(
      'wasm-incomplete',
      { file, origin },
      `The solver cannot run here: ${file} could not be downloaded completely from ${origin}.`,
    );
  });
  try {
    return await WebAssembly.compile(bytes);
  } catch {
    throw loadError(
      'wasm-damaged',
      { file, bytes: bytes.byteLength },
      `The solver cannot run here: ${file} (${bytes.byteLength} bytes) is damaged or is not ` +
        "the solver's file; the host should serve it unchanged.",
    );
  }
}

self.onmessage = (event) => {
  if (solver || broken) handle(event.data);
  else waiting.push(event.data);
};

async function loadModule() {
  const assets = self.slideAssets;
  if (!assets)
    throw loadError(
      'no-assets',
      {},
      'The solver cannot run: its worker was started without its file locations ' +
        '(see worker-start.js).',
    );
  const compiling = compileWasm(assets.wasm);
  compiling.catch(() => {}); // awaited below, after the glue
  try {
    importScripts(assets.moduleScript);
  } catch {
    throw loadError(
      'glue-missing',
      { url: assets.moduleScript },
      `The solver cannot run here: its script could not be loaded from ${assets.moduleScript}.`,
    );
  }
  const compiled = await compiling;
  return createSlideModule({
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled));
      return {};
    },
  });
}

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
