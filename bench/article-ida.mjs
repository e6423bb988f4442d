#!/usr/bin/env node
// article-ida.mjs: the article's own JavaScript IDA*, kept as the article
// presents it, as a baseline for side-by-side speed benchmarks. Benchmarks
// only; the web page never loads this file.
//
// The algorithm follows the article's "Code Walkthrough: Implementing IDA*
// Search" section:
//   - manhattanDistance(state) is recomputed from scratch at every node;
//   - idaStar() starts with threshold = h(start) and raises it to the smallest
//     f that went over the threshold, until search() returns 'FOUND';
//   - search(path, g, threshold) recurses on every neighbour state. Each
//     neighbour is a new array pushed onto `path` and popped on backtrack;
//   - there is no pruning: getNeighbors() returns every neighbour, including
//     the move straight back to the parent.
// Differences from the article:
//   - The goal can be chosen. The article uses Korf's goal (0 1 2 ... 15,
//     blank top-left; tile t belongs in cell t). This project's default goal
//     is 1 2 ... 15 0 (blank bottom-right; tile t belongs in cell t-1).
//     `--goal korf|default` picks one; default is `default`. The only code
//     change is the `tile - GOAL_OFFSET` in manhattanDistance.
//   - A 3x3+1 mode (--puzzle 3x3+1) uses the article's adjacency table
//     (cell 0 = the slot above the grid, joined only to cell 1; cells 1..9 =
//     the 3x3 grid, row-major). Goal: blank in slot 0, piece k in cell k.
//     Its heuristic is Manhattan distance on coordinates where cell 0 is
//     (row -1, col 0) and cell k = 1..9 is (floor((k-1)/3), (k-1)%3).
//   - A node counter and a timeout check. The check runs every 100k nodes
//     and unwinds the recursion with 'TIMEOUT'.
//
// Usage:
//   node bench/article-ida.mjs [--puzzle 15|3x3+1] [--goal default|korf]
//                              [--timeout-ms N] [--json] FILE
// FILE: one position per line, cells in order (row-major; for 3x3+1, slot 0
// first), 0 = blank, numbers separated by spaces or commas. Blank lines and
// lines starting with '#' are skipped, and anything after ';' is ignored.
// Output with --json, one line per position:
//   {"length":L,"nodes":N,"ms":T,"moves":"t1 t2 ..."}          (solved)
//   {"length":null,"nodes":N,"ms":T,"timeout":true}            (timed out)
// then {"total":true,"positions":P,"solved":S,"nodes":N,"ms":T}.
// nodes = number of search() calls over all iterations; moves = the tiles
// moved, in order.

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// ---------------------------------------------------------------- options

function fail(message) {
  process.stderr.write(`article-ida: ${message}\n`);
  process.exit(2);
}

const USAGE =
  'usage: node bench/article-ida.mjs [--puzzle 15|3x3+1] [--goal default|korf] [--timeout-ms N] [--json] FILE';

function parseArgs(argv) {
  const opts = { puzzle: '15', goal: 'default', timeoutMs: 0, json: false, file: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) fail(`${arg} needs a value\n${USAGE}`);
      return argv[++i];
    };
    if (arg === '--json') opts.json = true;
    else if (arg === '--puzzle') opts.puzzle = value();
    else if (arg === '--goal') opts.goal = value();
    else if (arg === '--timeout-ms') {
      const v = value();
      if (!/^\d+$/.test(v)) fail(`--timeout-ms must be a non-negative integer, got "${v}"`);
      opts.timeoutMs = Number(v);
    } else if (arg === '-h' || arg === '--help') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (arg.startsWith('-') && arg !== '-') fail(`unknown option ${arg}\n${USAGE}`);
    else if (opts.file === null) opts.file = arg;
    else fail(`only one FILE allowed\n${USAGE}`);
  }
  if (opts.file === null) fail(`missing FILE\n${USAGE}`);
  if (opts.puzzle !== '15' && opts.puzzle !== '3x3+1') {
    fail(`--puzzle must be 15 or 3x3+1, got "${opts.puzzle}"`);
  }
  if (opts.goal !== 'default' && opts.goal !== 'korf') {
    fail(`--goal must be default or korf, got "${opts.goal}"`);
  }
  if (opts.puzzle === '3x3+1' && opts.goal !== 'default') {
    fail('--goal korf applies only to --puzzle 15 (3x3+1 has one goal: blank in slot 0)');
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));

// ------------------------------------------------------- puzzle definition

let SIZE; // number of cells
let GOAL; // goal state, for isGoal
let manhattanDistance; // (state) => h
let getAdjacentIndices; // (blankIndex) => cells the blank can swap with
let ROW, COL; // cell coordinates (used for the solvability check)

