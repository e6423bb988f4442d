// format.js: the language-free forms shown to the reader (the clock, algorithm names) and the
// messages for durations and directions, so every panel agrees.

import { msg, verbatim } from '../i18n/i18n.js';

// Play time on the clock: m:ss, or h:mm:ss for the patient.
export function formatClock(ms) {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

// The same duration in words, for the screen-reader announcement of a solve.
export function clockWords(ms) {
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const minutesWords = msg('clock.minutes', { n: minutes });
  const secondsWords = msg('clock.seconds', { n: seconds });
  if (!minutes) return secondsWords;
  return seconds
    ? msg('clock.minutesSeconds', { minutes: minutesWords, seconds: secondsWords })
    : minutesWords;
}

export const moves = (n) => msg('moves.count', { n });

// A tile's name: "Tile 7" (numbers), "Piece 7" (a picture), "Gap" (0); inSentence: "tile 7", "the
// gap".
const TILE_KEYS = {
  tile: ['board.tile', 'board.tile.inSentence'],
  piece: ['board.piece', 'board.piece.inSentence'],
  gap: ['board.gap', 'board.gap.inSentence'],
};

export function tileName(tile, { picture = false, inSentence = false } = {}) {
  const keys = TILE_KEYS[tile === 0 ? 'gap' : picture ? 'piece' : 'tile'];
  return msg(keys[inSentence ? 1 : 0], { tile: verbatim(tile) });
}

// A direction as a message: the core's letter (U, D, L, R) or the board's word (up, down, left,
// right).
const DIRECTION_KEYS = {
  U: 'direction.up',
  D: 'direction.down',
  L: 'direction.left',
  R: 'direction.right',
  up: 'direction.up',
  down: 'direction.down',
  left: 'direction.left',
  right: 'direction.right',
};

export function direction(name) {
  return DIRECTION_KEYS[name] ? msg(DIRECTION_KEYS[name]) : verbatim(name);
}

// Algorithm names are the same in every language.
const ALGORITHM_NAMES = { ida: 'IDA*', astar: 'A*', bfs: 'BFS' };

export function algorithmName(id) {
  return ALGORITHM_NAMES[id] ?? id;
}
