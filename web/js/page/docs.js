// docs.js: builds docs.html's reference from attributes.js and element-api.js, each entry with its
// snippet and the same snippet rendered live beside it.
//
// A live example is created when it comes near the screen, and at most MAX_LIVE stay: all share the
// page's one solver, but fifty live elements would still mean fifty boards, timers and observers. A
// removed example keeps its height, so nothing moves; an example not yet shown reserves about its
// height.
const MAX_LIVE = 8;
const rendered = []; // live panes, oldest first

import '../element/slide-puzzle.js';
import { documentedAttributes } from '../element/attribute-docs.js';
import { CSS_PROPERTIES, EVENTS, PARTS, PROPERTIES, SLOTS } from '../element/element-api.js';
import { CSS_SAMPLES, EVENT_EXAMPLES, PROPERTY_EXAMPLES } from './docs-examples.js';
import { LAB_ATTRIBUTES, LAB_EVENTS, LAB_METHODS, LAB_PARTS } from '../lab/lab-api.js';

const ATTRIBUTES_DOCUMENTED = documentedAttributes();

const live = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const pane = /** @type {HTMLElement} */ (entry.target);
      if (entry.isIntersecting) render(pane);
    }
  },
  { rootMargin: '600px 0px' },
);

// example: { html, script?, run? }: html goes into the snippet and the live pane; script (text) is
// shown after it; run(pane, log) does in the live pane what the script does.
const examples = new Map(); // live pane -> example

function render(pane) {
  if (pane.dataset.rendered) return;
  const example = examples.get(pane);
  pane.dataset.rendered = 'true';
  pane.style.minHeight = '';
  rendered.push(pane);
  const onScreen = (other) => {
    const box = other.getBoundingClientRect();
    return box.bottom > -innerHeight && box.top < 2 * innerHeight;
  };
  while (rendered.length > MAX_LIVE) {
    const far = rendered.find((other) => other !== pane && !onScreen(other));
    if (!far) break;
    unrender(far);
  }
  const host = document.createElement('div');
  host.className = 'live-host';
  // Our own constant markup (docs-examples.js), never the reader's.
  host.innerHTML = example.html;
  pane.append(host);
  if (example.run) {
    const output = document.createElement('pre');
    output.className = 'event-log';
    output.setAttribute('aria-live', 'polite');
    output.textContent = 'Output:';
    const lines = [];
    const log = (text) => {
      lines.push(text);
      output.textContent = ['Output:', ...lines.slice(-5)].join('\n');
    };
    pane.append(output);
    example.run(host, log);
  }
}

// Far off screen: the example goes (its requests to the solver with it), keeping its height so
// nothing jumps.
function unrender(pane) {
  if (!pane.dataset.rendered) return;
  rendered.splice(rendered.indexOf(pane), 1);
  pane.style.minHeight = `${pane.getBoundingClientRect().height}px`;
  pane.querySelector('.live-host')?.remove();
  pane.querySelector('.event-log')?.remove();
  delete pane.dataset.rendered;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function code(text) {
  const node = element('code', text);
  return node;
}

// One reference entry: the heading, its words and facts, the snippet, and the live pane.
function entry({ id, title, description, facts = [], example }) {
  const section = element('section', undefined, 'entry');
  section.id = id;
  const text = element('div');
  const heading = element('h3');
  heading.append(code(title));
  text.append(heading, element('p', description));
  if (facts.length) {
    const list = element('dl', undefined, 'facts');
    for (const [term, value] of facts) list.append(element('dt', term), element('dd', value));
    text.append(list);
  }
  const snippetText = example.script ? `${example.html}\n${example.script}` : example.html;
  const snippet = element('div', undefined, 'snippet');
  const pre = element('pre');
  // A snippet wider than its box scrolls; keyboard readers need to reach it to scroll it.
  pre.tabIndex = 0;
  pre.append(code(snippetText));
  const copy = element('button', 'Copy', 'copy');
  copy.type = 'button';
  copy.setAttribute('aria-label', `Copy the ${title} example`);
  copy.addEventListener('click', () => copyText(snippetText, copy));
  snippet.append(pre, copy);
  text.append(snippet);
  const pane = element('div', undefined, 'live');
  // The element's height does not depend on its solver (every control is there from the start),
  // only on which groups show; these reserve about that much before it is created.
  const boardOnly = /controls="none"/.test(example.html) && /stats="off"/.test(example.html);
  pane.classList.add(boardOnly ? 'reserve-board' : 'reserve-full');
  pane.append(element('p', 'Live', 'live-label'));
  examples.set(pane, example);
  section.append(text, pane);
  live.observe(pane);
  return section;
}

// The clipboard needs a secure context and permission; where it is refused, the button says so
// and the snippet is selected for a manual copy instead.
async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    const selection = getSelection();
    selection.selectAllChildren(button.previousElementSibling);
    button.textContent = 'Selected: press Ctrl+C';
  }
  setTimeout(() => (button.textContent = 'Copy'), 2500);
}

