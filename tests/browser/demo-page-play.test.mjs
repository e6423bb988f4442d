// runs alone: build.sh runs this file by itself, since it measures frame gaps or latencies.
// demo-page-play.test.mjs: the demo page in headless Chromium, a reader playing: live statistics of
// a long search, Cancel, keyboard and swipes, 3x3+1, the editor's refusals, shared links, themes
// and pictures, no WebAssembly, file://.
//
// Run from the repo root after ./build.sh has built web/wasm/: node --test tests/browser/
// Screenshots of the main states go to test-artifacts/ (gitignored) for a person to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  repoRoot,
  topology,
  tiles,
  statValue,
  shadowText,
  parseCount,
  checkMoveSequence,
  measureFrames,
  stopMeasuringFrames,
} from './demo-harness.mjs';
import {
  withHarness,
  GOAL_15,
  puzzle,
  shuffle,
  openMore,
  setFastPlayback,
  waitForGoal,
  setBoardAttribute,
} from './demo-page-helpers.mjs';

let harness;
withHarness((started) => (harness = started));

const KORF_1 = '13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2';
const HARDEST_15 = '0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1';

// Clicks Cancel if a search is still running, without waiting for the button otherwise.
function cancelIfRunning(page, id) {
  return page.evaluate((id) => {
    const button = document.getElementById(id).shadowRoot.querySelector('button.cancel');
    if (!button.disabled) button.click();
  }, id);
}

test('a long search updates the node count live and the page keeps painting', async (t) => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  // One of the 15-puzzle's hardest positions (80 moves): Manhattan distance needs billions of nodes
  // there, so the search runs far longer than the watch at any speed of machine (a random shuffle
  // was solved in under half a second on a quiet one, too quick to watch).
  await setBoardAttribute(page, 'fifteen', HARDEST_15);
  await openMore(element);
  await element.locator('select.heuristic').selectOption('manhattan');
  await measureFrames(page);
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  // Watch the node count as a reader would, from the panel, for up to 3 s.
  const seen = [];
  const started = Date.now();
  while (Date.now() - started < 3000 && seen.length < 4) {
    // Only values shown under "Searching…" belong to this search.
    const searching = /Searching/.test(await shadowText(page, 'fifteen', '.search-status'));
    const value = parseCount(await statValue(page, 'fifteen', 'nodes'));
    if (searching && Number.isFinite(value) && value !== seen.at(-1)) seen.push(value);
    await page.waitForTimeout(50);
  }
  const frames = await stopMeasuringFrames(page);
  assert.ok(seen.length >= 3, 'a search ran long enough to watch');
  t.diagnostic(
    `80-move position with manhattan: node counts seen ${seen.join(', ')}; ` +
      `${frames.count} frames, longest gap ${frames.max.toFixed(1)} ms`,
  );
  assert.ok(
    seen.every((n, i) => i === 0 || n > seen[i - 1]),
    `node counts grow: ${seen}`,
  );
  assert.ok(frames.count > 10, `frames were painted during the search (${frames.count})`);
  assert.ok(
    frames.max < 100,
    `longest gap between frames during the search: ${frames.max.toFixed(1)} ms`,
  );
  // Billions of nodes: still running after the watch.
  assert.ok(await element.locator('button.cancel').isEnabled(), 'the search still runs');
  assert.match(await shadowText(page, 'fifteen', '.search-status'), /Searching with IDA\*/);
  assert.ok(
    parseCount(await statValue(page, 'fifteen', 'threshold')) > 0,
    'a depth limit is shown',
  );
  assert.ok(parseCount(await statValue(page, 'fifteen', 'rate')) > 0, 'nodes per second are shown');
  await cancelIfRunning(page, 'fifteen');
  await page.close();
});

