// lab-page.js: the lab page's own wiring (web/lab.html): the element script (which defines <slide-puzzle> and <slide-lab>) and the language and theme switches.

import '../element/slide-puzzle.js';
import { setUpThemeSwitch } from './theme-switch.js';
import { setUpLanguageSwitch } from './page-language.js';

setUpLanguageSwitch(document.querySelector('.language-switch'));
setUpThemeSwitch(document.querySelector('.theme-switch:not(.language-switch)'));
