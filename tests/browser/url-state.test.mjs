// url-state.test.mjs: share-key (issue 11): URL state is opt-in and namespaced, host anchors and
// other pairs survive play, a shared key warns once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startStaticServer } from './static-server.mjs';

// Longer than the element's HASH_DELAY_MS (play-flow.js), so a write that was going to happen has.
const SETTLE_MS = 1000;

// A blog post: a share-key element, one without, a "Comments" link far below the fold.
function blog(elements) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<script type="module" src="/js/element/slide-puzzle.js"></script></head>
<body><main style="max-width: 680px"><p><a id="to-comments" href="#comments">Comments</a></p>
${elements}
<div style="height: 3000px"></div><h2 id="comments">Comments</h2><div style="height: 1000px"></div></main></body></html>`;
}

const SHARED_AND_PLAIN =
  blog(`<slide-puzzle id="shared" puzzle="15" share-key="b" tables="manual"></slide-puzzle>
<slide-puzzle id="plain" puzzle="15" tables="manual"></slide-puzzle>`);
const TWO_WITH_ONE_KEY =
  blog(`<slide-puzzle id="first" puzzle="15" share-key="b" tables="manual"></slide-puzzle>
<slide-puzzle id="second" puzzle="15" share-key="b" tables="manual"></slide-puzzle>`);

let server;
let context;
let profile;

before(async () => {
  server = await startStaticServer();
  profile = await mkdtemp(path.join(tmpdir(), 'slide-url-test-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

after(async () => {
  await context?.close();
  server?.stop();
  if (profile) await rm(profile, { recursive: true, force: true });
});

// Opens `html` as /blog.html with `fragment`, waits for every element, and records console
// warnings.
async function open(html, fragment = '') {
  const page = await context.newPage();
  page.warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') page.warnings.push(message.text());
  });
  await page.route(`${server.base}/blog.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto(`${server.base}/blog.html${fragment}`);
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
  );
  return page;
}

// Slides tile `tile` into the blank (from the goal: 15, then 14, then 13 each move one step left).
async function move(page, id, tile) {
  const before = await page.evaluate((id) => document.getElementById(id).tiles.join(), id);
  await page.evaluate(
    ([id, tile]) =>
      document.getElementById(id).shadowRoot.querySelector(`.tile[data-tile="${tile}"]`).click(),
    [id, tile],
  );
  await page.waitForFunction(
    ([id, before]) => document.getElementById(id).tiles.join() !== before,
    [id, before],
  );
}

const hash = (page) => page.evaluate(() => location.hash);
const settle = (page) => page.waitForTimeout(SETTLE_MS);

test("a host's #comments anchor survives play: the element does not write over it, and the anchor still resolves", async () => {
  const page = await open(SHARED_AND_PLAIN);
  await move(page, 'shared', 15);
  await page.waitForFunction(() => /^#b=[\d,]+$/.test(location.hash));

  await page.click('#to-comments');
  assert.equal(await hash(page), '#comments');
  await move(page, 'shared', 14);
  await settle(page);
  assert.equal(await hash(page), '#comments', 'the fragment is still the plain anchor');
  assert.equal(await page.evaluate(() => document.querySelector(':target')?.id), 'comments');
  assert.ok(
    await page.evaluate(
      () => document.getElementById('comments').getBoundingClientRect().top < innerHeight,
    ),
    'scrolled to the comments',
  );

  // A reload of that URL still lands on the comments, and the element leaves the fragment alone.
  await page.reload();
  await page.evaluate(() => document.getElementById('shared').ready);
  await move(page, 'shared', 15);
  await settle(page);
  assert.equal(await hash(page), '#comments');
  await page.close();
});

test('an element without share-key never changes location.hash', async () => {
  for (const fragment of ['', '#x=1']) {
    const page = await open(SHARED_AND_PLAIN, fragment);
    await move(page, 'plain', 15);
    await move(page, 'plain', 14);
    await settle(page);
    assert.equal(await hash(page), fragment);
    await page.close();
  }
});

test('other pairs survive play, in place, and the element writes only its own key (no p=)', async () => {
  const page = await open(SHARED_AND_PLAIN, '#x=1&note=a%20b+c');
  await move(page, 'shared', 15);
  await page.waitForFunction(() => /b=/.test(location.hash));
  assert.equal(await hash(page), '#x=1&note=a%20b+c&b=1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15');
  await move(page, 'shared', 14);
  await page.waitForFunction(() => /b=1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15$/.test(location.hash));
  assert.equal(await hash(page), '#x=1&note=a%20b+c&b=1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15');
  assert.doesNotMatch(await hash(page), /(^#|&)p=/);
  await page.close();
});

test('a shared link with the key loads its position, next to other pairs', async () => {
  const board = '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15';
  const page = await open(SHARED_AND_PLAIN, `#x=1&b=${board}`);
  assert.equal(await page.evaluate(() => document.getElementById('shared').tiles.join()), board);
  assert.equal(
    await page.evaluate(() => document.getElementById('plain').tiles.join()),
    '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0',
  );
  assert.equal(await hash(page), `#x=1&b=${board}`);
  await page.close();
});

test('two elements with one share-key: exactly one warning naming the attribute, and only the first uses the URL', async () => {
  const board = '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15';
  const page = await open(TWO_WITH_ONE_KEY, `#b=${board}`);
  assert.equal(await page.evaluate(() => document.getElementById('first').tiles.join()), board);
  assert.equal(
    await page.evaluate(() => document.getElementById('second').tiles.join()),
    '1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0',
  );

  await move(page, 'second', 15);
  await settle(page);
  assert.equal(await hash(page), `#b=${board}`, 'the second element does not write');
  await move(page, 'first', 14);
  await page.waitForFunction(() =>
    /^#b=1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15$/.test(location.hash),
  );

  const warnings = page.warnings.filter((text) => /share-key/.test(text));
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(
    warnings[0],
    /<slide-puzzle id="second"> share-key="b":.*another element.*already uses this key/,
  );
  // The element says so inside itself too, and the first element shows no such line.
  const line = (id) =>
    page.evaluate(
      (id) =>
        document.getElementById(id).shadowRoot.querySelector('.attribute-problems').textContent,
      id,
    );
  assert.match(
    await line('second'),
    /share-key="b" was not used: another element on this page already uses this key/,
  );
  assert.equal(await line('first'), '');
  await page.close();
});
