// difficulty-times.mjs: how long the difficulty shuffle takes in WebAssembly (the page's module
// under node, driven in slices of about 20 ms as the worker does), per difficulty, without tables
// and with the 15-puzzle's tables. Usage: node tools/difficulty-times.mjs [--puzzle 15]
// [--count 50] [--pdb FILE] (FILE from `slide pdb build --out FILE`). Prints median, 90th
// percentile and worst milliseconds, and the distances met.
import { readFileSync } from 'node:fs';
import { loadSlideModule } from '../tests/wasm/load-module.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const puzzle = option('puzzle', '15');
const count = Number(option('count', '50'));
const pdb = option('pdb', null);

const slide = await loadSlideModule();
if (pdb) {
  const began = performance.now();
  const loaded = slide.loadTables(puzzle, undefined, new Uint8Array(readFileSync(pdb)));
  if (loaded.error) throw new Error(loaded.error);
  console.log(
    `tables loaded in ${(performance.now() - began).toFixed(0)} ms: ${loaded.description}`,
  );
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

for (const difficulty of ['easy', 'normal', 'hard', 'expert']) {
  const times = [];
  const distances = new Map();
  let exact = 0,
    candidates = 0;
  for (let seed = 1; seed <= count; ++seed) {
    const began = performance.now();
    const { job, error } = slide.startScramble(puzzle, undefined, { difficulty, seed });
    if (error) throw new Error(error);
    let step,
      budget = 100000;
    do {
      const slice = performance.now();
      step = slide.runJob(job, budget);
      const took = performance.now() - slice;
      if (took > 0) budget = Math.max(1000, Math.min(budget * 4, Math.round((budget * 20) / took)));
    } while (step.status === 'running');
    if (step.status !== 'done')
      throw new Error(`${difficulty} seed ${seed}: ${step.status} ${step.message}`);
    times.push(performance.now() - began);
    const key = `${step.exact ? '' : '>='}${step.distance}`;
    distances.set(key, (distances.get(key) ?? 0) + 1);
    exact += step.exact;
    candidates += step.candidates;
  }
  times.sort((a, b) => a - b);
  const band = `${times.length} shuffles`;
  console.log(
    `${difficulty.padEnd(7)} ${band}: median ${quantile(times, 0.5).toFixed(1)} ms, p90 ${quantile(times, 0.9).toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms; exact ${exact}/${count}; candidates ${(candidates / count).toFixed(1)} on average`,
  );
  console.log(
    `        distances: ${[...distances]
      .sort((a, b) => parseInt(a[0].replace('>=', '')) - parseInt(b[0].replace('>=', '')))
      .map(([d, n]) => `${d}×${n}`)
      .join(' ')}`,
  );
}
