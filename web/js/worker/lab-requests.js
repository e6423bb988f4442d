// lab-requests.js: the worker's side of the <slide-lab> experiments that are not plain searches,
// run by the lab's own WebAssembly module (slide-lab.wasm) as jobs in slices; among them `learn`,
// the learned heuristic's training, and `labSearch`, a search that can use what it trained.
//
// A module the worker imports the first time a lab request arrives (lazy-modules.js), so a page
// with puzzles only never downloads it; it loads the lab's module the same way, on the first
// request that needs it. It gets the worker's helpers from installLab, rather than importing the
// worker's modules (in the release it is a bundle of its own). Its jobs are among the worker's
// searches (worker-searches.js registers each before this module is loaded), so Cancel, a newer
// request of the same owner and a crash end them exactly as they end a search: every request gets
// one answer.
//
// Adding a lab request: a row in KINDS below, its binding in cpp/wasm/lab_bindings.cpp, its type in
// solver-worker.js's LAB_REQUESTS, its typedef in protocol.js and a method in solver-bridge.js (or,
// to keep it out of the element's first download, a function beside the lab: learned-bridge.js).

/**
 * What the worker gets from installLab: follow answers one lab request already registered among the
 * searches; module is the lab's WebAssembly module, loading or loaded (also the anytime search's:
 * anytime-requests.js); forget: that module broke, each of its jobs is answered and it loads afresh
 * next time; fetchBytes: a file's bytes, fetched once per worker (the learned weights).
 * @typedef {{
 *   follow: (mine: import('./worker-state.js').SearchWork, request: any) => Promise<void>,
 *   module: () => Promise<any>,
 *   forget: (lost: any) => void,
 *   fetchBytes: (url: string) => Promise<Uint8Array>
 * }} LabRequests
 * @typedef {[string, ...any[]]} BindingCall a binding of the lab's module and its arguments
 */

/**
 * @param {import('./lazy-modules.js').WorkerHelpers} worker
 * @returns {LabRequests}
 */
