// solver-worker.js: hosts the WebAssembly core in a classic worker, so that no search or table build ever runs on the page's thread.
//
// The messages are typed in protocol.js. Small requests are answered at once; long jobs (searches
// and table builds alike) run in one slice loop of about SLICE_MS, between which the worker reads
// its messages, so a cancel or a newer request takes effect within one slice. Every policy (which
// puzzles have tables, their storage key, which heuristic stands in for tables not yet installed)
// is the core's: this file only converts, schedules and stores.
/* global importScripts, createSlideModule */
'use strict';

/** @typedef {import('./protocol.js').Request} WorkerRequest */
/** @typedef {import('./protocol.js').SearchRequest} SearchRequest */
/** @typedef {import('./protocol.js').TablesRequest} TablesRequest */
/** @typedef {import('./protocol.js').ErrorKind} ErrorKind */

const SLICE_MS = 20;
const PROGRESS_MS = 100;
// BFS and A* keep every state they meet. Half a million states take about 30 MB of WebAssembly
// memory (45.5 MB peak measured with the module alone), which keeps the page well under 100 MB
// even with the pattern databases loaded; the core's own default (4 million) is for the CLI.
const PAGE_STATE_CAP = 500000;
// First budgets (nodes per slice) and their floors; each slice then aims at SLICE_MS.
const SEARCH_BUDGET = { first: 100000, least: 1000 };
const BUILD_BUDGET = { first: 200000, least: 10000 };

/** @type {any} */
let solver = null; // the Embind module, once loaded
/** @type {string|null} */
let broken = null; // message, once the module has failed for good
/** @type {WorkerRequest[]} */
const waiting = []; // requests received before the module was ready
/** @type {{ requestId: number, job: number, kind: 'solve'|'hint', heuristic: string, fallbackFrom?: string, algorithm: string } | null} */
let search = null; // the one search under way
/** @type {{ requestId: number, cancelled: boolean } | null} */
let tables = null; // the tables request under way

const yieldChannel = new MessageChannel();
/** @type {Array<() => void>} */
const yieldQueue = [];
yieldChannel.port1.onmessage = () => yieldQueue.shift()?.();
// Lets queued messages (cancel, newer requests) in before the next slice, without setTimeout's clamp.
const nextTurn = () => new Promise((resolve) => { yieldQueue.push(() => resolve(undefined)); yieldChannel.port2.postMessage(null); });

/** @param {number} id @param {string} type @param {object} body */
function reply(id, type, body) { self.postMessage({ id, type, ...body }); }
/** @param {number} id @param {ErrorKind} kind @param {unknown} message */
function fail(id, kind, message) { reply(id, 'error', { kind, message: String(message) }); }

/** An answer of the core that refuses the request: { error, code, status? }. */
class Refusal extends Error {
  /** @param {string} message @param {ErrorKind} kind */
  constructor(message, kind) {
    super(message);
    this.kind = kind;
  }
}

// The module answers { error, code } for bad input; anything it throws means the module itself broke.
/** @param {string} name @param {...any} args @returns {any} */
function call(name, ...args) {
  const result = solver[name](...args);
  if (result && typeof result.error === 'string') {
    const unsolvable = result.code === 'unsolvable' || result.status === 'unsolvable';
    throw new Refusal(result.error, unsolvable ? 'unsolvable' : 'invalid');
  }
  return result;
}

/** @type {Record<string, (request: any) => unknown>} */
const handlers = {
  puzzle: (r) => call('puzzleInfo', r.puzzle, r.goal),
  check: (r) => call('checkBoard', r.puzzle, r.goal, r.board),
  solvability: (r) => call('solvability', r.puzzle, r.goal, r.board),
  scramble: (r) => call('scramble', r.puzzle, r.goal, { moves: r.moves, random: r.random === true, seed: r.seed }),
  evaluate: (r) => call('evaluate', r.puzzle, r.goal, r.board),
};

// ---- The slice loop every long job runs in -------------------------------------------------

/**
 * Runs a core job until it ends, in slices of about SLICE_MS. Resolves to the job's last answer,
 * or null once `wanted()` turns false (whoever ended it has cancelled it in the core and replied).
 * @param {number} job
 * @param {{ budget: { first: number, least: number }, wanted: () => boolean, onProgress: (step: any) => void }} options
 */
async function runJob(job, { budget, wanted, onProgress }) {
  let size = budget.first;
  let lastProgress = performance.now();
  for (;;) {
    const began = performance.now();
    const step = call('runJob', job, size);
    const took = performance.now() - began;
    // Aim each slice at SLICE_MS whatever the node rate of this job on this machine.
    if (took > 0) size = Math.max(budget.least, Math.min(size * 4, Math.round(size * SLICE_MS / took)));
    if (step.status !== 'running') return step;
    if (performance.now() - lastProgress >= PROGRESS_MS) {
      lastProgress = performance.now();
      onProgress(step);
    }
    await nextTurn();
    if (!wanted()) return null;
  }
}

