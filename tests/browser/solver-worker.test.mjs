// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// The worker protocol in a real browser: progress during a long search, cancel, the latest request
// wins, exactly one terminal message per request, queueing before the module is ready.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startStaticServer } from './static-server.mjs';

let server, browser, page, base;

before(async () => {
  server = await startStaticServer();
  base = server.base;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS, // launch() gives each run a fresh temporary profile
  });
  page = await browser.newPage();
  // any page of the origin; the test imports modules itself
  await page.goto(`${base}/js/worker/solver-bridge.js`);
});

after(async () => {
  await browser?.close();
  server?.stop();
});

// Runs `body` in the page with a raw Worker that records every message per request id.
function inPage(body, arg) {
  return page.evaluate(
    async ({ source, arg }) => {
      // Started as the page starts it: a blob bootstrap that gives the worker its files' URLs.
      const { startSolverWorker } = await import('/js/worker/worker-start.js');
      const { worker } = startSolverWorker();
      const log = new Map();
      const waiters = [];
      worker.onmessage = ({ data }) => {
        if (!log.has(data.id)) log.set(data.id, []);
        log.get(data.id).push(data);
        waiters.forEach((w) => w());
      };
      const send = (message) => worker.postMessage(message);
      const until = (predicate, ms = 20000) =>
        new Promise((resolve, reject) => {
          const started = performance.now();
          const check = () => {
            if (predicate()) {
              resolve();
              return true;
            }
            if (performance.now() - started > ms) {
              reject(new Error('timed out'));
              return true;
            }
            return false;
          };
          if (check()) return;
          const waiter = () => {
            if (check()) waiters.splice(waiters.indexOf(waiter), 1);
          };
          waiters.push(waiter);
          setTimeout(waiter, ms + 10);
        });
      const ended = (id) =>
        (log.get(id) || []).some((m) => m.type === 'done' || m.type === 'error');
      const terminal = (id) =>
        (log.get(id) || []).filter((m) => m.type === 'done' || m.type === 'error');
      const progress = (id) => (log.get(id) || []).filter((m) => m.type === 'progress');
      try {
        // eslint-disable-next-line no-new-func
        return await new Function('ctx', `return (async () => { ${source} })();`)({
          send,
          until,
          ended,
          terminal,
          progress,
          arg,
          log,
        });
      } finally {
        worker.terminate();
      }
    },
    { source: body, arg },
  );
}

const HARD = '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2'; // Korf #1 in our goal: minutes with Manhattan

test('requests sent before the module is ready are answered, once each', async () => {
  const result = await inPage(`
    ctx.send({ id: 1, type: 'puzzle', puzzle: '15' });
    ctx.send({ id: 2, type: 'check', puzzle: '15', board: '1 2 3' });
    ctx.send({ id: 3, type: 'bogus' });
    ctx.send({ id: 4, type: 'solvability', puzzle: '3x3+1', board: [5, 1, 2, 3, 4, 0, 6, 7, 8, 9] });
    await ctx.until(() => [1, 2, 3, 4].every(ctx.ended));
    await new Promise((r) => setTimeout(r, 200));
    return [1, 2, 3, 4].map((id) => ctx.terminal(id));
  `);
  assert.deepEqual(
    result.map((t) => t.length),
    [1, 1, 1, 1],
  );
  assert.equal(result[0][0].type, 'done');
  assert.equal(result[0][0].result.cells, 16);
  assert.equal(result[1][0].kind, 'invalid');
  assert.match(result[1][0].message, /expected 16 tiles/);
  assert.match(result[2][0].message, /unknown request type/);
  assert.equal(result[3][0].result.solvable, false);
  assert.match(result[3][0].result.reason, /dead end/);
});

