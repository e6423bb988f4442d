// stats-panel.js: the live search statistics, each with the one-line reading the article gives for it.
//
// Progress messages can arrive faster than the screen refreshes, so values are written at most once
// per animation frame; the panel's size never depends on the values, so nothing below it jumps.

import { formatCount, formatMs, algorithmName } from './format.js';
import { heuristicName, heuristicNeedsTables } from './heuristic-names.js';

const css = String.raw;

// The compare and reachable lines are filled in by the element (they are about the page and the
// puzzle, not the search), but sit here, under the numbers they put in context.
// A group, not a region landmark: every puzzle on a page has this panel, and identical landmarks
// (axe: landmark-unique) give screen-reader users several "Search statistics" to tell apart.
export const statsTemplate = `
    <section class="stats" role="group" part="stats" aria-label="Search statistics">
      <p class="search-status" role="status">The solver is loading.</p>
      <dl></dl>
      <p class="estimate small extra"></p>
      <p class="compare small extra" hidden></p>
      <p class="reachable small extra" hidden><span class="reachable-count"></span> <slot name="reachable-note"></slot></p>
    </section>`;

export const statsStyles = new CSSStyleSheet();
statsStyles.replaceSync(css`
/* Statistics. The rows have fixed layout and tabular figures, so live numbers do not jiggle. */
.stats {
  border: 1px solid var(--line);
  border-radius: 0.75rem;
  padding: 0.75rem 0.9rem;
  background: color-mix(in srgb, var(--surface) 60%, transparent);
}
.search-status { margin: 0 0 0.6rem; font-weight: 600; min-height: 2.9em; }
.search-status[data-tone='busy'] { color: var(--accent); }
.search-status[data-tone='done'] { color: var(--good); }
.search-status[data-tone='error'] { color: var(--bad); font-weight: 500; }
.search-status[data-tone='warn'] { color: var(--warn); }
.stats dl { margin: 0; display: grid; gap: 0.5rem; }
.stat {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: 0.75rem;
  align-items: baseline;
}
.stat dt { font-weight: 600; }
.stat dd { margin: 0; }
.stat .value { font-variant-numeric: tabular-nums; font-weight: 700; text-align: right; font-size: 1.05em; }
.stat .why { grid-column: 1 / -1; font-size: 0.82em; color: var(--muted); }
/* Compact: the four kept numbers two by two, each label above its value. */
.puzzle:not(.expanded) .stats dl { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.4rem 0.75rem; }
.puzzle:not(.expanded) .stat { grid-template-columns: minmax(0, 1fr); }
.puzzle:not(.expanded) .stat dt { font-weight: 500; font-size: 0.85em; color: var(--muted); }
.puzzle:not(.expanded) .stat .value { text-align: left; white-space: nowrap; } /* a wrapped bound would change the height mid-search */
/* Three lines: room for the pattern database's estimate, which joins the others once its tables
   are ready, without pushing the page down. */
.estimate { min-height: calc(3 * 1.45em); }
`);

// The first row means something different for each algorithm; its label and reading follow the choice.
const BOUND = {
  ida: {
    label: 'Depth limit',
    why: 'The bound on f = g + h that IDA* is trying; it rises each time no solution fits under it.',
  },
  astar: {
    label: 'f being expanded',
    why: 'A* expands positions in order of f = g + h; this is the f it has reached, and it only goes up.',
  },
  bfs: {
    label: 'Depth reached',
    why: 'How many moves from the start the breadth-first wave has covered so far.',
  },
};

