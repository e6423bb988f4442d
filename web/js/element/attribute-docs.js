// attribute-docs.js: the words of <slide-puzzle>'s attribute reference (the allowed values and one
// line of description) and its live example, by attribute name. docs.html, custom-elements.json and
// the package's declarations and README read them with attributes.js's rows
// (documentedAttributes); the element itself never needs them, so they stay out of its download.
import { ATTRIBUTES } from './attributes.js';

/** @type {Record<string, { values: string, description: string }>} */
export const ATTRIBUTE_DOCS = {
  puzzle: {
    values:
      'a puzzle the core knows: 15, 8, 24, 3x3+1, or a grid WxH with sides from 2 to 7 and at most 25 cells, such as 4x3, 2x6 or 7x3',
    description:
      'Which puzzle to play; a change after load rebuilds the element with the new puzzle.',
  },
  board: {
    values: 'the tile in each cell, row by row, 0 for the gap, separated by commas or spaces',
    description: 'The start position; a link shared through share-key takes precedence over it.',
  },
  difficulty: {
    values:
      'easy, normal, hard, expert (on the 15-puzzle a shortest solution of 30–34, 38–42, 46–50 or 52–56 moves, proven by the solver), random (any solvable position), or a number of random moves',
    description:
      'Shuffles the puzzle on load, as the Shuffle buttons do; ignored when board is set.',
  },
  seed: {
    values: 'a whole number from 0 to 2^53',
    description: 'Makes the difficulty shuffle the same on every load.',
  },
  heuristic: {
    values:
      "auto (the strongest available), or an id from the core's registry that applies to the puzzle (the reference page lists them)",
    description:
      'The heuristic AUTO SOLVE uses; one that needs tables is used once they are ready, the strongest other one until then.',
  },
  algorithm: {
    values: 'ida (IDA*), astar (A*), bfs (breadth-first)',
    description: 'The search AUTO SOLVE runs.',
  },
  controls: {
    values: 'all, none, or any of shuffle, solve, play, more separated by spaces',
    description:
      "Which groups of controls show: shuffle (the Shuffle buttons), solve (the AI solver box and the pattern databases' status), play (Undo, Hint) and more (More controls).",
  },
  stats: {
    values:
      'live (numbers update during the search), summary (only the final numbers), off (no statistics)',
    description: 'How the search statistics show.',
  },
  autosolve: {
    values:
      'load (as soon as the puzzle is ready), visible (the first time it is scrolled into view)',
    description: 'Starts AUTO SOLVE by itself, once; use it with board or difficulty.',
  },
  autoplay: {
    values: 'on or off',
    description: 'Whether a found solution starts playing by itself (off: it waits for Play).',
  },
  speed: {
    values: 'moves per second, a whole number from 1 to 20',
    description: 'How fast a solution plays (the reader can change it under More controls).',
  },
  picture: {
    values:
      "an image URL; a relative one resolves against the page's URL (its <base>), as an <img src> in the page would",
    description:
      'Pieces of a picture instead of numbers; a picture that fails to load falls back to numbers with a notice.',
  },
  numbers: {
    values: 'present (or on) to show them, absent (or off) to hide them',
    description: 'Numbers on the picture pieces.',
  },
  theme: {
    values:
      'auto (follows the host page: the color-scheme it declares, else the background it paints behind the element, else its canvas), light, dark',
    description: 'Colour scheme; light and dark also paint the element its own background.',
  },
  'share-key': {
    values: 'a short name of letters, digits, "-", "_" or "." (at most 40)',
    description:
      "Keeps the position in the URL fragment as key=value and loads it from shared links, only while the fragment is empty or key=value pairs (a host's #anchor is never touched) and changing only its own pair; a second element with the same key says so and leaves the URL alone.",
  },
  tables: {
    values:
      'auto (prepare the pattern databases as soon as the solver is ready), manual (only when the reader presses Build)',
    description:
      'When a puzzle that can have pattern databases loads or builds them (the 4×4 and the 5×5: 5.8 and 12.9 MB, built in about 5 and 12 s the first time, then kept in the browser).',
  },
  label: {
    values: 'any text',
    description: "The board's accessible name, read by screen readers.",
  },
  lang: {
    values:
      'a language tag: en or ja (a regional tag such as ja-JP uses its language; one without a table uses English)',
    description:
      "The language of every word the element shows (labels, statistics, notices, accessible names). Without it: the nearest ancestor's lang, then <html lang>, then the browser's language, then English. A change (of either) re-words the element in place.",
  },
  'time-limit': {
    values: 'a whole number of seconds from 1 to 600',
    description:
      'How long AUTO SOLVE searches on a board bigger than the 15-puzzle (24, 5x4, …), where the shortest solution may be out of reach: it plays the best solution found by then and says how close to the shortest it is proven to be.',
  },
  'compare-with': {
    values: 'another puzzle name, as for puzzle',
    description:
      "Compares this puzzle's last solve with that puzzle's last solve on the same page.",
  },
};

