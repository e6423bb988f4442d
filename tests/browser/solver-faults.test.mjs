// solver-faults.test.mjs: the element when its solver is slow or breaks (issue 14): a .wasm that
// takes seconds to arrive leaves the board drawn (at its board attribute, if any) and playable by
// hand meanwhile, and the position played is kept once the solver comes; a module trap during AUTO
// SOLVE gives one notice with Retry, no "Searching…" left behind, a shared link opened meanwhile
// loads with Retry, and Retry brings a solver that solves. The position editor's module missing
// gives one notice and leaves edit mode; the next Edit loads it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer, repoRoot } from './static-server.mjs';

const KORF_88 = '12 10 6 0 9 8 13 15 11 7 3 2 5 4 14 1'; // minutes with linear conflict
const head =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>faults</title><script type="module" src="/js/element/slide-puzzle.js"></script></head><body>';
const PAGES = {
  '/slow.html': `${head}<slide-puzzle id="s" puzzle="15" tables="manual"></slide-puzzle></body></html>`,
  '/slow-board.html': `${head}<slide-puzzle id="b" puzzle="15" tables="manual" board="${KORF_88}"></slide-puzzle></body></html>`,
  '/trap.html': `${head}<slide-puzzle id="t" puzzle="15" tables="manual" share-key="t"></slide-puzzle></body></html>`,
  '/editor.html': `${head}<slide-puzzle id="e" puzzle="8" tables="manual"></slide-puzzle></body></html>`,
  '/no-lab.html': `${head}<slide-puzzle id="p" puzzle="8" tables="manual"></slide-puzzle><slide-lab id="l" experiment="growth" puzzle="8"></slide-lab></body></html>`,
};
const WASM_DELAY_MS = 6000;

let site, browser;
let mode = 'normal';
let trapServed = false;
const wasm = readFileSync(path.join(repoRoot, 'web', 'wasm', 'slide.wasm'));
// worker-jobs.js: the worker's module that calls its WebAssembly module.
const workerSource = readFileSync(
  path.join(repoRoot, 'web', 'js', 'worker', 'worker-jobs.js'),
  'utf8',
);
// The first worker of the trap test: its module "traps" (a WebAssembly.RuntimeError, as an abort
// or an out-of-bounds access raises) on the 12th slice of a job; later workers are the real one.
const trappingWorker = workerSource.replace(
  'export function callOn(module, name, ...args) {',
  "let slices = 0;\nexport function callOn(module, name, ...args) {\n  if (name === 'runJob' && ++slices === 12) throw new WebAssembly.RuntimeError('unreachable (a test trap)');",
);
assert.notEqual(trappingWorker, workerSource);

