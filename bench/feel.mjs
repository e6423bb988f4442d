// The article's "feel" table, played on the demo page: seeded difficulty shuffles of the 15-puzzle
// per band (Easy … Expert), each solved by AUTO SOLVE in headless Chromium, the figures read from
// the element's slide-search-done event (the core's nodes and search time, the solution's length)
// plus the wall time from the click to the event. Prints, per heuristic, the median and range of
// nodes, time and length per band beside the article's table (article-ja.txt: 難易度別の探索量),
// and the ratios from band to band that issue 26 asks of the demo. Figures only, never pass/fail.
//
// Usage: node bench/feel.mjs [--seeds N] [--first-seed S] [--heuristics manhattan,pdb]
//                            [--bands easy,normal,hard,expert] [--cap-s SECONDS] [--json FILE]
//   --seeds: shuffles per band (3); the seeds are S … S+N-1 (S: 1), the same for every heuristic,
//   so the positions are the same ones (a shuffle is a function of puzzle, difficulty and seed);
//   --heuristics: the element's heuristic attribute, one table each (manhattan is the article's;
//   pdb waits for the pattern databases first, built or loaded by the page as a reader's would be);
//   --cap-s: a solve still running after this long is cancelled (Cancel) and counted "over the cap"
//   (60); --json: every run as data.
// The page is the demo page as served by tests/browser/static-server.mjs (web/ as it is), at
// 1280×900; the element is its 15-puzzle (#fifteen), algorithm IDA*.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startStaticServer } from '../tests/browser/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seeds = Number(option('--seeds', 3));
const firstSeed = Number(option('--first-seed', 1));
const capMs = Number(option('--cap-s', 60)) * 1000;
const heuristics = option('--heuristics', 'manhattan,pdb').split(',');
const bands = option('--bands', 'easy,normal,hard,expert').split(',');
const jsonFile = option('--json', null);
const BANDS = ['easy', 'normal', 'hard', 'expert'];
if (
  !Number.isInteger(seeds) ||
  seeds < 1 ||
  !Number.isInteger(firstSeed) ||
  firstSeed < 0 ||
  !(capMs > 0) ||
  bands.some((band) => !BANDS.includes(band))
) {
  console.error(
    'feel.mjs: --seeds N (from 1), --first-seed S (from 0), --cap-s SECONDS (above 0), --bands among easy,normal,hard,expert',
  );
  process.exit(2);
}

// The article's table (article-ja.txt, 難易度別の探索量（目安）), quoted, with its English.
const ARTICLE = {
  easy: { ja: '15手 · 数千 · 数ミリ秒', en: '15 moves · thousands · a few ms' },
  normal: { ja: '30手 · 数万 · 数十ミリ秒', en: '30 moves · tens of thousands · tens of ms' },
  hard: {
    ja: '50手 · 数十万 · 数百ミリ秒',
    en: '50 moves · hundreds of thousands · hundreds of ms',
  },
  expert: { ja: '80手 · 数百万 · 数秒', en: '80 moves · millions · seconds' },
};

const server = await startStaticServer();
const profile = await mkdtemp(path.join(tmpdir(), 'slide-feel-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: 1280, height: 900 },
});
// Recorded from the first script on: whether the 15-puzzle's pattern databases are ready. The
// bench waits for them before any run, so that no table build shares the worker with a search.
await context.addInitScript(() => {
  window.__tablesReady = false;
  document.addEventListener('slide-tables', (event) => {
    if (event.composedPath()[0].id === 'fifteen' && event.detail.phase === 'ready')
      window.__tablesReady = true;
  });
});
const runs = [];
try {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${server.base}/`);
  await page.evaluate(() => document.getElementById('fifteen').ready);
  // The events are recorded on the page, so a search that ends while the bench waits is not missed.
  await page.evaluate(() => {
    const element = document.getElementById('fifteen');
    window.__done = [];
    element.addEventListener('slide-search-done', (event) =>
      window.__done.push({ at: performance.now(), ...event.detail, moves: undefined }),
    );
    element.scrollIntoView();
  });
  await tablesReady(page);
  for (const heuristic of heuristics) {
    await page.evaluate((heuristic) => {
      const element = document.getElementById('fifteen');
      element.setAttribute('algorithm', 'ida');
      element.setAttribute('heuristic', heuristic);
    }, heuristic);
    for (const band of bands) {
      for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1) {
        const run = await play(page, heuristic, band, seed);
        runs.push(run);
        console.error(
          `${heuristic} ${band} seed ${seed}: ${run.status}` +
            (run.status === 'solved'
              ? `, ${run.length} moves, ${run.nodes.toLocaleString('en')} nodes, ${run.ms.toFixed(1)} ms (wall ${run.wallMs.toFixed(0)} ms)`
              : ` after ${(run.wallMs / 1000).toFixed(1)} s`),
        );
      }
    }
  }
} finally {
  await context.close();
  server.stop();
  await rm(profile, { recursive: true, force: true });
}
report(runs);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(runs, null, 1)}\n`);

