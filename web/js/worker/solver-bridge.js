// The page's side of the solver worker: turns its message protocol (see solver-worker.js) into
// promises with progress callbacks and AbortSignal support.

export class SolverError extends Error {
  constructor(kind, message) {
    super(message);
    this.name = 'SolverError';
    this.kind = kind; // 'invalid' | 'unsolvable' | 'cancelled' | 'gave-up' | 'aborted' | 'error'
  }
}

export class SolverBridge {
  #url;
  #worker = null;
  #nextId = 1;
  #pending = new Map(); // id -> { resolve, reject, onProgress, cleanup }
  ready;

  constructor(workerUrl = new URL('./solver-worker.js', import.meta.url)) {
    this.#url = workerUrl;
    this.#start();
  }

  #start() {
    if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') {
      this.ready = Promise.reject(new SolverError('error',
        'This browser cannot run the solver: it needs WebAssembly and Web Workers.'));
      this.ready.catch(() => {});
      return;
    }
    const worker = new Worker(this.#url);
    this.#worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.addEventListener('message', (event) => {
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
    this.ready.catch(() => {});
  }

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

  #failAll(error) {
    for (const entry of this.#pending.values()) { entry.cleanup(); entry.reject(error); }
    this.#pending.clear();
  }

  // Sends one request; resolves with its result. opts: { signal, onProgress }.
  request(type, params = {}, { signal, onProgress } = {}) {
    if (!this.#worker) return this.ready.then(() => { throw new SolverError('error', 'no solver'); });
    if (signal?.aborted) return Promise.reject(new SolverError('aborted', 'aborted'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (!this.#pending.has(id)) return;
        this.#pending.delete(id);
        this.#worker.postMessage({ id: this.#nextId++, type: 'cancel', target: id });
        reject(new SolverError('aborted', 'aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, { resolve, reject, onProgress, cleanup: () => signal?.removeEventListener('abort', onAbort) });
      this.#worker.postMessage({ ...params, id, type });
    });
  }

  puzzle(puzzle, goal) { return this.request('puzzle', { puzzle, goal }); }
  check(puzzle, board, goal) { return this.request('check', { puzzle, board, goal }); }
  solvability(puzzle, board, goal) { return this.request('solvability', { puzzle, board, goal }); }
  scramble(puzzle, { moves, random, seed } = {}, goal) {
    return this.request('scramble', { puzzle, goal, moves, random, seed });
  }
  evaluate(puzzle, board, goal) { return this.request('evaluate', { puzzle, board, goal }); }
  // options: { heuristic, algorithm: 'ida'|'astar'|'bfs', nodeLimit, stateCap, goal }
  solve(puzzle, board, options = {}, opts = {}) {
    return this.request('solve', { puzzle, board, ...options }, opts);
  }
  hint(puzzle, board, options = {}, opts = {}) {
    return this.request('hint', { puzzle, board, ...options }, opts);
  }
  // Makes the pattern databases ("pdb") usable: from this browser's cache, or built in the worker.
  // onProgress({ phase: 'loading'|'building'|'saving', progress: 0..1 }); abort with opts.signal.
  tables(puzzle, opts = {}, goal) { return this.request('tables', { puzzle, goal }, opts); }
  // Stops whichever solve or hint is running; its promise rejects with kind 'cancelled'.
  cancel() { return this.request('cancel', {}); }

  // Ends the worker (and every pending request) and starts a fresh one.
  restart() {
    this.#worker?.terminate();
    this.#failAll(new SolverError('cancelled', 'the solver was restarted'));
    this.#start();
    return this.ready;
  }

  terminate() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#failAll(new SolverError('cancelled', 'the solver was stopped'));
  }
}
