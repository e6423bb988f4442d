// package.test.mjs: `npm pack` of the release as a user receives it: README, LICENSE, types and
// only run-time files; the declarations name every attribute, property and event of the element's
// tables and compile against a small consumer with the project's TypeScript. Needs web/wasm/
// (./build.sh); takes a few seconds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ATTRIBUTES } from '../../web/js/element/attributes.js';
import { EVENTS, PROPERTIES } from '../../web/js/element/element-api.js';
import { packRelease, repoRoot, run, unpack } from './packed-release.mjs';

let work;
let unpacked; // the tarball's files, as npm install would place them
let packed; // npm pack's description of the tarball

before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'slide-package-test-'));
  const release = await packRelease(work);
  packed = release.packed;
  unpacked = await unpack(release.tarball, path.join(work, 'site/node_modules/slide-puzzle'));
});

after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('the tarball holds README, LICENSE, CHANGELOG and types, and no test or source-only file', async () => {
  const files = packed.files.map((file) => file.path);
  for (const needed of ['README.md', 'LICENSE', 'CHANGELOG.md', 'slide-puzzle.d.ts'])
    assert.ok(files.includes(needed), `${needed} in ${files.join(' ')}`);
  for (const file of files) {
    assert.doesNotMatch(file, /(^|\/)tests?\/|\.test\.|\.(cpp|hpp|h|cc|map)$|^cpp\//, file);
    if (file.endsWith('.ts')) assert.ok(file.endsWith('.d.ts'), file);
  }
  const manifest = JSON.parse(await readFile(path.join(unpacked, 'package.json'), 'utf8'));
  assert.equal(manifest.license, 'MIT');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.equal(manifest.types, './slide-puzzle.d.ts');
  assert.equal(manifest.exports['.'].types, './slide-puzzle.d.ts');
  assert.ok(!manifest.private);
  const changelog = await readFile(path.join(unpacked, 'CHANGELOG.md'), 'utf8');
  assert.match(changelog, new RegExp(`^## ${manifest.version.replace(/\./g, '\\.')} `, 'm'));
  const licence = await readFile(path.join(unpacked, 'LICENSE'), 'utf8');
  assert.match(licence, /^MIT License\n\nCopyright \(c\) 2026 the slide project authors$/m);
});

test("the README and the declarations name every attribute, property and event of the element's tables", async () => {
  const readme = await readFile(path.join(unpacked, 'README.md'), 'utf8');
  const types = await readFile(path.join(unpacked, 'slide-puzzle.d.ts'), 'utf8');
  for (const row of ATTRIBUTES) {
    assert.match(readme, new RegExp(`^\\| \`${row.name}\` \\|`, 'm'), `README: ${row.name}`);
    if (row.property === 'lang') continue; // HTMLElement's own
    assert.match(types, new RegExp(`get ${row.property}\\(\\)`), `d.ts: ${row.property}`);
  }
  for (const { name } of PROPERTIES)
    assert.match(types, new RegExp(`readonly ${name}:`), `d.ts: ${name}`);
  for (const { name } of EVENTS) {
    assert.match(types, new RegExp(`'${name}': CustomEvent<`), `d.ts: ${name}`);
    assert.ok(readme.includes(`\`${name}\``), `README: ${name}`);
  }
});

test('the declarations compile for a consumer with the project TypeScript (tsc --noEmit)', async () => {
  const site = path.join(work, 'site');
  await writeFile(
    path.join(site, 'consumer.ts'),
    `import 'slide-puzzle';
import { SlidePuzzleElement, type SlideMoveDetail, type PuzzleInfo } from 'slide-puzzle';

const element = document.createElement('slide-puzzle');
const same: SlidePuzzleElement = element;
element.puzzle = '8';
element.board = null;
element.speed = 8;
element.autoplay = false;
element.algorithm = 'astar';
element.shareKey = 'b';
const speed: number = element.speed;
element.addEventListener('slide-move', (event) => {
  const detail: SlideMoveDetail = event.detail;
  console.log(detail.tile + detail.moveCount, detail.by === 'reader');
});
element.addEventListener('slide-search-done', (event) => event.detail.blankDirections.length);
const found = document.querySelector('slide-puzzle');
found?.addEventListener('slide-solved', (event) => event.detail.assisted);
export async function cells(): Promise<number> {
  const info: PuzzleInfo = await same.ready;
  return info.cells + (element.tiles?.length ?? 0) + speed;
}
// @ts-expect-error: not a property of the element
element.puzzel = '8';
// @ts-expect-error: not an algorithm
element.algorithm = 'dfs';
`,
  );
  await writeFile(
    path.join(site, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
  const result = await run(tsc, ['-p', path.join(site, 'tsconfig.json')]).catch((error) => error);
  assert.equal(result.code ?? 0, 0, `${result.stdout ?? ''}${result.stderr ?? ''}`);
});
