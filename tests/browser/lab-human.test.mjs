// lab-human.test.mjs: the lab's "human" experiment in headless Chromium: on 3×3, 4×4 and 6×6 the
// person-like solution is replayed by a board model written here (every move a neighbour of the
// gap, the goal reached), its stages cover it in order, and it is never shorter than the optimum
// (3×3 and 4×4); the small board's Step and Play; screenshots at 390 and 1280 px under
// /tmp/lab-shots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { labPage as openLabPage, runLab, useLabBrowser } from './lab-harness.mjs';

const SHOTS = process.env.LAB_SHOTS ?? '/tmp/lab-shots';

const state = useLabBrowser();

// The test's own board model: a move names the cell whose tile slides into the gap, which must be
// the gap's neighbour (same row, next column; or same column, next row). Returns the final tiles.
function replay(width, height, board, moves) {
  const tiles = [...board];
  for (const [index, cell] of moves.entries()) {
    const gap = tiles.indexOf(0);
    const [gr, gc, r, c] = [
      Math.floor(gap / width),
      gap % width,
      Math.floor(cell / width),
      cell % width,
    ];
    assert.ok(
      Number.isInteger(cell) && cell >= 0 && cell < width * height,
      `move ${index + 1}: cell ${cell}`,
    );
    assert.equal(
      Math.abs(gr - r) + Math.abs(gc - c),
      1,
      `move ${index + 1}: cell ${cell} is not next to the gap at ${gap}`,
    );
    tiles[gap] = tiles[cell];
    tiles[cell] = 0;
  }
  return tiles;
}

const goal = (n) => [...Array.from({ length: n - 1 }, (_, i) => i + 1), 0];

async function labPage(viewport = { width: 1280, height: 900 }) {
  const opened = await openLabPage(state, {
    labs: [{ id: 'lab', attributes: { experiment: 'human' } }],
    viewport,
  });
  await opened.page.waitForFunction(() =>
    document.querySelector('#lab').shadowRoot?.querySelector('select[name="side"]'),
  );
  return opened;
}

