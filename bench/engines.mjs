// The page's own WebAssembly module in three engines, side by side with the native search in one
// run: node's V8, headless Chromium's V8 and Firefox ESR's SpiderMonkey, each searching in a
// Worker as the page does, with the same 6-6-3 tables (loaded, not built), against
// build/native/slide and the command line's WebAssembly build (tools/slide-wasm.mjs). Prints
// search time (the engines' own timers, no table loading), node rate and the ratio to native per
// position set, the median of the rounds, which run the runners interleaved. Figures only, never
// pass/fail: it is the measurement behind issue 12's "WebAssembly >= 0.85x native" (README,
// "Benchmark figures").
// Usage: node bench/engines.mjs [--pdb FILE] [--rounds N] [--hard80 N] [--skip-korf]
//        (--pdb: 6-6-3 tables, else built first with build/native/slide, about 5 s; --rounds: 3;
//        --hard80 N: the first N of bench/hard80.txt, 1 unless given, 0 for none)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer } from '../tests/browser/static-server.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rounds = Number(option('--rounds', 3));
const hard80 = Number(option('--hard80', 1));
const FIREFOX = '/usr/bin/firefox-esr';
const native = path.join(root, 'build', 'native', 'slide');
for (const [file, why] of [
  [native, './build.sh'],
  [path.join(root, 'web', 'wasm', 'slide.wasm'), './build.sh'],
  [CHROMIUM, './build.sh deps'],
  [FIREFOX, './build.sh deps'],
]) {
  if (!existsSync(file)) {
    console.error(`engines.mjs: ${file} is missing (${why})`);
    process.exit(2);
  }
}
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(hard80) || hard80 < 0) {
  console.error('engines.mjs: --rounds takes a whole number from 1, --hard80 one from 0');
  process.exit(2);
}

// The timing code, the same text in node and in the browsers' Workers: one module, the tables
// loaded once, a warm-up search (so the engine's optimising tier runs what is timed), then each
// position alone, with the engine's performance.now().
const TIMING = String.raw`
const KORF_82 = '0 12 11 1 4 10 13 9 5 8 7 3 15 14 6 2';
let ready = null;
function prepare(create, tables) {
  ready ??= (async () => {
    const module = await create();
    const loaded = module.loadTables('15', undefined, tables);
    if (loaded.error) throw new Error(loaded.error);
    solveTimed(module, KORF_82);
    return module;
  })();
  return ready;
}
function solveTimed(module, board) {
  const started = module.startSearch('15', undefined, board, { heuristic: 'pdb' });
  if (started.error) throw new Error(started.error);
  const began = performance.now();
  let step;
  do step = module.runJob(started.job, 50000000); while (step.status === 'running');
  return { ms: performance.now() - began, nodes: step.nodes, length: step.length ?? null, status: step.status };
}`;
const WORKER = `${TIMING}
importScripts('slide.js');
onmessage = async ({ data }) => {
  try {
    const tables = new Uint8Array(await (await fetch('/tables.pdb')).arrayBuffer());
    const module = await prepare(() => createSlideModule(), tables);
    postMessage(solveTimed(module, data));
  } catch (error) { postMessage({ error: String(error) }); }
};`;
const PAGE = `<!doctype html><title>engines</title><script>
const worker = new Worker('wasm/engines-worker.js');
window.solve = (board) => new Promise((resolve) => { worker.onmessage = ({ data }) => resolve(data); worker.postMessage(board); });
</script>`;

