// lab.test.mjs: the lab's requests under node (the lab module's startLayerCount, startTradeoff,
// startPathfinding and humanSolve; the page module's search histogram and the searches' bytes)
// against an independent BFS in plain JavaScript (ground-truth.mjs).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadSlideModule, loadLabModule } from './load-module.mjs';
import { bfsDistances } from './ground-truth.mjs';

let slide;
let lab;
before(async () => {
  [slide, lab] = await Promise.all([loadSlideModule(), loadLabModule()]);
});

function runToEnd(job, module = slide) {
  for (;;) {
    const step = module.runJob(job, 100000);
    if (step.status !== 'running') return step;
  }
}

test('startLayerCount: every layer of 3x3+1 and 2x3 equals an independent BFS', () => {
  for (const name of ['3x3+1', '2x3']) {
    const info = slide.puzzleInfo(name, undefined);
    const distance = bfsDistances(info.neighbours, info.goal);
    const expected = [];
    for (const d of distance.values()) expected[d] = (expected[d] ?? 0) + 1;
    const { job } = lab.startLayerCount(name, undefined, info.goal, {});
    const step = runToEnd(job, lab);
    assert.equal(step.status, 'done', name);
    assert.deepEqual(step.layers, expected, name);
    assert.equal(step.counted, distance.size);
    assert.equal(step.goalDepth, 0);
  }
});

test('startLayerCount: bad input gets one message; a cap ends it as gave-up with whole layers', () => {
  assert.equal(lab.startLayerCount('8', undefined, '1 2 3', {}).code, 'bad-board');
  assert.equal(
    lab.startLayerCount('8', undefined, '1 2 3 4 5 6 7 8 0', { stateCap: -1 }).code,
    'bad-option',
  );
  assert.equal(lab.startLayerCount('8', undefined, '1 2 3 4 5 6 7 8 0', 7).code, 'bad-option');
  const { job } = lab.startLayerCount('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
    stateCap: 10000,
  });
  const step = runToEnd(job, lab);
  assert.equal(step.status, 'gave-up');
  assert.deepEqual(step.layers.slice(0, 8), [1, 2, 4, 10, 24, 54, 107, 212]);
  assert.ok(step.peakStates <= 10000);
  assert.equal(step.reachable, 10461394944000);
  assert.equal(lab.memory().jobs, 0);
  assert.equal(
    slide.startLayerCount,
    undefined,
    'the page module leaves the layer count to the lab module',
  );
});

test("the histogram option: it totals `expanded`, the start sits at the JS BFS's distance; lengths equal the JS BFS's", () => {
  const info = slide.puzzleInfo('8', undefined);
  const toGoal = bfsDistances(info.neighbours, info.goal);
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  for (const algorithm of ['bfs', 'astar']) {
    const started = slide.startSearch('8', undefined, start, {
      algorithm,
      heuristic: algorithm === 'bfs' ? undefined : 'manhattan',
      histogram: true,
    });
    const step = runToEnd(started.job);
    assert.equal(step.status, 'solved');
    assert.equal(step.length, toGoal.get(start.join(',')));
    const total = step.histogram.flat().reduce((a, b) => a + b, 0);
    assert.equal(total, step.expanded, algorithm);
    assert.equal(step.histogram[0][31], 1, 'the start: 0 moves from itself, 31 from the goal');
    assert.ok(step.bytes > step.stored * 16, 'bytes held');
  }
  assert.equal(
    slide.startSearch('8', undefined, start, { histogram: true }).code,
    'bad-option',
    'IDA* keeps no histogram',
  );
  assert.equal(
    slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', {
      algorithm: 'bfs',
      histogram: true,
    }).code,
    'bad-option',
  );
});

test("the lab module's jobs are bounded: started and never run, at most 8 live; an evicted or ended id is no-such-job", () => {
  const goal = '1 2 3 4 5 6 7 8 0';
  const ids = [];
  for (let i = 0; i < 12; i += 1) ids.push(lab.startLayerCount('8', undefined, goal, {}).job);
  assert.equal(lab.memory().jobs, 8);
  assert.equal(lab.runJob(ids[0], 10).code, 'no-such-job', 'the least recently used went first');
  assert.equal(lab.cancelJob(ids[11]).cancelled, true);
  assert.equal(lab.cancelJob(ids[11]).cancelled, false);
  for (const id of ids.slice(4, 11)) lab.cancelJob(id);
  assert.equal(lab.memory().jobs, 0);
  assert.equal(lab.runJob(2 ** 40, 10).code, 'no-such-job');
  assert.equal(lab.runJob(ids[5], 10).code, 'no-such-job', 'a cancelled job is gone');
  assert.equal(lab.runJob(ids[5], 'ten').code, 'bad-option');
});