if (opts.puzzle === '15') {
  SIZE = 16;
  // Korf / article: tile t belongs in cell t. Default: tile t in cell t-1.
  const GOAL_OFFSET = opts.goal === 'korf' ? 0 : 1;
  GOAL =
    opts.goal === 'korf'
      ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
      : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
  ROW = Array.from({ length: 16 }, (_, i) => Math.floor(i / 4));
  COL = Array.from({ length: 16 }, (_, i) => i % 4);

  // The article's heuristic: computed from scratch for every state.
  manhattanDistance = function (state) {
    let distance = 0;
    for (let i = 0; i < state.length; i++) {
      const tile = state[i];
      if (tile !== 0) {
        // where the tile belongs
        const goalIndex = tile - GOAL_OFFSET;
        const goalRow = Math.floor(goalIndex / 4);
        const goalCol = goalIndex % 4;
        // where it is now
        const currentRow = Math.floor(i / 4);
        const currentCol = i % 4;
        distance += Math.abs(goalRow - currentRow) + Math.abs(goalCol - currentCol);
      }
    }
    return distance;
  };

  // Up, down, left and right, computed arithmetically.
  getAdjacentIndices = function (index) {
    const row = Math.floor(index / 4);
    const col = index % 4;
    const result = [];
    if (row > 0) result.push(index - 4);
    if (row < 3) result.push(index + 4);
    if (col > 0) result.push(index - 1);
    if (col < 3) result.push(index + 1);
    return result;
  };
} else {
  SIZE = 10;
  GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  // cell 0 is the slot above cell 1; cells 1..9 are the 3x3 grid
  ROW = [-1, 0, 0, 0, 1, 1, 1, 2, 2, 2];
  COL = [0, 0, 1, 2, 0, 1, 2, 0, 1, 2];

  manhattanDistance = function (state) {
    let distance = 0;
    for (let i = 0; i < state.length; i++) {
      const piece = state[i];
      if (piece !== 0) {
        // piece k belongs in cell k
        distance += Math.abs(ROW[piece] - ROW[i]) + Math.abs(COL[piece] - COL[i]);
      }
    }
    return distance;
  };

  // The article's adjacency table.
  const adjacency = {
    0: [1], // top slot -> top-left (1) only
    1: [0, 2, 4], // top-left -> top slot, right, down
    2: [1, 3, 5],
    3: [2, 6],
    4: [1, 5, 7],
    5: [2, 4, 6, 8], // centre -> up, down, left, right
    6: [3, 5, 9],
    7: [4, 8],
    8: [5, 7, 9],
    9: [6, 8],
  };
  getAdjacentIndices = function (index) {
    return adjacency[index] || [];
  };
}

function isGoal(state) {
  for (let i = 0; i < state.length; i++) {
    if (state[i] !== GOAL[i]) return false;
  }
  return true;
}

// Every state one move away, each a new array. No pruning of the parent.
function getNeighbors(state) {
  const blank = state.indexOf(0);
  const neighbors = [];
  for (const next of getAdjacentIndices(blank)) {
    const neighbor = state.slice();
    neighbor[blank] = neighbor[next];
    neighbor[next] = 0;
    neighbors.push(neighbor);
  }
  return neighbors;
}

// ------------------------------------------------------------------ IDA*

let nodes = 0; // search() calls for the current position
let deadline = Infinity; // performance.now() value; Infinity = no timeout
let nextClockCheck = 100000;

function search(path, g, threshold) {
  if (++nodes >= nextClockCheck) {
    nextClockCheck += 100000;
    if (performance.now() > deadline) return 'TIMEOUT';
  }
  const current = path[path.length - 1];
  const f = g + manhattanDistance(current);

  // cut off once f goes over the threshold
  if (f > threshold) {
    return f;
  }

  if (isGoal(current)) {
    return 'FOUND';
  }

  let min = Infinity;

  for (const neighbor of getNeighbors(current)) {
    path.push(neighbor);
    const result = search(path, g + 1, threshold);

    if (result === 'FOUND' || result === 'TIMEOUT') {
      return result;
    }

    if (result < min) {
      min = result;
    }

    path.pop(); // backtrack
  }

  return min;
}

// Returns the path of states from start to goal, null if there is none, or
// 'TIMEOUT'.
function idaStar(startState) {
  let threshold = manhattanDistance(startState);
  const path = [startState];

  while (true) {
    const result = search(path, 0, threshold);
    if (result === 'FOUND') return path;
    if (result === 'TIMEOUT') return 'TIMEOUT';
    if (result === Infinity) return null;
    threshold = result; // the smallest f that went over: next threshold
  }
}

// ---------------------------------------------------------------- input