test('Cancel stops a running search at once and nothing is played', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await openMore(element);
  await element.getByRole('button', { name: 'Edit position' }).click();
  await element.getByLabel('Tiles', { exact: true }).fill(KORF_1);
  await element.getByRole('button', { name: 'Set' }).click();
  await page.waitForFunction(
    (text) => document.getElementById('fifteen').tiles.join(' ') === text,
    KORF_1,
  );
  await element.getByRole('button', { name: 'Done editing' }).click();
  await openMore(element);
  await element.locator('select.heuristic').selectOption('manhattan');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    return (
      /[0-9]/.test(root.querySelector('[data-stat="nodes"] .value').textContent) &&
      root.querySelector('.search-status').textContent.includes('Searching')
    );
  });
  assert.equal((await element.locator('button.solve').textContent()).trim(), 'Searching…');
  // The panel refreshes at least 5 times a second: count the distinct node counts shown in 1.2 s.
  const shown = new Set();
  const watchStart = Date.now();
  while (Date.now() - watchStart < 1200) {
    shown.add(await statValue(page, 'fifteen', 'nodes'));
    await page.waitForTimeout(25);
  }
  assert.ok(shown.size >= 6, `${shown.size} different node counts shown in 1.2 s`);
  await harness.screenshot(page, '04-fifteen-searching.png', { locator: element });
  await element.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForFunction(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    return (
      root.querySelector('button.cancel').disabled &&
      /cancelled/i.test(root.querySelector('.search-status').textContent)
    );
  });
  const afterCancel = await statValue(page, 'fifteen', 'nodes');
  await page.waitForTimeout(500);
  assert.equal(await statValue(page, 'fifteen', 'nodes'), afterCancel, 'no progress after cancel');
  assert.equal(
    (await tiles(page, 'fifteen')).join(' '),
    KORF_1,
    'a cancelled search plays nothing',
  );
  assert.equal((await element.locator('button.solve').textContent()).trim(), 'AUTO SOLVE');
  assert.equal(await statValue(page, 'fifteen', 'length'), '—');
  await harness.screenshot(page, '05-fifteen-cancelled.png', { locator: element });

  // The worker is free again: a quick search right after answers normally.
  await shuffle(page, 'fifteen', 'Easy');
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /shortest solution/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  await page.close();
});

test('keyboard play: arrows on the focused board slide tiles, other arrows are left to the page', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  const board = element.locator('.board');

  // Without focus on the board an arrow moves nothing.
  // the page's heading in its language (the other is display: none)
  await page.locator('h1:visible').click();
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await tiles(page, 'fifteen'), GOAL_15);

  await board.focus();
  // From the goal the blank is bottom-right: nothing is below it, so ArrowUp moves nothing, and
  // does not scroll the page away from the board either.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight'); // 15 slides right
  await page.keyboard.press('ArrowDown'); // 11 slides down
  await page.keyboard.press('ArrowDown'); // 7 slides down
  await page.keyboard.press('ArrowLeft'); // 8 slides left
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 8, 0, 9, 10, 7, 12, 13, 14, 11, 15],
  );
  assert.equal(await shadowText(page, 'fifteen', '.move-count'), '4');
  const keys = await page.evaluate(() => window.__keys);
  assert.deepEqual(
    keys.slice(-5).map((k) => [k.key, k.prevented]),
    [
      ['ArrowUp', true],
      ['ArrowRight', true],
      ['ArrowDown', true],
      ['ArrowDown', true],
      ['ArrowLeft', true],
    ],
  );

  await element.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 12, 13, 14, 11, 15],
  );
  assert.equal(await shadowText(page, 'fifteen', '.move-count'), '3');
  assert.notEqual(await shadowText(page, 'fifteen', '.clock'), null);

  await board.focus();
  await page.keyboard.press('ArrowUp'); // 7 back up
  await page.keyboard.press('ArrowUp'); // 11 back up
  await page.keyboard.press('ArrowLeft'); // 15 back left
  assert.deepEqual(await tiles(page, 'fifteen'), GOAL_15);
  await waitForGoal(page, 'fifteen', 5000);
  assert.match(await shadowText(page, 'fifteen', '.celebration'), /Solved!6 moves/);
  await page.waitForFunction(() =>
    /Solved in 6 moves/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.live').textContent,
    ),
  );

  // Clicking a tile in the blank's row slides every tile between.
  await element.getByRole('button', { name: /^Tile 13,/ }).click();
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15],
  );
  assert.equal(await shadowText(page, 'fifteen', '.move-count'), '9');
  await harness.screenshot(page, '06-fifteen-keyboard.png', { locator: element });
  await page.close();
});

