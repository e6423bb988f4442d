// runs alone: build.sh runs this file by itself, since it counts live updates of a search.
// watch-demo.test.mjs: the article's lesson on the demo page (issue 26): AUTO SOLVE with the
// demo's defaults (IDA* + Manhattan distance) climbs visibly on an Expert shuffle, its chart sits
// beside the board, one click compares heuristics on the same start, a long search offers a
// stronger heuristic and keeps its work, and the reader's own table fills in; in both languages
// where words are involved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statValue, shadowText, parseCount } from './demo-harness.mjs';
import { withHarness, puzzle, setBoardAttribute } from './demo-page-helpers.mjs';

let harness;
withHarness((started) => (harness = started));

// A 28-move position: the native CLI counts 5,288 nodes with Manhattan, 737 with linear conflict.
const COMPARED = '3 1 4 8 9 6 7 12 2 5 0 14 13 11 10 15';
// One of the 15-puzzle's 80-move positions: billions of nodes with Manhattan or linear conflict.
const HARDEST = '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1';
// An Expert board (slide scramble --difficulty expert --seed 1, the 7th): 52 moves; the native
// CLI counts 13,342,547 nodes with Manhattan distance, the band's median (README).
const EXPERT_MEDIAN = '3 5 0 10 4 11 1 15 2 8 14 13 9 12 6 7';

const FOUND = /^(Found the shortest|最短の解が見つかりました)/;

// A seeded difficulty shuffle through the element's attributes, as a blogger's page would.
async function seededShuffle(page, difficulty, seed) {
  const before = await page.evaluate(() => document.getElementById('fifteen').tiles.join());
  await page.evaluate(
    ({ difficulty, seed }) => {
      const element = document.getElementById('fifteen');
      element.removeAttribute('board');
      element.setAttribute('seed', String(seed));
      element.setAttribute('difficulty', difficulty);
    },
    { difficulty, seed },
  );
  await page.waitForFunction(
    (before) => document.getElementById('fifteen').tiles.join() !== before,
    before,
  );
}

function waitForFound(page, timeout = 120000) {
  return page.waitForFunction(
    (found) =>
      new RegExp(found).test(
        document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
      ),
    FOUND.source,
    { timeout },
  );
}

// The boxes of what a reader watches, in viewport coordinates.
function boxes(page) {
  return page.evaluate(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    const box = (element) => {
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      board: box(root.querySelector('.board')),
      solve: box(root.querySelector('button.solve')),
      figures: [...root.querySelectorAll('.stats [data-stat]')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({ stat: element.dataset.stat, ...box(element) })),
      chart: box(root.querySelector('.search-watch')),
    };
  });
}

const inView = (box, height) => box.top >= 0 && box.bottom <= height;

