// The WebAssembly module through its Embind binding: ground truth, bad input, and no leaks.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { loadSlideModule } from './load-module.mjs';
import { bfsDistances } from './ground-truth.mjs';

let slide;
before(async () => {
  slide = await loadSlideModule();
});

// Runs a job to the end in slices, as the worker does.
function finish(job, budget = 200000) {
  for (;;) {
    const r = slide.runJob(job, budget);
    if (r.status !== 'running') return r;
  }
}

function solve(puzzle, board, options = {}, goal) {
  const started = slide.startSearch(puzzle, goal, board, options);
  return started.error ? started : finish(started.job);
}

// The blank's direction for each move, worked out here from the drawing positions alone.
function blankDirections(info, board, moves) {
  let blank = board.indexOf(0);
  let text = '';
  for (const cell of moves) {
    const from = info.positions[blank],
      to = info.positions[cell];
    text += to.row < from.row ? 'U' : to.row > from.row ? 'D' : to.column < from.column ? 'L' : 'R';
    blank = cell;
  }
  return text;
}
const OPPOSITE = { U: 'D', D: 'U', L: 'R', R: 'L' };

function replay(info, board, moves) {
  const b = board.slice();
  for (const cell of moves) {
    const blank = b.indexOf(0);
    assert.ok(info.neighbours[blank].includes(cell), `illegal move ${cell}`);
    b[blank] = b[cell];
    b[cell] = 0;
  }
  return b;
}

for (const [puzzle, samples] of [
  ['8', 400],
  ['3x3+1', 400],
]) {
  test(`${puzzle}: optimal lengths equal an independent BFS on ${samples} random positions`, () => {
    const info = slide.puzzleInfo(puzzle, undefined);
    const truth = bfsDistances(info.neighbours, info.goal);
    assert.equal(truth.size, puzzle === '8' ? 181440 : 201600);
    assert.equal(info.reachable, truth.size);
    const ids = info.heuristics.filter((h) => h.available).map((h) => h.id);
    assert.ok(ids[0] === 'exact' && ids.includes('manhattan'), ids.join());
    for (let seed = 1; seed <= samples; seed++) {
      const { board } = slide.scramble(puzzle, undefined, { random: true, seed });
      assert.ok(truth.has(board.join(',')), 'random positions are reachable');
      // The weak estimates (the last rows) on every tenth position: each takes far longer.
      for (const heuristic of seed % 10 === 0 ? ids : ids.slice(0, ids.indexOf('manhattan') + 1)) {
        const r = solve(puzzle, board, { heuristic });
        assert.equal(r.status, 'solved');
        assert.equal(r.length, truth.get(board.join(',')), `${heuristic} on ${board}`);
        assert.deepEqual(replay(info, board, r.moves), info.goal);
        assert.equal(r.blankDirections, blankDirections(info, board, r.moves));
        assert.equal(r.tileDirections, [...r.blankDirections].map((d) => OPPOSITE[d]).join(''));
        assert.equal(r.directions, undefined);
      }
    }
  });
}

