// lab-map-request.test.mjs: the worker's `pathfinding` request (the lab's route finding on a grid
// map, run by the lab's module) through the SolverBridge in headless Chromium: routes as long as a
// breadth-first search written here, every step to an open neighbour, each cell expanded once; a
// walled-off goal answers "no route"; a bad map is refused with the core's message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useLabBrowser } from './lab-harness.mjs';

const state = useLabBrowser();

// A 20 x 12 map with a wall down column 9 that has one gap (row 10), start left, goal right.
const WIDTH = 20;
const HEIGHT = 12;
const WALLS = Array.from({ length: HEIGHT }, (_, row) => row * WIDTH + 9).filter(
  (cell) => cell !== 10 * WIDTH + 9,
);
const MAP = {
  width: WIDTH,
  height: HEIGHT,
  walls: WALLS,
  start: 2 * WIDTH + 2,
  goal: 3 * WIDTH + 17,
};

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
    .map(([r, c]) => r * WIDTH + c)
    .filter((next) => !walls.includes(next));
}

function bfsLength(map) {
  const distance = new Map([[map.start, 0]]);
  for (const queue = [map.start]; queue.length; ) {
    const cell = queue.shift();
    for (const next of neighbours(cell, map.walls))
      if (!distance.has(next)) {
        distance.set(next, distance.get(cell) + 1);
        queue.push(next);
      }
  }
  return distance.get(map.goal) ?? null;
}

test(
  'pathfinding through the worker: BFS and A* routes, no route, a bad map',
  { timeout: 60000 },
  async () => {
    const context = await state.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${state.site.base}/docs.html`);
      const closed = { ...MAP, walls: [...WALLS, 10 * WIDTH + 9] };
      const r = await page.evaluate(
        async ({ map, closed }) => {
          const { SolverBridge } = await import('/js/worker/solver-bridge.js');
          const bridge = new SolverBridge();
          await bridge.ready;
          const routes = {};
          for (const heuristic of ['none', 'manhattan', 'straight-line'])
            routes[heuristic] = await bridge.pathfinding(map, { heuristic });
          const shut = await bridge.pathfinding(closed, { heuristic: 'manhattan' });
          const bad = await bridge
            .pathfinding({ ...map, start: map.walls[0] }, {})
            .catch((e) => `${e.kind}: ${e.message}`);
          bridge.terminate();
          return { routes, shut, bad };
        },
        { map: MAP, closed },
      );
      const shortest = bfsLength(MAP);
      assert.ok(shortest > 20, 'the wall makes a detour');
      for (const [heuristic, found] of Object.entries(r.routes)) {
        assert.equal(found.status, 'solved', heuristic);
        assert.equal(found.length, shortest, heuristic);
        assert.equal(found.route[0], MAP.start);
        assert.equal(found.route.at(-1), MAP.goal);
        for (let i = 1; i < found.route.length; i += 1)
          assert.ok(
            neighbours(found.route[i - 1], WALLS).includes(found.route[i]),
            `${heuristic} step ${i}`,
          );
        assert.equal(new Set(found.expanded).size, found.expanded.length);
      }
      assert.ok(
        r.routes.manhattan.expanded.length < r.routes.none.expanded.length,
        'A* expands fewer cells than BFS',
      );
      assert.equal(r.shut.status, 'gave-up');
      assert.match(r.shut.message, /no route/);
      assert.equal(bfsLength(closed), null);
      assert.match(r.bad, /the start cell \d+ is a wall/);
    } finally {
      await context.close();
    }
  },
);