const TWO_AWAY_8 = '1 2 3 4 5 6 0 7 8';

// Each attribute's live example on docs.html: html, and a script with its run (the script as the
// reader would write it; run does the same on the page). The 8-puzzle where the attribute allows:
// its solver is ready at once, so a reader scrolling the page never waits for tables.
/** @type {Record<string, { html: string, script?: string, run?: Function }>} */
const ATTRIBUTE_EXAMPLES = {
  puzzle: { html: '<slide-puzzle puzzle="3x3+1" controls="shuffle solve"></slide-puzzle>' },
  board: {
    html: `<slide-puzzle puzzle="8" board="${TWO_AWAY_8}" controls="solve"></slide-puzzle>`,
  },
  difficulty: {
    html: '<slide-puzzle puzzle="8" difficulty="hard" controls="solve"></slide-puzzle>',
  },
  seed: {
    html: '<slide-puzzle puzzle="8" difficulty="expert" seed="2024" controls="solve"></slide-puzzle>',
  },
  // The ids come from the core's registry (web/js spells none): the live example lists them.
  heuristic: {
    html: '<slide-puzzle id="heuristic-demo" puzzle="8" difficulty="hard" seed="5" heuristic="auto" controls="solve more"></slide-puzzle>',
    script: `<script type="module">
  const info = await document.getElementById('heuristic-demo').ready;
  console.log(\`heuristic ids for the \${info.name}-puzzle: \${info.heuristics.map((row) => row.id).join(', ')}\`);
</script>`,
    run: async (host, log) => {
      const info = await host.querySelector('slide-puzzle').ready;
      log(
        `heuristic ids for the ${info.name}-puzzle: ${info.heuristics.map((row) => row.id).join(', ')}`,
      );
    },
  },
  algorithm: {
    html: '<slide-puzzle puzzle="8" difficulty="hard" seed="5" algorithm="astar" controls="solve more"></slide-puzzle>',
  },
  controls: {
    html: '<slide-puzzle puzzle="8" difficulty="normal" controls="play"></slide-puzzle>',
  },
  stats: {
    html: '<slide-puzzle puzzle="8" difficulty="expert" seed="9" stats="summary" controls="solve"></slide-puzzle>',
  },
  autosolve: {
    html: '<slide-puzzle puzzle="8" difficulty="normal" autosolve="visible" controls="solve"></slide-puzzle>',
  },
  autoplay: {
    html: '<slide-puzzle puzzle="8" difficulty="normal" autosolve="visible" autoplay="off" controls="solve"></slide-puzzle>',
  },
  speed: {
    html: '<slide-puzzle puzzle="8" difficulty="normal" autosolve="visible" speed="1" controls="solve"></slide-puzzle>',
  },
  picture: {
    html: '<slide-puzzle puzzle="3x3+1" picture="img/lighthouse.svg" controls="shuffle solve"></slide-puzzle>',
  },
  numbers: {
    html: '<slide-puzzle puzzle="3x3+1" picture="img/lighthouse.svg" numbers controls="shuffle"></slide-puzzle>',
  },
  theme: { html: '<slide-puzzle puzzle="8" theme="dark" controls="shuffle solve"></slide-puzzle>' },
  'share-key': {
    html: '<slide-puzzle puzzle="8" share-key="docs" controls="shuffle"></slide-puzzle>',
  },
  tables: {
    html: '<slide-puzzle puzzle="15" tables="manual" controls="solve more"></slide-puzzle>',
  },
  lang: { html: '<slide-puzzle puzzle="8" lang="ja" controls="shuffle solve"></slide-puzzle>' },
  label: {
    html: '<slide-puzzle puzzle="8" label="Lunch-break puzzle" controls="none" stats="off"></slide-puzzle>',
  },
  'time-limit': {
    html: '<slide-puzzle puzzle="24" difficulty="normal" time-limit="3" tables="manual" controls="solve"></slide-puzzle>',
  },
  'compare-with': {
    html: '<slide-puzzle puzzle="8" compare-with="3x3+1" controls="shuffle solve more"></slide-puzzle>',
  },
};

/**
 * Every attribute row with its words and its example.
 * @returns {Array<import('./attributes.js').AttributeRow &
 *   { values: string, description: string, example: object }>}
 */
export function documentedAttributes() {
  return ATTRIBUTES.map((row) => ({
    ...row,
    ...ATTRIBUTE_DOCS[row.name],
    example: ATTRIBUTE_EXAMPLES[row.name],
  }));
}
