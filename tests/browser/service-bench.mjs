// service-bench.mjs: the figures of README "One solver for the whole page" (not a test; run by
// hand):
// node tests/browser/service-bench.mjs pages [BEFORE_WEB_DIR] time until every element's tables are
// ready, and
// the renderer's peak memory, for 1 and 5 puzzles
// node tests/browser/service-bench.mjs pool two simultaneous solves: one worker or two Each round
// runs in a fresh browser profile (no tables kept), one browser at a time; medians of ROUNDS.
// BEFORE_WEB_DIR is a copy of another version's web/ (e.g. `git archive main web` plus web/wasm/).
import { readFileSync, readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer } from './static-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const median = (values) => values.slice().sort((a, b) => a - b)[values.length >> 1];
const MB = 1024 * 1024;

// Memory of the browser's renderer processes (PSS: shared pages counted in proportion), where
// dedicated workers live; and the CPU time they have used (user + system), which, unlike wall
// time, hardly depends on what else the machine is running.
function rendererBytes(browserPid) {
  return renderers(browserPid).reduce((sum, entry) => sum + entry.pss, 0);
}
function rendererCpuSeconds(browserPid) {
  return renderers(browserPid).reduce((sum, entry) => sum + entry.cpu, 0);
}
const TICKS = 100; // getconf CLK_TCK
function renderers(browserPid) {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
      const pss =
        Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${name}/smaps_rollup`, 'utf8'))?.[1] ?? 0) *
        1024;
      all.set(Number(name), {
        ppid,
        pss,
        cpu,
        cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8'),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const descends = (pid) => {
    for (let current = all.get(pid); current; current = all.get(current.ppid))
      if (current.ppid === browserPid) return true;
    return false;
  };
  return [...all]
    .filter(([pid, entry]) => entry.cmdline.includes('--type=renderer') && descends(pid))
    .map(([, entry]) => entry);
}

async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const pid = process.pid; // the browser is this script's child, and the only one
  let peak = 0;
  let cpu = 0; // sampled while the page is open: its renderer ends with it
  const sample = () => {
    peak = Math.max(peak, rendererBytes(pid));
    cpu = Math.max(cpu, rendererCpuSeconds(pid));
  };
  const sampler = setInterval(sample, 100);
  try {
    const result = await fn(
      await browser.newContext({ viewport: { width: 1280, height: 900 } }),
      sample,
    );
    return { ...result, peakMB: peak / MB, cpu };
  } finally {
    clearInterval(sampler);
    await browser.close();
  }
}

const head =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><script type="module" src="/js/element/slide-puzzle.js"></script></head><body>';

// A page of `count` 15-puzzles; resolves when every one reports its tables ready.
async function tablesReady(site, count) {
  return withBrowser(async (context, sample) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__ready = new Set();
      document.addEventListener('slide-tables', (event) => {
        if (event.detail.phase === 'ready') window.__ready.add(event.composedPath()[0]);
      });
    });
    const t0 = Date.now();
    await page.goto(`${site.base}/bench-${count}.html`);
    await page.waitForFunction((count) => window.__ready.size === count, count, {
      timeout: 600000,
      polling: 100,
    });
    const ms = Date.now() - t0;
    sample();
    const workers = page.workers().length;
    await page.close();
    return { ms, workers };
  });
}

async function pagesBench(beforeDir) {
  const pages = {};
  for (const count of [1, 5])
    pages[`/bench-${count}.html`] =
      `${head}${'<slide-puzzle puzzle="15"></slide-puzzle>'.repeat(count)}</body></html>`;
  const sites = { after: await startSiteServer({ pages }) };
  if (beforeDir) sites.before = await startSiteServer({ pages, root: beforeDir });
  try {
    for (const count of [1, 5]) {
      // Rounds alternate between the versions, so a change in the machine's load falls on both.
      const results = Object.fromEntries(Object.keys(sites).map((name) => [name, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, site] of Object.entries(sites))
          results[name].push(await tablesReady(site, count));
      }
      for (const [name, rounds] of Object.entries(results)) {
        console.log(
          `${name.padEnd(6)} ${count} puzzle(s): tables ready after ${(median(rounds.map((r) => r.ms)) / 1000).toFixed(1)} s, renderer peak ${median(rounds.map((r) => r.peakMB)).toFixed(0)} MB, ` +
            `renderer CPU ${median(rounds.map((r) => r.cpu)).toFixed(1)} s, workers ${rounds[0].workers}; ` +
            `rounds ${rounds.map((r) => `${(r.ms / 1000).toFixed(1)} s/${r.peakMB.toFixed(0)} MB/${r.cpu.toFixed(1)} s CPU`).join(', ')}; .wasm downloads so far ${sites[name].count('/wasm/slide.wasm')}`,
        );
      }
    }
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  }
}

// Two IDA* searches with linear conflict (Korf #1 and #4 in tests/data/korf100.txt, seconds each)
// at once: one worker running both in turn against one worker each.
async function poolBench() {
  const site = await startSiteServer({ pages: { '/pool.html': `${head}</body></html>` } });
  const boards = ['13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2', '10 7 12 13 3 15 14 8 0 2 5 1 9 6 4 11'];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const workers of [1, 2]) {
        const result = await withBrowser(async (context) => {
          const page = await context.newPage();
          await page.goto(`${site.base}/pool.html`);
          return page.evaluate(
            async ({ boards, workers }) => {
              const { startSolverWorker } = await import('/js/worker/worker-start.js');
              const started = Array.from({ length: workers }, () => startSolverWorker().worker);
              await Promise.all(
                started.map(
                  (worker) =>
                    new Promise((resolve) =>
                      worker.addEventListener('message', resolve, { once: true }),
                    ),
                ),
              );
              const t0 = performance.now();
              const ends = await Promise.all(
                boards.map(
                  (board, i) =>
                    new Promise((resolve) => {
                      const worker = started[i % workers];
                      const id = i + 1;
                      worker.addEventListener('message', ({ data }) => {
                        if (data.id === id && (data.type === 'done' || data.type === 'error'))
                          resolve({ ms: performance.now() - t0, nodes: data.result?.nodes });
                      });
                      worker.postMessage({
                        id,
                        type: 'solve',
                        owner: `o${i}`,
                        puzzle: '15',
                        board,
                        heuristic: 'linear-conflict',
                      });
                    }),
                ),
              );
              started.forEach((worker) => worker.terminate());
              return {
                first: Math.min(...ends.map((e) => e.ms)),
                both: Math.max(...ends.map((e) => e.ms)),
                nodes: ends.map((e) => e.nodes),
              };
            },
            { boards, workers },
          );
        });
        console.log(
          `round ${round + 1}, ${workers} worker(s): first done ${(result.first / 1000).toFixed(2)} s, both done ${(result.both / 1000).toFixed(2)} s, renderer peak ${result.peakMB.toFixed(0)} MB, nodes ${result.nodes.join(' + ')}`,
        );
      }
    }
  } finally {
    await site.stop();
  }
}

const [mode, beforeDir] = process.argv.slice(2);
if (mode === 'pool') await poolBench();
else await pagesBench(beforeDir);
