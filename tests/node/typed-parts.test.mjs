// typed-parts.test.mjs: the element's parts are typed (issue 31): a flow that reaches for a part
// by a misspelt name fails the type check. A probe file beside the sources is checked with the
// repository's tsconfig.json, once spelt right (no error) and once misspelt (the error names it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

// Type-checks one probe reading `parts.<name>`; resolves to tsc's output ('' when it passes).
function check(name) {
  const dir = mkdtempSync(path.join(root, 'test-artifacts-probe-'));
  try {
    const parts = path.join(root, 'web/js/element/element-parts.js');
    writeFileSync(
      path.join(dir, 'probe.js'),
      `/** @param {import(${JSON.stringify(parts)}).ElementParts} parts */\n` +
        `export const probe = (parts) => parts.${name};\n`,
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(root, 'tsconfig.json'), include: ['probe.js'] }),
    );
    try {
      execFileSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], {
        encoding: 'utf8',
      });
      return '';
    } catch (error) {
      return String(error.stdout);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a part spelt right passes the type check; misspelt, it fails naming the part', () => {
  assert.equal(check('stats'), '', 'parts.stats is a part');
  const output = check('stat');
  assert.match(output, /Property 'stat' does not exist on type 'ElementParts'/);
});
