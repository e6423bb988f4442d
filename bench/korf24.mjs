// Korf & Taylor's ten 24-puzzle instances (tests/data/korf24_ten.txt, with their published optimal
// lengths) under the anytime search, natively and in WebAssembly under node, one after the other in
// one run: for each instance the first solution (length, time), the best length at 1, 5, 10, 30
// and 60 s, the final length, the proven lower bound, the gap to the published optimum and the
// proven gap (length - bound). Figures only, never pass/fail; the goals of issue 29 are printed
// beside them: first solution <= 2 s natively (<= 5 s in WebAssembly), within 10% of the optimum
// in 60 s.
// Usage: node bench/korf24.mjs [--seconds S] [--wasm-seconds S] [--pdb FILE] [--skip-wasm]
//        [--skip-native] [--first N] [--compare-pdb FILE]
//   --seconds: the time limit a position natively (default 60); --wasm-seconds: in WebAssembly
//   (default the same); --pdb: 5x5 tables written by `slide pdb build --puzzle 24` (default: built
//   first, about 15 s of CPU natively); --first N: only the first N instances; --compare-pdb FILE:
//   natively, the same positions with other tables (say 6-6-6-6) at the same time, side by side
//   (one process each, so each has a core of its own on a 2-core machine).
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', 60));
const wasmSeconds = Number(option('--wasm-seconds', seconds));
const first = Number(option('--first', 10));
const data = 'tests/data/korf24_ten.txt';
const native = ['build/native/slide'];
const wasm = [process.execPath, 'tools/slide-wasm.mjs'];

const instances = readFileSync(data, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => ({ board: line.split(';')[0].trim(), optimum: Number(line.split(';')[1]) }))
  .slice(0, first);

let pdb = option('--pdb', null);
const builtHere = !pdb;
if (!pdb) {
  pdb = path.join(os.tmpdir(), `slide-korf24-${process.pid}.pdb`);
  const began = performance.now();
  execFileSync(native[0], ['pdb', 'build', '--puzzle', '24', '--out', pdb], { stdio: 'inherit' });
  console.log(`tables built in ${((performance.now() - began) / 1000).toFixed(1)} s (wall)`);
}

// The best length at `ms` from a row's improvements (null before the first).
function lengthAt(row, ms) {
  let best = null;
  for (const found of row.improvements) if (found.ms <= ms) best = found.length;
  return best;
}

async function run(name, command, limit, tables = pdb) {
  const file = path.join(os.tmpdir(), `slide-korf24-${process.pid}-${name.replace(/\W/g, '')}.txt`);
  execFileSync('sh', ['-c', `cat > ${file}`], {
    input: instances.map((i) => i.board).join('\n') + '\n',
  });
  const load = os.loadavg()[0].toFixed(1);
  const began = performance.now();
  let out;
  try {
    ({ stdout: out } = await promisify(execFile)(
      command[0],
      [
        ...command.slice(1),
        'bench',
        '--puzzle',
        '24',
        '--pdb',
        tables,
        '--time-limit',
        String(limit),
        '--json',
        file,
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    ));
  } catch (error) {
    out = error.stdout; // a position without a solution exits 1 but still prints its line
  }
  unlinkSync(file);
  const wall = (performance.now() - began) / 1000;
  const rows = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((row) => !row.total);
  console.log(
    `\n${name}: ${limit} s a position, load average ${load} at the start, ` +
      `${wall.toFixed(0)} s in all (${os.cpus().length} cores: ${os.cpus()[0].model})`,
  );
  const marks = [1, 5, 10, 30, 60].filter((s) => s <= limit);
  console.log(
    [
      '#',
      'opt',
      'first: moves (ms)',
      ...marks.map((s) => `@${s}s`),
      'final',
      'bound',
      'gap %',
      'proven gap',
      'optimal',
    ].join('\t'),
  );
  let firstOk = 0,
    withinTen = 0,
    gaps = 0;
  rows.forEach((row, i) => {
    const { optimum } = instances[i];
    const head = row.improvements[0];
    const gap = row.length === null ? null : (100 * (row.length - optimum)) / optimum;
    if (row.bound > optimum) console.log(`!! instance ${i + 1}: bound ${row.bound} > ${optimum}`);
    firstOk += head !== undefined && head.ms <= (name.startsWith('native') ? 2000 : 5000);
    withinTen += gap !== null && gap <= 10;
    gaps += gap ?? 0;
    console.log(
      [
        i + 1,
        optimum,
        head ? `${head.length} (${head.ms.toFixed(0)})` : '-',
        ...marks.map((s) => lengthAt(row, s * 1000) ?? '-'),
        row.length ?? '-',
        row.bound,
        gap === null ? '-' : gap.toFixed(1),
        row.length === null ? '-' : row.length - row.bound,
        row.optimal,
      ].join('\t'),
    );
  });
  console.log(
    `${name}: first solution within ${name.startsWith('native') ? 2 : 5} s: ${firstOk}/` +
      `${rows.length}; within 10% of the optimum at ${limit} s: ${withinTen}/${rows.length}; ` +
      `mean gap ${(gaps / rows.length).toFixed(1)}%`,
  );
}

const other = option('--compare-pdb', null);
if (!args.includes('--skip-native'))
  await Promise.all([
    run('native', native, seconds),
    ...(other ? [run(`native, ${path.basename(other)}`, native, seconds, other)] : []),
  ]);
if (!args.includes('--skip-wasm')) await run('WebAssembly (node)', wasm, wasmSeconds);
if (builtHere) unlinkSync(pdb);
