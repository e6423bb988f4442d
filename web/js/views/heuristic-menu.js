// heuristic-menu.js: the solver panel's heuristic menu: the core's registry rows for this puzzle,
// the explanation of the chosen one, and the table heuristics' options that open once their tables
// are ready.
//
// A heuristic that needs tables becomes the choice as soon as they are usable, unless the reader
// has picked a heuristic: only the reader's own change of the menu counts as a pick, so an
// automatic switch never overrides one.

import { msg, percent } from '../i18n/i18n.js';
import { heuristicExplanation, heuristicName, learnHeuristics } from './heuristic-names.js';

const PREPARING = new Set(['loading', 'building', 'saving']);

export class HeuristicMenu {
  #select;
  #why;
  #onChange;
  #reasons = new Map(); // heuristic id -> its explanation element
  #tableOptions = new Map(); // heuristic id -> its <option>, for the heuristics that need tables
  #tablesReady = false;
  #fallback = null; // the strongest heuristic that needs no tables
  #readerChoice = null;
  #locale;

  // select: the <select>; why: the element that holds the explanations; onChange(value, { byReader
  // }) follows every change of the choice. locale: the element's Locale (../i18n/locale.js), which
  // words the options and explanations.
  constructor(select, why, locale, { onChange }) {
    this.#locale = locale;
    this.#select = select;
    this.#why = why;
    this.#onChange = onChange;
    select.addEventListener('change', () => {
      this.#readerChoice = select.value;
      this.#showReason();
      onChange(select.value, { byReader: true });
    });
  }

  // info: the worker's puzzle description. Its heuristic rows come strongest first; one that needs
  // tables is offered when the core can build them, disabled until showTables() reports them ready.
  /** @param {import('../worker/protocol.js').PuzzleInfo} info */
  setUp(info) {
    learnHeuristics(info);
    // A new puzzle (the element's puzzle attribute changed) starts a fresh menu.
    this.#select.replaceChildren();
    this.#why.replaceChildren();
    this.#reasons.clear();
    this.#tableOptions.clear();
    this.#readerChoice = null;
    const buildable = Boolean(info.tables?.buildable);
    const offered = info.heuristics.filter((row) => !row.needsTables || row.available || buildable);
    const others = offered.filter((row) => !row.needsTables).map((row) => row.id);
    this.#fallback = others.includes(info.defaultHeuristic) ? info.defaultHeuristic : others[0];
    this.#tablesReady = offered.some((row) => row.needsTables && row.available);
    for (const row of offered) {
      const option = new Option('', row.id);
      this.#locale.text(option, heuristicName(row.id));
      if (row.needsTables) {
        this.#tableOptions.set(row.id, option);
        option.disabled = !this.#tablesReady;
      }
      this.#select.append(option);
      // Every explanation stays in the layout, all but the chosen one invisible and stacked in one
      // grid cell, so the line is as tall as the longest and the panel never jumps when it changes.
      const reason = document.createElement('span');
      this.#locale.text(
        reason,
        msg('heuristic.explained', {
          name: heuristicName(row.id),
          explanation: heuristicExplanation(row.id),
        }),
      );
      this.#why.append(reason);
      this.#reasons.set(row.id, reason);
    }
    this.#choose();
    this.#showReason();
  }

  get value() {
    return this.#select.value;
  }

  // The ids this menu offers (the core's rows for the puzzle).
  get offered() {
    return [...this.#reasons.keys()];
  }

  // The embedder's choice (the heuristic attribute; null: auto). It counts as a pick, so an
  // automatic switch never overrides it, and one that needs tables is chosen once they are ready.
  prefer(id) {
    this.#readerChoice = id;
    this.#choose();
    this.#showReason();
  }

  // True once the reader has picked a heuristic themselves.
  get readerChose() {
    return this.#readerChoice !== null;
  }

  // state: a PatternTables state.
  showTables(state) {
    if (this.#tableOptions.size === 0) return;
    const ready = state.phase === 'ready';
    for (const [id, option] of this.#tableOptions) {
      const name = heuristicName(id);
      let label = name;
      if (PREPARING.has(state.phase))
        label = msg('heuristic.preparing', {
          name,
          percent: percent(state.phase === 'saving' ? 1 : state.progress),
        });
      else if (!ready) label = msg('heuristic.notBuilt', { name });
      this.#locale.text(option, label);
      option.disabled = !ready;
    }
    if (ready !== this.#tablesReady) {
      this.#tablesReady = ready;
      this.#choose();
    }
  }

  // A sentence for a shuffle far from the goal, when the chosen heuristic would make its search
  // slow.
  slowSearchAdvice() {
    if (this.#tableOptions.size === 0 || this.#tableOptions.has(this.value)) return null;
    if (!this.#tablesReady && !this.readerChose) return msg('heuristic.adviceWaiting');
    return msg('heuristic.adviceSlow', { name: heuristicName(this.value) });
  }

  // Puts the menu on the reader's pick if it is usable, else on the strongest table heuristic once
  // its tables are ready, else on the strongest heuristic that needs no tables.
  #choose() {
    const strongestWithTables = this.#tableOptions.keys().next().value;
    const wanted = this.#readerChoice ?? (this.#tablesReady ? strongestWithTables : this.#fallback);
    const value = this.#tableOptions.has(wanted) && !this.#tablesReady ? this.#fallback : wanted;
    if (value === this.#select.value) return;
    this.#select.value = value;
    this.#showReason();
    this.#onChange(value, { byReader: false });
  }

  #showReason() {
    for (const [id, reason] of this.#reasons)
      reason.classList.toggle('chosen', id === this.#select.value);
  }
}
