// The element's heuristic menu offers the learned estimate on the 8- and 15-puzzles (issue 28,
// item 3):
// worded as not admissible in both languages, never chosen automatically; AUTO SOLVE with it runs
// in the lab's module (the worker's worker-anytime.js, anytime-requests.js) and answers a solution
// that replays to the goal, worded as not proven shortest. A puzzle without weights refuses
// heuristic="learned" with the usual one-line problem.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { blog, startBlogHarness, problemLines } from './blog-harness.mjs';
import { statValue, shadowText } from './demo-harness.mjs';
import { replayOnGrid } from './grid-replay.mjs';

// Korf's first instance in this project's goal convention (tests/data/korf100.txt): 57 moves.
const KORF_1 = '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2';
const KORF_1_OPTIMUM = 57;
const GOAL = [...Array.from({ length: 15 }, (_, i) => i + 1), 0];

let harness;
before(async () => {
  harness = await startBlogHarness();
});
after(() => harness?.stop());

// The menu's options and the chosen one's explanation.
const menu = (page, id) =>
  page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const select = root.querySelector('select.heuristic');
    return {
      options: [...select.options].map((option) => ({ value: option.value, text: option.text })),
      value: select.value,
      why: root.querySelector('.heuristic-why > span.chosen')?.textContent ?? '',
      all: root.querySelector('.heuristic-why').textContent,
    };
  }, id);