// The test's own board: a move names the cell whose tile slides into the gap, a neighbour of it.
function replayGrid(width, board, moves) {
  const tiles = [...board];
  for (const cell of moves) {
    const gap = tiles.indexOf(0);
    assert.equal(
      Math.abs(Math.floor(gap / width) - Math.floor(cell / width)) +
        Math.abs((gap % width) - (cell % width)),
      1,
      `cell ${cell} next to the gap at ${gap}`,
    );
    [tiles[gap], tiles[cell]] = [tiles[cell], 0];
  }
  return tiles;
}

// Slides each cell's tile into the blank along the puzzle's own adjacency; the final board, or
// null.
function replayOn(neighbours, board, moves) {
  const tiles = board.slice();
  for (const cell of moves) {
    const blank = tiles.indexOf(0);
    if (!neighbours[blank].includes(cell)) return null;
    [tiles[blank], tiles[cell]] = [tiles[cell], 0];
  }
  return tiles;
}

test('humanSolve: seeded random grids from 2x2 to 8x8 (and 3x5) are solved by legal moves; stages cover them in order', () => {
  for (const [width, height] of [
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    [7, 7],
    [8, 8],
    [3, 5],
  ]) {
    for (const seed of [1, 2, 3]) {
      const answer = lab.humanSolve({ width, height, seed }, undefined);
      assert.equal(answer.error, undefined, JSON.stringify(answer));
      assert.equal(answer.board.length, width * height);
      assert.deepEqual(
        lab.humanSolve({ width, height, seed }, undefined).board,
        answer.board,
        'the same seed, the same position',
      );
      const goal = [...Array.from({ length: width * height - 1 }, (_, i) => i + 1), 0];
      assert.deepEqual(
        replayGrid(width, answer.board, answer.moves),
        goal,
        `${width}x${height} seed ${seed}`,
      );
      assert.equal(answer.stages[0].firstMove, 0);
      for (let i = 1; i < answer.stages.length; i += 1)
        assert.ok(answer.stages[i].firstMove >= answer.stages[i - 1].firstMove);
      assert.ok(
        answer.stages.every((stage) => ['row', 'column', 'last-square'].includes(stage.kind)),
      );
    }
  }
  // A given board is solved as given.
  const given = [4, 1, 3, 7, 2, 6, 0, 5, 8];
  const solved = lab.humanSolve({ width: 3, height: 3 }, given);
  assert.deepEqual(solved.board, given);
  assert.deepEqual(replayGrid(3, given, solved.moves), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  // As text, read as the puzzles' board text is (spaces and/or commas).
  assert.deepEqual(lab.humanSolve({ width: 3, height: 3 }, '4, 1 3,7 2 6  0 5 8').board, given);
});

test('humanSolve: bad input gets one message each', () => {
  const code = (options, board) => lab.humanSolve(options, board).code;
  assert.equal(code({ width: 9, height: 3 }), 'bad-puzzle');
  assert.equal(code({ width: 3 }), 'bad-puzzle');
  assert.equal(code({ width: 3, height: 3 }, [1, 2, 3, 4, 5, 6, 8, 7, 0]), 'unsolvable');
  assert.equal(code({ width: 3, height: 3 }, [1, 2, 3]), 'bad-board');
  assert.equal(code({ width: 3, height: 3 }, [1, 2, 3, 4, 5, 6, 7, 8, 8]), 'bad-board');
  assert.equal(code({ width: 3, height: 3 }, [1, 2, 3, 4, 5, 6, 7, 'x', 0]), 'bad-board');
  assert.equal(code({ width: 3, height: 3 }, 'board'), 'bad-board');
  const notNumber = lab.humanSolve({ width: 3, height: 3 }, '1 2 x');
  assert.deepEqual(
    [notNumber.code, notNumber.reason, notNumber.params],
    ['bad-board', 'not-a-number', { token: 'x' }],
  );
  assert.equal(code({ width: 3, height: 3 }, '1 2 3'), 'bad-board');
  assert.equal(code(5), 'bad-option');
  assert.equal(code({ width: 3, height: 3, seed: -1 }), 'bad-option');
  const hostile = {
    get width() {
      throw new Error('no');
    },
  };
  assert.equal(typeof lab.humanSolve(hostile, undefined).error, 'string');
});

test("startTradeoff: A* gives the JS BFS's distance, weighted A* stays within w times it, greedy and beam moves reach the goal (8, 3x3+1)", () => {
  for (const name of ['8', '3x3+1']) {
    const info = slide.puzzleInfo(name, undefined);
    const distance = bfsDistances(info.neighbours, info.goal);
    const positions = [...distance.keys()]
      .filter((_, i) => i % 9973 === 5)
      .map((key) => key.split(',').map(Number));
    assert.ok(positions.length >= 15, name);
    for (const board of positions) {
      const optimum = distance.get(board.join(','));
      const run = (options) =>
        runToEnd(
          lab.startTradeoff(name, undefined, board, { heuristic: 'manhattan', ...options }).job,
          lab,
        );
      assert.equal(run({ algorithm: 'astar' }).length, optimum, `${name} ${board}`);
      for (const weight of [1, 2, 3]) {
        const step = run({ algorithm: 'weighted', weight });
        assert.equal(step.status, 'solved');
        assert.ok(
          step.length >= optimum && step.length <= weight * optimum,
          `${name} w=${weight}: ${step.length} vs ${optimum}`,
        );
      }
      for (const options of [{ algorithm: 'greedy' }, { algorithm: 'beam', width: 30 }]) {
        const step = run(options);
        assert.equal(step.status, 'solved', `${name} ${options.algorithm}: ${step.message}`);
        assert.equal(replayOn(info.neighbours, board, step.moves)?.join(','), info.goal.join(','));
        assert.equal(step.length, step.moves.length);
      }
    }
  }
});

test('startTradeoff: bad options get one message each; tables are not in the lab module; a state cap ends a search as gave-up with its reason', () => {
  const goal = '1 2 3 4 5 6 7 8 0';
  assert.equal(
    lab.startTradeoff('8', undefined, goal, { algorithm: 'dijkstra' }).code,
    'unknown-algorithm',
  );
  assert.equal(
    lab.startTradeoff('8', undefined, goal, { algorithm: 'weighted', weight: 0.5 }).code,
    'bad-option',
  );
  assert.equal(
    lab.startTradeoff('8', undefined, goal, { algorithm: 'beam', width: 0 }).code,
    'bad-option',
  );
  assert.equal(lab.startTradeoff('8', undefined, goal, 'beam').code, 'bad-option');
  assert.equal(
    lab.startTradeoff('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
      heuristic: 'pdb',
    }).code,
    'unavailable-heuristic',
  );
  assert.equal(
    lab.startTradeoff('8', undefined, '2 1 3 4 5 6 7 8 0', { algorithm: 'greedy' }).code,
    'unsolvable',
  );
  const step = runToEnd(
    lab.startTradeoff('15', undefined, '6 1 4 11 2 9 8 7 0 14 12 3 15 5 13 10', {
      algorithm: 'astar',
      stateCap: 1000,
    }).job,
    lab,
  );
  assert.equal(step.status, 'gave-up');
  assert.match(step.message, /memory cap/);
});

