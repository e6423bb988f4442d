// heuristic-menu.js: the solver panel's heuristic menu: the names, the one-line reason for the chosen one, and the pattern database option that opens once its tables are ready.
//
// The pattern database becomes the choice as soon as it is usable, unless the reader has picked a
// heuristic: only the reader's own change of the menu counts as a pick, so an automatic switch
// never overrides one.

import { formatPercent, heuristicName, notePatternShape } from './format.js';

const PDB = 'pdb';

// Why each estimate is safe, in the article's terms: h must never exceed the moves really left.
const WHY = {
  exact:
    'The true number of moves left, looked up in a table of every reachable position: a small puzzle can afford one, and the search walks straight down a shortest path.',
  [PDB]:
    'Exact move counts for disjoint groups of tiles, computed in advance; admissible because the groups are disjoint and only their own moves are counted, so the sum never overestimates.',
  'linear-conflict':
    'Manhattan distance plus two moves for each pair of tiles in their home row or column but in reverse order: one of them must step aside and back.',
  manhattan:
    "For each tile, the rows plus columns to its home: the article's estimate. A move shifts one tile one step, so it never overestimates.",
};

const PREPARING = new Set(['loading', 'building', 'saving']);

export class HeuristicMenu {
  #select;
  #why;
  #onChange;
  #reasons = new Map(); // heuristic -> its explanation element
  #pdbOption = null;
  #pdbReady = false;
  #fallback = null; // the strongest heuristic that needs no tables
  #readerChoice = null;

  // select: the <select>; why: the element that holds the explanations; onChange(value, { byReader })
  // follows every change of the choice.
  constructor(select, why, { onChange }) {
    this.#select = select;
    this.#why = why;
    this.#onChange = onChange;
    select.addEventListener('change', () => {
      this.#readerChoice = select.value;
      this.#showReason();
      onChange(select.value, { byReader: true });
    });
  }

  // info: the worker's puzzle description. A puzzle that can have pattern databases lists them
  // first, disabled until showTables() reports them ready.
  setUp(info) {
    if (info.patternDatabase?.buildable) notePatternShape(info.patternDatabase.shape);
    const others = info.heuristics.filter((id) => id !== PDB);
    this.#fallback = others.includes(info.defaultHeuristic) ? info.defaultHeuristic : others[0];
    this.#pdbReady = info.heuristics.includes(PDB);
    const offered = this.#pdbReady || Boolean(info.patternDatabase?.buildable);
    for (const id of offered ? [PDB, ...others] : others) {
      const option = new Option(heuristicName(id), id);
      if (id === PDB) {
        this.#pdbOption = option;
        option.disabled = !this.#pdbReady;
      }
      this.#select.append(option);
      // Every explanation stays in the layout, all but the chosen one invisible and stacked in one
      // grid cell, so the line is as tall as the longest and the panel never jumps when it changes.
      const reason = document.createElement('span');
      reason.textContent = `${heuristicName(id)}: ${WHY[id] ?? 'an estimate of the moves left that never overestimates.'}`;
      this.#why.append(reason);
      this.#reasons.set(id, reason);
    }
    this.#choose();
    this.#showReason();
  }

  get value() {
    return this.#select.value;
  }

  // True once the reader has picked a heuristic themselves.
  get readerChose() {
    return this.#readerChoice !== null;
  }

  // state: a PatternTables state.
  showTables(state) {
    if (!this.#pdbOption) return;
    const ready = state.phase === 'ready';
    let note = '';
    if (PREPARING.has(state.phase)) note = ` (preparing… ${formatPercent(state.phase === 'saving' ? 1 : state.progress)})`;
    else if (!ready) note = ' (not built)';
    this.#pdbOption.textContent = `${heuristicName(PDB)}${note}`;
    this.#pdbOption.disabled = !ready;
    if (ready !== this.#pdbReady) {
      this.#pdbReady = ready;
      this.#choose();
    }
  }

  // A sentence for a shuffle far from the goal, when the chosen heuristic would make its search slow.
  slowSearchAdvice() {
    if (!this.#pdbOption || this.value === PDB) return '';
    if (!this.#pdbReady && !this.readerChose) {
      return ' The pattern databases are still being prepared; a search started meanwhile switches to them as soon as they are ready.';
    }
    return ` With ${heuristicName(this.value)} its search may take minutes; the pattern database usually needs well under a second.`;
  }

  // Puts the menu on the reader's pick if it is usable, else on the pattern database once ready,
  // else on the strongest heuristic that needs no tables.
  #choose() {
    const wanted = this.#readerChoice ?? (this.#pdbReady ? PDB : this.#fallback);
    const value = wanted === PDB && !this.#pdbReady ? this.#fallback : wanted;
    if (value === this.#select.value) return;
    this.#select.value = value;
    this.#showReason();
    this.#onChange(value, { byReader: false });
  }

  #showReason() {
    for (const [id, reason] of this.#reasons) reason.classList.toggle('chosen', id === this.#select.value);
  }
}
