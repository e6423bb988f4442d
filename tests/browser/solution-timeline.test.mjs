// solution-timeline.test.mjs: a found solution as a reader shares it: the timeline drags and steps
// the board to any move of the solution, and the solution's text, copied with its button, replays
// to the goal in the command-line tool (`slide check --solution`), an implementation other than
// the element's.
//
// Run from the repo root after ./build.sh has built web/wasm/ and build/native/slide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, tiles } from './demo-harness.mjs';
import { withHarness, GOAL_15, puzzle, openMore, setBoardAttribute } from './demo-page-helpers.mjs';

let harness;
withHarness((started) => (harness = started));

const CLI = path.join(repoRoot, 'build/native/slide');
// 14 moves from the goal (the command-line tool's Manhattan search says so too: asserted below).
const START = '1 2 3 4 5 8 6 11 9 14 7 10 13 0 15 12';

// The test's own replay of a blank-direction line on a 4x4 board: U moves the gap a row up (the
// tile above slides down), and so on; a move off the board is an error.
function replayBlank(board, letters) {
  const cells = board.split(' ').map(Number);
  const step = { U: [-1, 0], D: [1, 0], L: [0, -1], R: [0, 1] };
  for (const letter of letters) {
    const gap = cells.indexOf(0);
    const [dr, dc] = step[letter];
    const row = (gap >> 2) + dr;
    const col = (gap & 3) + dc;
    assert.ok(row >= 0 && row < 4 && col >= 0 && col < 4, `${letter} leaves the board`);
    const to = row * 4 + col;
    [cells[gap], cells[to]] = [cells[to], cells[gap]];
  }
  return cells;
}

test('the timeline takes the board to any move of the solution and back; the solution text replays to the goal in slide check', async () => {
  const page = await harness.open();
  await harness.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: harness.base,
  });
  const element = puzzle(page, 'fifteen');
  await page.evaluate(() => document.getElementById('fifteen').setAttribute('autoplay', 'off'));
  await setBoardAttribute(page, 'fifteen', START);
  await openMore(element);
  const scrub = element.locator('input.scrub-input');
  const copy = element.getByRole('button', { name: 'Copy', exact: true });
  assert.ok(await scrub.isDisabled(), 'no solution, no timeline');
  assert.ok(await copy.isDisabled(), 'no solution, nothing to copy');

  await element.getByRole('button', { name: 'AUTO SOLVE' }).click();
  await page.waitForFunction(() => {
    const root = document.getElementById('fifteen').shadowRoot;
    return root.querySelector('.notation').textContent.length > 0;
  });
  const notation = (await element.locator('.notation').textContent()).trim();
  assert.match(notation, /^[UDLR]+$/);
  assert.equal(notation.length, 14, 'the solution is 14 moves');
  assert.equal(await scrub.getAttribute('max'), '14');
  assert.deepEqual(replayBlank(START, notation), GOAL_15, 'the text is a solution');

  // Drag (fill sets the value and fires input, as a drag does) to move 7, then back to 3.
  const boardAt = (n) => replayBlank(START, notation.slice(0, n));
  await scrub.fill('7');
  assert.deepEqual(await tiles(page, 'fifteen'), boardAt(7), 'the board is 7 moves in');
  assert.equal(await element.locator('.notation .played').textContent(), notation.slice(0, 7));
  assert.match(await element.locator('.player-status').textContent(), /7 of 14/);
  await scrub.fill('3');
  assert.deepEqual(await tiles(page, 'fifteen'), boardAt(3), 'back to 3 moves in');
  // The keys a range has: End goes to the last move (the goal), Home to the start.
  await scrub.focus();
  await page.keyboard.press('End');
  assert.deepEqual(await tiles(page, 'fifteen'), GOAL_15, 'End: the goal');
  assert.equal(await scrub.getAttribute('aria-valuetext'), 'move 14 of 14');
  await page.keyboard.press('Home');
  assert.deepEqual(await tiles(page, 'fifteen'), START.split(' ').map(Number), 'Home: the start');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await tiles(page, 'fifteen'), boardAt(1), 'a key steps one move');

  // Copy puts exactly the text on the clipboard and says so.
  await copy.click();
  await page.waitForFunction(() =>
    /Solution copied/.test(
      document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
    ),
  );
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), notation);

  // The command-line tool replays the copied line to the goal, and finds the same length.
  assert.ok(existsSync(CLI), 'build/native/slide (./build.sh builds it)');
  const run = promisify(execFile);
  const checked = await run(CLI, ['check', '--solution', notation, START]);
  assert.match(checked.stdout, /solution: 14 moves reach the goal/);
  const solved = await run(CLI, ['solve', '--heuristic', 'manhattan', START]);
  assert.match(solved.stdout, /^length 14$/m);
  await page.close();
});
