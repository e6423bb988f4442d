// lab-iterations.test.mjs: the lab's "iterations" experiment in headless Chromium: per-iteration
// nodes add up to the solve's total, thresholds rise, the length is the known optimum; the
// heuristic control; screenshots at 390 and 1280 px under /tmp/lab-shots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { labPage as openLabPage, useLabBrowser } from './lab-harness.mjs';

const SHOTS = process.env.LAB_SHOTS ?? '/tmp/lab-shots';
// A 15-puzzle position 38 moves from the goal (the algorithms test's; Manhattan IDA* solves it in
// well under a second).
const MEDIUM_15 = '6 1 4 11 2 9 8 7 0 14 12 3 15 5 13 10';
// One of the two 8-puzzle positions 31 moves from the goal (the puzzle's diameter).
const FARTHEST_8 = '8 6 7 2 5 4 3 0 1';

const state = useLabBrowser();

// A page of the site holding one <slide-lab> with these attributes; resolves when its controls are
// drawn.
async function labPage(attributes, viewport = { width: 1280, height: 900 }) {
  const {
    context,
    page,
    problems: warnings,
  } = await openLabPage(state, { labs: [{ id: 'lab', attributes }], viewport });
  // The heuristic menu is filled from the core's rows for the puzzle (the default alone until
  // then).
  await page.waitForFunction(
    () =>
      document.querySelector('slide-lab').shadowRoot?.querySelectorAll('.options select option')
        .length > 1,
  );
  return { context, page, warnings };
}

// Picks the control's value, presses Run and resolves with the slide-lab-result detail.
function run(page, choices = {}, timeout = 30000) {
  return page.evaluate(
    ({ choices, timeout }) =>
      new Promise((resolve, reject) => {
        const lab = document.querySelector('slide-lab');
        const root = lab.shadowRoot;
        for (const [name, value] of Object.entries(choices))
          root.querySelector(`select[name="${name}"]`).value = value;
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no result in ${timeout} ms: ${root.querySelector('.status').textContent}`),
            ),
          timeout,
        );
        lab.addEventListener(
          'slide-lab-result',
          (event) => {
            clearTimeout(timer);
            resolve(event.detail);
          },
          { once: true },
        );
        root.querySelector('.run').click();
      }),
    { choices, timeout },
  );
}

function checkIterations(detail) {
  assert.equal(detail.experiment, 'iterations');
  assert.equal(detail.status, 'solved');
  const sum = detail.iterations.reduce((total, row) => total + row.nodes, 0);
  assert.equal(sum, detail.nodes, 'the iterations add up to the total');
  for (let i = 1; i < detail.iterations.length; i += 1) {
    assert.ok(
      detail.iterations[i].threshold > detail.iterations[i - 1].threshold,
      `threshold ${i} rises`,
    );
  }
  // IDA* with a consistent estimate ends at the threshold equal to the optimal length.
  assert.equal(detail.iterations.at(-1).threshold, detail.length);
  assert.ok(Math.abs(detail.lastShare + detail.earlierShare - 1) < 1e-9);
  assert.equal(detail.lastShare, detail.iterations.at(-1).nodes / detail.nodes);
}

test('iterations on a 38-move 15-puzzle with Manhattan: nodes per threshold sum to the total; thresholds rise by 2 to 38; a chart and a row per iteration', async () => {
  const { context, page, warnings } = await labPage({
    experiment: 'iterations',
    puzzle: '15',
    board: MEDIUM_15,
  });
  try {
    const detail = await run(page);
    checkIterations(detail);
    assert.equal(detail.heuristic, 'manhattan', 'Manhattan by default');
    assert.equal(detail.length, 38);
    assert.ok(detail.iterations.length >= 3, `${detail.iterations.length} iterations`);
    for (let i = 1; i < detail.iterations.length; i += 1)
      assert.equal(detail.iterations[i].threshold - detail.iterations[i - 1].threshold, 2);
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('slide-lab').shadowRoot;
      return {
        rows: root.querySelectorAll('tbody tr').length,
        bars: root.querySelectorAll('svg[role="img"] rect').length,
        notes: root.querySelector('.notes').textContent,
      };
    });
    assert.equal(drawn.rows, detail.iterations.length + 1, 'a row per iteration and the total');
    assert.ok(drawn.bars >= detail.iterations.length);
    assert.match(drawn.notes, /The last iteration \(threshold 38\) searched \d+(\.\d+)?%/);
    await mkdir(SHOTS, { recursive: true });
    await page.locator('#lab').screenshot({ path: path.join(SHOTS, 'iterations-1280.png') });
    assert.deepEqual(warnings, []);
  } finally {
    await context.close();
  }
});

test("iterations: the heuristic control (linear conflict) on the 8-puzzle's farthest position; the default Hard shuffle at 390 px", async () => {
  const { context, page, warnings } = await labPage(
    { experiment: 'iterations', puzzle: '8', board: FARTHEST_8 },
    { width: 390, height: 844 },
  );
  try {
    const offered = await page.evaluate(() =>
      [
        ...document
          .querySelector('slide-lab')
          .shadowRoot.querySelectorAll('select[name="heuristic"] option'),
      ].map((o) => o.value),
    );
    assert.deepEqual(
      offered,
      ['linear-conflict', 'manhattan', 'misplaced'],
      'the rows the core applies to the 8-puzzle, strongest first',
    );
    const detail = await run(page, { heuristic: 'linear-conflict' });
    checkIterations(detail);
    assert.equal(detail.heuristic, 'linear-conflict');
    assert.equal(detail.length, 31);
    // No board: a fresh Hard shuffle whose distance the core proved (8-puzzle Hard: 17-20 moves).
    await page.evaluate(() => document.querySelector('slide-lab').removeAttribute('board'));
    await page.waitForFunction(() =>
      /Press Run/.test(
        document.querySelector('slide-lab').shadowRoot.querySelector('.status').textContent,
      ),
    );
    const shuffled = await run(page, { heuristic: 'manhattan' });
    checkIterations(shuffled);
    assert.equal(shuffled.shuffle.difficulty, 'hard');
    assert.equal(
      shuffled.shuffle.distance,
      shuffled.length,
      "the solve finds the shuffle's proven distance",
    );
    // The 8-puzzle's Hard band (issue 26's bands at its scale): 20–21 moves.
    assert.ok(shuffled.length >= 20 && shuffled.length <= 21, `${shuffled.length} moves`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    assert.equal(overflow, false, 'no horizontal scroll at 390 px');
    await mkdir(SHOTS, { recursive: true });
    await page.locator('#lab').screenshot({ path: path.join(SHOTS, 'iterations-390.png') });
    assert.deepEqual(warnings, []);
  } finally {
    await context.close();
  }
});
