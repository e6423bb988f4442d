// docs-snippets.test.mjs: every snippet of docs.html runs as written (issue 27, item 5). The packed
// tarball is unpacked at /npm/slide-puzzle@<version>/ of a local server, a copy of the CDN layout the
// snippets name (jsDelivr's); each snippet, as the docs page shows it, is pasted into a page of a
// third origin, with only the CDN's host changed to the local copy, after the getting-started
// script tag where the snippet has none ("every snippet runs as written after this script tag").
// Each page must come up with no error: every <slide-puzzle> playable, every <slide-lab> drawn,
// the iframe's element playable. Needs web/wasm/ (./build.sh); about 40 s.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startSiteServer } from '../browser/static-server.mjs';
import { packRelease, repoRoot, unpack } from './packed-release.mjs';

const CDN = 'https://cdn.jsdelivr.net';
let work, version, cdn, site, blog, browser;
const pages = new Map(); // path on the blog's origin -> its HTML

before(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'slide-docs-snippets-'));
  const release = await packRelease(work);
  version = release.packed.version;
  const cdnRoot = path.join(work, 'cdn');
  await unpack(release.tarball, path.join(cdnRoot, `npm/slide-puzzle@${version}`));
  cdn = await startSiteServer({ root: cdnRoot, cors: 'all' });
  // The site that serves docs.html (and embed.html, which the iframe snippet names).
  site = await startSiteServer({ cors: 'all' });
  // A blogger's site: their own picture where the picture examples name img/lighthouse.svg.
  const blogRoot = path.join(work, 'blog');
  await mkdir(path.join(blogRoot, 'img'), { recursive: true });
  await cp(
    path.join(repoRoot, 'web/img/lighthouse.svg'),
    path.join(blogRoot, 'img/lighthouse.svg'),
  );
  blog = await startSiteServer({
    root: blogRoot,
    override: (pathname) =>
      pages.has(pathname)
        ? { status: 200, type: 'text/html; charset=utf-8', body: pages.get(pathname) }
        : null,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await Promise.all([cdn, site, blog].map((server) => server?.stop()));
  if (work) await rm(work, { recursive: true, force: true });
});

// Every snippet as the docs page shows it once its script has run (the reference's entries are
// built by docs.js; the iframe's URL is made absolute there).
async function docsSnippets() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.base}/docs.html`);
  await page.waitForSelector('.entry pre code');
  const snippets = await page.evaluate(() =>
    [...document.querySelectorAll('pre code')].map((code) => ({
      id: code.closest('[id]')?.id ?? '',
      text: code.textContent,
    })),
  );
  await context.close();
  return snippets;
}

// Opens html on the blog's origin and waits for what it holds; resolves with the page's errors.
async function runOnBlog(name, html) {
  pages.set(
    `/${name}.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>${name}</title></head><body>${html}</body></html>`,
  );
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`${name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${name}: ${message.text()}`);
  });
  try {
    await page.goto(`${blog.base}/${name}.html`);
    const shown = await page.evaluate(async () => {
      const within = (promise, what) =>
        Promise.race([
          promise,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`no ${what}`)), 20000)),
        ]);
      const puzzles = [...document.querySelectorAll('slide-puzzle')];
      const labs = [...document.querySelectorAll('slide-lab')];
      if (puzzles.length) await within(customElements.whenDefined('slide-puzzle'), 'element');
      await within(
        Promise.all(puzzles.map((element) => /** @type {any} */ (element).ready)),
        'ready',
      );
      for (const lab of labs) {
        await within(customElements.whenDefined('slide-lab'), 'lab element');
        for (let waited = 0; !lab.shadowRoot?.querySelector('button'); waited += 50) {
          if (waited > 20000) throw new Error("the lab's module did not load");
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      return {
        puzzles: puzzles.length,
        playable: puzzles.every((element) => Array.isArray(/** @type {any} */ (element).tiles)),
        labs: labs.length,
        frames: document.querySelectorAll('iframe').length,
      };
    });
    for (const frame of page.frames().slice(1)) {
      const framed = await frame.evaluate(async () => {
        await customElements.whenDefined('slide-puzzle');
        const element = /** @type {any} */ (document.querySelector('slide-puzzle'));
        await element.ready;
        return Array.isArray(element.tiles);
      });
      assert.ok(framed, `${name}: the iframe's puzzle is playable`);
    }
    return { ...shown, errors };
  } finally {
    await context.close();
  }
}

test('every snippet on docs.html runs as written against a copy of the CDN layout, from a third origin', async () => {
  const snippets = await docsSnippets();
  const loader = snippets.find((snippet) => snippet.text.includes('<script type="module" src='));
  assert.ok(loader, 'the getting-started snippet loads the module');
  const moduleTag = loader.text.split('\n')[0];
  assert.equal(
    moduleTag,
    `<script type="module" src="${CDN}/npm/slide-puzzle@${version}/slide-puzzle.js"></script>`,
    "the snippets name the package's version",
  );
  for (const snippet of snippets)
    assert.doesNotMatch(
      snippet.text,
      /example\.(com|org)|cdn\.example/,
      `${snippet.id}: no placeholder host`,
    );
  const local = (text) => text.replaceAll(CDN, cdn.base);
  const runnable = snippets.filter((snippet) => /<slide-|<iframe/.test(snippet.text));
  const [withScripts, plain] = [
    runnable.filter((snippet) => /<script>|<script type="module">/.test(snippet.text)),
    runnable.filter((snippet) => !/<script>|<script type="module">/.test(snippet.text)),
  ];
  const ready = (text) => (text.includes('<script type="module" src=') ? '' : local(moduleTag));
  let checked = 0;
  // Snippets without a script of their own share a page, eight at a time (their ids differ).
  for (let at = 0; at < plain.length; at += 8) {
    const group = plain.slice(at, at + 8);
    const html = `${local(moduleTag)}\n${group.map((snippet) => local(snippet.text).replace(local(moduleTag), '')).join('\n')}`;
    const result = await runOnBlog(`plain-${at}`, html);
    assert.deepEqual(result.errors, [], group.map((snippet) => snippet.id).join(' '));
    assert.ok(result.playable, `plain-${at}: every puzzle playable`);
    checked += group.length;
  }
  // A snippet with a script of its own gets a page of its own (top-level names may repeat).
  for (const snippet of withScripts) {
    const result = await runOnBlog(
      snippet.id || 'scripted',
      `${ready(snippet.text)}\n${local(snippet.text)}`,
    );
    assert.deepEqual(result.errors, [], snippet.id);
    assert.ok(result.playable, `${snippet.id}: every puzzle playable`);
    assert.ok(result.puzzles + result.labs + result.frames > 0, `${snippet.id} shows something`);
    checked += 1;
  }
  console.log(
    `# ${checked} snippets run: ${plain.length} without a script, ${withScripts.length} with one`,
  );
  assert.ok(checked >= 55, `every entry's snippet and the page's own: ${checked}`);
});