test('8: solvability matches BFS reachability on every arrangement sampled', () => {
  const info = slide.puzzleInfo('8', undefined);
  const truth = bfsDistances(info.neighbours, info.goal);
  let state = 12345;
  const rand = (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  for (let i = 0; i < 2000; i++) {
    const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    for (let j = 8; j > 0; j--) {
      const k = rand(j + 1);
      [tiles[j], tiles[k]] = [tiles[k], tiles[j]];
    }
    assert.equal(slide.solvability('8', undefined, tiles).solvable, truth.has(tiles.join(',')));
  }
});

test('15-puzzle: published optimal lengths (Korf 1985) through the binding', () => {
  const lines = readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  const easy = lines
    .map((l) => ({ board: l.split(';')[0].trim(), optimal: Number(/optimal=(\d+)/.exec(l)[1]) }))
    .filter((p) => p.optimal <= 44);
  assert.ok(easy.length >= 4);
  const info = slide.puzzleInfo('15', undefined);
  for (const { board, optimal } of easy) {
    const r = solve('15', board, { heuristic: 'linear-conflict' });
    assert.equal(r.length, optimal, board);
    assert.deepEqual(replay(info, board.split(' ').map(Number), r.moves), info.goal);
  }
});

test('every bad input gives a message, not an abort', () => {
  const bad = [
    [() => slide.checkBoard('15', undefined, [1, 2, 3]), /expected 16 tiles/],
    [() => slide.checkBoard('8', undefined, [1, 1, 2, 3, 4, 5, 6, 7, 0]), /tile 1 appears twice/],
    [() => slide.checkBoard('8', undefined, [1, 2, 3, 4, 5, 6, 7, 9, 0]), /out of range/],
    [() => slide.checkBoard('8', undefined, [1, 2, 3, 4, 5, 6, 7, 'x', 0]), /not a number/],
    [() => slide.checkBoard('8', undefined, [1, 2, 3, 4, 5, 6, 7, 8.5, 0]), /not a whole number/],
    [() => slide.checkBoard('8', undefined, [1, 2, 3, 4, 5, 6, 7, NaN, 0]), /not a whole number/],
    [() => slide.checkBoard('8', undefined, '1 2 3 4 5 6 7 8 nine'), /'nine' is not a tile number/],
    [() => slide.checkBoard('8', undefined, { length: 9 }), /array of tile numbers or board text/],
    [() => slide.checkBoard('8', undefined, new Array(100000).fill(1)), /expected 9 tiles/],
    [() => slide.checkBoard('8', undefined, null), /array of tile numbers/],
    [() => slide.checkBoard('fifteen', undefined, []), /unknown puzzle 'fifteen'/],
    [() => slide.checkBoard(15, undefined, []), /puzzle name must be a string/],
    [() => slide.puzzleInfo('8', 42), /goal must be board text/],
    [() => slide.puzzleInfo('8', '1 2 3'), /goal: expected 9 tiles/],
    [() => slide.scramble('15', undefined, { moves: -3, seed: 1 }), /moves must be a whole number/],
    [() => slide.scramble('15', undefined, { seed: 1 }), /needs \{moves: N\}/],
    [() => slide.scramble('15', undefined, 'often'), /scramble needs options/],
    [() => slide.scramble('15', undefined, { moves: 5, seed: 'abc' }), /seed must be a number/],
    [
      () => slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', {}),
      /inversion/,
    ],
    [
      () =>
        slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
          heuristic: 'exact',
        }),
      /not available/,
    ],
    [
      () =>
        slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
          algorithm: 'dfs',
        }),
      /unknown algorithm/,
    ],
    [
      () =>
        slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
          nodeLimit: -1,
        }),
      /nodeLimit/,
    ],
    [
      () => slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', 7),
      /options must be an object/,
    ],
    [
      () =>
        slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', {
          heuristic: 'nope',
        }),
      /not available/,
    ],
    [() => slide.runJob(987654, 1000), /no running job with id 987654/],
    [() => slide.startTableBuild('8', undefined), /4x4 and 5x5 puzzles only/],
    [() => slide.saveTables('8', undefined), /no pattern database is installed/],
    [() => slide.loadTables('15', undefined, [1, 2, 3]), /must be a Uint8Array/],
    [() => slide.loadTables('15', undefined, new Uint8Array([1, 2, 3])), /refused/],
  ];
  const codes = [
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-board',
    'bad-puzzle',
    'bad-puzzle',
    'bad-goal',
    'bad-goal',
    'bad-option',
    'bad-option',
    'bad-option',
    'bad-option',
    'unsolvable',
    'unavailable-heuristic',
    'unknown-algorithm',
    'bad-option',
    'bad-option',
    'unknown-heuristic',
    'no-such-job',
    'not-buildable',
    'no-tables',
    'bad-tables',
    'bad-tables',
  ];
  assert.equal(codes.length, bad.length);
  bad.forEach(([call, message], i) => {
    const result = call();
    assert.equal(typeof result.error, 'string', `expected an error for ${call}`);
    assert.match(result.error, message);
    assert.equal(result.code, codes[i], `${call}`);
  });
  // The page words these from the reason and the facts (codes plus parameters, not the English
  // sentence).
  const facts = (result) => ({ code: result.code, reason: result.reason, params: result.params });
  assert.deepEqual(facts(slide.checkBoard('8', undefined, [1, 1, 2, 3, 4, 5, 6, 7, 0])), {
    code: 'bad-board',
    reason: 'twice',
    params: { tile: 1, first: 1, second: 2 },
  });
  assert.deepEqual(facts(slide.checkBoard('8', undefined, [1, 2, 3, 4, 5, 6, 7, 'x', 0])), {
    code: 'bad-board',
    reason: 'position-not-number',
    params: { position: 8 },
  });
  assert.deepEqual(facts(slide.puzzleInfo('8', '1 2 3')), {
    code: 'bad-goal',
    reason: 'count',
    params: { expected: 9, found: 3 },
  });
  const long = facts(slide.checkBoard('8', undefined, `1 2 3 ${'y'.repeat(5000)} 0`));
  assert.equal(long.reason, 'not-a-number');
  assert.ok(long.params.token.length <= 41, 'a fact that echoes input is clipped');
  assert.equal(
    slide.runJob(987654, 1000).reason,
    undefined,
    'an error without cases has no reason',
  );
  const unsolvable = slide.startSearch(
    '15',
    undefined,
    '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0',
    {},
  );
  assert.equal(unsolvable.status, 'unsolvable');
  assert.equal(unsolvable.nodes, 0);
  // Wrong arity through Embind is a catchable JS error, and the module keeps working afterwards.
  assert.throws(() => slide.checkBoard('8'), /expected 3 args|arguments|parameters/i);
  assert.deepEqual(
    slide.checkBoard('8', undefined, '1 2 3 4 5 6 7 8 0').board,
    [1, 2, 3, 4, 5, 6, 7, 8, 0],
  );
});

