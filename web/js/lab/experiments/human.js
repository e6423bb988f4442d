// human.js: the lab's "human" experiment: a random position of a 3x3 … 8x8 grid solved the way
// people do (top row, left column, again on what is left, the last 2x2 turn) by the core's
// rule-based solver, its stages and length beside the optimal length where a page can find it (3x3
// and 4x4), both playable on a small board.
//
// detail: { experiment: 'human', puzzle, width, height, seed (the core's random position; null if
//   the board attribute was used), board: number[] (cell order, 0 the gap), human: { length, moves
//   (per move, the cell whose tile slides into the gap), stages: [{ kind: 'row' | 'column' |
//   'last-square', index (the row or column, 0 from the top or left), firstMove, length }] },
//   optimal: { status: 'solved' | 'gave-up' | 'not-practical', heuristic (registry id) | null,
// label (its English name, from the core; when solved), length | null, moves | null, nodes | null,
// ms | null } }. The optimum comes from the page's
//   solve request (3x3 as the 8-puzzle with its exact table, 4x4 as the 15-puzzle with the pattern
//   databases, prepared first); larger grids are "not practical in a page".

import { coreWords, count, ms, msg, verbatim } from '../../i18n/i18n.js';
import { randomSeed } from '../../element/random-seed.js';
import { boardPlayer } from '../board-player.js';
import { gaveUp, none, tablesFor } from './common.js';

// The grids offered, as the puzzle attribute names them; the core's own puzzles where there is one.
const SIDES = { 8: 3, 15: 4, 24: 5, '6x6': 6, '7x7': 7, '8x8': 8 };
// The grids whose optimum a page can find, as the core's puzzles, with the strongest heuristic.
const OPTIMAL = { 3: { puzzle: '8', heuristic: 'exact' }, 4: { puzzle: '15', heuristic: 'pdb' } };
// Most random 4x4 positions take the pattern databases well under 10^8 nodes; past this the search
// stops.
const NODE_LIMIT = 500000000;
const STAGE_KEYS = {
  row: 'lab.human.stage.row',
  column: 'lab.human.stage.column',
  'last-square': 'lab.human.stage.lastSquare',
};

/** @param {{ kind: string, index: number }} stage */
const stageName = (stage) => msg(STAGE_KEYS[stage.kind], { n: stage.index + 1 });

