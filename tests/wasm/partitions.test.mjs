// WebAssembly with tables of another partition than the page's 6-6-3: 5-5-5, every group small
// enough to be laid out directly. The WebAssembly builds compile one packed search, the one with
// ranked lookups, which such tables go through with no ranked group. The page's module accepts
// only its own partition; the command line's WebAssembly build (tools/slide-wasm.mjs) takes any, so
// it runs here: Korf's first 10 at their published lengths, each solution replayed to the goal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const slideWasm = (...args) =>
  execFileSync(process.execPath, [path.join(root, 'tools', 'slide-wasm.mjs'), ...args], {
    encoding: 'utf8',
  });
const STEP = { U: -4, D: 4, L: -1, R: 1 }; // the blank's move on the 4-wide grid

test("5-5-5 tables (all groups direct) in WebAssembly: Korf's first 10 at their published lengths", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slide-partitions-'));
  try {
    const tables = path.join(dir, '555.pdb');
    slideWasm(
      'pdb',
      'build',
      '--partition',
      '1,2,3,4,5/6,7,8,9,10/11,12,13,14,15',
      '--out',
      tables,
    );
    const korf = readFileSync(path.join(root, 'tests', 'data', 'korf100.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .slice(0, 10)
      .map((line) => ({
        board: line.split(';')[0].trim(),
        optimal: Number(/optimal=(\d+)/.exec(line)[1]),
      }));
    const positions = path.join(dir, 'korf10.txt');
    writeFileSync(positions, korf.map((k) => k.board).join('\n'));
    const rows = slideWasm('bench', '--pdb', tables, '--json', positions)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((row) => !row.total);
    assert.equal(rows.length, korf.length);
    for (const [i, { board, optimal }] of korf.entries()) {
      assert.equal(rows[i].length, optimal, board);
      const tiles = board.split(' ').map(Number);
      for (const letter of rows[i].moves) {
        const blank = tiles.indexOf(0),
          cell = blank + STEP[letter];
        const sameRow = Math.floor(blank / 4) === Math.floor(cell / 4);
        assert.ok(
          cell >= 0 && cell < 16 && (letter === 'U' || letter === 'D' || sameRow),
          `${board}: ${letter} leaves the grid`,
        );
        [tiles[blank], tiles[cell]] = [tiles[cell], 0];
      }
      assert.deepEqual(tiles, [...Array.from({ length: 15 }, (_, t) => t + 1), 0], board);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
