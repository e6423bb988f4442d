// search-runner.js: runs a puzzle's one search at a time (AUTO SOLVE or a hint) through the bridge,
// with its busy state, cancel and errors.
//
// It asks the core for the solvability verdict first, so an unsolvable position is refused with
// the reason at once; it shows a search as running only after BUSY_DELAY_MS, so quick answers
// never flash a busy state; and it reports every way a search can end in the statistics panel.

import { algorithmName } from '../views/format.js';
import { count, msg, sentences, verbatim } from '../i18n/i18n.js';
import { errorSentence, solvabilityReason } from '../i18n/solver-words.js';

const BUSY_DELAY_MS = 120;

export class SearchRunner {
  #search = null; // { kind: 'solve' | 'hint', controller, shown } while the worker works for us
  #bridge;
  #puzzle;
  #stats;
  #checkSolvability;
  #onChange;
  #onBridgeError;
  #watch;

  // bridge() returns the current SolverBridge; checkSolvability() resolves to the core's verdict
  // (or null); onChange() is called when the busy state changes; onBridgeError(error, prefix)
  // handles failures of the worker itself; watch (watch-flow.js) follows a solve: started(),
  // progress(p), ended(result or null).
  constructor({ bridge, puzzle, stats, checkSolvability, onChange, onBridgeError, watch }) {
    this.#watch = watch;
    this.#bridge = bridge;
    this.#puzzle = puzzle;
    this.#stats = stats;
    this.#checkSolvability = checkSolvability;
    this.#onChange = onChange;
    this.#onBridgeError = onBridgeError;
  }

  get busy() {
    return this.#search !== null;
  }

  // True once a solve has run long enough to be shown as running.
  get showingSolve() {
    return this.#search?.kind === 'solve' && this.#search.shown;
  }

  // The heuristic of the solve under way, or null when no solve is running.
  get solvingWith() {
    return this.#search?.kind === 'solve' ? this.#search.heuristic : null;
  }

  // Resolves to { result } (the bridge's solve result), { refused: reason } for an unsolvable
  // position, or null when the search was cancelled or failed (the panel already says which).
  // pace: slow motion (see the worker's runJob); timeLimit: the anytime search's seconds (a board
  // of more than 16 cells; the worker ignores it otherwise).
  async solve(tiles, { heuristic, algorithm, pace, timeLimit }) {
    const search = this.#begin('solve');
    search.heuristic = heuristic;
    const refused = await this.#refusal(search);
    if (refused !== undefined) return refused;
    const show = () => {
      if (this.#search !== search || search.shown) return;
      search.shown = true;
      this.#stats.start({ heuristic, algorithm });
      this.#watch.started({ algorithm, heuristic });
      this.#onChange();
    };
    const busyTimer = setTimeout(show, BUSY_DELAY_MS);
    try {
      const result = await this.#bridge().solve(
        this.#puzzle(),
        tiles,
        { heuristic, algorithm, timeLimit, ...(pace ? { pace } : {}) },
        {
          signal: search.controller.signal,
          onProgress: (progress) => {
            if (this.#search !== search) return;
            show();
            this.#stats.progress(progress);
            this.#watch.progress(progress);
          },
        },
      );
      if (this.#search !== search) return null;
      this.#end(search);
      // A search quicker than BUSY_DELAY_MS never set up its panel; do it for the result now.
      if (!search.shown) {
        this.#stats.start({ heuristic, algorithm });
        this.#watch.started({ algorithm, heuristic });
      }
      this.#stats.finish(result);
      this.#watch.ended(result);
      return { result };
    } catch (error) {
      if (search.shown) this.#watch.ended(null);
      return this.#failed(
        search,
        error,
        msg('status.searchName', { algorithm: verbatim(algorithmName(algorithm)) }),
        algorithm,
      );
    } finally {
      clearTimeout(busyTimer);
    }
  }

  // Resolves to { hint } (the bridge's hint), { refused: reason }, or null as for solve().
  async hint(tiles, { heuristic }) {
    const search = this.#begin('hint');
    const refused = await this.#refusal(search);
    if (refused !== undefined) return refused;
    const looking = (nodes) => {
      if (this.#search !== search) return;
      search.shown = true;
      this.#stats.showStatus(
        Number.isFinite(nodes)
          ? msg('status.hintSearchingNodes', { nodes: count(nodes) })
          : msg('status.hintSearching'),
        'busy',
      );
      this.#onChange();
    };
    const busyTimer = setTimeout(() => looking(), BUSY_DELAY_MS);
    try {
      const hint = await this.#bridge().hint(
        this.#puzzle(),
        tiles,
        { heuristic },
        { signal: search.controller.signal, onProgress: (progress) => looking(progress.nodes) },
      );
      if (this.#search !== search) return null;
      this.#end(search);
      return { hint };
    } catch (error) {
      return this.#failed(search, error, msg('status.hintName'), 'ida');
    } finally {
      clearTimeout(busyTimer);
    }
  }

  // Stops the running search. The bridge then rejects its promise as aborted, which #failed
  // ignores because the search is no longer current. quiet: a new search takes its place at once
  // and says so itself.
  cancel({ quiet = false } = {}) {
    const search = this.#search;
    if (!search) return;
    this.#search = null;
    search.controller.abort();
    this.#onChange();
    if (!search.shown || quiet) return;
    if (search.kind === 'hint') this.#stats.showStatus(msg('status.hintCancelled'), 'info');
    else this.#stats.cancelled();
  }

  #begin(kind) {
    this.cancel({ quiet: true });
    const search = { kind, controller: new AbortController(), shown: false };
    this.#search = search;
    this.#onChange();
    return search;
  }

  #end(search) {
    if (this.#search !== search) return;
    this.#search = null;
    this.#onChange();
  }

  // The core's parity verdict comes before any search: undefined to go on, null if the search was
  // replaced meanwhile, or { refused } for an unsolvable position.
  async #refusal(search) {
    const verdict = await this.#checkSolvability();
    if (this.#search !== search) return null;
    if (verdict && !verdict.solvable) {
      this.#end(search);
      return { refused: solvabilityReason(verdict) };
    }
    return undefined;
  }

  #failed(search, error, what, algorithm) {
    const current = this.#search === search;
    if (current) this.#end(search);
    const kind = error?.kind;
    if (kind === 'cancelled' || kind === 'aborted') {
      // Not current: this element cancelled or replaced it and has said so. Current: something
      // else stopped the worker's search.
      if (current) this.#stats.cancelled();
      return null;
    }
    if (kind === 'unsolvable') return { refused: null }; // the verdict's facts did not come with it
    if (kind === 'gave-up') {
      // The article's point about memory, seen happening: A* and BFS hit their cap where IDA*,
      // holding only its path, would not.
      this.#stats.stop(
        sentences(
          msg('status.stoppedEarly', { what }),
          errorSentence(error),
          algorithm === 'ida' ? null : msg('status.idaNoLimit'),
        ),
        'warn',
      );
    } else if (kind === 'invalid') {
      this.#stats.stop(errorSentence(error), 'error');
    } else {
      this.#onBridgeError(error, msg('notice.failed', { what }));
    }
    return null;
  }
}
