// stats-panel.js: the live search statistics, each with the one-line reading the article gives for
// it.
//
// Progress messages can arrive faster than the screen refreshes, so values are written at most once
// per animation frame; the panel's size never depends on the values, so nothing below it jumps.

import { algorithmName, moves } from './format.js';
import {
  ANYTIME_BOUND,
  anytimeOutcome,
  anytimeSearching,
  bestSoFar,
  boundValue,
} from './anytime-stats.js';
import { heuristicName, heuristicNeedsTables } from './heuristic-names.js';
import { count, joined, ms, msg, sentences, verbatim } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

// The compare and reachable lines are filled in by the element (they are about the page and the
// puzzle, not the search), but sit here, under the numbers they put in context.
// A group, not a region landmark: every puzzle on a page has this panel, and identical landmarks
// (axe: landmark-unique) give screen-reader users several "Search statistics" to tell apart.
export const statsTemplate = /* HTML */ ` <section
  class="stats"
  role="group"
  part="stats"
  data-i18n-attr="aria-label:stats.label"
>
  <p class="search-status" role="status" data-i18n="stats.loading"></p>
  <dl></dl>
  <p class="estimate small extra"></p>
  <p class="compare small extra" hidden></p>
  <p class="reachable small extra" hidden>
    <span class="reachable-count"></span> <slot name="reachable-note"></slot>
  </p>
</section>`;

// The first row means something different for each algorithm; its label and reading follow the
// choice.
const BOUND = {
  ida: { label: 'stat.threshold.ida', why: 'stat.threshold.ida.why' },
  astar: { label: 'stat.threshold.astar', why: 'stat.threshold.astar.why' },
  bfs: { label: 'stat.threshold.bfs', why: 'stat.threshold.bfs.why' },
};

// Each row: its key, its label's and reading's table keys, and whether only "More controls" shows
// it.
const ITEMS = [
  { key: 'heuristic', extra: true, label: 'stat.heuristic', why: 'stat.heuristic.why' },
  { key: 'threshold', ...BOUND.ida },
  { key: 'nodes', label: 'stat.nodes', why: 'stat.nodes.why' },
  { key: 'rate', extra: true, label: 'stat.rate', why: 'stat.rate.why' },
  { key: 'workers', extra: true, label: 'stat.workers', why: 'stat.workers.why' },
  { key: 'elapsed', label: 'stat.elapsed', why: 'stat.elapsed.why' },
  { key: 'length', label: 'stat.length', why: 'stat.length.why' },
  { key: 'stored', extra: true, label: 'stat.stored', why: 'stat.stored.why' },
];