const ITEMS = [
  {
    key: 'heuristic',
    extra: true,
    label: 'Heuristic',
    why: 'The estimate of moves left (h) that steered the search; the larger it is without ever overestimating, the fewer positions are examined.',
  },
  { key: 'threshold', ...BOUND.ida },
  {
    key: 'nodes',
    label: 'Nodes searched',
    why: 'Positions actually examined. This is what explodes as the shuffle gets harder.',
  },
  {
    key: 'rate',
    extra: true,
    label: 'Nodes per second',
    why: 'How fast the search, compiled to WebAssembly and running in a background worker, examines positions.',
  },
  {
    key: 'elapsed',
    label: 'Search time',
    why: 'Time the computation has taken, in milliseconds. Difficulty changes it dramatically.',
  },
  {
    key: 'length',
    label: 'Solution length',
    why: 'Moves in the solution found. The heuristic never overestimates, so this is the shortest possible.',
  },
  {
    key: 'stored',
    extra: true,
    label: 'Positions in memory',
    why: 'A* and BFS must remember every position they reach; IDA* keeps only its current path.',
  },
];

function fallbackNote(result) {
  if (!result.fallbackFrom) return '';
  const wanted = heuristicNeedsTables(result.fallbackFrom) ? 'The pattern databases were' : `${heuristicName(result.fallbackFrom)} was`;
  return ` ${wanted} not ready yet, so this search used the strongest heuristic that was (${heuristicName(result.heuristic)}).`;
}

export class StatsPanel {
  #status;
  #values = new Map();
  #rows = new Map();
  #estimate;
  #pending = null;
  #frame = 0;
  #algorithm = 'ida';
  #last = null; // the latest progress, for the values a final result does not repeat
  #estimateValues = null;
  #chosen = null;

  #compare;
  #reachable;
  #reachableCount;
  #container;
  #live = true; // false: stats="summary", the numbers are written only when a search ends

  // root holds the panel's markup.
  constructor(root) {
    const container = root.querySelector('.stats');
    this.#container = container;
    this.#compare = container.querySelector('.compare');
    this.#reachable = container.querySelector('.reachable');
    this.#reachableCount = container.querySelector('.reachable-count');
    this.#status = container.querySelector('.search-status');
    this.#estimate = container.querySelector('.estimate');
    const list = container.querySelector('dl');
    for (const item of ITEMS) {
      const row = document.createElement('div');
      // The compact view keeps the four numbers that tell a search's story (bound, nodes, time,
      // length); the other rows and every row's reading open with "More controls".
      row.className = item.extra ? 'stat extra' : 'stat';
      row.dataset.stat = item.key;
      const term = document.createElement('dt');
      term.textContent = item.label;
      const value = document.createElement('dd');
      value.className = 'value';
      value.textContent = '—';
      const why = document.createElement('dd');
      why.className = 'why extra';
      why.textContent = item.why;
      row.append(term, value, why);
      list.append(row);
      this.#values.set(item.key, value);
      this.#rows.set(item.key, row);
    }
  }

  // mode: the `stats` attribute: live, summary (only a search's final numbers) or off (no panel).
  setMode(mode) {
    this.#live = mode === 'live';
    this.#container.classList.toggle('group-off', mode === 'off');
  }

  // The heuristic values of the board as it stands (bridge.evaluate), named as in the selector.
  showEstimate(values, chosen) {
    this.#estimateValues = values;
    this.#chosen = chosen;
    if (!values) {
      this.#estimate.textContent = '';
      return;
    }
    const parts = Object.entries(values).map(([id, value]) => {
      const text = `${heuristicName(id)} ${formatCount(value)}`;
      return id === chosen ? `${text} (chosen)` : text;
    });
    this.#estimate.textContent = `Estimated moves left from the board as it stands (h): ${parts.join(' · ')}. Each is a lower bound, never more than the truth.`;
  }

