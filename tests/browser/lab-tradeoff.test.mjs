// lab-tradeoff.test.mjs: <slide-lab experiment="tradeoff"> in headless Chromium: weight 1 gives the
// optimum (an 8-puzzle position's distance from a breadth-first search written here; a 15-puzzle
// position's known 38), weighted lengths stay within w × the optimum, every row's moves replay
// legally to the goal on this file's own board model, moving a slider runs again on the same
// position, and the default run (five fresh Normal shuffles) shows medians, recomputed here, that
// agree with its own words.
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

// Sets the lab's slider number `index` (0: the weight, 1: the width) to `value` and lets go of it,
// as a reader does: resolves with the run that follows.
function letGo(page, index, value) {
  return page.evaluate(
    ({ index, value }) =>
      new Promise((resolve) => {
        const lab = document.querySelector('slide-lab');
        lab.addEventListener('slide-lab-result', (event) => resolve(event.detail), { once: true });
        const slider = lab.shadowRoot.querySelectorAll('.settings input')[index];
        slider.value = value;
        slider.dispatchEvent(new Event('input'));
        slider.dispatchEvent(new Event('change'));
      }),
    { index, value },
  );
}

// One position's searches: the optimum, every solved row's moves replayed to the goal, and the
// bounds weighted A* promises.
function checkPosition(position, side, optimum) {
  const goal = goalOf(side).join(',');
  assert.equal(position.optimum, optimum, 'IDA* finds the optimum');
  assert.deepEqual(
    position.rows.map((row) => row.algorithm),
    ['ida', 'astar', 'weighted', 'greedy', 'beam'],
  );
  for (const row of position.rows) {
    if (row.status !== 'solved') continue;
    assert.equal(
      replay(position.board, side, row.moves)?.join(','),
      goal,
      `${row.algorithm}: its moves reach the goal`,
    );
    assert.equal(row.moves.length, row.length);
    assert.ok(row.length >= optimum, `${row.algorithm}: ${row.length} moves, optimum ${optimum}`);
  }
  const [, astar, weighted, greedy] = position.rows;
  assert.equal(astar.length, optimum, 'A* (weight 1) is optimal');
  assert.equal(weighted.status, 'solved');
  assert.ok(
    weighted.length <= weighted.weight * optimum,
    `w = ${weighted.weight}: ${weighted.length} moves`,
  );
  assert.equal(greedy.status, 'solved');
  assert.deepEqual(
    position.sweep.map((point) => point.weight),
    [1, 1.5, 2, 3, 5],
  );
  assert.equal(position.sweep[0].length, optimum, 'weight 1 gives the optimum');
  for (const point of position.sweep) {
    assert.equal(point.status, 'solved');
    assert.ok(
      point.length >= optimum && point.length <= point.weight * optimum,
      `w = ${point.weight}: ${point.length}, optimum ${optimum}`,
    );
  }
}

// The median, computed here (the mean of the two middle values for an even count).
function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The detail's medians against the ones computed here from its positions (all solved).
function checkMedians(detail) {
  const excess = (run, position) => run.length - position.optimum;
  const lists = [
    ['rows', detail.rows],
    ['sweep', detail.sweep],
  ];
  for (const [list, shown] of lists) {
    shown.forEach((summary, index) => {
      const runs = detail.positions.map((position) => position[list][index]);
      const name = `${list}[${index}]`;
      assert.equal(summary.positions, detail.positions.length, name);
      assert.equal(summary.solved, runs.filter((run) => run.status === 'solved').length, name);
      assert.equal(summary.nodes, median(runs.map((run) => run.nodes)), `${name} nodes`);
      assert.equal(summary.stored, median(runs.map((run) => run.stored ?? null)), `${name} held`);
      assert.equal(summary.ms, median(runs.map((run) => run.ms)), `${name} time`);
      const excesses = runs.map((run, at) => excess(run, detail.positions[at]));
      assert.equal(summary.excess, median(excesses), `${name} moves over the optimum`);
    });
  }
}

test('tradeoff on an 8-puzzle position: the optimum of a BFS written here, bounds, legal moves', async () => {
  const { context, page, problems, detail } = await tradeoff({ puzzle: '8', board: EIGHT });
  try {
    const board = EIGHT.split(' ').map(Number);
    const optimum = bfsDistance(board);
    assert.equal(detail.difficulty, null, "the board attribute's position, no shuffles");
    assert.equal(detail.positions.length, 1);
    const [position] = detail.positions;
    assert.deepEqual(position.board, board);
    checkPosition(position, 3, optimum);
    checkMedians(detail);
    assert.equal(detail.rows[2].nodes, position.rows[2].nodes, 'the median of one is that one');
    assert.equal(position.rows[4].status, 'solved', 'a beam of 100 solves the 8-puzzle');
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
    checkPosition(detail.positions[0], 4, 38);
    const again = await letGo(page, 0, '3');
    assert.equal(again.weight, 3);
    assert.equal(again.positions.length, 1);
    const [before, after] = [detail.positions[0], again.positions[0]];
    assert.deepEqual(after.board, before.board);
    checkPosition(after, 4, 38);
    assert.equal(
      after.rows[0].nodes,
      before.rows[0].nodes,
      'the optimum is reused, not searched again',
    );
    assert.equal(
      after.rows[2].length,
      after.sweep[3].length,
      "the weighted row is the sweep's w = 3",
    );
    checkMedians(again);
  } finally {
    await context.close();
  }
});

