// embed.test.mjs: web/embed.html in an <iframe> of a host page on another origin: parameters become
// attributes, bad ones show a message and a default puzzle, the height message sizes the frame, the
// host never scrolls.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';
import { startBlog } from './blog-fixture.mjs';

const artifactsDir = path.join(repoRoot, 'test-artifacts');

// The host page: the README's snippet (an iframe and the height listener), inside a long post that
// is scrolled part-way down before the frame loads. The frame's src is set by the test.
const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,">
<style>body { margin: 0; font: 18px/1.7 Georgia, serif; } main { max-width: 680px; margin: 0 auto; }</style></head>
<body><main>
  <p>${'Words of the host post before the frame. '.repeat(120)}</p>
  <iframe id="puzzle-frame" title="Sliding puzzle" style="width: 100%; border: 0" height="600"></iframe>
  <p>${'Words of the host post after the frame. '.repeat(200)}</p>
</main>
<script>
  window.__heights = [];
  addEventListener('message', (event) => {
    if (event.data?.type !== 'slide-puzzle:height') return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = event.data.height + 'px';
    }
    window.__heights.push({ height: event.data.height, origin: event.origin });
  });
</script></body></html>`;

let site;
let host;
let browser;

before(async () => {
  site = await startStaticServer();
  host = await startBlog({ 'host.html': HOST });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  await mkdir(artifactsDir, { recursive: true });
});

after(async () => {
  await browser?.close();
  site?.stop();
  await host?.stop();
});

// Opens the host page scrolled to y = 1000, then points its frame at embed.html?query.
async function openHost(query, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${host.base}/host.html`);
  await page.evaluate(() => window.scrollTo(0, 1000));
  const src = `${site.base}/embed.html${query}`;
  const navigated = page.waitForEvent('framenavigated', (frame) => frame.url() === src);
  await page.evaluate((src) => {
    document.getElementById('puzzle-frame').src = src;
  }, src);
  const frame = await navigated;
  // Polled by timer: Chromium gives an off-screen cross-origin frame no animation frames.
  await frame.waitForFunction(() => document.querySelector('slide-puzzle'), null, { polling: 100 });
  return { context, page, frame, errors };
}

// The element's state once its start has settled (after a fallback, the element that replaced it).
async function puzzleState(frame) {
  await frame.waitForFunction(
    () => {
      const element = document.querySelector('slide-puzzle');
      return element && element.tiles !== null;
    },
    null,
    { timeout: 20000, polling: 100 },
  );
  return frame.evaluate(async () => {
    const element = document.querySelector('slide-puzzle');
    const info = await element.ready;
    const attributes = Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
    );
    const message = document.getElementById('embed-message');
    return {
      cells: info.cells,
      attributes,
      message: message.hidden ? null : message.textContent,
      lang: document.documentElement.lang,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    };
  });
}

