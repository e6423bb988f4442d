// table-cache.js: the worker's IndexedDB store of pattern databases, so a reader's second visit loads them in milliseconds instead of building them again.
//
// A classic script loaded by solver-worker.js with importScripts the first time tables are wanted
// (its absolute URL comes from the bootstrap, worker-start.js), so a page whose puzzles never need
// tables never downloads it. The core checks every copy read back; this file only stores bytes.
/* global self */
'use strict';

(() => {
  const DB_NAME = 'slide-tables', STORE = 'tables';

  /** Runs one operation on the store in its own transaction. @param {IDBTransactionMode} mode @param {(store: IDBObjectStore) => IDBRequest} operation @returns {Promise<any>} */
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

  /** @type {any} */ (self).slideTableCache = cache;
})();
