// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// demo-page.test.mjs: the demo page in headless Chromium: pattern databases (built, kept,
// cancelled, shared), shuffles and AUTO SOLVE with optimal solutions played through legal moves
// (play, keyboard, editing, sharing, 3x3+1: demo-page-play.test.mjs).
//
// Run from the repo root after ./build.sh has built web/wasm/: node --test tests/browser/
// Screenshots of the main states go to test-artifacts/ (gitignored) for a person to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  topology,
  tiles,
  statValue,
  shadowText,
  parseCount,
  checkMoveSequence,
  measureFrames,
  stopMeasuringFrames,
} from './demo-harness.mjs';
import {
  withHarness,
  GOAL_15,
  puzzle,
  shuffle,
  openMore,
  setFastPlayback,
  waitForGoal,
} from './demo-page-helpers.mjs';

let harness;
withHarness((started) => (harness = started));

// ---- Pattern databases (issue 5). These come first: the first one builds the tables in a fresh
// store, and every later page of this run then loads them from this browser in milliseconds.

// Korf's #88 in this project's goal convention (tests/data/korf100.txt): optimal 65; linear
// conflict examines about 424 million positions for it, far longer than the tables take to build.
const KORF_88 = '12 10 6 0 9 8 13 15 11 7 3 2 5 4 14 1';

function tablesText(page, id = 'fifteen') {
  return shadowText(page, id, '.tables-text');
}

async function waitForTables(page, pattern, { id = 'fifteen', timeout = 60000 } = {}) {
  await page.waitForFunction(
    ([id, source, flags]) =>
      new RegExp(source, flags).test(
        document.getElementById(id).shadowRoot.querySelector('.tables-text').textContent,
      ),
    [id, pattern.source, pattern.flags],
    { timeout },
  );
}

// The heuristic menu's choice and its pattern database option.
function heuristicMenu(page, id = 'fifteen') {
  return page.evaluate((id) => {
    const select = document.getElementById(id).shadowRoot.querySelector('select.heuristic');
    const option = select.querySelector('option[value="pdb"]');
    return { value: select.value, label: option?.textContent, disabled: option?.disabled };
  }, id);
}

// "< 1 ms" (a sub-millisecond search) counts as its bound, 1 ms.
function searchMs(text) {
  if (/^< 1 ms$/.test(String(text))) return 1;
  return Number.parseFloat(String(text).replace(/,/g, ''));
}

// The demo pins the article's Manhattan distance (heuristic="manhattan", issue 26). The tests of the
// pattern databases' life cycle are about the element as a blog embeds it, with no heuristic
// attribute: searches use the strongest heuristic that is ready. They take the pin off first.
async function unpinHeuristic(page) {
  await page.evaluate(() => document.getElementById('fifteen').removeAttribute('heuristic'));
}

