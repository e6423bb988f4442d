// lab-defaults.test.mjs: each experiment of the lab page run as the page has it (its default
// puzzle and its own fresh position, no board), and the result's relationships checked against
// what its own text says (the question, the notes, the lab page's prose). tradeoff's default (five
// fresh Normal shuffles, checked on its medians) is in lab-tradeoff.test.mjs, statistics' in
// lab-statistics.test.mjs, learned's (training, then twenty positions) in lab-learned.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { labPage, runLab, useLabBrowser } from './lab-harness.mjs';

const state = useLabBrowser();

// The lab with these attributes, run once as its Run button does: the detail and the box's text.
async function defaultRun(attributes, timeout = 120000) {
  const { context, page, problems } = await labPage(state, {
    labs: [{ id: 'lab', attributes }],
  });
  try {
    const detail = await runLab(page, 'lab', timeout);
    const text = await page.evaluate(
      () => document.getElementById('lab').shadowRoot.querySelector('.result').textContent,
    );
    assert.deepEqual(problems, []);
    return { detail, text };
  } finally {
    await context.close();
  }
}

test('heuristics: every estimate finds the same length; the largest h(start) searches the fewest nodes, the smallest the most', async () => {
  const { detail } = await defaultRun({ experiment: 'heuristics' }, 180000);
  const solved = detail.rows.filter((row) => row.status === 'solved');
  assert.ok(solved.length >= 4, detail.rows.map((row) => row.heuristic).join());
  assert.equal(new Set(solved.map((row) => row.length)).size, 1, 'one shortest length');
  const byEstimate = [...solved].sort((a, b) => a.estimate - b.estimate);
  const fewest = Math.min(...solved.map((row) => row.nodes));
  const most = Math.max(...solved.map((row) => row.nodes));
  assert.equal(
    byEstimate.at(-1).nodes,
    fewest,
    `the closest estimate: ${byEstimate.at(-1).heuristic}`,
  );
  assert.equal(byEstimate[0].nodes, most, `the weakest estimate: ${byEstimate[0].heuristic}`);
});

test('algorithms: the same length three times; BFS holds more than A*, IDA* only its path; the nodes differ by an order of magnitude or more', async () => {
  const { detail } = await defaultRun({ experiment: 'algorithms' });
  const [bfs, astar, ida] = detail.rows;
  for (const row of detail.rows) assert.equal(row.status, 'solved', row.algorithm);
  assert.equal(bfs.length, astar.length);
  assert.equal(astar.length, ida.length);
  assert.ok(bfs.stored > astar.stored, `BFS held ${bfs.stored}, A* ${astar.stored}`);
  assert.equal(ida.bytes, null);
  assert.ok(bfs.nodes >= 10 * astar.nodes, `BFS ${bfs.nodes} nodes, A* ${astar.nodes}`);
});

test('parity (15 and 8): the goal solvable, the swapped board unsolvable, and the count from it never meets the goal', async () => {
  for (const puzzle of ['15', '8']) {
    const { detail, text } = await defaultRun({ experiment: 'parity', puzzle });
    const [goal, swapped] = detail.rows;
    assert.equal(goal.solvable, true);
    assert.equal(swapped.solvable, false);
    assert.equal(
      Math.abs(swapped.inversions - goal.inversions) % 2,
      1,
      'one swap flips the parity',
    );
    assert.equal(detail.reach.goalDepth, -1);
    if (puzzle === '8') {
      assert.equal(detail.reach.complete, true);
      assert.match(text, /reached all 181,440 positions/);
    }
  }
});

test('spread: BFS expands more than A* on the same position, and each heat map totals its expansions', async () => {
  const { detail } = await defaultRun({ experiment: 'spread' });
  const [bfs, astar] = detail.runs;
  assert.equal(bfs.length, astar.length);
  assert.ok(bfs.expanded > astar.expanded, `BFS ${bfs.expanded}, A* ${astar.expanded}`);
  for (const run of detail.runs)
    assert.equal(
      run.histogram.flat().reduce((a, b) => a + b, 0),
      run.expanded,
    );
});

test('pathfinding (the wall): the same shortest route three times; A* expands fewer cells than BFS, Manhattan no more than the straight line', async () => {
  const { detail } = await defaultRun({ experiment: 'pathfinding' });
  const [bfs, manhattan, straight] = detail.runs;
  for (const run of detail.runs) assert.equal(run.status, 'solved', run.heuristic);
  assert.equal(manhattan.length, bfs.length);
  assert.equal(straight.length, bfs.length);
  assert.ok(manhattan.expanded.length < bfs.expanded.length);
  assert.ok(manhattan.expanded.length <= straight.expanded.length);
});

test('growth (8 and 15): every 8-puzzle position counted, half of 9!; the 15-puzzle layers grow', async () => {
  const eight = await defaultRun({ experiment: 'growth' });
  assert.equal(eight.detail.counted, 181440);
  assert.equal(eight.detail.reachable, 181440);
  const fifteen = await defaultRun({ experiment: 'growth', puzzle: '15' });
  const layers = fifteen.detail.layers;
  for (let k = 2; k < layers.length; k += 1)
    assert.ok(layers[k] > layers[k - 1], `layer ${k}: ${layers[k]} after ${layers[k - 1]}`);
});

test('iterations: each full iteration searches more nodes than the one before; the shares add up and the text gives them', async () => {
  const { detail, text } = await defaultRun({ experiment: 'iterations' }, 180000);
  assert.equal(detail.status, 'solved');
  assert.equal(detail.heuristic, 'manhattan');
  const nodes = detail.iterations.map((iteration) => iteration.nodes);
  // Every iteration but the last was searched in full.
  for (let i = 1; i < nodes.length - 1; i += 1)
    assert.ok(nodes[i] > nodes[i - 1], `iteration ${i + 1}: ${nodes[i]} after ${nodes[i - 1]}`);
  assert.ok(Math.abs(detail.lastShare + detail.earlierShare - 1) < 1e-9);
  assert.match(text, /The last iteration/);
});

test("human: the person's way is legal-length and never shorter than the optimum it is compared with", async () => {
  const { detail } = await defaultRun({ experiment: 'human' }, 180000);
  assert.ok(detail.human.length > 0);
  assert.equal(
    detail.human.stages.reduce((sum, stage) => sum + stage.length, 0),
    detail.human.length,
  );
  if (detail.optimal.status === 'solved')
    assert.ok(
      detail.human.length >= detail.optimal.length,
      `${detail.human.length} vs ${detail.optimal.length}`,
    );
});
