// compare-runs.js: the solves of one start position, for the comparison table: a run of another
// start is never mixed in.
//
// A solve's start is the position AUTO SOLVE searched from; a solve from another start, or a new
// position put on the board (shuffle, shared link, edit), begins a new table.

import { positionKey } from './position-key.js';

export class CompareRuns {
  #start = null; // the start's tiles
  #runs = [];
  #onChange;

  // onChange(runs) follows every change of the table.
  constructor(onChange) {
    this.#onChange = onChange;
  }

  get start() {
    return this.#start ? [...this.#start] : null;
  }

  get runs() {
    return [...this.#runs];
  }

  // One solve of `start` (tiles) with its result (the bridge's solve result).
  add(start, result) {
    const { heuristic, algorithm, length, nodes, stored, elapsedMs, optimal } = result;
    // optimal: false for a solution not proven shortest (anytime, learned)
    const run = { heuristic, algorithm, length, nodes, stored, elapsedMs, optimal };
    this.#push(start, { ...run, stopped: false });
  }

  // A search of `start` stopped before it found a solution (the reader switched to a stronger
  // heuristic): its last progress, kept as a row so the work it did is still compared.
  addStopped(start, { heuristic, algorithm, nodes, stored, elapsedMs, threshold }) {
    const run = { heuristic, algorithm, length: null, nodes, stored, elapsedMs, threshold };
    this.#push(start, { ...run, stopped: true });
  }

  #push(start, run) {
    if (!this.#start || positionKey(this.#start) !== positionKey(start)) {
      this.#start = [...start];
      this.#runs = [];
    }
    this.#runs.push(run);
    this.#onChange(this.runs);
  }

  clear() {
    if (!this.#start && this.#runs.length === 0) return;
    this.#start = null;
    this.#runs = [];
    this.#onChange(this.runs);
  }
}
