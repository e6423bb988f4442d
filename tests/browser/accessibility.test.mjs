// accessibility.test.mjs: axe-core (npm) run in headless Chromium on the demo page, the iframe page
// and a blog post using dist/ from another origin, at 1280 px and 390 px: no serious or critical
// violations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';
import { blogPost, startBlog, startCdn } from './blog-fixture.mjs';

const AXE = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const BLOCKING = new Set(['serious', 'critical']);

let site;
let cdn;
let blog;
let browser;

before(async () => {
  site = await startStaticServer();
  cdn = await startCdn();
  blog = await startBlog({
    'post.html': blogPost(
      cdn.moduleUrl,
      `<slide-puzzle id="fifteen" puzzle="15" tables="manual" label="15-puzzle"></slide-puzzle>
      <slide-puzzle id="eight" puzzle="8" label="8-puzzle"></slide-puzzle>`,
    ),
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

// Loads the page, waits until every puzzle has started (or said it cannot), optionally opens the
// first puzzle's fuller controls, and returns axe's violations, shadow roots included.
async function violations(url, viewport, { openMore = false } = {}) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() =>
      Promise.allSettled(
        [...document.querySelectorAll('slide-puzzle')].map((element) => element.ready),
      ),
    );
    if (openMore) {
      await page.evaluate(() =>
        document.querySelector('slide-puzzle').shadowRoot.querySelector('button.more').click(),
      );
    }
    await page.addScriptTag({ path: AXE });
    return await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        where: violation.nodes.slice(0, 3).map((node) => node.target.join(' >>> ')),
      }));
    });
  } finally {
    await context.close();
  }
}

function check(found, what) {
  const blocking = found.filter((violation) => BLOCKING.has(violation.impact));
  const others = found.filter((violation) => !BLOCKING.has(violation.impact));
  if (others.length > 0)
    console.log(
      `${what}: ${others.map((violation) => `${violation.id} (${violation.impact})`).join(', ')}`,
    );
  assert.deepEqual(blocking, [], `${what}: serious or critical violations`);
}

for (const viewport of VIEWPORTS) {
  test(`demo page at ${viewport.width} px: no serious or critical violations, compact and with More controls open`, async () => {
    check(await violations(`${site.base}/`, viewport), `demo ${viewport.width} px`);
    check(
      await violations(`${site.base}/`, viewport, { openMore: true }),
      `demo ${viewport.width} px, more controls`,
    );
  });

  test(`iframe page at ${viewport.width} px: no serious or critical violations`, async () => {
    check(
      await violations(`${site.base}/embed.html?puzzle=8&theme=dark`, viewport),
      `embed ${viewport.width} px`,
    );
  });

  test(`blog post with dist from another origin at ${viewport.width} px: no serious or critical violations`, async () => {
    check(await violations(`${blog.base}/post.html`, viewport), `blog ${viewport.width} px`);
  });
}

test('two puzzles on one page do not make two identical landmarks (landmark-unique)', async () => {
  const found = await violations(`${site.base}/`, VIEWPORTS[0]);
  assert.deepEqual(
    found.filter((violation) => violation.id === 'landmark-unique'),
    [],
  );
});
