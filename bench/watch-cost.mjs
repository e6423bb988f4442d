// watch-cost.mjs: what watching a search costs: Korf's 100 through runJob in page-like slices, with
// this build (which returns the iterations and the path each slice) against a baseline build
// without them.
//
// Usage: node bench/watch-cost.mjs BASELINE_WASM_DIR [--rounds 3] [--slice-ms 20]
//   BASELINE_WASM_DIR holds slide.js + slide.wasm built from a commit before the watch fields
//   (e.g. `git archive <commit> | tar -x -C /tmp/base`, then its wasm build). Both modules run the
//   same searches with the same pattern databases (built once, loaded into both), sliced as the
//   page's worker slices them (each slice aimed at --slice-ms), alternating which goes first.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const baselineDir = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
if (!baselineDir)
  throw new Error(
    'usage: node bench/watch-cost.mjs BASELINE_WASM_DIR [--rounds N] [--slice-ms MS]',
  );
const rounds = option('--rounds', 3);
const sliceMs = option('--slice-ms', 20);

async function load(dir) {
  const create = createRequire(import.meta.url)(path.resolve(dir, 'slide.js'));
  return create({ wasmBinary: readFileSync(path.resolve(dir, 'slide.wasm')) });
}

const boards = readFileSync(path.join(root, 'tests/data/korf100.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.split(';')[0].trim().split(/\s+/).map(Number));

// The worker's loop (solver-worker.js runJob): first budget 100,000, floor 1,000, each slice aimed
// at sliceMs.
function solveAll(slide) {
  let nodes = 0,
    slices = 0,
    sampled = 0;
  const began = process.cpuUsage();
  for (const board of boards) {
    const { job } = slide.startSearch('15', undefined, board, { heuristic: 'pdb' });
    let size = 100000;
    for (;;) {
      const t = performance.now();
      const step = slide.runJob(job, size);
      const took = performance.now() - t;
      slices++;
      if (took > 0) size = Math.max(1000, Math.min(size * 4, Math.round((size * sliceMs) / took)));
      // read, as the worker's progressOf does
      if (Array.isArray(step.path)) sampled += step.path.length;
      if (step.status !== 'running') {
        if (step.status !== 'solved') throw new Error(`search ended ${step.status}`);
        nodes += step.nodes;
        break;
      }
    }
  }
  const used = process.cpuUsage(began);
  return { ms: (used.user + used.system) / 1000, nodes, slices, sampled };
}

// The cost of one slice's report, alone: runJob with a budget of one node on a deep search (Korf
// #1 with Manhattan, 8 iterations in, the path ~50 cells long), CPU microseconds per call.
function perCall(slide, calls = 20000) {
  const { job } = slide.startSearch('15', undefined, boards[0], { heuristic: 'manhattan' });
  while (slide.runJob(job, 4000000).iteration < 8);
  const began = process.cpuUsage();
  for (let i = 0; i < calls; i++) slide.runJob(job, 1);
  const used = process.cpuUsage(began);
  slide.cancelJob(job);
  return (used.user + used.system) / calls;
}

const watched = await load(path.join(root, 'web/wasm'));
const baseline = await load(baselineDir);
// Tables built once (in the watched module), then the same bytes installed in the baseline.
const build = watched.startTableBuild('15', undefined);
while (watched.runJob(build.job, 4000000).status === 'running');
const bytes = watched.saveTables('15', undefined).bytes;
const loaded = baseline.loadTables('15', undefined, bytes);
if (loaded.error) throw new Error(loaded.error);

// One run each first, not counted: the first pass warms the caches and the JIT of both modules.
solveAll(watched);
solveAll(baseline);
const times = { watched: [], baseline: [] };
let last = {};
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? ['baseline', 'watched'] : ['watched', 'baseline'];
  for (const name of order) {
    last[name] = solveAll(name === 'watched' ? watched : baseline);
    times[name].push(last[name].ms);
  }
}
const calls = { watched: [], baseline: [] };
for (let round = 0; round < 5; round++)
  for (const name of round % 2 ? ['baseline', 'watched'] : ['watched', 'baseline'])
    calls[name].push(perCall(name === 'watched' ? watched : baseline));
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const [w, b] = [median(times.watched), median(times.baseline)];
const [cw, cb] = [median(calls.watched), median(calls.baseline)];
console.log(
  `One slice's report (runJob of 1 node, deep search): baseline ${cb.toFixed(2)} µs, watched ${cw.toFixed(2)} µs: +${(cw - cb).toFixed(2)} µs a slice, ${((100 * (cw - cb)) / (sliceMs * 1000)).toFixed(3)}% of a ${sliceMs} ms slice`,
);
console.log(
  `Korf's 100, pdb, slices aimed at ${sliceMs} ms, ${rounds} rounds (median CPU time of this process):`,
);
console.log(
  `  baseline (no iterations/path): ${b.toFixed(0)} ms, ${last.baseline.slices} slices, ${last.baseline.nodes} nodes`,
);
console.log(
  `  watched (iterations + path every slice): ${w.toFixed(0)} ms, ${last.watched.slices} slices, ${last.watched.nodes} nodes, ${last.watched.sampled} path cells read`,
);
console.log(
  `  cost: ${((w / b - 1) * 100).toFixed(1)}% (all rounds: watched ${times.watched.map((t) => t.toFixed(0)).join(', ')}; baseline ${times.baseline.map((t) => t.toFixed(0)).join(', ')}); same nodes: ${last.watched.nodes === last.baseline.nodes}`,
);