test('1,000 start/cancel cycles leave the heap where it was', () => {
  const board = slide.scramble('15', undefined, { random: true, seed: 7 }).board;
  const cycle = () => {
    const { job } = slide.startSearch('15', undefined, board, { heuristic: 'manhattan' });
    slide.runJob(job, 5000);
    assert.equal(slide.cancelJob(job).cancelled, true);
  };
  for (let i = 0; i < 20; i++) cycle(); // warm the caches (puzzle, tables)
  const before = slide.memory();
  for (let i = 0; i < 1000; i++) cycle();
  const after = slide.memory();
  assert.equal(after.jobs, 0);
  assert.equal(after.heapBytesInUse, before.heapBytesInUse);
  assert.equal(slide.cancelJob(12345).cancelled, false);
});

test('resumable search: statistics advance between slices', () => {
  const { job } = slide.startSearch(
    '15',
    undefined,
    slide.scramble('15', undefined, { random: true, seed: 3 }).board,
    { heuristic: 'manhattan' },
  );
  let last = 0;
  for (let i = 0; i < 10; i++) {
    const r = slide.runJob(job, 100000);
    assert.equal(r.status, 'running');
    assert.equal(r.progress, null);
    assert.ok(r.nodes > last && r.threshold >= 1 && r.iteration >= 1 && r.elapsedMs >= 0);
    last = r.nodes;
  }
  slide.cancelJob(job);
});

test('runJob shows the search: finished iterations that add up, and the path being tried as legal moves from the start', () => {
  const board = slide.scramble('15', undefined, { random: true, seed: 5 }).board;
  const { neighbours } = slide.puzzleInfo('15', undefined);
  const { job } = slide.startSearch('15', undefined, board, { heuristic: 'manhattan' });
  let r;
  for (let i = 0; i < 40; i++) {
    r = slide.runJob(job, 50000);
    assert.equal(r.iterations.length, r.iteration - 1);
    assert.equal(r.iterations.reduce((sum, it) => sum + it.nodes, 0) + r.iterationNodes, r.nodes);
    r.iterations.forEach((it, k) =>
      assert.ok(k === 0 || it.threshold > r.iterations[k - 1].threshold),
    );
    assert.equal(r.path[0], board.indexOf(0));
    r.path.forEach((cell, k) =>
      assert.ok(k === 0 || neighbours[r.path[k - 1]].includes(cell), `step ${k}`),
    );
  }
  assert.ok(r.iterations.length >= 2, 'several iterations finished');
  slide.cancelJob(job);
  // Solved: the path is the solution's; BFS and A* hold no single path.
  const done = finish(
    slide.startSearch(
      '15',
      undefined,
      slide.scramble('15', undefined, { moves: 20, seed: 2 }).board,
      { heuristic: 'manhattan' },
    ).job,
  );
  assert.deepEqual(done.path.slice(1), done.moves);
  const astar = finish(
    slide.startSearch('8', undefined, [8, 6, 7, 2, 5, 4, 3, 0, 1], {
      algorithm: 'astar',
      heuristic: 'manhattan',
    }).job,
  );
  assert.deepEqual([astar.path, astar.iterations], [[], []]);
});

