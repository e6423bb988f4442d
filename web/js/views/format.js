// format.js: how numbers, durations and names appear to the reader, in one place so every panel agrees.

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value) {
  return Number.isFinite(value) ? integer.format(value) : '—';
}

// Search times are shown in milliseconds as the article's statistics table does; below 10 ms a
// decimal keeps the tiny 3x3+1 searches from all reading "0 ms".
export function formatMs(value) {
  if (!Number.isFinite(value)) return '—';
  return value < 10 ? `${value.toFixed(1)} ms` : `${integer.format(value)} ms`;
}

// Play time on the clock: m:ss, or h:mm:ss for the patient.
export function formatClock(ms) {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

// The same duration in words, for the screen-reader announcement of a solve.
export function formatClockWords(ms) {
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [];
  if (minutes) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (seconds || !minutes) parts.push(`${seconds} second${seconds === 1 ? '' : 's'}`);
  return parts.join(' ');
}

// Messages from the core are clauses ("expected 16 tiles, got 5"); the page shows them as sentences.
export function sentence(text) {
  const trimmed = String(text ?? '').trim();
  if (!trimmed) return '';
  const capital = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

// Progress 0..1 as a whole percent, rounded down so that 100% means finished.
export function formatPercent(fraction) {
  return Number.isFinite(fraction) ? `${Math.floor(Math.min(1, Math.max(0, fraction)) * 100)}%` : '…';
}

export function plural(count, word) {
  return `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
}

// The core names a move's direction with one letter (U, D, L, R); messages use the word.
const DIRECTION_WORDS = { U: 'up', D: 'down', L: 'left', R: 'right' };

export function directionWord(letter) {
  return DIRECTION_WORDS[letter] ?? letter;
}

const ALGORITHM_NAMES = { ida: 'IDA*', astar: 'A*', bfs: 'BFS' };

export function algorithmName(id) {
  return ALGORITHM_NAMES[id] ?? id;
}