function run(page, side, timeout = 30000) {
  return page.evaluate(
    ({ side, timeout }) =>
      new Promise((resolve, reject) => {
        const lab = document.querySelector('#lab');
        const root = lab.shadowRoot;
        root.querySelector('select[name="side"]').value = String(side);
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no result in ${timeout} ms: ${root.querySelector('.status').textContent}`),
            ),
          timeout,
        );
        lab.addEventListener(
          'slide-lab-result',
          (event) => {
            clearTimeout(timer);
            resolve(event.detail);
          },
          { once: true },
        );
        root.querySelector('.run').click();
      }),
    { side, timeout },
  );
}

function checkHuman(detail, side) {
  assert.equal(detail.experiment, 'human');
  assert.equal(detail.width, side);
  assert.equal(detail.height, side);
  assert.equal(detail.board.length, side * side);
  assert.deepEqual(
    [...detail.board].sort((a, b) => a - b),
    Array.from({ length: side * side }, (_, i) => i),
    'a permutation',
  );
  const { human } = detail;
  assert.equal(human.length, human.moves.length);
  assert.deepEqual(
    replay(side, side, detail.board, human.moves),
    goal(side * side),
    'the person-like moves reach the goal',
  );
  // Stages in order: rows and columns, then the last 2×2, covering every move.
  assert.equal(human.stages[0].firstMove, 0);
  assert.equal(human.stages.at(-1).kind, 'last-square');
  assert.equal(
    human.stages.reduce((sum, stage) => sum + stage.length, 0),
    human.length,
  );
  for (let i = 1; i < human.stages.length; i += 1)
    assert.ok(human.stages[i].firstMove >= human.stages[i - 1].firstMove);
  // The top row comes first.
  assert.deepEqual(
    { kind: human.stages[0].kind, index: human.stages[0].index },
    { kind: 'row', index: 0 },
  );
}

test(
  'human on 3×3 and 4×4: legal moves to the goal, never shorter than the optimum, which is itself legal',
  { timeout: 90000 },
  async () => {
    const { context, page, problems } = await labPage();
    try {
      for (const side of [3, 4]) {
        const detail = await run(page, side, 60000);
        checkHuman(detail, side);
        const { optimal } = detail;
        assert.equal(optimal.status, 'solved', `${side}×${side}`);
        assert.equal(optimal.heuristic, side === 3 ? 'exact' : 'pdb');
        assert.deepEqual(
          replay(side, side, detail.board, optimal.moves),
          goal(side * side),
          'the optimal moves reach the goal',
        );
        assert.equal(optimal.moves.length, optimal.length);
        assert.ok(
          detail.human.length >= optimal.length,
          `${side}×${side}: human ${detail.human.length}, optimum ${optimal.length}`,
        );
        // Two small boards: the person's way and the shortest.
        assert.equal(
          await page.evaluate(
            () =>
              document.querySelector('#lab').shadowRoot.querySelectorAll('.player svg[role="img"]')
                .length,
          ),
          2,
        );
        await mkdir(SHOTS, { recursive: true });
        if (side === 4)
          await page.locator('#lab').screenshot({ path: path.join(SHOTS, 'human-1280.png') });
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
);

test(
  'human on 6×6 at 390 px: legal moves to the goal, no optimum ("not practical in a page"); Step and Play move the small board',
  { timeout: 60000 },
  async () => {
    const { context, page, problems } = await labPage({ width: 390, height: 844 });
    try {
      const detail = await run(page, 6);
      checkHuman(detail, 6);
      assert.equal(detail.optimal.status, 'not-practical');
      const text = await page.evaluate(
        () => document.querySelector('#lab').shadowRoot.querySelector('.notes').textContent,
      );
      assert.match(text, /not practical in a page/);
      assert.equal(
        await page.evaluate(
          () => document.querySelector('#lab').shadowRoot.querySelectorAll('.player').length,
        ),
        1,
      );
      // The board drawn, then one Step: the tile the core named has moved into the gap.
      const drawn = () =>
        page.evaluate(() => {
          const svg = document.querySelector('#lab').shadowRoot.querySelector('.player svg');
          return [...svg.querySelectorAll('text')]
            .map((t) => `${t.getAttribute('x')},${t.getAttribute('y')}:${t.textContent}`)
            .sort()
            .join(' ');
        });
      const cells = (tiles) =>
        tiles
          .map((tile, cell) =>
            tile === 0 ? null : `${(cell % 6) * 40 + 20},${Math.floor(cell / 6) * 40 + 20}:${tile}`,
          )
          .filter(Boolean)
          .sort()
          .join(' ');
      assert.equal(await drawn(), cells(detail.board));
      const steps = 5;
      for (let i = 0; i < steps; i += 1)
        await page.evaluate(() =>
          [...document.querySelector('#lab').shadowRoot.querySelectorAll('.player-buttons button')]
            .at(-1)
            .click(),
        );
      const after = (() => {
        const tiles = [...detail.board];
        for (const cell of detail.human.moves.slice(0, steps)) {
          const gap = tiles.indexOf(0);
          tiles[gap] = tiles[cell];
          tiles[cell] = 0;
        }
        return tiles;
      })();
      assert.equal(await drawn(), cells(after));
      assert.match(
        await page.evaluate(
          () =>
            document.querySelector('#lab').shadowRoot.querySelector('.player-status').textContent,
        ),
        new RegExp(`^Move 5 of ${detail.human.length} · Row 1$`),
      );
      // Play runs on by itself.
      await page.evaluate(() =>
        document
          .querySelector('#lab')
          .shadowRoot.querySelectorAll('.player-buttons button')[2]
          .click(),
      );
      await page.waitForFunction(() =>
        /^Move (\d{2,}) /.test(
          document.querySelector('#lab').shadowRoot.querySelector('.player-status').textContent,
        ),
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      assert.equal(overflow, false, 'no horizontal scroll at 390 px');
      await mkdir(SHOTS, { recursive: true });
      await page.locator('#lab').screenshot({ path: path.join(SHOTS, 'human-390.png') });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  },
);

test(
  "a board attribute on 6×6 (a grid the page's module does not know) is read by the human request; one it refuses gets its line and a random position",
  { timeout: 60000 },
  async () => {
    // One move from the goal: the gap one cell left of its home.
    const oneMove = [...Array.from({ length: 34 }, (_, i) => i + 1), 0, 35];
    const { context, page, problems } = await openLabPage(state, {
      labs: [
        {
          id: 'given',
          attributes: { experiment: 'human', puzzle: '6x6', board: oneMove.join(' ') },
        },
        { id: 'refused', attributes: { experiment: 'human', puzzle: '6x6', board: '1 2 3' } },
      ],
    });
    try {
      const given = await runLab(page, 'given');
      assert.deepEqual(given.board, oneMove);
      assert.equal(given.seed, null);
      checkHuman(given, 6);
      assert.equal(
        await page.locator('#given .problems').isHidden(),
        true,
        'no line for a board the core read',
      );
      const refused = await runLab(page, 'refused');
      assert.notEqual(refused.seed, null, 'its own random position instead');
      checkHuman(refused, 6);
      assert.match(
        await page.locator('#refused .problems').textContent(),
        /^board="1 2 3" was not used: .+\. Using the experiment's own position instead\.$/,
      );
      assert.deepEqual(
        problems.filter((p) => !/board="1 2 3"/.test(p)),
        [],
      );
    } finally {
      await context.close();
    }
  },
);
