// charts.test.mjs: the chart modules' arithmetic (node only; the drawn charts are checked by the
// browser tests that use them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { barFraction } from '../../web/js/charts/bar-chart.js';
import { linePosition } from '../../web/js/charts/line-chart.js';

test('bar fractions: linear is proportional, log keeps small counts visible, the largest is full', () => {
  assert.equal(barFraction(50, 200, 'linear'), 0.25);
  assert.equal(barFraction(200, 200, 'linear'), 1);
  assert.equal(barFraction(0, 200, 'log'), 0);
  assert.equal(barFraction(1e6, 1e6, 'log'), 1);
  const small = barFraction(10, 1e6, 'log');
  assert.ok(small > 0.15 && small < 0.2, `10 of a million on a log scale: ${small}`);
  assert.ok(barFraction(100, 1e6, 'log') > small, 'log scale keeps order');
  assert.equal(barFraction(Number.NaN, 10, 'linear'), 0);
  assert.equal(barFraction(5, 0, 'log'), 0);
});

test('line positions: the ends at 0 and 1, a log scale puts a factor of ten halfway across two', () => {
  assert.equal(linePosition(2, 2, 40, 'linear'), 0);
  assert.equal(linePosition(40, 2, 40, 'linear'), 1);
  assert.equal(linePosition(21, 2, 40, 'linear'), 0.5);
  assert.ok(Math.abs(linePosition(10, 1, 100, 'log') - 0.5) < 1e-12);
  assert.equal(linePosition(5, 5, 5, 'log'), 0.5, 'one value: the middle');
  assert.equal(linePosition(0, 1, 100, 'log'), 0, 'below the axis: clamped');
});
