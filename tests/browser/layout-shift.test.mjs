// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// layout-shift.test.mjs: nothing jumps while the page loads: the cumulative layout shift
// (Chromium's layout-shift entries) of the demo page and of a blog post using dist/ from another
// origin with the README's reserve rule is 0, at 1280 px and 390 px.
//
// A post without that rule shifts once, when the module defines the element (an undefined element
// has no height, and a module script cannot run before the first paint); that figure is measured
// and reported, not asserted: only the host's CSS can reserve the room before the element exists.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';
import { RESERVE_CSS, blogPost, startBlog, startCdn } from './blog-fixture.mjs';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
// After every puzzle has started, the time its later parts (tables status, estimates) get to
// settle.
const SETTLE_MS = 2000;

// Runs before the page's own scripts: adds up every shift not caused by input, with what moved.
function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => {
        const node = source.node;
        const name = node
          ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}`
          : '(gone)';
        return `${name} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`;
      });
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

let site;
let cdn;
let blog;
let browser;

before(async () => {
  site = await startStaticServer();
  cdn = await startCdn();
  const puzzles = `<slide-puzzle id="fifteen" puzzle="15" tables="manual" label="15-puzzle"></slide-puzzle>
      <slide-puzzle id="eight" puzzle="8" label="8-puzzle"></slide-puzzle>`;
  blog = await startBlog({
    'post.html': blogPost(cdn.moduleUrl, puzzles, { css: RESERVE_CSS, shortIntro: true }),
    'bare-post.html': blogPost(cdn.moduleUrl, puzzles, { shortIntro: true }),
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await browser?.close();
  site?.stop();
  await cdn?.stop();
  await blog?.stop();
});

async function shiftsWhileLoading(url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() =>
      Promise.allSettled(
        [...document.querySelectorAll('slide-puzzle')].map((element) => element.ready),
      ),
    );
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => window.__shifts);
  } finally {
    await context.close();
  }
}

const cumulative = (shifts) => shifts.reduce((sum, shift) => sum + shift.value, 0);

function check(shifts, what) {
  const total = cumulative(shifts);
  console.log(`${what}: CLS ${total.toFixed(4)} (${shifts.length} shifts)`);
  assert.equal(
    total,
    0,
    `${what}: layout shifts while loading: ${JSON.stringify(shifts, null, 1)}`,
  );
}

for (const viewport of VIEWPORTS) {
  test(`demo page at ${viewport.width} px: no layout shift while loading`, async () => {
    check(await shiftsWhileLoading(`${site.base}/`, viewport), `demo ${viewport.width} px`);
  });

  test(`blog post with dist from another origin and the README's reserve rule at ${viewport.width} px: no layout shift while loading`, async () => {
    check(
      await shiftsWhileLoading(`${blog.base}/post.html`, viewport),
      `blog ${viewport.width} px`,
    );
  });
}

// web/ served with one page (`page`) sent in two parts, `pauseMs` apart, cut before `cutBefore`:
// what a slow network, or a loaded machine whose parser yields, lets the browser paint in between.
async function startSplitPageServer(page, cutBefore, pauseMs) {
  const files = sirv(path.join(repoRoot, 'web'), { dev: true });
  const html = await readFile(path.join(repoRoot, 'web', page), 'utf8');
  const cut = html.indexOf(cutBefore);
  assert.ok(cut > 0, `${page} has ${cutBefore}`);
  const server = createServer(async (request, response) => {
    if (new URL(request.url, 'http://localhost').pathname !== `/${page}`) {
      files(request, response, () => {
        response.writeHead(404);
        response.end();
      });
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    response.end(html.slice(cut));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

// Two CI runs saw the header's switches first drawn narrow (the language switch alone), then
// widened by the theme switch: the page now blocks rendering until <main> is parsed (lab.html too).
// Here the page stops arriving right between the two switches for 800 ms. (The lab page is not
// measured: its experiments grow as their module defines them, a shift of their own.)
for (const page of ['index.html']) {
  test(`${page} arriving in two parts, cut inside the header: no layout shift`, async () => {
    const split = await startSplitPageServer(page, 'class="theme-switch"\n', 800);
    try {
      const shifts = await shiftsWhileLoading(`${split.base}/${page}`, VIEWPORTS[0]);
      check(shifts, `${page} cut in the header`);
    } finally {
      split.stop();
    }
  });
}

test('blog post without the reserve rule: the shift when the element is defined, measured', async (t) => {
  for (const viewport of VIEWPORTS) {
    const shifts = await shiftsWhileLoading(`${blog.base}/bare-post.html`, viewport);
    console.log(
      `blog without the reserve rule, ${viewport.width} px: CLS ${cumulative(shifts).toFixed(4)} (${shifts.length} shifts)`,
    );
  }
  t.todo(
    "needs the host's CSS (RESERVE_CSS, in the README): an undefined element has no height until its module runs",
  );
});
