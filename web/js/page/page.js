// page.js: the demo page's own wiring: the theme switch and a shared link's choice of puzzle.

import '../element/slide-puzzle.js';
import { setUpThemeSwitch } from './theme-switch.js';
import { readHash } from '../element/hash-state.js';

setUpThemeSwitch(document.querySelector('.theme-switch'));

// "#p=<puzzle>" says which puzzle a shared link is about: bring that one into view. Each element
// restores its own position from its own key.
function followSharedLink() {
  const name = readHash().get('p');
  const warning = document.getElementById('link-warning');
  warning.hidden = true;
  if (name === undefined) return;
  /** @type {(Element & { ready?: Promise<unknown> }) | undefined} */
  const target = [...document.querySelectorAll('slide-puzzle')].find((element) => element.getAttribute('puzzle') === name);
  if (!target) {
    warning.textContent = `The link asks for a puzzle called "${name.slice(0, 40)}", which this page does not have. The page's puzzles are shown as usual.`;
    warning.hidden = false;
    return;
  }
  target.ready.then(() => target.scrollIntoView({ block: 'start' })).catch(() => {});
}

followSharedLink();
