// theme.test.mjs: the `theme` attribute (issue 11): auto follows the host page's declared
// color-scheme, not only the OS; light and dark force theirs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startStaticServer } from './static-server.mjs';

const artifactsDir = path.join(repoRoot, 'test-artifacts');

// A light blog: it declares color-scheme: light and paints white, whatever the reader's OS says.
const LIGHT_BLOG = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A light blog</title>
<style>:root { color-scheme: light; } body { background: #fff; color: #222; margin: 0; } main { max-width: 680px; margin: auto; padding: 1rem; }</style>
<script type="module" src="/js/element/slide-puzzle.js"></script></head>
<body><main><p>A post.</p>
<slide-puzzle id="auto" puzzle="15" tables="manual"></slide-puzzle>
<slide-puzzle id="dark" puzzle="15" tables="manual" theme="dark"></slide-puzzle>
<slide-puzzle id="bad" puzzle="8" theme="purple"></slide-puzzle>
</main></body></html>`;

let server;
let context;
let profile;

before(async () => {
  server = await startStaticServer();
  profile = await mkdtemp(path.join(tmpdir(), 'slide-theme-test-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    colorScheme: 'dark',
  });
  await mkdir(artifactsDir, { recursive: true });
});

after(async () => {
  await context?.close();
  server?.stop();
  if (profile) await rm(profile, { recursive: true, force: true });
});

// The contrast (WCAG) of a text part against the first opaque background behind it, found by
// walking up through the shadow tree to the page, all from computed styles.
function contrast(page, id, selector) {
  return page.evaluate(
    ([id, selector]) => {
      // rgb(r, g, b[, a]) in 0..255, or color(srgb r g b[ / a]) in 0..1 (what color-mix() computes
      // to).
      const rgb = (text) => {
        const numbers = (text.replace(/^color\(srgb/, '').match(/[\d.]+/g) ?? []).map(Number);
        if (!text.startsWith('color(srgb')) return numbers;
        return numbers.map((value, index) => (index < 3 ? value * 255 : value));
      };
      const luminance = ([r, g, b]) => {
        const channel = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const text = document.getElementById(id).shadowRoot.querySelector(selector);
      let node = text;
      let background = null;
      while (node) {
        const value = rgb(getComputedStyle(node).backgroundColor);
        if (value.length === 3 || value[3] === 1) {
          background = value;
          break;
        }
        node = node.parentElement ?? node.getRootNode().host ?? null;
      }
      background ??= [255, 255, 255]; // the canvas
      const a = luminance(rgb(getComputedStyle(text).color));
      const b = luminance(background);
      return {
        ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        color: getComputedStyle(text).color,
        background: background.join(),
      };
    },
    [id, selector],
  );
}

test('a dark-mode reader on a light blog: auto stays light and readable; theme="dark" forces dark; the attribute is reactive', async () => {
  const page = await context.newPage();
  await page.route(`${server.base}/light-blog.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: LIGHT_BLOG }),
  );
  await page.goto(`${server.base}/light-blog.html`);
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('slide-puzzle')].map((element) => element.ready)),
  );
  assert.equal(
    await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
    true,
    'the OS is dark',
  );

  for (const selector of ['.move-count', '.shuffle legend', '.search-status']) {
    const auto = await contrast(page, 'auto', selector);
    assert.ok(
      auto.ratio >= 4.5,
      `auto ${selector}: ${auto.color} on ${auto.background} is ${auto.ratio.toFixed(2)}:1`,
    );
    const dark = await contrast(page, 'dark', selector);
    assert.ok(
      dark.ratio >= 4.5,
      `dark ${selector}: ${dark.color} on ${dark.background} is ${dark.ratio.toFixed(2)}:1`,
    );
  }
  // A bad theme falls back to auto, and its message is as readable as the rest.
  for (const selector of ['.move-count', '.attribute-problems li']) {
    const bad = await contrast(page, 'bad', selector);
    assert.ok(
      bad.ratio >= 4.5,
      `bad ${selector}: ${bad.color} on ${bad.background} is ${bad.ratio.toFixed(2)}:1`,
    );
  }
  const scheme = (id) =>
    page.evaluate(
      (id) =>
        getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.puzzle'))
          .colorScheme,
      id,
    );
  assert.equal(await scheme('auto'), 'light');
  assert.equal(await scheme('dark'), 'dark');
  assert.equal(await scheme('bad'), 'light');
  // Dark text on the light page, light text on the forced dark theme's own background.
  const ink = (id) =>
    page.evaluate(
      (id) =>
        getComputedStyle(document.getElementById(id).shadowRoot.querySelector('.move-count')).color,
      id,
    );
  assert.equal(await ink('auto'), 'rgb(31, 36, 48)');
  assert.notEqual(await ink('dark'), 'rgb(31, 36, 48)');
  await page.screenshot({
    path: path.join(artifactsDir, 'theme-dark-os-light-blog.png'),
    fullPage: true,
  });

  // Reactive: the attribute and the page's own scheme are followed after load.
  await page.evaluate(() => document.getElementById('auto').setAttribute('theme', 'dark'));
  assert.equal(await scheme('auto'), 'dark');
  await page.evaluate(() => document.getElementById('auto').setAttribute('theme', 'auto'));
  assert.equal(await scheme('auto'), 'light');
  // A page that declares no scheme: its own paint decides (a white body stays light, a dark one is
  // dark).
  await page.evaluate(() => document.documentElement.setAttribute('style', 'color-scheme: normal'));
  await page.waitForTimeout(100);
  assert.equal(await scheme('auto'), 'light');
  await page.evaluate(() => document.body.setAttribute('style', 'background: #14161c'));
  await page.waitForFunction(
    () =>
      getComputedStyle(document.getElementById('auto').shadowRoot.querySelector('.puzzle'))
        .colorScheme === 'dark',
  );
  const onDark = await contrast(page, 'auto', '.search-status');
  assert.ok(onDark.ratio >= 4.5, `auto on a dark page: ${onDark.ratio.toFixed(2)}:1`);
  await page.close();
});

// Most blogs declare nothing: the browser paints them light whatever the OS says.
const PLAIN_BLOG = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A plain blog</title>
<script type="module" src="/js/element/slide-puzzle.js"></script></head>
<body><main style="max-width: 680px"><p>A post.</p><slide-puzzle id="plain" puzzle="8"></slide-puzzle></main></body></html>`;

test('a dark-mode reader on a blog that declares no color-scheme: auto is light and readable', async () => {
  const page = await context.newPage();
  await page.route(`${server.base}/plain-blog.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: PLAIN_BLOG }),
  );
  await page.goto(`${server.base}/plain-blog.html`);
  await page.evaluate(() => document.getElementById('plain').ready);
  for (const selector of ['.move-count', '.shuffle legend', '.search-status', '.stat dt']) {
    const result = await contrast(page, 'plain', selector);
    assert.ok(
      result.ratio >= 4.5,
      `${selector}: ${result.color} on ${result.background} is ${result.ratio.toFixed(2)}:1`,
    );
  }
  await page.close();
});