test('a long solve reports progress at least 5 times a second and cancel stops it within 100 ms', async () => {
  const r = await inPage(
    `
    ctx.send({ id: 1, type: 'solve', puzzle: '15', board: ctx.arg, heuristic: 'manhattan' });
    await ctx.until(() => ctx.progress(1).length >= 12);
    const first = ctx.progress(1)[0], last = ctx.progress(1).at(-1);
    const rate = (ctx.progress(1).length - 1) / ((last.elapsedMs - first.elapsedMs) / 1000 || 1);
    const sent = performance.now();
    ctx.send({ id: 2, type: 'cancel' });
    await ctx.until(() => ctx.ended(1));
    const latency = performance.now() - sent;
    await new Promise((r) => setTimeout(r, 300));
    return { latency, terminal: ctx.terminal(1), progress: ctx.progress(1), afterCancel: ctx.log.get(1).length, rate,
             cancelReply: ctx.terminal(2) };
  `,
    HARD,
  );
  assert.ok(r.latency < 100, `cancel took ${r.latency} ms`);
  assert.equal(r.terminal.length, 1);
  assert.equal(r.terminal[0].kind, 'cancelled');
  assert.equal(r.cancelReply[0].type, 'done');
  const nodes = r.progress.map((p) => p.nodes);
  assert.ok(
    nodes.every((n, i) => i === 0 || n > nodes[i - 1]),
    'node counts grow',
  );
  assert.ok(r.progress.every((p) => p.threshold >= 41 && p.nodesPerSecond > 0));
  // Progress is spaced by the worker's clock at ~16 ms; elapsedMs is search time only, so the
  // wall-clock rate is what counts: 12 messages arrived within the until() above.
  assert.ok(r.progress.length >= 12);
});

test('a newer solve replaces the older one, which ends as cancelled', async () => {
  const r = await inPage(
    `
    ctx.send({ id: 1, type: 'solve', puzzle: '15', board: ctx.arg, heuristic: 'manhattan' });
    await ctx.until(() => ctx.progress(1).length >= 1);
    ctx.send({ id: 2, type: 'solve', puzzle: '8', board: '8 6 7 2 5 4 3 0 1' });
    await ctx.until(() => ctx.ended(1) && ctx.ended(2));
    await new Promise((r) => setTimeout(r, 300));
    return { one: ctx.terminal(1), two: ctx.terminal(2), late: ctx.log.get(1).filter((m, i, all) => i > all.findIndex((x) => x.type === 'error')) };
  `,
    HARD,
  );
  assert.equal(r.one.length, 1);
  assert.equal(r.one[0].kind, 'cancelled');
  assert.equal(r.two.length, 1);
  assert.equal(r.two[0].result.length, 31);
  assert.equal(r.late.length, 0, 'nothing arrives for a request after its end');
});

test('two solves of two owners with one id: each gets one answer (the second is refused)', async () => {
  const r = await inPage(`
    ctx.send({ id: 7, type: 'solve', owner: 'a', puzzle: '8', board: '8 6 7 2 5 4 3 0 1' });
    ctx.send({ id: 7, type: 'solve', owner: 'b', puzzle: '8', board: '8 6 7 2 5 4 3 0 1' });
    await ctx.until(() => ctx.terminal(7).length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    return ctx.terminal(7);
  `);
  assert.equal(r.length, 2, 'one answer per request');
  assert.deepEqual(r.map((m) => m.type).sort(), ['done', 'error']);
  const refused = r.find((m) => m.type === 'error');
  assert.equal(refused.code, 'duplicate-id');
  assert.equal(r.find((m) => m.type === 'done').result.length, 31);
});

