// table-cache.js: the worker's pattern databases on their way in: read back from IndexedDB (so a
// reader's second visit loads them in milliseconds) or built in slices and stored there.
//
// A module the worker imports the first time tables are wanted (lazy-modules.js), so a page whose
// puzzles never need tables never downloads it; it gets the worker's helpers from
// installTableCache. The core checks every copy read back; this file only stores bytes and follows
// the build. worker-tables.js keeps the requests (which one waits for which tables).

/**
 * @typedef {import('./worker-state.js').TableWork} TableWork
 * @typedef {{ loadOrBuild: (work: TableWork) => Promise<void> }} TableCache
 */

/**
 * @param {import('./lazy-modules.js').WorkerHelpers} worker
 * @returns {TableCache}
 */
export function installTableCache(worker) {
  const DB_NAME = 'slide-tables',
    STORE = 'tables';

  /**
   * Runs one operation on the store in its own transaction.
   * @param {IDBTransactionMode} mode
   * @param {(store: IDBObjectStore) => IDBRequest} operation
   * @returns {Promise<any>}
   */
  async function cache(mode, operation) {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    /** @type {IDBDatabase} */
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
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

  /** @param {any} work @param {string} type @param {(began: number) => object} body */
  function tellSubscribers(work, type, body) {
    for (const [id, began] of work.subscribers) worker.reply(id, type, body(began));
  }

  // A sound copy from IndexedDB if there is one, else a build in slices, stored for the next visit.
  /** @param {any} work */
  async function loadOrBuildTables(work) {
    const { key, puzzle, goal } = work;
    const ended = () => {
      if (worker.tableWork.get(key) === work) worker.tableWork.delete(key);
    };
    /** @param {object} result */
    const finishTables = (result) => {
      ended();
      // heapBytes: the whole WebAssembly memory, which only grows, so it is the worker's peak so
      // far.
      const heapBytes = worker.module().memory().heapBytes;
      // first, so the page knows before any answer; only the 15-puzzle's tables and smaller serve
      // a solve split across helper workers (bigger boards run the anytime search in this one)
      const split = worker.call('puzzleInfo', puzzle, goal).cells <= 16;
      self.postMessage({ type: 'installed', puzzle, goal, ...(split ? {} : { split: false }) });
      tellSubscribers(work, 'done', (began) => ({
        result: { ...result, ms: performance.now() - began, heapBytes },
      }));
    };
    let job = null;
    try {
      tellSubscribers(work, 'progress', () => ({ phase: 'loading', progress: 0 }));
      let discarded;
      const kept = await cache('readonly', (store) => store.get(key)).catch(() => undefined);
      if (work.cancelled) {
        ended();
        return;
      }
      if (kept instanceof Uint8Array) {
        const loaded = worker.module().loadTables(puzzle, goal, kept);
        if (!loaded.error) {
          finishTables({ source: 'cache', description: loaded.description, stored: true });
          return;
        }
        discarded = loaded.error; // damaged or stale: never used, rebuilt below
        await cache('readwrite', (store) => store.delete(key)).catch(() => {});
      }
      job = worker.call('startTableBuild', puzzle, goal).job;
      const step = await worker.runJob(job, {
        budget: worker.buildBudget,
        wanted: () => !work.cancelled,
        onProgress: (/** @type {any} */ progress) =>
          tellSubscribers(work, 'progress', () => ({
            phase: 'building',
            progress: progress.progress,
            memoryBytes: progress.memoryBytes,
          })),
      });
      if (!step) {
        worker.module().cancelJob(job);
        ended();
        return;
      } // frees the half-built tables
      job = null;
      if (step.status !== 'done') throw new worker.Refusal(step.message || step.status, 'error');
      tellSubscribers(work, 'progress', () => ({ phase: 'saving', progress: 1 }));
      const { bytes } = worker.call('saveTables', puzzle, goal);
      const stored = await cache('readwrite', (store) => store.put(bytes, key)).then(
        () => true,
        () => false,
      );
      finishTables({
        source: 'built',
        description: step.description,
        stored,
        bytes: bytes.length,
        ...(discarded ? { discarded } : {}),
      });
    } catch (error) {
      if (worker.noteCrash(error)) return; // every subscriber has had its answer
      if (job !== null) worker.module().cancelJob(job);
      ended();
      tellSubscribers(work, 'error', () => ({
        kind: error.kind || 'error',
        message: error.message || String(error),
        code: error.code,
      }));
    }
  }

  return { loadOrBuild: loadOrBuildTables };
}
