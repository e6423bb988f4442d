// lab-pathfinding.test.mjs: <slide-lab experiment="pathfinding"> in headless Chromium: walls drawn
// with the mouse and the keyboard reach the core as drawn; every route is as long as a
// breadth-first search written here and walks through open cells; the painted maps show each
// search's expanded cells and its route; a goal walled off gives "no route" after every reachable
// cell; words in Japanese, at 390 px, including the core's map errors; screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { labPage, runLab, useLabBrowser } from './lab-harness.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = path.join(repoRoot, 'test-artifacts');
const WIDTH = 24;
const HEIGHT = 16;
const at = (row, column) => row * WIDTH + column;
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const state = useLabBrowser();

function neighbours(cell, walls) {
  const row = Math.floor(cell / WIDTH),
    column = cell % WIDTH;
  return [
    [row - 1, column],
    [row + 1, column],
    [row, column - 1],
    [row, column + 1],
  ]
    .filter(([r, c]) => r >= 0 && c >= 0 && r < HEIGHT && c < WIDTH)
    .map(([r, c]) => at(r, c))
    .filter((next) => !walls.has(next));
}

// Distances from the start to every cell it can reach, by a breadth-first search written here.
function distances(map) {
  const walls = new Set(map.walls);
  const distance = new Map([[map.start, 0]]);
  for (const queue = [map.start]; queue.length; ) {
    const cell = queue.shift();
    for (const next of neighbours(cell, walls))
      if (!distance.has(next)) {
        distance.set(next, distance.get(cell) + 1);
        queue.push(next);
      }
  }
  return distance;
}

// A run checked against the map: a legal walk of open cells from start to goal of the shortest
// length, each cell expanded once.
function checkRun(run, map) {
  const walls = new Set(map.walls);
  const reach = distances(map);
  assert.equal(
    new Set(run.expanded).size,
    run.expanded.length,
    `${run.heuristic}: no cell expanded twice`,
  );
  assert.ok(
    run.expanded.every((cell) => reach.has(cell)),
    `${run.heuristic}: only reachable open cells expanded`,
  );
  assert.equal(run.expanded[0], map.start, `${run.heuristic}: the start is expanded first`);
  if (!reach.has(map.goal)) {
    assert.equal(run.status, 'gave-up');
    assert.equal(run.length, null);
    assert.equal(run.route, null);
    return;
  }
  assert.equal(run.status, 'solved');
  assert.equal(run.length, reach.get(map.goal), `${run.heuristic}: the shortest length`);
  assert.equal(run.route.length, run.length + 1);
  assert.equal(run.route[0], map.start);
  assert.equal(run.route.at(-1), map.goal);
  for (let i = 1; i < run.route.length; i++) {
    assert.ok(!walls.has(run.route[i]), `${run.heuristic}: step ${i} on a wall`);
    assert.ok(
      neighbours(run.route[i - 1], walls).includes(run.route[i]),
      `${run.heuristic}: step ${i} to a neighbour`,
    );
  }
}

// The editor's cell under the pointer, as page coordinates.
async function cellPoint(page, id, row, column) {
  const box = await page.locator(`#${id} .map-edit`).boundingBox();
  return {
    x: box.x + ((column + 0.5) * box.width) / WIDTH,
    y: box.y + ((row + 0.5) * box.height) / HEIGHT,
  };
}

// Waits until every painted map has finished painting, then counts what each shows.
async function paintedMaps(page, id) {
  await page.waitForFunction(
    (id) => {
      const root = document.getElementById(id).shadowRoot;
      return (
        root.querySelectorAll('.grid-map').length === 3 &&
        !root.querySelector('.grid-map[data-painting]')
      );
    },
    id,
    { timeout: 10000 },
  );
  return page.evaluate(
    (id) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll('.grid-map')].map((svg) => ({
        painted: svg.querySelectorAll('.paint rect').length,
        routePoints: svg.querySelector('polyline')?.getAttribute('points').split(' ').length ?? 0,
        label: svg.getAttribute('aria-label'),
      })),
    id,
  );
}

