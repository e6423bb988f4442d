// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// One solver for the whole page (issue 11): every <slide-puzzle> shares one worker, one module
// download and one table build per puzzle; each element's searches stay its own; tables are
// prepared only on demand or in view; a lost worker is replaced (issue 14, item 15).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer } from './static-server.mjs';

// Korf's hardest: far longer than this test with linear conflict
const KORF_60 = '0 8 10 6 11 7 9 1 12 4 13 14 15 3 2 5';
const KORF_88 = '12 10 6 0 9 8 13 15 11 7 3 2 5 4 14 1'; // minutes with linear conflict
const link = (board) => board.split(' ').join(',');
const head =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>service test</title><script type="module" src="/js/element/slide-puzzle.js"></script></head><body>';
const PAGES = {
  '/two.html': `${head}<slide-puzzle id="a" puzzle="15" tables="manual"></slide-puzzle><slide-puzzle id="b" puzzle="3x3+1"></slide-puzzle></body></html>`,
  '/race.html': `${head}<slide-puzzle id="a" puzzle="15" share-key="a" tables="manual"></slide-puzzle>
    <slide-puzzle id="b" puzzle="15" share-key="b" tables="manual"></slide-puzzle><slide-puzzle id="c" puzzle="3x3+1"></slide-puzzle></body></html>`,
  '/manual.html': `${head}<slide-puzzle id="m" puzzle="15" tables="manual"></slide-puzzle></body></html>`,
  '/far.html': `${head}<div style="height:4000px">long text</div><slide-puzzle id="far" puzzle="15"></slide-puzzle>
    <div style="height:4000px">more text</div><slide-puzzle id="far2" puzzle="15"></slide-puzzle></body></html>`,
};

let site, browser, context;

// Before the page's scripts: keeps every Worker made, and logs what goes to and comes from it.
function instrument() {
  window.__workers = [];
  window.__posted = [];
  window.__received = [];
  const NativeWorker = Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.index = window.__workers.length;
      this.terminated = false;
      window.__workers.push(this);
      this.addEventListener('message', (event) =>
        window.__received.push({ worker: this.index, type: event.data?.type, id: event.data?.id }),
      );
    }
    postMessage(message, ...rest) {
      window.__posted.push({
        worker: this.index,
        type: message?.type,
        owner: message?.owner,
        id: message?.id,
        target: message?.target,
      });
      return super.postMessage(message, ...rest);
    }
    terminate() {
      this.terminated = true;
      return super.terminate();
    }
  };
}