test('the registry through the binding: every row, and the rows that apply to each puzzle', () => {
  const rows = slide.heuristics();
  assert.deepEqual(rows.map((r) => r.id).slice(0, 4), [
    'exact',
    'pdb',
    'linear-conflict',
    'manhattan',
  ]);
  for (const row of rows) {
    assert.ok(row.label && row.explanation.length > 40 && row.puzzles, row.id);
    assert.equal(typeof row.needsTables, 'boolean');
  }
  const small = slide.puzzleInfo('3x3+1', undefined);
  assert.equal(small.defaultHeuristic, 'exact');
  assert.equal(small.tables, null);
  assert.ok(!small.heuristics.some((h) => h.id === 'linear-conflict' || h.id === 'pdb'));
  assert.equal(small.gridWidth, undefined);
  const fifteen = slide.puzzleInfo('15', undefined);
  assert.deepEqual(fifteen.heuristics.map((h) => [h.id, h.available]).slice(0, 2), [
    ['pdb', false],
    ['linear-conflict', true],
  ]);
  assert.equal(fifteen.defaultHeuristic, 'linear-conflict');
  assert.deepEqual(fifteen.tables, {
    buildable: true,
    installed: false,
    shape: '6-6-3',
    partition: '5,6,9,10,13,14/4,7,8,11,12,15/1,2,3',
    key: '4x4:1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0|v2|5,6,9,10,13,14/4,7,8,11,12,15/1,2,3',
  });
  // The 24-puzzle's 5-5-5-5-4 tables: offered (the page builds them), not ready yet.
  const big = slide.puzzleInfo('24', undefined);
  assert.deepEqual(big.heuristics.map((h) => [h.id, h.available]).slice(0, 2), [
    ['pdb', false],
    ['linear-conflict', true],
  ]);
  assert.equal(big.defaultHeuristic, 'linear-conflict');
  assert.deepEqual(
    { ...big.tables, key: big.tables.key.split('|').slice(1).join('|') },
    {
      buildable: true,
      installed: false,
      shape: '5-5-5-5-4',
      partition: '1,2,3,6,7/4,5,8,9,10/11,12,16,17,21/13,14,15,18,19/20,22,23,24',
      key: 'v2|1,2,3,6,7/4,5,8,9,10/11,12,16,17,21/13,14,15,18,19/20,22,23,24',
    },
  );
  assert.equal(slide.puzzleInfo('5x4', undefined).tables, null);
  const h = slide.evaluate('8', undefined, '0 1 2 3 4 5 6 7 8');
  assert.ok(
    h.manhattan <= h['linear-conflict'] && h['linear-conflict'] <= h.exact,
    JSON.stringify(h),
  );
  assert.equal(h.pdb, undefined);
});

test('pdb without tables: refused, or replaced by the strongest available with fallback', () => {
  const board = slide.scramble('15', undefined, { moves: 30, seed: 2 }).board;
  assert.equal(
    slide.startSearch('15', undefined, board, { heuristic: 'pdb' }).code,
    'unavailable-heuristic',
  );
  const started = slide.startSearch('15', undefined, board, { heuristic: 'pdb', fallback: true });
  assert.deepEqual([started.heuristic, started.fallbackFrom], ['linear-conflict', 'pdb']);
  assert.equal(finish(started.job).status, 'solved');
  const plain = slide.startSearch('15', undefined, board, {
    heuristic: 'manhattan',
    fallback: true,
  });
  assert.equal(plain.fallbackFrom, undefined);
  slide.cancelJob(plain.job);
});