before(async () => {
  site = await startSiteServer({
    pages: PAGES,
    override: (pathname) => {
      if (mode === 'no-editor' && pathname === '/js/views/position-editor.js')
        return { status: 404, body: 'not here', type: 'text/plain' };
      if (mode === 'no-lab' && pathname === '/wasm/slide-lab.wasm')
        return { status: 404, body: 'not here', type: 'text/plain' };
      if (mode === 'slow' && pathname === '/wasm/slide.wasm')
        return { status: 200, body: wasm, type: 'application/wasm', delayMs: WASM_DELAY_MS };
      if (mode === 'trap' && pathname === '/js/worker/worker-jobs.js' && !trapServed) {
        trapServed = true;
        return { status: 200, body: trappingWorker, type: 'text/javascript' };
      }
      return null;
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const shadow = (page, id, selector) =>
  page.evaluate(
    ([id, selector]) =>
      document
        .getElementById(id)
        .shadowRoot.querySelector(selector)
        ?.textContent.replace(/\s+/g, ' ')
        .trim(),
    [id, selector],
  );

test('a slow .wasm: the board is drawn and playable by hand before the solver is ready, and the position is kept', async () => {
  mode = 'slow';
  const page = await browser.newPage();
  try {
    const began = Date.now();
    await page.goto(`${site.base}/slow.html`);
    await page.waitForFunction(
      () => document.getElementById('s').shadowRoot.querySelectorAll('.tile').length === 16,
      null,
      { timeout: WASM_DELAY_MS - 1000 },
    );
    assert.match(await shadow(page, 's', '.search-status'), /still loading; play by hand/);
    assert.equal(
      await page.evaluate(
        () =>
          document.getElementById('s').shadowRoot.querySelector('button[data-difficulty="easy"]')
            .disabled,
      ),
      true,
    );
    await page.evaluate(() =>
      document.getElementById('s').shadowRoot.querySelector('.tile.movable').click(),
    );
    await page.waitForFunction(
      () =>
        document.getElementById('s').shadowRoot.querySelector('.move-count').textContent === '1',
    );
    const played = await page.evaluate(() => document.getElementById('s').tiles.join(' '));
    assert.ok(Date.now() - began < WASM_DELAY_MS, 'played before the .wasm arrived');
    await page.evaluate(() => document.getElementById('s').ready);
    assert.ok(Date.now() - began >= WASM_DELAY_MS);
    assert.equal(
      await page.evaluate(() => document.getElementById('s').tiles.join(' ')),
      played,
      'the position played by hand is kept',
    );
    assert.equal(
      await page.evaluate(
        () =>
          document.getElementById('s').shadowRoot.querySelector('button[data-difficulty="easy"]')
            .disabled,
      ),
      false,
    );
    await page.evaluate(() =>
      document.getElementById('s').shadowRoot.querySelector('button.solve').click(),
    );
    await page.waitForFunction(() =>
      /^Found the shortest/.test(
        document.getElementById('s').shadowRoot.querySelector('.search-status').textContent,
      ),
    );
  } finally {
    mode = 'normal';
    await page.close();
  }
});

test('a slow .wasm and a board attribute: that position is drawn before the solver is ready, and stays', async () => {
  mode = 'slow';
  const page = await browser.newPage();
  try {
    const began = Date.now();
    await page.goto(`${site.base}/slow-board.html`);
    await page.waitForFunction(
      () => document.getElementById('b').shadowRoot.querySelectorAll('.tile').length === 16,
      null,
      { timeout: WASM_DELAY_MS - 1000 },
    );
    // The tiles as drawn, in reading order of where they stand on screen.
    const drawn = () =>
      page.evaluate(() =>
        [...document.getElementById('b').shadowRoot.querySelectorAll('.tile')]
          .map((tile) => ({ tile: tile.dataset.tile, box: tile.getBoundingClientRect() }))
          .sort(
            (a, b) =>
              Math.round(a.box.top) - Math.round(b.box.top) ||
              Math.round(a.box.left) - Math.round(b.box.left),
          )
          .map(({ tile }) => tile)
          .join(' '),
      );
    await page.waitForFunction(
      (want) => document.getElementById('b').tiles.join(' ') === want,
      KORF_88,
      { timeout: 2000 },
    );
    assert.equal(await drawn(), KORF_88);
    assert.ok(Date.now() - began < WASM_DELAY_MS, 'drawn before the .wasm arrived');
    await page.evaluate(() => document.getElementById('b').ready);
    assert.equal(
      await page.evaluate(() => document.getElementById('b').tiles.join(' ')),
      KORF_88,
      'the same position once the solver came',
    );
    assert.equal(await drawn(), KORF_88);
  } finally {
    mode = 'normal';
    await page.close();
  }
});

test('a module trap during AUTO SOLVE: one notice with Retry, no "Searching…" left, a shared link still loads, and a new worker solves', async () => {
  mode = 'trap';
  const before = site.count('/js/worker/solver-worker.js');
  const page = await browser.newPage();
  try {
    await page.goto(`${site.base}/trap.html#t=${KORF_88.split(' ').join(',')}`);
    await page.evaluate(() => document.getElementById('t').ready);
    await page.evaluate(() =>
      document.getElementById('t').shadowRoot.querySelector('button.solve').click(),
    );
    await page.waitForFunction(
      () => !document.getElementById('t').shadowRoot.querySelector('.notice').hidden,
      null,
      { timeout: 20000 },
    );
    await page.waitForTimeout(500); // nothing more arrives: one notice, and the status settled
    const notice = await shadow(page, 't', '.notice');
    assert.equal(notice.match(/stopped working/g)?.length, 1, notice);
    assert.match(notice, /Retry$/);
    assert.doesNotMatch(await shadow(page, 't', '.search-status'), /Searching/);
    assert.equal(await shadow(page, 't', 'button.solve'), 'AUTO SOLVE');
    assert.equal(
      await page.evaluate(() => document.getElementById('t').tiles.join(' ')),
      KORF_88,
      'the position is kept',
    );
    // Retry: a new worker, the notice gone, the position still there.
    await page.evaluate(() =>
      document.getElementById('t').shadowRoot.querySelector('.notice-action').click(),
    );
    await page.waitForFunction(
      () => document.getElementById('t').shadowRoot.querySelector('.notice').hidden,
    );
    await page.waitForFunction(() =>
      /running again/i.test(
        document.getElementById('t').shadowRoot.querySelector('.search-status').textContent,
      ),
    );
    assert.equal(await page.evaluate(() => document.getElementById('t').tiles.join(' ')), KORF_88);
    // A shared link opened after the trap (issue 14, item 16): its position loads (the request
    // starts the new worker), the board is never reset to the goal, and the notice goes.
    const LINKED = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15';
    await page.evaluate((board) => {
      location.hash = `t=${board.split(' ').join(',')}`;
    }, LINKED);
    await page.waitForFunction(
      (board) => document.getElementById('t').tiles.join(' ') === board,
      LINKED,
      { timeout: 20000 },
    );
    await page.waitForFunction(
      () => document.getElementById('t').shadowRoot.querySelector('.notice').hidden,
    );
    await page.evaluate(() =>
      document
        .getElementById('t')
        .shadowRoot.querySelector('button[data-difficulty="easy"]')
        .click(),
    );
    await page.waitForFunction(
      (board) => document.getElementById('t').tiles.join(' ') !== board,
      LINKED,
    );
    await page.evaluate(() =>
      document.getElementById('t').shadowRoot.querySelector('button.solve').click(),
    );
    await page.waitForFunction(
      () =>
        /^Found the shortest/.test(
          document.getElementById('t').shadowRoot.querySelector('.search-status').textContent,
        ),
      null,
      { timeout: 20000 },
    );
    assert.ok(
      trapServed && site.count('/js/worker/solver-worker.js') >= before + 2,
      'a new worker',
    );
  } finally {
    mode = 'normal';
    await page.close();
  }
});

test("the lab's module missing (HTTP 404): the lab says so in words and can run again; the puzzle beside it still solves", async () => {
  mode = 'no-lab';
  const page = await browser.newPage();
  try {
    await page.goto(`${site.base}/no-lab.html`);
    const run = () =>
      page.evaluate(() =>
        document.getElementById('l').shadowRoot.querySelector('button.run').click(),
      );
    const status = () => shadow(page, 'l', '.status');
    await page.waitForFunction(
      () =>
        document.getElementById('l').shadowRoot?.querySelector('button.run') &&
        !document.getElementById('l').shadowRoot.querySelector('button.run').disabled,
    );
    await run();
    await page.waitForFunction(
      () =>
        /not found/.test(
          document.getElementById('l').shadowRoot.querySelector('.status').textContent,
        ),
      null,
      { timeout: 20000 },
    );
    assert.match(await status(), /slide-lab\.wasm/);
    // The page's solver is not affected: the 8-puzzle shuffles and solves.
    await page.evaluate(() =>
      document
        .getElementById('p')
        .shadowRoot.querySelector('button[data-difficulty="easy"]')
        .click(),
    );
    await page.waitForFunction(
      () => document.getElementById('p').tiles.join(' ') !== '1 2 3 4 5 6 7 8 0',
    );
    await page.evaluate(() =>
      document.getElementById('p').shadowRoot.querySelector('button.solve').click(),
    );
    await page.waitForFunction(
      () =>
        /^Found the shortest/.test(
          document.getElementById('p').shadowRoot.querySelector('.search-status').textContent,
        ),
      null,
      { timeout: 20000 },
    );
    // The host fixes its files: the next Run loads the module and counts.
    mode = 'normal';
    const result = page.evaluate(
      () =>
        new Promise((resolve) =>
          document
            .getElementById('l')
            .addEventListener('slide-lab-result', (event) => resolve(event.detail), { once: true }),
        ),
    );
    await run();
    assert.equal((await result).counted, 181440);
  } finally {
    mode = 'normal';
    await page.close();
  }
});

test("the position editor's module missing (HTTP 404): one notice, edit mode left; the next Edit opens it", async () => {
  mode = 'no-editor';
  const page = await browser.newPage();
  try {
    await page.goto(`${site.base}/editor.html`);
    const edit = () =>
      page.evaluate(() => document.getElementById('e').shadowRoot.querySelector('.edit').click());
    await page.waitForFunction(
      () => !document.getElementById('e').shadowRoot?.querySelector('.edit')?.disabled,
    );
    await edit();
    await page.waitForFunction(
      () => !document.getElementById('e').shadowRoot.querySelector('.notice').hidden,
    );
    assert.match(await shadow(page, 'e', '.notice'), /position editor could not be loaded/);
    const pressed = await page.evaluate(() =>
      document.getElementById('e').shadowRoot.querySelector('.edit').getAttribute('aria-pressed'),
    );
    assert.equal(pressed, 'false', 'edit mode left');
    // The host fixes its files: the next Edit loads the editor, showing the board's tiles.
    mode = 'normal';
    await edit();
    await page.waitForFunction(() =>
      document.getElementById('e').shadowRoot.querySelector('.editor:not([hidden]) input'),
    );
    const shown = await page.evaluate(() => {
      const element = document.getElementById('e');
      return [element.shadowRoot.querySelector('.editor input').value, element.tiles.join(' ')];
    });
    assert.equal(shown[0], shown[1]);
  } finally {
    mode = 'normal';
    await page.close();
  }
});
