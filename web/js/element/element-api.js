// element-api.js: the rest of <slide-puzzle>'s public surface besides its attributes
// (attributes.js): properties, events, CSS custom properties, parts and slots, for docs.html and
// custom-elements.json.
//
// tests/browser/docs.test.mjs checks this list against the source: every event the element emits,
// every part in its templates and every --slide-* property its styles read must be here.

// Read-only properties that are not attributes.
export const PROPERTIES = [
  {
    name: 'ready',
    type: 'Promise<PuzzleInfo>',
    description:
      "Resolves with the puzzle's description from the core (cells, positions, goal, heuristics…) once it is playable, with its start position on the board; a change of puzzle replaces it with a new promise. Rejects if the solver cannot start.",
  },
  {
    name: 'tiles',
    type: 'number[] | null',
    description:
      'The current position: the tile in each cell, 0 for the gap (null before the puzzle is ready).',
  },
  {
    name: 'heuristicInUse',
    type: 'string | null',
    description:
      "The heuristic AUTO SOLVE would use now (an id of ready's heuristics): the reader's pick in the menu, else the heuristic attribute's, else the strongest that is ready (null before ready).",
  },
  {
    name: 'puzzleName',
    type: 'string',
    description: 'The puzzle in use: the puzzle attribute, or 15 when the core refused it.',
  },
  {
    name: 'language',
    type: 'string',
    description:
      "The language the element speaks (a table's name: en or ja): its lang attribute's, else the page's, else the browser's, else en.",
  },
];

// Every event bubbles and is composed (it leaves the shadow root), so a listener on document works.
export const EVENTS = [
  {
    name: 'slide-move',
    detail: '{ tile, from, to, direction, by, tiles, moveCount }',
    description:
      "After every move: by is 'reader', 'solver' or 'undo'; from and to are cells; tiles is the new position.",
  },
  {
    name: 'slide-solved',
    detail: '{ moveCount, elapsedMs, assisted }',
    description:
      'When the board reaches the goal; assisted is true if AUTO SOLVE played any of the moves.',
  },
  {
    name: 'slide-search-done',
    detail:
      '{ length, moves, tiles, nodes, elapsedMs, heuristic, algorithm, threshold, difficulty, optimal, anytime, bound?, … }',
    description:
      "When AUTO SOLVE has its solution: the core's search result (moves are the cells whose tiles slide, in order); difficulty names the difficulty shuffle the start came from (null for any other start). On a board bigger than the 15-puzzle (24, 5x4, 4x5, …) AUTO SOLVE runs the anytime search for up to 10 s: anytime is true, the solution is the best found, optimal is true only once it is proven shortest, and bound is the proven lower bound on the shortest length (improvements: each solution as it came, { length, bound, ms, nodes }). With the learned estimate (heuristic learned, 8- and 15-puzzles; not admissible) anytime is false, bound is the strongest admissible estimate of the start, and optimal is true only when the length meets it. Every other solve is shortest: optimal true, anytime false.",
  },
  {
    name: 'slide-tables',
    detail: '{ phase, progress?, source?, … }',
    description:
      "Each change in the pattern databases' state: phase is waiting, unavailable, idle, loading, building, saving, ready, cancelled or failed.",
  },
  {
    name: 'slide-share',
    detail: '{ key, value }',
    description: 'After the element wrote its position into the URL fragment under its share-key.',
  },
];

// The element's colours follow light-dark(): one value for both schemes overrides both.
export const CSS_PROPERTIES = [
  {
    name: '--slide-accent',
    default: 'light-dark(#b4480f, #fb9a55)',
    description: 'AUTO SOLVE, focus rings, the busy status.',
  },
  {
    name: '--slide-accent-ink',
    default: 'light-dark(#fff, #1b1208)',
    description: 'Text on the accent colour.',
  },
  { name: '--slide-ink', default: 'light-dark(#1f2430, #e8e6e1)', description: 'Text.' },
  {
    name: '--slide-muted',
    default: 'light-dark(#5b6172, #a9adb8)',
    description: 'Secondary text: labels, explanations.',
  },
  {
    name: '--slide-surface',
    default: 'light-dark(#fffdf8, #1c2230)',
    description: 'Buttons, menus, and the background a forced theme paints.',
  },
  { name: '--slide-line', default: 'light-dark(#d9d3c7, #343c4e)', description: 'Borders.' },
  {
    name: '--slide-well',
    default: 'light-dark(#e7e0d2, #121722)',
    description: 'The empty cells of the board.',
  },
  { name: '--slide-tile', default: 'light-dark(#f7ead1, #2e3850)', description: 'Tiles.' },
  {
    name: '--slide-tile-edge',
    default: 'light-dark(#d8c29b, #1d2435)',
    description: "A tile's lower edge.",
  },
  {
    name: '--slide-tile-ink',
    default: 'light-dark(#3b2a12, #f4ede0)',
    description: 'Numbers on tiles.',
  },
  {
    name: '--slide-tile-home',
    default: 'light-dark(#f3dcae, #3a4a6e)',
    description: 'A tile standing in its goal cell.',
  },
  {
    name: '--slide-good',
    default: 'light-dark(#1d7a46, #6fd39a)',
    description: 'Success: a solution found, the solved glow.',
  },
  {
    name: '--slide-bad',
    default: 'light-dark(#b3261e, #ff8a80)',
    description: 'Errors and the notices of bad attribute values.',
  },
  {
    name: '--slide-warn',
    default: 'light-dark(#8a5a00, #ffd27a)',
    description: 'Warnings: a search that gave up.',
  },
  {
    name: '--slide-font',
    default: 'inherit',
    description: "The font family (the page's by default).",
  },
  { name: '--slide-board-max-width', default: '34rem', description: "The board's largest width." },
];

export const PARTS = [
  {
    name: 'container',
    description: 'The whole element inside its shadow root (grid of board and controls).',
  },
  { name: 'board', description: 'The board (a group of tile buttons).' },
  { name: 'tile', description: 'Each tile, the gap included.' },
  { name: 'gap', description: 'The gap (also a tile part; invisible while playing).' },
  {
    name: 'controls',
    description:
      'The controls beside (or under) the board, in two blocks: shuffle, AUTO SOLVE and the live figures; then compare, the pattern databases and More controls.',
  },
  { name: 'stats', description: 'The search statistics panel.' },
  {
    name: 'heuristic-in-use',
    description: 'The name of the heuristic AUTO SOLVE will use, beside the solver heading.',
  },
  {
    name: 'search-chart',
    description:
      "The chart of the search's iterations (nodes per IDA* threshold, log scale) beside the board.",
  },
  {
    name: 'compare',
    description:
      'Compare on this position: the buttons that solve the same start with another heuristic or algorithm, and the table of runs.',
  },
  { name: 'buttons', description: 'Each row of buttons.' },
  { name: 'button', description: 'Every button except the tiles.' },
  { name: 'solve-button', description: 'AUTO SOLVE (also a button part).' },
  { name: 'notice', description: 'The alert line and the list of bad attribute values.' },
  {
    name: 'attribute-problems',
    description: 'The list of attribute values the element could not use (also a notice part).',
  },
];

export const SLOTS = [
  {
    name: 'reachable-note',
    description:
      'Your note next to the count of reachable arrangements (under More controls), e.g. why the 3x3+1 count is what it is.',
  },
];
