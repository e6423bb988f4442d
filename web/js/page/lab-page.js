// lab-page.js: the lab page's own wiring (web/lab.html): the element script (which defines
// <slide-puzzle> and <slide-lab>), the lab's words (the page's title is among them), and the
// language and theme switches.

import '../element/slide-puzzle.js';
import { addWords } from '../i18n/i18n.js';
import labEn from '../lab/i18n/en.js';
import labJa from '../lab/i18n/ja.js';
import { setUpThemeSwitch } from './theme-switch.js';
import { setUpLanguageSwitch } from './page-language.js';

addWords('en', labEn);
addWords('ja', labJa);
setUpLanguageSwitch(document.querySelector('.language-switch'));
setUpThemeSwitch(document.querySelector('.theme-switch:not(.language-switch)'));
