// demo-harness.mjs: starts tools/serve.mjs and headless Chromium for the demo-page tests, and reads
// the page's puzzles.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';

export { repoRoot };
export const artifactsDir = path.join(repoRoot, 'test-artifacts');

// Instrumentation added to every page before its own scripts run. It lives here, in the tests,
// and not in web/: it records each slide-move event together with where every tile button is
// drawn at that moment, and every arrow keydown with whether the page cancelled it; each
// slide-tables event with the status line as shown then; and, per worker, when it said it was
// ready and when it was first asked for the pattern databases (all on the page's clock).
function instrument() {
  window.__moves = [];
  window.__keys = [];
  window.__tables = [];
  window.__workers = [];
  if (typeof Worker === 'function') {
    const NativeWorker = Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.record = { readyAt: null, tablesAskedAt: null };
        window.__workers.push(this.record);
        this.addEventListener('message', (event) => {
          if (event.data?.type === 'ready' && this.record.readyAt === null)
            this.record.readyAt = performance.now();
        });
      }
      postMessage(message, ...rest) {
        if (message?.type === 'tables' && this.record.tablesAskedAt === null)
          this.record.tablesAskedAt = performance.now();
        return super.postMessage(message, ...rest);
      }
    };
  }
  document.addEventListener('slide-tables', (event) => {
    const host = event.composedPath()[0];
    window.__tables.push({
      puzzle: host.id,
      at: performance.now(),
      text: host.shadowRoot.querySelector('.tables-text').textContent,
      ...event.detail,
    });
  });
  // Cumulative layout shift, as Chromium reports it, to check that nothing jumps while loading.
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('slide-move', (event) => {
    const host = event.composedPath()[0];
    const drawn = {};
    for (const button of host.shadowRoot.querySelectorAll('.tile')) {
      drawn[button.dataset.tile] = [
        Number(button.style.getPropertyValue('--x')),
        Number(button.style.getPropertyValue('--y')),
      ];
    }
    window.__moves.push({ puzzle: host.id, ...event.detail, drawn });
  });
  window.addEventListener('keydown', (event) => {
    if (event.key.startsWith('Arrow'))
      window.__keys.push({ key: event.key, prevented: event.defaultPrevented });
  });
}

export async function startHarness() {
  const server = await startStaticServer();
  const { base } = server;
  const profile = await mkdtemp(path.join(tmpdir(), 'slide-browser-test-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(instrument);
  await mkdir(artifactsDir, { recursive: true });

  const errors = [];
  // Runs fn in a page of the site's origin (whose IndexedDB the demo page uses), then closes it.
  async function inOrigin(fn) {
    const page = await context.newPage();
    try {
      await page.goto(`${base}/img/icon.svg`);
      return await page.evaluate(fn);
    } finally {
      await page.close();
    }
  }
  return {
    base,
    errors,
    context,
    // Opens the demo page (with an optional "#..." fragment) and waits for both puzzles' solvers.
    async open(fragment = '', { colorScheme = 'light', viewport } = {}) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      page.on('pageerror', (error) => errors.push(`${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${base}/${fragment}`);
      await page.evaluate(() =>
        Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
      );
      return page;
    },
    // Deletes this browser's kept pattern databases, so the next page builds them afresh.
    clearTables() {
      return inOrigin(
        () =>
          new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase('slide-tables');
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error);
            // onblocked: a closing page's worker still has it open; success follows when it lets
            // go.
          }),
      );
    },
    // Flips one bit in the middle of every kept copy, as a damaged disk or a bad write would.
    damageTables() {
      return inOrigin(
        () =>
          new Promise((resolve, reject) => {
            const open = indexedDB.open('slide-tables', 1);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const transaction = open.result.transaction('tables', 'readwrite');
              transaction.objectStore('tables').openCursor().onsuccess = (event) => {
                const cursor = event.target.result;
                if (!cursor) return;
                const bytes = cursor.value;
                bytes[bytes.length >> 1] ^= 0x10;
                cursor.update(bytes);
                cursor.continue();
              };
              transaction.oncomplete = () => {
                open.result.close();
                resolve();
              };
              transaction.onerror = () => reject(transaction.error);
            };
          }),
      );
    },
    async screenshot(page, name, options = {}) {
      const file = path.join(artifactsDir, name);
      if (options.locator) await options.locator.screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
      return file;
    },
    async stop() {
      await context.close();
      server.stop();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// The puzzle's topology as the element received it from the worker.
export function topology(page, id) {
  return page.evaluate((id) => document.getElementById(id).ready, id);
}

export function tiles(page, id) {
  return page.evaluate((id) => document.getElementById(id).tiles, id);
}

export function statValue(page, id, key) {
  return page.evaluate(
    ([id, key]) =>
      document.getElementById(id).shadowRoot.querySelector(`[data-stat="${key}"] .value`)
        .textContent,
    [id, key],
  );
}

export function shadowText(page, id, selector) {
  return page.evaluate(
    ([id, selector]) =>
      document.getElementById(id).shadowRoot.querySelector(selector)?.textContent ?? null,
    [id, selector],
  );
}

// Records the gaps between animation frames from now on, to show the page keeps painting, and the
// main thread's long tasks (over 50 ms, Chromium's Long Tasks API): a gap with no long task is the
// machine's doing (the process was not scheduled), one with a long task is the page's.
export async function measureFrames(page) {
  await page.evaluate(() => {
    window.__frames = { max: 0, count: 0, last: 0, running: true, longestTask: 0 };
    if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      const observer = new PerformanceObserver((list) => {
        const frames = window.__frames;
        if (!frames.running) return observer.disconnect();
        for (const entry of list.getEntries())
          frames.longestTask = Math.max(frames.longestTask, entry.duration);
      });
      observer.observe({ type: 'longtask' });
    } else window.__frames.longestTask = NaN;
    const tick = (now) => {
      const frames = window.__frames;
      if (!frames.running) return;
      frames.max = Math.max(frames.max, now - frames.last);
      frames.last = now;
      frames.count += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      window.__frames.last = now;
      requestAnimationFrame(tick);
    });
  });
}