function fallbackNote(result) {
  if (!result.fallbackFrom) return null;
  const used = heuristicName(result.heuristic);
  return heuristicNeedsTables(result.fallbackFrom)
    ? msg('status.fallbackTables', { used })
    : msg('status.fallbackHeuristic', { wanted: heuristicName(result.fallbackFrom), used });
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
  #outcome = false; // the status line tells how a search ended
  #estimateValues = null;
  #chosen = null;

  #compare;
  #reachable;
  #reachableCount;
  #container;
  #live = true; // false: stats="summary", the numbers are written only when a search ends
  #locale;

  // root holds the panel's markup.
  constructor(root) {
    this.#locale = localeOf(root);
    const text = (element, message) => this.#locale.text(element, message);
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
      text(term, msg(item.label));
      const value = document.createElement('dd');
      value.className = 'value';
      value.textContent = '—';
      const why = document.createElement('dd');
      why.className = 'why extra';
      text(why, msg(item.why));
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
      this.#locale.text(this.#estimate, '');
      return;
    }
    const parts = Object.entries(values).map(([id, value]) => {
      return msg(id === chosen ? 'stats.estimateChosen' : 'stats.estimateValue', {
        name: heuristicName(id),
        value: count(value),
      });
    });
    this.#locale.text(
      this.#estimate,
      msg('stats.estimate', { values: joined(parts, 'join.estimates') }),
    );
  }

  // Marks which estimate the search will use, when the reader changes the heuristic menu.
  chooseHeuristic(chosen) {
    this.showEstimate(this.#estimateValues, chosen);
  }

  // The line comparing this puzzle's last solve with another puzzle's on the page (null: its
  // placeholder, shown before the solver has loaded so nothing appears late). text: a message.
  showComparison(text) {
    this.#compare.hidden = false;
    this.#locale.text(this.#compare, text ?? msg('stats.comparePlaceholder'));
  }

  hideComparison() {
    this.#compare.hidden = true;
  }

  // The count of reachable arrangements, next to the embedder's note about it (null: not known
  // yet).
  hideReachable() {
    this.#reachable.hidden = true;
  }

  showReachable(reachable) {
    this.#locale.text(
      this.#reachableCount,
      reachable === null
        ? msg('stats.reachableWaiting')
        : msg('stats.reachable', { count: count(reachable) }),
    );
    this.#reachable.hidden = false;
  }

  // text: a message (see ../i18n/i18n.js).
  showStatus(text, tone = 'info') {
    this.#locale.text(this.#status, text);
    this.#status.dataset.tone = tone;
    this.#outcome = false;
  }

  // A new position on the board: the last search's numbers, and its outcome in the status line,
  // no longer describe it (a status about something else, "Ready" or a shuffle's, stays).
  newPosition() {
    this.clear();
    if (this.#outcome) this.showStatus(msg('status.newPosition'), 'info');
  }

  // Clears the numbers (a new position: the last solve's no longer describe the board).
  clear() {
    this.#cancelFrame();
    for (const value of this.#values.values()) this.#locale.text(value, '—');
    this.#last = null;
  }

  // Clears the numbers for a new search.
  start({ heuristic, algorithm }) {
    this.clear();
    this.#algorithm = algorithm;
    this.#label(BOUND[algorithm] ?? BOUND.ida, 'stat.length.why');
    this.#locale.text(this.#values.get('heuristic'), heuristicName(heuristic));
    this.showStatus(
      msg('status.searching', {
        algorithm: verbatim(algorithmName(algorithm)),
        heuristic: heuristicName(heuristic),
      }),
      'busy',
    );
  }

  progress(p) {
    if (p.anytime && !this.#last?.anytime) this.#label(ANYTIME_BOUND, 'stat.length.anytime.why');
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
      workers: result.workers,
      anytime: result.anytime,
      bound: result.bound,
    });
    this.#locale.text(this.#values.get('length'), moves(result.length));
    // Not proven shortest (an anytime solve, or the learned estimate's, which may overestimate):
    // the words never call it the shortest.
    const unproven = result.anytime || result.optimal === false;
    if (unproven)
      this.#label(
        result.anytime ? ANYTIME_BOUND : (BOUND[this.#algorithm] ?? BOUND.ida),
        'stat.length.anytime.why',
      );
    // The worker names the heuristic it used, which is not the one asked for when that one was
    // not ready (the pattern databases still being built): it never waits for them.
    const used = heuristicName(result.heuristic);
    this.#locale.text(
      this.#values.get('heuristic'),
      result.fallbackFrom ? msg('stat.tablesNotReady', { name: used }) : used,
    );
    const found = unproven
      ? anytimeOutcome(result)
      : msg('status.found', {
          moves: moves(result.length),
          nodes: count(result.nodes),
          time: ms(result.elapsedMs),
        });
    this.showStatus(sentences(found, fallbackNote(result)), 'done');
    this.#outcome = true;
  }

  // A search that ended without a solution: cancelled, gave up on memory, failed.
  stop(message, tone) {
    this.#cancelFrame();
    if (this.#last) this.#write(this.#last);
    this.showStatus(message, tone);
    this.#outcome = true;
  }

  cancelled() {
    const last = this.#last;
    this.stop(
      last
        ? msg('status.cancelledAfter', { nodes: count(last.nodes), time: ms(last.elapsedMs) })
        : msg('status.cancelled'),
      'info',
    );
  }

  // The first row's label and reading (the algorithm's bound, or an anytime solve's proven one),
  // and the length row's reading (shortest, or best found).
  #label(bound, lengthWhy) {
    const row = this.#rows.get('threshold');
    this.#locale.text(row.querySelector('dt'), msg(bound.label));
    this.#locale.text(row.querySelector('.why'), msg(bound.why));
    this.#locale.text(this.#rows.get('length').querySelector('.why'), msg(lengthWhy));
  }

  #write(p) {
    const text = (key, message) => this.#locale.text(this.#values.get(key), message);
    if (p.anytime) {
      text('threshold', boundValue(p));
      // the final result writes its own length and status after this
      if (p.bestLength !== undefined) {
        text('length', bestSoFar(p));
        this.showStatus(anytimeSearching(p), 'busy');
      }
    } else
      text(
        'threshold',
        this.#algorithm === 'ida' && Number.isFinite(p.threshold) && Number.isFinite(p.iteration)
          ? msg('stat.iteration', { threshold: count(p.threshold), iteration: count(p.iteration) })
          : count(p.threshold),
      );
    text('nodes', count(p.nodes));
    text('rate', count(p.nodesPerSecond));
    text('workers', count(p.workers ?? 1));
    text('elapsed', ms(p.elapsedMs));
    // IDA*'s memory is its path, which is why it never runs out; the row stays so the contrast
    // shows.
    text('stored', this.#algorithm === 'ida' ? msg('stat.currentPath') : count(p.stored));
  }

  #cancelFrame() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#pending = null;
  }
}
