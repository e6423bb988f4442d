// element-state.js: what one <slide-puzzle> is showing, in one object, changed only by the named
// transitions below. Views draw from it (they subscribe) and report intent; the flows read it and
// call its transitions; slide-puzzle.js sequences them. No view holds a choice another part reads.
//
// The position and its undo history stay in GameState (game-state.js), the running search in
// SearchRunner (search-runner.js), the tables' progress in PatternTables (pattern-tables.js): each
// is a model of its own with its own transitions; this object holds the choices and facts that
// several parts read.

import { chosenHeuristic, heuristicOffer } from './heuristic-choice.js';

/** @typedef {import('../worker/protocol.js').PuzzleInfo} PuzzleInfo */
/** @typedef {import('../worker/protocol.js').Algorithm} Algorithm */

/**
 * @typedef {object} Snapshot
 * @property {string | null} puzzle the puzzle in use: its attribute's, or 15 if the core refused it
 * @property {PuzzleInfo | null} info the core's description of it (or the shape, by hand)
 * @property {'loading' | 'up' | 'hand-only'} solver whether the core answers
 * @property {import('./heuristic-choice.js').HeuristicOffer} offer the heuristics for the puzzle
 * @property {string | null} picked the embedder's or the reader's pick (null: automatic)
 * @property {boolean} tablesReady the puzzle's pattern databases are usable
 * @property {string | null} heuristic the heuristic AUTO SOLVE and Hint use (heuristic-choice.js)
 * @property {Algorithm} algorithm the algorithm AUTO SOLVE uses
 * @property {number} timeLimit seconds AUTO SOLVE's anytime search has (boards over 16 cells)
 * @property {{ at: number, length: number }} playback the loaded solution and the move shown
 * @property {string} language the language the element speaks (a table's name)
 */

/** @typedef {(now: Snapshot, before: Snapshot, transition: string) => void} Listener */

export class ElementState {
  /** @type {Snapshot} */
  #now = Object.freeze({
    puzzle: null,
    info: null,
    solver: 'loading',
    offer: heuristicOffer(null),
    picked: null,
    tablesReady: false,
    heuristic: null,
    algorithm: 'ida',
    timeLimit: 10,
    playback: { at: 0, length: 0 },
    language: 'en',
  });
  /** @type {Set<Listener>} */
  #listeners = new Set();

  /** @returns {Snapshot} */
  get now() {
    return this.#now;
  }

  /** @param {Listener} listener @returns {() => void} stops listening */
  subscribe(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // ---- Transitions ----

  /** The core described the puzzle in use (a first start, a new puzzle attribute, a restart). */
  /** @param {string} name @param {PuzzleInfo} info */
  puzzleLoaded(name, info) {
    const offer = heuristicOffer(info);
    const tablesReady = info.heuristics.some((row) => row.needsTables && row.available);
    // A new puzzle starts with no pick: the heuristic attribute, if any, is applied again after.
    this.#change('puzzleLoaded', { puzzle: name, info, offer, tablesReady, picked: null });
  }

  /** The solver answers (up), or the board is played by hand without it. */
  /** @param {'loading' | 'up' | 'hand-only'} solver */
  solverIs(solver) {
    this.#change('solverIs', { solver });
  }

  /** A pick of heuristic (the reader's menu, or the attribute; null: back to automatic). */
  /** @param {string | null} id */
  heuristicPicked(id) {
    this.#change('heuristicPicked', { picked: id });
  }

  /** @param {boolean} ready */
  tablesReadyChanged(ready) {
    this.#change('tablesReadyChanged', { tablesReady: ready });
  }

  /** @param {Algorithm} algorithm */
  algorithmChosen(algorithm) {
    this.#change('algorithmChosen', { algorithm });
  }

  /** @param {number} seconds */
  timeLimitChosen(seconds) {
    this.#change('timeLimitChosen', { timeLimit: seconds });
  }

  /** @param {{ at: number, length: number }} playback */
  playbackMoved(playback) {
    this.#change('playbackMoved', { playback: { ...playback } });
  }

  /** @param {string} language */
  languageChanged(language) {
    this.#change('languageChanged', { language });
  }

  /** @param {string} transition @param {Partial<Snapshot>} changes */
  #change(transition, changes) {
    const before = this.#now;
    const next = { ...before, ...changes };
    next.heuristic = chosenHeuristic(next.offer, next.picked, next.tablesReady);
    this.#now = Object.freeze(next);
    for (const listener of this.#listeners) listener(this.#now, before, transition);
  }
}
