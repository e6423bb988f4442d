// common.js: small helpers the experiments share: a fresh shuffle from the core, sizes in MB, and a searcher's refusal told apart from a run that gave up.

import { msg, verbatim } from '../../i18n/i18n.js';
import { randomSeed } from '../../element/random-seed.js';

/** A position `moves` random moves from the goal, made by the core (a fresh seed each time). @param {any} bridge @param {string} puzzle @param {number} moves */
export async function shuffled(bridge, puzzle, moves) {
  return (await bridge.scramble(puzzle, { moves, seed: randomSeed() })).board;
}

/** Bytes as megabytes, one decimal. @param {number} bytes */
export const megabytes = (bytes) => (Number.isFinite(bytes) ? msg('unit.megabytes', { value: verbatim((bytes / 1048576).toFixed(1)) }) : verbatim('—'));

/** A cell with nothing to say. */
export const none = verbatim('—');

/** Whether a search ended by its node limit or memory cap (a result to show), not by an error. @param {any} error */
export const gaveUp = (error) => error?.kind === 'gave-up';
