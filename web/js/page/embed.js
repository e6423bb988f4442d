// embed.js: the iframe page's script: turns embed.html's URL parameters into the element's
// attributes, shows what it ignored, and reports the frame's height to the host page.
//
// Parameter name = attribute name, for the names in EMBED_ATTRIBUTES only (share-key is left out on
// purpose: an iframe's URL is not the reader's to share). The element judges each value itself and
// says inside its box what it fell back to; this page only adds a message for parameters it does
// not pass on.
// A boolean attribute (numbers) is set by the parameter's presence, whatever its value.
// `lang` sets the page's language, which the element inherits.
//
// Height: every time the content's height changes the page posts
// { type: 'slide-puzzle:height', height } (CSS pixels) to its parent; the README has the host's
// listener.

import '../element/slide-puzzle.js';
import './page-words.js';
import {
  DEFAULT_LANGUAGE,
  Translator,
  languageOf,
  loadLanguage,
  msg,
  verbatim,
} from '../i18n/i18n.js';

export const EMBED_ATTRIBUTES = [
  'puzzle',
  'board',
  'difficulty',
  'seed',
  'heuristic',
  'algorithm',
  'controls',
  'stats',
  'autosolve',
  'autoplay',
  'speed',
  'picture',
  'numbers',
  'theme',
  'tables',
  'label',
];
export const HEIGHT_MESSAGE = 'slide-puzzle:height';
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

const frame = /** @type {HTMLElement} */ (document.getElementById('frame'));
const messageBox = /** @type {HTMLElement} */ (document.getElementById('embed-message'));
const notes = []; // messages (../i18n/i18n.js), worded in the page's language

function showNotes() {
  const lang = languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  // Only English comes with the element; another language's table is fetched first.
  loadLanguage(lang).then(() => {
    const translator = new Translator(lang);
    messageBox.textContent = notes
      .map((note) => translator.word(note))
      .join(translator.t('join.sentences'));
    messageBox.hidden = notes.length === 0;
  });
}

// Reads the query into attributes, noting what it leaves out.
function readParameters() {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  const ignored = [];
  const repeated = new Set();
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (name === 'lang') {
      if (LANGUAGE_TAG.test(value)) document.documentElement.lang = value;
      else notes.push(msg('embed.badLang', { value: verbatim(value) }));
    } else if (!EMBED_ATTRIBUTES.includes(name)) {
      if (!ignored.includes(name)) ignored.push(name);
    } else if (attributes.has(name)) {
      repeated.add(name);
    } else {
      attributes.set(name, value);
    }
  }
  for (const name of repeated) notes.push(msg('embed.repeated', { name: verbatim(name) }));
  if (ignored.length > 0) {
    const list = verbatim(ignored.map((name) => `"${name}"`).join(', '));
    notes.push(
      msg('embed.ignored', {
        n: ignored.length,
        list,
        known: verbatim(EMBED_ATTRIBUTES.join(', ')),
      }),
    );
  }
  return attributes;
}

/** @param {Map<string, string>} attributes */
function createPuzzle(attributes) {
  const element = document.createElement('slide-puzzle');
  for (const [name, value] of attributes) element.setAttribute(name, value);
  // The frame's colour scheme follows an explicit theme, so the browser paints the frame's canvas
  // to match.
  const theme = attributes.get('theme');
  if (theme === 'light' || theme === 'dark') {
    document.documentElement.style.colorScheme = theme;
    document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
  }
  frame.append(element);
  return element;
}

// A puzzle name the core does not know is the element's own bad attribute: it shows the 15-puzzle
// with a line saying so (attribute-problems.js), so the frame has nothing to replace. A solver that
// cannot start at all is also reported inside the element; the frame only keeps its height current.
/** @param {Map<string, string>} attributes */
async function start(attributes) {
  const element = createPuzzle(attributes);
  try {
    await /** @type {any} */ (element).ready;
  } catch {
    // the element says what went wrong
  } finally {
    postHeight();
  }
}

// Posts the content's height when it changes. A ResizeObserver sees every change while the frame is
// painted, but Chromium does not paint (nor observe) a cross-origin frame outside the viewport,
// where the puzzle still changes (tables loading, a shuffle or a solve started by its attributes).
// So the height is also measured, which forces layout, once the puzzle has started and then every
// CHECK_MS: the host can size the frame before the reader scrolls to it, not make the text jump
// then.
const CHECK_MS = 1000;
let lastHeight = -1;
function postHeight() {
  if (window.parent === window) return;
  const height = Math.ceil(frame.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, '*');
}

const attributes = readParameters();
showNotes();
new ResizeObserver(postHeight).observe(frame);
start(attributes);
if (window.parent !== window) setInterval(postHeight, CHECK_MS);
