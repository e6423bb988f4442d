// pathfinding.js: the lab's "pathfinding" experiment (the article's maps and game AI): the reader
// draws walls on a grid map, and breadth-first search and A* with the Manhattan and the
// straight-line estimate find a route, each run by the core's best-first search over the map's
// cells; the expanded cells are painted in the order the search expanded them.
//
// detail: { experiment: 'pathfinding', puzzle (the map the element started from), map: { width,
//   height, walls: number[], start, goal } (cells numbered row by row from 0, as run), runs: [{
//   heuristic: 'none' | 'manhattan' | 'straight-line', algorithm: 'bfs' | 'astar', status: 'solved'
//   | 'gave-up' (no route: the walls shut the goal off), length (moves) | null, route: number[]
//   (start to goal) | null, expanded: number[] (in order), nodes (generated), stored (cells held at
//   the end), ms }] }.

import { count, ms, msg } from '../../i18n/i18n.js';
import { gridMap } from '../../charts/grid-map.js';
import { randomSeed } from '../../element/random-seed.js';
import { mapEditor } from '../map-editor.js';
import { none } from './common.js';

const WIDTH = 24;
const HEIGHT = 16;
const at = (row, column) => row * WIDTH + column;
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// The maps a reader starts from (the puzzle attribute, and the menu): an open field, a long wall
// with a gap at the top, and a cup opening away from the goal (the estimate leads A* into it).
const MAPS = {
  open: () => ({ walls: [], start: at(8, 3), goal: at(7, 20) }),
  wall: () => ({
    walls: range(3, 15).map((row) => at(row, 12)),
    start: at(10, 4),
    goal: at(10, 19),
  }),
  trap: () => ({
    walls: [
      ...range(3, 12).map((row) => at(row, 10)),
      ...range(5, 10).map((column) => at(3, column)),
      ...range(5, 10).map((column) => at(12, column)),
    ],
    start: at(8, 6),
    goal: at(8, 20),
  }),
  // A quarter of the cells walled at random (a fresh draw each time); now and then the goal is shut
  // off.
  random: () => {
    let seed = randomSeed() >>> 0;
    const next = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const start = at(8, 2),
      goal = at(8, 21);
    const walls = range(0, WIDTH * HEIGHT - 1).filter(
      (cell) => cell !== start && cell !== goal && next() < 0.25,
    );
    return { walls, start, goal };
  },
};

const MAP_NAMES = {
  open: 'lab.map.open',
  wall: 'lab.map.wall',
  trap: 'lab.map.trap',
  random: 'lab.map.random',
};

const RUNS = [
  { heuristic: 'none', algorithm: 'bfs', name: 'lab.pathfinding.bfs' },
  { heuristic: 'manhattan', algorithm: 'astar', name: 'lab.pathfinding.manhattan' },
  { heuristic: 'straight-line', algorithm: 'astar', name: 'lab.pathfinding.straight' },
];
const runName = (run) =>
  msg(RUNS.find((row) => row.heuristic === run.heuristic)?.name ?? 'lab.pathfinding.bfs');

/** A map by name, as the core reads it. @param {string} name */
export const presetMap = (name) => ({
  width: WIDTH,
  height: HEIGHT,
  ...(MAPS[name] ?? MAPS.wall)(),
});

export default {
  id: 'pathfinding',
  title: 'lab.pathfinding.title',
  question: 'lab.pathfinding.question',
  puzzles: Object.keys(MAPS),
  defaultPuzzle: 'wall',
  board: false, // the map is drawn, not given as tiles
  controls: [
    {
      name: 'map',
      label: 'lab.control.map',
      default: (puzzle) => puzzle,
      options: Object.keys(MAPS).map((name) => ({ value: name, label: msg(MAP_NAMES[name]) })),
    },
  ],
  // The map the reader draws on, above the result: made from the menu's map, read by run().
  workspace: ({ options, locale }) => mapEditor({ map: presetMap(options.map), locale }),

  /**
   * @param {{
   *   bridge: any,
   *   signal: AbortSignal,
   *   progress: (message: any) => void,
   *   workspace: any,
   *   partial: (detail: any) => void
   * }} context
   */
  async run({ bridge, signal, progress, workspace, partial }) {
    const map = workspace ?? presetMap('wall');
    const runs = [];
    for (const [index, row] of RUNS.entries()) {
      progress(
        msg('lab.pathfinding.progress', {
          name: msg(row.name),
          index: index + 1,
          total: RUNS.length,
        }),
      );
      const result = await bridge.pathfinding(map, { heuristic: row.heuristic }, { signal });
      runs.push({
        heuristic: row.heuristic,
        algorithm: row.algorithm,
        status: result.status,
        length: result.status === 'solved' ? result.length : null,
        route: result.route ?? null,
        expanded: result.expanded,
        nodes: result.nodes,
        stored: result.stored,
        ms: result.elapsedMs,
      });
      partial({ map, runs: [...runs] });
    }
    return { map, runs };
  },

  /** @param {any} detail */
  present(detail) {
    const { map, runs } = detail;
    const open = map.width * map.height - map.walls.length;
    const routed = runs.find((run) => run.status === 'solved');
    return {
      caption: msg('lab.pathfinding.caption', {
        width: map.width,
        height: map.height,
        walls: count(map.walls.length),
      }),
      columns: [
        msg('lab.col.search'),
        msg('lab.col.route'),
        msg('lab.col.cellsExpanded'),
        msg('lab.col.cellsHeld'),
        msg('lab.col.time'),
      ],
      numeric: [false, true, true, true, true],
      rows: runs.map((run) => [
        runName(run),
        run.length === null ? msg('lab.pathfinding.noRoute') : count(run.length),
        count(run.expanded.length),
        count(run.stored),
        run.ms === null ? none : ms(run.ms),
      ]),
      charts: runs.map((run) => ({
        caption: msg('lab.pathfinding.chart', {
          name: runName(run),
          expanded: count(run.expanded.length),
          open: count(open),
        }),
        build: (word) =>
          gridMap({
            map,
            expanded: run.expanded,
            route: run.route,
            summary: word(
              msg(run.route ? 'lab.pathfinding.summary' : 'lab.pathfinding.summaryNoRoute', {
                name: runName(run),
                expanded: count(run.expanded.length),
                open: count(open),
                length: count(run.length ?? 0),
              }),
            ),
          }),
      })),
      notes: [
        msg('lab.pathfinding.key'),
        routed ? msg('lab.pathfinding.note') : msg('lab.pathfinding.noteNoRoute'),
        msg('lab.pathfinding.estimates'),
      ],
    };
  },
};
