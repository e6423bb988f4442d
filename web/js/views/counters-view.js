// counters-view.js: the line above the board: the reader's move count, the clock, and the "Solved"
// flag.

import { formatClock } from './format.js';
import { count, msg } from '../i18n/i18n.js';
import { localeOf } from '../i18n/locale.js';

const css = String.raw;

export const countersTemplate = /* HTML */ ` <div class="counters">
  <span><span data-i18n="counters.moves"></span> <output class="move-count">0</output></span>
  <span><span data-i18n="counters.time"></span> <output class="clock">0:00</output></span>
  <span class="state-flag" aria-hidden="true"></span>
</div>`;

export const countersStyles = new CSSStyleSheet();
countersStyles.replaceSync(css`
  .counters {
    display: flex;
    gap: 1.25rem;
    align-items: baseline;
    font-variant-numeric: tabular-nums;
    color: var(--muted);
  }
  .counters output {
    color: var(--ink);
    font-weight: 650;
    font-size: 1.15em;
    margin-left: 0.25rem;
  }
  .state-flag {
    margin-left: auto;
    color: var(--good);
    font-weight: 650;
  }
`);

export class CountersView {
  #moves;
  #clock;
  #flag;
  #locale;

  constructor(root) {
    this.#locale = localeOf(root);
    this.#moves = root.querySelector('.move-count');
    this.#clock = root.querySelector('.clock');
    this.#flag = root.querySelector('.state-flag');
  }

  showMoves(moves) {
    this.#locale.text(this.#moves, count(moves));
  }

  showClock(ms) {
    this.#clock.textContent = formatClock(ms);
  }

  showSolved(solved) {
    this.#locale.text(this.#flag, solved ? msg('counters.solved') : '');
  }
}
