// worker-modules.test.mjs: the solver worker as ES modules, where loading is asynchronous (issue
// 31): requests that arrive while the worker's entry downloads are kept and answered; a search
// cancelled or replaced while the module that answers it downloads (anytime-requests.js,
// lab-requests.js) gets one answer and nothing after it; a module that fails to download answers
// its request once, in words naming the file, and the next request loads it (in Firefox too, which
// keeps a failed module fetch for the worker's life: the worker asks again by a fresh URL).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  launchFirefox,
  repoRoot,
  startSiteServer,
} from './static-server.mjs';

const HELD_MS = 1500; // how long a held-back module takes to arrive
// Korf & Taylor's first 24-puzzle instance: the anytime search answers it.
const KORF24_1 = '14 21 19 17 15 18 13 12 7 2 1 22 0 4 10 20 11 6 3 23 9 16 5 24 8';

let site, browser, page;
/** @type {Record<string, 'held' | 'missing'>} what happens to each worker module's next download */
let served = {};

before(async () => {
  site = await startSiteServer({
    pages: { '/blank.html': '<!doctype html><title>worker modules</title>' },
    override: (pathname) => {
      const file = pathname.startsWith('/js/worker/') ? pathname.slice('/js/worker/'.length) : '';
      const how = served[file];
      if (!how) return null;
      delete served[file]; // once: a later download is the real file
      if (how === 'missing') return { status: 404, body: 'not here', type: 'text/plain' };
      const body = readFileSync(path.join(repoRoot, 'web/js/worker', file));
      return { status: 200, body, type: 'text/javascript', delayMs: HELD_MS };
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.goto(`${site.base}/blank.html`);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

// Runs `body` in the page (Chromium's, or another browser's `tab`) with a worker started as the
// page starts it; `ctx` sends requests and reads every message received, by request id. The result
// comes back as JSON (Firefox's WebDriver BiDi sends an object met twice as a reference).
async function inWorker(body, tab = page) {
  const json = await tab.evaluate(async (source) => {
    const { startSolverWorker } = await import('/js/worker/worker-start.js');
    const { worker } = startSolverWorker();
    const log = new Map();
    worker.onmessage = ({ data }) => log.set(data.id, [...(log.get(data.id) ?? []), data]);
    const ctx = {
      send: (message) => worker.postMessage(message),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      messages: (id) => log.get(id) ?? [],
      terminal: (id) => ctx.messages(id).filter((m) => m.type === 'done' || m.type === 'error'),
      until: async (check, what, ms = 30000) => {
        for (const began = performance.now(); !check(); await ctx.sleep(20))
          if (performance.now() - began > ms) throw new Error(`timed out waiting for ${what}`);
      },
    };
    try {
      return JSON.stringify(
        await new Function('ctx', `return (async () => { ${source} })();`)(ctx),
      );
    } finally {
      worker.terminate();
    }
  }, body);
  return JSON.parse(json);
}

test("requests that arrive while the worker's entry module downloads are kept, then answered once each", async () => {
  served = { 'solver-worker.js': 'held' };
  const r = await inWorker(`
    ctx.send({ id: 1, type: 'puzzle', puzzle: '8' });
    await ctx.sleep(${HELD_MS / 3});
    ctx.send({ id: 2, type: 'check', puzzle: '15', board: '1 2 3' });
    ctx.send({ id: 3, type: 'bogus' });
    const sent = performance.now();
    await ctx.until(() => [1, 2, 3].every((id) => ctx.terminal(id).length), 'the answers');
    const waited = performance.now() - sent;
    await ctx.sleep(200);
    return { waited, terminal: [1, 2, 3].map(ctx.terminal) };
  `);
  assert.ok(r.waited > HELD_MS / 2, `answered ${r.waited} ms after: the entry was held back`);
  assert.deepEqual(
    r.terminal.map((t) => t.length),
    [1, 1, 1],
  );
  assert.equal(r.terminal[0][0].result.cells, 9);
  assert.match(r.terminal[1][0].message, /expected 16 tiles/);
  assert.match(r.terminal[2][0].message, /unknown request type/);
});

test('a search cancelled or replaced while the module that answers it downloads: one answer, nothing after it, and the module then serves the next', async () => {
  served = { 'anytime-requests.js': 'held', 'lab-requests.js': 'held' };
  const r = await inWorker(`
    ctx.send({ id: 1, type: 'solve', owner: 'a', puzzle: '24', board: '${KORF24_1}', timeLimit: 1 });
    ctx.send({ id: 2, type: 'layers', owner: 'b', puzzle: '8', board: '1 2 3 4 5 6 7 8 0' });
    await ctx.sleep(${HELD_MS / 3});
    ctx.send({ id: 3, type: 'cancel', target: 1 });
    ctx.send({ id: 4, type: 'layers', owner: 'b', puzzle: '8', board: '1 2 3 4 5 6 7 8 0' }); // replaces id 2
    await ctx.until(() => [3, 4].every((id) => ctx.terminal(id).length), 'the layers', 60000);
    await ctx.sleep(${HELD_MS});
    ctx.send({ id: 5, type: 'solve', owner: 'a', puzzle: '24', board: '${KORF24_1}', timeLimit: 0.5 });
    await ctx.until(() => ctx.terminal(5).length, 'the next anytime solve');
    await ctx.sleep(200);
    return { all: [1, 2, 3, 4, 5].map(ctx.messages), terminal: [1, 2, 3, 4, 5].map(ctx.terminal) };
  `);
  assert.deepEqual(
    r.terminal.map((t) => t.length),
    [1, 1, 1, 1, 1],
    JSON.stringify(r.terminal).slice(0, 2000),
  );
  assert.equal(r.terminal[0][0].kind, 'cancelled');
  assert.equal(r.all[0].length, 1, 'nothing after the cancelled answer');
  assert.equal(r.terminal[1][0].kind, 'cancelled');
  assert.match(r.terminal[1][0].message, /replaced/);
  assert.equal(r.all[1].length, 1, 'nothing after the replaced answer');
  assert.equal(
    r.terminal[3][0].result.layers.reduce((a, b) => a + b, 0),
    181440,
    "the newer lab request is answered by lab-requests.js once it arrived: the 8-puzzle's 9!/2",
  );
  assert.equal(r.terminal[4][0].type, 'done');
  assert.equal(r.terminal[4][0].result.anytime, true);
});

// Two tables requests wait on a missing table-cache.js; a third, once they are answered, loads it.
const MISSING_THEN_LOADED = `
    ctx.send({ id: 1, type: 'tables', puzzle: '15' });
    ctx.send({ id: 2, type: 'tables', puzzle: '15' }); // joins the first, waiting for the same file
    await ctx.until(() => [1, 2].every((id) => ctx.terminal(id).length), 'the failures');
    ctx.send({ id: 3, type: 'tables', puzzle: '15' });
    await ctx.until(() => ctx.messages(3).length, 'the next request to be under way');
    ctx.send({ id: 4, type: 'cancel', target: 3 });
    await ctx.until(() => ctx.terminal(3).length, 'the cancel');
    await ctx.sleep(200);
    return { all: [1, 2, 3].map(ctx.messages), terminal: [1, 2, 3].map(ctx.terminal) };
  `;
/** @param {{ all: any[][], terminal: any[][] }} r */
function assertMissingThenLoaded(r) {
  assert.deepEqual(
    r.terminal.map((t) => t.length),
    [1, 1, 1],
    'one answer each',
  );
  for (const [answer] of r.terminal.slice(0, 2)) {
    assert.equal(answer.kind, 'error');
    assert.equal(answer.code, 'load-failed');
    assert.match(answer.message, /table-cache\.js/);
  }
  assert.ok(
    r.all[2].some((m) => m.type === 'progress' && m.phase === 'loading'),
    'table-cache.js loaded the second time: it reported the load from IndexedDB',
  );
  assert.equal(r.terminal[2][0].kind, 'cancelled');
}

test('a module that fails to download answers its request once, naming the file, and the next request loads it', async () => {
  served = { 'table-cache.js': 'missing' };
  assertMissingThenLoaded(await inWorker(MISSING_THEN_LOADED));
});

test('in Firefox, which keeps a failed module fetch, the next request loads the module too', async () => {
  served = { 'table-cache.js': 'missing' };
  const firefox = await launchFirefox();
  try {
    const tab = await firefox.newPage();
    await tab.goto(`${site.base}/blank.html`);
    assertMissingThenLoaded(await inWorker(MISSING_THEN_LOADED, tab));
  } finally {
    await firefox.close();
  }
});
