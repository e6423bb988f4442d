// The solver worker: hosts the WebAssembly core so that no search ever runs on the page's thread.
//
// Protocol (classic worker; messages are plain objects):
//   page -> worker   { id, type, ...params }       id: a positive integer chosen by the page
//     type 'puzzle'       { puzzle, goal? }                       -> puzzle description
//     type 'check'        { puzzle, goal?, board }                -> { board }
//     type 'solvability'  { puzzle, goal?, board }                -> { solvable, inversions, ..., reason }
//     type 'scramble'     { puzzle, goal?, moves | random, seed } -> { board }
//     type 'evaluate'     { puzzle, goal?, board }                -> { <heuristic>: h, ... }
//     type 'solve'        { puzzle, goal?, board, algorithm?, heuristic?, nodeLimit?, stateCap? }
//                         (stateCap, for BFS and A*, defaults to PAGE_STATE_CAP below)
//                         -> { moves, tiles, directions, length, nodes, elapsedMs, threshold, ... }
//     type 'hint'         { puzzle, goal?, board, heuristic? }    -> { cell, tile, direction, distance }
//     type 'tables'       { puzzle, goal? }  makes the pattern databases usable ("pdb"): loads them
//                         from this browser's IndexedDB if a sound copy is there, else builds them
//                         and stores them -> { source: 'memory'|'cache'|'built', ms, description,
//                         stored, heapBytes, discarded? }; progress { phase: 'loading'|'building'|'saving',
//                         progress: 0..1, memoryBytes }
//     type 'cancel'       { target? }  stops the running solve/hint, or with target the request
//                         of that id (a solve, a hint or a tables build)
//   worker -> page
//     { type: 'ready' } once, when the module has loaded; { type: 'fatal', message } if it cannot
//     { id, type: 'progress', threshold, iteration, nodes, iterationNodes, nodesPerSecond,
//       elapsedMs, stored }                        solve/hint only, about every 100 ms
//     { id, type: 'done', result }                 exactly one 'done' or 'error' ends each request
//     { id, type: 'error', kind, message }         kind: 'invalid' | 'unsolvable' | 'cancelled' |
//                                                  'gave-up' | 'error'
// A solve asking for "pdb" before the tables are ready uses the strongest heuristic that is ready;
// its result names the heuristic used and carries `fallbackFrom: 'pdb'`.
// Requests that arrive before the module is ready wait in a queue. Only one search runs at a time:
// a newer solve or hint cancels the older one, which ends with kind 'cancelled'. A search runs in
// slices of about 20 ms, between which the worker reads its messages, so cancel takes effect
// within one slice.
/* global importScripts, createSlideModule */
'use strict';

const SLICE_MS = 20;
// BFS and A* keep every state they meet. Half a million states take about 30 MB of WebAssembly
// memory (45.5 MB peak measured with the module alone), which keeps the page well under 100 MB
// even with the pattern databases loaded; the core's own default (4 million) is for the CLI.
const PAGE_STATE_CAP = 500000;
const PROGRESS_MS = 100;

let solver = null; // the Embind module, once loaded
let broken = null; // message, once the module has failed for good
const waiting = []; // requests received before the module was ready
let search = null; // { requestId, searchId, kind: 'solve'|'hint', budget, lastProgress, started }
let tables = null; // { requestId, cancelled } while pattern databases load or build
let builderOwner = null; // the tables request whose build the module holds (one at a time)

const yieldChannel = new MessageChannel();
const yieldQueue = [];
yieldChannel.port1.onmessage = () => yieldQueue.shift()();
// Lets queued messages (cancel, newer requests) in before the next slice, without setTimeout's clamp.
const nextTurn = () => new Promise((resolve) => { yieldQueue.push(resolve); yieldChannel.port2.postMessage(null); });

function reply(id, type, body) { self.postMessage({ id, type, ...body }); }
function fail(id, kind, message) { reply(id, 'error', { kind, message: String(message) }); }

// The module answers { error } for bad input; anything it throws means the module itself broke.
function call(name, ...args) {
  const result = solver[name](...args);
  if (result && typeof result.error === 'string') {
    const error = /** @type {Error & { kind?: string }} */ (new Error(result.error));
    error.kind = result.status === 'unsolvable' ? 'unsolvable' : 'invalid';
    throw error;
  }
  return result;
}