function fill(id, entries) {
  document.getElementById(id).append(...entries);
}

fill(
  'attribute-list',
  ATTRIBUTES_DOCUMENTED.map((row) =>
    entry({
      id: `attr-${row.name}`,
      title: row.name,
      description: row.description,
      facts: [
        ['Property', `${row.property} (${row.type})`],
        ['Default', row.defaultText],
        ['Values', row.values],
      ],
      example: row.example,
    }),
  ),
);

fill(
  'property-list',
  PROPERTIES.map((property) =>
    entry({
      id: `prop-${property.name}`,
      title: property.name,
      description: property.description,
      facts: [['Type', property.type]],
      example: PROPERTY_EXAMPLES[property.name],
    }),
  ),
);

fill(
  'event-list',
  EVENTS.map((event) =>
    entry({
      id: `event-${event.name}`,
      title: event.name,
      description: event.description,
      facts: [['event.detail', event.detail]],
      example: EVENT_EXAMPLES[event.name],
    }),
  ),
);

fill(
  'css-property-list',
  CSS_PROPERTIES.map((property) =>
    entry({
      id: `css-${property.name.slice(2)}`,
      title: property.name,
      description: property.description,
      facts: [['Default', property.default]],
      example: {
        html:
          `<slide-puzzle puzzle="8" ${CSS_SAMPLES[property.name].attributes}\n` +
          `  style="${property.name}: ${CSS_SAMPLES[property.name].value}"></slide-puzzle>`,
      },
    }),
  ),
);

fill(
  'part-list',
  PARTS.map((part) =>
    entry({
      id: `part-${part.name}`,
      title: `::part(${part.name})`,
      description: part.description,
      example: {
        html:
          `<style>\n  #${part.name}-demo::part(${part.name}) ` +
          '{ outline: 3px dashed #2457c5; outline-offset: 2px; }\n</style>\n' +
          `<slide-puzzle id="${part.name}-demo" puzzle="8" board="1 2 3 4 5 6 7 0 8" ` +
          `theme="${['notice', 'attribute-problems'].includes(part.name) ? 'purple' : 'auto'}" ` +
          'controls="solve play"></slide-puzzle>',
      },
    }),
  ),
);

fill(
  'slot-list',
  SLOTS.map((slot) =>
    entry({
      id: `slot-${slot.name}`,
      title: `slot="${slot.name}"`,
      description: `${slot.description} It shows under More controls.`,
      example: {
        html:
          `<slide-puzzle puzzle="3x3+1" controls="more">\n  <span slot="${slot.name}">` +
          'Only one piece can ever enter the slot, so fewer arrangements are reachable than ' +
          'parity suggests.</span>\n</slide-puzzle>',
      },
    }),
  ),
);

// <slide-lab>: its attributes, methods, event and parts as definition lists (lab-api.js), no live
// panes: the lab page shows every experiment running.
function labList(heading, rows, fact) {
  const group = element('section', undefined, 'lab-entry');
  group.id = `lab-${heading.toLowerCase()}`;
  group.append(element('h3', heading));
  const list = element('dl', undefined, 'facts');
  for (const row of rows) {
    const term = element('dt');
    term.append(code(row.name));
    const words = element('dd', row.description);
    if (fact(row)) words.append(element('br'), element('span', fact(row), 'lab-fact'));
    list.append(term, words);
  }
  group.append(list);
  return group;
}

fill('lab-reference', [
  labList(
    'Attributes',
    LAB_ATTRIBUTES,
    (row) => `Values: ${row.values}. Default: ${row.default ?? 'none'}.`,
  ),
  labList('Methods', LAB_METHODS, (row) => row.type),
  labList('Events', LAB_EVENTS, (row) => `event.detail: ${row.detail}`),
  labList('Parts', LAB_PARTS, () => ''),
]);

// A snippet that names this site's own files (embed.html) is written with a relative URL in
// docs.html; here it gets the absolute one of wherever the site is served, so it runs as written
// when pasted into another site's page.
for (const snippet of document.querySelectorAll('pre[data-site-urls] code')) {
  snippet.textContent = snippet.textContent.replaceAll(
    'src="embed.html',
    `src="${new URL('../../embed.html', import.meta.url).href}`,
  );
}
