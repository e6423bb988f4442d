// One solve shared by the page's workers (split-search.js, the core's SplitPdbSearch): on a device
// with 3 cores (reported to the page) the shared worker and one helper share an 80-move search,
// Cancel stops both, and Korf's instance #82 comes out at its published optimal length; helpers
// left idle for a minute end, and the next solve starts them again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { blog, startBlogHarness } from './blog-harness.mjs';

// Korf #82 (62 moves; 8.7 M nodes with the default tables): iterations large enough to split.
const KORF_82 = '0 12 11 1 4 10 13 9 5 8 7 3 15 14 6 2';
// The second 80-move position of bench/hard80.txt: hundreds of millions of nodes, far from done
// when cancelled.
const HARD_80 = '0 12 10 13 15 11 14 9 3 7 2 5 4 8 6 1';

let harness;
before(async () => {
  harness = await startBlogHarness();
  // What a 3-core device reports: the page then uses 2 workers (one core left for the page).
  await harness.context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 3 }),
  );
});
after(async () => harness?.stop());

const stat = (page, key) =>
  page.evaluate(
    (key) =>
      document.getElementById('p').shadowRoot.querySelector(`[data-stat="${key}"] .value`)
        .textContent,
    key,
  );

async function openWithTables(board) {
  const page = await harness.open(
    blog(`<slide-puzzle id="p" puzzle="15" board="${board}" controls="solve more"></slide-puzzle>`),
    { wait: false },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('slide-tables', (event) => {
          if (event.detail.phase === 'ready') resolve(undefined);
        });
      }),
  );
  return page;
}

test('two workers: a long solve shared and cancelled in both; then Korf #82 at its published 62 moves, 2 workers in the statistics', async () => {
  const page = await openWithTables(HARD_80);
  const element = page.locator('#p');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  // The helper started when the tables were installed; it gets them with this solve and joins it.
  await page.waitForFunction(
    () =>
      document.getElementById('p').shadowRoot.querySelector('[data-stat="workers"] .value')
        ?.textContent === '2',
    null,
    { timeout: 30000 },
  );
  await element.getByRole('button', { name: 'Cancel' }).first().click();
  await page.waitForFunction(() =>
    /cancel/i.test(
      document.getElementById('p').shadowRoot.querySelector('.search-status')?.textContent ?? '',
    ),
  );
  // The next solve is answered at once (neither worker is still busy with the old one), found by
  // both, and optimal.
  await page.evaluate((board) => {
    document.getElementById('p').board = board;
  }, KORF_82);
  await page.waitForFunction(
    () =>
      document.getElementById('p').tiles?.[0] === 0 &&
      document.getElementById('p').tiles?.[1] === 12,
  );
  const found = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener('slide-search-done', (event) => resolve(event.detail), {
          once: true,
        }),
      ),
  );
  const began = Date.now();
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  const result = await found;
  assert.ok(Date.now() - began < 10000, `${Date.now() - began} ms`);
  assert.equal(result.heuristic, 'pdb');
  assert.equal(result.length, 62);
  assert.equal(result.workers, 2, 'the helper took part');
  assert.equal(await stat(page, 'workers'), '2');
  assert.deepEqual(page.errors, [], page.errors.join('\n'));
  await page.close();
});

test('idle helpers end after a minute with nothing asked, and the next solve starts them again and shares with them', async () => {
  // The page's clock is faked from here on (it still runs at its own pace) so that a minute can
  // pass at once; the workers keep real time.
  await harness.context.clock.install();
  const page = await openWithTables(HARD_80);
  const element = page.locator('#p');
  await waitFor(() => page.workers().length === 2, 'the shared worker and a helper run');
  const started = page.workers().length;
  await harness.context.clock.fastForward(61000);
  await waitFor(() => page.workers().length === started - 1, 'the helper ended');
  // The next solve starts it again before it is sent, and it joins once it holds the tables.
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('p').shadowRoot.querySelector('[data-stat="workers"] .value')
        ?.textContent === '2',
    null,
    { timeout: 30000 },
  );
  assert.equal(page.workers().length, started);
  await element.getByRole('button', { name: 'Cancel' }).first().click();
  await page.waitForFunction(() =>
    /cancel/i.test(
      document.getElementById('p').shadowRoot.querySelector('.search-status')?.textContent ?? '',
    ),
  );
  assert.deepEqual(page.errors, [], page.errors.join('\n'));
  await page.close();
});

/** @param {() => boolean} done @param {string} what */
async function waitFor(done, what, ms = 10000) {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