test('searches of two owners run side by side, each with its own progress; a cancel of one owner leaves the other', async () => {
  const r = await inPage(
    `
    ctx.send({ id: 1, type: 'solve', owner: 'x', puzzle: '15', board: ctx.arg, heuristic: 'manhattan' });
    ctx.send({ id: 2, type: 'solve', owner: 'y', puzzle: '15', board: ctx.arg, heuristic: 'manhattan' });
    await ctx.until(() => ctx.progress(1).length >= 5 && ctx.progress(2).length >= 5);
    const before = { one: ctx.progress(1).length, two: ctx.progress(2).length };
    ctx.send({ id: 3, type: 'cancel', owner: 'x' });
    await ctx.until(() => ctx.ended(1));
    const atCancel = ctx.progress(2).length;
    await new Promise((r) => setTimeout(r, 500));
    const nodes = ctx.progress(2).map((p) => p.nodes);
    ctx.send({ id: 4, type: 'solve', owner: 'y', puzzle: '8', board: '8 6 7 2 5 4 3 0 1' });
    await ctx.until(() => ctx.ended(2) && ctx.ended(4));
    return { before, atCancel, after: ctx.progress(2).length, nodes, one: ctx.terminal(1), two: ctx.terminal(2), four: ctx.terminal(4) };
  `,
    HARD,
  );
  assert.ok(r.before.one >= 5 && r.before.two >= 5);
  assert.equal(r.one.length, 1);
  assert.equal(r.one[0].kind, 'cancelled');
  assert.ok(r.after > r.atCancel, "y's search went on after x's was cancelled");
  assert.ok(
    r.nodes.every((n, i) => i === 0 || n > r.nodes[i - 1]),
    "y's node counts grow",
  );
  // A newer search of the same owner replaces its older one, as before.
  assert.equal(r.two.length, 1);
  assert.equal(r.two[0].kind, 'cancelled');
  assert.equal(r.four[0].result.length, 31);
});

test("two requests for one puzzle's tables share one build; cancelling one leaves the other", async () => {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const r = indexedDB.deleteDatabase('slide-tables');
        r.onsuccess = r.onerror = resolve;
      }),
  );
  const r = await inPage(`
    ctx.send({ id: 1, type: 'tables', owner: 'x', puzzle: '15' });
    ctx.send({ id: 2, type: 'tables', owner: 'y', puzzle: '15' });
    await ctx.until(() => [1, 2].every((id) => ctx.progress(id).some((p) => p.phase === 'building' && p.progress > 0.02)));
    ctx.send({ id: 3, type: 'cancel', owner: 'x', target: 1 });
    await ctx.until(() => ctx.ended(1));
    await ctx.until(() => ctx.ended(2), 180000);
    return { one: ctx.terminal(1), two: ctx.terminal(2), installed: (ctx.log.get(undefined) || []).filter((m) => m.type === 'installed'),
             building: ctx.progress(2).filter((p) => p.phase === 'building').map((p) => p.progress) };
  `);
  assert.equal(r.one.length, 1);
  assert.equal(r.one[0].kind, 'cancelled');
  assert.equal(r.two.length, 1);
  assert.equal(r.two[0].result.source, 'built');
  assert.ok(
    r.building.every((p, i) => i === 0 || p >= r.building[i - 1]),
    'one build: its progress only goes up',
  );
  assert.equal(r.installed.length, 1, 'installed once, announced to the page');
  assert.equal(r.installed[0].puzzle, '15');
});

test('unsolvable solves are refused at once; hints give the next optimal move', async () => {
  const r = await inPage(`
    const t0 = performance.now();
    ctx.send({ id: 1, type: 'solve', puzzle: '15', board: '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0' });
    await ctx.until(() => ctx.ended(1));
    const refusedIn = performance.now() - t0;
    ctx.send({ id: 2, type: 'hint', puzzle: '8', board: '1 2 3 4 5 6 7 0 8' });
    ctx.send({ id: 3, type: 'scramble', puzzle: '15', moves: 30, seed: 5 });
    await ctx.until(() => ctx.ended(2) && ctx.ended(3));
    return { refusedIn, one: ctx.terminal(1)[0], hint: ctx.terminal(2)[0], scramble: ctx.terminal(3)[0] };
  `);
  assert.equal(r.one.kind, 'unsolvable');
  assert.match(r.one.message, /inversion/);
  assert.equal(r.hint.result.cell, 8);
  assert.equal(r.hint.result.tile, 8);
  assert.equal(r.hint.result.blankDirection, 'R'); // the core's letters: the blank moves right
  assert.equal(r.hint.result.tileDirection, 'L'); // and tile 8 slides left into it
  assert.equal(r.hint.result.distance, 1);
  assert.equal(r.scramble.result.board.length, 16);
});

