// lab-learned.test.mjs: <slide-lab experiment="learned"> in headless Chromium: Run trains a
// network in the worker while the loss chart grows, the loss falls, then IDA* with the four
// estimates on twenty positions: every length checked against a breadth-first search written here
// (the exact table's and the admissible ones' equal to it, the learned one's never shorter);
// Cancel during training stops it and the next Run works (in Japanese); axe on the result. On the
// 15-puzzle: the shipped weights fetched only then, the four estimates on ten positions, the
// admissible ones agreeing on every length, the learned one never shorter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { labPage, useLabBrowser } from './lab-harness.mjs';
import { repoRoot } from './static-server.mjs';
import { bfsDistances } from '../wasm/ground-truth.mjs';

const AXE = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');
const state = useLabBrowser();

// Every 8-puzzle position's distance to the goal, by this file's own breadth-first search.
const GRID = Array.from({ length: 9 }, (_, cell) =>
  [cell - 3, cell + 3, cell % 3 ? cell - 1 : -1, cell % 3 < 2 ? cell + 1 : -1].filter(
    (next) => next >= 0 && next < 9,
  ),
);
const DISTANCE = bfsDistances(GRID, [1, 2, 3, 4, 5, 6, 7, 8, 0]);

// Presses Run; while the lab trains, counts the loss chart's points each time it is drawn.
// Resolves with the result's detail and the most points the chart had before the result.
function runWatchingChart(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const lab = document.getElementById('learned');
        let most = 0;
        const timer = setInterval(() => {
          const line = lab.shadowRoot.querySelector('svg.line-chart path[stroke-width]');
          const points = (line?.getAttribute('d') ?? '').split(/[ML]/).length - 1;
          most = Math.max(most, points);
        }, 50);
        const limit = setTimeout(() => reject(new Error('no result in 120 s')), 120000);
        lab.addEventListener(
          'slide-lab-result',
          (event) => {
            clearInterval(timer);
            clearTimeout(limit);
            resolve({ detail: event.detail, most });
          },
          { once: true },
        );
        lab.shadowRoot.querySelector('.run').click();
      }),
  );
}

const statusOf = (page) =>
  page.evaluate(
    () => document.getElementById('learned').shadowRoot.querySelector('.status').textContent,
  );
const resultText = (page) =>
  page.evaluate(
    () => document.getElementById('learned').shadowRoot.querySelector('.result').textContent,
  );

/** The detail's own figures checked against this file's BFS and against each other. */
function checkDetail(detail) {
  const { losses } = detail.training;
  assert.ok(losses.length >= 2 * detail.network.epochs, `${losses.length} points`);
  assert.ok(losses.at(-1).loss < losses[0].loss, 'the loss fell');
  assert.equal(detail.network.positions, 181440);
  assert.ok(detail.training.ms > 0 && detail.training.wallMs >= detail.training.ms);
  assert.ok(detail.quality.overestimated > 0 && detail.quality.overestimated < 1);
  assert.deepEqual(
    detail.rows.map((row) => row.heuristic),
    ['manhattan', 'linear-conflict', 'exact', 'learned'],
  );
  assert.equal(detail.positions.length, 20);
  for (const position of detail.positions) {
    const shortest = DISTANCE.get(position.board.join(','));
    assert.equal(position.optimum, shortest, position.board.join(' '));
    for (const [heuristic, run] of Object.entries(position.runs)) {
      assert.equal(run.status, 'solved', heuristic);
      if (heuristic === 'learned') {
        assert.ok(run.length >= shortest, `learned: ${run.length} moves, shortest ${shortest}`);
        assert.equal((run.length - shortest) % 2, 0, 'a longer solution is longer by pairs');
      } else assert.equal(run.length, shortest, heuristic);
    }
  }
  const [manhattan, , exact, learned] = detail.rows;
  assert.equal(exact.optimal, 20);
  assert.equal(manhattan.optimal, 20);
  assert.ok(exact.nodes < manhattan.nodes);
  assert.equal(learned.admissible, false);
  assert.equal(
    learned.optimal,
    detail.positions.filter((p) => p.runs.learned.length === p.optimum).length,
  );
}

