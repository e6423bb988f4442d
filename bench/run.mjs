// The benchmarks, side by side in one run, printing figures and ratios (never pass/fail):
//   1. node rate of IDA* + Manhattan, native vs WebAssembly under node, on the same positions;
//   2. the article's difficulties: ours (native and WebAssembly) vs the article's own JavaScript
//      IDA* (bench/article-ida.mjs) on the same positions;
//   3. the download size of the page's solver module;
//   4. pattern databases: table build time (native, WebAssembly), Korf's 100 (all optimal? total,
//      worst), and the article's Expert shuffles with them.
//   5. Korf's 100 and the 80-move positions (bench/hard80.txt) native and WebAssembly side by side,
//      the parallel speed-up natively (one search on 2 .. N threads), and the cost of running in
//      20 ms slices.
//   6. the command line's 7-8 tables (--tables78 FILE, or --build78 to build them first: about
//      6 minutes and 1.3 GB): the build, then Korf's 100 and all 17 80-move positions, native on 1
//      and 2 threads and WebAssembly under node, side by side with the 6-6-3 tables.
// Usage: node bench/run.mjs [--article-timeout-ms N] [--skip-article] [--skip-korf] [--hard80 N]
//        [--threads N] [--skip-slices] [--only-search] [--tables78 FILE | --build78]
//        (--only-search: sections 4-6 only; --threads: native runs on 2 .. N threads too, default
//        2, 1 for none)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import os from 'node:os';

const args = process.argv.slice(2);
const articleTimeout = Number(args[args.indexOf('--article-timeout-ms') + 1]) || 30000;
const skipArticle = args.includes('--skip-article');
const skipKorf = args.includes('--skip-korf');
// The 80-move positions take minutes each under WebAssembly; --hard80 N runs the first N (0: none).
const hard80 = args.includes('--hard80') ? Number(args[args.indexOf('--hard80') + 1]) : 3;
const slices = !args.includes('--skip-slices');
const maxThreads = args.includes('--threads') ? Number(args[args.indexOf('--threads') + 1]) : 2;
const onlySearch = args.includes('--only-search');
const build78 = args.includes('--build78');
const tables78 = args.includes('--tables78')
  ? args[args.indexOf('--tables78') + 1]
  : build78
    ? path.join(os.tmpdir(), `slide-bench-${process.pid}-78.pdb`)
    : null;

const native = ['build/native/slide'];
const wasm = [process.execPath, 'tools/slide-wasm.mjs'];
const article = [process.execPath, 'bench/article-ida.mjs'];