test('15-puzzle: the menu offers learned, not admissible, never automatically; AUTO SOLVE with it replays to the goal and is not called shortest', async () => {
  const page = await harness.open(
    blog(
      `<slide-puzzle id="f" board="${KORF_1}" tables="manual" speed="20"></slide-puzzle>` +
        '<slide-puzzle id="ja" lang="ja" tables="manual"></slide-puzzle>',
    ),
  );
  const offered = await menu(page, 'f');
  const learned = offered.options.find((option) => option.value === 'learned');
  assert.equal(learned?.text, 'Learned estimate (neural network)');
  assert.equal(offered.options.at(-1).value, 'learned', 'offered last, after the admissible ones');
  assert.notEqual(offered.value, 'learned', 'auto never picks it');
  assert.notEqual(
    await page.evaluate(() => document.getElementById('f').heuristicInUse),
    'learned',
  );
  await page.waitForFunction(() =>
    /許容的ではありません/.test(
      document.getElementById('ja').shadowRoot.querySelector('.heuristic-why').textContent,
    ),
  );
  const ja = await menu(page, 'ja');
  assert.match(ja.all, /学習した見積もり（ニューラルネットワーク）：マンハッタン距離に/);
  assert.equal(
    ja.options.find((option) => option.value === 'learned')?.text,
    '学習した見積もり（ニューラルネットワーク）',
  );

  // The reader's pick (the menu sits in the solver panel's folded part): a change of the select.
  await page.evaluate(() => {
    const select = document.getElementById('f').shadowRoot.querySelector('select.heuristic');
    select.value = 'learned';
    select.dispatchEvent(new Event('change'));
  });
  const why = await menu(page, 'f');
  assert.equal(why.value, 'learned');
  assert.match(why.why, /Not admissible: it can overestimate/);
  await page.evaluate(() => {
    window.__done = [];
    document.addEventListener('slide-search-done', (event) => window.__done.push(event.detail));
  });
  const started = await page.evaluate(() => performance.now());
  await page.locator('#f').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => window.__done.length === 1, null, { timeout: 60000 });
  const took = (await page.evaluate(() => performance.now())) - started;
  await page.waitForTimeout(300); // room for a second answer, were there one
  const [result] = await page.evaluate(() => window.__done);
  assert.equal(await page.evaluate(() => window.__done.length), 1, 'one answer');
  assert.equal(result.heuristic, 'learned');
  assert.equal(result.anytime, false);
  assert.equal(result.length, result.moves.length);
  assert.equal(result.blankDirections.length, result.length);
  assert.equal(result.tiles.length, result.length);
  assert.deepEqual(replayOnGrid(KORF_1, 4, result.moves), GOAL, 'the solution reaches the goal');
  assert.ok(result.length >= KORF_1_OPTIMUM, `${result.length} beats the optimum`);
  assert.ok(result.bound <= KORF_1_OPTIMUM, `bound ${result.bound} over the optimum`);
  assert.equal(result.optimal, result.length === result.bound);
  assert.equal(result.optimal, false, 'this start is not proven shortest (its bound is far)');
  assert.equal(await statValue(page, 'f', 'heuristic'), 'Learned estimate (neural network)');
  assert.equal(await statValue(page, 'f', 'length'), `${result.length} moves`);
  const status = await shadowText(page, 'f', '.search-status');
  assert.doesNotMatch(status, /shortest solution/);
  assert.match(status, new RegExp(`at least ${result.bound} moves`));
  assert.doesNotMatch(
    await shadowText(page, 'f', '[data-stat="length"] .why'),
    /shortest possible/,
  );
  // The board plays it to the goal.
  await page.waitForFunction(
    (goal) => document.getElementById('f').tiles.join() === goal,
    GOAL.join(),
    { timeout: 60000 },
  );
  // AUTO SOLVE at the goal solves the start again: two runs of one length, neither proven, and
  // the comparison does not call that length the shortest.
  await page.locator('#f').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => window.__done.length === 2, null, { timeout: 60000 });
  const verdict = await page.waitForFunction(() => {
    const line = document.getElementById('f').shadowRoot.querySelector('.runs-verdict');
    return !line.hidden && line.textContent;
  });
  assert.equal(
    await verdict.jsonValue(),
    `Every solve found ${result.length} moves; none of them is proven the shortest.`,
  );
  console.log(
    `# learned on Korf #1: ${result.length} moves (optimum ${KORF_1_OPTIMUM}, bound ${result.bound}),` +
      ` ${result.nodes} nodes, ${Math.round(result.elapsedMs)} ms of search,` +
      ` ${Math.round(took)} ms from the click (weights and lab module included)`,
  );
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('8-puzzle: the menu offers learned; AUTO SOLVE fetches the 8-puzzle weights only, replays to the goal and says whether it is proven shortest', async () => {
  // One of the two 31-move positions, the farthest from the goal (as lab.test.mjs's FARTHEST_8).
  const HARDEST = '8 6 7 2 5 4 3 0 1';
  const page = await harness.open(
    blog(`<slide-puzzle id="e" puzzle="8" board="${HARDEST}" heuristic="learned"></slide-puzzle>`),
  );
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  const offered = await menu(page, 'e');
  assert.equal(offered.options.at(-1).value, 'learned', 'offered last, after the admissible ones');
  assert.equal(offered.value, 'learned', "the attribute's pick");
  await page.evaluate(() => {
    window.__done = [];
    document.addEventListener('slide-search-done', (event) => window.__done.push(event.detail));
  });
  await page.locator('#e').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => window.__done.length === 1, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  const done = await page.evaluate(() => window.__done);
  assert.equal(done.length, 1, 'one answer');
  const [result] = done;
  assert.equal(result.heuristic, 'learned');
  assert.deepEqual(replayOnGrid(HARDEST, 3, result.moves), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.ok(result.length >= 31, `${result.length} moves beat the optimum, 31`);
  assert.ok(result.bound <= 31, `bound ${result.bound} over the optimum`);
  assert.equal(result.optimal, result.length === result.bound);
  assert.equal(urls.filter((url) => url.endsWith('/learned-8.slnn')).length, 1, urls.join('\n'));
  assert.ok(!urls.some((url) => url.includes('learned-15')), 'no 15-puzzle weights for the 8');
  console.log(`# learned on the 8-puzzle's hardest: ${result.length} moves, ${result.nodes} nodes`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('heuristic="learned" where the puzzle has no weights: one problem line, auto instead; on the 15-puzzle it is the pick', async () => {
  const page = await harness.open(
    blog(
      '<slide-puzzle id="e" puzzle="3x4" heuristic="learned"></slide-puzzle>' +
        '<slide-puzzle id="f" heuristic="learned" tables="manual"></slide-puzzle>',
    ),
  );
  await page.waitForFunction(
    () =>
      document.getElementById('e').shadowRoot.querySelectorAll('.attribute-problems li').length > 0,
  );
  const lines = await problemLines(page, 'e');
  assert.equal(lines.length, 1);
  assert.match(lines[0], /this puzzle's heuristics are auto, .*manhattan.*Using auto/);
  assert.doesNotMatch(lines[0].split('heuristics are')[1], /learned/);
  assert.ok(!(await menu(page, 'e')).options.some((option) => option.value === 'learned'));
  assert.notEqual(
    await page.evaluate(() => document.getElementById('e').heuristicInUse),
    'learned',
  );
  assert.equal(await page.evaluate(() => document.getElementById('f').heuristicInUse), 'learned');
  assert.deepEqual(await problemLines(page, 'f'), []);
  assert.equal(page.warnings.length, 1, page.warnings.join('\n'));
  await page.close();
});

test('Cancel a learned solve once it shows: no answer, the words say cancelled, then a second solve answers once', async () => {
  const page = await harness.open(
    blog(
      `<slide-puzzle id="f" board="${KORF_1}" heuristic="learned" tables="manual" autoplay="off">` +
        '</slide-puzzle>',
    ),
  );
  await page.evaluate(() => {
    window.__done = [];
    document.addEventListener('slide-search-done', (event) => window.__done.push(event.detail));
  });
  const f = page.locator('#f');
  await f.getByRole('button', { name: 'AUTO SOLVE' }).click();
  // shown as searching (a cancel before that is silent, as for any solve)
  await page.waitForFunction(() =>
    /Learned estimate/.test(
      document.getElementById('f').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await f.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForFunction(() =>
    /cancelled/.test(
      document.getElementById('f').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await page.waitForTimeout(1500);
  assert.deepEqual(await page.evaluate(() => window.__done), [], 'a cancelled solve has no answer');
  await f.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => window.__done.length === 1, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  const done = await page.evaluate(() => window.__done);
  assert.equal(done.length, 1);
  assert.deepEqual(replayOnGrid(KORF_1, 4, done[0].moves), GOAL);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Hint with learned: the same route, a legal first move, worded as the best found, not the shortest', async () => {
  const page = await harness.open(
    blog(
      `<slide-puzzle id="f" board="${KORF_1}" heuristic="learned" tables="manual"></slide-puzzle>`,
    ),
  );
  await page.locator('#f').getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(
    () =>
      /^Hint:/.test(
        document.getElementById('f').shadowRoot.querySelector('.search-status').textContent,
      ),
    null,
    { timeout: 60000 },
  );
  const status = await shadowText(page, 'f', '.search-status');
  assert.match(status, /the shortest possible is at least \d+ moves/);
  assert.doesNotMatch(status, /shortest solution/);
  const cells = await page.evaluate(() => {
    const element = document.getElementById('f');
    const tile = Number(element.shadowRoot.querySelector('.tile.hint').dataset.tile);
    return [element.tiles.indexOf(tile)];
  });
  assert.equal(replayOnGrid(KORF_1, 4, cells).length, 16, 'the hinted tile is next to the gap');
  console.log(`# learned hint: ${status}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
