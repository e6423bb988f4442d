// solver-service.js: the page's one solver: a single worker every <slide-puzzle> shares (each
// through its own SolverBridge), started on first use, replaced after it dies, ended shortly after
// the last element leaves.
//
// Why one worker and not a pool: see README "One solver for the whole page" (measured: two
// simultaneous solves, one worker against two). The worker runs the jobs of every element side by
// side in equal slices, builds each puzzle's tables once, and answers each request exactly once.
// A worker can end without a word (terminated, killed for memory): while requests wait, the
// service pings it, and one that stays silent for DEAD_AFTER_MS is declared lost. Every request
// under way then gets one error, and the next request starts a fresh worker.
import { startSolverWorker } from './worker-start.js';
import { SolverError } from './solver-error.js';

/** @typedef {import('./protocol.js').RequestType} RequestType */
/** @typedef {import('./protocol.js').WorkerMessage} WorkerMessage */
/**
 * What a client (one element's SolverBridge) is to the service.
 * @typedef {{ owner: string, onInstalled?: (puzzle: string) => void, onLost?: () => void }} Client
 * @typedef {{
 *   client: Client,
 *   resolve: (result: any) => void,
 *   reject: (error: SolverError) => void,
 *   onProgress?: (progress: any) => void,
 *   cleanup: () => void
 * }} Pending
 * @typedef {{ signal?: AbortSignal, onProgress?: (progress: any) => void }} RequestOptions
 */

// A removed element that comes back within this time (moved, or a page re-rendering) finds the
// worker, its module and its tables still there.
const GRACE_MS = 5000;
const PING_MS = 1000;
// Long enough for the worker's longest single step (a table load or save, a few hundred ms).
const DEAD_AFTER_MS = 5000;

const LOST = 'The solver stopped working (its worker ended). It starts again on the next request.';
// Workers a solve may use in all (the shared one and its helpers, split-search.js): one per core
// but one, which is left for the page, up to the core's 16. Each holds its own module and tables
// (about 45 MB: no SharedArrayBuffer on a blog), so the helpers end after a minute with nothing
// asked of the solver and start again with the next solve, which they join once they hold tables.
const MAX_WORKERS = 16;
const HELPERS_IDLE_MS = 60000;
const workers = () =>
  Math.max(1, Math.min(MAX_WORKERS, (Number(globalThis.navigator?.hardwareConcurrency) || 1) - 1));

class SolverService {
  /** @type {Worker | null} */
  #worker = null;
  /** @type {Promise<void>} */
  #ready = Promise.resolve();
  #state = 'none'; // none | starting | ready | fatal
  /** @type {Map<number, Pending>} */
  #pending = new Map();
  #nextId = 1;
  /** @type {Set<Client>} */
  #clients = new Set();
  #graceTimer = 0;
  #pingTimer = 0;
  #lastHeard = 0;
  /** @type {Worker[]} the shared worker's helpers for split solves, started once it holds tables */
  #helpers = [];
  #tablesInstalled = false;
  #idleTimer = 0;