before(async () => {
  site = await startSiteServer({ pages: PAGES });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function open(pathname) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.base}${pathname}`);
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
  );
  return { page, errors };
}

// Presses a button inside an element from script (no scrolling: visibility is under test).
const press = (page, id, selector) =>
  page.evaluate(
    ([id, selector]) => document.getElementById(id).shadowRoot.querySelector(selector).click(),
    [id, selector],
  );
const nodes = (page, id) =>
  page.evaluate(
    (id) =>
      Number(
        document
          .getElementById(id)
          .shadowRoot.querySelector('[data-stat="nodes"] .value')
          .textContent.replace(/[^0-9]/g, '') || 0,
      ),
    id,
  );
const tilesOf = (page, id) =>
  page.evaluate((id) => document.getElementById(id).tiles.join(' '), id);
const phase = (page, id) =>
  page.evaluate(
    (id) => document.getElementById(id).shadowRoot.querySelector('.tables-status').dataset.phase,
    id,
  );
const posted = (page, type) =>
  page.evaluate((type) => window.__posted.filter((message) => message.type === type), type);

test('two elements in the markup and one added by script: one worker, one module download and compile', async () => {
  const before = {
    wasm: site.count('/wasm/slide.wasm'),
    glue: site.count('/wasm/slide.mjs'),
    worker: site.count('/js/worker/solver-worker.js'),
  };
  const { page, errors } = await open('/two.html');
  await page.evaluate(() => {
    const element = document.createElement('slide-puzzle');
    element.id = 'c';
    element.setAttribute('puzzle', '8');
    document.body.append(element);
    return element.ready.then(() => null);
  });
  // Each one works on its own: a shuffle lands on each board.
  for (const id of ['a', 'b', 'c']) {
    const start = await tilesOf(page, id);
    await press(page, id, 'button[data-difficulty="normal"]');
    await page.waitForFunction(
      ([id, start]) => document.getElementById(id).tiles.join(' ') !== start,
      [id, start],
    );
  }
  assert.equal(
    await page.evaluate(() => window.__workers.length),
    1,
    'one worker for three elements',
  );
  assert.equal(site.count('/wasm/slide.wasm') - before.wasm, 1, 'one .wasm download');
  assert.equal(site.count('/wasm/slide.mjs') - before.glue, 1, 'one glue download');
  assert.equal(
    site.count('/js/worker/solver-worker.js') - before.worker,
    1,
    'one worker script download',
  );
  const owners = new Set(
    (await page.evaluate(() => window.__posted))
      .filter((m) => m.type === 'scramble')
      .map((m) => m.owner),
  );
  assert.equal(owners.size, 3, 'each element asks as itself');
  assert.deepEqual(errors, []);

  // Removing every element lets the worker go only after a grace period; one back in time keeps it.
  await page.evaluate(() => {
    window.__kept = [...document.querySelectorAll('slide-puzzle')];
    for (const element of window.__kept) element.remove();
  });
  await page.waitForTimeout(1000);
  assert.equal(await page.evaluate(() => window.__workers[0].terminated), false);
  await page.evaluate(() => document.body.append(window.__kept[1]));
  await press(page, 'b', 'button[data-difficulty="easy"]');
  await page.waitForTimeout(300);
  await page.evaluate(() => window.__kept[1].remove());
  await page.waitForFunction(() => window.__workers[0].terminated, null, { timeout: 10000 });
  assert.equal(
    await page.evaluate(() => window.__workers.length),
    1,
    'the element came back within the grace period: no new worker',
  );
  // After the grace period a returning element starts a fresh worker, and works.
  await page.evaluate(() => document.body.append(window.__kept[2]));
  const start = await tilesOf(page, 'c');
  await press(page, 'c', 'button[data-difficulty="normal"]');
  await page.waitForFunction(
    ([start]) => document.getElementById('c').tiles.join(' ') !== start,
    [start],
  );
  assert.equal(await page.evaluate(() => window.__workers.length), 2);
  await page.close();
});

test('two elements solving at once both show live progress; a third plays smoothly; removing one leaves the other running', async () => {
  const page = await context.newPage();
  await page.goto(`${site.base}/race.html#a=${link(KORF_88)}&b=${link(KORF_60)}`);
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
  );
  assert.equal(await tilesOf(page, 'a'), KORF_88);
  assert.equal(await tilesOf(page, 'b'), KORF_60);
  await press(page, 'a', 'button.solve');
  await press(page, 'b', 'button.solve');
  await page.waitForFunction(() =>
    ['a', 'b'].every((id) =>
      /\d/.test(
        document.getElementById(id).shadowRoot.querySelector('[data-stat="nodes"] .value')
          .textContent,
      ),
    ),
  );
  // Frame gaps from here while the third element shuffles, solves and plays its solution.
  await page.evaluate(() => {
    window.__frames = { max: 0, count: 0, last: performance.now(), running: true };
    const tick = (now) => {
      if (!window.__frames.running) return;
      window.__frames.max = Math.max(window.__frames.max, now - window.__frames.last);
      window.__frames.last = now;
      window.__frames.count += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const first = { a: await nodes(page, 'a'), b: await nodes(page, 'b') };
  const goalC = await tilesOf(page, 'c');
  await press(page, 'c', 'button[data-difficulty="normal"]');
  await page.waitForFunction(
    (goal) => document.getElementById('c').tiles.join(' ') !== goal,
    goalC,
  );
  await press(page, 'c', 'button.solve');
  await page.waitForFunction(
    (goal) => document.getElementById('c').tiles.join(' ') === goal,
    goalC,
    { timeout: 30000 },
  );
  const frames = await page.evaluate(() => {
    window.__frames.running = false;
    return window.__frames;
  });
  const second = { a: await nodes(page, 'a'), b: await nodes(page, 'b') };
  assert.ok(
    second.a > first.a && second.b > first.b,
    `both searches advance: ${JSON.stringify({ first, second })}`,
  );
  assert.ok(
    frames.count > 20 && frames.max < 100,
    `longest frame gap while the third element played: ${frames.max.toFixed(0)} ms over ${frames.count} frames`,
  );

  // Remove a mid-solve: its search is cancelled in the worker; b's goes on, unanswered so far.
  const solves = await posted(page, 'solve');
  const solveOf = Object.fromEntries(['a', 'b'].map((id, i) => [id, solves[i]]));
  await page.evaluate(() => document.getElementById('a').remove());
  const atRemoval = await nodes(page, 'b');
  await page.waitForTimeout(1500);
  const later = await nodes(page, 'b');
  assert.ok(later > atRemoval, `b keeps searching after a was removed: ${atRemoval} -> ${later}`);
  const cancels = await posted(page, 'cancel');
  assert.ok(
    cancels.some((m) => m.target === solveOf.a.id),
    "a's search was cancelled in the worker",
  );
  assert.ok(!cancels.some((m) => m.target === solveOf.b.id), "b's was not");
  const endedB = await page.evaluate(
    (id) =>
      window.__received.filter((m) => m.id === id && (m.type === 'done' || m.type === 'error'))
        .length,
    solveOf.b.id,
  );
  assert.equal(endedB, 0, "b's search has had no end message");
  assert.equal(
    await page.evaluate(
      () => document.getElementById('b').shadowRoot.querySelector('button.solve').textContent,
    ),
    'Searching…',
  );
  await press(page, 'b', 'button.cancel');
  await page.close();
});

test('tables are prepared only when a search wants them or the element comes into view, once per puzzle', async () => {
  const { page } = await open('/far.html');
  await page.waitForTimeout(1500);
  assert.deepEqual(
    await posted(page, 'tables'),
    [],
    'nothing prepared for puzzles the reader has not seen',
  );
  assert.equal(await phase(page, 'far'), 'idle');
  // A search (started from script, the element still out of view) wants them.
  await press(page, 'far', 'button[data-difficulty="easy"]');
  await page.waitForFunction(
    () =>
      document.getElementById('far').tiles.join(' ') !== '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
  );
  await press(page, 'far', 'button.solve');
  await page.waitForFunction(() => window.__posted.some((m) => m.type === 'tables'));
  await page.waitForFunction(
    () =>
      document.getElementById('far').shadowRoot.querySelector('.tables-status').dataset.phase ===
      'ready',
    null,
    { timeout: 120000 },
  );
  // The other 15-puzzle of the page, never seen, has them too without asking: one load or build.
  await page.waitForFunction(
    () =>
      document.getElementById('far2').shadowRoot.querySelector('.tables-status').dataset.phase ===
      'ready',
  );
  const tables = await posted(page, 'tables');
  assert.equal(tables.length, 1, 'one request for the tables');
  assert.equal(
    await page.evaluate(() => window.__received.filter((m) => m.type === 'installed').length),
    1,
    'one load or build',
  );
  await page.close();

  // Scrolling an element into view prepares them.
  const second = await open('/far.html');
  await second.page.waitForTimeout(1000);
  assert.deepEqual(await posted(second.page, 'tables'), []);
  await second.page.evaluate(() => document.getElementById('far2').scrollIntoView());
  await second.page.waitForFunction(() => window.__posted.some((m) => m.type === 'tables'), null, {
    timeout: 5000,
  });
  await second.page.waitForFunction(
    () =>
      document.getElementById('far2').shadowRoot.querySelector('.tables-status').dataset.phase ===
      'ready',
    null,
    { timeout: 120000 },
  );
  await second.page.close();
});

test('tables="manual": nothing is prepared, even for a search, until the reader presses Build', async () => {
  const { page } = await open('/manual.html');
  await press(page, 'm', 'button[data-difficulty="easy"]');
  await page.waitForFunction(
    () => document.getElementById('m').tiles.join(' ') !== '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0',
  );
  await press(page, 'm', 'button.solve');
  await page.waitForFunction(() =>
    /^Found the shortest/.test(
      document.getElementById('m').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await page.waitForTimeout(500);
  assert.deepEqual(await posted(page, 'tables'), []);
  assert.equal(await phase(page, 'm'), 'idle');
  await press(page, 'm', '.tables-action');
  await page.waitForFunction(
    () =>
      document.getElementById('m').shadowRoot.querySelector('.tables-status').dataset.phase ===
      'ready',
    null,
    { timeout: 120000 },
  );
  assert.equal((await posted(page, 'tables')).length, 1);
  await page.close();
});

test('a worker terminated mid-solve: one error answer, a notice with Retry, the position kept, and the next solve runs in a new worker', async () => {
  const page = await context.newPage();
  await page.goto(`${site.base}/race.html#a=${link(KORF_88)}`);
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
  );
  await press(page, 'a', 'button.solve');
  await page.waitForFunction(() =>
    /\d/.test(
      document.getElementById('a').shadowRoot.querySelector('[data-stat="nodes"] .value')
        .textContent,
    ),
  );
  await page.evaluate(() => window.__workers[0].terminate());
  await page.waitForFunction(
    () => !document.getElementById('a').shadowRoot.querySelector('.notice').hidden,
    null,
    { timeout: 15000 },
  );
  const notice = await page.evaluate(() =>
    document
      .getElementById('a')
      .shadowRoot.querySelector('.notice')
      .textContent.replace(/\s+/g, ' ')
      .trim(),
  );
  assert.match(notice, /stopped working/);
  assert.match(notice, /Retry$/);
  assert.equal(await tilesOf(page, 'a'), KORF_88, 'the position is kept');
  assert.equal(
    await page.evaluate(
      () => document.getElementById('a').shadowRoot.querySelector('button.solve').textContent,
    ),
    'AUTO SOLVE',
  );
  await press(page, 'a', '.notice-action');
  await press(page, 'a', 'button.solve');
  await page.waitForFunction(() => window.__workers.length === 2);
  const before = await nodes(page, 'a');
  await page.waitForTimeout(1500);
  assert.ok((await nodes(page, 'a')) > before, 'the new search runs');
  // The other element, idle when the worker died, works with the new one.
  const goal = await tilesOf(page, 'c');
  await press(page, 'c', 'button[data-difficulty="easy"]');
  await page.waitForFunction((goal) => document.getElementById('c').tiles.join(' ') !== goal, goal);
  await press(page, 'a', 'button.cancel');
  await page.close();
});

test('the bridges: a lost worker rejects every request under way once, of every element, and the next request starts a new one', async () => {
  const { page } = await open('/manual.html');
  const r = await page.evaluate(async (board) => {
    const { SolverBridge } = await import('/js/worker/solver-bridge.js');
    const [x, y] = [new SolverBridge(), new SolverBridge()];
    await x.ready;
    const settled = [];
    const follow = (promise, name) =>
      promise.then(
        () => settled.push(`${name}: done`),
        (error) => settled.push(`${name}: ${error.kind}: ${error.message}`),
      );
    const started = [
      follow(x.solve('15', board, { heuristic: 'manhattan' }, { onProgress: () => {} }), 'x solve'),
      follow(y.solve('15', board, { heuristic: 'manhattan' }), 'y solve'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 500));
    window.__workers.at(-1).terminate();
    const t0 = performance.now();
    await Promise.all(started);
    const noticedMs = performance.now() - t0;
    const info = await y.puzzle('8');
    x.terminate();
    y.terminate();
    return { settled, noticedMs, cells: info.cells, workers: window.__workers.length };
  }, KORF_88);
  assert.equal(r.settled.length, 2);
  for (const line of r.settled)
    assert.match(
      line,
      /: error: The solver stopped working \(its worker ended\)\. It starts again on the next request\.$/,
    );
  assert.ok(r.noticedMs < 8000, `noticed after ${r.noticedMs.toFixed(0)} ms`);
  assert.equal(r.cells, 9);
  assert.equal(r.workers, 2);
  await page.close();
});
