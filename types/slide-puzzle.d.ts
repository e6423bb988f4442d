// slide-puzzle.d.ts: TypeScript declarations for the <slide-puzzle> element of the slide-puzzle
// package (its module is slide-puzzle.js). Written by hand from web/js/element/attributes.js (the
// attributes and their properties), element-api.js (the other properties and the events) and the
// flows that send the events; tests/package/package.test.mjs checks the names against those tables
// and compiles a small consumer against this file.

/** A puzzle the core knows: 15, 8, 24, 3x3+1, or a WxH grid (sides ≥ 2, ≤ 25 cells): "2x6". */
export type PuzzleName = '15' | '8' | '24' | '3x3+1' | `${number}x${number}`;
export type Algorithm = 'ida' | 'astar' | 'bfs';
/** A direction as the element's events name it: where the tile went. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Where a cell is drawn; rows may be negative (the 3x3+1's slot is row -1). */
export interface CellPosition {
  row: number;
  column: number;
}

/** One heuristic of the core's registry, as it applies to the puzzle. */
export interface HeuristicInfo {
  id: string;
  label: string;
  explanation: string;
  needsTables: boolean;
  available: boolean;
}

/** The puzzle's pattern databases, when it has any. */
export interface TablesInfo {
  buildable: boolean;
  installed: boolean;
  shape: string;
  partition: string;
  key: string;
  description?: string;
}

/** A difficulty's band of proven optimal distances (max null: "or more"). */
export interface DifficultyBand {
  id?: 'easy' | 'normal' | 'hard' | 'expert';
  min: number;
  max: number | null;
}

/** What `ready` resolves with: the core's description of the puzzle in use. */
export interface PuzzleInfo {
  name: string;
  cells: number;
  positions: CellPosition[];
  neighbours: number[][];
  rows: number[][];
  columns: number[][];
  goal: number[];
  deadEnds?: number[];
  reachable?: number | null;
  heuristics: HeuristicInfo[];
  defaultHeuristic: string;
  tables: TablesInfo | null;
  difficulties?: DifficultyBand[];
}

/** slide-move: after every move. `from` and `to` are cells; `tiles` is the new position. */
export interface SlideMoveDetail {
  tile: number;
  from: number;
  to: number;
  direction: Direction;
  by: 'reader' | 'solver' | 'undo';
  tiles: number[];
  moveCount: number;
}

/** slide-solved: the board reached the goal; `assisted` if AUTO SOLVE played any move. */
export interface SlideSolvedDetail {
  moveCount: number;
  elapsedMs: number;
  assisted: boolean;
}

/**
 * slide-search-done: AUTO SOLVE has its solution. `moves` are the cells whose tiles slide into
 * the gap, in order; `blankDirections` is the same solution in the solution notation (one letter,
 * U D L R, per move: where the gap goes), the text `slide solve` prints and `slide check
 * --solution` reads; `tileDirections` the tiles' way (the opposite letters). On a board bigger
 * than the 15-puzzle the anytime search answers (`anytime` true) with the best solution found in
 * up to 10 s: `optimal` only once proven shortest, `bound` the proven lower bound on the shortest
 * length. With `heuristic` `learned` (the 15-puzzle's network; not admissible) `bound` is the
 * strongest admissible estimate of the start and `optimal` is true only when the length meets it;
 * every other solve is shortest (`optimal` true).
 */
export interface SlideSearchDoneDetail {
  length: number;
  moves: number[];
  tiles: number[];
  blankDirections: string;
  tileDirections: string;
  heuristic: string;
  algorithm: Algorithm;
  fallbackFrom?: string;
  threshold: number;
  iteration: number;
  nodes: number;
  iterationNodes: number;
  iterations?: { threshold: number; nodes: number }[];
  nodesPerSecond: number;
  elapsedMs: number;
  stored: number;
  expanded?: number;
  bytes?: number;
  /** the difficulty shuffle the start came from, null for any other start */
  difficulty: string | null;
  /** true unless an anytime or learned solve did not prove its solution shortest */
  optimal: boolean;
  /** the anytime search answered (a board of more than 16 cells) */
  anytime: boolean;
  /** anytime, learned: a proven lower bound on the shortest length (bound <= length) */
  bound?: number;
  /** anytime: the seconds it was given */
  timeLimit?: number;
  /** anytime: each solution as it came */
  improvements?: { length: number; bound: number; ms: number; nodes: number }[];
}

export type TablesPhase =
  | 'waiting'
  | 'unavailable'
  | 'idle'
  | 'loading'
  | 'building'
  | 'saving'
  | 'ready'
  | 'cancelled'
  | 'failed';

/** slide-tables: each change in the pattern databases' state. */
export interface SlideTablesDetail {
  phase: TablesPhase;
  /** loading, building, saving: 0 to 1. */
  progress?: number;
  /** ready: where the tables came from (memory, a stored copy, a build). */
  source?: string;
  memoryBytes?: number;
  /** unavailable: why ('puzzle': it has none; 'solver': the solver cannot start). */
  reason?: string;
  /** failed: what went wrong, in English. */
  message?: string;
}