  // Marks which estimate the search will use, when the reader changes the heuristic menu.
  chooseHeuristic(chosen) {
    this.showEstimate(this.#estimateValues, chosen);
  }

  // The line comparing this puzzle's last solve with another puzzle's on the page (null: its
  // placeholder, shown before the solver has loaded so nothing appears late).
  showComparison(text) {
    this.#compare.hidden = false;
    this.#compare.textContent = text ?? 'Solve both puzzles to compare their node counts and times side by side.';
  }

  hideComparison() {
    this.#compare.hidden = true;
  }

  // The count of reachable arrangements, next to the embedder's note about it (null: not known yet).
  hideReachable() {
    this.#reachable.hidden = true;
  }

  showReachable(count) {
    this.#reachableCount.textContent = `Reachable arrangements, counted by the solver: ${count === null ? '…' : `${formatCount(count)}.`}`;
    this.#reachable.hidden = false;
  }

  showStatus(text, tone = 'info') {
    this.#status.textContent = text;
    this.#status.dataset.tone = tone;
  }

  // Clears the numbers for a new search.
  start({ heuristic, algorithm }) {
    this.#cancelFrame();
    for (const value of this.#values.values()) value.textContent = '—';
    this.#algorithm = algorithm;
    this.#last = null;
    const bound = BOUND[algorithm] ?? BOUND.ida;
    this.#rows.get('threshold').querySelector('dt').textContent = bound.label;
    this.#rows.get('threshold').querySelector('.why').textContent = bound.why;
    this.#values.get('heuristic').textContent = heuristicName(heuristic);
    this.showStatus(`Searching with ${algorithmName(algorithm)}, guided by ${heuristicName(heuristic)}…`, 'busy');
  }

  progress(p) {
    this.#last = p;
    if (!this.#live) return;
    this.#pending = p;
    if (!this.#frame) {
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        if (this.#pending) this.#write(this.#pending);
        this.#pending = null;
      });
    }
  }

  finish(result) {
    this.#cancelFrame();
    this.#write({
      threshold: result.threshold,
      iteration: result.iteration,
      nodes: result.nodes,
      elapsedMs: result.elapsedMs,
      nodesPerSecond: result.elapsedMs > 0 ? (result.nodes * 1000) / result.elapsedMs : NaN,
      stored: result.stored ?? this.#last?.stored,
    });
    this.#values.get('length').textContent = `${formatCount(result.length)} moves`;
    // The worker names the heuristic it used, which is not the one asked for when that one was
    // not ready (the pattern databases still being built): it never waits for them.
    this.#values.get('heuristic').textContent =
      heuristicName(result.heuristic) + (result.fallbackFrom ? ' (tables not ready)' : '');
    this.showStatus(
      `Found the shortest solution: ${formatCount(result.length)} moves, after examining ${formatCount(result.nodes)} positions in ${formatMs(result.elapsedMs)}.${fallbackNote(result)}`,
      'done',
    );
  }

  // A search that ended without a solution: cancelled, gave up on memory, failed.
  stop(message, tone) {
    this.#cancelFrame();
    if (this.#last) this.#write(this.#last);
    this.showStatus(message, tone);
  }

  cancelled() {
    const last = this.#last;
    this.stop(
      last
        ? `Search cancelled after ${formatCount(last.nodes)} positions and ${formatMs(last.elapsedMs)}.`
        : 'Search cancelled.',
      'info',
    );
  }

  #write(p) {
    const threshold = this.#values.get('threshold');
    threshold.textContent = Number.isFinite(p.threshold)
      ? this.#algorithm === 'ida' && Number.isFinite(p.iteration)
        ? `${formatCount(p.threshold)} (iteration ${formatCount(p.iteration)})`
        : formatCount(p.threshold)
      : '—';
    this.#values.get('nodes').textContent = formatCount(p.nodes);
    this.#values.get('rate').textContent = formatCount(p.nodesPerSecond);
    this.#values.get('elapsed').textContent = formatMs(p.elapsedMs);
    // IDA*'s memory is its path, which is why it never runs out; the row stays so the contrast shows.
    this.#values.get('stored').textContent =
      this.#algorithm === 'ida' ? 'just the current path' : formatCount(p.stored);
  }

  #cancelFrame() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#pending = null;
  }
}
