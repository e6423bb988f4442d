// generated-reference.test.mjs: the files written from the attribute table
// (tools/custom-elements-manifest.mjs: custom-elements.json, the package's declarations and README)
// are up to date, so a new attribute row reaches all three by running the tool, never by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GENERATED_PARTS, withPart } from '../../tools/attribute-reference.mjs';

const tool = fileURLToPath(new URL('../../tools/custom-elements-manifest.mjs', import.meta.url));

test('custom-elements.json, slide-puzzle.d.ts and the package README agree with the attribute table', () => {
  assert.doesNotThrow(
    () => execFileSync(process.execPath, [tool, '--check'], { stdio: 'pipe' }),
    'run node tools/custom-elements-manifest.mjs',
  );
});

test('a generated part replaces only what lies between its markers, and a missing marker is named', () => {
  const part = { ...GENERATED_PARTS[0], block: () => ['  new'] };
  const text = ['head', part.begin, '  old', part.end, 'tail'].join('\n');
  assert.equal(withPart(text, part), ['head', part.begin, '  new', part.end, 'tail'].join('\n'));
  assert.throws(() => withPart('head\ntail', part), /marker lines/);
});
