// dist.test.mjs: the release (dist/slide-puzzle/) as a blogger uses it: its files and sizes, npm
// pack, one script tag from another origin into a blog post, and the same files on the post's own
// origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startStaticServer } from './static-server.mjs';
import { blogPost, startBlog, startCdn } from './blog-fixture.mjs';

const run = promisify(execFile);
const FILES = [
  'CHANGELOG.md',
  'LICENSE',
  'README.md',
  'anytime-requests.js',
  'custom-elements.json',
  'lab-requests.js',
  'learned-15.slnn',
  'learned-8.slnn',
  'lighthouse.svg',
  'package.json',
  'slide-lab-module.js',
  'slide-lab.js',
  'slide-lab.wasm',
  'slide-puzzle-editor.js',
  'slide-puzzle-ja.js',
  'slide-puzzle-shapes.js',
  'slide-puzzle.d.ts',
  'slide-puzzle.js',
  'slide.js',
  'slide.wasm',
  'solver-worker.js',
  'split-search.js',
  'table-cache.js',
];
const BEFORE_FIRST_PLAY = ['slide-puzzle.js', 'solver-worker.js', 'slide.js', 'slide.wasm'];
const REFUSED_WORKER = /cannot be accessed from origin|Failed to construct 'Worker'/;

// Two puzzles in the post's markup; a third one is added by script after load. tables="manual":
// no pattern-database build competes for the CPU; these tests are about loading and playing.
// Five puzzles in all, as the issue's "a page with five puzzles downloads the module once".
const PUZZLES = `<slide-puzzle id="fifteen" puzzle="15" tables="manual" label="15-puzzle"></slide-puzzle>
  <p>Between the puzzles, more words of the post.</p>
  <slide-puzzle id="eight" puzzle="8" label="8-puzzle"></slide-puzzle>
  <slide-puzzle id="slot" puzzle="3x3+1" label="3x3+1 puzzle"></slide-puzzle>
  <slide-puzzle id="small" puzzle="2x3" label="2x3 puzzle"></slide-puzzle>`;
const EXPECTED = [
  { id: 'fifteen', cells: 16 },
  { id: 'eight', cells: 9 },
  { id: 'slot', cells: 10 },
  { id: 'small', cells: 6 },
  { id: 'added', cells: 9 },
];

let cdn;
let blog;
let browser;

before(async () => {
  cdn = await startCdn();
  blog = await startBlog({ 'post.html': blogPost(cdn.moduleUrl, PUZZLES) });
  // The same post on the CDN's own origin, loading the module by a relative URL.
  await writeFile(
    path.join(cdn.folder, '..', 'post.html'),
    blogPost('/slide-puzzle/slide-puzzle.js', PUZZLES),
  );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await browser?.close();
  await cdn?.stop();
  await blog?.stop();
});

async function openPost(url) {
  const since = cdn.requests.length;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  // The third puzzle, added by script once the page has loaded, as a post's own script might.
  await page.evaluate(() => {
    const element = document.createElement('slide-puzzle');
    element.id = 'added';
    element.setAttribute('puzzle', '8');
    document.querySelector('main').append(element);
  });
  return { context, page, errors, since };
}

function settled(page) {
  return page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll('slide-puzzle')].map(({ id }) =>
        document.getElementById(id).ready.then(
          (info) => ({ id, cells: info.cells }),
          (error) => ({ id, error: String(error?.message ?? error) }),
        ),
      ),
    ),
  );
}