test('a table build is a job: progress, cancel, and installed tables that save and load', () => {
  const cancelled = slide.startTableBuild('15', undefined);
  const first = slide.runJob(cancelled.job, 10000);
  assert.equal(first.status, 'running');
  assert.ok(first.progress >= 0 && first.progress < 0.01 && first.memoryBytes > 0);
  assert.equal(slide.cancelJob(cancelled.job).cancelled, true);
  // The default 6-6-3 tables, built in slices as the page's worker does (a few seconds).
  const build = slide.startTableBuild('15', undefined);
  assert.ok(build.states > 0);
  const done = finish(build.job, 1 << 22);
  assert.equal(done.status, 'done');
  assert.equal(done.progress, 1);
  assert.match(done.description, /6-6-3/);
  assert.equal(slide.puzzleInfo('15', undefined).defaultHeuristic, 'pdb');
  const { bytes } = slide.saveTables('15', undefined);
  assert.ok(bytes instanceof Uint8Array && bytes.length > 1e6);
  assert.match(slide.loadTables('15', undefined, bytes).description, /6-6-3/);
  assert.match(
    slide.loadTables('15', '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15', bytes).error,
    /refused/,
  );
  const r = solve('15', slide.scramble('15', undefined, { moves: 60, seed: 4 }).board, {});
  assert.equal(r.status, 'solved');
  assert.equal(slide.memory().jobs, 0);
});

// A solve split between two modules, as between the page's workers (split-search.js moves these
// values between workers; here they move in one process): Korf's instances at their published
// length.
test('a split solve: subtrees searched by a second module, reported back; bad reports refused', async () => {
  const helper = await loadSlideModule(); // a module of its own, as a helper worker has
  assert.match(
    helper.loadTables('15', undefined, slide.saveTables('15', undefined).bytes).description,
    /6-6-3/,
  );
  const korf = readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => ({ board: l.split(';')[0].trim(), optimal: Number(/optimal=(\d+)/.exec(l)[1]) }))
    .slice(0, 12);
  let handedOut = 0;
  for (const { board, optimal } of korf) {
    const started = slide.startSearch('15', undefined, board, {
      heuristic: 'pdb',
      remoteWorkers: 2,
    });
    assert.equal(started.split, true);
    const out = [];
    let step;
    for (;;) {
      step = slide.runJob(started.job, 3000);
      if (step.status !== 'running') break;
      for (
        let taken = slide.splitTake(started.job).item;
        taken;
        taken = out.length < 4 ? slide.splitTake(started.job).item : null
      ) {
        out.push({
          id: taken.id,
          job: helper.startSubtree('15', undefined, board, taken.path, taken.threshold).job,
        });
        handedOut += 1;
      }
      // The helper's subtrees, newest first (any order must do), a slice each.
      for (const item of out.reverse().splice(0)) {
        const sub = helper.runJob(item.job, 5000);
        if (sub.status === 'running') {
          out.push(item);
          continue;
        }
        const report =
          sub.status === 'solved'
            ? slide.splitReport(started.job, { id: item.id, nodes: sub.nodes }, sub.moves)
            : slide.splitReport(
                started.job,
                { id: item.id, nodes: sub.nodes, nextThreshold: sub.nextThreshold },
                undefined,
              );
        assert.equal(report.accepted, true, JSON.stringify(sub));
      }
    }
    assert.equal(step.status, 'solved', board);
    assert.equal(step.length, optimal, board);
    for (const item of out) helper.cancelJob(item.job);
  }
  assert.ok(handedOut > 20, `${handedOut} subtrees handed out`);
  // Refusals: a search that is not split, ids never handed out, forged paths and reports.
  const plain = slide.startSearch('15', undefined, korf[0].board, { heuristic: 'pdb' });
  assert.equal(plain.split, undefined);
  assert.equal(slide.splitTake(plain.job).code, 'no-such-job');
  slide.cancelJob(plain.job);
  // Korf #3: 781,417 nodes, iterations large enough to split (small ones are searched whole).
  const split = slide.startSearch('15', undefined, korf[2].board, {
    heuristic: 'pdb',
    remoteWorkers: 1,
  });
  let item = null;
  while (!item) {
    assert.equal(slide.runJob(split.job, 1000).status, 'running');
    item = slide.splitTake(split.job).item;
  }
  for (const bad of [
    { id: item.id + 999, nodes: 1 },
    { id: item.id, nodes: -1 },
    { id: item.id, nodes: 1, nextThreshold: 1 },
    { id: 'x', nodes: 1 },
    null,
  ]) {
    assert.equal(
      typeof slide.splitReport(split.job, bad, undefined).error,
      'string',
      JSON.stringify(bad),
    );
  }
  assert.equal(
    typeof slide.splitReport(split.job, { id: item.id, nodes: 1 }, [99, 'x']).error,
    'string',
  );
  assert.equal(slide.splitGiveBack(split.job, item.id).accepted, true);
  assert.equal(typeof slide.splitGiveBack(split.job, item.id).error, 'string');
  for (const [path, threshold] of [
    [[99], 40],
    [[0, 0, 0], 40],
    [Array(30).fill(1), 40],
    ['12', 40],
    [[], -1],
    [[], 'x'],
  ]) {
    assert.equal(
      typeof helper.startSubtree('15', undefined, korf[0].board, path, threshold).error,
      'string',
      JSON.stringify([path, threshold]),
    );
  }
  assert.equal(
    typeof slide.startSearch('15', undefined, korf[0].board, { remoteWorkers: 99 }).error,
    'string',
  );
  slide.cancelJob(split.job);
  assert.equal(slide.memory().jobs, 0);
});