export default {
  id: 'human',
  title: 'lab.human.title',
  question: 'lab.human.question',
  puzzles: Object.keys(SIDES),
  defaultPuzzle: '15',
  controls: [
    {
      name: 'side',
      label: 'lab.control.grid',
      default: (puzzle) => SIDES[puzzle] ?? 4,
      options: [3, 4, 5, 6, 7, 8].map((side) => ({
        value: side,
        label: verbatim(`${side}×${side}`),
      })),
    },
  ],

  // 6x6 to 8x8 are not puzzles of the page's module: the human request reads their board itself.
  readsOwnBoard: (puzzle) => SIDES[puzzle] >= 6,

  /**
   * @param {{
   *   bridge: any,
   *   puzzle: string,
   *   board: number[] | null,
   *   boardText: string | null,
   *   refuseBoard: (error: any) => void,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   options: Record<string, string>
   * }} context
   */
  async run({ bridge, puzzle, board, boardText, refuseBoard, signal, progress, options }) {
    const side = Number(options.side) || SIDES[puzzle] || 4;
    // The board attribute is a position of the puzzle attribute's grid; another grid from the menu
    // gets its own random one. Text (a grid the page's module does not know) is read by the core's
    // human request.
    const tiles = boardText ?? board;
    let given = tiles && SIDES[puzzle] === side ? tiles : null;
    progress(msg('lab.human.progress.human', { grid: verbatim(`${side}×${side}`) }));
    const ask = (seed) =>
      bridge.human(
        {
          width: side,
          height: side,
          board: seed === null ? given : undefined,
          seed: seed ?? undefined,
        },
        { signal },
      );
    let seed = given ? null : randomSeed();
    let human;
    try {
      human = await ask(seed);
    } catch (error) {
      if (seed !== null || !['invalid', 'unsolvable'].includes(error?.kind)) throw error;
      refuseBoard(error);
      given = null;
      seed = randomSeed();
      human = await ask(seed);
    }
    const stages = human.stages.map((stage, index) => ({
      ...stage,
      length: (human.stages[index + 1]?.firstMove ?? human.moves.length) - stage.firstMove,
    }));
    const optimal = {
      status: 'not-practical',
      heuristic: null,
      length: null,
      moves: null,
      nodes: null,
      ms: null,
    };
    const known = OPTIMAL[side];
    if (known) {
      await tablesFor(bridge, known.puzzle, known.heuristic, signal, progress);
      const tell = (p) =>
        progress(msg('lab.human.progress.optimal', { nodes: count(p.nodes ?? 0) }));
      tell({ nodes: 0 });
      try {
        const result = await bridge.solve(
          known.puzzle,
          human.board,
          { algorithm: 'ida', heuristic: known.heuristic, nodeLimit: NODE_LIMIT },
          { signal, onProgress: tell },
        );
        Object.assign(optimal, {
          status: 'solved',
          heuristic: result.heuristic ?? known.heuristic,
          length: result.length,
          moves: result.moves,
          nodes: result.nodes,
          ms: result.elapsedMs,
        });
        const info = await bridge.puzzle(known.puzzle);
        optimal.label =
          info.heuristics.find((h) => h.id === optimal.heuristic)?.label ?? optimal.heuristic;
      } catch (error) {
        if (!gaveUp(error)) throw error;
        Object.assign(optimal, {
          status: 'gave-up',
          heuristic: known.heuristic,
          nodes: error.params?.nodes ?? NODE_LIMIT,
          ms: error.params?.elapsedMs ?? null,
        });
      }
    }
    return {
      width: side,
      height: side,
      seed,
      board: human.board,
      human: {
        length: human.moves.length,
        moves: human.moves,
        stages,
        ms: human.elapsedMs ?? null,
      },
      optimal,
    };
  },

  /** @param {any} detail */
  present(detail) {
    const { human, optimal } = detail;
    const grid = verbatim(`${detail.width}×${detail.height}`);
    const rows = human.stages.map((stage) => [
      stageName(stage),
      stage.length === 0
        ? none
        : msg('lab.human.range', {
            from: count(stage.firstMove + 1),
            to: count(stage.firstMove + stage.length),
          }),
      count(stage.length),
    ]);
    rows.push([msg('lab.human.total'), none, count(human.length)]);
    // Where no optimum can be had, the notes say why (a row would only say "—").
    if (optimal.status === 'solved')
      rows.push([msg('lab.human.optimal'), none, count(optimal.length)]);
    if (optimal.status === 'gave-up')
      rows.push([
        msg('lab.human.optimal'),
        none,
        msg('lab.gaveUpNodes', { nodes: count(optimal.nodes) }),
      ]);
    const notes = [msg('lab.human.how')];
    if (optimal.status === 'solved') {
      notes.push(
        msg('lab.human.compare', {
          human: count(human.length),
          optimal: count(optimal.length),
          extra: count(human.length - optimal.length),
          ratio: verbatim((human.length / Math.max(1, optimal.length)).toFixed(1)),
          name: coreWords('label', optimal.heuristic, optimal.label),
          nodes: count(optimal.nodes),
          time: optimal.ms === null ? none : ms(optimal.ms),
        }),
      );
    } else if (optimal.status === 'not-practical') {
      notes.push(msg('lab.human.whyNot', { grid }));
    } else {
      notes.push(msg('lab.human.optimalGaveUp', { nodes: count(optimal.nodes) }));
    }
    const stageAt = (moveIndex) =>
      human.stages.findLast((stage) => stage.firstMove < moveIndex) ?? null;
    const player = (moves, label, withStages) => (word) =>
      boardPlayer({
        width: detail.width,
        height: detail.height,
        board: detail.board,
        moves,
        words: {
          label: word(label),
          play: word(msg('lab.human.play')),
          pause: word(msg('lab.human.pause')),
          step: word(msg('lab.human.step')),
          back: word(msg('lab.human.back')),
          start: word(msg('lab.human.start')),
          position: (done, total) => {
            const stage = withStages && done > 0 ? stageAt(done) : null;
            const where = word(
              msg('lab.human.position', { done: count(done), total: count(total) }),
            );
            return stage
              ? word(
                  msg('lab.human.positionStage', {
                    position: verbatim(where),
                    stage: stageName(stage),
                  }),
                )
              : where;
          },
        },
      });
    const charts = [
      {
        caption: msg('lab.human.playHuman', { n: human.length }),
        build: player(human.moves, msg('lab.human.boardHuman', { grid }), true),
      },
    ];
    if (optimal.status === 'solved')
      charts.push({
        caption: msg('lab.human.playOptimal', { n: optimal.length }),
        build: player(optimal.moves, msg('lab.human.boardOptimal', { grid }), false),
      });
    return {
      caption: msg('lab.human.caption', { grid, board: verbatim(detail.board.join(' ')) }),
      columns: [msg('lab.col.stage'), msg('lab.col.moveRange'), msg('lab.col.length')],
      numeric: [false, true, true],
      rows,
      charts,
      notes,
    };
  },
};