const handlers = {
  puzzle: (r) => {
    const info = call('puzzleInfo', r.puzzle, r.goal);
    const tablesInfo = call('patternDatabaseInfo', r.puzzle, r.goal);
    return { ...info, patternDatabase: { buildable: tablesInfo.buildable, installed: tablesInfo.installed,
      shape: tablesInfo.shape, partition: tablesInfo.partition } };
  },
  check: (r) => call('checkBoard', r.puzzle, r.goal, r.board),
  solvability: (r) => call('solvability', r.puzzle, r.goal, r.board),
  scramble: (r) => call('scramble', r.puzzle, r.goal, { moves: r.moves, random: r.random === true, seed: r.seed }),
  evaluate: (r) => call('evaluate', r.puzzle, r.goal, r.board),
};

function stopSearch(reason) {
  if (!search) return;
  solver.cancelSearch(search.searchId);
  fail(search.requestId, 'cancelled', reason);
  search = null;
}

function startSearch(request, kind) {
  stopSearch('replaced by a newer request');
  let { heuristic } = request;
  let fallbackFrom;
  if (heuristic === 'pdb' && !call('patternDatabaseInfo', request.puzzle, request.goal).installed) {
    fallbackFrom = heuristic; // never wait for the tables: use the strongest heuristic ready now
    heuristic = undefined;
  }
  const started = call('startSearch', request.puzzle, request.goal, request.board, {
    algorithm: request.algorithm, heuristic, nodeLimit: request.nodeLimit, stateCap: request.stateCap ?? PAGE_STATE_CAP,
  });
  search = {
    requestId: request.id, searchId: started.id, kind, heuristic: started.heuristic, fallbackFrom,
    algorithm: request.algorithm || 'ida', budget: 100000, lastProgress: performance.now(),
  };
  runSlices(search);
}

async function runSlices(mine) {
  while (search === mine) {
    const began = performance.now();
    let stats;
    try {
      stats = call('runSearch', mine.searchId, mine.budget);
    } catch (error) {
      search = null;
      noteCrash(error);
      fail(mine.requestId, 'error', error.message);
      return;
    }
    const took = performance.now() - began;
    // Aim each slice at SLICE_MS whatever the node rate of this heuristic on this machine.
    if (took > 0) mine.budget = Math.max(1000, Math.min(mine.budget * 4, Math.round(mine.budget * SLICE_MS / took)));
    if (stats.status !== 'running') {
      search = null;
      finish(mine, stats);
      return;
    }
    if (performance.now() - mine.lastProgress >= PROGRESS_MS) {
      mine.lastProgress = performance.now();
      reply(mine.requestId, 'progress', { ...progressOf(stats), heuristic: mine.heuristic,
        ...(mine.fallbackFrom ? { fallbackFrom: mine.fallbackFrom } : {}) });
    }
    await nextTurn();
  }
}

function progressOf(stats) {
  return {
    threshold: stats.threshold, iteration: stats.iteration, nodes: stats.nodes,
    iterationNodes: stats.iterationNodes, elapsedMs: stats.elapsedMs, stored: stats.stored,
    nodesPerSecond: stats.elapsedMs > 0 ? Math.round(stats.nodes / (stats.elapsedMs / 1000)) : 0,
  };
}

function finish(done, stats) {
  if (stats.status !== 'solved') {
    fail(done.requestId, stats.status === 'gave-up' ? 'gave-up' : 'error', stats.message || stats.status);
    return;
  }
  /** @type {Record<string, unknown>} */
  const summary = { ...progressOf(stats), heuristic: done.heuristic, algorithm: done.algorithm };
  if (done.fallbackFrom) summary.fallbackFrom = done.fallbackFrom;
  if (done.kind === 'hint') {
    reply(done.requestId, 'done', { result: {
      ...summary, cell: stats.moves[0] ?? null, tile: stats.tiles[0] ?? null,
      direction: stats.directions[0] ?? null, distance: stats.length,
      blankDirection: stats.directions[0] ?? null, tileDirection: { U: 'D', D: 'U', L: 'R', R: 'L' }[stats.directions[0]] ?? null,
    } });
  } else {
    reply(done.requestId, 'done', { result: {
      ...summary, moves: stats.moves, tiles: stats.tiles, directions: stats.directions, length: stats.length,
    } });
  }
}

// A trap inside the module (abort, out of memory) leaves it unusable: from then on every request
// gets this message until the page restarts the worker. Returns whether it was such a crash.
function noteCrash(error) {
  if (!(error instanceof WebAssembly.RuntimeError)) return false;
  broken = `the solver crashed (${error.message}); restart it`;
  return true;
}

