// Loads the page's WebAssembly module (web/wasm/slide.js) under node for the tests.
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const wasmDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'wasm');

export async function loadSlideModule() {
  const loader = path.join(wasmDir, 'slide.js');
  if (!existsSync(loader)) throw new Error('web/wasm/slide.js is missing: run ./build.sh first');
  const createSlideModule = createRequire(import.meta.url)(loader);
  // The loader's own fetch() fails on a file path under node 20: hand it the bytes.
  return createSlideModule({ wasmBinary: readFileSync(path.join(wasmDir, 'slide.wasm')) });
}
