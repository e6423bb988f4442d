// worker-tables.js: the solver worker's pattern-database requests. Every request for the same
// tables shares one load or build; each request can leave it (cancelled) and the build stops when
// none is left waiting. Loading, building and storing the bytes in IndexedDB is table-cache.js's,
// loaded the first time tables are wanted (lazy-modules.js); the core checks every copy.
import { call, fail, failToLoad, reply } from './worker-jobs.js';
import { tableCache } from './lazy-modules.js';
import { tableWork } from './worker-state.js';

/** @typedef {import('./worker-state.js').TableWork} TableWork */

// Answers at once when there is nothing to do (or the core refuses); joins the load or build under
// way for the same tables; else starts one.
/** @param {import('./protocol.js').TablesRequest} request */
export function prepareTables(request) {
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
    // a load or build every earlier request left, not stopped yet: it goes on for this one
    shared.cancelled = false;
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
  // Registered before table-cache.js loads (import() is asynchronous), so a request for the same
  // tables meanwhile joins this one and a cancel leaves it; once loaded, it goes on only if it is
  // still this key's and someone still waits. A failed load is each request's one answer.
  tableWork.set(info.key, work);
  const current = () => tableWork.get(work.key) === work;
  tableCache().then(
    (cache) => {
      if (!current()) return;
      if (work.cancelled) tableWork.delete(work.key);
      else cache.loadOrBuild(work);
    },
    (error) => {
      if (!current()) return;
      tableWork.delete(work.key);
      for (const id of work.subscribers.keys()) failToLoad(id, error);
    },
  );
}

// One request leaves a shared build: it is answered as cancelled; the build stops only when no
// request is left waiting for it.
/** @param {TableWork} work @param {number} id */
export function unsubscribe(work, id) {
  if (!work.subscribers.delete(id)) return;
  fail(id, 'cancelled', 'cancelled');
  if (work.subscribers.size === 0) work.cancelled = true;
}
