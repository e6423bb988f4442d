// demo-page-helpers.mjs: what the demo page's test files share: the puzzles by id, a shuffle by
// button, More controls, fast playback, waiting for the goal.
import { before, after } from 'node:test';
import { startHarness, tiles, waitForNewPosition } from './demo-harness.mjs';

// One harness (server, browser profile) per test file, started before its tests and stopped after
// them; `set` receives it.
export function withHarness(set) {
  let started;
  before(async () => set((started = await startHarness())));
  after(async () => started?.stop());
}

export const GOAL_15 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];

export function puzzle(page, id) {
  return page.locator(`#${id}`);
}

export async function shuffle(page, id, label) {
  const before = await tiles(page, id);
  await puzzle(page, id)
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  return waitForNewPosition(page, id, before);
}

// The menus, the editor's button, the playback details and the picture controls sit behind the
// element's "More controls" disclosure (issue 11's compact layout): open it as a reader would.
export async function openMore(element) {
  const more = element.getByRole('button', { name: 'More controls' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

export async function setFastPlayback(page, id) {
  await openMore(puzzle(page, id));
  await puzzle(page, id).locator('input.speed-input').fill('20');
}

export async function waitForGoal(page, id, timeout = 60000) {
  await page.waitForFunction(
    (id) => {
      const element = document.getElementById(id);
      return element.shadowRoot.querySelector('.celebration:not([hidden])') !== null;
    },
    id,
    { timeout },
  );
}

// Sets an element's board attribute, as a script on the page would, and waits for the position.
export async function setBoardAttribute(page, id, board) {
  await page.evaluate(({ id, board }) => document.getElementById(id).setAttribute('board', board), {
    id,
    board,
  });
  await page.waitForFunction(
    ({ id, board }) => document.getElementById(id).tiles.join(' ') === board,
    { id, board },
  );
}