// Solves the start with AUTO SOLVE and resolves to the search's result (slide-search-done).
async function autoSolve(page) {
  const done = page.evaluate(
    () =>
      new Promise((resolve) =>
        document
          .getElementById('fifteen')
          .addEventListener('slide-search-done', (event) => resolve(event.detail), {
            once: true,
          }),
      ),
  );
  await puzzle(page, 'fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
  return done;
}

test('demo defaults at 1280x900: an Expert position climbs visibly with Manhattan distance, the chart under the board; Easy needs a hundredth of the nodes; the table under the game fills in', async (t) => {
  const page = await harness.open('', { viewport: { width: 1280, height: 900 } });
  assert.match(
    await shadowText(page, 'fifteen', '.solver .in-use'),
    /IDA\* with Manhattan distance/,
  );
  // A fixed position of the Expert band's median cost, not a seeded shuffle: which board a seed
  // gives can depend on whether the pattern databases were ready (README, "Difficulties"), and
  // Expert shuffles range from a blink to minutes.
  await setBoardAttribute(page, 'fifteen', EXPERT_MEDIAN);
  await page.evaluate(() =>
    document.getElementById('fifteen').scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  // Every value the reader is shown, recorded in the page as it is drawn (a poll from here would
  // miss some), while the status says the search runs.
  await page.evaluate(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    const value = root.querySelector('.stats [data-stat="nodes"] .value');
    const status = root.querySelector('.search-status');
    window.__nodesSeen = [];
    new MutationObserver(() => {
      if (/Searching/.test(status.textContent)) window.__nodesSeen.push(value.textContent);
    }).observe(value, { childList: true, characterData: true, subtree: true });
  });
  const expert = autoSolve(page);
  await page.waitForFunction(() =>
    /Searching/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const layout = await boxes(page);
  const result = await expert;
  await waitForFound(page);
  const seen = (await page.evaluate(() => window.__nodesSeen))
    .map((text) => parseCount(text))
    .filter((n, i, all) => Number.isFinite(n) && n !== all[i - 1]);
  t.diagnostic(
    `Expert position (52 moves): ${result.nodes} nodes in ${Math.round(result.elapsedMs)} ms; ${seen.length} values seen: ${seen}`,
  );
  assert.equal(result.length, 52);
  assert.ok(
    seen.every((n, i) => i === 0 || n > seen[i - 1]),
    `it only climbed: ${seen}`,
  );
  assert.ok(seen.length >= 8, `the node count took ${seen.length} values while searching`);
  assert.ok(result.nodes >= 100000, `at least 100,000 nodes: ${result.nodes}`);
  for (const [name, box] of [
    ['the board', layout.board],
    ['AUTO SOLVE', layout.solve],
    ['the chart', layout.chart],
    ...layout.figures.map((figure) => [figure.stat, figure]),
  ])
    assert.ok(
      inView(box, 900),
      `${name} in the viewport: ${Math.round(box.top)}..${Math.round(box.bottom)}`,
    );
  assert.equal(layout.figures.length, 4, 'four live figures');
  // Wide (the demo at 1280 px): the chart beside the board, under the live figures.
  const figuresEnd = Math.max(...layout.figures.map((figure) => figure.bottom));
  assert.ok(
    layout.chart.left >= layout.board.right && layout.chart.top >= figuresEnd,
    'the chart is beside the board, under the figures',
  );
  await harness.screenshot(page, 'watch-demo-1280-expert.png');

  // Easy and Normal shuffles (the same boards with or without the tables, README): the reader's
  // table under the game counts them in their rows.
  await seededShuffle(page, 'easy', 1);
  const easy = (await autoSolve(page)).nodes;
  assert.equal(parseCount(await statValue(page, 'fifteen', 'nodes')), easy, 'the panel shows it');
  assert.ok(
    easy * 100 <= result.nodes,
    `Easy ${easy} nodes against Expert ${result.nodes}: at most 1/100`,
  );
  await seededShuffle(page, 'normal', 1);
  const normal = (await autoSolve(page)).nodes;
  const table = await page.evaluate(() =>
    [...document.querySelectorAll('.feel-table tbody tr')].map((row) => [
      row.dataset.difficulty,
      row.querySelector('.runs').textContent,
      row.querySelector('.nodes').textContent,
    ]),
  );
  assert.deepEqual(
    table.map(([band, runs]) => [band, runs]),
    [
      ['easy', '1'],
      ['normal', '1'],
      ['hard', '0'],
      ['expert', '0'],
    ],
    'a board set by a script is in no band',
  );
  assert.equal(parseCount(table[0][2]), easy);
  assert.equal(parseCount(table[1][2]), normal);
  await page.close();
});

test('on a 390x844 phone the board and the live figures share the screen and the chart follows right below', async () => {
  const page = await harness.open('', { viewport: { width: 390, height: 844 } });
  await setBoardAttribute(page, 'fifteen', HARDEST);
  await page.evaluate(() =>
    document.getElementById('fifteen').scrollIntoView({ block: 'start', behavior: 'instant' }),
  );
  await puzzle(page, 'fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /Searching/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const layout = await boxes(page);
  for (const [name, box] of [
    ['the board', layout.board],
    ...layout.figures.map((figure) => [figure.stat, figure]),
  ])
    assert.ok(
      inView(box, 844),
      `${name} on screen: ${Math.round(box.top)}..${Math.round(box.bottom)}`,
    );
  const figuresEnd = Math.max(...layout.figures.map((figure) => figure.bottom));
  assert.ok(
    layout.chart.top >= figuresEnd && layout.chart.top - figuresEnd < 40,
    `the chart right below the figures: ${Math.round(figuresEnd)} then ${Math.round(layout.chart.top)}`,
  );
  await harness.screenshot(page, 'watch-demo-390-searching.png');
  await puzzle(page, 'fifteen').getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.close();
});

for (const lang of ['en', 'ja'])
  test(`one click after a solve compares heuristics on the same start, with the ratio and the verdict (${lang})`, async () => {
    const page = await harness.open(`?lang=${lang}`);
    const element = puzzle(page, 'fifteen');
    await page.waitForFunction(
      (lang) => document.getElementById('fifteen').language === lang,
      lang,
    );
    await setBoardAttribute(page, 'fifteen', COMPARED);
    await element.locator('button.solve').click();
    await waitForFound(page);
    // Offered without opening "More controls": linear conflict (and A*: 5,288 nodes fit).
    const option = element.locator(
      '.again-option[data-heuristic="linear-conflict"][data-algorithm="ida"]',
    );
    assert.equal(await option.isVisible(), true, 'the option is on screen');
    assert.equal(
      await option.textContent(),
      lang === 'en' ? 'Linear conflict' : 'リニアコンフリクト',
    );
    assert.equal(
      await element.locator('.again-option[data-algorithm="astar"]').isVisible(),
      true,
      'A* is offered: the first solve was small',
    );
    await option.click();
    await page.waitForFunction(
      () =>
        document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length ===
        2,
    );
    const rows = await page.evaluate(() =>
      [...document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr')].map(
        (row) => ({
          nodes: row.cells[3].firstElementChild.textContent,
          ratio: row.cells[3].querySelector('.ratio')?.textContent ?? null,
          length: row.cells[2].textContent,
        }),
      ),
    );
    assert.deepEqual(
      rows.map((row) => row.length),
      ['28', '28'],
    );
    assert.equal(rows[0].ratio, null, 'the first run is the reference');
    const fewer = parseCount(rows[0].nodes) / parseCount(rows[1].nodes);
    assert.match(rows[1].ratio, /^1\/\d+$/, `the second run's ratio: ${rows[1].ratio}`);
    assert.equal(Number(rows[1].ratio.slice(2)), Math.round(fewer));
    assert.match(
      await shadowText(page, 'fifteen', '.runs-verdict'),
      lang === 'en' ? /^Every solve found 28 moves/ : /^どの探索も 28 手の解を/,
    );
    // Linear conflict has been run: it is no longer offered.
    assert.equal(await option.count(), 0);
    await harness.screenshot(page, `watch-demo-compare-${lang}.png`, { locator: element });
    await page.close();
  });

test('a long search says so after 3 s and offers a stronger heuristic; switching keeps the work so far as a row', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await setBoardAttribute(page, 'fifteen', HARDEST);
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  const offer = element.locator('button.switch-heuristic');
  await offer.waitFor({ state: 'visible', timeout: 15000 });
  assert.match(
    await shadowText(page, 'fifteen', '.runs-long'),
    /taking a while: Manhattan distance/,
  );
  const label = await offer.textContent();
  assert.match(label, /^Switch to (Linear conflict|Pattern database)/);
  await offer.click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelectorAll('.runs tbody tr').length === 1,
  );
  const row = await page.evaluate(() => {
    const tr = document.getElementById('fifteen').shadowRoot.querySelector('.runs tbody tr');
    return [...tr.cells].map(
      (cell) => (cell.querySelector('.run-name') ?? cell.firstElementChild).textContent,
    );
  });
  assert.equal(row[0], 'Manhattan distance');
  assert.match(row[2], /^stopped at limit \d+$/);
  assert.ok(parseCount(row[3]) > 1000000, `the stopped search's nodes are kept: ${row[3]}`);
  // The same start is searched again with the stronger heuristic, at once.
  await page.waitForFunction(() =>
    /Searching with IDA\*, guided by (Linear conflict|Pattern database)/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.equal(await offer.isVisible(), false, 'the offer is gone');
  assert.equal(
    await page.evaluate(() => document.getElementById('fifteen').tiles.join(' ')),
    HARDEST,
  );
  await element.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.close();
});

for (const lang of ['en', 'ja'])
  test(`words match what is shown (${lang}): log scales are labelled, a script's board clears the shuffle's band`, async () => {
    const page = await harness.open(`?lang=${lang}`);
    await page.waitForFunction(
      (lang) => document.getElementById('fifteen').language === lang,
      lang,
    );
    const element = puzzle(page, 'fifteen');
    const scale = element.locator('.search-watch .chart-scale');
    assert.equal(await scale.isVisible(), true);
    assert.match(await scale.textContent(), lang === 'en' ? /log scale/ : /対数目盛り/);
    await element.getByRole('button', { name: /^Hard/ }).click();
    const band = element.locator('.shuffle-distance');
    await band.waitFor({ state: 'visible' });
    await setBoardAttribute(page, 'fifteen', COMPARED);
    assert.equal(await band.isVisible(), false, 'no band is named for a position set by a script');
    await page.close();
  });