test('pattern databases, first visit: built with live progress while the page keeps painting and stays usable; a reload loads them from this browser (well under the 6 s build)', async (t) => {
  await harness.clearTables();
  const page = await harness.open();
  await unpinHeuristic(page);
  const element = puzzle(page, 'fifteen');
  await measureFrames(page);
  await waitForTables(page, /building…\s\d+%/);
  const building = await heuristicMenu(page);
  assert.equal(building.disabled, true, 'the pattern database cannot be chosen while it is built');
  assert.match(building.label, /^Pattern database \(6-6-3\) \(preparing… \d+%\)$/);
  assert.equal(building.value, 'linear-conflict');
  assert.match(await shadowText(page, 'fifteen', '.heuristic-why'), /Linear conflict: /);
  // The menu lists the core's registry rows for the puzzle, in its order, so a heuristic added to
  // the registry appears here with no page edit.
  const { offered, registry } = await page.evaluate(async () => {
    const { SolverBridge } = await import('/js/worker/solver-bridge.js');
    const bridge = new SolverBridge();
    await bridge.ready;
    const info = await bridge.puzzle('15');
    bridge.terminate();
    const select = document.getElementById('fifteen').shadowRoot.querySelector('select.heuristic');
    return {
      offered: [...select.options].map((option) => option.value),
      registry: info.heuristics.map((row) => row.id),
    };
  });
  assert.deepEqual(offered, registry);
  assert.deepEqual(offered.slice(0, 3), ['pdb', 'linear-conflict', 'manhattan']);
  await harness.screenshot(page, '16-tables-building.png', { locator: element });

  // Usable meanwhile: shuffles and searches work, on the strongest heuristic that is ready, and a
  // far shuffle says what happens when the tables arrive.
  const info = await topology(page, 'fifteen');
  await setFastPlayback(page, 'fifteen');
  await shuffle(page, 'fifteen', 'Random');
  assert.match(
    await shadowText(page, 'fifteen', '.search-status'),
    /still being prepared; a search started meanwhile switches to them/,
  );
  // A position linear conflict needs tens of seconds for (Korf's #88, 65 moves), from a shared
  // link.
  await page.evaluate(
    (board) => (location.hash = `#p=15&b=${board}`),
    KORF_88.split(' ').join(','),
  );
  await page.waitForFunction(
    (board) => document.getElementById('fifteen').tiles.join(' ') === board,
    KORF_88,
  );
  await page.evaluate(() => (window.__moves.length = 0));
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /guided by Linear conflict/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.equal(await statValue(page, 'fifteen', 'heuristic'), 'Linear conflict');
  assert.match(
    await tablesText(page),
    /building…\s\d+%/,
    'the build goes on while the search runs',
  );
  const shiftBeforeReady = await page.evaluate(() => window.__layoutShift);

  await waitForTables(page, /^Pattern databases ready/);
  const frames = await stopMeasuringFrames(page);
  const events = await page.evaluate(() =>
    window.__tables.filter((event) => event.puzzle === 'fifteen'),
  );
  const percents = events
    .filter((event) => event.phase === 'building')
    .map((event) => Number(/(\d+)%/.exec(event.text)[1]));
  const shown = percents.filter((value, i) => i === 0 || value !== percents[i - 1]);
  assert.ok(shown.length >= 3, `the percentage changed at least twice: ${shown.join(', ')}`);
  assert.ok(
    shown.every((value, i) => i === 0 || value > shown[i - 1]),
    `and only went up: ${shown.join(', ')}`,
  );
  const ready = events.at(-1);
  assert.equal(ready.phase, 'ready');
  assert.equal(ready.source, 'built');
  assert.equal(ready.stored, true);
  assert.match(ready.text, /^Pattern databases ready: built in \d+\.\d s, kept in this browser\.$/);
  // The page keeps painting during the build: no frame gap of 100 ms unless no main-thread task
  // ran that long (a gap with only short tasks is the machine not scheduling the browser: on this
  // 2-core machine shared with other jobs, gaps of 130-570 ms were measured during the build), and
  // never a freeze of a second.
  const painting =
    `longest frame gap during the build: ${frames.max.toFixed(0)} ms over ${frames.count} ` +
    `frames; longest main-thread task ${frames.longestTask.toFixed(0)} ms`;
  t.diagnostic(painting);
  assert.ok(
    frames.count > 30 && (frames.max < 100 || frames.longestTask < 100) && frames.max < 1000,
    painting,
  );

  // Ready: the option is open and, the reader having picked nothing, chosen.
  const chosen = await heuristicMenu(page);
  assert.deepEqual(chosen, { value: 'pdb', label: 'Pattern database (6-6-3)', disabled: false });
  assert.match(
    await shadowText(page, 'fifteen', '.heuristic-why'),
    /Pattern database \(6-6-3\): Exact move counts/,
  );
  await page.waitForFunction(() =>
    /Pattern database \(6-6-3\) \d+ \(chosen\)/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.estimate').textContent,
    ),
  );
  // The status line, the menu, its explanation and the estimate all changed: nothing moved.
  const shift = (await page.evaluate(() => window.__layoutShift)) - shiftBeforeReady;
  assert.ok(shift < 0.01, `layout shift when the tables became ready: ${shift}`);
  const firstWorker = await page.evaluate(() =>
    window.__workers.find((worker) => worker.tablesAskedAt !== null),
  );
  // The search under way switched to the tables when they became ready, and the board is solved.
  await waitForGoal(page, 'fifteen');
  const moves = (await page.evaluate(() => window.__moves)).filter((m) => m.puzzle === 'fifteen');
  assert.deepEqual(checkMoveSequence(assert, info, KORF_88.split(' ').map(Number), moves), GOAL_15);
  assert.equal(moves.length, 65);
  assert.equal(await statValue(page, 'fifteen', 'heuristic'), 'Pattern database (6-6-3)');
  assert.equal(await statValue(page, 'fifteen', 'length'), '65 moves');
  await harness.screenshot(page, '17-tables-ready.png', { locator: element });

  // Second visit: the sound copy in IndexedDB, within half a second of the worker being ready.
  await page.reload();
  await page.waitForFunction(
    () => window.__tables.some((event) => event.puzzle === 'fifteen' && event.phase === 'ready'),
    null,
    { timeout: 10000 },
  );
  const second = await page.evaluate(() => ({
    worker: window.__workers.find((worker) => worker.tablesAskedAt !== null),
    ready: window.__tables.find((event) => event.puzzle === 'fifteen' && event.phase === 'ready'),
  }));
  assert.match(
    second.ready.text,
    /^Pattern databases ready: loaded from this browser in \d+ ms\.$/,
  );
  assert.equal(second.ready.source, 'cache');
  const sinceReady = second.ready.at - second.worker.readyAt;
  // Loading is reading IndexedDB, the checksum and content checks, and spreading the tables into
  // the search's directly indexed layout (about 0.2-0.3 s on a quiet machine, measured); the limit
  // leaves room for a loaded CI machine while still telling a load from a 6 s rebuild.
  assert.ok(sinceReady < 1500, `ready ${sinceReady.toFixed(0)} ms after the worker was`);
  console.log(
    `# pattern databases in the page: first visit, sharing the worker with a search, ready ${(ready.at - firstWorker.readyAt).toFixed(0)} ms after the worker (worker: built in ${ready.ms.toFixed(0)} ms), ` +
      `second visit ${sinceReady.toFixed(0)} ms after the worker (worker: loaded in ${second.ready.ms.toFixed(0)} ms); heap ${(ready.heapBytes / 1048576).toFixed(0)} MB`,
  );
  await page.close();
});