// The URLs a page asks for, as it asks.
function requestsOf(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('Run: the loss chart grows while the network trains and the loss falls; four estimates on twenty positions, every length checked; axe', async () => {
  const { context, page, problems } = await labPage(state, {
    labs: [{ id: 'learned', attributes: { experiment: 'learned' } }],
  });
  const urls = requestsOf(page);
  try {
    await page.waitForFunction(() =>
      document.getElementById('learned').shadowRoot?.querySelector('.run'),
    );
    const { detail, most } = await runWatchingChart(page);
    assert.ok(most >= 3, `the chart had ${most} points while training`);
    checkDetail(detail);
    const text = await resultText(page);
    assert.match(text, /not admissible/);
    assert.match(text, /20 of 20/);
    await page.addScriptTag({ path: AXE });
    const found = await page.evaluate(async () =>
      (await window.axe.run(document, { resultTypes: ['violations'] })).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact})`),
    );
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
    assert.ok(!urls.some((url) => url.includes('learned-15')), 'no 15-puzzle weights for the 8');
  } finally {
    await context.close();
  }
});

test('15-puzzle: the shipped weights fetched only when run; four estimates on ten positions, the admissible ones agreeing, the learned one never shorter', async () => {
  const { context, page, problems } = await labPage(state, {
    labs: [{ id: 'learned', attributes: { experiment: 'learned', puzzle: '15' } }],
  });
  const urls = requestsOf(page);
  try {
    await page.waitForFunction(() =>
      document.getElementById('learned').shadowRoot?.querySelector('.run'),
    );
    assert.ok(!urls.some((url) => url.includes('learned-15')), 'not before Run');
    const { detail } = await runWatchingChart(page);
    assert.equal(urls.filter((url) => url.endsWith('learned-15.slnn')).length, 1);
    assert.equal(detail.training, null);
    assert.equal(detail.network.bytes, 279889);
    assert.equal(detail.network.parameters, 69953);
    assert.deepEqual(
      detail.rows.map((row) => row.heuristic),
      ['manhattan', 'linear-conflict', 'pdb', 'learned'],
    );
    assert.equal(detail.positions.length, 10);
    for (const position of detail.positions) {
      const { manhattan, pdb, learned } = position.runs;
      assert.equal(pdb.length, position.optimum);
      assert.equal(manhattan.length, pdb.length, 'two admissible searches agree');
      assert.equal(position.runs['linear-conflict'].length, pdb.length);
      assert.ok(learned.length >= pdb.length && (learned.length - pdb.length) % 2 === 0);
    }
    const along = detail.positions.reduce((sum, position) => sum + position.optimum, 0);
    assert.equal(detail.quality.positions, along, 'every position along the solutions but goals');
    assert.ok(detail.quality.overestimated > 0 && detail.quality.overestimated < 1);
    const [manhattan, , , learned] = detail.rows;
    assert.ok(learned.nodes < manhattan.nodes / 10, `${learned.nodes} vs ${manhattan.nodes}`);
    assert.match(await resultText(page), /not admissible/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('Cancel while it trains stops it; the next Run trains again from the start (in Japanese)', async () => {
  const { context, page, problems } = await labPage(state, {
    labs: [{ id: 'learned', attributes: { experiment: 'learned' } }],
    lang: 'ja',
  });
  try {
    await page.waitForFunction(() =>
      document.getElementById('learned').shadowRoot?.querySelector('.run'),
    );
    const results = page.evaluate(() => {
      window.learnedResults = 0;
      document
        .getElementById('learned')
        .addEventListener('slide-lab-result', () => (window.learnedResults += 1));
    });
    await results;
    await page.locator('#learned .run').click();
    await page.waitForFunction(
      () =>
        /学習中/.test(
          document.getElementById('learned').shadowRoot.querySelector('.status').textContent,
        ),
      null,
      { timeout: 60000 },
    );
    await page.locator('#learned .cancel').click();
    await page.waitForFunction(
      () =>
        /キャンセル/.test(
          document.getElementById('learned').shadowRoot.querySelector('.status').textContent,
        ),
      null,
      { timeout: 5000 },
    );
    await page.waitForTimeout(1000);
    assert.match(await statusOf(page), /キャンセル/);
    assert.equal(await page.evaluate(() => window.learnedResults), 0, 'no result after Cancel');
    const { detail } = await runWatchingChart(page);
    assert.ok(detail.training.losses[0].epochs < 0.2, 'the curve starts again at the start');
    checkDetail(detail);
    const text = await resultText(page);
    assert.match(text, /許容的ではありません/);
    assert.doesNotMatch(text, /not admissible|Nodes/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
