// solver-bridge.js: the page's side of the solver worker: turns its message protocol (typed in protocol.js) into promises with progress callbacks and AbortSignal support.

/** @typedef {import('./protocol.js').PuzzleInfo} PuzzleInfo */
/** @typedef {import('./protocol.js').BoardInput} BoardInput */
/** @typedef {import('./protocol.js').BoardResult} BoardResult */
/** @typedef {import('./protocol.js').SolvabilityResult} SolvabilityResult */
/** @typedef {import('./protocol.js').EvaluateResult} EvaluateResult */
/** @typedef {import('./protocol.js').SolveResult} SolveResult */
/** @typedef {import('./protocol.js').HintResult} HintResult */
/** @typedef {import('./protocol.js').TablesResult} TablesResult */
/** @typedef {import('./protocol.js').RequestType} RequestType */
/** @typedef {import('./protocol.js').WorkerMessage} WorkerMessage */
/** @typedef {import('./protocol.js').ErrorKind | 'aborted'} SolverErrorKind */
/**
 * How one request is followed: abort it with `signal`; `onProgress` gets each progress message.
 * @typedef {{ signal?: AbortSignal, onProgress?: (progress: any) => void }} RequestOptions
 */
/**
 * Search options: heuristic (a registry id from PuzzleInfo), algorithm, limits.
 * @typedef {{ heuristic?: string, algorithm?: import('./protocol.js').Algorithm, nodeLimit?: number, stateCap?: number, goal?: number[] }} SearchOptions
 */

export class SolverError extends Error {
  /** @param {SolverErrorKind} kind @param {string} message */
  constructor(kind, message) {
    super(message);
    this.name = 'SolverError';
    this.kind = kind; // 'invalid' | 'unsolvable' | 'cancelled' | 'gave-up' | 'aborted' | 'error'
  }
}

export class SolverBridge {
  #url;
  /** @type {Worker | null} */
  #worker = null;
  #nextId = 1;
  /** @type {Map<number, { resolve: (result: any) => void, reject: (error: SolverError) => void, onProgress?: (progress: any) => void, cleanup: () => void }>} */
  #pending = new Map();
  /** @type {Promise<void>} resolves once the worker's module has loaded */
  ready;

  constructor(workerUrl = new URL('./solver-worker.js', import.meta.url)) {
    this.#url = workerUrl;
    this.ready = this.#start();
  }

  // Starts a worker; returns its `ready` promise (whose rejection is also reported to every request).
  #start() {
    if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') {
      const unsupported = Promise.reject(new SolverError('error',
        'This browser cannot run the solver: it needs WebAssembly and Web Workers.'));
      unsupported.catch(() => {});
      return unsupported;
    }
    const worker = new Worker(this.#url);
    this.#worker = worker;
    /** @type {Promise<void>} */
    const ready = new Promise((resolve, reject) => {
      worker.addEventListener('message', (event) => {
        /** @type {WorkerMessage} */
        const message = event.data;
        if (message.type === 'ready') resolve();
        else if (message.type === 'fatal') reject(new SolverError('error', message.message));
        else this.#receive(message);
      });
      worker.addEventListener('error', (event) => {
        const error = new SolverError('error', `The solver worker failed: ${event.message || 'it could not start'}`);
        reject(error);
        this.#failAll(error);
      });
    });
    ready.catch(() => {});
    return ready;
  }

  /** @param {Exclude<WorkerMessage, { type: 'ready' | 'fatal' }>} message */
  #receive(message) {
    const entry = this.#pending.get(message.id);
    if (!entry) return;
    if (message.type === 'progress') {
      entry.onProgress?.(message);
      return;
    }
    this.#pending.delete(message.id);
    entry.cleanup();
    if (message.type === 'done') entry.resolve(message.result);
    else entry.reject(new SolverError(message.kind, message.message));
  }

  /** @param {SolverError} error */
  #failAll(error) {
    for (const entry of this.#pending.values()) { entry.cleanup(); entry.reject(error); }
    this.#pending.clear();
  }

  /**
   * Sends one request; resolves with its result.
   * @param {RequestType} type @param {object} [params] @param {RequestOptions} [options]
   * @returns {Promise<any>}
   */
  request(type, params = {}, { signal, onProgress } = {}) {
    if (!this.#worker) return this.ready.then(() => { throw new SolverError('error', 'no solver'); });
    if (signal?.aborted) return Promise.reject(new SolverError('aborted', 'aborted'));
    const id = this.#nextId++;
    const worker = this.#worker;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (!this.#pending.has(id)) return;
        this.#pending.delete(id);
        worker.postMessage({ id: this.#nextId++, type: 'cancel', target: id });
        reject(new SolverError('aborted', 'aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, { resolve, reject, onProgress, cleanup: () => signal?.removeEventListener('abort', onAbort) });
      worker.postMessage({ ...params, id, type });
    });
  }

  /** @param {string} puzzle @param {number[]} [goal] @returns {Promise<PuzzleInfo>} */
  puzzle(puzzle, goal) { return this.request('puzzle', { puzzle, goal }); }
  /** @param {string} puzzle @param {BoardInput} board @param {number[]} [goal] @returns {Promise<BoardResult>} */
  check(puzzle, board, goal) { return this.request('check', { puzzle, board, goal }); }
  /** @param {string} puzzle @param {BoardInput} board @param {number[]} [goal] @returns {Promise<SolvabilityResult>} */
  solvability(puzzle, board, goal) { return this.request('solvability', { puzzle, board, goal }); }
  /**
   * @param {string} puzzle @param {{ moves?: number, random?: boolean, seed?: number }} [how] @param {number[]} [goal]
   * @returns {Promise<BoardResult>}
   */
  scramble(puzzle, { moves, random, seed } = {}, goal) {
    return this.request('scramble', { puzzle, goal, moves, random, seed });
  }
  /** @param {string} puzzle @param {BoardInput} board @param {number[]} [goal] @returns {Promise<EvaluateResult>} */
  evaluate(puzzle, board, goal) { return this.request('evaluate', { puzzle, board, goal }); }
  /**
   * @param {string} puzzle @param {BoardInput} board @param {SearchOptions} [options] @param {RequestOptions} [opts]
   * @returns {Promise<SolveResult>}
   */
  solve(puzzle, board, options = {}, opts = {}) {
    return this.request('solve', { puzzle, board, ...options }, opts);
  }
  /**
   * @param {string} puzzle @param {BoardInput} board @param {SearchOptions} [options] @param {RequestOptions} [opts]
   * @returns {Promise<HintResult>}
   */
  hint(puzzle, board, options = {}, opts = {}) {
    return this.request('hint', { puzzle, board, ...options }, opts);
  }
  /**
   * Makes the puzzle's tables usable: from this browser's cache, or built in the worker.
   * onProgress({ phase: 'loading'|'building'|'saving', progress: 0..1 }); abort with opts.signal.
   * @param {string} puzzle @param {RequestOptions} [opts] @param {number[]} [goal] @returns {Promise<TablesResult>}
   */
  tables(puzzle, opts = {}, goal) { return this.request('tables', { puzzle, goal }, opts); }

  // Ends the worker (and every pending request) and starts a fresh one.
  restart() {
    this.#worker?.terminate();
    this.#failAll(new SolverError('cancelled', 'the solver was restarted'));
    this.ready = this.#start();
    return this.ready;
  }

  terminate() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#failAll(new SolverError('cancelled', 'the solver was stopped'));
  }
}
