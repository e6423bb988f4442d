// page.js: the demo page's own wiring: the language and theme switches, the table of the reader's
// searches (feel-table.js), the Embed dialog (embed-dialog.js) and a shared link's choice of
// puzzle.

import '../element/slide-puzzle.js';
import { setUpThemeSwitch } from './theme-switch.js';
import { setUpLanguageSwitch, pageText } from './page-language.js';
import { readHashValue, writeHashValue } from '../element/hash-state.js';
import { setUpFeelTable } from './feel-table.js';
import { setUpEmbedDialog } from './embed-dialog.js';

setUpLanguageSwitch(document.querySelector('.language-switch'));
setUpThemeSwitch(document.querySelector('.theme-switch:not(.language-switch)'));
setUpFeelTable(
  /** @type {HTMLElement} */ (document.getElementById('fifteen')),
  /** @type {HTMLTableElement} */ (document.querySelector('.feel-table')),
);
setUpEmbedDialog(
  /** @type {HTMLDialogElement} */ (document.querySelector('.embed-dialog')),
  /** @type {HTMLButtonElement} */ (document.querySelector('.embed-open')),
  /** @type {HTMLElement} */ (document.getElementById('fifteen')),
);

// The demo page's fragment: each element keeps its position under its own share-key ("b" for the
// 15-puzzle, "pic" for the picture puzzle, see index.html), and the page adds one key of its own,
// PAGE_KEY=<puzzle name>: the puzzle last played, which a shared link brings into view. The element
// knows nothing of this key; the page writes it whenever an element has written its own pair.
const PAGE_KEY = 'p';

function followSharedLink() {
  const name = readHashValue(PAGE_KEY);
  const warning = document.getElementById('link-warning');
  warning.hidden = true;
  if (name === undefined) return;
  /** @type {(Element & { ready?: Promise<unknown> }) | undefined} */
  const target = [...document.querySelectorAll('slide-puzzle')].find(
    (element) => element.getAttribute('puzzle') === name,
  );
  if (!target) {
    pageText('page.unknownPuzzle', { name: name.slice(0, 40) }).then((text) => {
      warning.textContent = text;
      warning.hidden = false;
    });
    return;
  }
  target.ready.then(() => target.scrollIntoView({ block: 'start' })).catch(() => {});
}

document.addEventListener('slide-share', (event) => {
  const element = /** @type {Element} */ (event.target);
  writeHashValue(PAGE_KEY, element.getAttribute('puzzle') || '15');
});

followSharedLink();
