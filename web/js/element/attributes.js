// attributes.js: every attribute of <slide-puzzle> in one table (property, default, choices,
// parser): the element, docs.html and custom-elements.json all read it (the reference's words are
// in attribute-docs.js).
//
// A parser takes the attribute's text (null when absent) and returns { value } or, for a value it
// cannot use, { problem } (what was wrong, in a few words): the element then uses `fallback` (the
// default unless the row says otherwise), shows the problem inside itself and warns once. Rows
// whose
// `checkedByCore` is true are only read for form here: whether "banana" is a puzzle, or an id one
// of its heuristics, is the core's to say (web/ holds no puzzle rules), so the element asks it.
// This module touches no DOM, so node can import it (tools/custom-elements-manifest.mjs).

// Difficulty words and the article's shuffle lengths for them; the positions come from the core,
// proven to lie in each difficulty's band of optimal distances (15-puzzle: 30–34, 38–42, 46–50,
// 52–56).
export const DIFFICULTY_MOVES = { easy: 15, normal: 30, hard: 50, expert: 80 };
export const CONTROL_GROUPS = ['shuffle', 'solve', 'play', 'more'];
const MAX_SEED = 2 ** 53; // the core reads seeds as whole numbers up to 2^53
const MAX_WALK = 100000; // the core's limit on a random walk

const ok = (value) => ({ value });
// A problem is a message for the language tables (../i18n/): a key and its parameters (text, not
// words: the values the reader typed or may type).
const problem = (key, params = {}) => ({
  problem: {
    key,
    params: Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, { verbatim: String(v) }]),
    ),
  },
});

function oneOf(values) {
  return (text) => {
    const word = text.trim().toLowerCase();
    return values.includes(word)
      ? ok(word)
      : problem('problem.useOneOf', { values: values.join(', ') });
  };
}

// HTML's boolean attributes mean "on" when present; "off" and "false" are also read as off,
// because bloggers write them.
function onOff(text) {
  const word = text.trim().toLowerCase();
  if (['', 'on', 'true', 'yes'].includes(word)) return ok(true);
  if (['off', 'false', 'no'].includes(word)) return ok(false);
  return problem('problem.onOff');
}

function wholeNumber(text, min, max) {
  const word = text.trim();
  if (!/^\d+$/.test(word)) return problem('problem.wholeNumber', { min, max });
  const number = Number(word);
  return number >= min && number <= max ? ok(number) : problem('problem.wholeNumber', { min, max });
}

function nonEmpty(text) {
  const word = text.trim();
  return word ? ok(word) : problem('problem.empty');
}

/**
 * @typedef {object} AttributeRow
 * @property {string} name          the attribute
 * @property {string} property      the property that reads and sets it
 * @property {'string'|'number'|'boolean'} type  the property's type
 * @property {any} default          the value in effect when the attribute is absent
 * @property {any} [fallback]       the value in effect for a bad value, when it is not the default
 * @property {string} defaultText   the default as the reference and the element's notices say it
 * @property {string[]} [choices]  the whole list, for attributes that take one of a few words
 * @property {boolean} [checkedByCore] the core decides whether the value exists
 * @property {(text: string) => { value?: any, problem?: object }} parse for a present attribute
 *   (problem: a message)
 * @property {(value: any) => string | null} [toAttribute] property value -> attribute text (null
 *   removes it)
 */