test('the bridge: promises, progress callback and AbortSignal', async () => {
  const r = await page.evaluate(async (hard) => {
    const { SolverBridge } = await import('/js/worker/solver-bridge.js');
    const bridge = new SolverBridge();
    await bridge.ready;
    const info = await bridge.puzzle('3x3+1');
    const solved = await bridge.solve(
      '3x3+1',
      (await bridge.scramble('3x3+1', { random: true, seed: 2 })).board,
    );
    const controller = new AbortController();
    const seen = [];
    const long = bridge
      .solve(
        '15',
        hard,
        { heuristic: 'manhattan' },
        {
          signal: controller.signal,
          onProgress: (p) => {
            seen.push(p.nodes);
            if (seen.length === 3) controller.abort();
          },
        },
      )
      .then(
        () => 'finished',
        (e) => e.kind,
      );
    const outcome = await long;
    const invalid = await bridge.check('15', '1 2 2').catch((e) => `${e.kind}: ${e.message}`);
    const after = await bridge.evaluate('15', '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
    bridge.terminate();
    return {
      reachable: info.reachable,
      length: solved.length,
      outcome,
      seen: seen.length,
      invalid,
      after,
    };
  }, HARD);
  assert.equal(r.reachable, 201600);
  assert.ok(r.length >= 0);
  assert.equal(r.outcome, 'aborted');
  assert.equal(r.seen, 3);
  assert.match(r.invalid, /^invalid: expected 16 tiles/);
  assert.equal(r.after.manhattan, 1);
  assert.equal(r.after['linear-conflict'], 1);
});

test('pattern databases: built once with progress, kept in IndexedDB, checked, and used', async () => {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const r = indexedDB.deleteDatabase('slide-tables');
        r.onsuccess = r.onerror = resolve;
      }),
  );
  // Before the tables exist a "pdb" solve still runs, on the strongest heuristic that is ready.
  const early = await inPage(`
    ctx.send({ id: 1, type: 'solve', puzzle: '15', board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', heuristic: 'pdb' });
    await ctx.until(() => ctx.ended(1));
    return ctx.terminal(1)[0];
  `);
  assert.equal(early.result.heuristic, 'linear-conflict');
  assert.equal(early.result.fallbackFrom, 'pdb');

  // A cancelled build ends as cancelled and leaves nothing behind.
  const cancelled = await inPage(`
    ctx.send({ id: 1, type: 'tables', puzzle: '15' });
    await ctx.until(() => ctx.progress(1).some((p) => p.phase === 'building' && p.progress > 0.05));
    ctx.send({ id: 2, type: 'cancel', target: 1 });
    await ctx.until(() => ctx.ended(1));
    ctx.send({ id: 3, type: 'puzzle', puzzle: '15' });
    await ctx.until(() => ctx.ended(3));
    return { end: ctx.terminal(1)[0], info: ctx.terminal(3)[0].result };
  `);
  assert.equal(cancelled.end.kind, 'cancelled');
  assert.equal(cancelled.info.tables.installed, false);

  // First visit: built in the worker, with progress, while the page's thread stays free.
  const first = await inPage(
    `
    const t0 = performance.now();
    ctx.send({ id: 1, type: 'tables', puzzle: '15' });
    await ctx.until(() => ctx.ended(1), 120000);
    ctx.send({ id: 2, type: 'solve', puzzle: '15', board: ctx.arg });
    await ctx.until(() => ctx.ended(2), 60000);
    ctx.send({ id: 3, type: 'puzzle', puzzle: '15' });
    await ctx.until(() => ctx.ended(3));
    return { done: ctx.terminal(1)[0], wall: performance.now() - t0, progress: ctx.progress(1), solve: ctx.terminal(2)[0],
             heuristics: ctx.terminal(3)[0].result.heuristics };
  `,
    HARD,
  );
  assert.equal(first.done.type, 'done', JSON.stringify(first.done));
  assert.equal(first.done.result.source, 'built');
  assert.equal(first.done.result.stored, true);
  const building = first.progress.filter((p) => p.phase === 'building').map((p) => p.progress);
  assert.ok(building.length >= 5, 'progress during the build');
  assert.ok(building.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p >= building[i - 1])));
  assert.equal(first.solve.result.heuristic, 'pdb');
  assert.equal(first.solve.result.length, 57); // Korf #1, published optimum
  assert.equal(first.heuristics[0].id, 'pdb');
  assert.equal(first.heuristics[0].available, true);
  console.log(
    `# pattern databases: first visit ${first.done.result.ms.toFixed(0)} ms (${first.done.result.description}); Korf #1 in ${first.solve.result.elapsedMs.toFixed(0)} ms, ${first.solve.result.nodes} nodes`,
  );

  // Second visit (a fresh worker): loaded from IndexedDB in well under half a second.
  const second = await inPage(`
    ctx.send({ id: 1, type: 'tables', puzzle: '15' });
    await ctx.until(() => ctx.ended(1));
    return ctx.terminal(1)[0];
  `);
  assert.equal(second.result.source, 'cache');
  assert.ok(second.result.ms < 500, `loading took ${second.result.ms} ms`);
  console.log(`# pattern databases: second visit ${second.result.ms.toFixed(0)} ms from IndexedDB`);

  // A damaged copy is detected, thrown away and rebuilt, never used.
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('slide-tables', 1);
        open.onsuccess = () => {
          const store = open.result.transaction('tables', 'readwrite').objectStore('tables');
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const bytes = cursor.result.value;
            bytes[bytes.length >> 1] ^= 0x10;
            cursor.result.update(bytes).onsuccess = () => {
              open.result.close();
              resolve();
            };
          };
          cursor.onerror = reject;
        };
        open.onerror = reject;
      }),
  );
  const repaired = await inPage(`
    ctx.send({ id: 1, type: 'tables', puzzle: '15' });
    await ctx.until(() => ctx.ended(1), 120000);
    return ctx.terminal(1)[0];
  `);
  assert.equal(repaired.result.source, 'built');
  assert.match(repaired.result.discarded, /checksum|damaged|corrupt/i);
});

