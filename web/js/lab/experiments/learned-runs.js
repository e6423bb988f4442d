// learned-runs.js: what the learned experiment's two runs (learned.js: the 8-puzzle, trained in
// the page; learned-shipped.js: the 15-puzzle, with shipped weights) share: every position solved
// with each estimate in turn, one IDA* search in the lab's module, and each estimate's figures
// over the positions.

import { count, msg } from '../../i18n/i18n.js';
import { labSearchRequest } from '../learned-bridge.js';

// IDA* on the 8-puzzle needs at most about a million nodes with Manhattan distance, on the
// 15-puzzle's walks of 60 moves about 15 million natively.
const NODE_LIMIT = 50000000;

/**
 * Every position solved with each estimate: the seeds' positions (startOf(seed)), or the board
 * attribute's one. Resolves with { seeds (null for the board's), positions: [{ seed, board, runs:
 * { <heuristic>: solve's answer } }] }.
 * @param {{ board: number[] | null, progress: (message: any) => void }} context
 * @param {{
 *   seeds: number[],
 *   startOf: (seed: number) => Promise<number[]>,
 *   heuristics: string[],
 *   solve: (heuristic: string, board: number[]) => Promise<any>
 * }} plan
 */
export async function solveEach({ board, progress }, { seeds, startOf, heuristics, solve }) {
  const list = board ? [null] : seeds;
  const positions = [];
  for (const [index, seed] of list.entries()) {
    const start = board ?? (await startOf(/** @type {number} */ (seed)));
    /** @type {Record<string, any>} */
    const runs = {};
    for (const [step, heuristic] of heuristics.entries()) {
      progress(
        msg('lab.learned.solving', {
          position: count(index + 1),
          positions: count(list.length),
          step: count(step + 1),
          steps: count(heuristics.length),
        }),
      );
      runs[heuristic] = await solve(heuristic, start);
    }
    positions.push({ seed, board: start, runs });
  }
  return { seeds: board ? null : seeds, positions };
}

/** The core's English names of the puzzle's heuristics, by id. */
export async function labelsOf(bridge, puzzle) {
  const info = await bridge.puzzle(puzzle);
  return Object.fromEntries(info.heuristics.map((row) => [row.id, row.label]));
}

// One IDA* search in the lab's module; a node limit reached is a result, not an error.
export async function labSearch(bridge, puzzle, board, heuristic, signal) {
  const result = await labSearchRequest(
    bridge,
    puzzle,
    board,
    { algorithm: 'ida', heuristic, nodeLimit: NODE_LIMIT },
    { signal },
  );
  return {
    status: result.status,
    length: result.status === 'solved' ? result.length : null,
    nodes: result.nodes,
    ms: result.elapsedMs,
  };
}

/**
 * One heuristic's figures over every position.
 * @param {string} heuristic @param {string | undefined} label @param {any[]} positions
 */
export function summary(heuristic, label, positions) {
  const runs = positions.map((position) => ({ ...position.runs[heuristic], position }));
  const solved = runs.filter((run) => run.status === 'solved');
  const excess = solved.map((run) => run.length - run.position.optimum);
  return {
    heuristic,
    label: label ?? heuristic,
    admissible: heuristic !== 'learned',
    solved: solved.length,
    optimal: excess.filter((moves) => moves === 0).length,
    excess: solved.length ? excess.reduce((a, b) => a + b, 0) / solved.length : null,
    nodes: runs.reduce((sum, run) => sum + run.nodes, 0),
    ms: runs.reduce((sum, run) => sum + run.ms, 0),
  };
}
