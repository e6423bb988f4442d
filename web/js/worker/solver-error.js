// solver-error.js: SolverError, the one error type the page's solver requests reject with; `kind` says how the request ended.

/** @typedef {import('./protocol.js').ErrorKind | 'aborted'} SolverErrorKind */

export class SolverError extends Error {
  /** @param {SolverErrorKind} kind @param {string} message */
  constructor(kind, message) {
    super(message);
    this.name = 'SolverError';
    this.kind = kind; // 'invalid' | 'unsolvable' | 'cancelled' | 'gave-up' | 'aborted' | 'error'
  }
}