test('a difficulty shuffle is a job: one answer with the board and its distance, cancellable, refused with a code', async () => {
  const result = await inPage(`
    ctx.send({ id: 1, type: 'scramble', owner: 'a', puzzle: '8', difficulty: 'hard', seed: 4 });
    ctx.send({ id: 2, type: 'scramble', owner: 'b', puzzle: '15', difficulty: 'extreme', seed: 4 });
    // Expert without tables: the proof takes a few slices, so a cancel finds it under way.
    ctx.send({ id: 3, type: 'scramble', owner: 'c', puzzle: '15', difficulty: 'expert', seed: 4 });
    ctx.send({ id: 4, type: 'cancel', owner: 'c' });
    ctx.send({ id: 5, type: 'scramble', owner: 'd', puzzle: '15', difficulty: 'normal', seed: 4 });
    await ctx.until(() => [1, 2, 3, 4, 5].every(ctx.ended));
    await new Promise((r) => setTimeout(r, 200));
    return [1, 2, 3, 5].map((id) => ctx.terminal(id));
  `);
  assert.ok(
    result.every((answers) => answers.length === 1),
    JSON.stringify(result),
  );
  const [[hard], [refused], [cancelled], [normal]] = result;
  assert.equal(hard.type, 'done');
  assert.equal(hard.result.board.length, 9);
  assert.equal(hard.result.exact, true);
  assert.ok(
    hard.result.distance >= hard.result.band.min && hard.result.distance <= hard.result.band.max,
    JSON.stringify(hard.result),
  );
  assert.deepEqual([refused.type, refused.kind, refused.code], ['error', 'invalid', 'bad-option']);
  assert.deepEqual([cancelled.type, cancelled.kind], ['error', 'cancelled']);
  assert.equal(normal.type, 'done');
  assert.ok(
    normal.result.distance >= 38 && normal.result.distance <= 42 && normal.result.exact,
    JSON.stringify(normal.result),
  );
});