test('scrambles are repeatable and match the native generator', () => {
  const a = slide.scramble('15', undefined, { moves: 80, seed: 9 }).board;
  const b = slide.scramble('15', undefined, { moves: 80, seed: 9 }).board;
  assert.deepEqual(a, b);
  // The native CLI gives the same boards for the same seeds.
  const native = new URL('../../build/native/slide', import.meta.url).pathname;
  const run = (...args) => execFileSync(native, args, { encoding: 'utf8' }).trim();
  assert.equal(run('scramble', '--moves', '80', '--seed', '9'), a.join(' '));
  assert.equal(
    run('scramble', '--puzzle', '3x3+1', '--random', '--seed', '4'),
    slide.scramble('3x3+1', undefined, { random: true, seed: 4 }).board.join(' '),
  );
});

test('difficulty shuffles: a job whose board lies in its band by an independent BFS, and the native board', () => {
  const info = slide.puzzleInfo('8', undefined);
  assert.deepEqual(
    info.difficulties.map((d) => d.id),
    ['easy', 'normal', 'hard', 'expert'],
  );
  assert.ok(info.difficulties.every((d) => d.min <= d.max && d.max <= 31)); // 31: the diameter
  const truth = bfsDistances(info.neighbours, info.goal);
  const native = new URL('../../build/native/slide', import.meta.url).pathname;
  for (const band of info.difficulties) {
    for (let seed = 1; seed <= 10; seed++) {
      const { job } = slide.startScramble('8', undefined, { difficulty: band.id, seed });
      const r = finish(job, 1000);
      assert.equal(r.status, 'done');
      assert.equal(r.exact, true);
      assert.equal(r.distance, truth.get(r.board.join(',')), `${band.id} seed ${seed}`);
      assert.ok(r.distance >= band.min && r.distance <= band.max);
      assert.deepEqual(r.band, { min: band.min, max: band.max });
    }
    const out = execFileSync(
      native,
      ['scramble', '--puzzle', '8', '--difficulty', band.id, '--seed', '3'],
      { encoding: 'utf8' },
    );
    const { job } = slide.startScramble('8', undefined, { difficulty: band.id, seed: 3 });
    assert.equal(out.split('\n')[0], finish(job).board.join(' '));
  }
  // 15-puzzle Expert: 52-56 moves, exact or a proven lower bound.
  const expert = finish(
    slide.startScramble('15', undefined, { difficulty: 'expert', seed: 5 }).job,
  );
  assert.equal(expert.status, 'done');
  assert.ok(expert.distance >= 52 && expert.distance <= 56, String(expert.distance));
  assert.deepEqual(expert.band, { min: 52, max: 56 });
  assert.equal(typeof expert.exact, 'boolean');
  for (const bad of [
    { difficulty: 'extreme' },
    {},
    { difficulty: 3 },
    { difficulty: 'easy', seed: -1 },
  ]) {
    const refused = slide.startScramble('8', undefined, bad);
    assert.equal(refused.code, 'bad-option', JSON.stringify(bad));
  }
  assert.equal(slide.startScramble('nope', undefined, { difficulty: 'easy' }).code, 'bad-puzzle');
  assert.equal(slide.startScramble('8', undefined, null).code, 'bad-option');
});
