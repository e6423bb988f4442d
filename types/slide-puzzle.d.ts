// slide-puzzle.d.ts: TypeScript declarations for the <slide-puzzle> element of the slide-puzzle
// package (its module is slide-puzzle.js). The attributes' properties are written from
// web/js/element/attributes.js by tools/custom-elements-manifest.mjs, between its marker lines; the
// rest by hand from element-api.js (the other properties and the events) and the flows that send
// the events; tests/package/package.test.mjs checks the names against those tables
// and compiles a small consumer against this file.

/** A puzzle the core knows: 15, 8, 24, 3x3+1, or a WxH grid (sides 2-7, ≤ 25 cells): "2x6". */
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
 * length. With `heuristic` `learned` (the 8- or 15-puzzle's network; not admissible) `bound` is the
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

  // generated from web/js/element/attributes.js by tools/custom-elements-manifest.mjs
  /**
   * puzzle: Which puzzle to play; a change after load rebuilds the element with the new puzzle.
   * Values: a puzzle the core knows: 15, 8, 24, 3x3+1, or a grid WxH with sides from 2 to 7 and at
   * most 25 cells, such as 4x3, 2x6 or 7x3. Default: 15.
   */
  get puzzle(): string;
  set puzzle(value: string | null);
  /**
   * board: The start position; a link shared through share-key takes precedence over it. Values:
   * the tile in each cell, row by row, 0 for the gap, separated by commas or spaces. Default: the
   * goal (or a difficulty shuffle).
   */
  get board(): string | null;
  set board(value: string | null);
  /**
   * difficulty: Shuffles the puzzle on load, as the Shuffle buttons do; ignored when board is set.
   * Values: easy, normal, hard, expert (on the 15-puzzle a shortest solution of 30–34, 38–42, 46–50
   * or 52–56 moves, proven by the solver), random (any solvable position), or a number of random
   * moves. Default: none (the goal).
   */
  get difficulty(): string | null;
  set difficulty(value: string | null);
  /**
   * seed: Makes the difficulty shuffle the same on every load. Values: a whole number from 0 to
   * 2^53. Default: a new random seed each time.
   */
  get seed(): number | null;
  set seed(value: number | null);
  /**
   * heuristic: The heuristic AUTO SOLVE uses; one that needs tables is used once they are ready,
   * the strongest other one until then. Values: auto (the strongest available), or an id from the
   * core's registry that applies to the puzzle (the reference page lists them). Default: auto.
   */
  get heuristic(): string;
  set heuristic(value: string | null);
  /**
   * algorithm: The search AUTO SOLVE runs. Values: ida (IDA*), astar (A*), bfs (breadth-first).
   * Default: ida.
   */
  get algorithm(): 'ida' | 'astar' | 'bfs';
  set algorithm(value: 'ida' | 'astar' | 'bfs' | null);
  /**
   * controls: Which groups of controls show: shuffle (the Shuffle buttons), solve (the AI solver
   * box and the pattern databases' status), play (Undo, Hint) and more (More controls). Values:
   * all, none, or any of shuffle, solve, play, more separated by spaces. Default: all.
   */
  get controls(): string;
  set controls(value: string | null);
  /**
   * stats: How the search statistics show. Values: live (numbers update during the search), summary
   * (only the final numbers), off (no statistics). Default: live.
   */
  get stats(): 'live' | 'summary' | 'off';
  set stats(value: 'live' | 'summary' | 'off' | null);
  /**
   * autosolve: Starts AUTO SOLVE by itself, once; use it with board or difficulty. Values: load (as
   * soon as the puzzle is ready), visible (the first time it is scrolled into view). Default: none.
   */
  get autosolve(): 'load' | 'visible' | null;
  set autosolve(value: 'load' | 'visible' | null);
  /**
   * autoplay: Whether a found solution starts playing by itself (off: it waits for Play). Values:
   * on or off. Default: on.
   */
  get autoplay(): boolean;
  set autoplay(value: boolean | null);
  /**
   * speed: How fast a solution plays (the reader can change it under More controls). Values: moves
   * per second, a whole number from 1 to 20. Default: 4.
   */
  get speed(): number;
  set speed(value: number | null);
  /**
   * picture: Pieces of a picture instead of numbers; a picture that fails to load falls back to
   * numbers with a notice. Values: an image URL; a relative one resolves against the page's URL
   * (its <base>), as an <img src> in the page would. Default: none (numbered tiles).
   */
  get picture(): string | null;
  set picture(value: string | null);
  /**
   * numbers: Numbers on the picture pieces. Values: present (or on) to show them, absent (or off)
   * to hide them. Default: off.
   */
  get numbers(): boolean;
  set numbers(value: boolean | null);
  /**
   * theme: Colour scheme; light and dark also paint the element its own background. Values: auto
   * (follows the host page: the color-scheme it declares, else the background it paints behind the
   * element, else its canvas), light, dark. Default: auto.
   */
  get theme(): 'auto' | 'light' | 'dark';
  set theme(value: 'auto' | 'light' | 'dark' | null);
  /**
   * share-key: Keeps the position in the URL fragment as key=value and loads it from shared links,
   * only while the fragment is empty or key=value pairs (a host's #anchor is never touched) and
   * changing only its own pair; a second element with the same key says so and leaves the URL
   * alone. Values: a short name of letters, digits, "-", "_" or "." (at most 40). Default: none
   * (the URL is never touched).
   */
  get shareKey(): string | null;
  set shareKey(value: string | null);
  /**
   * tables: When a puzzle that can have pattern databases loads or builds them (the 4×4 and the
   * 5×5: 5.8 and 12.9 MB, built in about 5 and 12 s the first time, then kept in the browser).
   * Values: auto (prepare the pattern databases as soon as the solver is ready), manual (only when
   * the reader presses Build). Default: auto.
   */
  get tables(): 'auto' | 'manual';
  set tables(value: 'auto' | 'manual' | null);
  /**
   * label: The board's accessible name, read by screen readers. Values: any text. Default:
   * "<puzzle> puzzle".
   */
  get label(): string | null;
  set label(value: string | null);
  /**
   * time-limit: How long AUTO SOLVE searches on a board bigger than the 15-puzzle (24, 5x4, …),
   * where the shortest solution may be out of reach: it plays the best solution found by then and
   * says how close to the shortest it is proven to be. Values: a whole number of seconds from 1 to
   * 600. Default: 10 seconds.
   */
  get timeLimit(): number;
  set timeLimit(value: number | null);
  /**
   * compare-with: Compares this puzzle's last solve with that puzzle's last solve on the same page.
   * Values: another puzzle name, as for puzzle. Default: none.
   */
  get compareWith(): string | null;
  set compareWith(value: string | null);
  // end of the generated part
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
