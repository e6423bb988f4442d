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
  assert.match(module.puzzleInfo('6x6', undefined).error, /2x2 to 5x5/);
  assert.match(module.puzzleInfo('16', undefined).error, /unknown puzzle/);
});