  /** @param {Client} client */
  attach(client) {
    this.#clients.add(client);
    clearTimeout(this.#graceTimer);
  }

  // The client's requests under way are cancelled (in the worker too); the others' go on.
  /** @param {Client} client */
  detach(client) {
    if (!this.#clients.delete(client)) return;
    for (const [id, entry] of this.#pending) {
      if (entry.client === client)
        this.#abandon(id, entry, new SolverError('cancelled', 'the solver was stopped'));
    }
    if (this.#clients.size === 0)
      this.#graceTimer = window.setTimeout(() => this.#stop(), GRACE_MS);
  }

  // Resolves once a worker's module has loaded (starting one if there is none); rejects with the
  // reason it could not, in words for the host.
  ready() {
    if (this.#state === 'none') this.#start();
    return this.#ready;
  }

  // A worker whose module could not load stays so (it answers every request with why); this
  // replaces it with a fresh one, for a Retry. A working worker is kept.
  revive() {
    if (this.#state === 'fatal') this.#discard();
    return this.ready();
  }

  /**
   * Sends one request of `client`; resolves with its result.
   * @param {Client} client
   * @param {RequestType} type
   * @param {object} params
   * @param {RequestOptions} [options]
   * @returns {Promise<any>}
   */
  request(client, type, params, { signal, onProgress } = {}) {
    if (signal?.aborted) return Promise.reject(new SolverError('aborted', 'aborted'));
    const ready = this.ready();
    const worker = this.#worker;
    if (!worker)
      return ready.then(() => {
        throw new SolverError('error', 'no solver', 'no-solver');
      });
    const id = this.#nextId++;
    // Silence before this request (an idle page) says nothing about the worker: count from now.
    if (this.#pending.size === 0) this.#lastHeard = performance.now();
    this.#keepHelpers(worker, type === 'solve');
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const entry = this.#pending.get(id);
        if (entry) this.#abandon(id, entry, new SolverError('aborted', 'aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, {
        client,
        resolve,
        reject,
        onProgress,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      });
      worker.postMessage({ ...params, id, type, owner: client.owner });
      this.#watch();
    });
  }

  // Any request keeps the helpers another minute; a solve starts them again if they had ended
  // (before it is sent, so the shared worker counts them for it).
  /** @param {Worker} lead @param {boolean} solve */
  #keepHelpers(lead, solve) {
    window.clearTimeout(this.#idleTimer);
    this.#idleTimer = window.setTimeout(() => this.#endIdleHelpers(), HELPERS_IDLE_MS);
    if (solve && this.#tablesInstalled && this.#helpers.length === 0)
      this.#addHelpers(lead, workers() - 1);
  }

  // Ends the helpers once nothing is under way (a long solve keeps them), giving their memory back.
  #endIdleHelpers() {
    if (this.#pending.size > 0) {
      this.#idleTimer = window.setTimeout(() => this.#endIdleHelpers(), HELPERS_IDLE_MS);
      return;
    }
    if (this.#helpers.length === 0) return;
    for (const helper of this.#helpers.splice(0)) helper.terminate();
    this.#worker?.postMessage({ id: this.#nextId++, type: 'helpers', ports: [], reset: true });
  }

  // Starts helpers until there are `count`, each tied to the shared worker by a MessageChannel; the
  // shared worker hands them subtrees once they hold its tables (split-search.js). A helper that
  // fails is left to the shared worker, which stops giving it work.
  /** @param {Worker} lead @param {number} count */
  #addHelpers(lead, count) {
    const ports = [];
    while (this.#helpers.length < count) {
      let started;
      try {
        started = startSolverWorker();
      } catch {
        return;
      } // refused here: the lead searches alone
      const { worker, release } = started;
      worker.addEventListener('message', (event) => {
        if (event.data?.type === 'ready' || event.data?.type === 'fatal') release();
      });
      const channel = new MessageChannel();
      worker.postMessage({ id: this.#nextId++, type: 'helper-port', port: channel.port2 }, [
        channel.port2,
      ]);
      ports.push(channel.port1);
      this.#helpers.push(worker);
    }
    if (ports.length) lead.postMessage({ id: this.#nextId++, type: 'helpers', ports }, ports);
  }

  /** @param {number} id @param {Pending} entry @param {SolverError} error */
  #abandon(id, entry, error) {
    this.#pending.delete(id);
    entry.cleanup();
    this.#worker?.postMessage({
      id: this.#nextId++,
      type: 'cancel',
      target: id,
      owner: entry.client.owner,
    });
    entry.reject(error);
  }

  #start() {
    if (typeof Worker === 'undefined' || typeof WebAssembly === 'undefined') {
      this.#state = 'fatal';
      this.#ready = Promise.reject(
        new SolverError(
          'error',
          'This browser cannot run the solver: it needs WebAssembly and Web Workers.',
          'no-wasm-support',
        ),
      );
      this.#ready.catch(() => {});
      return;
    }
    let started;
    try {
      started = startSolverWorker();
    } catch (error) {
      this.#state = 'fatal';
      this.#ready = Promise.reject(
        new SolverError(
          'error',
          'The solver cannot run: this page does not let it start a worker (its ' +
            `Content-Security-Policy must allow "worker-src blob:"; ${error.message}).`,
          'worker-refused',
        ),
      );
      this.#ready.catch(() => {});
      return;
    }
    const { worker, release } = started;
    this.#worker = worker;
    this.#state = 'starting';
    this.#ready = new Promise((resolve, reject) => {
      worker.addEventListener('message', (event) => {
        if (this.#worker !== worker) return;
        this.#lastHeard = performance.now();
        /** @type {WorkerMessage} */
        const message = event.data;
        if (message.type === 'ready' || message.type === 'fatal') release();
        if (message.type === 'ready') {
          this.#state = 'ready';
          resolve();
        } else if (message.type === 'fatal') {
          this.#state = 'fatal';
          reject(new SolverError('error', message.message, message.code, message.params));
        } else if (message.type === 'crashed') {
          this.#lose(message.message, message.code);
        } else if (message.type === 'installed') {
          for (const client of this.#clients) client.onInstalled?.(message.puzzle);
          // Tables make a solve worth sharing: only now the helpers start (a page of 8-puzzles
          // or 24-puzzles never starts one), so they are ready by the first long solve.
          if (message.split !== false) {
            this.#tablesInstalled = true;
            this.#keepHelpers(worker, true);
          }
        } else {
          this.#receive(message);
        }
      });
      // Before 'ready' this is the bootstrap failing (the worker's script missing, or refused by
      // the page's Content-Security-Policy): no later message will come.
      worker.addEventListener('error', (event) => {
        if (this.#worker !== worker || this.#state !== 'starting') return;
        event.preventDefault();
        release();
        this.#state = 'fatal';
        const error = new SolverError(
          'error',
          'The solver could not start: its worker script did not load ' +
            `(${event.message || 'refused by the browser'}).`,
          'worker-failed',
        );
        reject(error);
        this.#failAll(error);
      });
    });
    this.#ready.catch(() => {});
  }