test(
  '10,000 seeded random messages of every type: each request gets exactly one answer, nothing else arrives, and the worker still solves',
  { timeout: 240000 },
  async () => {
    const result = await inPage(`
    let state = 20261203;
    const next = () => { // mulberry32, seeded: the same messages on every run
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = (items) => items[Math.floor(next() * items.length)];
    const types = ['puzzle', 'check', 'solvability', 'scramble', 'evaluate', 'ping', 'solve', 'hint', 'tables', 'cancel', 'layers', 'nonsense', undefined, 7];
    const value = () => pick([undefined, null, 0, -1, 3.5, 2 ** 53, NaN, '', 'x', '8', '15', '3x3+1', '2x3', [1, 2, 3], [1, 2, 3, 4, 5, 6, 7, 8, 0],
      [8, 6, 7, 2, 5, 4, 3, 0, 1], '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15', {}, { a: 1 }, true, 'easy', 'expert', 'ida', 'astar', 'bfs', 'manhattan', 'pdb']);
    // Small puzzles mostly (a stray 15-puzzle BFS or table build is cancelled below), few owners,
    // so newer searches replace older ones as a page's would.
    const sent = [];
    for (let id = 1; id <= 10000; id++) {
      const message = { id, type: pick(types), owner: pick(['a', 'b', undefined]), puzzle: next() < 0.7 ? pick(['8', '2x3', '3x3+1']) : value() };
      for (const key of ['board', 'goal', 'moves', 'random', 'seed', 'difficulty', 'algorithm', 'heuristic', 'nodeLimit', 'stateCap', 'target', 'pace']) {
        if (next() < 0.3) message[key] = value();
      }
      if (message.type === 'solve' || message.type === 'hint') message.nodeLimit ??= 200000;
      // not ours: ignored, never answered
      if (next() < 0.02) message.id = pick([undefined, 'x', 1.5]);
      if (Number.isInteger(message.id)) sent.push(id);
      ctx.send(message);
    }
    // Whatever is still running (searches, table builds, layer counts) is cancelled.
    let id = 20000;
    for (const owner of ['a', 'b', undefined]) ctx.send({ id: ++id, type: 'cancel', owner });
    for (const target of sent) ctx.send({ id: ++id, type: 'cancel', target });
    const cancels = [];
    for (let c = 20001; c <= id; c++) cancels.push(c);
    await ctx.until(() => sent.every(ctx.ended) && cancels.every(ctx.ended), 200000);
    await new Promise((r) => setTimeout(r, 300));
    ctx.send({ id: 30001, type: 'solve', puzzle: '8', board: [8, 6, 7, 2, 5, 4, 3, 0, 1] });
    await ctx.until(() => ctx.ended(30001), 20000);
    const twice = [...sent, ...cancels].filter((n) => ctx.terminal(n).length !== 1);
    const strangers = [...ctx.log.keys()].filter((key) => key !== undefined && !(Number.isInteger(key) && (key <= 10000 || key > 20000)));
    const kinds = {};
    for (const n of sent) { const answer = ctx.terminal(n)[0]; const kind = answer.type === 'done' ? 'done' : answer.kind; kinds[kind] = (kinds[kind] ?? 0) + 1; }
    return { sent: sent.length, twice, strangers, kinds, last: ctx.terminal(30001)[0] };
  `);
    console.log(
      `random messages: ${result.sent} requests answered: ${JSON.stringify(result.kinds)}`,
    );
    assert.deepEqual(result.twice, [], 'every request: exactly one terminal answer');
    assert.deepEqual(result.strangers, [], 'no answer to an id nobody sent');
    assert.ok(result.sent >= 9700);
    assert.equal(result.last.type, 'done');
    assert.equal(
      result.last.result.length,
      31,
      "the worker still solves (31 moves, the 8-puzzle's hardest)",
    );
  },
);

// Korf & Taylor's first 24-puzzle instance, optimum 100 (tests/data/korf24_ten.txt).
const KORF24_1 = '14 21 19 17 15 18 13 12 7 2 1 22 0 4 10 20 11 6 3 23 9 16 5 24 8';

