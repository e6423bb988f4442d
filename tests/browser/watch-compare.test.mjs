// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// watch-compare.test.mjs: the solve watched (iteration chart, path on the board, slow motion) and
// compared (one table per start position), in headless Chromium.
//
// Screenshots at 390 and 1280 px go to test-artifacts/ (and to $WATCH_SHOTS when set) for a person
// to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  startHarness,
  tiles,
  shadowText,
  parseCount,
  waitForNewPosition,
} from './demo-harness.mjs';
import { puzzle, openMore, shuffle } from './demo-page-helpers.mjs';
import { Translator, loadLanguage } from '../../web/js/i18n/i18n.js';

// Korf's first instance in this project's goal convention: minutes for IDA* with Manhattan.
const KORF_1 = '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2';
const COMPARED = '3 1 4 8 9 6 7 12 2 5 0 14 13 11 10 15';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.stop();
});

async function setBoard(page, text) {
  const element = puzzle(page, 'fifteen');
  await openMore(element);
  await element.getByRole('button', { name: 'Edit position' }).click();
  await element.getByLabel('Tiles', { exact: true }).fill(text);
  await element.getByRole('button', { name: 'Set' }).click();
  await page.waitForFunction(
    (text) => document.getElementById('fifteen').tiles.join(' ') === text,
    text,
  );
  await element.getByRole('button', { name: 'Done editing' }).click();
}

// What the watch shows: the chart's bars (label and value text) and the path drawn on the board.
function watched(page, id = 'fifteen') {
  return page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const chart = root.querySelector('.watch-chart svg');
    const path = root.querySelector('.search-path');
    const points = (path.querySelector('polyline').getAttribute('points') || '').trim();
    return {
      bars: chart ? chart.querySelectorAll('.bar-row, g').length : 0,
      summary: chart?.getAttribute('aria-label') ?? '',
      role: chart?.getAttribute('role') ?? null,
      pathShown: path.classList.contains('shown') && getComputedStyle(path).display !== 'none',
      points: points ? points.split(/\s+/).map((pair) => pair.split(',').map(Number)) : [],
      status: root.querySelector('.watch-status').textContent,
    };
  }, id);
}

// The chart's text alternative names every bar: "limit 41: 1,234 nodes · limit 43: …".
const barCount = (summary) => (summary.match(/limit \d+/g) ?? []).length;

// Each step of the drawn path is one cell up, down, left or right (centres one unit apart).
function assertLegalWalk(points) {
  for (let i = 1; i < points.length; i++) {
    const [dx, dy] = [
      Math.abs(points[i][0] - points[i - 1][0]),
      Math.abs(points[i][1] - points[i - 1][1]),
    ];
    assert.equal(
      dx + dy,
      1,
      `step ${i} of the drawn path is one cell: ${points[i - 1]} -> ${points[i]}`,
    );
  }
}

async function cancel(page, id = 'fifteen') {
  await puzzle(page, id).getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForFunction(
    (id) => document.getElementById(id).shadowRoot.querySelector('button.cancel').disabled,
    id,
  );
}

// locator: the element alone (all of it, however tall), else the viewport as a reader sees it.
async function shot(page, name, locator) {
  await harness.screenshot(page, name, { locator });
  const file = process.env.WATCH_SHOTS && path.join(process.env.WATCH_SHOTS, name);
  if (file) await (locator ? locator.screenshot({ path: file }) : page.screenshot({ path: file }));
}

test('times under a millisecond read "< 1 ms", not "0.0 ms"', async () => {
  assert.ok(await loadLanguage('ja'), 'the Japanese table loads (it is fetched when needed)');
  assert.equal(new Translator('en').ms(0.3), '< 1 ms');
  assert.equal(new Translator('en').ms(0), '< 1 ms');
  assert.equal(new Translator('en').ms(2.5), '2.5 ms');
  assert.equal(new Translator('ja').ms(0.3), '1 ミリ秒未満');
});

