// bundlers.test.mjs: the packed release as an app's dependency. A tiny app (`import 'slide-puzzle'`
// and one <slide-puzzle>) is built by esbuild (the README's commands, run as written), by Vite
// (`vite build`, and its dev server) and by webpack 5 (mode production); the unpacked tarball is
// also served on a CDN's versioned path to a page of another origin. Each is served over http and
// played in headless Chromium: the element draws, takes a 15-puzzle position, and AUTO SOLVE
// reaches the goal with one .wasm download, one worker and no error; then the Japanese words and
// the lab's module load. Needs web/wasm/ (./build.sh); about 25 s.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer } from '../browser/static-server.mjs';
import { packRelease, repoRoot, run, unpack } from './packed-release.mjs';

// A 15-puzzle position a few moves from the goal (solved in milliseconds with any heuristic).
const BOARD = '5 1 2 4 9 6 3 8 0 10 7 11 13 14 15 12';
const GOAL = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0';
// tables="manual": no pattern-database build competes for the CPU; speed 20: the solution plays
// out quickly.
const ELEMENT = '<slide-puzzle puzzle="15" tables="manual" speed="20"></slide-puzzle>';
const page = (script) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>app</title>${script}</head><body>${ELEMENT}</body></html>`;

let work;
let app; // the app's folder: main.js, and the package in node_modules/slide-puzzle
let tarball;
let version;
let browser;

before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'slide-bundlers-test-'));
  const release = await packRelease(work);
  tarball = release.tarball;
  version = release.packed.version;
  app = path.join(work, 'app');
  await unpack(tarball, path.join(app, 'node_modules/slide-puzzle'));
  await writeFile(path.join(app, 'main.js'), "import 'slide-puzzle';\n");
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

// A copy of the app for one bundler, so no build sees another's output (Vite would copy a
// public/ folder into its own).
async function appCopy(name) {
  const copy = path.join(work, name);
  await cp(app, copy, { recursive: true });
  return copy;
}

// The files of a build's output and their total size, printed with the build's time.
async function report(name, folder, started) {
  const files = await readdir(folder, { recursive: true });
  let bytes = 0;
  for (const file of files) {
    const info = await stat(path.join(folder, file));
    if (info.isFile()) bytes += info.size;
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `${name}: built in ${ms} ms; ${files.length} entries, ${(bytes / 1024).toFixed(1)} KB`,
  );
}

// Replays a solution's moves (the cells whose tiles slide into the gap) on a 4x4 board, refusing
// a move that is not next to the gap: the test's own check that the solution is one.
function replay(board, moves) {
  const tiles = board.split(' ').map(Number);
  for (const cell of moves) {
    const gap = tiles.indexOf(0);
    const apart = Math.abs((cell >> 2) - (gap >> 2)) + Math.abs((cell & 3) - (gap & 3));
    assert.equal(apart, 1, `move to cell ${cell} from the gap at ${gap}`);
    [tiles[gap], tiles[cell]] = [tiles[cell], tiles[gap]];
  }
  return tiles.join(' ');
}

// Opens url, waits for the element, sets BOARD, presses AUTO SOLVE and waits for the solution to
// play out; asserts the outcome, one worker, and (on the servers given) one .wasm download.
async function solveOnPage(url, servers) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const tab = await context.newPage();
  const errors = [];
  const workers = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  tab.on('worker', (worker) => workers.push(worker.url()));
  // Waits in the page until check() holds (20 s at most).
  await tab.addInitScript(() => {
    window.until = async (check, what) => {
      for (let waited = 0; waited < 20000; waited += 50) {
        if (check()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`timed out waiting for ${what}`);
    };
  });
  // A step in the page; when it fails, the page's errors (a 404, a refused worker) say why.
  const step = (fn, arg) =>
    tab.evaluate(fn, arg).catch((error) => {
      throw new Error(`${error.message}\npage errors: ${errors.join('\n') || 'none'}`);
    });
  try {
    await tab.goto(url);
    const outcome = await step(async (board) => {
      await customElements.whenDefined('slide-puzzle');
      const element = document.querySelector('slide-puzzle');
      const info = await element.ready;
      const root = element.shadowRoot;
      const drawn = Boolean(root.querySelector('.board .tile'));
      const height = element.getBoundingClientRect().height;
      element.setAttribute('board', board);
      await until(
        () => element.tiles.join(' ') === board && !root.querySelector('.solve').disabled,
        'the position',
      );
      const searched = new Promise((resolve) =>
        element.addEventListener('slide-search-done', (event) => resolve(event.detail), {
          once: true,
        }),
      );
      const solved = new Promise((resolve) =>
        element.addEventListener('slide-solved', (event) => resolve(event.detail), { once: true }),
      );
      root.querySelector('.solve').click();
      const timeout = new Promise((resolve, reject) =>
        setTimeout(() => reject(new Error('no solution played out in 20 s')), 20000),
      );
      const [search, done] = await Promise.race([Promise.all([searched, solved]), timeout]);
      return {
        drawn,
        height,
        cells: info.cells,
        goal: info.goal.join(' '),
        moves: search.moves,
        assisted: done.assisted,
        final: element.tiles.join(' '),
      };
    }, BOARD);
    assert.ok(outcome.drawn && outcome.height > 200, `the element drew: ${outcome.height} px`);
    assert.equal(outcome.cells, 16);
    assert.equal(outcome.goal, GOAL);
    assert.equal(replay(BOARD, outcome.moves), GOAL, 'the solution reaches the goal');
    assert.equal(outcome.final, GOAL, 'the board played it out');
    assert.ok(outcome.assisted, 'slide-solved after AUTO SOLVE');
    const wasm = servers.flatMap((server) =>
      [...server.requests].filter(([file]) => file.endsWith('.wasm')),
    );
    assert.deepEqual(
      wasm.map(([, count]) => count),
      [1],
      `one .wasm download: ${JSON.stringify(wasm)}`,
    );
    // The modules imported later: the Japanese words (a chunk the bundler made, or a file beside
    // the element), and the lab, whose shell draws nothing until its module is here.
    const ran = await step(async () => {
      const element = document.querySelector('slide-puzzle');
      element.setAttribute('lang', 'ja');
      await until(() => /[\u3040-\u30ff]/.test(element.shadowRoot.textContent), 'Japanese words');
      const lab = document.createElement('slide-lab');
      lab.setAttribute('experiment', 'parity');
      document.body.append(lab);
      await until(() => lab.shadowRoot?.querySelector('button'), "the lab's module");
      // Its run asks the worker for layers: the worker's lab-requests.js, the lab's glue and
      // .wasm, wherever the bundler put them.
      const detail = await lab.run();
      return detail?.experiment ?? null;
    });
    assert.equal(ran, 'parity', 'the lab ran its experiment');
    assert.deepEqual(errors, []);
    assert.equal(workers.length, 1, `one worker, the lab's too: ${workers.join(' ')}`);
    return outcome;
  } finally {
    await context.close();
  }
}