test(
  'walls drawn by mouse and keyboard are the map the core searches; every route is shortest and legal; the maps paint each search',
  { timeout: 60000 },
  async () => {
    const { context, page, problems } = await labPage(state, {
      labs: [{ id: 'pf', attributes: { experiment: 'pathfinding' } }],
    });
    try {
      await page.locator('#pf .map-edit').waitFor();
      // A drag down column 16 paints rows 1 to 14 (the drag skips no cell even when the mouse
      // jumps).
      let point = await cellPoint(page, 'pf', 1, 16);
      await page.mouse.move(point.x, point.y);
      await page.mouse.down();
      point = await cellPoint(page, 'pf', 14, 16);
      await page.mouse.move(point.x, point.y, { steps: 3 });
      await page.mouse.up();
      // A click on a preset wall erases it (and puts the keyboard's cursor there); the keyboard
      // adds a wall two cells above the start (10, 4).
      point = await cellPoint(page, 'pf', 15, 12);
      await page.mouse.click(point.x, point.y);
      for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      const where = await page.locator('#pf .map-where').textContent();
      assert.equal(where, 'Row 9, column 5: a wall');

      const detail = await runLab(page, 'pf');
      const expected = [
        ...range(3, 14).map((row) => at(row, 12)),
        ...range(1, 14).map((row) => at(row, 16)),
        at(8, 4),
      ].sort((a, b) => a - b);
      assert.deepEqual(detail.map, {
        width: WIDTH,
        height: HEIGHT,
        walls: expected,
        start: at(10, 4),
        goal: at(10, 19),
      });
      assert.deepEqual(
        detail.runs.map((run) => [run.algorithm, run.heuristic]),
        [
          ['bfs', 'none'],
          ['astar', 'manhattan'],
          ['astar', 'straight-line'],
        ],
      );
      for (const run of detail.runs) checkRun(run, detail.map);
      const [bfs, manhattan, straight] = detail.runs;
      assert.ok(
        manhattan.expanded.length < bfs.expanded.length,
        `A* with Manhattan expands fewer cells than BFS: ${manhattan.expanded.length} < ${bfs.expanded.length}`,
      );
      assert.ok(
        manhattan.expanded.length <= straight.expanded.length,
        'the stronger estimate expands no more cells here',
      );

      const maps = await paintedMaps(page, 'pf');
      assert.deepEqual(
        maps.map((m) => m.painted),
        detail.runs.map((run) => run.expanded.length),
        "each map paints its search's expanded cells",
      );
      assert.deepEqual(
        maps.map((m) => m.routePoints),
        detail.runs.map((run) => run.route.length),
        'and draws its route',
      );
      assert.match(
        maps[0].label,
        /^The map with the cells BFS \(no estimate\) expanded painted \([\d,]+ of [\d,]+ open cells\) and its route of [\d,]+ moves drawn\.$/,
      );
      const rows = await page.evaluate(() =>
        [...document.getElementById('pf').shadowRoot.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.cells].map((td) => td.textContent),
        ),
      );
      assert.deepEqual(
        rows.map((row) => row.slice(0, 3)),
        detail.runs.map((run, i) => [
          ['BFS (no estimate)', 'A* + Manhattan distance', 'A* + straight-line distance'][i],
          String(run.length),
          run.expanded.length.toLocaleString('en'),
        ]),
      );
      await mkdir(ARTIFACTS, { recursive: true });
      await page
        .locator('#pf')
        .screenshot({ path: path.join(ARTIFACTS, 'lab-pathfinding-1280.png') });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
);

test(
  'a goal walled off: "no route" after every reachable cell; the menu\'s maps and Clear walls',
  { timeout: 60000 },
  async () => {
    const { context, page, problems } = await labPage(state, {
      labs: [{ id: 'pf', attributes: { experiment: 'pathfinding', puzzle: 'trap' } }],
    });
    try {
      await page.locator('#pf .map-edit').waitFor();
      assert.equal(await page.locator('#pf .map-where').textContent(), '20 wall cells, 364 open');
      await page.locator('#pf select[name="map"]').selectOption('open');
      assert.equal(await page.locator('#pf .map-where').textContent(), '0 wall cells, 384 open');
      // A ring round the goal (7, 20).
      for (const [row, column] of [
        [6, 19],
        [6, 20],
        [6, 21],
        [7, 19],
        [7, 21],
        [8, 19],
        [8, 20],
        [8, 21],
      ]) {
        const point = await cellPoint(page, 'pf', row, column);
        await page.mouse.click(point.x, point.y);
      }
      const detail = await runLab(page, 'pf');
      assert.equal(detail.map.walls.length, 8);
      for (const run of detail.runs) {
        checkRun(run, detail.map);
        assert.equal(
          run.expanded.length,
          WIDTH * HEIGHT - 8 - 1,
          `${run.heuristic}: every reachable cell, then no route`,
        );
      }
      const routes = await page.evaluate(() =>
        [...document.getElementById('pf').shadowRoot.querySelectorAll('tbody tr')].map(
          (tr) => tr.cells[1].textContent,
        ),
      );
      assert.deepEqual(routes, ['no route', 'no route', 'no route']);
      assert.match(
        await page.locator('#pf .notes').textContent(),
        /No route: the walls shut the goal off/,
      );
      await page.locator('#pf .map-tools button').click();
      assert.equal(await page.locator('#pf .map-where').textContent(), '0 wall cells, 384 open');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
);

test(
  "in Japanese at 390 px: the words, a board attribute reported unused, the core's map errors worded; nothing scrolls sideways",
  { timeout: 60000 },
  async () => {
    const { context, page, problems } = await labPage(state, {
      labs: [{ id: 'pf', attributes: { experiment: 'pathfinding', board: '1 2 3 0' } }],
      viewport: { width: 390, height: 844 },
      lang: 'ja',
    });
    try {
      await page.locator('#pf .map-edit').waitFor();
      await page.waitForFunction(() =>
        /この実験にはタイルがありません/.test(
          document.getElementById('pf').shadowRoot.querySelector('.problems').textContent,
        ),
      );
      assert.match(
        await page.locator('#pf .problems').textContent(),
        /^board="1 2 3 0" は使われませんでした/,
      );
      const detail = await runLab(page, 'pf');
      for (const run of detail.runs) checkRun(run, detail.map);
      await paintedMaps(page, 'pf');
      const text = await page.evaluate(() => document.getElementById('pf').shadowRoot.textContent);
      assert.match(text, /A\* \+ マンハッタン距離/);
      assert.match(text, /展開したマス/);
      assert.doesNotMatch(text, /Cells expanded|Route \(moves\)|no route/);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
        false,
        'no horizontal scroll at 390 px',
      );
      await mkdir(ARTIFACTS, { recursive: true });
      await page
        .locator('#pf')
        .screenshot({ path: path.join(ARTIFACTS, 'lab-pathfinding-ja-390.png') });

      // The core's refusals of a bad map, as the page words them (the editor never sends one).
      const worded = await page.evaluate(async () => {
        const { SolverBridge } = await import('/js/worker/solver-bridge.js');
        const { errorClause } = await import('/js/i18n/solver-words.js');
        const { Translator, loadLanguage } = await import('/js/i18n/i18n.js');
        await loadLanguage('ja');
        const bridge = new SolverBridge();
        const map = { width: 4, height: 3, walls: [5], start: 0, goal: 11 };
        const refusals = [
          await bridge.pathfinding({ ...map, start: 5 }).catch((e) => e),
          await bridge.pathfinding({ ...map, width: 65 }).catch((e) => e),
          await bridge.pathfinding({ ...map, walls: [12] }).catch((e) => e),
          await bridge.pathfinding({ ...map, goal: 40 }).catch((e) => e),
          await bridge.pathfinding(map, { heuristic: 'euclid' }).catch((e) => e),
        ];
        bridge.terminate();
        const ja = new Translator('ja');
        return refusals.map((e) => [e.params?.reason, ja.word(errorClause(e))]);
      });
      assert.deepEqual(worded, [
        ['cell-on-wall', 'スタートのマス 5 は壁です'],
        ['map-size', '地図の幅と高さは 1〜64 マスです（65×3 は範囲外です）'],
        ['wall-off-map', '壁のマス 12 が地図（12 マス）の外にあります'],
        ['cell-off-map', 'ゴールのマス 40 が地図の外にあります'],
        [
          'map-estimate',
          '地図の見積もりは none、manhattan、straight-line のどれかです（「euclid」はありません）',
        ],
      ]);
      assert.deepEqual(
        problems.filter((p) => !/board="1 2 3 0"/.test(p)),
        [],
      );
    } finally {
      await context.close();
    }
  },
);
