// common.js: small helpers the experiments share: a fresh shuffle (a walk or a proven difficulty)
// from the core, a heuristic's tables made ready, sizes in MB, and a searcher's refusal told apart
// from a run that gave up.

import { msg, percent, verbatim } from '../../i18n/i18n.js';
import { randomSeed } from '../../element/random-seed.js';

/**
 * A position `moves` random moves from the goal, made by the core (a fresh seed each time).
 * @param {any} bridge
 * @param {string} puzzle
 * @param {number} moves
 */
export async function shuffled(bridge, puzzle, moves) {
  return (await bridge.scramble(puzzle, { moves, seed: randomSeed() })).board;
}

/** Bytes as megabytes, one decimal. @param {number} bytes */
export const megabytes = (bytes) =>
  Number.isFinite(bytes)
    ? msg('unit.megabytes', { value: verbatim((bytes / 1048576).toFixed(1)) })
    : verbatim('—');

/** A cell with nothing to say. */
export const none = verbatim('—');

/**
 * Whether a search ended by its node limit or memory cap (a result to show), not by an error.
 * @param {any} error
 */
export const gaveUp = (error) => error?.kind === 'gave-up';

/**
 * A position whose optimal distance the core proved to lie in the difficulty's band (a job:
 * cancellable).
 * @param {any} bridge
 * @param {string} puzzle
 * @param {string} difficulty
 * @param {AbortSignal} signal
 */
export const difficultyShuffle = (bridge, puzzle, difficulty, signal) =>
  bridge.shuffle(puzzle, { difficulty, seed: randomSeed() }, undefined, { signal });

/**
 * Makes the heuristic's tables usable first if it needs them and this page has none yet (from this
 * browser's cache, else built in the worker).
 * @param {any} bridge
 * @param {string} puzzle
 * @param {string} heuristic
 * @param {AbortSignal} signal
 * @param {(message: any) => void} progress
 */
export async function tablesFor(bridge, puzzle, heuristic, signal, progress) {
  const info = await bridge.puzzle(puzzle);
  const row = info.heuristics.find((h) => h.id === heuristic);
  if (!row?.needsTables || row.available) return;
  progress(msg('lab.status.tables', { percent: percent(0) }));
  await bridge.tables(puzzle, {
    signal,
    onProgress: (p) => progress(msg('lab.status.tables', { percent: percent(p.progress ?? 0) })),
  });
}