function positions(file) {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((line) => line.replace(/[#;].*/, '').trim())
    .filter(Boolean);
}
// Each set's positions also go to a file of their own, for the command-line runners.
const sets = [];
const setFile = (boards) => {
  const file = path.join(os.tmpdir(), `slide-engines-${process.pid}-${sets.length}.txt`);
  writeFileSync(file, `${boards.join('\n')}\n`);
  return file;
};
const addSet = (name, source, boards) => sets.push([name, source, boards, setFile(boards)]);
if (!args.includes('--skip-korf'))
  addSet("Korf's 100", 'tests/data/korf100.txt', positions('tests/data/korf100.txt'));
if (hard80 > 0)
  addSet(`80-move 1-${hard80}`, 'bench/hard80.txt', positions('bench/hard80.txt').slice(0, hard80));

let pdb = option('--pdb', null);
const built = !pdb;
if (built) {
  pdb = path.join(os.tmpdir(), `slide-engines-${process.pid}.pdb`);
  execFileSync(native, ['pdb', 'build', '--out', pdb], { stdio: 'ignore' });
}
const tables = readFileSync(pdb);
// The tests' server of web/ (the module as the page gets it), with the bench's page, its worker
// (in web/wasm/, where the glue looks for slide.wasm) and the tables added.
const site = await startSiteServer({
  pages: { '/engines.html': PAGE },
  override: (pathname) =>
    ({
      '/wasm/engines-worker.js': { status: 200, body: WORKER, type: 'text/javascript' },
      '/tables.pdb': { status: 200, body: tables },
    })[pathname] ?? null,
});
const base = `${site.base}/engines.html`;

// Each runner: a fresh engine (process or browser) per set and round; returns per-position results.
async function inBrowser(page, boards) {
  await page.goto(base);
  const out = [];
  for (const board of boards) {
    const result = await page.evaluate((b) => window.solve(b), board);
    if (result.error) throw new Error(result.error);
    out.push(result);
  }
  return out;
}
const runners = {
  'native (build/native/slide)': async (file) => {
    const lines = execFileSync(native, ['bench', '--pdb', pdb, '--json', file], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => !line.total);
    return lines.map((line) => ({ ms: line.ms, nodes: line.nodes, length: line.length }));
  },
  'WASM, command line build (node)': async (file) => {
    const lines = execFileSync(
      process.execPath,
      [path.join(root, 'tools', 'slide-wasm.mjs'), 'bench', '--pdb', pdb, '--json', file],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => !line.total);
    return lines.map((line) => ({ ms: line.ms, nodes: line.nodes, length: line.length }));
  },
  [`WASM, page module, node ${process.version}`]: async (file, boards) => {
    const create = createRequire(import.meta.url)(path.join(root, 'web', 'wasm', 'slide.js'));
    const context = vm.createContext({ performance });
    vm.runInContext(`${TIMING}; this.prepare = prepare; this.solveTimed = solveTimed;`, context);
    const wasmBinary = readFileSync(path.join(root, 'web', 'wasm', 'slide.wasm'));
    const module = await context.prepare(() => create({ wasmBinary }), new Uint8Array(tables));
    return boards.map((board) => context.solveTimed(module, board));
  },
  'WASM, page module, Chromium': async (file, boards) => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const result = await inBrowser(await browser.newPage(), boards);
      runners['WASM, page module, Chromium'].version = browser.version();
      return result;
    } finally {
      await browser.close();
    }
  },
  'WASM, page module, Firefox': async (file, boards) => {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      protocolTimeout: 0,
    });
    try {
      const result = await inBrowser(await browser.newPage(), boards);
      runners['WASM, page module, Firefox'].version = await browser.version();
      return result;
    } finally {
      await browser.close();
    }
  },
};

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
console.log(
  `# The page's WebAssembly module in three engines and native  ${new Date().toISOString()}`,
);
console.log(
  `machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ` +
    `tables ${built ? 'built for this run' : pdb}; ${rounds} rounds, runners interleaved; search time only`,
);
try {
  for (const [name, source, boards, file] of sets) {
    const times = Object.fromEntries(Object.keys(runners).map((runner) => [runner, []]));
    let reference = null;
    for (let round = 0; round < rounds; round++) {
      for (const [runner, run] of Object.entries(runners)) {
        const results = await run(file, boards);
        const nodes = results.map((r) => r.nodes).join();
        reference ??= nodes;
        if (nodes !== reference)
          throw new Error(`${runner} on ${name}: node counts differ from the first runner's`);
        if (results.some((r) => r.status && r.status !== 'solved'))
          throw new Error(`${runner} on ${name}: a position was not solved`);
        times[runner].push(results.reduce((sum, r) => sum + r.ms, 0));
      }
    }
    const nodes = reference.split(',').reduce((sum, n) => sum + Number(n), 0);
    const nativeMs = median(times['native (build/native/slide)']);
    console.log(
      `\n## ${name} (${source}, ${boards.length} positions, ${fmt(nodes)} nodes, the same in every runner)`,
    );
    console.log('| runner | search time (median) | node rate | x native rate | rounds |');
    console.log('|---|---|---|---|---|');
    for (const [runner, list] of Object.entries(times)) {
      const ms = median(list);
      const label = runners[runner].version ? `${runner} ${runners[runner].version}` : runner;
      console.log(
        `| ${label} | ${fmt(ms)} ms | ${fmt(nodes / ms / 1000, 1)} M/s | ${(nativeMs / ms).toFixed(2)} | ${list.map((t) => fmt(t, 1)).join(', ')} ms |`,
      );
    }
  }
} catch (error) {
  // One line: the page module's glue in this process would print its whole source with the stack.
  console.error(`engines.mjs: ${error.message}`);
  process.exitCode = 1;
} finally {
  await site.stop();
  for (const set of sets) unlinkSync(set[3]);
  if (built) unlinkSync(pdb);
}
