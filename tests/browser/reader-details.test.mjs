// reader-details.test.mjs: the small things a reader hit (issue 13): Share copies the link,
// "Solved!" against the optimum, undo and redo per slide, no stale messages, the picture error
// where the reader looks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness, tiles, shadowText, statValue } from './demo-harness.mjs';
import { puzzle, openMore, shuffle } from './demo-page-helpers.mjs';

const GOAL_15 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.stop();
});

// Slides the tile standing in `cell` by clicking it, as a reader would.
function clickCell(page, cell, id = 'fifteen') {
  return page.evaluate(
    ([id, cell]) => {
      const element = document.getElementById(id);
      const tile = element.tiles[cell];
      element.shadowRoot.querySelector(`.tile[data-tile="${tile}"]`).click();
    },
    [id, cell],
  );
}

test('Share writes the position into the link and copies it', async () => {
  await harness.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: harness.base,
  });
  const page = await harness.open();
  const shuffled = await shuffle(page, 'fifteen', 'Easy');
  await puzzle(page, 'fifteen').getByRole('button', { name: 'Share' }).click();
  await page.waitForFunction(() =>
    /copied/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.evaluate(() => location.href));
  assert.match(decodeURIComponent(copied), new RegExp(`#b=${shuffled.join(',')}`));
  await page.close();
});

test('undo and redo go by slide: a click that moves three tiles is one Undo and one Redo', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await clickCell(page, 12); // tile 13, in the blank's row three cells away: 13, 14 and 15 slide
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15],
  );
  await clickCell(page, 8); // then tile 9 down: a second slide of one tile
  const after = await tiles(page, 'fifteen');
  await element.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15],
  );
  await element.getByRole('button', { name: 'Undo' }).click();
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    GOAL_15,
    'one Undo took back the three-tile slide',
  );
  assert.equal(await element.getByRole('button', { name: 'Undo' }).isDisabled(), true);
  await element.getByRole('button', { name: 'Redo' }).click();
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 13, 14, 15],
    'one Redo made the whole slide again',
  );
  await element.getByRole('button', { name: 'Redo' }).click();
  assert.deepEqual(await tiles(page, 'fifteen'), after);
  assert.equal(await element.getByRole('button', { name: 'Redo' }).isDisabled(), true);
  // A new move after an Undo forgets what was left to redo.
  await element.getByRole('button', { name: 'Undo' }).click();
  await clickCell(page, 13);
  assert.equal(await element.getByRole('button', { name: 'Redo' }).isDisabled(), true);
  await page.close();
});

test('"Solved!" says how far from the optimum; no stale "Press AUTO SOLVE", numbers or notice after a solve or a new shuffle', async () => {
  const page = await harness.open();
  const element = puzzle(page, 'fifteen');
  await page.evaluate(() => document.getElementById('fifteen').setAttribute('autoplay', 'off'));
  await shuffle(page, 'fifteen', 'Easy');
  assert.match(await shadowText(page, 'fifteen', '.search-status'), /Press AUTO SOLVE/);
  const found = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener('slide-search-done', (event) => resolve(event.detail), {
          once: true,
        }),
      ),
  );
  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  const result = await found;
  // The reader plays it by hand with a detour of two moves (the first move, undone by moving back).
  const start = await tiles(page, 'fifteen');
  const blank = start.indexOf(0);
  await clickCell(page, result.moves[0]);
  await clickCell(page, blank);
  for (const cell of result.moves) await clickCell(page, cell);
  await page.waitForFunction(() =>
    document.getElementById('fifteen').shadowRoot.querySelector('.celebration:not([hidden])'),
  );
  const shortest = `${result.length} move${result.length === 1 ? '' : 's'}`;
  assert.match(
    await shadowText(page, 'fifteen', '.celebration'),
    new RegExp(
      `${result.length + 2} moves in \\d+:\\d\\d · 2 more than the shortest \\(${shortest}\\)`,
    ),
  );
  const status = await shadowText(page, 'fifteen', '.search-status');
  assert.match(status, /Solved by hand in \d+ moves\. 2 more than the shortest/);
  assert.doesNotMatch(status, /AUTO SOLVE/);
  // A new shuffle: the last solve's numbers go, and an old notice with them.
  assert.notEqual(await statValue(page, 'fifteen', 'nodes'), '—');
  await page.evaluate(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    root.querySelector('.notice').hidden = false; // as an earlier failure would have left it
  });
  await shuffle(page, 'fifteen', 'Normal');
  assert.equal(await statValue(page, 'fifteen', 'nodes'), '—');
  assert.equal(await statValue(page, 'fifteen', 'length'), '—');
  assert.equal(await element.locator('.notice').isVisible(), false);
  await page.close();
});

test('a file that is not a picture is refused right under the picture button, not at the top of the element', async () => {
  const page = await harness.open();
  const picture = puzzle(page, 'picture-puzzle');
  await openMore(picture);
  await picture.locator('input.picture-file').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await page.waitForFunction(
    () =>
      !document.getElementById('picture-puzzle').shadowRoot.querySelector('.picture-error').hidden,
  );
  assert.ok((await shadowText(page, 'picture-puzzle', '.picture-error')).length > 10);
  assert.equal(await picture.locator('.notice').isVisible(), false);
  const [error, button] = await page.evaluate(() => {
    const root = document.getElementById('picture-puzzle').shadowRoot;
    return ['.picture-error', '.file-button'].map(
      (s) => root.querySelector(s).getBoundingClientRect().top,
    );
  });
  assert.ok(
    error > button && error - button < 120,
    `the message sits just under the button (${button} -> ${error})`,
  );
  await page.close();
});
