// The generated shapes the page falls back on without its solver (web/js/worker/puzzle-shapes.js) are the core's, for every puzzle name the core accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { builtInNames, loadModule, shapesFrom } from '../../tools/gen-puzzle-shapes.mjs';
import { PUZZLE_SHAPES } from '../../web/js/worker/puzzle-shapes.js';

test('puzzle-shapes.js matches the core (regenerate with node tools/gen-puzzle-shapes.mjs)', async () => {
  const module = await loadModule();
  assert.deepEqual(PUZZLE_SHAPES, shapesFrom(module));
  // Every listed name is accepted by the core, and a name outside the list is not.
  for (const name of builtInNames())
    assert.equal(module.puzzleInfo(name, undefined).error, undefined, name);
  assert.equal(builtInNames().length, 4 + 26);
  for (const name of ['2x7', '7x2', '6x4', '3x7']) assert.ok(builtInNames().includes(name), name);
  // The grids just past the rule: a side of 1 or of 8, or more than 25 cells.
  for (const name of ['6x6', '6x5', '2x8', '8x2', '3x8', '1x12', '2x13'])
    assert.match(
      module.puzzleInfo(name, undefined).error,
      /^grid puzzles have sides from 2 to 7 and at most 25 cells, not /,
      name,
    );
  assert.match(module.puzzleInfo('16', undefined).error, /unknown puzzle/);
});