test("parameters become the element's attributes: puzzle, theme, picture, numbers, label, lang", async () => {
  const { context, page, frame, errors } = await openHost(
    '?puzzle=8&theme=dark&picture=img/lighthouse.svg&numbers&label=Eight&lang=de',
  );
  try {
    const state = await puzzleState(frame);
    assert.equal(state.cells, 9, 'the 8-puzzle');
    assert.deepEqual(state.attributes, {
      puzzle: '8',
      theme: 'dark',
      picture: 'img/lighthouse.svg',
      numbers: '',
      label: 'Eight',
    });
    assert.equal(state.lang, 'de');
    assert.equal(state.scheme, 'dark', 'the frame is painted dark as the theme asks');
    assert.equal(state.message, null, 'no message for good parameters');
    const pictured = await frame.evaluate(
      () =>
        getComputedStyle(
          document.querySelector('slide-puzzle').shadowRoot.querySelector('.tile:not(.blank)'),
        ).backgroundImage,
    );
    assert.match(pictured, /lighthouse\.svg/, 'the picture reaches the pieces');
    await page.waitForFunction(() => window.__heights.length > 0);
    await page.screenshot({ path: path.join(artifactsDir, 'embed-dark-8.png') });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('bad parameters: an unknown puzzle and an unknown parameter give one message in the frame and the default puzzle, playable', async () => {
  const { context, frame, errors } = await openHost(
    '?puzzle=banana&share-key=x&colour=red&lang=%3Cb%3E&puzzle=8&colour=blue',
  );
  try {
    const state = await puzzleState(frame);
    assert.equal(state.cells, 16, 'the default puzzle (15) in its place');
    assert.equal(state.attributes.puzzle, 'banana', 'the first value is passed on');
    assert.equal(state.attributes['share-key'], undefined, 'share-key is not passed on');
    const problem = await frame.evaluate(
      () =>
        document
          .querySelector('slide-puzzle')
          .shadowRoot.querySelector('[part~="attribute-problems"]')?.textContent ?? '',
    );
    assert.match(
      problem,
      /unknown puzzle 'banana'.*Using the 15-puzzle/s,
      'the element says what it fell back to',
    );
    assert.match(state.message, /parameters "share-key", "colour":/);
    assert.match(state.message, /puzzle was given more than once; the first value is used/);
    assert.match(state.message, /lang="<b>" is not a language tag/);
    assert.equal(state.lang, 'en');
    // Playable: a click on a tile beside the blank moves it.
    const moved = await frame.evaluate(async () => {
      const element = document.querySelector('slide-puzzle');
      const info = await element.ready;
      const tile = element.tiles[info.neighbours[element.tiles.indexOf(0)][0]];
      const move = new Promise((resolve) =>
        element.addEventListener('slide-move', (event) => resolve(event.detail.tile), {
          once: true,
        }),
      );
      element.shadowRoot.querySelector(`.tile[data-tile="${tile}"]`).click();
      return [tile, await move];
    });
    assert.equal(moved[1], moved[0]);
    // The failed start of the unknown puzzle is reported by the element's worker, not as a page
    // error.
    assert.deepEqual(
      errors.filter((error) => !/banana/.test(error)),
      [],
    );
  } finally {
    await context.close();
  }
});

test('the frame reports its height, the host sizes it to the content, and the host page never scrolls (load, play, shuffle) at 1280 px and 390 px', async () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { context, page, frame } = await openHost('?puzzle=15&tables=manual', viewport);
    try {
      await puzzleState(frame);
      // Moves and a shuffle inside the frame, by clicks as a reader makes them (dispatched in the
      // frame, so that the test itself scrolls nothing).
      await frame.evaluate(async () => {
        const element = document.querySelector('slide-puzzle');
        const info = await element.ready;
        for (let move = 0; move < 3; move += 1) {
          const tile = element.tiles[info.neighbours[element.tiles.indexOf(0)][0]];
          element.shadowRoot.querySelector(`.tile[data-tile="${tile}"]`).click();
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        element.shadowRoot.querySelector('button[data-difficulty="easy"]').click();
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      // The frame measures itself at least once a second even off-screen: wait up to 5 s for the
      // last message to match the content as it is now.
      const measure = async () => ({
        heights: await page.evaluate(() => window.__heights),
        content: await frame.evaluate(() =>
          Math.ceil(document.getElementById('frame').getBoundingClientRect().height),
        ),
      });
      let seen = await measure();
      for (
        let waited = 0;
        waited < 5000 && seen.heights.at(-1)?.height !== seen.content;
        waited += 250
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await measure();
      }
      const { heights, content } = seen;
      assert.ok(heights.length > 0, 'a height message arrived');
      const last = heights.at(-1);
      assert.equal(last.origin, site.base, "from the embed page's origin");
      assert.equal(last.height, content, "the reported height is the content's");
      assert.ok(
        last.height > 300 && last.height < 1400,
        `${last.height} px at ${viewport.width} px`,
      );
      const frameBox = await page.evaluate(
        () => document.getElementById('puzzle-frame').getBoundingClientRect().height,
      );
      assert.equal(Math.round(frameBox), last.height, 'the host sized the frame to it');
      const inner = await frame.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      assert.ok(inner <= 1, `nothing to scroll inside the sized frame (${inner} px)`);
      assert.equal(await page.evaluate(() => window.scrollY), 1000, 'the host page did not scroll');
      console.log(
        `embed at ${viewport.width} px: ${last.height} px tall, ${heights.length} height messages`,
      );
    } finally {
      await context.close();
    }
  }
});
