// solver-words.js: what the solver says, as messages: its errors (codes + parameters) and its
// solvability verdict (facts), worded by the tables.
//
// The core decides; this module only picks the sentence for what it decided. Its English messages
// stay for the CLI and the console.

import { msg, verbatim } from './message.js';

// Every code the solver or its worker can answer with, and the key that words it.
const ERROR_KEYS = {
  'bad-puzzle': 'error.bad-puzzle',
  'bad-goal': 'error.bad-goal',
  'bad-board': 'error.bad-board',
  'illegal-move': 'error.illegal-move',
  'bad-option': 'error.bad-option',
  'unknown-algorithm': 'error.unknown-algorithm',
  'unknown-heuristic': 'error.unknown-heuristic',
  'unavailable-heuristic': 'error.unavailable-heuristic',
  'bad-partition': 'error.bad-partition',
  'bad-tables': 'error.bad-tables',
  'not-buildable': 'error.not-buildable',
  'no-tables': 'error.no-tables',
  unsolvable: 'error.unsolvable',
  'no-such-job': 'error.no-such-job',
  'gave-up': 'error.gave-up',
  'unknown-request': 'error.unknown-request',
  crashed: 'error.crashed',
  lost: 'error.lost',
  'load-failed': 'error.load-failed',
  'wasm-cors': 'error.wasm-cors',
  'wasm-unreachable': 'error.wasm-unreachable',
  'wasm-missing': 'error.wasm-missing',
  'wasm-incomplete': 'error.wasm-incomplete',
  'wasm-damaged': 'error.wasm-damaged',
  'wasm-blocked': 'error.wasm-blocked',
  'glue-missing': 'error.glue-missing',
  'no-wasm-support': 'error.no-wasm-support',
  'worker-refused': 'error.worker-refused',
  'worker-failed': 'error.worker-failed',
  'no-solver': 'error.no-solver',
  cancelled: 'error.cancelled',
  aborted: 'error.cancelled',
};

export const ERROR_CODES = Object.keys(ERROR_KEYS);

// The cases of a board the core refuses (its `reason`), each worded from the core's facts (which
// tile, which position); a goal that is not a board of the puzzle has the same cases.
const BOARD_REASON_KEYS = {
  count: 'error.board.count',
  'no-blank': 'error.board.no-blank',
  'out-of-range': 'error.board.out-of-range',
  twice: 'error.board.twice',
  'blank-twice': 'error.board.blank-twice',
  'not-a-number': 'error.board.not-a-number',
  empty: 'error.board.empty',
  'position-not-number': 'error.board.position-not-number',
  'position-not-whole': 'error.board.position-not-whole',
};
const REASON_KEYS = {
  'bad-board': BOARD_REASON_KEYS,
  'bad-goal': BOARD_REASON_KEYS,
  'illegal-move': { 'not-next-to-blank': 'error.illegal-move.not-next-to-blank' },
  'bad-puzzle': { unknown: 'error.bad-puzzle.unknown', 'grid-size': 'error.bad-puzzle.grid-size' },
  'bad-option': {
    'not-a-number': 'error.bad-option.not-a-number',
    // The lab's grid maps (cpp/core/lab/grid_map.cpp).
    'map-size': 'error.bad-option.map-size',
    'wall-off-map': 'error.bad-option.wall-off-map',
    'cell-off-map': 'error.bad-option.cell-off-map',
    'cell-on-wall': 'error.bad-option.cell-on-wall',
  },
  'unknown-heuristic': { 'map-estimate': 'error.unknown-heuristic.map-estimate' },
};
// Parameters the core gives as English words, and the keys that word them.
const PARAM_KEYS = { which: { start: 'error.map.start', goal: 'error.map.goal' } };

// Every (code, reason) the page words on its own; for the tests.
export const ERROR_REASONS = Object.fromEntries(
  Object.entries(REASON_KEYS).map(([code, keys]) => [code, Object.keys(keys)]),
);

// An error as a clause (no full stop): its code's words, with the request's values and the
// solver's own English sentence (`detail`) as parameters; an error without a known code (a bug of
// ours) is shown as it is rather than hidden.
export function errorClause(error) {
  const detail = verbatim(
    String(error?.message ?? error ?? '')
      .trim()
      .replace(/\.$/, ''),
  );
  const key = ERROR_KEYS[error?.code];
  if (!key) return msg('error.other', { detail });
  const params = { ...(error.params ?? {}), detail };
  for (const [name, keys] of Object.entries(PARAM_KEYS))
    if (Object.hasOwn(keys, params[name])) params[name] = msg(keys[params[name]]);
  const reasonKey = REASON_KEYS[error.code]?.[params.reason];
  if (!reasonKey) return msg(key, params);
  const reason = msg(reasonKey, params);
  return error.code === 'bad-goal' ? msg('error.bad-goal.because', { ...params, reason }) : reason;
}

// The same as a sentence.
export function errorSentence(error) {
  return { sentence: errorClause(error) };
}

// Why a position can or cannot be solved, from the core's verdict (bridge.solvability()).
export function solvabilityReason(result) {
  const tile = (n) => verbatim(String(n));
  if (result.deadEndCell >= 0 && result.deadEndTileFound !== result.deadEndTileNeeded) {
    const key = result.deadEndTileFound === 0 ? 'why.deadEndBlank' : 'why.deadEndWrong';
    return msg(key, {
      cell: tile(result.deadEndCell),
      found: tile(result.deadEndTileFound),
      needed: tile(result.deadEndTileNeeded),
    });
  }
  const parity = msg(result.inversions % 2 === 0 ? 'editor.even' : 'editor.odd');
  const verdict = msg(result.solvable ? 'why.solvable' : 'why.unsolvable');
  const inversions = msg('why.inversions', { n: result.inversions });
  let reason;
  if (result.width % 2 === 1) {
    reason = msg('why.oddWidth', { inversions, parity, verdict });
  } else {
    const rows = Math.abs(result.blankRowFromBottom - result.goalBlankRowFromBottom);
    reason = msg('why.evenWidth', {
      inversions,
      parity,
      verdict,
      row: result.blankRowFromBottom,
      rows: msg('why.rows', { n: rows }),
      sum: result.inversions + rows,
    });
  }
  if (result.deadEndCell >= 0) {
    return msg('why.deadEndRight', {
      cell: tile(result.deadEndCell),
      needed: tile(result.deadEndTileNeeded),
      rest: reason,
    });
  }
  return reason;
}
