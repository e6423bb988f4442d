// difficulty.test.mjs: the Shuffle buttons show each difficulty's band of optimal distances (from
// the core), and after a shuffle the label says how far the position is from the goal, inside
// that band; AUTO SOLVE then finds a solution of exactly that length.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHarness, tiles, statValue, parseCount, waitForNewPosition } from './demo-harness.mjs';

let harness;
before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.stop();
});

const bandOf = (page, id, difficulty) =>
  page.evaluate(
    ({ id, difficulty }) =>
      document
        .getElementById(id)
        .shadowRoot.querySelector(`button[data-difficulty="${difficulty}"] .band`).textContent,
    { id, difficulty },
  );

// Presses a difficulty and waits for the new position and its label; returns the label's numbers.
async function shuffleTo(page, id, difficulty) {
  const before = await tiles(page, id);
  await page.evaluate(
    ({ id, difficulty }) =>
      document
        .getElementById(id)
        .shadowRoot.querySelector(`button[data-difficulty="${difficulty}"]`)
        .click(),
    { id, difficulty },
  );
  await waitForNewPosition(page, id, before);
  const label = await page
    .waitForFunction(
      (id) => {
        const p = document.getElementById(id).shadowRoot.querySelector('.shuffle-distance');
        return !p.hidden && p.textContent;
      },
      id,
      { timeout: 20000 },
    )
    .then((handle) => handle.jsonValue());
  const match = /^(Easy|Normal|Hard|Expert) · (at least )?(\d+) moves? from the goal$/.exec(label);
  assert.ok(match, `label "${label}"`);
  return { label, name: match[1], exact: !match[2], distance: Number(match[3]) };
}

test('the Shuffle buttons show the bands, and the label the proven distance inside them', async () => {
  const page = await harness.open();
  try {
    assert.deepEqual(
      await Promise.all(
        ['easy', 'normal', 'hard', 'expert'].map((d) => bandOf(page, 'fifteen', d)),
      ),
      ['30–34', '38–42', '46–50', '52–56'],
    );
    const expert = await shuffleTo(page, 'fifteen', 'expert');
    assert.equal(expert.name, 'Expert');
    assert.ok(expert.distance >= 52 && expert.distance <= 56, expert.label);
    await harness.screenshot(page, 'difficulty-expert.png', { locator: page.locator('#fifteen') });

    const easy = await shuffleTo(page, 'fifteen', 'easy');
    assert.equal(easy.name, 'Easy');
    assert.ok(easy.exact && easy.distance >= 30 && easy.distance <= 34, easy.label);
    // The label's distance is the optimal length AUTO SOLVE finds.
    await page.locator('#fifteen').getByRole('button', { name: 'AUTO SOLVE' }).click();
    await page.waitForFunction(() =>
      /Found the shortest/.test(
        document.getElementById('fifteen').shadowRoot.querySelector('.search-status').textContent,
      ),
    );
    assert.equal(parseCount(await statValue(page, 'fifteen', 'length')), easy.distance);

    // 3x3+1: its own bands (from its exact table), the label inside the Hard one.
    const [low, high] = (await bandOf(page, 'picture-puzzle', 'hard')).split('–').map(Number);
    assert.ok(low > 0 && high >= low);
    const hard = await shuffleTo(page, 'picture-puzzle', 'hard');
    assert.ok(hard.exact && hard.distance >= low && hard.distance <= high, hard.label);
    assert.deepEqual(harness.errors, []);
  } finally {
    await page.close();
  }
});