test('watching a long search: the iteration chart grows, the explored path is drawn as legal moves, Cancel clears it', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await setBoard(page, KORF_1);
  await openMore(element);
  await element.locator('select.heuristic').selectOption('manhattan');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  const seen = [];
  let drawn = null;
  const started = Date.now();
  while (Date.now() - started < 20000) {
    const now = await watched(page);
    const bars = barCount(now.summary);
    if (bars && bars !== seen.at(-1)) seen.push(bars);
    if (now.pathShown && now.points.length > 5) drawn = now;
    if (seen.length >= 3 && drawn) break;
    await page.waitForTimeout(100);
  }
  assert.ok(seen.length >= 3, `the chart gained bars as iterations finished: ${seen}`);
  assert.ok(
    seen.every((n, i) => i === 0 || n > seen[i - 1]),
    `bars only added: ${seen}`,
  );
  assert.ok(drawn, 'the explored path was drawn on the board');
  assertLegalWalk(drawn.points);
  // The path starts at the blank's cell of the start (cell 6: row 1, column 2).
  assert.deepEqual(drawn.points[0], [2.5, 1.5]);
  const now = await watched(page);
  assert.equal(now.role, 'img');
  assert.match(
    now.summary,
    /^Nodes examined per IDA\* iteration, log scale: limit \d+: [\d,]+ nodes/,
  );
  assert.match(now.status, /Depth limit \d+, iteration \d+/);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await shot(page, 'watch-1280-searching.png', element);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => document.getElementById('fifteen').scrollIntoView());
  await shot(page, 'watch-390-searching.png');
  await cancel(page);
  assert.equal((await watched(page)).pathShown, false, 'no path once the search is cancelled');
  await page.close();
});

test('slow motion: IDA* + Manhattan on an Easy shuffle, a node per step, drawn and cancellable', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await openMore(element);
  const goal = await tiles(page, 'fifteen');
  // An Easy position can take as few as about 20 nodes (under a second at 40 ms a node): such a one
  // is solved before the second looked at, so slow motion is started again on a fresh shuffle.
  let counts;
  let paths;
  for (let attempt = 1; ; attempt += 1) {
    const before = await tiles(page, 'fifteen');
    await element.getByRole('button', { name: 'Slow motion' }).click();
    await waitForNewPosition(page, 'fifteen', attempt === 1 ? goal : before);
    // The search under way says what it runs (a retry's watch line may still hold the last
    // search's).
    await page.waitForFunction(
      () =>
        /IDA\*, guided by Manhattan distance/.test(
          document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
        ),
      null,
      { timeout: 10000 },
    );
    await page.waitForFunction(() =>
      /iteration/.test(
        document.getElementById('fifteen').shadowRoot.querySelector('.watch-status').textContent,
      ),
    );
    counts = [];
    paths = new Set();
    const started = Date.now();
    while (Date.now() - started < 1000) {
      const now = await watched(page);
      counts.push(parseCount(now.status.replace(/^.*iteration \d+/, '')));
      if (now.pathShown) {
        assertLegalWalk(now.points);
        paths.add(JSON.stringify(now.points));
      }
      await page.waitForTimeout(60);
    }
    const status = await shadowText(page, 'fifteen', '.search-status');
    if (!/^Found/.test(status)) {
      assert.match(status, /IDA\*, guided by Manhattan distance/);
      // One Cancel for the running thing, and it stops it (unless the search ended just before).
      assert.equal(await element.getByRole('button', { name: 'Cancel', exact: true }).count(), 1);
      const cancelled = await element
        .getByRole('button', { name: 'Cancel', exact: true })
        .click({ timeout: 2000 })
        .then(
          () => true,
          () => false,
        );
      if (cancelled) {
        await page.waitForFunction(
          () =>
            document.getElementById('fifteen').shadowRoot.querySelector('button.cancel').disabled,
        );
        break;
      }
    }
    assert.ok(attempt < 6, 'five Easy shuffles in a row were solved within 1 s of slow motion');
  }
  const last = counts.filter(Number.isFinite).at(-1);
  assert.ok(last > 5 && last < 200, `a few nodes at a time: ${last} nodes after 1 s`);
  assert.ok(paths.size >= 5, `the drawn path changed step by step (${paths.size} different paths)`);
  const stopped = (await watched(page)).status;
  await page.waitForTimeout(400);
  assert.equal((await watched(page)).status, stopped, 'nothing moves after Cancel');
  await page.close();
});

