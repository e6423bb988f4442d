// lab-requests.js: the worker's side of the <slide-lab> experiments that are not plain searches: the layer count (positions k moves from a start), as a core job in slices.
//
// A classic script loaded by solver-worker.js with importScripts the first time a lab request
// arrives (its absolute URL comes from the bootstrap, worker-start.js), so a page with puzzles only
// never downloads it. It uses the worker's own helpers (`self.slideWorker`) and registers its jobs
// among the worker's searches, so Cancel, a newer request of the same owner and a crash of the
// module end them exactly as they end a search: every request gets one answer.
/* global self */
'use strict';

/** @typedef {import('./protocol.js').LayersRequest} LayersRequest */

(() => {
  // Boards held at once (two layers and the next one's candidates), 16 bytes each: 4 million is
  // 64 MB of wasm memory at most, and reaches layer 18 of the 15-puzzle in about a second.
  const PAGE_LAYER_CAP = 4000000;
  const worker = /** @type {any} */ (self).slideWorker;

  /** @param {any} step */
  const layersOf = (step) => ({
    layers: step.layers, counted: step.counted, goalDepth: step.goalDepth, peakStates: step.peakStates,
    bytes: step.bytes, elapsedMs: step.elapsedMs, reachable: step.reachable,
  });

  /** @param {LayersRequest} request */
  function startLayers(request) {
    const owner = String(request.owner ?? '');
    for (const work of [...worker.searches.values()]) if (work.owner === owner) worker.stopSearch(work, 'replaced by a newer request');
    const { job } = worker.call('startLayerCount', request.puzzle, request.goal, request.board, {
      stateCap: Math.min(Number(request.stateCap) || PAGE_LAYER_CAP, PAGE_LAYER_CAP),
    });
    const mine = { requestId: request.id, owner, job, kind: 'layers' };
    worker.searches.set(request.id, mine);
    followLayers(mine);
  }

  /** @param {{ requestId: number, owner: string, job: number, kind: string }} mine */
  async function followLayers(mine) {
    const current = () => worker.searches.get(mine.requestId) === mine;
    try {
      const step = await worker.runJob(mine.job, {
        budget: worker.budget,
        wanted: current,
        onProgress: (/** @type {any} */ progress) => worker.reply(mine.requestId, 'progress', layersOf(progress)),
      });
      if (!step || !current()) return;
      worker.searches.delete(mine.requestId);
      // done: every reachable position counted; gave-up: stopped at the state cap, the finished layers kept.
      if (step.status === 'done' || step.status === 'gave-up') {
        worker.reply(mine.requestId, 'done', { result: { ...layersOf(step), complete: step.status === 'done' } });
      } else {
        worker.fail(mine.requestId, 'error', step.message || step.status, step.code || 'error');
      }
    } catch (error) {
      if (!current()) return;
      worker.searches.delete(mine.requestId);
      worker.noteCrash(error);
      worker.fail(mine.requestId, 'error', /** @type {Error} */ (error).message);
    }
  }

  /** @type {any} */ (self).slideLab = { startLayers };
})();