test('startPathfinding: BFS and A* routes on random maps have the JS BFS length and walk through open cells; bad maps get one message', () => {
  let seed = 5;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let solved = 0;
  for (let trial = 0; trial < 30; trial += 1) {
    const width = 5 + Math.floor(random() * 40),
      height = 5 + Math.floor(random() * 40);
    const walls = [];
    for (let cell = 0; cell < width * height; cell += 1) if (random() < 0.25) walls.push(cell);
    const open = [...Array(width * height).keys()].filter((cell) => !walls.includes(cell));
    const start = open[Math.floor(random() * open.length)],
      goal = open[Math.floor(random() * open.length)];
    const neighbours = [...Array(width * height).keys()].map((cell) =>
      walls.includes(cell)
        ? []
        : [
            cell - width,
            cell + width,
            cell % width ? cell - 1 : -1,
            cell % width < width - 1 ? cell + 1 : -1,
          ].filter((next) => next >= 0 && next < width * height && !walls.includes(next)),
    );
    const distance = new Map([[start, 0]]);
    for (const queue = [start]; queue.length; ) {
      const cell = queue.shift();
      for (const next of neighbours[cell])
        if (!distance.has(next)) {
          distance.set(next, distance.get(cell) + 1);
          queue.push(next);
        }
    }
    for (const heuristic of ['none', 'manhattan', 'straight-line']) {
      const step = runToEnd(
        lab.startPathfinding({ width, height, start, goal }, walls, { heuristic }).job,
        lab,
      );
      if (!distance.has(goal)) {
        assert.equal(step.status, 'gave-up');
        assert.match(step.message, /no route/);
        continue;
      }
      assert.equal(step.status, 'solved', `${trial} ${heuristic}`);
      assert.equal(step.length, distance.get(goal), `${trial} ${heuristic}`);
      assert.equal(step.route[0], start);
      assert.equal(step.route.at(-1), goal);
      for (let i = 1; i < step.route.length; i += 1)
        assert.ok(neighbours[step.route[i - 1]].includes(step.route[i]));
      assert.equal(new Set(step.expanded).size, step.expanded.length, 'each cell expanded once');
      solved += heuristic === 'none' ? 1 : 0;
    }
  }
  assert.ok(solved > 15);
  assert.equal(
    lab.startPathfinding({ width: 65, height: 3, start: 0, goal: 1 }, [], {}).code,
    'bad-option',
  );
  assert.equal(
    lab.startPathfinding({ width: 3, height: 3, start: 0, goal: 1 }, 'all', {}).error,
    "the map's walls must be a list of cells",
  );
  assert.equal(
    lab.startPathfinding({ width: 3, height: 3, start: 4, goal: 1 }, [4], {}).error,
    'the start cell 4 is a wall',
  );
  assert.equal(
    lab.startPathfinding({ width: 3, height: 3, start: 0, goal: 8 }, undefined, {
      heuristic: 'octile',
    }).code,
    'unknown-heuristic',
  );
  assert.equal(lab.startPathfinding(7, [], {}).code, 'bad-option');
});