  /**
   * @param {Exclude<WorkerMessage, { type: 'ready' | 'fatal' | 'crashed' | 'installed' }>} message
   */
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
    else entry.reject(new SolverError(message.kind, message.message, message.code, message.params));
  }

  /** @param {SolverError} error */
  #failAll(error) {
    const entries = [...this.#pending.values()];
    this.#pending.clear();
    for (const entry of entries) {
      entry.cleanup();
      entry.reject(error);
    }
  }

  // While requests wait on a started worker, ping it; silence for DEAD_AFTER_MS means it is gone.
  #watch() {
    if (this.#pingTimer) return;
    this.#pingTimer = window.setInterval(() => {
      if (this.#pending.size === 0 || !this.#worker) {
        clearInterval(this.#pingTimer);
        this.#pingTimer = 0;
        return;
      }
      if (this.#state !== 'ready') return; // still loading: a slow download is not a death
      if (performance.now() - this.#lastHeard > DEAD_AFTER_MS) this.#lose(LOST);
      else this.#worker.postMessage({ id: this.#nextId++, type: 'ping' });
    }, PING_MS);
  }

  /** @param {string} message @param {string} [code] */
  #lose(message, code = 'lost') {
    this.#discard();
    this.#failAll(new SolverError('error', message, code));
    for (const client of this.#clients) client.onLost?.();
  }

  #discard() {
    for (const helper of this.#helpers.splice(0)) helper.terminate();
    window.clearTimeout(this.#idleTimer);
    this.#tablesInstalled = false;
    this.#worker?.terminate();
    this.#worker = null;
    this.#state = 'none';
    this.#ready = Promise.resolve();
  }

  #stop() {
    if (this.#clients.size > 0) return;
    this.#discard();
    this.#failAll(new SolverError('cancelled', 'the solver was stopped'));
  }
}

// One per page (per copy of this module): every element's bridge shares it.
export const solverService = new SolverService();