test('Expert and Random shuffles, AUTO SOLVE with the pattern database: optimal solutions in well under a second, played through legal moves', async () => {
  const page = await harness.open();
  await unpinHeuristic(page);
  const element = puzzle(page, 'fifteen');
  // From this browser's copy (or built, when this test runs on its own).
  await waitForTables(page, /^Pattern databases ready/);
  const info = await topology(page, 'fifteen');
  assert.equal((await heuristicMenu(page)).value, 'pdb');
  await setFastPlayback(page, 'fifteen');

  await shuffle(page, 'fifteen', 'Expert');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /^Found the shortest/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const expertMs = searchMs(await statValue(page, 'fifteen', 'elapsed'));
  assert.ok(expertMs < 1000, `Expert shuffle searched in ${expertMs} ms`);
  await waitForGoal(page, 'fifteen'); // the solution plays out before the next shuffle

  const start = await shuffle(page, 'fifteen', 'Random');
  assert.doesNotMatch(
    await shadowText(page, 'fifteen', '.search-status'),
    /minutes/,
    'no warning: the chosen heuristic is fast',
  );
  await page.evaluate(() => (window.__moves.length = 0));
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await waitForGoal(page, 'fifteen');
  const moves = (await page.evaluate(() => window.__moves)).filter((m) => m.puzzle === 'fifteen');
  assert.ok(moves.every((m) => m.by === 'solver'));
  assert.deepEqual(checkMoveSequence(assert, info, start, moves), GOAL_15);
  assert.equal(await statValue(page, 'fifteen', 'heuristic'), 'Pattern database (6-6-3)');
  assert.equal(await statValue(page, 'fifteen', 'length'), `${moves.length} moves`);
  const randomMs = searchMs(await statValue(page, 'fifteen', 'elapsed'));
  assert.ok(randomMs < 10000, `Random position searched in ${randomMs} ms`);
  console.log(
    `# pattern database in the page: Expert shuffle ${expertMs} ms; Random position ${moves.length} moves, ${await statValue(page, 'fifteen', 'nodes')} nodes in ${randomMs} ms`,
  );
  await harness.screenshot(page, '18-random-solved-pdb.png', { locator: element });

  // A reader who picks a weaker heuristic is told what a Random position will cost.
  await openMore(element);
  await element.locator('select.heuristic').selectOption('manhattan');
  await shuffle(page, 'fifteen', 'Random');
  assert.match(
    await shadowText(page, 'fifteen', '.search-status'),
    /With Manhattan distance its search may take minutes/,
  );
  await page.close();
});