/** @type {AttributeRow[]} */
export const ATTRIBUTES = [
  {
    name: 'puzzle',
    property: 'puzzle',
    type: 'string',
    default: '15',
    defaultText: '15',
    checkedByCore: true,
    parse: nonEmpty,
  },
  {
    name: 'board',
    property: 'board',
    type: 'string',
    default: null,
    defaultText: 'the goal (or a difficulty shuffle)',
    checkedByCore: true,
    parse: nonEmpty,
  },
  {
    name: 'difficulty',
    property: 'difficulty',
    type: 'string',
    default: null,
    defaultText: 'none (the goal)',
    parse: (text) => {
      const word = text.trim().toLowerCase();
      if (word in DIFFICULTY_MOVES || word === 'random') return ok(word);
      const moves = wholeNumber(word, 1, MAX_WALK);
      return moves.problem ? problem('problem.difficulty', { max: MAX_WALK }) : ok(word);
    },
  },
  {
    name: 'seed',
    property: 'seed',
    type: 'number',
    default: null,
    defaultText: 'a new random seed each time',
    parse: (text) => wholeNumber(text, 0, MAX_SEED),
  },
  {
    name: 'heuristic',
    property: 'heuristic',
    type: 'string',
    default: 'auto',
    defaultText: 'auto',
    checkedByCore: true,
    parse: (text) => ok(text.trim().toLowerCase() || 'auto'),
  },
  {
    name: 'algorithm',
    property: 'algorithm',
    type: 'string',
    default: 'ida',
    defaultText: 'ida',
    choices: ['ida', 'astar', 'bfs'],
    parse: oneOf(['ida', 'astar', 'bfs']),
  },
  {
    name: 'controls',
    property: 'controls',
    type: 'string',
    default: 'all',
    defaultText: 'all',
    parse: (text) => {
      const words = text
        .trim()
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      if (words.length === 1 && (words[0] === 'all' || words[0] === 'none')) return ok(words[0]);
      const unknown = words.filter((word) => !CONTROL_GROUPS.includes(word));
      if (words.length === 0 || unknown.length > 0)
        return problem('problem.controls', { groups: CONTROL_GROUPS.join(', ') });
      return ok(CONTROL_GROUPS.filter((group) => words.includes(group)).join(' '));
    },
  },
  {
    name: 'stats',
    property: 'stats',
    type: 'string',
    default: 'live',
    defaultText: 'live',
    choices: ['live', 'summary', 'off'],
    parse: oneOf(['live', 'summary', 'off']),
  },
  {
    name: 'autosolve',
    property: 'autosolve',
    type: 'string',
    default: null,
    defaultText: 'none',
    choices: ['load', 'visible'],
    parse: oneOf(['load', 'visible']),
  },
  {
    name: 'autoplay',
    property: 'autoplay',
    type: 'boolean',
    default: true,
    defaultText: 'on',
    parse: onOff,
    toAttribute: (value) => (value === false ? 'off' : null),
  },
  {
    name: 'speed',
    property: 'speed',
    type: 'number',
    default: 4,
    defaultText: '4',
    parse: (text) => wholeNumber(text, 1, 20),
  },
  {
    name: 'picture',
    property: 'picture',
    type: 'string',
    default: null,
    defaultText: 'none (numbered tiles)',
    parse: nonEmpty,
  },
  {
    name: 'numbers',
    property: 'numbers',
    type: 'boolean',
    default: false,
    defaultText: 'off',
    parse: onOff,
    toAttribute: (value) => (value ? '' : null),
  },
  {
    name: 'theme',
    property: 'theme',
    type: 'string',
    default: 'auto',
    defaultText: 'auto',
    choices: ['auto', 'light', 'dark'],
    parse: oneOf(['auto', 'light', 'dark']),
  },
  {
    name: 'share-key',
    property: 'shareKey',
    type: 'string',
    default: null,
    defaultText: 'none (the URL is never touched)',
    parse: (text) =>
      /^[A-Za-z0-9_.-]{1,40}$/.test(text.trim()) ? ok(text.trim()) : problem('problem.shareKey'),
  },
  {
    name: 'tables',
    property: 'tables',
    type: 'string',
    default: 'auto',
    defaultText: 'auto',
    choices: ['auto', 'manual'],
    parse: oneOf(['auto', 'manual']),
  },
  {
    name: 'label',
    property: 'label',
    type: 'string',
    default: null,
    defaultText: '"<puzzle> puzzle"',
    parse: nonEmpty,
  },
  {
    // HTMLElement's own lang property reflects it (the element defines none): '' when absent.
    name: 'lang',
    property: 'lang',
    type: 'string',
    default: '',
    defaultText: "the page's language",
    parse: (text) => {
      const tag = text.trim();
      if (!tag) return ok(''); // lang="" is HTML's "unknown": inherit
      try {
        return ok(Intl.getCanonicalLocales(tag)[0]);
      } catch {
        return problem('problem.lang');
      }
    },
  },
  {
    // Seconds of search on a board bigger than the 15-puzzle, where AUTO SOLVE runs the anytime
    // search: its best solution when the time is up (the worker's default is also 10).
    name: 'time-limit',
    property: 'timeLimit',
    type: 'number',
    default: 10,
    defaultText: '10 seconds',
    parse: (text) => wholeNumber(text, 1, 600),
  },
  {
    name: 'compare-with',
    property: 'compareWith',
    type: 'string',
    default: null,
    defaultText: 'none',
    checkedByCore: true,
    parse: nonEmpty,
  },
];

export const attributeNames = ATTRIBUTES.map((row) => row.name);
export const attributeRow = (name) => ATTRIBUTES.find((row) => row.name === name);

// The value in effect for the attribute's text: { value } or { value: fallback, problem }.
export function readAttribute(row, text) {
  if (text === null || text === undefined) return { value: row.default };
  const parsed = row.parse(String(text));
  if (parsed.problem)
    return {
      value: row.fallback === undefined ? row.default : row.fallback,
      problem: parsed.problem,
    };
  return { value: parsed.value };
}

// The attribute text a property assignment writes (null removes the attribute).
export function attributeText(row, value) {
  if (row.toAttribute) return row.toAttribute(value);
  return value === null || value === undefined ? null : String(value);
}
