// lab-learned.test.mjs: the lab module's learned heuristic under node: startLearning trains in
// slices (the loss falls, the estimate is measured and overestimates somewhere), startSearch then
// offers 'learned' (unavailable before), its solutions replay to the goal and are never shorter
// than an independent BFS's distance; bad options get one message each; the page's module has
// none of it; loadModel installs the shipped 15-puzzle weights and refuses damaged or foreign
// ones; estimatesAlong reads h along a solution.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSlideModule, loadLabModule } from './load-module.mjs';
import { bfsDistances } from './ground-truth.mjs';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let slide;
let lab;
before(async () => {
  [slide, lab] = await Promise.all([loadSlideModule(), loadLabModule()]);
});

function runToEnd(job, budget = 100000) {
  for (let slices = 0; ; slices += 1) {
    const step = lab.runJob(job, budget);
    if (step.status !== 'running') return { step, slices };
  }
}

// Slides the tile of each cell into the blank; the final board, or null at an illegal move.
function replay(board, neighbours, moves) {
  const tiles = [...board];
  for (const cell of moves) {
    const blank = tiles.indexOf(0);
    if (!neighbours[blank].includes(cell)) return null;
    [tiles[cell], tiles[blank]] = [tiles[blank], tiles[cell]];
  }
  return tiles;
}

test('startLearning, then startSearch with the learned estimate: valid solutions, never shorter than the BFS distance', () => {
  const info = slide.puzzleInfo('8', undefined);
  const distance = bfsDistances(info.neighbours, info.goal);
  const start = '8 6 7 2 5 4 3 0 1'; // 31 moves: the 8-puzzle's farthest
  const before = lab.startSearch('8', undefined, start, { algorithm: 'ida', heuristic: 'learned' });
  assert.equal(before.code, 'unavailable-heuristic', 'no network before training');

  const { job } = lab.startLearning('8', undefined, { hidden1: 32, hidden2: 16, epochs: 2 });
  const { step, slices } = runToEnd(job, 4096);
  assert.equal(step.status, 'done');
  assert.ok(slices > 20, `${slices} slices`);
  assert.equal(step.positions, 181440);
  assert.equal(step.epochs, 2);
  assert.equal(step.parameters, 72 * 32 + 32 + 32 * 16 + 16 + 16 + 1);
  assert.ok(step.losses.length >= 16);
  assert.ok(step.losses.at(-1).loss < step.losses[0].loss / 4, JSON.stringify(step.losses));
  assert.ok(step.quality.overestimated > 0 && step.quality.meanError < 3);
  assert.equal(lab.memory().jobs, 0, 'the ended job is forgotten');

  for (const board of [start, '1 2 3 4 5 6 0 7 8', '4 1 2 0 8 7 6 3 5']) {
    const tiles = board.split(' ').map(Number);
    const shortest = distance.get(tiles.join(','));
    for (const algorithm of ['ida', 'astar']) {
      const started = lab.startSearch('8', undefined, board, { algorithm, heuristic: 'learned' });
      assert.equal(started.heuristic, 'learned');
      const { step: solved } = runToEnd(started.job);
      assert.equal(solved.status, 'solved');
      assert.equal(replay(tiles, info.neighbours, solved.moves)?.join(','), info.goal.join(','));
      assert.ok(solved.length >= shortest, `${algorithm}: ${solved.length} vs ${shortest}`);
    }
    const exact = lab.startSearch('8', undefined, board, { heuristic: 'exact' });
    assert.equal(runToEnd(exact.job).step.length, shortest);
  }
});

test('startLearning and startSearch: one message per mistake; cancel; the page module has neither', () => {
  for (const options of [{ epochs: 0 }, { hidden1: 257 }, { hidden2: 'many' }, { seed: -1 }, 7]) {
    assert.equal(lab.startLearning('8', undefined, options).code, 'bad-option', options);
  }
  assert.equal(lab.startLearning('15', undefined, {}).code, 'bad-puzzle');
  assert.equal(lab.startLearning('nine', undefined, {}).code, 'bad-puzzle');
  assert.equal(
    lab.startSearch('8', undefined, '1 2 3 4 5 6 8 7 0', { heuristic: 'manhattan' }).code,
    'unsolvable',
  );
  assert.equal(lab.startSearch('8', undefined, '1 2 3', {}).code, 'bad-board');
  const { job } = lab.startLearning('8', undefined, { hidden1: 8, hidden2: 4, epochs: 1 });
  assert.equal(lab.runJob(job, 2048).status, 'running');
  assert.equal(lab.cancelJob(job).cancelled, true);
  assert.equal(lab.runJob(job, 2048).code, 'no-such-job');
  assert.equal(slide.startLearning, undefined);
  assert.ok(!slide.heuristics().some((row) => row.id === 'learned'));
});

test('loadModel: the shipped 15-puzzle weights installed (a learned search then solves), damaged or foreign bytes refused; estimatesAlong', () => {
  const bytes = new Uint8Array(readFileSync(path.join(repoRoot, 'models/learned-15.slnn')));
  const damaged = bytes.slice();
  damaged[1000] ^= 0x10;
  assert.equal(lab.loadModel('15', undefined, damaged).code, 'bad-tables');
  assert.equal(lab.loadModel('8', undefined, bytes).code, 'bad-tables', 'another puzzle');
  assert.equal(lab.loadModel('15', undefined, [1, 2, 3]).code, 'bad-tables', 'not bytes');
  const board = '0 9 1 2 14 5 7 3 13 11 15 8 6 10 12 4'; // 38 moves from the goal
  assert.equal(
    lab.startSearch('15', undefined, board, { heuristic: 'learned' }).code,
    'unavailable-heuristic',
  );
  assert.equal(lab.hasTables('15', undefined).learned, false, 'no network before the load');
  assert.deepEqual(lab.loadModel('15', undefined, bytes), {
    parameters: 69953,
    hidden1: 256,
    hidden2: 32,
    bytes: 279889,
  });
  assert.equal(lab.hasTables('15', undefined).learned, true, 'the network is installed');
  const { job } = lab.startSearch('15', undefined, board, { heuristic: 'learned' });
  const { step } = runToEnd(job);
  assert.equal(step.status, 'solved');
  assert.ok(step.length >= 38 && step.length % 2 === 0, `${step.length} moves`);
  const along = lab.estimatesAlong('15', undefined, board, step.moves, 'manhattan');
  assert.equal(along.estimates.length, step.length + 1);
  assert.equal(along.estimates.at(-1), 0);
  assert.equal(lab.estimatesAlong('15', undefined, board, [0, 0], 'manhattan').code, 'bad-option');
  assert.equal(lab.estimatesAlong('15', undefined, board, [], 7).code, 'bad-option');
});
