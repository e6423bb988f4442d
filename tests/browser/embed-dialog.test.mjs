// embed-dialog.test.mjs: the demo page's "Embed this position" dialog writes two snippets for the
// board on screen and the heuristic in use; each, pasted as written into a page of another origin,
// shows that board with that heuristic: the script form as a <slide-puzzle>, the iframe form as
// embed.html. A new shuffle of a chosen difficulty is the other start; Copy puts the text on the
// clipboard. Japanese words the dialog and gives the iframe lang=ja.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, startSiteServer } from './static-server.mjs';

const AXE = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');

// 14 moves from the goal.
const START = '1 2 3 4 5 8 6 11 9 14 7 10 13 0 15 12';
let site, blog, browser, context;
// The page of another origin: whatever the test pastes, served as /post.html.
let pasted = '';

before(async () => {
  // The demo site as a CDN would serve it to other origins (the README's `serve --cors`).
  site = await startSiteServer({ cors: 'all' });
  blog = await startSiteServer({
    override: (pathname) =>
      pathname === '/post.html'
        ? {
            status: 200,
            type: 'text/html; charset=utf-8',
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>post</title>
</head><body><h1>A post</h1>${pasted}</body></html>`,
          }
        : null,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
});

after(async () => {
  await browser?.close();
  await Promise.all([site, blog].map((server) => server?.stop()));
});

async function openDemo(lang = 'en') {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.base}/index.html?lang=${lang}`);
  await page.evaluate(() => document.getElementById('fifteen').ready);
  return { page, errors };
}

async function pasteAndOpen(snippet) {
  pasted = snippet;
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${blog.base}/post.html`);
  return { page, errors };
}

// The page's iframe of embed.html (another origin than the page: reached through the browser).
async function embedFrame(page) {
  const element = await page.waitForSelector('iframe');
  const frame = await element.contentFrame();
  await frame.waitForLoadState();
  return frame;
}

test('the script form and the iframe form, pasted into another origin, show the board on screen with the heuristic in use', async () => {
  const { page, errors } = await openDemo();
  await page.evaluate((board) => {
    const puzzle = document.getElementById('fifteen');
    puzzle.setAttribute('heuristic', 'linear-conflict');
    puzzle.setAttribute('board', board);
  }, START);
  await page.waitForFunction(
    (board) => document.getElementById('fifteen').tiles.join(' ') === board,
    START,
  );
  await page.getByRole('button', { name: 'Embed this position…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this puzzle in your page' });
  assert.ok(await dialog.isVisible());
  const script = await dialog.locator('textarea.embed-script').inputValue();
  const iframe = await dialog.locator('textarea.embed-iframe').inputValue();
  assert.ok(script.includes(`src="${site.base}/js/element/slide-puzzle.js"`), script);
  assert.ok(script.includes(`board="${START}"`) && script.includes('heuristic="linear-conflict"'));
  assert.ok(iframe.includes(`${site.base}/embed.html?`), iframe);

  await dialog.getByRole('button', { name: 'Copy the script form' }).click();
  await dialog.getByText('Copied: paste it into your page.').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), script);
  // axe on the open dialog: no serious or critical violation (labels, contrast, names).
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document.querySelector('.embed-dialog'), {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => `${violation.id} (${violation.impact})`);
  });
  assert.deepEqual(
    found.filter((text) => /\((serious|critical)\)/.test(text)),
    [],
    `axe on the dialog: ${found}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  assert.ok(!(await dialog.isVisible()), 'Close closes it');
  assert.deepEqual(errors, []);

  // The script form, as written, on another origin.
  const post = await pasteAndOpen(script);
  const shown = await post.page.evaluate(async () => {
    const puzzle = /** @type {any} */ (document.querySelector('slide-puzzle'));
    await puzzle.ready;
    return { tiles: puzzle.tiles.join(' '), heuristic: puzzle.heuristicInUse };
  });
  assert.deepEqual(shown, { tiles: START, heuristic: 'linear-conflict' });
  assert.deepEqual(post.errors, []);

  // The iframe form, as written: embed.html shows the same.
  const framed = await pasteAndOpen(iframe);
  const inFrame = await (
    await embedFrame(framed.page)
  ).evaluate(async () => {
    await customElements.whenDefined('slide-puzzle');
    const puzzle = /** @type {any} */ (document.querySelector('slide-puzzle'));
    await puzzle.ready;
    return { tiles: puzzle.tiles.join(' '), heuristic: puzzle.heuristicInUse };
  });
  assert.deepEqual(inFrame, { tiles: START, heuristic: 'linear-conflict' });
  assert.deepEqual(framed.errors, []);
  await Promise.all([page.close(), post.page.close(), framed.page.close()]);
});

test('a new shuffle for each reader: the snippets name the difficulty, not the board; in Japanese the iframe gets lang=ja', async () => {
  const { page, errors } = await openDemo('ja');
  await page.getByRole('button', { name: 'この配置を埋め込む…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /読者ごとに新しくシャッフル/ }).check();
  await dialog.getByRole('combobox', { name: 'シャッフルの難易度' }).selectOption('expert');
  const script = await dialog.locator('textarea.embed-script').inputValue();
  const iframe = await dialog.locator('textarea.embed-iframe').inputValue();
  assert.ok(script.includes('difficulty="expert"') && !script.includes('board='), script);
  // In the attribute, & is written &amp;.
  assert.ok(/(\?|&amp;)difficulty=expert/.test(iframe) && /&amp;lang=ja/.test(iframe), iframe);
  assert.deepEqual(errors, []);

  const framed = await pasteAndOpen(iframe);
  const handle = await (
    await embedFrame(framed.page)
  ).waitForFunction(() => {
    const puzzle = /** @type {any} */ (document.querySelector('slide-puzzle'));
    const tiles = puzzle?.tiles?.join(' ');
    // A shuffle has left the goal.
    return tiles && tiles !== '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0' ? puzzle.language : 0;
  });
  assert.equal(await handle.jsonValue(), 'ja');
  await Promise.all([page.close(), framed.page.close()]);
});
