// blog-harness.mjs: a browser and the static server for tests that put <slide-puzzle> elements in a
// made-up host page, recording the page's console by type.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';

export const artifactsDir = path.join(repoRoot, 'test-artifacts');

// A blog post with its own CSS, including the inherited text styles that garble an embed which does
// not reset them, and `* { box-sizing: content-box }`.
export function blog(elements, { head = '' } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: content-box; }
  body { margin: 0; background: #fff; color: #222; font: 18px/2.2 Georgia, serif; }
  main { max-width: 680px; margin: auto; padding: 1rem; text-align: justify; letter-spacing: 0.12em;
         word-spacing: 0.6em; text-transform: uppercase; }
  button { background: hotpink; border: 5px dotted green; }
</style>
<script type="module" src="/js/element/slide-puzzle.js"></script>${head}</head>
<body><main><p>A post about sliding puzzles.</p>
${elements}
<p><a href="#comments">Comments</a></p><h2 id="comments">Comments</h2></main></body></html>`;
}

export async function startBlogHarness({ colorScheme = 'light' } = {}) {
  const server = await startStaticServer();
  const profile = await mkdtemp(path.join(tmpdir(), 'slide-blog-test-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    colorScheme,
    viewport: { width: 1280, height: 900 },
  });
  await mkdir(artifactsDir, { recursive: true });
  return {
    base: server.base,
    context,
    // Opens `html` as /post.html (or `file`) with `fragment`; page.warnings and page.errors collect
    // the console's warnings and errors (uncaught exceptions included). wait: for every element's
    // ready.
    async open(html, { fragment = '', file = 'post.html', wait = true, viewport } = {}) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      page.warnings = [];
      page.errors = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') page.warnings.push(message.text());
        if (message.type() === 'error') page.errors.push(message.text());
      });
      page.on('pageerror', (error) => page.errors.push(`uncaught: ${error.message}`));
      if (html !== null)
        await page.route(`${server.base}/${file}`, (route) =>
          route.fulfill({ contentType: 'text/html', body: html }),
        );
      await page.goto(`${server.base}/${file}${fragment}`);
      if (wait)
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll('slide-puzzle')].map((element) => element.ready),
          ),
        );
      return page;
    },
    async stop() {
      await context.close();
      server.stop();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// Reads a value from one element (by id) in the page: fn(element, shadowRoot, arg).
export function inElement(page, id, fn, arg) {
  return page.evaluate(
    ([id, source, arg]) => {
      const element = document.getElementById(id);
      // eslint-disable-next-line no-new-func
      return new Function('element', 'root', 'arg', `return (${source})(element, root, arg);`)(
        element,
        element.shadowRoot,
        arg,
      );
    },
    [id, fn.toString(), arg],
  );
}

// Slides a tile next to the gap into it (by a click, as a reader would); resolves the new tiles.
export async function playOneMove(page, id) {
  const before = await page.evaluate((id) => document.getElementById(id).tiles.join(), id);
  await page.evaluate(async (id) => {
    const element = document.getElementById(id);
    const info = await element.ready;
    const tiles = element.tiles;
    const cell = info.neighbours[tiles.indexOf(0)][0];
    element.shadowRoot.querySelector(`.tile[data-tile="${tiles[cell]}"]`).click();
  }, id);
  await page.waitForFunction(
    ([id, before]) => document.getElementById(id).tiles.join() !== before,
    [id, before],
  );
  return page.evaluate((id) => document.getElementById(id).tiles, id);
}

// The problem lines the element shows for attributes it could not use.
export function problemLines(page, id) {
  return page.evaluate(
    (id) =>
      [...document.getElementById(id).shadowRoot.querySelectorAll('.attribute-problems li')].map(
        (li) => li.textContent,
      ),
    id,
  );
}
