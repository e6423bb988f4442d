// solver-error.js: SolverError, the one error type the page's solver requests reject with; `kind`
// says how the request ended.

/** @typedef {import('./protocol.js').ErrorKind | 'aborted'} SolverErrorKind */

export class SolverError extends Error {
  // message: English, for the console; code and params: what the page words in the reader's
  // language.
  /**
   * @param {SolverErrorKind} kind
   * @param {string} message
   * @param {string} [code]
   * @param {object} [params]
   */
  constructor(kind, message, code, params) {
    super(message);
    this.name = 'SolverError';
    this.kind = kind; // 'invalid' | 'unsolvable' | 'cancelled' | 'gave-up' | 'aborted' | 'error'
    this.code = code ?? kind;
    this.params = params ?? {};
  }
}
