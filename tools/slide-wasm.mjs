// Runs the `slide` command-line tool compiled to WebAssembly under node: same arguments, same
// output as build/native/slide, so one position file can be timed on both.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// bench --pdb FILE --threads N (N 2..16): the page's module on node worker threads
// (wasm-threads.mjs). Everything else goes to the CLI's own WebAssembly build, which accepts
// --threads and searches on one.
const args = process.argv.slice(2);
const threads = Number(args[args.indexOf('--threads') + 1]);
if (
  args[0] === 'bench' &&
  args.includes('--pdb') &&
  args.includes('--threads') &&
  Number.isInteger(threads) &&
  threads >= 2 &&
  threads <= 16
) {
  await import('./wasm-threads.mjs');
  process.exit(process.exitCode ?? 0);
}
const cli = path.join(here, '..', 'build', 'wasm', 'slide-cli.js');
if (!existsSync(cli)) {
  console.error('slide-wasm: build/wasm/slide-cli.js is missing; run ./build.sh first');
  process.exit(2);
}
const createSlideCli = createRequire(import.meta.url)(cli);
// Handing over the bytes avoids the loader's fetch(), which fails on a file path in node 20.
createSlideCli({
  wasmBinary: readFileSync(cli.replace(/\.js$/, '.wasm')),
  arguments: process.argv.slice(2),
});