// ---- Searches: solve and hint ----------------------------------------------------------------

/** @param {string} reason */
function stopSearch(reason) {
  if (!search) return;
  solver.cancelJob(search.job);
  fail(search.requestId, 'cancelled', reason);
  search = null;
}

// Starts at once, so the core's refusal (bad board, unsolvable) is this request's error; then
// follows the search in slices.
/** @param {SearchRequest} request */
function startSearch(request) {
  stopSearch('replaced by a newer request');
  // fallback: a heuristic whose tables are not installed yet is replaced by the strongest one that
  // is ready (the core chooses), so a search never waits for the tables.
  const started = call('startSearch', request.puzzle, request.goal, request.board, {
    algorithm: request.algorithm, heuristic: request.heuristic, nodeLimit: request.nodeLimit,
    stateCap: request.stateCap ?? PAGE_STATE_CAP, fallback: true,
  });
  const mine = {
    requestId: request.id, job: started.job, kind: request.type, heuristic: started.heuristic,
    fallbackFrom: started.fallbackFrom, algorithm: request.algorithm || 'ida',
  };
  search = mine;
  followSearch(mine);
}

/** @param {{ requestId: number, job: number, kind: 'solve'|'hint', heuristic: string, fallbackFrom?: string, algorithm: string }} mine */
async function followSearch(mine) {
  const used = { heuristic: mine.heuristic, ...(mine.fallbackFrom ? { fallbackFrom: mine.fallbackFrom } : {}) };
  try {
    const step = await runJob(mine.job, {
      budget: SEARCH_BUDGET,
      wanted: () => search === mine,
      onProgress: (progress) => reply(mine.requestId, 'progress', { ...progressOf(progress), ...used }),
    });
    if (!step) return;
    search = null;
    finishSearch(mine, step, { ...used, algorithm: mine.algorithm });
  } catch (error) {
    if (search === mine) search = null;
    noteCrash(error);
    fail(mine.requestId, 'error', error.message);
  }
}

/** @param {any} step */
function progressOf(step) {
  return {
    threshold: step.threshold, iteration: step.iteration, nodes: step.nodes,
    iterationNodes: step.iterationNodes, elapsedMs: step.elapsedMs, stored: step.stored,
    nodesPerSecond: step.elapsedMs > 0 ? Math.round(step.nodes / (step.elapsedMs / 1000)) : 0,
  };
}

/** @param {{ requestId: number, kind: string }} done @param {any} step @param {object} used */
function finishSearch(done, step, used) {
  if (step.status !== 'solved') {
    const kind = step.status === 'gave-up' || step.status === 'unsolvable' ? step.status : 'error';
    fail(done.requestId, kind, step.message || step.status);
    return;
  }
  const summary = { ...progressOf(step), ...used };
  const result = done.kind === 'hint'
    ? { ...summary, cell: step.moves[0] ?? null, tile: step.tiles[0] ?? null, tileDirection: step.tileDirections[0] ?? null,
        blankDirection: step.blankDirections[0] ?? null, distance: step.length }
    : { ...summary, moves: step.moves, tiles: step.tiles, tileDirections: step.tileDirections,
        blankDirections: step.blankDirections, length: step.length };
  reply(done.requestId, 'done', { result });
}

// A trap inside the module (abort, out of memory) leaves it unusable: from then on every request
// gets this message until the page restarts the worker. Returns whether it was such a crash.
/** @param {unknown} error */
function noteCrash(error) {
  if (!(error instanceof WebAssembly.RuntimeError)) return false;
  broken = `the solver crashed (${error.message}); restart it`;
  return true;
}

/** @param {WorkerRequest} request */
function handle(request) {
  if (!request || typeof request !== 'object' || !Number.isInteger(request.id)) return; // not ours
  const { id, type } = request;
  if (broken) { fail(id, 'error', broken); return; }
  try {
    if (request.type === 'cancel') {
      const { target } = request;
      if (search && (target === undefined || target === search.requestId)) stopSearch('cancelled');
      if (tables && target === tables.requestId) tables.cancelled = true;
      reply(id, 'done', { result: {} });
    } else if (request.type === 'tables') {
      prepareTables(request);
    } else if (request.type === 'solve' || request.type === 'hint') {
      startSearch(request);
    } else if (Object.hasOwn(handlers, type)) {
      reply(id, 'done', { result: handlers[type](request) });
    } else {
      fail(id, 'invalid', `unknown request type '${type}'`);
    }
  } catch (error) {
    if (error instanceof Refusal) { fail(id, error.kind, error.message); return; }
    // An exception from the module itself (a trap or a binding error): report it and, if the
    // module is no longer usable, say so for every later request until the page restarts us.
    noteCrash(error);
    fail(id, 'error', error.message || String(error));
  }
}

