#!/usr/bin/env node
// build-dist.mjs: writes the release, dist/slide-puzzle/: the element bundled into one ES module by
// esbuild, the solver worker as one ES module (and each module it loads later as one of its own),
// the WebAssembly modules and their glue, the sample picture and a package.json, all side by side;
// then prints each file's size raw, gzip and brotli.
//
// Usage: node tools/build-dist.mjs [outdir=dist/slide-puzzle]   (./build.sh dist runs it after the
// WebAssembly build). The source tree keeps its layout; the one difference in dist is where the
// run-time files live, and that is confined to the one swap in `flatLayout` below.

import { build, transform } from 'esbuild';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const outdir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'dist/slide-puzzle'));
const source = (file) => path.join(repoRoot, file);

// The modules' glue, minified (emscripten 3.1.6 without the Closure Compiler leaves it readable:
// 2.9 KB gzip of the page module's 11.7 go): [from, to]. Only local names change; the glue reaches
// the module's exports and imports by quoted property names, which minifying keeps. Their ES-module
// twins (tools/es-glue.mjs), since the worker imports them; dist keeps the names ending in .js.
const MINIFIED = [
  ['web/wasm/slide.mjs', 'slide.js'],
  // The lab's module (slide-lab.js is the lab's bundled experiments, so its glue is renamed).
  ['web/wasm/slide-lab.mjs', 'slide-lab-module.js'],
];
// The run-time files copied unchanged: [from, to].
const COPIED = [
  ['web/wasm/slide.wasm', 'slide.wasm'],
  ['web/wasm/slide-lab.wasm', 'slide-lab.wasm'],
  // The learned heuristic's weights (8-puzzle 206,909 bytes, 15-puzzle 279,889): fetched only by
  // a learned solve of their puzzle, or the lab's learned experiment on the 15-puzzle.
  ['models/learned-8.slnn', 'learned-8.slnn'],
  ['models/learned-15.slnn', 'learned-15.slnn'],
  ['web/img/lighthouse.svg', 'lighthouse.svg'],
  // The package's own papers: its README (for users of the package, not of this repository), the
  // licence, the changes by version and the element's TypeScript declarations.
  ['tools/dist/README.md', 'README.md'],
  ['LICENSE', 'LICENSE'],
  ['CHANGELOG.md', 'CHANGELOG.md'],
  ['types/slide-puzzle.d.ts', 'slide-puzzle.d.ts'],
];
// What a page must download before one embedded (numbered) puzzle can be played.
const BEFORE_FIRST_PLAY = ['slide-puzzle.js', 'solver-worker.js', 'slide.js', 'slide.wasm'];

// The one place where dist differs from the source tree: the element's module
// web/js/worker/asset-urls.js (where the worker, the glue and the .wasm live) is replaced by
// tools/dist/asset-urls.js, the flat layout. The worker is given those URLs by its bootstrap
// (worker-start.js), so it names no path itself.
const flatLayout = {
  name: 'flat-layout',
  setup(builder) {
    builder.onResolve({ filter: /(^|\/)asset-urls\.js$/ }, () => ({
      path: source('tools/dist/asset-urls.js'),
    }));
    // Its imports of the modules loaded later stay imports of dist's files, beside the element.
    builder.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
      args.importer === source('tools/dist/asset-urls.js')
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

// The views' style sheets are css`…` templates (String.raw), which esbuild leaves as they are: their
// comments and indentation cost 2.8 KB gzip of the element's bundle (46.3 KB, now 43.5). In dist
// each sheet loses its comments, its runs of spaces, and the spaces beside braces and semicolons;
// nothing else (a space before a colon can be a descendant combinator).
function minifyCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();
}
const compactStyles = {
  name: 'compact-styles',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]web[\\/]js[\\/].*\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('const css = String.raw;')) return undefined;
      return {
        contents: text.replace(/\bcss`([^`]*)`/g, (_, sheet) => `css\`${minifyCss(sheet)}\``),
        loader: 'js',
      };
    });
  },
};

const shared = {
  bundle: true,
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [flatLayout, compactStyles],
};

