// pattern-tables.js: gets a puzzle's pattern databases ready in the page's solver and keeps one
// account of where that stands.
//
// The worker does the work (it loads a sound copy from this browser's IndexedDB, or builds the
// tables and stores them; elements of one puzzle share one load or build); this object only
// starts, cancels and follows this element's request, so the status line, the heuristic menu and
// the element all read the same state. When to start is solver-flow.js's choice (in view, or a
// search wants them; never with tables="manual" until Build). `state.phase` is:
//   waiting      the worker has not yet said what the puzzle supports
// unavailable no pattern databases here: reason 'puzzle' (the core builds none for it) or 'solver'
// (none loaded)
//   idle         possible but not started (tables="manual", or the worker was restarted)
//   loading | building | saving   under way, with progress 0..1 and memoryBytes while building
// ready usable; carries the worker's { source, ms, stored, description, heapBytes, discarded? }
//   cancelled    stopped by the reader
//   failed       with the worker's message (and the error, whose code the page words)

export class PatternTables {
  #bridge;
  #puzzle;
  #onChange;
  #controller = null; // the AbortController of the request under way
  #buildable = false;
  #wanted = false; // started since the last reset: a replaced worker must prepare them again
  state = { phase: 'waiting' };

  // bridge() returns the current SolverBridge, puzzle() the puzzle's name; onChange(state,
  // previous) follows every change, progress included.
  constructor({ bridge, puzzle, onChange }) {
    this.#bridge = bridge;
    this.#puzzle = puzzle;
    this.#onChange = onChange;
  }

  get ready() {
    return this.state.phase === 'ready';
  }

  // info: the worker's puzzle description, whose `tables` says what is possible.
  setUp(info) {
    this.#buildable = Boolean(info.tables?.buildable);
    if (!this.#buildable) this.#set({ phase: 'unavailable', reason: 'puzzle' });
    else if (info.tables.installed) this.#set({ phase: 'ready', source: 'memory' });
    else this.#set({ phase: 'idle' });
  }

  solverUnavailable() {
    this.#abandon();
    this.#set({ phase: 'unavailable', reason: 'solver' });
  }

  // Starts loading or building unless that is under way, done, or impossible. Never throws: every
  // outcome ends up in `state`.
  async start() {
    if (!this.#buildable || this.#controller || this.ready) return;
    this.#wanted = true;
    const controller = new AbortController();
    this.#controller = controller;
    this.#set({ phase: 'loading', progress: 0 });
    try {
      const result = await this.#bridge().tables(this.#puzzle(), {
        signal: controller.signal,
        onProgress: ({ phase, progress, memoryBytes }) => {
          if (this.#controller === controller) this.#set({ phase, progress, memoryBytes });
        },
      });
      if (this.#controller !== controller) return;
      this.#controller = null;
      this.#set({ phase: 'ready', ...result });
    } catch (error) {
      // Not current: cancelled or abandoned here, and already reported.
      if (this.#controller !== controller) return;
      this.#controller = null;
      const stopped = error?.kind === 'aborted' || error?.kind === 'cancelled';
      this.#set(
        stopped
          ? { phase: 'cancelled' }
          : { phase: 'failed', message: error?.message ?? String(error), error },
      );
    }
  }

  // Starts only if nothing was asked yet: a search or the element coming into view must not undo
  // the reader's Cancel, nor retry a failure on its own.
  startIfIdle() {
    if (this.state.phase === 'idle') this.start();
  }

  // The reader's Cancel: the bridge tells the worker, which stops and frees the half-built tables.
  // Saving is not offered a Cancel: by then the tables are complete and in use.
  cancel() {
    if (!this.#controller) return;
    this.#abandon();
    this.#set({ phase: 'cancelled' });
  }

  // The worker is about to be restarted or stopped: whatever it held is gone, and the request's
  // rejection that follows is not the reader's doing.
  reset() {
    this.#abandon();
    this.#wanted = false;
    if (this.#buildable) this.#set({ phase: 'idle' });
  }

  // Another element of the page made this puzzle's tables usable in the shared worker.
  installedElsewhere() {
    // a request under way gets its own answer
    if (!this.#buildable || this.ready || this.#controller) return;
    this.#set({ phase: 'ready', source: 'memory' });
  }

  // The shared worker was lost, and its tables with it. Returns whether they had been asked for
  // (loaded, built or under way), so that the caller prepares them again in the new worker.
  lost() {
    const wanted = this.#wanted || this.#controller !== null;
    this.reset();
    return wanted;
  }

  #abandon() {
    const controller = this.#controller;
    this.#controller = null;
    controller?.abort();
  }

  #set(state) {
    const previous = this.state;
    this.state = state;
    this.#onChange(state, previous);
  }
}
