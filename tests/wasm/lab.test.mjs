// lab.test.mjs: the lab's requests under node (the lab module's startLayerCount; the page module's search histogram and the searches' bytes) against an independent BFS in plain JavaScript (ground-truth.mjs).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadSlideModule, loadLabModule } from './load-module.mjs';
import { bfsDistances } from './ground-truth.mjs';

let slide;
let lab;
before(async () => { [slide, lab] = await Promise.all([loadSlideModule(), loadLabModule()]); });

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
  assert.equal(lab.startLayerCount('8', undefined, '1 2 3 4 5 6 7 8 0', { stateCap: -1 }).code, 'bad-option');
  assert.equal(lab.startLayerCount('8', undefined, '1 2 3 4 5 6 7 8 0', 7).code, 'bad-option');
  const { job } = lab.startLayerCount('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', { stateCap: 10000 });
  const step = runToEnd(job, lab);
  assert.equal(step.status, 'gave-up');
  assert.deepEqual(step.layers.slice(0, 8), [1, 2, 4, 10, 24, 54, 107, 212]);
  assert.ok(step.peakStates <= 10000);
  assert.equal(step.reachable, 10461394944000);
  assert.equal(lab.memory().jobs, 0);
  assert.equal(slide.startLayerCount, undefined, 'the page module leaves the layer count to the lab module');
});

test("the histogram option: it totals `expanded`, the start sits at the JS BFS's distance; lengths equal the JS BFS's", () => {
  const info = slide.puzzleInfo('8', undefined);
  const toGoal = bfsDistances(info.neighbours, info.goal);
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  for (const algorithm of ['bfs', 'astar']) {
    const started = slide.startSearch('8', undefined, start, { algorithm, heuristic: algorithm === 'bfs' ? undefined : 'manhattan', histogram: true });
    const step = runToEnd(started.job);
    assert.equal(step.status, 'solved');
    assert.equal(step.length, toGoal.get(start.join(',')));
    const total = step.histogram.flat().reduce((a, b) => a + b, 0);
    assert.equal(total, step.expanded, algorithm);
    assert.equal(step.histogram[0][31], 1, 'the start: 0 moves from itself, 31 from the goal');
    assert.ok(step.bytes > step.stored * 16, 'bytes held');
  }
  assert.equal(slide.startSearch('8', undefined, start, { histogram: true }).code, 'bad-option', 'IDA* keeps no histogram');
  assert.equal(slide.startSearch('15', undefined, '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', { algorithm: 'bfs', histogram: true }).code, 'bad-option');
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
