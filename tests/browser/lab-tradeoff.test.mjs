// lab-tradeoff.test.mjs: <slide-lab experiment="tradeoff"> in headless Chromium: weight 1 gives the
// optimum (an 8-puzzle position's distance from a breadth-first search written here; a 15-puzzle
// position's known 38), weighted lengths stay within w × the optimum, every row's moves replay
// legally to the goal on this file's own board model, and moving a slider runs again on the same
// position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { labPage, runLab, useLabBrowser } from './lab-harness.mjs';

// A 15-puzzle position 38 moves from the goal (lab.test.mjs: A* and IDA* agree on it).
const MEDIUM_15 = '6 1 4 11 2 9 8 7 0 14 12 3 15 5 13 10';
const EIGHT = '8 6 7 2 5 4 3 0 1';

const state = useLabBrowser();

const goalOf = (side) => [...Array.from({ length: side * side - 1 }, (_, i) => i + 1), 0];

// Slides the tile of each cell into the blank; the final board, or null at the first illegal move.
function replay(board, side, moves) {
  const tiles = [...board];
  for (const cell of moves) {
    const blank = tiles.indexOf(0);
    const apart =
      Math.abs(Math.floor(cell / side) - Math.floor(blank / side)) +
      Math.abs((cell % side) - (blank % side));
    if (!Number.isInteger(cell) || cell < 0 || cell >= tiles.length || apart !== 1) return null;
    [tiles[cell], tiles[blank]] = [tiles[blank], tiles[cell]];
  }
  return tiles;
}

// The 8-puzzle's distance from `board` to the goal, by breadth-first search from the goal.
function bfsDistance(board) {
  const target = board.join(',');
  const goal = goalOf(3);
  const seen = new Map([[goal.join(','), 0]]);
  const queue = [goal];
  for (let head = 0; head < queue.length; head += 1) {
    const tiles = queue[head];
    const depth = seen.get(tiles.join(','));
    if (tiles.join(',') === target) return depth;
    const blank = tiles.indexOf(0);
    for (const cell of [
      blank - 3,
      blank + 3,
      blank % 3 ? blank - 1 : -1,
      blank % 3 < 2 ? blank + 1 : -1,
    ]) {
      if (cell < 0 || cell > 8) continue;
      const next = [...tiles];
      [next[cell], next[blank]] = [next[blank], next[cell]];
      if (!seen.has(next.join(','))) {
        seen.set(next.join(','), depth + 1);
        queue.push(next);
      }
    }
  }
  return null;
}

// A page with one tradeoff lab with these attributes, run once: the page and the result's detail.
async function tradeoff(attributes) {
  const opened = await labPage(state, {
    labs: [{ id: 'tradeoff', attributes: { experiment: 'tradeoff', ...attributes } }],
    viewport: { width: 1000, height: 900 },
  });
  return { ...opened, detail: await runLab(opened.page, 'tradeoff') };
}

function checkRows(detail, side, optimum) {
  const goal = goalOf(side).join(',');
  assert.equal(detail.optimum, optimum, 'IDA* finds the optimum');
  assert.deepEqual(
    detail.rows.map((row) => row.algorithm),
    ['ida', 'astar', 'weighted', 'greedy', 'beam'],
  );
  for (const row of detail.rows) {
    if (row.status !== 'solved') continue;
    assert.equal(
      replay(detail.board, side, row.moves)?.join(','),
      goal,
      `${row.algorithm}: its moves reach the goal`,
    );
    assert.equal(row.moves.length, row.length);
    assert.ok(row.length >= optimum, `${row.algorithm}: ${row.length} moves, optimum ${optimum}`);
  }
  const [, astar, weighted, greedy] = detail.rows;
  assert.equal(astar.length, optimum, 'A* (weight 1) is optimal');
  assert.equal(weighted.status, 'solved');
  assert.ok(
    weighted.length <= weighted.weight * optimum,
    `w = ${weighted.weight}: ${weighted.length} moves`,
  );
  assert.equal(greedy.status, 'solved');
  assert.deepEqual(
    detail.sweep.map((point) => point.weight),
    [1, 1.5, 2, 3, 5],
  );
  assert.equal(detail.sweep[0].length, optimum, 'weight 1 gives the optimum');
  for (const point of detail.sweep) {
    assert.equal(point.status, 'solved');
    assert.ok(
      point.length >= optimum && point.length <= point.weight * optimum,
      `w = ${point.weight}: ${point.length}, optimum ${optimum}`,
    );
  }
}

test('tradeoff on an 8-puzzle position: the optimum of a BFS written here, bounds, legal moves', async () => {
  const { context, page, problems, detail } = await tradeoff({ puzzle: '8', board: EIGHT });
  try {
    const board = EIGHT.split(' ').map(Number);
    const optimum = bfsDistance(board);
    assert.deepEqual(detail.board, board);
    checkRows(detail, 3, optimum);
    assert.equal(detail.rows[4].status, 'solved', 'a beam of 100 solves the 8-puzzle');
    assert.equal(detail.heuristic, 'linear-conflict');
    const text = await page.evaluate(
      () => document.querySelector('slide-lab').shadowRoot.textContent,
    );
    assert.match(text, /Weighted A\* \(w = 2\)/);
    assert.match(text, /Beam search \(width 100\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('tradeoff on a 15-puzzle position 38 moves out; the weight slider runs it again on the same position', async () => {
  const { context, page, detail } = await tradeoff({ puzzle: '15', board: MEDIUM_15 });
  try {
    checkRows(detail, 4, 38);
    const again = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const lab = document.querySelector('slide-lab');
          lab.addEventListener('slide-lab-result', (event) => resolve(event.detail), {
            once: true,
          });
          const slider = lab.shadowRoot.querySelector('.settings input');
          slider.value = '3';
          slider.dispatchEvent(new Event('input'));
          slider.dispatchEvent(new Event('change'));
        }),
    );
    assert.equal(again.weight, 3);
    assert.deepEqual(again.board, detail.board);
    checkRows(again, 4, 38);
    assert.equal(
      again.rows[0].nodes,
      detail.rows[0].nodes,
      'the optimum is reused, not searched again',
    );
    assert.equal(
      again.rows[2].length,
      again.sweep[3].length,
      "the weighted row is the sweep's w = 3",
    );
  } finally {
    await context.close();
  }
});

test("tradeoff's default run (a fresh Normal shuffle) agrees with its own notes", async () => {
  const { context, page, problems, detail } = await tradeoff({});
  try {
    const side = 4;
    assert.ok(
      detail.optimum >= 38 && detail.optimum <= 42,
      `a Normal position (38–42): ${detail.optimum}`,
    );
    checkRows(detail, side, detail.optimum);
    const [, astar, weighted] = detail.rows;
    const notes = await page.evaluate(() =>
      [...document.querySelector('slide-lab').shadowRoot.querySelectorAll('.notes li, .notes p')]
        .map((note) => note.textContent)
        .join('\n'),
    );
    // The bound the weighted note states, with this run's numbers.
    assert.match(
      notes,
      new RegExp(`\\(${Math.floor(weighted.weight * detail.optimum)} moves here for w = 2\\)`),
    );
    // Whether weighting saved nodes is said from the figures, never assumed.
    if (weighted.nodes < astar.nodes) {
      assert.match(notes, /times fewer/);
      assert.doesNotMatch(notes, /no saving/);
    } else {
      assert.match(notes, /no saving/);
      assert.doesNotMatch(notes, /times fewer/);
    }
    assert.match(notes, new RegExp(`generated ${weighted.nodes.toLocaleString('en')} nodes`));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