test('compare: two heuristics on one start give two rows of equal length, fewer nodes for the stronger; AUTO SOLVE at the goal solves the start again; a new shuffle clears the table', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  // A fixed 28-move position (a 40-move walk, seed 11): the native CLI counts 5,288 nodes with
  // Manhattan and 737 with linear conflict, so "fewer" holds by a margin, not by luck of a shuffle.
  await setBoard(page, COMPARED);
  await openMore(element);
  await element.locator('select.heuristic').selectOption('manhattan');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length === 1,
    null,
    { timeout: 60000 },
  );
  await element.locator('select.heuristic').selectOption('linear-conflict');
  await element.getByRole('button', { name: 'Solve again from the start' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length === 2,
    null,
    { timeout: 60000 },
  );
  const rows = () =>
    page.evaluate(() =>
      [...document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr')].map(
        (row) =>
          [...row.cells].map(
            // the name (not the algorithm shown under it on a phone); a figure, not its ratio
            (cell) =>
              (cell.querySelector('.run-name') ?? cell.firstElementChild ?? cell).textContent,
          ),
      ),
    );
  const [manhattan, conflict] = await rows();
  assert.equal(manhattan[0], 'Manhattan distance');
  assert.equal(conflict[0], 'Linear conflict');
  assert.equal(manhattan[2], '28', 'the optimal length (the CLI finds 28)');
  assert.equal(manhattan[2], conflict[2], 'the same optimal length');
  assert.ok(
    parseCount(conflict[3]) < parseCount(manhattan[3]),
    `fewer nodes with linear conflict: ${conflict[3]} < ${manhattan[3]}`,
  );
  const summary = await page.evaluate(() =>
    document
      .getElementById('fifteen')
      .shadowRoot.querySelector('.runs-chart svg')
      .getAttribute('aria-label'),
  );
  assert.match(summary, /Manhattan distance: [\d,]+ nodes · Linear conflict: [\d,]+ nodes/);
  // The solution plays to the goal; AUTO SOLVE there searches the same start again (not "already
  // the goal").
  await page.waitForFunction(
    () => document.getElementById('fifteen').shadowRoot.querySelector('.celebration:not([hidden])'),
    null,
    { timeout: 60000 },
  );
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length === 3,
    null,
    { timeout: 60000 },
  );
  assert.equal((await rows())[2][2], manhattan[2]);
  // A* against IDA*: the same length, and the states A* held in memory where IDA* holds its path.
  await page.waitForFunction(
    () => !document.getElementById('fifteen').shadowRoot.querySelector('.solve-again').disabled,
  );
  await element.locator('select.algorithm').selectOption('astar');
  await element.getByRole('button', { name: 'Solve again from the start' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length === 4,
    null,
    { timeout: 60000 },
  );
  const astar = (await rows())[3];
  assert.deepEqual([astar[1], astar[2]], ['A*', manhattan[2]]);
  assert.match(astar[4], /^[\d,]+ positions$/);
  assert.equal(conflict[4], 'path only');
  await page.setViewportSize({ width: 1280, height: 1100 });
  await shot(page, 'compare-1280.png', element);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'compare-390.png', element.locator('.compare-runs'));
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 390),
    'the table scrolls inside its box, not the page sideways',
  );
  const fits = await page.evaluate(() => {
    const box = document.getElementById('fifteen').shadowRoot.querySelector('.runs-scroll');
    return [box.scrollWidth, box.clientWidth];
  });
  assert.ok(fits[0] <= fits[1], `on a phone every column is in view, nothing scrolls: ${fits}`);
  // The charts' words follow a change of language.
  await page.evaluate(() => document.getElementById('fifteen').setAttribute('lang', 'ja'));
  const chartLabel = () =>
    page.evaluate(() =>
      document
        .getElementById('fifteen')
        .shadowRoot.querySelector('.runs-chart svg')
        .getAttribute('aria-label'),
    );
  // The first change to Japanese fetches its table: wait for the words, then check them.
  await page.waitForFunction(() => document.getElementById('fifteen').language === 'ja');
  assert.match(
    await chartLabel(),
    /^この配置を解いたときの探索ノード数.*マンハッタン距離（IDA\*）: [\d,]+ ノード/,
  );
  await page.evaluate(() => document.getElementById('fifteen').removeAttribute('lang'));
  assert.match(await chartLabel(), /^Nodes per solve/);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The solution may still be playing (its moves change the position too): wait for the shuffle's
  // own status, a proven Easy band, before looking at the table.
  await shuffle(page, 'fifteen', 'Easy');
  await page.waitForFunction(() =>
    /Easy, \d+ moves from the goal/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.equal((await rows()).length, 0, 'a new position clears the table');
  assert.equal(await element.locator('.runs-empty').isVisible(), true);
  await page.close();
});
