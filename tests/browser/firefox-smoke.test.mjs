// The demo page in Firefox (Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core): it
// renders, a shared link sets the position, a click plays a move, and the worker (through the
// page's bridge module) loads the WebAssembly module and solves, and loads the lab's module for a
// layer count. The full suite runs in Chromium; this checks that nothing in the page is
// Chromium-only.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startStaticServer } from './static-server.mjs';

const FIREFOX = '/usr/bin/firefox-esr';
let server, browser, page, base;

before(async () => {
  server = await startStaticServer();
  base = server.base;
  if (!existsSync(FIREFOX))
    throw new Error(`${FIREFOX} is missing: ./build.sh deps installs firefox-esr`);
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
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