export function stopMeasuringFrames(page) {
  return page.evaluate(() => {
    window.__frames.running = false;
    return window.__frames;
  });
}

export function parseCount(text) {
  const digits = String(text).replace(/[^0-9]/g, '');
  return digits ? Number(digits) : NaN;
}

// Waits until the element's board differs from `previous` (a shuffle has landed).
export async function waitForNewPosition(page, id, previous) {
  await page.waitForFunction(
    ([id, previous]) => {
      const now = document.getElementById(id).tiles;
      return now && now.join(',') !== previous.join(',');
    },
    [id, previous],
  );
  return tiles(page, id);
}

// Checks, independently of the page's code, that the recorded moves are legal slides leading
// from `start`: each one moves a single tile from a cell one step away (by drawing position)
// into the blank, and the tile buttons on screen moved exactly that way too.
export function checkMoveSequence(assert, info, start, moves) {
  const origin = {
    column: Math.min(...info.positions.map((p) => p.column)),
    row: Math.min(...info.positions.map((p) => p.row)),
  };
  const board = start.slice();
  let drawnBefore = null;
  for (const [index, move] of moves.entries()) {
    const blank = board.indexOf(0);
    assert.equal(move.to, blank, `move ${index + 1} fills the blank`);
    const a = info.positions[move.from];
    const b = info.positions[blank];
    assert.equal(
      Math.abs(a.column - b.column) + Math.abs(a.row - b.row),
      1,
      `move ${index + 1} is one step`,
    );
    assert.equal(board[move.from], move.tile, `move ${index + 1} moves the tile that was there`);
    board[blank] = move.tile;
    board[move.from] = 0;
    assert.deepEqual(move.tiles, board, `board after move ${index + 1}`);
    // On screen: the moved tile's button now sits at the blank's old cell, and no other numbered
    // tile moved.
    assert.deepEqual(
      move.drawn[move.tile],
      [b.column - origin.column, b.row - origin.row],
      `tile ${move.tile} drawn in its new cell`,
    );
    if (drawnBefore) {
      const moved = Object.keys(move.drawn).filter(
        (tile) => tile !== '0' && move.drawn[tile].join() !== drawnBefore[tile].join(),
      );
      assert.deepEqual(
        moved,
        [String(move.tile)],
        `only tile ${move.tile} moved on screen at move ${index + 1}`,
      );
    }
    drawnBefore = move.drawn;
  }
  return board;
}
