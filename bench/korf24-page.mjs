// The 24-puzzle in the page (issue 29): the figures of README "Bigger boards", in headless
// Chromium through the page's own solver worker (its SolverBridge on a blank page, no element).
// Figures only, never pass/fail.
//   1. the 5-5-5-5-4 tables built by the worker (fresh profile): wall time, the worker's own ms,
//      the page module's heap;
//   2. a second page of the same profile: the tables from IndexedDB (the worker's ms), and a plain
//      IndexedDB read of the same bytes on the page, timed alone;
//   3. Korf & Taylor's instances (tests/data/korf24_ten.txt), one solve at a time with the worker's
//      default 10 s limit: with `pdb` (the tables copied into the lab's module by the first) and
//      with linear conflict: the first solution's time and length, the answer's length and bound.
// The renderer processes' peak memory (PSS, workers included) is sampled all along.
// Usage: node bench/korf24-page.mjs [--first N] (default 4)
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  repoRoot,
  startSiteServer,
} from '../tests/browser/static-server.mjs';

const args = process.argv.slice(2);
const first = Number(args.includes('--first') ? args[args.indexOf('--first') + 1] : 4);
const instances = readFileSync(path.join(repoRoot, 'tests/data/korf24_ten.txt'), 'utf8')
  .split('\n')
  .filter((line) => /^\d/.test(line))
  .map((line) => ({ board: line.split(';')[0].trim(), optimum: Number(line.split(';')[1]) }))
  .slice(0, first);
const MB = 2 ** 20;

// PSS of the renderer processes under this script's browser (dedicated workers live there).
function rendererBytes() {
  let sum = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer') || !cmdline.includes(profile)) continue;
      const rollup = readFileSync(`/proc/${name}/smaps_rollup`, 'utf8');
      sum += Number(/Pss:\s+(\d+)/.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return sum;
}

const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>';
const site = await startSiteServer({
  pages: { '/bench.html': `${page}</head><body></body></html>` },
});
const profile = await mkdtemp(path.join(os.tmpdir(), 'slide-korf24-page-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
});
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rendererBytes())), 100);

// A page with a SolverBridge as window.bridge, resolved once the worker is ready.
async function bridgePage() {
  const tab = await context.newPage();
  await tab.goto(`${site.base}/bench.html`);
  await tab.evaluate(async () => {
    const { SolverBridge } = await import('/js/worker/solver-bridge.js');
    window.bridge = new SolverBridge();
    await window.bridge.ready;
  });
  return tab;
}

const tablesIn = (tab) =>
  tab.evaluate(async () => {
    const began = performance.now();
    const result = await window.bridge.tables('24');
    return { wall: performance.now() - began, ...result };
  });

try {
  console.log(
    `load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  const one = await bridgePage();
  const built = await tablesIn(one);
  console.log(
    `tables: ${built.source} in ${(built.wall / 1000).toFixed(1)} s (worker ${(built.ms / 1000).toFixed(1)} s), ` +
      `${built.bytes} bytes stored ${built.stored}, page module heap ${(built.heapBytes / MB).toFixed(0)} MB`,
  );
  await one.close();
  const two = await bridgePage();
  const loaded = await tablesIn(two);
  const read = await two.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const began = performance.now();
        const open = indexedDB.open('slide-tables', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('tables').objectStore('tables').get(key);
          get.onsuccess = () =>
            resolve({ ms: performance.now() - began, bytes: get.result?.length });
          get.onerror = () => reject(get.error);
        };
      }),
    (await two.evaluate(() => window.bridge.puzzle('24'))).tables.key,
  );
  console.log(
    `second visit: ${loaded.source} in ${loaded.ms.toFixed(0)} ms (worker; ${loaded.wall.toFixed(0)} ms ` +
      `on the page); an IndexedDB read of the ${read.bytes} bytes alone ${read.ms.toFixed(0)} ms`,
  );
  for (const heuristic of ['pdb', 'linear-conflict'])
    for (const [index, { board, optimum }] of instances.entries()) {
      const row = await two.evaluate(
        async ({ board, heuristic }) => {
          const began = performance.now();
          let firstAt = null;
          let firstLength = null;
          const result = await window.bridge.solve(
            '24',
            board,
            { heuristic },
            {
              onProgress: (progress) => {
                if (
                  firstAt === null &&
                  progress.bestLength !== null &&
                  progress.bestLength !== undefined
                ) {
                  firstAt = performance.now() - began;
                  firstLength = progress.bestLength;
                }
              },
            },
          );
          return { ...result, firstAt, firstLength, wall: performance.now() - began };
        },
        { board, heuristic },
      );
      console.log(
        `#${index + 1} (optimum ${optimum}) ${row.heuristic}: first ${row.firstAt?.toFixed(0)} ms ` +
          `(${row.firstLength} moves), answer at ${row.wall.toFixed(0)} ms: ${row.length} moves, ` +
          `bound ${row.bound}, gap ${row.length - row.bound}` +
          (row.tablesCopyMs !== undefined
            ? `; tables copied in ${row.tablesCopyMs.toFixed(0)} ms`
            : ''),
      );
    }
  await two.close();
  console.log(
    `renderer peak (PSS) ${(peak / MB).toFixed(0)} MB; load average ${os.loadavg()[0].toFixed(1)}`,
  );
} finally {
  clearInterval(sampler);
  await context.close();
  site.stop();
  await rm(profile, { recursive: true, force: true });
}