function handle(request) {
  if (!request || typeof request !== 'object' || !Number.isInteger(request.id)) return; // not ours
  const { id, type } = request;
  if (broken) { fail(id, 'error', broken); return; }
  try {
    if (type === 'cancel') {
      if (search && (request.target === undefined || request.target === search.requestId)) stopSearch('cancelled');
      if (tables && request.target === tables.requestId) tables.cancelled = true;
      reply(id, 'done', { result: {} });
    } else if (type === 'tables') {
      prepareTables(request);
    } else if (type === 'solve' || type === 'hint') {
      startSearch(request, type);
    } else if (Object.hasOwn(handlers, type)) {
      reply(id, 'done', { result: handlers[type](request) });
    } else {
      fail(id, 'invalid', `unknown request type '${type}'`);
    }
  } catch (error) {
    if (error.kind) { fail(id, error.kind, error.message); return; }
    // An exception from the module itself (a trap or a binding error): report it and, if the
    // module is no longer usable, say so for every later request until the page restarts us.
    noteCrash(error);
    fail(id, 'error', error.message || String(error));
  }
}

// ---- Pattern databases: IndexedDB keeps them between visits; the core checks every copy.

const DB_NAME = 'slide-tables';
const STORE = 'tables';

function openCache() {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') { reject(new Error('IndexedDB is not available')); return; }
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

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

async function prepareTables(request) {
  const { id, puzzle, goal } = request;
  const began = performance.now();
  const info = call('patternDatabaseInfo', puzzle, goal);
  if (!info.buildable) { fail(id, 'invalid', 'pattern databases are made for the 4x4 puzzle only'); return; }
  if (info.installed) { reply(id, 'done', { result: { source: 'memory', ms: 0, description: info.description, stored: true } }); return; }
  if (tables) tables.cancelled = true; // the newer request takes over
  const mine = { requestId: id, cancelled: false };
  tables = mine;
  const finishTables = (result) => {
    if (tables === mine) tables = null;
    // heapBytes: the whole WebAssembly memory, which only grows, so it is the worker's peak so far.
    reply(id, 'done', { result: { ...result, ms: performance.now() - began, heapBytes: solver.memory().heapBytes } });
  };
  // Frees the half-built tables, unless a newer request has started a build of its own since.
  const dropBuild = () => {
    if (builderOwner !== mine) return;
    solver.cancelPatternDatabase();
    builderOwner = null;
  };
  const cancelled = () => {
    if (!mine.cancelled) return false;
    dropBuild();
    if (tables === mine) tables = null;
    fail(id, 'cancelled', 'cancelled');
    return true;
  };
  try {
    reply(id, 'progress', { phase: 'loading', progress: 0 });
    let discarded;
    const kept = await cache('readonly', (store) => store.get(info.key)).catch(() => undefined);
    if (cancelled()) return;
    if (kept instanceof Uint8Array) {
      const loaded = solver.loadPatternDatabase(puzzle, goal, kept);
      if (!loaded.error) { finishTables({ source: 'cache', description: loaded.description, stored: true }); return; }
      discarded = loaded.error; // damaged or stale: never used, rebuilt below
      await cache('readwrite', (store) => store.delete(info.key)).catch(() => {});
    }
    call('startPatternDatabase', puzzle, goal);
    builderOwner = mine;
    let budget = 200000;
    let lastProgress = 0;
    for (;;) {
      const sliceBegan = performance.now();
      const step = call('runPatternDatabase', budget);
      const took = performance.now() - sliceBegan;
      if (took > 0) budget = Math.max(10000, Math.min(budget * 4, Math.round(budget * SLICE_MS / took)));
      if (step.done) { builderOwner = null; break; }
      if (performance.now() - lastProgress >= PROGRESS_MS) {
        lastProgress = performance.now();
        reply(id, 'progress', { phase: 'building', progress: step.progress, memoryBytes: step.memoryBytes });
      }
      await nextTurn();
      if (cancelled()) return;
    }
    reply(id, 'progress', { phase: 'saving', progress: 1 });
    const { bytes } = call('savePatternDatabase', puzzle, goal);
    const stored = await cache('readwrite', (store) => store.put(bytes, info.key)).then(() => true, () => false);
    const built = call('patternDatabaseInfo', puzzle, goal);
    finishTables({ source: 'built', description: built.description, stored, bytes: bytes.length, ...(discarded ? { discarded } : {}) });
  } catch (error) {
    if (!noteCrash(error)) dropBuild();
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
      while (waiting.length) handle(waiting.shift());
    }, (error) => {
      broken = `the solver could not load: ${error && error.message ? error.message : error}`;
      self.postMessage({ type: 'fatal', message: broken });
      while (waiting.length) handle(waiting.shift());
    });
} catch (error) {
  broken = `the solver could not load: ${error.message}`;
  self.postMessage({ type: 'fatal', message: broken });
}