test('loadTables: tables saved by the page module reach the lab anytime search, checked; none: fallback', () => {
  // The 24-puzzle without tables here: pdb is asked, linear conflict runs (the core's fallback).
  const board24 = slide.scramble('24', undefined, { moves: 40, seed: 5 }).board;
  assert.deepEqual(lab.hasTables('24', undefined), { installed: false, learned: false });
  const fallback = lab.startAnytime('24', undefined, board24, { heuristic: 'pdb', fallback: true });
  assert.equal(fallback.heuristic, 'linear-conflict');
  lab.cancelJob(fallback.job);
  // The 15-puzzle's tables (built in a few seconds) stand in for the 24's (the same code path).
  const build = slide.startTableBuild('15', undefined);
  assert.equal(runToEnd(build.job, slide).status, 'done');
  const { bytes } = slide.saveTables('15', undefined);
  const damaged = bytes.slice();
  damaged[damaged.length >> 1] ^= 0x10;
  assert.equal(lab.loadTables('15', undefined, damaged).code, 'bad-tables');
  assert.equal(lab.loadTables('15', undefined, [1, 2, 3]).code, 'bad-tables');
  assert.deepEqual(lab.hasTables('15', undefined), { installed: false, learned: false });
  assert.match(lab.loadTables('15', undefined, bytes).description, /6-6-3/);
  assert.deepEqual(lab.hasTables('15', undefined), { installed: true, learned: false });
  assert.equal(lab.hasTables('99', undefined).code, 'bad-puzzle');
  const board = slide.scramble('15', undefined, { moves: 40, seed: 3 }).board;
  const started = lab.startAnytime('15', undefined, board, { heuristic: 'pdb', fallback: true });
  assert.equal(started.heuristic, 'pdb');
  const ended = runToEnd(started.job, lab);
  assert.equal(ended.status, 'solved');
  assert.equal(ended.anytime.optimal, true);
  assert.equal(ended.anytime.best.length, ended.anytime.bound);
});