/** slide-share: the element wrote its position into the URL fragment under its share-key. */
export interface SlideShareDetail {
  key: string;
  value: string;
}

/** The element's events; each bubbles and is composed (a listener on document hears it). */
export interface SlidePuzzleEventMap extends HTMLElementEventMap {
  'slide-move': CustomEvent<SlideMoveDetail>;
  'slide-solved': CustomEvent<SlideSolvedDetail>;
  'slide-search-done': CustomEvent<SlideSearchDoneDetail>;
  'slide-tables': CustomEvent<SlideTablesDetail>;
  'slide-share': CustomEvent<SlideShareDetail>;
}

/**
 * <slide-puzzle>: a playable sliding puzzle whose solver (IDA*, pattern databases, WebAssembly)
 * runs in a worker. Each attribute is also a property: reading gives the value in effect (the
 * default when absent, the fallback for a bad value); writing sets the attribute, null removes it.
 */
export declare class SlidePuzzleElement extends HTMLElement {
  static readonly observedAttributes: string[];

  /** puzzle: 15, 8, 24, 3x3+1 or a WxH grid (sides ≥ 2, ≤ 25 cells). Default 15. */
  get puzzle(): string;
  set puzzle(value: PuzzleName | string | null);
  /** board: the start position, the tile in each cell ("1 2 3 4 5 6 0 7 8"). Default: the goal. */
  get board(): string | null;
  set board(value: string | null);
  /** difficulty: a shuffle on load: easy, normal, hard, expert, random or a number of moves. */
  get difficulty(): string | null;
  set difficulty(value: 'easy' | 'normal' | 'hard' | 'expert' | 'random' | string | null);
  /** seed: makes the difficulty shuffle repeatable. Default: a new random seed. */
  get seed(): number | null;
  set seed(value: number | null);
  /** heuristic: an id of the puzzle's registry, or auto (the strongest ready one). */
  get heuristic(): string;
  set heuristic(value: string | null);
  /** algorithm: ida (default), astar or bfs. */
  get algorithm(): Algorithm;
  set algorithm(value: Algorithm | null);
  /** controls: all (default), none, or any of shuffle solve play more, space-separated. */
  get controls(): string;
  set controls(value: string | null);
  /** stats: live (default), summary or off. */
  get stats(): 'live' | 'summary' | 'off';
  set stats(value: 'live' | 'summary' | 'off' | null);
  /** autosolve: load, or visible (the first time it is scrolled into view); once. */
  get autosolve(): 'load' | 'visible' | null;
  set autosolve(value: 'load' | 'visible' | null);
  /** autoplay: a found solution plays at once (default true); false waits for Play. */
  get autoplay(): boolean;
  set autoplay(value: boolean | null);
  /** speed: moves per second while a solution plays, 1–20. Default 4. */
  get speed(): number;
  set speed(value: number | null);
  /** picture: an image for the pieces; a relative URL resolves against the page. */
  get picture(): string | null;
  set picture(value: string | null);
  /** numbers: numbers on picture pieces. Default false. */
  get numbers(): boolean;
  set numbers(value: boolean | null);
  /** theme: auto (follows the host page; default), light or dark. */
  get theme(): 'auto' | 'light' | 'dark';
  set theme(value: 'auto' | 'light' | 'dark' | null);
  /** share-key: keep the position in the URL fragment under this key. */
  get shareKey(): string | null;
  set shareKey(value: string | null);
  /** tables: auto (default), or manual: pattern databases only when the reader presses Build. */
  get tables(): 'auto' | 'manual';
  set tables(value: 'auto' | 'manual' | null);
  /** label: the board's accessible name. Default: "<puzzle> puzzle". */
  get label(): string | null;
  set label(value: string | null);
  /** compare-with: another puzzle whose last solve on the page is compared. */
  get compareWith(): string | null;
  set compareWith(value: string | null);
  // lang (en or ja; reactive) is HTMLElement's own property.

  /** The current puzzle's description, once it is playable; a change of puzzle replaces it. */
  readonly ready: Promise<PuzzleInfo>;
  /** The current position: the tile in each cell, 0 for the gap (null before ready). */
  readonly tiles: number[] | null;
  /** The heuristic AUTO SOLVE would use now: the reader's pick, the attribute's, or the strongest. */
  readonly heuristicInUse: string | null;
  /** The puzzle in use: the puzzle attribute, or 15 when the core refused it. */
  readonly puzzleName: string;
  /** The language the element speaks (en or ja). */
  readonly language: string;

  addEventListener<K extends keyof SlidePuzzleEventMap>(
    type: K,
    listener: (this: SlidePuzzleElement, event: SlidePuzzleEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof SlidePuzzleEventMap>(
    type: K,
    listener: (this: SlidePuzzleElement, event: SlidePuzzleEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'slide-puzzle': SlidePuzzleElement;
  }
}