test('3x3+1: the top slot is drawn above the grid, AUTO SOLVE solves it, and the cost is compared with the 15-puzzle', async () => {
  const page = await harness.open();
  const info = await topology(page, 'picture-puzzle');
  assert.equal(info.reachable, 201600);
  assert.deepEqual(info.deadEnds, [0]);

  // The slot (cell 0) sits directly above cell 1 on screen.
  const [slot, corner] = await page.evaluate(() => {
    const root = document.getElementById('picture-puzzle').shadowRoot;
    return [0, 1].map((cell) => {
      const box = root.querySelector(`.well[data-cell="${cell}"]`).getBoundingClientRect();
      return { x: box.x, y: box.y, height: box.height };
    });
  });
  assert.ok(
    Math.abs(slot.x - corner.x) < 1 && Math.abs(slot.y + slot.height - corner.y) < 1,
    'slot above cell 1',
  );
  assert.match(await shadowText(page, 'picture-puzzle', '.reachable'), /201,600/);

  // A 15-puzzle solve first, for the comparison line.
  await shuffle(page, 'fifteen', 'Easy');
  await setFastPlayback(page, 'fifteen');
  await puzzle(page, 'fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
  await waitForGoal(page, 'fifteen');

  const element = puzzle(page, 'picture-puzzle');
  await openMore(element);
  await element.getByRole('checkbox', { name: 'Show numbers' }).check();
  const start = await shuffle(page, 'picture-puzzle', 'Expert');
  await harness.screenshot(page, '07-picture-shuffled.png', { locator: element });
  await setFastPlayback(page, 'picture-puzzle');
  await page.evaluate(() => (window.__moves.length = 0));
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await waitForGoal(page, 'picture-puzzle');
  const moves = (await page.evaluate(() => window.__moves)).filter(
    (m) => m.puzzle === 'picture-puzzle',
  );
  assert.deepEqual(checkMoveSequence(assert, info, start, moves), info.goal);
  assert.equal(await statValue(page, 'picture-puzzle', 'length'), `${moves.length} moves`);
  const compare = await shadowText(page, 'picture-puzzle', '.compare');
  // Both of the demo's puzzles run the article's search (IDA* + Manhattan): the ratio shows as
  // soon as each has a solve.
  assert.match(
    compare,
    /This puzzle: [\d,]+ nodes in (?:[\d.,]+|< 1) ms of search.*Manhattan distance.*15-puzzle: [\d,]+ nodes in (?:[\d.,]+|< 1) ms of search.*Manhattan distance.*, [\d,.]+× (the nodes of|fewer nodes than) this one/,
  );
  await element.getByRole('checkbox', { name: 'Show numbers' }).uncheck();
  await page.waitForTimeout(500); // the solved picture closes its gaps
  await harness.screenshot(page, '08-picture-solved.png', { locator: element });
  await page.close();
});

test('an unsolvable edit is refused at once with the explanation; bad typed boards get the parser message', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await openMore(element);
  await element.getByRole('button', { name: 'Edit position' }).click();
  await element.getByRole('button', { name: /^Tile 14,/ }).click();
  await element.getByRole('button', { name: /^Tile 15,/ }).click();
  await page.waitForFunction(() =>
    /Not solvable/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.solvability-verdict')
        .textContent,
    ),
  );
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
  );
  assert.match(await shadowText(page, 'fifteen', '.solvability-facts'), /Inversions: 1 \(odd\)/);
  await harness.screenshot(page, '09-fifteen-edit-unsolvable.png', { locator: element });

  // Watch the solve button and the status for any sign of a search while we press AUTO SOLVE.
  await page.evaluate(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    window.__busySeen = [];
    const observer = new MutationObserver(() => {
      const text =
        root.querySelector('button.solve').textContent +
        ' | ' +
        root.querySelector('.search-status').textContent;
      if (/Searching/.test(text)) window.__busySeen.push(text);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  });
  const pressed = Date.now();
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() =>
    /cannot be solved/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const refusedAfter = Date.now() - pressed;
  const status = await shadowText(page, 'fifteen', '.search-status');
  assert.match(status, /inversion/);
  assert.match(status, /unsolvable/);
  assert.ok(refusedAfter < 1000, `refused after ${refusedAfter} ms`);
  assert.deepEqual(await page.evaluate(() => window.__busySeen), [], 'no busy state was shown');
  assert.equal(await statValue(page, 'fifteen', 'nodes'), '—');
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
  );
  await harness.screenshot(page, '10-fifteen-refused.png', { locator: element });

  // Typed boards go through the core's parser.
  await openMore(element);
  await element.getByRole('button', { name: 'Edit position' }).click();
  await element.getByLabel('Tiles', { exact: true }).fill('1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0');
  await element.getByRole('button', { name: 'Set' }).click();
  await page.waitForFunction(
    () =>
      document.getElementById('fifteen').shadowRoot.querySelector('.edit-message').textContent !==
      '',
  );
  assert.match(await shadowText(page, 'fifteen', '.edit-message'), /Tile 1 appears twice/);
  await element.getByLabel('Tiles', { exact: true }).fill('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
  await element.getByRole('button', { name: 'Set' }).click();
  await page.waitForFunction(() =>
    /^Solvable/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.solvability-verdict')
        .textContent,
    ),
  );
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
  );
  await page.close();
});

