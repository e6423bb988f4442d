// worker-tables.js: the solver worker's pattern-database requests. Every request for the same
// tables shares one load or build; each request can leave it (cancelled) and the build stops when
// none is left waiting. Loading, building and storing the bytes in IndexedDB is table-cache.js's,
// loaded the first time tables are wanted; the core checks every copy.
//
// One of the worker's classic scripts, run after worker-jobs.js in the same scope.
/* global importScripts */
'use strict';

/**
 * @typedef {{
 *   key: string,
 *   puzzle: string,
 *   goal?: number[],
 *   subscribers: Map<number, number>,
 *   cancelled: boolean
 * }} TableWork
 */
/**
 * @type {Map<string, TableWork>} table builds under way by storage key; every request for one key
 *   shares it
 */
const tableWork = new Map();

// table-cache.js, loaded the first time tables are wanted.
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
