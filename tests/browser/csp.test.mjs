// csp.test.mjs: the release under a Content-Security-Policy sent as an HTTP header. Under the
// policy the package README documents, a shuffled 15-puzzle is solved with no page error and no
// violation, in Chromium and in Firefox (which judges a module worker's static imports by
// worker-src: the worker's bootstrap imports its entry dynamically, judged by script-src); under
// one without 'wasm-unsafe-eval' the board is playable by hand and the element says in one line
// that the solver cannot run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sirv from 'sirv';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, launchFirefox, repoRoot } from './static-server.mjs';

// The README's policy (tools/dist/README.md, "Content-Security-Policy"), word for word.
export const DOCUMENTED_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src blob:; " +
  "style-src 'self'; img-src 'self' data: blob:; base-uri 'none'; object-src 'none'";
const NO_WASM_CSP = DOCUMENTED_CSP.replace(" 'wasm-unsafe-eval'", '');

const page = (title) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title><link rel="icon" href="data:,">
<script type="module" src="/slide-puzzle/slide-puzzle.js"></script></head>
<body><main><h1>${title}</h1>
<slide-puzzle id="p" puzzle="15" tables="manual" difficulty="easy" seed="3"></slide-puzzle>
</main></body></html>`;
const PAGES = { '/strict.html': DOCUMENTED_CSP, '/no-wasm.html': NO_WASM_CSP };

let folder;
let server;
let base;
let browser;

before(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'slide-csp-test-'));
  await promisify(execFile)(process.execPath, [
    path.join(repoRoot, 'tools/build-dist.mjs'),
    path.join(folder, 'slide-puzzle'),
  ]);
  const files = sirv(folder, { dev: true });
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    // Every answer carries the page's policy, as a site-wide header does.
    response.setHeader('Content-Security-Policy', PAGES[pathname] ?? DOCUMENTED_CSP);
    if (PAGES[pathname]) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page(pathname));
      return;
    }
    files(request, response, () => {
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

// In the page: AUTO SOLVE on the shuffled puzzle, and its solution played out to the goal.
async function solveInPage() {
  const element = document.getElementById('p');
  const never = (what) =>
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} within 30 s`)), 30000));
  const info = await Promise.race([element.ready, never('the element was not ready')]);
  const root = element.shadowRoot;
  const until = async (check, what) => {
    for (let waited = 0; waited < 30000; waited += 50) {
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  await until(() => !root.querySelector('.solve').disabled, 'AUTO SOLVE');
  const start = element.tiles.join(' ');
  const done = new Promise((resolve) =>
    element.addEventListener('slide-search-done', (event) => resolve(event.detail), {
      once: true,
    }),
  );
  root.querySelector('.solve').click();
  const result = await done;
  await until(() => element.tiles.join() === info.goal.join(), 'the solution to play out');
  return { start, length: result.length, notation: result.blankDirections };
}

async function open(pathname) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const seen = { errors: [], console: [], violations: [] };
  tab.on('pageerror', (error) => seen.errors.push(error.message));
  tab.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) seen.console.push(message.text());
  });
  await tab.exposeFunction('reportViolation', (text) => seen.violations.push(text));
  await tab.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportViolation(`${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  await tab.goto(`${base}${pathname}`);
  return { context, tab, seen };
}

test('under the documented policy a shuffled 15-puzzle is solved with no error and no violation', async () => {
  const { context, tab, seen } = await open('/strict.html');
  try {
    const solved = await tab.evaluate(solveInPage);
    console.log(`solved ${solved.start} in ${solved.length} moves: ${solved.notation}`);
    assert.ok(solved.start !== '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', 'it was shuffled');
    assert.equal(solved.notation.length, solved.length);
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.violations, []);
  } finally {
    await context.close();
  }
});

test("without 'wasm-unsafe-eval' the board plays by hand and one line says the solver cannot run", async () => {
  const { context, tab, seen } = await open('/no-wasm.html');
  try {
    const state = await tab.evaluate(async () => {
      const element = document.getElementById('p');
      const root = () => element.shadowRoot;
      for (let waited = 0; waited < 15000 && !element.tiles; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const tiles = element.tiles;
      let moved = null;
      if (tiles) {
        const blank = tiles.indexOf(0);
        const near = [blank - 1, blank + 1, blank - 4, blank + 4].find(
          (cell) =>
            cell >= 0 &&
            cell < 16 &&
            Math.abs((cell % 4) - (blank % 4)) +
              Math.abs(Math.floor(cell / 4) - Math.floor(blank / 4)) ===
              1,
        );
        const waitMove = new Promise((resolve) => {
          element.addEventListener('slide-move', (event) => resolve(event.detail), { once: true });
          setTimeout(() => resolve(null), 3000);
        });
        root().querySelector(`.tile[data-tile="${tiles[near]}"]`)?.click();
        moved = await waitMove;
      }
      const notices = [
        ...root().querySelectorAll('[part~="notice"], .notice, [role="status"], [role="alert"]'),
      ]
        .map((node) => node.textContent.trim())
        .filter(Boolean);
      return {
        tiles,
        moved: Boolean(moved),
        notices,
        text: root().textContent.replace(/\s+/g, ' ').slice(0, 2000),
      };
    });
    console.log(`notices: ${JSON.stringify(state.notices)}; console: ${seen.console.length}`);
    assert.ok(state.tiles, 'a board is drawn');
    assert.ok(state.moved, 'a click moves a tile');
    assert.deepEqual(seen.errors, []);
    assert.ok(seen.console.length <= 2, `console: ${seen.console.join(' | ')}`);
    // Once, in the notice (the status line keeps its short "Play by hand" line), naming the
    // policy the host can change rather than blaming the file.
    const notice = state.notices.filter((line) => /Content-Security-Policy/.test(line));
    assert.equal(notice.length, 1, state.notices.join(' | '));
    assert.match(notice[0], /script-src needs 'wasm-unsafe-eval'/);
    assert.doesNotMatch(state.text, /damaged/);
  } finally {
    await context.close();
  }
});

test('Firefox: under the documented policy a shuffled 15-puzzle is solved with no error and no violation', async () => {
  const firefox = await launchFirefox();
  try {
    const tab = await firefox.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.evaluateOnNewDocument(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await tab.goto(`${base}/strict.html`);
    const solved = await tab.evaluate(solveInPage);
    console.log(`Firefox solved ${solved.start} in ${solved.length} moves`);
    assert.ok(solved.start !== '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', 'it was shuffled');
    assert.equal(solved.notation.length, solved.length);
    assert.deepEqual(errors, []);
    assert.deepEqual(await tab.evaluate(() => window.violations), []);
  } finally {
    await firefox.close();
  }
});
