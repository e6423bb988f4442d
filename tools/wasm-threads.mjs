// `node tools/slide-wasm.mjs bench --pdb FILE --threads N POSITIONS`: the 15-puzzle's
// pattern-database IDA* split across N node worker threads, each with its own copy of the page's
// WebAssembly module and tables, moved by the page's own split-search.js (the core's
// SplitPdbSearch, MessagePorts, no shared memory), so the page's parallel solve can be timed from
// the command line. The output has the native bench's columns.
import { Worker, MessageChannel, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
const SLICE = { first: 100000, least: 1000 };
const KORF_82 = '0 12 11 1 4 10 13 9 5 8 7 3 15 14 6 2';

async function loadModule() {
  const create = createRequire(import.meta.url)(path.join(web, 'wasm', 'slide.js'));
  return create({ wasmBinary: readFileSync(path.join(web, 'wasm', 'slide.wasm')) });
}

// split-search.js's installSplit: a module that imports nothing, read as a data: URL (node takes
// web/js for CommonJS, there being no package.json there that says otherwise).
const { installSplit } = await import(
  `data:text/javascript;base64,${readFileSync(path.join(web, 'js', 'worker', 'split-search.js')).toString('base64')}`
);

// The helpers the page's worker lends split-search.js (lazy-modules.js), over this thread's module;
// then split-search.js installed with them.
function lendWorker(module) {
  const call = (name, ...args) => {
    const result = module[name](...args);
    if (result && typeof result.error === 'string') throw new Error(result.error);
    return result;
  };
  const runJob = async (job, { wanted, onProgress, between }) => {
    let last = performance.now();
    for (;;) {
      const step = call('runJob', job, SLICE.first);
      if (step.status !== 'running') return step;
      if (onProgress && performance.now() - last >= 100) {
        last = performance.now();
        onProgress(step);
      }
      await (between?.(step) ?? new Promise((resolve) => setImmediate(resolve)));
      if (!wanted()) return null;
    }
  };
  return { runJob, split: installSplit({ call, runJob, noteCrash: () => false, budget: SLICE }) };
}

function fail(message) {
  console.error(`slide-wasm: ${message}`);
  process.exit(2);
}

if (!isMainThread) {
  // A helper: the lead's port arrives with workerData; the tables come over it like the page's.
  const { split } = lendWorker(await loadModule());
  split.serve(workerData.port);
} else {
  await main(process.argv.slice(2));
}

async function main(args) {
  const options = { pdb: null, threads: 1, file: null };
  for (let i = 1; i < args.length; i++) {
    if (args[i] === '--pdb') options.pdb = args[++i];
    else if (args[i] === '--threads') options.threads = Number(args[++i]);
    else if (!args[i].startsWith('--') && !options.file) options.file = args[i];
    else
      fail(
        `with --threads, only "bench --pdb FILE --threads N POSITIONS" is supported (not ${JSON.stringify(args[i]).slice(0, 40)})`,
      );
  }
  if (args[0] !== 'bench' || !options.pdb || !options.file)
    fail('usage: slide-wasm.mjs bench --pdb FILE --threads N POSITIONS');
  if (!Number.isInteger(options.threads) || options.threads < 2 || options.threads > 16)
    fail('--threads must be a whole number from 2 to 16');
  const module = await loadModule();
  const loaded = module.loadTables('15', undefined, new Uint8Array(readFileSync(options.pdb)));
  if (loaded.error) fail(`${options.pdb}: ${loaded.error}`);
  const { split, runJob } = lendWorker(module);
  const helpers = [];
  const ports = [];
  for (let i = 1; i < options.threads; i++) {
    const channel = new MessageChannel();
    helpers.push(
      new Worker(new URL(import.meta.url), {
        workerData: { port: channel.port2 },
        transferList: [channel.port2],
      }),
    );
    ports.push(channel.port1);
  }
  split.attach(ports);
  const boards = readFileSync(options.file === '-' ? 0 : options.file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/[#;].*/, '').trim())
    .filter(Boolean);
  // Let the helpers start and take the tables (as the page's do before they get subtrees), and
  // time only the searches, as the native bench does.
  await warmUp(module, split, runJob, options.threads);
  let nodes = 0,
    ms = 0,
    solved = 0;
  for (const [index, board] of boards.entries()) {
    const started = module.startSearch('15', undefined, board, {
      heuristic: 'pdb',
      remoteWorkers: options.threads - 1,
    });
    if (started.error) fail(`position ${index + 1}: ${started.error}`);
    const shared = started.split
      ? split.begin(started.job, { puzzle: '15', board }, options.threads - 1)
      : null;
    const began = performance.now();
    const step = await runJob(started.job, {
      wanted: () => true,
      between: shared?.between,
    });
    const took = performance.now() - began;
    shared?.end();
    if (step.status === 'solved') solved += 1;
    nodes += step.nodes;
    ms += took;
    const h = module.evaluate('15', undefined, board).pdb;
    console.log(
      `${String(index + 1).padStart(3)}  length ${String(step.length ?? '-').padStart(4)}  h ${String(h).padStart(3)}  nodes ${String(step.nodes).padStart(12)}  ms ${took.toFixed(1).padStart(10)}  workers ${shared ? shared.workers() : 1}`,
    );
  }
  console.log(
    `total  positions ${boards.length}  solved ${solved}  nodes ${nodes}  ms ${ms.toFixed(1)}  nodes/s ${Math.round(nodes / (ms / 1000))}  threads ${options.threads}`,
  );
  for (const helper of helpers) await helper.terminate();
}

// Korf's instance #82 (4.4 M nodes, iterations large enough to split) solved until every helper
// has taken part, so each holds the tables before the timed searches (at most 30 s).
async function warmUp(module, split, runJob, threads) {
  const deadline = performance.now() + 30000;
  while (performance.now() < deadline) {
    const started = module.startSearch('15', undefined, KORF_82, {
      heuristic: 'pdb',
      remoteWorkers: threads - 1,
    });
    const shared = started.split
      ? split.begin(started.job, { puzzle: '15', board: KORF_82 }, threads - 1)
      : null;
    await runJob(started.job, {
      wanted: () => true,
      between: shared?.between,
    });
    shared?.end();
    if (!shared || shared.workers() >= threads) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
