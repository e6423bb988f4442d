// demo-page-look.test.mjs: the demo page in headless Chromium: swipes, the theme switch, reduced
// motion and a picture of the reader's own.
//
// Run from the repo root after ./build.sh has built web/wasm/: node --test tests/browser/
// Screenshots go to test-artifacts/ (gitignored) for a person to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tiles } from './demo-harness.mjs';
import { withHarness, puzzle, shuffle, openMore } from './demo-page-helpers.mjs';

let harness;
withHarness((started) => (harness = started));

test("swipes, the theme switch, reduced motion and a picture of the reader's own", async () => {
  const page = await harness.open();
  const board = puzzle(page, 'fifteen').locator('.board');
  // A touch swipe to the right slides the tile left of the blank (15) into it.
  await board.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = (type, x) =>
      element.dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          pointerId: 7,
          isPrimary: true,
          bubbles: true,
          clientX: x,
          clientY: box.y + box.height / 2,
        }),
      );
    at('pointerdown', box.x + box.width * 0.3);
    at('pointerup', box.x + box.width * 0.7);
  });
  assert.deepEqual(
    await tiles(page, 'fifteen'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
  );

  // The theme switch reaches inside the element (its tiles follow the chosen scheme).
  const tileColour = () =>
    page.evaluate(
      () =>
        getComputedStyle(
          document.getElementById('fifteen').shadowRoot.querySelector('.tile[data-tile="1"]'),
        ).backgroundColor,
    );
  const settledColour = async () => {
    await page.waitForTimeout(400); // the tile colour has a short transition
    return tileColour();
  };
  const light = await tileColour();
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.notEqual(await settledColour(), light);
  await harness.screenshot(page, '15-theme-dark.png');
  await page.getByRole('button', { name: 'Auto', exact: true }).click();
  assert.equal(await settledColour(), light);

  // Reduced motion: tiles jump instead of gliding.
  assert.notEqual(
    await board.evaluate((b) => getComputedStyle(b.querySelector('.tile')).transitionDuration),
    '0s',
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.equal(
    await board.evaluate((b) => getComputedStyle(b.querySelector('.tile')).transitionDuration),
    '0s',
  );
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  // A picture from disk becomes a local blob: URL, cropped to the picture's square.
  const picture = puzzle(page, 'picture-puzzle');
  // A wide test image (stripes and a circle), made by the browser itself, stands in for a photo.
  const png = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 400 });
    const context = canvas.getContext('2d');
    ['#e63946', '#f1a208', '#2a9d8f', '#264653'].forEach((colour, i) => {
      context.fillStyle = colour;
      context.fillRect(i * 160, 0, 160, 400);
    });
    context.fillStyle = '#fff';
    context.beginPath();
    context.arc(320, 200, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await openMore(picture);
  await picture.locator('input.picture-file').setInputFiles({
    name: 'stripes.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await page.waitForFunction(() =>
    document
      .getElementById('picture-puzzle')
      .shadowRoot.querySelector('.board')
      .style.getPropertyValue('--picture')
      .includes('blob:'),
  );
  assert.equal(
    await picture.getByRole('button', { name: 'Back to the built-in picture' }).isVisible(),
    true,
  );
  await shuffle(page, 'picture-puzzle', 'Easy');
  await harness.screenshot(page, '14-picture-own-image.png', { locator: picture });
  await picture.getByRole('button', { name: 'Back to the built-in picture' }).click();
  assert.match(
    await page.evaluate(() =>
      document
        .getElementById('picture-puzzle')
        .shadowRoot.querySelector('.board')
        .style.getPropertyValue('--picture'),
    ),
    /lighthouse\.svg/,
  );
  await page.close();
});

test('raised no errors over the whole run', () => {
  assert.deepEqual(harness.errors, []);
});