// Japanese has the wider buttons (一手戻す, やり直す …); its Shuffle and AUTO SOLVE labels are the English
// ones.
for (const lang of ['en', 'ja'])
  test(`on a 390×844 phone (${lang}), after an Expert shuffle and AUTO SOLVE, the board, AUTO SOLVE and every live figure are on one screen`, async () => {
    const page = await harness.open(`?lang=${lang}`, { viewport: { width: 390, height: 844 } });
    await waitForTables(page, /^(Pattern databases ready|パターンデータベース準備完了)/);
    // An Expert shuffle's legend is the longest ("Expert · at least 52 moves from the goal": two lines).
    await shuffle(page, 'fifteen', 'Expert');
    await puzzle(page, 'fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
    await page.waitForFunction(() =>
      /^(Found the shortest|最短の解が見つかりました)/.test(
        document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
      ),
    );
    const parts = await page.evaluate(() => {
      // The reader has the puzzle at the top of the screen, as one does to play it.
      // not the page's smooth scrolling
      document.getElementById('fifteen').scrollIntoView({ block: 'start', behavior: 'instant' });
      const root = document.getElementById('fifteen').shadowRoot;
      const box = (name, element) => {
        const r = element.getBoundingClientRect();
        return { name, top: Math.round(r.top), bottom: Math.round(r.bottom), height: r.height };
      };
      return [
        box('the board', root.querySelector('.board')),
        box('AUTO SOLVE', root.querySelector('button.solve')),
        ...[...root.querySelectorAll('.stats [data-stat]')]
          .filter((stat) => stat.getClientRects().length > 0)
          .map((stat) => box(`the figure "${stat.dataset.stat}"`, stat.querySelector('.value'))),
      ];
    });
    await page.screenshot({ path: `test-artifacts/demo-390-expert-solved-${lang}.png` });
    assert.ok(
      parts.length >= 6,
      `the board, AUTO SOLVE and at least four figures: ${parts.map((part) => part.name).join(', ')}`,
    );
    for (const part of parts) {
      assert.ok(
        part.height > 0 && part.top >= 0 && part.bottom <= 844,
        `${part.name} inside the 844 px screen: ${part.top}..${part.bottom}`,
      );
    }
    await page.close();
  });

test('cancelling the build: the status says so, the pattern database stays disabled, a solve asking for it falls back and says why, and Build starts it again; a damaged copy is replaced', async () => {
  await harness.clearTables();
  const page = await harness.open();
  await unpinHeuristic(page);
  const element = puzzle(page, 'fifteen');
  await waitForTables(page, /building…\s\d+%/);
  await element.getByRole('button', { name: 'Cancel building the pattern databases' }).click();
  await waitForTables(page, /cancelled/);
  await page.waitForTimeout(300); // no late progress message brings the building line back
  assert.equal(
    await tablesText(page),
    'Pattern databases: cancelled; searches use Linear conflict.',
  );
  assert.deepEqual(await heuristicMenu(page), {
    value: 'linear-conflict',
    label: 'Pattern database (6-6-3) (not built)',
    disabled: true,
  });
  assert.equal(
    await element.getByRole('button', { name: 'Build the pattern databases' }).isVisible(),
    true,
  );
  await harness.screenshot(page, '19-tables-cancelled.png', { locator: element });

  // The menu cannot ask for the pattern database now; the test picks it itself (a pick reported by
  // the menu), standing for a request that races the tables. The worker never waits: it uses
  // linear conflict, and says so.
  await shuffle(page, 'fifteen', 'Easy');
  await page.evaluate(() => {
    const select = document.getElementById('fifteen').shadowRoot.querySelector('select.heuristic');
    select.value = 'pdb';
    select.dispatchEvent(new Event('change'));
  });
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /^Found the shortest/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.match(
    await shadowText(page, 'fifteen', '.search-status'),
    /The pattern databases were not ready yet, so this search used the strongest heuristic that was \(Linear conflict\)\./,
  );
  assert.equal(await statValue(page, 'fifteen', 'heuristic'), 'Linear conflict (tables not ready)');

  await element.getByRole('button', { name: 'Build the pattern databases' }).click();
  await waitForTables(page, /building…\s\d+%/);
  await waitForTables(
    page,
    /^Pattern databases ready: built in \d+\.\d s, kept in this browser\.$/,
  );
  assert.deepEqual(await heuristicMenu(page), {
    value: 'pdb',
    label: 'Pattern database (6-6-3)',
    disabled: false,
  });
  await page.close();

  // A damaged copy is never used: the next visit says it was replaced, and why in the tooltip.
  await harness.damageTables();
  const next = await harness.open();
  await waitForTables(next, /^Pattern databases ready/);
  assert.match(
    await tablesText(next),
    /^Pattern databases ready: rebuilt in \d+\.\d s, replacing the unusable copy kept here\.$/,
  );
  assert.match(
    await next.locator('#fifteen .tables-status').getAttribute('title'),
    /discarded copy: .*(checksum|damaged|corrupt)/i,
  );
  const rebuilt = await next.evaluate(() => ({
    worker: window.__workers.find((worker) => worker.tablesAskedAt !== null),
    ready: window.__tables.find((event) => event.puzzle === 'fifteen' && event.phase === 'ready'),
  }));
  console.log(
    `# pattern databases in the page, built with nothing else running: ready ${(rebuilt.ready.at - rebuilt.worker.readyAt).toFixed(0)} ms after the worker (worker: ${rebuilt.ready.ms.toFixed(0)} ms)`,
  );
  await next.close();
});

// tables="manual" alone on a page is tested in solver-service.test.mjs; here the page's own
// 15-puzzle has the tables, and an element added later shares them (one worker for the page).
test('tables="manual": an element added later shares the page\'s worker and tables without asking for them', async () => {
  const page = await harness.open();
  await waitForTables(page, /^Pattern databases ready/);
  await page.evaluate(() => {
    const send = Worker.prototype.postMessage;
    window.__tablesAskedBy = [];
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'tables') window.__tablesAskedBy.push(message.owner);
      return send.call(this, message, ...rest);
    };
    const element = document.createElement('slide-puzzle');
    element.id = 'manual';
    element.setAttribute('tables', 'manual');
    document.querySelector('main .wrap').append(element);
    return element.ready.then(() => null);
  });
  assert.equal(await tablesText(page, 'manual'), 'Pattern databases ready.');
  assert.equal((await heuristicMenu(page, 'manual')).value, 'pdb');
  assert.equal(await page.evaluate(() => window.__workers.length), 1, 'one worker for the page');
  assert.deepEqual(
    await page.evaluate(() => window.__tablesAskedBy),
    [],
    'the manual puzzle has not asked for tables',
  );
  await page.close();
});