test('the URL fragment shares positions; a malformed one is reported and replaced by a fresh puzzle', async () => {
  const page = await harness.open();
  const fifteen = await shuffle(page, 'fifteen', 'Hard');
  const picture = await shuffle(page, 'picture-puzzle', 'Normal');
  await page.waitForFunction(() => /b=/.test(location.hash) && /pic=/.test(location.hash));
  const url = page.url();
  assert.match(url, new RegExp(`b=${fifteen.join(',')}`));
  assert.match(url, new RegExp(`pic=${picture.join(',')}`));
  assert.match(url, /p=3x3\+1/);
  await page.close();

  const shared = await harness.open(url.slice(url.indexOf('#')));
  assert.deepEqual(await tiles(shared, 'fifteen'), fifteen);
  assert.deepEqual(await tiles(shared, 'picture-puzzle'), picture);
  assert.equal(await shared.locator('#fifteen .notice').isVisible(), false);
  await shared.close();

  const broken = await harness.open('#p=15&b=1,2,3,4,5');
  await broken.waitForFunction(
    () => !document.getElementById('fifteen').shadowRoot.querySelector('.notice').hidden,
  );
  assert.match(
    await shadowText(broken, 'fifteen', '.notice'),
    /could not be used\. Expected 16 tiles.*fresh puzzle/,
  );
  assert.deepEqual(await tiles(broken, 'fifteen'), GOAL_15);
  await broken.waitForFunction(() => !/b=1,2,3,4,5(&|$)/.test(location.hash));
  await harness.screenshot(broken, '11-malformed-link.png');
  await broken.close();

  const unknown = await harness.open('#p=24-puzzle');
  assert.match(await unknown.locator('#link-warning').textContent(), /does not have/);
  await unknown.close();
});

test('without WebAssembly the page and each puzzle say so instead of failing silently', async () => {
  const page = await harness.context.newPage();
  await page.addInitScript(() => {
    delete globalThis.WebAssembly;
  });
  await page.goto(`${harness.base}/`);
  await page.waitForSelector('#environment-warning:not([hidden])');
  assert.match(await page.locator('#environment-warning').textContent(), /WebAssembly/);
  await page.waitForFunction(
    () => !document.getElementById('fifteen').shadowRoot.querySelector('.notice').hidden,
  );
  assert.match(
    await page.locator('#fifteen .notice').textContent(),
    /cannot run the solver.*WebAssembly.*played by hand/,
  );
  await page.close();
});

test('the page explains itself when opened from file://, and raised no errors over the whole run', async () => {
  const page = await harness.context.newPage();
  await page.goto(pathToFileURL(path.join(repoRoot, 'web/index.html')).href);
  await page.waitForSelector('#environment-warning:not([hidden])');
  assert.match(await page.locator('#environment-warning').textContent(), /opened from a file/);
  await harness.screenshot(page, '12-file-url-warning.png');
  await page.close();

  const dark = await harness.open('', {
    colorScheme: 'dark',
    viewport: { width: 390, height: 844 },
  });
  await dark.waitForTimeout(300);
  const shift = await dark.evaluate(() => window.__layoutShift);
  assert.ok(shift < 0.01, `layout shift while loading on a phone: ${shift}`);
  await shuffle(dark, 'fifteen', 'Normal');
  await harness.screenshot(dark, '13-phone-dark.png', { fullPage: true });
  await dark.close();
  assert.deepEqual(harness.errors, []);
});