// Serves folder and plays its index.html.
async function playBuilt(folder) {
  const site = await startSiteServer({ root: folder });
  try {
    await solveOnPage(`${site.base}/index.html`, [site]);
  } finally {
    await site.stop();
  }
}

// The files dist's element names by `new URL('./file', import.meta.url)`: what a bundler must
// emit, or an esbuild user copy.
async function runtimeFiles() {
  const element = await readFile(
    path.join(app, 'node_modules/slide-puzzle/slide-puzzle.js'),
    'utf8',
  );
  const files = [...element.matchAll(/new URL\(["'`]\.\/([\w.-]+)["'`],\s*import\.meta\.url\)/g)];
  return files.map((match) => match[1]).sort();
}

test("esbuild: the README's commands, run as written, give a site that solves", async () => {
  const readme = await readFile(path.join(app, 'node_modules/slide-puzzle/README.md'), 'utf8');
  const block = /^### esbuild$[\s\S]*?^```sh\n([\s\S]*?)^```$/m.exec(readme)?.[1];
  assert.ok(block, 'the README has an esbuild section with a sh block');
  assert.match(block, /^npx esbuild /m);
  const esbuild = path.join(repoRoot, 'node_modules/.bin/esbuild');
  const root = await appCopy('esbuild-app');
  const started = performance.now();
  // npx would look for esbuild in the app's node_modules; the project's own is the same tool.
  const built = await run('bash', ['-euc', block.replace(/^npx esbuild /gm, `"${esbuild}" `)], {
    cwd: root,
  });
  assert.doesNotMatch(built.stderr, /warning|error/i, 'esbuild says nothing wrong');
  const publicDir = path.join(root, 'public');
  await report('esbuild', path.join(publicDir, 'build'), started);
  const copied = await readdir(path.join(publicDir, 'build'));
  for (const file of await runtimeFiles()) assert.ok(copied.includes(file), `${file} copied`);
  await writeFile(
    path.join(publicDir, 'index.html'),
    page('<script type="module" src="build/main.js"></script>'),
  );
  await playBuilt(publicDir);
});

test('Vite: `vite build`, no configuration, gives a site that solves', async () => {
  const { build, createLogger } = await import('vite');
  const root = await appCopy('vite-app');
  // What Vite would warn the user of (a `new URL` it cannot resolve, a dynamic import).
  const said = [];
  const customLogger = createLogger('warn');
  customLogger.warn = customLogger.warnOnce = customLogger.error = (text) => said.push(text);
  await writeFile(
    path.join(root, 'index.html'),
    page('<script type="module" src="./main.js"></script>'),
  );
  const started = performance.now();
  await build({ root, configFile: false, logLevel: 'warn', customLogger });
  assert.deepEqual(said, []);
  const out = path.join(root, 'dist');
  await report('Vite', out, started);
  await playBuilt(out);
});

// The dev server pre-bundles dependencies into node_modules/.vite/deps/. Vite 8 rewrites the
// package's `new URL(…)` there; older versions (esbuild) did not, hence the README's exclude.
const DEV_CONFIGS = [
  ['pre-bundled (the default)', {}],
  ["excluded from pre-bundling (the README's config)", { exclude: ['slide-puzzle'] }],
];
for (const [index, [name, optimizeDeps]] of DEV_CONFIGS.entries()) {
  test(`Vite dev server, slide-puzzle ${name}: the page solves`, async () => {
    const { createServer } = await import('vite');
    const root = await appCopy(`vite-dev-${index}`);
    await writeFile(
      path.join(root, 'index.html'),
      page('<script type="module" src="./main.js"></script>'),
    );
    // Counts the requests the dev server answers, as startSiteServer does.
    const counted = { requests: new Map() };
    const countRequests = {
      name: 'count-requests',
      configureServer(server) {
        server.middlewares.use((request, response, next) => {
          const { pathname } = new URL(request.url, 'http://localhost');
          counted.requests.set(pathname, (counted.requests.get(pathname) ?? 0) + 1);
          next();
        });
      },
    };
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'warn',
      optimizeDeps,
      plugins: [countRequests],
      server: { host: '127.0.0.1', port: 0 },
    });
    await server.listen();
    try {
      await solveOnPage(`${server.resolvedUrls.local[0]}index.html`, [counted]);
      const prebundled = [...counted.requests.keys()].some((file) =>
        file.startsWith('/node_modules/.vite/deps/slide-puzzle'),
      );
      assert.equal(prebundled, !optimizeDeps.exclude, 'the element came from .vite/deps/');
    } finally {
      await server.close();
    }
  });
}

test('webpack 5: mode production, no configuration, gives a site that solves', async () => {
  const { default: webpack } = await import('webpack');
  const root = await appCopy('webpack-app');
  const out = path.join(root, 'dist');
  const started = performance.now();
  const stats = await new Promise((resolve, reject) =>
    webpack(
      { mode: 'production', context: root, entry: './main.js', output: { path: out } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  // A warning would be the user's too (an import webpack cannot follow, a file too large), but
  // for one the package README names: webpack's size advice on slide-lab.wasm and the learned
  // weights, which a page fetches only for the lab or a board of more than 16 cells (the
  // first-play bytes are counted by dist.test.mjs).
  const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  const sizeAdvice = (/** @type {any} */ warning) =>
    /asset size limit/.test(warning.message) &&
    [...warning.message.matchAll(/^\s+(\S+) \(\d+ KiB\)$/gm)].every(([, file]) =>
      /\.(wasm|slnn)$/.test(file),
    );
  assert.equal(errors.length, 0, stats.toString({ all: false, errors: true }));
  const others = warnings.filter((warning) => !sizeAdvice(warning));
  assert.equal(others.length, 0, others.map((warning) => warning.message).join('\n'));
  const readme = await readFile(path.join(root, 'node_modules/slide-puzzle/README.md'), 'utf8');
  if (warnings.length > 0) assert.match(readme, /asset size limit/, 'the package README names it');
  await report('webpack', out, started);
  await writeFile(path.join(out, 'index.html'), page('<script defer src="main.js"></script>'));
  await playBuilt(out);
});

test('CDN layout: the tarball at /npm/slide-puzzle@<version>/ of another origin', async () => {
  const cdnRoot = path.join(work, 'cdn');
  await unpack(tarball, path.join(cdnRoot, `npm/slide-puzzle@${version}`));
  const cdn = await startSiteServer({ root: cdnRoot, cors: 'all' });
  const emptyRoot = path.join(work, 'blog');
  await mkdir(emptyRoot, { recursive: true });
  const moduleUrl = `${cdn.base}/npm/slide-puzzle@${version}/slide-puzzle.js`;
  const blog = await startSiteServer({
    root: emptyRoot,
    pages: { '/index.html': page(`<script type="module" src="${moduleUrl}"></script>`) },
  });
  try {
    assert.notEqual(new URL(blog.base).origin, new URL(cdn.base).origin);
    await solveOnPage(`${blog.base}/index.html`, [cdn, blog]);
  } finally {
    await blog.stop();
    await cdn.stop();
  }
});
