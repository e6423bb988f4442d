// lab-api.js: <slide-lab>'s public face as data (attributes, methods, the result event, parts),
// read by docs.html's reference (web/js/page/docs.js) and tools/custom-elements-manifest.mjs, so
// the two never drift from the element.
//
// Not imported by the element itself: the shell (lab-element.js) must stay small, and this module
// reads the experiments' registry. What each experiment's `detail` holds: README, "The lab".

import { EXPERIMENTS } from './registry.js';

const ids = EXPERIMENTS.map((row) => row.id);

export const LAB_ATTRIBUTES = [
  {
    name: 'experiment',
    default: ids[0],
    type: ids.map((id) => `"${id}"`).join(' | '),
    values: ids.join(', '),
    description:
      "Which of the article's lessons to run. A change after load shows the new experiment (its Run button, or a run at once with autorun).",
  },
  {
    name: 'puzzle',
    default: null,
    type: 'string',
    values: EXPERIMENTS.map((row) => `${row.id}: ${row.puzzles.join(', ')}`).join('; '),
    description:
      "The puzzle the experiment runs on, among those it allows; without it, the experiment's own default.",
  },
  {
    name: 'board',
    default: null,
    type: 'string',
    values:
      'the tile in each cell, row by row, 0 for the gap, separated by commas or spaces; read by the core for that puzzle',
    description:
      "The start position; without it, the experiment's own (a fresh shuffle, the goal, or a swapped goal). A board the core refuses is reported with its reason.",
  },
  {
    name: 'autorun',
    default: null,
    type: 'boolean',
    values: 'present or absent',
    description: 'Run on load; otherwise a Run button starts the experiment.',
  },
  {
    name: 'lang',
    default: null,
    type: 'string',
    values: 'en, ja',
    description: "The language, as <slide-puzzle>'s: else the page's, else the browser's.",
  },
];

export const LAB_METHODS = [
  {
    name: 'run',
    type: '() => Promise<object | null>',
    description:
      "Runs the experiment, as the Run button does; resolves with the result's detail, or null if it was cancelled or failed (the element says why).",
  },
  {
    name: 'cancel',
    type: '() => void',
    description: 'Stops the experiment under way in the worker, as its Cancel button does.',
  },
];

export const LAB_EVENTS = [
  {
    name: 'slide-lab-result',
    detail: "{ experiment, puzzle, ...the experiment's table as plain data }",
    description:
      'When an experiment finishes (bubbles, composed). Each experiment\'s fields are listed in the README ("The lab"); every number is the core\'s.',
  },
];

export const LAB_PARTS = [
  { name: 'lab', description: 'The whole experiment.' },
  { name: 'title', description: 'Its title line.' },
  { name: 'controls', description: "The row of Run, Cancel and the experiment's own controls." },
  { name: 'button', description: 'Every button.' },
  { name: 'run-button', description: 'The Run button.' },
  { name: 'notice', description: 'The list of attribute problems, when there are any.' },
];
