// Loads the page's WebAssembly module (web/wasm/slide.js) and the lab's (web/wasm/slide-lab.js)
// under node for the tests.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const wasmDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'wasm');

/** @param {string} name 'slide' or 'slide-lab' */
async function loadModule(name) {
  const loader = path.join(wasmDir, `${name}.js`);
  if (!existsSync(loader)) throw new Error(`web/wasm/${name}.js is missing: run ./build.sh first`);
  const create = createRequire(import.meta.url)(loader);
  // The loader's own fetch() fails on a file path under node 20: hand it the bytes.
  return create({ wasmBinary: readFileSync(path.join(wasmDir, `${name}.wasm`)) });
}

export const loadSlideModule = () => loadModule('slide');
export const loadLabModule = () => loadModule('slide-lab');