// Runs a bench command with --json; returns the per-position lines and the totals line.
function bench(command, extra, file) {
  let out;
  try {
    out = execFileSync(command[0], [...command.slice(1), 'bench', ...extra, '--json', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
  } catch (error) {
    out = error.stdout; // a position that gave up exits 1 but still prints its line
  }
  const lines = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { rows: lines.filter((l) => !l.total), total: lines.find((l) => l.total) };
}

function articleRun(file) {
  let out;
  try {
    out = execFileSync(
      article[0],
      [article[1], '--json', '--timeout-ms', String(articleTimeout), file],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
  } catch (error) {
    out = error.stdout;
  }
  const lines = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return { rows: lines.filter((l) => !l.total), total: lines.find((l) => l.total) };
}

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

console.log(`# slide benchmarks  ${new Date().toISOString()}`);
console.log(`machine: ${os.cpus()[0].model}, ${os.cpus().length} cores; node ${process.version}`);

if (!onlySearch) {
  console.log(
    '\n## 1. Node rate, IDA* + Manhattan, bench/walk80.txt (10 random walks of 80 moves)',
  );
  const n = bench(native, ['--heuristic', 'manhattan'], 'bench/walk80.txt').total;
  const w = bench(wasm, ['--heuristic', 'manhattan'], 'bench/walk80.txt').total;
  console.log(
    `native : ${fmt(n.nodes)} nodes in ${fmt(n.ms, 1)} ms = ${fmt(n.nodes_per_second / 1e6, 1)} M nodes/s`,
  );
  console.log(
    `wasm   : ${fmt(w.nodes)} nodes in ${fmt(w.ms, 1)} ms = ${fmt(w.nodes_per_second / 1e6, 1)} M nodes/s`,
  );
  console.log(
    `wasm / native node rate: ${(w.nodes_per_second / n.nodes_per_second).toFixed(2)}x (same node count: ${n.nodes === w.nodes})`,
  );

  console.log("\n## 2. The article's difficulties: 10 positions each, the same for every solver");
  console.log(`ours: IDA* + Manhattan (the article's heuristic), native and WebAssembly; and WebAssembly with the
default heuristic. article: bench/article-ida.mjs under node, ${articleTimeout / 1000} s limit per position.
speed-up: article ms / ours (WebAssembly, Manhattan) ms, over the positions the article solved.`);
  console.log(
    'difficulty | optimal (avg) | nodes MD | ms native MD | ms wasm MD | nodes default | ms wasm default | article solved | article ms (avg solved) | speed-up total | speed-up worst position',
  );
  for (const [name, moves] of [
    ['Easy', 15],
    ['Normal', 30],
    ['Hard', 50],
    ['Expert', 80],
  ]) {
    const file = `bench/walk${moves}.txt`;
    const ours = bench(native, ['--heuristic', 'manhattan'], file);
    const oursWasm = bench(wasm, ['--heuristic', 'manhattan'], file);
    const best = bench(wasm, [], file);
    const cells = [
      `${name} (${moves})`,
      fmt(mean(ours.rows.map((r) => r.length)), 1),
      fmt(mean(ours.rows.map((r) => r.nodes))),
      fmt(mean(ours.rows.map((r) => r.ms)), 2),
      fmt(mean(oursWasm.rows.map((r) => r.ms)), 2),
      fmt(mean(best.rows.map((r) => r.nodes))),
      fmt(mean(best.rows.map((r) => r.ms)), 2),
    ];
    if (skipArticle) {
      cells.push('skipped', '-', '-', '-');
    } else {
      const theirs = articleRun(file);
      const solved = theirs.rows.map((r, i) => ({ r, i })).filter(({ r }) => r.length !== null);
      cells.push(`${solved.length}/${theirs.rows.length}`);
      if (solved.length) {
        const sumTheirs = solved.reduce((a, { r }) => a + r.ms, 0);
        const sumOurs = solved.reduce((a, { i }) => a + oursWasm.rows[i].ms, 0);
        const worst = Math.min(
          ...solved.map(({ r, i }) => r.ms / Math.max(oursWasm.rows[i].ms, 0.001)),
        );
        cells.push(
          fmt(sumTheirs / solved.length, 1),
          `${fmt(sumTheirs / Math.max(sumOurs, 0.001))}x`,
          `${fmt(worst)}x`,
        );
      } else {
        cells.push(`none in ${articleTimeout / 1000} s`, '-', '-');
      }
      for (const { r, i } of solved) {
        if (r.length !== oursWasm.rows[i].length)
          console.log(
            `!! position ${i + 1} of ${file}: article length ${r.length}, ours ${oursWasm.rows[i].length}`,
          );
      }
    }
    console.log(cells.join(' | '));
  }

  console.log('\n## 3. Download size of the solver module (web/wasm)');
  let raw = 0,
    zipped = 0;
  // the glue's ES twin: what the page's module worker imports (node loads the classic slide.js)
  for (const file of ['web/wasm/slide.mjs', 'web/wasm/slide.wasm']) {
    const bytes = readFileSync(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += statSync(file).size;
    zipped += gz;
    console.log(`${file}: ${fmt(bytes.length)} bytes, ${fmt(gz)} gzip -9`);
  }
  console.log(`total: ${fmt(raw)} bytes raw, ${fmt(zipped)} bytes gzip`);

  // Everything the demo page loads on a first visit: every file under web/ (each gzipped on its
  // own, as a server compressing responses would send it) but the classic glues, which only node
  // loads.
  const nodeOnly = new Set(['web/wasm/slide.js', 'web/wasm/slide-lab.js']);
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  let pageRaw = 0,
    pageZipped = 0,
    files = 0;
  for (const file of walk('web').filter((name) => !nodeOnly.has(name))) {
    const bytes = readFileSync(file);
    pageRaw += bytes.length;
    pageZipped += gzipSync(bytes, { level: 9 }).length;
    files++;
  }
  console.log(
    `whole page (all ${files} files under web/): ${fmt(pageRaw)} bytes raw, ${fmt(pageZipped)} bytes gzip`,
  );
}

console.log('\n## 4. Pattern databases (6-6-3 with the diagonal mirror)');
const tablesFile = path.join(os.tmpdir(), `slide-bench-${process.pid}.pdb`);
function timedBuild(command) {
  const began = process.hrtime.bigint();
  execFileSync(command[0], [...command.slice(1), 'pdb', 'build', '--out', tablesFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return Number(process.hrtime.bigint() - began) / 1e6;
}
const buildNative = timedBuild(native);
const buildWasm = timedBuild(wasm);
console.log(
  `table build (whole command): native ${fmt(buildNative)} ms, wasm under node ${fmt(buildWasm)} ms; ` +
    `file ${fmt(statSync(tablesFile).size)} bytes, ${fmt(gzipSync(readFileSync(tablesFile), { level: 9 }).length)} gzip -9`,
);
console.log('\n## 5. Optimal search with the tables, native and WebAssembly (node) side by side');
// Korf's 100 and the 80-move positions, native and WebAssembly side by side, with their ratios,
// and what running in the page's 20 ms slices costs (the same search, one run against slices).
// The published optimal lengths (`optimal=N` on each line), or null for a set without them
// (bench/random30.txt): its lengths are then compared between the two tables of section 6.
const published = (file) => {
  const lengths = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => /optimal=(\d+)/.exec(l)?.[1]);
  return lengths.every((n) => n !== undefined) ? lengths.map(Number) : null;
};
function firstLines(file, count) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .slice(0, count);
  const out = path.join(os.tmpdir(), `slide-bench-${process.pid}-${path.basename(file)}`);
  writeFileSync(out, lines.join('\n') + '\n');
  temporary.push(out);
  return out;
}
const temporary = [tablesFile];
const sets = [];
if (!skipKorf)
  sets.push(
    ["Korf's 100", 'tests/data/korf100.txt', 100],
    ['30 random positions', 'bench/random30.txt', 30],
  );
if (hard80 > 0) sets.push([`80-move positions (${hard80} of 17)`, 'bench/hard80.txt', hard80]);
console.log(
  'set | runner | optimal (random positions: agree with native) | nodes | s | M nodes/s | worst s | time / native 1 thread',
);
// The WebAssembly build has no threads; natively one search is split across 2 .. maxThreads.
const runners = [['native', native, []]];
for (let threads = 2; threads <= maxThreads; ++threads)
  runners.push([`native, ${threads} threads`, native, ['--threads', String(threads)]]);
runners.push(['wasm', wasm, []]);
for (const [name, file, count] of sets) {
  const input = firstLines(file, count);
  const lengths = published(file)?.slice(0, count);
  const runs = {};
  for (const [runner, command, extra] of runners) {
    const run = bench(command, ['--pdb', tablesFile, ...extra], input);
    // Without published lengths: the same lengths as the first runner's (the same tables).
    const optimal = lengths ?? (runs.native ?? run).rows.map((r) => r.length);
    const right = run.rows.filter((r, i) => r.length === optimal[i]).length;
    const worst = Math.max(...run.rows.map((r) => r.ms));
    runs[runner] = run;
    const ratio = runner === 'native' ? '' : `${(run.total.ms / runs.native.total.ms).toFixed(2)}x`;
    console.log(
      `${name} | ${runner} | ${right}/${run.rows.length} | ${fmt(run.total.nodes)} | ${fmt(run.total.ms / 1000, 2)} | ` +
        `${fmt(run.total.nodes_per_second / 1e6, 1)} | ${fmt(worst / 1000, 2)} | ${ratio}`,
    );
  }
  if (runs.native.total.nodes !== runs.wasm.total.nodes)
    console.log('!! native and wasm node counts differ');
}
if (slices && !skipKorf) {
  console.log(
    "\nSlicing cost (Korf's 100, the same searches in slices of about 20 ms, sized as the page's worker does):",
  );
  for (const [runner, command] of [
    ['native', native],
    ['wasm', wasm],
  ]) {
    const whole = bench(command, ['--pdb', tablesFile], 'tests/data/korf100.txt').total;
    const sliced = bench(
      command,
      ['--pdb', tablesFile, '--slice-ms', '20'],
      'tests/data/korf100.txt',
    ).total;
    console.log(
      `${runner}: one run ${fmt(whole.ms, 0)} ms, in ${fmt(sliced.slices)} slices ${fmt(sliced.ms, 0)} ms ` +
        `(${((sliced.ms / whole.ms - 1) * 100).toFixed(1)}%), same nodes: ${whole.nodes === sliced.nodes}`,
    );
  }
}
const expert = bench(wasm, ['--pdb', tablesFile], 'bench/walk80.txt');
console.log(
  `Expert shuffles (bench/walk80.txt), wasm with pdb: average ${fmt(mean(expert.rows.map((r) => r.ms)), 2)} ms, ` +
    `worst ${fmt(Math.max(...expert.rows.map((r) => r.ms)), 2)} ms, ${fmt(mean(expert.rows.map((r) => r.nodes)))} nodes on average`,
);

if (tables78) {
  console.log(
    "\n## 6. The command line's 7-8 tables (1,2,3,4,5,6,7,8 / 9,...,15, with the diagonal mirror)",
  );
  if (build78) {
    temporary.push(tables78);
    const began = process.hrtime.bigint();
    execFileSync(
      native[0],
      ['pdb', 'build', '--partition', '1,2,3,4,5,6,7,8/9,10,11,12,13,14,15', '--out', tables78],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    console.log(
      `build, native: ${fmt(Number(process.hrtime.bigint() - began) / 1e9, 1)} s; file ${fmt(statSync(tables78).size)} bytes`,
    );
  }
  console.log(
    'set | tables | runner | optimal (random positions: 7-8 agrees with 6-6-3) | nodes | s | M nodes/s | worst s | time / 6-6-3 same runner',
  );
  const runners78 = [
    ['native', native, []],
    ['native, 2 threads', native, ['--threads', '2']],
    ['wasm', wasm, []],
  ];
  for (const [name, file] of [
    ["Korf's 100", 'tests/data/korf100.txt'],
    ['30 random positions', 'bench/random30.txt'],
    ['80-move positions (17)', 'bench/hard80.txt'],
  ]) {
    const lengths = published(file);
    for (const [runner, command, extra] of runners78) {
      const runs = {};
      for (const [tables, tablesPath] of [
        ['6-6-3', tablesFile],
        ['7-8', tables78],
      ]) {
        const run = (runs[tables] = bench(command, ['--pdb', tablesPath, ...extra], file));
        // Without published lengths, 7-8 is checked against 6-6-3 (two different heuristics).
        const optimal = lengths ?? runs['6-6-3'].rows.map((r) => r.length);
        const right = run.rows.filter((r, i) => r.length === optimal[i]).length;
        const worst = Math.max(...run.rows.map((r) => r.ms));
        const ratio =
          tables === '7-8' ? `${(run.total.ms / runs['6-6-3'].total.ms).toFixed(3)}x` : '';
        console.log(
          `${name} | ${tables} | ${runner} | ${right}/${run.rows.length} | ${fmt(run.total.nodes)} | ` +
            `${fmt(run.total.ms / 1000, 2)} | ${fmt(run.total.nodes_per_second / 1e6, 1)} | ${fmt(worst / 1000, 2)} | ${ratio}`,
        );
      }
    }
  }
}
for (const file of temporary) unlinkSync(file);