// Moves the tile next to the blank in the element's goal position, by a click, and waits for the
// move.
async function playOneMove(page, id) {
  return page.evaluate(async (id) => {
    const element = document.getElementById(id);
    const info = await element.ready;
    const blank = element.tiles.indexOf(0);
    const tile = element.tiles[info.neighbours[blank][0]];
    const moved = new Promise((resolve) =>
      element.addEventListener('slide-move', (event) => resolve(event.detail), { once: true }),
    );
    element.shadowRoot.querySelector(`.tile[data-tile="${tile}"]`).click();
    const detail = await Promise.race([
      moved,
      new Promise((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    return { tile, detail };
  }, id);
}

test('dist holds the element as one bundled module, the worker, the wasm and its glue, the picture and package.json; under 150 KB gzip before first play', async () => {
  assert.deepEqual((await readdir(cdn.folder)).sort(), FILES);
  const bundle = await readFile(path.join(cdn.folder, 'slide-puzzle.js'), 'utf8');
  assert.doesNotMatch(
    bundle,
    /\bfrom\s*["']\.\.?\//,
    'the element imports no other module of its own (one file, not 22)',
  );
  // Later it imports only the modules a page may never need, by literal paths beside it (so an
  // app's bundler makes them chunks).
  const later = [...bundle.matchAll(/\bimport\s*\(\s*["']([^"']*)["']\s*\)/g)].map((m) => m[1]);
  assert.deepEqual(later.sort(), [
    './slide-lab.js',
    './slide-puzzle-editor.js',
    './slide-puzzle-ja.js',
    './slide-puzzle-shapes.js',
  ]);
  assert.match(
    bundle,
    /customElements\.define\(\s*["']slide-puzzle["']/,
    'the bundle defines <slide-puzzle>',
  );
  let gzip = 0;
  for (const file of BEFORE_FIRST_PLAY)
    gzip += gzipSync(await readFile(path.join(cdn.folder, file)), { level: 9 }).length;
  console.log(`before first play: ${(gzip / 1024).toFixed(1)} KB gzip\n${cdn.buildOutput.trim()}`);
  assert.ok(gzip < 150 * 1024, `${gzip} bytes gzip before first play`);
  const manifest = JSON.parse(await readFile(path.join(cdn.folder, 'package.json'), 'utf8'));
  assert.ok(
    manifest.name && manifest.version && manifest.exports?.['.'] && !manifest.private,
    'name, version, exports, not private',
  );
});

test('npm pack of dist/slide-puzzle gives a tarball npm installs, whose entry resolves to the element', async () => {
  const work = await mkdtemp(path.join(tmpdir(), 'slide-pack-test-'));
  try {
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: cdn.folder,
    });
    const [packed] = JSON.parse(stdout);
    assert.deepEqual(packed.files.map((file) => file.path).sort(), FILES);
    const project = path.join(work, 'site');
    await run('mkdir', ['-p', project]);
    await writeFile(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'site', version: '1.0.0', type: 'module' }),
    );
    await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', path.join(work, packed.filename)],
      { cwd: project },
    );
    const resolved = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "console.log(import.meta.resolve('slide-puzzle'), import.meta.resolve('slide-puzzle/slide.wasm'))",
      ],
      { cwd: project },
    );
    const [entry, wasm] = resolved.stdout.trim().split(' ');
    assert.ok(entry.endsWith('/node_modules/slide-puzzle/slide-puzzle.js'), entry);
    assert.ok(wasm.endsWith('/node_modules/slide-puzzle/slide.wasm'), wasm);
    const installed = await readFile(new URL(entry), 'utf8');
    assert.equal(installed, await readFile(path.join(cdn.folder, 'slide-puzzle.js'), 'utf8'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
});

test('the CDN answers as a static host: application/wasm, CORS, brotli or gzip as asked, a cache lifetime, ETag revalidation', async () => {
  const url = `${cdn.base}/slide-puzzle/slide.wasm`;
  const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  assert.equal(plain.headers.get('content-type'), 'application/wasm');
  assert.equal(plain.headers.get('access-control-allow-origin'), '*');
  assert.match(plain.headers.get('cache-control'), /max-age=\d+/);
  assert.equal(plain.headers.get('content-encoding'), null);
  const bytes = new Uint8Array(await plain.arrayBuffer());
  assert.equal(bytes.length, (await readFile(path.join(cdn.folder, 'slide.wasm'))).length);
  // node's fetch decompresses; the headers say what was sent.
  for (const encoding of ['br', 'gzip']) {
    const compressed = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
    assert.equal(compressed.headers.get('content-encoding'), encoding);
    assert.ok(
      Number(compressed.headers.get('content-length')) < bytes.length * 0.5,
      `${encoding} is under half the size`,
    );
    assert.deepEqual(
      new Uint8Array(await compressed.arrayBuffer()),
      bytes,
      `${encoding} decodes to the same bytes`,
    );
  }
  const etag = plain.headers.get('etag');
  const again = await fetch(url, {
    headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag },
  });
  assert.equal(again.status, 304);
  const page = await fetch(`${cdn.base}/post.html`);
  assert.equal(
    page.headers.get('cache-control'),
    'no-cache',
    'pages are revalidated on every load',
  );
});

test('same origin: five puzzles from dist load the module, the worker and the wasm once each, play by hand and solve', async () => {
  const { context, page, errors, since } = await openPost(`${cdn.base}/post.html`);
  try {
    const results = await settled(page);
    assert.deepEqual(results, EXPECTED);
    for (const file of BEFORE_FIRST_PLAY) {
      assert.equal(cdn.downloads(file, since), 1, `${file} downloaded once for five puzzles`);
    }
    for (const file of [
      'slide-lab.js',
      'slide-lab-module.js',
      'slide-lab.wasm',
      'lab-requests.js',
      'anytime-requests.js',
    ]) {
      assert.equal(
        cdn.downloads(file, since),
        0,
        `a page of puzzles never downloads the lab's ${file}`,
      );
    }
    const sent = cdn.requests
      .slice(since)
      .filter((request) =>
        BEFORE_FIRST_PLAY.some((file) => request.path === `/slide-puzzle/${file}`),
      );
    const bytes = sent.reduce((sum, request) => sum + request.bytes, 0);
    console.log(
      `sent before the puzzles were playable: ${(bytes / 1024).toFixed(1)} KB (${sent.map((request) => `${request.path.split('/').pop()} ${request.encoding} ${request.bytes}`).join(', ')})`,
    );
    assert.ok(bytes < 150 * 1024, `${bytes} bytes sent before first play`);
    const { tile, detail } = await playOneMove(page, 'eight');
    assert.equal(detail?.tile, tile, 'a click moved the tile');
    // Shuffle (15 moves back from the goal), AUTO SOLVE, and the board reaches the goal.
    const solved = await page.evaluate(async () => {
      const element = document.getElementById('added');
      const info = await element.ready;
      const root = element.shadowRoot;
      const before = element.tiles.join();
      root.querySelector('button[data-difficulty="easy"]').click();
      const until = async (check, what) => {
        for (let waited = 0; waited < 20000; waited += 50) {
          if (check()) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`timed out waiting for ${what}`);
      };
      await until(
        () => element.tiles.join() !== before && !root.querySelector('.solve').disabled,
        'the shuffle',
      );
      const done = new Promise((resolve) =>
        element.addEventListener('slide-search-done', (event) => resolve(event.detail), {
          once: true,
        }),
      );
      root.querySelector('.solve').click();
      const result = await done;
      await until(() => element.tiles.join() === info.goal.join(), 'the solution to play out');
      return { length: result.length ?? result.moves?.length };
    });
    assert.ok(
      solved.length >= 1 && solved.length <= 15,
      `a solution of ${solved.length} moves for a 15-move shuffle`,
    );
    // The position editor is a module of its own, downloaded on the first "Edit position" only.
    const editor = 'slide-puzzle-editor.js';
    assert.equal(cdn.downloads(editor, since), 0, `${editor} not downloaded before it is opened`);
    const typed = await page.evaluate(async () => {
      const element = document.getElementById('added');
      const root = element.shadowRoot;
      root.querySelector('.edit').click();
      for (let waited = 0; waited < 10000; waited += 50) {
        const input = root.querySelector('.editor:not([hidden]) input[name="tiles"]');
        if (input) return { value: input.value, tiles: element.tiles.join(' ') };
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    });
    assert.ok(typed, 'the editor opened');
    assert.equal(typed.value, typed.tiles, "the editor shows the board's tiles");
    assert.equal(cdn.downloads(editor, since), 1, `${editor} downloaded once`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('another origin: one <script type="module"> from the CDN; the module downloads once for five puzzles and every element draws', async (t) => {
  const { context, page, errors, since } = await openPost(`${blog.base}/post.html`);
  try {
    const results = await settled(page);
    assert.equal(
      cdn.downloads('slide-puzzle.js', since),
      1,
      'the module downloaded once for five puzzles',
    );
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('slide-puzzle')].map(({ id }) => {
        const element = document.getElementById(id);
        const box = element.getBoundingClientRect();
        return {
          id,
          defined: element.matches(':defined'),
          height: Math.round(box.height),
          board: Boolean(element.shadowRoot?.querySelector('.board')),
        };
      }),
    );
    for (const element of drawn) {
      assert.ok(
        element.defined && element.board && element.height > 200,
        `${element.id} drew: ${JSON.stringify(element)}`,
      );
    }
    assert.deepEqual(errors, []);

    await t.test(
      'the solver starts cross-origin: the glue and the wasm download once, and a click plays',
      async (sub) => {
        const refused = results.find((result) => result.error && REFUSED_WORKER.test(result.error));
        assert.equal(
          refused,
          undefined,
          'the worker starts from a blob, so the browser does not refuse it',
        );
        assert.deepEqual(results, EXPECTED);
        for (const file of ['slide.js', 'slide.wasm']) {
          assert.equal(cdn.downloads(file, since), 1, `${file} downloaded once for five puzzles`);
        }
        const { tile, detail } = await playOneMove(page, 'eight');
        assert.equal(detail?.tile, tile, 'a click moved the tile');
      },
    );
  } finally {
    await context.close();
  }
});

test("another origin: a <slide-lab> from the CDN loads the lab's own module in the shared worker and counts every layer of the 8-puzzle", async () => {
  await writeFile(
    path.join(blog.folder, 'lab-post.html'),
    blogPost(
      cdn.moduleUrl,
      '<slide-lab id="growth" experiment="growth" puzzle="8" autorun></slide-lab>',
    ),
  );
  const since = cdn.requests.length;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${blog.base}/lab-post.html`);
    const detail = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const lab = document.getElementById('growth');
          lab.addEventListener('slide-lab-result', (event) => resolve(event.detail), {
            once: true,
          });
          setTimeout(() => reject(new Error('no slide-lab-result within 30 s')), 30000);
        }),
    );
    // 9!/2 positions: the count is the lab module's; the sum is checked here.
    assert.equal(
      detail.layers.reduce((a, b) => a + b, 0),
      181440,
    );
    assert.equal(detail.complete, true);
    for (const file of ['slide-lab-module.js', 'slide-lab.wasm', 'lab-requests.js'])
      assert.equal(cdn.downloads(file, since), 1, `${file} downloaded once`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// dist's sheets lose their comments and spaces (tools/build-dist.mjs, compactStyles): the browser
// must read the same rules from them as from the source's.
test("dist's compacted style sheets give the browser the source's rules, one for one", async () => {
  const server = await startStaticServer();
  const context = await browser.newContext();
  const page = (moduleUrl) =>
    `<!doctype html><script type="module" src="${moduleUrl}"></script><slide-puzzle tables="manual"></slide-puzzle>`;
  try {
    const tab = await context.newPage();
    const rules = async (url) => {
      await tab.goto(url);
      return tab.evaluate(async () => {
        await customElements.whenDefined('slide-puzzle');
        const root = document.querySelector('slide-puzzle').shadowRoot;
        return root.adoptedStyleSheets.map((sheet) =>
          // Spaces within var() keep the source's line breaks in cssText: one space stands
          // for any run.
          [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ' ')),
        );
      });
    };
    // The source's page is served by the test (web/ holds no test page); dist's is a file of the
    // blog's origin (a page the test answered itself would not count as local for the CDN's CORS).
    await tab.route(`${server.base}/sheets.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: page('/js/element/slide-puzzle.js') }),
    );
    const fromSource = await rules(`${server.base}/sheets.html`);
    await writeFile(path.join(blog.folder, 'sheets.html'), page(cdn.moduleUrl));
    const fromDist = await rules(`${blog.base}/sheets.html`);
    assert.ok(fromSource.flat().length > 100, `${fromSource.flat().length} rules`);
    // The first rule that differs, if any, with its sheet and place.
    const differ = fromSource
      .flatMap((sheet, i) => sheet.map((rule, j) => ({ i, j, rule, dist: fromDist[i]?.[j] })))
      .find(({ rule, dist }) => rule !== dist);
    assert.equal(differ, undefined, `sheet ${differ?.i}, rule ${differ?.j}`);
    assert.deepEqual(
      fromDist.map((sheet) => sheet.length),
      fromSource.map((sheet) => sheet.length),
    );
  } finally {
    await context.close();
    server.stop();
  }
});