test('a solve on more than 16 cells is the anytime search: best and bound in progress, one answer at the time limit or one cancel', async () => {
  const r = await inPage(
    `
    ctx.send({ id: 1, type: 'solve', puzzle: '24', board: ctx.arg, timeLimit: 1.5 });
    const sent = performance.now();
    await ctx.until(() => ctx.ended(1), 15000);
    const answeredMs = performance.now() - sent;
    ctx.send({ id: 2, type: 'solve', puzzle: '24', board: ctx.arg });
    await ctx.until(() => ctx.progress(2).some((p) => p.bestLength !== null), 15000);
    ctx.send({ id: 3, type: 'cancel', target: 2 });
    await ctx.until(() => ctx.ended(2));
    ctx.send({ id: 4, type: 'solve', puzzle: '24', board: ctx.arg, timeLimit: 'soon' });
    ctx.send({ id: 5, type: 'solve', puzzle: '15', board: '1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15' });
    await ctx.until(() => [3, 4, 5].every(ctx.ended));
    await new Promise((r) => setTimeout(r, 300));
    return { answeredMs, progress: ctx.progress(1), terminal: [1, 2, 3, 4, 5].map(ctx.terminal) };
  `,
    KORF24_1,
  );
  assert.deepEqual(
    r.terminal.map((t) => t.length),
    [1, 1, 1, 1, 1],
    'one answer each',
  );
  const answer = r.terminal[0][0];
  assert.equal(answer.type, 'done');
  const result = answer.result;
  assert.ok(r.answeredMs < 1500 + 3000, `answered after ${r.answeredMs} ms`);
  assert.equal(result.anytime, true);
  assert.equal(result.timeLimit, 1.5);
  assert.equal(result.length, result.moves.length);
  assert.equal(result.blankDirections.length, result.length);
  assert.ok(result.bound <= result.length && result.bound <= 100, `bound ${result.bound}`);
  assert.ok(result.length >= 100, `${result.length} moves beat the published optimum 100`);
  assert.equal(result.optimal, result.length === result.bound);
  assert.equal(result.improvements.at(-1).length, result.length);
  // Progress: the bound only rises, the best length only falls.
  const seen = r.progress.filter((p) => p.anytime && p.bestLength !== null);
  assert.ok(seen.length > 0, 'progress showed a best length');
  assert.ok(seen.every((p, i) => i === 0 || p.bound >= seen[i - 1].bound));
  assert.ok(seen.every((p, i) => i === 0 || p.bestLength <= seen[i - 1].bestLength));
  assert.ok(seen.every((p) => p.bound <= p.bestLength));
  // Cancelled with a solution in hand: still answered as cancelled.
  assert.equal(r.terminal[1][0].kind, 'cancelled');
  assert.equal(r.terminal[3][0].kind, 'invalid');
  assert.match(r.terminal[3][0].message, /timeLimit is a number of seconds/);
  // The 15-puzzle keeps its plain optimal search.
  assert.equal(r.terminal[4][0].result.length, 1);
  assert.equal(r.terminal[4][0].result.anytime, undefined);
});

test('a learned solve where no weights ship (3x4; the 8-puzzle with another goal): one refusal, unavailable-heuristic', async () => {
  const result = await inPage(`
    ctx.send({ id: 1, type: 'solve', puzzle: '3x4', board: '1 2 3 4 5 6 7 8 9 10 0 11', heuristic: 'learned' });
    ctx.send({ id: 2, owner: 'b', type: 'solve', puzzle: '8', goal: '0 1 2 3 4 5 6 7 8', board: '1 0 2 3 4 5 6 7 8', heuristic: 'learned' });
    await ctx.until(() => [1, 2].every(ctx.ended));
    await new Promise((r) => setTimeout(r, 200));
    return [1, 2].map((id) => ctx.terminal(id));
  `);
  for (const answers of result) {
    assert.equal(answers.length, 1, JSON.stringify(answers));
    assert.equal(answers[0].type, 'error');
    assert.equal(answers[0].code, 'unavailable-heuristic', JSON.stringify(answers[0]));
  }
});
