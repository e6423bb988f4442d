// tables-flow.js: when the element prepares its pattern databases (near the viewport, for a search,
// or on Build) and what their arrival changes.
//
// The tables' account itself is pattern-tables.js; this flow decides when to start it and answers
// its changes: the status line, the heuristic menu, announcements, the `slide-tables` event, and a
// search that started on a weaker heuristic only because the tables were not ready yet.

import { msg } from '../i18n/i18n.js';
import { heuristicNeedsTables } from '../views/heuristic-names.js';

// Tables start loading a little before the element scrolls into view.
const VISIBLE_MARGIN = '200px';

export class TablesFlow {
  #parts;
  #handOnly;
  #onReady;
  #solveAgain;
  #visibility = null; // the IntersectionObserver waiting to start the tables

  // handOnly(): the board is played without a solver; onReady(): the tables are usable;
  // solveAgain(): replace the running solve by one with the menu's (now ready) heuristic.
  constructor(parts, { handOnly, onReady, solveAgain }) {
    this.#parts = parts;
    this.#handOnly = handOnly;
    this.#onReady = onReady;
    this.#solveAgain = solveAgain;
  }

  // Tables are prepared lazily: when the element first comes near the viewport or a search wants
  // them, never for a reader who never sees the puzzle; with tables="manual", only on Build.
  prepare() {
    const { tables, bridge, host } = this.#parts;
    if (this.#handOnly()) {
      tables.solverUnavailable();
      return;
    }
    bridge.onInstalled = (puzzle) => {
      if (puzzle === host.puzzleName) tables.installedElsewhere();
    };
    // The page's worker was lost: tables this element had prepared go with it; loaded again
    // (a sound copy in this browser takes milliseconds) in the next worker.
    bridge.onLost = () => {
      if (tables.lost()) tables.start();
    };
    this.#visibility?.disconnect();
    this.#visibility = null;
    if (host.tables === 'manual') return;
    if (typeof IntersectionObserver === 'undefined') {
      tables.startIfIdle();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (this.#visibility === observer) this.#visibility = null;
        tables.startIfIdle();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(host);
    this.#visibility = observer;
  }

  // A search is about to run: the tables would serve it (it falls back until they are ready).
  want() {
    if (this.#parts.host.tables !== 'manual') this.#parts.tables.startIfIdle();
  }

  changed(state, previous) {
    const { info, tablesStatus, solverPanel, host, live } = this.#parts;
    tablesStatus.render(state, {
      fallback: info?.heuristics.find((row) => !row.needsTables)?.id,
      everyPositionCounted: Number.isFinite(info?.reachable),
    });
    solverPanel.heuristics.showTables(state);
    if (state.phase !== previous.phase) {
      if (state.phase === 'ready') this.#becameReady(state);
      if (state.phase === 'cancelled') live.announce(msg('announce.tablesCancelled'));
      if (state.phase === 'failed') live.announce(msg('announce.tablesFailed'));
    }
    host.emit('slide-tables', { ...state });
  }

  #becameReady(state) {
    const { searches, solverPanel, stats, live } = this.#parts;
    // Worth announcing after a build the reader may have waited for, not after a quick load.
    if (state.source === 'built') live.announce(msg('announce.tablesReady'));
    this.#onReady();
    // A solve started on a weaker heuristic only because the tables were not ready yet would take
    // far longer than starting again with them. The menu turns to them only when the reader has
    // not picked another heuristic (or picked them), so a reader's own choice keeps its search.
    const running = searches.solvingWith;
    if (running && !heuristicNeedsTables(running) && heuristicNeedsTables(solverPanel.heuristic)) {
      stats.showStatus(msg('status.tablesReadySearching'), 'busy');
      this.#solveAgain();
    }
  }
}
