// parity.js: the lab's "parity" experiment (Sam Loyd's 14-15): two tiles of the goal swapped; the
// core's inversion count, the blank's row and verdict for both, and a count of every position the
// swapped board can reach, which never meets the goal.
//
// detail: { experiment: 'parity', puzzle, board: number[] (the swapped position, or the board
//   attribute), rows: [{ position: 'goal' | 'changed', board: number[], inversions,
//   blankRowFromBottom, solvable }], reach: { counted (positions reachable that were counted),
//   depth (moves from the board to the farthest finished layer), complete (every reachable
//   position counted: true on the 8-puzzle; false on the 15-puzzle, stopped at the state cap),
//   goalDepth (-1: the goal is not among them) }, verdicts: the core's two solvability answers as
//   they came (the reason sentence is worded from them) }.

import { count, msg, verbatim } from '../../i18n/i18n.js';
import { solvabilityReason } from '../../i18n/solver-words.js';

// Enough for every position of the 8-puzzle, and about a million of the 15-puzzle's in a second or
// two.
const STATE_CAP = 1500000;

export default {
  id: 'parity',
  // The 8-puzzle's box says so: the same swap, where every reachable position can be visited.
  title: (puzzle) => (puzzle === '8' ? 'lab.parity.title8' : 'lab.parity.title'),
  question: (puzzle) => (puzzle === '8' ? 'lab.parity.question8' : 'lab.parity.question'),
  puzzles: ['15', '8'],
  defaultPuzzle: '15',

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   signal: AbortSignal,
   *   progress: (message: any) => void
   * }} context
   */
  async run({ bridge, puzzle, board, signal, progress }) {
    const { goal } = await bridge.puzzle(puzzle);
    // The goal with its two highest tiles exchanged (14 and 15 on the 15-puzzle).
    const highest = goal.length - 1;
    const changed =
      board ??
      goal.map((tile) => (tile === highest ? highest - 1 : tile === highest - 1 ? highest : tile));
    const rows = [];
    for (const [position, tiles] of [
      ['goal', goal],
      ['changed', changed],
    ]) {
      const verdict = await bridge.solvability(puzzle, tiles);
      rows.push({
        position,
        board: tiles,
        inversions: verdict.inversions,
        blankRowFromBottom: verdict.blankRowFromBottom,
        solvable: verdict.solvable,
        verdict,
      });
    }
    progress(msg('lab.progress.layers', { depth: 0, count: count(1) }));
    const counted = await bridge.layers(
      puzzle,
      changed,
      { stateCap: STATE_CAP },
      {
        signal,
        onProgress: (p) =>
          progress(
            msg('lab.progress.layers', { depth: p.layers.length - 1, count: count(p.counted) }),
          ),
      },
    );
    return {
      board: changed,
      rows: rows.map(({ verdict, ...row }) => row),
      verdicts: rows.map((row) => row.verdict),
      reach: {
        counted: counted.counted,
        depth: counted.layers.length - 1,
        complete: counted.complete,
        goalDepth: counted.goalDepth,
      },
    };
  },

  /** @param {any} detail */
  present(detail) {
    const { reach } = detail;
    let reached;
    if (reach.goalDepth >= 0) reached = msg('lab.parity.reached', { depth: reach.goalDepth });
    else if (reach.complete) reached = msg('lab.parity.exhausted', { count: count(reach.counted) });
    else reached = msg('lab.parity.partial', { count: count(reach.counted), depth: reach.depth });
    return {
      caption: msg('lab.parity.caption'),
      columns: [
        msg('lab.col.position'),
        msg('lab.col.board'),
        msg('lab.col.inversions'),
        msg('lab.col.blankRow'),
        msg('lab.col.verdict'),
      ],
      numeric: [false, false, true, true, false],
      wide: [false, true, false, false, false],
      rows: detail.rows.map((row) => [
        msg(row.position === 'goal' ? 'lab.parity.goal' : 'lab.parity.changed'),
        verbatim(row.board.join(' ')),
        count(row.inversions),
        count(row.blankRowFromBottom),
        msg(row.solvable ? 'lab.parity.solvable' : 'lab.parity.unsolvable'),
      ]),
      // The blank's row counts from the bottom (↑ in the heading), as the parity rule is stated.
      notes: [
        msg('lab.parity.rows'),
        ...(detail.verdicts ?? []).slice(1).map((verdict) => solvabilityReason(verdict)),
        reached,
      ],
    };
  },
};