async function main() {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build({
    ...shared,
    entryPoints: [source('web/js/element/slide-puzzle.js')],
    outfile: path.join(outdir, 'slide-puzzle.js'),
    format: 'esm',
  });
  // The solver worker: its entry and the modules it imports, one ES module (its bootstrap imports
  // it by URL).
  await build({
    ...shared,
    entryPoints: [source('web/js/worker/solver-worker.js')],
    outfile: path.join(outdir, 'solver-worker.js'),
    format: 'esm',
  });
  // The lab's experiments: their own module, imported by the element's <slide-lab> shell on first
  // use (through asset-urls.js), so they are not among the bytes before first play.
  await build({
    ...shared,
    entryPoints: [source('web/js/lab/slide-lab.js')],
    outfile: path.join(outdir, 'slide-lab.js'),
    format: 'esm',
  });
  // The Japanese words: their own module, imported when a page's language asks for them (English is
  // in the element's bundle).
  await build({
    ...shared,
    entryPoints: [source('web/js/i18n/ja.js')],
    outfile: path.join(outdir, 'slide-puzzle-ja.js'),
    format: 'esm',
  });
  // The built-in puzzles' shapes, imported only when the solver cannot start (hand play).
  await build({
    ...shared,
    entryPoints: [source('web/js/worker/puzzle-shapes.js')],
    outfile: path.join(outdir, 'slide-puzzle-shapes.js'),
    format: 'esm',
  });
  // The position editor, imported on the first "Edit position".
  await build({
    ...shared,
    entryPoints: [source('web/js/views/position-editor.js')],
    outfile: path.join(outdir, 'slide-puzzle-editor.js'),
    format: 'esm',
  });
  // The worker's modules loaded later (lazy-modules.js), none before first play: tables (loading,
  // building, the IndexedDB store), the anytime search on boards bigger than the 15-puzzle, a solve
  // shared among the page's workers, the lab's requests. Each is a bundle of its own that imports
  // nothing: it gets the worker's helpers when installed, so it shares the worker's state rather
  // than bundling a copy.
  for (const file of [
    'table-cache.js',
    'anytime-requests.js',
    'split-search.js',
    'lab-requests.js',
  ])
    await build({
      ...shared,
      entryPoints: [source(`web/js/worker/${file}`)],
      outfile: path.join(outdir, file),
      format: 'esm',
    });
  for (const [from, to] of MINIFIED) {
    const glue = await transform(await readFile(source(from), 'utf8'), {
      minify: true,
      format: 'esm',
      target: 'es2020',
      legalComments: 'none',
    });
    await writeFile(path.join(outdir, to), glue.code);
  }
  for (const [from, to] of COPIED) await copyFile(source(from), path.join(outdir, to));
  await writeFile(
    path.join(outdir, 'package.json'),
    await readFile(source('tools/dist/package.json')),
  );
  await writeFile(path.join(outdir, 'custom-elements.json'), await packagedManifest());
  await report();
}

// The repository's custom-elements.json describes the source module; in the package the element is
// the bundled slide-puzzle.js, and the README it names is not shipped.
async function packagedManifest() {
  const manifest = JSON.parse(await readFile(source('custom-elements.json'), 'utf8'));
  delete manifest.readme;
  for (const module of manifest.modules) {
    module.path = 'slide-puzzle.js';
    for (const entry of module.exports ?? []) {
      if (entry.declaration?.module) entry.declaration.module = 'slide-puzzle.js';
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function sizes(file) {
  const bytes = await readFile(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function report() {
  const names = [
    'slide-puzzle.js',
    'solver-worker.js',
    'slide-puzzle-ja.js',
    'slide-puzzle-shapes.js',
    'slide-puzzle-editor.js',
    'slide-lab.js',
    'lab-requests.js',
    'anytime-requests.js',
    'table-cache.js',
    'split-search.js',
    ...MINIFIED.map(([, to]) => to),
    ...COPIED.map(([, to]) => to),
    'package.json',
    'custom-elements.json',
  ];
  const rows = [];
  for (const name of names) {
    await stat(path.join(outdir, name)); // every listed file must exist
    rows.push({ name, ...(await sizes(path.join(outdir, name))) });
  }
  const shown = path.relative(process.cwd(), outdir) || '.';
  console.log(`Wrote ${shown}/`);
  console.log(
    `  ${'file'.padEnd(20)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(20)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} ${kb(row.brotli).padStart(10)}`,
    );
  }
  const first = rows.filter((row) => BEFORE_FIRST_PLAY.includes(row.name));
  const total = (key) => first.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `  before first play (${BEFORE_FIRST_PLAY.join(' + ')}): ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli`,
  );
  await reportPackage();
}

// What `npm pack` would put in the package (its `files`, plus what npm always adds), from npm
// itself: the tarball's name, size and each file's.
async function reportPackage() {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json'], {
    cwd: outdir,
  });
  const [packed] = JSON.parse(stdout);
  console.log(
    `npm pack: ${packed.filename}, ${packed.entryCount} files, ${kb(packed.size)} packed, ${kb(packed.unpackedSize)} unpacked`,
  );
  const files = [...packed.files].sort((a, b) => a.path.localeCompare(b.path));
  for (const file of files) console.log(`  ${file.path.padEnd(22)} ${kb(file.size).padStart(10)}`);
}

main().catch((error) => {
  console.error(`build-dist.mjs: ${error.message}`);
  process.exit(1);
});