// Waits for the page's pattern databases (the element prepares them itself near the viewport:
// built in the worker on a first visit, as a reader's first visit would).
async function tablesReady(page) {
  const began = Date.now();
  await page.waitForFunction(() => window.__tablesReady, null, { timeout: 180000 });
  console.error(`pattern databases ready after ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

// The seeded shuffle of one band, then AUTO SOLVE; resolves with the run's figures.
async function play(page, heuristic, band, seed) {
  const previous = await page.evaluate(() => document.getElementById('fifteen').tiles.join(' '));
  await page.evaluate(
    ({ band, seed }) => {
      // Without a difficulty the start is the goal: the only position on the way to the shuffle.
      const element = document.getElementById('fifteen');
      element.removeAttribute('difficulty');
      element.setAttribute('seed', String(seed));
      element.setAttribute('difficulty', band);
    },
    { band, seed },
  );
  // The new position is on the board once the tiles changed, are not the goal, stayed put for a
  // moment (the shuffle is proven in the worker first) and AUTO SOLVE is enabled.
  const board = await page
    .waitForFunction(
      (previous) => {
        const element = document.getElementById('fifteen');
        const now = element.tiles.join(' ');
        const goal = element.tiles.every((tile, cell, all) => tile === (cell + 1) % all.length);
        const seen = window.__seen;
        if (seen?.tiles !== now) window.__seen = { tiles: now, since: performance.now() };
        if (now === previous || goal || performance.now() - window.__seen.since < 300) return false;
        const solve = element.shadowRoot.querySelector('button.solve');
        return solve && !solve.disabled && now;
      },
      previous,
      { timeout: 60000, polling: 100 },
    )
    .then((handle) => handle.jsonValue());
  const began = await page.evaluate(() => {
    window.__done.length = 0;
    document.getElementById('fifteen').shadowRoot.querySelector('button.solve').click();
    return performance.now();
  });
  const done = await page
    .waitForFunction(() => window.__done[0] ?? false, null, { timeout: capMs, polling: 50 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  if (!done) {
    const { wallMs, status } = await page.evaluate((began) => {
      const root = document.getElementById('fifteen').shadowRoot;
      const status = root.querySelector('.search-status')?.textContent ?? '';
      root.querySelector('button.cancel').click();
      return { wallMs: performance.now() - began, status };
    }, began);
    console.error(`  cancelled at the cap (${board}); the status line said: ${status}`);
    await page.waitForTimeout(500);
    return { heuristic, band, seed, board, status: 'over', wallMs };
  }
  return {
    heuristic,
    band,
    seed,
    board,
    status: 'solved',
    length: done.length,
    nodes: done.nodes,
    ms: done.elapsedMs,
    wallMs: done.at - began,
    searchHeuristic: done.heuristic,
  };
}

// The median of values where null stands for "over the cap" (larger than every measured value):
// { value, over } with over true when the median itself falls on a run over the cap.
function median(values) {
  const sorted = [...values].sort((a, b) => (a === null) - (b === null) || a - b);
  const middle =
    sorted.length % 2
      ? [sorted[(sorted.length - 1) / 2]]
      : sorted.slice(sorted.length / 2 - 1, sorted.length / 2 + 1);
  if (middle.some((v) => v === null)) return { value: null, over: true };
  return { value: middle.reduce((a, b) => a + b, 0) / middle.length, over: false };
}

function report(runs) {
  const int = (n) => Math.round(n).toLocaleString('en');
  const time = (msValue) =>
    msValue >= 1000
      ? `${(msValue / 1000).toFixed(1)} s`
      : `${msValue.toFixed(msValue < 10 ? 2 : 0)} ms`;
  const range = (values, format) => {
    const known = values.filter((v) => v !== null);
    if (known.length === 0) return '';
    return ` (${format(Math.min(...known))}–${format(Math.max(...known))})`;
  };
  console.log(
    `\n15-puzzle on the demo page, headless Chromium, ${seeds} seed(s) per band (${firstSeed}…${firstSeed + seeds - 1}), cap ${capMs / 1000} s per solve`,
  );
  for (const heuristic of heuristics) {
    console.log(`\nIDA* + ${heuristic}`);
    console.log(
      '| band | the article (shuffle · nodes · time) | solved | median nodes (range) | median search time (range) | median wall time | median moves (range) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const medians = [];
    for (const band of bands) {
      const mine = runs.filter((run) => run.heuristic === heuristic && run.band === band);
      const solved = mine.filter((run) => run.status === 'solved');
      const nodes = mine.map((run) => (run.status === 'solved' ? run.nodes : null));
      const ms = mine.map((run) => (run.status === 'solved' ? run.ms : null));
      const wall = mine.map((run) => (run.status === 'solved' ? run.wallMs : null));
      const length = solved.map((run) => run.length);
      const m = median(nodes);
      medians.push({ band, ...m });
      const show = (med, format) => (med.over ? `over the cap` : format(med.value));
      console.log(
        `| ${band} | ${ARTICLE[band].ja} (${ARTICLE[band].en}) | ${solved.length} of ${mine.length} | ` +
          `${show(m, int)}${range(nodes, int)} | ${show(median(ms), time)}${range(ms, time)} | ` +
          `${show(median(wall), time)} | ` +
          `${length.length ? int(median(length).value) : '–'}${range(length, int)} |`,
      );
    }
    const ratios = [];
    for (let i = 1; i < medians.length; i += 1) {
      const [a, b] = [medians[i - 1], medians[i]];
      ratios.push(
        `${a.band} → ${b.band}: ${a.over || b.over || !a.value ? 'n/a' : `×${(b.value / a.value).toFixed(1)}`}`,
      );
    }
    const first = medians[0];
    const last = medians[medians.length - 1];
    if (medians.length > 1 && !first.over && !last.over && last.value)
      ratios.push(
        `${first.band} / ${last.band} = 1/${Math.round(last.value / first.value).toLocaleString('en')}`,
      );
    console.log(`\nmedian nodes, band to band: ${ratios.join('; ')}`);
  }
}
