#!/usr/bin/env node
// es-glue.mjs: writes an ES-module twin of each Emscripten glue in a folder (slide.js ->
// slide.mjs, slide-lab.js -> slide-lab.mjs), for the solver worker, which is a module worker and so
// has no importScripts: it imports the twin and calls its default export.
//
// Why twins rather than emcc's -sEXPORT_ES6: in emscripten 3.1.6 that option makes the glue use
// import.meta.url and leaves no require() for node, so tests/wasm/ and the tools that run the
// module under node could no longer load it. Node keeps the classic glue; the browser gets the
// same code with two changes:
// - its CommonJS/AMD tail (dead code in a module) is replaced by `export default`;
// - it is the glue emcc's -sENVIRONMENT=web,worker would write: ENVIRONMENT_IS_NODE is false, so
//   the node-only branches (fs, process, require) drop out when the release minifies it, 350 bytes
//   gzip of the bytes before a first play. An ES module could not take them anyway: it has no
//   require.
//
// Usage: node tools/es-glue.mjs [folder=web/wasm]   (build.sh runs it where it copies the glue)

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// [classic glue, its ES twin, the factory's name (emcc's -sEXPORT_NAME)]
const GLUES = [
  ['slide.js', 'slide.mjs', 'createSlideModule'],
  ['slide-lab.js', 'slide-lab.mjs', 'createSlideLabModule'],
];

/**
 * The classic glue as an ES module for browsers (see above).
 * @param {string} glue
 * @param {string} factory
 */
function esGlue(glue, factory) {
  if (!new RegExp(`^\\s*var ${factory} = `).test(glue))
    throw new Error(`the glue does not begin with "var ${factory} = " (emcc's -sMODULARIZE)`);
  const nodeTest = /var ENVIRONMENT_IS_NODE=[^;]*;/;
  const uses = glue.replace(nodeTest, '').match(/\bENVIRONMENT_IS_NODE\b.?/g) ?? [];
  if (!nodeTest.test(glue) || uses.some((use) => use.endsWith('=')))
    throw new Error('the glue does not decide ENVIRONMENT_IS_NODE once, as emscripten 3.1.6 does');
  const forBrowsers = glue.replace(nodeTest, '').replace(/\bENVIRONMENT_IS_NODE\b/g, 'false');
  const tail = forBrowsers.search(/\nif \(typeof exports === 'object' && typeof module/);
  const body = tail === -1 ? forBrowsers : forBrowsers.slice(0, tail);
  return `${body.trimEnd()}\nexport default ${factory};\n`;
}

async function main() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const folder = path.resolve(process.argv[2] ?? path.join(root, 'web/wasm'));
  for (const [from, to, factory] of GLUES) {
    const glue = await readFile(path.join(folder, from), 'utf8');
    await writeFile(path.join(folder, to), esGlue(glue, factory));
  }
}

main().catch((error) => {
  console.error(`es-glue.mjs: ${error.message}`);
  process.exit(1);
});