// ---- Tables: IndexedDB keeps them between visits; the core checks every copy -----------------

const DB_NAME = 'slide-tables';
const STORE = 'tables';

/** @returns {Promise<IDBDatabase>} */
function openCache() {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') { reject(new Error('IndexedDB is not available')); return; }
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

/** @param {IDBTransactionMode} mode @param {(store: IDBObjectStore) => IDBRequest} operation @returns {Promise<any>} */
async function cache(mode, operation) {
  const db = await openCache();
  try {
    return await new Promise((resolve, reject) => {
      const request = operation(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

// Answers at once when there is nothing to do (or the core refuses), else loads or builds.
/** @param {TablesRequest} request */
function prepareTables(request) {
  const { id, puzzle, goal } = request;
  /** @type {import('./protocol.js').TablesInfo | null} */
  const info = call('puzzleInfo', puzzle, goal).tables;
  if (!info?.buildable) { fail(id, 'invalid', 'this puzzle has no tables to build'); return; }
  if (info.installed) { reply(id, 'done', { result: { source: 'memory', ms: 0, description: info.description, stored: true } }); return; }
  if (tables) tables.cancelled = true; // the newer request takes over
  const mine = { requestId: id, cancelled: false };
  tables = mine;
  loadOrBuildTables(request, info, mine);
}

// A sound copy from IndexedDB if there is one, else a build in slices, stored for the next visit.
/** @param {TablesRequest} request @param {import('./protocol.js').TablesInfo} info @param {{ requestId: number, cancelled: boolean }} mine */
async function loadOrBuildTables({ id, puzzle, goal }, info, mine) {
  const began = performance.now();
  /** @param {object} result */
  const finishTables = (result) => {
    if (tables === mine) tables = null;
    // heapBytes: the whole WebAssembly memory, which only grows, so it is the worker's peak so far.
    reply(id, 'done', { result: { ...result, ms: performance.now() - began, heapBytes: solver.memory().heapBytes } });
  };
  const endCancelled = () => {
    if (tables === mine) tables = null;
    fail(id, 'cancelled', 'cancelled');
  };
  let job = null;
  try {
    reply(id, 'progress', { phase: 'loading', progress: 0 });
    let discarded;
    const kept = await cache('readonly', (store) => store.get(info.key)).catch(() => undefined);
    if (mine.cancelled) { endCancelled(); return; }
    if (kept instanceof Uint8Array) {
      const loaded = solver.loadTables(puzzle, goal, kept);
      if (!loaded.error) { finishTables({ source: 'cache', description: loaded.description, stored: true }); return; }
      discarded = loaded.error; // damaged or stale: never used, rebuilt below
      await cache('readwrite', (store) => store.delete(info.key)).catch(() => {});
    }
    job = call('startTableBuild', puzzle, goal).job;
    const step = await runJob(job, {
      budget: BUILD_BUDGET,
      wanted: () => !mine.cancelled,
      onProgress: (progress) => reply(id, 'progress', { phase: 'building', progress: progress.progress, memoryBytes: progress.memoryBytes }),
    });
    if (!step) { solver.cancelJob(job); endCancelled(); return; } // frees the half-built tables
    job = null;
    if (step.status !== 'done') throw new Refusal(step.message || step.status, 'error');
    reply(id, 'progress', { phase: 'saving', progress: 1 });
    const { bytes } = call('saveTables', puzzle, goal);
    const stored = await cache('readwrite', (store) => store.put(bytes, info.key)).then(() => true, () => false);
    finishTables({ source: 'built', description: step.description, stored, bytes: bytes.length, ...(discarded ? { discarded } : {}) });
  } catch (error) {
    if (!noteCrash(error) && job !== null) solver.cancelJob(job);
    if (tables === mine) tables = null;
    fail(id, error.kind || 'error', error.message || String(error));
  }
}

self.onmessage = (event) => {
  if (solver || broken) handle(event.data);
  else waiting.push(event.data);
};

try {
  importScripts('../../wasm/slide.js');
  createSlideModule({ locateFile: (file) => new URL(`../../wasm/${file}`, self.location.href).href })
    .then((module) => {
      solver = module;
      self.postMessage({ type: 'ready' });
      for (const request of waiting.splice(0)) handle(request);
    }, (error) => {
      broken = `the solver could not load: ${error && error.message ? error.message : error}`;
      self.postMessage({ type: 'fatal', message: broken });
      for (const request of waiting.splice(0)) handle(request);
    });
} catch (error) {
  broken = `the solver could not load: ${error.message}`;
  self.postMessage({ type: 'fatal', message: broken });
}