// Can the position reach the goal? Both boards are bipartite, so the parity
// of the permutation (cell -> goal cell of its content, blank included) must
// equal the parity of the blank's distance from its goal cell. For the
// 15-puzzle that is also sufficient (16!/2 positions).
// 3x3+1 has one more rule: slot 0 is joined only to cell 1, so whatever enters
// the slot can only go back to cell 1. From the goal the slot therefore only
// ever holds piece 1 or the blank: piece 1 must be in cell 1 when the blank is
// in the slot, and in the slot otherwise. Parity plus this rule gives exactly
// the reachable set, 8!/2 + 9!/2 = 201,600 positions (checked by an
// exhaustive BFS over all 10! arrangements).
function isSolvable(state) {
  if (SIZE === 10 && (state[0] === 0 ? state[1] !== 1 : state[0] !== 1)) return false;
  const goalCell = new Array(SIZE);
  for (let i = 0; i < SIZE; i++) goalCell[GOAL[i]] = i;
  const seen = new Array(SIZE).fill(false);
  let transpositionsParity = 0;
  for (let i = 0; i < SIZE; i++) {
    if (seen[i]) continue;
    let length = 0;
    for (let j = i; !seen[j]; j = goalCell[state[j]]) {
      seen[j] = true;
      length++;
    }
    transpositionsParity ^= (length - 1) & 1;
  }
  const blank = state.indexOf(0);
  const goalBlank = goalCell[0];
  const blankParity =
    (Math.abs(ROW[blank] - ROW[goalBlank]) + Math.abs(COL[blank] - COL[goalBlank])) & 1;
  return transpositionsParity === blankParity;
}

function readPositions(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    fail(`cannot read ${file}: ${err.code || err.message}`);
  }
  const positions = [];
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const where = `${file}:${n + 1}`;
    const body = lines[n].split(';')[0].trim();
    if (body === '' || body.startsWith('#')) continue;
    const fields = body.split(/[\s,]+/).filter((s) => s !== '');
    if (fields.length !== SIZE) {
      fail(`${where}: expected ${SIZE} numbers for --puzzle ${opts.puzzle}, got ${fields.length}`);
    }
    const state = [];
    for (const field of fields) {
      if (!/^\d+$/.test(field)) fail(`${where}: "${field}" is not a tile number (0..${SIZE - 1})`);
      state.push(Number(field));
    }
    const sorted = state.slice().sort((a, b) => a - b);
    if (!sorted.every((v, i) => v === i)) {
      fail(`${where}: numbers must be 0..${SIZE - 1}, each exactly once`);
    }
    if (!isSolvable(state)) {
      const hint = SIZE === 10 ? '; in 3x3+1 piece 1 never leaves slot 0 / cell 1' : '';
      fail(`${where}: position cannot reach the goal ${GOAL.join(' ')}${hint}`);
    }
    positions.push(state);
  }
  if (positions.length === 0) fail(`${file}: no positions`);
  return positions;
}

// ----------------------------------------------------------------- main

const positions = readPositions(opts.file);
let totalNodes = 0;
let solved = 0;
const totalStart = performance.now();

for (let p = 0; p < positions.length; p++) {
  const start = positions[p];
  nodes = 0;
  nextClockCheck = 100000;
  const t0 = performance.now();
  deadline = opts.timeoutMs > 0 ? t0 + opts.timeoutMs : Infinity;
  const result = idaStar(start);
  const ms = Math.round((performance.now() - t0) * 1000) / 1000;
  totalNodes += nodes;

  if (result === 'TIMEOUT' || result === null) {
    // null cannot happen for a solvable position; reported like a timeout.
    if (opts.json) {
      process.stdout.write(
        JSON.stringify({ length: null, nodes, ms, timeout: result === 'TIMEOUT' }) + '\n',
      );
    } else {
      process.stdout.write(
        `#${p + 1}: ${result === 'TIMEOUT' ? 'timeout' : 'no solution'} after ${nodes} nodes, ${ms} ms\n`,
      );
    }
    continue;
  }

  solved++;
  const moves = [];
  for (let i = 1; i < result.length; i++) {
    // the tile that moved is the one now standing where the blank was
    moves.push(result[i - 1][result[i].indexOf(0)]);
  }
  const length = result.length - 1;
  if (opts.json) {
    process.stdout.write(JSON.stringify({ length, nodes, ms, moves: moves.join(' ') }) + '\n');
  } else {
    process.stdout.write(
      `#${p + 1}: ${length} moves, ${nodes} nodes, ${ms} ms: ${moves.join(' ')}\n`,
    );
  }
}

const totalMs = Math.round((performance.now() - totalStart) * 1000) / 1000;
if (opts.json) {
  process.stdout.write(
    JSON.stringify({
      total: true,
      positions: positions.length,
      solved,
      nodes: totalNodes,
      ms: totalMs,
    }) + '\n',
  );
} else {
  process.stdout.write(
    `total: ${solved}/${positions.length} solved, ${totalNodes} nodes, ${totalMs} ms\n`,
  );
}