test('Normal shuffle, AUTO SOLVE: the board reaches the goal through legal moves and the stats give the length', async () => {
  const page = await harness.open();
  const info = await topology(page, 'fifteen');
  assert.deepEqual(info.goal, GOAL_15);
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => window.__layoutShift);
  assert.ok(shift < 0.01, `layout shift while loading: ${shift}`);
  await harness.screenshot(page, '01-page-initial.png', { fullPage: true });

  const start = await shuffle(page, 'fifteen', 'Normal');
  assert.notDeepEqual(start, GOAL_15);
  await harness.screenshot(page, '02-fifteen-shuffled.png', { locator: puzzle(page, 'fifteen') });

  // Hint: one tile next to the blank is highlighted and named, with the distance left after it.
  await puzzle(page, 'fifteen').getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() =>
    /^Hint:/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const hint =
    /^Hint: slide tile (\d+) (up|down|left|right)\. The goal is then (\d+) moves? away\./.exec(
      await shadowText(page, 'fifteen', '.search-status'),
    );
  assert.ok(hint, 'the hint names a tile, a direction and the distance');
  const hinted = await page.evaluate(
    () => document.getElementById('fifteen').shadowRoot.querySelector('.tile.hint')?.dataset.tile,
  );
  assert.equal(hinted, hint[1]);
  const hintCell = start.indexOf(Number(hint[1]));
  const blankCell = start.indexOf(0);
  const [a, b] = [info.positions[hintCell], info.positions[blankCell]];
  assert.equal(
    Math.abs(a.column - b.column) + Math.abs(a.row - b.row),
    1,
    'the hinted tile touches the blank',
  );
  const direction =
    b.row < a.row ? 'up' : b.row > a.row ? 'down' : b.column < a.column ? 'left' : 'right';
  assert.equal(hint[2], direction);
  await harness.screenshot(page, '02b-fifteen-hint.png', { locator: puzzle(page, 'fifteen') });

  await setFastPlayback(page, 'fifteen');
  await page.evaluate(() => (window.__moves.length = 0));
  await puzzle(page, 'fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await waitForGoal(page, 'fifteen');

  const moves = (await page.evaluate(() => window.__moves)).filter((m) => m.puzzle === 'fifteen');
  assert.ok(
    moves.every((m) => m.by === 'solver'),
    'every move was played by the solver',
  );
  const end = checkMoveSequence(assert, info, start, moves);
  assert.deepEqual(end, GOAL_15);
  assert.deepEqual(await tiles(page, 'fifteen'), GOAL_15);
  // Normal is a position proven 38–42 moves from the goal, and the label said how far exactly.
  assert.ok(
    moves.length >= 38 && moves.length <= 42,
    `solution of ${moves.length} moves for a Normal shuffle`,
  );
  assert.equal(
    await shadowText(page, 'fifteen', '.shuffle-distance'),
    `Normal · ${moves.length} moves from the goal`,
  );
  assert.equal(
    moves.length,
    Number(hint[3]) + 1,
    'the hint and the solution agree on the distance',
  );
  assert.equal(await statValue(page, 'fifteen', 'length'), `${moves.length} moves`);
  assert.ok(parseCount(await statValue(page, 'fifteen', 'nodes')) > 0);
  assert.match(
    await shadowText(page, 'fifteen', '.search-status'),
    new RegExp(`shortest solution: ${moves.length} moves`),
  );
  assert.match(await shadowText(page, 'fifteen', '.celebration'), /Solved!/);
  await harness.screenshot(page, '03-fifteen-solved-by-ai.png', {
    locator: puzzle(page, 'fifteen'),
  });

  // The player steps back and forward through the solution it played.
  const element = puzzle(page, 'fifteen');
  await element.getByRole('button', { name: 'Back' }).click();
  await element.getByRole('button', { name: 'Back' }).click();
  assert.deepEqual(await tiles(page, 'fifteen'), moves.at(-3).tiles);
  assert.match(
    await shadowText(page, 'fifteen', '.player-status'),
    new RegExp(`move ${moves.length - 2} of ${moves.length}`),
  );
  await element.getByRole('button', { name: 'Forward' }).click();
  assert.deepEqual(await tiles(page, 'fifteen'), moves.at(-2).tiles);
  await element.getByRole('button', { name: 'Play' }).click();
  await waitForGoal(page, 'fifteen', 5000);
  assert.deepEqual(await tiles(page, 'fifteen'), GOAL_15);
  await page.close();
});

// Korf's first instance in this project's goal convention: optimal 57, minutes for IDA* with
// Manhattan.

test('raised no errors over the whole run', () => {
  assert.deepEqual(harness.errors, []);
});