export function installLab(worker) {
  // Boards held at once (two layers and the next one's candidates), 16 bytes each: 4 million is
  // 64 MB of wasm memory at most, and reaches layer 18 of the 15-puzzle in about a second.
  const PAGE_LAYER_CAP = 4000000;
  // States the tradeoff's A*, weighted A* and greedy searches hold (about 85 bytes each natively):
  // 1 million is under 100 MB of wasm memory; weighted A* at w >= 1.5 needs far fewer on a Normal
  // 15-puzzle shuffle.
  const PAGE_SEARCH_CAP = 1000000;
  // Training slices (positions trained on): a 64-32 network takes a few microseconds a position in
  // WebAssembly, so the first slice stays near the worker's 10 ms before it adapts.
  const LEARN_BUDGET = { first: 2048, least: 256 };
  // A lab search's node limit when the request names none: an 8-puzzle needs at most about a
  // million nodes with Manhattan distance.
  const PAGE_NODE_LIMIT = 50000000;

  /** @param {any} step */
  const layersOf = (step) => ({
    layers: step.layers,
    counted: step.counted,
    goalDepth: step.goalDepth,
    peakStates: step.peakStates,
    bytes: step.bytes,
    elapsedMs: step.elapsedMs,
    reachable: step.reachable,
  });

  /** @param {any} step */
  const searchOf = (step) => ({
    status: step.status,
    nodes: step.nodes,
    expanded: step.expanded,
    stored: step.stored,
    bytes: step.bytes,
    elapsedMs: step.elapsedMs,
    ...(step.status === 'solved' ? { moves: step.moves, length: step.length } : {}),
    ...(step.message ? { message: step.message } : {}),
  });

  /** @param {any} step */
  const routeOf = (step) => ({
    status: step.status,
    expanded: step.expanded,
    nodes: step.nodes,
    stored: step.stored,
    elapsedMs: step.elapsedMs,
    ...(step.status === 'solved' ? { route: step.route, length: step.length } : {}),
    ...(step.message ? { message: step.message } : {}),
  });

  /** @param {any} step */
  const learningOf = (step) => ({
    status: step.status,
    progress: step.progress,
    losses: step.losses,
    epochs: step.epochs,
    positions: step.positions,
    parameters: step.parameters,
    elapsedMs: step.elapsedMs,
    ...(step.quality ? { quality: step.quality } : {}),
  });

  /** @param {any} step */
  const labSearchOf = (step) => ({
    status: step.status,
    nodes: step.nodes,
    elapsedMs: step.elapsedMs,
    ...(step.status === 'solved' ? { moves: step.moves, length: step.length } : {}),
    ...(step.message ? { message: step.message } : {}),
  });

  // A search's result when it solved or gave up (a node limit, a cap: a result the lab shows).
  /** @param {(step: any) => object} of */
  const solvedOrGaveUp = (of) => (/** @type {any} */ step) =>
    step.status === 'solved' || step.status === 'gave-up' ? of(step) : null;

  /**
   * One row per request type. A job: start(request) gives the binding's name and arguments,
   * figures(step) what a progress message carries, ended(step) the result of a finished job (null:
   * the job failed, its message is the error), budget (optional) its slices' first and least
   * sizes. An instant answer: answer(request, bytes) instead of start, bytes being those of
   * fetch(request)'s URL when the row has one (fetched once per worker).
   * @type {Record<string, {
   *   start?: (r: any) => BindingCall,
   *   answer?: (r: any, bytes?: Uint8Array) => BindingCall,
   *   fetch?: (r: any) => string,
   *   figures?: (step: any) => object,
   *   ended?: (step: any) => object | null,
   *   budget?: { first: number, least: number }
   * }>}
   */
  const KINDS = {
    // The rule-based solver answers at once (an 8x8 in about a millisecond): no job.
    human: {
      answer: (r) => ['humanSolve', { width: r.width, height: r.height, seed: r.seed }, r.board],
    },
    layers: {
      start: (r) => [
        'startLayerCount',
        r.puzzle,
        r.goal,
        r.board,
        { stateCap: Math.min(Number(r.stateCap) || PAGE_LAYER_CAP, PAGE_LAYER_CAP) },
      ],
      figures: layersOf,
      // done: every reachable position counted; gave-up: stopped at the state cap, the finished
      // layers kept.
      ended: (step) =>
        step.status === 'done' || step.status === 'gave-up'
          ? { ...layersOf(step), complete: step.status === 'done' }
          : null,
    },
    tradeoff: {
      start: (r) => [
        'startTradeoff',
        r.puzzle,
        r.goal,
        r.board,
        {
          algorithm: r.algorithm,
          heuristic: r.heuristic,
          weight: r.weight,
          width: r.width,
          stateCap: Math.min(Number(r.stateCap) || PAGE_SEARCH_CAP, PAGE_SEARCH_CAP),
        },
      ],
      figures: searchOf,
      // A search that gave up (the beam died out, the state cap) is a result the lab shows.
      ended: solvedOrGaveUp(searchOf),
    },
    pathfinding: {
      start: (r) => [
        'startPathfinding',
        { width: r.map?.width, height: r.map?.height, start: r.map?.start, goal: r.map?.goal },
        r.map?.walls,
        { heuristic: r.heuristic },
      ],
      figures: routeOf,
      // No route (the walls shut the goal off) is a result the lab shows.
      ended: solvedOrGaveUp(routeOf),
    },
    // The learned heuristic's training (an 8-puzzle's network on its BFS distances); once done the
    // network is the lab module's `learned` heuristic.
    learn: {
      start: (r) => [
        'startLearning',
        r.puzzle,
        r.goal,
        { hidden1: r.hidden1, hidden2: r.hidden2, epochs: r.epochs, seed: r.seed },
      ],
      figures: learningOf,
      ended: (step) => (step.status === 'done' ? learningOf(step) : null),
      budget: LEARN_BUDGET,
    },
    // Trained weights for the learned heuristic (the 15-puzzle's, from the URL the lab gives:
    // asset-urls.js), checked and installed in the lab's module.
    weights: {
      fetch: (r) => String(r.url),
      answer: (r, bytes) => ['loadModel', r.puzzle, r.goal, bytes],
    },
    // An estimate along a path (the learned experiment: along optimal solutions), answered at once.
    estimates: {
      answer: (r) => ['estimatesAlong', r.puzzle, r.goal, r.board, r.moves, r.heuristic],
    },
    // A plain search in the lab's module, where the learned networks are (the page's module has
    // none). A node limit reached is a result.
    labSearch: {
      start: (r) => [
        'startSearch',
        r.puzzle,
        r.goal,
        r.board,
        {
          algorithm: r.algorithm,
          heuristic: r.heuristic,
          nodeLimit: Math.min(Number(r.nodeLimit) || PAGE_NODE_LIMIT, PAGE_NODE_LIMIT),
        },
      ],
      figures: labSearchOf,
      ended: solvedOrGaveUp(labSearchOf),
    },
  };

  /** @type {Map<string, Promise<Uint8Array>>} files fetched for a row, by URL */
  const fetched = new Map();
  /** @param {string} url */
  function fetchBytes(url) {
    if (!fetched.has(url)) {
      const bytes = fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then((buffer) => new Uint8Array(buffer))
        .catch((error) => {
          fetched.delete(url); // tried again by the next request
          throw worker.loadError(
            'load-failed',
            { url },
            `The lab could not download ${url} (${error?.message || error}).`,
          );
        });
      fetched.set(url, bytes);
    }
    return /** @type {Promise<Uint8Array>} */ (fetched.get(url));
  }

  /** @type {Promise<any> | null} the lab's module, loading or loaded; null again after it failed */
  let labModule = null;
  function loadLabModule() {
    labModule ??= worker.loadEmscripten(
      worker.assetUrl('labModuleScript'),
      worker.assetUrl('labWasm'),
      'The lab',
    );
    labModule.catch(() => {
      labModule = null;
    }); // a failed load is tried again by the next request
    return labModule;
  }

  // The lab's module broke (a trap): its jobs are lost, each gets its answer, and the next lab
  // request loads a fresh module. The page's module is not affected.
  /** @param {any} lost */
  function forgetLabModule(lost) {
    labModule = null;
    for (const work of [...worker.searches.values()]) {
      if (work.module !== lost) continue;
      worker.searches.delete(work.requestId);
      worker.fail(
        work.requestId,
        'error',
        'The lab stopped working (its module failed). It starts again on the next request.',
        'crashed',
      );
    }
  }

  // One lab request, registered among the worker's searches before this module loaded (`mine`, its
  // module still null): it goes on only while it is still the request's entry there.
  /** @param {import('./worker-state.js').SearchWork} mine @param {any} request */
  async function follow(mine, request) {
    const kind = KINDS[request.type];
    const id = mine.requestId;
    const current = () => worker.searches.get(id) === mine;
    try {
      const lab = await loadLabModule();
      if (!current()) return; // cancelled while the module loaded: already answered
      mine.module = lab;
      if (kind.answer) {
        const bytes = kind.fetch ? await fetchBytes(kind.fetch(request)) : undefined;
        if (!current()) return;
        const result = worker.callOn(lab, ...kind.answer(request, bytes));
        worker.searches.delete(id);
        worker.reply(id, 'done', { result });
        return;
      }
      mine.job = worker.callOn(lab, .../** @type {BindingCall} */ (kind.start?.(request))).job;
      const step = await worker.runJob(mine.job, {
        budget: kind.budget ?? worker.budget,
        wanted: current,
        module: lab,
        onProgress: (/** @type {any} */ progress) =>
          worker.reply(id, 'progress', kind.figures?.(progress) ?? {}),
      });
      if (!step || !current()) return;
      worker.searches.delete(id);
      const result = kind.ended?.(step);
      if (result) worker.reply(id, 'done', { result });
      else worker.fail(id, 'error', step.message || step.status, step.code || 'error');
    } catch (error) {
      const failure = /** @type {any} */ (error);
      if (failure instanceof WebAssembly.RuntimeError && mine.module) {
        forgetLabModule(mine.module);
        return;
      }
      if (!current()) return;
      worker.searches.delete(id);
      if (failure instanceof worker.Refusal)
        worker.fail(id, failure.kind, failure.message, failure.code, failure.params);
      else
        worker.fail(
          id,
          'error',
          failure?.message || String(failure),
          failure?.code,
          failure?.params,
        );
    }
  }

  // module, forget, fetchBytes: the anytime search of boards bigger than the 15-puzzle and the
  // element's learned solves live in the lab's module too (anytime-requests.js), so their code is
  // not downloaded before a first play.
  return { follow, module: loadLabModule, forget: forgetLabModule, fetchBytes };
}
