// heuristic-menu.js: the solver panel's heuristic menu: the core's registry rows for this puzzle,
// the explanation of the chosen one, and the table heuristics' options that open once their tables
// are ready. It draws the element's state (element-state.js decides the choice, with
// heuristic-choice.js) and reports the reader's pick.

import { msg, percent } from '../i18n/i18n.js';
import { heuristicExplanation, heuristicName, learnHeuristics } from './heuristic-names.js';

const PREPARING = new Set(['loading', 'building', 'saving']);

export class HeuristicMenu {
  #select;
  #why;
  #reasons = new Map(); // heuristic id -> its explanation element
  #tableOptions = new Map(); // heuristic id -> its <option>, for the heuristics that need tables
  #locale;

  // select: the <select>; why: the element that holds the explanations; onPick(id): the reader
  // chose a heuristic. locale: the element's Locale (../i18n/locale.js), which words the options
  // and explanations.
  constructor(select, why, locale, { onPick }) {
    this.#locale = locale;
    this.#select = select;
    this.#why = why;
    select.addEventListener('change', () => onPick(select.value));
  }

  /**
   * Draws the state: a new puzzle's rows (strongest first; one that needs tables disabled until
   * they are ready), then the chosen one and its explanation.
   * @param {import('../element/element-state.js').Snapshot} now
   * @param {import('../element/element-state.js').Snapshot} before
   */
  render(now, before) {
    if (now.info !== before.info && now.info) this.#build(now);
    if (now.tablesReady !== before.tablesReady)
      for (const option of this.#tableOptions.values()) option.disabled = !now.tablesReady;
    if (now.heuristic !== null && this.#select.value !== now.heuristic)
      this.#select.value = now.heuristic;
    for (const [id, reason] of this.#reasons)
      reason.classList.toggle('chosen', id === now.heuristic);
  }

  /** @param {import('../element/element-state.js').Snapshot} now */
  #build(now) {
    learnHeuristics(now.info);
    this.#select.replaceChildren();
    this.#why.replaceChildren();
    this.#reasons.clear();
    this.#tableOptions.clear();
    for (const id of now.offer.offered) {
      const option = new Option('', id);
      this.#locale.text(option, heuristicName(id));
      if (now.offer.withTables.includes(id)) {
        this.#tableOptions.set(id, option);
        option.disabled = !now.tablesReady;
      }
      this.#select.append(option);
      // Every explanation stays in the layout, all but the chosen one invisible and stacked in one
      // grid cell, so the line is as tall as the longest and the panel never jumps when it changes.
      const reason = document.createElement('span');
      this.#locale.text(
        reason,
        msg('heuristic.explained', {
          name: heuristicName(id),
          explanation: heuristicExplanation(id),
        }),
      );
      this.#why.append(reason);
      this.#reasons.set(id, reason);
    }
  }

  // The table heuristics' labels while their tables are prepared. state: a PatternTables state.
  showTables(state) {
    for (const [id, option] of this.#tableOptions) {
      const name = heuristicName(id);
      let label = name;
      if (PREPARING.has(state.phase))
        label = msg('heuristic.preparing', {
          name,
          percent: percent(state.phase === 'saving' ? 1 : state.progress),
        });
      else if (state.phase !== 'ready') label = msg('heuristic.notBuilt', { name });
      this.#locale.text(option, label);
    }
  }
}

// A sentence for a shuffle far from the goal, when the chosen heuristic would make its search
// slow (null: it will not).
/** @param {import('../element/element-state.js').Snapshot} now */
export function slowSearchAdvice(now) {
  const { offer, heuristic, tablesReady, picked } = now;
  if (offer.withTables.length === 0 || offer.withTables.includes(heuristic)) return null;
  if (!tablesReady && picked === null) return msg('heuristic.adviceWaiting');
  return msg('heuristic.adviceSlow', { name: heuristicName(heuristic) });
}