test("tradeoff's default run (five fresh Normal shuffles): medians that agree with its words", async () => {
  const { context, page, problems, detail } = await tradeoff({});
  try {
    assert.equal(detail.difficulty, 'normal');
    assert.equal(detail.positions.length, 5, 'five positions');
    assert.equal(new Set(detail.positions.map((p) => p.board.join(' '))).size, 5, 'five boards');
    for (const position of detail.positions) {
      assert.ok(Number.isInteger(position.seed), 'each shuffle keeps its seed');
      const { optimum } = position;
      assert.ok(optimum >= 38 && optimum <= 42, `a Normal position (38–42): ${optimum}`);
      checkPosition(position, 4, optimum);
    }
    checkMedians(detail);
    const [ida, astar, weighted, greedy, beam] = detail.rows;
    assert.equal(ida.excess, 0);
    assert.equal(astar.excess, 0, 'A* is optimal on every position');
    // The greedy note: "its answers are usually the longest" (in median, of every search here).
    for (const row of [astar, weighted, beam])
      assert.ok(greedy.excess >= row.excess, `greedy +${greedy.excess}, ${row.algorithm}`);
    const shown = await page.evaluate(() => {
      const root = document.querySelector('slide-lab').shadowRoot;
      const rows = (selector) =>
        [...root.querySelectorAll(`${selector} tbody tr`)].map((tr) =>
          [...tr.children].map((td) => td.textContent),
        );
      return {
        caption: root.querySelector('.caption').textContent,
        medians: rows('.table-wrap:not(.breakdown)'),
        positions: rows('.table-wrap.breakdown'),
        notes: [...root.querySelectorAll('.notes li')].map((note) => note.textContent).join('\n'),
      };
    });
    const optima = detail.positions.map((p) => p.optimum);
    const [low, high] = [Math.min(...optima), Math.max(...optima)];
    const range = low === high ? `${low}` : `${low}–${high}`;
    assert.equal(shown.caption, `Medians over 5 Normal shuffles (optimal lengths ${range} moves)`);
    // The first table shows the medians, the second each position's own moves and nodes.
    const en = (value) => value.toLocaleString('en');
    assert.deepEqual(
      shown.medians.map((cells) => cells[3]),
      detail.rows.map((row) => en(row.nodes)),
    );
    assert.equal(shown.positions.length, 5);
    detail.positions.forEach((position, index) =>
      assert.deepEqual(shown.positions[index], [
        `${index + 1}: ${position.board.join(' ')}`,
        ...position.rows.map((row) => `${row.length} · ${en(row.nodes)}`),
      ]),
    );
    // The bound the weighted note states, with the longest answer of these positions.
    const worst = Math.max(...detail.positions.map((p) => p.rows[2].length / p.optimum));
    assert.ok(worst <= 2);
    assert.match(
      shown.notes,
      new RegExp(`at w = 2, its longest answer was ${worst.toFixed(2)} times`),
    );
    // Whether weighting saved nodes is said from the medians, never assumed.
    if (weighted.nodes < astar.nodes) {
      assert.match(shown.notes, /times fewer/);
      assert.doesNotMatch(shown.notes, /no saving/);
    } else {
      assert.match(shown.notes, /no saving/);
      assert.doesNotMatch(shown.notes, /times fewer/);
    }
    const figures = `generated ${en(weighted.nodes)} nodes against A\\*'s ${en(astar.nodes)}`;
    assert.match(
      shown.notes,
      new RegExp(`median over these 5 positions, .*\\(w = 2\\) ${figures}`),
    );
    // The width slider runs it again on the same five positions, keeping every search made.
    const again = await letGo(page, 1, '3');
    assert.equal(again.width, 1000);
    assert.deepEqual(
      again.positions.map((p) => [p.seed, p.board.join(' '), p.rows[0].nodes, p.rows[2].nodes]),
      detail.positions.map((p) => [p.seed, p.board.join(' '), p.rows[0].nodes, p.rows[2].nodes]),
    );
    assert.ok(again.positions.every((p) => p.rows[4].width === 1000));
    checkMedians(again);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
