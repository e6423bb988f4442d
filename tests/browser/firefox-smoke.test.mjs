// runs alone: build.sh runs this file by itself, since its climb test counts the values a search
// shows while it runs, which a second browser on two cores thins out (5 of at least 8, in a full run).
// The demo page in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core): it
// renders, a shared link sets the position, a click plays a move, and the worker (through the
// page's bridge module) loads the WebAssembly module and solves, and loads the lab's module for a
// layer count. The full suite runs in Chromium; this checks that nothing in the page is
// Chromium-only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchFirefox, startStaticServer } from './static-server.mjs';

// 52 moves from the goal: the Expert band's median cost with Manhattan distance (watch-demo.test).
const EXPERT = '3 5 0 10 4 11 1 15 2 8 14 13 9 12 6 7';
let server, browser, page, base;

before(async () => {
  server = await startStaticServer();
  base = server.base;
  browser = await launchFirefox();
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

test('Firefox: the 15-puzzle loads a shared position, plays a move, and the worker solves a shuffle', async () => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewport({ width: 1280, height: 1000 });
  // A position one move from the goal, through the shared-link format, to test that path too.
  await page.goto(`${base}/#p=15&b=1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.getElementById('fifteen')?.ready instanceof Promise, {
    timeout: 20000,
  });
  await page.evaluate(() => document.getElementById('fifteen').ready);
  assert.deepEqual(
    await page.evaluate(() => document.getElementById('fifteen').tiles),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
  );

  // Click tile 15 (next to the gap): the puzzle is solved.
  await page.evaluate(() =>
    document.getElementById('fifteen').shadowRoot.querySelector('button[data-tile="15"]').click(),
  );
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').tiles.join(',') ===
      '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0',
    { timeout: 5000 },
  );

  // The worker, the module and a real search, through the page's own bridge module.
  const solved = await page.evaluate(async () => {
    const { SolverBridge } = await import('/js/worker/solver-bridge.js');
    const bridge = new SolverBridge();
    try {
      await bridge.ready;
      const { board } = await bridge.scramble('15', { moves: 50, seed: 11 });
      const progress = [];
      const result = await bridge.solve(
        '15',
        board,
        { heuristic: 'manhattan' },
        { onProgress: (p) => progress.push(p.nodes) },
      );
      const refused = await bridge
        .solve('15', '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0')
        .catch((e) => e.kind);
      // The lab's own module, loaded by the same worker on its first request.
      const layers = await bridge.layers('2x3', [1, 2, 3, 4, 5, 0]);
      return { length: result.length, nodes: result.nodes, refused, layers: layers.layers };
    } finally {
      bridge.terminate();
    }
  });
  assert.ok(solved.length > 0 && solved.length <= 50);
  assert.ok(solved.nodes > 0);
  assert.equal(solved.refused, 'unsolvable');
  assert.equal(
    solved.layers.reduce((sum, n) => sum + n, 0),
    360,
    "the lab's module counts the 2x3 puzzle's 6!/2 positions",
  );
  assert.deepEqual(errors, []);
  console.log(
    `# Firefox ${await browser.version()}: solved a 50-move shuffle in ${solved.length} moves, ${solved.nodes} nodes`,
  );
});

// Issue 26 in Firefox: the demo's defaults (IDA* with Manhattan distance) on the Expert position the
// Chromium test uses; the core's node count is the command-line tool's (13,342,547), the counter
// climbs while the search runs, and the chart is on screen at 1280x900.
test('Firefox: an Expert position on the demo climbs visibly, with the chart in the viewport', async () => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${base}/index.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.getElementById('fifteen')?.ready instanceof Promise, {
    timeout: 20000,
  });
  await page.evaluate(async (board) => {
    const element = document.getElementById('fifteen');
    await element.ready;
    element.setAttribute('board', board);
  }, EXPERT);
  await page.waitForFunction(
    (board) => document.getElementById('fifteen').tiles.join(' ') === board,
    {},
    EXPERT,
  );
  const outcome = await page.evaluate(async () => {
    const element = document.getElementById('fifteen');
    const root = element.shadowRoot;
    element.scrollIntoView({ block: 'start', behavior: 'instant' });
    const value = root.querySelector('.stats [data-stat="nodes"] .value');
    const status = root.querySelector('.search-status');
    const seen = [];
    let chartBox = null;
    new MutationObserver(() => {
      if (!/Searching/.test(status.textContent)) return;
      seen.push(Number(value.textContent.replace(/[^0-9]/g, '')));
      if (!chartBox) {
        const box = root.querySelector('[part~="search-chart"]').getBoundingClientRect();
        chartBox = { top: box.top, bottom: box.bottom, height: box.height };
      }
    }).observe(value, { childList: true, characterData: true, subtree: true });
    const done = new Promise((resolve) =>
      element.addEventListener('slide-search-done', (event) => resolve(event.detail), {
        once: true,
      }),
    );
    root.querySelector('button.solve').click();
    const result = await done;
    return { length: result.length, nodes: result.nodes, ms: result.elapsedMs, seen, chartBox };
  });
  const climbed = outcome.seen.filter((n, i, all) => n > 0 && n !== all[i - 1]);
  console.log(
    `# Firefox, Expert position: ${outcome.nodes} nodes in ${Math.round(outcome.ms)} ms; ${climbed.length} values seen`,
  );
  assert.equal(outcome.length, 52);
  assert.equal(outcome.nodes, 13342547, "the core's count, as slide solve --heuristic manhattan");
  assert.ok(
    climbed.every((n, i) => i === 0 || n > climbed[i - 1]),
    `it only climbed: ${climbed}`,
  );
  assert.ok(climbed.length >= 8, `the counter took ${climbed.length} values while searching`);
  const chart = outcome.chartBox;
  assert.ok(
    chart && chart.height > 0 && chart.top >= 0 && chart.bottom <= 900,
    `the chart in the viewport during the search: ${JSON.stringify(chart)}`,
  );
  assert.deepEqual(errors, []);
});
