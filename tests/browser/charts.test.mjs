// charts.test.mjs: the chart modules' arithmetic (node only; the drawn charts are checked by the
// browser tests that use them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { barFraction } from '../../web/js/charts/bar-chart.js';

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
